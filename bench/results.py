#!/usr/bin/env python3
"""The benchmarks' result files and the docs' tables made from them.

Every current figure of docs/ lives in one row of a TSV file under bench/results/ (one file an
area: window, engine, strength, connect-solver, score4-solver, fuzzing, tests, dropped). The
docs hold each file's table between two markers and never a figure typed by hand:

    <!-- results: engine -->
    ...the table, rewritten by `bench/results.py render`...
    <!-- end results -->

Usage:
    bench/results.py record AREA MEASURE FIGURE COMMAND
        sets the row of MEASURE in bench/results/AREA.tsv (added at the end when new) to
        FIGURE and COMMAND, with this machine, today's date (UTC) and the checked-out commit
    bench/results.py render [--check]
        rewrites every marked table in docs/*.md and README.md from the files; with --check
        changes nothing and exits 1 when a table differs from its file (a test runs this)

A row keeps the date and commit of the run that measured it, so a figure nobody measured again
shows how old it is. Fields hold no tabs or newlines (record replaces them by spaces).
"""
import datetime
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS = os.path.join(ROOT, "bench", "results")
HEADER = ["measure", "figure", "command", "machine", "date", "commit"]
MARKER = re.compile(r"(<!-- results: ([a-z0-9-]+) -->\n)(.*?)(<!-- end results -->)", re.S)


def read_tsv(path):
    """The header and rows of a result file; every row as long as the header."""
    with open(path, encoding="utf-8") as f:
        lines = [line.rstrip("\n") for line in f if line.strip()]
    if not lines:
        raise SystemExit(f"results: {path}: empty (a header line is needed)")
    header = lines[0].split("\t")
    rows = []
    for number, line in enumerate(lines[1:], start=2):
        fields = line.split("\t")
        if len(fields) != len(header):
            raise SystemExit(f"results: {path}:{number}: {len(fields)} fields, "
                             f"the header has {len(header)}")
        rows.append(fields)
    return header, rows


def write_tsv(path, header, rows):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for fields in [header] + rows:
            f.write("\t".join(fields) + "\n")
    os.replace(tmp, path)


def clean(text):
    return " ".join(str(text).split())


def machine(load_text=None):
    """What the figure depends on: the processor, its cores and how busy they were (the load
    average now, or load_text: what a long run saw, such as "load 1.2-3.4")."""
    model = "unknown processor"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
        with open("/proc/loadavg", encoding="utf-8") as f:
            load = f.read().split()[0]
    except OSError:
        load = "?"
    return f"{os.cpu_count()}-core {model}, " + (load_text or f"load {load}")


def commit():
    try:
        out = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                             capture_output=True, text=True, check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def record(area, measure, figure, command, machine_load=None):
    if not re.fullmatch(r"[a-z0-9-]+", area):
        raise SystemExit(f"results: bad area name '{area}' (lower case, digits and '-')")
    path = os.path.join(RESULTS, area + ".tsv")
    header, rows = read_tsv(path) if os.path.exists(path) else (HEADER, [])
    if header != HEADER:
        raise SystemExit(f"results: {path}: not a measurement file (header {header})")
    today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    row = [clean(measure), clean(figure), clean(command), machine(machine_load), today, commit()]
    for i, old in enumerate(rows):
        if old[0] == row[0]:
            rows[i] = row
            break
    else:
        rows.append(row)
    os.makedirs(RESULTS, exist_ok=True)
    write_tsv(path, header, rows)


def table(area):
    header, rows = read_tsv(os.path.join(RESULTS, area + ".tsv"))
    code = {i for i, name in enumerate(header) if name == "command"}
    out = ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"]
    for fields in rows:
        cells = [f"`{v}`" if i in code and v else v for i, v in enumerate(fields)]
        out.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(out) + "\n"


def render(check):
    pages = [os.path.join(ROOT, "README.md")]
    docs = os.path.join(ROOT, "docs")
    pages += sorted(os.path.join(docs, n) for n in os.listdir(docs) if n.endswith(".md"))
    stale = []
    for page in pages:
        with open(page, encoding="utf-8") as f:
            text = f.read()
        new = MARKER.sub(lambda m: m.group(1) + table(m.group(2)) + m.group(4), text)
        if new != text:
            stale.append(os.path.relpath(page, ROOT))
            if not check:
                tmp = page + ".tmp"
                with open(tmp, "w", encoding="utf-8") as f:
                    f.write(new)
                os.replace(tmp, page)
    if check and stale:
        print("results: tables differ from bench/results/ in: " + ", ".join(stale)
              + " (run bench/results.py render)", file=sys.stderr)
        return 1
    return 0


def main(argv):
    if len(argv) == 6 and argv[1] == "record":
        record(*argv[2:])
        return 0
    if len(argv) in (2, 3) and argv[1] == "render" and argv[2:] in ([], ["--check"]):
        return render(argv[2:] == ["--check"])
    print(__doc__.split("Usage:")[1].split("A row keeps")[0].rstrip(), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
