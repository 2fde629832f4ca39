#!/usr/bin/env python
"""One report page for a set of runs, and the fda_label_qa failure analysis.

    python scripts/report.py runs/model-a --out report/                 # one run, any tasks
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

This file is the checkout's entry point; the command lives in :mod:`groundeval.cli.report`, so an
installed package runs the same ``main`` as ``groundeval report ...``.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval.cli.report import cli, main  # noqa: E402,F401  (the tests load this file and call these)

if __name__ == "__main__":
    sys.exit(cli())
