#!/usr/bin/env bash
# Renders one GIF per row of a manifest from one Lottie file with `reel batch`: the manifest is
# CSV with a header row; its `name` column names each output, the others are the file's params
# (`reel info LOTTIE` lists them). Rows render in parallel; a row already rendered from the
# same inputs is skipped (see docs/command-line.md, "Batches: reel batch").
#
#   scripts/lottie-variants.sh [LOTTIE] [MANIFEST.csv] [OUT_DIR]
#   (defaults: samples/lottie/promo.json samples/lottie/variants.csv out/lottie-variants)
#
# REEL names the reel binary to use (default: the release build).
set -euo pipefail
cd "$(dirname "$0")/.."
LOTTIE=${1:-samples/lottie/promo.json}
MANIFEST=${2:-samples/lottie/variants.csv}
OUT=${3:-out/lottie-variants}
REEL=${REEL:-.build/release/reel}
[ -x "$REEL" ] || swift build -c release --product reel >&2
"$REEL" batch "$LOTTIE" "$MANIFEST" -o "$OUT/{name}.gif"
