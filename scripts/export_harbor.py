#!/usr/bin/env python
"""Export a built fda_label_qa dataset as Harbor task folders (one per family).

    python scripts/export_harbor.py --build groundeval/samples/fda_labels/built --out harbor_tasks
    harbor run -p harbor_tasks/fda-label-qa-numeric-dosage -a oracle     # with Docker

Each folder's tests/test.sh also runs without Docker:
    ANSWERS_PATH=answers.json VERIFIER_LOGS=logs bash harbor_tasks/<task>/tests/test.sh
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dataset_builders.fda_label_qa.families import FAMILIES  # noqa: E402
from dataset_builders.fda_label_qa.harbor import export_harbor  # noqa: E402


def _org(text: str) -> str:
    """An organisation name as the Hub and Harbor spell them: letters, digits, '-', '_', '.'."""
    import argparse
    import re

    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,95}", text) or ".." in text:
        raise argparse.ArgumentTypeError(f"{text!r} is not an organisation name (letters, digits, '-', '_', '.')")
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default=str(Path(__file__).resolve().parents[1] / "groundeval/samples/fda_labels/built"),
                        help="folder written by `python -m dataset_builders.fda_label_qa.build` "
                             "(default: the bundled sample)")
    parser.add_argument("--out", required=True, help="folder to write the task folders into")
    parser.add_argument("--families", nargs="*", default=None, choices=FAMILIES,
                        help="families to export (default: all seven)")
    parser.add_argument("--rubric", default="v1", choices=("v1", "v2", "v3"), help="rubric the verifier scores with")
    parser.add_argument("--org", default="groundeval", type=_org, help="organisation part of the Harbor task names (org/name)")
    args = parser.parse_args(argv)
    dirs = export_harbor(args.build, args.out, args.families, rubric_name=args.rubric, org=args.org)
    print(json.dumps({"tasks": [str(d) for d in dirs]}, indent=1))
    return 0


if __name__ == "__main__":
    from groundeval import entry

    sys.exit(entry.run("export_harbor.py", main))
