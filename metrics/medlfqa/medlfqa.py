# Copyright 2026 The groundeval Authors.
# Licensed under the Apache License, Version 2.0.
"""MedLFQA: the long-form medical QA metrics of lm-eval's ``olaph`` task and of the OLAPH paper.

One module, sub-metrics chosen by the caller: BLEU, ROUGE-1/2/L, BERTScore and BLEURT with
lm-evaluation-harness semantics (or OLAPH's), the OLAPH factuality scores (comprehensiveness,
hallucination) by OLAPH's released cosine method or by an NLI cross-encoder, and OLAPH's
composite. A model loads only when a chosen sub-metric needs it, once per module instance.
"""

import math

import datasets
import evaluate

from .scoring import (
    DEFAULT_BERTSCORE_MODEL,
    DEFAULT_BLEURT_CHECKPOINT,
    DEFAULT_COMPOSITE_WEIGHTS,
    DEFAULT_NLI_MODEL,
    DEFAULT_OLAPH_ENCODER,
    LM_EVAL_MIN_CHARS,
    BertScoreScorer,
    BleurtScorer,
    MeanPoolEncoder,
    NliScorer,
    bleu_scores,
    composite_score,
    nanmean,
    olaph_factuality,
    resolve_device,
    rouge_scores,
)


_CITATION = """\
@article{jeong2024olaph,
  title   = {OLAPH: Improving Factuality in Biomedical Long-form Question Answering},
  author  = {Jeong, Minbyul and Hwang, Hyeon and Yoon, Chanwoong and Lee, Taewhoo and Kang, Jaewoo},
  journal = {arXiv preprint arXiv:2405.12701},
  year    = {2024}
}
@article{manes2024kqa,
  title   = {K-QA: A Real-World Medical Q\\&A Benchmark},
  author  = {Manes, Itay and Ronn, Naama and Cohen, David and Ilan Ber, Ran and Horowitz-Kugler, Zehavi
             and Stanovsky, Gabriel},
  journal = {arXiv preprint arXiv:2401.14493},
  year    = {2024}
}
"""

_DESCRIPTION = """\
MedLFQA scores free-form answers to patients' medical questions against a reference answer and
two lists of reference statements (``must_have``, ``nice_to_have``), as the OLAPH paper and the
lm-evaluation-harness ``olaph`` task do.

Lexical and model-based similarity to the reference answer: ``bleu`` (Hugging Face evaluate's
BLEU: 13a tokens, order 4, no smoothing), ``rouge1``, ``rouge2``, ``rougeL`` (F-measure as
``rouge_score`` computes it, no stemmer), ``bertscore`` (F1; roberta-large layer 17, no idf, no rescaling) and
``bleurt`` (raw regression output of a BLEURT checkpoint on (reference, candidate)).

Factuality against the statements, in percent: ``comprehensiveness`` (share of must-have
statements the answer covers) and ``hallucination`` (share of all statements it fails, or
contradicts). Method ``"olaph"`` is OLAPH's released scorer: a statement counts as covered when
the cosine of the mean-pooled ``gsarti/biobert-nli`` vectors of answer and statement is >= 0.5,
and every statement under 0.5 counts as hallucinated. Method ``"nli"`` is what K-QA defined: an
NLI cross-encoder decides entailment (comprehensiveness) and contradiction (hallucination).

``composite`` is OLAPH's ranking score 100*(R1+R2+RL) + 100*(BLEURT+BERTScore) + (COMP-HALL).

Conventions ``"lm-eval"`` (default) reproduce lm-eval's ``olaph`` task: the six similarity
scores are NaN when the raw prediction or reference is under 10 characters, and a BLEU of 0
becomes 1e-5. Conventions ``"olaph"`` follow OLAPH's scorer: the prediction is stripped, no NaN
rule, no BLEU floor. Aggregates are NaN-ignoring means; every NaN carries a reason.
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (`list` of `str`): the model's answers, one per row.
    references (`list` of `str`): the reference free-form answers (MedLFQA `Free_form_answer`).
    must_have (`list` of `list` of `str`, optional): per row, the statements an answer must
        contain (MedLFQA `Must_have`). Required by `comprehensiveness`, `hallucination`,
        `composite`; may be empty for a row.
    nice_to_have (`list` of `list` of `str`, optional): per row, the supplementary statements
        (MedLFQA `Nice_to_have`). Required with `must_have`.
    metrics (`list` of `str`, optional): sub-metrics to compute, any of `bleu`, `rouge1`,
        `rouge2`, `rougeL`, `bertscore`, `bleurt`, `comprehensiveness`, `hallucination`,
        `composite`. Defaults to lm-eval's six: `bleu`, `rouge1`, `rouge2`, `rougeL`, `bertscore`,
        `bleurt`. `composite` also computes the scores it is made of.
    conventions (`str`, defaults to `"lm-eval"`): `"lm-eval"` or `"olaph"` (see the description).
    use_aggregator (`bool`, defaults to `True`): `False` returns per-row lists instead of means.
    factuality_method (`str`, defaults to `"olaph"`): `"olaph"` (cosine of mean-pooled encoder
        vectors) or `"nli"` (NLI cross-encoder entailment / contradiction).
    olaph_encoder (`str`, defaults to `"gsarti/biobert-nli"`): Hub id or local path of the encoder
        of the `"olaph"` method.
    olaph_threshold (`float`, defaults to 0.5): the cosine at and above which a statement counts
        as covered.
    nli_model (`str`, defaults to `"MoritzLaurer/DeBERTa-v3-base-mnli-fever-anli"`): Hub id or
        local path of the cross-encoder of the `"nli"` method; its `id2label` must name an
        entailment and a contradiction label.
    bertscore_model (`str`, defaults to `"roberta-large"`): `model_type` for `bert_score`.
    bertscore_num_layers (`int`, optional): the layer to use; `bert_score`'s default for known
        models (17 for roberta-large), required for other models.
    bleurt_checkpoint (`str`, defaults to `"lucadiliello/BLEURT-20-D12"`): a BLEURT checkpoint.
        BLEURT-20 PyTorch ports (`model_type: bleurt`) load natively (no `bleurt-pytorch` needed);
        any other id or path through `AutoModelForSequenceClassification` (e.g.
        `Elron/bleurt-base-512`, a port of Google's `bleurt-base-512`, which lm-eval runs through
        TensorFlow).
    composite_weights (`dict`, optional): overrides of the composite's weights, keys `rouge1`,
        `rouge2`, `rougeL`, `bleurt`, `bertscore` (default 100 each), `comprehensiveness` (1),
        `hallucination` (-1).
    device (`str`, optional): torch device for the models; CUDA when available, else CPU.
    batch_size (`int`, defaults to 16): pairs (or texts) per forward pass of every model.

Returns:
    With `use_aggregator=True`: one NaN-ignoring mean per computed sub-metric, `num_rows`, and
    `nan_reasons`, a dict from reason to the number of rows it made NaN.
    With `use_aggregator=False`: one list per computed sub-metric (a value per row) and
    `nan_reasons`, a list with, per row, `None` or the reasons its NaN values have.
    BLEU, ROUGE, BERTScore are in [0, 1]; BLEURT is a raw score (about 0 to 1 for BLEURT-20);
    comprehensiveness and hallucination are percentages; composite is OLAPH's scale.

Examples:

    >>> medlfqa = evaluate.load("medlfqa")
    >>> results = medlfqa.compute(
    ...     predictions=["Aspirin can cause stomach bleeding in some people."],
    ...     references=["Aspirin may cause stomach bleeding and ulcers."],
    ...     metrics=["rouge1", "rouge2", "rougeL", "bleu"])
    >>> print({k: round(v, 4) for k, v in results.items() if k.startswith("rouge")})
    {'rouge1': 0.5333, 'rouge2': 0.3077, 'rougeL': 0.5333}

    No 4-gram in common gives a BLEU of 0, which lm-eval's conventions report as 1e-5:

    >>> results["bleu"]
    1e-05

    Per-row scores; under lm-eval's conventions an answer under 10 characters is NaN, with why:

    >>> results = medlfqa.compute(
    ...     predictions=["Yes.", "Metformin lowers blood sugar in type 2 diabetes."],
    ...     references=["Metformin is safe for most adults.", "Metformin lowers blood sugar."],
    ...     metrics=["rouge1"], use_aggregator=False)
    >>> [round(x, 4) for x in results["rouge1"]]
    [nan, 0.6667]
    >>> results["nan_reasons"][0]
    'lm-eval rule: prediction or reference shorter than 10 characters'
"""

_LM_EVAL_SIX = ("bleu", "rouge1", "rouge2", "rougeL", "bertscore", "bleurt")
_FACTUALITY = ("comprehensiveness", "hallucination")
_ALL_METRICS = _LM_EVAL_SIX + _FACTUALITY + ("composite",)
_ROUGE = ("rouge1", "rouge2", "rougeL")
_SHORT_REASON = f"lm-eval rule: prediction or reference shorter than {LM_EVAL_MIN_CHARS} characters"


class _Rows:
    """Per-row values and NaN reasons of one compute call."""

    def __init__(self, n):
        self.n = n
        self.values = {}
        self.reasons = [[] for _ in range(n)]

    def column(self, name):
        return self.values.setdefault(name, [float("nan")] * self.n)

    def nan(self, name, i, reason):
        self.column(name)[i] = float("nan")
        if reason not in self.reasons[i]:
            self.reasons[i].append(reason)


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class MedLFQA(evaluate.Metric):
    """BLEU, ROUGE, BERTScore, BLEURT, OLAPH factuality and composite for MedLFQA answers."""

    def compute(self, *, predictions=None, references=None, **kwargs):
        """Score the rows; the arguments are checked before `evaluate` reads them."""
        _check_rows(predictions, references)
        _check_weights(kwargs.get("composite_weights"))
        return super().compute(predictions=predictions, references=references, **kwargs)

    def _info(self):
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            features=datasets.Features(
                {
                    "predictions": datasets.Value("string", id="sequence"),
                    "references": datasets.Value("string", id="sequence"),
                }
            ),
            codebase_urls=["https://github.com/dmis-lab/OLAPH", "https://github.com/Itaymanes/K-QA"],
            reference_urls=["https://arxiv.org/abs/2405.12701", "https://arxiv.org/abs/2401.14493"],
        )

    def _model(self, kind, key, factory):
        # One instance of each model per metric object, reused across compute calls.
        cache = self.__dict__.setdefault("_loaded_models", {})
        if (kind, key) not in cache:
            cache[(kind, key)] = factory()
        return cache[(kind, key)]

    def _compute(
        self,
        predictions,
        references,
        must_have=None,
        nice_to_have=None,
        metrics=None,
        conventions="lm-eval",
        use_aggregator=True,
        factuality_method="olaph",
        olaph_encoder=DEFAULT_OLAPH_ENCODER,
        olaph_threshold=0.5,
        nli_model=DEFAULT_NLI_MODEL,
        bertscore_model=DEFAULT_BERTSCORE_MODEL,
        bertscore_num_layers=None,
        bleurt_checkpoint=DEFAULT_BLEURT_CHECKPOINT,
        composite_weights=None,
        device=None,
        batch_size=16,
    ):
        wanted = _resolve_metrics(metrics, composite_weights)
        if conventions not in ("lm-eval", "olaph"):
            raise ValueError(f"conventions must be 'lm-eval' or 'olaph', got {conventions!r}")
        if factuality_method not in ("olaph", "nli"):
            raise ValueError(f"factuality_method must be 'olaph' or 'nli', got {factuality_method!r}")
        if not isinstance(batch_size, int) or batch_size < 1:
            raise ValueError(f"batch_size must be a positive int, got {batch_size!r}")
        predictions = list(predictions)
        references = list(references)
        _check_texts("predictions", predictions)
        _check_texts("references", references)
        if len(predictions) != len(references):
            raise ValueError(f"got {len(predictions)} predictions and {len(references)} references; one each per row")
        n = len(predictions)
        if any(m in wanted for m in _FACTUALITY):
            must_have = _check_statements("must_have", must_have, n)
            nice_to_have = _check_statements("nice_to_have", nice_to_have, n)

        preds = [p.strip() for p in predictions] if conventions == "olaph" else predictions
        rows = _Rows(n)
        # lm-eval scores nothing for a pair with a side under 10 characters (raw strings).
        if conventions == "lm-eval":
            scorable = [
                i
                for i in range(n)
                if len(predictions[i]) >= LM_EVAL_MIN_CHARS and len(references[i]) >= LM_EVAL_MIN_CHARS
            ]
        else:
            scorable = list(range(n))
        skipped = sorted(set(range(n)) - set(scorable))
        for name in (m for m in _LM_EVAL_SIX if m in wanted):
            rows.column(name)
            for i in skipped:
                rows.nan(name, i, _SHORT_REASON)
        sub_preds = [preds[i] for i in scorable]
        sub_refs = [references[i] for i in scorable]

        if "bleu" in wanted:
            floor = 1e-5 if conventions == "lm-eval" else None
            values, reasons = bleu_scores(sub_preds, sub_refs, zero_floor=floor)
            _fill(rows, "bleu", scorable, values, reasons)
        if any(r in wanted for r in _ROUGE):
            types = [r for r in _ROUGE if r in wanted]
            result = rouge_scores(sub_preds, sub_refs, types)
            for t in types:
                _fill(rows, t, scorable, result[t]["f"], [None] * len(scorable))

        device_name = None
        if any(m in wanted for m in ("bertscore", "bleurt") + _FACTUALITY):
            device_name = resolve_device(device)
        if "bertscore" in wanted:
            scorer = self._model(
                "bertscore",
                (bertscore_model, bertscore_num_layers, device_name, batch_size),
                lambda: BertScoreScorer(bertscore_model, bertscore_num_layers, device_name, batch_size),
            )
            values, reasons = _guarded(
                lambda p, r: scorer.score(p, r)[0], sub_preds, sub_refs, batch_size, "bertscore"
            )
            _fill(rows, "bertscore", scorable, values, reasons)
        if "bleurt" in wanted:
            scorer = self._model(
                "bleurt",
                (bleurt_checkpoint, device_name, batch_size),
                lambda: BleurtScorer(bleurt_checkpoint, device_name, batch_size),
            )
            values, reasons = _guarded(scorer.score, sub_preds, sub_refs, batch_size, "bleurt")
            _fill(rows, "bleurt", scorable, values, reasons)

        if any(m in wanted for m in _FACTUALITY):
            if factuality_method == "olaph":
                encoder = self._model(
                    "olaph",
                    (olaph_encoder, device_name, batch_size),
                    lambda: MeanPoolEncoder(olaph_encoder, device_name, batch_size),
                )
                _olaph_factuality(rows, preds, must_have, nice_to_have, encoder, olaph_threshold)
            else:
                nli = self._model(
                    "nli", (nli_model, device_name, batch_size), lambda: NliScorer(nli_model, device_name, batch_size)
                )
                _nli_factuality(rows, preds, must_have, nice_to_have, nli)

        if "composite" in wanted:
            column = rows.column("composite")
            for i in range(n):
                parts = {k: rows.values[k][i] for k in DEFAULT_COMPOSITE_WEIGHTS if k in rows.values}
                column[i] = composite_score(parts, composite_weights)
                if math.isnan(column[i]) and not rows.reasons[i]:
                    rows.reasons[i].append("composite: a component is NaN")

        order = [m for m in _ALL_METRICS if m in rows.values]
        if use_aggregator:
            out = {m: nanmean(rows.values[m]) for m in order}
            out["num_rows"] = n
            counts = {}
            for reasons in rows.reasons:
                for reason in reasons:
                    counts[reason] = counts.get(reason, 0) + 1
            out["nan_reasons"] = counts
            return out
        out = {m: list(rows.values[m]) for m in order}
        out["nan_reasons"] = ["; ".join(r) if r else None for r in rows.reasons]
        return out


def _resolve_metrics(metrics, composite_weights):
    if metrics is None:
        metrics = list(_LM_EVAL_SIX)
    if isinstance(metrics, str):
        metrics = [metrics]
    if not metrics:
        raise ValueError(f"`metrics` is empty; choose from {list(_ALL_METRICS)} (or leave it out for the default six)")
    unknown = [m for m in metrics if m not in _ALL_METRICS]
    if unknown:
        raise ValueError(f"unknown metrics {unknown}; choose from {list(_ALL_METRICS)}")
    wanted = set(metrics)
    if "composite" in wanted:
        weights = dict(DEFAULT_COMPOSITE_WEIGHTS)
        weights.update(composite_weights or {})
        wanted.update(k for k, w in weights.items() if w != 0 and k in _ALL_METRICS)
    return wanted


def _check_rows(predictions, references):
    _check_depth(predictions, "predictions")
    _check_depth(references, "references")
    for name, value in (("predictions", predictions), ("references", references)):
        if value is None:
            raise ValueError(f"`{name}` is required")
        if isinstance(value, (str, bytes, dict)) or not (hasattr(value, "__len__") and hasattr(value, "__getitem__")):
            raise ValueError(f"`{name}` must be a list with one string per row, got {type(value).__name__}")
    if not predictions:
        raise ValueError("`predictions` is empty: no rows to score")


def _check_depth(value, name, limit=64):
    """A clear error for input nested far deeper than any row can be (no RecursionError later)."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            raise ValueError(f"`{name}` is nested more than {limit} levels deep; a row is a string")
        if isinstance(item, (list, tuple)):
            stack.extend((x, depth + 1) for x in item)


def _check_weights(weights):
    if weights is None:
        return
    if not isinstance(weights, dict):
        raise ValueError(f"`composite_weights` must be a dict of metric name -> weight, got {type(weights).__name__}")
    unknown = sorted(str(k) for k in set(weights) - set(DEFAULT_COMPOSITE_WEIGHTS))
    if unknown:
        raise ValueError(
            f"`composite_weights` has unknown keys {unknown}; allowed: {sorted(DEFAULT_COMPOSITE_WEIGHTS)}"
        )
    for key, value in weights.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise ValueError(
                f"`composite_weights[{key!r}]` is {value!r}; a weight is a finite number "
                "(hallucination's is negative)"
            )


def _check_texts(name, texts):
    for i, text in enumerate(texts):
        if not isinstance(text, str):
            raise ValueError(f"{name}[{i}] is {text!r}; every row needs a string (use '' for an empty answer)")


def _check_statements(name, lists, n):
    if lists is None:
        raise ValueError(
            f"comprehensiveness and hallucination need {name}: one list of statements per row "
            "(must_have=[...], nice_to_have=[...]; an empty list is allowed)"
        )
    if isinstance(lists, (str, bytes, dict)):
        raise ValueError(f"`{name}` must be a list with one list of statements per row, got {type(lists).__name__}")
    lists = list(lists)
    if len(lists) != n:
        raise ValueError(f"got {len(lists)} {name} lists for {n} predictions; one list per row")
    checked = []
    for i, statements in enumerate(lists):
        if isinstance(statements, str) or statements is None:
            raise ValueError(f"{name}[{i}] is {statements!r}; expected a list of strings")
        statements = list(statements)
        for j, s in enumerate(statements):
            if not isinstance(s, str):
                raise ValueError(f"{name}[{i}][{j}] is {s!r}; expected a string")
        checked.append(statements)
    return checked


def _fill(rows, name, indices, values, reasons):
    column = rows.column(name)
    for i, value, reason in zip(indices, values, reasons):
        column[i] = value
        if reason is not None:
            rows.nan(name, i, reason)


def _guarded(score, predictions, references, batch_size, name):
    """Score in batches; a batch that raises is retried row by row, a row that raises is NaN."""
    values, reasons = [], []
    for start in range(0, len(predictions), batch_size):
        preds = predictions[start : start + batch_size]
        refs = references[start : start + batch_size]
        try:
            values.extend(score(preds, refs))
            reasons.extend([None] * len(preds))
            continue
        except Exception:  # noqa: BLE001 - isolate the row below
            pass
        for p, r in zip(preds, refs):
            try:
                values.extend(score([p], [r]))
                reasons.append(None)
            except Exception as err:  # noqa: BLE001 - one bad row must not end the run
                values.append(float("nan"))
                reasons.append(f"{name}: {type(err).__name__}: {err}")
    return values, reasons


def _olaph_factuality(rows, preds, must_have, nice_to_have, encoder, threshold):
    comp, hall = rows.column("comprehensiveness"), rows.column("hallucination")
    for i, pred in enumerate(preds):
        statements = must_have[i] + nice_to_have[i]
        try:
            cosines = encoder.cosines(pred, statements)
        except Exception as err:  # noqa: BLE001
            reason = f"factuality: {type(err).__name__}: {err}"
            rows.nan("comprehensiveness", i, reason)
            rows.nan("hallucination", i, reason)
            continue
        k = len(must_have[i])
        comp[i], hall[i] = olaph_factuality(cosines[:k], cosines[k:], threshold)


def _nli_factuality(rows, preds, must_have, nice_to_have, nli):
    comp, hall = rows.column("comprehensiveness"), rows.column("hallucination")
    for i, pred in enumerate(preds):
        statements = must_have[i] + nice_to_have[i]
        try:
            labels = nli.predict([pred] * len(statements), statements) if statements else []
        except Exception as err:  # noqa: BLE001
            reason = f"factuality: {type(err).__name__}: {err}"
            rows.nan("comprehensiveness", i, reason)
            rows.nan("hallucination", i, reason)
            continue
        k = len(must_have[i])
        if k:
            comp[i] = 100.0 * sum(1 for lab in labels[:k] if lab.startswith("entail")) / k
        else:
            rows.nan("comprehensiveness", i, "comprehensiveness (nli): no must_have statements")
        if statements:
            hall[i] = 100.0 * sum(1 for lab in labels if lab.startswith("contradict")) / len(statements)
        else:
            rows.nan("hallucination", i, "hallucination (nli): no statements")
