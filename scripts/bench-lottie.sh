#!/usr/bin/env bash
# `make bench` part: render-only frames/s of Reel and of other Lottie players on the same Lottie
# files (the test fixtures and the designer-style sample, then the lottie-real corpus), one thread
# each (taskset to one core when available), as Markdown tables. The players: Debian's rlottie
# (linked through CRLottie), and, loaded at run time by lottie-bench with dlopen (never a
# dependency of Reel), rlottie-python's bundled librlottie and thorvg-python's libthorvg, both
# unpacked from their wheels into .build/lottie-peers (downloaded with pip only when missing;
# without them, e.g. offline, their columns are left out with a message).
# Called by scripts/bench.sh; runs alone too.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lottie-bench >&2

RLOTTIE_WHEEL_VERSION=1.3.8
THORVG_WHEEL_VERSION=1.1.3
PEERS=.build/lottie-peers
PEER_ARGS=()
# Prints the path of the wheel of $1==$2 in $PEERS, downloading it first when it is missing.
wheel() {
  local found
  found=$(ls "$PEERS"/"${1//-/_}"-"$2"-*.whl 2> /dev/null | head -1 || true)
  if [ -z "$found" ]; then
    mkdir -p "$PEERS"
    python3 -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux2014_x86_64 \
      -d "$PEERS" "$1==$2" >&2 || return 1
    found=$(ls "$PEERS"/"${1//-/_}"-"$2"-*.whl 2> /dev/null | head -1 || true)
  fi
  [ -n "$found" ] && echo "$found"
}
# Unpacks member $2 of wheel $1 into $PEERS/$3 (once) and prints its path.
unpack() {
  local target="$PEERS/$3/$2"
  if [ ! -f "$target" ]; then
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract(sys.argv[2], sys.argv[3])' \
      "$1" "$2" "$PEERS/$3" || return 1
  fi
  echo "$target"
}
PEER_NOTES=()
if whl=$(wheel rlottie-python $RLOTTIE_WHEEL_VERSION) && lib=$(unpack "$whl" rlottie_python/librlottie.so rlottie-python-$RLOTTIE_WHEEL_VERSION); then
  # The bundled library's own version is in its file name (librlottie.so.0.2).
  so=$(python3 -c 'import sys, zipfile; print(" ".join(n for n in zipfile.ZipFile(sys.argv[1]).namelist() if ".so." in n))' "$whl" \
    | tr ' ' '\n' | sed -nE 's/.*librlottie\.so\.([0-9]+\.[0-9]+)$/\1/p' | head -1)
  PEER_ARGS+=(--rlottie-lib "$lib" --rlottie-lib-version "${so:-?} (rlottie-python $RLOTTIE_WHEEL_VERSION)")
else
  PEER_NOTES+=("rlottie-python $RLOTTIE_WHEEL_VERSION's librlottie left out: its wheel could not be downloaded (pip download rlottie-python==$RLOTTIE_WHEEL_VERSION into $PEERS failed; offline?)")
fi
if whl=$(wheel thorvg-python $THORVG_WHEEL_VERSION) && lib=$(unpack "$whl" thorvg_python/libthorvg-1.so thorvg-python-$THORVG_WHEEL_VERSION); then
  PEER_ARGS+=(--thorvg "$lib" --thorvg-origin "thorvg-python $THORVG_WHEEL_VERSION")
else
  PEER_NOTES+=("ThorVG (thorvg-python $THORVG_WHEEL_VERSION) left out: its wheel could not be downloaded (pip download thorvg-python==$THORVG_WHEEL_VERSION into $PEERS failed; offline?)")
fi
PEER_ARGS+=(--rlottie-version "$(pkg-config --modversion rlottie 2> /dev/null || echo 0.1)")

ONE_CORE=()
if command -v taskset > /dev/null; then ONE_CORE=(taskset -c 0); fi
echo "## Lottie: Reel vs rlottie and ThorVG (render only, 1080 x 1080, one core)"
echo
for note in "${PEER_NOTES[@]}"; do echo "- $note"; done
[ ${#PEER_NOTES[@]} -eq 0 ] || echo
"${ONE_CORE[@]}" .build/release/lottie-bench "${PEER_ARGS[@]}" samples/lottie/promo.json \
  Tests/ReelLottieTests/Fixtures/{rect-fill-stroke,polystar,path-morph,gradient-linear,gradient-radial,gradient-stroke,trim-simultaneous,parenting,precomp,masks,matte,groups}.json 1080
echo

# The real-world corpus (../shared/lottie-real): every file, at most 60 frames each evenly
# spread over its clip, 1080 px wide at the file's aspect ratio; Reel draws each frame whole,
# then as `reel render` draws them (only the rows that changed since the previous frame).
REAL=../shared/lottie-real/files
if [ -d "$REAL" ]; then
  echo "## Lottie real-world files: Reel vs rlottie and ThorVG (render only, 1080 px wide, one core, ≤ 60 frames each)"
  echo
  "${ONE_CORE[@]}" .build/release/lottie-bench "${PEER_ARGS[@]}" --max-frames 60 "$REAL"/*.json 1080
  echo
  # The whole command, for scale: `reel render FILE --discard` (reading, converting, every frame
  # of the clip drawn, nothing written), one thread on one core, wall time.
  swift build -c release --product reel >&2
  echo "### The whole command: \`reel render FILE --discard --size 1080xH -j 1\` (every frame, one core, wall time)"
  echo
  echo "| file | frames | wall s | frames/s |"
  echo "|---|---:|---:|---:|"
  for f in "$REAL"/*.json; do
    size=$(python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print("1080x%d" % round(1080 * d["h"] / d["w"]))' "$f")
    if line=$(/usr/bin/time -f "%e" -o .build/lottie-render-time "${ONE_CORE[@]}" .build/release/reel render "$f" \
      --discard --size "$size" -j 1 2>&1 | tail -1) && frames=$(echo "$line" | sed -nE 's/^([0-9]+) frames in .*/\1/p') \
      && [ -n "$frames" ]; then
      wall=$(tail -1 .build/lottie-render-time)
      echo "| $(basename "$f") | $frames | $wall | $(awk -v n="$frames" -v s="$wall" 'BEGIN { printf "%.1f", (s > 0 ? n / s : 0) }') |"
    else
      echo "| $(basename "$f") | failed: ${line:-no output} | | |"
    fi
  done
  echo
else
  echo "(skipped the real-world Lottie table: $REAL is absent)"
  echo
fi
