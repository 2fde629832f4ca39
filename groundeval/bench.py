"""Side-by-side speed benchmark: groundeval's runner vs lm-evaluation-harness 0.4.13, same rows, same model.

``scripts/bench.py`` drives this module. Each measured run is a fresh Python process (so peak
memory is that run's own), runs alternate between the tools, and every run's continuations are
compared row by row with the first groundeval run.

Without Hub data the rows are made here, in the ``based-fda`` schema and with its shape: chunks
of about 1,900 tokens of real FDA label text (bundled in ``groundeval/data/fda_labels``), each
carrying several ``field: value`` lines whose values are drawn at random from a seed, and one row
per (chunk, field) whose text is ``"{chunk} \\n {field}:"``. A new seed gives rows neither tool
has seen. The ``squad`` shape is the same with short passages (about 200 tokens) and statement
prompts, as in ``based-squad``.
"""

from __future__ import annotations

import json
import os
import random
import re
import statistics
import string
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Sequence

DATA = Path(__file__).resolve().parent / "data" / "fda_labels" / "raw"
FIELDS = (
    "purpose for submission", "type of test", "classification", "product code", "panel",
    "indications for use", "predicate device name", "proposed labeling", "conclusion", "510k number",
    "applicant", "predicate 510k number", "proprietary and established names", "regulation section",
    "measurand", "intended use",
)
_WORDS = ("Northfield", "Helix", "Cascade", "Meridian", "Summit", "Harbor", "Apex", "Crescent", "Pioneer", "Lumen")
_THINGS = ("Diagnostics", "Medical", "Biosystems", "Devices", "Health", "Instruments", "Scientific")


def _text_corpus() -> list[str]:
    """Paragraphs of real FDA label text from the bundled samples."""
    paragraphs: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, str):
            paragraphs.extend(p.strip() for p in re.split(r"\n\s*\n|(?<=\.)\s{2,}", value) if len(p.strip()) > 80)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for path in sorted((DATA / "openfda").glob("*.json")):
        walk(json.loads(path.read_text()).get("results", []))
    for name in ("fdarxbench_format_label_example.jsonl", "fdarxbench_qa_toy.jsonl"):
        for line in (DATA / name).read_text().splitlines():
            row = json.loads(line)
            walk(row.get("chunks", []))
            walk([c.get("text", "") for c in row.get("context", [])])
    seen, unique = set(), []
    for p in paragraphs:
        if p not in seen and "http" not in p:
            seen.add(p)
            unique.append(" ".join(p.split()))
    return unique


def _value(field: str, rng: random.Random) -> str:
    if "510k number" in field:
        return "K" + "".join(rng.choices(string.digits, k=6))
    if field == "product code":
        return "".join(rng.choices(string.ascii_uppercase, k=3))
    if field == "classification":
        return rng.choice(["Class I", "Class II", "Class III"])
    if field == "regulation section":
        return f"21 CFR {rng.randint(862, 892)}.{rng.randint(1000, 9999)}"
    if field == "applicant":
        return f"{rng.choice(_WORDS)} {rng.choice(_THINGS)}, Inc."
    if field == "panel":
        return rng.choice(["Clinical Chemistry", "Hematology", "Immunology", "Microbiology", "Toxicology"])
    return f"{rng.choice(_WORDS)} {rng.choice(_THINGS)} {rng.randint(100, 999)}"


def make_rows(tokenizer: Any, *, shape: str = "fda", chunks: int = 8, fields: tuple[int, int] = (3, 8),
              chunk_tokens: int | None = None, seed: int = 0) -> list[dict[str, str]]:
    """Rows in the ``based-fda`` schema (``doc_id, file_name, key, value, text``) with the real shape.

    ``shape="fda"``: ~1,900-token chunks; ``"squad"``: ~200-token passages and statement prompts.
    ``fields`` is the (min, max) number of rows per chunk.
    """
    rng = random.Random(seed)
    corpus = _text_corpus()
    target = chunk_tokens or (1900 if shape == "fda" else 200)
    rows = []
    for c in range(chunks):
        keys = rng.sample(FIELDS, rng.randint(*fields))
        values = {k: _value(k, rng) for k in keys}
        lines = [f"{k.title()}: {v}." for k, v in values.items()]
        parts: list[str] = []
        start = rng.randrange(len(corpus))
        i = 0
        while len(tokenizer("\n".join(parts + lines))["input_ids"]) < target:
            parts.append(corpus[(start + i) % len(corpus)])
            i += 1
        # Trim the last paragraph to land near the target, then place the fields among the paragraphs.
        while len(tokenizer("\n".join(parts + lines))["input_ids"]) > target and len(parts[-1]) > 40:
            parts[-1] = parts[-1][: int(len(parts[-1]) * 0.8)]
        for line in lines:
            parts.insert(rng.randint(0, len(parts)), line)
        chunk = "\n".join(parts)
        chunk = chunk[rng.randint(1, 12):]  # chunks start mid-word, as in based-fda
        for k in keys:
            text = f"{chunk} \n {k}:" if shape == "fda" else f"{chunk} The {k} stated above is"
            rows.append({"doc_id": f"doc{seed}-{c}", "file_name": f"doc{seed}-{c}.txt", "key": k, "value": f" {values[k]} ", "text": text})
    return rows


# ---------------------------------------------------------------------- token accounting
def distinct_prompt_tokens(token_lists: Sequence[Sequence[int]]) -> int:
    """Tokens a perfect prefix cache computes: the number of nodes in the trie of all prompts."""
    root: dict = {}
    nodes = 0
    for tokens in token_lists:
        node = root
        for t in tokens:
            nxt = node.get(t)
            if nxt is None:
                nxt = node[t] = {}
                nodes += 1
            node = nxt
    return nodes


def lm_eval_prompt_tokens(token_lists: Sequence[Sequence[int]], batch_size: int) -> int:
    """Prompt tokens lm-eval's HF backend computes: batches sorted by length, each padded to its longest."""
    lengths = sorted((len(t) for t in token_lists), reverse=True)
    return sum(lengths[i] * len(lengths[i : i + batch_size]) for i in range(0, len(lengths), batch_size))


# ---------------------------------------------------------------------- workers (run in a fresh process)
def worker_groundeval(rows: str, model: str, out: str, task: str, protocol: str, batch_size: str, engine: str) -> None:
    from groundeval.cli import main

    start = time.perf_counter()
    main(["--model", model, "--tasks", task, "--dataset", f"{task}={rows}", "--protocol", protocol, "--cpu",
          "--batch-size", batch_size, "--engine", engine, "--output-dir", out, "--no-resume"])
    wall = time.perf_counter() - start
    record = json.loads((Path(out) / "results.json").read_text())
    preds = {}
    for line in (Path(out) / task / "predictions.jsonl").read_text().splitlines():
        row = json.loads(line)
        preds[row["idx"]] = row["prediction"]
    computed = record["config"]["tasks"][task].get("prompt_tokens_computed")
    _dump(out, wall, preds, record["results"][task]["contains"], computed)


def worker_lm_eval(rows: str, model: str, out: str, task: str, batch_size: str) -> None:
    import lm_eval
    from lm_eval.tasks import TaskManager

    os.environ["GROUNDEVAL_LMEVAL_ROWS"] = rows
    lm_task = {"fda": "groundeval_local_fda", "squad_completion": "groundeval_local_squad_completion"}[task]
    manager = TaskManager(include_path=str(Path(__file__).resolve().parent / "lmeval_tasks"))
    start = time.perf_counter()
    result = lm_eval.simple_evaluate(model="hf", model_args=f"pretrained={model},dtype=float32", tasks=[lm_task],
                                     task_manager=manager, batch_size=int(batch_size), log_samples=True, device="cpu")
    wall = time.perf_counter() - start
    preds = {s["doc_id"]: s["filtered_resps"][0] for s in result["samples"][lm_task]}
    _dump(out, wall, preds, float(result["results"][lm_task]["contains,none"]), None)


def _dump(out: str, wall: float, preds: dict, score: float, computed: int | None) -> None:
    Path(out).mkdir(parents=True, exist_ok=True)
    (Path(out) / "bench_run.json").write_text(json.dumps({"wall": wall, "score": score, "computed": computed,
                                                          "predictions": {str(k): v for k, v in preds.items()}}))


# ---------------------------------------------------------------------- driver
def run_one(args: list[str], out: Path, threads: int | None) -> dict[str, Any]:
    """Run one worker in a fresh process; return its record plus its peak RSS (MiB)."""
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false", "PYTHONUNBUFFERED": "1"}
    if threads:
        env["OMP_NUM_THREADS"] = str(threads)
    log = open(out.with_suffix(".log"), "w")
    proc = subprocess.Popen([sys.executable, "-m", "groundeval.bench", *args], env=env, stdout=log, stderr=subprocess.STDOUT,
                            cwd=str(Path(__file__).resolve().parents[1]))
    _, status, usage = os.wait4(proc.pid, 0)
    log.close()
    if status != 0:
        raise RuntimeError(f"benchmark worker failed ({status}); see {out.with_suffix('.log')}")
    record = json.loads((out / "bench_run.json").read_text())
    record["peak_rss_mib"] = usage.ru_maxrss / 1024
    return record


def compare(reference: dict[str, str], other: dict[str, str]) -> tuple[int, list[str]]:
    mismatched = [k for k in reference if reference[k] != other.get(k)]
    return len(reference) - len(mismatched), mismatched


def main_worker(argv: Sequence[str]) -> None:
    kind, *rest = argv
    if kind == "groundeval":
        worker_groundeval(*rest)
    elif kind == "lm-eval":
        worker_lm_eval(*rest)
    else:
        raise SystemExit(f"unknown worker {kind!r}")


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


if __name__ == "__main__":
    main_worker(sys.argv[1:])
