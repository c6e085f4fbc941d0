#!/usr/bin/env bash
# Part of `make bench` (called by scripts/bench.sh after the release builds): issue 15's
# targets as ratios measured in one run, so that they share the machine's load. Prints
# Markdown. Public tools only: hyperfine (Debian package, in make deps) for medians and mean
# CPU seconds, GNU time for peak RSS, the FFmpeg CLI and bench/raw_cairo.c as references.
#
#   1. reel hash vs reel render --discard on the three samples (target <= 1.3), reel verify
#      (target <= 2 s);
#   2. drawing only what changed (reel-bench render-cairo with REEL_BENCH_INCREMENTAL=1) vs
#      raw Cairo on the same primitives (target >= 3) and vs whole renders (target >= 1 where
#      everything moves: the cart workload scrolls its whole table every frame);
#   3. MP4 end to end (reel render -o clip.mp4) vs libx264 alone in the FFmpeg CLI on the same
#      frames, raw BGRA piped in, same settings (crf 18, preset medium, 4 threads,
#      cpu-independent=1, the same BT.709 conversion), at 750 x 1334 and 1080 x 1922
#      (target <= 1.05 time, <= 1.2 peak RSS).
#
#   BENCH_RUNS=N     hyperfine runs per command (default 3)
#   BENCH_MP4_FRAMES=N  frames of fly-to-cart for the MP4 comparison (default 120)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-out/bench}
mkdir -p "$OUT"
REEL=${REEL:-.build/release/reel}
BENCH=${BENCH:-.build/release/reel-bench}
RAW=${RAW:-$OUT/raw_cairo}
[ -x "$REEL" ] || swift build -c release --product reel >&2
[ -x "$BENCH" ] || swift build -c release --product reel-bench >&2
[ -x "$RAW" ] || cc -O2 -Wall bench/raw_cairo.c $(pkg-config --cflags --libs cairo) -lm -o "$RAW"
RUNS=${BENCH_RUNS:-3}
MP4_FRAMES=${BENCH_MP4_FRAMES:-120}

# hyperfine's median wall seconds and mean CPU seconds (user + system) of one command,
# printed as "median cpu".
measure() {
  hyperfine --runs "$RUNS" --warmup 1 --style none --export-json "$OUT/hf.json" "$1" > /dev/null 2>&1
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.3f %.3f" % (r["median"], r["user"] + r["system"]))' "$OUT/hf.json"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
rss() { /usr/bin/time -f "%M" -o "$OUT/rss.txt" "$@" > /dev/null 2>&1; echo $(( $(tail -1 "$OUT/rss.txt") / 1024 )); }

echo "## Issue 15's targets (one run; load average at start: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores)"
echo
echo "Wall: hyperfine median of $RUNS runs; CPU: mean user + system seconds of the same runs. On a"
echo "loaded machine the wall times stretch and the CPU ratios are the steadier figure."
echo
echo "### Hashing vs render-only (750 x 1334, every frame)"
echo
echo "| clip | render --discard wall (CPU) | hash wall (CPU) | hash / render, wall (CPU) (target <= 1.3) | verify wall (CPU) (target <= 2 s) |"
echo "|---|---:|---:|---:|---:|"
for clip in fly-to-cart qq-arc floating-burger; do
  scene="samples/$clip/scene.json"
  read -r rw rc <<< "$(measure "$REEL render $scene --discard -q")"
  read -r hw hc <<< "$(measure "$REEL hash $scene -q > /dev/null")"
  read -r vw vc <<< "$(measure "$REEL verify $scene --golden samples/$clip/golden/hashes.txt -q")"
  echo "| $clip | $rw s ($rc s) | $hw s ($hc s) | $(ratio "$hw" "$rw") ($(ratio "$hc" "$rc")) | $vw s ($vc s) |"
done
echo
echo "The floor (reel-bench hash-floor: reel hash's stages on one thread, CPU seconds; frames dealt to"
echo "2 workers as the pipeline deals them; SHA-256 must read every row from the first one that differs"
echo "from the worker's previous frame to the bottom, at the speed measured on a 64 MiB buffer):"
echo
echo "| clip | render (evaluate + draw) | hash | rows hashed | SHA-256 | hash floor | (render + hash + fingerprint) / render | floor (render + floor) / render |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for clip in fly-to-cart qq-arc floating-burger; do
  line=$("$BENCH" hash-floor "samples/$clip/scene.json" 2)
  echo "$line" | sed -E 's/.*render ([0-9.]+) s .*hash ([0-9.]+) s;.*rows hashed ([0-9]+) %.*SHA-256 ([0-9.]+) GB\/s = floor ([0-9.]+) s;.*render ([0-9.]+), floor ([0-9.]+)$/| '"$clip"' | \1 s | \2 s | \3 % | \4 GB\/s | \5 s | \6 | \7 |/'
done
echo

echo "### Drawing only what changed vs raw Cairo and whole renders (1080 x 1920, one thread, 240 frames)"
echo
IMAGES="$OUT/images"
mkdir -p "$IMAGES"
"$RAW" images "$IMAGES" > /dev/null
echo "| workload | raw Cairo wall (CPU) | Reel whole renders wall (CPU) | Reel only what changed wall (CPU) | rows drawn | changed / raw Cairo, CPU (target >= 3) | changed / whole, CPU (target >= 1) | timed loops raw / whole / changed | changed / raw Cairo, loops | changed / whole, loops |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
loop() { "$@" | sed -E 's/.* in ([0-9.]+) s:.*/\1/'; }  # the program's own timed loop (best of 3)
best3() { for _ in 1 2 3; do loop "$@"; done | sort -g | head -1; }
for w in cart arc burger; do
  read -r aw ac <<< "$(measure "$RAW $w 240")"
  read -r fw fc <<< "$(measure "$BENCH render-cairo $w 240 $IMAGES")"
  read -r iw ic <<< "$(measure "env REEL_BENCH_INCREMENTAL=1 $BENCH render-cairo $w 240 $IMAGES")"
  rows=$(REEL_BENCH_INCREMENTAL=1 "$BENCH" render-cairo "$w" 24 "$IMAGES" | sed -E 's/.*rows drawn ([0-9]+) %.*/\1/')
  al=$(best3 "$RAW" "$w" 240)
  fl=$(best3 "$BENCH" render-cairo "$w" 240 "$IMAGES")
  il=$(best3 env REEL_BENCH_INCREMENTAL=1 "$BENCH" render-cairo "$w" 240 "$IMAGES")
  echo "| $w | $aw s ($ac s) | $fw s ($fc s) | $iw s ($ic s) | $rows % | $(ratio "$ac" "$ic") | $(ratio "$fc" "$ic") | $al / $fl / $il s | $(ratio "$al" "$il") | $(ratio "$fl" "$il") |"
done
echo "(Process times include start-up and the first frame, decoded images and fonts, for all three;"
echo "the timed loops are the 240 frames after the first, wall seconds printed by each program.)"
echo

echo "### MP4 end to end vs libx264 alone (fly-to-cart, frames 0-$((MP4_FRAMES - 1)), 60 fps)"
echo
echo "| size | libx264 alone (FFmpeg CLI, raw BGRA in) wall (CPU) | reel render -o .mp4 wall (CPU) | Reel / FFmpeg, wall (CPU) (target <= 1.05) | peak RSS FFmpeg / Reel | RSS ratio (target <= 1.2) | same bytes |"
echo "|---|---:|---:|---:|---:|---:|---|"
for spec in "2:750:1334" "2.88:1080:1922"; do
  IFS=: read -r scale w h <<< "$spec"
  frames="$OUT/mp4-frames"
  rm -rf "$frames" && mkdir -p "$frames"
  "$REEL" render samples/fly-to-cart/scene.json -o "$frames/" --frames "0-$((MP4_FRAMES - 1))" --scale "$scale" -q
  # The frames as raw BGRA, padded to even with the clip's background (as MP4Writer pads).
  ffmpeg -v error -y -i "$frames/frame_%05d.png" -vf "pad=$w:$h:0:0:0xf5f5f5" -pix_fmt bgra -f rawvideo "$OUT/frames.bgra"
  rm -rf "$frames"
  ff="ffmpeg -v error -y -f rawvideo -pix_fmt bgra -s ${w}x$h -r 60 -i $OUT/frames.bgra \
    -vf scale=out_color_matrix=bt709:out_range=tv:flags=bilinear+accurate_rnd+full_chroma_inp+bitexact \
    -pix_fmt yuv420p -c:v libx264 -preset medium -crf 18 -threads 4 -x264-params cpu-independent=1 \
    -color_primaries bt709 -color_trc bt709 -colorspace bt709 -color_range tv -movflags +faststart $OUT/ffmpeg.mp4"
  rl="$REEL render samples/fly-to-cart/scene.json -o $OUT/reel.mp4 --frames 0-$((MP4_FRAMES - 1)) --scale $scale -q"
  read -r fw fc <<< "$(measure "$ff")"
  read -r rw rc <<< "$(measure "$rl")"
  fr=$(rss $ff)
  rr=$(rss $rl)
  same=no
  [ "$(ffmpeg -v error -i "$OUT/ffmpeg.mp4" -map 0:v -c copy -f hash -hash sha256 -)" = \
    "$(ffmpeg -v error -i "$OUT/reel.mp4" -map 0:v -c copy -f hash -hash sha256 -)" ] && same="yes (H.264 stream)"
  echo "| ${w}x$h | $fw s ($fc s) | $rw s ($rc s) | $(ratio "$rw" "$fw") ($(ratio "$rc" "$fc")) | $fr / $rr MiB | $(ratio "$rr" "$fr") | $same |"
  rm -f "$OUT/frames.bgra"
done
echo
