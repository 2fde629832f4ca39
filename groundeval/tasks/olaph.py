"""MedLFQA tasks ``olaph`` and ``olaph_perplexity`` (lm-evaluation-harness ``olaph`` v1.2 protocol).

``olaph``: the model answers a patient's question at length (prompt = lm-eval's instruction, a
newline, the question; greedy, stop at a blank line, 256 new tokens). Scored by the
``metrics/medlfqa`` evaluate module: lm-eval's six (BLEU, ROUGE-1/2/L, BERTScore, BLEURT), then
what lm-eval never computes: OLAPH's factuality (comprehensiveness, hallucination) and composite.
Every metric is reported for all rows and per MedLFQA source.

``olaph_perplexity``: rolling log-likelihood of the reference answer alone; word and byte
perplexity and bits per byte, overall and per source.

Data (``load(source)``): the dataset ``dataset_builders/medlfqa`` publishes (a Hub id or its output
folder; the config named by ``rows`` is read with ``load_dataset``), the original
``dmis-lab/MedLFQA`` (the Hub id, or a local folder of its files: read and normalised by the
builder's own code, so there is one copy of the raw format), or one local file (published columns,
e.g. one config's Parquet file or the bundled sample ``groundeval/samples/medlfqa_sample.jsonl``).

Options (``Task(**options)``; the runner's ``--task-option olaph.rows=all`` sets ``rows``):

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
from typing import TYPE_CHECKING, Any

from .. import medlfqa
from ..data import load_config, read_local_files
from ..metric_modules import load_metric
from . import register
from .base import Option, Request, Task, TaskResult

if TYPE_CHECKING:  # imported where rows are read
    import datasets

INSTRUCTION = (
    "Instructions: You are a helpful healthcare assistant. Answer the following question as concisely "
    "as possible without omitting relevant information."
)
ROWS_CHOICES = ("lm_eval_slice", "all")
# what is scored apart when something is missing: BLEU needs sacrebleu (the medlfqa extra), ROUGE nothing
LEXICAL_GROUPS = (("bleu",), ("rouge1", "rouge2", "rougeL"))
LEXICAL = tuple(m for group in LEXICAL_GROUPS for m in group)
MODEL_GROUPS = (("bertscore",), ("bleurt",), ("comprehensiveness", "hallucination"))
_METRIC_OPTIONS = ("bertscore_model", "bertscore_num_layers", "bleurt_checkpoint", "olaph_encoder", "nli_model")


def _nanmean(values: list[float]) -> float:
    kept = [float(v) for v in values if v is not None and not math.isnan(v)]
    return math.fsum(kept) / len(kept) if kept else float("nan")


def load_original(source: str = medlfqa.HUB_ID, revision: str | None = None) -> datasets.Dataset:
    """Every row of the original MedLFQA files (the Hub repository ``source``, or a local folder or
    clone holding some of them) in Hub file order, read and normalised as the dataset builder reads them."""
    return medlfqa.to_dataset(medlfqa.build(source, revision).rows)


def _needs_five_sources(lacking: str) -> ValueError:
    return ValueError(
        f"rows='lm_eval_slice' needs all five MedLFQA sources (lm-eval scores the first 10% of their "
        f"concatenation, all HealthSearchQA); {lacking}. Use rows='all' (--task-option olaph.rows=all; "
        "formerly --medlfqa-rows all) or the Hub dataset."
    )


def load_published(source: str, config: str, revision: str | None = None) -> datasets.Dataset:
    """One config of the dataset ``dataset_builders/medlfqa`` publishes (a Hub id or its output folder)."""
    import datasets

    names = datasets.get_dataset_config_names(source, revision=revision)
    if config not in names:
        raise _needs_five_sources(f"{source!r} has no {config!r} config (it has {names})")
    return load_config(source, config, "test", revision).cast(medlfqa.features())


def load_file(path: Path) -> datasets.Dataset:
    """One local file: Parquet or JSON lines in the published columns (e.g. one config's file or
    the bundled sample), or one original MedLFQA file, read as the builder reads it."""
    if path.name in medlfqa.SOURCE_FILES.values():  # an original file
        name = next(n for n, f in medlfqa.SOURCE_FILES.items() if f == path.name)
        return medlfqa.to_dataset(medlfqa.read_source(name, path))
    ds = read_local_files([path])
    missing = [c for c in medlfqa.COLUMNS if c not in ds.column_names]
    if missing:
        raise ValueError(f"{path}: not in the columns dataset_builders/medlfqa publishes (missing {missing})")
    return ds.select_columns(medlfqa.COLUMNS).cast(medlfqa.features())


def _is_original(source: str) -> bool:
    path = Path(source)
    if path.is_dir():
        return any((path / f).is_file() for f in medlfqa.SOURCE_FILES.values())
    return source == medlfqa.HUB_ID


class _MedLFQATask(Task):
    version = "1.2"
    hub_dataset = medlfqa.HUB_ID
    split = "test"
    sample_file = "medlfqa_sample.jsonl"
    options_spec = {"rows": Option("lm_eval_slice", "MedLFQA rows: lm-eval's 10% slice (494 rows) or all 4,948", ROWS_CHOICES)}

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.rows = self.options["rows"]
        self.provenance: dict[str, Any] = {}
        self._load_notes: list[str] = []

    # ------------------------------------------------------------------ data
    def load(self, source: str | None = None, revision: str | None = None) -> datasets.Dataset:
        """The rows: ``source`` is the original ``dmis-lab/MedLFQA`` (Hub id or local folder of its
        files), the dataset the builder publishes (Hub id or output folder; config ``rows``), or one
        local file (published columns, or one original file)."""
        source = source or self.hub_dataset
        path = Path(source)
        self._load_notes = []
        sliced = False
        if path.is_file():
            ds = load_file(path)
        elif _is_original(source):
            ds = load_original(source, revision)
        else:
            ds, sliced = load_published(source, self.rows, revision), self.rows == "lm_eval_slice"
        order = list(medlfqa.SOURCE_FILES)
        present = sorted(set(ds["source"]), key=lambda s: order.index(s) if s in order else len(order))
        selection = self.rows
        if path.is_file() and path.resolve() == Path(self.sample_source()).resolve():
            selection = "bundled sample"
            self._load_notes.append(
                f"bundled sample: {len(ds)} real MedLFQA rows, all scored (rows={self.rows!r} applies to the full data)"
            )
        elif self.rows == "lm_eval_slice" and not sliced:
            ds = self._lm_eval_slice(ds, present, source)
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

    @staticmethod
    def _lm_eval_slice(ds: datasets.Dataset, present: list[str], source: str) -> datasets.Dataset:
        if set(present) != set(medlfqa.SOURCE_FILES):
            missing = [s for s in medlfqa.SOURCE_FILES if s not in present]
            raise _needs_five_sources(f"{source!r} lacks {missing}")
        return ds.select(range(medlfqa.lm_eval_slice_size(len(ds))))

    def config(self, protocol: str) -> dict[str, Any]:
        return {**super().config(protocol), "rows": self.rows, "lm_eval_task": self.name, "lm_eval_version": "1.2"}


@register
class Olaph(_MedLFQATask):
    """Long-form answers scored with lm-eval's six metrics, OLAPH factuality and composite."""

    name = "olaph"
    description = ("answer a patient's medical question at length (MedLFQA; BLEU, ROUGE, BERTScore, BLEURT, "
                   "OLAPH factuality and composite)")
    metric = "medlfqa"
    options_spec = {
        **_MedLFQATask.options_spec,
        "factuality": Option("olaph", "OLAPH's cosine scorer, an NLI cross-encoder, or None (no factuality, no composite)", ("olaph", "nli", None)),
        "model_metrics": Option(True, "False scores ROUGE/BLEU only", (True, False)),
        "conventions": Option("lm-eval", "scoring conventions, see the metric card", ("lm-eval", "olaph")),
        "chat_template": Option(None, "wrap prompts in the chat template (None: follow --apply-chat-template)", (None, True, False)),
        "metric_device": Option(None, "device of the scoring models (default: CUDA when available)"),
        "metric_batch_size": Option(None, "batch size of the scoring models (default 16)"),
        **{key: Option(None, "passed to the medlfqa metric (see its card)") for key in _METRIC_OPTIONS},
    }
    embedded_options = {"chat_template": True}

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        options = self.options
        self.factuality = options["factuality"]
        self.model_metrics = bool(options["model_metrics"])
        self.conventions = options["conventions"]
        self.metric_kwargs: dict[str, Any] = {k: options[k] for k in _METRIC_OPTIONS if options.get(k) is not None}
        if options.get("metric_device") is not None:
            self.metric_kwargs["device"] = options["metric_device"]
        if options.get("metric_batch_size") is not None:
            self.metric_kwargs["batch_size"] = int(options["metric_batch_size"])
        self.computed: list[str] = []
        self.not_computed: dict[str, str] = {}

    def requests(self, dataset: datasets.Dataset, protocol: str) -> list[Request]:
        _check_protocol(self, protocol)
        return [
            # system: lm-eval's olaph description, trailing newline included (its chat system turn)
            Request(idx=i, prompt=f"{INSTRUCTION}\n{q}", kind="generate_until", stop=("\n\n",), max_gen_toks=256, system=f"{INSTRUCTION}\n",
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
        ids, sources, refs = subset["id"], subset["source"], subset["answer"]
        columns, reasons, notes = self._compute(subset, predictions)
        notes = list(self._load_notes) + notes
        if not self.model_metrics:
            notes.append("model_metrics=False: ROUGE/BLEU only")
        elif "bertscore" not in columns and "bleurt" not in columns:
            notes.append("no scoring model could be loaded: ROUGE/BLEU only")
        self.computed = [m for m in ("bleu", "rouge1", "rouge2", "rougeL", "bertscore", "bleurt",
                                     "comprehensiveness", "hallucination", "composite") if m in columns]

        rows = []
        for j, req in enumerate(requests):
            record = {"idx": req.idx, "id": ids[j], "source": sources[j], "prediction": predictions[j],
                      "reference": refs[j]}
            record.update({m: columns[m][j] for m in self.computed})
            record["nan_reason"] = "; ".join(reasons[j]) if reasons[j] else None
            rows.append(record)
        metrics = {m: _nanmean(columns[m]) for m in self.computed}
        metrics["num_rows"] = len(rows)
        if self.not_computed:  # asked for but not computed: said in the table and the results, with why
            metrics["not_computed"] = {m: self.not_computed[m] for m in self.wanted() if m in self.not_computed}
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
        blank = sum(not p.strip() for p in predictions)
        if blank * 2 >= len(predictions) > 0:  # what the NaNs come from when an instruct model gets a bare prompt
            notes.append(f"{blank} of {len(predictions)} answers are empty: an instruct (chat) model may need "
                         "--apply-chat-template")
        return TaskResult(rows=rows, metrics=metrics, breakdown=breakdown, notes=notes)

    def _compute(self, subset: datasets.Dataset, predictions: list[str]) -> tuple[dict[str, list[float]], list[list[str]], list[str]]:
        """Per-row scores of every wanted metric that can be computed, each row's NaN reasons, and
        notes on what could not be computed (a scoring model that cannot be loaded)."""
        metric = load_metric(self.metric)
        common = dict(predictions=predictions, references=subset["answer"], conventions=self.conventions,
                      use_aggregator=False, **self.metric_kwargs)
        factuality_kwargs = dict(must_have=subset["must_have"], nice_to_have=subset["nice_to_have"],
                                 factuality_method=self.factuality or "olaph")
        wanted = self.wanted()
        columns: dict[str, list[float]] = {}
        reasons: list[list[str]] = [[] for _ in predictions]
        notes: list[str] = []
        missing = self.not_computed = {}

        def merge(out: dict[str, Any]) -> None:
            for key, values in out.items():
                if key == "nan_reasons":
                    for i, r in enumerate(values):
                        for part in (r.split("; ") if r else []):
                            if part not in reasons[i]:
                                reasons[i].append(part)
                else:
                    columns[key] = values

        try:
            merge(metric.compute(metrics=wanted, **common, **factuality_kwargs))
        except Exception:  # noqa: BLE001 - a scoring model or package is missing: score what can be scored
            for group in (*LEXICAL_GROUPS, *MODEL_GROUPS):
                lexical = group in LEXICAL_GROUPS  # always computed, as the table's first columns
                if not lexical and not all(m in wanted for m in group):
                    continue
                try:
                    merge(metric.compute(metrics=list(group), **common, **({} if lexical else factuality_kwargs)))
                except Exception as err:  # noqa: BLE001
                    reason = f"{type(err).__name__}: {str(err).splitlines()[0][:300]}"
                    notes.append(f"{'/'.join(group)} not computed: {reason}")
                    missing.update((m, reason) for m in group)
            if "composite" in wanted:
                notes.append("composite not computed: it needs every one of its component scores")
                missing["composite"] = "it needs every one of its component scores"
        return columns, reasons, notes

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
    description = "rolling log-likelihood of MedLFQA reference answers (word and byte perplexity, bits per byte)"
    metric = "perplexity (summed log-likelihood; no evaluate module)"
    request_kind = "loglikelihood_rolling"

    def requests(self, dataset: datasets.Dataset, protocol: str) -> list[Request]:
        _check_protocol(self, protocol)
        return [Request(idx=i, prompt=a, kind="loglikelihood_rolling") for i, a in enumerate(dataset["answer"])]

    def score(self, dataset: datasets.Dataset, requests: list[Request], outputs: list[Any], protocol: str) -> TaskResult:
        if len(outputs) != len(requests):
            raise ValueError(f"got {len(outputs)} outputs for {len(requests)} requests")
        rows = []
        asked = dataset.select([req.idx for req in requests]).select_columns(["id", "source", "answer"])
        for req, row, out in zip(requests, asked, outputs):
            ll = getattr(out, "loglikelihood", out)
            if not isinstance(ll, (int, float)) or isinstance(ll, bool) or math.isnan(ll):
                raise ValueError(f"row {req.idx}: expected the summed log-likelihood (a float), got {out!r:.80}")
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
