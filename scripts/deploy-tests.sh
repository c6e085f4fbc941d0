#!/usr/bin/env bash
# The scaling contract of deploy/ (issue 16): Kubernetes manifests checked by kubectl's own
# types, the Indexed Job's shard command run locally once per JOB_COMPLETION_INDEX and
# compared with a one-machine batch, the same under GNU parallel, and a 200-row batch that is
# interrupted, resumed without redoing finished rows, and checked byte for byte.
# Run by `make test` after the Swift tests; REEL names the binary (default: the debug build).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
REEL=${REEL:-$ROOT/.build/debug/reel}
[ -x "$REEL" ] || { echo "deploy-tests: $REEL is missing: run swift build first" >&2; exit 1; }
export REEL
T=$(mktemp -d /tmp/reel-deploy-XXXXXX)
trap 'rm -rf "$T"' EXIT
failures=0
pass() { echo "  ok   $*"; }
fail() { echo "  FAIL $*"; failures=$((failures + 1)); }
EX=$ROOT/deploy/example

# Every file in $1 equals the file of the same name in $2, and both hold the same names.
same_tree() {
  local a=$1 b=$2
  diff <(cd "$a" && find . -type f ! -name '*.jsonl' | sort) <(cd "$b" && find . -type f ! -name '*.jsonl' | sort) \
    > /dev/null || return 1
  (cd "$a" && find . -type f ! -name '*.jsonl' -print0) | while IFS= read -r -d '' f; do
    cmp -s "$a/$f" "$b/$f" || { echo "    differs: $f"; return 1; }
  done
}

echo "deploy: Kubernetes manifests"
if command -v kubectl > /dev/null; then
  for f in deploy/k8s/*-job.yaml; do
    # kubectl decodes a pod-templated object into its typed Go structs: a wrong type is an error
    # and an unknown (misspelt) field is dropped, which the comparison below catches.
    kubectl annotate --local -f "$f" reel-check=1 -o json > "$T/plain.json"  # as written, unknown fields kept
    if ! kubectl set env --local -f "$f" REEL_CHECK=1 -o json > "$T/typed.json" 2> "$T/kubectl.err"; then
      fail "$f: kubectl refuses it: $(cat "$T/kubectl.err")"; continue
    fi
    if python3 - "$T/plain.json" "$T/typed.json" <<'PY'
import json, sys
src = json.load(open(sys.argv[1]))
annotations = src["metadata"].pop("annotations")
annotations.pop("reel-check")
if annotations: src["metadata"]["annotations"] = annotations
typed = json.load(open(sys.argv[2]))
missing = []
def walk(a, b, path):
    if isinstance(a, dict):
        if not isinstance(b, dict): missing.append(path); return
        for k, v in a.items():
            if k not in b: missing.append(f"{path}.{k}")
            else: walk(v, b[k], f"{path}.{k}")
    elif isinstance(a, list):
        if not isinstance(b, list) or len(b) < len(a): missing.append(path); return
        for i, v in enumerate(a): walk(v, b[i], f"{path}[{i}]")
walk(src, typed, "")
spec = src["spec"]
env = {e["name"]: e.get("value") for e in spec["template"]["spec"]["containers"][0].get("env", [])}
problems = [f"unknown field {m}" for m in missing]
if spec.get("completionMode") == "Indexed" and env.get("REEL_SHARDS") != str(spec["completions"]):
    problems.append(f"REEL_SHARDS={env.get('REEL_SHARDS')} but completions={spec['completions']}")
if problems: print("    " + "; ".join(problems)); sys.exit(1)
PY
    then pass "$f (kubectl's types)"; else fail "$f"; fi
  done
  if kubectl version --request-timeout=3s > /dev/null 2>&1; then
    kubectl apply --dry-run=server -f deploy/k8s/ > /dev/null && pass "kubectl apply --dry-run=server" \
      || fail "kubectl apply --dry-run=server"
  else
    echo "  skip kubectl apply --dry-run: no cluster answers (client-side type check above)"
  fi
else
  echo "  skip kubectl is not installed"
fi

echo "deploy: shard contract"
mkdir -p "$T/one" "$T/pods" "$T/parallel"
(cd "$T/one" && "$REEL" batch "$EX/badge.json" "$EX/variants.csv" -o 'out/{sku}.gif' --quiet)
for i in 0 1 2 3; do
  (cd "$T/pods" && JOB_COMPLETION_INDEX=$i REEL_SHARDS=4 REEL_MODE=batch REEL_SCENE="$EX/badge.json" \
    REEL_MANIFEST="$EX/variants.csv" REEL_OUTPUT='out/{sku}.gif' REEL_REPORTS=reports "$ROOT/deploy/reel-shard" --jobs 1)
done
rows=$(cat "$T"/pods/reports/*.jsonl | wc -l)
[ "$rows" = 12 ] && pass "4 Indexed Job pods reported 12 rows in all" || fail "4 pods reported $rows rows, not 12"
same_tree "$T/one" "$T/pods" && pass "4 pods (JOB_COMPLETION_INDEX 0-3) wrote the bytes of one machine" \
  || fail "4 pods differ from one machine"
if JOB_COMPLETION_INDEX=4 REEL_SHARDS=4 REEL_SCENE=x REEL_MANIFEST=y REEL_OUTPUT=z "$ROOT/deploy/reel-shard" \
  2> "$T/err"; then fail "index 4 of 4 accepted"; else
  rc=$?; [ $rc = 64 ] && grep -q "below REEL_SHARDS=4" "$T/err" && pass "index 4 of 4 refused (64)" \
    || fail "index 4 of 4: exit $rc, $(cat "$T/err")"
fi
if command -v parallel > /dev/null; then
  (cd "$T/parallel" && parallel --will-cite "$REEL" batch "$EX/badge.json" "$EX/variants.csv" -o "'out/{sku}.gif'" \
    --shard {}/4 --quiet --jobs 1 ::: 0 1 2 3)
  same_tree "$T/one" "$T/parallel" && pass "GNU parallel, 4 shards: the bytes of one machine" \
    || fail "GNU parallel shards differ from one machine"
else
  fail "GNU parallel is not installed (make deps installs it)"
fi

echo "deploy: a clip in frame ranges, joined"
# 10 frames in segments of 2 frames: 5 segments over 4 shards (shard 3 gets two).
mkdir -p "$T/render"
"$REEL" render "$EX/badge.json" --segment 2 -o "$T/render/one.mp4" > /dev/null 2> "$T/render/one.err"
for i in 3 1 0 2; do  # any order, as pods finish
  JOB_COMPLETION_INDEX=$i REEL_SHARDS=4 REEL_MODE=render REEL_SCENE="$EX/badge.json" REEL_PARTS="$T/render/parts" \
    "$ROOT/deploy/reel-shard" --segment 2 > /dev/null 2> "$T/render/part-$i.err"
done
parts=$(ls "$T/render/parts" | tr '\n' ' ')
[ "$parts" = "part-0000-of-0004.mp4 part-0001-of-0004.mp4 part-0002-of-0004.mp4 part-0003-of-0004.mp4 " ] \
  && pass "4 render pods wrote their parts" || fail "parts: $parts"
mv "$T/render/parts/part-0002-of-0004.mp4" "$T/render/held"
if REEL_MODE=join REEL_SHARDS=4 REEL_SCENE="$EX/badge.json" REEL_PARTS="$T/render/parts" \
  REEL_OUTPUT="$T/render/joined.mp4" "$ROOT/deploy/reel-shard" 2> "$T/err"; then fail "join without part 2 succeeded"
else
  rc=$?; [ $rc = 66 ] && grep -q "part 2 of 4 is missing" "$T/err" && [ ! -e "$T/render/joined.mp4" ] \
    && pass "join without part 2: 66, names it, writes nothing" || fail "join without part 2: exit $rc, $(cat "$T/err")"
fi
mv "$T/render/held" "$T/render/parts/part-0002-of-0004.mp4"
REEL_MODE=join REEL_SHARDS=4 REEL_SCENE="$EX/badge.json" REEL_PARTS="$T/render/parts" \
  REEL_OUTPUT="$T/render/joined.mp4" "$ROOT/deploy/reel-shard" > /dev/null 2> "$T/render/join.err"
cmp -s "$T/render/one.mp4" "$T/render/joined.mp4" \
  && pass "the joined clip is byte for byte the one-machine render" || fail "joined clip differs from one machine"

echo "deploy: 200 rows, interrupted and resumed"
# Row i has the params of row i mod 12 of the example manifest, so its output must equal that
# row's one-machine output byte for byte.
python3 - "$EX/variants.csv" "$T/big.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
with open(sys.argv[2], "w", newline="") as f:
    w = csv.writer(f); w.writerow(["sku", "label", "accent"])
    for i in range(200):
        r = rows[i % len(rows)]; w.writerow([f"r{i:03d}-{r['sku']}", r["label"], r["accent"]])
PY
mkdir -p "$T/big"
cd "$T/big"
# Stopped with SIGTERM, what a pod gets when it is evicted, handled as Ctrl-C is (143 rather than
# 130). Not SIGINT: a script's background job, and anything started from a shell that ignores
# SIGINT, inherits SIGINT ignored, and reel rightly leaves an ignored signal ignored.
"$REEL" batch "$EX/badge.json" "$T/big.csv" -o 'out/{sku}.gif' --jobs 1 --report run1.jsonl --quiet 2> run1.err &
pid=$!
for _ in $(seq 1 1200); do
  [ "$(find out -name '.*.reel-digest' 2> /dev/null | wc -l)" -ge 20 ] && break
  kill -0 $pid 2> /dev/null || break
  sleep 0.05
done
kill -TERM $pid 2> /dev/null || true
rc=0; wait $pid || rc=$?
done1=$(find out -name '*.gif' | wc -l)
if [ $rc = 143 ] && [ "$done1" -ge 20 ] && [ "$done1" -lt 200 ]; then
  pass "SIGTERM after $done1 rows: exit 143"
else
  fail "interrupt: exit $rc with $done1 of 200 outputs (wanted 143, between 20 and 199)"
fi
[ -z "$(find out -name '*reel-tmp*' | head -1)" ] && pass "no temporary file left behind" \
  || fail "temporary files left: $(find out -name '*reel-tmp*' | head -3)"
rendered1=$(grep -c '"status":"rendered"' run1.jsonl || true)
[ "$rendered1" = "$done1" ] && pass "the report of the interrupted run lists the $done1 rendered rows" \
  || fail "report lists $rendered1 rendered rows, $done1 outputs exist"
summary=$("$REEL" batch "$EX/badge.json" "$T/big.csv" -o 'out/{sku}.gif' --report run2.jsonl 2> run2.err | tail -1)
want="200 rows: $((200 - done1)) rendered, $done1 skipped, 0 failed"
[[ "$summary" == "$want"* ]] && pass "resumed: $want" || fail "resume said '$summary', wanted '$want…'"
bad=0
while IFS=, read -r sku label accent; do
  [ "$sku" = sku ] && continue
  ref=${sku#*-}
  cmp -s "out/$sku.gif" "$T/one/out/$ref.gif" || { bad=$((bad + 1)); echo "    $sku differs from $ref"; }
done < "$T/big.csv"
[ $bad = 0 ] && pass "all 200 outputs equal the one-machine outputs of the same params" || fail "$bad outputs differ"
summary=$("$REEL" batch "$EX/badge.json" "$T/big.csv" -o 'out/{sku}.gif' 2> run3.err | tail -1)
[[ "$summary" == "200 rows: 0 rendered, 200 skipped, 0 failed"* ]] && pass "a third run renders nothing" \
  || fail "third run said '$summary'"
cd "$ROOT"

if [ $failures = 0 ]; then echo "deploy tests: all passed"; else echo "deploy tests: $failures failed"; exit 1; fi
