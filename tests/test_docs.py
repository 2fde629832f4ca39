"""The guides' commands work: every ``docs/*.md`` guide opens with a fenced ``bash`` block marked
``<!-- tested: ... -->``, and each such block runs here as written (``bash -euo pipefail``, from the
repository's root, offline, ``$OUT`` an empty folder of the test's), like a doctest. A run that
names no model (the embedded default's SmolLM2) runs on the tests' tiny model instead (``--model``
inserted after ``scripts/run.py``): the guides' flow is what is checked here, and the embedded
default's loading is checked by the tests of the models and of the API backend. The README's links
lead to files that exist."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO

MARK = "<!-- tested:"
GUIDES = sorted(p for p in (REPO / "docs").glob("*.md") if p.name != "README.md")


def _blocks(text: str) -> list[str]:
    return re.findall(r"<!-- tested:[^>]*-->\n```bash\n(.*?)\n```", text, flags=re.DOTALL)


def test_every_guide_has_tested_commands():
    assert len(GUIDES) >= 8
    for guide in GUIDES:
        assert _blocks(guide.read_text(encoding="utf-8")), f"{guide.name}: no tested block"


def on_the_tiny_model(block: str) -> str:
    """Each ``python scripts/run.py`` line that names no model, with ``--model "$TINY_MODEL"``."""
    return "\n".join(re.sub(r"^(python scripts/run\.py)(?=\s)", r'\1 --model "$TINY_MODEL"', line)
                     if not re.search(r"--model|--backend", line) else line for line in block.splitlines())


def test_runs_without_a_model_go_to_the_tiny_model():
    assert on_the_tiny_model("python scripts/run.py --tasks fda\nls x") == 'python scripts/run.py --model "$TINY_MODEL" --tasks fda\nls x'
    kept = "python scripts/run.py --backend openai --model_args base_url=X"
    assert on_the_tiny_model(kept) == kept


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.stem)
def test_the_guides_commands_run(guide, tmp_path, tiny_model_dir):
    env = {**os.environ, "OUT": str(tmp_path), "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1",
           "TINY_MODEL": str(tiny_model_dir), "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    for block in map(on_the_tiny_model, _blocks(guide.read_text(encoding="utf-8"))):
        done = subprocess.run(["bash", "-euo", "pipefail", "-c", block], cwd=REPO, env=env, capture_output=True,
                              text=True, timeout=600)
        assert done.returncode == 0, f"{guide.name}:\n{block}\n--- stderr ---\n{done.stderr[-3000:]}"


def test_readme_and_guide_links_resolve():
    for page in [REPO / "README.md", *(REPO / "docs").glob("*.md")]:
        for target in re.findall(r"\]\((?!https?:|#|mailto:)([^)\s#]+)", page.read_text(encoding="utf-8")):
            assert (page.parent / target).exists(), f"{page.relative_to(REPO)} links to a missing {target}"
