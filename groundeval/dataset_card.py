"""What every dataset writes the same way (the builders, and publish for a run's results): Parquet
files and the dataset card.

A builder hands over its splits (config, split, Arrow table), the card's metadata
(:class:`CardMeta`) and the card's body; this module writes

    <out>/data/<split>-00000-of-00001.parquet             a single ``default`` config
    <out>/data/<config>/<split>-00000-of-00001.parquet    otherwise
    <out>/README.md                                       the card

The card is made with ``huggingface_hub``'s ``DatasetCardData`` / ``DatasetCard``. Its YAML
carries ``configs`` (with ``data_files``), ``dataset_info`` (features; splits with name,
num_bytes, num_examples), ``license`` (plus ``license_name`` / ``license_link`` for ``other``),
``language``, ``task_categories``, ``size_categories``, ``tags``, ``pretty_name`` and
``version``; its body starts with the title and version and ends with the changelog.

Same rows, same bytes: fixed schema and writer options, no timestamps. Every file is written
durably (temporary file in the same folder, flush, fsync, rename, fsync of the folder).
"""

from __future__ import annotations

import dataclasses
import io
import string
from pathlib import Path
from typing import Any, Mapping, Sequence

import pyarrow as pa
import pyarrow.parquet as pq

from .files import durable_write  # noqa: F401  (re-exported: what the builders write with)

# The Hub's size buckets (huggingface.co/docs/hub/datasets-cards), by number of examples.
_SIZE_BUCKETS = (
    (1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"), (1_000_000, "100K<n<1M"),
    (10_000_000, "1M<n<10M"), (100_000_000, "10M<n<100M"), (1_000_000_000, "100M<n<1B"),
    (10_000_000_000, "1B<n<10B"), (100_000_000_000, "10B<n<100B"), (1_000_000_000_000, "100B<n<1T"),
)


def size_category(n: int) -> str:
    """The Hub's ``size_categories`` value for ``n`` examples."""
    for bound, label in _SIZE_BUCKETS:
        if n < bound:
            return label
    return "n>1T"


# ------------------------------------------------------------------------------------- tables


def to_table(rows: Sequence[Mapping[str, Any]], schema: pa.Schema) -> pa.Table:
    """``rows`` as an Arrow table with exactly ``schema``'s columns (extra keys are an error)."""
    names = schema.names
    for i, row in enumerate(rows):
        extra = set(row) - set(names)
        if extra:
            raise ValueError(f"row {i}: columns {sorted(extra)} are not in the schema {names}")
    return pa.Table.from_pylist([{n: row.get(n) for n in names} for row in rows], schema=schema)


def parquet_bytes(table: pa.Table) -> bytes:
    """The Parquet file of ``table``, with fixed writer options: same table, same bytes."""
    sink = io.BytesIO()
    pq.write_table(
        table,
        sink,
        compression="zstd",
        compression_level=9,
        use_dictionary=True,
        write_statistics=True,
        row_group_size=10_000,
        data_page_version="1.0",
    )
    return sink.getvalue()


def write_parquet(table: pa.Table, path: str | Path) -> Path:
    return durable_write(path, parquet_bytes(table))


# ------------------------------------------------------------------------------------- cards


@dataclasses.dataclass(frozen=True)
class Split:
    """One split of one config, as it is published."""

    config: str
    split: str
    table: pa.Table
    default: bool = False
    rows: int | None = None
    """Declared row count of a split whose rows are not at hand (``table`` then holds only the
    schema): a card may state it, without ``num_bytes``, but no Parquet file is written for it."""

    @property
    def num_examples(self) -> int:
        return self.table.num_rows if self.rows is None else self.rows


@dataclasses.dataclass(frozen=True)
class CardMeta:
    """What a card says about the dataset besides its files."""

    pretty_name: str
    version: str
    license: str | tuple[str, ...]
    task_categories: tuple[str, ...]
    changelog: tuple[tuple[str, str], ...]
    """``(version, what changed)``, newest first; the first entry is ``version``."""
    language: tuple[str, ...] = ("en",)
    tags: tuple[str, ...] = ()
    source_datasets: tuple[str, ...] = ()
    task_ids: tuple[str, ...] = ()
    license_name: str | None = None
    license_link: str | None = None
    title: str | None = None
    """The body's heading (default: ``pretty_name``)."""

    def __post_init__(self) -> None:
        licenses = (self.license,) if isinstance(self.license, str) else self.license
        if "other" in licenses and not (self.license_name and self.license_link):
            raise ValueError("license 'other' needs license_name and license_link")
        if not self.changelog or self.changelog[0][0] != self.version:
            raise ValueError(f"the changelog must start with version {self.version}")


def read_body(folder: str | Path, template: str = "card_body.md", **values: str) -> str:
    """A builder's card prose, ``<folder>/<template>`` (the builder's own folder), with its ``${name}``
    placeholders filled from ``values`` (a missing value is an error; ``$$`` is a literal ``$``)."""
    text = (Path(folder) / template).read_text(encoding="utf-8")
    return string.Template(text).substitute(values)


def table_rows(pairs: Mapping[str, Any]) -> str:
    """A two-column ``| what | value |`` Markdown table."""
    lines = "\n".join(f"| {k} | {v} |" for k, v in pairs.items())
    return f"| what | value |\n|---|---|\n{lines}"


def data_path(split: Split, single: bool) -> str:
    """Where a split's Parquet file lives inside the dataset folder."""
    stem = f"{split.split}-00000-of-00001.parquet"
    return f"data/{stem}" if single else f"data/{split.config}/{stem}"


def _single(splits: Sequence[Split]) -> bool:
    return {s.config for s in splits} == {"default"}


def _configs_yaml(splits: Sequence[Split], version: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The ``configs`` and ``dataset_info`` entries, configs in first-seen order.

    Each config carries ``version``: ``datasets`` passes it to the config's builder, so the card's
    version is what ``load_dataset(...).info.version`` says (without it, 0.0.0)."""
    import datasets

    single = _single(splits)
    configs: dict[str, dict[str, Any]] = {}
    infos: dict[str, dict[str, Any]] = {}
    for s in splits:
        if s.config not in configs:
            configs[s.config] = {"config_name": s.config, "version": version, "data_files": []}
            if s.default:
                configs[s.config]["default"] = True
            features = datasets.Features.from_arrow_schema(s.table.schema)
            infos[s.config] = {"config_name": s.config, "features": features._to_yaml_list(), "splits": []}
        configs[s.config]["data_files"].append({"split": s.split, "path": data_path(s, single)})
        sizes = {} if s.rows is not None else {"num_bytes": int(s.table.nbytes)}
        infos[s.config]["splits"].append({"name": s.split, **sizes, "num_examples": s.num_examples})
    for info in infos.values():
        if all("num_bytes" in sp for sp in info["splits"]):
            info["dataset_size"] = sum(sp["num_bytes"] for sp in info["splits"])
    return list(configs.values()), list(infos.values())


def render_card(meta: CardMeta, splits: Sequence[Split], body: str) -> str:
    """The card's text: YAML metadata, heading and version, ``body``, changelog."""
    from huggingface_hub import DatasetCard, DatasetCardData

    configs, infos = _configs_yaml(splits, meta.version)
    data = DatasetCardData(
        pretty_name=meta.pretty_name,
        version=meta.version,
        license=list(meta.license) if isinstance(meta.license, tuple) else meta.license,
        license_name=meta.license_name,
        license_link=meta.license_link,
        language=list(meta.language),
        task_categories=list(meta.task_categories),
        task_ids=list(meta.task_ids) or None,
        size_categories=[size_category(max((s.num_examples for s in splits), default=0))],
        tags=list(meta.tags) or None,
        source_datasets=list(meta.source_datasets) or None,
        configs=configs,
        dataset_info=infos,
    )
    changes = "\n".join(f"* **{version}**: {text}" for version, text in meta.changelog)
    text = (
        f"---\n{data.to_yaml()}\n---\n\n# {meta.title or meta.pretty_name}\n\nVersion **{meta.version}**.\n\n"
        f"{body.strip()}\n\n## Changelog\n\n{changes}\n"
    )
    return str(DatasetCard(text))


def write_dataset(out: str | Path, meta: CardMeta, splits: Sequence[Split], body: str,
                  card_copy: str | Path | None = None) -> dict[str, Any]:
    """Write every split's Parquet file and the card (also to ``card_copy``); returns the paths."""
    out = Path(out)
    declared = [f"{s.config}/{s.split}" for s in splits if s.rows is not None]
    if declared:
        raise ValueError(f"no rows to write for {declared} (their row counts are only declared)")
    single = _single(splits)
    files = [str(write_parquet(s.table, out / data_path(s, single))) for s in splits]
    text = render_card(meta, splits, body)
    card = durable_write(out / "README.md", text)
    if card_copy is not None:
        durable_write(card_copy, text)
    return {"parquet": files, "card": str(card)}
