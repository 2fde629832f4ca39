#!/usr/bin/env python
"""Publish groundeval to the Hugging Face Hub: metric Spaces, versioned datasets, run results, model-index.

    python scripts/publish.py metric contains --repo-id ORG/contains
    python scripts/publish.py dataset build/based-fda --repo-id ORG/based-fda --version 1.0.0
    python scripts/publish.py dataset build/fda_label_qa-gold --repo-id ORG/fda_label_qa-gold --version 1.0.0 --private
    python scripts/publish.py results runs/my-model --repo-id ORG/my-model-groundeval
    python scripts/publish.py model-index runs/my-model --model-card my-model/README.md

Every command takes ``--dry-run OUT``: it writes to OUT the exact file tree it would upload and
``OUT/publish_plan.json`` (each ``HfApi`` call with its arguments; never the token) and calls
nothing. Without it the calls run with ``huggingface_hub.HfApi()``, whose token comes from
``HF_TOKEN`` or ``hf auth login``. The work lives in :mod:`groundeval.publishing`.

This file is the checkout's entry point; the command lives in :mod:`groundeval.cli.publish`, so an
installed package runs the same ``main`` as ``groundeval publish ...``.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval.cli.publish import cli, main  # noqa: E402,F401  (the tests load this file and call these)

if __name__ == "__main__":
    sys.exit(cli())
