"""The generation engine on a tiny random Llama: prompts, truncation, BOS, stops, both paths."""

from __future__ import annotations

import pytest
import torch

from groundeval.engine import Encoded, Engine, HFEngine, rolling_windows
from groundeval.engine.cpu_linear import choose_kernel
from groundeval.engine.planning import UNIT_TURNS, packed_tokens
from groundeval.models import load_model
from groundeval.tasks import Request

BASE = "Applicant: Northfield Diagnostics, Inc. Product Code: NBW. Purpose for Submission: New device. Measurand: Glucose."


def _requests(stop=("\n",), max_gen_toks=12):
    suffixes = [" Product Code:", " Panel:", " Applicant:", "x", " Measurand: Glucose in", " Regulation Section:"]
    reqs = [Request(i, BASE + s, stop=stop, max_gen_toks=max_gen_toks) for i, s in enumerate(suffixes)]
    reqs += [
        Request(10, "Johannes Gutenberg developed a movable-type printing press", stop=stop, max_gen_toks=max_gen_toks),
        Request(11, "The Willamette River", stop=stop, max_gen_toks=max_gen_toks),
        Request(12, "Classification: Class II.", stop=stop, max_gen_toks=max_gen_toks),
    ]
    return reqs


def _run(engine, requests):
    return {g.idx: g for unit in engine.plan(requests) for g in engine.run_unit(unit)}


def _greedy_reference(model, tokenizer, tokens, n):
    """Token-by-token greedy decoding without cache or padding: what every path must reproduce."""
    ids = list(tokens)
    with torch.inference_mode():
        for _ in range(n):
            logits = model(input_ids=torch.tensor([ids])).logits[0, -1]
            ids.append(int(logits.argmax()))
    return ids[len(tokens) :]


def test_fast_and_plain_paths_agree_and_match_unbatched_greedy(tiny_model):
    model, tokenizer = tiny_model
    reqs = _requests(stop=(), max_gen_toks=10)
    plain = _run(HFEngine(model, tokenizer, batch_size=4, engine="plain"), reqs)
    fast_engine = HFEngine(model, tokenizer, batch_size=4, engine="fast")
    units = fast_engine.plan(reqs)
    groups = [g for u in units for g in u.groups]
    assert any(len(g.prefix) > 20 and len(g.rows) >= 5 for g in groups), "rows sharing BASE form one prefix group"
    assert any(len(u.groups) > 1 or len(u.rows) > 1 for u in units)
    fast = _run(fast_engine, reqs)
    assert sorted(plain) == sorted(fast) == sorted(r.idx for r in reqs)
    for r in reqs:
        assert plain[r.idx].text == fast[r.idx].text, r.idx
        expected = _greedy_reference(model, tokenizer, tokenizer(r.prompt)["input_ids"], 10)
        cut = expected
        for j, tok in enumerate(expected):
            if tok == tokenizer.eos_token_id:
                cut = expected[: j + 1]
                break
        assert fast[r.idx].text == tokenizer.decode(cut, skip_special_tokens=True), r.idx


def test_shared_prefix_is_computed_once(tiny_model):
    model, tokenizer = tiny_model
    reqs = _requests(stop=(), max_gen_toks=2)[:6]
    fast = HFEngine(model, tokenizer, batch_size=8, engine="fast")
    _run(fast, reqs)
    plain = HFEngine(model, tokenizer, batch_size=8, engine="plain")
    _run(plain, reqs)
    distinct = len(set(t for r in reqs for t in enumerate(tokenizer(r.prompt)["input_ids"])))
    lengths = [len(tokenizer(r.prompt)["input_ids"]) for r in reqs]
    assert fast.prompt_tokens_computed < 1.3 * distinct
    assert plain.prompt_tokens_computed == len(reqs) * max(lengths)


def test_stop_string_cuts_the_continuation(tiny_model):
    model, tokenizer = tiny_model
    reqs = _requests(stop=(), max_gen_toks=12)
    free = _run(HFEngine(model, tokenizer, batch_size=4), reqs)
    # Stop each row at a character its free-running continuation contains after position 2.
    stopped_reqs, expected = [], {}
    for r in reqs:
        text = free[r.idx].text
        stop = next((c for c in text[2:] if c.strip()), None)
        if stop is None:
            continue
        stopped_reqs.append(Request(r.idx, r.prompt, stop=(stop, "never-there"), max_gen_toks=12))
        expected[r.idx] = text[: text.index(stop)]
    assert len(stopped_reqs) >= 5
    for engine in ("fast", "plain"):
        out = _run(HFEngine(model, tokenizer, batch_size=3, engine=engine), stopped_reqs)
        for idx, text in expected.items():
            assert out[idx].text == text, (engine, idx)
            assert out[idx].stop_reason == "stop"
            assert out[idx].new_tokens <= free[idx].new_tokens


def test_left_truncation_keeps_the_end(tiny_model):
    model, tokenizer = tiny_model
    engine = HFEngine(model, tokenizer, max_length=64)
    long_prompt = BASE * 6 + " Panel:"
    enc = engine.encode(Request(0, long_prompt, max_gen_toks=48))
    full = tokenizer(long_prompt)["input_ids"]
    assert len(enc.tokens) == 64 - 48
    assert enc.tokens == full[-16:]
    assert enc.truncated == len(full) - 16
    with pytest.raises(ValueError, match="leaves no room"):
        engine.encode(Request(0, "x", max_gen_toks=64))


def test_truncated_rows_agree_between_paths(tiny_model):
    model, tokenizer = tiny_model
    reqs = [Request(i, BASE * 4 + s, stop=(), max_gen_toks=8) for i, s in enumerate([" Panel:", " Product Code:", " Applicant:"])]
    fast = _run(HFEngine(model, tokenizer, max_length=40, engine="fast"), reqs)
    plain = _run(HFEngine(model, tokenizer, max_length=40, engine="plain"), reqs)
    for r in reqs:
        assert fast[r.idx].truncated > 0
        assert fast[r.idx].text == plain[r.idx].text


def test_bos_follows_the_request(bos_model_dir):
    model, tokenizer, _ = load_model(str(bos_model_dir))
    engine = HFEngine(model, tokenizer)
    bos = tokenizer.bos_token_id
    default = engine.encode(Request(0, "The Willamette River", max_gen_toks=8)).tokens
    without = engine.encode(Request(0, "The Willamette River", max_gen_toks=8, add_bos=False)).tokens
    assert default[0] == bos and without[0] != bos and default[1:] == without
    # A prompt that already starts with the BOS text does not get a second one (lm-eval's rule).
    already = engine.encode(Request(0, "<s>The Willamette River", max_gen_toks=8)).tokens
    assert already == default


def test_repetition_penalty_in_generation_config_is_applied(tiny_model_dir):
    model, tokenizer, _ = load_model(str(tiny_model_dir))
    model.generation_config.repetition_penalty = 1.3
    reqs = _requests(stop=(), max_gen_toks=8)[:4]
    fast = HFEngine(model, tokenizer, batch_size=4, engine="fast")
    assert fast.engine == "fast"
    out_fast = _run(fast, reqs)
    out_plain = _run(HFEngine(model, tokenizer, batch_size=1, engine="plain"), reqs)
    assert {i: g.text for i, g in out_fast.items()} == {i: g.text for i, g in out_plain.items()}
    model.generation_config.no_repeat_ngram_size = 2
    assert HFEngine(model, tokenizer, engine="fast").engine == "plain"  # not reproduced: falls back


def test_rolling_windows_match_lm_eval():
    utils = pytest.importorskip("lm_eval.utils")
    for n in (1, 5, 16, 17, 40):
        tokens = list(range(100, 100 + n))
        for max_len in (4, 16):
            ours = list(rolling_windows(tokens, 7, max_len))
            theirs = [utils.make_disjoint_window(w) for w in utils.get_rolling_token_windows(tokens, 7, max_len, 1)]
            assert ours == [tuple(map(list, w)) for w in theirs], (n, max_len)


def test_rolling_loglikelihood_equals_direct_sum(tiny_model):
    model, tokenizer = tiny_model
    text = "The Willamette River is a major tributary of the Columbia River."
    engine = HFEngine(model, tokenizer)
    (g,) = engine.run_unit(engine.plan([Request(0, text, kind="loglikelihood_rolling")])[0])
    tokens = tokenizer(text)["input_ids"]
    ids = torch.tensor([[tokenizer.bos_token_id] + tokens])
    with torch.inference_mode():
        logprobs = torch.log_softmax(model(input_ids=ids).logits[0, :-1].float(), -1)
    direct = logprobs.gather(1, torch.tensor(tokens)[:, None]).sum().item()
    assert g.loglikelihood == pytest.approx(direct, rel=1e-5)
    # Windows shorter than the text give the same sum only with full context, so check they differ
    # from a context-free estimate instead of equalling it.
    small = HFEngine(model, tokenizer, max_length=8)
    (g8,) = small.run_unit(small.plan([Request(0, text, kind="loglikelihood_rolling", max_gen_toks=1)])[0])
    assert g8.loglikelihood != pytest.approx(direct, rel=1e-6)


def test_plan_holds_every_request_once_in_a_fixed_order(tiny_model):
    model, tokenizer = tiny_model
    reqs = _requests()

    def tokens(r):
        return tokenizer(r.prompt)["input_ids"]

    def chunks(ordered, size):
        return [[r.idx for r in ordered[i : i + size]] for i in range(0, len(ordered), size)]

    # plain: lm-eval's order (longest prompt first, then prompt text) in batches of batch_size.
    plain = HFEngine(model, tokenizer, batch_size=2, engine="plain")
    expected_plain = chunks(sorted(reqs, key=lambda r: (-len(tokens(r)), r.prompt, r.idx)), 2)
    # fast: the rows sharing BASE form one group, sorted by their tokens; the others are groups of
    # one (drafting packs them too), longest first. Two rows decode at once and the others wait
    # their turn, so a unit holds up to UNIT_TURNS * 2 rows (and its cache tokens).
    fast = HFEngine(model, tokenizer, batch_size=2, engine="fast")
    shared = sorted((r for r in reqs if r.prompt.startswith(BASE)), key=lambda r: (tokens(r), r.idx))
    alone = sorted((r for r in reqs if not r.prompt.startswith(BASE)), key=lambda r: (-len(tokens(r)), r.idx))
    packed_order = [r.idx for r in shared + alone]
    expected_fast = chunks(shared + alone, UNIT_TURNS * 2)
    assert len(shared) < UNIT_TURNS * 2 < len(packed_order), "the groups fill one unit and start another"
    for engine, expected in ((plain, expected_plain), (fast, expected_fast)):
        units = engine.plan(reqs)
        assert [[e.request.idx for e in u.rows] for u in units] == expected, engine.engine
        rows = [e for u in units for e in u.rows]
        assert len(rows) == len(reqs)  # every request exactly once
        for e in rows:  # with the tokens a direct encode gives (nothing truncated here)
            assert isinstance(e, Encoded) and e.tokens == tokens(e.request) and e.truncated == 0, e.request.idx
    group = fast.plan(reqs)[0].groups[0]
    assert len(group.prefix) >= 32 and all(e.tokens[: len(group.prefix)] == group.prefix for e in group.rows)
    # Four rows at once: all nine rows in one unit, unless a token budget cuts it where the
    # prefixes and the four largest rows' room would pass it.
    assert len(HFEngine(model, tokenizer, batch_size=4, engine="fast").plan(reqs)) == 1
    budget = packed_tokens([group], live=4) + 8
    tight = HFEngine(model, tokenizer, batch_size=4, engine="fast", max_batch_tokens=budget).plan(reqs)
    assert [e.request.idx for u in tight for e in u.rows] == packed_order and len(tight) > 1
    assert all(packed_tokens(u.groups, live=4) <= budget for u in tight)


def test_stats_report_the_work_since_the_last_call_and_settings_the_engine(tiny_model):
    model, tokenizer = tiny_model
    reqs = _requests(stop=(), max_gen_toks=4)
    engine = HFEngine(model, tokenizer, batch_size="auto", max_batch_tokens=1000, prompt_lookup=3, prefill_chunk=16)
    assert isinstance(engine, Engine)
    assert engine.settings()["batch_size"] is None  # resolved by plan
    _run(engine, reqs)
    counts = {"prompt_tokens_computed": engine.prompt_tokens_computed, **engine.decode_stats}
    assert counts["prompt_tokens_computed"] > 0 and counts["decode_steps"] > 0
    stats = engine.stats()
    assert stats == counts
    assert list(stats) == ["prompt_tokens_computed", "decode_steps", "drafted_tokens", "accepted_drafts"]
    assert engine.stats() == dict.fromkeys(counts, 0)  # the counters restarted
    engine.release()
    assert engine.settings() == {"engine": "fast", "batch_size": 64, "max_batch_tokens": 1000, "prompt_lookup": 3,
                                 "prefill_chunk": 16, "max_length": 512, "cpu_linear": choose_kernel(model)["kernel"]}
    plain = HFEngine(model, tokenizer, engine="plain", batch_size=4)
    _run(plain, reqs)
    padded = sum(len(u.rows) * max(len(e.tokens) for e in u.rows) for u in plain.plan(reqs))
    assert plain.stats() == {"prompt_tokens_computed": padded, "decode_steps": 0, "drafted_tokens": 0, "accepted_drafts": 0}


def test_auto_batch_size_fits_the_memory_it_finds(tiny_model, monkeypatch):
    from groundeval.engine import memory

    model, tokenizer = tiny_model
    reqs = _requests(stop=(), max_gen_toks=4)
    roomy = HFEngine(model, tokenizer, batch_size="auto")
    roomy.plan(reqs)
    assert roomy.batch_size == 64  # a tiny model fits the largest size tried
    # With almost no memory free, the size halves down to what fits, and decoding still works.
    longest = max(len(roomy.encode(r).tokens) + r.max_gen_toks for r in reqs)
    per_row = memory.kv_bytes_per_token(model) * longest + memory.activation_bytes(model, longest)
    monkeypatch.setattr(memory, "available_ram", lambda: int(per_row * 5 / 0.6))
    tight = HFEngine(model, tokenizer, batch_size="auto")
    tight.plan(reqs)
    assert tight.batch_size == 4
    outputs = {g.idx: g.text for u in tight.plan(reqs) for g in tight.run_unit(u)}
    assert outputs == {g.idx: g.text for u in roomy.plan(reqs) for g in roomy.run_unit(u)}


def test_prompt_lookup_proposes_what_followed_the_latest_match():
    from groundeval.engine import PromptLookup

    look = PromptLookup([5, 6, 7, 8, 9, 5, 6, 1, 2, 5, 6])
    assert look.propose(3) == [1, 2, 5]  # the tail (5, 6) last occurred before 1, 2
    look.extend([1])
    assert look.propose(8) == [2, 5, 6, 1]  # (5, 6, 1): the draft runs to the end of what is known
    look.extend([3])  # (1, 3) and (3,) occur nowhere earlier
    assert look.propose(4) == []
    assert look.propose(0) == []
    assert PromptLookup([4]).propose(2) == []


def test_drafting_docstring_example_runs():
    import doctest

    from groundeval.engine import drafting

    result = doctest.testmod(drafting)
    assert result.attempted >= 3 and result.failed == 0


@pytest.mark.parametrize("stop", [(), ("ess",), ("Dia", "S")])
def test_drafted_decoding_gives_the_tokens_of_one_at_a_time_decoding(looping_model, stop):
    model, tokenizer = looping_model
    reqs = _requests(stop=stop, max_gen_toks=40)
    off = HFEngine(model, tokenizer, batch_size=8, engine="fast", prompt_lookup=0)
    on = HFEngine(model, tokenizer, batch_size=8, engine="fast", prompt_lookup=5)
    without, drafted = _run(off, reqs), _run(on, reqs)
    assert on.decode_stats["accepted_drafts"] > 0, "the model loops, so some drafts must be accepted"
    assert on.decode_stats["accepted_drafts"] < on.decode_stats["drafted_tokens"], "and some rejected"
    assert on.decode_stats["decode_steps"] < off.decode_stats["decode_steps"]
    assert off.decode_stats["drafted_tokens"] == 0
    for r in reqs:
        a, b = without[r.idx], drafted[r.idx]
        assert (a.text, a.new_tokens, a.stop_reason) == (b.text, b.new_tokens, b.stop_reason), r.idx
        assert b.new_tokens <= 40
    if stop:
        assert any(g.stop_reason == "stop" for g in drafted.values())
    else:  # and they are the tokens of greedy decoding without a cache
        for r in reqs:
            expected = _greedy_reference(model, tokenizer, tokenizer(r.prompt)["input_ids"], 40)
            if tokenizer.eos_token_id in expected:
                expected = expected[: expected.index(tokenizer.eos_token_id) + 1]
            assert drafted[r.idx].text == tokenizer.decode(expected, skip_special_tokens=True), r.idx


@pytest.mark.parametrize("chunk", [1, 7, 16])
def test_prefix_prefill_in_chunks_gives_the_same_continuations(tiny_model, chunk):
    model, tokenizer = tiny_model
    reqs = _requests(stop=(), max_gen_toks=8)
    whole = _run(HFEngine(model, tokenizer, batch_size=8, prefill_chunk=None), reqs)
    pieces = HFEngine(model, tokenizer, batch_size=8, prefill_chunk=chunk)
    assert any(len(g.prefix) > chunk for u in pieces.plan(reqs) for g in u.groups), "the prefix takes several passes"
    assert {i: g.text for i, g in _run(pieces, reqs).items()} == {i: g.text for i, g in whole.items()}


def test_draft_length_follows_the_acceptance_of_each_row():
    from groundeval.engine.drafting import DraftLength

    copying = DraftLength(8)
    lengths = []
    for _ in range(4):  # every draft kept: the length doubles up to the longest
        lengths.append(copying.next())
        copying.update(drafted=lengths[-1], kept=lengths[-1])
    assert lengths == [4, 8, 8, 8]
    copying.update(drafted=8, kept=5)
    assert copying.next() == 6  # one more than were kept

    failing = DraftLength(8)
    drafted, steps = 0, 0
    for _ in range(200):  # every draft rejected: halves, then pauses for longer and longer
        k = failing.next()
        drafted += k
        steps += 1
        failing.update(drafted=k, kept=0)
    assert drafted <= 4 + 2 + 1 + 6, "a row whose drafts always fail drafts a handful of tokens in 200 steps"
    assert DraftLength(0).next() == 0


def test_drafts_kept_less_often_than_they_cost_stop_for_a_while():
    """A row whose drafts are kept a third of the time, where a drafted token costs 0.4 of a step,
    drafts under half as much as without a price; one whose drafts are kept two times in three
    drafts as much either way."""
    from groundeval.engine.drafting import DraftLength

    def drafted_in(steps, kept_when, price):
        """Drafted tokens over ``steps`` steps; the model keeps a step's drafts all or none, by
        the cycle ``kept_when`` of the steps that draft."""
        length, total, drafting_steps = DraftLength(8, min_kept=price), 0, 0
        for _ in range(steps):
            k = length.next()
            kept = k if k and kept_when[drafting_steps % len(kept_when)] else 0
            drafting_steps += bool(k)
            total += k
            length.update(drafted=k, kept=kept)
        return total

    assert drafted_in(60, [False, True], price=0.4) < drafted_in(60, [False, True], price=0.0) / 2
    assert drafted_in(60, [True, True, False], price=0.4) == drafted_in(60, [True, True, False], price=0.0) > 300


def test_the_engine_prices_drafts_by_the_kernel_it_runs(tiny_model, monkeypatch):
    from groundeval.engine import hf

    model, tokenizer = tiny_model
    monkeypatch.setattr(hf, "choose_kernel", lambda m: {"kernel": "torch", "row_price": {"torch": 0.3, "onednn": 0.1}})
    assert HFEngine(model, tokenizer).draft_price == 0.3
    assert HFEngine(model, tokenizer, cpu_linear="onednn").draft_price == (0.1 if hf.use_onednn_linears(model) else 0.3)
    assert HFEngine(model, tokenizer, prompt_lookup=0).draft_price == 0.0
    hf.restore_linears(model)


def test_long_budgets_grow_the_buffer_and_rows_sharing_nothing_are_drafted(looping_model):
    """Rows that run past the buffer's initial room (INITIAL_ROOM new tokens a row) make it grow,
    and rows that share no prefix (decoded packed, with drafts) give the tokens of plain decoding."""
    from groundeval.engine.hf import INITIAL_ROOM

    model, tokenizer = looping_model
    budget = INITIAL_ROOM + 40
    reqs = [r for r in _requests(stop=(), max_gen_toks=budget) if r.idx >= 10]  # the three rows sharing nothing
    fast = HFEngine(model, tokenizer, batch_size=8, engine="fast")
    units = fast.plan(reqs)
    assert len(units) == 1 and len(units[0].groups) == 3, "each row its own group, decoded together"
    drafted = _run(fast, reqs)
    grown = fast._kv.cache.layers[0].capacity
    first = -(-sum(len(e.tokens) + INITIAL_ROOM + fast.prompt_lookup for e in units[0].rows) // 256) * 256
    assert grown > first, "the buffer grew past its initial room (rounded up to 256 tokens)"
    assert fast.decode_stats["accepted_drafts"] > 0
    plain = _run(HFEngine(model, tokenizer, batch_size=8, engine="plain"), reqs)
    for r in reqs:
        assert (drafted[r.idx].text, drafted[r.idx].new_tokens) == (plain[r.idx].text, plain[r.idx].new_tokens), r.idx
    assert any(g.new_tokens > INITIAL_ROOM for g in drafted.values())


def test_finished_rows_leave_the_packed_buffer(looping_model, monkeypatch):
    """Rows that stop early have their columns dropped from the packed KV buffer (so it holds the
    live rows' tokens only), and the rows still decoding give the tokens of plain decoding."""
    from groundeval.engine import packed

    model, tokenizer = looping_model
    reqs = [Request(r.idx, r.prompt, stop=(), max_gen_toks=4 + 12 * (r.idx % 4)) for r in _requests()[:6]]
    dropped = []
    compact = packed.PackedBatch.compact

    def spy(self, live):
        before = self.length
        compact(self, live)
        dropped.append(before - self.length)
        # every column left after the prefixes belongs to a live row
        own = self.allowed[torch.tensor(live), self.base : self.length]
        assert bool(own.any(dim=0).all())

    monkeypatch.setattr(packed.PackedBatch, "compact", spy)
    fast = HFEngine(model, tokenizer, batch_size=8, engine="fast")
    assert len(fast.plan(reqs)) == 1, "the six rows share a prefix and decode together"
    made = _run(fast, reqs)
    assert dropped and all(d > 0 for d in dropped), "each row that stopped took its columns with it"
    assert sum(dropped) >= sum(made[r.idx].new_tokens for r in reqs if r.max_gen_toks < 40)
    plain = _run(HFEngine(model, tokenizer, batch_size=8, engine="plain"), reqs)
    for r in reqs:
        assert (made[r.idx].text, made[r.idx].new_tokens) == (plain[r.idx].text, plain[r.idx].new_tokens), r.idx


def test_drafts_need_no_more_kv_room_than_a_short_budget(looping_model):
    """A row drafts only into the new tokens it has left, so with a budget under INITIAL_ROOM the
    buffer is as large with drafting as without it, and it never grows (the looping model's drafts
    are mostly kept, so rows fill their whole budget)."""
    model, tokenizer = looping_model
    reqs = [Request(r.idx, r.prompt, stop=(), max_gen_toks=24) for r in _requests()[:6]]
    sizes = {}
    for lookup in (0, 8):
        engine = HFEngine(model, tokenizer, batch_size=8, prompt_lookup=lookup)
        made = _run(engine, reqs)
        assert all(g.new_tokens == 24 for g in made.values())
        sizes[lookup] = engine._kv.cache.layers[0].capacity
    assert engine.decode_stats["accepted_drafts"] > 0
    assert sizes[8] == sizes[0]


@pytest.mark.parametrize("lookup", [0, 5])
def test_rows_past_the_batch_size_join_as_rows_stop(looping_model, monkeypatch, lookup):
    """A packed unit holds more rows than the batch size: two decode at once, and in the step after
    one stops the next is fed its own prompt tokens beside the other's tokens. Every row makes the
    tokens plain decoding makes, and the unit takes fewer steps than batches of two one after
    another would."""
    from groundeval.engine import packed

    model, tokenizer = looping_model
    reqs = [Request(r.idx, r.prompt, stop=(), max_gen_toks=3 + 7 * (r.idx % 3)) for r in _requests()[:6]]
    feeds = []
    feed = packed.PackedBatch.feed

    def spy(self, live, tokens, last_only=False, picks_only=False):
        feeds.append((list(live), last_only))
        return feed(self, live, tokens, last_only=last_only, picks_only=picks_only)

    monkeypatch.setattr(packed.PackedBatch, "feed", spy)
    engine = HFEngine(model, tokenizer, batch_size=2, engine="fast", prompt_lookup=lookup)
    (unit,) = engine.plan(reqs)
    assert len(unit.rows) == 6
    made = {g.idx: g for g in engine.run_unit(unit)}
    assert max(len(live) for live, _ in feeds) == 2, "never more than batch_size rows at once"
    joined = [live for live, last in feeds if isinstance(last, list) and not all(last)]
    assert joined, "a row joined while another was still decoding"
    prompts_fed = []  # the rows whose output was wanted after their last fed token: their prompts
    for live, last in feeds:
        marks = [last] * len(live) if isinstance(last, bool) else last
        prompts_fed += [i for i, mark in zip(live, marks) if mark]
    assert sorted(prompts_fed) == list(range(6)), "every row was fed its own prompt tokens exactly once"
    plain = _run(HFEngine(model, tokenizer, batch_size=1, engine="plain"), reqs)
    for r in reqs:
        assert (made[r.idx].text, made[r.idx].new_tokens) == (plain[r.idx].text, plain[r.idx].new_tokens), r.idx
    if not lookup:  # one token a step: two at a time in turn beat three batches of two
        turns = [made[e.request.idx].new_tokens for e in unit.rows]
        in_batches = sum(max(turns[i : i + 2]) for i in range(0, 6, 2))
        assert engine.decode_stats["decode_steps"] < in_batches
