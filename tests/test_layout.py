"""The import graph the layout promises (docs/layout.md): the builders import the library, never the
reverse, and the writer of lm-eval's files does not import the runner that calls it (no cycle)."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import REPO

LIBRARY = REPO / "groundeval"


def imported_modules(path: Path) -> set[str]:
    """Every module a file imports, at any depth (lazy imports inside functions included), as
    absolute dotted names (relative imports resolved against the file's package)."""
    package = ".".join(path.relative_to(REPO).with_suffix("").parts[:-1])
    if path.name == "__init__.py":
        package = ".".join(path.relative_to(REPO).parts[:-1])
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            out.add(base)
            out.update(f"{base}.{a.name}" for a in node.names)
    return out


def test_imported_modules_reads_lazy_and_relative_imports():
    pkg = REPO / "groundeval" / "tasks" / "olaph.py"
    found = imported_modules(pkg)
    assert "groundeval.medlfqa" in found and "groundeval.tasks.base" in found
    # an import inside a function counts as much as one at the top
    assert "groundeval.medlfqa" in imported_modules(LIBRARY / "bench.py")


def test_the_library_never_imports_the_builders():
    offenders = sorted(f"{p.relative_to(REPO)}: {m}" for p in LIBRARY.rglob("*.py")
                       for m in imported_modules(p) if m == "dataset_builders" or m.startswith("dataset_builders."))
    assert not offenders, offenders


def test_lmeval_files_does_not_import_the_runner():
    # the runner writes lm-eval's files (it imports lmeval_files); the writer knows nothing of the runner
    assert not {m for m in imported_modules(LIBRARY / "lmeval_files.py") if m.startswith("groundeval.runner")}


# Modules the library imports that no requirement of pyproject.toml names, and why: a backend that
# needs a CUDA GPU, which its own error message tells the user to install.
NOT_DECLARED = {"vllm": "--backend vllm: `pip install vllm` on a GPU machine (groundeval/engine/vllm.py says so)"}


def _declared() -> set[str]:
    """Distribution names (canonical) pyproject.toml requires: its dependencies and every extra."""
    import tomllib

    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    reqs = [*project["dependencies"], *(r for extra in project["optional-dependencies"].values() for r in extra)]
    return {canonicalize_name(Requirement(r).name) for r in reqs}


def test_every_module_the_library_imports_is_a_declared_requirement():
    """A module found only because another package brought it (httpx through gradio, jinja2 through
    torch) breaks a user's install the day that package drops it: the API backend imported httpx,
    which no requirement named, and its --estimate ended in a ModuleNotFoundError from a wheel."""
    import importlib.metadata
    import sys

    from packaging.utils import canonicalize_name

    owners = importlib.metadata.packages_distributions()
    declared = _declared()
    missing = {}
    for path in LIBRARY.rglob("*.py"):
        for module in imported_modules(path):
            top = module.split(".")[0]
            if not top or top in sys.stdlib_module_names or top == "groundeval" or top in NOT_DECLARED:
                continue
            dists = {canonicalize_name(d) for d in owners.get(top, [top])}
            if not dists & declared:
                missing.setdefault(top, []).append(str(path.relative_to(REPO)))
    assert not missing, missing
