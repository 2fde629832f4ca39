"""The report page under hostile output: a 5 MB prediction without spaces, lone surrogates and
control characters, 10,000 rows. Cells are bounded, the whole text is one click away, the page
loads in Chromium in well under 5 s."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time

import pytest
from run_folders import recall_rows, write_run

from conftest import REPO, chromium_tab
from groundeval import report_page



@pytest.fixture(scope="module")
def hostile_run(tmp_path_factory):
    """A recall run of 10,000 rows whose predictions include a 5 MB string without spaces, a lone
    surrogate and control characters."""
    rows = recall_rows("fda", 1000, 10, seed=7)
    rows[0]["prediction"] = "x" * 5_000_000
    rows[1]["prediction"] = "bad \ud800 surrogate and \x00\x07 controls"
    rows[2]["gold"] = "g" * 3000
    return write_run(tmp_path_factory.mktemp("hostile"), {"fda": rows})


def test_report_bounds_cells_and_survives_surrogates(hostile_run, tmp_path):
    proc = subprocess.run([sys.executable, str(REPO / "scripts" / "report.py"), str(hostile_run), "--out", str(tmp_path),
                           "--no-plots", "--bootstrap", "0"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    text = (tmp_path / "index.html").read_text(encoding="utf-8")
    data = json.loads(re.search(r"<script id=explorer-data type='application/json'>(.*?)</script>", text, re.S).group(1))
    first = data["rows"][0]
    assert len(first["p"]) == report_page.CELL_CHARS and first["cut"] == {"p": 5_000_000}
    assert "\ufffd" in data["rows"][1]["p"] and "\ud800" not in text
    full = json.loads(re.search(r"<script id=explorer-full type='application/json'>(.*?)</script>", text, re.S).group(1))
    assert len(full["0.p"]) == 5_000_000 and len(full["2.g"]) == 3000


@pytest.mark.slow
def test_browser_hostile_page_loads_fast_and_shows_all_on_demand(hostile_run, tmp_path):
    out = tmp_path / "report"
    report_page.build_report([hostile_run], out, resamples=0, charts=False)
    with chromium_tab(1400, 1000) as (tab, errors):
        started = time.perf_counter()
        tab.goto((out / "index.html").as_uri())
        tab.wait_for_load_state("load")
        tab.wait_for_selector("#explorer-body tr")
        seconds = time.perf_counter() - started
        assert errors == []
        assert seconds < 5, f"the page of a 10,000-row run took {seconds:.1f} s to load"
        assert "10000 in all" in tab.locator("#explorer-count").inner_text()
        first = tab.locator("#explorer-body tr").first.locator("td").nth(4)
        assert len(first.inner_text()) < report_page.CELL_CHARS + 100
        first.locator("button.show-all").click()
        assert len(first.inner_text()) == 5_000_000
