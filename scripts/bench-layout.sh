#!/usr/bin/env bash
# Part of `make bench` (issue 38): the Auto Layout solver and layout pass on 500 constraints
# (bench/LayoutBench; targets: solve ≤ 5 ms, re-solve after a constant change ≤ 1 ms); prints a
# Markdown section. Linux only (the UIKit façade exists only where Apple's does not).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product layout-bench >&2
echo "## Auto Layout (bench/LayoutBench; 500 constraints, median of ${LAYOUT_ROUNDS:-21} rounds)"
echo
echo "- load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
.build/release/layout-bench "${LAYOUT_ROUNDS:-21}"
echo
