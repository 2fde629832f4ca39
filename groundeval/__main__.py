"""``python -m groundeval COMMAND ...``: the ``groundeval`` console script."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
