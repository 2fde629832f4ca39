#!/usr/bin/env python
"""Paired comparison of runs on the same rows: is run B better than run A, and by how much?

Usage: ``python scripts/compare.py --help``; the usage examples are in :mod:`groundeval.cli.compare`.

This file is the checkout's entry point; the command lives in :mod:`groundeval.cli.compare`, so an
installed package runs the same ``main`` as ``groundeval compare ...``.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval.cli.compare import cli, main  # noqa: E402,F401  (the tests load this file and call these)

if __name__ == "__main__":
    sys.exit(cli())
