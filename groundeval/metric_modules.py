"""Loading the repository's metric modules: the runner scores through ``evaluate.load`` on the
``metrics/<name>`` folders, the same path users take."""

from __future__ import annotations

import functools
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from .results import file_sha256

# ``groundeval/metrics`` is a link to the checkout's top-level ``metrics/`` and a real folder in a wheel.
METRICS_DIR = Path(__file__).resolve().parent / "metrics"


def metric_file(name: str) -> Path:
    """``metrics/<name>/<name>.py``, the evaluate module's script (it may not exist)."""
    return METRICS_DIR / name / f"{name}.py"


def metric_module_sha256(name: str) -> str | None:
    """SHA-256 of ``metrics/<name>/<name>.py`` (recorded with results), None if there is none."""
    path = metric_file(name)
    return file_sha256(path) if path.is_file() else None


@functools.lru_cache(maxsize=None)
def load_metric(name: str):
    """``evaluate.load("metrics/<name>")`` from this repository, loaded once per process."""
    import evaluate

    path = metric_file(name)
    if not path.is_file():
        raise FileNotFoundError(f"no evaluate module at {path}")
    # In memory: evaluate's cache file is locked for each compute and stays locked when a compute
    # raises (a model-based scorer offline), so the next compute waited a second for the lock.
    return evaluate.load(str(path.parent), keep_in_memory=True)


@functools.lru_cache(maxsize=None)
def rubric_module() -> ModuleType:
    """``metrics/label_grounding/rubric.py`` (the rubrics the ``label_grounding`` metric scores with)
    imported by file path, without ``evaluate``: it needs only the standard library, while importing
    evaluate costs seconds of torch and transformers that reading the rubric's constants never needs."""
    name = "groundeval_label_grounding_rubric"
    spec = importlib.util.spec_from_file_location(name, METRICS_DIR / "label_grounding" / "rubric.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
