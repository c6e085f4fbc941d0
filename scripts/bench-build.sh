#!/usr/bin/env bash
# `make bench-build`: builds everything `make bench` runs, without measuring anything, so that
# CI (.ci/run) fails when a benchmark no longer builds. The products are read from the bench
# scripts' own `swift build … --product NAME` lines, so a product added there is built here too;
# bench/raw_cairo.c is compiled as scripts/bench.sh compiles it.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
products=$(grep -hv '^[[:space:]]*#' $(ls scripts/bench*.sh | grep -v bench-build) \
    | grep -o -- 'build -c release --product [A-Za-z0-9_-]*' | awk '{print $5}' | sort -u)
[ -n "$products" ] || { echo "bench-build: no --product in scripts/bench*.sh" >&2; exit 1; }
for p in $products; do
    echo "bench-build: swift build -c release --product $p" >&2
    "$SWIFT" build -c release --product "$p"
done
mkdir -p out/bench
cc -O2 -Wall bench/raw_cairo.c $(pkg-config --cflags --libs cairo) -lm -o out/bench/raw_cairo
echo "bench-build: built $(echo $products | tr '\n' ' ')and out/bench/raw_cairo" >&2
