#!/usr/bin/env bash
# Part of `make bench`: `reel run`'s speeds (issue 36 item 7): `reel run --prepare` on an empty
# cache (Reel's modules built, as `make install` does last), then the first run of a file (only
# the file is compiled and linked), another new file, and a rerun of unchanged files (no build). Targets: a new file <= 30 s, a rerun <= 3 s. Prints a
# Markdown section.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product reel >&2
REEL=$PWD/.build/release/reel
CACHE=$(mktemp -d)
trap 'rm -rf "$CACHE"' EXIT
export XDG_CACHE_HOME=$CACHE
FIXTURES=Tests/UIKitTests/Fixtures/ReelRun
seconds() { local t0; t0=$(date +%s.%N); "$@" >/dev/null 2>&1; python3 -c "print('%.1f' % ($(date +%s.%N) - $t0))"; }
run() { "$REEL" run "$FIXTURES/$1" -o "$CACHE/out.gif" --size 100x100 --fps 10 --duration 1 -q; }
echo "## reel run (Tests/UIKitTests/Fixtures/ReelRun, 100x100 pt, 10 frames)"
echo
echo "- load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| run | seconds | target |"
echo "|---|---:|---:|"
echo "| \`reel run --prepare\` on an empty cache (what \`make install\` runs last) | $(seconds "$REEL" run --prepare) | |"
echo "| first run of a file after it | $(seconds run Spinner.swift) | 30 |"
echo "| a new file, Reel's modules cached | $(seconds run Dial.swift) | 30 |"
echo "| rerun of unchanged files | $(seconds run Dial.swift) | 3 |"
echo
