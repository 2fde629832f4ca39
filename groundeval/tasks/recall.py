"""The BASED recall tasks ``fda`` and ``squad_completion`` (lm-evaluation-harness task VERSION 1).

A row's ``text`` is a document followed by the start of a statement that the model must complete
with ``value``; the score is whether the continuation contains the value (metric ``contains``).
Three protocols change the numbers and are recorded with every result:

=========  ==================  ========================  ==========  ===============
protocol   fda stop / tokens   squad_completion          whitespace  BOS
=========  ==================  ========================  ==========  ===============
v1         "\\n" / 48           "\\n" / 48                 stripped    tokenizer's
lm-eval    "\\n" / 48           "\\n\\n" / 256              stripped    tokenizer's
based      "\\n" / 48           "\\n" / 48                 raw (v0)    none
=========  ==================  ========================  ==========  ===============

``lm-eval`` is what lm-evaluation-harness 0.4.13 actually runs: its ``squad_completion`` falls
back to the harness default generation settings instead of the task's intended ones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..data import load_rows
from ..intervals import cluster_fields
from ..metric_modules import load_metric
from ..validate import check_string_fields
from . import register
from .base import Request, Task, TaskResult

if TYPE_CHECKING:  # imported where rows are read
    import datasets

_SETTINGS = {
    # protocol: (strip text and gold, add_bos, {task: (stop strings, max_gen_toks)})
    "v1": (True, None, {"fda": (("\n",), 48), "squad_completion": (("\n",), 48)}),
    "lm-eval": (True, None, {"fda": (("\n",), 48), "squad_completion": (("\n\n",), 256)}),
    "based": (False, False, {"fda": (("\n",), 48), "squad_completion": (("\n",), 48)}),
}


class RecallTask(Task):
    version = "1"
    split = "validation"
    metric = "contains"
    fields: tuple[str, ...] = ()

    def load(self, source: str | None = None, revision: str | None = None) -> datasets.Dataset:
        ds, self.provenance = load_rows(source or self.hub_dataset, split=self.split, config=self.hub_config, revision=revision)
        check_string_fields(ds, self.fields, non_empty=("text",), source=self.provenance["dataset"])
        return ds

    def settings(self, protocol: str) -> tuple[bool, bool | None, tuple[str, ...], int]:
        try:
            strip, add_bos, per_task = _SETTINGS[protocol]
        except KeyError:
            raise ValueError(f"unknown protocol {protocol!r}; choose one of {sorted(_SETTINGS)}") from None
        stop, max_gen_toks = per_task[self.name]
        return strip, add_bos, stop, max_gen_toks

    def requests(self, dataset: datasets.Dataset, protocol: str) -> list[Request]:
        strip, add_bos, stop, max_gen_toks = self.settings(protocol)
        return [
            Request(idx=i, prompt=text.strip() if strip else text, stop=stop, max_gen_toks=max_gen_toks, add_bos=add_bos)
            for i, text in enumerate(dataset["text"])
        ]

    def score(self, dataset: datasets.Dataset, requests: list[Request], outputs: list[Any], protocol: str) -> TaskResult:
        strip = self.settings(protocol)[0]
        predictions = list(outputs)
        golds = list(dataset["value"])
        version = "v1" if strip else "v0"
        contains = load_metric("contains")
        per_row = contains.compute(predictions=predictions, references=golds, version=version, use_aggregator=False)["contains"]
        metrics = contains.compute(predictions=predictions, references=golds, version=version)
        # Each row's cluster (its document chunk or passage): rows on one are not independent.
        # The requested rows are read in one pass, not one dataset access per row.
        asked = dataset.select([req.idx for req in requests])
        rows = [
            {"idx": req.idx, "prediction": prediction, "gold": gold.strip() if strip else gold, "contains": hit,
             **cluster_fields(self.name, row)}
            for req, row, prediction, gold, hit in zip(requests, asked, predictions, golds, per_row)
        ]
        return TaskResult(rows=rows, metrics=metrics)

    def config(self, protocol: str) -> dict[str, Any]:
        strip, add_bos, stop, max_gen_toks = self.settings(protocol)
        return {
            **super().config(protocol),
            "until": list(stop),
            "max_gen_toks": max_gen_toks,
            "prompt": "text.strip()" if strip else "text (raw)",
            "gold": "value.strip()" if strip else "value (raw)",
            "add_bos": "tokenizer default" if add_bos is None else add_bos,
            "decoding": "greedy",
            "metric": "contains",
            "metric_version": "v1" if strip else "v0",
        }


@register
class FDA(RecallTask):
    name = "fda"
    description = "continue a 510(k) document chunk with the value of a field (BASED recall; metric contains)"
    hub_dataset = "hazyresearch/based-fda"
    hub_config = "default"
    fields = ("doc_id", "file_name", "key", "value", "text")
    sample_file = "based_fda_sample.jsonl"


@register
class SquadCompletion(RecallTask):
    name = "squad_completion"
    description = "complete a SQuAD statement that stops right before the answer (BASED recall; metric contains)"
    hub_dataset = "hazyresearch/based-squad"
    hub_config = "default"
    fields = ("doc_id", "text", "value", "title", "context", "question")
    sample_file = "based_squad_sample.jsonl"
