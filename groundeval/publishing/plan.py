"""A publication as a plan of ``HfApi`` calls, run against the Hub or written out for review.

Every ``scripts/publish.py`` command does the same three things: it *stages* the exact file tree
to upload into a folder, it makes a :class:`Plan` (``create_repo``, ``upload_folder``,
``create_tag`` with their keyword arguments), and then either

* runs the plan with ``huggingface_hub.HfApi()`` (the token comes from where huggingface_hub
  always looks: ``HF_TOKEN``, or the file ``hf auth login`` writes), or
* with ``--dry-run OUT``, stages into ``OUT`` and writes ``OUT/publish_plan.json`` instead,
  calling nothing.

Both paths upload the same staged folder with the same arguments, so a dry run shows exactly what
a real run sends. The token never enters a plan: the calls carry no ``token`` argument, and
:func:`check_no_token` refuses a plan in which one appears.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any, Callable, Sequence

from ..errors import UserError

PLAN_FILE = "publish_plan.json"
IGNORE_PATTERNS = [".*", "*/.*", PLAN_FILE]
"""Never uploaded: hidden files and folders (caches, temporary files, locks) and the plan itself."""
METHODS = ("create_repo", "upload_folder", "create_tag")
_REPO_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,95}/[A-Za-z0-9][A-Za-z0-9_.-]{0,95}$")


def check_repo_id(repo_id: str) -> str:
    """``ORG/NAME`` as the Hub spells repository ids, else a one-line error."""
    if not _REPO_ID.match(repo_id) or ".." in repo_id or repo_id.endswith((".", "-")):
        raise UserError(f"--repo-id {repo_id!r}: expected ORG/NAME (letters, digits, '-', '_', '.')")
    return repo_id


@dataclasses.dataclass(frozen=True)
class FromCall:
    """An argument that is an attribute of an earlier call's result, e.g. the commit that
    ``upload_folder`` made, which ``create_tag`` tags."""

    call: int
    attr: str

    def to_json(self) -> dict[str, Any]:
        return {"from_call": self.call, "attr": self.attr}


@dataclasses.dataclass(frozen=True)
class Call:
    """One ``HfApi`` method call with its keyword arguments."""

    method: str
    kwargs: dict[str, Any]

    def __post_init__(self) -> None:
        if self.method not in METHODS:
            raise ValueError(f"a plan calls only {METHODS}, not {self.method!r}")
        if "token" in self.kwargs:
            raise ValueError("a plan never carries a token: HfApi finds it itself")

    def to_json(self) -> dict[str, Any]:
        kwargs = {k: v.to_json() if isinstance(v, FromCall) else v for k, v in self.kwargs.items()}
        return {"method": self.method, "kwargs": kwargs}


@dataclasses.dataclass
class Plan:
    """What one command would do: the calls, the staged folder they upload, and notes for the user."""

    command: str
    repo_id: str | None
    repo_type: str | None
    folder: Path | None
    files: list[str]
    calls: list[Call]
    notes: list[str] = dataclasses.field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"command": self.command, "repo_id": self.repo_id, "repo_type": self.repo_type,
                "folder": str(self.folder) if self.folder else None, "files": self.files,
                "calls": [c.to_json() for c in self.calls], "notes": self.notes}

    def write(self, out: Path) -> Path:
        """``OUT/publish_plan.json`` (the staged tree is already in ``OUT``)."""
        text = json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n"
        check_no_token(text)
        from ..files import durable_write

        return durable_write(out / PLAN_FILE, text)

    def execute(self, api: Any) -> list[Any]:
        """Run the calls in order on ``api`` (an ``HfApi``); returns their results."""
        results: list[Any] = []
        for call in self.calls:
            kwargs = {k: getattr(results[v.call], v.attr) if isinstance(v, FromCall) else v
                      for k, v in call.kwargs.items()}
            results.append(getattr(api, call.method)(**kwargs))
        return results


def check_no_token(text: str) -> None:
    """Refuse to write ``text`` if it holds the token huggingface_hub would use."""
    from huggingface_hub import get_token

    token = get_token()
    if token and token in text:
        raise RuntimeError("refusing to write a file that contains the Hugging Face token")


def uploadable(folder: Path) -> list[str]:
    """The files of ``folder`` that ``upload_folder`` sends with :data:`IGNORE_PATTERNS` (and
    huggingface_hub's own default ignores), as POSIX paths relative to ``folder``, sorted."""
    from huggingface_hub.utils import filter_repo_objects
    from huggingface_hub.utils._paths import DEFAULT_IGNORE_PATTERNS

    paths = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    return list(filter_repo_objects(paths, ignore_patterns=IGNORE_PATTERNS + DEFAULT_IGNORE_PATTERNS))


def fresh_folder(out: str | Path) -> Path:
    """``--dry-run OUT``: a folder that does not exist or is empty (a dry run never mixes its tree
    with other files); created here."""
    out = Path(out)
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise UserError(f"--dry-run {out}: exists and is not an empty folder; give a new folder")
    out.mkdir(parents=True, exist_ok=True)
    return out


def refuse_links(folder: Path) -> None:
    """A tree to publish holds its own files only: a symlink anywhere in it (to a file or a folder,
    inside the tree or out of it, e.g. to a credentials file) is refused, naming it."""
    folder = Path(folder)
    if folder.is_symlink():
        raise UserError(f"{folder}: is a symlink; publish the folder it points to, or a copy")
    for root, dirs, files in os.walk(folder, followlinks=False):
        for name in sorted(dirs + files):
            path = Path(root) / name
            if path.is_symlink():
                raise UserError(f"{path.relative_to(folder)} in {folder}: is a symlink (to {os.readlink(path)}); "
                                "publishing never follows links: replace it with the file itself or remove it")
            if path.is_file() and path.stat().st_nlink > 1:
                raise UserError(f"{path.relative_to(folder)} in {folder}: is a hard link (its bytes are also a file "
                                "elsewhere); publish a copy of it instead")


# Shapes of credentials a published tree must not carry (besides the token huggingface_hub uses).
SECRET_PATTERNS = (
    ("a Hugging Face token", rb"\bhf_[A-Za-z0-9]{30,}"),
    ("a private key", rb"-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----"),
    ("an AWS access key", rb"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"),
    ("a GitHub token", rb"\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})"),
    ("an OpenAI-style API key", rb"\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{32,}"),
    ("a Slack token", rb"\bxox[abprs]-[A-Za-z0-9-]{10,}"),
    ("a Google API key", rb"\bAIza[0-9A-Za-z_-]{35}\b"),
    ("an AWS secret key", rb"(?i)aws_secret_access_key\s*[=:]\s*['\"]?[A-Za-z0-9/+=]{16,}"),
    ("a password or secret assignment", rb"(?im)^\s*(?:password|passwd|secret|api_key|apikey|access_token)\s*[=:]\s*\S{8,}"),
)
_SECRET_RES = tuple((what, re.compile(rx)) for what, rx in SECRET_PATTERNS)
LARGE_FILE = 10 * 1024 * 1024  # listed in the plan with its size


def secret_in(data: bytes) -> str | None:
    """What kind of credential ``data`` holds, if any."""
    for what, rx in _SECRET_RES:
        if rx.search(data):
            return what
    return None


def stage(source: Path, dest: Path) -> list[str]:
    """Copy the uploadable files of ``source`` into ``dest``; returns their relative paths. A tree
    with a symlink anywhere is refused (:func:`refuse_links`)."""
    refuse_links(source)
    files = uploadable(source)
    for rel in files:
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source / rel, target)
    return files


def upload_call(repo_id: str, repo_type: str, folder: Path, message: str) -> Call:
    """``upload_folder`` of the staged tree: the repository then holds exactly that tree (files of
    an earlier upload that the tree no longer has are deleted; ``.gitattributes`` is kept)."""
    return Call("upload_folder", {"repo_id": repo_id, "repo_type": repo_type, "folder_path": str(folder),
                                  "commit_message": message, "ignore_patterns": list(IGNORE_PATTERNS),
                                  "delete_patterns": ["*"]})


def hf_api() -> Any:
    """``HfApi()`` with the token from huggingface_hub's usual places; a one-line error without one."""
    from huggingface_hub import HfApi, get_token

    if not get_token():
        raise UserError("no Hugging Face token: set HF_TOKEN or run `hf auth login` (or use --dry-run OUT)")
    return HfApi()


def run_plan(make: Callable[[Path], Plan], dry_run: str | Path | None) -> Plan:
    """Stage and plan with ``make(folder)``, refuse a tree holding the token, then write the plan
    next to the tree (``--dry-run OUT``) or execute it from a temporary folder."""
    if dry_run is not None:
        out = fresh_folder(dry_run)
        try:
            plan = make(out)
            if plan.folder is not None:
                tree_has_no_token(plan.folder, plan.files)
                plan.notes.extend(large_files(plan.folder, plan.files))
        except BaseException:
            shutil.rmtree(out, ignore_errors=True)  # OUT was new or empty: nothing of the user's is lost
            raise
        plan.write(out)
        return plan
    api = hf_api()
    with tempfile.TemporaryDirectory(prefix="groundeval-publish-") as tmp:
        plan = make(Path(tmp))
        if plan.folder is not None:
            tree_has_no_token(plan.folder, plan.files)
        plan.execute(api)
    return plan


def tree_has_no_token(folder: Path, names: Sequence[str] | None = None) -> None:
    """Refuse a staged tree in which any file holds the token huggingface_hub would use, or bytes
    shaped like a credential (:data:`SECRET_PATTERNS`), naming the file."""
    from huggingface_hub import get_token

    token = (get_token() or "").encode()
    for rel in names if names is not None else uploadable(folder):
        data = (folder / rel).read_bytes()
        if token and token in data:
            raise UserError(f"{rel}: contains the Hugging Face token; it is never uploaded")
        what = secret_in(data)
        if what:
            raise UserError(f"{rel}: holds what looks like {what}; remove it from the tree before publishing")


def large_files(folder: Path, names: Sequence[str]) -> list[str]:
    """Plan notes for the files of at least :data:`LARGE_FILE` bytes, with their sizes."""
    sizes = [(rel, (folder / rel).stat().st_size) for rel in names]
    return [f"large file: {rel} ({size / 2**20:.1f} MiB)" for rel, size in sizes if size >= LARGE_FILE]


__all__ = ["Call", "FromCall", "IGNORE_PATTERNS", "PLAN_FILE", "Plan", "SECRET_PATTERNS", "check_no_token",
           "check_repo_id", "fresh_folder", "hf_api", "large_files", "refuse_links", "run_plan", "secret_in", "stage",
           "tree_has_no_token", "upload_call", "uploadable"]
