#!/usr/bin/env python
"""The MedLFQA metric's own ROUGE against ``rouge_score``: the same values, and what each costs.

    python scripts/bench_rouge.py                # every stored OLAPH answer in ../shared, else the fixture
    python scripts/bench_rouge.py --pairs 2000 --runs 3
    python scripts/bench_rouge.py --import-after ""   # time the import in a bare interpreter

Scores the pairs (prediction, reference answer) with ``metrics/medlfqa/scoring.py``'s
``rouge_scores`` and with ``rouge_score``'s ``RougeScorer`` (default tokenizer, no stemmer), checks
that every precision, recall and F-measure is equal, and prints the median time of each. It also
times, in a fresh process that has already imported what a run imports (torch, transformers,
datasets, evaluate; ``--import-after`` names others), importing ``rouge_score.rouge_scorer``,
which imports NLTK: the cost the metric no longer pays. Needs ``rouge-score`` (the ``test`` or
``bench`` extra).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from groundeval import entry  # noqa: E402

SHARED_SCORES = REPO.parent / "shared" / "data" / "olaph_reference_scores"
FIXTURE = REPO / "tests" / "fixtures" / "medlfqa" / "olaph_reference_rouge_slice.jsonl"
TYPES = ("rouge1", "rouge2", "rougeL")


def read_pairs(limit: int | None) -> tuple[list[str], list[str], str]:
    """(predictions, references, where from): the stored OLAPH answers, else the fixture slice."""
    preds, refs = [], []
    if SHARED_SCORES.is_dir():
        for path in sorted(SHARED_SCORES.glob("*.jsonl")):
            for line in path.open():
                record = json.loads(line)
                for pred in record["sample_predictions"]:
                    preds.append(pred)
                    refs.append(record["Free_form_answer"])
        source = str(SHARED_SCORES)
    else:
        for line in FIXTURE.open():
            row = json.loads(line)
            preds.append(row["prediction"])
            refs.append(row["reference"])
        source = str(FIXTURE)
    return preds[:limit], refs[:limit], source


RUN_IMPORTS = "torch,transformers,datasets,evaluate"


def import_seconds(after: str = RUN_IMPORTS) -> float:
    """Seconds to import ``rouge_score.rouge_scorer`` in a fresh process that has first imported the
    comma-separated modules ``after`` (by default a run's usual imports)."""
    first = "".join(f"import {name}; " for name in filter(None, (n.strip() for n in after.split(","))))
    code = f"import time; {first}t = time.perf_counter(); import rouge_score.rouge_scorer; print(time.perf_counter() - t)"
    return float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)


def compare(preds: list[str], refs: list[str], runs: int) -> dict:
    spec = importlib.util.spec_from_file_location("medlfqa_scoring", REPO / "metrics" / "medlfqa" / "scoring.py")
    scoring = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(scoring)
    from rouge_score import rouge_scorer

    scorer = rouge_scorer.RougeScorer(list(TYPES), use_stemmer=False)
    ours_s, theirs_s = [], []
    for _ in range(runs):
        start = time.perf_counter()
        ours = scoring.rouge_scores(preds, refs, TYPES)
        ours_s.append(time.perf_counter() - start)
        start = time.perf_counter()
        theirs = [scorer.score(r, p) for p, r in zip(preds, refs)]
        theirs_s.append(time.perf_counter() - start)
    differ = sum((ours[t]["p"][i], ours[t]["r"][i], ours[t]["f"][i]) != tuple(theirs[i][t])
                 for i in range(len(preds)) for t in TYPES)
    return {"pairs": len(preds), "values_differing": differ, "groundeval_s": statistics.median(ours_s),
            "rouge_score_s": statistics.median(theirs_s)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=entry.int_range(1), default=None, help="Use the first N pairs only.")
    parser.add_argument("--runs", type=entry.int_range(1, 1000), default=3, help="Repetitions; the median time is reported.")
    parser.add_argument("--import-after", default=RUN_IMPORTS, metavar="MODULES",
                        help=f"Modules the fresh process imports before rouge_score is timed (default: {RUN_IMPORTS}, "
                             "what a run imports; \"\" for a bare interpreter).")
    args = parser.parse_args(argv)
    preds, refs, source = read_pairs(args.pairs)
    result = {"source": source, **compare(preds, refs, args.runs), "import_rouge_score_s": import_seconds(args.import_after),
              "imported_before": args.import_after}
    print(json.dumps(result, indent=2))
    print(f"{result['pairs']:,} pairs: {result['values_differing']} values differ; groundeval {result['groundeval_s']:.2f} s, "
          f"rouge_score {result['rouge_score_s']:.2f} s ({result['rouge_score_s'] / result['groundeval_s']:.1f}x); "
          f"importing rouge_score (NLTK) {result['import_rouge_score_s']:.2f} s")
    return 1 if result["values_differing"] else 0


if __name__ == "__main__":
    sys.exit(entry.run("bench_rouge.py", main))
