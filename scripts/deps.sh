#!/usr/bin/env bash
# Installs every Debian package Reel needs. Idempotent: installs only what is missing and
# runs `apt-get update` only when something is.
set -euo pipefail
PACKAGES=(
  pkg-config
  libcairo2-dev
  libpango1.0-dev
  libavcodec-dev
  libavformat-dev
  libavfilter-dev
  libswscale-dev
  libswresample-dev
  libavutil-dev
  libimagequant-dev
  libssl-dev
  hyperfine
  ffmpeg
  fonts-dejavu-core
  fonts-wqy-microhei
  fonts-inter
  librlottie-dev
  libmicrohttpd-dev
  libzip-dev
  chromium
  chromium-driver
  python3-selenium
  eslint
  parallel
)
missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "make deps: installing ${missing[*]}" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
