# Reel: two commands matter. `make demo` renders the clips; `make test` runs every test.
# Both install what they need first (`make deps`). `make sanitize` runs every test under
# AddressSanitizer and then ThreadSanitizer (scripts/sanitize.sh); CI (.ci/run) runs `make test`
# and then `make sanitize`.

SWIFT ?= swift
CONFIG ?= release

.PHONY: deps build test sanitize demo bench clean

deps:
	@bash scripts/deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

sanitize: deps
	@SWIFT=$(SWIFT) bash scripts/sanitize.sh

demo: deps
	$(SWIFT) build -c release
	@bash scripts/demo.sh

bench: deps
	@bash scripts/bench.sh

clean:
	rm -rf .build out
