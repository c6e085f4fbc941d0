#!/usr/bin/env bash
# `make bench`: measures Reel's encode and pipeline throughput at 1080 x 1920, 60 fps, the
# raw-Cairo ceiling, render-only vs raw Cairo and the three sample clips end to end
# (scripts/bench-clips.sh), and prints Markdown (also written to out/bench/results.md).
# Copy the numbers into docs/benchmarks.md with the date and machine.
#
#   BENCH_QUICK=1 make bench   skips the 60 s memory run and takes one round instead of best of 3
#                              for render vs raw Cairo (3 min 49 s on 2 cores; the full run ~5-6 min)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=out/bench
mkdir -p "$OUT"
export REEL_BENCH_OUT="$PWD/$OUT"

swift build -c release --product reel-bench >&2
BENCH=.build/release/reel-bench
cc -O2 -Wall bench/raw_cairo.c $(pkg-config --cflags --libs cairo) -lm -o "$OUT/raw_cairo"

# Peak RSS (MiB) and the program's own line, from GNU time.
timed() {
  /usr/bin/time -f "%M" -o "$OUT/rss.txt" "$@" > "$OUT/line.txt"
  echo "$(cat "$OUT/line.txt") | peak RSS $(( $(tail -1 "$OUT/rss.txt") / 1024 )) MiB"
}
best_of_3() {  # best frames/s of three runs of raw_cairo <workload>
  for _ in 1 2 3; do "$OUT/raw_cairo" "$1" 240 | sed -E 's/.*: ([0-9.]+) frames\/s/\1/'; done | sort -g | tail -1
}

{
echo "# Reel benchmark results"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(free -g | awk '/Mem:/ {print $2}') GiB; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- libraries: $(pkg-config --modversion cairo | sed 's/^/cairo /'), libavcodec $(pkg-config --modversion libavcodec), libimagequant $(pkg-config --modversion imagequant)"
echo
echo "## Raw Cairo (bench/raw_cairo.c, 1080 x 1920, best of 3 x 240 frames)"
echo
echo "| workload | frames/s |"
echo "|---|---:|"
for w in cart arc burger all; do echo "| $w | $(best_of_3 $w) |"; done
echo
"$OUT/raw_cairo" all 60 "$OUT/frames.bgra" > /dev/null
echo "## Encode-only (60 distinct raw-Cairo frames of the 'all' workload in memory, cycled)"
echo
echo "\`\`\`"
timed "$BENCH" encode mp4 "$OUT/frames.bgra" 1080 1920 60 240
timed "$BENCH" encode gif "$OUT/frames.bgra" 1080 1920 60 120
echo "\`\`\`"
rm -f "$OUT/frames.bgra"
echo
echo "## Pipeline memory (TestPattern rendered on every core, MP4 at 360 x 640, 60 fps)"
echo
echo "\`\`\`"
timed "$BENCH" pipeline mp4 5 360 640 60
if [ -z "${BENCH_QUICK:-}" ]; then timed "$BENCH" pipeline mp4 60 360 640 60; fi
echo "\`\`\`"
echo
echo "## GIF palettes (TestPattern, 320 x 240, 60 frames at 30 fps)"
echo
"$BENCH" gif-palettes 320 240 60
echo
echo "The same clips through FFmpeg's palettegen/paletteuse (CLI), for comparison:"
echo
"$BENCH" gif-ffmpeg 320 240 60
echo
echo "## MP4 quality (TestPattern, 160 x 120, 30 frames at 30 fps)"
echo
"$BENCH" mp4-quality 160 120 30
echo
echo "## Frame hashing overhead (reel hash / reel verify; one thread, 750 x 1334)"
echo
echo "\`\`\`"
for clip in fly-to-cart qq-arc floating-burger; do "$BENCH" hash-overhead "samples/$clip/scene.json" 420; done
echo "\`\`\`"
echo
echo "## Emitter particles (issue 13 item 7; target ≥ 60 frames/s)"
echo
"$BENCH" emitter 240
echo
swift build -c release --product reel >&2
OUT="$OUT" scripts/bench-speed.sh  # issue 15: hash / verify / render-only (hyperfine)
OUT="$OUT" BENCH="$BENCH" RAW="$OUT/raw_cairo" scripts/bench-clips.sh
OUT="$OUT" BENCH="$BENCH" RAW="$OUT/raw_cairo" scripts/bench-gif.sh
scripts/bench-lottie.sh
scripts/bench-facade.sh
scripts/bench-snapshots.sh  # a phone-sized snapshot vs reel frame, a 100-snapshot suite
scripts/bench-layout.sh
scripts/bench-run.sh  # reel run: a new file, a rerun
OUT="$OUT" scripts/bench-codecs.sh  # ProRes, VP9, VP8, HEVC, AV1 end to end vs the FFmpeg CLI
echo
scripts/bench-overlay.sh  # a scene over a video vs FFmpeg's overlay filter
} | tee "$OUT/results.md"
