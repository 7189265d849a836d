#!/usr/bin/env bash
# Runs one phase of a make target, announcing it and printing how long it took:
#   scripts/phase.sh "native tests" cargo test
# Durations are also appended to target/phase-times.txt so a whole `make test` can be summarised.
set -euo pipefail
name=$1; shift
start=$(date +%s)
printf '\n\033[1m==> %s\033[0m: %s\n' "$name" "$*"
status=0
"$@" || status=$?
secs=$(( $(date +%s) - start ))
mkdir -p target
if [ "$status" -eq 0 ]; then
  printf '\033[1m<== %s: ok in %dm%02ds\033[0m\n' "$name" $((secs / 60)) $((secs % 60))
  printf '%-28s ok      %4ds\n' "$name" "$secs" >> target/phase-times.txt
else
  printf '\033[1;31m<== %s: FAILED (exit %d) after %dm%02ds\033[0m\n' "$name" "$status" $((secs / 60)) $((secs % 60))
  printf '%-28s FAILED  %4ds\n' "$name" "$secs" >> target/phase-times.txt
fi
exit "$status"
