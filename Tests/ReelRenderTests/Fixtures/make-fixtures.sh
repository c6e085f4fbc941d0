#!/usr/bin/env bash
# Regenerates the test images in this folder from FFmpeg's synthetic sources (no outside images).
#   avatar.png       100 × 100, one colour (#D04020)
#   halves.png/.jpg   40 × 20, left half red (#FF0000), right half blue (#0000FF)
#   translucent.png   16 × 16, green (#00FF00) at alpha 0x80
#   gray.png          16 × 16, 8-bit greyscale, level 0x7E (FFmpeg's grey for #808080; Cairo loads it as RGB24)
#   deep.png          16 × 16, 16 bits per channel RGBA, blue at alpha ~0x80
#   corrupt.png       a PNG signature followed by junk
#   corrupt.jpg       text that is not an image
set -euo pipefail
cd "$(dirname "$0")"
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }
ff -f lavfi -i color=c=0xD04020:s=100x100,format=rgb24 -frames:v 1 avatar.png
ff -f lavfi -i color=c=0xFF0000:s=20x20,format=rgb24 -f lavfi -i color=c=0x0000FF:s=20x20,format=rgb24 \
   -filter_complex hstack -frames:v 1 halves.png
ff -f lavfi -i color=c=0xFF0000:s=20x20,format=rgb24 -f lavfi -i color=c=0x0000FF:s=20x20,format=rgb24 \
   -filter_complex hstack -frames:v 1 -q:v 2 halves.jpg
ff -f lavfi -i color=c=0x00FF0080:s=16x16,format=rgba -frames:v 1 translucent.png
ff -f lavfi -i color=c=0x808080:s=16x16,format=gray -frames:v 1 gray.png
ff -f lavfi -i color=c=0x0000FF80:s=16x16,format=rgba,format=rgba64be -frames:v 1 deep.png
printf '\x89PNG\r\n\x1a\nthis is not really a png file' > corrupt.png
printf 'not a jpeg at all\n' > corrupt.jpg
