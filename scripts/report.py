#!/usr/bin/env python
"""One report page for a set of runs, and the fda_label_qa failure analysis.

Usage: ``python scripts/report.py --help``; the usage examples are in :mod:`groundeval.cli.report`.

This file is the checkout's entry point; the command lives in :mod:`groundeval.cli.report`, so an
installed package runs the same ``main`` as ``groundeval report ...``.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval.cli.report import cli, main  # noqa: E402,F401  (the tests load this file and call these)

if __name__ == "__main__":
    sys.exit(cli())
