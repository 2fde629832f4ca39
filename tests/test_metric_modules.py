"""Every metric folder as an evaluate module, after huggingface/evaluate's ``tests/test_metric_common.py``.

Each ``metrics/<name>`` is loaded with ``evaluate.load(path)``; the examples of its
``_KWARGS_DESCRIPTION`` run as doctests in the module evaluate loaded (its globals, the classes
evaluate built), ``_compute`` declares exactly the documented keyword arguments, and the folder
imports only what evaluate can copy and install.
"""

from __future__ import annotations

import ast
import doctest
import functools
import inspect
import re
import sys
from pathlib import Path

import evaluate
import pytest

from conftest import REPO

METRICS = REPO / "metrics"
NAMES = sorted(p.parent.name for p in METRICS.glob("*/*.py") if p.stem == p.parent.name)
# Imports that load models or heavy frameworks: only inside the functions that need them.
HEAVY = ("torch", "transformers", "bert_score", "sentence_transformers", "tensorflow")


@functools.lru_cache(maxsize=None)
def _load(name: str):
    return evaluate.load(str(METRICS / name), keep_in_memory=True)


def _module(name: str):
    """The module object evaluate imported for ``metrics/<name>``."""
    return sys.modules[type(_load(name)).__module__]


def _documented_args(kwargs_description: str) -> list[str]:
    """Argument names of the ``Args:`` section (4-space indented ``name (`type`...)`` lines)."""
    args = kwargs_description.split("Args:", 1)[1].split("Returns:", 1)[0]
    return re.findall(r"^    (\w+) \(", args, flags=re.MULTILINE)


def test_every_metric_folder_is_found():
    assert {"contains", "label_grounding", "medlfqa"} <= set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_docstring_examples_run_in_the_loaded_module(name, monkeypatch):
    # The examples load the bare name, as a canonical module's do ("contains"; label_grounding's,
    # a community metric's, "metrics/label_grounding"): both resolve to this folder, as evaluate's
    # own test of its metrics resolves them to its metrics/ folder.
    real_load = evaluate.load
    monkeypatch.setattr(evaluate, "load", lambda path, *a, **k: real_load(str(METRICS / Path(path).name), *a, **k))
    module = _module(name)
    examples = module._KWARGS_DESCRIPTION.split("Examples:", 1)[1].count(">>> ")
    assert examples, f"{name}: no Examples in _KWARGS_DESCRIPTION"
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    report: list[str] = []
    for test in doctest.DocTestFinder().find(module, module.__name__):
        runner.run(test, out=report.append)
    results = runner.summarize(verbose=False)
    assert results.failed == 0, "".join(report)
    assert results.attempted >= examples


@pytest.mark.parametrize("name", NAMES)
def test_compute_declares_the_documented_keyword_arguments(name):
    params = inspect.signature(type(_load(name))._compute).parameters
    assert all(p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL) for p in params.values()), "no *args / **kwargs"
    assert [p for p in params if p != "self"] == _documented_args(_module(name)._KWARGS_DESCRIPTION)


def _import_problems(path) -> list[str]:
    """What breaks evaluate's copy of a metric folder: several modules in one ``import``, imports of
    groundeval or dataset_builders, heavy imports at module level, relative imports of anything but
    a sibling file. (evaluate finds a sibling file by the first line of ``from .x import (...)``, so
    isort's parenthesised imports are fine; loading from a fresh module cache checks it.)"""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top_level = set(map(id, tree.body))
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots = [a.name.split(".")[0] for a in node.names]
            if len(node.names) > 1:
                problems.append(f"{path.name}:{node.lineno}: one module per import statement")
        elif isinstance(node, ast.ImportFrom) and node.module != "__future__":
            roots = [(node.module or "").split(".")[0]] if not node.level else []
            targets = [node.module] if node.module else [a.name for a in node.names]  # "from . import x"
            if node.level and (node.level > 1 or not all((path.parent / f"{t}.py").is_file() for t in targets)):
                problems.append(f"{path.name}:{node.lineno}: relative import of a file outside the folder")
        else:
            continue
        if {"groundeval", "dataset_builders"} & set(roots):
            problems.append(f"{path.name}:{node.lineno}: imports the groundeval repository")
        if id(node) in top_level and set(HEAVY) & set(roots):
            problems.append(f"{path.name}:{node.lineno}: heavy import at module level")
    return problems


@pytest.mark.parametrize("name", NAMES)
def test_folder_is_self_contained_one_import_per_line(name):
    problems = [p for path in sorted((METRICS / name).glob("*.py")) for p in _import_problems(path)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", NAMES)
def test_card_and_space_files(name):
    folder = METRICS / name
    card = (folder / "README.md").read_text(encoding="utf-8")
    assert card.startswith("---\n") and "sdk: gradio" in card and "app_file: app.py" in card
    for section in ("Metric Description", "How to Use", "Inputs", "Output Values", "Values from Popular Papers",
                    "Examples", "Limitations and Bias", "Citation", "Further References"):
        assert re.search(rf"^#+ {section}$", card, flags=re.MULTILINE), section
    assert (folder / "app.py").is_file() and "evaluate" in (folder / "requirements.txt").read_text()
