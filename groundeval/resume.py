"""Resuming a run that died, and keeping one run per output folder.

Each process appends every finished unit of work to a partial file that belongs to one *signature*:
a hash of everything that can change the task's predictions (model identity by content, tokenizer,
chat template, every task option, protocol, context length, dtype, engine and batch settings, the
rows' content). Only rows of the same signature are reused; when others are found, the log says
which parts of the signature differ. Files in ``OUT/<model_name_sanitized>/.groundeval/<task>/``
(a folder lm-eval's readers never look in; the run's own files are lm-eval's, beside it):

    .partial-<signature>.rank<N>.jsonl   one generation (a JSON object) per line, appended per unit
    .partial-<signature>.json            the signature's parts, to explain a mismatch
    .complete-<signature>.json           the task's finished outcome with its sample lines: a later
                                         run with the same signature reuses it whole and writes
                                         them into its own sample file; and how it was scored
                                         (the task's scoring record) with the engine counters
    .generations-<signature>.jsonl       the finished task's generations, one per line: a later
                                         run that scores otherwise (a new rubric release) scores
                                         them again rather than generating again

``OUT/<model_name_sanitized>/.groundeval-run.lock`` names the process that holds the model folder.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import logging
import os
import socket
import sys
import time
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping, TextIO

from .errors import UserError

logger = logging.getLogger("groundeval")

__all__ = [
    "signature", "write_manifest", "explain_mismatch", "read_partials", "partial_path", "append_rows",
    "clear_partials", "write_complete", "read_complete", "read_generations", "scoring_record", "hold_output_folder",
    "LOCK_NAME",
]

LOCK_NAME = ".groundeval-run.lock"
_GENERATION_FIELDS = {"idx": int, "text": str, "prompt_tokens": int, "new_tokens": int, "truncated": int, "stop_reason": str}


def signature(parts: Mapping[str, Any]) -> str:
    """A short hash of the named ``parts`` (JSON with sorted keys)."""
    text = json.dumps(parts, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def _json_round_trip(parts: Mapping[str, Any]) -> dict[str, Any]:
    return json.loads(json.dumps(parts, sort_keys=True, default=str))


def write_manifest(task_dir: Path, sig: str, parts: Mapping[str, Any]) -> None:
    from .results import write_json

    write_json(task_dir / f".partial-{sig}.json", {"parts": _json_round_trip(parts)})


def _earlier_signatures(task_dir: Path, sig: str) -> Iterator[tuple[str, dict[str, Any], str]]:
    """(signature, its parts, what of it is here) for each other signature with work in ``task_dir``."""
    for manifest in sorted(task_dir.glob(".partial-*.json")):
        other = manifest.name[len(".partial-"):-len(".json")]
        rows = sum(p.read_bytes().count(b"\n") for p in task_dir.glob(f".partial-{other}.rank*.jsonl"))
        yield other, _read_json(manifest).get("parts", {}), f"{rows} finished row(s)"
    for marker in sorted(task_dir.glob(".complete-*.json")):
        other = marker.name[len(".complete-"):-len(".json")]
        yield other, _read_json(marker).get("parts", {}), "the finished task"


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def explain_mismatch(task_dir: Path, sig: str, parts: Mapping[str, Any]) -> list[str]:
    """For each earlier signature with work here: what of it is not reused, and which parts differ."""
    mine = _json_round_trip(parts)
    reasons = []
    for other, theirs, what in _earlier_signatures(task_dir, sig):
        if other == sig:
            continue
        differ = sorted(k for k in set(mine) | set(theirs) if mine.get(k) != theirs.get(k))
        reasons.append(f"{what} of signature {other} not reused: {', '.join(differ) or 'unknown parts'} differ")
    return reasons


def partial_path(task_dir: Path, sig: str, process_index: int) -> Path:
    return task_dir / f".partial-{sig}.rank{process_index}.jsonl"


def _is_generation(row: Any) -> bool:
    if not (isinstance(row, dict) and all(isinstance(row.get(k), t) and not isinstance(row.get(k), bool)
                                          for k, t in _GENERATION_FIELDS.items())):
        return False
    ll = row.get("loglikelihood")  # a rolling row's value: a number (-inf included), never text
    return (ll is None and row["stop_reason"] != "loglikelihood") or (isinstance(ll, (int, float)) and not isinstance(ll, bool))


def read_partials(task_dir: Path, sig: str) -> dict[int, dict[str, Any]]:
    """Finished generations of earlier runs with this signature, by row ``idx``.

    Lines that are not a whole generation (cut short by a kill, edited, of another shape) are
    skipped, with one warning that counts them."""
    done: dict[int, dict[str, Any]] = {}
    skipped = 0
    for path in sorted(task_dir.glob(f".partial-{sig}.rank*.jsonl")):
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:
                    row = None
                if _is_generation(row):
                    done[row["idx"]] = row
                elif line.strip():
                    skipped += 1
    if skipped:
        logger.warning("%s: skipped %d malformed line(s) in partial files; those rows are computed again", task_dir.name, skipped)
    return done


def append_rows(sink: TextIO, rows: Iterable[dict[str, Any]]) -> None:
    """Append finished rows and flush, so a kill loses at most the unit being computed."""
    for row in rows:
        sink.write(json.dumps(row, ensure_ascii=False) + "\n")
    sink.flush()


def clear_partials(task_dir: Path, sig: str) -> None:
    """Remove this signature's partial files once its outcome is stored (never another's)."""
    for stale in task_dir.glob(f".partial-{sig}.*"):
        stale.unlink()


def scoring_record(task: Any) -> dict[str, Any]:
    """The task's scoring record (``Task.scoring_record``) as a completion marker stores it, so that
    a stored and a current one compare equal when they are (tuples are lists in JSON)."""
    return _json_round_trip(task.scoring_record())


def write_complete(task_dir: Path, sig: str, outcome: Any, parts: Mapping[str, Any],
                   generations: list[dict[str, Any]] | None = None, stats: Mapping[str, int] | None = None,
                   scoring: Mapping[str, Any] | None = None) -> None:
    """The completion marker: a later run with the same signature reuses the outcome whole, or
    scores its ``generations`` (with the engine counters ``stats`` of the run that made them) again
    where the task now scores otherwise than ``scoring`` (:func:`scoring_record`) says. The
    generations go first, into a file of their own, in plain JSON lines as the partial files hold
    them (a log-likelihood of -inf reads back as one)."""
    from .files import durable_write
    from .results import write_json

    record = {"parts": _json_round_trip(parts), "outcome": dataclasses.asdict(outcome)}
    if generations is not None:
        durable_write(task_dir / f".generations-{sig}.jsonl",
                      "".join(json.dumps(g, ensure_ascii=False) + "\n" for g in generations))
        record.update(stats=dict(stats or {}), scoring=dict(scoring or {}))
    write_json(task_dir / f".complete-{sig}.json", record)


def read_complete(task_dir: Path, sig: str) -> dict[str, Any] | None:
    """What a finished run of this signature stored, read once: its ``outcome`` (with the sample
    lines), and, where it kept its generations (:func:`read_generations`), the ``stats`` and
    ``scoring`` beside them; None where there is none, it is unreadable, or it is from a version of
    groundeval that did not keep the sample lines in it."""
    record = _read_json(task_dir / f".complete-{sig}.json")
    outcome = record.get("outcome")
    return record if isinstance(outcome, dict) and outcome.get("samples") else None


def read_generations(task_dir: Path, sig: str, record: Mapping[str, Any]) -> tuple[list[dict[str, Any]], dict[str, int]] | None:
    """The generations and engine counters the finished run of ``record`` (:func:`read_complete`)
    kept, or None (none kept: a marker of an older groundeval; or a file cut short or edited, a
    line that is not a whole generation)."""
    stats = record.get("stats")
    if not isinstance(stats, dict) or not isinstance(record.get("scoring"), dict):
        return None
    try:
        with open(task_dir / f".generations-{sig}.jsonl", encoding="utf-8") as f:
            generations = [json.loads(line) for line in f if line.strip()]
    except (OSError, ValueError):
        return None
    if not generations or not all(map(_is_generation, generations)):
        return None
    return generations, stats


# ---------------------------------------------------------------------------------- the lock
def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _take(lock: Path) -> bool:
    holder = {"pid": os.getpid(), "host": socket.gethostname(), "command": " ".join(sys.argv), "started": time.time()}
    try:
        fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
    except FileExistsError:
        return False
    with os.fdopen(fd, "w") as f:
        json.dump(holder, f)
    return True


@contextlib.contextmanager
def hold_output_folder(out_dir: Path) -> Iterator[None]:
    """One run per output folder. A live holder is an error naming its PID and command; the lock
    of a process that is gone (on this host) is taken over with a warning."""
    out_dir.mkdir(parents=True, exist_ok=True)
    lock = out_dir / LOCK_NAME
    while not _take(lock):
        try:
            holder = json.loads(lock.read_text())
        except (OSError, json.JSONDecodeError):
            holder = {}
        pid = int(holder.get("pid", 0) or 0)
        if not pid and time.time() - _mtime(lock) < 5:  # another run is writing its name into it
            time.sleep(0.1)
            continue
        if pid and (holder.get("host") != socket.gethostname() or _alive(pid)):
            raise UserError(f"{out_dir} is in use by PID {pid} ({holder.get('command', '?')}); "
                            "wait for it to finish or pass another --output-dir")
        logger.warning("%s: taking over the lock of PID %s, which is no longer running", out_dir, pid or "?")
        lock.unlink(missing_ok=True)
    try:
        yield
    finally:
        lock.unlink(missing_ok=True)
