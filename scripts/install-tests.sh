#!/usr/bin/env bash
# `make install` and the README's quick start, as a new user meets them (issue 41): installs
# into a temporary PREFIX, moves that PREFIX elsewhere, clones this repository fresh (committed
# files only), and in the clone, with PREFIX/bin first on the PATH and REEL_SOURCE unset, runs
# the README's quick start as written: its `reel run` of the iOS code block (saved as the file
# the README names) and every command of its command-line block (`reel preview` until it says
# where it serves). `reel run` must build against the installed sources, not this checkout.
# Run by `make test` last; it builds reel in release mode and `reel run`'s package once
# (a few minutes on two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SWIFT=${SWIFT:-swift}
T=$(mktemp -d /tmp/reel-install-XXXXXX)
trap 'rm -rf "$T"' EXIT
failures=0
pass() { echo "  ok   $*"; }
fail() { echo "  FAIL $*"; failures=$((failures + 1)); }

echo "install: make install PREFIX=$T/prefix"
# REEL_RUN_PREPARE=0: the prefix moves below, so `reel run --prepare` runs after the move instead.
if ! REEL_RUN_PREPARE=0 PREFIX="$T/prefix" SWIFT="$SWIFT" bash scripts/install.sh > "$T/install.log" 2>&1; then
  cat "$T/install.log"
  echo "install-tests: make install failed" >&2
  exit 1
fi
grep -q "is not on your PATH" "$T/install.log" && pass "it says that PREFIX/bin is not on the PATH" \
  || fail "no word that $T/prefix/bin is not on the PATH"
# Installed is installed: the prefix works from wherever it is moved to.
mv "$T/prefix" "$T/moved"
PREFIX=$T/moved
[ -x "$PREFIX/bin/reel" ] && pass "PREFIX/bin/reel" || fail "no $PREFIX/bin/reel"
[ -f "$PREFIX/share/reel/reel-uikit/Package.swift" ] && pass "PREFIX/share/reel/reel-uikit" \
  || fail "no $PREFIX/share/reel/reel-uikit/Package.swift"

echo "install: the README's quick start in a fresh clone"
git clone -q "$ROOT" "$T/clone"
git -C "$T/clone" checkout -q "$(git rev-parse HEAD)"
README=$T/clone/README.md
# The quick start: from its heading to the next one.
awk '/^## Quick start$/ { on = 1; next } /^## / { on = 0 } on' "$README" > "$T/quickstart.md"
# Its first ```swift block that imports UIKit, saved under the name the text gives it.
name=$(grep -o 'Save this as `[^`]*`' "$T/quickstart.md" | head -1 | sed 's/.*`\(.*\)`/\1/')
awk '/^```swift$/ { block = ""; on = 1; next } /^```$/ && on { if (block ~ /import UIKit/) { printf "%s", block; exit } on = 0 }
     on { block = block $0 "\n" }' "$T/quickstart.md" > "$T/clone/$name"
[ -n "$name" ] && grep -q "func record(in host: RecordingHost)" "$T/clone/$name" \
  && pass "the iOS code block, saved as $name" || fail "no iOS code block with a file name in the quick start"
# Every command line of its ```sh blocks that runs reel.
awk '/^```sh$/ { on = 1; next } /^```$/ { on = 0 } on && /^reel /' "$T/quickstart.md" > "$T/commands"
[ "$(wc -l < "$T/commands")" -ge 5 ] && pass "$(wc -l < "$T/commands") reel commands" \
  || fail "the quick start has $(wc -l < "$T/commands") reel commands"

export PATH="$PREFIX/bin:$PATH"
export XDG_CACHE_HOME=$T/cache
unset REEL_SOURCE
[ "$(command -v reel)" = "$PREFIX/bin/reel" ] && pass "reel on the PATH is the installed one" \
  || fail "reel on the PATH is $(command -v reel)"
# What `make install` runs last: Reel's modules built for `reel run`, so that the quick start's
# first `reel run` compiles only its file.
if reel run --prepare > "$T/prepare.log" 2>&1 && grep -q "Reel's modules are built in $T/cache/" "$T/prepare.log"; then
  pass "reel run --prepare"
else
  fail "reel run --prepare: $(tail -5 "$T/prepare.log")"
fi
cd "$T/clone"
n=0
while IFS= read -r line; do
  n=$((n + 1))
  case "$line" in
    "reel preview "*)
      # It serves until stopped: it must say where within a few seconds.
      set +e
      timeout 8 bash -c "$line" > "$T/out.$n" 2>&1
      status=$?
      set -e
      if [ "$status" -eq 124 ] && grep -q "http://127.0.0.1" "$T/out.$n"; then pass "$line"
      else fail "$line (exit $status): $(cat "$T/out.$n")"; fi
      ;;
    *)
      if bash -c "$line" > "$T/out.$n" 2>&1; then pass "$line"
      else fail "$line: $(tail -5 "$T/out.$n")"; fi
      ;;
  esac
done < "$T/commands"
cd "$ROOT"

# What the commands wrote, and that reel run built against the installed sources.
for f in badge.mp4 badge.gif promo.mp4 promo.gif card.png tag.gif; do
  [ -s "$T/clone/$f" ] && pass "wrote $f" || fail "no $f"
done
if [ -s "$T/clone/badge.mp4" ]; then
  frames=$(ffprobe -v error -select_streams v -count_frames -show_entries stream=nb_read_frames -of csv=p=0 \
    "$T/clone/badge.mp4")
  [ "$frames" = 120 ] && pass "badge.mp4 holds 2 s at 60 fps" || fail "badge.mp4 holds $frames frames"
fi
if grep -l "^reel run: compiling" "$T"/out.* 2> /dev/null | xargs -r grep -q "first run also builds"; then
  fail "the quick start's reel run built Reel's modules after --prepare"
fi
if grep -q "$PREFIX/share/reel/reel-uikit" "$T"/cache/reel/run/*/Package.swift 2> /dev/null; then
  pass "reel run built against $PREFIX/share/reel/reel-uikit"
else
  fail "reel run's package does not use the installed sources: $(cat "$T"/cache/reel/run/*/Package.swift)"
fi
grep -q "$ROOT" "$T"/cache/reel/run/*/Package.swift 2> /dev/null && fail "reel run's package names $ROOT" || true

if [ "$failures" -gt 0 ]; then
  echo "install-tests: $failures failed" >&2
  exit 1
fi
echo "install-tests: all passed"
