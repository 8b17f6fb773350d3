#!/bin/sh
# cube_mpi.sh BIN_DIR BEADS28_FILE: score4-solve-mpi under `mpirun -np 3` gives the values of
# the single-process solver, and a worker killed mid-run does not lose the solve: either the
# coordinator hands its leaf to the other worker, or (when the MPI runtime ends the whole
# job) a rerun with the checkpoint resumes and finishes.
set -u
BIN=$1
POSITIONS=$2
MPIRUN="mpirun --allow-run-as-root --oversubscribe -np 3"
TMP=$(mktemp -d /tmp/cube_mpi_XXXXXX)
trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# 1. The same values as --solve on benchmark positions of 28 beads (a win, a loss, a win),
# weak and strong, and on a 24-bead one reached from a 28-bead one backwards is not needed:
# the split itself reaches 30-bead leaves.
for n in 14 15 17; do
    moves=$(sed -n "${n}p" "$POSITIONS")
    for mode in "--weak" ""; do
        want=$(echo "$moves" | "$BIN/score4-engine" --solve $mode --threads 1 --hash 32)
        got=$($MPIRUN "$BIN/score4-solve-mpi" $mode --depth 2 --hash 32 "$moves" \
              2>"$TMP/err" </dev/null)
        [ "$got" = "$want" ] || { cat "$TMP/err"; fail "position $n $mode: mpi '$got', solver '$want'"; }
        echo "ok: $got ($mode)"
    done
done

# 2. Kill worker 1 once the first leaf is in the checkpoint (a loss: every reply is refuted).
moves=$(sed -n 29p "$POSITIONS")
want=$(echo "$moves" | "$BIN/score4-engine" --solve --weak --threads 1 --hash 32)
$MPIRUN "$BIN/score4-solve-mpi" --weak --depth 3 --hash 32 --timeout 3 \
    --checkpoint "$TMP/ck" "$moves" >"$TMP/out1" 2>"$TMP/err1" </dev/null &
run=$!
killed=""
for _ in $(seq 1 600); do
    pid=$(sed -n 's/^score4-solve-mpi: worker 1 pid \([0-9]*\)$/\1/p' "$TMP/err1")
    if [ -n "$pid" ] && [ -s "$TMP/ck" ] && [ "$(wc -l < "$TMP/ck")" -ge 2 ]; then
        kill -9 "$pid" && killed=$pid
        break
    fi
    if ! kill -0 "$run" 2>/dev/null; then break; fi
    sleep 0.1
done
wait "$run"
[ -n "$killed" ] || { cat "$TMP/err1"; fail "the run ended before a worker could be killed"; }
got=$(cat "$TMP/out1")
if [ "$got" != "$want" ]; then
    echo "the runtime ended the job with the worker; resuming from the checkpoint"
    got=$($MPIRUN "$BIN/score4-solve-mpi" --weak --depth 3 --hash 32 --timeout 3 \
          --checkpoint "$TMP/ck" "$moves" 2>"$TMP/err2" </dev/null)
    grep -q "resumed [1-9][0-9]* leaves" "$TMP/err2" || { cat "$TMP/err2"; fail "nothing resumed"; }
fi
[ "$got" = "$want" ] || fail "after the kill: '$got', solver '$want'"
echo "ok: worker $killed killed, still $got"
