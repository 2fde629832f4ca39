#!/usr/bin/env python
"""Paired comparison of runs on the same rows: is run B better than run A, and by how much?

    python scripts/compare.py runs/model-a runs/model-b
    python scripts/compare.py runs/base runs/tuned-1 runs/tuned-2 --json compare.json --bootstrap 2000

Every run after the first is compared with the first. For each task in both runs that scored the
same rows (the same dataset fingerprint; other tasks are refused, with the reason), each metric's
difference B - A with a paired, clustered bootstrap interval (rows on one chunk, passage, label or
question are drawn together, once for both runs) and p-value, plus the exact McNemar test for
binary metrics (contains, question pass). Prints a table and writes the same data as JSON.

This file is the checkout's entry point; the command lives in :mod:`groundeval.cli.compare`, so an
installed package runs the same ``main`` as ``groundeval compare ...``.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval.cli.compare import cli, main  # noqa: E402,F401  (the tests load this file and call these)

if __name__ == "__main__":
    sys.exit(cli())
