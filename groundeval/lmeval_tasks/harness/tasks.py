"""The lm-evaluation-harness task classes behind this folder's YAMLs.

Each YAML names its class here (``class: !function groundeval.lmeval_tasks.harness.tasks.FDA``)
and carries the protocol as data: prompt, gold, stop strings, token budget, metrics. The classes
add what a YAML cannot say:

* the rows come from groundeval's own loaders (``Task.load``), so a Hub id, a dataset builder's
  output folder or a local Parquet / JSON-lines file give exactly the rows ``scripts/run.py``
  scores (MedLFQA's lm-eval slice included);
* the scores come from the ``metrics/`` evaluate modules (``contains``, ``medlfqa``) through
  groundeval's tasks, never from a copy of their rules;
* lm-eval's ``--metadata`` chooses the rows and task options per groundeval task, with the
  runner's meaning: ``{"dataset": {"fda": "rows.jsonl"}, "dataset_revision": {"fda": "v1.0.0"},
  "task_options": {"olaph": {"model_metrics": false}}}`` is ``--dataset fda=rows.jsonl
  --revision ... --task-option olaph.model_metrics=false``.

lm-eval builds a ``class:`` task as ``cls(config=<the YAML as a dict>)``; the ``class`` key itself is
not a ``TaskConfig`` field, so it is dropped before ``ConfigurableTask`` reads the rest.
"""

from __future__ import annotations

import logging
import sys
from typing import Any, ClassVar

import datasets
from lm_eval.api.task import ConfigurableTask

from ...errors import UserError
from ...metric_modules import load_metric
from ...tasks import TASKS, Request, get_task, load_task_modules

logger = logging.getLogger(__name__)

METADATA_KEYS = ("dataset", "dataset_revision", "task_options")
"""The ``--metadata`` keys these tasks read; each maps groundeval task names to a value."""


def stripped_text(doc: dict[str, Any]) -> str:
    """The prompt of protocols ``v1`` and ``lm-eval``: the row's text without surrounding whitespace."""
    return doc["text"].strip()


def stripped_value(doc: dict[str, Any]) -> str:
    """The gold of protocols ``v1`` and ``lm-eval``: the value without surrounding whitespace."""
    return doc["value"].strip()


def task_setting(metadata: dict[str, Any] | None, key: str, task: str) -> Any:
    """``metadata[key][task]``: the value ``--metadata`` gives one groundeval task, or None.

    The mapping must be keyed by groundeval task names (``fda``, ``olaph``, ...), as the runner's
    ``--dataset TASK=SOURCE`` is: a bare value would silently apply to every task of a run.
    """
    value = (metadata or {}).get(key)
    if value is None:
        return None
    load_task_modules()
    if not isinstance(value, dict):
        raise UserError(f"--metadata {key} must map groundeval task names to values, e.g. "
                        f'{{"{key}": {{"{task}": ...}}}}; got {value!r}')
    unknown = sorted(set(value) - set(TASKS))
    if unknown:
        raise UserError(f"--metadata {key} names unknown task(s) {', '.join(unknown)}; known: {', '.join(sorted(TASKS))}")
    return value.get(task)


class GroundevalTask(ConfigurableTask):
    """A YAML-configured lm-eval task whose rows and scores come from groundeval task ``GROUNDEVAL_TASK``."""

    GROUNDEVAL_TASK: ClassVar[str]
    """The groundeval task (``groundeval.tasks.TASKS``) this lm-eval task runs."""

    def __init__(self, config: dict[str, Any] | None = None) -> None:
        config = {k: v for k, v in (config or {}).items() if k != "class"}
        if config.get("dataset_kwargs"):
            raise UserError(f"{config.get('task')}: dataset_kwargs are not read; name the rows with "
                            f'--metadata \'{{"dataset": {{"{self.GROUNDEVAL_TASK}": "<path or Hub id>"}}}}\'')
        metadata = config.get("metadata") or {}
        self.source = task_setting(metadata, "dataset", self.GROUNDEVAL_TASK)
        self.revision = task_setting(metadata, "dataset_revision", self.GROUNDEVAL_TASK)
        options = task_setting(metadata, "task_options", self.GROUNDEVAL_TASK) or {}
        if not isinstance(options, dict):
            raise UserError(f"--metadata task_options.{self.GROUNDEVAL_TASK} must be a mapping of option to value, got {options!r}")
        self.groundeval = get_task(self.GROUNDEVAL_TASK, **options)
        # Scores come from process_results below; naming it here keeps lm-eval from looking the
        # metric names up in its registry or on the Hub, and records where scores come from.
        config["process_results"] = f"{type(self).__module__}.{type(self).__qualname__}.process_results"
        super().__init__(config=config)

    def download(self, dataset_kwargs: dict[str, Any] | None = None, **kwargs: Any) -> None:
        """The rows as groundeval's task loads them: ``--metadata`` dataset, else the YAML's
        ``dataset_path``; offline with neither, the task's bundled sample (said in a warning: it is
        not the benchmark). ``dataset_path`` then names what was read, so lm-eval's results record
        the rows' real source. Rows that cannot be read end the run in one line naming ``--metadata``."""
        from huggingface_hub import constants

        source = self.source or self.config.dataset_path
        if self.source is None and constants.HF_HUB_OFFLINE:
            source = self.groundeval.sample_source()
            logger.warning("%s: offline and no --metadata dataset: scoring the bundled sample %s (NOT the benchmark; "
                           "name the rows with --metadata '{\"dataset\": {\"%s\": \"<path or Hub id>\"}}')",
                           self.config.task, source, self.GROUNDEVAL_TASK)
        try:
            rows = self.groundeval.load(source, self.revision)
        except Exception as err:  # noqa: BLE001 - lm_eval's command would print a traceback
            first = (str(err).strip().splitlines() or [type(err).__name__])[0][:300]
            sys.stderr.write(f"{self.config.task}: cannot read the rows of {source} ({first}); name them with "
                             f"--metadata '{{\"dataset\": {{\"{self.GROUNDEVAL_TASK}\": \"<path or Hub id>\"}}}}'\n")
            raise SystemExit(2) from err
        if str(source) != self.config.dataset_path:  # a local file or folder has no Hub config name
            self.config.dataset_path, self.config.dataset_name = str(source), None
        split = self.config.test_split or self.config.validation_split
        self.dataset = datasets.DatasetDict({split: rows})


class RecallTask(GroundevalTask):
    """``fda`` / ``squad_completion``: scored by the ``contains`` module at the YAML's version."""

    @property
    def contains_version(self) -> str:
        """``v1`` strips the gold, ``v0`` (protocol ``based``) keeps its whitespace: the metric_list's ``version``."""
        entry = next(m for m in self.config.metric_list if m["metric"] == "contains")
        return entry.get("version", "v1")

    def process_results(self, doc: dict[str, Any], results: list[str]) -> dict[str, int]:
        contains = load_metric("contains")
        scores = contains.compute(predictions=[results[0]], references=[self.doc_to_target(doc)],
                                  version=self.contains_version, use_aggregator=False)
        return {"contains": scores["contains"][0]}


class FDA(RecallTask):
    GROUNDEVAL_TASK = "fda"


class SquadCompletion(RecallTask):
    GROUNDEVAL_TASK = "squad_completion"


class _LoggedNotes:
    """Notes of groundeval's scoring (a scoring model that could not load, NaN rows), logged once each."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def log(self, task: str, notes: list[str]) -> None:
        for note in notes:
            if note not in self.seen:
                self.seen.add(note)
                level = logging.WARNING if "not computed" in note or "could be loaded" in note else logging.INFO
                logger.log(level, "%s: %s", task, note)


def _not_computed(reason: str):
    """An aggregation that reports why the metric has no value (not one lm-eval bootstraps)."""
    text = "not computed: " + " ".join(str(reason).split())[:200]

    def not_computed(items: list[Any]) -> str:
        return text

    return not_computed


class Olaph(GroundevalTask):
    """MedLFQA long-form answers, scored row by row by groundeval's ``olaph`` task (the ``medlfqa``
    module): the metrics its options ask for (lm-eval's six, OLAPH factuality, the composite).
    A metric that cannot be computed (its scoring model does not load) is logged and aggregates to
    ``"not computed: <reason>"``, as the runner's table and results say it."""

    GROUNDEVAL_TASK = "olaph"

    def __init__(self, config: dict[str, Any] | None = None) -> None:
        super().__init__(config)
        if self.groundeval.options.get("chat_template") is not None:
            raise UserError("task option olaph.chat_template is the runner's; use lm_eval's --apply_chat_template")
        self.notes = _LoggedNotes()
        self.not_computed: dict[str, str] = {}
        """Metrics the options asked for that could not be computed, with why (as the runner records them)."""

    def process_results(self, doc: dict[str, Any], results: list[str]) -> dict[str, float]:
        request = Request(idx=0, prompt=self.doc_to_text(doc))
        scored = self.groundeval.score(datasets.Dataset.from_list([doc]), [request], [results[0]], "v1")
        self.notes.log(self.config.task, scored.notes)
        for metric, reason in (scored.metrics.get("not_computed") or {}).items():
            self.not_computed.setdefault(metric, reason)
        row = scored.rows[0]
        computed = list(self.groundeval.computed)
        if set(self.groundeval.wanted()) - set(computed):
            self._stop_asking(computed)
        out = {metric: row[metric] for metric in computed}
        # A metric asked for and not computed keeps its row in lm-eval's table (aggregation below).
        out.update((metric, float("nan")) for metric in self.not_computed if metric not in out)
        return out

    def aggregation(self) -> dict[str, Any]:
        """lm-eval's aggregations, except that a metric that could not be computed aggregates to
        ``"not computed: <reason>"``: lm-eval's table shows that row (its stderr "N/A") where it
        would otherwise leave the metric out without a word."""
        aggregations = dict(super().aggregation())
        for metric, reason in self.not_computed.items():
            aggregations[metric] = _not_computed(reason)
        return aggregations

    def _stop_asking(self, computed: list[str]) -> None:
        """After a scoring model failed to load, score the remaining rows without it.

        The runner scores all rows in one call, so a model that does not load is missing for every
        row; here each row is scored alone, and asking again would retry the load on every row
        (seconds each, offline). The options that leave out what failed are applied instead; a
        failure they cannot express (BERTScore but not BLEURT) keeps being retried.
        """
        options = dict(self.groundeval.options)
        model_scored = set(computed) & {"bertscore", "bleurt", "comprehensiveness", "hallucination"}
        if not model_scored:
            options["model_metrics"] = False
        elif {"bertscore", "bleurt"} <= model_scored:
            options["factuality"] = None
        else:
            return
        logger.warning("%s: scoring the remaining rows with %s", self.config.task,
                       {k: options[k] for k in ("model_metrics", "factuality")})
        self.groundeval = get_task(self.GROUNDEVAL_TASK, **options)


class OlaphPerplexity(GroundevalTask):
    """Rolling log-likelihood of the reference answer; word and byte counts from groundeval's
    ``olaph_perplexity`` task, aggregated by lm-eval's weighted perplexity and bits per byte."""

    GROUNDEVAL_TASK = "olaph_perplexity"

    def process_results(self, doc: dict[str, Any], results: list[float]) -> dict[str, tuple[float, int]]:
        (loglikelihood,) = results
        request = Request(idx=0, prompt=self.doc_to_target(doc), kind="loglikelihood_rolling")
        row = self.groundeval.score(datasets.Dataset.from_list([doc]), [request], [loglikelihood], "v1").rows[0]
        return {
            "word_perplexity": (row["loglikelihood"], row["words"]),
            "byte_perplexity": (row["loglikelihood"], row["bytes"]),
            "bits_per_byte": (row["loglikelihood"], row["bytes"]),
        }
