#!/usr/bin/env bash
# Part of `make bench`: what a snapshot test costs with Reel's SnapshotTesting
# (bench/SnapshotBench): one iPhone-sized view tree (375 x 667 pt at 2x) snapshotted against its
# reference, `reel frame` of the same tree exported as a scene document, their ratio, and a suite
# of 100 snapshots. Prints a Markdown section. Linux only (SnapshotTesting exists only there).
set -euo pipefail
cd "$(dirname "$0")/.."
T=$(mktemp -d /tmp/reel-bench-snapshots-XXXXXX)
trap 'rm -rf "$T"' EXIT
swift build -c release --product reel >&2
swift build -c release --product snapshot-bench >&2
echo "## Snapshot tests (bench/SnapshotBench: a 375 x 667 pt view at 2x, and a 100-snapshot suite)"
echo
echo "- load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
.build/release/snapshot-bench .build/release/reel "$T" "${SNAPSHOT_ROUNDS:-5}"
echo
