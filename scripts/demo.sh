#!/usr/bin/env bash
# `make demo`: renders the four sample clips (Swift ports of the three seed posts, and the
# promo card) to out/ as MP4 and GIF, writes their scene documents, records the iOS-idiom
# samples (samples/ios) to out/ios/, and lists what it wrote.
# Run after `swift build -c release` (make demo does both).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="$(swift build -c release --show-bin-path)"
mkdir -p out
start=$(date +%s%N)
for clip in fly-to-cart qq-arc floating-burger promo-card; do
  if [ ! -x "$BIN/$clip" ]; then
    echo "demo: $BIN/$clip is missing; run 'swift build -c release' first (make demo does)." >&2
    exit 1
  fi
  "$BIN/$clip" --scene "out/$clip.json" > /dev/null
  "$BIN/$clip" "out/$clip.mp4" "out/$clip.gif"
done
# The iOS-idiom samples (samples/ios, plain `import UIKit` code): one clip each, into out/ios/.
if [ -x "$BIN/ios-samples" ]; then
  mkdir -p out/ios
  for clip in $("$BIN/ios-samples" --list); do
    "$BIN/ios-samples" "$clip" "out/ios/$clip.mp4" "out/ios/$clip.gif" > /dev/null
  done
fi
end=$(date +%s%N)
echo
ms=$(( (end - start) / 1000000 ))
echo "Rendered into out/ in $((ms / 1000)).$(( (ms % 1000) / 100 )) s:"
for f in out/*.mp4 out/*.gif out/*.json out/ios/*.gif; do
  [ -e "$f" ] || continue
  printf '  %-28s %10s bytes\n' "$f" "$(stat -c %s "$f")"
done
