#!/usr/bin/env python3
"""peer_depth.py: how deep score4-engine and ScoreFourAI see in the same positions, measured
in processor time, which the load of a shared machine does not shorten.

    bench/peer_depth.py RECORDS BEADS [BEADS...] [--per N] [--max-cpu S]

For N positions at each bead count (taken from the games of RECORDS, every k-th game), each
engine searches to depth 1, 2, 3, ... from a fresh process (no table carried over), one
thread, no book, no solver (score4-engine --depth D; peer.py --depth D --no-book), until one
search takes more than --max-cpu seconds of processor time (default 3.5). The process's
processor time comes from the kernel (wait4), less that of the same engine started and asked
nothing (its start: Python, the tables). Prints, per bead count, the depth each engine
completes within 0.1, 1 and 3 s of processor time (median over the positions) and their
nodes a second. The peer is found as bench/peer_match.py finds it (SFAI_REPO, SFAI_LIB).
"""
import argparse
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import peer_match  # noqa: E402

ENGINE = os.path.join(ROOT, "build", "bin", "score4-engine")


def protocol(moves, ask):
    colours = ("white", "black")
    text = "".join(f"note: {colours[k % 2]} plays {m};\n" for k, m in enumerate(moves))
    return text + ("move;\n" if ask else "") + "quit;\n"


def cpu_of(command, text, env):
    """Processor seconds (user + system) of one run of command on text, and its stderr."""
    before = os.times()
    proc = subprocess.run(command, input=text, capture_output=True, text=True, env=env)
    after = os.times()
    cpu = (after.children_user - before.children_user) + \
          (after.children_system - before.children_system)
    return cpu, proc.stdout, proc.stderr


def ours(moves, depth, env):
    cpu, _, err = cpu_of([ENGINE, "--depth", str(depth), "--threads", "1", "--no-book",
                          "--verbose"], protocol(moves, True), env)
    m = re.findall(r"depth (\d+) score (-?\d+) nodes (\d+)", err)
    return cpu, (int(m[-1][2]) if m else 0), (int(m[-1][1]) if m else None)


def theirs(peer, moves, depth, env):
    cpu, _, err = cpu_of(peer + ["--depth", str(depth), "--movetime", "0", "--no-book",
                                 "--verbose"], protocol(moves, True), env)
    m = re.findall(r"score=(-?\d+) depth=(\d+) nodes=(\d+)", err)
    return cpu, (int(m[-1][2]) if m else 0), (int(m[-1][0]) if m else None)


def profile(search, moves, start_cpu, max_cpu):
    """[(depth, processor seconds, nodes)] until a depth takes more than max_cpu."""
    out = []
    for depth in range(1, 65 - len(moves)):
        cpu, nodes, _ = search(moves, depth)
        cpu = max(0.0, cpu - start_cpu)
        out.append((depth, cpu, nodes))
        if cpu > max_cpu:
            break
    return out


def depth_within(prof, seconds):
    done = [d for d, cpu, _ in prof if cpu <= seconds]
    return max(done) if done else 0


def main():
    p = argparse.ArgumentParser()
    p.add_argument("records")
    p.add_argument("beads", type=int, nargs="+")
    p.add_argument("--per", type=int, default=3)
    p.add_argument("--max-cpu", type=float, default=3.5)
    args = p.parse_args()
    try:
        peer, env = peer_match.find_peer()
    except peer_match.PeerMissing as why:
        print(f"peer_depth: the peer engine ScoreFourAI is not available: {why}", file=sys.stderr)
        return peer_match.SKIPPED
    games = peer_match.read_games(args.records)
    start_ours = min(cpu_of([ENGINE, "--threads", "1", "--no-book"], "quit;\n", env)[0]
                     for _ in range(3))
    start_theirs = min(cpu_of(peer + ["--no-book"], "quit;\n", env)[0] for _ in range(3))
    print(f"start: score4-engine {start_ours * 1000:.0f} ms, peer {start_theirs * 1000:.0f} ms "
          "of processor time (taken off each run)")
    for beads in args.beads:
        pool = [g for g in games if len(g["moves"]) > beads + 4]
        step = max(1, len(pool) // args.per)
        rows = {"ours": [], "theirs": []}
        chosen = []
        for g in pool[::step]:
            # Positions whose move is settled without a search (a win now, a single forced
            # block) tell nothing of depth: only those both engines search are kept.
            if len(chosen) < args.per and ours(g["moves"][:beads], 2, env)[1] > 0:
                chosen.append(g)
        for g in chosen:
            moves = g["moves"][:beads]
            a = profile(lambda m, d: ours(m, d, env), moves, start_ours, args.max_cpu)
            b = profile(lambda m, d: theirs(peer, m, d, env), moves, start_theirs, args.max_cpu)
            rows["ours"].append(a)
            rows["theirs"].append(b)
            print(f"{beads} beads, game {g['number']}: score4-engine "
                  + " ".join(f"d{d}:{c * 1000:.0f}ms/{n}" for d, c, n in a)
                  + "\n    peer " + " ".join(f"d{d}:{c * 1000:.0f}ms/{n}" for d, c, n in b),
                  flush=True)
        for who, name in (("ours", "score4-engine"), ("theirs", "ScoreFourAI")):
            profs = rows[who]
            limits = [s for s in (0.1, 1.0, 3.0) if s <= args.max_cpu]
            depths = [statistics.median(depth_within(pr, s) for pr in profs) for s in limits]
            rates = [n / c for pr in profs for _, c, n in pr if c > 0.2]
            rate = statistics.median(rates) if rates else 0
            print(f"{beads} beads: {name} completes depth "
                  + " / ".join(f"{d:g}" for d in depths) + " within "
                  + " / ".join(f"{s:g}" for s in limits) + " s of processor time (median of "
                  f"{len(profs)}), {rate / 1e6:.2f} M nodes a second", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
