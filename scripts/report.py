#!/usr/bin/env python
"""Failure analysis of scored fda_label_qa runs.

    python scripts/report.py outputs/my-run --out report/            # a runner output folder
    python scripts/report.py jobs/2026-11-30__10-00-00 --out report/  # Harbor job folder(s)

Writes report.md (deductions by component and family, critical errors, the worst questions
with their diagnostics), report.json and the plots reward_by_family.png and
reward_by_component.png.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval.fda_label_report import write_report  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+",
                        help="runner output folder(s) (results.json + fda_label_qa/predictions.jsonl) or Harbor "
                             "job folder(s) (searched for */verifier/diagnostics.json)")
    parser.add_argument("--out", required=True, help="folder for report.md, report.json and the PNG plots")
    parser.add_argument("--worst", type=int, default=10, help="how many lowest-scoring questions to list")
    parser.add_argument("--no-plots", action="store_true", help="skip the PNG plots (no matplotlib needed)")
    args = parser.parse_args(argv)
    analysis = write_report(args.inputs, args.out, worst=args.worst, plots=not args.no_plots)
    print(json.dumps({"mean_score": analysis["overall"].get("mean_score"), "files": analysis["files"]}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
