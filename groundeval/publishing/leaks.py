"""The gold-leak check on the files themselves: what a public ``fda_label_qa`` tree would reveal.

:func:`groundeval.label_qa_gold.check_no_leak` looks at rows in memory before the builder writes them. This module reads
the tree as it will be uploaded (every file under the public folder, Parquet read back from its
bytes) and the hidden gold from its own folder, so a leak that enters anywhere between the rows
and the upload is caught too: a question rewritten in the Parquet file, a gold column, a note or
stray file dropped into the folder, gold copied into the card or ``profile.json``.

The rule: no gold answer, supporting quote or structured-field value (nor expected term) of four
or more words appears anywhere in the public tree, with two exceptions that are what the
questions legitimately expose:

* the ``labels`` config is the label text itself, and every gold quote is copied from it;
* a structured-field value or expected term may be the question's own wording of what it asks
  ("the dose for patients with severe renal impairment" names the population it asks about), so
  inside a question config those are allowed in question text; answers and quotes never are.

Question configs must also have exactly the public columns, and each row passes
:func:`~groundeval.label_qa_gold.check_no_leak` against its gold.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pyarrow.parquet as pq

from .. import label_qa_gold as forms

_MIN_WORDS = 4


def _norm(text: str) -> str:
    return " ".join(str(text).lower().split())


def _strings(value: Any) -> Iterator[str]:
    """Every string inside a (nested) value: cells, list items, struct fields, JSON documents."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v)


def _card_configs(tree: Path) -> dict[str, list[str]]:
    """Config name -> its data file paths, from the tree's card."""
    from .dataset import config_paths

    readme = tree / "README.md"
    if not readme.is_file():
        raise forms.LeakError(f"{tree}: no README.md card, so its configs cannot be checked")
    return config_paths(readme.read_text(encoding="utf-8"), tree)


def read_gold(gold_tree: str | Path) -> dict[str, list[dict[str, Any]]]:
    """The hidden gold rows per family, read from the gold folder's Parquet files."""
    gold_tree = Path(gold_tree)
    out = {}
    for config, paths in _card_configs(gold_tree).items():
        if config not in forms.FAMILIES:  # gold rows are per family; gold_audit holds reviewers' verdicts
            continue
        out[config] = [forms.gold_from_record(r) for p in paths for r in pq.read_table(gold_tree / p).to_pylist()]
    return out


def gold_texts(gold: dict[str, list[dict[str, Any]]]) -> tuple[set[str], set[str]]:
    """The gold's long strings (4+ words, normalised): ``strong`` (answers, supporting quotes),
    never public outside the labels; ``weak`` (structured-field values, expected terms), which a
    question may name."""
    strong, weak = set(), set()
    for rows in gold.values():
        for g in rows:
            strong.add(_norm(g.get("answer") or ""))
            strong.update(_norm(c.get("supporting_quote") or "") for c in g.get("citations") or [])
            weak.update(_norm(s) for s in _strings(g.get("structured_fields") or {}))
            weak.update(_norm(s) for s in g.get("expected_terms") or [])
    keep = lambda texts: {t for t in texts if len(t.split()) >= _MIN_WORDS}  # noqa: E731
    strong = keep(strong)
    return strong, keep(weak) - strong


def _file_texts(path: Path) -> Iterator[tuple[str, str]]:
    """(column or "", text) for every string a public file holds."""
    if path.suffix == ".parquet":
        for row in pq.read_table(path).to_pylist():
            for column, value in row.items():
                for s in _strings(value):
                    yield column, s
    elif path.suffix in (".json", ".jsonl"):
        text = path.read_text(encoding="utf-8", errors="replace")
        docs = [text] if path.suffix == ".json" else text.splitlines()
        for doc in docs:
            try:
                yield from (("", s) for s in _strings(json.loads(doc)))
            except json.JSONDecodeError:
                yield "", doc
    else:
        yield "", path.read_bytes().decode("utf-8", errors="replace")


def _check_question_config(tree: Path, config: str, paths: list[str], gold: dict[str, list[dict[str, Any]]]) -> None:
    rows = [r for p in paths for r in pq.read_table(tree / p).to_pylist()]
    for p in paths:
        columns = pq.read_schema(tree / p).names
        if columns != list(forms.PUBLIC_KEYS):
            raise forms.LeakError(f"{p}: columns {columns}, but a public question config has exactly {list(forms.PUBLIC_KEYS)}")
    forms.check_no_leak(rows, gold.get(config, []))


def check_public_tree(public_tree: str | Path, gold_tree: str | Path) -> None:
    """Raise :class:`~groundeval.label_qa_gold.LeakError` naming the file if the public tree reveals gold (see the
    module docstring for the rule). Reads every file under ``public_tree`` except hidden ones."""
    public_tree, gold_tree = Path(public_tree), Path(gold_tree)
    if gold_tree.resolve().is_relative_to(public_tree.resolve()):
        raise forms.LeakError(f"the gold folder {gold_tree} is inside the public tree {public_tree}")
    gold = read_gold(gold_tree)
    strong, weak = gold_texts(gold)
    configs = _card_configs(public_tree)
    label_files = {Path(p) for p in configs.get("labels", [])}
    question_files = {Path(p) for c, ps in configs.items() if c != "labels" for p in ps}
    every = sorted(strong | weak)
    for config, paths in configs.items():
        if config != "labels":
            _check_question_config(public_tree, config, paths, gold)
    for path in sorted(p for p in public_tree.rglob("*") if p.is_file()):
        rel = path.relative_to(public_tree)
        if rel in label_files or any(part.startswith(".") for part in rel.parts):
            continue
        allowed = weak if rel in question_files else set()
        for column, text in _file_texts(path):
            found = _norm(text)
            hit = next((g for g in every if g in found and not (g in allowed and column == "question")), None)
            if hit is not None:
                where = f"{rel}" + (f", column {column}" if column else "")
                raise forms.LeakError(f"{where} carries hidden gold text {hit[:60]!r}")


__all__ = ["check_public_tree", "gold_texts", "read_gold"]
