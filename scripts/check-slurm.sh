#!/usr/bin/env bash
# Runs the Slurm recipe of docs/distributed.md on a real one-node cluster: installs Debian's slurm-wlm and
# munge if missing, starts munged, slurmctld and slurmd by hand from deploy/slurm/slurm.conf.in (as root,
# no systemd), submits scripts/slurm-count.sbatch as an array (n = N, K shards) and the merge job after it
# (--dependency), cancels one task while it runs, sees the merge name it as missing, resubmits it and
# merges again, and checks the total against the published one. Every daemon it started is stopped by
# PID when it ends, on failure too. Usage: scripts/check-slurm.sh [N] [K] (default 16 8). Needs root.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ROOT=$(repo_root)
N=${1:-16}
K=${2:-8}
# The task that is cancelled while it runs, then resubmitted.
HELD=$((K / 2))
# The longest any one wait may take, in seconds.
PATIENCE=${SLURM_PATIENCE:-180}

[ "$(id -u)" -eq 0 ] || die "the Slurm check starts daemons as root: run it as root (CI does)"
# The daemons live in /usr/sbin, which a CI runner's PATH may lack.
export PATH=$PATH:/usr/sbin:/sbin
# One run at a time on a machine: the state directory and the ports are fixed.
exec 9>/var/lock/nqueens-slurm-check.lock
flock 9
missing=()
have munged     || missing+=(munge)
have slurmctld  || missing+=(slurm-wlm)
if [ ${#missing[@]} -gt 0 ]; then
  apt_install "${missing[@]}"
fi

(cd "$ROOT" && cargo build --release --quiet -p nqueens-cli)
BIN=$ROOT/target/release/nqueens
published=$(awk -F'\t' -v n="$N" '$1 == n { print $2 }' "$ROOT/data/known-counts.tsv")
[ -n "$published" ] || die "data/known-counts.tsv has no total for n = $N"

# State under /var (the daemons' spool and logs), the munge socket in a directory munge owns, the job
# files in a scratch directory: all removed at the end.
STATE=/var/lib/nqueens-slurm-check
WORK=$(mktemp -d)
MUNGE_DIR=$STATE/munge
pids=()
stop_daemons() {
  local status=$?
  # Last started, first stopped: slurmd, slurmctld, then munged, each by the PID it was started with.
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    kill "${pids[i]}" 2>/dev/null || true
  done
  for pid in "${pids[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
  if [ "$status" -ne 0 ] && [ -d "$STATE/log" ]; then
    for log in "$STATE"/log/* "$WORK"/*.log; do
      [ -f "$log" ] && { echo "---- $log (last lines)" >&2; tail -n 15 "$log" >&2; }
    done
  fi
  rm -rf "$WORK" "$STATE"
  exit "$status"
}
trap stop_daemons EXIT

rm -rf "$STATE"
mkdir -p "$STATE/slurmctld" "$STATE/slurmd" "$STATE/log"
install -d -o munge -g munge -m 0700 "$MUNGE_DIR"
# A key of its own (1 KiB, read only by munge), so that the machine's /etc/munge is left as it was.
head -c 1024 /dev/urandom > "$MUNGE_DIR/munge.key"
chown munge:munge "$MUNGE_DIR/munge.key"
chmod 0400 "$MUNGE_DIR/munge.key"
chmod 0755 "$MUNGE_DIR" # slurmctld and slurmd (root) and the jobs reach the socket through it
MUNGE_SOCKET=$MUNGE_DIR/munge.socket
setpriv --reuid=munge --regid=munge --init-groups -- munged --foreground --force \
  --key-file="$MUNGE_DIR/munge.key" --socket="$MUNGE_SOCKET" --pid-file="$MUNGE_DIR/munged.pid" \
  --seed-file="$MUNGE_DIR/munged.seed" --log-file="$STATE/log/munged.log" >"$STATE/log/munged.out" 2>&1 &
pids+=($!)

HOST=$(hostname -s)
export SLURM_CONF=$STATE/slurm.conf
sed -e "s|@HOST@|$HOST|g" -e "s|@CPUS@|$(nproc)|g" -e "s|@STATE@|$STATE|g" -e "s|@MUNGE_SOCKET@|$MUNGE_SOCKET|g" \
  "$ROOT/deploy/slurm/slurm.conf.in" > "$SLURM_CONF"

# Waits until `$@` succeeds, checking twice a second, for at most PATIENCE seconds.
wait_for() {
  local what=$1; shift
  local deadline=$((SECONDS + PATIENCE))
  until "$@"; do
    [ "$SECONDS" -lt "$deadline" ] || die "gave up after ${PATIENCE}s waiting for $what"
    sleep 0.5
  done
}
munge_answers() { [ -S "$MUNGE_SOCKET" ] && munge --socket="$MUNGE_SOCKET" -n </dev/null | unmunge --socket="$MUNGE_SOCKET" >/dev/null 2>&1; }
wait_for "munged" munge_answers

# In the foreground (-D) so that $! is the daemon itself; they write their logs under $STATE/log.
slurmctld -D -f "$SLURM_CONF" >"$STATE/log/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" >"$STATE/log/slurmd.out" 2>&1 &
pids+=($!)
node_idle() { [ "$(sinfo -h -n "$HOST" -o %T 2>/dev/null)" = idle ]; }
wait_for "the node to be idle" node_idle
log "one-node cluster up: $HOST, $(nproc) CPUs"

# The state of job (or array task) $1: PENDING, RUNNING, COMPLETED, CANCELLED, FAILED...
job_state() { scontrol show job "$1" 2>/dev/null | grep -o 'JobState=[A-Z_]*' | head -n 1 | cut -d= -f2; }
is_state() { [ "$(job_state "$1")" = "$2" ]; }
finished() { case "$(job_state "$1")" in COMPLETED|CANCELLED|FAILED|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY) true ;; *) false ;; esac; }

OUT=$WORK/out
GATE=$WORK/gate-open
# The binary as the tasks run it, except that task HELD waits (its shard file already open as .part)
# until the gate opens: a task that is surely still running when it is cancelled.
cat > "$WORK/nqueens" <<EOF
#!/bin/bash
if [ "\${SLURM_ARRAY_TASK_ID:-}" = "$HELD" ] && [ "\${MERGE:-0}" != 1 ]; then
  until [ -e "$GATE" ]; do sleep 0.2; done
fi
exec "$BIN" "\$@"
EOF
chmod +x "$WORK/nqueens"
export_vars="ALL,N=$N,K=$K,OUT=$OUT,NQUEENS=$WORK/nqueens"
submit() { sbatch --parsable --chdir="$WORK" --output="$WORK/job-%A_%a.log" "$@" "$ROOT/scripts/slurm-count.sbatch"; }

array=$(submit --array=0-$((K - 1)) --export="$export_vars")
merge=$(submit --dependency=afterany:"$array" --array=0 --export="$export_vars,MERGE=1")
log "array job $array (n = $N, $K shards), merge job $merge after it"
wait_for "task $HELD to run" is_state "${array}_$HELD" RUNNING
wait_for "the other $((K - 1)) shards" bash -c "[ \$(ls '$OUT' | grep -c '^shard-[0-9]*\.json\$') -eq $((K - 1)) ]"
scancel "${array}_$HELD"
wait_for "task $HELD to be cancelled" is_state "${array}_$HELD" CANCELLED
wait_for "the merge job" finished "${merge}_0"
[ "$(job_state "${merge}_0")" = FAILED ] || die "the merge job without shard $HELD ended $(job_state "${merge}_0"), not FAILED"
[ ! -e "$OUT/shard-$HELD.json" ] || die "the cancelled task left shard-$HELD.json"
[ ! -e "$OUT/total.json" ] || die "a total was written without shard $HELD"
merge_log=$(cat "$WORK/job-${merge}_0.log")
grep -q "shard $HELD of $K is missing" <<<"$merge_log" || die "the merge job did not name shard $HELD: $merge_log"
grep -q -- "--array=$HELD " <<<"$merge_log" || die "the merge job did not print the resubmission: $merge_log"
log "task $HELD cancelled while running; the merge named it missing"

touch "$GATE"
again=$(submit --array="$HELD" --export="$export_vars")
merge=$(submit --dependency=afterok:"$again" --array=0 --export="$export_vars,MERGE=1")
wait_for "the resubmitted task and the merge" finished "${merge}_0"
[ "$(job_state "${merge}_0")" = COMPLETED ] || die "the merge after the resubmission ended $(job_state "${merge}_0"): $(cat "$WORK/job-${merge}_0.log")"
total=$(cat "$OUT/total.json")
solutions=$(grep -o '"solutions":[0-9]*' <<<"$total" | cut -d: -f2)
[ "$solutions" = "$published" ] || die "n = $N on Slurm: $solutions solutions, published $published: $total"
"$BIN" merge --verify 2 "$OUT"/shard-*.json >/dev/null || die "merge --verify 2 refused the shards of the Slurm run"
echo "n = $N as a Slurm array of $K tasks: $solutions solutions, the published total; task $HELD cancelled mid-run and resumed"
