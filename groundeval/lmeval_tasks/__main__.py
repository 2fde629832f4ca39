"""``python -m groundeval.lmeval_tasks``: print the ``--include_path`` value for lm-evaluation-harness.

    lm_eval --include_path "$(python -m groundeval.lmeval_tasks)" --tasks groundeval_fda ...

``--list`` prints the task names in the folder instead, one per line (from the YAML files, without
importing lm-eval).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from . import HARNESS_DIR, include_path


def task_names(folder: Path = HARNESS_DIR) -> list[str]:
    """The ``task:`` of every YAML in ``folder``: what ``--tasks`` accepts after ``--include_path``."""
    names = []
    for path in sorted(folder.glob("*.yaml")):
        match = re.search(r"^task:\s*(\S+)\s*$", path.read_text(encoding="utf-8"), re.MULTILINE)
        if match:
            names.append(match.group(1))
    return names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m groundeval.lmeval_tasks", description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print the task names instead of the folder")
    args = parser.parse_args(argv)
    print("\n".join(task_names()) if args.list else include_path())
    return 0


if __name__ == "__main__":
    from groundeval import entry

    sys.exit(entry.run("python -m groundeval.lmeval_tasks", main))
