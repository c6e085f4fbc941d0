#!/usr/bin/env bash
# samples/snapshot-tests, as an app team runs it in CI: builds the package (its manifest's Linux
# branch: a path dependency on this repository for SnapshotTesting and UIKit) and runs its
# XCTest and Swift Testing snapshot tests against the recorded references, recording nothing
# (SNAPSHOT_TESTING_RECORD=never). Then its deliberate failure (SNAPSHOT_SAMPLE_FAIL=1: a green
# badge against the red one recorded) must fail with upstream's message, the new image, a
# difference image whose badge is |green − red| and black elsewhere, and the run's report.
# A missing reference must be recorded, fail with upstream's message, and come out byte-identical
# to the checked-in one (the same PNG on every machine); the second run passes.
# Run by `make test`. The package builds in .build/snapshot-sample (kept: later runs are
# incremental; the first builds Reel's modules again, a few minutes on two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SWIFT=${SWIFT:-swift}
SCRATCH=$ROOT/.build/snapshot-sample
T=$(mktemp -d /tmp/reel-snapshot-sample-XXXXXX)
trap 'rm -rf "$T"' EXIT
failures=0
pass() { echo "  ok   $*"; }
fail() { echo "  FAIL $*"; failures=$((failures + 1)); }

cd samples/snapshot-tests
echo "snapshot sample: swift build --build-tests"
$SWIFT build --build-tests --scratch-path "$SCRATCH" > "$T/build.log" 2>&1 || { cat "$T/build.log"; exit 1; }
echo "snapshot sample: swift test against the recorded references"
if SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS=$T/ok \
  $SWIFT test --skip-build --scratch-path "$SCRATCH" > "$T/ok.log" 2>&1; then
  pass "every snapshot matches its reference"
else
  cat "$T/ok.log"
  fail "the sample's snapshot tests failed"
fi
grep -q "Executed 6 tests" "$T/ok.log" && pass "XCTest ran 6 tests (1 skipped)" || fail "XCTest did not run 6 tests"
grep -Eq "Test run with 3 tests.* passed" "$T/ok.log" && pass "Swift Testing ran 3 tests" \
  || fail "Swift Testing did not pass 3 tests"

echo "snapshot sample: a missing reference is recorded, the test fails, and the recording is the same bytes"
reference=$ROOT/samples/snapshot-tests/Tests/GalleryViewsTests/__Snapshots__/CheckoutViewControllerTests/testOnPhones.iPhone13.png
mv "$reference" "$T/kept.png"
if SNAPSHOT_TESTING_RECORD=missing SNAPSHOT_ARTIFACTS=$T/first \
  $SWIFT test --skip-build --scratch-path "$SCRATCH" --filter testOnPhones > "$T/first.log" 2>&1; then
  fail "testOnPhones passed without its reference"
else
  pass "testOnPhones fails without its reference"
fi
grep -q "No reference was found on disk. Automatically recorded snapshot: " "$T/first.log" \
  && pass "upstream's message for a recorded reference" || { cat "$T/first.log"; fail "no 'No reference was found'"; }
cmp -s "$reference" "$T/kept.png" && pass "the new recording is byte-identical to the checked-in one" \
  || fail "the recorded reference differs from the checked-in one"
mv "$T/kept.png" "$reference"
SNAPSHOT_TESTING_RECORD=never $SWIFT test --skip-build --scratch-path "$SCRATCH" --filter testOnPhones \
  > "$T/second.log" 2>&1 && pass "the second run passes" || fail "the second run failed"

echo "snapshot sample: the deliberate failure"
if SNAPSHOT_SAMPLE_FAIL=1 SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS=$T/fail \
  $SWIFT test --skip-build --scratch-path "$SCRATCH" --filter testDeliberateFailure > "$T/fail.log" 2>&1; then
  fail "testDeliberateFailure passed"
else
  pass "testDeliberateFailure fails"
fi
grep -q 'Snapshot "light" does not match reference.' "$T/fail.log" && pass "upstream's message" \
  || { cat "$T/fail.log"; fail "no 'Snapshot \"light\" does not match reference.'"; }
grep -q "Newly-taken snapshot does not match reference." "$T/fail.log" && pass "the comparison's figure" \
  || fail "no 'Newly-taken snapshot does not match reference.'"
new=$T/fail/PriceTagViewTests/testLightAndDark.light.png
diff=$T/fail/PriceTagViewTests/testLightAndDark.light.diff.png
grep -q "Difference: $diff" "$T/fail.log" && pass "the message names the difference image" \
  || fail "no 'Difference: $diff'"
grep -q "Report: $T/fail/snapshot-report/index.html" "$T/fail.log" && [ -f "$T/fail/snapshot-report/index.html" ] \
  && pass "the message names the report" || fail "no report"
reference=$ROOT/samples/snapshot-tests/Tests/GalleryViewsTests/__Snapshots__/PriceTagViewTests/testLightAndDark.light.png
grep -q "\"reference\" : \"$reference\"" "$T/fail/snapshot-report/failures.json" \
  && pass "failures.json names the reference" || fail "failures.json does not name $reference"
# The badge's centre (132, 28) pt at 2x: red (0.95, 0.3, 0.2) before, green (0.2, 0.8, 0.3) now,
# so the difference is (0.75, 0.5, 0.1)·255 ≈ (191, 128, 26) within a level; (20, 50) pt is
# unchanged card, black in the difference; the new image's badge is green.
python3 - "$new" "$diff" <<'PY' && pass "the difference image: |green − red| on the badge, black elsewhere" \
  || fail "the difference image's pixels"
import struct, sys, zlib

def rgba(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height = 8, b"", 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), "8-bit RGB or RGBA expected"
            n = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), width * n, [], bytearray(width * n)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - n] if i >= n else 0
            b = prev[i]
            c = prev[i - n] if i >= n else 0
            p = a + b - c
            pred = {0: 0, 1: a, 2: b, 3: (a + b) // 2,
                    4: a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else (b if abs(p - b) <= abs(p - c) else c)}[kind]
            line[i] = (line[i] + pred) & 255
        rows.append(line)
        prev = line
    return lambda x, y: tuple(rows[y][x * n:x * n + n]) + ((255,) if n == 3 else ())

new, diff = rgba(sys.argv[1]), rgba(sys.argv[2])
def near(got, want):
    return all(abs(g - w) <= 1 for g, w in zip(got, want))
checks = [near(diff(264, 56), (191, 128, 26, 255)), diff(40, 100) == (0, 0, 0, 255),
          near(new(264, 56), (51, 204, 77, 255))]
print("  diff(264, 56) =", diff(264, 56), " diff(40, 100) =", diff(40, 100), " new(264, 56) =", new(264, 56))
sys.exit(0 if all(checks) else 1)
PY

echo "snapshot sample: $failures failure(s)"
[ "$failures" -eq 0 ]
