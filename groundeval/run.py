"""``accelerate launch -m groundeval.run ...`` (and ``python -m groundeval.run``): the evaluation
from an installed package, the same ``main`` as ``scripts/run.py`` and ``groundeval run``."""

import sys

from .cli.run import main

if __name__ == "__main__":
    sys.exit(main())
