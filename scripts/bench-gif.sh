#!/usr/bin/env bash
# Part of `make bench` (called by scripts/bench.sh after reel-bench and raw_cairo are built):
# Reel's GIF against FFmpeg's best two-pass GIF on the same frames at the same rate. Prints
# Markdown.
#
# For each source (the three sample clips at 750 x 1334, the photo clip at 750 x 1334 and
# 375 x 667, the bare cart / arc / burger workloads at 1080 x 1920):
#   1. `reel-bench gif-frames` writes the lossless frames the GIF shows (60 fps clips keep
#      every second frame: 30 fps) as raw rgb24;
#   2. FFmpeg encodes those frames: palettegen stats_mode=full, paletteuse dither=sierra2_4a
#      diff_mode=rectangle (timed: the whole ffmpeg process, reading raw frames from the page
#      cache, i.e. encode only);
#   3. `reel-bench gif-reel` renders the clip and writes the GIF through the real pipeline
#      (timed: render + encode, end to end, as Clip.render does it);
#   4. FFmpeg's ssim filter compares each GIF, decoded by FFmpeg, with the lossless frames:
#      planar RGB (gbrp), frames paired by time (the GIF retimed with fps=RATE:round=near, so a
#      frame shown 3 or 4 cs lands on its own slot), mean of the per-frame "All" values; the
#      frame count compared is checked against the source.
#
#   BENCH_GIF_SOURCES="qq-arc:2 photos:1"   only these (source:scale)
#   BENCH_GIF_REEL_ARGS="bound=6 …"         extra gif-reel options (palette=, dither=, speed=, bound=, jobs=)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-out/bench}
BENCH=${BENCH:-.build/release/reel-bench}
RAW=${RAW:-$OUT/raw_cairo}
export REEL_BENCH_OUT="${REEL_BENCH_OUT:-$PWD/$OUT}"
DIR="$OUT/gif"
mkdir -p "$DIR"
SOURCES=${BENCH_GIF_SOURCES:-"fly-to-cart:2 qq-arc:2 floating-burger:2 photos:2 photos:1 cart:3 arc:3 burger:3"}
if [ ! -f "$OUT/images/avatar0.png" ]; then
  [ -x "$RAW" ] || cc -O2 -Wall bench/raw_cairo.c $(pkg-config --cflags --libs cairo) -lm -o "$RAW"
  mkdir -p "$OUT/images"
  "$RAW" images "$OUT/images"
fi

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

# ssim GIF REF W H RATE → "mean-All frames"
ssim() {
  ffmpeg -v error -nostats -f rawvideo -pix_fmt rgb24 -s "$3x$4" -framerate "$5" -i "$2" -i "$1" \
    -lavfi "[1:v]fps=$5:round=near,format=gbrp[a];[0:v]format=gbrp[b];[a][b]ssim=stats_file=$DIR/ssim.txt" \
    -f null - </dev/null
  awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^All:/) { sub("All:", "", $i); s += $i; n++ } }
       END { printf "%.5f %d\n", s / n, n }' "$DIR/ssim.txt"
}

echo "## GIF against FFmpeg's best two-pass (same frames, same rate)"
echo
echo "FFmpeg: \`palettegen=stats_mode=full\`, \`paletteuse=dither=sierra2_4a:diff_mode=rectangle\` on the"
echo "lossless frames (raw rgb24), timed as the whole process (encode only). Reel: the clip rendered"
echo "and written by \`reel-bench gif-reel\` (render + encode, end to end, $(nproc) cores). SSIM: FFmpeg's"
echo "ssim filter on planar RGB against the lossless frames, paired by time, mean over the frames."
echo "Targets: bytes <= 0.8 x FFmpeg's, SSIM >= FFmpeg's, >= 4 x faster."
echo
echo "Times: wall seconds, and CPU seconds (user + system) in brackets, which a loaded machine"
echo "disturbs less (Reel's process includes its start-up and font loading)."
echo
echo "| source | size | GIF frames | FFmpeg bytes | FFmpeg SSIM | FFmpeg s (CPU) | Reel bytes | Reel SSIM | Reel s (CPU) | bytes Reel / FFmpeg | wall FFmpeg / Reel | Reel's palette |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
LOG="$DIR/gif.log"
: > "$LOG"
for entry in $SOURCES; do
  name=${entry%%:*}
  scale=${entry##*:}
  ref="$DIR/$name-$scale.rgb"
  read -r w h rate count < <("$BENCH" gif-frames "$name" "$scale" "$ref")
  ff="$DIR/$name-$scale-ffmpeg.gif"
  reel="$DIR/$name-$scale-reel.gif"
  /usr/bin/time -f "%e %U %S" -o "$DIR/time.txt" ffmpeg -v error -y -f rawvideo -pix_fmt rgb24 -s "${w}x${h}" \
    -framerate "$rate" -i "$ref" \
    -lavfi "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle" \
    "$ff" </dev/null
  read -r fs fu fsys < <(tail -1 "$DIR/time.txt")
  fc=$(awk -v a="$fu" -v b="$fsys" 'BEGIN { printf "%.2f", a + b }')
  # shellcheck disable=SC2086
  line=$(/usr/bin/time -f "%U %S" -o "$DIR/time.txt" "$BENCH" gif-reel "$name" "$scale" "$reel" ${BENCH_GIF_REEL_ARGS:-})
  read -r ru rsys < <(tail -1 "$DIR/time.txt")
  rc=$(awk -v a="$ru" -v b="$rsys" 'BEGIN { printf "%.2f", a + b }')
  echo "$line" >> "$LOG"
  rs=$(echo "$line" | head -1 | sed -E 's/.* ([0-9.]+) s, .*/\1/')
  palette=$(echo "$line" | grep -o -E "one palette for the whole clip|a palette for each frame" | head -1 || true)
  colours=$(echo "$line" | grep -o -E ", [0-9]+ colours" | head -1 | sed 's/^, //' || true)
  read -r fq fn < <(ssim "$ff" "$ref" "$w" "$h" "$rate")
  read -r rq rn < <(ssim "$reel" "$ref" "$w" "$h" "$rate")
  if [ "$fn" != "$count" ] || [ "$rn" != "$count" ]; then
    echo "bench-gif: $name: compared $fn (FFmpeg) and $rn (Reel) frames of $count" >&2
    exit 1
  fi
  fb=$(stat -c %s "$ff")
  rb=$(stat -c %s "$reel")
  echo "| $name | ${w}x${h} | $count | $fb | $fq | $fs ($fc) | $rb | $rq | $rs ($rc) | $(ratio "$rb" "$fb") | $(ratio "$fs" "$rs") | ${palette:-(explicit)}${colours:+, $colours} |"
  rm -f "$ref"
done
echo
echo "Reel's lines:"
echo
echo "\`\`\`"
cat "$LOG"
echo "\`\`\`"
