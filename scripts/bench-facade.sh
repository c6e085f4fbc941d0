#!/usr/bin/env bash
# Part of `make bench` (issue 25 item 7): the UIKit/QuartzCore façade against ReelCore's own API
# on the same scene (bench/FacadeBench: build + record, then every frame rendered), five
# alternating rounds; prints a Markdown section. Linux only (the façade's modules exist only where
# Apple's do not).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product facade-bench >&2
echo "## The iOS façade vs ReelCore's API (bench/FacadeBench; target: façade cost <= 5 %)"
echo
echo "- load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
.build/release/facade-bench "${FACADE_ROUNDS:-5}"
echo
