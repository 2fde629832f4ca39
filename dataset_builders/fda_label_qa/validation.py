"""The verifier validation set: answers to the gold questions judged by independent readers.

Each row of ``verifier_validation.jsonl`` is one answer item to one gold question, with its kind
(``correct`` in some style, ``wrong`` with one clinically meaningful error of a named type, or
``no_knowledge``: a blind strategy of ``tests/adversaries.py``), who wrote it, and the verdict of
a reader who saw the question, the label and the answer, nothing of the rubric or the gold.
``scripts/verifier_validation.py`` writes the packets and ingests the verdicts.

The set is split **by label** (:func:`split_of`): a label is in ``dev`` or ``test`` by a hash of
its set id; a question is in the half of its labels, or ``mixed`` when a comparison's two labels
fall in different halves (used for neither tuning nor the reported figures). Rubrics are tuned on
``dev`` only; the metric card reports ``test``.

Later rounds (``verifier_validation_round<N>.jsonl``, :func:`round_file`) are made by new writer
and reader sessions, with other styles and error types asked, over the questions of the test
half's labels only. Each is held out until a rubric version is tuned on it; the metric card says
which rounds each version saw (round 2 was tuned on by 2.9.0 to 2.11.0; round 3 was tuned on by
none, and scored under 2.9.0 to 2.13.0; round 4 was made after 2.11.0 and scored under it and
2.12.0; round 5 was made after 2.12.0, scored under it once, then tuned on by 2.13.0 with rounds 1
to 4; round 6 was made after 2.13.0 and scored once; round 7 was made after 2.13.1 and scored once, then looked into for 2.14.0;
round 8 was made after 2.14.0 and scored once, then tuned on with rounds 1 to 7 by 2.15.0; round 9 was
written while 2.15.0 was made and scored once after it, then tuned on by 2.16.0; round 10 was written
while 2.16.0 was made and scored once after it, then tuned on by 2.17.0; round 11 was written while
2.17.0 was made and scored once after it, then tuned on by 2.18.0; round 12 was written while 2.18.0
was made and scored once after it; round 13 was written after 2.18.0 and scored once under it; rounds 1
to 13 were then tuned on by 2.19.0, and round 14 was written while 2.19.0 was made and scored once after
it, then tuned on by 2.20.0; round 15 was written while 2.20.0 was made and scored once after it; round 16
was written after 2.20.1 and scored once under it; round 17 was written after 2.20.1 on the 2.17.0
gold and scored once under it, then tuned on with rounds 1 to 16 by 2.21.0; round 18 was written
while 2.21.0 was made and scored once after it, then tuned on with rounds 1 to 17 by 2.22.0; round 19
was written before 2.22.0 was made and scored once after it; rounds 20 and 21 were written after 2.22.0
and scored once under it, then read for 2.22.1; rounds 22 and 23 were written while and after 2.22.1
was made and scored once under it; round 24 was written after 2.22.2 and scored once under it, then tuned on with rounds 1 to 23 by
2.23.0; round 25 was written while 2.23.0 was made and scored once after it; round 26 was written
after 2.23.0 and scored once under it, then tuned on with rounds 1 to 25 by 2.24.0; rounds 27 and 28
were written while 2.24.0 was made and scored once after it, then read for 2.24.1; rounds 29 and 30
were written while 2.24.1 was made and scored once after it; rounds 31 and 32 were written while
2.24.2 was made and scored once after it; rounds 33 and 34 were written after 2.24.2 and scored once
under it, then tuned on with rounds 1 to 32 by 2.25.0; rounds 35 to 38 were written while 2.25.0 was
made and scored once after it; rounds 39 and 40 were written while 2.25.1 was made and scored once
after it, then tuned on with rounds 1 to 38 by 2.26.0; rounds 41 to 44 were written while 2.26.0 was
made and scored once after it, then read for 2.26.1 with rounds 1 to 40; rounds 45 to 48 were written
while 2.26.1 was made and scored once after it, then tuned on with rounds 1 to 44 by 2.27.0; rounds 49
to 52 were written while 2.27.0 was made and scored once after it, then read for 2.27.1 with rounds 1
to 48; rounds 53 and 54 were written while 2.27.1 was made and scored once after it, then tuned on
with rounds 1 to 52 by 2.28.0; rounds 55 to 58 were written while 2.28.0 was made and scored once
after it, then tuned on with rounds 1 to 54 by 2.29.0; rounds 59 to 62 were written while 2.29.0 was
made and scored once after it, then tuned on with rounds 1 to 58 by 2.30.0; rounds 63 to 66 were
written while 2.30.0 was made and scored once after it, then tuned on with rounds 1 to 62 by 2.31.0;
rounds 67 to 70 were written while 2.31.0 was made and scored once after it, then tuned on with
rounds 1 to 70 by 2.32.0; rounds 71 to 78 were written while 2.32.0 was made and scored once after
it, then tuned on with rounds 1 to 78 by 2.33.0; rounds 79 to 86 were written while 2.33.0 was made
and scored once after it, then tuned on with rounds 1 to 86 by 2.34.0; rounds 87 to 94 were written
while 2.34.0 was made and scored once after it, then tuned on with rounds 1 to 94 by 2.35.0; rounds 95
to 102 were written while 2.35.0 was made and scored once after it, then tuned on with rounds 1 to 102
by 2.36.0; rounds 103 to 110 were written while 2.36.0 was made and scored once after it, then tuned on
with rounds 1 to 110 by 2.37.0; rounds 111 to 118 were written while 2.37.0 was made and scored once
after it, then tuned on with rounds 1 to 118 by 2.38.0; rounds 119 to 126 were written while 2.38.0 was
made and scored once after it, then tuned on with rounds 1 to 126 by 2.39.0; rounds 127 to 134 were
written while 2.39.0 was made and scored once after it, then tuned on with rounds 1 to 134 by 2.40.0;
rounds 135 to 142 were written while 2.40.0 was made and scored once after it, then tuned
on with rounds 1 to 142 by 2.41.0; rounds 143 to 150 were written while 2.41.0 was made and scored once
after it, then tuned on with rounds 1 to 150 by 2.42.0; rounds 151 to 158 were written while 2.42.0 was made
and scored once after it, then tuned on with rounds 1 to 158 by 2.43.0; rounds 159 to 166 were written
while 2.43.0 was made and scored once after it, then tuned on with rounds 1 to 166 by 2.44.0; rounds 167
to 174 were written while 2.44.0 was made and scored once after it, then tuned on with rounds 1 to 174 by 2.45.0;
rounds 175 to 180 were written while 2.45.0 was made and scored once after it).
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any, Iterable

import pyarrow as pa

VALIDATION_FILE = Path(__file__).with_name("verifier_validation.jsonl")
SPLITS = ("dev", "test", "mixed")
KINDS = ("correct", "wrong", "no_knowledge")
_SALT = "groundeval verifier validation"
SCHEMA = pa.schema([("answer_id", pa.string()), ("qid", pa.string()), ("families", pa.list_(pa.string())),
                    ("set_ids", pa.list_(pa.string())), ("split", pa.string()), ("kind", pa.string()),
                    ("intended", pa.string()), ("writer", pa.string()), ("writer_note", pa.string()),
                    ("item", pa.string()), ("reader", pa.string()), ("reader_verdict", pa.string()),
                    ("reader_error_type", pa.string()), ("reader_reason", pa.string()), ("round", pa.int32())])
ERROR_TYPES = ("number", "unit", "frequency", "route", "population", "negation_or_opposite", "swapped_values",
               "wrong_label", "wrong_clinical_term", "refusing_the_answerable", "answering_the_unanswerable",
               "answering_the_nearby_topic")


def _json_lines(path: str | Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]


def round_file(round_: int = 1) -> Path:
    """Round 1 (the set tuned on and reported since rubric v3) is ``verifier_validation.jsonl``;
    a later round, new writers and readers asked for other answers, ``verifier_validation_round<N>.jsonl``."""
    return VALIDATION_FILE if round_ == 1 else VALIDATION_FILE.with_name(f"verifier_validation_round{round_}.jsonl")


def second_file(round_: int) -> Path:
    """A second, independent reading of some of round ``round_``'s answers (another reader session
    per packet, shown the same packet): ``verifier_validation_round<N>_second.jsonl``."""
    return VALIDATION_FILE.with_name(f"verifier_validation_round{round_}_second.jsonl")


def load_second(round_: int) -> dict[str, dict[str, Any]]:
    """answer_id -> the second reader's verdict row (``reader``, ``verdict``, ``error_type``, ``reason``)."""
    rows = _json_lines(second_file(round_))
    if any(r.get("verdict") not in ("correct", "wrong") for r in rows):
        raise ValueError(f"{second_file(round_)}: a verdict is correct or wrong")
    return {r["answer_id"]: r for r in rows}


def label_half(set_id: str) -> str:
    """``dev`` or ``test``: the parity of a salted SHA-256 of the label's set id."""
    return ("dev", "test")[hashlib.sha256(f"{_SALT}\x1f{set_id}".encode()).digest()[0] % 2]


def split_of(set_ids: Iterable[str]) -> str:
    halves = {label_half(s) for s in set_ids}
    return halves.pop() if len(halves) == 1 else "mixed"


def write(rows: list[dict[str, Any]], path: str | Path = VALIDATION_FILE) -> None:
    Path(path).write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows),
                          encoding="utf-8")


def load(path: str | Path = VALIDATION_FILE, split: str | None = None) -> list[dict[str, Any]]:
    """The validation rows (of one split when given), in answer-id order."""
    rows = _json_lines(path)
    for r in rows:
        if r["split"] not in SPLITS or r["kind"] not in KINDS or r["reader_verdict"] not in ("correct", "wrong"):
            raise ValueError(f"{path}: row {r.get('answer_id')!r} has an unknown split, kind or verdict")
    return [r for r in rows if split is None or r["split"] == split]


def rounds() -> list[int]:
    """The rounds whose files exist, in order (1 is always first when present)."""
    found = [1] if VALIDATION_FILE.is_file() else []
    later = (p.stem.removeprefix("verifier_validation_round") for p in VALIDATION_FILE.parent.glob("verifier_validation_round*.jsonl"))
    return found + sorted(int(n) for n in later if n.isdigit() and int(n) > 1)


def load_rounds() -> list[dict[str, Any]]:
    """Every round's rows, each with its ``round``."""
    return [dict(r, round=n) for n in rounds() for r in load(round_file(n))]


def published_rows(rows: list[dict[str, Any]], qids: Iterable[str]) -> list[dict[str, Any]]:
    """The rows of the questions ``qids`` (those of one build) as the ``verifier_validation``
    config of the gold repository publishes them: the answer item as a JSON string, and the round
    (1 where a row does not say)."""
    keep = set(qids)
    return [{**{k: r.get(k) for k in SCHEMA.names}, "item": json.dumps(r["item"], ensure_ascii=False, sort_keys=True),
             "round": r.get("round", 1)}
            for r in rows if r["qid"] in keep]


def label_of(row: dict[str, Any]) -> str:
    """The reference judgement of a row: ``pass`` when its reader judged it correct, else ``fail``
    (a no-knowledge answer that pastes the passage holding the answer may be judged correct; the
    table reports no-knowledge answers apart, where the goal is that none passes)."""
    return "pass" if row["reader_verdict"] == "correct" else "fail"


def group_of(row: dict[str, Any]) -> str:
    """The row's group in the agreement table: ``correct`` (judged correct by its reader), the
    writer's error type (judged wrong), or ``no_knowledge``. An answer written correct but judged
    wrong counts as ``wrong: judged wrong``; one written wrong but judged correct as ``correct``."""
    if row["kind"] == "no_knowledge":
        return "no_knowledge"
    if row["reader_verdict"] == "correct":
        return "correct"
    return row["intended"] if row["kind"] == "wrong" and row["intended"] in ERROR_TYPES else "judged wrong"


def _tally(rows: Iterable[dict[str, Any]], passed: dict[str, bool]) -> dict[Any, int]:
    """The integer counts the statistics are made of: ``n``, ``agree`` (rubric and reader agree),
    ``passed`` (the rubric passes), ``labelled pass`` (the reader judged correct), and per group
    ``(group, "n")`` and ``(group, "passed")``. A bootstrap sample's counts are the sums of its
    clusters' counts, so a draw adds a few numbers instead of re-reading every row."""
    out: dict[Any, int] = {"n": 0, "agree": 0, "passed": 0, "labelled pass": 0}
    for r in rows:
        got, want, group = passed[r["answer_id"]], label_of(r) == "pass", group_of(r)
        out["n"] += 1
        out["agree"] += got == want
        out["passed"] += got
        out["labelled pass"] += want
        out[(group, "n")] = out.get((group, "n"), 0) + 1
        out[(group, "passed")] = out.get((group, "passed"), 0) + got
    return out


def _group_sizes(counts: dict[Any, int]) -> dict[str, int]:
    """Rows per group of a :func:`_tally`, in the order the groups were first counted."""
    return {key[0]: c for key, c in counts.items() if isinstance(key, tuple) and key[1] == "n"}


def _stats(counts: dict[Any, int]) -> dict[str, float]:
    n = counts["n"]
    wrong = sorted(g for g, size in _group_sizes(counts).items() if size and g not in ("correct", "no_knowledge"))

    def rate(names: list[str]) -> float:
        total = sum(counts.get((g, "n"), 0) for g in names)
        return sum(counts.get((g, "passed"), 0) for g in names) / total if total else float("nan")

    out = {"correct pass": rate(["correct"]), "wrong pass": rate(wrong), "no-knowledge pass": rate(["no_knowledge"]),
           "accuracy": counts["agree"] / n if n else float("nan"), "kappa": float("nan")}
    if n:
        po, pa_, pb = counts["agree"] / n, counts["passed"] / n, counts["labelled pass"] / n
        pe = pa_ * pb + (1 - pa_) * (1 - pb)
        out["kappa"] = (po - pe) / (1 - pe) if pe < 1 else 1.0
    for g in wrong:
        out[f"wrong pass: {g}"] = rate([g])
    return out


def agreement(rows: list[dict[str, Any]], passed: dict[str, bool], n_boot: int = 1000, seed: int = 0) -> dict[str, Any]:
    """Agreement of a rubric's pass/fail (``passed``: answer_id -> bool) with the readers on
    ``rows``: pass rates by group, accuracy and Cohen's kappa, each with a 95 % percentile
    bootstrap interval that resamples labels (a cluster: every row of a question's labels)."""
    total = _tally(rows, passed)
    point = _stats(total)
    clusters: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        clusters.setdefault("|".join(sorted(r["set_ids"])), []).append(r)
    keys = sorted(clusters)
    tallies = {k: _tally(clusters[k], passed) for k in keys}
    rng = random.Random(seed)
    draws: dict[str, list[float]] = {k: [] for k in point}
    for _ in range(n_boot):
        counts: dict[Any, int] = {}
        for k in (rng.choice(keys) for _ in keys):
            for what, c in tallies[k].items():
                counts[what] = counts.get(what, 0) + c
        for k, v in _stats(counts).items():
            if k in draws and v == v:
                draws[k].append(v)
    ci = {}
    for k, vals in draws.items():
        vals.sort()
        ci[k] = (vals[int(0.025 * (len(vals) - 1))], vals[int(0.975 * (len(vals) - 1))]) if vals else (float("nan"),) * 2
    return {"point": point, "ci": ci, "n": len(rows), "groups": _group_sizes(total), "labels": len(keys)}


SUMMARY_HEADER = ("| answers | n | v3 correct pass | v3 wrong pass | v3 no-knowledge pass | v3 kappa | v1 kappa |\n"
                  "|---|---|---|---|---|---|---|")


def summary_line(name: str, tables: dict[str, dict[str, Any]]) -> str:
    """One row of the at-a-glance table: v3's pass rates and kappa, and v1's kappa, on one set of
    answers (``tables``: rubric -> :func:`agreement`)."""
    v3, v1 = tables["v3"], tables["v1"]

    def kappa(t: dict[str, Any]) -> str:
        lo, hi = t["ci"]["kappa"]
        return f"{t['point']['kappa']:.3f} [{lo:.3f}, {hi:.3f}]"

    rates = " | ".join(f"{v3['point'][s]:.3f}" for s in ("correct pass", "wrong pass", "no-knowledge pass"))
    return f"| {name} | {v3['n']} | {rates} | {kappa(v3)} | {kappa(v1)} |"


def agreement_markdown(tables: dict[str, dict[str, Any]]) -> str:
    """One Markdown table, a column per rubric, a row per statistic: "value [low, high]"."""
    names = list(tables)
    first = tables[names[0]]
    stats = list(first["point"])
    lines = ["| | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]
    for s in stats:
        group = {"correct pass": "correct", "no-knowledge pass": "no_knowledge"}.get(s, s.split(": ", 1)[-1])
        n = first["groups"].get(group) if s != "wrong pass" else sum(
            v for k, v in first["groups"].items() if k not in ("correct", "no_knowledge"))
        label = f"{s} (n={n})" if n is not None and s not in ("accuracy", "kappa") else f"{s} (n={first['n']})"
        cells = []
        for name in names:
            t = tables[name]
            v, (lo, hi) = t["point"].get(s, float("nan")), t["ci"].get(s, (float("nan"), float("nan")))
            cells.append(f"{v:.3f} [{lo:.3f}, {hi:.3f}]")
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)
