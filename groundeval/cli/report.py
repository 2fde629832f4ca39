#!/usr/bin/env python
"""One report page for a set of runs, and the fda_label_qa failure analysis.

    python scripts/report.py runs/model-a                               # one run, any tasks: runs/model-a/report/
    python scripts/report.py runs/model-a runs/model-b runs/c --out report/
    python scripts/report.py jobs/2026-11-30__10-00-00 --out report/    # Harbor job folder(s)

For run folders (``--output-dir`` of run.py or one model folder in it: lm-eval's results_<date>.json
and samples_<task>_<date>.jsonl) it writes report/index.html, one
self-contained page (inline CSS, JS, data and charts; nothing is fetched when it is viewed): a
leaderboard with intervals, every task's metrics and charts (by run and protocol, by source or
family), paired comparisons of each run with the first, and a per-row explorer. The charts are
also written beside it as PNGs, and the comparisons as comparisons.json.

Where a run has fda_label_qa, and for Harbor job folders, it also writes the failure analysis as
before: report.md (deductions by component and family, critical errors, the worst questions),
report.json and the plots reward_by_family.png and reward_by_component.png.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from groundeval import entry

from groundeval.errors import UserError
from groundeval.fda_label_report import write_report
from groundeval.report_page import build_report
from groundeval.runs import read_record, run_files, run_folders


PROG = "report.py"  # how messages name the command (`groundeval report` under the console script)


def has_label_rows(path: str) -> bool:
    """The run wrote fda_label_qa samples (its latest results file lists the task)."""
    folder, results = run_files(path)
    return "fda_label_qa" in (read_record(results).get("results") or {})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=PROG, description=entry.examples(__doc__, "report.py", PROG), formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+",
                        help="run folder(s) (an --output-dir of run.py: every model run into it; or one model folder in it) "
                             "or Harbor job folder(s) "
                             "(searched for */verifier/diagnostics.json)")
    parser.add_argument("--out", default=None, help="folder for index.html, the PNG charts and the fda_label_qa analysis "
                        "(default: report/ inside the first folder given)")
    parser.add_argument("--worst", type=entry.int_range(0), default=10, help="fda_label_qa: how many lowest-scoring questions to list")
    parser.add_argument("--no-plots", action="store_true", help="skip the PNG charts (no matplotlib needed)")
    parser.add_argument("--bootstrap", type=entry.int_range(0, 1_000_000), default=1000, metavar="N",
                        help="bootstrap resamples for runs that recorded no intervals, and for the comparisons (0: off)")
    parser.add_argument("--seed", type=int, default=1234, help="bootstrap seed")
    args = parser.parse_args(argv)
    if args.out is None:
        args.out = str(Path(args.inputs[0]) / "report")
    for p in args.inputs:
        if not Path(p).is_dir():
            raise UserError(f"{p}: no such folder; give run folders (--output-dir of run.py) or Harbor job folders")
    # a run folder, or an output folder several models were run into (each of their runs); else a Harbor job
    inputs = list(dict.fromkeys(pair for p in args.inputs for pair in ([(str(f), True) for f in run_folders(p)] or [(p, False)])))
    runs = [p for p, is_run in inputs if is_run]
    label_inputs = [p for p, is_run in inputs if not is_run or has_label_rows(p)]
    summary: dict = {}
    links = []
    if label_inputs:
        analysis = write_report(label_inputs, args.out, worst=args.worst, plots=not args.no_plots)
        summary["fda_label_qa"] = {"mean_score": analysis["overall"].get("mean_score"), "files": analysis["files"]}
        links = [Path(f).name for f in analysis["files"]]
    if runs:
        page = build_report(runs, args.out, resamples=args.bootstrap, seed=args.seed, charts=not args.no_plots,
                            extra_links=links)
        summary["page"] = {"runs": page["runs"], "files": page["files"]}
    print(json.dumps(summary, indent=1))
    return 0


def cli(argv: list[str] | None = None) -> int:
    """``main`` under the project's one error path (one line and exit status 2 for a user's mistake)."""
    return entry.run(PROG, main, argv)


if __name__ == "__main__":
    sys.exit(cli())
