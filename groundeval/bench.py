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
"""

from __future__ import annotations

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


def _run_script_main() -> Any:
    """``main`` of this checkout's ``scripts/run.py`` (the benchmark is a tool of the repository)."""
    import importlib.util

    path = Path(__file__).resolve().parents[1] / "scripts" / "run.py"
    spec = importlib.util.spec_from_file_location("groundeval_run_script", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.main


def worker_groundeval(rows: str, model: str, out: str, task: str, protocol: str, batch_size: str, extra: str) -> None:
    _import_common()
    main = _run_script_main()

    start = time.perf_counter()
    code = main(["--model", model, "--tasks", task, "--dataset", f"{task}={rows}", "--protocol", protocol, "--cpu",
                 "--batch-size", batch_size, "--output-dir", out, "--no-resume", *json.loads(extra)])
    if code:
        raise SystemExit(code)  # the run printed why; the driver points at this worker's log
    wall = time.perf_counter() - start
    record = json.loads((Path(out) / "results.json").read_text())
    preds = {}
    for line in (Path(out) / task / "predictions.jsonl").read_text().splitlines():
        row = json.loads(line)
        preds[row["idx"]] = row["prediction"]
    facts = record["config"]["tasks"][task]
    decode = {k: facts[k] for k in ("decode_steps", "drafted_tokens", "accepted_drafts") if k in facts}
    _dump(out, wall, preds, record["results"][task]["contains"], facts.get("prompt_tokens_computed"), decode)


def worker_lm_eval(rows: str, model: str, out: str, task: str, batch_size: str) -> None:
    _import_common()
    import lm_eval
    from .lmeval_tasks import task_manager

    os.environ["GROUNDEVAL_LMEVAL_ROWS"] = rows
    lm_task = {"fda": "groundeval_local_fda", "squad_completion": "groundeval_local_squad_completion_v1",
               "squad_completion@lm-eval": "groundeval_local_squad_completion"}[task]
    manager = task_manager()
    start = time.perf_counter()
    result = lm_eval.simple_evaluate(model="hf", model_args=f"pretrained={model},dtype=float32", tasks=[lm_task],
                                     task_manager=manager, batch_size=int(batch_size), log_samples=True, device="cpu")
    wall = time.perf_counter() - start
    preds = {s["doc_id"]: s["filtered_resps"][0] for s in result["samples"][lm_task]}
    _dump(out, wall, preds, float(result["results"][lm_task]["contains,none"]), None)


def _dump(out: str, wall: float, preds: dict, score: float, computed: int | None, decode: dict | None = None) -> None:
    Path(out).mkdir(parents=True, exist_ok=True)
    (Path(out) / "bench_run.json").write_text(json.dumps({"wall": wall, "score": score, "computed": computed, "decode": decode or {},
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
    else:
        raise SystemExit(f"unknown worker {kind!r}")


def _prepare_rows(args: Any, tokenizer: Any, out: Path) -> Path:
    if args.dataset:
        from .data import load_rows

        ds, _ = load_rows(args.dataset, split="validation", config="default" if not Path(args.dataset).exists() else None)
        rows = [dict(r) for r in ds.select(range(min(args.limit or len(ds), len(ds))))]
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


def bench(args: Any) -> dict[str, Any]:
    """Alternating runs of groundeval and lm-eval on the same rows; returns the summary."""
    from transformers import AutoTokenizer

    from .models import default_model_path, gguf_to_safetensors

    model = args.model or str(gguf_to_safetensors(default_model_path())[0])
    tokenizer = AutoTokenizer.from_pretrained(model)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rows_path = _prepare_rows(args, tokenizer, out)
    rows = [json.loads(line) for line in rows_path.read_text().splitlines()]
    task = "fda" if args.shape == "fda" else "squad_completion"
    prompts = [tokenizer(r["text"].strip())["input_ids"] for r in rows]
    distinct = distinct_prompt_tokens(prompts)
    configs = [("groundeval", f"groundeval {variant}".strip() if variant else "groundeval (default)",
                ["groundeval", str(rows_path), model, "", task, "v1", str(args.batch_size), json.dumps(shlex.split(variant))])
               for variant in args.variant or [""]]
    # A setting with --dtype below float32: the rows it changes get their divergence examined.
    low_precision = {name: _flag(json.loads(worker[-1]), "--dtype") for _, name, worker in configs}
    low_precision = {name: dtype for name, dtype in low_precision.items() if dtype in ("bfloat16", "float16")}
    for bs in args.lm_eval_batch_sizes:
        configs.append(("lm-eval", f"lm-eval bs={bs}", ["lm-eval", str(rows_path), model, "", task, str(bs)]))
    runs: dict[str, list[dict[str, Any]]] = {name: [] for _, name, _ in configs}
    for rep in range(args.runs):
        for _tool, name, worker_args in configs:  # alternate the tools within each repetition
            run_dir = out / f"{re.sub(r'[^A-Za-z0-9]+', '_', name).strip('_')}-{rep}"
            worker_args = list(worker_args)
            worker_args[3] = str(run_dir)
            record = run_one(worker_args, run_dir, args.threads)
            runs[name].append(record)
            print(f"  run {rep + 1}/{args.runs} {name}: {record['wall']:.1f}s, peak {record['peak_rss_mib']:.0f} MiB", flush=True)
    reference = runs[configs[0][1]][0]["predictions"]
    summary: dict[str, Any] = {"rows": len(rows), "chunks": len({r["text"][:200] for r in rows}), "distinct_prompt_tokens": distinct,
                               "prompt_tokens": sum(len(p) for p in prompts), "configs": {}}
    for tool, name, _ in configs:
        recs = runs[name]
        matched = [compare(reference, r["predictions"])[0] for r in recs]
        computed = recs[0]["computed"] if tool == "groundeval" else lm_eval_prompt_tokens(prompts, int(name.split("=")[-1]))
        summary["configs"][name] = {
            "wall_median_s": median([r["wall"] for r in recs]),
            "walls_s": [round(r["wall"], 2) for r in recs],
            "peak_rss_mib": max(r["peak_rss_mib"] for r in recs),
            "prompt_tokens_computed": computed,
            "continuations_matching_groundeval": f"{min(matched)}/{len(reference)}",
            "score": recs[0]["score"],
            **({"decode": recs[0]["decode"]} if recs[0].get("decode") else {}),
        }
    for name, dtype in low_precision.items():
        mismatched = sorted({int(k) for r in runs[name] for k in compare(reference, r["predictions"])[1]})
        summary["configs"][name]["dtype"] = dtype
        summary["configs"][name]["divergences"] = divergence_margins(model, str(rows_path), task, "v1", mismatched, dtype) if mismatched else []
    lm_eval_names = [name for tool, name, _ in configs if tool == "lm-eval"]
    best = min(lm_eval_names, key=lambda n: summary["configs"][n]["wall_median_s"]) if lm_eval_names else None
    if best:
        summary["lm_eval_best"] = best
        for tool, name, _ in configs:
            if tool == "groundeval":
                ours = summary["configs"][name]["wall_median_s"]
                summary["configs"][name]["speedup_vs_lm_eval_best"] = summary["configs"][best]["wall_median_s"] / ours
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary


def format_summary(summary: dict[str, Any], title: str) -> str:
    lines = [f"### {title}", "",
             f"{summary['rows']} rows, {summary['prompt_tokens']:,} prompt tokens, {summary['distinct_prompt_tokens']:,} distinct "
             f"(a perfect prefix cache computes the distinct ones).", "",
             "| run | wall, median (s) | runs (s) | prompt tokens computed | vs distinct | decoding steps (drafts kept/checked) "
             "| peak RSS (MiB) | continuations = groundeval | contains |",
             "|---|---:|---|---:|---:|---:|---:|---:|---:|"]
    for name, c in summary["configs"].items():
        ratio = c["prompt_tokens_computed"] / summary["distinct_prompt_tokens"] if c["prompt_tokens_computed"] else float("nan")
        d = c.get("decode")
        steps = f"{d['decode_steps']:,} ({d['accepted_drafts']:,}/{d['drafted_tokens']:,})" if d else "n/a"
        lines.append(f"| {name} | {c['wall_median_s']:.1f} | {', '.join(f'{w:.1f}' for w in c['walls_s'])} | "
                     f"{c['prompt_tokens_computed']:,} | {ratio:.2f}x | {steps} | {c['peak_rss_mib']:.0f} | "
                     f"{c['continuations_matching_groundeval']} | {c['score']:.3f} |")
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
            lines += ["", f"{name}: **{c['speedup_vs_lm_eval_best']:.2f}x** the speed of lm-eval's best setting ({summary['lm_eval_best']})."]
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


def cli(argv: Sequence[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(description="groundeval vs lm-evaluation-harness 0.4.13 on the same rows and model, side by side.")
    p.add_argument("--model", default=None, help="Local model folder for both tools (default: the bundled SmolLM2-135M, de-quantised to float32).")
    p.add_argument("--shape", choices=("fda", "squad"), default="fda", help="Workload shape of the generated rows (and task).")
    p.add_argument("--dataset", default=None, help="Real rows instead: a Hub id (e.g. hazyresearch/based-fda) or a local file in that schema.")
    p.add_argument("--limit", type=int, default=None, help="With --dataset: the first N rows.")
    p.add_argument("--chunks", type=int, default=3, help="Generated chunks (passages).")
    p.add_argument("--fields", default="4,6", help="Rows per chunk, as MIN,MAX.")
    p.add_argument("--seed", type=int, default=0, help="Seed of the generated rows: a new seed gives rows neither tool has seen.")
    p.add_argument("--runs", type=int, default=3, help="Repetitions of each setting (median reported).")
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
    print(format_summary(summary, f"{args.shape}-shaped rows ({machine})"))
    return 0


if __name__ == "__main__":
    main_worker(sys.argv[1:])
