"""The Space of the `label_grounding` metric: metric_space.py's page for label_grounding.py, loaded by its file path
(the bare name "label_grounding" would resolve to evaluate-metric/label_grounding on the Hub)."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.append(str(HERE.parent))  # in a Space metric_space.py is beside this file; in the repository, in metrics/
import metric_space  # noqa: E402

demo = metric_space.build(HERE / "label_grounding.py")

if __name__ == "__main__":
    demo.launch(show_error=True)
