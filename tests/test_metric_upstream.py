"""``contains`` and ``medlfqa`` are upstream-ready: the folders ``python -m groundeval.metrics upstream``
writes pass the checks huggingface/evaluate runs on its canonical metrics, against the installed
evaluate, from a folder laid out as its repository is (``metrics/<name>/``):

* what its ``tests/test_metric_common.py`` checks of each module: loaded by
  ``evaluation_module_factory("metrics/<name>")`` and ``import_main_class``, no ``**kwargs`` in
  ``_compute``, and the module's doctests (which load the bare name) passing with ``evaluate.load``
  resolved to ``metrics/<name>`` (more than one example attempted, none failed);
* its style checks (its Makefile's ``quality``): black 22 at line length 119 for py36, isort and
  flake8 with its ``setup.cfg`` settings (written below: the settings, not its file);
* its Space template's ``app.py`` and ``requirements.txt`` forms.
"""

from __future__ import annotations

import doctest
import importlib
import inspect
import os
import shutil
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from conftest import REPO


# huggingface/evaluate's setup.cfg settings for isort and flake8 (its quality checks).
STYLE_SETTINGS = """[isort]
ensure_newline_before_comments = True
force_grid_wrap = 0
include_trailing_comma = True
line_length = 119
lines_after_imports = 2
multi_line_output = 3
use_parentheses = True

[flake8]
ignore = E203, E501, W503
max-line-length = 119
per-file-ignores =
    metrics/*:F401
"""


@pytest.fixture(scope="module")
def upstream(tmp_path_factory) -> Path:
    """A folder shaped like the evaluate repository: setup.cfg and metrics/<name>/ for both metrics."""
    root = tmp_path_factory.mktemp("evaluate-checkout")
    (root / "setup.cfg").write_text(STYLE_SETTINGS)
    for name in ("contains", "medlfqa"):
        done = subprocess.run([sys.executable, "-m", "groundeval.metrics", "upstream", name, str(root / "metrics")],
                              cwd=REPO, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
    return root


def test_the_folders_are_evaluates_forms(upstream):
    for name in ("contains", "medlfqa"):
        folder = upstream / "metrics" / name
        assert sorted(p.name for p in folder.iterdir()) >= sorted(["README.md", "app.py", f"{name}.py", "requirements.txt"])
        assert f'module = evaluate.load("{name}")' in (folder / "app.py").read_text()
        assert "metric_space" not in (folder / "app.py").read_text()  # the project's own Space page stays home
        requirements = (folder / "requirements.txt").read_text().splitlines()
        assert requirements[0] == "git+https://github.com/huggingface/evaluate@{COMMIT_PLACEHOLDER}"
        assert f'evaluate.load("{name}")' in (folder / "README.md").read_text()
        assert f'evaluate.load("metrics/{name}")' not in (folder / "README.md").read_text()
    assert "sacrebleu>=2" in (upstream / "metrics" / "medlfqa" / "requirements.txt").read_text()


@pytest.mark.parametrize("name", ["contains", "medlfqa"])
def test_evaluates_common_module_checks(upstream, name, monkeypatch, tmp_path):
    import evaluate
    from evaluate.loading import evaluation_module_factory, import_main_class

    monkeypatch.chdir(upstream)
    monkeypatch.setenv("HF_MODULES_CACHE", str(tmp_path / "modules"))  # a fresh copy: sibling files must be found
    doctest.ELLIPSIS_MARKER = "[...]"
    try:
        module = importlib.import_module(evaluation_module_factory(os.path.join("metrics", name), module_type="metric").module_path)
        metric_class = import_main_class(module.__name__)
        parameters = inspect.signature(metric_class._compute).parameters.values()
        assert all(p.kind != p.VAR_KEYWORD for p in parameters), "no **kwargs in _compute"
        real_load = evaluate.load
        with mock.patch("evaluate.load", side_effect=lambda n, *a, **k: real_load(os.path.join("metrics", n), *a, **k)):
            results = doctest.testmod(module, verbose=False, raise_on_error=True)
    finally:
        doctest.ELLIPSIS_MARKER = "..."
    assert results.failed == 0 and results.attempted > 1


@pytest.mark.parametrize("tool", ["black", "isort", "flake8"])
def test_evaluates_style_checks(upstream, tool):
    if shutil.which(tool, path=str(Path(sys.executable).parent)) is None and shutil.which(tool) is None:
        pytest.fail(f"{tool} is not installed (it is in the test extra)")
    if tool == "black":
        version = subprocess.run([sys.executable, "-m", "black", "--version"], capture_output=True, text=True).stdout
        assert "black, 22." in version, f"evaluate's checks pin black~=22.0, found {version.strip()}"
        argv = ["black", "--check", "--line-length", "119", "--target-version", "py36", "metrics"]
    elif tool == "isort":
        argv = ["isort", "--check-only", "metrics"]
    else:
        argv = ["flake8", "metrics"]
    done = subprocess.run([sys.executable, "-m", *argv], cwd=upstream, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def test_label_grounding_is_a_community_metric(tmp_path):
    done = subprocess.run([sys.executable, "-m", "groundeval.metrics", "upstream", "label_grounding", str(tmp_path)],
                          cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "community metric" in done.stderr and len(done.stderr.strip().splitlines()) == 1
