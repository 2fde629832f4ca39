"""What a model's generation config asks of greedy decoding, read the same way by both backends.

lm-eval's HF backend applies the model's ``generation_config`` to ``model.generate``, so the
fields below change its greedy continuations. The HF fast path reproduces those in
:data:`FAST_PROCESSORS` (a repetition penalty) and hands a model with any other over to the plain
path; the vLLM backend passes what vLLM can take and reports the rest. The model's EOS ids (one
or several) end a continuation.
"""

from __future__ import annotations

from typing import Any

# Fields of a generation config that change greedy decoding, with their no-op defaults.
GREEDY_FIELDS = {
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
# The ones the HF fast path reproduces itself.
FAST_PROCESSORS = {"repetition_penalty"}


def non_default_greedy_fields(gen_config: Any) -> dict[str, Any]:
    """The fields of :data:`GREEDY_FIELDS` that ``gen_config`` (or None) sets to something else."""
    if gen_config is None:
        return {}
    found = {}
    for field, default in GREEDY_FIELDS.items():
        value = getattr(gen_config, field, default)
        if value is not None and value != default and not (field == "min_length" and value == 0):
            found[field] = value
    return found


def eos_ids(model: Any, tokenizer: Any) -> list[int]:
    """The token ids that end a continuation: the generation config's, else the model config's,
    else the tokenizer's EOS."""
    ids: list[int] = []
    for source in (getattr(model, "generation_config", None), model.config):
        value = getattr(source, "eos_token_id", None) if source is not None else None
        if value is not None:
            ids = [value] if isinstance(value, int) else list(value)
            break
    if not ids and tokenizer.eos_token_id is not None:
        ids = [tokenizer.eos_token_id]
    return ids
