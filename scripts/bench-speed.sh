#!/usr/bin/env bash
# Part of `make bench` (called by scripts/bench.sh after the release build): issue 15's
# ratios for hashing and render-only, on the three sample clips at 750 x 1334, measured with
# hyperfine (Debian package, in make deps) in one run so that the ratios share the machine's
# load. Prints Markdown. Needs .build/release/reel (built here if missing).
#
#   BENCH_RUNS=N   hyperfine runs per command (default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-out/bench}
mkdir -p "$OUT"
REEL=.build/release/reel
[ -x "$REEL" ] || swift build -c release --product reel >&2
RUNS=${BENCH_RUNS:-3}

# Median seconds of a command (hyperfine's JSON).
median() {
  hyperfine --runs "$RUNS" --warmup 1 --style none --export-json "$OUT/hf.json" "$1" > /dev/null 2>&1
  python3 -c 'import json,sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["median"])' "$OUT/hf.json"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "## Hashing vs render-only (issue 15; 750 x 1334, every frame, hyperfine medians of $RUNS)"
echo
echo "Load average at start: $(cut -d' ' -f1-3 /proc/loadavg). \`reel render --discard\` renders every frame"
echo "and writes nothing; \`reel hash\` renders and hashes every frame (target <= 1.3 x render-only);"
echo "\`reel verify\` checks every frame against the golden (target <= 2 s)."
echo
echo "| clip | render --discard | hash | hash / render (target <= 1.3) | verify (target <= 2 s) |"
echo "|---|---:|---:|---:|---:|"
for clip in fly-to-cart qq-arc floating-burger; do
  scene="samples/$clip/scene.json"
  r=$(median "$REEL render $scene --discard -q")
  h=$(median "$REEL hash $scene -q > /dev/null")
  v=$(median "$REEL verify $scene --golden samples/$clip/golden/hashes.txt -q")
  echo "| $clip | $r s | $h s | $(ratio "$h" "$r") | $v s |"
done
echo
