"""Build the MedLFQA dataset: five JSON-lines files -> one validated table, Parquet per config, card.

    python dataset_builders/medlfqa/build.py --source dmis-lab/MedLFQA --out build/medlfqa
    python dataset_builders/medlfqa/build.py --source ../shared/data/medlfqa --out build/medlfqa \\
        --card cards/medlfqa.md

``--source`` is a Hub dataset id (the five files are fetched with ``huggingface_hub``) or a local
folder holding some of them (HealthSearchQA, for one, is published on the Hub only); sources that
are missing are named in the log and in the card. Every row is validated (a missing field or a
wrong type is an error naming file, line and field) and kept: nothing is dropped or rewritten,
the data's quirks are counted and reported instead.

Output (same input -> byte-identical files):

    <out>/data/<config>/test-00000-of-00001.parquet   configs: all, one per source, lm_eval_slice
    <out>/README.md                                    the dataset card (also written to --card)

Columns: ``id`` (``<source>-<line index, 4 digits>``, stable), ``source``, ``question``,
``answer``, ``must_have`` (list of str), ``nice_to_have`` (list of str), ``icd_10_diag`` (str or
null; K-QA only), ``sources`` (str or null; K-QA golden only).
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a file: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from groundeval import dataset_card as card  # noqa: E402
from groundeval.dataset_card import CardMeta, Split, read_body, to_table  # noqa: E402
from groundeval.medlfqa import (  # noqa: E402,F401  (the format: published columns and reading, re-exported)
    COLUMNS,
    HUB_ID,
    OPTIONAL,
    REQUIRED,
    SCHEMA,
    SOURCE_FILES,
    Built,
    MedLFQAFormatError,
    build,
    count_quirks,
    features,
    lm_eval_slice_size,
    read_source,
    to_dataset,
    validate_record,
)

VERSION = "1.0.0"
EXPECTED_ROWS = {"healthsearch_qa": 3077, "kqa_golden": 201, "kqa_silver": 904, "live_qa": 100, "medication_qa": 666}

FEATURES = features()
"""The published columns as ``datasets`` features (what the ``olaph`` task reads)."""

logger = logging.getLogger("medlfqa.build")

# ------------------------------------------------------------------------------------------------
# Writing
# ------------------------------------------------------------------------------------------------

CARD = CardMeta(
    pretty_name="MedLFQA",
    title="MedLFQA (groundeval build)",
    version=VERSION,
    license="cc-by-4.0",
    task_categories=("question-answering", "text-generation"),
    tags=("medical", "long-form-qa", "factuality"),
    source_datasets=(HUB_ID,),
    changelog=(("1.0.0", "first build. Five sources in Hub file order, stable ids, per-source configs, "
                         "`lm_eval_slice`; quirks counted, nothing dropped."),),
)


def splits(built: Built) -> list[Split]:
    return [Split(config, "test", to_table(rows, SCHEMA), default=config == "all") for config, rows in built.configs.items()]


def _config_note(config: str) -> str:
    if config == "all":
        return "every row, Hub file order"
    if config == "lm_eval_slice":
        return "the rows lm-eval's `olaph` task scores: first int(0.1 N) of `all`"
    return f"`{SOURCE_FILES[config]}`"


def _missing_note(built: Built) -> str:
    if not built.missing:
        return "All five source files were present."
    return (
        "**Missing sources:** "
        + ", ".join(f"`{m}` (`{SOURCE_FILES[m]}`, {EXPECTED_ROWS[m]} rows on the Hub)" for m in built.missing)
        + ". This build leaves them out, and so has no `lm_eval_slice` config: lm-eval's slice is the first "
        f"{lm_eval_slice_size(sum(EXPECTED_ROWS.values()))} rows of the five-file concatenation, all of them "
        "HealthSearchQA. Rebuild from the Hub "
        f"(`--source {HUB_ID}`) for the complete dataset."
    )


def _quirks_table(built: Built, with_missing: bool = False) -> str:
    names = list(next(iter(built.quirks.values())))
    columns = [s for s in SOURCE_FILES if s in built.present or with_missing]
    quirks = {**built.quirks, **{m: {q: EXPECTED_ROWS[m] if q == "rows" else "?" for q in names} for m in built.missing}}
    header = "| | " + " | ".join(columns) + " |\n|---|" + "---|" * len(columns)
    rows = "\n".join(f"| {q} | " + " | ".join(str(quirks[s][q]) for s in columns) + " |" for q in names)
    note = "\n\n`?`: not measured (the file was not at hand when this card was written)." if with_missing and built.missing else ""
    return f"{header}\n{rows}{note}"


def card_body(built: Built, source: str, revision: str | None, release: bool = False) -> str:
    """The card's prose with this build's provenance, configs and quirks filled in (``release``:
    the five-file release's, see :func:`release_card`)."""
    counted = release and bool(built.missing)
    checksums = {**built.checksums, **({SOURCE_FILES[m]: None for m in built.missing} if counted else {})}
    order = list(SOURCE_FILES.values())
    rows = [(s.config, s.num_examples) for s in (release_splits(built) if counted else splits(built))]
    return read_body(
        Path(__file__).resolve().parent,
        shown_source=f"`{source}`" if not Path(source).is_dir() else "a local copy of the MedLFQA files",
        hub_id=HUB_ID,
        revision=revision or "main",
        checksums="\n".join(f"| `{f}` | " + (f"`{checksums[f]}`" if checksums[f] else _NOT_MEASURED) + " |"
                            for f in sorted(checksums, key=order.index)),
        missing=_release_note(built) if counted else _missing_note(built),
        config_rows="\n".join(f"| `{c}` | {n} | {_config_note(c)} |" for c, n in rows),
        quirks=_quirks_table(built, with_missing=counted),
    )


_NOT_MEASURED = "not measured (file not at hand)"


def release_splits(built: Built) -> list[Split]:
    """The configs of the five-file release in a five-file build's order. A source this build
    lacks is declared with its Hub row count (``EXPECTED_ROWS``): the card states the rows, not
    the bytes, and no file is written for it."""
    if not built.missing:
        return splits(built)
    empty = SCHEMA.empty_table()
    total = sum(len(built.configs[s]) for s in built.present) + sum(EXPECTED_ROWS[m] for m in built.missing)
    out = [Split("all", "test", empty, default=True, rows=total)]
    for name in SOURCE_FILES:
        present = name in built.present
        out.append(Split(name, "test", to_table(built.configs[name], SCHEMA) if present else empty,
                         rows=None if present else EXPECTED_ROWS[name]))
    return out + [Split("lm_eval_slice", "test", empty, rows=lm_eval_slice_size(total))]


def _release_note(built: Built) -> str:
    missing = ", ".join(f"`{m}` (`{SOURCE_FILES[m]}`, {EXPECTED_ROWS[m]} rows on the Hub)" for m in built.missing)
    return (
        f"**This card describes the five-file release but was written without {missing}**, which is "
        f"published on the Hub only; the release is built with `--source {HUB_ID}`. The rows of the missing "
        "source and of the configs that hold it (`all`, `lm_eval_slice`) are the Hub's counts; what only the "
        "file's bytes give (its checksum, its quirks, the byte sizes of those configs) is marked not measured. "
        "Everything else is measured from the files listed."
    )


def render_card(built: Built, source: str, revision: str | None) -> str:
    """The dataset card: YAML metadata (licence, configs, dataset_info) and the body."""
    return card.render_card(CARD, splits(built), card_body(built, source, revision))


def release_card(built: Built, source: str, revision: str | None) -> str:
    """The card of the five-file release (what ``cards/medlfqa.md`` holds). With every source at
    hand it is this build's card; without some (HealthSearchQA is on the Hub only), it names every
    release config, ``lm_eval_slice`` included, with the missing rows stated from the Hub's counts
    and the facts only their bytes give marked not measured."""
    if not built.missing:
        return render_card(built, source, revision)
    return card.render_card(CARD, release_splits(built), card_body(built, source, revision, release=True))


def write(built: Built, out: Path, source: str, revision: str | None, card_copy: Path | None = None) -> dict:
    """``<out>/data/<config>/test-00000-of-00001.parquet`` per config and ``<out>/README.md``;
    ``card_copy`` gets the release card (:func:`release_card`), which is ``README.md`` when all five
    sources were read."""
    written = card.write_dataset(out, CARD, splits(built), card_body(built, source, revision))
    if card_copy is not None:
        card.durable_write(card_copy, release_card(built, source, revision))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", default=HUB_ID, help=f"Hub dataset id or local folder (default {HUB_ID})")
    parser.add_argument("--revision", default=None, help="Hub revision (branch, tag or commit) when --source is a Hub id")
    parser.add_argument("--out", required=True, help="output folder for data/<config>/*.parquet and README.md")
    parser.add_argument("--card", default=None, help="also write the card of the five-file release here (e.g. "
                        "cards/medlfqa.md): README.md's when all five sources were read, else see release_card")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    built = build(args.source, args.revision)  # a bad input ends in one line (groundeval.entry)
    written = write(built, Path(args.out), args.source, args.revision, Path(args.card) if args.card else None)
    for (config, rows), path in zip(built.configs.items(), written["parquet"]):
        logger.info("%-16s %5d rows -> %s", config, len(rows), path)
    if built.missing:
        logger.warning("missing sources: %s", ", ".join(built.missing))
    return 0


if __name__ == "__main__":
    from groundeval import entry

    sys.exit(entry.run("python -m dataset_builders.medlfqa.build", main))
