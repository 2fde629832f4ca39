"""``publish.py metric``: the file tree of one metric's Space.

A metric Space is its ``metrics/<name>/`` folder (the module script and its helper files, the
card ``README.md`` whose YAML holds the Space settings, ``app.py``, ``requirements.txt``) plus the
page all metric Spaces share, ``metrics/metric_space.py``, which ``app.py`` imports from beside
itself. :func:`build_metric_tree` writes exactly that tree, so the folder it fills is what gets
uploaded, and the same folder alone loads with ``evaluate.load`` and starts as the Space.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from ..errors import UserError
from ..metric_modules import METRICS_DIR
from .plan import refuse_links

METRICS = METRICS_DIR
"""The metric folders the package carries (``groundeval/metrics``: the checkout's ``metrics/`` in an
editable install, a copy in a wheel), so ``groundeval publish metric`` works installed too."""
SHARED = ("metric_space.py",)
"""Files of ``metrics/`` that every Space tree carries beside its ``app.py``."""
SPACE_KEYS = ("sdk", "sdk_version", "python_version", "app_file")


def known_metrics() -> list[str]:
    """Names of the metric folders: ``metrics/<name>/`` holding the module script ``<name>.py``."""
    return sorted(p.parent.name for p in METRICS.glob("*/*.py") if p.stem == p.parent.name)


def _files(folder: Path) -> list[Path]:
    """The folder's files as uploaded: nothing hidden, no bytecode caches."""
    def uploaded(path: Path) -> bool:
        parts = path.relative_to(folder).parts
        hidden = any(part.startswith(".") or part == "__pycache__" for part in parts)
        return path.is_file() and not hidden and path.suffix != ".pyc"

    return [path for path in sorted(folder.rglob("*")) if uploaded(path)]


def space_settings(folder: Path) -> dict[str, Any]:
    """The Space settings of the card ``folder/README.md``; a one-line error when one is missing."""
    from huggingface_hub import RepoCard

    readme = folder / "README.md"
    if not readme.is_file():
        raise UserError(f"{folder}: no README.md metric card")
    data = RepoCard.load(readme).data.to_dict()
    missing = [key for key in ("sdk", "sdk_version", "app_file") if not data.get(key)]
    if missing:
        raise UserError(f"{readme}: the card's YAML has no {', '.join(missing)}")
    if not (folder / data["app_file"]).is_file():
        raise UserError(f"{readme}: app_file {data['app_file']!r} is not in {folder}")
    return {key: data[key] for key in SPACE_KEYS if data.get(key)}


def build_metric_tree(name: str, dest: Path) -> dict[str, Any]:
    """Write the Space tree of metric ``name`` into ``dest`` (absent or an empty folder).

    Returns the card's Space settings for ``HfApi.create_repo`` and the files written:
    ``{"space_sdk": "gradio", "sdk_version": ..., "python_version": ..., "app_file": "app.py",
    "files": [sorted POSIX paths relative to dest]}``.
    """
    known = known_metrics()
    if name not in known:
        raise UserError(f"unknown metric {name!r}; known metrics: {', '.join(known) or 'none (no metrics folder in this installation)'}")
    dest = Path(dest)
    if dest.exists() and (not dest.is_dir() or any(dest.iterdir())):
        raise UserError(f"{dest}: exists and is not an empty folder; give a new folder for the Space tree")
    folder = METRICS / name
    settings = space_settings(folder)
    refuse_links(folder)
    sources = {path.relative_to(folder).as_posix(): path for path in _files(folder)}
    for shared in SHARED:
        if shared in sources:
            raise UserError(f"{folder / shared}: would hide the shared {METRICS / shared}; rename it")
        sources[shared] = METRICS / shared
    dest.mkdir(parents=True, exist_ok=True)
    for rel, source in sources.items():
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    out = {"space_sdk": settings.pop("sdk")}
    out.update(settings)
    out["files"] = sorted(sources)
    return out


__all__ = ["build_metric_tree", "known_metrics", "space_settings"]
