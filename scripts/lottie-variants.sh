#!/usr/bin/env bash
# Renders one GIF per row of a manifest from one Lottie file: the first column names the
# output, the others are parameters (a header row names them), passed as --set name=value.
#
#   scripts/lottie-variants.sh [LOTTIE] [MANIFEST.tsv] [OUT_DIR]
#   (defaults: samples/lottie/promo.json samples/lottie/variants.tsv out/lottie-variants)
#
# Until `reel batch` lands this is the --set loop the templates are made for; REEL names the
# reel binary to use (default: the release build).
set -euo pipefail
cd "$(dirname "$0")/.."
LOTTIE=${1:-samples/lottie/promo.json}
MANIFEST=${2:-samples/lottie/variants.tsv}
OUT=${3:-out/lottie-variants}
REEL=${REEL:-.build/release/reel}
[ -x "$REEL" ] || swift build -c release --product reel >&2
mkdir -p "$OUT"
IFS=$'\t' read -r -a header < "$MANIFEST"
count=0
while IFS=$'\t' read -r -a row; do
  args=()
  for ((i = 1; i < ${#header[@]}; i++)); do args+=(--set "${header[$i]}=${row[$i]}"); done
  "$REEL" render "$LOTTIE" -o "$OUT/${row[0]}.gif" --quiet "${args[@]}"
  count=$((count + 1))
done < <(tail -n +2 "$MANIFEST")
echo "$count variants → $OUT"
