"""The Hugging Face engine: greedy decoding and rolling log-likelihoods with a transformers causal LM.

Two paths produce the same continuations:

* ``"plain"``: lm-evaluation-harness's recipe. Rows sorted by descending prompt length, left-padded
  batches, ``model.generate`` with a stopping criterion that stops each row at its first stop
  string. It is the reference the fast path is checked against, and the fallback for generation
  configs the fast path does not reproduce (and for models whose cache has sliding-window layers).
* ``"fast"`` (the default): rows that share a token prefix are grouped (:mod:`.planning`), the
  prefix's key/value cache is computed once into a reusable buffer (:mod:`.kv_buffer`) and every
  row continues from it in one packed sequence (:mod:`.packed`); each row leaves the batch as soon
  as it stops. Rows decode with prompt-lookup drafts (:mod:`.drafting`), checked by the greedy loop
  (:mod:`.greedy`) so the output is the same, in fewer steps; a row without a shared prefix is a
  group of its own in the packed sequence then, and goes in a length-sorted padded batch
  (:mod:`.padded`) only with drafting off. Rolling log-likelihoods run many rows' windows in
  padded passes.

A sampled request (``temperature`` > 0) is a unit of its own, decoded alone from its own seeded
generator (:mod:`.sampling`); greedy requests are planned and decoded as above, untouched.
"""

from __future__ import annotations

import logging
from typing import Any, Sequence

import torch

from ..tasks.base import Request
from .cpu_linear import choose_kernel, linear_product, restore_linears, use_onednn_linears
from .constants import DEFAULT_PREFILL_CHUNK, DEFAULT_PROMPT_LOOKUP
from .encoding import Encoded, Generation, PromptEncoder, resolve_max_length, rolling_windows
from .generation_config import FAST_PROCESSORS, eos_ids, non_default_greedy_fields
from .greedy import Choose, DecodeBatch, GreedyLoop
from .kv_buffer import CacheForward, KVBuffer, new_cache, plain_cache_layers, target_logprobs
from .memory import auto_batch_size
from .packed import PackedBatch, grouped_query_attention
from .padded import PaddedBatch
from .planning import Group, Unit, packed_tokens, plain_units, prefix_units
from .sampling import OneRowBatch, sampler
from .stopping import StopOnStrings, StopRule

logger = logging.getLogger(__name__)

INITIAL_ROOM = 64
"""New tokens a row gets room for in the KV buffer up front; the buffer grows past it as needed."""
MIN_SHARED_PREFIX = 16
"""Fewest shared prompt tokens that make rows one prefix group (computed once for all of them)."""
DECODE_COUNTERS = ("decode_steps", "drafted_tokens", "accepted_drafts")


class HFEngine(PromptEncoder):
    """Answers :class:`Request` objects with a Hugging Face causal LM; an :class:`~.protocol.Engine`."""

    def __init__(
        self,
        model: Any,
        tokenizer: Any,
        *,
        batch_size: int | str = 8,
        max_length: int | None = None,
        engine: str = "fast",
        apply_chat_template: bool = False,
        min_shared_prefix: int = MIN_SHARED_PREFIX,
        max_batch_tokens: int = 4096,
        prompt_lookup: int = DEFAULT_PROMPT_LOOKUP,
        prefill_chunk: int | None = DEFAULT_PREFILL_CHUNK,
        pack_singles: bool = True,
        cpu_linear: str = "auto",
    ) -> None:
        _check_options(engine, prompt_lookup, prefill_chunk, cpu_linear)
        self.model = model
        self.tokenizer = tokenizer
        self.forward = CacheForward(model)
        self.device = self.forward.device
        # A float32 model on the CPU runs its linear layers through oneDNN where that is faster on
        # this CPU (measured once, cpu_linear.py), or as asked. The same timings price a drafted
        # token, as a share of a one-token step: a row whose drafts are kept less often than that
        # stops drafting for a while (drafting.DraftLength); 0 where nothing was timed (a GPU).
        choice = choose_kernel(model) if cpu_linear == "auto" or prompt_lookup else {}
        if cpu_linear == "auto":
            cpu_linear = choice["kernel"]
        self.cpu_linear = "onednn" if cpu_linear == "onednn" and use_onednn_linears(model) else "torch"
        if self.cpu_linear == "torch":
            restore_linears(model)  # an engine made earlier on this model may have changed them
        self.draft_price = float(choice.get("row_price", {}).get(self.cpu_linear, 0.0)) if prompt_lookup else 0.0
        self.max_length = max_length or resolve_max_length(model.config, tokenizer)
        self.apply_chat_template = apply_chat_template
        self.min_shared_prefix = min_shared_prefix
        self.max_batch_tokens = max_batch_tokens  # as asked; --batch-size auto may pack more
        self._pack_tokens = max_batch_tokens
        self.prefill_chunk = prefill_chunk
        self.pack_singles = pack_singles  # rows that share no prefix decode packed, with drafts
        self.unsupported_fields = non_default_greedy_fields(getattr(model, "generation_config", None))
        self.engine = self._choose_path(engine)
        self.repetition_penalty = float(self.unsupported_fields.get("repetition_penalty", 1.0))
        # The penalty of a drafted position depends on the drafts before it: no drafting then.
        self.prompt_lookup = prompt_lookup if self.repetition_penalty == 1.0 else 0
        self.stops = StopRule(tokenizer, eos_ids(model, tokenizer))
        if tokenizer.pad_token_id is None:
            # lm-eval: pad = pad, else unk, else eos.
            tokenizer.pad_token = tokenizer.unk_token or tokenizer.eos_token
        self.pad_id = tokenizer.pad_token_id
        self.batch_size = batch_size if batch_size != "auto" else None
        self._kv = KVBuffer(model)
        # Work done since the last stats() (read by the benchmark and the results record).
        self.prompt_tokens_computed = 0  # prompt tokens run through the model
        self.decode_stats = dict.fromkeys(DECODE_COUNTERS, 0)

    def _choose_path(self, engine: str) -> str:
        """``engine``, or "plain" where the fast path would not reproduce the model's decoding."""
        not_fast = set(self.unsupported_fields) - FAST_PROCESSORS
        if engine == "fast" and not_fast:
            logger.warning("generation config sets %s; the fast path does not reproduce it, using the plain path", sorted(not_fast))
            return "plain"
        if engine == "fast" and not plain_cache_layers(self.model):
            logger.warning("the model's cache has sliding-window or other non-plain layers; the fast path does not pack those, using the plain path")
            return "plain"
        return engine

    # ------------------------------------------------------------------ the Engine protocol
    def plan(self, requests: Sequence[Request]) -> list[Unit]:
        """Cut all requests into units. Deterministic: every process computes the same plan.
        Each sampled request is a unit of its own, after the greedy ones."""
        units = self._greedy_units([self._encode_for_plan(r) for r in requests if not r.sampled])
        return units + [Unit([Group([], [self.encode(r)])]) for r in requests if r.sampled]

    def _encode_for_plan(self, request: Request) -> Encoded:
        """A generation request's prompt tokens; a rolling log-likelihood's whole text (it has no
        generation budget to leave room for, and its windows cover every token)."""
        if request.kind == "loglikelihood_rolling":
            return Encoded(request, self.rolling_tokens(request.prompt)[0], 0)
        return self.encode(request)

    def _greedy_units(self, encoded: list[Encoded]) -> list[Unit]:
        if not encoded:
            return []
        if not self.batch_size:  # --batch-size auto, resolved once
            self.batch_size, kv_tokens = auto_batch_size(self.model, self.device, encoded)
            self._pack_tokens = max(self._pack_tokens, kv_tokens)
        if self.engine == "plain":
            return plain_units(encoded, self.batch_size)
        return prefix_units(encoded, self.batch_size, self.min_shared_prefix, self._pack_tokens,
                            pack_singles=self.prompt_lookup > 0 and self.pack_singles)

    def run_unit(self, unit: Unit) -> list[Generation]:
        kinds = {r.request.kind for r in unit.rows}
        if kinds == {"loglikelihood_rolling"}:
            return self._rolling(unit.rows)
        if any(r.request.sampled for r in unit.rows):
            return self._split_sampled(unit)
        if self.engine == "plain":
            return self._generate_plain(unit.rows)
        return self._generate_fast(unit)

    def release(self, model: bool = False) -> None:
        """Free the KV buffer (between tasks, so that scoring has the memory); with ``model``, drop
        the model too (after a run's last generation, so that scoring, with its own imports and
        scorer models, never adds to the model's memory). The engine cannot generate after that."""
        self._kv.release()
        if model:
            self.model = self.forward = self._kv = None  # no cycles hold a model: it goes now

    def stats(self) -> dict[str, int]:
        """Prompt tokens computed and decode counters since the last call; the counters restart."""
        counts = {"prompt_tokens_computed": self.prompt_tokens_computed, **self.decode_stats}
        self.prompt_tokens_computed = 0
        self.decode_stats.update(dict.fromkeys(DECODE_COUNTERS, 0))
        return counts

    def settings(self) -> dict[str, Any]:
        return {
            "engine": self.engine,
            "batch_size": self.batch_size,
            "max_batch_tokens": self.max_batch_tokens,
            "prompt_lookup": self.prompt_lookup,
            "prefill_chunk": self.prefill_chunk,
            "max_length": self.max_length,
            "cpu_linear": self.cpu_linear,
        }

    # ------------------------------------------------------------------ the plain path
    @torch.inference_mode()
    def _generate_plain(self, rows: list[Encoded]) -> list[Generation]:
        from transformers import StoppingCriteriaList

        width = max(len(r.tokens) for r in rows)
        input_ids = torch.full((len(rows), width), self.pad_id, dtype=torch.long)
        attention = torch.zeros((len(rows), width), dtype=torch.long)
        for i, r in enumerate(rows):
            input_ids[i, width - len(r.tokens) :] = torch.tensor(r.tokens)
            attention[i, width - len(r.tokens) :] = 1
        stopper = StopOnStrings(self.tokenizer, [r.request.stop for r in rows], width)
        out = self.model.generate(
            input_ids=input_ids.to(self.device),
            attention_mask=attention.to(self.device),
            max_new_tokens=max(r.request.max_gen_toks for r in rows),
            do_sample=False,
            stopping_criteria=StoppingCriteriaList([stopper]),
            pad_token_id=self.pad_id,
            use_cache=True,
        )
        self.prompt_tokens_computed += width * len(rows)
        return [self.stops.finish(r, out[i, width:].tolist()[: r.request.max_gen_toks]) for i, r in enumerate(rows)]

    # ------------------------------------------------------------------ the fast path
    @torch.inference_mode()
    def _generate_fast(self, unit: Unit) -> list[Generation]:
        members = [(g, row) for g, group in enumerate(unit.groups) for row in group.rows]
        if not any(group.prefix for group in unit.groups):  # rows that share nothing: padded batches
            batches = [members[i : i + self.batch_size] for i in range(0, len(members), self.batch_size)]
            return [gen for batch in batches for gen in self._decode_padded([row for _, row in batch])]
        # One KV buffer for the unit: every group's prefix once, then room for the rows decoding at
        # once (at most batch_size; a waiting row joins when one stops, and a stopped row's columns
        # leave the buffer). A row never holds more than its budget, drafts included (it drafts
        # only into the new tokens it has left), so a short budget needs no room beyond it. Most
        # rows stop well before a long budget, so the room holds INITIAL_ROOM new tokens a row (and
        # a step's drafts past them) and the buffer grows for the rows that run on.
        room = packed_tokens(unit.groups, live=self.batch_size,
                             new_tokens=lambda r: min(r.request.max_gen_toks, INITIAL_ROOM + self.prompt_lookup))
        cache = self._kv.get(room)
        offsets = self._fill_prefixes(unit.groups, cache)
        with grouped_query_attention():
            return self._decode_packed(members, unit.groups, cache, offsets)

    def _fill_prefixes(self, groups: list[Group], cache: Any) -> list[int]:
        """Write every group's prefix into ``cache``, one after another; where each one starts."""
        offsets = []
        for group in groups:
            offsets.append(cache.get_seq_length())
            if not group.prefix:
                continue
            if cache.get_seq_length() == 0:
                # The first prefix fills the buffer directly: causal passes, as lm-eval runs it.
                self._prefill(group.prefix, cache)
            else:
                # A later one is a plain causal pass of its own too, written straight into the
                # buffer after the prefixes before it (no copy, no second buffer).
                alone = new_cache(self.model, len(group.prefix))
                for layer, own in zip(cache.layers, alone.layers):
                    own.write_into(layer)
                self._prefill(group.prefix, alone)
                for layer in cache.layers:
                    layer.truncate(layer.length + len(group.prefix), grow=True)
            self.prompt_tokens_computed += len(group.prefix)
        return offsets

    def _prefill(self, tokens: list[int], cache: Any) -> None:
        """Fill ``cache`` with the keys and values of ``tokens``, ``prefill_chunk`` tokens a pass.

        Each pass attends to everything before it, so the cache is that of one causal pass; the
        working memory of a pass (MLP activations above all) is that of a chunk, not of the prompt.
        """
        step = self.prefill_chunk or len(tokens)
        for start in range(0, len(tokens), step):
            self.forward(cache, input_ids=torch.tensor([tokens[start : start + step]], device=self.device), logits_to_keep=1)

    def _decode_packed(self, batch: list[tuple[int, Encoded]], groups: list[Group], cache: Any, offsets: list[int]) -> list[Generation]:
        """Greedy decoding, with drafts, of rows that continue from the prefixes in ``cache``; at most
        ``batch_size`` at once, the others joining as rows stop."""
        packed = PackedBatch(self.forward, batch, groups, cache, offsets)
        self.prompt_tokens_computed += sum(len(x) for x in packed.suffixes)
        first = packed.feed_suffixes(min(len(batch), self.batch_size))
        return self._greedy(packed.rows, packed, first, draft=self.prompt_lookup, limit=self.batch_size)

    def _decode_padded(self, rows: list[Encoded]) -> list[Generation]:
        """Greedy decoding of rows that share nothing, in one left-padded batch."""
        padded = PaddedBatch(self.forward, rows, self.pad_id)
        self.prompt_tokens_computed += sum(len(r.tokens) for r in rows)
        return self._greedy(rows, padded, padded.feed_prompts())

    def _greedy(self, rows: list[Encoded], batch: DecodeBatch, logits: torch.Tensor, draft: int = 0,
                choose: list[Choose] | None = None, limit: int | None = None) -> list[Generation]:
        """Decode ``rows`` from their first next-token ``logits`` (:mod:`.greedy`; with ``limit``,
        the first rows' logits) and finish them."""
        loop = GreedyLoop(rows, batch, self.stops, self.decode_stats, draft=draft, draft_price=self.draft_price,
                          penalty=self.repetition_penalty, choose=choose)
        return [self.stops.finish(row, gen, reason) for row, (gen, reason) in zip(rows, loop.run(logits, limit))]

    # ------------------------------------------------------------------ sampled requests
    def _split_sampled(self, unit: Unit) -> list[Generation]:
        """Each sampled row alone; the greedy rest (a unit :meth:`plan` never makes) as usual."""
        rest = [Group(g.prefix, [r for r in g.rows if not r.request.sampled]) for g in unit.groups]
        rest = [g for g in rest if g.rows]
        sampled = [self._sample(r) for r in unit.rows if r.request.sampled]
        return sampled + (self.run_unit(Unit(rest)) if rest else [])

    @torch.inference_mode()
    def _sample(self, row: Encoded) -> Generation:
        """Sampled decoding of one row (:mod:`.sampling`), one token a step on a cache of its own."""
        cache = new_cache(self.model, len(row.tokens) + row.request.max_gen_toks)
        if len(row.tokens) > 1:
            self._prefill(row.tokens[:-1], cache)
        self.prompt_tokens_computed += len(row.tokens)
        batch = OneRowBatch(self.forward, cache)
        (logits,) = batch.feed([0], [row.tokens[-1:]])
        return self._greedy([row], batch, logits, choose=[sampler(row.request)])[0]

    # ------------------------------------------------------------------ rolling log-likelihood
    @torch.inference_mode()
    def _rolling(self, rows: list[Encoded]) -> list[Generation]:
        """Summed log-probability of each row's text, in lm-eval's disjoint rolling windows.

        The windows of all rows are sorted by length and run in right-padded batches of at most
        ``max_batch_tokens`` (and :data:`ROLLING_BATCH_TOKENS`) tokens (padding after a causal
        window changes nothing before it), so little is computed for padding. Each window's
        log-probabilities come from its own target positions only, :data:`_HEAD_CHUNK` at a time,
        so the vocabulary-wide scores of a whole batch never exist at once.
        """
        windows = []  # (row, model input, target tokens)
        counts = []
        for j, row in enumerate(rows):
            tokens, prefix_token = self.rolling_tokens(row.request.prompt)
            counts.append(len(tokens))
            for context, target in rolling_windows(tokens, prefix_token, self.max_length):
                windows.append((j, (context + target)[-(self.max_length + 1) :][:-1], target))
        totals = [0.0] * len(rows)
        order = sorted(range(len(windows)), key=lambda w: (-len(windows[w][1]), w))
        start = 0
        while start < len(order):
            width = len(windows[order[start]][1])
            size = max(1, min(len(order) - start, min(self._pack_tokens, ROLLING_BATCH_TOKENS) // width))
            batch = [windows[w] for w in order[start : start + size]]
            for (j, _, _), logprob in zip(batch, self._window_logprobs([(inp, tgt) for _, inp, tgt in batch], width)):
                totals[j] += logprob
            self.prompt_tokens_computed += sum(len(inp) for _, inp, _ in batch)
            start += size
        return [Generation(r.request.idx, "", n, 0, 0, "loglikelihood", loglikelihood=t) for r, n, t in zip(rows, counts, totals)]

    def _window_logprobs(self, batch: list[tuple[list[int], list[int]]], width: int) -> list[float]:
        """The summed log-probability of each window's targets, from one right-padded forward pass."""
        ids = torch.full((len(batch), width), self.pad_id, dtype=torch.long)
        for b, (inp, _) in enumerate(batch):
            ids[b, : len(inp)] = torch.tensor(inp)
        ids = ids.to(self.device)
        head = self.forward.head
        if head is not None and linear_product(head) is not None:
            # Every window's target positions in one matrix, scored a vocabulary slice at a time.
            hidden = self.model.base_model(input_ids=ids).last_hidden_state
            rows = [(b, len(inp) - len(target), len(target)) for b, (inp, target) in enumerate(batch)]
            picked = torch.cat([hidden[b, first : first + n] for b, first, n in rows])
            targets = torch.tensor([t for _, target in batch for t in target], device=self.device)
            logprobs = target_logprobs(head, picked, targets)
            return [float(x.sum()) for x in logprobs.split([n for _, _, n in rows])]
        if head is None:  # a model that scales or caps its logits: its own forward, whole
            logits = self.model(input_ids=ids).logits
            hidden = None
        else:
            hidden = self.model.base_model(input_ids=ids).last_hidden_state
        sums = []
        for b, (inp, target) in enumerate(batch):
            first, total = len(inp) - len(target), 0.0
            for lo in range(0, len(target), _HEAD_CHUNK):
                hi = min(lo + _HEAD_CHUNK, len(target))
                scores = head(hidden[b, first + lo : first + hi]) if head is not None else logits[b, first + lo : first + hi]
                logprobs = torch.log_softmax(scores.float(), dim=-1)
                total += logprobs.gather(1, torch.tensor(target[lo:hi], device=self.device)[:, None]).sum().item()
            sums.append(total)
        return sums


_HEAD_CHUNK = 64
"""Target positions whose vocabulary-wide log-probabilities exist at once (bounds the memory)."""
ROLLING_BATCH_TOKENS = 512
"""Most tokens of one padded pass of rolling windows: on a CPU a pass costs about its tokens' worth
either way, and a smaller pass holds less working memory."""


def _check_options(engine: str, prompt_lookup: int, prefill_chunk: int | None, cpu_linear: str) -> None:
    if engine not in ("fast", "plain"):
        raise ValueError(f"engine must be 'fast' or 'plain', got {engine!r}")
    if cpu_linear not in ("auto", "onednn", "torch"):
        raise ValueError(f"cpu_linear must be 'auto', 'onednn' or 'torch', got {cpu_linear!r}")
    if prompt_lookup < 0:
        raise ValueError(f"prompt_lookup must be >= 0, got {prompt_lookup}")
    if prefill_chunk is not None and prefill_chunk < 1:
        raise ValueError(f"prefill_chunk must be a positive number of tokens or None, got {prefill_chunk}")
