"""lm-evaluation-harness users' flags in scripts/run.py: --model_args, --gen_kwargs, --num_fewshot,
--system_instruction, --predict_only, --output_path, --list-tasks, and the --samples rename."""

from __future__ import annotations

import functools
from pathlib import Path
from types import SimpleNamespace

import pytest

from conftest import CHAT_TEMPLATE, REPO, build_tiny_llama, load_script
from groundeval import resume, runner
from groundeval.tasks import get_task
from groundeval.tasks.base import Request
from groundeval.tasks.overrides import apply_overrides, coerce, parse_key_values

FDA_ROWS = REPO / "groundeval" / "samples" / "based_fda_sample.jsonl"
MEDLFQA_ROWS = REPO / "groundeval" / "samples" / "medlfqa_sample.jsonl"
INSTRUCTION = "Answer with the value only."
# A chat template with a system turn, so the tiny tokenizer renders what a chat model's would.


@pytest.fixture(scope="module")
def cli():
    return load_script("run")


def parse(cli, *argv):
    return cli.parse_args(list(argv))


def error_of(cli, capsys, *argv) -> str:
    """The message of a rejected command line, checked to be one line after argparse's usage."""
    with pytest.raises(SystemExit) as exc:
        cli.parse_args(list(argv))
    assert exc.value.code == 2
    lines = capsys.readouterr().err.rstrip("\n").split("\n")
    assert lines[0].startswith("usage: run.py") and all(line.startswith(" ") for line in lines[1:-1])
    assert lines[-1].startswith("run.py: error: ") and "Traceback" not in lines[-1]
    return lines[-1].removeprefix("run.py: error: ")


# ------------------------------------------------------------------------------- --model_args
def test_model_args_mean_the_model_flags(cli):
    args = parse(cli, "--model_args", "pretrained=./my-model,revision=0123,dtype=float32,trust_remote_code=true")
    assert (args.model, args.revision, args.dtype, args.trust_remote_code) == ("./my-model", "0123", "float32", True)
    # lm-eval's newer CLI takes several words; quotes keep a comma inside a value.
    args = parse(cli, "--model_args", 'pretrained="./a,b"', "dtype=bfloat16")
    assert (args.model, args.dtype, args.revision, args.trust_remote_code) == ("./a,b", "bfloat16", None, False)
    # The same value both ways is fine; a flag left at its default yields.
    args = parse(cli, "--model", "./m", "--dtype", "float16", "--model_args", "pretrained=./m,dtype=float16,revision=v2")
    assert (args.model, args.dtype, args.revision) == ("./m", "float16", "v2")


@pytest.mark.parametrize("flags, model_args, named", [
    (["--model", "./a"], "pretrained=./b", ("pretrained='./b'", "--model './a'")),
    (["--revision", "main"], "revision=dev", ("revision='dev'", "--revision 'main'")),
    (["--dtype", "float32"], "dtype=bfloat16", ("dtype='bfloat16'", "--dtype 'float32'")),
    (["--trust-remote-code"], "trust_remote_code=false", ("trust_remote_code=False", "--trust-remote-code True")),
])
def test_model_args_conflicting_with_a_flag_name_both(cli, capsys, flags, model_args, named):
    message = error_of(cli, capsys, *flags, "--model_args", model_args)
    assert all(part in message for part in named) and "conflicts" in message


@pytest.mark.parametrize("model_args, expected", [
    ("pretrained=./m,parallelize=true", "unsupported key(s) parallelize; supported: pretrained, revision, dtype, trust_remote_code"),
    ("dtype=fp8", "dtype must be one of auto, float32, bfloat16, float16, got 'fp8'"),
    ("trust_remote_code=yes", "trust_remote_code must be true or false, got 'yes'"),
    ("pretrained", "expects key=value pairs separated by commas, got 'pretrained'"),
    ("revision=a,revision=b", "gives revision twice ('a' and 'b')"),
])
def test_bad_model_args_are_one_line_errors(cli, capsys, model_args, expected):
    assert expected in error_of(cli, capsys, "--model_args", model_args)


def test_lm_eval_backend_names_with_pretrained(cli, capsys):
    args = parse(cli, "--model", "hf", "--model_args", "pretrained=org/model")
    assert (args.model, args.backend) == ("org/model", "hf")
    args = parse(cli, "--model", "vllm", "--model_args", "pretrained=org/model")
    assert (args.model, args.backend) == ("org/model", "vllm")
    assert "backend name" in error_of(cli, capsys, "--model", "hf")
    assert "conflicts with --backend vllm" in error_of(cli, capsys, "--model", "hf", "--backend", "vllm",
                                                       "--model_args", "pretrained=org/model")


# ------------------------------------------------------------------------------- --gen_kwargs
def test_gen_kwargs_parse_as_lm_eval_reads_them(cli):
    args = parse(cli, "--gen_kwargs", 'until=["\\n\\n","Q:"],max_new_tokens=64')
    assert args.gen_kwargs == {"until": ["\n\n", "Q:"], "max_gen_toks": 64}
    args = parse(cli, "--gen_kwargs", "until=.", "max_gen_toks=7")
    assert args.gen_kwargs == {"until": ["."], "max_gen_toks": 7}
    assert parse(cli, "--gen_kwargs", '{"until": ["\\n"], "max_gen_toks": 9}').gen_kwargs == {"until": ["\n"], "max_gen_toks": 9}
    assert parse(cli).gen_kwargs == {}
    assert [coerce(v) for v in ("True", "none", "-3", "0.5", "'x'", "text")] == [True, None, -3, 0.5, "x", "text"]
    assert parse_key_values("a=[1,2],b=(3, 4),c='x,y'", "--f") == {"a": "[1,2]", "b": "(3, 4)", "c": "'x,y'"}


def test_gen_kwargs_sampling_keys_mean_the_sampling_flags(cli):
    """temperature/top_p in --gen_kwargs are --temperature/--top-p: the same settings, the same run id."""
    via_gen = parse(cli, "--num-samples", "2", "--gen_kwargs", "temperature=0.7,top_p=0.9,do_sample=true")
    via_flags = parse(cli, "--num-samples", "2", "--temperature", "0.7", "--top-p", "0.9")
    assert (via_gen.temperature, via_gen.top_p, via_gen.gen_kwargs) == (0.7, 0.9, {})
    ids = []
    for args in (via_gen, via_flags):
        settings = runner.RunSettings(out_dir=Path("x"), protocol="v1", limit=None, model_record={}, apply_chat_template=False,
                                      engine_settings={}, num_samples=args.num_samples, temperature=args.temperature,
                                      top_p=args.top_p, gen_kwargs=args.gen_kwargs)
        ids.append(runner.make_run_id(settings, []))
    assert ids[0] == ids[1]
    # The same value both ways, or a flag at its default, is no conflict.
    assert parse(cli, "--temperature", "0.5", "--gen_kwargs", "temperature=0.5").temperature == 0.5
    assert parse(cli, "--gen_kwargs", "do_sample=false,temperature=0").temperature == 0.0


@pytest.mark.parametrize("argv, expected", [
    (["--gen_kwargs", "top_k=5"], "unsupported key(s) top_k; supported: until, max_gen_toks, temperature, top_p, do_sample"),
    (["--gen_kwargs", "temperature=hot"], "temperature must be a number, got 'hot'"),
    (["--gen_kwargs", "max_gen_toks=1.5"], "max_gen_toks must be a positive integer, got 1.5"),
    (["--gen_kwargs", "max_gen_toks=64,max_new_tokens=32"], "different token budgets: max_gen_toks=64, max_new_tokens=32"),
    (["--gen_kwargs", "until=5"], "until must be a string or a list of strings, got 5"),
    (["--gen_kwargs", "do_sample=maybe"], "do_sample must be true or false, got 'maybe'"),
    (["--temperature", "0.7", "--gen_kwargs", "temperature=0.2"], "temperature=0.2 conflicts with --temperature 0.7"),
    (["--top-p", "0.8", "--gen_kwargs", "top_p=0.9"], "top_p=0.9 conflicts with --top-p 0.8"),
    (["--temperature", "0.7", "--gen_kwargs", "do_sample=false"], "do_sample=false conflicts with temperature 0.7"),
    (["--gen_kwargs", "do_sample=true"], "do_sample=true needs temperature > 0"),
    (["--gen_kwargs", "until"], "expects key=value pairs"),
])
def test_bad_gen_kwargs_are_one_line_errors(cli, capsys, argv, expected):
    assert expected in error_of(cli, capsys, *argv)


def test_gen_kwargs_replace_generation_settings_of_generate_requests_only():
    gen = Request(idx=0, prompt="p", stop=("\n",), max_gen_toks=48)
    rolling = Request(idx=1, prompt="answer", kind="loglikelihood_rolling")
    out = apply_overrides([gen, rolling], {"until": ["\n\n", "."], "max_gen_toks": 5}, INSTRUCTION)
    assert (out[0].stop, out[0].max_gen_toks, out[0].system_instruction) == (("\n\n", "."), 5, INSTRUCTION)
    assert out[1] == rolling
    assert apply_overrides([gen], {}, None) == [gen]


def test_gen_kwargs_and_system_instruction_enter_the_signature():
    """Both change what is generated, so each changes the task's signature; without them the
    signature stays what it was before the flags existed."""
    task, engine = get_task("fda"), SimpleNamespace(max_length=512)

    def signature(**given):
        settings = runner.RunSettings(out_dir=Path("x"), protocol="v1", limit=None, model_record={"model": "m"},
                                      apply_chat_template=False, engine_settings={}, **given)
        parts = runner._signature_parts(task, settings, engine, "fingerprint")
        return parts, resume.signature(parts)

    plain_parts, plain = signature()
    assert "gen_kwargs" not in plain_parts and "system_instruction" not in plain_parts
    sigs = {plain, signature(gen_kwargs={"max_gen_toks": 5})[1], signature(gen_kwargs={"max_gen_toks": 6})[1],
            signature(system_instruction=INSTRUCTION)[1]}
    assert len(sigs) == 4
    assert signature(predict_only=True)[1] == plain  # predict-only generates the same continuations


# ------------------------------------------------------------------------------- the other flags
def test_num_fewshot_zero_only(cli, capsys):
    assert parse(cli, "--num_fewshot", "0").num_fewshot == 0
    assert "zero-shot; only 0 is accepted" in error_of(cli, capsys, "--num_fewshot", "5")


def test_output_path_is_output_dir(cli):
    assert parse(cli, "--output_path", "out/a").output_dir == "out/a"
    assert parse(cli, "--output-dir", "out/b").output_dir == "out/b"


def test_lm_eval_spellings_of_existing_flags(cli):
    args = parse(cli, "--batch_size", "4", "--apply_chat_template", "--trust_remote_code", "--log_samples")
    assert (args.batch_size, args.apply_chat_template, args.trust_remote_code) == ("4", True, True)
    plain = parse(cli)
    assert (plain.batch_size, plain.apply_chat_template, plain.trust_remote_code) == ("8", False, False)


def test_predict_only_is_a_run_setting(cli):
    assert parse(cli, "--predict_only").predict_only and not parse(cli).predict_only
    base = dict(out_dir=Path("x"), protocol="v1", limit=None, model_record={}, apply_chat_template=False, engine_settings={})
    ids = {runner.make_run_id(runner.RunSettings(**base, predict_only=flag), []) for flag in (False, True)}
    assert len(ids) == 2


def test_samples_is_now_bundled_samples(cli, capsys):
    assert parse(cli, "--bundled-samples").bundled_samples and not parse(cli).bundled_samples
    for argv in (["--samples"], ["--samples", '{"fda": [0, 1]}'], ["--tasks", "fda", "--samples", "--limit", "2"]):
        message = error_of(cli, capsys, *argv)
        assert "--samples is now --bundled-samples" in message and "lm-eval's --samples" in message


def test_system_instruction_must_have_text(cli, capsys):
    assert parse(cli, "--system_instruction", INSTRUCTION).system_instruction == INSTRUCTION
    assert "--system_instruction is empty" in error_of(cli, capsys, "--system_instruction", " ")


def test_list_tasks_describes_every_task_without_a_model(cli, capsys, monkeypatch):
    from groundeval.tasks import TASKS

    monkeypatch.setattr(runner, "load_engine", lambda *a, **k: pytest.fail("--list-tasks loaded a model"))
    assert cli.main(["--list-tasks"]) == 0
    out = capsys.readouterr().out
    blocks = {block.split(" ", 1)[0]: block for block in out.strip().split("\n\n")}
    assert set(blocks) == set(TASKS)
    for name, cls in TASKS.items():
        block = blocks[name]
        assert f"{name} (version {cls.version})" in block and cls.description and cls.description in block
        assert f"protocols: {', '.join(cls.protocols)}" in block and f"default dataset: {cls.hub_dataset}" in block
        for key, option in cls.options_spec.items():
            assert f"    {key} = {option.default!r}: {option.help}" in block
    assert "rows = 'lm_eval_slice'" in blocks["olaph"] and "options: none" in blocks["fda"]
    # the bundled sample where it is (a wheel's site-packages too), a path that exists from any folder
    shown = blocks["fda"].split("bundled sample (--bundled-samples): ", 1)[1].splitlines()[0]
    assert Path(shown).is_absolute() and Path(shown).is_file()


# ------------------------------------------------------------------------------- system instruction = lm-eval's
class _Encoder:
    """groundeval's prompt renderer on a tokenizer, without a model."""

    def __init__(self, tokenizer, chat: bool):
        from groundeval.engine.encoding import PromptEncoder

        self.encoder = type("Encoder", (PromptEncoder,), {})()
        self.encoder.tokenizer, self.encoder.max_length, self.encoder.apply_chat_template = tokenizer, 2048, chat

    def render(self, request):
        return self.encoder.render(request)


@pytest.fixture(scope="module")
def chat_tokenizer(tiny_model_dir):
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(tiny_model_dir))
    tokenizer.chat_template = CHAT_TEMPLATE
    return tokenizer


def _lm_eval_chat(tokenizer):
    """lm-eval's HFLM.apply_chat_template (its own code) on ``tokenizer``."""
    from lm_eval.models.huggingface import HFLM

    return functools.partial(HFLM.apply_chat_template, SimpleNamespace(tokenizer=tokenizer, chat_template_args={}))


def _groundeval_prompt(task_name, rows_file, tokenizer, chat, instruction):
    task = get_task(task_name)
    dataset = task.load(str(rows_file))
    request = apply_overrides(task.requests(dataset.select([0]), "v1"), {}, instruction)[0]
    return _Encoder(tokenizer, chat).render(request)


@pytest.mark.parametrize("chat", [False, True], ids=["plain", "chat-template"])
def test_system_instruction_prompt_is_lm_evals_fda(chat_tokenizer, monkeypatch, chat):
    pytest.importorskip("lm_eval")
    monkeypatch.setenv("GROUNDEVAL_LMEVAL_ROWS", str(FDA_ROWS))
    from groundeval.lmeval_tasks.local import LocalFDA

    theirs_task = LocalFDA()
    doc = theirs_task.validation_docs()[0]
    theirs = theirs_task.fewshot_context(doc, 0, system_instruction=INSTRUCTION, apply_chat_template=chat,
                                         chat_template=_lm_eval_chat(chat_tokenizer) if chat else None)
    ours = _groundeval_prompt("fda", FDA_ROWS, chat_tokenizer, chat, INSTRUCTION)
    assert ours == theirs
    if chat:  # the instruction is the system turn
        assert ours.startswith(f"<|system|>\n{INSTRUCTION}<|end|>\n<|user|>\n{doc['text'].strip()[:20]}")
    else:  # lm-eval joins it straight to a prompt that has no task description
        assert ours.startswith(INSTRUCTION + doc["text"].strip()[:20])


def test_system_instruction_prompt_is_lm_evals_olaph():
    """olaph has its own instruction (lm-eval's task description): the run's goes before it, a blank line between."""
    lm_eval = pytest.importorskip("lm_eval")
    import datasets
    import yaml
    from lm_eval.api.task import ConfigurableTask

    class Tolerant(yaml.SafeLoader):
        pass

    Tolerant.add_multi_constructor("!", lambda loader, suffix, node: None)
    olaph_yaml = Path(lm_eval.__file__).parent / "tasks" / "olaph" / "olaph.yaml"
    description = yaml.load(olaph_yaml.read_text(), Loader=Tolerant)["description"]
    question = datasets.load_dataset("json", data_files=str(MEDLFQA_ROWS), split="train")[0]["question"]
    theirs = ConfigurableTask(config={
        "task": "olaph_local", "dataset_path": "json", "dataset_kwargs": {"data_files": {"test": str(MEDLFQA_ROWS)}},
        "test_split": "test", "description": description, "doc_to_text": "{{question}}", "doc_to_target": "{{answer}}",
        "output_type": "generate_until", "generation_kwargs": {"until": ["\n\n"]}, "metric_list": [{"metric": "bleu"}],
    }).fewshot_context({"question": question, "answer": ""}, 0, system_instruction=INSTRUCTION)
    ours = _groundeval_prompt("olaph", MEDLFQA_ROWS, None, False, INSTRUCTION)
    assert ours == theirs == f"{INSTRUCTION}\n\n{description}{question}"


# ------------------------------------------------------------------------------- end to end on a tiny model
@pytest.fixture(scope="module")
def long_context_model(tmp_path_factory):
    """A tiny Llama with a 2,048-token window, so no fda prompt is left-truncated (the instruction stays)."""
    return build_tiny_llama(tmp_path_factory.mktemp("tiny-llama-2k"), max_positions=2048)


def _run_fda(cli, model_dir, out, *extra):
    assert cli.main(["--model", str(model_dir), "--tasks", "fda", "--dataset", f"fda={FDA_ROWS}", "--limit", "3",
                     "--bootstrap", "0", "--output_path", str(out), "--cpu", *extra]) == 0
    from groundeval.runs import load_run

    return load_run(out)


def test_gen_kwargs_and_system_instruction_end_to_end(cli, long_context_model, tmp_path, one_torch_thread):
    long_run = _run_fda(cli, long_context_model, tmp_path / "long", "--gen_kwargs", "until=[],max_gen_toks=6")
    short_run = _run_fda(cli, long_context_model, tmp_path / "short", "--gen_kwargs", "until=[]", "max_gen_toks=2")
    told_run = _run_fda(cli, long_context_model, tmp_path / "told", "--gen_kwargs", "until=[],max_gen_toks=2",
                        "--system_instruction", INSTRUCTION)
    long_rows, short_rows, told_rows = (run.rows["fda"] for run in (long_run, short_run, told_run))
    assert [r["idx"] for r in short_rows] == [0, 1, 2]
    # The budget is what gen_kwargs says: each short continuation is the long one's first tokens.
    for long, short in zip(long_rows, short_rows):
        assert long["new_tokens"] <= 6 and short["new_tokens"] == min(2, long["new_tokens"])
        assert long["stop_reason"] in ("length", "eos") and long["prediction"].startswith(short["prediction"])
    assert any(r["new_tokens"] == 6 for r in long_rows)
    # Recorded, and each a signature of its own; the instruction is in every prompt.
    configs = [run.task_config("fda") for run in (long_run, short_run, told_run)]
    assert [c["gen_kwargs"] for c in configs] == [{"until": [], "max_gen_toks": n} for n in (6, 2, 2)]
    assert configs[2]["system_instruction"] == INSTRUCTION and "system_instruction" not in configs[1]
    assert len({c["signature"] for c in configs}) == 3
    assert all(t["prompt_tokens"] > s["prompt_tokens"] for t, s in zip(told_rows, short_rows))
    assert all(t["truncated_tokens"] == 0 for t in told_rows)



def test_a_budget_that_fills_the_window_is_a_user_error(chat_tokenizer):
    """--gen_kwargs max_gen_toks can now exceed the window: the run ends with one line, not a traceback."""
    from groundeval.errors import UserError

    with pytest.raises(UserError, match="leaves no room for a prompt in a 2048-token window .*--gen_kwargs"):
        _Encoder(chat_tokenizer, False).encoder.encode(Request(idx=0, prompt="p", max_gen_toks=2048))


def test_a_chat_template_without_a_system_turn_is_a_user_error(tiny_model_dir):
    """lm-eval would drop the instruction silently; here the run stops and says why."""
    from transformers import AutoTokenizer

    from groundeval.errors import UserError

    tokenizer = AutoTokenizer.from_pretrained(str(tiny_model_dir))
    tokenizer.chat_template = ("{% if messages[0]['role'] == 'system' %}{{ raise_exception('System role not supported') }}"
                               "{% endif %}{% for m in messages %}{{ m['content'] }}{% endfor %}")
    request = Request(idx=0, prompt="What is the product code?")
    assert _Encoder(tokenizer, True).render(request) == "What is the product code?"
    with pytest.raises(UserError, match="refuses a system turn .*System role not supported"):
        _Encoder(tokenizer, True).render(apply_overrides([request], {}, INSTRUCTION)[0])


@pytest.mark.parametrize("command", ["report", "compare"])
def test_help_examples_are_in_the_form_the_command_was_started_in(command, capsys):
    """`groundeval report --help` shows `groundeval report ...` examples (an installed user has no
    scripts/ folder); `python scripts/report.py --help` keeps the checkout's form."""
    import importlib

    from groundeval.cli import main

    with pytest.raises(SystemExit):
        main([command, "--help"])
    shown = capsys.readouterr().out
    assert f"    groundeval {command} runs/" in shown and f"scripts/{command}.py" not in shown
    module = importlib.import_module(f"groundeval.cli.{command}")
    module.PROG = f"{command}.py"  # as the checkout's script names it
    with pytest.raises(SystemExit):
        module.main(["--help"])
    assert f"python scripts/{command}.py runs/" in capsys.readouterr().out


def test_a_revision_of_local_rows_is_a_usage_error(tmp_path):
    """--dataset-revision names a Hub revision; on a local file or the bundled sample it was
    silently ignored (and the record said revision null)."""
    from groundeval.errors import UserError

    rows = tmp_path / "fda.jsonl"
    rows.write_text("{}\n")
    for sources, samples in (({"fda": str(rows)}, False), ({}, True)):
        with pytest.raises(UserError, match=r"--dataset-revision fda=v9: fda's rows are the local .*a revision applies to a dataset on the Hub"):
            runner.plan_tasks(["fda"], sources=sources, revisions={"fda": "v9"}, options={}, use_samples=samples)
    hub = runner.plan_tasks(["fda"], sources={"fda": "org/based-fda"}, revisions={"fda": "v9"}, options={}, use_samples=False)
    assert (hub[0].source, hub[0].revision) == ("org/based-fda", "v9")
    from groundeval import data  # the loader itself, which the lm-eval task folder calls too

    with pytest.raises(UserError, match="local rows have no revision"):
        data.load_rows(str(rows), split="test", revision="v9")


def test_bundled_samples_asked_for_are_not_called_the_embedded_default(run_script, tiny_model_dir, tmp_path):
    import json

    out = tmp_path / "out"
    assert run_script(["--model", str(tiny_model_dir), "--tasks", "fda", "--bundled-samples", "--limit", "2",
                       "--bootstrap", "0", "--output-dir", str(out), "--cpu"]) == 0
    record = json.loads(next(out.glob("*/results_*.json")).read_text())
    notes = record["groundeval"]["notes"]
    assert notes[0].startswith("--bundled-samples: bundled samples") and not any("Embedded default" in n for n in notes)
