"""The Space of the `contains` metric: the page of metric_space.py for contains.py in this folder.

The module is loaded from its file path, not by the bare name "contains", which inside a Space
resolves to evaluate-metric/contains on the Hub.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
try:
    import metric_space
except ModuleNotFoundError as exc:  # in the groundeval repository the shared page is metrics/metric_space.py
    if exc.name != "metric_space":
        raise
    sys.path.append(str(HERE.parent))
    import metric_space

demo = metric_space.build(HERE / "contains.py")

if __name__ == "__main__":
    demo.launch(show_error=True)
