"""The `contains` metric: lm-eval's semantics, v0/v1, aggregation and errors (its doctests: test_metric_modules)."""

from __future__ import annotations

import math
import random

import evaluate
import pytest

from conftest import REPO

CONTAINS = str(REPO / "metrics" / "contains")


@pytest.fixture(scope="module")
def contains():
    return evaluate.load(CONTAINS)


def _random_pairs(n: int, seed: int = 0) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    alphabet = list("abcXYZ .*+?()[]{}|^$\\-\n\t") + ["é", "É", "ß", "ſ", "İ", "ǅ", "K", "\u212a", "日本", "Ω", "ω"]
    pairs = []
    for _ in range(n):
        pred = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        kind = rng.random()
        if kind < 0.35 and pred:  # a substring of the prediction, maybe case-flipped, maybe padded
            i = rng.randint(0, len(pred) - 1)
            gold = pred[i : rng.randint(i, len(pred))]
            gold = gold.swapcase() if rng.random() < 0.5 else gold
            gold = rng.choice(["", " ", "\n", "  "]) + gold + rng.choice(["", " ", "\n"])
        elif kind < 0.45:
            gold = rng.choice(["", " ", "\n", "\t "])
        else:
            gold = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 4)))
        pairs.append((pred, gold))
    return pairs


def test_equals_lm_eval_contains_score_v1_and_v0(contains):
    lm_eval_fda = pytest.importorskip("lm_eval.tasks.fda.task")
    pairs = _random_pairs(4000)
    preds = [p for p, _ in pairs]
    golds = [g for _, g in pairs]
    v1 = contains.compute(predictions=preds, references=golds, version="v1", use_aggregator=False)["contains"]
    v0 = contains.compute(predictions=preds, references=golds, version="v0", use_aggregator=False)["contains"]
    # lm-eval's task strips the gold in doc_to_target (VERSION 1); the BASED harness did not.
    expected_v1 = [lm_eval_fda.contains_score(p, [g.strip()]) for p, g in pairs]
    expected_v0 = [lm_eval_fda.contains_score(p, [g]) for p, g in pairs]
    assert v1 == expected_v1
    assert v0 == expected_v0
    assert 0.1 < sum(v1) / len(v1) < 0.9  # the generated pairs exercise both outcomes
    assert v0 != v1  # and surrounding whitespace matters


def test_several_golds_take_the_max(contains):
    out = contains.compute(predictions=["LLZ", "nothing"], references=[["QKQ", "llz"], ["a b", "c"]], use_aggregator=False)
    assert out == {"contains": [1, 0]}


def test_empty_gold_always_matches(contains):
    assert contains.compute(predictions=[""], references=[""], use_aggregator=False) == {"contains": [1]}
    assert contains.compute(predictions=["x"], references=["   "], version="v1", use_aggregator=False) == {"contains": [1]}


def test_aggregate_mean_stderr_and_n(contains):
    out = contains.compute(predictions=["a", "b", "c", "d"], references=["a", "b", "x", "y"])
    assert out["contains"] == 0.5 and out["n"] == 4
    assert out["contains_stderr"] == pytest.approx(math.sqrt(0.5 * 0.5 / 3))


@pytest.mark.parametrize(
    "kwargs, message",
    [
        (dict(predictions=[None], references=["a"]), "row 0: a prediction must be a string"),
        (dict(predictions=["a", 3], references=["a", "b"]), "row 1: a prediction must be a string, got int"),
        (dict(predictions=["a"], references=[None]), "row 0: a reference must be a string"),
        (dict(predictions=["a"], references=[[]]), "row 0: a reference must be a string or a non-empty list"),
        (dict(predictions=["a", "b"], references=[["a"], ["b", 7]]), "row 1: gold answers must be strings"),
        (dict(predictions=["a", "b"], references=["a"]), "got 2 predictions but 1 references"),
    ],
)
def test_bad_input_names_the_row(contains, kwargs, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        contains.compute(**kwargs)


def test_unknown_version(contains):
    with pytest.raises(ValueError, match="version must be one of"):
        contains.compute(predictions=["a"], references=["a"], version="v2")
