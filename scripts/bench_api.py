#!/usr/bin/env python
"""Requests per second of ``--backend openai`` against a server started on this machine, at
several ``--num_concurrent`` values, with the request cache off.

    python scripts/bench_api.py                                   # transformers serve, SmolLM2 float32
    python scripts/bench_api.py --server transformers-cb          # the same with continuous batching
    python scripts/bench_api.py --server llama-cpp                # llama.cpp's server on the GGUF file
    python scripts/bench_api.py --concurrency 1 4 8 --runs 3 --json bench_api.json

The server starts once; each concurrency runs ``--runs`` times in turn (1, 4, 8, 1, 4, 8, ...), so a
slow spell of the machine falls on every setting alike. A run's rate is its requests divided by the
seconds its tasks took (generation and scoring; scoring ``contains`` is a few milliseconds). The
continuations of every run are compared with the first run's: they must not change with N.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval import entry  # noqa: E402


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bench_api.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", choices=("transformers", "transformers-cb", "llama-cpp"), default="transformers",
                        help="transformers serve (one request at a time), the same with --continuous-batching, or llama.cpp's server")
    parser.add_argument("--tasks", default="fda,squad_completion", help="tasks on their bundled samples")
    parser.add_argument("--limit", type=entry.int_range(1), default=None, help="rows per task (default: all of the sample)")
    parser.add_argument("--concurrency", type=entry.int_range(1, 1024), nargs="+", default=[1, 4, 8])
    parser.add_argument("--runs", type=entry.int_range(1, 100), default=3)
    parser.add_argument("--json", default=None, help="also write the figures to this file")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    return entry.run("bench_api.py", _main, argv)


def _main(argv: list[str]) -> int:
    from groundeval.api import local_servers
    from groundeval.models import default_model_path, resolve_model

    args = parse_args(argv)
    run = _load_run_script()
    gguf = default_model_path()
    folder, _, _ = resolve_model(str(gguf))
    work = Path(tempfile.mkdtemp(prefix="bench_api-"))
    if args.server.startswith("transformers"):
        server = local_servers.transformers_server(Path(folder), work / "server.log", threads=2,
                                                   continuous_batching=args.server == "transformers-cb")
        model = folder
    else:
        server = local_servers.llama_cpp_server(gguf, work / "server.log")
        model = "smollm2"
    rates: dict[int, list[float]] = {n: [] for n in args.concurrency}
    reference = None
    try:
        for r in range(args.runs):
            for n in args.concurrency:
                out = work / f"n{n}-r{r}"
                argv_run = ["--backend", "openai", "--model_args", f"base_url={server.base_url},model={model}",
                            "--tasks", args.tasks, "--bundled-samples", "--bootstrap", "0", "--cache", "off",
                            "--num_concurrent", str(n), "--output-dir", str(out)]
                if args.limit:
                    argv_run += ["--limit", str(args.limit)]
                if run(argv_run) != 0:
                    raise RuntimeError(f"the run at --num_concurrent {n} failed")
                record = json.loads(next(out.glob("*/results_*.json")).read_text())
                tasks = record["groundeval"]["tasks"]
                seconds = sum(t["seconds"] for t in tasks.values())
                requests = record["groundeval"]["api_usage"]["requests_sent"]
                rates[n].append(requests / seconds)
                texts = _continuations(out, args.tasks.split(","))
                reference = reference or texts
                if texts != reference:
                    raise RuntimeError(f"--num_concurrent {n} changed a continuation")
                print(f"run {r + 1}/{args.runs}  N={n}: {requests} requests in {seconds:.2f} s = {requests / seconds:.2f} req/s",
                      flush=True)
    finally:
        server.stop()
    base = statistics.median(rates[args.concurrency[0]])
    rows = [{"num_concurrent": n, "requests_per_s_median": round(statistics.median(v), 3),
             "requests_per_s_runs": [round(x, 3) for x in v],
             "speedup_vs_first": round(statistics.median(v) / base, 2)} for n, v in rates.items()]
    print(f"\n{args.server} server, SmolLM2-135M-Instruct, tasks {args.tasks}; requests/s (median of {args.runs} runs)")
    print("| --num_concurrent | requests/s | runs | vs N=%d |" % args.concurrency[0])
    print("|--:|--:|---|--:|")
    for row in rows:
        print(f"| {row['num_concurrent']} | {row['requests_per_s_median']:.2f} | "
              f"{', '.join(f'{x:.2f}' for x in row['requests_per_s_runs'])} | {row['speedup_vs_first']:.2f}x |")
    if args.json:
        Path(args.json).write_text(json.dumps({"server": args.server, "tasks": args.tasks, "rows": rows}, indent=1) + "\n")
    return 0


def _continuations(out: Path, tasks: list[str]) -> dict[str, list]:
    texts = {}
    for task in tasks:
        path = next(out.glob(f"*/samples_{task}_2*.jsonl"))
        texts[task] = [json.loads(line)["resps"] for line in path.read_text().splitlines()]
    return texts


def _load_run_script():
    import importlib.util

    spec = importlib.util.spec_from_file_location("groundeval_run_script", Path(__file__).with_name("run.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.main


if __name__ == "__main__":
    sys.exit(main())
