# Copyright 2026 The groundeval Authors.
# Licensed under the Apache License, Version 2.0.
"""Contains: does the gold answer occur in the generated text?

The scoring rule of the BASED recall tasks (``fda``, ``squad_completion``) as lm-evaluation-harness
applies it: a literal, case-insensitive substring test, nothing else normalised.
"""

import math
import re

import datasets
import evaluate


_CITATION = """\
@article{arora2024simple,
  title   = {Simple linear attention language models balance the recall-throughput tradeoff},
  author  = {Arora, Simran and Eyuboglu, Sabri and Zhang, Michael and Timalsina, Aman and
             Alberti, Silas and Zinsley, Dylan and Zou, James and Rudra, Atri and R{\\'e}, Christopher},
  journal = {arXiv preprint arXiv:2402.18668},
  year    = {2024}
}
"""

_DESCRIPTION = """\
Contains scores a generated continuation 1 when the gold answer occurs in it as a literal,
case-insensitive substring, and 0 otherwise. Regular-expression metacharacters in the gold are
literal; no other normalisation (punctuation, articles, Unicode) is applied. An empty gold always
matches. When a reference is a list of golds, the row scores the best of them.

Version ``"v1"`` (the default, lm-evaluation-harness task VERSION 1) strips surrounding whitespace
from each gold first; ``"v0"`` uses the gold as given, so leading or trailing whitespace must
then occur literally in the prediction. The two never compare.
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (`list` of `str`): generated continuations, one per row.
    references (`list` of `str` or `list` of `list` of `str`): the gold answer of each row, or
        several golds per row (the row scores the best one).
    version (`str`, defaults to `"v1"`): `"v1"` strips surrounding whitespace from each gold,
        `"v0"` keeps it.
    use_aggregator (`bool`, defaults to `True`): if `False`, return the per-row scores instead of
        their mean.

Returns:
    contains (`float` or `list` of `int`): the mean of the per-row scores (0 to 1), or the per-row
        scores (each 0 or 1) when `use_aggregator=False`.
    contains_stderr (`float`): standard error of the mean, sqrt(p(1-p)/(n-1)) (the sample
        standard deviation over sqrt(n)); NaN for a single row. Only with the aggregate.
    n (`int`): the number of rows scored. Only with the aggregate.

Examples:

    >>> contains = evaluate.load("contains")
    >>> contains.compute(predictions=[" Denver Broncos won", "the Panthers"],
    ...                  references=["denver broncos", "Broncos"])
    {'contains': 0.5, 'contains_stderr': 0.5, 'n': 2}

    Regex metacharacters are literal, case is ignored:

    >>> contains.compute(predictions=["K123456 (a.k.a. K123.456)"], references=["k123.456"],
    ...                  use_aggregator=False)
    {'contains': [1]}

    Several golds per row, the best one counts:

    >>> contains.compute(predictions=["Product code: LLZ"], references=[["QKQ", "LLZ"]],
    ...                  use_aggregator=False)
    {'contains': [1]}

    Surrounding whitespace in the gold matters only in v0:

    >>> contains.compute(predictions=["Denver"], references=[" Denver\\n"], version="v0",
    ...                  use_aggregator=False)
    {'contains': [0]}
    >>> contains.compute(predictions=["Denver"], references=[" Denver\\n"], version="v1",
    ...                  use_aggregator=False)
    {'contains': [1]}
"""

_VERSIONS = ("v0", "v1")


def contains_score(prediction, golds):
    """1 if any gold occurs in ``prediction`` as a literal, case-insensitive substring, else 0."""
    return max(int(re.search(re.escape(gold), prediction, re.IGNORECASE) is not None) for gold in golds)


def _as_golds(reference, row):
    golds = [reference] if isinstance(reference, str) else reference
    if not isinstance(golds, (list, tuple)) or not golds:
        raise ValueError(f"row {row}: a reference must be a string or a non-empty list of strings, got {reference!r}")
    for gold in golds:
        if not isinstance(gold, str):
            raise ValueError(f"row {row}: gold answers must be strings, got {type(gold).__name__} ({gold!r})")
    return list(golds)


def _check_depth(value, name, limit=8):
    """A clear error for input nested deeper than a row can be (a list of gold strings at most)."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            raise ValueError(
                f"`{name}` is nested more than {limit} levels deep; a row is a string or a list of strings"
            )
        if isinstance(item, (list, tuple)):
            stack.extend((x, depth + 1) for x in item)


def _check_rows(predictions, references):
    if predictions is None or references is None:
        raise ValueError("both `predictions` and `references` are required")
    _check_depth(predictions, "predictions")
    _check_depth(references, "references")
    for name, value in (("predictions", predictions), ("references", references)):
        if isinstance(value, (str, bytes, dict)) or not (hasattr(value, "__len__") and hasattr(value, "__getitem__")):
            raise ValueError(f"`{name}` must be a list with one entry per row, got {type(value).__name__}")
    if not predictions:
        raise ValueError("`predictions` is empty: no rows to score")
    if len(predictions) != len(references):
        raise ValueError(
            f"got {len(predictions)} predictions but {len(references)} references; they must pair up row by row"
        )
    for row, (prediction, reference) in enumerate(zip(predictions, references)):
        if not isinstance(prediction, str):
            raise ValueError(
                f"row {row}: a prediction must be a string, got {type(prediction).__name__} ({prediction!r})"
            )
        _as_golds(reference, row)


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class Contains(evaluate.Metric):
    def _info(self):
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            features=[
                datasets.Features(
                    {
                        "predictions": datasets.Value("string"),
                        "references": datasets.Sequence(datasets.Value("string")),
                    }
                ),
                datasets.Features(
                    {
                        "predictions": datasets.Value("string"),
                        "references": datasets.Value("string"),
                    }
                ),
            ],
            reference_urls=[
                "https://arxiv.org/abs/2402.18668",
                "https://github.com/EleutherAI/lm-evaluation-harness/tree/main/lm_eval/tasks/fda",
            ],
        )

    def compute(self, *, predictions=None, references=None, **kwargs):
        """Score the rows; see the module's inputs description."""
        # Check the rows before evaluate's own format check, whose error names no row.
        _check_rows(predictions, references)
        return super().compute(predictions=predictions, references=references, **kwargs)

    def _compute(self, predictions, references, version="v1", use_aggregator=True):
        if version not in _VERSIONS:
            raise ValueError(f"version must be one of {_VERSIONS}, got {version!r}")
        _check_rows(predictions, references)
        scores = []
        for row, (prediction, reference) in enumerate(zip(predictions, references)):
            golds = _as_golds(reference, row)
            if version == "v1":
                golds = [gold.strip() for gold in golds]
            scores.append(contains_score(prediction, golds))
        if not use_aggregator:
            return {"contains": scores}
        n = len(scores)
        if n == 0:
            raise ValueError("no rows to score")
        mean = sum(scores) / n
        stderr = math.sqrt(mean * (1 - mean) / (n - 1)) if n > 1 else float("nan")
        return {"contains": mean, "contains_stderr": stderr, "n": n}
