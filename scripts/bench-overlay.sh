#!/usr/bin/env bash
# `make bench` part: a scene over a video, end to end. Reel's `render --over` of a 1080p,
# 30 fps H.264 input against FFmpeg's `overlay` filter compositing the same scene's frames,
# pre-rendered by Reel as a PNG sequence (not timed), both encoding H.264 with Reel's x264
# settings (CRF 18, preset medium). Prints a Markdown table: wall and CPU seconds and the
# speed ratio (FFmpeg's wall time over Reel's; the target is >= 0.9). Called by
# scripts/bench.sh; runs alone too.  BENCH_OVERLAY_SECONDS=N sets the clip's length (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=out/bench/overlay
rm -rf "$OUT" && mkdir -p "$OUT/frames"
SECONDS_LONG="${BENCH_OVERLAY_SECONDS:-5}"
swift build -c release --product reel >&2
REEL=.build/release/reel

ffmpeg -v error -f lavfi -i "testsrc2=size=1920x1080:rate=30:duration=$SECONDS_LONG" \
  -c:v libx264 -preset veryfast -pix_fmt yuv420p -y "$OUT/input.mp4"
# The price-tag sample at 1080p, transparent, with the input's size, rate and length.
python3 - "$OUT/scene.json" "$SECONDS_LONG" <<'PY'
import json, sys
scene = json.load(open("samples/price-tag/overlay.json"))
scene.update({"size": [1920, 1080], "fps": 30, "duration": float(sys.argv[2])})
json.dump(scene, open(sys.argv[1], "w"))
PY
"$REEL" render "$OUT/scene.json" -o "$OUT/frames/" --quiet

# wall and CPU (user + system) seconds of a command, from GNU time.
timed() {
  /usr/bin/time -f "%e %U %S" -o "$OUT/time.txt" "$@" > /dev/null 2>&1
  awk '{printf "%.2f %.2f", $1, $2 + $3}' "$OUT/time.txt"
}
read -r reel_wall reel_cpu <<< "$(timed "$REEL" render "$OUT/scene.json" --over "$OUT/input.mp4" -o "$OUT/reel.mp4" --quiet)"
read -r ff_wall ff_cpu <<< "$(timed ffmpeg -v error -i "$OUT/input.mp4" -framerate 30 -i "$OUT/frames/frame_%05d.png" \
  -filter_complex "[0:v][1:v]overlay=format=auto,format=yuv420p" -c:v libx264 -crf 18 -preset medium \
  -colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv -y "$OUT/ffmpeg.mp4")"
frames() { ffprobe -v error -count_frames -select_streams v -show_entries stream=nb_read_frames -of csv=p=0 "$1"; }

echo "## Scene over a video (1080p, 30 fps, ${SECONDS_LONG} s H.264 input, the price-tag sample)"
echo
echo "| | wall s | CPU s | frames | bytes |"
echo "|---|---:|---:|---:|---:|"
echo "| reel render --over | $reel_wall | $reel_cpu | $(frames "$OUT/reel.mp4") | $(stat -c %s "$OUT/reel.mp4") |"
echo "| ffmpeg overlay of pre-rendered PNGs | $ff_wall | $ff_cpu | $(frames "$OUT/ffmpeg.mp4") | $(stat -c %s "$OUT/ffmpeg.mp4") |"
echo
awk -v r="$reel_wall" -v f="$ff_wall" -v rc="$reel_cpu" -v fc="$ff_cpu" \
  'BEGIN {printf "Speed ratio (FFmpeg wall / Reel wall): %.2f (target >= 0.9); CPU ratio (FFmpeg / Reel): %.2f\n", f / r, fc / rc}'
