#!/usr/bin/env python3
"""loss_replay.py: what the engine saw where its lost games were decided.

    bench/loss_replay.py RECORDS [--nodes N] [--before K] [--engine PATH] [--solver PATH]
                         [--cpu-limit MS] [--alternatives MS]

RECORDS is a match's records (bench/peer_match.py; engine A) with the walk-back of its lost
games beside it (RECORDS.losses-4000ms.txt, written by `peer_match.py --analyse-only`: each
lost game's first bead count L from which the solver proves it lost). For every engine move of
such a game at L-K .. L-1 beads, the engine (default build/bin/score4-engine, one thread, the
source tree's book, --verbose) chooses again in the same position with N nodes (default
10,000,000: about a second of one core; search and solvers together, so the same answer on any
machine however loaded) and the line says what it saw: the solver's first try, the search's
depth and score, the solver's check, its move against the game's. At the deciding move (L-1
beads, the engine to move) the solver (--solver, default build/bin/score4-solve-bench, weak, cold 64 MB table, --cpu-limit
MS of processor time, default 4000) also judges the replayed move: whether a second on a core
of its own would have kept the game. With --alternatives MS every legal move of that position
is judged too, each within MS of processor time: "peg:value/ms", the value for the opponent
after it (win: the move loses) and the solver's processor time.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import peer_match  # noqa: E402

LOSS = re.compile(r"^game (\d+): A (white|black), \d+ moves; lost for A from (\d+) beads on; "
                  r"at \d+ beads: (.*)$")


def replay(engine, moves, nodes, book):
    """The engine's move and its --verbose lines (joined by ' | ') in the position after moves."""
    colours = ("white", "black")
    text = "".join(f"note: {colours[k % 2]} plays {m};\n" for k, m in enumerate(moves))
    out = subprocess.run([engine, "--nodes", str(nodes), "--threads", "1", "--book", book,
                          "--verbose"], input=text + "move;\nquit;\n", capture_output=True,
                         text=True, check=True)
    move = out.stdout.split()[len(moves)].rstrip(".")
    said = [line.replace("score4-engine: ", "") for line in out.stderr.splitlines()
            if line.startswith("score4-engine: ") and "hash" not in line
            and "threads" not in line]
    return move, " | ".join(said)


def value_after(solver, moves):
    out = subprocess.run(solver, input=" ".join(moves) + "\n", capture_output=True, text=True,
                         check=True).stdout.split()
    return out[1]


def alternatives(args, moves):
    """Each legal move's "peg:value/ms" after moves (value for the opponent, within
    args.alternatives ms of processor time each, on a cold table)."""
    pegs = [p + level for level in "1234" for p in "ABCD"]
    solver = [args.solver, "run", "--weak", "--hash", "64", "--cpu-limit",
              str(args.alternatives)]
    out = subprocess.run(solver, input="\n".join(" ".join(moves + [p]) for p in pegs) + "\n",
                         capture_output=True, text=True).stdout
    said = []
    for line in out.splitlines():
        f = line.split()
        if f and f[0].isdigit() and "cpu" in f:  # full pegs are refused and left out
            said.append(f"{f[-1]}:{f[1]}/{float(f[f.index('cpu') + 1]):.0f}")
    return " ".join(said)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("records")
    p.add_argument("--nodes", type=int, default=10_000_000)
    p.add_argument("--before", type=int, default=6)
    p.add_argument("--engine", default=os.path.join(ROOT, "build", "bin", "score4-engine"))
    p.add_argument("--book", default=os.path.join(ROOT, "assets", "book", "score4-book.txt"))
    p.add_argument("--solver", default=os.path.join(ROOT, "build", "bin", "score4-solve-bench"))
    p.add_argument("--cpu-limit", type=int, default=4000)
    p.add_argument("--alternatives", type=int, default=0)
    args = p.parse_args()
    solver = [args.solver, "run", "--weak", "--hash", "64", "--cpu-limit", str(args.cpu_limit)]
    games = {g["number"]: g for g in peer_match.read_games(args.records)}
    kept = decided = 0
    with open(args.records + ".losses-4000ms.txt", encoding="utf-8") as f:
        losses = [LOSS.match(line.strip()) for line in f]
    for m in filter(None, losses):
        number, colour, lost_at, before = int(m.group(1)), m.group(2), int(m.group(3)), m.group(4)
        moves = games[number]["moves"]
        mine = 0 if colour == "white" else 1
        print(f"game {number}: engine {colour}, lost from {lost_at} beads; at {lost_at - 1}: "
              f"{before}", flush=True)
        for k in range(max(0, lost_at - args.before), lost_at):
            if k % 2 != mine:
                continue
            chosen, said = replay(args.engine, moves[:k], args.nodes, args.book)
            line = f"  {k} beads: played {moves[k]}, at {args.nodes} nodes {chosen}: {said}"
            if k == lost_at - 1:
                after = value_after(solver, moves[:k] + [chosen])
                decided += 1
                kept += after != "win"
                line += f" -> opponent's value {after}"
                if args.alternatives:
                    line += "\n    every move: " + alternatives(args, moves[:k])
            print(line, flush=True)
    print(f"deciding moves replayed: {decided}; the replayed move not a proved loss: {kept}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
