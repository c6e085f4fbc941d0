#!/usr/bin/env bash
# Builds the package's `scene-fuzz` target (fuzz/SceneFuzz/SceneFuzz.swift: the scene reader,
# `--set` overrides and the argument parser with `reel render`'s options) with libFuzzer and
# AddressSanitizer, then runs it. SwiftPM builds it from the package's own targets, so the fuzzer always compiles what
# the package compiles.
#
#   fuzz/run.sh [SECONDS] [extra libFuzzer flags…]     (default 60 seconds; `make fuzz SECONDS=N`)
#   ASAN=0 fuzz/run.sh …                                (without AddressSanitizer: faster)
#
# Inputs that crash, trap or hang are saved under fuzz/artifacts/; the corpus grows in
# fuzz/corpus/ (seeded from fuzz/seeds/ and the test fixtures). The last lines printed say how
# many inputs ran ("Done N runs in S second(s)"). A plain `swift build` makes the same target a
# replayer: `.build/debug/scene-fuzz fuzz/artifacts/crash-…` runs one input through the checks.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-60}"
shift || true

# Its own build folder: every module is compiled with the fuzzer's coverage instrumentation.
if [ "${ASAN:-1}" = 0 ]; then
    SCRATCH=.build/fuzz-noasan
    SANITIZE=(--sanitize fuzzer)
else
    SCRATCH=.build/fuzz
    SANITIZE=(--sanitize fuzzer --sanitize address)
fi
echo "building scene-fuzz (swift build ${SANITIZE[*]} --scratch-path $SCRATCH)" >&2
swift build --product scene-fuzz --scratch-path "$SCRATCH" "${SANITIZE[@]}" -Xswiftc -DREEL_LIBFUZZER >&2
FUZZER="$(swift build --product scene-fuzz --scratch-path "$SCRATCH" "${SANITIZE[@]}" --show-bin-path)/scene-fuzz"

# Seeds: hand-written documents and every test fixture (valid and broken).
mkdir -p fuzz/corpus fuzz/artifacts
cp -n fuzz/seeds/* fuzz/corpus/ 2>/dev/null || true
for f in Tests/ReelSceneTests/Fixtures/*.json Tests/ReelSceneTests/Fixtures/broken/*.json; do
    cp -n "$f" "fuzz/corpus/fixture-$(basename "$f")" 2>/dev/null || true
done

# The Swift runtime's backtracer would catch a trap first and exit without libFuzzer saving
# the input; turn it off so that every crash or property violation lands in fuzz/artifacts/.
export SWIFT_BACKTRACE=enable=no
exec "$FUZZER" fuzz/corpus \
    -dict=fuzz/scene.dict \
    -max_total_time="$SECONDS_TO_RUN" \
    -timeout=5 \
    -rss_limit_mb=2048 \
    -max_len=65536 \
    -artifact_prefix=fuzz/artifacts/ \
    -print_final_stats=1 \
    "$@"
