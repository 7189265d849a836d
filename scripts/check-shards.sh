#!/usr/bin/env bash
# Checks the sharded count end to end: n = N (default 16) cut into K (default 7) shards, run through GNU
# parallel, merged, must equal the whole count; then one shard file is lost, merge must refuse and name
# it, and re-running only that shard must complete the count (the resume recipe of docs/distributed.md).
# Usage: scripts/check-shards.sh [N] [K]. Builds target/release/nqueens first.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ROOT=$(repo_root)
N=${1:-16}
K=${2:-7}
have parallel || die "GNU parallel not found: run scripts/ensure-test-tools.sh (apt-get install parallel)"

(cd "$ROOT" && cargo build --release --quiet -p nqueens-cli)
NQUEENS=$ROOT/target/release/nqueens
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

# The value of a whole-number field in a one-line JSON object.
field() { grep -o "\"$1\":[0-9]*" <<<"$2" | cut -d: -f2; }

run_shards() {
  parallel --will-cite --halt now,fail=1 \
    "$NQUEENS" count "$N" --fast --shard {}/"$K" --threads 1 '>' "$OUT"/shard-{}.json ::: "$@"
}

run_shards $(seq 0 $((K - 1)))
merged=$("$NQUEENS" merge "$OUT"/shard-*.json)
whole=$("$NQUEENS" count "$N" --fast)
for name in n solutions unique nodes units; do
  [ "$(field "$name" "$merged")" = "$(field "$name" "$whole")" ] \
    || die "n = $N in $K shards: merged $name $(field "$name" "$merged") != whole count's $(field "$name" "$whole")"
done

lost=$((K / 2))
rm "$OUT/shard-$lost.json"
status=0
message=$("$NQUEENS" merge "$OUT"/shard-*.json 2>&1 >/dev/null) || status=$?
[ "$status" = 4 ] || die "merge without shard $lost: status $status, expected 4"
grep -q "shard $lost of $K is missing" <<<"$message" || die "merge without shard $lost said: $message"
run_shards "$lost"
resumed=$("$NQUEENS" merge "$OUT"/shard-*.json)
for name in solutions unique nodes; do
  [ "$(field "$name" "$resumed")" = "$(field "$name" "$merged")" ] || die "the resumed count's $name differs"
done

echo "n = $N in $K shards through GNU parallel: $(field solutions "$merged") solutions, as the whole count; a lost shard was named and re-run"
