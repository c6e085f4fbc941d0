#!/usr/bin/env bash
# `make test`'s browser tests (after the Swift tests): `reel preview` in headless Chromium,
# driven by Debian's python3-selenium. Skips, saying so, when Chromium, chromedriver or
# Selenium is missing (`make deps` installs them). Four tests: the preview page, its timeline
# panel, its labels (whole or ellipsized with a tooltip), and the report of a failing
# `reel verify` (with its JUnit file). REEL_UPDATE_SCREENSHOT=1
# copies the screenshots they take to docs/preview.png, docs/timeline.png and
# docs/verify-report.png (docs/preview.md and docs/regression.md show them).
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
shots=.build/preview-test
mkdir -p "$shots"
echo "browser tests: reel preview in headless Chromium"
"$PYTHON" Tests/Browser/preview_page_test.py "$REEL" "$shots/preview.png"
echo "browser tests: the timeline panel"
"$PYTHON" Tests/Browser/timeline_test.py "$REEL" "$shots/timeline.png"
echo "browser tests: the timeline panel's labels"
"$PYTHON" Tests/Browser/timeline_labels_test.py "$REEL" "$shots/timeline-labels.png"
echo "browser tests: the reel verify report"
"$PYTHON" Tests/Browser/report_page_test.py "$REEL" "$shots/verify-report.png"
if [ "${REEL_UPDATE_SCREENSHOT:-0}" = "1" ]; then
  cp "$shots/preview.png" "$shots/timeline.png" "$shots/verify-report.png" docs/
  echo "updated docs/preview.png, docs/timeline.png and docs/verify-report.png"
fi
