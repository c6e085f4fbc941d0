#!/usr/bin/env bash
# Part of `make bench` (called by scripts/bench.sh after reel-bench and raw_cairo are built):
# render-only vs raw Cairo on the same primitives, and the three sample clips at 1080 x 1920,
# 60 fps (render-only, encode-only, end-to-end, peak RSS, and the two ratios). Prints Markdown.
#
#   BENCH_CLIP_FRAMES=N   frames per encode-only / end-to-end run (default 90, from the middle
#                         of each clip; encode-only holds them all in memory: ~8 MiB each)
#   BENCH_QUICK=1         one round instead of best of 3 for the render comparison
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-out/bench}
BENCH=${BENCH:-.build/release/reel-bench}
RAW=${RAW:-$OUT/raw_cairo}
export REEL_BENCH_OUT="${REEL_BENCH_OUT:-$PWD/$OUT}"
N=${BENCH_CLIP_FRAMES:-90}
ROUNDS=3
[ -n "${BENCH_QUICK:-}" ] && ROUNDS=1
SCALE=2.88  # 1080 / 375: the clips' 375 x 667 pt screen at 1080 x 1921 px

fps() { sed -E 's/.*[=:] ([0-9.]+) frames\/s.*/\1/'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
max() { awk -v a="$1" -v b="$2" 'BEGIN { print (a > b ? a : b) }'; }

IMAGES="$OUT/images"
mkdir -p "$IMAGES"
"$RAW" images "$IMAGES"

echo "## Render-only vs raw Cairo (same primitives, 1080 x 1920, one thread, best of $ROUNDS)"
echo
echo "\`reel-bench render-cairo <workload> 120\` builds a layer tree per frame that draws what"
echo "\`raw_cairo <workload> 120\` draws (see the top of bench/ReelBench/RenderBench.swift for"
echo "what differs) and renders it with FrameRenderer; the two alternate, round by round."
echo
echo "| workload | raw Cairo frames/s | Reel render-only frames/s | Reel / raw Cairo (target >= 0.8) |"
echo "|---|---:|---:|---:|"
for w in cart arc burger all; do
  raw=0; reel=0
  for _ in $(seq "$ROUNDS"); do
    raw=$(max "$raw" "$("$RAW" "$w" 120 | fps)")
    reel=$(max "$reel" "$("$BENCH" render-cairo "$w" 120 "$IMAGES" | fps)")
  done
  echo "| $w | $raw | $reel | $(ratio "$reel" "$raw") |"
done
echo

echo "## The sample clips at 1080 x 1921 (scale $SCALE), 60 fps"
echo
echo "Render-only: the whole clip on $(nproc) workers into a writer that drops frames. Encode-only:"
echo "$N frames from the middle of the clip rendered first and held in memory, then fed through"
echo "the same pipeline. End-to-end: the same $N frames through \`Clip.render(to:)\`; peak RSS"
echo "from GNU time. Ratio: end-to-end time / encode-only time for the same outputs (target <= 1.15)."
echo
echo "| clip | render-only frames/s | encode-only MP4 | encode-only GIF | encode-only MP4+GIF | end-to-end MP4+GIF | ratio | end-to-end MP4 | ratio | peak RSS MP4+GIF | peak RSS MP4 |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
LOG="$OUT/clips.log"
: > "$LOG"
for clip in fly-to-cart qq-arc floating-burger; do
  r=$("$BENCH" clip-render "$clip" "$SCALE" | tee -a "$LOG" | fps)
  em=$("$BENCH" clip-encode "$clip" "$SCALE" mp4 "$N" | tee -a "$LOG" | fps)
  eg=$("$BENCH" clip-encode "$clip" "$SCALE" gif "$N" | tee -a "$LOG" | fps)
  eb=$("$BENCH" clip-encode "$clip" "$SCALE" mp4+gif "$N" | tee -a "$LOG" | fps)
  xb=$(/usr/bin/time -f "%M" -o "$OUT/rss.txt" "$BENCH" clip-end-to-end "$clip" "$SCALE" mp4+gif "$N" | tee -a "$LOG" | fps)
  rb=$(( $(tail -1 "$OUT/rss.txt") / 1024 ))
  xm=$(/usr/bin/time -f "%M" -o "$OUT/rss.txt" "$BENCH" clip-end-to-end "$clip" "$SCALE" mp4 "$N" | tee -a "$LOG" | fps)
  rm_=$(( $(tail -1 "$OUT/rss.txt") / 1024 ))
  # time ratio = encode-only frames/s / end-to-end frames/s (same frame count)
  echo "| $clip | $r | $em | $eg | $eb | $xb | $(ratio "$eb" "$xb") | $xm | $(ratio "$em" "$xm") | $rb MiB | $rm_ MiB |"
done
echo
echo "Raw lines:"
echo
echo "\`\`\`"
cat "$LOG"
echo "\`\`\`"
