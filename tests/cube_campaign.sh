#!/bin/sh
# cube_campaign.sh BIN_DIR BEADS20_FILE SOURCE_DIR: a proof campaign end to end on a 20-bead
# win: the skeleton to 22 beads split into work units (score4-skeleton units), the HTCondor
# files generated (bench/campaign.py dag), every unit run by score4-solve-mpi under mpirun
# (bench/campaign.py run, the DAG's nodes in order), the certificates joined and accepted by
# score4-check-proof; a rerun after a lost unit runs that unit alone; a unit whose claim is
# not the skeleton's is refused at the join.
set -u
BIN=$1
POSITIONS=$2
SRC=$3
TMP=$(mktemp -d /tmp/cube_campaign_XXXXXX)
trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

moves=$(sed -n 2p "$POSITIONS")
"$BIN/score4-skeleton" --root "$moves" --frontier 22 --dir "$TMP" units 2>"$TMP/err" ||
    { cat "$TMP/err"; fail "score4-skeleton units"; }
units=$(wc -l <"$TMP/units.txt")
[ "$units" -ge 2 ] || fail "only $units units"
python3 "$SRC/bench/campaign.py" dag "$TMP" --bin "$BIN" --ranks 3 --depth 1 >/dev/null ||
    fail "campaign.py dag"
for f in campaign.dag unit.sub join.sub unit.sh; do
    [ -s "$TMP/$f" ] || fail "no $f"
done
[ "$(grep -c '^JOB unit' "$TMP/campaign.dag")" -eq "$units" ] || fail "not one DAG node a unit"
grep -q "^PARENT .* CHILD join$" "$TMP/campaign.dag" || fail "no join node after the units"
grep -q "^RETRY unit0 3$" "$TMP/campaign.dag" || fail "no retries"

python3 "$SRC/bench/campaign.py" run "$TMP" >"$TMP/run.out" 2>&1 || { cat "$TMP/run.out"; fail "run"; }
grep -q "$units units proved (0 already" "$TMP/run.out" || fail "$(cat "$TMP/run.out")"
"$BIN/score4-check-proof" --leaf-nodes 2000000 "$TMP/proof.txt" >"$TMP/out" 2>&1 ||
    { cat "$TMP/out"; fail "the joined certificate is refused"; }
grep -q "^accepted: white win from \"$moves\" (20 beads)" "$TMP/out" || fail "$(cat "$TMP/out")"
echo "ok: $units units, $(cat "$TMP/out")"

# Resumed: a lost unit is the only one run again.
rm "$TMP/units/1.cert"
python3 "$SRC/bench/campaign.py" run "$TMP" >"$TMP/run.out" 2>&1 || { cat "$TMP/run.out"; fail "rerun"; }
grep -q "$units units proved ($((units - 1)) already" "$TMP/run.out" || fail "$(cat "$TMP/run.out")"
"$BIN/score4-check-proof" --leaf-nodes 2000000 "$TMP/proof.txt" >/dev/null 2>&1 ||
    fail "the rejoined certificate is refused"
echo "ok: resumed with one unit run again"

# A unit whose claim is another's is refused at the join.
sed -i '3s/.*/claim black win/' "$TMP/units/0.cert"
python3 "$SRC/bench/campaign.py" join "$TMP" >"$TMP/join.out" 2>&1 && fail "a wrong unit joined"
grep -q "unit 0: its 'claim black win' is not the skeleton's" "$TMP/join.out" ||
    fail "$(cat "$TMP/join.out")"
echo "ok: a unit with another claim refused"
