#!/usr/bin/env bash
# `make sanitize`: builds the whole test suite with AddressSanitizer (LeakSanitizer included) and
# runs it, then does the same with ThreadSanitizer. Exits non-zero on a failing test and on any
# sanitizer report, whether it comes from the test process or from a `reel` it runs.
#
#   scripts/sanitize.sh [address] [thread]     (default: both, address first)
#
# Each sanitizer builds into its own folder (.build/asan, .build/tsan), so neither disturbs the
# plain debug build of `make test`. Reports are written to files under that folder
# (ASAN_OPTIONS/TSAN_OPTIONS log_path, inherited by child processes) and printed at the end; the
# test log is also searched for report headers, in case a process could not write its file.
# The last lines printed on success are the test runner's own ("Test run with N tests … passed").
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
SANITIZERS=("$@")
if [ ${#SANITIZERS[@]} -eq 0 ]; then SANITIZERS=(address thread); fi

# Third-party leaks LeakSanitizer reports in every run (see the file): suppressed by library.
LEAK_SUPPRESSIONS="$PWD/scripts/sanitize-leaks.supp"
REPORT_PATTERN='ERROR: AddressSanitizer|ERROR: LeakSanitizer|WARNING: ThreadSanitizer|SUMMARY: [A-Za-z]+Sanitizer'

# Prints the wall time since $1 (seconds from `date +%s`).
since() { echo "$(($(date +%s) - $1)) s"; }

for sanitizer in "${SANITIZERS[@]}"; do
    case "$sanitizer" in
        address) scratch=.build/asan runtime=__asan_init ;;
        thread) scratch=.build/tsan runtime=__tsan_init ;;
        *) echo "sanitize: unknown sanitizer '$sanitizer' (use address or thread)" >&2; exit 64 ;;
    esac
    logs="$PWD/$scratch/sanitizer-logs"

    echo "sanitize: building the tests with --sanitize=$sanitizer into $scratch"
    start=$(date +%s)
    "$SWIFT" build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
    echo "sanitize: $sanitizer build took $(since "$start")"

    # The instrumented binaries are what runs: the test bundle and the `reel` the CLI tests start.
    bin="$("$SWIFT" build --show-bin-path --sanitize="$sanitizer" --scratch-path "$scratch")"
    for binary in "$bin/ReelPackageTests.xctest" "$bin/reel"; do
        if ! grep -qw "$runtime" <(nm -D "$binary" 2>/dev/null); then
            echo "sanitize: $binary is not built with the $sanitizer sanitizer" >&2
            exit 1
        fi
    done

    rm -rf "$logs"
    mkdir -p "$logs"
    # halt_on_error: the first report ends the process (a failing exit), so no report can scroll
    # by unnoticed. detect_leaks: LeakSanitizer runs when each process exits.
    export ASAN_OPTIONS="halt_on_error=1:abort_on_error=0:detect_leaks=1:log_path=$logs/asan"
    export LSAN_OPTIONS="suppressions=$LEAK_SUPPRESSIONS:print_suppressions=0"
    export TSAN_OPTIONS="halt_on_error=1:abort_on_error=0:log_path=$logs/tsan"

    echo "sanitize: running every test under the $sanitizer sanitizer"
    start=$(date +%s)
    status=0
    # pipefail: the status is swift test's (tee does not fail).
    "$SWIFT" test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" 2>&1 | tee "$logs/test.log" ||
        status=$?
    unset ASAN_OPTIONS LSAN_OPTIONS TSAN_OPTIONS
    elapsed=$(since "$start")

    reports=()
    while IFS= read -r file; do reports+=("$file"); done < <(grep -lE "$REPORT_PATTERN" "$logs"/* 2>/dev/null || true)
    if [ ${#reports[@]} -gt 0 ]; then
        for file in "${reports[@]}"; do
            echo "sanitize: $sanitizer sanitizer report in $file:" >&2
            cat "$file" >&2
        done
        echo "sanitize: FAILED: ${#reports[@]} file(s) with $sanitizer sanitizer reports (above)" >&2
        exit 1
    fi
    if [ "$status" -ne 0 ]; then
        echo "sanitize: FAILED: the tests under the $sanitizer sanitizer exited with status $status" >&2
        exit "$status"
    fi
    if [ "$sanitizer" != "${SANITIZERS[${#SANITIZERS[@]} - 1]}" ]; then
        echo "sanitize: $sanitizer tests took $elapsed, no sanitizer reports"
    fi
done
