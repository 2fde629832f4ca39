#!/usr/bin/env python
"""groundeval vs lm-evaluation-harness 0.4.13, same rows and model, side by side: `python scripts/bench.py --help`.

Needs the `bench` extra: `pip install -e ".[bench]"`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval import entry  # noqa: E402
from groundeval.bench import cli  # noqa: E402

if __name__ == "__main__":
    sys.exit(entry.run("bench.py", cli))
