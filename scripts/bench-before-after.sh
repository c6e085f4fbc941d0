#!/usr/bin/env bash
# Two builds of reel and reel-bench measured in one run, in turn (issue 15: before / after a
# change), each command best of 3: render-only and hash CPU on the samples, the bare workloads'
# timed loops against raw Cairo, and the MP4 at 1080 x 1922 against the FFmpeg CLI.
#
#   scripts/bench-before-after.sh BEFORE_DIR AFTER_DIR   (folders holding reel and reel-bench)
set -euo pipefail
cd "$(dirname "$0")/.."
BEFORE=${1:?usage: bench-before-after.sh BEFORE_DIR AFTER_DIR}
AFTER=${2:?usage: bench-before-after.sh BEFORE_DIR AFTER_DIR}
OUT=${OUT:-out/bench}/before-after; mkdir -p "$OUT"
RAW=$OUT/raw_cairo
cc -O2 -Wall bench/raw_cairo.c $(pkg-config --cflags --libs cairo) -lm -o "$RAW"
mkdir -p "$OUT/images"
"$RAW" images "$OUT/images" > /dev/null
cpu() { /usr/bin/time -f "%U %S" -o $OUT/t.txt "$@" > $OUT/o.txt 2>/dev/null; awk '{printf "%.2f", $1 + $2}' $OUT/t.txt; }
loop() { "$@" 2>/dev/null | sed -E 's/.* in ([0-9.]+) s:.*/\1/'; }
best() { local b=99; for _ in 1 2 3; do v=$("$@"); b=$(awk -v a=$b -v c=$v 'BEGIN{print (c<a)?c:a}'); done; echo $b; }
echo "load $(cut -d' ' -f1-3 /proc/loadavg) at $(date -u +%H:%M)"
for c in fly-to-cart qq-arc floating-burger; do
  for v in "$BEFORE" "$AFTER"; do
    r=$(best cpu $v/reel render samples/$c/scene.json --discard -q)
    h=$(best cpu $v/reel hash samples/$c/scene.json -q)
    echo "$c $v: render --discard CPU $r s, hash CPU $h s, hash/render $(awk -v a=$h -v b=$r 'BEGIN{printf "%.2f", a/b}')"
  done
done
for w in cart arc burger; do
  a=$(best loop "$RAW" $w 240)
  for v in "$BEFORE" "$AFTER"; do
    f=$(best loop $v/reel-bench render-cairo $w 240 "$OUT/images")
    i=$(best loop env REEL_BENCH_INCREMENTAL=1 $v/reel-bench render-cairo $w 240 "$OUT/images")
    echo "$w $v: loops raw $a whole $f changed $i s; changed/raw $(awk -v a=$a -v b=$i 'BEGIN{printf "%.2f", a/b}') changed/whole $(awk -v a=$f -v b=$i 'BEGIN{printf "%.2f", a/b}')"
  done
done
for v in "$BEFORE" "$AFTER"; do
  m=$(best cpu $v/reel render samples/fly-to-cart/scene.json -o $OUT/a.mp4 --frames 0-119 --scale 2.88 -q)
  echo "mp4 1080x1922 $v: CPU $m s"
done
# The FFmpeg CLI on the same frames as raw BGRA, the settings of scripts/bench-speed.sh.
frames="$OUT/frames"; rm -rf "$frames"; mkdir -p "$frames"
"$AFTER/reel" render samples/fly-to-cart/scene.json -o "$frames/" --frames 0-119 --scale 2.88 -q
ffmpeg -v error -y -i "$frames/frame_%05d.png" -vf "pad=1080:1922:0:0:0xf5f5f5" -pix_fmt bgra -f rawvideo "$OUT/frames.bgra"
rm -rf "$frames"
f=$(best cpu ffmpeg -v error -y -f rawvideo -pix_fmt bgra -s 1080x1922 -r 60 -i "$OUT/frames.bgra" \
  -vf scale=out_color_matrix=bt709:out_range=tv:flags=bilinear+accurate_rnd+full_chroma_inp+bitexact \
  -pix_fmt yuv420p -c:v libx264 -preset medium -crf 18 -threads 4 -x264-params cpu-independent=1 \
  -color_primaries bt709 -color_trc bt709 -colorspace bt709 -color_range tv -movflags +faststart "$OUT/ffmpeg.mp4")
rm -f "$OUT/frames.bgra"
echo "mp4 1080x1922 ffmpeg: CPU $f s"
echo "load $(cut -d' ' -f1-3 /proc/loadavg) at $(date -u +%H:%M)"
