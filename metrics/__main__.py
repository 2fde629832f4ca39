"""``python -m groundeval.metrics upstream NAME OUT`` (see :mod:`groundeval.metric_upstream`)."""

import sys

from groundeval import entry
from groundeval.metric_upstream import main


if __name__ == "__main__":
    sys.exit(entry.run("groundeval.metrics", main))
