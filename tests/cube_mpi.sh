#!/bin/sh
# cube_mpi.sh BIN_DIR BEADS28_FILE: score4-solve-mpi under `mpirun -np 3` gives the values of
# the single-process solver; a worker killed mid-run does not lose the solve (the coordinator
# hands its leaf to the other worker in the same run); a worker only stopped for a while is
# taken for dead and then back (its work counts again), even when every worker was taken for
# dead at once; a killed job resumes from its checkpoint.
set -u
BIN=$1
POSITIONS=$2
. "$(dirname "$0")/mpi_run.sh"
TMP=$(mktemp -d /tmp/cube_mpi_XXXXXX)
trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
# searching PID TICKS RUN: true once PID has used 20 ticks (0.2 s) of processor time more than
# TICKS (so it is inside a leaf, not between), or once PID or the job RUN has ended.
searching() {
    [ "$(cpu_ticks "$1")" -ge $(( $2 + 20 )) ] || ! kill -0 "$1" 2>/dev/null ||
        ! kill -0 "$3" 2>/dev/null
}
pid_logged() {
    pid=$(sed -n "s/^score4-solve-mpi: worker $1 pid \\([0-9]*\\)\$/\\1/p" "$2" 2>/dev/null)
    [ -n "$pid" ] || ! kill -0 "$3" 2>/dev/null
}
# worker_pid N ERR RUN: waits until the coordinator's log ERR names worker N's pid and the
# worker is searching its first leaf (its processor time, not the wall clock), and prints the
# pid, or prints nothing if the job RUN ends first.
worker_pid() {
    pid=""
    wait_for 300 pid_logged "$1" "$2" "$3" && [ -n "$pid" ] || return 0
    ticks=$(cpu_ticks "$pid")
    wait_for 300 searching "$pid" "$ticks" "$3" && kill -0 "$3" 2>/dev/null && echo "$pid"
}

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

# 2. Kill worker 1 while it searches its first leaf (20-bead position 4: about 10 s and 42 M
# nodes in one process, so the run outlasts the kill and
# the timeout on any host; 28-bead #39 came down to about 2 s, as long as the timeout, and the
# run could end before the coordinator took the killed worker for dead). With Open MPI's recovery on (ORTE keeps
# the job when a process dies) the coordinator takes the silent worker for dead after
# --timeout seconds, hands its leaf to the other worker, and answers in the same run; the
# survivors then leave without MPI_Finalize, so mpirun ends (within the timeout below).
moves=$(sed -n 4p "$(dirname "$POSITIONS")/beads20.txt")
want=$(echo "$moves" | "$BIN/score4-engine" --solve --weak --alpha-beta --threads 1 --hash 32)
timeout 600 $MPIRUN $RECOVER "$BIN/score4-solve-mpi" --weak --depth 2 --hash 32 --timeout 2 \
    "$moves" >"$TMP/out1" 2>"$TMP/err1" </dev/null &
run=$!
killed=""
pid=$(worker_pid 1 "$TMP/err1" "$run")
[ -n "$pid" ] && kill -9 "$pid" && killed=$pid
wait "$run"
status=$?
[ -n "$killed" ] || { cat "$TMP/err1"; fail "the run ended before a worker could be killed"; }
got=$(cat "$TMP/out1")
[ "$status" -eq 0 ] && [ "$got" = "$want" ] ||
    { cat "$TMP/err1"; fail "after the kill: status $status, '$got', solver '$want'"; }
grep -q " [1-9][0-9]* handed out again" "$TMP/err1" ||
    { cat "$TMP/err1"; fail "the killed worker's leaf was not handed out again"; }
echo "ok: worker $killed killed, its leaf handed out again, still $got in the same run"

# 3. The whole job killed after the first results: a rerun with the checkpoint resumes.
moves=$(sed -n 29p "$POSITIONS")
want=$(echo "$moves" | "$BIN/score4-engine" --solve --weak --threads 1 --hash 32)
$MPIRUN "$BIN/score4-solve-mpi" --weak --depth 3 --hash 32 --checkpoint "$TMP/ck" "$moves" \
    >"$TMP/out2" 2>"$TMP/err2" </dev/null &
run=$!
# Two leaves known: the version, split and end lines and two leaf lines.
two_leaves() {
    { [ -s "$TMP/ck" ] && [ "$(wc -l < "$TMP/ck")" -ge 5 ]; } || ! kill -0 "$run" 2>/dev/null
}
wait_for 300 two_leaves && kill -9 "$run" 2>/dev/null
wait "$run" 2>/dev/null
[ -s "$TMP/ck" ] || { cat "$TMP/err2"; fail "no checkpoint written"; }
got=$($MPIRUN "$BIN/score4-solve-mpi" --weak --depth 3 --hash 32 --checkpoint "$TMP/ck" \
      "$moves" 2>"$TMP/err3" </dev/null)
grep -q "resumed [1-9][0-9]* leaves" "$TMP/err3" || { cat "$TMP/err3"; fail "nothing resumed"; }
[ "$got" = "$want" ] || fail "after the resume: '$got', solver '$want'"
echo "ok: resumed from the checkpoint, still $got"

# stopped_run CASE WORKERS TAKEN BACK: 20-bead position 4 with --timeout 2 (as in case 2);
# workers 1..WORKERS are stopped (SIGSTOP) while searching their first leaves and continued
# (SIGCONT) once the coordinator's log shows TAKEN. The run must have logged TAKEN
# and BACK, and end normally (status 0, no rank lost) with the solver's value.
moves=$(sed -n 4p "$(dirname "$POSITIONS")/beads20.txt")
want=$(echo "$moves" | "$BIN/score4-engine" --solve --weak --alpha-beta --threads 1 --hash 32)
stopped_run() {
    out="$TMP/out$1" err="$TMP/err$1"
    timeout 600 $MPIRUN "$BIN/score4-solve-mpi" --weak --depth 2 --hash 32 --timeout 2 \
        "$moves" >"$out" 2>"$err" </dev/null &
    run=$!
    pids=""
    for n in $(seq 1 "$2"); do
        pids="$pids $(worker_pid "$n" "$err" "$run")"
    done
    stopped=""
    if [ "$(echo $pids | wc -w)" -eq "$2" ] && kill -STOP $pids; then
        stopped=$pids
        wait_for 300 grep -q "$3" "$err"
        kill -CONT $pids
    fi
    wait "$run"
    status=$?
    [ -n "$stopped" ] ||
        { cat "$err"; fail "case $1: the run ended before the workers were stopped"; }
    grep -q "$3" "$err" ||
        { cat "$err"; fail "case $1: the stopped workers were not taken for dead"; }
    grep -q "$4" "$err" || { cat "$err"; fail "case $1: no continued worker came back"; }
    got=$(cat "$out")
    [ "$status" -eq 0 ] && [ "$got" = "$want" ] ||
        { cat "$err"; fail "case $1, after the stop: status $status, '$got', solver '$want'"; }
    echo "ok: workers$stopped stopped, taken for dead, back after SIGCONT, still $got, status 0"
}

# 4. Worker 1 stopped for longer than --timeout is taken for dead and its leaf goes to the other;
# continued, it speaks again and is back: new work, its results count.
stopped_run 4 1 "worker 1 silent" "worker 1 is back"

# 5. Both workers stopped until both are taken for dead: the run does not give up at once but
# waits one more --timeout; continued within it, they are back.
stopped_run 5 2 "every worker is silent" "is back"
