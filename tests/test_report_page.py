"""The report page: one self-contained index.html for any runs and tasks, checked as a file and in
a real browser (Debian's chromium driven by Playwright).

Without Chromium or the playwright package the browser tests skip with the reason; with
GROUNDEVAL_REQUIRE_BROWSER=1 (CI) they fail instead. GROUNDEVAL_CHROMIUM names the browser
binary (default: chromium or chromium-browser on PATH). The screenshot is kept in
GROUNDEVAL_TEST_ARTIFACTS (default: test-artifacts/ in the repository).
"""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from run_folders import label_qa, olaph_rows, perplexity_rows, recall_rows, write_run

from conftest import REPO, chromium_tab
from groundeval.runs import load_run

ARTIFACTS = Path(os.environ.get("GROUNDEVAL_TEST_ARTIFACTS") or REPO / "test-artifacts")


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Three runs: every task on the bundled samples; recall + label QA under another protocol,
    fda better by a known amount; one recall task alone."""
    root = tmp_path_factory.mktemp("runs")
    qa_rows, qa_metrics, qa_breakdown = label_qa(spoil=2)
    qa_rows_b, qa_metrics_b, qa_breakdown_b = label_qa(spoil=0)
    fda = recall_rows("fda", 30, 4, seed=1)
    squad = recall_rows("squad_completion", 20, 3, seed=2)
    a = write_run(root / "smollm-samples", {"fda": fda, "squad_completion": squad, "olaph": olaph_rows(24, 3),
                                            "olaph_perplexity": perplexity_rows(24, 4), "fda_label_qa": qa_rows},
                  samples=True, model="SmolLM2-135M-Instruct", scored={"fda_label_qa": (qa_metrics, qa_breakdown)})
    better = [dict(r, contains=1, prediction=r["prediction"] + " fixed") if r["idx"] % 4 == 0 else r for r in fda]
    b = write_run(root / "tuned-lm-eval", {"fda": better, "squad_completion": squad, "fda_label_qa": qa_rows_b},
                  protocol="lm-eval", model="tuned", scored={"fda_label_qa": (qa_metrics_b, qa_breakdown_b)})
    c = write_run(root / "recall-only", {"squad_completion": recall_rows("squad_completion", 20, 3, seed=9)},
                  fingerprints={"squad_completion": "other-rows"})
    return [a, b, c]


@pytest.fixture(scope="module")
def labels(runs) -> list[str]:
    """How the page names the runs: model, protocol and date (folders only where two would collide)."""
    from groundeval.runs import load_runs

    return [r.label for r in load_runs(runs)]


@pytest.fixture(scope="module")
def page(runs, tmp_path_factory):
    out = tmp_path_factory.mktemp("report")
    proc = subprocess.run([sys.executable, str(REPO / "scripts" / "report.py"), *map(str, runs), "--out", str(out),
                           "--bootstrap", "300"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return out


def test_page_is_self_contained_with_every_run_task_and_chart(page, runs, labels):
    text = (page / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"""(src|href)\s*=\s*['"]?(https?:)?//""", text)  # nothing fetched at view time
    assert "<link" not in text and "<script src" not in text
    assert labels[0].startswith("SmolLM2-135M-Instruct · protocol v1 · 20") and labels[1].startswith("tuned · protocol lm-eval")
    for label in labels:
        assert f"data-run='{label}'" in text
    for task in ("fda", "squad_completion", "olaph", "olaph_perplexity", "fda_label_qa"):
        assert f"id='task-{task}'" in text
    assert f"{labels[0]}</b> ran on the bundled samples" in text
    assert labels[1] in text and "protocol lm-eval" in text
    for png in ("fda_by_run.png", "olaph_by_source.png", "olaph_perplexity_by_source.png", "fda_label_qa_by_family.png"):
        assert (page / png).read_bytes()[:4] == b"\x89PNG"
    assert text.count("data:image/png;base64,") >= 7
    # intervals computed for runs that recorded none, beside every metric
    assert re.search(r"0\.\d{4}</span> <span class=ci>\[0\.\d{4}, 0\.\d{4}\]", text)
    tables = re.findall(r"<table class=metrics>.*?</table>", text)
    cells = [c for t in tables for c in re.findall(r"<td><span class=v>.*?</td>", t)]
    assert len(tables) == 5 and len(cells) >= 30 and all("<span class=ci>[" in c for c in cells)
    # the fda_label_qa failure analysis is still written beside it
    assert "## Reward and deductions by family" in (page / "report.md").read_text()


def test_page_comparisons_match_compare(page, runs, labels):
    (fda_vs_tuned, recall_only) = json.loads((page / "comparisons.json").read_text())["comparisons"]
    m = fda_vs_tuned["tasks"]["fda"]["metrics"]["contains"]
    gained = sum(1 for row in load_run(runs[0]).rows["fda"] if row["idx"] % 4 == 0 and not row["contains"])
    assert m["difference"] == pytest.approx(gained / 120, abs=1e-6) and m["mcnemar"]["b_only"] == gained
    passes = fda_vs_tuned["tasks"]["fda_label_qa"]["metrics"]["question_pass_rate"]  # spoiled doses fixed
    a, b = ([row["passed"] for row in load_run(run).rows["fda_label_qa"]] for run in runs[:2])
    fixed = sum(1 for x, y in zip(a, b) if y and not x)
    assert fixed >= 1 and passes["difference"] == pytest.approx(fixed / len(a), abs=1e-6)
    assert (passes["mcnemar"]["a_only"], passes["mcnemar"]["b_only"]) == (0, fixed)
    assert "squad_completion" in recall_only["refused"]  # other rows: refused, not compared
    text = (page / "index.html").read_text(encoding="utf-8")
    assert f"B = {labels[1]} vs A = {labels[0]}" in text and "refused squad_completion" in text
    assert "settings that differ: " in text and html.escape('protocol "v1" (A) vs "lm-eval" (B)') in text
    assert fda_vs_tuned["settings_differ"]["protocol"] == ["v1", "lm-eval"]


def test_report_on_a_recall_run_alone(runs, tmp_path):
    proc = subprocess.run([sys.executable, str(REPO / "scripts" / "report.py"), str(runs[2]), "--out", str(tmp_path),
                           "--no-plots"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    text = (tmp_path / "index.html").read_text()
    assert "One run: nothing to compare." in text and not (tmp_path / "report.md").exists()


# ------------------------------------------------------------------------------------------------
# in a real browser


@pytest.fixture(scope="module")
def browser_page(page):
    with chromium_tab(1400, 1000) as (tab, errors):
        tab.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
        tab.on("request", lambda req: errors.append(f"fetched {req.url}") if not req.url.startswith(("file:", "data:")) else None)
        tab.goto((page / "index.html").as_uri())
        tab.wait_for_load_state("load")
        yield tab, errors


def _count(tab) -> int:
    return tab.locator("#explorer-body tr").count()


def test_browser_loads_without_errors_and_shows_every_run(browser_page, runs, labels):
    tab, errors = browser_page
    assert errors == []
    board = tab.locator("#leaderboard tbody tr")
    assert board.count() == len(runs)
    for i, label in enumerate(labels):
        assert board.nth(i).locator("th").inner_text().startswith(label)
    assert tab.locator("#samples-warning").is_visible()
    # every table fits the page's width (a wide one scrolls inside its box): the page never scrolls sideways
    assert tab.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert tab.evaluate("[...document.querySelectorAll('table')].every(t => t.getBoundingClientRect().right <= window.innerWidth)")
    # a run's name stays readable in a table of many columns (not squeezed to a word a line), and an
    # outcome is never broken inside its word ("incorrec/t")
    widths = tab.evaluate("[...document.querySelectorAll('table tr > :first-child')].map(c => c.getBoundingClientRect().width)")
    assert min(widths) >= 150, min(widths)
    tab.select_option("#f-outcome", "incorrect")
    assert tab.evaluate("[...document.querySelectorAll('#explorer td.bad')].every(c => {"
                        " const r = document.createRange(); r.selectNodeContents(c); return r.getClientRects().length === 1; })")
    tab.select_option("#f-outcome", "")
    images = tab.locator("figure img").all()
    assert len(images) >= 7 and all(img.evaluate("i => i.naturalWidth > 0") for img in images)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(ARTIFACTS / "report_page.png"), full_page=True)
    assert (ARTIFACTS / "report_page.png").stat().st_size > 10_000


def _rows(run: Path, task: str | None = None) -> int:
    rows = load_run(run).rows
    return sum(len(r) for t, r in rows.items() if task in (None, t))


def test_browser_explorer_filters_change_the_rows(browser_page, runs):
    tab, errors = browser_page
    total = sum(_rows(run) for run in runs)
    assert tab.locator("#explorer-count").inner_text().endswith(f"({total} in all)")
    assert _count(tab) == 100  # first page
    tab.select_option("#f-task", "fda_label_qa")
    questions = _rows(runs[0], "fda_label_qa")
    assert _count(tab) == 2 * questions
    assert tab.locator("#explorer-body").inner_text().count("critical errors:") == 2 * questions
    assert "wrong_dose" in tab.locator("#explorer-body").inner_text()  # the spoiled doses of the first run
    tab.select_option("#f-run", "1")
    assert _count(tab) == questions
    tab.select_option("#f-task", "fda")
    tab.select_option("#f-outcome", "incorrect")
    wrong = _count(tab)
    assert 0 < wrong < 100
    outcomes = tab.locator("#explorer-body tr td:nth-child(4)").all_inner_texts()
    assert set(outcomes) == {"incorrect"}
    tab.select_option("#f-outcome", "correct")
    assert _count(tab) == 120 - wrong
    tab.fill("#f-search", "answer 8 right fixed")
    assert _count(tab) == 1 and "answer 8 right fixed" in tab.locator("#explorer-body").inner_text()
    tab.fill("#f-search", "")
    tab.select_option("#f-run", "")
    tab.select_option("#f-outcome", "")
    tab.select_option("#f-task", "")
    tab.click("#explorer-more")
    assert _count(tab) == 200
    assert errors == []


def test_metric_items_leave_out_what_is_not_a_metric():
    from groundeval.report_page import metric_items

    metrics = {"contains": 0.5, "contains_ci": [0.4, 0.6], "n": 10, "bootstrap": {"resamples": 100},
               "draws": {"num_samples": 3, "per_draw": {"contains": [0.4, 0.5, 0.6]}},
               "repeated": {"num_draws": 3}, "components": {"schema": 1.0}, "components_ci": {"schema": [0.9, 1.0]}}
    assert metric_items(metrics) == [("contains", 0.5, [0.4, 0.6]), ("components.schema", 1.0, [0.9, 1.0])]

