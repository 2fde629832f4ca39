"""Reading evaluation rows from the Hub or from local files, with a record of where they came from;
where the bundled samples live."""

from __future__ import annotations

import hashlib
import json
import os
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

from .errors import UserError, looks_local, missing_local
from .results import file_sha256

if TYPE_CHECKING:  # imported where rows are read: a second of imports a command's --help never needs
    import datasets

_LOCAL_FORMATS = {".parquet": "parquet", ".jsonl": "json", ".json": "json", ".csv": "csv"}

SAMPLES_DIR = Path(__file__).resolve().parent / "samples"
"""The bundled samples (``groundeval/samples/``): small files in the datasets' schemas for offline runs."""


def files_digest(digests: Iterable[tuple[str, str]]) -> str:
    """The identity of local data: a hash over each file's name and the SHA-256 of its bytes."""
    h = hashlib.sha256()
    for name, digest in digests:
        h.update(f"{name}\0{digest}\n".encode())
    return h.hexdigest()[:16]


def _json_records(path: Path, data: bytes) -> list[dict[str, Any]]:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise UserError(f"{path}, line {line}: not UTF-8 text (byte {data[err.start]:#04x}); save the file as UTF-8") from None
    if text.lstrip().startswith("["):
        try:
            records = json.loads(text)
        except (json.JSONDecodeError, RecursionError) as err:
            raise UserError(f"{path}, line {getattr(err, 'lineno', 1)}: not valid JSON ({getattr(err, 'msg', 'nested too deeply')})") from None
        numbered = list(enumerate(records, 1)) if isinstance(records, list) else [(1, records)]
        where = "item"
    else:
        numbered = []
        for number, line in enumerate(text.splitlines(), 1):
            if line.strip():
                try:
                    numbered.append((number, json.loads(line)))
                except (json.JSONDecodeError, RecursionError) as err:
                    raise UserError(f"{path}, line {number}: not valid JSON ({getattr(err, 'msg', 'nested too deeply')})") from None
        where = "line"
    for number, record in numbered:
        if not isinstance(record, dict):
            raise UserError(f"{path}, {where} {number}: a JSON {type(record).__name__}, not an object with the "
                            "dataset's fields; write one JSON object per line")
    return [record for _, record in numbered]


def read_local_files(files: list[Path]) -> datasets.Dataset:
    """Rows parsed from the files' bytes as read now: no cache keyed on path and modification time."""
    return _parse_files([(path, path.read_bytes()) for path in files])


def _parse_files(contents: list[tuple[Path, bytes]]) -> datasets.Dataset:
    import datasets
    import pyarrow as pa
    import pyarrow.csv as pa_csv
    import pyarrow.parquet as pq

    tables = []
    for path, data in contents:
        if path.suffix == ".parquet":
            try:
                tables.append(pq.read_table(pa.BufferReader(data)))
            except pa.ArrowInvalid as err:
                raise UserError(f"{path}: not a readable Parquet file ({err})") from None
        elif path.suffix == ".csv":
            tables.append(pa_csv.read_csv(pa.BufferReader(data)))
        else:
            tables.append(pa.Table.from_pylist(_json_records(path, data)))
    table = pa.concat_tables(tables, promote_options="default") if len(tables) > 1 else tables[0]
    if table.num_rows == 0:
        raise UserError(f"{', '.join(str(path) for path, _ in contents)}: no rows")
    return datasets.Dataset(table)


def folder_digest(folder: Path) -> str:
    """:func:`files_digest` of every file under ``folder`` (hidden ones aside), by relative path."""
    files = sorted(p for p in folder.rglob("*") if p.is_file() and not p.name.startswith("."))
    return files_digest((str(p.relative_to(folder)), file_sha256(p)) for p in files)


def config_digest(folder: Path, config: str | None) -> str:
    """:func:`files_digest` of what one config of a builder folder is built from: the card
    (README.md, whose ``configs`` name each config's files) and the files it names for ``config``.
    Every file of the folder (:func:`folder_digest`) where that is not known: no config named, a
    card that cannot be read, or a named path that matches no file."""
    card = (folder / "README.md").read_bytes()
    card_sha = hashlib.sha256(card).hexdigest()
    patterns = _card_config_paths(card_sha, card, folder).get(config) if config is not None else None
    try:
        matched = [sorted(p for p in folder.glob(pattern) if p.is_file()) for pattern in patterns or []]
    except (NotImplementedError, ValueError):  # an absolute or malformed pattern: pathlib cannot glob it
        matched = []
    if not matched or not all(matched):
        return folder_digest(folder)
    files = sorted({p for found in matched for p in found} - {folder / "README.md"})
    return files_digest([("README.md", card_sha), *((os.path.relpath(p, folder), file_sha256(p)) for p in files)])


_CARD_PATHS: OrderedDict[str, dict[str, list[str]]] = OrderedDict()
"""Config name -> data file paths of the cards this process has parsed, by the card's SHA-256
(parsing a builder's card, features and all, takes 20 ms; a task reads a dozen configs)."""


def _card_config_paths(card_sha: str, card: bytes, folder: Path) -> dict[str, list[str]]:
    from .publishing.dataset import config_paths

    if card_sha not in _CARD_PATHS:
        try:
            _CARD_PATHS[card_sha] = config_paths(card.decode("utf-8"), folder)
        except Exception:  # noqa: BLE001 - an unreadable card: load_dataset says what is wrong with it
            _CARD_PATHS[card_sha] = {}
        while len(_CARD_PATHS) > _FOLDER_CONFIGS_KEPT:
            _CARD_PATHS.popitem(last=False)
    return _CARD_PATHS[card_sha]


_FOLDER_CONFIGS: OrderedDict[tuple[str, str | None, str, str], datasets.Dataset] = OrderedDict()
"""Configs of builder folders this process has read, keyed on the bytes each is built from
(:func:`config_digest`), so the same bytes are built once per process (a task reads a dozen
configs, fifteen ``load_dataset`` calls of a fifth of a second each) and changed bytes are built
again; each read hashes its own config's files, not the whole folder's."""
_FOLDER_CONFIGS_KEPT = 64


def load_config(source: str | Path, config: str | None, split: str, revision: str | None = None) -> datasets.Dataset:
    """One config of a published dataset: a Hub id (at ``revision``), or a dataset builder's output
    folder (README.md card with configs), rebuilt from its files' bytes, never from a cache keyed
    on path and modification time (within a process, a folder whose bytes are unchanged is not
    rebuilt: see ``_FOLDER_CONFIGS``)."""
    import datasets

    if Path(source).is_dir():
        return _folder_config(Path(source), config, split)
    return datasets.load_dataset(str(source), config, split=split, revision=revision)


def _folder_config(folder: Path, config: str | None, split: str) -> datasets.Dataset:
    """A builder folder's config, built once while the bytes it is built from stay the same."""
    import datasets

    digest = config_digest(folder, config)
    key = (str(folder.resolve()), config, split, digest)
    if key in _FOLDER_CONFIGS:
        _FOLDER_CONFIGS.move_to_end(key)
        return _FOLDER_CONFIGS[key]
    ds = datasets.load_dataset(str(folder), config, split=split, download_mode="force_redownload")
    if config_digest(folder, config) == digest:  # kept only if no byte changed while it was read
        _FOLDER_CONFIGS[key] = ds
        while len(_FOLDER_CONFIGS) > _FOLDER_CONFIGS_KEPT:
            _FOLDER_CONFIGS.popitem(last=False)
    return ds


def local_revision(source: str, revision: str | None) -> bool:
    """A revision asked of local rows (a file or folder here, or a path that looks like one): a
    revision names a commit of a Hub dataset, and local rows have none, so it is an error, never
    silently dropped."""
    return revision is not None and (looks_local(source) or Path(source).expanduser().exists())


def load_rows(
    source: str,
    *,
    split: str,
    config: str | None = None,
    revision: str | None = None,
) -> tuple[datasets.Dataset, dict[str, Any]]:
    """Rows of ``source`` (a Hub dataset id, a folder a dataset builder wrote, or a local Parquet /
    JSON-lines / CSV file or folder).

    A Hub id and a builder's folder (it has a ``README.md`` card with ``configs``) are read with the
    same ``load_dataset(source, config, split=...)`` call. Other local files are parsed from their
    bytes. Local data is identified by a hash of its bytes (``data_sha256``), and its rows always come
    from those bytes, never from a cache. A local-looking path that does not exist is an error, never
    a Hub look-up. Returns the dataset and its provenance.
    """
    path = Path(source).expanduser()
    error = missing_local(source, "dataset")
    if error:
        raise error
    if local_revision(source, revision):
        raise UserError(f"{source}: local rows have no revision ({revision!r} was asked); a revision applies to a Hub dataset")
    if path.is_dir() and (path / "README.md").is_file():
        ds = _folder_config(path, config, split)
        record = {"dataset": str(path.resolve()), "config": config, "split": split, "revision": None,
                  "data_sha256": folder_digest(path)}
    elif path.exists():
        files = sorted(p for p in path.rglob("*") if p.suffix in _LOCAL_FORMATS) if path.is_dir() else [path]
        if not files:
            raise UserError(f"{path}: no .parquet, .jsonl, .json or .csv file there")
        formats = {_LOCAL_FORMATS.get(p.suffix) for p in files}
        if len(formats) != 1 or None in formats:
            raise UserError(f"{path}: expected files of one format among {sorted(_LOCAL_FORMATS)}, got {[p.name for p in files]}")
        contents = [(p, p.read_bytes()) for p in files]  # read once: hashed and parsed from the same bytes
        ds = _parse_files(contents)
        record = {"dataset": str(path.resolve()), "revision": None, "split": None,
                  "data_sha256": files_digest((p.name, hashlib.sha256(data).hexdigest()) for p, data in contents)}
    else:
        ds = load_config(source, config, split, revision)
        record = {"dataset": source, "config": config, "split": split, "revision": _hub_revision(ds, revision)}
    record["fingerprint"] = ds._fingerprint
    record["num_rows"] = len(ds)
    return ds, record


def _hub_revision(ds: datasets.Dataset, requested: str | None) -> str | None:
    # The resolved commit when the builder knows it; else what was asked for.
    info = getattr(ds, "info", None)
    for attr in ("dataset_revision", "revision"):
        value = getattr(info, attr, None) if info is not None else None
        if value:
            return value
    return requested
