#!/usr/bin/env python3
"""peer_match.py: score4-engine against ScoreFourAI, the strongest open Score Four engine.

    bench/peer_match.py [options]

Plays a paired match with score4-match (each opening once with each colour, one thread each),
keeps the games under bench/records/, audits them with `score4-match --audit` (each position
solved within half the move time of processor time from a cold table: the proved values each
engine gave up), finds where every game the engine lost was lost (the earliest bead count from
which the solver proves the loss, walking back from the end), and prints one row: score, Elo
with its 95 % interval, the values given up, the bead counts of the losses, and the load
average seen during the games. With --record the row goes to bench/results/peer.tsv and the
tables of docs/ are rendered again (bench/results.py).

The peer is not part of the project (its repository has no licence): it is fetched and built
beside the project by ../shared/peers/scorefourai/README.md, and this script only finds it:
  SFAI_REPO, SFAI_LIB   the exports build.sh prints (a checkout and the built library)
  SFAI_PEER             the folder of peer.py (default ../shared/peers/scorefourai)
  SFAI_MIRROR, SFAI_WORK  when SFAI_LIB is missing: the git directory the fetch of
                        github:T11retsujitu/ScoreFourAI gave and a new folder outside the
                        project; build.sh is then run on them
When the peer cannot be found or does not answer, the script says why and exits 77 (skipped).

Options:
  --movetime MS     both engines' time a move (default 100)
  --peer-movetime MS  ScoreFourAI's time a move when it differs (the odds match: 1 s against
                    10 s); the records are then named after both, e.g. 1s-vs-10s
  --games N         games to play (default 200; paired: an even number)
  --openings SET    balanced (assets/openings/score4-balanced.txt, default) or random
  --openings-file F balanced: the set's file (a part of it, to go on where a match stopped)
  --plies K         random openings: beads placed at random (default 4)
  --seed S          random openings: their seed (default 1)
  --engine PATH     the engine (default build/bin/score4-engine, with the source tree's book)
  --name NAME       the records' name part (default: the checked-out commit)
  --records FILE    the match's records (default bench/records/score4-peer-NAME-TC-SET.txt)
  --analyse-only    no games: audit and summarise the records already there
  --loss-limit MS   processor time to prove a position of a lost game lost (default 4000)
  --audit-limit MS  the audit's limit (default half the move time)
  --no-audit        skip the audit
  --no-losses       skip the analysis of the lost games
  --record          write the row to bench/results/peer.tsv and render the docs
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import records_elo  # noqa: E402
import results  # noqa: E402

SKIPPED = 77
GAME = re.compile(r"^score4 (1-0|0-1|1/2-1/2) (.*?)\s*# game (\d+); white: ([AB]), black: ([AB])")
SUMMARY = re.compile(r"^([AB]): (\d+) moves audited, (\d+) judged .*?, (\d+) gave a value up "
                     r"\(win -> draw (\d+), win -> loss (\d+), draw -> loss (\d+)\)"
                     r"(?:; proof times \(ms\): (.*))?$")


class PeerMissing(Exception):
    pass


def find_peer():
    """The peer's command prefix and environment, or PeerMissing saying why."""
    peer_dir = os.environ.get("SFAI_PEER",
                              os.path.join(os.path.dirname(ROOT), "shared", "peers", "scorefourai"))
    script = os.path.join(peer_dir, "peer.py")
    if not os.path.isfile(script):
        raise PeerMissing(f"no {script} (set SFAI_PEER to the folder of peer.py)")
    env = dict(os.environ)
    repo, lib = env.get("SFAI_REPO", ""), env.get("SFAI_LIB", "")
    if not (lib and os.path.isfile(lib)) and env.get("SFAI_MIRROR") and env.get("SFAI_WORK"):
        print(f"peer_match: building the peer: bash {peer_dir}/build.sh "
              f"{env['SFAI_MIRROR']} {env['SFAI_WORK']}", file=sys.stderr)
        out = subprocess.run(["bash", os.path.join(peer_dir, "build.sh"), env["SFAI_MIRROR"],
                              env["SFAI_WORK"]], capture_output=True, text=True)
        found = re.search(r"SFAI_REPO=(\S+) SFAI_LIB=(\S+)", out.stdout)
        if out.returncode != 0 or not found:
            raise PeerMissing(f"build.sh failed ({out.returncode}): {out.stderr.strip()[-300:]}")
        repo, lib = found.groups()
        env["SFAI_REPO"], env["SFAI_LIB"] = repo, lib
    if not repo or not os.path.isdir(repo):
        raise PeerMissing("SFAI_REPO is not set to a checkout of T11retsujitu/ScoreFourAI")
    if not lib or not os.path.isfile(lib):
        raise PeerMissing("SFAI_LIB is not set to the built library (libsfai_wrap.so); "
                          "or set SFAI_MIRROR and SFAI_WORK to build it")
    # --backend rust: a library that fails to load is an error, never the 50 times slower
    # Python search the wrapper would otherwise fall back to.
    command = ["python3", script, "--backend", "rust"]
    try:
        probe = subprocess.run(command + ["--movetime", "50"], input="play white;\nmove;\nquit;\n",
                               capture_output=True, text=True, env=env, timeout=60)
    except subprocess.TimeoutExpired:
        raise PeerMissing("the peer did not answer within 60 s") from None
    answers = probe.stdout.split()
    if probe.returncode != 0 or len(answers) < 2 or not re.fullmatch(r"[A-D][1-4]\.", answers[1]):
        raise PeerMissing(f"the peer answered {probe.stdout.strip()!r} "
                          f"({probe.stderr.strip()[-200:]})")
    return command, env


def peer_version(env):
    try:
        out = subprocess.run(["git", "-C", env["SFAI_REPO"], "rev-parse", "--short", "HEAD"],
                             capture_output=True, text=True, check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown commit"


class LoadWatch:
    """The one-minute load average, sampled every 30 s while a match runs."""

    def __init__(self):
        self.samples, self.stop = [], threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    @staticmethod
    def now():
        with open("/proc/loadavg", encoding="utf-8") as f:
            return float(f.read().split()[0])

    def run(self):
        while True:
            self.samples.append(self.now())
            if self.stop.wait(30):
                return

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stop.set()
        self.thread.join()
        self.samples.append(self.now())

    def text(self):
        s = self.samples
        return f"load {min(s):.1f}-{max(s):.1f}" if s else "load ?"


def tc_name(ms):
    return f"{ms // 1000}s" if ms % 1000 == 0 else f"{ms}ms"


def time_controls(args):
    """The records' name for the time a move: 1s, or 1s-vs-10s when the peer has longer."""
    ours = tc_name(args.movetime)
    if args.peer_movetime == args.movetime:
        return ours
    return f"{ours}-vs-{tc_name(args.peer_movetime)}"


def play(args, peer, env, records):
    engine = (f"{shlex.quote(args.engine)} --movetime {args.movetime} --threads 1"
              + (f" --book {shlex.quote(args.book)}" if args.book else ""))
    opponent = " ".join(shlex.quote(p) for p in peer) + f" --movetime {args.peer_movetime}"
    opening = (["--openings", args.openings_file]
               if args.openings == "balanced" else
               ["--opening", str(args.plies), "--seed", str(args.seed)])
    limit = 3 * max(args.movetime, args.peer_movetime) + 2000  # only a hung engine forfeits
    # Each game starts both engines again: on a busy machine the peer's Python and its book
    # took more than the default 5 s to answer restart; (12 forfeits in 69 games at load 18).
    command = [args.match, "--games", str(args.games), "--limit", str(limit), "--setup-limit",
               "60000", "--records", records] + opening + [engine, opponent]
    print("peer_match: " + " ".join(shlex.quote(c) for c in command), file=sys.stderr)
    with LoadWatch() as load, open(records + ".log", "w", encoding="utf-8") as log:
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
        for line in proc.stdout:
            log.write(line)
            log.flush()
            sys.stdout.write(line)
        status = proc.wait()
        log.write(f"# load average (one minute) during the games: {load.text()}\n")
    if status != 0:
        sys.exit(f"peer_match: score4-match ended with status {status}")
    return load.text()


def read_games(records):
    games = []
    with open(records, encoding="utf-8") as f:
        for line in f:
            m = GAME.match(line)
            if m:
                result, moves, number, white, _ = m.groups()
                games.append({"result": result, "moves": moves.split(), "number": int(number),
                              "white": white, "forfeit": "forfeit:" in line})
    return games


def audit(args, records, limit_ms):
    path = f"{records}.audit-{limit_ms}ms.txt"
    if not os.path.exists(path):
        command = [args.match, "--audit", records, "--audit-limit", str(limit_ms)]
        print("peer_match: " + " ".join(command) + " > " + path, file=sys.stderr)
        with open(path + ".tmp", "w", encoding="utf-8") as out:
            subprocess.run(command, stdout=out, check=True)
        os.replace(path + ".tmp", path)
    summary = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = SUMMARY.match(line.strip())
            if m:
                summary[m.group(1)] = {"judged": int(m.group(3)), "gave": int(m.group(4)),
                                       "times": m.group(8) or ""}
    return path, summary


def losses(args, records, games):
    """Where each game A lost was lost: walking back from the end, the first position whose
    loss for A the solver does not prove within args.loss_limit ms, and what it is instead."""
    path = f"{records}.losses-{args.loss_limit}ms.txt"
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            return path, [line.rstrip("\n") for line in f if line.startswith("game ")]
    lost = [g for g in games if g["result"] != "1/2-1/2"
            and (g["result"] == "1-0") != (g["white"] == "A")]
    solver = [os.path.join(os.path.dirname(args.match), "score4-solve-bench"), "run", "--weak",
              "--hash", "64", "--cpu-limit", str(args.loss_limit)]
    rows = []
    for g in lost:
        a_white = g["white"] == "A"
        lost_at, before = None, "the opening"
        for k in range(len(g["moves"]) - 1, -1, -1):
            # One process a position: a cold table, and a limit in processor time, which
            # the load of a shared machine does not shorten.
            out = subprocess.run(solver, input=(" ".join(g["moves"][:k]) or "-") + "\n",
                                 capture_output=True, text=True, check=True).stdout
            value = out.split()[1]
            a_to_move = (k % 2 == 0) == a_white
            a_value = {"win": 1, "draw": 0, "loss": -1}.get(value)
            if a_value is not None and not a_to_move:
                a_value = -a_value
            if a_value != -1:
                mover = "A" if a_to_move else "B"
                before = "unknown" if a_value is None else {1: "won", 0: "drawn"}[a_value]
                before += f" ({mover} to move)"
                break
            lost_at = k
        head = f"game {g['number']}: A {'white' if a_white else 'black'}, {len(g['moves'])} moves"
        if lost_at is None:  # the last position is no proved loss: a forfeit
            rows.append(f"{head}; not proved lost before its end (a forfeit?)")
        else:
            rows.append(f"{head}; lost for A from {lost_at} beads on; "
                        f"at {lost_at - 1} beads: {before}")
    with open(path + ".tmp", "w", encoding="utf-8") as out:
        shown = " ".join(["score4-solve-bench"] + solver[1:])
        out.write(f"# the games A lost: {shown} on each position from the end back, until one "
                  "is not a proved loss for A\n")
        out.writelines(r + "\n" for r in rows)
    os.replace(path + ".tmp", path)
    return path, rows


def bead_histogram(rows):
    """'at 18: 1, 20: 2 ...' of the bead counts from which the losses were proved, and how many
    of them A had held a proved win or draw just before (it gave the value up)."""
    counts, given = {}, 0
    for r in rows:
        m = re.search(r"lost for A from (\d+) beads on; at \d+ beads: (\w+)", r)
        if not m:
            continue
        beads = int(m.group(1))
        counts[beads] = counts.get(beads, 0) + 1
        given += m.group(2) in ("won", "drawn")
    text = ", ".join(f"{b}: {n}" for b, n in sorted(counts.items()))
    return text, given


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--movetime", type=int, default=100)
    p.add_argument("--peer-movetime", type=int, default=None)
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--openings", choices=("balanced", "random"), default="balanced")
    p.add_argument("--openings-file", default=os.path.join(ROOT, "assets", "openings",
                                                           "score4-balanced.txt"))
    p.add_argument("--plies", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--engine", default=os.path.join(ROOT, "build", "bin", "score4-engine"))
    p.add_argument("--book", default=os.path.join(ROOT, "assets", "book", "score4-book.txt"))
    p.add_argument("--match", default=os.path.join(ROOT, "build", "bin", "score4-match"))
    p.add_argument("--name", default=None)
    p.add_argument("--records", default=None)
    p.add_argument("--analyse-only", action="store_true")
    p.add_argument("--loss-limit", type=int, default=4000)
    p.add_argument("--audit-limit", type=int, default=None)
    p.add_argument("--no-audit", action="store_true")
    p.add_argument("--no-losses", action="store_true")
    p.add_argument("--record", action="store_true")
    args = p.parse_args()
    args.peer_movetime = args.peer_movetime or args.movetime
    if args.games < 2 or args.games % 2:
        sys.exit("peer_match: --games is an even number (each opening with both colours)")
    for tool in (args.engine, args.match):
        if not os.access(tool, os.X_OK):
            sys.exit(f"peer_match: no {tool} (make build first)")
    name = args.name or results.commit()
    opening_set = ("balanced" if args.openings == "balanced"
                   else f"random{args.plies}-seed{args.seed}")
    records = args.records or os.path.join(
        ROOT, "bench", "records", f"score4-peer-{name}-{time_controls(args)}-{opening_set}.txt")
    load = "load ?"
    version = "?"
    if not args.analyse_only:
        try:
            peer, env = find_peer()
        except PeerMissing as why:
            print(f"peer_match: the peer engine ScoreFourAI is not available: {why}.\n"
                  "  Fetch github:T11retsujitu/ScoreFourAI and build it as "
                  "../shared/peers/scorefourai/README.md says, then export SFAI_REPO and "
                  "SFAI_LIB; the match is skipped.", file=sys.stderr)
            return SKIPPED
        version = peer_version(env)
        load = play(args, peer, env, records)
    else:
        version = peer_version(os.environ) if os.environ.get("SFAI_REPO") else version
        with open(records + ".log", encoding="utf-8") as log:
            m = re.search(r"during the games: (load [0-9.]+-[0-9.]+)", log.read())
            load = m.group(1) if m else load
    every = read_games(records)
    games = [g for g in every if not g["forfeit"]]  # a broken rule says nothing of strength
    forfeits = len(every) - len(games)
    wins = sum(g["result"] != "1/2-1/2" and (g["result"] == "1-0") == (g["white"] == "A")
               for g in games)
    draws = sum(g["result"] == "1/2-1/2" for g in games)
    lost = len(games) - wins - draws
    score, elo, low, high = records_elo.elo_from_results(wins, draws, lost)
    figure = (f"{100 * score:.1f} %, {elo:+.0f} Elo ({low:+.0f} .. {high:+.0f}) "
              f"over {len(games)} games (+{wins} ={draws} -{lost})"
              + (f", {forfeits} forfeited games left out" if forfeits else ""))
    audit_limit = args.audit_limit or max(1, args.movetime // 2)
    if not args.no_audit:
        audit_path, summary = audit(args, records, audit_limit)
        for side, who in (("A", "score4-engine"), ("B", "ScoreFourAI")):
            s = summary.get(side)
            if s:
                figure += (f"; {who} gave up {s['gave']} proved values of {s['judged']} judged "
                           f"moves" + (f" (proofs of {s['times']} ms)" if s["times"] else ""))
    if not args.no_losses:
        loss_path, rows = losses(args, records, games)
        hist, given = bead_histogram(rows)
        if rows:
            figure += (f"; the {len(rows)} lost games proved lost (within {args.loss_limit} ms "
                       f"a position) from bead {hist} (in {given} of them score4-engine held a "
                       f"proved win or draw just before)")
    print(f"peer_match: {figure}; {load}")
    if args.record:
        where = os.path.relpath(records, ROOT)
        times = (f"{args.movetime} ms a move" if args.peer_movetime == args.movetime else
                 f"{args.movetime} ms a move against its {args.peer_movetime} ms")
        measure = (f"against ScoreFourAI ({version}, its book), {times}, one "
                   f"thread each, paired {opening_set} openings (records {where})")
        command = (f"bench/peer_match.py --movetime {args.movetime} "
                   + (f"--peer-movetime {args.peer_movetime} "
                      if args.peer_movetime != args.movetime else "")
                   + f"--games {args.games} "
                   f"--openings {args.openings}"
                   + (f" --plies {args.plies} --seed {args.seed}" if args.openings == "random"
                      else "")
                   + f" --record (audit within {audit_limit} ms)")
        results.record("peer", measure, figure, command, machine_load=load)
        results.render(False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
