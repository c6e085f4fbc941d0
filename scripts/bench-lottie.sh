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
