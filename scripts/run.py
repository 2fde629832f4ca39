#!/usr/bin/env python
"""Evaluate a causal LM on groundeval tasks, on one CPU or many GPUs.

Usage: ``python scripts/run.py --help``; the usage examples are in :mod:`groundeval.cli.run`.

This file is the checkout's entry point; the command lives in :mod:`groundeval.cli.run`, so an
installed package runs the same ``main`` as ``groundeval run ...`` or ``accelerate launch -m groundeval.run ...``.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval.cli.run import main, parse_args  # noqa: E402,F401  (the tests load this file and call these)

if __name__ == "__main__":
    sys.exit(main())
