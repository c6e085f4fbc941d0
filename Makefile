# Reel: two commands matter. `make demo` installs reel and renders the clips; `make test` runs
# every test. Both install what they need first (`make deps`). `make install PREFIX=…` (default
# ~/.local) puts reel in PREFIX/bin and what `reel run` compiles against in PREFIX/share/reel.
# `make test` ends with the install test (scripts/install-tests.sh: make install into a
# temporary PREFIX, then the README's quick start as written in a fresh clone). `make test` ends with the browser tests of
# `reel preview` (scripts/browser-tests.sh: headless Chromium; it says so when it must skip)
# and the scaling tests of deploy/ (scripts/deploy-tests.sh: Kubernetes manifests, shards).
# It also builds and runs samples/snapshot-tests, an app's snapshot test package, against this
# checkout (scripts/snapshot-sample.sh).
# `make sanitize` runs every test under AddressSanitizer and then ThreadSanitizer
# (scripts/sanitize.sh); CI (.ci/run) runs `make test`, `make sanitize`, a one-minute
# `make fuzz` and `make bench-build`.

SWIFT ?= swift
CONFIG ?= release
PREFIX ?= $(HOME)/.local

.PHONY: deps build install test coverage sanitize demo bench bench-build fuzz clean format lint

deps:
	@bash scripts/deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG)

install: deps
	@PREFIX="$(PREFIX)" SWIFT=$(SWIFT) bash scripts/install.sh

test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@SWIFT=$(SWIFT) bash scripts/ios-coverage.sh --check
	@bash scripts/browser-tests.sh
	@bash scripts/deploy-tests.sh
	@SWIFT=$(SWIFT) bash scripts/snapshot-sample.sh
	@SWIFT=$(SWIFT) bash scripts/install-tests.sh

coverage: deps
	@SWIFT=$(SWIFT) bash scripts/ios-coverage.sh

sanitize: deps
	@SWIFT=$(SWIFT) bash scripts/sanitize.sh

demo: deps install
	$(SWIFT) build -c release
	@bash scripts/demo.sh

bench: deps
	@bash scripts/bench.sh

# `make bench-build` builds what `make bench` runs (its release products and raw_cairo) without
# measuring; CI runs it so that a benchmark that no longer builds fails there.
bench-build: deps
	@SWIFT=$(SWIFT) bash scripts/bench-build.sh

# `make fuzz SECONDS=N` fuzzes the scene reader, `--set` and the argument parser for N seconds
# (default 60) under AddressSanitizer; ASAN=0 runs without it. It builds the package's
# `scene-fuzz` target with `swift build --sanitize=fuzzer` in its own build folder.
SECONDS ?= 60
fuzz: deps
	@bash fuzz/run.sh $(SECONDS)

# `make lint` checks every Swift file against .swift-format (120 columns, the project's rules) and
# every JavaScript file under Sources with eslint, and fails on any warning (`make test` runs it
# first); `make format` rewrites the Swift files in place.
FORMAT_PATHS = Package.swift Sources Shaders Tests samples tools bench fuzz
JS_PATHS = $(shell find Sources -name '*.js' | sort)

lint:
	$(SWIFT) format lint --strict --configuration .swift-format --recursive --parallel $(FORMAT_PATHS)
	@# swift format does not measure lines that are string literals: no Swift line over 120 characters.
	@! LC_ALL=C.UTF-8 grep -rnP --include='*.swift' '^.{121,}' $(FORMAT_PATHS) || \
		{ echo "lint: the lines above are over 120 characters" >&2; exit 1; }
	@# The preview page's script and the verify report's (eslint from Debian, .eslintrc.json); Debian's
	@# eslint finds its modules under /usr/share/nodejs whichever Node.js runs it.
	NODE_PATH=/usr/share/nodejs eslint --no-eslintrc -c .eslintrc.json -f unix $(JS_PATHS)

format:
	$(SWIFT) format format --configuration .swift-format --recursive --parallel --in-place $(FORMAT_PATHS)

clean:
	rm -rf .build out
