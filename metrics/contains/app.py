"""The Space of the `contains` metric: metric_space.py's page for contains.py, loaded by its file path
(the bare name "contains" would resolve to evaluate-metric/contains on the Hub)."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.append(str(HERE.parent))  # in a Space metric_space.py is beside this file; in the repository, in metrics/
import metric_space  # noqa: E402

demo = metric_space.build(HERE / "contains.py")

if __name__ == "__main__":
    demo.launch(show_error=True)
