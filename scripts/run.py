#!/usr/bin/env python
"""Evaluate a causal LM on groundeval tasks: `accelerate launch scripts/run.py --help`."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
