"""The side-by-side benchmark: its rows, its token accounting, and one small end-to-end run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from groundeval import bench


def test_distinct_prompt_tokens_counts_each_shared_prefix_once():
    assert bench.distinct_prompt_tokens([[1, 2, 3], [1, 2, 4], [1, 2, 3], [5]]) == 5
    assert bench.distinct_prompt_tokens([[2, 1], [1, 2]]) == 4  # a prefix, not a bag of tokens


def test_lm_eval_prompt_tokens_pad_each_batch_to_its_longest():
    lengths = [[0] * n for n in (10, 3, 7, 5)]
    assert bench.lm_eval_prompt_tokens(lengths, 1) == 25
    assert bench.lm_eval_prompt_tokens(lengths, 2) == 2 * 10 + 2 * 5


@pytest.mark.parametrize("shape", ["fda", "squad"])
def test_made_rows_have_the_dataset_schema_and_shape(tiny_model, shape):
    _, tokenizer = tiny_model
    rows = bench.make_rows(tokenizer, shape=shape, chunks=3, fields=(2, 4), chunk_tokens=150, seed=5)
    keys = {"fda": {"doc_id", "file_name", "key", "value", "text"}, "squad": {"doc_id", "text", "value", "title", "context", "question"}}[shape]
    assert all(set(r) == keys for r in rows)
    chunk_of = (lambda r: r["text"].rsplit(" \n ", 1)[0]) if shape == "fda" else (lambda r: r["context"])
    per_chunk: dict[str, int] = {}
    for r in rows:
        chunk = chunk_of(r)
        per_chunk[chunk] = per_chunk.get(chunk, 0) + 1
        assert r["value"].strip() in chunk, "the answer is in the passage (a recall task)"
        if shape == "fda":
            assert r["text"] == f"{chunk} \n {r['key']}:"
        assert 120 <= len(tokenizer(chunk)["input_ids"]) <= 200
    assert len(per_chunk) == 3 and all(2 <= n <= 4 for n in per_chunk.values())
    assert rows == bench.make_rows(tokenizer, shape=shape, chunks=3, fields=(2, 4), chunk_tokens=150, seed=5)
    assert rows != bench.make_rows(tokenizer, shape=shape, chunks=3, fields=(2, 4), chunk_tokens=150, seed=6)


@pytest.mark.slow
def test_one_small_side_by_side_run(tiny_model_dir, tmp_path, capsys):
    pytest.importorskip("lm_eval")
    code = bench.cli(["--model", str(tiny_model_dir), "--shape", "squad", "--chunks", "1", "--fields", "2,2", "--seed", "3",
                      "--runs", "1", "--variant", "", "--variant", "--prompt-lookup 0", "--lm-eval-batch-sizes", "1",
                      "--out", str(tmp_path)])
    assert code == 0
    summary = json.loads((tmp_path / "summary.json").read_text())
    configs = summary["configs"]
    assert list(configs) == ["groundeval (default)", "groundeval --prompt-lookup 0", "lm-eval bs=1"]
    assert all(c["continuations_matching_groundeval"] == "2/2" for c in configs.values())
    assert configs["groundeval (default)"]["prompt_tokens_computed"] == summary["distinct_prompt_tokens"]
    assert configs["groundeval --prompt-lookup 0"]["decode"]["drafted_tokens"] == 0
    assert all(c["peak_rss_mib"] > 0 and c["wall_median_s"] > 0 for c in configs.values())
    assert "speedup_vs_lm_eval_best" in configs["groundeval (default)"]
    # Both tools' loading is timed (groundeval's load_engine, lm-eval's HFLM), and each setting's
    # speed-up were its model work the floor: alone, then with its loading and scoring.
    assert all(0 < c["load_median_s"] < c["wall_median_s"] for c in configs.values())
    theirs = configs[summary["lm_eval_best"]]["wall_median_s"]
    for name in ("groundeval (default)", "groundeval --prompt-lookup 0"):
        c = configs[name]
        assert c["speedup_at_floor"] == pytest.approx(theirs / c["floor_s"])
        assert c["speedup_at_floor_with_load"] == pytest.approx(theirs / (c["floor_s"] + c["load_median_s"] + c["scoring_median_s"]))
        assert c["speedup_at_floor_with_load"] < c["speedup_at_floor"]
    # The floor: the distinct prompt tokens at the measured prefill rate plus the decoding steps,
    # at the linear kernel groundeval ran with (as its results record says: --cpu-linear auto).
    assert set(summary["throughput"]) in ({"torch", "onednn"}, {"torch"})
    for name in ("groundeval (default)", "groundeval --prompt-lookup 0"):
        c = configs[name]
        assert c["cpu_linear"] in summary["throughput"]  # the kernel the run's record names
        tp = summary["throughput"][c["cpu_linear"]]
        assert tp["prefill_s_per_token"] > 0 and tp["decode_step_s"] > 0
        assert c["floor_decode_steps"] >= 1
        assert c["floor_s"] == pytest.approx(summary["distinct_prompt_tokens"] * tp["prefill_s_per_token"]
                                             + c["floor_decode_steps"] * tp["decode_step_s"])
        assert c["wall_over_floor"] == pytest.approx(c["wall_median_s"] / c["floor_s"])
    assert "floor_s" not in configs["lm-eval bs=1"]
    assert "| groundeval (default) |" in capsys.readouterr().out


def test_divergence_margins_find_where_a_lower_precision_parts(tiny_model_dir, tmp_path):
    rows = [{"doc_id": f"d{i}", "file_name": f"d{i}.txt", "key": "applicant", "value": " Helix ",
             "text": f"Applicant: Helix {i}. Product Code: NBW{i}. \n applicant:"} for i in range(4)]
    path = tmp_path / "rows.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    found = bench.divergence_margins(str(tiny_model_dir), str(path), "fda", "v1", [0, 1, 2, 3], "bfloat16")
    assert [d["idx"] for d in found] == [0, 1, 2, 3]
    parted = [d for d in found if d["token"] is not None]
    assert parted, "bfloat16 changes the tiny model's greedy path somewhere in 48 tokens"
    for d in parted:
        assert 0 <= d["token"] < 48
        assert d["float32_margin"] >= 0 and d["low_precision_margin"] >= 0


def test_flag_reads_both_spellings():
    assert bench._flag(["--prompt-lookup", "0", "--dtype", "bfloat16"], "--dtype") == "bfloat16"
    assert bench._flag(["--dtype=float16"], "--dtype") == "float16"
    assert bench._flag(["--dtype"], "--dtype") is None
    assert bench._flag([], "--dtype") is None


def test_medlfqa_rows_are_drawn_by_the_seed_in_the_published_columns(tmp_path):
    from dataset_builders.medlfqa import build as medlfqa

    sample = bench.medlfqa_rows(tmp_path, 5, seed=1)  # no original files there: the bundled sample
    assert len(sample) == 5 and all(list(r) == list(medlfqa.COLUMNS) for r in sample)
    assert sample == bench.medlfqa_rows(tmp_path, 5, seed=1)
    assert sample != bench.medlfqa_rows(tmp_path, 5, seed=2)
    source = next((bench.MEDLFQA_DIR / f) for f in medlfqa.SOURCE_FILES.values() if (bench.MEDLFQA_DIR / f).is_file()) \
        if bench.MEDLFQA_DIR.is_dir() else None
    if source is None:
        pytest.skip("no MedLFQA files beside the repository")
    (tmp_path / source.name).write_text("".join(source.read_text().splitlines(keepends=True)[:30]))
    drawn = bench.medlfqa_rows(tmp_path, 12, seed=3)
    assert len(drawn) == 12 and len({r["id"] for r in drawn}) == 12
    assert {r["source"] for r in drawn} <= set(medlfqa.SOURCE_FILES)


def test_floor_counts_the_longest_row_of_each_decode_batch(tiny_model):
    from groundeval.engine.encoding import Encoded
    from groundeval.tasks.base import Request

    _, tokenizer = tiny_model
    shared = "510(k) Number: K240117. Applicant: Northfield Diagnostics, Inc. Product Code: NBW. " * 3
    texts = [shared + " applicant:", shared + " panel:", shared + " measurand:", "Johannes Gutenberg developed"]
    encoded = [Encoded(Request(i, t), tokenizer(t)["input_ids"], 0) for i, t in enumerate(texts)]
    new_tokens = {"0": 5, "1": 9, "2": 2, "3": 7}
    off = ["--prompt-lookup", "0"]
    # Without drafting the three rows of the shared chunk decode together (9 steps), the fourth
    # row in a padded batch of its own (7); with drafting all four decode packed together.
    assert bench.floor_decode_steps(encoded, new_tokens, off, batch_size=8) == 9 + 7
    assert bench.floor_decode_steps(encoded, new_tokens, [], batch_size=8) == 9
    # Two rows at once: the chunk's three rows take turns (the third starts when one of the first
    # two stops), the padded row decodes alone.
    from groundeval.engine.hf import MIN_SHARED_PREFIX
    from groundeval.engine.planning import prefix_units

    (unit, _) = prefix_units(encoded, 2, MIN_SHARED_PREFIX, 4096)
    turns = [new_tokens[str(r.request.idx)] for r in unit.rows]
    assert bench.floor_decode_steps(encoded, new_tokens, off, batch_size=2) == bench.turn_steps(turns, 2) + 7
    assert bench.floor_decode_steps([], new_tokens, [], batch_size=8) == 0


def test_rows_taking_turns_end_when_the_last_one_does():
    assert bench.turn_steps([5, 9, 2], 2) == 9  # the 2 starts after the 5: steps 6-7
    assert bench.turn_steps([5, 2, 9], 2) == 11  # the 9 starts after the 2: steps 3-11
    assert bench.turn_steps([3, 3, 3], 1) == 9
    assert bench.turn_steps([4, 1, 1, 1], 2) == 4
    assert bench.turn_steps([7], 4) == 7
    assert bench.turn_steps([], 2) == 0


def test_a_worker_reports_its_own_peak_not_the_drivers(tmp_path):
    """A child's ru_maxrss counts the parent's RSS at the fork: the worker's own VmHWM is what counts."""
    if not Path("/proc/self/status").exists():
        pytest.skip("no /proc")
    ballast = bytearray(300 * 1024 * 1024)  # the driver holds 300 MiB; the worker far less
    code = "import sys; sys.path.insert(0, %r); from groundeval import bench; bench._dump(%r, 0.0, {}, {}, None)" % (
        str(Path(bench.__file__).resolve().parents[1]), str(tmp_path / "w"))
    proc = subprocess.Popen([sys.executable, "-c", code])
    _, status, usage = os.wait4(proc.pid, 0)
    del ballast
    assert status == 0
    own = json.loads((tmp_path / "w" / "bench_run.json").read_text())["peak_rss_mib"]
    assert 0 < own < 200 < usage.ru_maxrss / 1024
