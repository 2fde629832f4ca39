#!/usr/bin/env python
"""Publish groundeval to the Hugging Face Hub: metric Spaces, versioned datasets, run results, model-index.

Usage: ``python scripts/publish.py --help``; the usage examples are in :mod:`groundeval.cli.publish`.

This file is the checkout's entry point; the command lives in :mod:`groundeval.cli.publish`, so an
installed package runs the same ``main`` as ``groundeval publish ...``.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval.cli.publish import cli, main  # noqa: E402,F401  (the tests load this file and call these)

if __name__ == "__main__":
    sys.exit(cli())
