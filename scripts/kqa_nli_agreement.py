#!/usr/bin/env python
"""How well the MedLFQA metric's factuality decisions agree with K-QA's physician NLI labels.

    python scripts/kqa_nli_agreement.py --csv NLI_medical_annotator.csv --method nli
    python scripts/kqa_nli_agreement.py --csv NLI_medical_annotator.csv --method olaph

The CSV is K-QA's ``NLI_medical_annotator.csv`` (github.com/Itaymanes/K-QA, MIT): 399 (answer,
claim) pairs, each labelled Entailment / Neutral / Contradiction by physicians (``majority_label``).
Every pair goes through the metric exactly as a MedLFQA row would (answer = prediction, claim =
the one must-have statement), so what is measured is the decision the metric makes:

* ``nli``: entailed (comprehensiveness 100), contradicted (hallucination 100), else neutral;
  3-way accuracy, Cohen's kappa, and precision / recall of Entailment and of Contradiction.
* ``olaph``: covered (cosine >= threshold) or not; only the binary Entailment question applies.

Needs the scoring model (the metric's default, or ``--nli-model`` / ``--olaph-encoder``).
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path

LABELS = ("Entailment", "Neutral", "Contradiction")
MEDLFQA_DIR = Path(__file__).resolve().parents[1] / "metrics" / "medlfqa"


def read_pairs(path: str | Path) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    for i, row in enumerate(rows):
        for field in ("answer", "claim", "majority_label"):
            if not row.get(field):
                raise ValueError(f"{path}: row {i}: field {field!r} missing or empty")
        if row["majority_label"] not in LABELS:
            raise ValueError(f"{path}: row {i}: majority_label {row['majority_label']!r} not in {LABELS}")
    return rows


def predict(pairs: list[dict[str, str]], method: str, metric=None, **metric_kwargs) -> list[str]:
    """The metric's label for each pair: Entailment / Neutral / Contradiction (olaph: no Contradiction)."""
    if metric is None:
        import evaluate

        metric = evaluate.load(str(MEDLFQA_DIR))
    out = metric.compute(
        predictions=[p["answer"] for p in pairs],
        references=[p["answer"] for p in pairs],
        must_have=[[p["claim"]] for p in pairs],
        nice_to_have=[[] for _ in pairs],
        metrics=["comprehensiveness", "hallucination"],
        factuality_method=method,
        use_aggregator=False,
        **metric_kwargs,
    )
    labels = []
    for comp, hall in zip(out["comprehensiveness"], out["hallucination"]):
        if comp == 100.0:
            labels.append("Entailment")
        elif method == "nli" and hall == 100.0:
            labels.append("Contradiction")
        else:
            labels.append("Neutral")
    return labels


def agreement(gold: list[str], pred: list[str], method: str) -> dict:
    n = len(gold)
    confusion = {g: {p: 0 for p in LABELS} for g in LABELS}
    for g, p in zip(gold, pred):
        confusion[g][p] += 1

    def prec_rec(label):
        tp = confusion[label][label]
        predicted = sum(confusion[g][label] for g in LABELS)
        actual = sum(confusion[label].values())
        return (tp / predicted if predicted else float("nan"), tp / actual if actual else float("nan"))

    ent_gold = [g == "Entailment" for g in gold]
    ent_pred = [p == "Entailment" for p in pred]
    report = {
        "method": method,
        "pairs": n,
        "gold_labels": {lab: sum(1 for g in gold if g == lab) for lab in LABELS},
        "confusion (gold -> predicted)": confusion,
        "entailment_binary_accuracy": sum(a == b for a, b in zip(ent_gold, ent_pred)) / n,
        "entailment_precision_recall": prec_rec("Entailment"),
    }
    if method == "nli":
        observed = sum(confusion[lab][lab] for lab in LABELS) / n
        expected = sum(sum(confusion[lab].values()) * sum(confusion[g][lab] for g in LABELS) for lab in LABELS) / n / n
        report["three_way_accuracy"] = observed
        report["cohen_kappa"] = (observed - expected) / (1 - expected) if expected < 1 else float("nan")
        report["contradiction_precision_recall"] = prec_rec("Contradiction")
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--csv", required=True, help="K-QA NLI_medical_annotator.csv")
    parser.add_argument("--method", default="nli", choices=("nli", "olaph"), help="factuality method to measure")
    parser.add_argument("--nli-model", default=None, help="NLI cross-encoder (default: the metric's)")
    parser.add_argument("--olaph-encoder", default=None, help="encoder of the olaph method (default: the metric's)")
    parser.add_argument("--device", default=None, help="torch device (default: CUDA when available)")
    parser.add_argument("--batch-size", type=int, default=16)
    args = parser.parse_args(argv)
    kwargs = {"device": args.device, "batch_size": args.batch_size}
    if args.nli_model:
        kwargs["nli_model"] = args.nli_model
    if args.olaph_encoder:
        kwargs["olaph_encoder"] = args.olaph_encoder
    pairs = read_pairs(args.csv)
    report = agreement([p["majority_label"] for p in pairs], predict(pairs, args.method, **kwargs), args.method)
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    from groundeval import entry

    sys.exit(entry.run("kqa_nli_agreement.py", main))
