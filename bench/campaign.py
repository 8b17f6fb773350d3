#!/usr/bin/env python3
"""A proof campaign: a skeleton's work units run as independent jobs, their certificates
joined into one that score4-check-proof checks (docs/solving.md, "The campaign").

    score4-skeleton --root MOVES --frontier N --dir DIR units
        DIR/skeleton.txt: the certificate from the root to the frontier, "unit K" at each
        work unit; DIR/units.txt: "K<TAB>moves" a line
    bench/campaign.py dag DIR [--bin BIN] [--ranks P] [--depth D]
        writes the HTCondor files: DIR/campaign.dag (one node a unit, RETRY 3, then the join
        node as the child of every unit), DIR/unit.sub, DIR/join.sub and DIR/unit.sh, the one
        command a unit runs: score4-solve-mpi under mpirun with the unit's checkpoint and
        certificate (a rerun resumes from the checkpoint)
    bench/campaign.py run DIR
        runs the same nodes here in the DAG's order, a unit whose certificate exists skipped:
        what condor_submit_dag does on a pool, resumable the same way after any failure
    bench/campaign.py join DIR
        DIR/proof.txt: the skeleton with each "unit K" replaced by unit K's certificate
        (its "same" numbers moved, the skeleton's own renumbered around the units); a unit
        whose claim is not the skeleton's is refused with its number
"""
import os
import subprocess
import sys


def read_units(directory):
    units = []
    with open(os.path.join(directory, "units.txt"), encoding="utf-8") as f:
        for line in f:
            number, moves = line.rstrip("\n").split("\t", 1)
            units.append((int(number), moves))
    return units


def option(argv, name, default):
    if name in argv:
        return argv[argv.index(name) + 1]
    return default


def dag(directory, argv):
    binary = os.path.abspath(option(argv, "--bin", "build/bin"))
    ranks = int(option(argv, "--ranks", "3"))
    depth = int(option(argv, "--depth", "2"))
    here = os.path.abspath(os.path.dirname(__file__))
    units = read_units(directory)
    os.makedirs(os.path.join(directory, "units"), exist_ok=True)
    with open(os.path.join(directory, "unit.sh"), "w", encoding="utf-8") as f:
        f.write(f"""#!/bin/sh
# unit.sh K: work unit K of units.txt proved by score4-solve-mpi on {ranks} ranks; its
# checkpoint makes a rerun resume, its certificate (written atomically) marks it done.
set -eu
cd "$(dirname "$0")"
moves=$(awk -F'\\t' -v k="$1" '$1 == k {{ print $2 }}' units.txt)
[ -n "$moves" ] || {{ echo "unit.sh: no unit $1" >&2; exit 2; }}
[ -f "units/$1.cert" ] && exit 0
mpirun --allow-run-as-root --oversubscribe -np {ranks} {binary}/score4-solve-mpi --weak \\
    --depth {depth} --hash 64 --checkpoint "units/$1.ck" --certificate "units/$1.cert" \\
    "$moves" >"units/$1.out" 2>"units/$1.err"
""")
    os.chmod(os.path.join(directory, "unit.sh"), 0o755)
    with open(os.path.join(directory, "unit.sub"), "w", encoding="utf-8") as f:
        f.write(f"""# One work unit: HTCondor runs unit.sh on a machine with {ranks} cores.
universe = vanilla
executable = unit.sh
arguments = $(unit)
request_cpus = {ranks}
request_memory = {64 * ranks + 256}MB
output = units/$(unit).condor.out
error = units/$(unit).condor.err
log = campaign.log
queue
""")
    with open(os.path.join(directory, "join.sub"), "w", encoding="utf-8") as f:
        f.write(f"""# The join: every unit's certificate into proof.txt, then the checker.
universe = vanilla
executable = /bin/sh
arguments = "-c 'python3 {here}/campaign.py join . && {binary}/score4-check-proof proof.txt'"
output = join.out
error = join.err
log = campaign.log
queue
""")
    with open(os.path.join(directory, "campaign.dag"), "w", encoding="utf-8") as f:
        f.write("# condor_submit_dag campaign.dag; after a failure, the same command resumes\n"
                "# from the rescue DAG (campaign.dag.rescue001), done units not run again.\n")
        for number, _ in units:
            f.write(f"JOB unit{number} unit.sub\nVARS unit{number} unit=\"{number}\"\n"
                    f"RETRY unit{number} 3\n")
        f.write("JOB join join.sub\n")
        f.write("PARENT " + " ".join(f"unit{n}" for n, _ in units) + " CHILD join\n")
    print(f"campaign: {len(units)} units; condor_submit_dag {directory}/campaign.dag")
    return 0


def run(directory):
    units = read_units(directory)
    done = 0
    for number, _ in units:
        if os.path.exists(os.path.join(directory, "units", f"{number}.cert")):
            done += 1
            continue
        rc = subprocess.call(["sh", os.path.join(directory, "unit.sh"), str(number)])
        if rc != 0:
            print(f"campaign: unit {number} failed (status {rc}); run again to resume",
                  file=sys.stderr)
            return 1
    print(f"campaign: {len(units)} units proved ({done} already before this run)")
    return join(directory)


def join(directory):
    with open(os.path.join(directory, "skeleton.txt"), encoding="utf-8") as f:
        lines = [line.rstrip("\n") for line in f]
    header, body = lines[:3], lines[3:-1]
    claim = header[2]
    out, new_of = [], []
    for line in body:
        words = line.split()
        if words[0] == "unit":
            number = int(words[1])
            path = os.path.join(directory, "units", f"{number}.cert")
            with open(path, encoding="utf-8") as f:
                unit = [text.rstrip("\n") for text in f]
            if len(unit) < 5 or not unit[-1].startswith("end "):
                raise SystemExit(f"campaign: {path}: not a whole certificate")
            # A drawn unit's certificate has two halves (each side's draw): the skeleton's
            # claim takes the half with its prover.
            halves, start = {}, 2
            for at, text in enumerate(unit):
                if at >= 2 and text.startswith("end "):
                    halves[unit[start]] = unit[start + 1:at]
                    start = at + 1
            if claim not in halves:
                raise SystemExit(f"campaign: unit {number}: its '{unit[2]}' is not the "
                                 f"skeleton's '{claim}': the skeleton's move above it fails")
            base = len(out)
            new_of.append(base)
            for text in halves[claim]:
                parts = text.split()
                if parts[0] == "same":
                    text = f"same {int(parts[1]) + base} {parts[2]}"
                out.append(text)
        elif words[0] == "same":
            new_of.append(len(out))
            out.append(f"same {new_of[int(words[1])]} {words[2]}")
        else:
            new_of.append(len(out))
            out.append(line)
    path = os.path.join(directory, "proof.txt")
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write("\n".join(header + out + [f"end {len(out)}"]) + "\n")
    os.replace(path + ".tmp", path)
    print(f"campaign: {path}: {len(out)} nodes")
    return 0


def main(argv):
    if len(argv) < 3 or argv[1] not in ("dag", "run", "join"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    directory = argv[2]
    if argv[1] == "dag":
        return dag(directory, argv[3:])
    if argv[1] == "run":
        return run(directory)
    return join(directory)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
