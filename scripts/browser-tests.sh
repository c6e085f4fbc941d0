#!/usr/bin/env bash
# `make test`'s browser tests (after the Swift tests): `reel preview` in headless Chromium,
# driven by Debian's python3-selenium. Skips, saying so, when Chromium, chromedriver or
# Selenium is missing (`make deps` installs them). REEL_UPDATE_SCREENSHOT=1 copies the
# screenshot the test takes to docs/preview.png (README shows it).
set -euo pipefail
cd "$(dirname "$0")/.."
REEL=${REEL:-.build/debug/reel}
PYTHON=/usr/bin/python3
missing=()
[ -x /usr/bin/chromium ] || missing+=("chromium")
[ -x /usr/bin/chromedriver ] || missing+=("chromium-driver")
{ [ -x "$PYTHON" ] && "$PYTHON" -c "import selenium" 2>/dev/null; } || missing+=("python3-selenium")
if [ ${#missing[@]} -gt 0 ]; then
  echo "SKIPPED: the browser tests of reel preview need ${missing[*]} (run 'make deps')" >&2
  exit 0
fi
if [ ! -x "$REEL" ]; then
  echo "error: $REEL is not built; run 'swift build' first" >&2
  exit 1
fi
shot=.build/preview-test/preview.png
mkdir -p "$(dirname "$shot")"
echo "browser tests: reel preview in headless Chromium"
"$PYTHON" Tests/Browser/preview_page_test.py "$REEL" "$shot"
if [ "${REEL_UPDATE_SCREENSHOT:-0}" = "1" ]; then
  cp "$shot" docs/preview.png
  echo "updated docs/preview.png"
fi
