"""The generation engine: greedy decoding and rolling log-likelihoods for task requests.

Two paths produce the same continuations:

* ``"plain"``: lm-evaluation-harness's recipe. Rows sorted by descending prompt length, left-padded
  batches, ``model.generate`` with a stopping criterion that stops each row at its first stop
  string. It is the reference the fast path is checked against, and the fallback for generation
  configs the fast path does not reproduce.
* ``"fast"`` (the default): rows that share a token prefix (the same ``fda`` chunk, the same SQuAD
  passage) are grouped, the prefix's key/value cache is computed once and every row continues from
  a copy of it; rows without a shared prefix go in length-sorted buckets; each row leaves the batch
  as soon as it stops. Rows that share a prefix decode with prompt-lookup drafts: each step also
  checks a few tokens copied from the row's own prompt or output, and keeps the ones greedy
  decoding would have produced anyway (so the output is the same, in fewer steps).

Both cut the work into *units* (a batch, or a prefix group) that are formed from all requests
before anything is split across processes, and a unit's result does not depend on which process
runs it or what else that process runs. So 1 and N processes give the same predictions.

Text handling follows lm-evaluation-harness 0.4.13's Hugging Face backend: the prompt is
tokenised with the tokenizer's default special tokens (or BOS forced on/off by the request),
left-truncated to ``max_length - max_gen_toks`` tokens, the continuation is decoded with special
tokens skipped and cut before the earliest stop string, and the model's EOS also stops.
"""

from __future__ import annotations

import contextlib
import dataclasses
import inspect
import logging
import os
from typing import Any, Iterable, Sequence

import torch
from transformers.cache_utils import DynamicLayer

from .tasks.base import Request

logger = logging.getLogger(__name__)

DEFAULT_MAX_LENGTH = 2048
DEFAULT_PROMPT_LOOKUP = 8
DEFAULT_PREFILL_CHUNK = 512
_TOKENIZER_INFINITY = 1_000_000_000_000_000_019_884_624_838_656
# Fields of a generation config that change greedy decoding; the fast path reproduces the ones in
# _FAST_PROCESSORS and hands any other over to model.generate.
_GREEDY_FIELDS = {
    "repetition_penalty": 1.0,
    "no_repeat_ngram_size": 0,
    "encoder_repetition_penalty": 1.0,
    "bad_words_ids": None,
    "suppress_tokens": None,
    "begin_suppress_tokens": None,
    "forced_bos_token_id": None,
    "forced_eos_token_id": None,
    "min_length": 0,
    "min_new_tokens": None,
    "sequence_bias": None,
    "logit_bias": None,
}
_FAST_PROCESSORS = {"repetition_penalty"}


def resolve_max_length(config: Any, tokenizer: Any, default: int = DEFAULT_MAX_LENGTH) -> int:
    """The context window as lm-eval reads it: config fields, then the tokenizer, then ``default``."""
    cfg = getattr(config, "text_config", None) or config
    for attr in ("n_positions", "max_position_embeddings", "n_ctx"):
        value = getattr(cfg, attr, None)
        if value is not None:
            return int(value)
    model_max = getattr(tokenizer, "model_max_length", None)
    if model_max is not None and model_max != _TOKENIZER_INFINITY and model_max < 10**9:
        return int(model_max)
    return default


@dataclasses.dataclass
class Encoded:
    """A request with its prompt tokens (already truncated)."""

    request: Request
    tokens: list[int]
    truncated: int  # how many prompt tokens the left truncation removed


@dataclasses.dataclass
class Group:
    """Rows whose prompts all start with ``prefix`` (empty for rows that share nothing)."""

    prefix: list[int]
    rows: list[Encoded]


@dataclasses.dataclass
class Unit:
    """A piece of work that one process runs whole: one or more prefix groups."""

    groups: list[Group]

    @property
    def rows(self) -> list[Encoded]:
        return [r for g in self.groups for r in g.rows]

    @property
    def cost(self) -> int:
        """Tokens the unit feeds the model: each prefix once, then every row's own suffix."""
        return sum(len(g.prefix) + sum(len(r.tokens) - len(g.prefix) for r in g.rows) for g in self.groups)


@dataclasses.dataclass
class Generation:
    idx: int
    text: str
    prompt_tokens: int
    new_tokens: int
    truncated: int
    stop_reason: str  # "stop", "eos", "length", or "loglikelihood" for a rolling request
    loglikelihood: float | None = None

    @property
    def value(self) -> str | float:
        """What the task scores: the continuation, or the summed log-likelihood."""
        return self.text if self.loglikelihood is None else self.loglikelihood

    def engine_fields(self) -> dict[str, Any]:
        """Per-row facts of the generation, kept in predictions.jsonl beside the task's own fields."""
        fields = {"prompt_tokens": self.prompt_tokens, "truncated_tokens": self.truncated}
        if self.loglikelihood is None:
            fields.update(new_tokens=self.new_tokens, stop_reason=self.stop_reason)
        return fields


class PromptEncoder:
    """Prompt text and tokens exactly as lm-eval's Hugging Face backend makes them; shared by backends.

    Needs ``tokenizer``, ``max_length`` and ``apply_chat_template`` attributes.
    """

    tokenizer: Any
    max_length: int
    apply_chat_template: bool

    def uses_chat_template(self, request: Request) -> bool:
        return self.apply_chat_template if request.chat is None else request.chat

    def render(self, request: Request) -> str:
        if not self.uses_chat_template(request):
            return request.prompt
        messages = []
        user = request.prompt
        if request.system:
            messages.append({"role": "system", "content": request.system})
            # The instruction is the system turn; the user turn is what follows it in the prompt.
            if user.startswith(request.system):
                user = user[len(request.system) :].removeprefix("\n")
        messages.append({"role": "user", "content": user})
        return self.tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)

    def encode(self, request: Request) -> Encoded:
        text = self.render(request)
        bos = self.tokenizer.bos_token
        if self.uses_chat_template(request) or (bos and text.startswith(bos)) or request.add_bos is False:
            tokens = self.tokenizer(text, add_special_tokens=False)["input_ids"]
        else:
            tokens = self.tokenizer(text)["input_ids"]
            if request.add_bos and self.tokenizer.bos_token_id is not None and (
                not tokens or tokens[0] != self.tokenizer.bos_token_id
            ):
                tokens = [self.tokenizer.bos_token_id] + tokens
        budget = self.max_length - request.max_gen_toks
        if budget <= 0:
            raise ValueError(
                f"max_gen_toks={request.max_gen_toks} leaves no room for a prompt in a {self.max_length}-token window"
            )
        cut = max(0, len(tokens) - budget)
        if cut:
            tokens = tokens[cut:]
        if not tokens:
            raise ValueError(f"row {request.idx}: the prompt encodes to no tokens")
        return Encoded(request, tokens, cut)



    def rolling_tokens(self, text: str) -> tuple[list[int], int]:
        """Tokens of a rolling log-likelihood text and the token that conditions its first one:
        lm-eval's ``tok_encode`` (tokenizer default, no second BOS) and ``prefix_token_id``
        (BOS, else EOS)."""
        bos = self.tokenizer.bos_token
        tokens = self.tokenizer(text, add_special_tokens=not (bos and text.startswith(bos)))["input_ids"]
        prefix = self.tokenizer.bos_token_id
        return tokens, prefix if prefix is not None else self.tokenizer.eos_token_id


class HFEngine(PromptEncoder):
    """Answers :class:`Request` objects with a Hugging Face causal LM."""

    def __init__(
        self,
        model: Any,
        tokenizer: Any,
        *,
        batch_size: int | str = 8,
        max_length: int | None = None,
        engine: str = "fast",
        apply_chat_template: bool = False,
        min_shared_prefix: int = 32,
        max_batch_tokens: int = 4096,
        prompt_lookup: int = DEFAULT_PROMPT_LOOKUP,
        prefill_chunk: int | None = DEFAULT_PREFILL_CHUNK,
    ) -> None:
        if engine not in ("fast", "plain"):
            raise ValueError(f"engine must be 'fast' or 'plain', got {engine!r}")
        self.model = model
        self.tokenizer = tokenizer
        self.device = next(model.parameters()).device
        self.max_length = max_length or resolve_max_length(model.config, tokenizer)
        self.apply_chat_template = apply_chat_template
        self.min_shared_prefix = min_shared_prefix
        self.max_batch_tokens = max_batch_tokens
        if prompt_lookup < 0:
            raise ValueError(f"prompt_lookup must be >= 0, got {prompt_lookup}")
        self.prompt_lookup = prompt_lookup
        if prefill_chunk is not None and prefill_chunk < 1:
            raise ValueError(f"prefill_chunk must be a positive number of tokens or None, got {prefill_chunk}")
        self.prefill_chunk = prefill_chunk
        self.engine = engine
        gen_config = getattr(model, "generation_config", None)
        self.unsupported_fields = _non_default_greedy_fields(gen_config)
        if engine == "fast" and set(self.unsupported_fields) - _FAST_PROCESSORS:
            logger.warning(
                "generation config sets %s; the fast path does not reproduce it, using the plain path",
                sorted(set(self.unsupported_fields) - _FAST_PROCESSORS),
            )
            self.engine = "plain"
        if self.engine == "fast" and not _plain_cache_layers(model):
            logger.warning("the model's cache has sliding-window or other non-plain layers; the fast path does not pack those, using the plain path")
            self.engine = "plain"
        self.repetition_penalty = float(self.unsupported_fields.get("repetition_penalty", 1.0))
        if self.repetition_penalty != 1.0:
            self.prompt_lookup = 0  # the penalty of a drafted position depends on the drafts before it
        self.eos_ids = _eos_ids(model, tokenizer)
        if tokenizer.pad_token_id is None:
            # lm-eval: pad = pad, else unk, else eos.
            tokenizer.pad_token = tokenizer.unk_token or tokenizer.eos_token
        self.pad_id = tokenizer.pad_token_id
        self.batch_size = batch_size if batch_size != "auto" else None
        self._kv = None  # the packed decoder's KV buffer, see _buffer()
        self.prompt_tokens_computed = 0  # prompt tokens run through the model, for the benchmark
        self.decode_stats = dict.fromkeys(("decode_steps", "drafted_tokens", "accepted_drafts"), 0)
        # transformers >= 5.24 renames the forward argument `past_key_values` to `cache`.
        params = inspect.signature(model.forward).parameters
        self._cache_arg = "cache" if "cache" in params else "past_key_values"

    # ------------------------------------------------------------------ prompts -> tokens
    # ------------------------------------------------------------------ planning
    def plan(self, requests: Sequence[Request]) -> list[Unit]:
        """Cut all requests into units. Deterministic: every process computes the same plan."""
        encoded = [self.encode(r) for r in requests]
        batch_size = self.batch_size or self.auto_batch_size(encoded)
        self.batch_size = batch_size
        if self.engine == "plain":
            return _plain_units(encoded, batch_size)
        return _prefix_units(encoded, batch_size, self.min_shared_prefix, self.max_batch_tokens)

    def auto_batch_size(self, encoded: Sequence[Encoded], start: int = 64) -> int:
        """The largest batch (a power of two up to ``start``) whose worst case fits in memory."""
        if not encoded:
            return 1
        longest = max(len(e.tokens) + e.request.max_gen_toks for e in encoded)
        per_row = _kv_bytes_per_token(self.model) * longest + _activation_bytes(self.model, longest)
        if self.device.type == "cuda":
            free, _ = torch.cuda.mem_get_info(self.device)
        else:
            free = _available_ram()
        budget = 0.6 * free
        size = start
        while size > 1 and size * per_row > budget:
            size //= 2
        self.max_batch_tokens = max(self.max_batch_tokens, int(budget // (2 * _kv_bytes_per_token(self.model))))
        logger.info("--batch-size auto: %d rows (about %.1f MiB each at %d tokens)", size, per_row / 2**20, longest)
        return size

    # ------------------------------------------------------------------ running
    def run_unit(self, unit: Unit) -> list[Generation]:
        kinds = {r.request.kind for r in unit.rows}
        if kinds == {"loglikelihood_rolling"}:
            return [self._rolling(r) for r in unit.rows]
        if self.engine == "plain":
            return self._generate_plain(unit.rows)
        return self._generate_fast(unit)

    @torch.inference_mode()
    def _generate_plain(self, rows: list[Encoded]) -> list[Generation]:
        width = max(len(r.tokens) for r in rows)
        input_ids = torch.full((len(rows), width), self.pad_id, dtype=torch.long)
        attention = torch.zeros((len(rows), width), dtype=torch.long)
        for i, r in enumerate(rows):
            input_ids[i, width - len(r.tokens) :] = torch.tensor(r.tokens)
            attention[i, width - len(r.tokens) :] = 1
        max_gen = max(r.request.max_gen_toks for r in rows)
        stopper = _StopOnStrings(self.tokenizer, [r.request.stop for r in rows], width)
        from transformers import StoppingCriteriaList

        out = self.model.generate(
            input_ids=input_ids.to(self.device),
            attention_mask=attention.to(self.device),
            max_new_tokens=max_gen,
            do_sample=False,
            stopping_criteria=StoppingCriteriaList([stopper]),
            pad_token_id=self.pad_id,
            use_cache=True,
        )
        self.prompt_tokens_computed += width * len(rows)
        results = []
        for i, r in enumerate(rows):
            new = out[i, width:].tolist()
            results.append(self._finish(r, new[: r.request.max_gen_toks]))
        return results

    @torch.inference_mode()
    def _generate_fast(self, unit: Unit) -> list[Generation]:
        members = [(g, row) for g, group in enumerate(unit.groups) for row in group.rows]
        batches = [members[i : i + self.batch_size] for i in range(0, len(members), self.batch_size)]
        if not any(group.prefix for group in unit.groups):  # rows that share nothing: padded batches
            return [gen for batch in batches for gen in self._decode_padded([row for _, row in batch])]
        # One KV buffer for the unit: every group's prefix once, then room for a decode batch.
        prefix_total = sum(len(g.prefix) for g in unit.groups)
        # (a step appends each row's drafted tokens before the rejected ones are dropped)
        room = max(sum(len(r.tokens) - len(unit.groups[g].prefix) + r.request.max_gen_toks + self.prompt_lookup for g, r in batch) for batch in batches)
        cache = self._buffer(prefix_total + room)
        offsets = []
        for group in unit.groups:
            offsets.append(cache.get_seq_length())
            if not group.prefix:
                continue
            if cache.get_seq_length() == 0:
                # The first prefix fills the buffer directly: causal passes, as lm-eval runs it.
                self._prefill(group.prefix, cache)
            else:
                # A later one is a plain causal pass of its own too, written straight into the
                # buffer after the prefixes before it (no copy, no second buffer).
                alone = self._new_cache(len(group.prefix))
                for layer, own in zip(cache.layers, alone.layers):
                    own.write_into(layer)
                self._prefill(group.prefix, alone)
                for layer in cache.layers:
                    layer.truncate(layer.length + len(group.prefix), grow=True)
            self.prompt_tokens_computed += len(group.prefix)
        results: list[Generation] = []
        with _grouped_query_attention():
            for batch in batches:
                results.extend(self._decode_packed(batch, unit.groups, cache, offsets))
                for layer in cache.layers:
                    layer.truncate(prefix_total)  # the next batch reuses the prefixes
        return results

    def _prefill(self, tokens: list[int], cache: Any) -> None:
        """Fill ``cache`` with the keys and values of ``tokens``, ``prefill_chunk`` tokens a pass.

        Each pass attends to everything before it, so the cache is that of one causal pass; the
        working memory of a pass (MLP activations above all) is that of a chunk, not of the prompt.
        """
        step = self.prefill_chunk or len(tokens)
        for start in range(0, len(tokens), step):
            ids = torch.tensor([tokens[start : start + step]], device=self.device)
            self.model(input_ids=ids, use_cache=True, logits_to_keep=1, **{self._cache_arg: cache})

    def _decode_packed(self, batch: list[tuple[int, Encoded]], groups: list[Group], cache: Any, offsets: list[int]) -> list[Generation]:
        """Greedy decoding of rows that continue from shared prefixes, all in one packed sequence.

        ``cache`` holds each group's prefix once (group g's at ``offsets[g]``); every row's own
        prompt tokens follow, then the tokens each step feeds (the newest token of every live row,
        and its drafted tokens). A boolean mask lets each token see only its group's prefix and its
        own row's earlier tokens, and position ids are the row's true positions, so each row computes
        exactly what it would alone, without a copy of the prefix per row. After a step only the
        tokens the model agreed with stay in the buffer; a finished row's columns stay masked.
        """
        dev = self.device
        n = len(batch)
        rows = [row for _, row in batch]
        prefix_total = cache.get_seq_length()
        capacity = cache.layers[0].capacity
        p_len = [len(groups[g].prefix) for g, _ in batch]
        suffixes = [row.tokens[p:] for row, p in zip(rows, p_len)]
        # allowed[i, c]: row i may attend to buffer column c.
        allowed = torch.zeros((n, capacity), dtype=torch.bool, device=dev)
        for i, (g, _) in enumerate(batch):
            allowed[i, offsets[g] : offsets[g] + p_len[i]] = True
        state = {"length": prefix_total, "next_pos": torch.tensor(p_len, device=dev)}

        def feed(live: list[int], tokens: list[list[int]], last_only: bool = False) -> list[torch.Tensor]:
            """Append each live row's ``tokens`` to the buffer; the logits after each of them
            (after the last one only, with ``last_only``)."""
            start = state["length"]
            sizes = torch.tensor([len(t) for t in tokens], device=dev)
            live_t = torch.tensor(live, device=dev)
            owner = torch.repeat_interleave(torch.arange(len(live), device=dev), sizes)
            first = torch.cumsum(sizes, 0) - sizes
            q = int(sizes.sum())
            step_in_row = torch.arange(q, device=dev) - first[owner]
            columns = torch.arange(q, device=dev)
            own = (owner[:, None] == owner[None, :]) & (columns[None, :] <= columns[:, None])
            mask = torch.cat([allowed[live_t[owner], :start], own], dim=1)
            out = self.model(
                input_ids=torch.tensor([[t for row in tokens for t in row]], device=dev),
                attention_mask=self._mask(mask),
                position_ids=(state["next_pos"][live_t[owner]] + step_in_row)[None],
                use_cache=True,
                logits_to_keep=torch.cumsum(sizes, 0) - 1 if last_only else 0,
                **{self._cache_arg: cache},
            )
            state.update(live=live_t, sizes=sizes, first=first, start=start)
            state["length"] = start + q
            return list(out.logits[0].split(1 if last_only else sizes.tolist()))

        def settle(used: list[int]) -> None:
            """Keep the first ``used[j]`` fed tokens of live row j; drop the rejected drafts."""
            start, sizes, first, live = state["start"], state["sizes"], state["first"], state["live"]
            used_t = torch.tensor(used, device=dev)
            if int(used_t.sum()) < int(sizes.sum()):
                keep = torch.cat([start + f + torch.arange(u, device=dev) for f, u in zip(first.tolist(), used)])
                for layer in cache.layers:
                    layer.keep_columns(start, keep)
                state["length"] = start + len(keep)
            owner = torch.repeat_interleave(torch.arange(len(used), device=dev), used_t)
            allowed[live[owner], start + torch.arange(len(owner), device=dev)] = True
            state["next_pos"][live] += used_t

        # The rows' own prompt tokens: one packed pass; each row decodes from its last token's logits.
        self.prompt_tokens_computed += sum(len(x) for x in suffixes)
        logits = feed(list(range(n)), suffixes, last_only=True)
        settle([len(x) for x in suffixes])
        return self._greedy(rows, torch.cat(logits), feed, settle, draft=self.prompt_lookup)

    def _mask(self, allowed: torch.Tensor) -> torch.Tensor:
        """A (queries, keys) boolean mask as the 4D mask the model's attention expects."""
        if self.model.config._attn_implementation in ("sdpa", "flash_attention_2", "flex_attention"):
            return allowed[None, None]
        # eager attention adds the mask to the scores
        additive = torch.zeros(allowed.shape, dtype=self.model.dtype, device=allowed.device)
        additive.masked_fill_(~allowed, torch.finfo(self.model.dtype).min)
        return additive[None, None]

    def _decode_padded(self, rows: list[Encoded]) -> list[Generation]:
        """Greedy decoding of rows that share nothing: one left-padded batch; a row that stops
        leaves the batch (and the cache) at once."""
        n = len(rows)
        dev = self.device
        width = max(len(r.tokens) for r in rows)
        cache = self._new_cache(width + max(r.request.max_gen_toks for r in rows))
        input_ids = torch.full((n, width), self.pad_id, dtype=torch.long)
        attention = torch.zeros((n, width), dtype=torch.long)
        positions = torch.zeros((n, width), dtype=torch.long)
        for i, row in enumerate(rows):
            input_ids[i, width - len(row.tokens) :] = torch.tensor(row.tokens)
            attention[i, width - len(row.tokens) :] = 1
            positions[i, width - len(row.tokens) :] = torch.arange(len(row.tokens))
        self.prompt_tokens_computed += sum(len(r.tokens) for r in rows)
        state = {"attention": attention.to(dev), "next_pos": torch.tensor([len(r.tokens) for r in rows], device=dev), "rows": list(range(n))}
        out = self.model(
            input_ids=input_ids.to(dev),
            attention_mask=state["attention"],
            position_ids=positions.to(dev),
            use_cache=True,
            logits_to_keep=1,
            **{self._cache_arg: cache},
        )

        def feed(live: list[int], tokens: list[list[int]]) -> list[torch.Tensor]:
            if live != state["rows"]:  # rows that stopped leave the batch
                index = torch.tensor([state["rows"].index(i) for i in live], device=dev)
                cache.batch_select_indices(index)
                state["attention"] = state["attention"].index_select(0, index)
                state["next_pos"] = state["next_pos"].index_select(0, index)
                state["rows"] = live
            attention = state["attention"]
            state["attention"] = torch.cat([attention, attention.new_ones((len(live), 1))], dim=1)
            out = self.model(
                input_ids=torch.tensor(tokens, device=dev),
                attention_mask=state["attention"],
                position_ids=state["next_pos"][:, None],
                use_cache=True,
                **{self._cache_arg: cache},
            )
            state["next_pos"] = state["next_pos"] + 1
            return list(out.logits[:, -1:, :])

        return self._greedy(rows, out.logits[:, -1, :], feed)

    def _greedy(self, rows: list[Encoded], logits: torch.Tensor, feed: Any, settle: Any = None, draft: int = 0) -> list[Generation]:
        """The greedy loop both fast layouts share.

        ``logits`` holds the next-token logits of every row. ``feed(live, tokens)`` appends, for each
        row still decoding (indices ``live``), its ``tokens`` to the model's input and returns the
        logits after each of them. Without drafting that is the row's newest token alone.

        With ``draft > 0`` (and a ``settle`` callback) a row also feeds up to ``draft`` tokens that
        prompt lookup proposes (what followed the latest earlier occurrence of its last tokens, in
        its prompt or its own output). The model's greedy pick after each fed token is checked
        against the next drafted one: the agreed drafts and the first pick after them are this
        step's output, exactly the tokens one-at-a-time decoding makes, and ``settle(used)`` keeps
        only the agreed tokens in the cache. Recall answers copy spans of the document, so a step
        often yields several tokens for the price of one.
        """
        alive = list(range(len(rows)))
        generated: list[list[int]] = [[] for _ in rows]
        reasons = [""] * len(rows)
        history = [list(r.tokens) for r in rows] if self.repetition_penalty != 1.0 else None
        lookups = [_PromptLookup(r.tokens) for r in rows] if draft and settle is not None else None
        if history is not None:
            logits = _apply_repetition_penalty(logits, history, self.repetition_penalty)
        new = [[t] for t in logits.argmax(dim=-1).tolist()]  # each alive row's tokens of this step
        while alive:
            live, tokens = [], []
            for b, i in enumerate(alive):
                for tok in new[b]:
                    generated[i].append(tok)
                    if history is not None:
                        history[i].append(tok)
                    reasons[i] = self._stopped(rows[i], generated[i])
                    if reasons[i]:
                        break
                if reasons[i]:
                    continue
                live.append(i)
                row_tokens = [generated[i][-1]]
                if lookups is not None:
                    lookups[i].extend(new[b])
                    row_tokens += lookups[i].propose(min(draft, rows[i].request.max_gen_toks - len(generated[i]) - 1))
                tokens.append(row_tokens)
            if not live:
                break
            outs = feed(live, tokens)
            self.decode_stats["decode_steps"] += 1
            self.decode_stats["drafted_tokens"] += sum(len(t) - 1 for t in tokens)
            new, used = [], []
            for i, row_tokens, out in zip(live, tokens, outs):
                if history is not None:
                    out = _apply_repetition_penalty(out, [history[i]], self.repetition_penalty)
                picks = out.argmax(dim=-1).tolist()
                agreed = 1
                while agreed < len(row_tokens) and row_tokens[agreed] == picks[agreed - 1]:
                    agreed += 1
                new.append(picks[:agreed])
                used.append(agreed)
                self.decode_stats["accepted_drafts"] += agreed - 1
            if settle is not None:
                settle(used)
            alive = live
        return [self._finish(row, gen, reason) for row, gen, reason in zip(rows, generated, reasons)]

    def _buffer(self, capacity: int) -> Any:
        """The engine's KV buffer for packed decoding, emptied. It is kept from unit to unit (one
        allocation, no fragments of earlier ones) and replaced only when a unit needs more room."""
        if self._kv is None or self._kv.layers[0].capacity < capacity:
            self._kv = None  # let go of the old buffer before making the bigger one
            self._kv = self._new_cache(-(-capacity // 256) * 256)
        for layer in self._kv.layers:
            layer.truncate(0)
        return self._kv

    def release(self) -> None:
        """Free the KV buffer (between tasks, so that scoring has the memory)."""
        self._kv = None

    def _new_cache(self, capacity: int) -> Any:
        """A DynamicCache whose plain layers write into one preallocated buffer instead of
        concatenating a new tensor at every step (which copies the whole cache each token)."""
        from transformers import DynamicCache

        cache = DynamicCache(config=self.model.config)
        cache.layers = [_BufferLayer(capacity) if type(layer) is DynamicLayer else layer for layer in cache.layers]
        return cache

    def _stopped(self, row: Encoded, generated: list[int]) -> str:
        if generated[-1] in self.eos_ids:
            return "eos"
        if row.request.stop:
            text = self.tokenizer.decode(generated, skip_special_tokens=True)
            if any(s and s in text for s in row.request.stop):
                return "stop"
        if len(generated) >= row.request.max_gen_toks:
            return "length"
        return ""

    def _finish(self, row: Encoded, generated: list[int], reason: str = "") -> Generation:
        # Tokens after the first EOS are padding (plain path); the fast path never makes any.
        for j, tok in enumerate(generated):
            if tok in self.eos_ids:
                generated = generated[: j + 1]
                reason = "eos"
                break
        text, stopped = cut_at_stop(self.tokenizer.decode(generated, skip_special_tokens=True), row.request.stop)
        if stopped:
            reason = "stop"
        if not reason:
            reason = "length" if len(generated) >= row.request.max_gen_toks else "eos"
        return Generation(row.request.idx, text, len(row.tokens), len(generated), row.truncated, reason)

    # ------------------------------------------------------------------ rolling log-likelihood
    @torch.inference_mode()
    def _rolling(self, row: Encoded) -> Generation:
        """Summed log-probability of the text, in lm-eval's disjoint rolling windows."""
        tokens, prefix_token = self.rolling_tokens(row.request.prompt)
        total = 0.0
        for context, target in rolling_windows(tokens, prefix_token, self.max_length):
            inp = (context + target)[-(self.max_length + 1) :][:-1]
            logits = self.model(input_ids=torch.tensor([inp], device=self.device)).logits[0].float()
            logprobs = torch.log_softmax(logits[-len(target) :], dim=-1)
            total += logprobs.gather(1, torch.tensor(target, device=self.device)[:, None]).sum().item()
            self.prompt_tokens_computed += len(inp)
        return Generation(row.request.idx, "", len(tokens), 0, 0, "loglikelihood", loglikelihood=total)


def cut_at_stop(text: str, stops: Sequence[str]) -> tuple[str, bool]:
    """``text`` before the earliest of ``stops`` (empty stop strings ignored), and whether one occurred."""
    cut = len(text)
    for stop in stops:
        if stop:
            at = text.find(stop)
            if at != -1 and at < cut:
                cut = at
    return text[:cut], cut < len(text)


def rolling_windows(tokens: list[int], prefix_token: int, max_len: int) -> Iterable[tuple[list[int], list[int]]]:
    """Disjoint (context, target) windows covering ``tokens``, each at most ``max_len`` long.

    The first target is conditioned on ``prefix_token`` alone; each later window is conditioned on
    the tokens just before it, up to the window size (lm-eval's rolling windows, context length 1).
    """
    if not tokens:
        return
    first = min(max_len, len(tokens))
    yield [prefix_token], tokens[:first]
    done = first
    while done < len(tokens):
        size = min(len(tokens) - done, max_len)
        end = done + size
        window = tokens[max(0, end - max_len - 1) : end - 1]
        context = window[: len(window) - (size - 1)]
        yield context, tokens[end - size : end]
        done = end


# ---------------------------------------------------------------------- planning helpers
def _plain_units(encoded: list[Encoded], batch_size: int) -> list[Unit]:
    gen = [e for e in encoded if e.request.kind == "generate_until"]
    roll = [e for e in encoded if e.request.kind != "generate_until"]
    # lm-eval's order: descending prompt length, then prompt text; batches of batch_size.
    gen.sort(key=lambda e: (-len(e.tokens), e.request.prompt, e.request.idx))
    units = [Unit([Group([], gen[i : i + batch_size])]) for i in range(0, len(gen), batch_size)]
    units += [Unit([Group([], [e])]) for e in roll]
    return units


def _prefix_units(encoded: list[Encoded], batch_size: int, min_shared: int, max_tokens: int) -> list[Unit]:
    """Group rows by shared token prefix, then pack groups into units of at most ``batch_size`` rows
    whose key/value cache holds at most ``max_tokens`` tokens (one group may exceed it alone).

    Rows are sorted by their tokens, so rows sharing a prefix are neighbours; a row joins the
    current group while the common prefix stays at least ``min_shared`` tokens and at least half
    of the group's prefix. A group's prefix keeps one token of every row outside it (its logits
    start the decoding). Rows that share nothing go in length-sorted buckets instead, so batches
    waste little on padding.
    """
    gen = [e for e in encoded if e.request.kind == "generate_until"]
    roll = [e for e in encoded if e.request.kind != "generate_until"]
    gen.sort(key=lambda e: (e.tokens, e.request.idx))
    groups: list[Group] = []
    for e in gen:
        if groups:
            last = groups[-1]
            shared = _common_prefix_len(last.prefix, e.tokens)
            shared = min(shared, len(e.tokens) - 1, min(len(m.tokens) for m in last.rows) - 1)
            if shared >= min_shared and shared * 2 >= len(last.prefix):
                groups[-1] = Group(last.prefix[:shared], last.rows + [e])
                continue
        groups.append(Group(e.tokens[:-1], [e]))
    shared_groups = [g for g in groups if len(g.rows) > 1]
    singles = [g.rows[0] for g in groups if len(g.rows) == 1]
    # Groups of similar prefix length decode well together (little padding in the cache).
    shared_groups.sort(key=lambda g: (-len(g.prefix), g.rows[0].request.idx))
    units: list[Unit] = []
    current: list[Group] = []
    for group in shared_groups:
        grown = current + [group]
        if current and (sum(len(g.rows) for g in grown) > batch_size or _packed_tokens(grown) > max_tokens):
            units.append(Unit(current))
            grown = [group]
        current = grown
    if current:
        units.append(Unit(current))
    singles.sort(key=lambda e: (-len(e.tokens), e.request.idx))
    i = 0
    while i < len(singles):
        # Padded batches: every row is as long as the longest (the first, by the sort).
        per_row = len(singles[i].tokens) + singles[i].request.max_gen_toks
        size = max(1, min(batch_size, max_tokens // per_row))
        units.append(Unit([Group([], singles[i : i + size])]))
        i += size
    units += [Unit([Group([], [e])]) for e in roll]
    return units


def _packed_tokens(groups: list[Group]) -> int:
    """Cache tokens of a packed decode batch: each prefix once, each row's own tokens and budget."""
    return sum(len(g.prefix) + sum(len(r.tokens) - len(g.prefix) + r.request.max_gen_toks for r in g.rows) for g in groups)


def _common_prefix_len(a: Sequence[int], b: Sequence[int]) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


class _BufferLayer(DynamicLayer):
    """transformers' DynamicLayer, but appending into a preallocated buffer.

    ``keys``/``values`` are views of the filled part, so everything that reads a DynamicLayer
    (sequence length, masks, row selection) works unchanged.
    """

    is_croppable = False

    def __init__(self, capacity: int) -> None:
        super().__init__()
        self.capacity = capacity
        self.length = 0
        self.is_initialized = False
        self.keys = self.values = None
        self._k = self._v = None

    def update(self, key_states: torch.Tensor, value_states: torch.Tensor, *args: Any, **kwargs: Any):
        if self._k is None:
            b, h, _, d = key_states.shape
            self._k = key_states.new_empty((b, h, self.capacity, d))
            self._v = value_states.new_empty((b, value_states.shape[1], self.capacity, value_states.shape[3]))
            self.device, self.dtype = key_states.device, key_states.dtype
            self.is_initialized = True
        n = key_states.shape[-2]
        if self.length + n > self.capacity:
            raise RuntimeError(f"KV buffer of {self.capacity} tokens is full")
        self._k[:, :, self.length : self.length + n] = key_states
        self._v[:, :, self.length : self.length + n] = value_states
        self.length += n
        self.keys = self._k[:, :, : self.length]
        self.values = self._v[:, :, : self.length]
        return self.keys, self.values

    def get_seq_length(self) -> int:
        return self.length

    def get_mask_sizes(self, query_length: int) -> tuple[int, int]:
        return self.length + query_length, 0

    def get_max_cache_shape(self) -> int:
        return -1

    def batch_select_indices(self, indices: torch.Tensor) -> None:
        if self._k is not None:
            self._k = self._k.index_select(0, indices)
            self._v = self._v.index_select(0, indices)
            self.keys = self._k[:, :, : self.length]
            self.values = self._v[:, :, : self.length]

    def reset(self) -> None:
        self.truncate(0)

    def keep_columns(self, start: int, columns: torch.Tensor) -> None:
        """Keep, of the columns from ``start`` on, only ``columns`` (ascending), moved to ``start``."""
        n = len(columns)
        self._k[:, :, start : start + n] = self._k[:, :, columns]
        self._v[:, :, start : start + n] = self._v[:, :, columns]
        self.truncate(start + n)

    def write_into(self, other: "_BufferLayer") -> None:
        """Make this (empty) layer's buffer the free space of ``other``'s, right after its filled part."""
        start = other.length
        if other._k is None or start + self.capacity > other.capacity:
            raise RuntimeError("no room for the layer in the buffer")
        self._k = other._k[:, :, start : start + self.capacity]
        self._v = other._v[:, :, start : start + self.capacity]
        self.device, self.dtype, self.is_initialized = other.device, other.dtype, True

    def truncate(self, length: int, grow: bool = False) -> None:
        """Forget everything after the first ``length`` tokens (the buffer is kept); with ``grow``,
        also take in tokens written into the buffer through another layer (:meth:`write_into`)."""
        self.length = length if grow else min(self.length, length)
        if self._k is not None:
            self.keys = self._k[:, :, : self.length]
            self.values = self._v[:, :, : self.length]


class _PromptLookup:
    """Draft tokens for one row by prompt lookup.

    The row's last ``n`` tokens (``n`` = ``max_ngram`` down to ``min_ngram``) are looked up among
    all earlier ``n``-grams of its prompt and output; what followed their latest occurrence is the
    draft. The index grows with the output, so a model that repeats itself is drafted too.
    """

    def __init__(self, tokens: Sequence[int], max_ngram: int = 3, min_ngram: int = 1) -> None:
        self.seq = list(tokens)
        self.max_ngram = max_ngram
        self.min_ngram = min_ngram
        self.follows: dict[tuple[int, ...], int] = {}  # n-gram -> index just after its latest occurrence
        self.indexed = 0  # n-grams ending before this index are in ``follows``

    def extend(self, tokens: Sequence[int]) -> None:
        self.seq.extend(tokens)

    def propose(self, k: int) -> list[int]:
        seq, end = self.seq, len(self.seq)
        if k <= 0 or end < 2:
            return []
        # Index every n-gram that ends before the last token (the tail must match an earlier place).
        for e in range(self.indexed, end - 1):
            for n in range(1, min(self.max_ngram, e + 1) + 1):
                self.follows[tuple(seq[e - n + 1 : e + 1])] = e + 1
        self.indexed = max(self.indexed, end - 1)
        for n in range(min(self.max_ngram, end), self.min_ngram - 1, -1):
            after = self.follows.get(tuple(seq[end - n :]))
            if after is not None:
                return seq[after : after + k]
        return []


@contextlib.contextmanager
def _grouped_query_attention():
    """Let torch's SDPA handle grouped key/value heads itself under a mask.

    transformers copies each key/value head once per query head whenever a mask is given (for the
    sake of CUDA kernels); torch's CPU and math kernels take ``enable_gqa`` with a mask and give
    the same result without the copy. transformers reads this switch at every attention call.
    """
    name = "TRANSFORMERS_SDPA_FORCE_GQA"
    old = os.environ.get(name)
    os.environ[name] = "1"
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = old


class _StopOnStrings:
    """Per-row stopping criterion for ``model.generate``: a row stops once its text has a stop string."""

    def __init__(self, tokenizer: Any, stops: list[tuple[str, ...]], prompt_width: int) -> None:
        self.tokenizer = tokenizer
        self.stops = stops
        self.width = prompt_width

    def __call__(self, input_ids: torch.Tensor, scores: torch.Tensor, **kwargs: Any) -> torch.Tensor:
        done = torch.zeros(input_ids.shape[0], dtype=torch.bool, device=input_ids.device)
        for i, stops in enumerate(self.stops):
            if stops:
                text = self.tokenizer.decode(input_ids[i, self.width :], skip_special_tokens=True)
                done[i] = any(s and s in text for s in stops)
        return done


def _apply_repetition_penalty(logits: torch.Tensor, histories: list[list[int]], penalty: float) -> torch.Tensor:
    # transformers' RepetitionPenaltyLogitsProcessor on each row's own prompt and output tokens.
    logits = logits.clone()
    for b, history in enumerate(histories):
        ids = torch.tensor(sorted(set(history)), device=logits.device)
        score = logits[b, ids]
        logits[b, ids] = torch.where(score < 0, score * penalty, score / penalty)
    return logits


def _plain_cache_layers(model: Any) -> bool:
    """Whether every layer of the model's cache is a plain (full-attention) DynamicLayer; packed
    decoding writes all rows into one such sequence and masks what each row may see."""
    from transformers import DynamicCache

    try:
        layers = DynamicCache(config=model.config).layers
    except Exception:  # a config DynamicCache cannot read
        return False
    return bool(layers) and all(type(layer) is DynamicLayer for layer in layers)


def _non_default_greedy_fields(gen_config: Any) -> dict[str, Any]:
    if gen_config is None:
        return {}
    found = {}
    for field, default in _GREEDY_FIELDS.items():
        value = getattr(gen_config, field, default)
        if value is not None and value != default and not (field == "min_length" and value == 0):
            found[field] = value
    return found


def _eos_ids(model: Any, tokenizer: Any) -> list[int]:
    ids: list[int] = []
    for source in (getattr(model, "generation_config", None), model.config):
        value = getattr(source, "eos_token_id", None) if source is not None else None
        if value is not None:
            ids = [value] if isinstance(value, int) else list(value)
            break
    if not ids and tokenizer.eos_token_id is not None:
        ids = [tokenizer.eos_token_id]
    return ids


def _kv_bytes_per_token(model: Any) -> int:
    cfg = getattr(model.config, "text_config", None) or model.config
    layers = getattr(cfg, "num_hidden_layers", 12)
    heads = getattr(cfg, "num_key_value_heads", None) or getattr(cfg, "num_attention_heads", 12)
    head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // getattr(cfg, "num_attention_heads", 12)
    elem = torch.finfo(model.dtype).bits // 8
    return 2 * layers * heads * head_dim * elem


def _activation_bytes(model: Any, tokens: int) -> int:
    cfg = getattr(model.config, "text_config", None) or model.config
    elem = torch.finfo(model.dtype).bits // 8
    hidden = cfg.hidden_size
    inter = getattr(cfg, "intermediate_size", 4 * hidden)
    heads = getattr(cfg, "num_attention_heads", 12)
    # One layer's working set at prefill: hidden states, MLP, attention scores (tokens^2 per head).
    return elem * tokens * (4 * hidden + 2 * inter) + elem * heads * tokens * tokens


def _available_ram() -> int:
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return int(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_AVPHYS_PAGES"))


__all__ = ["HFEngine", "Generation", "Group", "Unit", "Encoded", "resolve_max_length", "rolling_windows"]
