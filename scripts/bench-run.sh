#!/usr/bin/env bash
# Part of `make bench`: `reel run`'s three speeds (issue 36 item 7): the first run of a file with
# a cache that holds Reel's modules already (another file was run before: only the new file is
# compiled and linked), a rerun of unchanged files (no build at all), and the first run on an
# empty cache (Reel's modules built). Targets: a new file <= 30 s, a rerun <= 3 s. Prints a
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
echo "| first run, empty cache (Reel's modules built) | $(seconds run Spinner.swift) | |"
echo "| a new file, Reel's modules cached | $(seconds run Dial.swift) | 30 |"
echo "| rerun of unchanged files | $(seconds run Dial.swift) | 3 |"
echo
