#!/usr/bin/env bash
# Writes docs/ios-coverage.md (what Reel's iOS façade declares, with the census of public iOS
# code marked) from the symbol graphs of the built UIKit, QuartzCore and CoreGraphics modules.
# --check: write nothing, fail when the checked-in table is out of date (make test runs it).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
LOG=$(mktemp)
trap 'rm -f "$LOG"' EXIT
"$SWIFT" package dump-symbol-graph --minimum-access-level public >"$LOG" 2>&1 || { cat "$LOG" >&2; exit 1; }
GRAPHS=$("$SWIFT" build --show-bin-path)/../symbolgraph
python3 scripts/ios-coverage/ios-coverage.py "$GRAPHS" docs/ios-coverage.md "$@"
