"""The runner scores through ``evaluate.load`` on the repository's metric folders, as users do."""

from __future__ import annotations

import functools
from pathlib import Path

METRICS_DIR = Path(__file__).resolve().parents[1] / "metrics"


@functools.lru_cache(maxsize=None)
def load_metric(name: str):
    """``evaluate.load("metrics/<name>")`` from this repository, loaded once per process."""
    import evaluate

    folder = METRICS_DIR / name
    if not (folder / f"{name}.py").is_file():
        raise FileNotFoundError(f"no evaluate module at {folder}/{name}.py")
    return evaluate.load(str(folder))
