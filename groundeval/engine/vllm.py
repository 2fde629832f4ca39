"""``--backend vllm``: the same requests answered by vLLM (GPU), imported only when asked for.

Prompts are the HF backend's token ids (same chat template, BOS rule and left truncation, see
:class:`~.encoding.PromptEncoder`), so both backends see identical inputs. Decoding is
greedy (temperature 0) with the request's stop strings and token budget; a sampled request brings its
temperature, top_p and seed (the HF backend's seed rule, :func:`~.constants.request_seed`; vLLM's
sampler is its own, so the draws differ from the HF backend's). The continuation is cut
before the earliest stop string exactly as on the HF path. Automatic prefix caching is on, which
gives the shared-chunk reuse of the HF fast path inside vLLM's scheduler.

Generation-config defaults: lm-eval's HF backend applies the model's ``generation_config``
(e.g. ``repetition_penalty``) and vLLM's own defaults would not. Here vLLM is started with
``generation_config="vllm"`` (the checkpoint's file is not read) and the fields that change greedy
decoding are passed explicitly, so the two backends decode the same way; fields vLLM cannot take
are reported in the results record.

Counters: vLLM's prefix cache makes the prompt tokens it computes unknown here, so
:meth:`VLLMEngine.stats` reports ``prompt_tokens_computed`` 0 and no decode counters.
"""

from __future__ import annotations

import importlib.util
import logging
from typing import Any, Sequence

from ..errors import UserError
from ..tasks.base import Request
from .constants import request_seed
from .encoding import Encoded, Generation, PromptEncoder, cut_at_stop, rolling_windows
from .generation_config import non_default_greedy_fields
from .planning import Group, Unit

logger = logging.getLogger(__name__)

_UNIT_ROWS = 512  # rows handed to vLLM at once; its own scheduler batches inside


def check_vllm() -> None:
    if importlib.util.find_spec("vllm") is None:
        raise UserError(
            "--backend vllm needs vLLM, which is not installed here (it needs a CUDA GPU): `pip install vllm`. "
            "The default --backend hf runs everywhere."
        )


class VLLMEngine(PromptEncoder):
    """Answers :class:`Request` objects with vLLM; an :class:`~.protocol.Engine`."""

    engine = "vllm"

    def __init__(
        self,
        source: str,
        tokenizer: Any,
        *,
        dtype: str = "auto",
        max_length: int | None = None,
        apply_chat_template: bool = False,
        seed: int = 1234,
        generation_config: Any = None,
        llm_kwargs: dict[str, Any] | None = None,
    ) -> None:
        from vllm import LLM

        self.tokenizer = tokenizer
        self.apply_chat_template = apply_chat_template
        self.llm = LLM(
            model=source,
            tokenizer=source,
            dtype=dtype,
            seed=seed,
            max_model_len=max_length,
            enable_prefix_caching=True,
            generation_config="vllm",
            **(llm_kwargs or {}),
        )
        self.max_length = max_length or int(self.llm.llm_engine.model_config.max_model_len)
        fields = non_default_greedy_fields(generation_config)
        self.repetition_penalty = float(fields.pop("repetition_penalty", 1.0))
        self.ignored_generation_fields = sorted(fields)
        if fields:
            logger.warning("vLLM backend: generation config fields %s are not applied", sorted(fields))
        self.batch_size = _UNIT_ROWS

    def plan(self, requests: Sequence[Request]) -> list[Unit]:
        encoded = sorted((self.encode(r) for r in requests), key=lambda e: (e.tokens, e.request.idx))
        return [Unit([Group([], encoded[i : i + _UNIT_ROWS])]) for i in range(0, len(encoded), _UNIT_ROWS)]

    def run_unit(self, unit: Unit) -> list[Generation]:
        rows = unit.rows
        gen = [r for r in rows if r.request.kind == "generate_until"]
        roll = [r for r in rows if r.request.kind == "loglikelihood_rolling"]
        return self._generate(gen) + [self._rolling(r) for r in roll]

    def release(self, model: bool = False) -> None:
        """Nothing to free between tasks: vLLM manages its own cache memory (and keeps its model)."""

    def stats(self) -> dict[str, int]:
        return {"prompt_tokens_computed": 0}

    def settings(self) -> dict[str, Any]:
        # --max-batch-tokens, --prompt-lookup and --prefill-chunk are HF-engine settings.
        return {"engine": self.engine, "batch_size": self.batch_size, "max_batch_tokens": None,
                "prompt_lookup": None, "prefill_chunk": None, "max_length": self.max_length}

    def sampling_params(self, request: Request) -> Any:
        from vllm import SamplingParams

        # A sampled request brings its own temperature, top_p and seed (greedy: temperature 0).
        sampling = dict(temperature=request.temperature, top_p=request.top_p, seed=request_seed(request)) \
            if request.sampled else dict(temperature=0.0)
        return SamplingParams(
            max_tokens=request.max_gen_toks,
            stop=[s for s in request.stop if s] or None,
            repetition_penalty=self.repetition_penalty,
            skip_special_tokens=True,
            **sampling,
        )

    def _generate(self, rows: list[Encoded]) -> list[Generation]:
        if not rows:
            return []
        prompts = [{"prompt_token_ids": r.tokens} for r in rows]
        outputs = self.llm.generate(prompts, [self.sampling_params(r.request) for r in rows], use_tqdm=False)
        results = []
        for row, out in zip(rows, outputs):
            completion = out.outputs[0]
            text, stopped = cut_at_stop(completion.text, row.request.stop)
            finish = getattr(completion, "finish_reason", None)
            reason = "stop" if stopped or (finish == "stop" and getattr(completion, "stop_reason", None) is not None) else (
                "length" if finish == "length" else "eos"
            )
            results.append(Generation(row.request.idx, text, len(row.tokens), len(completion.token_ids), row.truncated, reason))
        return results

    def _rolling(self, row: Encoded) -> Generation:
        from vllm import SamplingParams

        tokens, prefix = self.rolling_tokens(row.request.prompt)
        total = 0.0
        params = SamplingParams(max_tokens=1, prompt_logprobs=0, temperature=0.0)
        for context, target in rolling_windows(tokens, prefix, self.max_length):
            inp = (context + target)[-(self.max_length + 1) :]
            (out,) = self.llm.generate([{"prompt_token_ids": inp}], params, use_tqdm=False)
            scored = out.prompt_logprobs[len(inp) - len(target) :]
            total += sum(step[tok].logprob for step, tok in zip(scored, target))
        return Generation(row.request.idx, "", len(tokens), 0, 0, "loglikelihood", loglikelihood=total)
