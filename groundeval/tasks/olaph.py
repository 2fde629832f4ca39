"""MedLFQA tasks ``olaph`` and ``olaph_perplexity`` (lm-evaluation-harness ``olaph`` v1.2 protocol).

``olaph``: the model answers a patient's question at length (prompt = lm-eval's instruction, a
newline, the question; greedy, stop at a blank line, 256 new tokens). Scored by the
``metrics/medlfqa`` evaluate module: lm-eval's six (BLEU, ROUGE-1/2/L, BERTScore, BLEURT), then
what lm-eval never computes: OLAPH's factuality (comprehensiveness, hallucination) and composite.
Every metric is reported for all rows and per MedLFQA source.

``olaph_perplexity``: rolling log-likelihood of the reference answer alone; word and byte
perplexity and bits per byte, overall and per source.

Options (``Task(**options)``; the runner's ``--medlfqa-rows`` sets ``rows``):

* ``rows``: ``"lm_eval_slice"`` (default: the first int(0.1 N) rows of the five-file split, the
  494 HealthSearchQA rows lm-eval scores) or ``"all"`` (4,948 rows).
* ``factuality`` (olaph only): ``"olaph"`` (default; OLAPH's released cosine scorer),
  ``"nli"`` (an NLI cross-encoder, K-QA's definition) or ``None`` (no factuality, no composite).
* ``model_metrics`` (olaph only, default True): False scores ROUGE/BLEU only.
* ``conventions`` (olaph only): ``"lm-eval"`` (default) or ``"olaph"``, see the metric card.
* ``bertscore_model``, ``bertscore_num_layers``, ``bleurt_checkpoint``, ``olaph_encoder``,
  ``nli_model``, ``metric_device``, ``metric_batch_size``: passed to the metric (its defaults:
  roberta-large layer 17, lucadiliello/BLEURT-20-D12, gsarti/biobert-nli,
  MoritzLaurer/DeBERTa-v3-base-mnli-fever-anli, CUDA when available, 16).

A scoring model that cannot be loaded (no Hub access, package missing) does not stop the run:
its scores are left out, the composite too, and ``TaskResult.notes`` says so.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

import datasets

from ..metrics import load_metric
from . import register
from .base import Request, Task, TaskResult

INSTRUCTION = (
    "Instructions: You are a helpful healthcare assistant. Answer the following question as concisely "
    "as possible without omitting relevant information."
)
HUB_ID = "dmis-lab/MedLFQA"
# Hub file order = the order of load_dataset's concatenated test split.
SOURCE_FILES = {
    "healthsearch_qa": "healthsearch_qa_test_MedLFQA.jsonl",
    "kqa_golden": "kqa_golden_test_MedLFQA.jsonl",
    "kqa_silver": "kqa_silver_wogold_test_MedLFQA.jsonl",
    "live_qa": "live_qa_test_MedLFQA.jsonl",
    "medication_qa": "medication_qa_test_MedLFQA.jsonl",
}
ROWS_CHOICES = ("lm_eval_slice", "all")
LEXICAL = ("bleu", "rouge1", "rouge2", "rougeL")
MODEL_GROUPS = (("bertscore",), ("bleurt",), ("comprehensiveness", "hallucination"))
FEATURES = datasets.Features(
    {
        "id": datasets.Value("string"),
        "source": datasets.Value("string"),
        "question": datasets.Value("string"),
        "answer": datasets.Value("string"),
        "must_have": datasets.Sequence(datasets.Value("string")),
        "nice_to_have": datasets.Sequence(datasets.Value("string")),
        "icd_10_diag": datasets.Value("string"),
        "sources": datasets.Value("string"),
    }
)
_RAW_FIELDS = {"Question": "question", "Free_form_answer": "answer", "Must_have": "must_have", "Nice_to_have": "nice_to_have"}
_METRIC_OPTIONS = ("bertscore_model", "bertscore_num_layers", "bleurt_checkpoint", "olaph_encoder", "nli_model")


def _nanmean(values: list[float]) -> float:
    kept = [float(v) for v in values if v is not None and not math.isnan(v)]
    return math.fsum(kept) / len(kept) if kept else float("nan")


def _check_row(row: dict[str, Any], where: str) -> None:
    for field in ("question", "answer"):
        if not isinstance(row.get(field), str):
            raise ValueError(f"{where}: field {field!r} must be a string, got {type(row.get(field)).__name__}")
    for field in ("must_have", "nice_to_have"):
        value = row.get(field)
        if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
            raise ValueError(f"{where}: field {field!r} must be a list of strings, got {value!r:.80}")


def _normalise_raw(records, source_name: str, file_label: str) -> list[dict[str, Any]]:
    """Raw MedLFQA records (Question, Free_form_answer, ...) -> the builder's columns."""
    rows = []
    for i, rec in enumerate(records):
        missing = [f for f in _RAW_FIELDS if f not in rec]
        if missing:
            raise ValueError(f"{file_label}: row {i}: missing field(s) {missing}")
        row = {"id": f"{source_name}-{i:04d}", "source": source_name}
        row.update({col: rec[f] for f, col in _RAW_FIELDS.items()})
        row["icd_10_diag"] = rec.get("ICD_10_diag")
        row["sources"] = rec.get("Sources")
        _check_row(row, f"{file_label}: row {i}")
        rows.append(row)
    return rows


def load_hub(repo: str, revision: str | None = None) -> datasets.Dataset:
    """The five files of a MedLFQA dataset repository (Hub id, or a local clone), in Hub order.

    One ``load_dataset`` call per file, so that each file keeps its own columns (K-QA adds
    ``ICD_10_diag``, golden ``Sources``) and its rows are known to come from it.
    """
    rows = []
    for name, fname in SOURCE_FILES.items():
        part = datasets.load_dataset(repo, data_files={"test": fname}, split="test", revision=revision)
        rows += _normalise_raw(part, name, f"{repo}/{fname}")
    return datasets.Dataset.from_list(rows, features=FEATURES)


class _MedLFQATask(Task):
    version = "1.2"
    hub_dataset = HUB_ID
    split = "test"
    sample_file = "medlfqa_sample.jsonl"
    allowed_options: tuple[str, ...] = ("rows",)

    def __init__(self, **options: Any) -> None:
        unknown = sorted(set(options) - set(self.allowed_options))
        if unknown:
            raise ValueError(f"task {self.name!r}: unknown option(s) {unknown}; allowed: {list(self.allowed_options)}")
        rows = options.get("rows", "lm_eval_slice")
        if rows not in ROWS_CHOICES:
            raise ValueError(f"task {self.name!r}: rows must be one of {ROWS_CHOICES}, got {rows!r}")
        super().__init__(**options)
        self.rows = rows
        self.provenance: dict[str, Any] = {}
        self._load_notes: list[str] = []

    # ------------------------------------------------------------------ data
    def load(self, source: str | None = None, revision: str | None = None) -> datasets.Dataset:
        source = source or self.hub_dataset
        path = Path(source)
        self._load_notes = []
        is_sample = path.is_file() and path.resolve() == Path(self.sample_source()).resolve()
        if path.is_file():
            fmt = "parquet" if path.suffix == ".parquet" else "json"
            ds = datasets.load_dataset(fmt, data_files=[str(path)], split="train")
            if "Question" in ds.column_names:
                name = next((n for n, f in SOURCE_FILES.items() if f == path.name), path.stem)
                ds = datasets.Dataset.from_list(_normalise_raw(ds, name, path.name), features=FEATURES)
            else:
                missing = [c for c in FEATURES if c not in ds.column_names]
                if missing:
                    raise ValueError(f"{path}: neither raw MedLFQA rows nor the builder's columns (missing {missing})")
                for i, row in enumerate(ds):
                    _check_row(row, f"{path.name}: row {i}")
                ds = ds.select_columns(list(FEATURES)).cast(FEATURES)
            prebuilt_slice = False
        elif path.is_dir():
            ds, prebuilt_slice = self._load_folder(path)
        else:
            ds = load_hub(source, revision)
            prebuilt_slice = False
        present = sorted(set(ds["source"]), key=lambda s: list(SOURCE_FILES).index(s) if s in SOURCE_FILES else 99)
        selection = self.rows
        if is_sample:
            selection = "bundled sample"
            self._load_notes.append(
                f"bundled sample: {len(ds)} real MedLFQA rows, all scored (rows={self.rows!r} applies to the full data)"
            )
        elif self.rows == "lm_eval_slice" and not prebuilt_slice:
            if set(present) != set(SOURCE_FILES):
                missing = [s for s in SOURCE_FILES if s not in present]
                raise ValueError(
                    f"rows='lm_eval_slice' needs all five MedLFQA sources (lm-eval scores the first 10% of their "
                    f"concatenation, all HealthSearchQA); {source!r} lacks {missing}. Use rows='all' "
                    "(--medlfqa-rows all) or the Hub dataset."
                )
            ds = ds.select(range(int(0.1 * len(ds))))
        self.provenance = {
            "dataset": source if not path.exists() else str(path.resolve()),
            "revision": revision,
            "split": self.split,
            "rows": selection,
            "sources": present,
            "fingerprint": ds._fingerprint,
            "num_rows": len(ds),
        }
        return ds

    def _load_folder(self, path: Path) -> tuple[datasets.Dataset, bool]:
        raw = {n: path / f for n, f in SOURCE_FILES.items() if (path / f).is_file()}
        if raw:
            rows = []
            for name, file in raw.items():
                part = datasets.load_dataset("json", data_files=[str(file)], split="train")
                rows += _normalise_raw(part, name, file.name)
            return datasets.Dataset.from_list(rows, features=FEATURES), False
        config = path / "data" / self.rows
        files = sorted(config.glob("*.parquet")) if config.is_dir() else []
        if not files:
            raise FileNotFoundError(
                f"{path}: neither MedLFQA JSON-lines files ({', '.join(SOURCE_FILES.values())}) nor the "
                f"builder's data/{self.rows}/*.parquet"
            )
        ds = datasets.load_dataset("parquet", data_files=[str(f) for f in files], split="train")
        return ds, self.rows == "lm_eval_slice"

    def config(self, protocol: str) -> dict[str, Any]:
        return {**super().config(protocol), "rows": self.rows, "lm_eval_task": self.name, "lm_eval_version": "1.2"}


@register
class Olaph(_MedLFQATask):
    """Long-form answers scored with lm-eval's six metrics, OLAPH factuality and composite."""

    name = "olaph"
    metric = "medlfqa"
    allowed_options = ("rows", "factuality", "model_metrics", "conventions", "metric_device", "metric_batch_size", "chat_template") + _METRIC_OPTIONS

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.factuality = options.get("factuality", "olaph")
        if self.factuality not in ("olaph", "nli", None):
            raise ValueError(f"factuality must be 'olaph', 'nli' or None, got {self.factuality!r}")
        self.model_metrics = bool(options.get("model_metrics", True))
        self.conventions = options.get("conventions", "lm-eval")
        if self.conventions not in ("lm-eval", "olaph"):
            raise ValueError(f"conventions must be 'lm-eval' or 'olaph', got {self.conventions!r}")
        self.metric_kwargs: dict[str, Any] = {k: options[k] for k in _METRIC_OPTIONS if options.get(k) is not None}
        if options.get("metric_device") is not None:
            self.metric_kwargs["device"] = options["metric_device"]
        if options.get("metric_batch_size") is not None:
            self.metric_kwargs["batch_size"] = int(options["metric_batch_size"])
        self.computed: list[str] = []

    def requests(self, dataset: datasets.Dataset, protocol: str) -> list[Request]:
        _check_protocol(self, protocol)
        return [
            Request(idx=i, prompt=f"{INSTRUCTION}\n{q}", kind="generate_until", stop=("\n\n",), max_gen_toks=256, system=INSTRUCTION,
                    chat=self.options.get("chat_template"))
            for i, q in enumerate(dataset["question"])
        ]

    def wanted(self) -> list[str]:
        metrics = list(LEXICAL)
        if self.model_metrics:
            metrics += ["bertscore", "bleurt"]
            if self.factuality:
                metrics += ["comprehensiveness", "hallucination", "composite"]
        return metrics

    def score(self, dataset: datasets.Dataset, requests: list[Request], outputs: list[Any], protocol: str) -> TaskResult:
        if len(outputs) != len(requests):
            raise ValueError(f"got {len(outputs)} outputs for {len(requests)} requests")
        rows_idx = [r.idx for r in requests]
        predictions = ["" if o is None else str(o) for o in outputs]
        subset = dataset.select(rows_idx)
        refs, must, nice = subset["answer"], subset["must_have"], subset["nice_to_have"]
        metric = load_metric(self.metric)
        common = dict(predictions=predictions, references=refs, conventions=self.conventions, use_aggregator=False,
                      **self.metric_kwargs)
        factuality_kwargs = dict(must_have=must, nice_to_have=nice, factuality_method=self.factuality or "olaph")
        notes = list(self._load_notes)
        wanted = self.wanted()
        columns: dict[str, list[float]] = {}
        reasons: list[list[str]] = [[] for _ in predictions]

        def merge(out: dict[str, Any]) -> None:
            for key, values in out.items():
                if key == "nan_reasons":
                    for i, r in enumerate(values):
                        if r:
                            for part in r.split("; "):
                                if part not in reasons[i]:
                                    reasons[i].append(part)
                else:
                    columns[key] = values

        try:
            merge(metric.compute(metrics=wanted, **common, **factuality_kwargs))
        except Exception:  # noqa: BLE001 - a scoring model is missing: score what can be scored
            merge(metric.compute(metrics=list(LEXICAL), **common))
            for group in MODEL_GROUPS:
                if not all(m in wanted for m in group):
                    continue
                try:
                    merge(metric.compute(metrics=list(group), **common, **factuality_kwargs))
                except Exception as err:  # noqa: BLE001
                    notes.append(f"{'/'.join(group)} not computed: {type(err).__name__}: {str(err).splitlines()[0][:300]}")
            if "composite" in wanted:
                notes.append("composite not computed: it needs every one of its component scores")
        if not self.model_metrics:
            notes.append("model_metrics=False: ROUGE/BLEU only")
        elif "bertscore" not in columns and "bleurt" not in columns:
            notes.append("no scoring model could be loaded: ROUGE/BLEU only")
        self.computed = [m for m in ("bleu", "rouge1", "rouge2", "rougeL", "bertscore", "bleurt",
                                     "comprehensiveness", "hallucination", "composite") if m in columns]

        rows = []
        for j, req in enumerate(requests):
            record = {"idx": req.idx, "id": subset[j]["id"], "source": subset[j]["source"], "prediction": predictions[j],
                      "reference": refs[j]}
            record.update({m: columns[m][j] for m in self.computed})
            record["nan_reason"] = "; ".join(reasons[j]) if reasons[j] else None
            rows.append(record)
        metrics = {m: _nanmean(columns[m]) for m in self.computed}
        metrics["num_rows"] = len(rows)
        breakdown = {}
        for source in dict.fromkeys(r["source"] for r in rows):
            mine = [r for r in rows if r["source"] == source]
            breakdown[source] = {m: _nanmean([r[m] for r in mine]) for m in self.computed}
            breakdown[source]["num_rows"] = len(mine)
        counts: dict[str, int] = {}
        for r in reasons:
            for part in r:
                counts[part] = counts.get(part, 0) + 1
        notes += [f"{n} row(s) NaN: {reason}" for reason, n in counts.items()]
        return TaskResult(rows=rows, metrics=metrics, breakdown=breakdown, notes=notes)

    def config(self, protocol: str) -> dict[str, Any]:
        return {
            **super().config(protocol),
            "prompt": "instruction + '\\n' + question (chat template: instruction as system turn)",
            "instruction": INSTRUCTION,
            "until": ["\n\n"],
            "max_gen_toks": 256,
            "decoding": "greedy",
            "metric": self.metric,
            "metric_conventions": self.conventions,
            "factuality_method": self.factuality if self.model_metrics else None,
            "factuality_computed": "comprehensiveness" in self.computed,
            "metric_options": dict(self.metric_kwargs),
            "metrics_requested": self.wanted(),
            "metrics_computed": list(self.computed),
        }


@register
class OlaphPerplexity(_MedLFQATask):
    """Rolling log-likelihood of the reference answer alone (no question, no instruction)."""

    name = "olaph_perplexity"
    metric = "perplexity (summed log-likelihood; no evaluate module)"

    def requests(self, dataset: datasets.Dataset, protocol: str) -> list[Request]:
        _check_protocol(self, protocol)
        return [Request(idx=i, prompt=a, kind="loglikelihood_rolling") for i, a in enumerate(dataset["answer"])]

    def score(self, dataset: datasets.Dataset, requests: list[Request], outputs: list[Any], protocol: str) -> TaskResult:
        if len(outputs) != len(requests):
            raise ValueError(f"got {len(outputs)} outputs for {len(requests)} requests")
        rows = []
        for req, out in zip(requests, outputs):
            ll = getattr(out, "loglikelihood", out)
            if not isinstance(ll, (int, float)) or isinstance(ll, bool) or math.isnan(ll):
                raise ValueError(f"row {req.idx}: expected the summed log-likelihood (a float), got {out!r:.80}")
            row = dataset[req.idx]
            text = row["answer"]
            rows.append({"idx": req.idx, "id": row["id"], "source": row["source"], "loglikelihood": float(ll),
                         "words": len(re.split(r"\s+", text)), "bytes": len(text.encode("utf-8"))})
        metrics = _perplexities(rows)
        breakdown = {s: _perplexities([r for r in rows if r["source"] == s]) for s in dict.fromkeys(r["source"] for r in rows)}
        return TaskResult(rows=rows, metrics=metrics, breakdown=breakdown, notes=list(self._load_notes))

    def config(self, protocol: str) -> dict[str, Any]:
        return {**super().config(protocol), "prompt": "answer alone (no question, no instruction)",
                "words": "len(re.split(r'\\s+', answer))", "bytes": "UTF-8"}


def _perplexities(rows: list[dict[str, Any]]) -> dict[str, float]:
    ll = math.fsum(r["loglikelihood"] for r in rows)
    words = sum(r["words"] for r in rows)
    nbytes = sum(r["bytes"] for r in rows)
    return {
        "word_perplexity": math.exp(-ll / words) if words else float("nan"),
        "byte_perplexity": math.exp(-ll / nbytes) if nbytes else float("nan"),
        "bits_per_byte": -ll / nbytes / math.log(2) if nbytes else float("nan"),
        "num_rows": len(rows),
    }


def _check_protocol(task: Task, protocol: str) -> None:
    # The MedLFQA prompt and settings are the same under every named protocol.
    if protocol not in task.protocols:
        raise ValueError(f"unknown protocol {protocol!r}; choose one of {list(task.protocols)}")
