#!/usr/bin/env bash
# Each video codec Reel writes beyond H.264 MP4, end to end (`reel render`: drawing, conversion,
# encoding, muxing) against the FFmpeg CLI encoding the same frames (raw, already drawn) with the
# same encoder, options, pixel format, conversion and colour tags. Prints one Markdown table:
# wall and CPU (hyperfine median of RUNS, user + system), the ratios (target <= 1.05), the bytes
# of both files and decode checks (frames decoded, alpha kept where it should be).
#
#   scripts/bench-codecs.sh [REEL]   (default .build/release/reel; RUNS=3, FRAMES=120, SCALE=1)
set -euo pipefail
cd "$(dirname "$0")/.."
REEL=${1:-.build/release/reel}
RUNS=${RUNS:-3}; FRAMES=${FRAMES:-120}; SCALE=${SCALE:-1}
OUT=${OUT:-out/bench}/codecs; mkdir -p "$OUT"
measure() {
  hyperfine --runs "$RUNS" --warmup 1 --style none --export-json "$OUT/hf.json" "$1" > /dev/null 2>&1
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.3f %.3f" % (r["median"], r["user"] + r["system"]))' "$OUT/hf.json"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
# Frames decoded, and the mean alpha of the first frame (255 when opaque), with the decoder that
# reads alpha (libvpx for VP8/VP9).
decoded() {
  local dec=""
  case "$(ffprobe -v error -select_streams v -show_entries stream=codec_name -of csv=p=0 "$1")" in
    vp9) dec="-c:v libvpx-vp9" ;; vp8) dec="-c:v libvpx" ;;
  esac
  local n a
  n=$(ffmpeg -nostdin -v error $dec -i "$1" -map 0:v -f framecrc - | grep -vc '^#')
  a=$(ffmpeg -nostdin -v error $dec -i "$1" -frames:v 1 -vf "format=rgba,alphaextract,format=gray" -f rawvideo - |
    python3 -c 'import sys; b=sys.stdin.buffer.read(); print(round(sum(b)/max(1,len(b))))')
  echo "$n frames, alpha $a"
}
# A transparent copy of the clip (its background cleared), for the codecs that keep alpha.
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d["background"]="#00000000"; json.dump(d,open(sys.argv[2],"w"))' \
  samples/qq-arc/scene.json samples/qq-arc/.bench-clear.json
trap 'rm -f samples/qq-arc/.bench-clear.json' EXIT
echo "## Codecs end to end vs the FFmpeg CLI (qq-arc, frames 0-$((FRAMES - 1)), scale $SCALE, 60 fps)"
echo
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "| output | FFmpeg CLI wall (CPU) | reel render wall (CPU) | Reel / FFmpeg wall (CPU) | bytes FFmpeg / Reel | decoded FFmpeg / Reel |"
echo "|---|---:|---:|---:|---:|---:|"
# ext|codec|background|pix_fmt|the FFmpeg CLI's encoder options (Reel's defaults: --crf 18 maps to
# x265 17, VP9/VP8 26, SVT-AV1 41; ProRes 4444 for a transparent scene, HQ for an opaque one)
rows=(
  "mov|prores|clear|yuva444p10le|-c:v prores_ks -profile:v 4444 -vendor apl0"
  "mov|prores|opaque|yuv422p10le|-c:v prores_ks -profile:v hq -vendor apl0"
  "webm|vp9|clear|yuva420p|-c:v libvpx-vp9 -crf 26 -b:v 0 -deadline good -cpu-used 4 -threads 1"
  "webm|vp8|clear|yuva420p|-c:v libvpx -crf 26 -b:v 1000M -deadline good -cpu-used 4 -auto-alt-ref 0 -threads 1"
  "mp4|hevc|opaque|yuv420p|-c:v libx265 -crf 17 -preset medium -tag:v hvc1 -x265-params log-level=error:pools=4:frame-threads=4 -movflags +faststart"
  "mp4|av1|opaque|yuv420p|-c:v libsvtav1 -crf 41 -preset 8 -svtav1-params lp=4 -movflags +faststart"
)
bgcolor=$(python3 -c 'import json,sys; print("0x" + json.load(open(sys.argv[1]))["background"].lstrip("#")[:6])' samples/qq-arc/scene.json)
for row in "${rows[@]}"; do
  IFS='|' read -r ext codec bg pix opts <<< "$row"
  scene=samples/qq-arc/scene.json; [ "$bg" = clear ] && scene=samples/qq-arc/.bench-clear.json
  frames="$OUT/frames"; rm -rf "$frames"; mkdir -p "$frames"
  "$REEL" render "$scene" -o "$frames/" --frames "0-$((FRAMES - 1))" --scale "$SCALE" -q
  size=$(ffprobe -v error -show_entries stream=width,height -of csv=p=0:s=x "$frames/frame_00000.png")
  w=${size%x*}; h=${size#*x}
  case "$pix" in yuv420p|yuva420p) pw=$((w + w % 2)); ph=$((h + h % 2)) ;; yuv422p10le) pw=$((w + w % 2)); ph=$h ;; *) pw=$w; ph=$h ;; esac
  # Straight RGBA frames (as the PNGs hold them), padded as Reel pads: transparent, or the background.
  pad=$bgcolor; [ "$bg" = clear ] && pad=0x00000000
  ffmpeg -nostdin -v error -y -i "$frames/frame_%05d.png" -vf "pad=$pw:$ph:0:0:$pad" -pix_fmt bgra -f rawvideo "$OUT/frames.bgra"
  rm -rf "$frames"
  ff="ffmpeg -nostdin -v error -y -f rawvideo -pix_fmt bgra -s ${pw}x$ph -r 60 -i $OUT/frames.bgra \
    -vf scale=out_color_matrix=bt709:out_range=tv:flags=bilinear+accurate_rnd+full_chroma_inp+bitexact \
    -pix_fmt $pix -threads 4 $opts -color_primaries bt709 -color_trc bt709 -colorspace bt709 -color_range tv \
    $OUT/ffmpeg.$ext"
  rl="$REEL render $scene -o $OUT/reel.$ext --codec $codec --frames 0-$((FRAMES - 1)) --scale $SCALE -q"
  read -r fw fc <<< "$(measure "$ff" < /dev/null)"
  read -r rw rc <<< "$(measure "$rl" < /dev/null)"
  echo "| $codec .$ext ($pix) | $fw s ($fc s) | $rw s ($rc s) | $(ratio "$rw" "$fw") ($(ratio "$rc" "$fc")) |" \
    "$(stat -c %s "$OUT/ffmpeg.$ext") / $(stat -c %s "$OUT/reel.$ext") | $(decoded "$OUT/ffmpeg.$ext") / $(decoded "$OUT/reel.$ext") |"
  rm -f "$OUT/frames.bgra"
done
echo
