"""Failure analysis of scored fda_label_qa runs: deductions by component and family, critical
errors, the worst questions with their diagnostics, and PNG plots.

Reads either

* a runner output folder (``OUT`` or ``OUT/<model>``, lm-eval's ``results_<date>.json`` and
  ``samples_fda_label_qa_<date>.jsonl``; the task's per-row records ``qid, family, score, passed,
  components, critical_errors, citations, notes, ...`` are rebuilt from the sample lines by
  :func:`groundeval.runs.load_run`), or
* Harbor job folders: any ``.../<task>__<id>/verifier/diagnostics.json`` (written by the exported
  verifier) below the given path, with ``reward.json`` beside it.

A question's *deduction* from a component is ``weight x (1 - component score)``; the deductions of
a question add up to ``1 - score``. The weights are the ones the ``label_grounding`` metric
returns with its scores (``weights``).
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from .files import durable_write

from . import harbor_jobs
from .metric_modules import rubric_module


def rubric_weights() -> dict[str, float]:
    """Component -> weight: the ``label_grounding`` metric's rubric constants (the metric returns the
    same as its ``weights`` output), read from the rubric module without importing evaluate."""
    return dict(rubric_module().WEIGHTS)


def _runner_records(path: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """(question records, the run as one trial) of a runner output folder with fda_label_qa rows;
    None where ``path`` is not one."""
    from .runs import load_run

    try:
        run = load_run(path)
    except FileNotFoundError:
        return None
    if not run.rows.get("fda_label_qa"):
        return None
    questions = [{"source": str(path), "kind": "agent", **row} for row in run.rows["fda_label_qa"]]
    return questions, [harbor_jobs.runner_trial(path, run.metrics("fda_label_qa"), {"model": run.model().get("model")})]


def _read_diagnostics(path: Path) -> dict[str, Any]:
    """A verifier's ``diagnostics.json``: an object whose ``questions`` are objects, else a ValueError."""
    try:
        diag = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as err:
        raise ValueError(f"{path}: not a verifier diagnostics file ({err})") from None
    if not isinstance(diag, dict) or not isinstance(diag.get("questions", []), list) \
            or not all(isinstance(q, dict) for q in diag.get("questions", [])):
        raise ValueError(f"{path}: not a verifier diagnostics file (an object with a list of question objects)")
    return diag


def load_records(path: str | Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(question records, trial records) from a runner folder or Harbor job folders (see
    :mod:`groundeval.harbor_jobs` for what a trial record holds)."""
    path = Path(path)
    found = _runner_records(path)
    if found is not None:
        return found
    questions: list[dict[str, Any]] = []
    trials: list[dict[str, Any]] = []
    for trial_dir in harbor_jobs.trial_dirs(path):
        trial = harbor_jobs.read_trial(trial_dir)
        trials.append(trial)
        diag_path = trial_dir / "verifier" / "diagnostics.json"
        diag = _read_diagnostics(diag_path) if diag_path.is_file() else {}
        for q in diag.get("questions", []):
            q = dict(q)
            q["family"] = q.get("family") or trial["family"]
            q.update(source=trial["source"], kind=trial["kind"], agent=trial["agent"], model=trial["model"])
            questions.append(q)
    if not questions and not trials:
        raise FileNotFoundError(f"{path}: no fda_label_qa samples of a run and no Harbor trial folders")
    return questions, trials


def analyse(questions: list[dict[str, Any]], trials: list[dict[str, Any]], worst: int = 10,
            weights: dict[str, float] | None = None) -> dict[str, Any]:
    """Summaries overall and by family, trial rewards and the worst questions; ``weights`` default
    to the metric's (:func:`rubric_weights`)."""
    weights = rubric_weights() if weights is None else weights
    fams: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for q in questions:
        fams[str(q.get("family"))].append(q)

    def summary(qs: list[dict[str, Any]]) -> dict[str, Any]:
        n = len(qs)
        if not n:
            return {"n_questions": 0}
        comps = {c: sum((q.get("components") or {}).get(c, 0.0) for q in qs) / n for c in weights}
        deductions = {c: weights[c] * (1 - comps[c]) for c in weights}
        crit = Counter(e for q in qs for e in q.get("critical_errors") or [])
        return {
            "n_questions": n,
            "mean_score": round(sum(q.get("score", 0.0) for q in qs) / n, 6),
            "question_pass_rate": round(sum(bool(q.get("passed")) for q in qs) / n, 6),
            "component_means": {c: round(v, 6) for c, v in comps.items()},
            "deductions": {c: round(v, 6) for c, v in deductions.items()},
            "critical_errors": dict(sorted(crit.items())),
            "questions_with_critical": sum(1 for q in qs if q.get("critical_errors")),
        }

    ordered = sorted(questions, key=lambda q: (q.get("score", 0.0), -len(q.get("critical_errors") or []),
                                               str(q.get("family")), str(q.get("qid"))))
    return {
        "overall": summary(questions),
        "by_family": {f: summary(qs) for f, qs in sorted(fams.items())},
        "trials": trial_summary(trials),
        "worst_questions": [
            {k: q.get(k) for k in ("source", "family", "qid", "question", "score", "gold_status", "pred_status",
                                   "components", "critical_errors", "notes", "citations")}
            for q in ordered[:worst]
        ],
        "weights": dict(weights),
    }


def trial_summary(trials: list[dict[str, Any]]) -> dict[str, Any]:
    """Trials pooled: how many, mean reward (overall and by family) and pass@1, as the per agent/model
    tables of :func:`groundeval.harbor_jobs.family_table` define them (trials without a reward or a
    pass verdict left out of that mean); no intervals."""
    table = harbor_jobs.family_table(trials, resamples=0)
    pooled = table.pop("all")
    return {"n": len(trials), "mean_reward": pooled["reward_mean"],
            "mean_reward_by_family": {f: r["reward_mean"] for f, r in table.items() if r["reward_mean"] is not None},
            "pass_at_1": pooled["pass_mean"]}


def plot(analysis: dict[str, Any], out: Path) -> list[Path]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    files = []
    fams = list(analysis["by_family"])
    scores = [analysis["by_family"][f].get("mean_score", 0.0) for f in fams]
    fig, ax = plt.subplots(figsize=(8, 4))
    ax.barh(fams, scores, color="#4c72b0")
    ax.axvline(0.85, color="#c44e52", linestyle="--", label="pass threshold 0.85")
    ax.set_xlim(0, 1)
    ax.set_xlabel("mean question score (reward)")
    ax.set_title("fda_label_qa: reward by family")
    ax.legend(loc="lower right")
    fig.tight_layout()
    files.append(out / "reward_by_family.png")
    fig.savefig(files[-1], dpi=100)
    plt.close(fig)

    comps = list(analysis["weights"])
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(12, 4))
    means = [analysis["overall"].get("component_means", {}).get(c, 0.0) for c in comps]
    ax1.barh(comps, means, color="#55a868")
    ax1.set_xlim(0, 1)
    ax1.set_xlabel("mean component score (unweighted)")
    ax1.set_title("reward by component")
    left = [0.0] * len(fams)
    for c in comps:
        vals = [analysis["by_family"][f].get("deductions", {}).get(c, 0.0) for f in fams]
        ax2.barh(fams, vals, left=left, label=c)
        left = [a + b for a, b in zip(left, vals)]
    ax2.set_xlabel("mean deduction (weight x (1 - component))")
    ax2.set_title("deductions by family and component")
    ax2.legend(fontsize=7, bbox_to_anchor=(1.01, 1), loc="upper left")
    fig.tight_layout()
    files.append(out / "reward_by_component.png")
    fig.savefig(files[-1], dpi=100)
    plt.close(fig)
    return files


def markdown(analysis: dict[str, Any], images: list[Path]) -> str:
    comps = list(analysis["weights"])
    o = analysis["overall"]
    lines = ["# fda_label_qa failure analysis", ""]
    lines.append(f"{o.get('n_questions', 0)} scored questions; mean score {o.get('mean_score', 0):.3f}; "
                 f"question pass rate {o.get('question_pass_rate', 0):.3f}; "
                 f"{o.get('questions_with_critical', 0)} with a critical error.")
    t = analysis["trials"]
    if t["n"]:
        lines.append(f"{t['n']} trial(s)/run(s)"
                     + (f"; mean reward {t['mean_reward']:.3f}" if t["mean_reward"] is not None else "")
                     + (f"; pass@1 {t['pass_at_1']:.3f}" if t["pass_at_1"] is not None else "") + ".")
    lines += ["", "## Reward and deductions by family", "",
              "| family | n | mean score | pass rate | " + " | ".join(f"- {c}" for c in comps) + " |",
              "|---|---|---|---|" + "---|" * len(comps)]
    for f, s in analysis["by_family"].items():
        ded = " | ".join(f"{s['deductions'][c]:.3f}" for c in comps)
        lines.append(f"| {f} | {s['n_questions']} | {s['mean_score']:.3f} | {s['question_pass_rate']:.3f} | {ded} |")
    ded = " | ".join(f"{o.get('deductions', {}).get(c, 0):.3f}" for c in comps)
    lines.append(f"| **all** | {o.get('n_questions', 0)} | {o.get('mean_score', 0):.3f} | "
                 f"{o.get('question_pass_rate', 0):.3f} | {ded} |")
    lines += ["", "## Critical errors", "", "| family | " + " | ".join(["errors"]) + " |", "|---|---|"]
    for f, s in analysis["by_family"].items():
        errs = ", ".join(f"{k} {v}" for k, v in s["critical_errors"].items()) or "none"
        lines.append(f"| {f} | {errs} |")
    lines += ["", f"## Worst {len(analysis['worst_questions'])} questions", ""]
    for q in analysis["worst_questions"]:
        comp = ", ".join(f"{k} {v:.2f}" for k, v in (q.get("components") or {}).items())
        lines.append(f"* **{q.get('family')} / {q.get('qid')}** score {q.get('score', 0):.3f} "
                     f"(gold {q.get('gold_status')}, answered {q.get('pred_status')}) [{q.get('source')}]")
        if q.get("question"):
            lines.append(f"  * question: {q['question']}")
        lines.append(f"  * components: {comp}")
        lines.append(f"  * critical errors: {', '.join(q.get('critical_errors') or []) or 'none'}")
        for note in q.get("notes") or []:
            lines.append(f"  * note: {note}")
        for c in q.get("citations") or []:
            lines.append(f"  * citation {c.get('set_id', '')[:8]}…/{c.get('passage_id')}: label "
                         f"{c.get('right_label')}, exists {c.get('passage_exists')}, quote {c.get('quote_found')}, "
                         f"supports {c.get('supports_gold')}")
    lines += ["", "## Plots", ""] + [f"![{p.stem}]({p.name})" for p in images]
    return "\n".join(lines) + "\n"


def _is_control(r: dict[str, Any]) -> bool:
    return r.get("kind") in harbor_jobs.CONTROL_AGENTS


def analyse_all(questions: list[dict[str, Any]], trials: list[dict[str, Any]], worst: int = 10,
                resamples: int = 1000, seed: int = 0) -> dict[str, Any]:
    """:func:`analyse` of the agents' questions and trials (oracle and nop controls kept apart, under
    ``controls``), plus the per agent/model tables (``agent_tables``) and every trial's record."""
    control_q = [q for q in questions if _is_control(q)]
    control_t = [t for t in trials if _is_control(t)]
    analysis = analyse([q for q in questions if not _is_control(q)], [t for t in trials if not _is_control(t)],
                       worst=worst)
    if control_q or control_t:
        analysis["controls"] = {k: v for k, v in analyse(control_q, control_t, worst=0,
                                                         weights=analysis["weights"]).items()
                                if k in ("overall", "trials")}
    analysis["agent_tables"] = harbor_jobs.agent_tables(trials, resamples=resamples, seed=seed)
    analysis["trial_records"] = trials
    return analysis


def plot_agents(analysis: dict[str, Any], out: Path) -> list[Path]:
    """Mean reward by family for each agent/model (controls included, marked), with 95 % intervals."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups = [(name, t) for where in ("agents", "controls") for name, t in analysis["agent_tables"][where].items()]
    if not groups:
        return []
    fams = sorted({f for _, t in groups for f in t["families"]})
    fig, ax = plt.subplots(figsize=(9, 1 + 0.5 * len(fams) * max(len(groups), 1) ** 0.5))
    height = 0.8 / len(groups)
    for i, (name, t) in enumerate(groups):
        rows = [t["families"].get(f, {}) for f in fams]
        means = [r.get("reward_mean") or 0.0 for r in rows]
        err = [[max(m - (r.get("reward_low") if r.get("reward_low") is not None else m), 0) for m, r in zip(means, rows)],
               [max((r.get("reward_high") if r.get("reward_high") is not None else m) - m, 0) for m, r in zip(means, rows)]]
        ax.barh([j + i * height for j in range(len(fams))], means, height=height, xerr=err, label=name, capsize=2)
    ax.set_yticks([j + 0.4 - height / 2 for j in range(len(fams))], fams)
    ax.axvline(0.85, color="#c44e52", linestyle="--", linewidth=1)
    ax.set_xlim(0, 1.05)
    ax.set_xlabel("mean trial reward (95% bootstrap interval)")
    ax.set_title("fda_label_qa: agents compared")
    ax.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    path = out / "reward_by_agent.png"
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return [path]


def trials_markdown(trials: list[dict[str, Any]]) -> list[str]:
    """One line per trial: reward, pass, critical errors, durations, tokens, cost, first deduction."""
    lines = ["## Trials", "", "| trial | agent / model | family | reward | pass | critical errors | agent s | "
             "verifier s | tokens in / out | cost USD |", "|---|---|---|---|---|---|---|---|---|---|"]
    for t in trials:
        crit = ", ".join(f"{k} {v}" for k, v in (t.get("critical_errors") or {}).items()) or "none"
        cells = [t.get("source"), f"{t.get('agent')} / {t.get('model')}", t.get("family"), t.get("reward"),
                 t.get("pass"), crit, t.get("agent_seconds"), t.get("verifier_seconds"),
                 f"{t.get('n_input_tokens')} / {t.get('n_output_tokens')}", t.get("cost_usd")]
        lines.append("| " + " | ".join("-" if c is None else str(c) for c in cells) + " |")
    for t in trials:
        fd = t.get("first_deduction")
        if fd and fd.get("excerpt"):
            excerpt = " ".join(fd["excerpt"].split())[:300]
            lines.append(f"* **{t.get('source')}** first deduction {fd.get('qid')} (score {fd.get('score')}), "
                         f"step {fd.get('step_id')}: `{excerpt.replace('`', chr(39))}`")
    return lines + [""]


def write_report(inputs: list[str | Path], out: str | Path, worst: int = 10, plots: bool = True) -> dict[str, Any]:
    """Analyse one or more runner folders / Harbor job folders; write report.md, report.json and PNGs."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    questions: list[dict[str, Any]] = []
    trials: list[dict[str, Any]] = []
    for p in inputs:
        q, t = load_records(p)
        questions += q
        trials += t
    if not questions:  # never an empty success: a report of 0 scored questions says nothing
        raise ValueError(f"{', '.join(map(str, inputs))}: no scored fda_label_qa question (the trials' verifier "
                         "diagnostics list none); nothing to report")
    analysis = analyse_all(questions, trials, worst=worst)
    images = plot(analysis, out) + plot_agents(analysis, out) if plots else []
    durable_write(out / "report.json", json.dumps(analysis, indent=1, ensure_ascii=False) + "\n")
    md = markdown(analysis, images).split("## Plots", 1)
    extra = harbor_jobs.tables_markdown(analysis["agent_tables"]) + trials_markdown(trials)
    (out / "report.md").write_text(md[0] + "\n".join(extra) + "\n## Plots" + md[1], encoding="utf-8")
    analysis["files"] = [str(out / "report.md"), str(out / "report.json"), *map(str, images)]
    return analysis
