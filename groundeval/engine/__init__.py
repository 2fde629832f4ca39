"""The generation engine: greedy decoding and rolling log-likelihoods for task requests.

A backend is an :class:`Engine` (:mod:`.protocol`): it cuts all of a task's requests into units
(:meth:`Engine.plan`), runs one unit at a time (:meth:`Engine.run_unit`), frees its memory after a
task (:meth:`Engine.release`) and reports its counters and settings for the results record.
Two backends implement it, and both see the same prompt tokens:

* :class:`HFEngine` (:mod:`.hf`), a transformers causal LM, on two paths that produce the same
  continuations: ``"plain"``, lm-evaluation-harness's batched ``model.generate``, and ``"fast"``
  (the default), which computes each shared prompt prefix once and lets every row stop on its own.
* :class:`VLLMEngine` (:mod:`.vllm`), vLLM on a GPU, imported only when asked for.

The modules, one concern each:

* :mod:`.encoding`: prompt text and tokens as lm-eval makes them, stop strings, rolling windows.
* :mod:`.generation_config`: what the model's generation config asks of greedy decoding; EOS ids.
* :mod:`.planning`: cutting requests into units (plain batches, shared-prefix groups).
* :mod:`.kv_buffer`: a key/value cache that appends into one preallocated buffer.
* :mod:`.memory`: memory estimates behind ``--batch-size auto``.
* :mod:`.drafting`: prompt-lookup drafts and which of them greedy decoding accepts.
* :mod:`.stopping`: when a row stops and what its final text is.
* :mod:`.greedy`: the decoding loop the fast path's two batch layouts share (sampled rows too).
* :mod:`.sampling`: a sampled request's seeded draws, one row on a cache of its own.
* :mod:`.packed`: rows that share prefixes, packed in one sequence of the KV buffer.
* :mod:`.padded`: rows that share nothing, in a left-padded batch.
"""

import importlib
from typing import TYPE_CHECKING, Any

# Each name and the module that defines it, imported on first use: ``--help``, a bad flag or the
# prompt encoding need no torch (two seconds of imports at every start otherwise).
_EXPORTS = {
    "PromptLookup": "drafting", "accepted": "drafting",
    "DEFAULT_MAX_LENGTH": "encoding", "Encoded": "encoding", "Generation": "encoding", "PromptEncoder": "encoding",
    "cut_at_stop": "encoding", "resolve_max_length": "encoding", "rolling_windows": "encoding",
    "eos_ids": "generation_config", "non_default_greedy_fields": "generation_config",
    "DEFAULT_PREFILL_CHUNK": "constants", "DEFAULT_PROMPT_LOOKUP": "constants",
    "HFEngine": "hf",
    "Group": "planning", "Unit": "planning",
    "Engine": "protocol",
    "VLLMEngine": "vllm", "check_vllm": "vllm",
}

if TYPE_CHECKING:  # the names for type checkers and editors; at run time __getattr__ imports them
    from .constants import DEFAULT_PREFILL_CHUNK, DEFAULT_PROMPT_LOOKUP  # noqa: F401
    from .drafting import PromptLookup, accepted  # noqa: F401
    from .encoding import DEFAULT_MAX_LENGTH, Encoded, Generation, PromptEncoder, cut_at_stop, resolve_max_length, rolling_windows  # noqa: F401
    from .generation_config import eos_ids, non_default_greedy_fields  # noqa: F401
    from .hf import HFEngine  # noqa: F401
    from .planning import Group, Unit  # noqa: F401
    from .protocol import Engine  # noqa: F401
    from .vllm import VLLMEngine, check_vllm  # noqa: F401


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_EXPORTS[name]}", __name__), name)
    globals()[name] = value
    return value


__all__ = list(_EXPORTS)
