#!/bin/sh
# cube_mpi_robust.sh BIN_DIR BEADS28_FILE: score4-solve-mpi under `mpirun -np 3` fails cleanly:
# every error before or during the run (a typo in the position, a bad option, a worker with no
# memory for its table, a checkpoint that cannot be written) ends every rank with one message
# and a non-zero status; a checkpoint is resumed only when every check passes (one edited line,
# an interval out of range, a truncated file, another position: refused whole, nothing
# overwritten); a FIFO is refused without blocking; --depth 0 solves.
set -u
BIN=$1
POSITIONS=$2
MPIRUN="timeout 300 mpirun --allow-run-as-root --oversubscribe -np 3"
SOLVE="$BIN/score4-solve-mpi"
TMP=$(mktemp -d /tmp/cube_mpi_robust_XXXXXX)
trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; [ -f "$TMP/err" ] && cat "$TMP/err"; exit 1; }
# expect STATUS TEXT ARGS...: the run ends (not killed by timeout) with STATUS (or "any" that is
# not 0: mpirun gives the first failing rank's) and TEXT on stderr.
expect() {
    want_status=$1 text=$2
    shift 2
    $MPIRUN "$SOLVE" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
    status=$?
    [ "$status" -ne 124 ] || fail "$*: hung (killed after 300 s)"
    if [ "$want_status" = any ]; then
        [ "$status" -ne 0 ] || fail "$*: status 0"
    else
        [ "$status" -eq "$want_status" ] || fail "$*: status $status, not $want_status"
    fi
    grep -qF -- "$text" "$TMP/err" || fail "$*: no '$text'"
    echo "ok: $* -> status $status, '$text'"
}
moves=$(sed -n 29p "$POSITIONS") # a loss, solved in about a second
want=$(echo "$moves" | "$BIN/score4-engine" --solve --weak --threads 1 --hash 32)

# Errors before the run: the coordinator tells the workers to stop (was: a hang).
expect 2 "score4-solve-mpi: move 1: no such peg" --weak --depth 2 "Z9 B2"
expect 2 "score4-solve-mpi: --depth: 'abc' is not a number from 0 to 8" --weak --depth abc "A1"
expect 2 "score4-solve-mpi: --timeout: '0' is not a number" --timeout 0 "A1"
# A worker without memory for its table stops the run (was: every rank waited).
(ulimit -v 1500000; expect any "has no memory for a 2048 MB table; the run stops" --weak --hash 2048 "$moves") || exit 1

# --depth 0 (was: "nothing left to search but unsolved", status 1).
got=$($MPIRUN "$SOLVE" --weak --depth 0 --hash 32 "$moves" 2>"$TMP/err" </dev/null) ||
    fail "--depth 0: status $?"
[ "$got" = "$want" ] || fail "--depth 0: '$got', solver '$want'"
echo "ok: --depth 0 gives $got"

# A whole checkpoint, then a resume from it.
ck="$TMP/ck"
got=$($MPIRUN "$SOLVE" --weak --depth 3 --hash 32 --checkpoint "$ck" "$moves" 2>"$TMP/err" </dev/null)
[ "$got" = "$want" ] || fail "with a checkpoint: '$got', solver '$want'"
head -1 "$ck" | grep -qx "score4-checkpoint 2" || fail "no version line"
got=$($MPIRUN "$SOLVE" --weak --depth 3 --hash 32 --checkpoint "$ck" "$moves" 2>"$TMP/err" </dev/null)
grep -q "resumed [1-9][0-9]* leaves" "$TMP/err" || fail "the checkpoint was not resumed"
[ "$got" = "$want" ] || fail "after the resume: '$got', solver '$want'"
echo "ok: written with a version, position and checksum, and resumed: $got"
cp "$ck" "$TMP/good"

# refused NAME SED-EDIT REASON: the edited checkpoint is refused whole, the file unchanged.
refused() {
    sed "$2" "$TMP/good" >"$ck"
    cp "$ck" "$TMP/before"
    expect 2 "checkpoint refused: $ck: " --weak --depth 3 --hash 32 --checkpoint "$ck" "$moves"
    grep -q -- "$3" "$TMP/err" || fail "$1: no '$3'"
    [ ! -s "$TMP/out" ] || fail "$1: an answer was printed: $(cat "$TMP/out")"
    cmp -s "$ck" "$TMP/before" || fail "$1: the refused checkpoint was overwritten"
}
# Was: one edited line ("170 -1 -1") turned this loss into "win", status 0.
refused "one line edited" '3s/^\([0-9]*\) 1 1$/\1 -1 -1/' "line [0-9]*: checksum mismatch"
refused "an interval out of range" '3s/^\([0-9]*\) 1 1$/\1 7 7/' "line 3: an interval this leaf cannot have"
refused "a leaf out of range" '3s/^[0-9]* /99999 /' "line 3: not a line \"<leaf> <lo> <hi>\" of this split"
refused "truncated" '$d' "no end line (truncated)"
refused "a line lost" '4d' "the end line's count does not match"
refused "another version" '1s/2$/1/' "line 1: not a score4-solve-mpi checkpoint of version 2"
# Another depth: the split line does not match.
cp "$TMP/good" "$ck"
expect 2 "line 2: made for another position, depth or mode" --weak --depth 2 --hash 32 --checkpoint "$ck" "$moves"
cmp -s "$ck" "$TMP/good" || fail "another depth: the checkpoint was overwritten"

# Not a regular file: refused at once (was: a FIFO blocked for ever).
mkfifo "$TMP/fifo"
expect 2 "checkpoint refused: $TMP/fifo: not a regular file" --weak --depth 2 --checkpoint "$TMP/fifo" "$moves"
# A directory in the way is not read; one that does not exist cannot be written: said before
# any work (was: nothing said, ck_dir.tmp left).
mkdir "$TMP/dir"
expect 2 "checkpoint refused: $TMP/dir: not a regular file" --weak --depth 2 --checkpoint "$TMP/dir" "$moves"
expect 2 "cannot write the checkpoint $TMP/none/ck: system error: No such file or directory" --weak --depth 2 --checkpoint "$TMP/none/ck" "$moves"
[ "$(ls "$TMP" | grep -c tmp-)" -eq 0 ] || fail "a temporary was left: $(ls "$TMP")"
# Read-only and full file systems (a tmpfs in a private mount namespace, where allowed).
if unshare -rm true 2>/dev/null; then
    mkdir "$TMP/fs"
    cat >"$TMP/fs.sh" <<EOS
mount -t tmpfs -o size=4k tmpfs "$TMP/fs" || exit 9
head -c 4000 /dev/zero >"$TMP/fs/fill"
$MPIRUN "$SOLVE" --weak --depth 3 --hash 32 --checkpoint "$TMP/fs/ck" "$moves"
echo "full: \$?"
ls "$TMP/fs"
mount -o remount,ro "$TMP/fs"
$MPIRUN "$SOLVE" --weak --depth 3 --hash 32 --checkpoint "$TMP/fs/ck" "$moves"
echo "read-only: \$?"
EOS
    unshare -rm sh "$TMP/fs.sh" >"$TMP/out" 2>"$TMP/err"
    grep -q "cannot write the checkpoint $TMP/fs/ck: system error: No space left on device" "$TMP/err" ||
        fail "full disk: not said"
    grep -q "^full: 2$" "$TMP/out" && grep -q "^read-only: 2$" "$TMP/out" || fail "statuses: $(cat "$TMP/out")"
    grep -q "tmp-" "$TMP/out" && fail "full disk: a temporary was left: $(cat "$TMP/out")"
    grep -q "cannot write the checkpoint $TMP/fs/ck: system error: Read-only file system" "$TMP/err" ||
        fail "read-only: not said"
    echo "ok: full and read-only file systems: said, status 2, no temporary left"
else
    echo "skipped: no mount namespace for the full and read-only cases"
fi
