#!/usr/bin/env bash
# Builds the scene-document fuzz target with libFuzzer and AddressSanitizer, then runs it.
#
#   fuzz/run.sh [SECONDS] [extra libFuzzer flags…]     (default 60 seconds; `make fuzz SECONDS=N`)
#   ASAN=0 fuzz/run.sh …                                (without AddressSanitizer: faster)
#
# The target (fuzz/SceneFuzz.swift) also compiles the command-line argument parser from
# Sources/ReelCLI (files that use no C library), to fuzz it and the `--set` overrides.
#
# Inputs that crash, trap or hang are saved under fuzz/artifacts/; the corpus grows in
# fuzz/corpus/ (seeded from fuzz/seeds/ and the test fixtures). The last lines printed say how
# many inputs ran ("Done N runs in S second(s)").
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-60}"
shift || true

if [ "${ASAN:-1}" = 0 ]; then
    BUILD=.build/fuzz-noasan
    FLAGS=(-sanitize=fuzzer -parse-as-library -O -g -swift-version 6)
else
    BUILD=.build/fuzz
    FLAGS=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6)
fi
mkdir -p "$BUILD" fuzz/corpus fuzz/artifacts
CLI_FILES=(Sources/ReelCLI/ArgumentParser.swift Sources/ReelCLI/CommandLineError.swift Sources/ReelCLI/ExitCode.swift)

echo "building ReelCore, ReelScene and the fuzz target (swiftc ${FLAGS[*]})" >&2
swiftc "${FLAGS[@]}" -wmo -module-name ReelCore -emit-module -emit-module-path "$BUILD/ReelCore.swiftmodule" \
    -c $(find Sources/ReelCore -name '*.swift' | sort) -o "$BUILD/ReelCore.o"
swiftc "${FLAGS[@]}" -wmo -module-name ReelScene -I "$BUILD" -emit-module -emit-module-path "$BUILD/ReelScene.swiftmodule" \
    -c $(find Sources/ReelScene -name '*.swift' | sort) -o "$BUILD/ReelScene.o"
swiftc "${FLAGS[@]}" -I "$BUILD" -module-name SceneFuzz fuzz/SceneFuzz.swift "${CLI_FILES[@]}" \
    "$BUILD/ReelCore.o" "$BUILD/ReelScene.o" -o "$BUILD/scene-fuzz"

# Seeds: hand-written documents and every test fixture (valid and broken).
cp -n fuzz/seeds/* fuzz/corpus/ 2>/dev/null || true
for f in Tests/ReelSceneTests/Fixtures/*.json Tests/ReelSceneTests/Fixtures/broken/*.json; do
    cp -n "$f" "fuzz/corpus/fixture-$(basename "$f")" 2>/dev/null || true
done

# The Swift runtime's backtracer would catch a trap first and exit without libFuzzer saving
# the input; turn it off so that every crash or property violation lands in fuzz/artifacts/.
export SWIFT_BACKTRACE=enable=no
exec "$BUILD/scene-fuzz" fuzz/corpus \
    -dict=fuzz/scene.dict \
    -max_total_time="$SECONDS_TO_RUN" \
    -timeout=5 \
    -rss_limit_mb=2048 \
    -max_len=65536 \
    -artifact_prefix=fuzz/artifacts/ \
    -print_final_stats=1 \
    "$@"
