#!/bin/sh
# cube_certificate.sh BIN_DIR BEADS20_FILE: score4-solve-mpi --certificate under `mpirun -np 3`
# writes a certificate of a 20-bead position that score4-check-proof accepts, and the checker
# refuses each kind of corruption with its reason: a changed move, a missing reply, a wrong
# leaf value, a false merge, a truncated file, a finished game that is not one; a drawn
# position's certificate holds both sides' draws, and each half is checked; a worker killed
# while it writes a fragment has its job handed out again. The plain search runs under a node
# budget per leaf (no timing).
set -u
BIN=$1
POSITIONS=$2
. "$(dirname "$0")/mpi_run.sh"
CHECK="$BIN/score4-check-proof --leaf-nodes 2000000"
TMP=$(mktemp -d /tmp/cube_certificate_XXXXXX)
trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# refused NAME FILE REASON: the checker refuses FILE (exit 1) with REASON in its message.
refused() {
    $CHECK "$2" >"$TMP/out" 2>"$TMP/err"
    rc=$?
    [ "$rc" -eq 1 ] || { cat "$TMP/out" "$TMP/err"; fail "$1: exit $rc, not 1 (refused)"; }
    grep -q -- "$3" "$TMP/err" || { cat "$TMP/err"; fail "$1: the reason is not '$3'"; }
    echo "ok: $1 refused: $(cat "$TMP/err")"
}

# 1. The MPI solver's certificate of a 20-bead win, and the checker's acceptance.
moves=$(sed -n 2p "$POSITIONS")
cert=$TMP/cert.txt
got=$($MPIRUN "$BIN/score4-solve-mpi" --weak --depth 2 --hash 32 --certificate "$cert" \
      "$moves" 2>"$TMP/mpi_err" </dev/null)
[ "$got" = "$moves win" ] || { cat "$TMP/mpi_err"; fail "the solve answered '$got'"; }
[ -f "$cert" ] || { cat "$TMP/mpi_err"; fail "no certificate written"; }
ls "$TMP" | grep -q 'cert.txt.tmp' && fail "a temporary certificate was left behind"
head -3 "$cert" | grep -q "^claim white win$" || fail "the claim is not White's win"
$CHECK "$cert" >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; fail "the certificate is refused"; }
grep -q "^accepted: white win from \"$moves\" (20 beads)" "$TMP/out" || fail "$(cat "$TMP/out")"
echo "ok: $(cat "$TMP/out")"
# Its shape: a reply list of every legal peg somewhere, merged positions, re-solved leaves.
grep -q "^replies 16 A1 B1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 A4 B4 C4 D4$" "$cert" ||
    fail "no opponent node with all 16 replies"
grep -q "^same [0-9]* [0-7]$" "$cert" || fail "no merged position"
grep -q "^leaf win$" "$cert" || fail "no leaf"

# 2. A changed move: a prover's move into a leaf replaced by another legal one that does not
# keep the win (tried peg by peg: some other moves win too, and those are no corruption).
first=$(grep -n -A1 '^move ' "$cert" | grep -B1 -- '-leaf win$' | grep -m1 ':move ' )
line=${first%%:*}
peg=${first#*move }
changed=""
for other in A1 B1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 A4 B4 C4 D4; do
    [ "$other" = "$peg" ] && continue
    sed "${line}s/^move .*/move $other/" "$cert" >"$TMP/changed.txt"
    if ! $CHECK "$TMP/changed.txt" >/dev/null 2>"$TMP/err" &&
        grep -q "line $((line + 1)): wrong leaf value" "$TMP/err"; then
        changed=$other
        break
    fi
done
[ -n "$changed" ] || fail "no changed move at line $line was refused for its leaf's value"
echo "ok: a changed move ($peg to $changed) refused: $(cat "$TMP/err")"
# ... and one onto a peg that is not on the board.
sed "${line}s/^move .*/move E5/" "$cert" >"$TMP/bad_peg.txt"
refused "a move onto no peg" "$TMP/bad_peg.txt" "not \"move <peg>\""

# 3. A missing reply: the first full reply list loses D4 (its count mended).
line=$(grep -m1 -n '^replies 16 ' "$cert" | cut -d: -f1)
sed "${line}s/.*/replies 15 A1 B1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 A4 B4 C4/" "$cert" >"$TMP/missing.txt"
refused "a missing reply" "$TMP/missing.txt" "the opponent's reply D4 is missing"

# 4. Wrong leaf values: a won leaf written as a draw under a draw claim (the plain search
# finds the win), and written as a draw under the win claim (short of the claim).
line=$(grep -m1 -n '^leaf win$' "$cert" | cut -d: -f1)
sed -e "3s/.*/claim white draw/" -e "${line}s/.*/leaf draw/" "$cert" >"$TMP/leaf.txt"
refused "a wrong leaf value" "$TMP/leaf.txt" "wrong leaf value: the plain search finds a win"
sed "${line}s/.*/leaf draw/" "$cert" >"$TMP/short.txt"
refused "a leaf short of the claim" "$TMP/short.txt" "short of the claim"
# A lost leaf claimed as a win: Black to move with three in a row on level 1 and the fourth
# cell (D1) playable, written as a win of White's.
cat >"$TMP/lost.txt" <<'CERT'
score4-certificate 1
root A2 A1 B2 B1 D4 C1 C3
claim black win
leaf win
end 1
CERT
$CHECK "$TMP/lost.txt" >/dev/null 2>&1 || fail "a true one-leaf certificate is refused"
sed "3s/.*/claim white win/" "$TMP/lost.txt" >"$TMP/lost_white.txt"
refused "a leaf lost for the prover" "$TMP/lost_white.txt" "no win for the prover where a win is written"

# 5. A false merge: a "same" line pointing at another node, and one with another symmetry.
line=$(grep -m1 -n '^same ' "$cert" | cut -d: -f1)
sed "${line}s/^same \([0-9]*\) .*/same 0 0/" "$cert" >"$TMP/same.txt"
refused "a merge with the wrong node" "$TMP/same.txt" "not that node's under that symmetry"

# 6. Truncation: the file cut inside the tree, and without its end line.
head -n 100 "$cert" >"$TMP/cut.txt"
refused "a truncated file" "$TMP/cut.txt" "truncated"
sed '$d' "$cert" >"$TMP/no_end.txt"
refused "a file without its end line" "$TMP/no_end.txt" "no end line (truncated)"
sed '$s/end .*/end 7/' "$cert" >"$TMP/count.txt"
refused "a wrong end count" "$TMP/count.txt" "count does not match"

# 7. Finished games: White completes a row of level 1 (A1 B1 C1, then D1).
cat >"$TMP/over.txt" <<'CERT'
score4-certificate 1
root A1 A2 B1 B2 C1 C2
claim white win
move D1
over
end 2
CERT
$CHECK "$TMP/over.txt" >"$TMP/out" 2>&1 || { cat "$TMP/out"; fail "a won game is refused"; }
grep -q "1 finished games" "$TMP/out" || fail "the finished game is not counted"
sed "4s/.*/move D2/" "$TMP/over.txt" >"$TMP/not_over.txt"
refused "a game that is not over" "$TMP/not_over.txt" "\"over\", but the game goes on here"
sed "4s/.*/replies 1 D1/" "$TMP/over.txt" >"$TMP/turn.txt"
refused "replies at the prover's turn" "$TMP/turn.txt" "at the prover's turn"

# A move onto a full peg (A1 holds four beads).
printf 'score4-certificate 1\nroot A1 A1 A1 A1\nclaim white win\nmove A1\nover\nend 2\n' >"$TMP/full.txt"
refused "a move onto a full peg" "$TMP/full.txt" "the move A1 is not legal here"

# 8. A draw is proved from both sides: the certificate of a drawn 40-bead position holds White's
# draw, then Black's ("claim black draw", its tree, its end line), and the checker accepts the
# value only with both; one half alone proves only that its prover does not lose. (The
# position: the 74th of `score4-solve-bench positions 40 200 11`.)
draw="B1 D4 C1 D2 B4 D4 B1 D2 A3 B4 B2 B3 C3 A1 B4 A3 C4 C2 C2 D2 D2 B1 A1 A1 D3 D4 D4 B4 D3 A4 D1 B3 B2 A2 A1 B3 B3 C3 A4 D3"
dcert=$TMP/draw.txt
got=$($MPIRUN "$BIN/score4-solve-mpi" --weak --depth 2 --hash 32 --certificate "$dcert" \
      "$draw" 2>"$TMP/mpi_err" </dev/null)
[ "$got" = "$draw draw" ] || { cat "$TMP/mpi_err"; fail "the draw's solve answered '$got'"; }
[ "$(grep -c '^claim ' "$dcert")" -eq 2 ] && [ "$(grep -c '^end ' "$dcert")" -eq 2 ] ||
    fail "the draw's certificate has not two halves"
grep -q "^claim black draw$" "$dcert" || fail "no second half with Black's draw"
$CHECK "$dcert" >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; fail "the draw's certificate is refused"; }
grep -q "^accepted: white draw and black draw from \"$draw\" (40 beads)" "$TMP/out" ||
    fail "$(cat "$TMP/out")"
echo "ok: $(cat "$TMP/out")"
half=$(grep -m1 -n '^end ' "$dcert" | cut -d: -f1)
head -n "$half" "$dcert" >"$TMP/half.txt"
$CHECK "$TMP/half.txt" >"$TMP/out" 2>&1 || { cat "$TMP/out"; fail "White's half alone is refused"; }
grep -q "^accepted: white draw .*one side's half of a draw: the prover does not lose$" "$TMP/out" ||
    fail "White's half alone: $(cat "$TMP/out")"
echo "ok: one half alone proves only that White does not lose"
sed "$((half + 1))s/.*/claim white draw/" "$dcert" >"$TMP/same_side.txt"
refused "a second half of the same side" "$TMP/same_side.txt" "a draw's second half is \"claim black draw\""
line=$(sed -n "$((half + 1)),\$p" "$dcert" | grep -m1 -n '^leaf draw$' | cut -d: -f1)
sed "$((half + line))s/.*/leaf win/" "$dcert" >"$TMP/half_leaf.txt"
refused "a wrong leaf value in the second half" "$TMP/half_leaf.txt" "wrong leaf value"
sed '$d' "$dcert" >"$TMP/half_cut.txt"
refused "a second half without its end line" "$TMP/half_cut.txt" "no end line (truncated)"

# 9. A worker killed while it writes a certificate fragment: with Open MPI's recovery on, the
# coordinator takes it for dead after --timeout seconds and hands its job to the other worker;
# the certificate is written in the same run and accepted. The position is the draw above with
# leaves at 4 empty cells: 5 jobs over both halves, the first of about a second of processor
# time. The kill waits until a worker has its first certificate job and has used 0.1 s of
# processor time since (it is inside it).
kcert=$TMP/killed.txt
timeout 900 $MPIRUN $RECOVER "$BIN/score4-solve-mpi" --weak --depth 2 --hash 32 --timeout 2 \
    --leaf-empty 4 --certificate "$kcert" "$draw" >"$TMP/kout" 2>"$TMP/kerr" </dev/null &
run=$!
phase() { grep -q "certificate job [0-9]* to worker [0-9]*$" "$TMP/kerr" || ! kill -0 "$run" 2>/dev/null; }
busy() { [ "$(cpu_ticks "$pid")" -ge $(( ticks + 10 )) ] || ! kill -0 "$run" 2>/dev/null; }
killed=""
if wait_for 600 phase && kill -0 "$run" 2>/dev/null; then
    victim=$(sed -n 's/^score4-solve-mpi: certificate job [0-9]* to worker \([0-9]*\)$/\1/p' "$TMP/kerr" | head -n 1)
    pid=$(sed -n "s/^score4-solve-mpi: worker $victim pid \\([0-9]*\\)\$/\\1/p" "$TMP/kerr")
    ticks=$(cpu_ticks "$pid")
    wait_for 600 busy && kill -0 "$run" 2>/dev/null && kill -9 "$pid" && killed=$pid
fi
wait "$run"
status=$?
[ -n "$killed" ] || { cat "$TMP/kerr"; fail "the run ended before a worker could be killed"; }
[ "$status" -eq 0 ] && [ "$(cat "$TMP/kout")" = "$draw draw" ] ||
    { cat "$TMP/kerr"; fail "after the kill: status $status, '$(cat "$TMP/kout")'"; }
grep -q "worker $victim silent for [0-9]* s: its certificate job [0-9]* goes to another" "$TMP/kerr" ||
    { cat "$TMP/kerr"; fail "the killed worker's certificate job was not handed out again"; }
$CHECK "$kcert" >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; fail "the certificate after a kill is refused"; }
grep -q "^accepted: white draw and black draw" "$TMP/out" || fail "after the kill: $(cat "$TMP/out")"
echo "ok: worker $victim (pid $killed) killed in the certificate phase, its job handed out again: $(cat "$TMP/out")"

# 10. A refused file is not a usage error, and a missing one is (exit 2).
$CHECK "$TMP/nothing.txt" >/dev/null 2>&1
[ $? -eq 2 ] || fail "a missing file does not exit 2"
echo "all certificate checks passed"
