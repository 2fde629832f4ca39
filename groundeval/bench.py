"""Side-by-side speed benchmark: groundeval's runner vs lm-evaluation-harness 0.4.13, same rows, same model.

``scripts/bench.py`` drives this module. Each measured run is a fresh Python process (so peak
memory is that run's own), runs alternate between the tools, and every run's continuations are
compared row by row with the first groundeval run.

Without Hub data the rows are made here, in the ``based-fda`` schema and with its shape: chunks
of about 1,900 tokens of real FDA label text (bundled in ``groundeval/samples/fda_labels``), each
carrying several ``field: value`` lines whose values are drawn at random from a seed, and one row
per (chunk, field) whose text is ``"{chunk} \\n {field}:"``. A new seed gives rows neither tool
has seen. The ``squad`` shape is the same with short passages (about 200 tokens) and statement
prompts, as in ``based-squad``.

The MedLFQA shapes use real rows: ``olaph`` (long-form answers, lm-eval's prompt, ``"\n\n"`` and
256 new tokens on both sides) and ``olaph_perplexity`` (rolling log-likelihood of the answers),
``--questions`` rows drawn by the seed from the MedLFQA files in ``--medlfqa`` (or the bundled
sample). lm-eval runs a local copy of its own ``olaph`` YAMLs on the same rows
(``groundeval/lmeval_tasks``).

Each benchmark also measures this machine's throughput for the model (a prefill pass, a one-token
decoding step) and reports a *floor*: the time the model alone needs to compute every distinct
prompt token once plus one token per decoding step of the longest row of each unit groundeval
decodes together; groundeval's wall time is given as a multiple of it.
"""

from __future__ import annotations

import heapq
import json
import os
import random
import re
import shlex
import statistics
import string
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Sequence

from . import entry

DATA = Path(__file__).resolve().parent / "samples" / "fda_labels" / "raw"
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
    """Rows with the real shape: ``shape="fda"``, ~1,900-token chunks in the ``based-fda`` schema
    (``doc_id, file_name, key, value, text``); ``"squad"``, ~200-token passages and statement prompts
    in the ``based-squad`` schema (``doc_id, text, value, title, context, question``).
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
            if shape == "fda":
                rows.append({"doc_id": f"doc{seed}-{c}", "file_name": f"doc{seed}-{c}.txt", "key": k,
                             "value": f" {values[k]} ", "text": f"{chunk} \n {k}:"})
            else:  # based-squad schema: passage followed by a statement that stops before the answer
                rows.append({"doc_id": f"doc{seed}-{c}-{k}", "text": f"{chunk} The {k} stated above is", "value": values[k],
                             "title": f"doc{seed}-{c}", "context": chunk, "question": f"What is the {k}?"})
    return rows


SHAPE_TASKS = {"fda": "fda", "squad": "squad_completion", "olaph": "olaph", "olaph_perplexity": "olaph_perplexity"}
LM_EVAL_TASKS = {"fda": "groundeval_local_fda", "squad_completion": "groundeval_local_squad_completion_v1",
                 "squad_completion@lm-eval": "groundeval_local_squad_completion", "olaph": "groundeval_local_olaph",
                 "olaph_perplexity": "groundeval_local_olaph_perplexity"}
MEDLFQA_DIR = Path(__file__).resolve().parents[2] / "shared" / "data" / "medlfqa"


def medlfqa_rows(folder: Path | None, questions: int, seed: int) -> list[dict[str, Any]]:
    """``questions`` real MedLFQA rows drawn by ``seed`` (in the published columns) from the original
    files in ``folder``, or from the bundled sample when the folder holds none."""
    from . import medlfqa

    rows: list[dict[str, Any]] = []
    for name, fname in medlfqa.SOURCE_FILES.items():
        if folder is not None and (folder / fname).is_file():
            rows.extend(medlfqa.read_source(name, folder / fname))
    if not rows:
        sample = Path(__file__).resolve().parent / "samples" / "medlfqa_sample.jsonl"
        rows = [json.loads(line) for line in sample.read_text().splitlines() if line.strip()]
    picked = random.Random(seed).sample(range(len(rows)), min(questions, len(rows)))
    return [{c: rows[i][c] for c in medlfqa.COLUMNS} for i in sorted(picked)]


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
def _import_common() -> None:
    # Both tools pay the same imports before the clock starts; each run's time is its own work:
    # loading the model and rows, generating, scoring.
    import accelerate  # noqa: F401
    import datasets  # noqa: F401
    import evaluate  # noqa: F401
    import torch  # noqa: F401
    import transformers  # noqa: F401


class _Timer:
    """Seconds spent in the functions :meth:`wrap` wraps (scoring, in the workers)."""

    def __init__(self) -> None:
        self.seconds = 0.0

    def wrap(self, owner: Any, name: str) -> None:
        inner = getattr(owner, name)

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return inner(*args, **kwargs)
            finally:
                self.seconds += time.perf_counter() - start

        setattr(owner, name, timed)


def _run_script_main() -> Any:
    """``main`` of this checkout's ``scripts/run.py`` (the benchmark is a tool of the repository)."""
    import importlib.util

    path = Path(__file__).resolve().parents[1] / "scripts" / "run.py"
    spec = importlib.util.spec_from_file_location("groundeval_run_script", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.main


SCORES = {"fda": ("contains",), "squad_completion": ("contains",), "olaph": ("rougeL",),
          "olaph_perplexity": ("word_perplexity", "byte_perplexity", "bits_per_byte")}


def worker_groundeval(rows: str, model: str, out: str, task: str, protocol: str, batch_size: str, extra: str) -> None:
    _import_common()
    main = _run_script_main()
    from . import runner

    scoring, loading = _Timer(), _Timer()
    scoring.wrap(runner, "_score")  # scoring a task's rows: the metric modules, intervals, breakdowns
    loading.wrap(runner, "load_engine")  # the model and its tokenizer, from disk
    start = time.perf_counter()
    code = main(["--model", model, "--tasks", task, "--dataset", f"{task}={rows}", "--protocol", protocol, "--cpu",
                 "--batch-size", batch_size, "--output-dir", out, "--no-resume", *json.loads(extra)])
    if code:
        raise SystemExit(code)  # the run printed why; the driver points at this worker's log
    wall = time.perf_counter() - start
    from .runs import load_run

    run = load_run(out)
    preds, new_tokens = {}, {}
    for row in run.rows[task]:
        preds[row["idx"]] = row["loglikelihood"] if task == "olaph_perplexity" else row["prediction"]
        new_tokens[row["idx"]] = row.get("new_tokens", 0)
    facts = run.task_config(task)
    decode = {k: facts[k] for k in ("decode_steps", "drafted_tokens", "accepted_drafts") if k in facts}
    scores = {k: run.metrics(task).get(k) for k in SCORES[task]}
    _dump(out, wall, preds, scores, facts.get("prompt_tokens_computed"), decode, new_tokens, scoring.seconds,
          cpu_linear=run.config().get("cpu_linear"), load_s=loading.seconds)


def worker_lm_eval(rows: str, model: str, out: str, task: str, batch_size: str, chat: str = "0") -> None:
    _import_common()
    import lm_eval
    from .lmeval_tasks import task_manager

    os.environ["GROUNDEVAL_LMEVAL_ROWS"] = rows
    lm_task = LM_EVAL_TASKS[task]
    from lm_eval.api.task import ConfigurableTask
    from lm_eval.models.huggingface import HFLM
    from lm_eval.tasks.fda.task import FDA
    from lm_eval.tasks.squad_completion.task import SQUADCompletion

    manager = task_manager()
    scoring, loading = _Timer(), _Timer()
    for cls in (ConfigurableTask, FDA, SQUADCompletion):  # each row's process_results
        if "process_results" in vars(cls):
            scoring.wrap(cls, "process_results")
    loading.wrap(HFLM, "__init__")  # its model and tokenizer, from disk
    start = time.perf_counter()
    result = lm_eval.simple_evaluate(model="hf", model_args=f"pretrained={model},dtype=float32", tasks=[lm_task],
                                     task_manager=manager, batch_size=int(batch_size), log_samples=True, device="cpu",
                                     apply_chat_template=chat == "1")
    wall = time.perf_counter() - start
    preds = {}
    for sample in result["samples"][lm_task]:
        resp = sample["filtered_resps"][0]
        preds[sample["doc_id"]] = float(resp[0] if isinstance(resp, (list, tuple)) else resp) if task == "olaph_perplexity" else resp
    metrics = result["results"][lm_task]
    # lm-eval's olaph loads BLEURT and BERTScore from the Hub; its local copy scores BLEU and ROUGE.
    names = ("answered", "rougeL") if task == "olaph" else SCORES.get(task.split("@")[0], ())
    scores = {k: metrics.get(f"{k},none") for k in names}
    _dump(out, wall, preds, scores, None, scoring_s=scoring.seconds, load_s=loading.seconds)


def worker_floor(model: str, out: str, threads: str) -> None:
    """This machine's throughput for ``model``, with each CPU linear kernel (``torch``: PyTorch's
    own, as lm-eval runs; ``onednn``: oneDNN's): seconds per prompt token of a 512-token prefill
    pass, and seconds of a one-token decoding step (batch of one, on a 300-token cache); medians of
    repeats (the first pass of each kind is a warm-up). It first makes ``--cpu-linear auto``'s
    choice for the model, so that no timed run pays for it."""
    _import_common()
    import torch

    from .engine.cpu_linear import choose_kernel, use_onednn_linears
    from .engine.kv_buffer import CacheForward, new_cache
    from .models import load_model

    loaded, _, _ = load_model(model, dtype="float32", device=torch.device("cpu"))
    choose_kernel(loaded)
    forward = CacheForward(loaded)
    context = getattr(loaded.config, "max_position_embeddings", 2048)
    pass_len, cached = min(512, context // 2), min(300, context // 2)  # a tiny test model has a short context
    ids = torch.randint(0, loaded.config.vocab_size, (1, pass_len + cached + 24), generator=torch.Generator().manual_seed(0))
    record = {}
    for kernel in ("torch", "onednn"):
        if kernel == "onednn" and not use_onednn_linears(loaded):
            continue
        prefill, step = [], []
        with torch.inference_mode():
            for _ in range(4):
                cache = new_cache(loaded, ids.shape[1])
                t0 = time.perf_counter()
                forward(cache, input_ids=ids[:, :pass_len], logits_to_keep=1)
                prefill.append((time.perf_counter() - t0) / pass_len)
            cache = new_cache(loaded, ids.shape[1])
            forward(cache, input_ids=ids[:, :cached], logits_to_keep=1)
            for j in range(24):
                t0 = time.perf_counter()
                forward(cache, input_ids=ids[:, cached + j : cached + j + 1])
                step.append(time.perf_counter() - t0)
        record[kernel] = {"prefill_s_per_token": median(prefill[1:]), "decode_step_s": median(step[4:])}
    Path(out).mkdir(parents=True, exist_ok=True)
    (Path(out) / "bench_run.json").write_text(json.dumps(record))


def _dump(out: str, wall: float, preds: dict, scores: dict, computed: int | None, decode: dict | None = None,
          new_tokens: dict | None = None, scoring_s: float | None = None, cpu_linear: str | None = None,
          load_s: float | None = None) -> None:
    Path(out).mkdir(parents=True, exist_ok=True)
    (Path(out) / "bench_run.json").write_text(json.dumps({
        "wall": wall, "scoring_s": scoring_s, "load_s": load_s, "scores": scores, "computed": computed, "decode": decode or {},
        "cpu_linear": cpu_linear, "peak_rss_mib": own_peak_rss_mib(),
        "predictions": {str(k): v for k, v in preds.items()},
        "new_tokens": {str(k): v for k, v in (new_tokens or {}).items()}}))


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
    # The worker's own high-water mark: a child's ru_maxrss also counts the driver's RSS at the fork
    # (Linux keeps the larger of the two across exec), which would hide the worker's below it. (It
    # leaves out the worker's own short-lived children, such as the environment report's `pip`.)
    record["peak_rss_mib"] = record.get("peak_rss_mib") or usage.ru_maxrss / 1024
    return record


def own_peak_rss_mib() -> float | None:
    """This process's peak resident memory since it started (VmHWM; None where /proc has none)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


def divergence_margins(model: str, rows: str, task: str, protocol: str, idxs: Sequence[int], dtype: str) -> list[dict[str, Any]]:
    """Why rows change at a lower precision: for each row in ``idxs``, greedy-decode it with the
    float32 model and the ``dtype`` model in lockstep and report the first generated token where
    they part, with each model's logit margin there (its pick's logit minus the other pick's). A
    small float32 margin means float32 itself was near a tie."""
    import torch
    from transformers import DynamicCache

    from .engine import HFEngine, eos_ids
    from .engine.kv_buffer import CacheForward
    from .models import load_model
    from .tasks import get_task

    cpu = torch.device("cpu")
    spec = get_task(task)
    requests = {r.idx: r for r in spec.requests(spec.load(rows), protocol)}
    reference, tokenizer, _ = load_model(model, dtype="float32", device=cpu)
    low, _, _ = load_model(model, dtype=dtype, device=cpu)
    encoder = HFEngine(reference, tokenizer, engine="plain")
    eos = set(eos_ids(reference, tokenizer))
    forwards = [CacheForward(reference), CacheForward(low)]
    found = []
    for idx in idxs:
        request = requests[idx]
        ids = torch.tensor([encoder.encode(request).tokens])
        caches = [DynamicCache(config=reference.config), DynamicCache(config=low.config)]
        record: dict[str, Any] = {"idx": idx, "token": None}
        with torch.inference_mode():
            for step in range(request.max_gen_toks):
                logits = []
                for forward, cache in zip(forwards, caches):
                    logits.append(forward(cache, input_ids=ids).logits[0, -1].float())
                a, b = (int(x.argmax()) for x in logits)
                if a != b:
                    record.update(token=step, float32_margin=float(logits[0][a] - logits[0][b]),
                                  low_precision_margin=float(logits[1][b] - logits[1][a]))
                    break
                if a in eos:
                    break
                ids = torch.tensor([[a]])
        found.append(record)
    return found


def compare(reference: dict[str, str], other: dict[str, str]) -> tuple[int, list[str]]:
    mismatched = [k for k in reference if reference[k] != other.get(k)]
    return len(reference) - len(mismatched), mismatched


def main_worker(argv: Sequence[str]) -> None:
    kind, *rest = argv
    if kind == "groundeval":
        worker_groundeval(*rest)
    elif kind == "lm-eval":
        worker_lm_eval(*rest)
    elif kind == "floor":
        worker_floor(*rest)
    else:
        raise SystemExit(f"unknown worker {kind!r}")


def _prepare_rows(args: Any, tokenizer: Any, out: Path) -> Path:
    if args.dataset:
        from .data import load_rows

        ds, _ = load_rows(args.dataset, split="validation", config="default" if not Path(args.dataset).exists() else None)
        rows = [dict(r) for r in ds.select(range(min(args.limit or len(ds), len(ds))))]
    elif args.shape.startswith("olaph"):
        rows = medlfqa_rows(Path(args.medlfqa) if args.medlfqa else None, args.questions, args.seed)
    else:
        lo, hi = (int(x) for x in args.fields.split(","))
        rows = make_rows(tokenizer, shape=args.shape, chunks=args.chunks, fields=(lo, hi), seed=args.seed)
    path = out / "rows.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    return path


def _flag(flags: Sequence[str], name: str) -> str | None:
    """The value of ``name`` in a run.py argument list (``--name value`` or ``--name=value``)."""
    for i, flag in enumerate(flags):
        if flag == name and i + 1 < len(flags):
            return flags[i + 1]
        if flag.startswith(name + "="):
            return flag.split("=", 1)[1]
    return None


def _encoder(model: str, tokenizer: Any, chat: bool) -> Any:
    """groundeval's prompt encoding (its engines' :class:`PromptEncoder`) without loading the model."""
    from transformers import AutoConfig

    from .engine.encoding import PromptEncoder, resolve_max_length

    encoder = PromptEncoder()
    encoder.tokenizer, encoder.apply_chat_template = tokenizer, chat
    encoder.max_length = resolve_max_length(AutoConfig.from_pretrained(model), tokenizer)
    return encoder


def _token_counts(model: str, tokenizer: Any, task: str, rows_path: Path, chat: bool) -> tuple[list[list[int]], list[Any]]:
    """The token lists each tool feeds the model (prompts; for rolling log-likelihoods, each window's
    input), and groundeval's encoded generation requests (for the floor)."""
    from .engine.encoding import rolling_windows
    from .tasks import get_task

    encoder = _encoder(model, tokenizer, chat)
    spec = get_task(task, **({"rows": "all"} if task.startswith("olaph") else {}))
    requests = spec.requests(spec.load(str(rows_path)), "v1")
    if task in ("fda", "squad_completion"):  # v1: the stripped prompt, as both tools tokenise it
        rows = [json.loads(line) for line in rows_path.read_text().splitlines()]
        return [tokenizer(r["text"].strip())["input_ids"] for r in rows], [encoder.encode(r) for r in requests]
    if task == "olaph":
        encoded = [encoder.encode(r) for r in requests]
        return [e.tokens for e in encoded], encoded
    windows = []
    for request in requests:
        tokens, prefix = encoder.rolling_tokens(request.prompt)
        windows += [(ctx + tgt)[-(encoder.max_length + 1):][:-1] for ctx, tgt in rolling_windows(tokens, prefix, encoder.max_length)]
    return windows, []


def floor_decode_steps(encoded: list[Any], new_tokens: dict[str, int], flags: Sequence[str], batch_size: int) -> int:
    """One step per token of the rows groundeval decodes together (the units its planner cuts, with
    the engine's prefix rule and the setting's ``--max-batch-tokens``): a padded batch runs as long as its longest row; in a
    packed unit ``batch_size`` rows decode at once and a waiting row starts as one stops
    (:func:`turn_steps`). Summed over the units."""
    from .engine.hf import MIN_SHARED_PREFIX
    from .engine.planning import prefix_units

    if not encoded:
        return 0
    max_tokens = int(_flag(flags, "--max-batch-tokens") or 4096)
    drafting = _flag(flags, "--prompt-lookup") not in ("0",)  # rows sharing no prefix are packed too then
    steps = 0
    for unit in prefix_units(encoded, batch_size, MIN_SHARED_PREFIX, max_tokens, pack_singles=drafting):
        lengths = [new_tokens.get(str(r.request.idx), 0) for r in unit.rows]
        if any(g.prefix for g in unit.groups):
            steps += turn_steps(lengths, batch_size)
        else:
            steps += sum(max(lengths[i : i + batch_size]) for i in range(0, len(lengths), batch_size))
    return steps


def turn_steps(lengths: Sequence[int], slots: int) -> int:
    """Steps for rows of ``lengths`` tokens (one a step) taking turns in order, ``slots`` at a time:
    a row starts in the step after one in front of it stops."""
    ends = [0] * min(slots, len(lengths))  # the step each slot's row ends at
    for n in lengths:
        start = heapq.heappop(ends)
        heapq.heappush(ends, start + n)
    return max(ends, default=0)


def _configs(args: Any, rows_path: Path, model: str, task: str) -> list[tuple[str, str, list[str]]]:
    """(tool, name, worker arguments) of every setting; groundeval's settings first."""
    shared = {"olaph": ["--task-option", "olaph.rows=all", "--task-option", "olaph.model_metrics=false"],
              "olaph_perplexity": ["--task-option", "olaph_perplexity.rows=all"]}.get(task, [])
    if args.apply_chat_template:
        shared = shared + ["--apply-chat-template"]
    configs = [("groundeval", f"groundeval {variant}".strip() if variant else "groundeval (default)",
                ["groundeval", str(rows_path), model, "", task, "v1", str(args.batch_size), json.dumps(shared + shlex.split(variant))])
               for variant in args.variant or [""]]
    for bs in args.lm_eval_batch_sizes:
        configs.append(("lm-eval", f"lm-eval bs={bs}", ["lm-eval", str(rows_path), model, "", task, str(bs), "1" if args.apply_chat_template else "0"]))
    return configs


def _run_all(args: Any, configs: list, model: str, out: Path) -> tuple[dict[str, list[dict[str, Any]]], list[dict[str, Any]]]:
    """Every setting ``args.runs`` times, alternating within each repetition, and one throughput
    measurement per repetition."""
    runs: dict[str, list[dict[str, Any]]] = {name: [] for _, name, _ in configs}
    floors = []
    for rep in range(args.runs):
        floors.append(run_one(["floor", model, str(out / f"floor-{rep}"), str(args.threads or "")], out / f"floor-{rep}", args.threads))
        for _tool, name, worker_args in configs:
            run_dir = out / f"{re.sub(r'[^A-Za-z0-9]+', '_', name).strip('_')}-{rep}"
            worker_args = list(worker_args)
            worker_args[3] = str(run_dir)
            record = run_one(worker_args, run_dir, args.threads)
            runs[name].append(record)
            print(f"  run {rep + 1}/{args.runs} {name}: {record['wall']:.1f}s, peak {record['peak_rss_mib']:.0f} MiB", flush=True)
    return runs, floors


def _agreement(task: str, reference: dict[str, Any], other: dict[str, Any]) -> int:
    """Rows whose output equals the reference's: the same continuation, or for a rolling
    log-likelihood the same value within 1e-4 relative."""
    if task != "olaph_perplexity":
        return compare(reference, other)[0]
    return sum(1 for k, v in reference.items() if k in other and abs(other[k] - v) <= 1e-4 * abs(v))


def bench(args: Any) -> dict[str, Any]:
    """Alternating runs of groundeval and lm-eval on the same rows; returns the summary."""
    from transformers import AutoTokenizer

    from .models import default_model_path, gguf_to_safetensors

    model = args.model or str(gguf_to_safetensors(default_model_path())[0])
    tokenizer = AutoTokenizer.from_pretrained(model)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rows_path = _prepare_rows(args, tokenizer, out)
    task = SHAPE_TASKS[args.shape]
    prompts, encoded = _token_counts(model, tokenizer, task, rows_path, args.apply_chat_template)
    distinct = distinct_prompt_tokens(prompts)
    configs = _configs(args, rows_path, model, task)
    low_precision = {name: _flag(json.loads(worker[-1]), "--dtype") for _, name, worker in configs if worker[0] == "groundeval"}
    low_precision = {name: dtype for name, dtype in low_precision.items() if dtype in ("bfloat16", "float16")}
    runs, floors = _run_all(args, configs, model, out)
    throughput = {kernel: {key: median([f[kernel][key] for f in floors]) for key in ("prefill_s_per_token", "decode_step_s")}
                  for kernel in floors[0] if kernel != "peak_rss_mib"}
    reference = runs[configs[0][1]][0]["predictions"]
    summary: dict[str, Any] = {"shape": args.shape, "seed": args.seed, "chat_template": bool(args.apply_chat_template),
                               "rows": len(reference), "distinct_prompt_tokens": distinct,
                               "prompt_tokens": sum(len(p) for p in prompts), "throughput": throughput, "configs": {}}
    for tool, name, worker in configs:
        summary["configs"][name] = _config_summary(args, task, tool, name, worker, runs[name], reference, prompts, encoded, throughput, distinct)
    for name, dtype in low_precision.items():
        mismatched = sorted({int(k) for r in runs[name] for k in compare(reference, r["predictions"])[1]})
        summary["configs"][name]["dtype"] = dtype
        summary["configs"][name]["divergences"] = divergence_margins(model, str(rows_path), task, "v1", mismatched, dtype) if mismatched else []
    _speedups(summary, configs)
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary


def _config_summary(args: Any, task: str, tool: str, name: str, worker: list[str], recs: list[dict[str, Any]],
                    reference: dict[str, Any], prompts: list[list[int]], encoded: list[Any], throughput: dict[str, float],
                    distinct: int) -> dict[str, Any]:
    """One setting's line: median wall, peak, tokens computed, agreement with groundeval's first run,
    and for groundeval the floor and the wall time as a multiple of it."""
    matched = [_agreement(task, reference, r["predictions"]) for r in recs]
    computed = recs[0]["computed"] if tool == "groundeval" else lm_eval_prompt_tokens(prompts, int(name.split("=")[-1]))
    line = {
        "wall_median_s": median([r["wall"] for r in recs]),
        "walls_s": [round(r["wall"], 2) for r in recs],
        "scoring_median_s": _median_of(recs, "scoring_s"),
        "load_median_s": _median_of(recs, "load_s"),
        "peak_rss_mib": max(r["peak_rss_mib"] for r in recs),
        "prompt_tokens_computed": computed,
        "continuations_matching_groundeval": f"{min(matched)}/{len(reference)}",
        "scores": recs[0]["scores"],
        **({"decode": recs[0]["decode"]} if recs[0].get("decode") else {}),
    }
    if task == "olaph_perplexity":
        line["max_relative_difference"] = max(abs(r["predictions"][k] - v) / abs(v) for r in recs for k, v in reference.items())
    if tool == "groundeval":
        flags = json.loads(worker[-1])
        steps = floor_decode_steps(encoded, recs[0]["new_tokens"], flags, int(_flag(flags, "--batch-size") or args.batch_size))
        kernel = recs[0].get("cpu_linear") or "torch"  # the kernel the run used (--cpu-linear auto measures)
        rates = throughput.get(kernel) or throughput["torch"]
        line["cpu_linear"] = kernel
        floor = distinct * rates["prefill_s_per_token"] + steps * rates["decode_step_s"]
        line.update(floor_s=floor, floor_decode_steps=steps, wall_over_floor=line["wall_median_s"] / floor)
    return line


def _median_of(recs: list[dict[str, Any]], key: str) -> float:
    """The median of a timing the runs recorded (NaN where none did)."""
    return median([r[key] for r in recs if r.get(key) is not None] or [float("nan")])


def _speedups(summary: dict[str, Any], configs: list) -> None:
    """Each groundeval setting's speed-up against lm-eval's best setting, and what it would be were
    its model work exactly the floor: with nothing else (``speedup_at_floor``), or with its loading
    and scoring as they took (``speedup_at_floor_with_load``). Not bounds: drafting can take a run
    below the floor, which counts one token a decoding step; they say how much of a shortfall is
    the engine's and how much the machine's kernels."""
    lm_eval_names = [name for tool, name, _ in configs if tool == "lm-eval"]
    if not lm_eval_names:
        return
    best = min(lm_eval_names, key=lambda n: summary["configs"][n]["wall_median_s"])
    summary["lm_eval_best"] = best
    theirs = summary["configs"][best]["wall_median_s"]
    for tool, name, _ in configs:
        if tool == "groundeval":
            c = summary["configs"][name]
            c["speedup_vs_lm_eval_best"] = theirs / c["wall_median_s"]
            c["speedup_at_floor"] = theirs / c["floor_s"]
            c["speedup_at_floor_with_load"] = theirs / (c["floor_s"] + c["load_median_s"] + c["scoring_median_s"])


def format_summary(summary: dict[str, Any], title: str) -> str:
    rates = "; ".join(f"{kernel} linears {1 / tp['prefill_s_per_token']:,.0f} prompt tokens/s in a 512-token pass, "
                      f"{tp['decode_step_s'] * 1000:.1f} ms a one-token decoding step" for kernel, tp in summary["throughput"].items())
    lines = [f"### {title}", "",
             f"{summary['rows']} rows, {summary['prompt_tokens']:,} prompt tokens, {summary['distinct_prompt_tokens']:,} distinct "
             f"(a perfect prefix cache computes the distinct ones). Measured throughput: {rates}. The floor is at the "
             f"kernel each groundeval setting used (`--cpu-linear`; `auto`, the default, takes the faster one on this CPU).", "",
             "| run | wall, median (s) | runs (s) | of it loading (s) | of it scoring (s) | prompt tokens computed | vs distinct | decoding steps (drafts kept/checked) "
             "| floor (s) | wall / floor | peak RSS (MiB) | outputs = groundeval | scores |",
             "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    for name, c in summary["configs"].items():
        ratio = c["prompt_tokens_computed"] / summary["distinct_prompt_tokens"] if c["prompt_tokens_computed"] else float("nan")
        d = c.get("decode")
        steps = f"{d['decode_steps']:,} ({d['accepted_drafts']:,}/{d['drafted_tokens']:,})" if d else "n/a"
        floor = f"{c['floor_s']:.1f} | {c['wall_over_floor']:.2f}x" if "floor_s" in c else "n/a | n/a"
        scores = ", ".join(f"{k} {v:.4g}" for k, v in c["scores"].items() if isinstance(v, (int, float)))
        lines.append(f"| {name} | {c['wall_median_s']:.1f} | {', '.join(f'{w:.1f}' for w in c['walls_s'])} | {c['load_median_s']:.2f} | {c['scoring_median_s']:.2f} | "
                     f"{c['prompt_tokens_computed']:,} | {ratio:.2f}x | {steps} | {floor} | {c['peak_rss_mib']:.0f} | "
                     f"{c['continuations_matching_groundeval']} | {scores} |")
    for name, c in summary["configs"].items():
        if "max_relative_difference" in c:
            lines.append(f"\n{name}: per-row log-likelihoods differ from groundeval's by at most {c['max_relative_difference']:.2e} relative.")
    for name, c in summary["configs"].items():
        if "divergences" in c:
            changed = c["divergences"]
            lines += ["", f"{name}: {len(changed)} of {summary['rows']} continuations differ from float32's."]
            for d in changed:
                if d["token"] is None:
                    lines.append(f"- row {d['idx']}: the same tokens in lockstep decoding (the runs differ elsewhere)")
                else:
                    lines.append(f"- row {d['idx']}: parts at generated token {d['token']}; float32 logit margin there "
                                 f"{d['float32_margin']:.4f}, {c['dtype']} margin {d['low_precision_margin']:.4f}")
    for name, c in summary["configs"].items():
        if "speedup_vs_lm_eval_best" in c:
            lines += ["", f"{name}: **{c['speedup_vs_lm_eval_best']:.2f}x** the speed of lm-eval's best setting ({summary['lm_eval_best']}); "
                          f"{c['speedup_at_floor']:.2f}x were its model work exactly the floor, {c['speedup_at_floor_with_load']:.2f}x "
                          f"with its loading and scoring as they took (drafts can go below the floor: it counts one token a step)."]
    return "\n".join(lines)


def scaling(args: Any) -> list[dict[str, Any]]:
    """Time per row as the number of rows sharing one chunk grows."""
    points = []
    for k in args.scaling:
        sub = type(args)(**{**vars(args), "chunks": 1, "fields": f"{k},{k}", "runs": 1, "out": str(Path(args.out) / f"scaling-{k}"), "dataset": None})
        summary = bench(sub)
        per_row = {name: c["wall_median_s"] / summary["rows"] for name, c in summary["configs"].items()}
        points.append({"rows_sharing_chunk": k, "seconds_per_row": per_row, "matching": {n: c["continuations_matching_groundeval"] for n, c in summary["configs"].items()}})
        print(f"  k={k}: " + ", ".join(f"{n} {v:.2f} s/row" for n, v in per_row.items()), flush=True)
    return points


def plot_scaling(points: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4))
    names = list(points[0]["seconds_per_row"])
    for name in names:
        ax.plot([p["rows_sharing_chunk"] for p in points], [p["seconds_per_row"][name] for p in points], marker="o", label=name)
    ax.set_xscale("log", base=2)
    ax.set_xlabel("rows sharing one ~1,900-token chunk")
    ax.set_ylabel("seconds per row")
    ax.set_title("fda-shaped rows, SmolLM2-135M float32, 2 CPU cores")
    ax.grid(True, alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def cli(argv: Sequence[str] | None = None, prog: str = "bench.py") -> int:
    import argparse

    p = argparse.ArgumentParser(prog=prog, description="groundeval vs lm-evaluation-harness 0.4.13 on the same rows and model, side by side.")
    p.add_argument("--model", default=None, help="Local model folder for both tools (default: the bundled SmolLM2-135M, de-quantised to float32).")
    p.add_argument("--shape", choices=tuple(SHAPE_TASKS), default="fda",
                   help="Workload: generated fda- or squad-shaped rows, or real MedLFQA rows for olaph / olaph_perplexity.")
    p.add_argument("--questions", type=int, default=16, help="olaph shapes: MedLFQA rows drawn by --seed.")
    p.add_argument("--medlfqa", default=str(MEDLFQA_DIR), help="olaph shapes: folder of the original MedLFQA files (else the bundled sample).")
    p.add_argument("--apply-chat-template", action="store_true",
                   help="Wrap prompts in the model's chat template on both sides (lm-eval apply_chat_template=True).")
    p.add_argument("--dataset", default=None, help="Real rows instead: a Hub id (e.g. hazyresearch/based-fda) or a local file in that schema.")
    p.add_argument("--limit", type=int, default=None, help="With --dataset: the first N rows.")
    p.add_argument("--chunks", type=int, default=3, help="Generated chunks (passages).")
    p.add_argument("--fields", default="4,6", help="Rows per chunk, as MIN,MAX.")
    p.add_argument("--seed", type=int, default=0, help="Seed of the generated rows: a new seed gives rows neither tool has seen.")
    p.add_argument("--runs", type=entry.int_range(1, 1000), default=3, help="Repetitions of each setting (median reported).")
    p.add_argument("--batch-size", type=int, default=16, help="groundeval --batch-size.")
    p.add_argument("--variant", action="append", default=[], metavar="FLAGS",
                   help="Extra scripts/run.py flags for one groundeval setting, e.g. '--prompt-lookup 0'. Repeatable; "
                        "'' is the defaults. The first setting is the reference for matching (default: one run with the defaults).")
    p.add_argument("--lm-eval-batch-sizes", type=lambda s: [int(x) for x in s.split(",") if x], default=[1, 4], help="lm-eval --batch_size settings to run ('' for none).")
    p.add_argument("--threads", type=int, default=None, help="OMP_NUM_THREADS for every run (default: torch's).")
    p.add_argument("--scaling", type=lambda s: [int(x) for x in s.split(",")], default=None, help="Instead: time per row for 1 chunk shared by each of these row counts, e.g. 1,2,4,8,16.")
    p.add_argument("--out", default="bench_out", help="Working folder: rows, per-run outputs and logs, summary.json.")
    args = p.parse_args(argv)
    import platform

    machine = f"{platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}"
    if args.scaling:
        points = scaling(args)
        Path(args.out).mkdir(parents=True, exist_ok=True)
        (Path(args.out) / "scaling.json").write_text(json.dumps(points, indent=2) + "\n")
        plot_scaling(points, Path(args.out) / "scaling.png")
        names = list(points[0]["seconds_per_row"])
        print("| rows sharing a chunk | " + " | ".join(f"{n} (s/row)" for n in names) + " | continuations equal |")
        print("|---:|" + "---:|" * len(names) + "---|")
        for pt in points:
            print(f"| {pt['rows_sharing_chunk']} | " + " | ".join(f"{pt['seconds_per_row'][n]:.2f}" for n in names) + f" | {', '.join(pt['matching'].values())} |")
        return 0
    summary = bench(args)
    chat = ", chat template" if args.apply_chat_template else ""
    print(format_summary(summary, f"{args.shape}-shaped rows, seed {args.seed}{chat} ({machine})"))
    return 0


if __name__ == "__main__":
    main_worker(sys.argv[1:])
