"""Intervals, paired comparisons and repeated-draw statistics per task, from predictions rows.

This is the one place that knows what a task's rows mean for uncertainty (the statistics are in
:mod:`groundeval.stats`):

* which per-row fields make each reported metric (``fda``'s ``contains`` is the mean of the rows'
  ``contains``; ``fda_label_qa``'s ``question_pass_rate`` the mean of ``passed``; the perplexities
  of ``olaph_perplexity`` are ratios of summed log-likelihoods to summed words or bytes);
* which of them are binary (pass@k, McNemar);
* which rows are not independent, and the row field that says so (the *cluster key*): rows on one
  document chunk (``fda``), one passage (``squad_completion``), one drug label (``fda_label_qa``,
  linked through ``set_ids``: questions that share a label share a cluster), or the draws of one
  question (``olaph``);
* which field splits the breakdown (MedLFQA ``source``, label-QA ``family``).

The runner calls :func:`add_intervals` (or :func:`task_intervals`) once per task with the rows
it keeps under ``groundeval`` in each line of ``samples_<task>_<date>.jsonl``. Repeated draws (``--num-samples K``) are K rows per
dataset row that share the row key and carry ``draw`` (0..K-1).
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Mapping, Sequence

import numpy as np

from .stats import Interval, Ratio, agreement_rate, cluster_bootstrap, mcnemar_exact, mean_intervals, mean_of
from .stats import paired_bootstrap, pass_at_k, pass_at_k_values

METHOD = "percentile bootstrap"
FEW_CLUSTERS = 20
"""Below this many clusters a percentile bootstrap is known to undercover: the records say so."""


def _cluster_info(info: dict[str, Any], keys: Sequence[Hashable]) -> dict[str, Any]:
    n = len(set(keys))
    out = {**info, "n_clusters": n}
    if n < FEW_CLUSTERS:
        out["few_clusters"] = f"only {n} cluster(s): the interval and p-value are rough (too narrow, too small)"
    return out


@dataclass(frozen=True)
class TaskStats:
    """What a task's predictions rows mean for uncertainty."""

    row_key: str
    """The field naming the dataset row (shared by the draws of one row)."""
    cluster_fields: tuple[str, ...]
    """Row fields that name the cluster, in order of preference (the first present is used)."""
    cluster_unit: str
    means: Mapping[str, str]
    """Reported metric -> the per-row field it is the mean of (``a.b``: field ``b`` of dict ``a``)."""
    binary: tuple[str, ...] = ()
    group: str | None = None
    ratios: Mapping[str, Callable[[list[dict[str, Any]]], Ratio]] = field(default_factory=dict)
    linked: bool = False
    """The cluster field is a list of labels; rows that share any label are one cluster."""


def _log_ratio(unit: str, transform: Callable[[np.ndarray], np.ndarray]) -> Callable[[list[dict[str, Any]]], Ratio]:
    def statistic(rows: list[dict[str, Any]]) -> Ratio:
        num = np.array([-float(r["loglikelihood"]) for r in rows])
        return Ratio(num, np.array([float(r[unit]) for r in rows]), transform)

    return statistic


_MEDLFQA = ("bleu", "rouge1", "rouge2", "rougeL", "bertscore", "bleurt", "comprehensiveness", "hallucination", "composite")
_COMPONENTS = ("schema", "qid_coverage", "answer_content", "clinical_qualifiers", "citation_support", "refusal_correctness")

TASKS: dict[str, TaskStats] = {
    "fda": TaskStats("idx", ("chunk", "doc_id"), "document chunk", {"contains": "contains"}, ("contains",)),
    "squad_completion": TaskStats("idx", ("passage", "context"), "passage", {"contains": "contains"}, ("contains",)),
    "olaph": TaskStats("idx", ("id",), "question", {m: m for m in _MEDLFQA}, group="source"),
    "olaph_perplexity": TaskStats(
        "idx", ("id",), "question", {}, group="source",
        ratios={"word_perplexity": _log_ratio("words", np.exp), "byte_perplexity": _log_ratio("bytes", np.exp),
                "bits_per_byte": _log_ratio("bytes", lambda r: r / math.log(2))},
    ),
    "fda_label_qa": TaskStats(
        "row", ("set_ids",), "drug label",
        {"score": "score", "question_pass_rate": "passed", "parse_rate": "parsed",
         **{f"components.{c}": f"components.{c}" for c in _COMPONENTS}},
        ("question_pass_rate",), group="family", linked=True,
    ),
}


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def cluster_fields(task_name: str, dataset_row: Mapping[str, Any]) -> dict[str, str]:
    """The cluster field a task adds to each predictions row, from its dataset row.

    ``fda``: ``chunk``, a hash of the row's ``text`` without its last line (the ``"\\n {key}:"``
    suffix), so rows on one chunk share it. ``squad_completion``: ``passage``, a hash of
    ``context``. Other tasks already carry theirs (``id``, ``set_ids``): ``{}``.
    """
    if task_name == "fda":
        return {"chunk": _digest(dataset_row["text"].rsplit("\n", 1)[0].strip())}
    if task_name == "squad_completion":
        return {"passage": _digest(dataset_row["context"])}
    return {}


def _hashable(value: Any) -> Hashable:
    if isinstance(value, (list, tuple)):
        return tuple(_hashable(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, sort_keys=True, default=str)
    return value


def field_value(row: Mapping[str, Any], path: str) -> Any:
    """``row[path]``, or ``row[a][b]`` for ``path`` ``"a.b"``; None where absent."""
    value: Any = row
    for part in path.split("."):
        value = value.get(part) if isinstance(value, Mapping) else None
    return value


def row_stats(spec: TaskStats, rows: list[dict[str, Any]]) -> dict[str, Ratio]:
    """Each reported metric the rows carry, as a :class:`~groundeval.stats.Ratio`."""
    out: dict[str, Ratio] = {}
    for key, path in spec.means.items():
        values = [field_value(r, path) for r in rows]
        if rows and any(v is not None for v in values):
            out[key] = mean_of(values)
    for key, statistic in spec.ratios.items():
        try:
            out[key] = statistic(rows)
        except (KeyError, TypeError, ValueError):
            continue
    return out


def _linked(rows: list[dict[str, Any]], name: str, row_key: str) -> list[Hashable]:
    """Connected components of rows through shared labels (union-find over the labels)."""
    parent: dict[Hashable, Hashable] = {}

    def find(x: Hashable) -> Hashable:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    labels = [[_hashable(v) for v in r[name]] or [("row", _hashable(r.get(row_key)))] for r in rows]
    for mine in labels:
        for other in mine[1:]:
            parent[find(other)] = find(mine[0])
    return [find(mine[0]) for mine in labels]


def cluster_keys(task_name: str, rows: list[dict[str, Any]]) -> tuple[list[Hashable], dict[str, Any]]:
    """One cluster key per row, and what was used (``cluster_key``, ``cluster_unit``, a note).

    Rows that lack every cluster field of the task fall back to one cluster per dataset row
    (its draws together); ``cluster_note`` then says which field the rows should carry.
    """
    spec = TASKS[task_name]
    for name in spec.cluster_fields:
        if rows and all(r.get(name) is not None for r in rows):
            keys = _linked(rows, name, spec.row_key) if spec.linked else [_hashable(r[name]) for r in rows]
            return keys, {"cluster_key": name, "cluster_unit": spec.cluster_unit}
    wanted = " or ".join(repr(f) for f in spec.cluster_fields)
    note = (f"rows carry no {wanted}: each dataset row is resampled as if independent, so the interval "
            f"may be too narrow (rows share a {spec.cluster_unit})")
    return [_hashable(r.get(spec.row_key)) for r in rows], {"cluster_key": spec.row_key, "cluster_unit": "row",
                                                             "cluster_note": note}


def _rounded(x: float) -> float | None:
    return round(x, 6) if math.isfinite(x) else None


def ci_fields(intervals: Mapping[str, Interval]) -> dict[str, Any]:
    """``{"<metric>_ci": [low, high]}``; a dotted metric ``a.b`` goes to ``a_ci: {b: [...]}``."""
    out: dict[str, Any] = {}
    for key, iv in intervals.items():
        pair = [_rounded(iv.low), _rounded(iv.high)]
        if "." in key:
            head, tail = key.split(".", 1)
            out.setdefault(f"{head}_ci", {})[tail] = pair
        else:
            out[f"{key}_ci"] = pair
    return out


def _bootstrap(spec: TaskStats, rows: list[dict[str, Any]], keys: list[Hashable], **kwargs: Any) -> dict[str, Any]:
    stats = row_stats(spec, rows)
    return ci_fields(cluster_bootstrap(stats, keys, **kwargs)) if stats else {}


def task_intervals(task_name: str, rows: list[dict[str, Any]], *, resamples: int = 1000, seed: int = 1234,
                   level: float = 0.95) -> dict[str, Any]:
    """Intervals for every reported metric of a task, overall and per breakdown group.

    Returns ``{"metrics": {...}, "breakdown": {group: {...}}}``, to merge into the task's
    ``results`` and ``breakdown`` entries: ``<metric>_ci: [low, high]`` beside each metric,
    ``bootstrap`` (method, resamples, level, seed, cluster_key, cluster_unit, n_clusters,
    n_rows, and ``cluster_note`` when the rows lack the cluster field), and ``repeated`` when the
    rows hold several draws per dataset row. ``resamples`` 0 turns the bootstrap off.
    """
    meta: dict[str, Any] = {"method": METHOD, "resamples": resamples, "level": level, "seed": seed}
    spec = TASKS.get(task_name)
    skipped = ("off (resamples 0)" if resamples < 1 else "no rows" if not rows
               else None if spec else f"no per-row statistics known for task {task_name!r}")
    if spec is None or not rows:
        return {"metrics": {"bootstrap": {**meta, "skipped": skipped}}, "breakdown": {}}
    kwargs = dict(resamples=resamples, seed=seed, level=level)
    keys, cluster = cluster_keys(task_name, rows)
    metrics: dict[str, Any] = {"bootstrap": {**meta, "skipped": skipped}}
    breakdown = {}
    if not skipped:
        metrics = _bootstrap(spec, rows, keys, **kwargs)
        metrics["bootstrap"] = {**meta, **_cluster_info(cluster, keys), "n_rows": len(rows)}
        for group, idx in _groups(spec, rows).items():
            mine = [keys[i] for i in idx]
            breakdown[group] = {**_bootstrap(spec, [rows[i] for i in idx], mine, **kwargs), "n_clusters": len(set(mine))}
    # pass@k, the spread across draws and agreement need no resampling: with the bootstrap off they
    # are still given (their intervals are then empty).
    repeated = draw_summary(task_name, rows, keys, **kwargs)
    if repeated:
        metrics["repeated"] = repeated
    return {"metrics": metrics, "breakdown": breakdown}


def _groups(spec: TaskStats, rows: list[dict[str, Any]]) -> dict[str, list[int]]:
    groups: dict[str, list[int]] = defaultdict(list)
    if spec.group:
        for i, r in enumerate(rows):
            groups[str(r.get(spec.group))].append(i)
    return dict(groups)


def add_intervals(metrics: dict[str, Any], breakdown: dict[str, dict[str, Any]] | None, task_name: str,
                  rows: list[dict[str, Any]], **kwargs: Any) -> dict[str, Any]:
    """:func:`task_intervals`, merged into a task's metrics and breakdown dicts (in place)."""
    found = task_intervals(task_name, rows, **kwargs)
    metrics.update(found["metrics"])
    for group, extra in found["breakdown"].items():
        if breakdown is not None and group in breakdown:
            breakdown[group].update(extra)
    return found


# ------------------------------------------------------------------------------------------------
# Repeated draws


def _by_row(spec: TaskStats, rows: list[dict[str, Any]]) -> dict[Hashable, list[int]]:
    per_row: dict[Hashable, list[int]] = defaultdict(list)
    for i, r in enumerate(rows):
        per_row[_hashable(r.get(spec.row_key))].append(i)
    return dict(per_row)


def _across_draws(values: np.ndarray, rows: list[dict[str, Any]], per_row: dict[Hashable, list[int]]) -> dict[str, Any]:
    """The metric per draw (mean over rows), its mean and spread, and the mean within-row spread."""
    by_draw: dict[Any, list[int]] = defaultdict(list)
    for i, r in enumerate(rows):
        by_draw[r.get("draw", 0)].append(i)
    per_draw = np.array([np.nanmean(values[idx]) for _, idx in sorted(by_draw.items())])
    within = [np.nanstd(values[idx], ddof=1) for idx in per_row.values() if np.isfinite(values[idx]).sum() > 1]
    return {
        "per_draw": [_rounded(float(v)) for v in per_draw],
        "mean": _rounded(float(np.mean(per_draw))),
        "std_across_draws": _rounded(float(np.std(per_draw, ddof=1))) if len(per_draw) > 1 else None,
        "min": _rounded(float(per_draw.min())),
        "max": _rounded(float(per_draw.max())),
        "mean_within_row_std": _rounded(float(np.mean(within))) if within else None,
    }


def _pass_at(values: np.ndarray, per_row: dict[Hashable, list[int]], row_clusters: list[Hashable],
             ks: Sequence[int], **kwargs: Any) -> dict[str, Any]:
    """pass@k per k (mean over rows of the unbiased per-row estimate) with clustered intervals."""
    draws = [values[idx][np.isfinite(values[idx])] > 0.5 for idx in per_row.values()]
    fewest = min(len(d) for d in draws)
    columns = {f"pass@{k}": [pass_at_k(len(d), int(d.sum()), k) for d in draws]
               for k in pass_at_k_values(ks, fewest)}
    found = mean_intervals(columns, row_clusters, **kwargs)
    out: dict[str, Any] = {k: _rounded(iv.estimate) for k, iv in found.items()}
    out.update(ci_fields(found))
    out["agreement"] = _rounded(float(np.nanmean([agreement_rate(d.tolist()) for d in draws])))
    return out


def draw_summary(task_name: str, rows: list[dict[str, Any]], clusters: Sequence[Hashable], *, ks: Sequence[int] = (),
                 resamples: int = 1000, seed: int = 1234, level: float = 0.95) -> dict[str, Any] | None:
    """Statistics of repeated draws, or None when each dataset row has one row.

    Per metric: the value of each draw (``per_draw``), their mean, ``std_across_draws``, min and
    max, and ``mean_within_row_std``. Per binary metric also ``pass@k`` (Chen et al.'s unbiased
    estimator per row, averaged; k = 1, powers of two, K; with ``pass@k_ci``) and ``agreement``
    (per row, the share of pairs of draws with the same outcome; averaged). ``prediction_agreement``:
    the same for the whitespace-normalised prediction text.
    """
    spec = TASKS[task_name]
    per_row = _by_row(spec, rows)
    counts = sorted({len(v) for v in per_row.values()})
    if not per_row or counts[-1] < 2:
        return None
    row_clusters = [clusters[idx[0]] for idx in per_row.values()]
    out: dict[str, Any] = {"num_draws": counts[0] if len(counts) == 1 else counts}
    kwargs = dict(resamples=resamples, seed=seed, level=level)
    stats = row_stats(spec, rows)
    for key in (k for k in spec.means if k in stats):
        values = np.where(stats[key].den > 0, stats[key].num, np.nan)
        if not np.isfinite(values).any():
            continue
        out[key] = _across_draws(values, rows, per_row)
        if key in spec.binary:
            out[key].update(_pass_at(values, per_row, row_clusters, ks, **kwargs))
    texts = [[" ".join(str(rows[i].get("prediction", "")).split()) for i in idx] for idx in per_row.values()]
    out["prediction_agreement"] = _rounded(float(np.nanmean([agreement_rate(t) for t in texts])))
    return out


# ------------------------------------------------------------------------------------------------
# Paired comparison of two runs on the same rows


def _shared_clusters(task_name: str, rows_a: list[dict[str, Any]], rows_b: list[dict[str, Any]]):
    """Cluster keys for both runs from the run whose rows carry the cluster field (A first)."""
    spec = TASKS[task_name]
    keys_a, info_a = cluster_keys(task_name, rows_a)
    keys_b, info_b = cluster_keys(task_name, rows_b)
    source, keys, info = (rows_b, keys_b, info_b) if "cluster_note" in info_a and "cluster_note" not in info_b \
        else (rows_a, keys_a, info_a)
    by_row = {_hashable(r.get(spec.row_key)): k for r, k in zip(source, keys)}
    return ([by_row[_hashable(r.get(spec.row_key))] for r in rows_a],
            [by_row[_hashable(r.get(spec.row_key))] for r in rows_b], info)


def _mcnemar(spec: TaskStats, key: str, rows_a: list[dict[str, Any]], rows_b: list[dict[str, Any]]) -> dict[str, Any]:
    per_a, per_b = _by_row(spec, rows_a), _by_row(spec, rows_b)
    if max(map(len, per_a.values())) > 1 or max(map(len, per_b.values())) > 1:
        return {"skipped": "several draws per row: McNemar needs one outcome per row and run"}
    path = spec.means[key]
    a = [bool(field_value(rows_a[idx[0]], path)) for idx in per_a.values()]
    b = [bool(field_value(rows_b[per_b[k][0]], path)) for k in per_a]
    return mcnemar_exact(a, b)


def compare_task(task_name: str, rows_a: list[dict[str, Any]], rows_b: list[dict[str, Any]], *,
                 resamples: int = 1000, seed: int = 1234, level: float = 0.95) -> dict[str, Any]:
    """Per-metric ``b - a`` on the same dataset rows: paired clustered bootstrap interval and
    p-value, plus the exact McNemar test for binary metrics. Raises ValueError when the two runs
    did not score the same dataset rows."""
    spec = TASKS.get(task_name)
    if spec is None:
        raise ValueError(f"no per-row statistics known for task {task_name!r}")
    rows_of = [set(_by_row(spec, rows)) for rows in (rows_a, rows_b)]
    if not rows_a or rows_of[0] != rows_of[1]:
        raise ValueError(f"the runs did not score the same rows ({len(rows_of[0])} vs {len(rows_of[1])} {spec.row_key}s)")
    keys_a, keys_b, info = _shared_clusters(task_name, rows_a, rows_b)
    found = paired_bootstrap(row_stats(spec, rows_a), row_stats(spec, rows_b), keys_a, keys_b,
                             resamples=resamples, seed=seed, level=level)
    metrics: dict[str, Any] = {}
    for key, d in found.items():
        metrics[key] = {"a": _rounded(d.a), "b": _rounded(d.b), "difference": _rounded(d.estimate),
                        "ci": [_rounded(d.low), _rounded(d.high)], "p_value": _rounded(d.p_value)}
        if key in spec.binary:
            metrics[key]["mcnemar"] = _mcnemar(spec, key, rows_a, rows_b)
    return {"metrics": metrics, "n_rows": len(rows_of[0]), **_cluster_info(info, keys_a),
            "method": f"paired {METHOD} (clusters drawn once for both runs)", "resamples": resamples,
            "seed": seed, "level": level, "p_value": "centred bootstrap: (1 + #{|d*-d| >= |d|}) / (1 + resamples)"}
