"""One self-contained HTML page for a set of runs: ``index.html`` with inline CSS, JS, data and
charts (no network at view time), and the charts as PNGs beside it.

The page has a leaderboard (each run's headline metric per task with its interval), a section per
task (every metric with intervals, charts by run coloured by protocol and by source or family),
the paired comparisons of every run with the first, and a per-row explorer (filter by task, run,
outcome and text; prediction, gold and the row's scores side by side; for ``fda_label_qa`` the
rubric's deductions and critical errors). Runs on the bundled samples are flagged as such.
"""

from __future__ import annotations

import base64
import html
import json
import math
import re
from pathlib import Path
from typing import Any, Iterable

from .files import durable_write

from .intervals import TASKS, field_value
from .results import json_safe, utc_now, write_json
from .runs import Run, compare_runs, comparison_header, comparison_notes, comparison_rows, load_runs, with_intervals

HEADLINE = {"fda": ("contains",), "squad_completion": ("contains",), "olaph": ("composite", "rougeL"),
            "olaph_perplexity": ("word_perplexity",), "fda_label_qa": ("score",)}
NOT_METRICS = {"n", "num_rows", "n_questions", "bootstrap", "repeated", "draws", "critical_errors", "nan_reasons", "rubric"}
ENGINE_FIELDS = {"idx", "row", "draw", "prompt_tokens", "truncated_tokens", "new_tokens", "stop_reason"}
PALETTE = ("#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860", "#da8bc3", "#8c8c8c")
SAMPLES_WARNING = ("ran on the bundled samples (the embedded default or --bundled-samples), not the benchmarks: "
                   "its scores say nothing about the model")


def esc(value: Any) -> str:
    return html.escape(str(value), quote=True)


def fmt(x: Any, digits: int = 4) -> str:
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return "–" if x is None else str(x)
    return f"{x:.{digits}f}" if isinstance(x, float) and math.isfinite(x) else str(x)


def metric_items(metrics: dict[str, Any]) -> list[tuple[str, Any, Any]]:
    """(name, value, [low, high] or None) for each reported number; nested dicts as ``a.b``."""
    out = []
    for key, value in metrics.items():
        if key in NOT_METRICS or key.endswith(("_stderr", "_ci")) or isinstance(value, (bool, str, list)):
            continue
        if isinstance(value, dict):
            cis = metrics.get(f"{key}_ci") or {}
            out += [(f"{key}.{k}", v, cis.get(k)) for k, v in value.items() if isinstance(v, (int, float))]
        elif isinstance(value, (int, float)):
            out.append((key, value, metrics.get(f"{key}_ci")))
    return out


def headline(task: str, metrics: dict[str, Any]) -> str | None:
    for key in HEADLINE.get(task, ()):
        if isinstance(metrics.get(key), (int, float)):
            return key
    items = metric_items(metrics)
    return items[0][0] if items else None


def value_cell(value: Any, ci: Any, stderr: Any = None) -> str:
    text = f"<span class=v>{esc(fmt(value))}</span>"
    if isinstance(ci, list) and len(ci) == 2 and all(isinstance(c, (int, float)) for c in ci):
        text += f" <span class=ci>[{esc(fmt(ci[0]))}, {esc(fmt(ci[1]))}]</span>"
    if isinstance(stderr, float) and math.isfinite(stderr):
        text += f" <span class=se>± {esc(fmt(stderr))} s.e.</span>"
    return text


def run_badges(run: Run) -> str:
    badges = [f"<span class=badge>{esc(run.model().get('model') or '?')}</span>",
              f"<span class='badge proto'>protocol {esc(run.protocol())}</span>"]
    if run.samples:
        badges.append("<span class='badge sample'>bundled samples, not the benchmark</span>")
    return " ".join(badges)


def all_tasks(runs: list[Run]) -> list[str]:
    return list(dict.fromkeys(t for r in runs for t in r.tasks))


def leaderboard(runs: list[Run], level: float) -> str:
    tasks = all_tasks(runs)
    head = "".join(f"<th>{esc(t)}<br><small>{esc(headline(t, next(r.metrics(t) for r in runs if t in r.tasks)))}"
                   f"</small></th>" for t in tasks)
    body = []
    for run in runs:
        cells = []
        for t in tasks:
            m = run.metrics(t)
            key = headline(t, m) if m else None
            cells.append(f"<td>{value_cell(m[key], m.get(f'{key}_ci'))}</td>" if key else "<td>–</td>")
        body.append(f"<tr class=run-row data-run='{esc(run.label)}'><th>{esc(run.label)}<br>{run_badges(run)}</th>"
                    f"{''.join(cells)}</tr>")
    return (f"<p>Headline metric per task, with its {level:.0%} bootstrap interval in brackets.</p>"
            f"<table id=leaderboard><thead><tr><th>run</th>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>")


def bootstrap_note(metrics: dict[str, Any]) -> str:
    b = metrics.get("bootstrap") or {}
    if not b:
        return "no interval"
    if b.get("skipped"):
        return f"no interval: {b['skipped']}"
    text = (f"{b.get('resamples')} resamples of {b.get('n_clusters')} {b.get('cluster_unit')}s "
            f"(cluster key {b.get('cluster_key')}), seed {b.get('seed')}")
    extra = [b.get(k) for k in ("cluster_note", "few_clusters", "computed_by") if b.get(k)]
    return text + "".join(f"; {e}" for e in extra)


def task_table(task: str, runs: list[Run]) -> str:
    mine = [r for r in runs if task in r.tasks]
    names = list(dict.fromkeys(k for r in mine for k, _, _ in metric_items(r.metrics(task))))
    head = "".join(f"<th>{esc(n)}</th>" for n in names)
    body = []
    for run in mine:
        items = {k: (v, ci) for k, v, ci in metric_items(run.metrics(task))}
        m = run.metrics(task)
        cells = "".join(f"<td>{value_cell(*items[n], m.get(f'{n}_stderr'))}</td>" if n in items else "<td>–</td>"
                        for n in names)
        body.append(f"<tr><th>{esc(run.label)}</th>{cells}<td class=note>{esc(bootstrap_note(m))}</td></tr>")
    return (f"<table class=metrics><thead><tr><th>run</th>{head}<th>interval</th></tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table>")


def repeated_table(task: str, runs: list[Run]) -> str:
    parts = []
    for run in runs:
        rep = run.metrics(task).get("repeated") if task in run.tasks else None
        if not rep:
            continue
        lines = [f"{esc(k)}: " + ", ".join(f"{esc(n)} {esc(fmt(v))}" for n, v in d.items()
                                             if not isinstance(v, (list, dict)))
                 for k, d in rep.items() if isinstance(d, dict)]
        lines.append(f"prediction agreement {esc(fmt(rep.get('prediction_agreement')))}")
        parts.append(f"<h4>{esc(run.label)}: {esc(rep.get('num_draws'))} draws per row</h4><ul>"
                     + "".join(f"<li>{line}</li>" for line in lines) + "</ul>")
    return "".join(parts)


# ------------------------------------------------------------------------------------------------
# charts


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _errors(points: list[tuple[float, Any]]) -> list[list[float]]:
    """Asymmetric error bars (below, above) from (value, [low, high]); 0 where there is no interval."""
    below, above = [], []
    for value, ci in points:
        ok = isinstance(ci, list) and all(isinstance(c, (int, float)) for c in ci)
        below.append(max(value - ci[0], 0.0) if ok else 0.0)
        above.append(max(ci[1] - value, 0.0) if ok else 0.0)
    return [below, above]


def _from_zero(ax, points: list[Any]) -> None:
    """Non-negative values: the axis starts at 0 (and is not empty when every value is 0)."""
    values = [p[0] if isinstance(p, tuple) else p for p in points]
    if all(isinstance(v, (int, float)) and v >= 0 for v in values):
        ax.set_xlim(left=0, right=max(ax.get_xlim()[1], 1e-9 if any(values) else 1.0))


def _upper(ci: Any) -> float | None:
    """An interval's upper end; None where there is no interval."""
    return ci[1] if isinstance(ci, list) and len(ci) == 2 and isinstance(ci[1], (int, float)) else None


def _bulk_scale(ax, points: list[tuple[float, Any]], key: str, ys: list[float] | None = None) -> str:
    """An axis that shows every bar: when one interval (or value) reaches far past the bulk of
    the bars, the axis stops at 3x the bulk's largest value and what runs past it is cut and
    marked with an arrow; a perplexity spread over more than two orders of magnitude goes on a log
    scale. Returns what was done, for the axis label ("" when nothing was)."""
    import math

    values = [v for v, _ in points if isinstance(v, (int, float)) and math.isfinite(v)]
    if not values:
        return ""
    positive = [v for v in values if v > 0]
    if "perplexity" in key and positive and max(positive) / min(positive) > 100:
        # a log axis cannot start at 0 (where bars start): it spans the values and their intervals
        lows = positive + [ci[0] for _, ci in points if _upper(ci) is not None and isinstance(ci[0], (int, float)) and ci[0] > 0]
        highs = positive + [high for _, ci in points if (high := _upper(ci)) is not None and high > 0]
        ax.set_xscale("log")
        ax.set_xlim(min(lows) / 1.5, max(highs) * 1.5)
        return "log scale"
    ordered = sorted(abs(v) for v in values)
    bulk = ordered[len(ordered) // 2] if len(ordered) > 2 else ordered[-1]
    reach = max(values + [high for _, ci in points if (high := _upper(ci)) is not None])
    limit = 3 * bulk if bulk > 0 else None
    if limit is None or reach <= limit:
        return ""
    ax.set_xlim(right=limit)
    for i, (v, ci) in enumerate(points):
        high = _upper(ci)
        if max(v, v if high is None else high) > limit:
            ax.annotate("\u25b6 cut", (limit, ys[i] if ys else i), xytext=(-4, 0), textcoords="offset points", ha="right", va="center",
                        fontsize=7, color="#900")
    return f"cut at {limit:.4g}"


def _wrap(label: str, width: int = 30) -> str:
    """A run's label over several lines, so that a long model name leaves the bars their width."""
    import textwrap

    return "\n".join(textwrap.wrap(label, width, break_long_words=False, break_on_hyphens=False)) or label


def _save(fig, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=110, bbox_inches="tight")  # a legend beside the axes is kept whole
    _pyplot().close(fig)
    return path


def chart_by_run(task: str, runs: list[Run], out: Path, level: float) -> Path | None:
    mine = [r for r in runs if task in r.tasks and headline(task, r.metrics(task))]
    if not mine:
        return None
    key = headline(task, mine[0].metrics(task))
    points = [(float(r.metrics(task).get(key) or 0.0), r.metrics(task).get(f"{key}_ci")) for r in mine]
    protocols = list(dict.fromkeys(r.protocol(task) for r in mine))
    colours = [PALETTE[protocols.index(r.protocol(task)) % len(PALETTE)] for r in mine]
    plt = _pyplot()
    names = [_wrap(r.label) for r in mine]
    fig, ax = plt.subplots(figsize=(8, 1.2 + 0.2 * sum(n.count("\n") + 2 for n in names)))
    ax.barh(range(len(mine)), [p[0] for p in points], xerr=_errors(points), color=colours, capsize=4)
    ax.set_yticks(range(len(mine)), names)
    ax.invert_yaxis()
    from matplotlib.patches import Patch

    ax.legend(handles=[Patch(color=PALETTE[i % len(PALETTE)], label=f"protocol {proto}") for i, proto in enumerate(protocols)],
              loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8)  # beside the bars, never over them
    _from_zero(ax, points)
    scale = _bulk_scale(ax, points, key)
    ax.set_xlabel(f"{key} ({level:.0%} bootstrap interval{'; ' + scale if scale else ''})")
    ax.set_title(f"{task}: {key} by run and protocol")
    return _save(fig, out / f"{task}_by_run.png")


def chart_by_group(task: str, runs: list[Run], out: Path, level: float) -> Path | None:
    spec = TASKS.get(task)
    mine = [r for r in runs if task in r.tasks and r.breakdown(task)]
    if not spec or not spec.group or not mine:
        return None
    key = headline(task, mine[0].metrics(task))
    groups = list(dict.fromkeys(g for r in mine for g in r.breakdown(task)))
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(8, 1.4 + 0.35 * len(groups) * len(mine)))
    height = 0.8 / len(mine)
    for j, run in enumerate(mine):
        parts = [run.breakdown(task).get(g) or {} for g in groups]
        points = [(float(p.get(key) or 0.0), p.get(f"{key}_ci")) for p in parts]
        ax.barh([i + j * height for i in range(len(groups))], [p[0] for p in points], height=height,
                xerr=_errors(points), capsize=3, color=PALETTE[j % len(PALETTE)], label=_wrap(run.label, 28))
    ax.set_yticks([i + 0.4 - height / 2 for i in range(len(groups))], groups)
    ax.invert_yaxis()
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0))  # beside the bars, never over them
    _from_zero(ax, [p for r in mine for p in ((r.breakdown(task).get(g) or {}).get(key) for g in groups)])
    every = [(float(p.get(key) or 0.0), p.get(f"{key}_ci")) for r in mine for p in (r.breakdown(task).get(g) or {} for g in groups)]
    scale = _bulk_scale(ax, every, key, [i + j * height for j in range(len(mine)) for i in range(len(groups))])
    ax.set_xlabel(f"{key} ({level:.0%} bootstrap interval{'; ' + scale if scale else ''})")
    ax.set_title(f"{task}: {key} by {spec.group}")
    return _save(fig, out / f"{task}_by_{spec.group}.png")


def write_charts(runs: list[Run], out: Path, level: float) -> dict[str, list[Path]]:
    """PNG charts per task (by run, by source/family), written to ``out``."""
    charts: dict[str, list[Path]] = {}
    for task in all_tasks(runs):
        made = [chart(task, runs, out, level) for chart in (chart_by_run, chart_by_group)]
        charts[task] = [p for p in made if p is not None]
    return charts


def image(path: Path) -> str:
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return f"<figure><img alt='{esc(path.stem)}' src='data:image/png;base64,{data}'><figcaption>{esc(path.name)}</figcaption></figure>"


# ------------------------------------------------------------------------------------------------
# comparisons


def _cells(values: Iterable[Any], tag: str = "td") -> str:
    return "".join(f"<{tag}>{esc(v)}</{tag}>" for v in values)


def comparison_section(comparisons: list[dict[str, Any]]) -> str:
    if not comparisons:
        return "<p>One run: nothing to compare.</p>"
    parts = []
    for c in comparisons:
        head = _cells(comparison_header(c), "th")
        rows = "".join(f"<tr>{_cells(cells)}</tr>" for cells in comparison_rows(c))
        parts.append(f"<h3>B = {esc(c['b'])} vs A = {esc(c['a'])}</h3><table class=compare><thead><tr>{head}</tr>"
                     f"</thead><tbody>{rows}</tbody></table><ul>{_cells(comparison_notes(c), 'li')}</ul>")
    return "".join(parts)


# ------------------------------------------------------------------------------------------------
# explorer


def _weights() -> dict[str, float]:
    from .fda_label_report import rubric_weights

    return dict(rubric_weights())


def label_details(row: dict[str, Any], weights: dict[str, float]) -> dict[str, Any]:
    """fda_label_qa: deductions (weight x (1 - component)), critical errors and the rubric's notes."""
    comps = row.get("components") or {}
    return {"deductions": {c: round(w * (1 - float(comps.get(c, 0.0))), 4) for c, w in weights.items()},
            "critical_errors": list(row.get("critical_errors") or []), "notes": list(row.get("notes") or [])}


CELL_CHARS = 2000  # a cell of the rows table shows at most this much; the rest is one click away
_UNSAFE_RE = re.compile(r"[\ud800-\udfff\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def clean_text(text: Any) -> str:
    """Text a page can carry: lone surrogates and control characters (but tab and newlines) as U+FFFD."""
    return _UNSAFE_RE.sub("\ufffd", text if isinstance(text, str) else str(text))


def clean_strings(value: Any) -> Any:
    """:func:`clean_text` on every string of a JSON-shaped value (keys included)."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, dict):
        return {clean_text(k): clean_strings(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clean_strings(v) for v in value]
    return value


def bounded(entry: dict[str, Any], full: dict[str, str], key: str) -> None:
    """Cut ``entry``'s long text fields to :data:`CELL_CHARS`; their whole text goes to ``full``
    under ``<key>.<field>`` (a separate script block the page parses only when asked)."""
    for f in ("p", "g", "q"):
        text = entry.get(f) or ""
        if len(text) > CELL_CHARS:
            full[f"{key}.{f}"] = text
            entry[f] = text[:CELL_CHARS]
            entry.setdefault("cut", {})[f] = len(text)


def explorer_row(run_index: int, task: str, row: dict[str, Any], weights: dict[str, float]) -> dict[str, Any]:
    spec = TASKS.get(task)
    outcome = field_value(row, spec.means[spec.binary[0]]) if spec and spec.binary else None
    gold = row.get("gold", row.get("reference", ""))
    if task == "fda_label_qa":
        gold = f"gold status {row.get('gold_status')}; answered {row.get('pred_status')}"
    scores = {k: v for k, v in row.items() if k not in ENGINE_FIELDS and isinstance(v, (int, float))}
    key = row.get(spec.row_key) if spec else row.get("idx")
    entry = {"r": run_index, "t": task, "k": f"{key}" + (f" draw {row['draw']}" if "draw" in row else ""),
             "ok": None if outcome is None else bool(outcome), "p": str(row.get("prediction", "")), "g": str(gold or ""),
             "q": " · ".join(str(row[f]) for f in ("id", "source", "family", "qid", "question") if row.get(f)), "s": scores}
    if task == "fda_label_qa":
        entry["x"] = label_details(row, weights)
    return entry


def explorer_data(runs: list[Run]) -> tuple[dict[str, Any], dict[str, str]]:
    """The rows table's data (cells bounded, text made safe) and the whole text of the cut cells."""
    weights = _weights() if any("fda_label_qa" in r.rows for r in runs) else {}
    rows, full = [], {}
    for i, run in enumerate(runs):
        for task, task_rows in run.rows.items():
            for row in task_rows:
                entry = clean_strings(explorer_row(i, task, row, weights))
                bounded(entry, full, str(len(rows)))
                rows.append(entry)
    return {"runs": [clean_text(r.label) for r in runs], "tasks": all_tasks(runs), "rows": rows}, full


def explorer_section(runs: list[Run]) -> str:
    run_options = "".join(f"<option value={i}>{esc(r.label)}</option>" for i, r in enumerate(runs))
    task_options = "".join(f"<option>{esc(t)}</option>" for t in all_tasks(runs))
    return (
        "<div class=filters><label>task <select id=f-task><option value=''>all</option>" + task_options + "</select></label>"
        "<label>run <select id=f-run><option value=''>all</option>" + run_options + "</select></label>"
        "<label>outcome <select id=f-outcome><option value=''>all</option><option value=correct>correct</option>"
        "<option value=incorrect>incorrect</option><option value=none>no right/wrong score</option></select></label>"
        "<label>search <input id=f-search type=search placeholder='prediction, gold, question, id'></label></div>"
        "<p id=explorer-count></p><table id=explorer><thead><tr><th>run</th><th>task</th><th>row</th><th>outcome</th>"
        "<th>prediction</th><th>gold</th><th>scores</th><th>details</th></tr></thead><tbody id=explorer-body></tbody></table>"
        "<button id=explorer-more type=button>show more</button>")


def json_script(element_id: str, data: Any) -> str:
    text = json.dumps(data, ensure_ascii=False, default=str, allow_nan=False).replace("<", "\\u003c")
    return f"<script id={element_id} type='application/json'>{text}</script>"


# ------------------------------------------------------------------------------------------------
# the page


def task_sections(runs: list[Run], charts: dict[str, list[Path]], chart_note: str) -> str:
    parts = []
    for task in all_tasks(runs):
        spec = TASKS.get(task)
        unit = f"; rows resampled by {spec.cluster_unit}" if spec else ""
        figures = "".join(image(p) for p in charts.get(task, [])) or f"<p class=note>{esc(chart_note)}</p>"
        parts.append(f"<section class=task id='task-{esc(task)}'><h3>{esc(task)}</h3>"
                     f"<p class=note>Every metric with its bootstrap interval{esc(unit)}.</p>{task_table(task, runs)}"
                     f"{repeated_table(task, runs)}<div class=charts>{figures}</div></section>")
    return "".join(parts)


def samples_notice(runs: list[Run]) -> str:
    flagged = [r for r in runs if r.samples]
    if not flagged:
        return ""
    items = "".join(f"<li><b>{esc(r.label)}</b> {esc(SAMPLES_WARNING)}.</li>" for r in flagged)
    return f"<div class=warning id=samples-warning><ul>{items}</ul></div>"


def render_page(runs: list[Run], comparisons: list[dict[str, Any]], charts: dict[str, list[Path]], *,
                level: float, chart_note: str = "", extra_links: Iterable[str] = ()) -> str:
    links = "".join(f"<li><a href='{esc(link)}'>{esc(link)}</a></li>" for link in extra_links)
    data, full = explorer_data(runs)
    body = (
        f"<header><h1>groundeval report</h1><p>{len(runs)} run(s), {len(all_tasks(runs))} task(s); made {esc(utc_now())}."
        f"</p></header>{samples_notice(runs)}"
        f"<section id=leaderboard-section><h2>Leaderboard</h2>{leaderboard(runs, level)}</section>"
        f"<section id=tasks><h2>Tasks</h2>{task_sections(runs, charts, chart_note)}</section>"
        f"<section id=comparisons><h2>Paired comparisons (each run against {esc(runs[0].label)})</h2>"
        f"{comparison_section(comparisons)}</section>"
        f"<section id=explorer-section><h2>Rows</h2>{explorer_section(runs)}</section>"
        + (f"<section id=files><h2>Files beside this page</h2><ul>{links}</ul></section>" if links else "")
    )
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content='width=device-width'>"
        f"<title>groundeval report</title><style>{CSS}</style></head><body>{body}"
        f"{json_script('explorer-data', json_safe(data))}{json_script('explorer-full', full)}<script>{JS}</script>"
        "</body></html>"
    )


def build_report(paths: list[str | Path], out: str | Path, *, resamples: int = 1000, seed: int = 1234,
                 level: float = 0.95, charts: bool = True, extra_links: Iterable[str] = ()) -> dict[str, Any]:
    """Write ``out/index.html``, the chart PNGs and ``out/comparisons.json`` for the run folders."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    runs = [with_intervals(r, resamples=resamples, seed=seed, level=level) for r in load_runs(paths)]
    comparisons = [compare_runs(runs[0], b, resamples=resamples, seed=seed, level=level) for b in runs[1:]]
    made: dict[str, list[Path]] = {}
    note = "charts off"
    if charts:
        try:
            made = write_charts(runs, out, level)
        except ImportError:
            note = "no charts: matplotlib is not installed (pip install matplotlib)"
    page = render_page(runs, comparisons, made, level=level, chart_note=note, extra_links=extra_links)
    durable_write(out / "index.html", clean_text(page))  # a lone surrogate anywhere (a run name) is never a crash
    write_json(out / "comparisons.json", {"comparisons": comparisons})
    files = [out / "index.html", out / "comparisons.json", *(p for ps in made.values() for p in ps)]
    return {"runs": [r.label for r in runs], "files": [str(f) for f in files], "comparisons": comparisons}


CSS = """
body{font:14px/1.4 system-ui,sans-serif;margin:1.5em auto;max-width:1400px;padding:0 1em;color:#222}
h1{margin-bottom:.2em}table{border-collapse:collapse;margin:.5em 0 1em;display:block;max-width:100%;overflow-x:auto}
th,td{border:1px solid #ccc;padding:.25em .5em;vertical-align:top;text-align:left}
thead th{background:#f0f0f0}.ci,.se{color:#555;font-size:.9em}.note{color:#555;font-size:.9em}
.badge{display:inline-block;background:#eef;border-radius:3px;padding:0 .4em;margin:.1em;font-size:.8em;font-weight:normal}
.badge.sample{background:#fdd;color:#900;font-weight:bold}.badge.proto{background:#efe}
.warning{background:#fff3f3;border:2px solid #c00;padding:.5em 1em;margin:1em 0;color:#900}
figure{display:inline-block;margin:.5em}figure img{max-width:640px;border:1px solid #ddd}
.filters label{margin-right:1em}#explorer td{max-width:420px;white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word}
#explorer td.whole{display:block;max-height:30em;overflow:auto}
#explorer td.ok{color:#080;font-weight:bold}#explorer td.bad{color:#b00;font-weight:bold}
#explorer td.ok,#explorer td.bad,#explorer td:nth-child(2){white-space:nowrap;overflow-wrap:normal;word-break:normal}
tr>:first-child{min-width:12em}
"""

JS = """
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("explorer-data").textContent);
  var PAGE = 100, shown = PAGE;
  function $(id) { return document.getElementById(id); }
  data.rows.forEach(function (r, i) { r.i = i; r.text = [r.p, r.g, r.q, r.k, r.t].join(" ").toLowerCase(); });
  function num(v) { return typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toFixed(4)) : String(v); }
  function matches(r, f) {
    if (f.task && r.t !== f.task) return false;
    if (f.run !== "" && String(r.r) !== f.run) return false;
    if (f.outcome === "correct" && r.ok !== true) return false;
    if (f.outcome === "incorrect" && r.ok !== false) return false;
    if (f.outcome === "none" && r.ok !== null) return false;
    return !f.q || r.text.indexOf(f.q) >= 0;
  }
  function details(r) {
    if (!r.x) return r.q;
    var d = Object.keys(r.x.deductions).filter(function (k) { return r.x.deductions[k] > 0; })
      .map(function (k) { return "- " + k + " " + num(r.x.deductions[k]); });
    return [r.q, "deductions: " + (d.length ? "\\n" + d.join("\\n") : "none"),
            "critical errors: " + (r.x.critical_errors.join(", ") || "none")].concat(r.x.notes).join("\\n");
  }
  var full = null;  // the whole text of cut cells, parsed on the first "show all"
  function cell(tr, text, cls, r, field) {
    var td = document.createElement("td");
    td.textContent = text;
    if (cls) td.className = cls;
    if (r && r.cut && r.cut[field]) {
      var more = document.createElement("button");
      more.type = "button"; more.className = "show-all";
      more.textContent = "… show all " + r.cut[field] + " characters";
      more.addEventListener("click", function () {
        if (full === null) full = JSON.parse(document.getElementById("explorer-full").textContent);
        td.textContent = full[r.i + "." + field];
        td.className = (cls || "") + " whole";
      });
      td.appendChild(document.createElement("br"));
      td.appendChild(more);
    }
    tr.appendChild(td);
  }
  function render() {
    var f = {task: $("f-task").value, run: $("f-run").value, outcome: $("f-outcome").value,
             q: $("f-search").value.trim().toLowerCase()};
    var hits = data.rows.filter(function (r) { return matches(r, f); });
    var body = $("explorer-body");
    body.textContent = "";
    hits.slice(0, shown).forEach(function (r) {
      var tr = document.createElement("tr");
      tr.className = "explorer-row";
      cell(tr, data.runs[r.r]); cell(tr, r.t); cell(tr, r.k);
      cell(tr, r.ok === null ? "–" : (r.ok ? "correct" : "incorrect"), r.ok === null ? "" : (r.ok ? "ok" : "bad"));
      cell(tr, r.p, "", r, "p"); cell(tr, r.g, "", r, "g");
      cell(tr, Object.keys(r.s).map(function (k) { return k + " " + num(r.s[k]); }).join("\\n"));
      cell(tr, details(r));
      body.appendChild(tr);
    });
    $("explorer-count").textContent = Math.min(shown, hits.length) + " shown of " + hits.length +
      " matching rows (" + data.rows.length + " in all)";
    $("explorer-more").hidden = hits.length <= shown;
  }
  function reset() { shown = PAGE; render(); }
  ["f-task", "f-run", "f-outcome"].forEach(function (id) { $(id).addEventListener("change", reset); });
  $("f-search").addEventListener("input", reset);
  $("explorer-more").addEventListener("click", function () { shown += PAGE; render(); });
  render();
})();
"""
