#!/usr/bin/env python
"""Paired comparison of runs on the same rows: is run B better than run A, and by how much?

    python scripts/compare.py runs/model-a runs/model-b
    python scripts/compare.py runs/base runs/tuned-1 runs/tuned-2 --json compare.json --bootstrap 2000

Every run after the first is compared with the first. For each task in both runs that scored the
same rows (the same dataset fingerprint; other tasks are refused, with the reason), each metric's
difference B - A with a paired, clustered bootstrap interval (rows on one chunk, passage, label or
question are drawn together, once for both runs) and p-value, plus the exact McNemar test for
binary metrics (contains, question pass). Prints a table and writes the same data as JSON.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from groundeval import entry

from groundeval.results import write_json
from groundeval.runs import compare_runs, comparison_lines, load_runs


PROG = "compare.py"  # how messages name the command (`groundeval compare` under the console script)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=PROG, description=entry.examples(__doc__, "compare.py", PROG), formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", nargs="+", metavar="RUN", help="run folders (an --output-dir of run.py, or a model folder in one); the first is A")
    parser.add_argument("--json", default="compare.json", help="where the comparison goes as JSON (default: compare.json in the current folder)")
    parser.add_argument("--bootstrap", type=entry.int_range(0, 1_000_000), default=1000, metavar="N", help="bootstrap resamples")
    parser.add_argument("--seed", type=int, default=1234, help="bootstrap seed")
    parser.add_argument("--level", type=entry.fraction, default=0.95, help="interval level")
    args = parser.parse_args(argv)
    if len(args.runs) < 2:
        parser.error("give at least two run folders")
    try:
        runs = load_runs(args.runs)
    except FileNotFoundError as err:
        parser.error(str(err))
    comparisons = [compare_runs(runs[0], b, resamples=args.bootstrap, seed=args.seed, level=args.level) for b in runs[1:]]
    for comparison in comparisons:
        print("\n".join(comparison_lines(comparison)) + "\n")
    write_json(Path(args.json), {"comparisons": comparisons})
    print(f"json: {args.json}")
    if not any(c["tasks"] for c in comparisons):
        print("nothing compared: no task was scored on the same rows in both runs", file=sys.stderr)
        return 2
    return 0


def cli(argv: list[str] | None = None) -> int:
    """``main`` under the project's one error path (one line and exit status 2 for a user's mistake)."""
    return entry.run(PROG, main, argv)


if __name__ == "__main__":
    sys.exit(cli())
