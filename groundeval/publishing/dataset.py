"""``publish.py dataset``: a builder's output folder as a dataset repository, tagged ``vX.Y.Z``.

The folder is the repository as is (Parquet files and the ``README.md`` card), so what a builder
wrote is what ``load_dataset(repo_id, config, revision="vX.Y.Z")`` reads. Before anything is
staged the folder is checked, so a tag can never point at a tree that disagrees with its card:

* the card's ``version`` is the version asked for, and its changelog names that version;
* every config's data files are in the folder with the card's row counts;
* the tag ``vX.Y.Z`` does not exist yet (asked of the Hub with ``list_repo_refs`` on a real run);
* hidden gold (a card tagged ``hidden-gold``: the ``fda_label_qa`` gold folder) goes only to a
  private repository (``--private``); a public ``fda_label_qa`` tree is leak-checked against its
  gold folder (``--gold``, default ``<folder>-gold``) file by file before it is staged.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..errors import UserError
from .plan import Call, FromCall, Plan, check_repo_id, stage, upload_call

GOLD_TAG = "hidden-gold"
_SEMVER = re.compile(r"^\d+\.\d+\.\d+$")
_CHANGE = re.compile(r"^\* \*\*(\d+\.\d+\.\d+)\*\*:", re.MULTILINE)


def read_card(folder: Path) -> tuple[Any, str]:
    """The card's metadata (``DatasetCardData``) and its body."""
    from huggingface_hub import DatasetCard

    readme = folder / "README.md"
    if not folder.is_dir():
        raise UserError(f"{folder}: no such folder (give the --out folder a dataset builder wrote)")
    if not readme.is_file():
        raise UserError(f"{folder}: no README.md card; is it the output folder of a dataset builder?")
    try:
        card = DatasetCard.load(readme)
    except Exception as err:  # yaml's errors, or a header that is not a mapping
        first = (str(err).strip().splitlines() or [type(err).__name__])[0]
        raise UserError(f"{readme}: the card's YAML header cannot be read ({first}); fix it or rebuild the folder") from None
    if not isinstance(card.data.get("configs"), list) or not card.data.get("configs"):
        raise UserError(f"{readme}: the card has no `configs`; rebuild the folder with its dataset builder")
    return card.data, card.text


def changelog_versions(body: str) -> list[str]:
    """The versions the card's ``## Changelog`` section names (``* **X.Y.Z**: ...`` lines)."""
    _, sep, tail = body.partition("## Changelog")
    return _CHANGE.findall(tail) if sep else []


def check_version(data: Any, body: str, version: str, folder: Path) -> None:
    """The card is the release ``version``: semver, the card's own version, in its changelog."""
    if not _SEMVER.match(version):
        raise UserError(f"--version {version!r}: expected X.Y.Z (the tag is vX.Y.Z)")
    if str(data.get("version")) != version:
        raise UserError(f"{folder}: the card is version {data.get('version')}, not {version}; "
                        "rebuild with the builder of that version or publish the card's version")
    named = changelog_versions(body)
    if version not in named:
        raise UserError(f"{folder}: the card's changelog does not name {version} (it names {named or 'nothing'})")


def data_files(value: Any, config: str, folder: Path) -> list[tuple[str, list[str]]]:
    """A config's ``data_files`` in every form a Hub card allows, as (split, paths): a path, a
    list of paths (the ``train`` split), ``{split: path(s)}``, or a list of ``{split, path}``."""
    def paths_of(v: Any) -> list[str]:
        vs = v if isinstance(v, list) else [v]
        if not vs or not all(isinstance(p, str) for p in vs):
            raise UserError(f"{folder}: config {config!r} has data_files paths that are not strings: {v!r:.80}")
        return vs

    if value is None:
        return []
    if isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        return [("train", paths_of(value))]
    if isinstance(value, dict):
        return [(str(k), paths_of(v)) for k, v in value.items()]
    if isinstance(value, list) and all(isinstance(e, dict) and "path" in e for e in value):
        return [(str(e.get("split", "train")), paths_of(e["path"])) for e in value]
    raise UserError(f"{folder}: config {config!r} has data_files in a form a dataset card does not allow: {value!r:.80}")


def config_paths(card: str, folder: Path) -> dict[str, list[str]]:
    """Config name -> the data file paths (or patterns) that ``card`` (the text of ``folder``'s
    README.md) names for it."""
    from huggingface_hub import DatasetCard

    configs = DatasetCard(card).data.get("configs") or []
    return {c["config_name"]: [p for _, paths in data_files(c.get("data_files"), c["config_name"], folder) for p in paths]
            for c in configs if isinstance(c, dict) and "config_name" in c}


def check_counts(data: Any, folder: Path) -> None:
    """Every data file of every config is there, with the rows the card's ``dataset_info`` says."""
    import pyarrow.parquet as pq

    infos = {i["config_name"]: {s["name"]: s["num_examples"] for s in i.get("splits") or []}
             for i in data.get("dataset_info") or []}
    for config in data["configs"]:
        if not isinstance(config, dict) or not isinstance(config.get("config_name"), str):
            raise UserError(f"{folder}: a `configs` entry of the card has no config_name: {config!r:.80}")
        name = config["config_name"]
        for split, paths in data_files(config.get("data_files"), name, folder):
            missing = [p for p in paths if not (folder / p).is_file()]
            if missing:
                raise UserError(f"{folder}: config {name!r} names {missing[0]}, which is not in the folder")
            rows = sum(pq.ParquetFile(folder / p).metadata.num_rows for p in paths)
            expected = infos.get(name, {}).get(split)
            if expected is not None and rows != expected:
                raise UserError(f"{folder}: config {name!r} split {split!r} has {rows} rows, "
                                f"the card says {expected}; rebuild the folder")


def _is_label_qa_public(data: Any) -> bool:
    from ..label_qa_gold import FAMILIES

    names = {c["config_name"] for c in data["configs"]}
    return "labels" in names and bool(names & set(FAMILIES))


def check_gold(data: Any, folder: Path, private: bool, gold: str | None) -> list[str]:
    """Hidden gold only into a private repository; a public label-QA tree leak-checked. Returns notes."""
    if GOLD_TAG in (data.get("tags") or []):
        if not private:
            raise UserError(f"{folder}: this is hidden gold (card tag {GOLD_TAG!r}); it goes only to a "
                            "private repository: add --private (then gate or share it by hand)")
        return ["hidden gold: private repository; the fda_label_qa task finds it as <public repo id>-gold"]
    if not _is_label_qa_public(data):
        return []
    from ..label_qa_gold import LeakError
    from .leaks import check_public_tree

    gold_dir = Path(gold) if gold else folder.with_name(folder.name + "-gold")
    if not (gold_dir / "README.md").is_file():
        raise UserError(f"{folder}: the leak check needs the hidden gold of this build (looked in {gold_dir}); "
                        "pass --gold DIR")
    try:
        check_public_tree(folder, gold_dir)
    except LeakError as err:
        raise UserError(f"{folder}: refusing to publish, the public tree reveals gold: {err}") from None
    return [f"leak check passed against {gold_dir}"]


def tag_exists(api: Any, repo_id: str, tag: str) -> bool:
    """Whether the dataset repository already has ``tag`` (a missing repository has none)."""
    from huggingface_hub.errors import RepositoryNotFoundError

    try:
        refs = api.list_repo_refs(repo_id, repo_type="dataset")
    except RepositoryNotFoundError:
        return False
    return any(t.name == tag for t in refs.tags)


def dataset_plan(folder: str | Path, repo_id: str, version: str, *, private: bool = False,
                 gold: str | None = None, api: Any = None):
    """``make(staging) -> Plan`` for :func:`plan.run_plan`, after every check that needs no staging;
    ``api`` (a real run) is asked whether the tag exists."""
    folder = Path(folder)
    check_repo_id(repo_id)
    data, body = read_card(folder)
    check_version(data, body, version, folder)
    check_counts(data, folder)
    notes = check_gold(data, folder, private, gold)
    tag = f"v{version}"
    if api is not None and tag_exists(api, repo_id, tag):
        raise UserError(f"{repo_id} already has the tag {tag}; a published version is never moved "
                        "(bump the version in the builder and its changelog)")
    if api is None:
        notes.append(f"dry run: whether {repo_id} already has {tag} is asked of the Hub on a real run")

    def make(staging: Path) -> Plan:
        files = stage(folder, staging)
        title = data.get("pretty_name") or repo_id
        calls = [
            Call("create_repo", {"repo_id": repo_id, "repo_type": "dataset", "private": private, "exist_ok": True}),
            upload_call(repo_id, "dataset", staging, f"{title} {version}"),
            Call("create_tag", {"repo_id": repo_id, "repo_type": "dataset", "tag": tag,
                                "tag_message": f"{title} {version}", "revision": FromCall(1, "oid")}),
        ]
        return Plan("dataset", repo_id, "dataset", staging, files, calls, notes)

    return make


__all__ = ["changelog_versions", "check_counts", "check_gold", "check_version", "dataset_plan", "read_card",
           "tag_exists"]
