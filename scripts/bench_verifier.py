#!/usr/bin/env python
"""How long a label-grounding rubric takes to score one validation round, each run in a fresh
process (every label read anew), against another checkout of the project in the same command.

    python scripts/bench_verifier.py                          # v3 on round 17, 3 runs
    python scripts/bench_verifier.py --tree /tmp/groundeval-old --runs 5
    git worktree add /tmp/groundeval-old <commit>             # a checkout to compare with

Runs alternate between the checkouts, so that a busy machine slows both alike; the figure is the
mean wall time of scoring the round's answers (loading the gold and the labels, and a warm-up on
five answers, are not counted). The rounds are read from this checkout and the shared samples from
--shared, so an older checkout is timed on the same answers.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from groundeval import entry  # noqa: E402
from groundeval.errors import UserError  # noqa: E402

_TIMED = """
import json, sys, time
from pathlib import Path
tree, rows_file, shared, rubric = sys.argv[1:5]
sys.path[:0] = [tree, tree + "/scripts"]
import verifier_agreement as va
rows = [json.loads(line) for line in open(rows_file, encoding="utf-8")]
gold, passages = va.questions(Path(shared))
va.judge(rows[:5], gold, passages, rubric)
start = time.perf_counter()
va.judge(rows, gold, passages, rubric)
print(time.perf_counter() - start)
"""


def time_once(tree: Path, rows_file: Path, shared: Path, rubric: str) -> float:
    """Seconds one fresh process of checkout ``tree`` takes to score the round's answers."""
    out = subprocess.run([sys.executable, "-c", _TIMED, str(tree), str(rows_file), str(shared), rubric],
                         capture_output=True, text=True, cwd=tree)
    if out.returncode:
        last = (out.stderr.strip().splitlines() or ["no output"])[-1]
        raise UserError(f"timing the checkout {tree} failed: {last}")
    return float(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--round", type=entry.int_range(1), default=17, dest="round_")
    parser.add_argument("--runs", type=entry.int_range(1, 100), default=3, help="Runs per checkout; the mean is reported.")
    parser.add_argument("--rubric", default="v3", choices=("v1", "v2", "v3"))
    parser.add_argument("--tree", type=Path, action="append", default=[],
                        help="another checkout to time beside this one (repeatable)")
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "data" / "fda_labels")
    args = parser.parse_args(argv)
    from dataset_builders.fda_label_qa import validation

    rows_file = validation.round_file(args.round_)
    trees = [ROOT, *(t.resolve() for t in args.tree)]
    if not rows_file.is_file():
        raise UserError(f"round {args.round_} has no file ({rows_file.name}); rounds: {validation.rounds()}")
    for tree in trees:
        if not (tree / "scripts" / "verifier_agreement.py").is_file():
            raise UserError(f"{tree} is not a checkout of groundeval (no scripts/verifier_agreement.py)")
    if not args.shared.is_dir():
        raise UserError(f"the shared samples are not at {args.shared}; pass --shared DIR")
    times: dict[Path, list[float]] = {t: [] for t in trees}
    for _ in range(args.runs):
        for tree in trees:
            times[tree].append(time_once(tree, rows_file, args.shared, args.rubric))
    report = {str(t): {"mean_s": round(statistics.mean(v), 3), "runs_s": [round(x, 3) for x in v]}
              for t, v in times.items()}
    print(json.dumps({"round": args.round_, "rubric": args.rubric, "trees": report}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(entry.run("bench_verifier.py", main))
