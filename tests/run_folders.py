"""Run folders shaped like the runner's (lm-eval's ``<model>/results_<date>.json`` and
``samples_<task>_<date>.jsonl``), built without a model: the recall, MedLFQA and perplexity rows are
simulated, the fda_label_qa rows are the real task's scores of (partly spoiled) oracle answers on
the bundled labels."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np

SOURCES = ("healthsearch_qa", "kqa_golden")


def recall_rows(task: str, chunks: int, per_chunk: int, seed: int, shift: float = 0.0) -> list[dict[str, Any]]:
    """Binary ``contains`` rows, ``per_chunk`` to a chunk (``fda``) or passage (``squad_completion``)."""
    rng = np.random.default_rng(seed)
    p = rng.beta(2, 2, size=chunks)
    field = "chunk" if task == "fda" else "passage"
    rows = []
    for c in range(chunks):
        for j in range(per_chunk):
            i = c * per_chunk + j
            hit = int(rng.random() < min(p[c] + shift, 1.0))
            rows.append({"idx": i, "prompt_tokens": 100, "prediction": f"answer {i} {'right' if hit else 'wrong'}",
                         "gold": f"gold {i}", "contains": hit, field: f"{field}-{c}"})
    return rows


def olaph_rows(n: int, seed: int) -> list[dict[str, Any]]:
    rng = np.random.default_rng(seed)
    rows = []
    for i in range(n):
        r1, r2, rl = rng.uniform(0.1, 0.4), rng.uniform(0.0, 0.1), rng.uniform(0.1, 0.3)
        comp, hall = rng.uniform(0, 100), rng.uniform(0, 100)
        bs, bl = rng.uniform(0.8, 0.9), rng.uniform(0.3, 0.5)
        rows.append({"idx": i, "id": f"q-{i:03d}", "source": SOURCES[i % 2], "prediction": f"long answer {i}",
                     "reference": f"reference answer {i}", "bleu": rng.uniform(0, 0.05), "rouge1": r1, "rouge2": r2,
                     "rougeL": rl, "bertscore": bs, "bleurt": bl, "comprehensiveness": comp, "hallucination": hall,
                     "composite": 100 * (r1 + r2 + rl) + 100 * (bs + bl) + comp - hall, "nan_reason": None})
    return rows


def perplexity_rows(n: int, seed: int) -> list[dict[str, Any]]:
    rng = np.random.default_rng(seed)
    return [{"idx": i, "id": f"q-{i:03d}", "source": SOURCES[i % 2], "loglikelihood": -float(rng.uniform(50, 200)),
             "words": int(rng.integers(30, 80)), "bytes": int(rng.integers(200, 500))} for i in range(n)]


def label_qa(spoil: int = 2) -> tuple[list[dict[str, Any]], dict[str, Any], dict[str, Any]]:
    """The real fda_label_qa scoring of oracle answers, with the dose of the first ``spoil`` questions
    whose gold has one spoiled."""
    from groundeval.tasks import get_task

    task = get_task("fda_label_qa", families="numeric_dosage,near_miss_refusal")
    ds = task.load(None)
    outs = []
    for row in ds:
        g = json.loads(row["gold"])
        item = {k: g[k] for k in ("qid", "status", "answer", "citations", "structured_fields")}
        if spoil and "dose" in item["structured_fields"]:
            item["structured_fields"] = dict(item["structured_fields"], dose="999 mg")
            spoil -= 1
        outs.append(json.dumps({"answers": [item]}))
    assert not spoil, "fewer questions with a gold dose than asked to spoil"
    result = task.score(ds, task.requests(ds, "v1"), outs, "v1")
    return result.rows, result.metrics, result.breakdown


def _mean(rows: list[dict[str, Any]], key: str) -> float:
    vals = [r[key] for r in rows if r.get(key) is not None]
    return sum(vals) / len(vals)


def simple_metrics(task: str, rows: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The metrics and breakdown the task would record for these rows."""
    if task in ("fda", "squad_completion"):
        m = _mean(rows, "contains")
        return {"contains": m, "contains_stderr": math.sqrt(m * (1 - m) / (len(rows) - 1)), "n": len(rows)}, {}
    if task == "olaph_perplexity":
        def ppl(rs):
            ll, words, nbytes = sum(r["loglikelihood"] for r in rs), sum(r["words"] for r in rs), sum(r["bytes"] for r in rs)
            return {"word_perplexity": math.exp(-ll / words), "byte_perplexity": math.exp(-ll / nbytes),
                    "bits_per_byte": -ll / nbytes / math.log(2), "num_rows": len(rs)}
        return ppl(rows), {s: ppl([r for r in rows if r["source"] == s]) for s in SOURCES}
    keys = ("bleu", "rouge1", "rouge2", "rougeL", "bertscore", "bleurt", "comprehensiveness", "hallucination", "composite")
    by = {s: [r for r in rows if r["source"] == s] for s in SOURCES}
    return ({**{k: _mean(rows, k) for k in keys}, "num_rows": len(rows)},
            {s: {**{k: _mean(rs, k) for k in keys}, "num_rows": len(rs)} for s, rs in by.items()})


DATE_ID = "2026-01-01T00-00-00.000000"


def sample_lines(task: str, rows: list[dict[str, Any]], names: list[str]) -> list[dict[str, Any]]:
    """One lm-eval sample line per dataset row, the row (or its draws) under ``groundeval``."""
    from groundeval.intervals import TASKS
    from groundeval.lmeval_files import doc_metric_values, sample_line

    key = TASKS[task].row_key
    by_doc: dict[int, list[dict[str, Any]]] = {}
    for r in rows:
        by_doc.setdefault(r[key], []).append(r)
    lines = []
    for doc_id, mine in sorted(by_doc.items()):
        extra = mine[0] if len(mine) == 1 else {"draws": mine}
        lines.append(sample_line(doc_id, {"row": doc_id}, mine[0].get("gold", mine[0].get("reference", "")),
                                 f"prompt {doc_id}", {"until": ["\n"], "max_gen_toks": 48},
                                 [r.get("prediction", r.get("loglikelihood", "")) for r in mine],
                                 doc_metric_values(task, names, mine), extra))
    return lines


def write_run(folder: Path, tasks: dict[str, list[dict[str, Any]]], *, model: str = "tiny/model", protocol: str = "v1",
              samples: bool = False, fingerprints: dict[str, str] | None = None,
              scored: dict[str, tuple[dict[str, Any], dict[str, Any]]] | None = None) -> Path:
    """A run folder (``folder/<model_name_sanitized>/``) for ``tasks`` (task -> rows); ``scored``
    gives metrics/breakdown where known. Returns ``folder``."""
    from groundeval.lmeval_files import extra_metrics, lmeval_metric_names, results_entry, results_file, samples_file
    from groundeval.lmeval_files import sanitize_model_name, task_hash

    model_dir = folder / sanitize_model_name(model)
    model_dir.mkdir(parents=True, exist_ok=True)
    extra: dict[str, Any] = {"config": {"model": model, "protocol": protocol, "embedded_default": samples},
                             "tasks": {}, "results": {}, "breakdown": {},
                             "notes": ["Embedded default: bundled samples in the datasets' schemas, NOT the benchmarks."]
                             if samples else []}
    record: dict[str, Any] = {"results": {}, "group_subtasks": {}, "configs": {}, "versions": {}, "n-shot": {},
                              "higher_is_better": {}, "n-samples": {}, "task_hashes": {}, "model_name": model,
                              "model_name_sanitized": model_dir.name, "groundeval": extra}
    for task, rows in tasks.items():
        metrics, breakdown = (scored or {}).get(task) or simple_metrics(task, rows)
        metrics = json.loads(json.dumps(metrics))
        names = lmeval_metric_names(task, metrics)
        lines = sample_lines(task, rows, names)
        record["results"][task] = results_entry(task, metrics, names, lines, 1000)
        record["versions"][task], record["n-shot"][task] = 1, 0
        record["higher_is_better"][task] = {n: True for n in names}
        record["n-samples"][task] = {"original": len(lines), "effective": len(lines)}
        record["task_hashes"][task] = task_hash(lines)
        extra["results"][task] = extra_metrics(metrics, names)
        if breakdown:
            extra["breakdown"][task] = json.loads(json.dumps(breakdown))
        fp = (fingerprints or {}).get(task, f"fp-{task}-{len(rows)}")
        extra["tasks"][task] = {"task": task, "protocol": protocol, "content_fingerprint": fp}
        with open(samples_file(model_dir, task, DATE_ID), "w", encoding="utf-8") as f:
            for line in lines:
                f.write(json.dumps(line) + "\n")
    results_file(model_dir, DATE_ID).write_text(json.dumps(record, indent=1))
    return folder
