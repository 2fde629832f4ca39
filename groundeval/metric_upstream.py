"""``python -m groundeval.metrics upstream NAME OUT``: a metric folder exactly as a pull request to
``huggingface/evaluate``'s ``metrics/`` would add it.

evaluate's push script copies only the module's folder to its Space, so the folder must stand on
its own: the module file(s) as they are here (formatted to evaluate's black/isort/flake8 settings,
doctests loading the bare name, ``evaluate.load("contains")``), the card with the calls that work
once the module is canonical, and evaluate's template forms of ``app.py`` (the gradio widget of
``evaluate.load(NAME)``) and ``requirements.txt`` (evaluate from the commit the push pins, then the
module's own needs). The project's own Space keeps its page (``metrics/<name>/app.py``, which
imports ``metrics/metric_space.py``). ``label_grounding`` is a community metric, published as a
Space of its own (``scripts/publish.py metric label_grounding --repo-id ORG/label_grounding``), not proposed upstream.
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

from .errors import UserError
from .metric_modules import METRICS_DIR

UPSTREAM = ("contains", "medlfqa")
EVALUATE_PIN = "git+https://github.com/huggingface/evaluate@{COMMIT_PLACEHOLDER}"
APP = '''import evaluate
from evaluate.utils import launch_gradio_widget


module = evaluate.load("{name}")
launch_gradio_widget(module)
'''


def upstream_requirements(name: str) -> str:
    """evaluate's pin, then the module's own requirements (no comments, no evaluate or datasets pins:
    the repository's install provides them)."""
    own = (METRICS_DIR / name / "requirements.txt").read_text(encoding="utf-8").splitlines()
    keep = [line.strip() for line in own if line.strip() and not line.lstrip().startswith("#")
            and not line.strip().startswith(("evaluate", "datasets"))]
    return "\n".join([EVALUATE_PIN, *keep]) + "\n"


def upstream_card(name: str) -> str:
    """The card, its calls naming the canonical module (``evaluate.load("NAME")``), without the
    note on where groundeval's other calls work."""
    lines = (METRICS_DIR / name / "README.md").read_text(encoding="utf-8").splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.startswith("# Where each call works:")), len(lines))
    end = start
    while end < len(lines) and lines[end].startswith("# "):  # the note's comment lines, however many
        end += 1
    del lines[start:end]
    return "".join(lines).replace(f'evaluate.load("metrics/{name}")', f'evaluate.load("{name}")')


def write_upstream(name: str, out: str | Path) -> Path:
    """``OUT/NAME/``: module file(s), README.md, app.py and requirements.txt in evaluate's forms."""
    if name not in UPSTREAM:
        extra = " (a community metric: publish its Space with scripts/publish.py metric label_grounding --repo-id ORG/label_grounding)" \
            if name == "label_grounding" else ""
        raise UserError(f"no upstream folder for {name!r}{extra}; upstream-ready metrics: {', '.join(UPSTREAM)}")
    target = Path(out) / name
    if target.exists() and any(target.iterdir()):
        raise UserError(f"{target} exists and is not empty; give an empty folder")
    target.mkdir(parents=True, exist_ok=True)
    for path in sorted((METRICS_DIR / name).glob("*.py")):
        if path.name != "app.py":
            shutil.copyfile(path, target / path.name)
    (target / "README.md").write_text(upstream_card(name), encoding="utf-8")
    (target / "app.py").write_text(APP.format(name=name), encoding="utf-8")
    (target / "requirements.txt").write_text(upstream_requirements(name), encoding="utf-8")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m groundeval.metrics", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    up = commands.add_parser("upstream", help="write NAME's folder as a pull request to huggingface/evaluate adds it")
    up.add_argument("name", choices=(*UPSTREAM, "label_grounding"))
    up.add_argument("out", help="the folder to write NAME/ into (e.g. the evaluate checkout's metrics/)")
    args = parser.parse_args(argv)
    target = write_upstream(args.name, args.out)
    print(f"wrote {target}: " + ", ".join(sorted(p.name for p in target.iterdir())))
    return 0
