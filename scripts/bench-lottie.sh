#!/usr/bin/env bash
# `make bench` part: render-only frames/s of Reel and rlottie on the same Lottie files (the
# test fixtures and the designer-style sample), 1080 x 1080, one thread each (taskset to one
# core when available), as a Markdown table. Called by scripts/bench.sh; runs alone too.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lottie-bench >&2
ONE_CORE=()
if command -v taskset > /dev/null; then ONE_CORE=(taskset -c 0); fi
echo "## Lottie: Reel vs rlottie (render only, 1080 x 1080, one core)"
echo
"${ONE_CORE[@]}" .build/release/lottie-bench samples/lottie/promo.json \
  Tests/ReelLottieTests/Fixtures/{rect-fill-stroke,polystar,path-morph,gradient-linear,gradient-radial,gradient-stroke,trim-simultaneous,parenting,precomp,masks,matte,groups}.json 1080
echo

# The real-world corpus (../shared/lottie-real): every file, at most 60 frames each evenly
# spread over its clip, 1080 px wide at the file's aspect ratio; each frame drawn whole, then
# as `reel render` draws them (only the rows that changed since the previous frame).
REAL=../shared/lottie-real/files
if [ -d "$REAL" ]; then
  echo "## Lottie real-world files: Reel vs rlottie (render only, 1080 px wide, one core, ≤ 60 frames each)"
  echo
  "${ONE_CORE[@]}" .build/release/lottie-bench --max-frames 60 "$REAL"/*.json 1080
  echo
  echo "### The same, Reel drawing as \`reel render\` does (lottie-bench --incremental)"
  echo
  "${ONE_CORE[@]}" .build/release/lottie-bench --incremental --max-frames 60 "$REAL"/*.json 1080
  echo
else
  echo "(skipped the real-world Lottie table: $REAL is absent)"
  echo
fi
