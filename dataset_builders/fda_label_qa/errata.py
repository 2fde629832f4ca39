"""Reviewers' corrections to the gold, applied by the builder: a versioned file, never a silent edit.

``errata.json`` beside this module::

    {"errata": [{"qid": "...", "action": "drop" | "correct" | "reword", "reason": "one line a reader can check",
                 "since": "2.0.0", "set": {"answer": ..., "structured_fields": {...}, ...}}]}

``drop`` removes the question from every family (the profile counts it under ``errata_drop``);
``correct`` replaces the named gold keys (``status``, ``answer``, ``citations``, ``expected_terms``,
``structured_fields``, ``anchor_topic``) and the corrected row must then pass the same checks as any
other (:mod:`proof`). ``reword`` (2.55.0) replaces only the ``answer`` of a gold the audit found right,
with the same facts in a reviewer's own words (a gold that is a label sentence word for word cannot tell an
answer from the label's sentence handed back); the reworded row passes the same checks, and the question's
audit verdict stands. Like every erratum, a rewording is replaced when its question is read again
(``scripts/gold_audit.py ingest --again``: the re-read packet shows the builder's own gold). Every erratum
names its reason and the dataset version it entered.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ERRATA_FILE = Path(__file__).resolve().parent / "errata.json"
ACTIONS = ("drop", "correct", "reword")
CORRECTABLE = ("status", "answer", "citations", "expected_terms", "structured_fields", "anchor_topic")


class ErrataError(ValueError):
    """An errata file the builder cannot apply (one line naming the entry)."""


def load(path: str | Path | None = ERRATA_FILE) -> dict[str, dict[str, Any]]:
    """qid -> erratum, checked; ``None`` or a missing default file: no errata."""
    if path is None or (Path(path) == ERRATA_FILE and not ERRATA_FILE.is_file()):
        return {}
    path = Path(path)
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ErrataError(f"{path.name}: cannot read it as JSON: {exc}") from None
    entries = doc.get("errata") if isinstance(doc, dict) else None
    if not isinstance(entries, list):
        raise ErrataError(f"{path.name}: expected {{\"errata\": [...]}}")
    out: dict[str, dict[str, Any]] = {}
    for i, e in enumerate(entries):
        where = f"{path.name}: erratum {i}"
        if not isinstance(e, dict) or not isinstance(e.get("qid"), str) or e.get("action") not in ACTIONS:
            raise ErrataError(f"{where}: needs a qid and an action ({' or '.join(ACTIONS)})")
        if not str(e.get("reason") or "").strip() or not str(e.get("since") or "").strip():
            raise ErrataError(f"{where} ({e['qid']}): every erratum names its reason and the version it entered")
        if e["action"] != "drop" and not isinstance(e.get("set"), dict):
            raise ErrataError(f"{where} ({e['qid']}): 'set' must be an object of the gold keys it changes")
        if e["action"] == "correct" and (not e["set"] or set(e["set"]) - set(CORRECTABLE)):
            raise ErrataError(f"{where} ({e['qid']}): 'set' must change some of {', '.join(CORRECTABLE)}")
        if e["action"] == "reword" and (set(e["set"]) != {"answer"} or not isinstance(e["set"]["answer"], str)
                                        or not e["set"]["answer"].strip()):
            raise ErrataError(f"{where} ({e['qid']}): a rewording sets a non-empty 'answer' and nothing else")
        if e["qid"] in out:
            raise ErrataError(f"{where}: a second erratum for {e['qid']}")
        out[e["qid"]] = e
    return out


def apply(qid: str, gold: dict[str, Any], errata: dict[str, dict[str, Any]]) -> dict[str, Any] | None:
    """The gold row with its erratum applied: ``None`` when dropped, a corrected or reworded copy, or ``gold``."""
    e = errata.get(qid)
    if e is None:
        return gold
    if e["action"] == "drop":
        return None
    return {**gold, **json.loads(json.dumps(e["set"]))}
