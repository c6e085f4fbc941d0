#!/usr/bin/env bash
# `make demo`: renders Reel's output into out/. Until the animated clips exist, that is still
# frames of static layer trees (the three posts' screens, compositing and text), drawn by
# ReelRender and written as PNG. Run after `swift build -c release`.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="$(swift build -c release --show-bin-path)/demo-stills"
if [ ! -x "$BIN" ]; then
  echo "demo: $BIN is missing; run 'swift build -c release' first (make demo does)." >&2
  exit 1
fi
mkdir -p out
"$BIN" out > /dev/null
echo "Rendered into out/:"
for f in out/*.png out/assets/*.png; do
  [ -e "$f" ] || continue
  size=$(stat -c %s "$f")
  dims=$(od -An -tu1 -j16 -N8 "$f" | awk '{printf "%d x %d", ($1*16777216+$2*65536+$3*256+$4), ($5*16777216+$6*65536+$7*256+$8)}')
  printf '  %-40s %12s  %8s bytes\n' "$f" "$dims px" "$size"
done
