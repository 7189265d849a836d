#!/usr/bin/env bash
# Runs one phase of a make target, announcing it and printing how long it took:
#   scripts/phase.sh "native tests" cargo test
# Durations are also appended to target/phase-times.txt so a whole `make test` can be summarised.
set -euo pipefail
name=$1; shift
start=$(date +%s)
# Bold/red only on a terminal; plain text in CI logs.
if [ -t 1 ]; then B=$'\033[1m' R=$'\033[1;31m' N=$'\033[0m'; else B='' R='' N=''; fi
printf '\n%s==> %s%s: %s\n' "$B" "$name" "$N" "$*"
status=0
"$@" || status=$?
secs=$(( $(date +%s) - start ))
mkdir -p target
if [ "$status" -eq 0 ]; then
  printf '%s<== %s: ok in %dm%02ds%s\n' "$B" "$name" $((secs / 60)) $((secs % 60)) "$N"
  printf '%-28s ok      %4ds\n' "$name" "$secs" >> target/phase-times.txt
else
  printf '%s<== %s: FAILED (exit %d) after %dm%02ds%s\n' "$R" "$name" "$status" $((secs / 60)) $((secs % 60)) "$N"
  printf '%-28s FAILED  %4ds\n' "$name" "$secs" >> target/phase-times.txt
fi
exit "$status"
