#!/usr/bin/env bash
# Writes docs/ios-coverage.md (what Reel's iOS façade declares, each listed Apple type member by
# member with its status, the census of public iOS code marked) and the generated files of
# Tests/AppleSurfaceTests (Apple's signatures compiled against the façade) from the symbol graphs
# of the built UIKit, QuartzCore and CoreGraphics modules and Apple's member lists
# (scripts/ios-coverage/apple). --check: write nothing, fail when either is out of date (make test
# runs it).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
LOG=$(mktemp)
trap 'rm -f "$LOG"' EXIT
# dump-symbol-graph reads every module of the package, the test-discovery ones too: build them
# first (nothing to do after `make test`'s build).
"$SWIFT" build --build-tests >"$LOG" 2>&1 || { cat "$LOG" >&2; exit 1; }
"$SWIFT" package dump-symbol-graph --minimum-access-level internal >"$LOG" 2>&1 || { cat "$LOG" >&2; exit 1; }
GRAPHS=$("$SWIFT" build --show-bin-path)/../symbolgraph
# Foundation's graph too: on Linux swift-corelibs-foundation itself gives CGRect, CGPoint, CGSize and
# CGAffineTransform much of their Apple surface (`minX`, `union`, `==`), which the façade extends.
EXTRACT="$(dirname "$(command -v "$SWIFT")")/swift-symbolgraph-extract"
"$EXTRACT" -module-name Foundation -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
    -output-dir "$GRAPHS" >"$LOG" 2>&1 || { cat "$LOG" >&2; exit 1; }
SWIFT="$SWIFT" python3 scripts/ios-coverage/ios-coverage.py "$GRAPHS" docs/ios-coverage.md "$@"
