"""Repeated sampled runs: K draws per request (``--num-samples K --temperature T --top-p P --seed S``).

:func:`expand_requests` makes K copies of each request, draw ``d`` of request ``idx`` getting the
unique index ``idx * K + d`` (:func:`draw_of` maps it back) and a seed of its own derived from
``(S, idx, d)``, so every draw is reproducible whichever process decodes it. :func:`score_draws`
scores each draw with the task as if it were a run of its own, tags each row with ``draw`` (the
rows keep the task's own ``idx``, so :mod:`groundeval.intervals` groups the draws of a row and adds
pass@k, spread and agreement), and reports each numeric metric as the mean over the K draws.
Greedy decoding (K 1, temperature 0) leaves the requests and the scoring as they are.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import numbers
from typing import Any, Mapping, Sequence

from .engine.encoding import Generation
from .engine.constants import SEED_MASK
from .tasks.base import Request, Task, TaskResult


def sampling_config(num_samples: int = 1, temperature: float = 0.0, top_p: float = 1.0, seed: int = 1234) -> dict[str, Any]:
    """The decoding settings for the run signature and the results record."""
    if num_samples == 1 and temperature == 0:
        return {"decoding": "greedy"}
    return {"decoding": "sampled", "num_samples": num_samples, "temperature": temperature, "top_p": top_p,
            "seed": seed, "sampler": "temperature, then top-p; torch.multinomial on CPU, one generator per draw"}


def check_sampling(num_samples: int, temperature: float, top_p: float) -> None:
    """Raise ValueError for settings that make no sense together."""
    if num_samples < 1:
        raise ValueError(f"--num-samples must be >= 1, got {num_samples}")
    if not math.isfinite(temperature) or temperature < 0:
        raise ValueError(f"--temperature must be a finite number >= 0, got {temperature}")
    if not 0 < top_p <= 1:  # NaN fails this too
        raise ValueError(f"--top-p must be in (0, 1], got {top_p}")
    if num_samples > 1 and temperature == 0:
        raise ValueError("--num-samples > 1 needs --temperature > 0: greedy draws are all the same")


def draw_seed(seed: int, idx: int, draw: int) -> int:
    """The seed of draw ``draw`` of request ``idx``, derived from the run's ``seed`` (63 bits)."""
    digest = hashlib.sha256(f"groundeval-draw:{seed}:{idx}:{draw}".encode()).digest()
    return int.from_bytes(digest[:8], "big") & SEED_MASK


def expanded_idx(idx: int, draw: int, num_samples: int) -> int:
    """The index of draw ``draw`` of request ``idx`` among the expanded requests."""
    return idx * num_samples + draw


def draw_of(expanded: int, num_samples: int) -> tuple[int, int]:
    """``(request idx, draw)`` of an expanded request index."""
    return divmod(expanded, num_samples)


def expand_requests(requests: Sequence[Request], num_samples: int, temperature: float, top_p: float,
                    seed: int) -> list[Request]:
    """K sampled copies of each request (draws of one request together, in request order); the
    requests unchanged for greedy decoding (K 1, temperature 0). Rolling log-likelihood requests
    are copied but not sampled: their K draws are the same number."""
    check_sampling(num_samples, temperature, top_p)
    if num_samples == 1 and temperature == 0:
        return list(requests)
    out = []
    for r in requests:
        for d in range(num_samples):
            sampling = dict(temperature=temperature, top_p=top_p, seed=draw_seed(seed, r.idx, d)) \
                if r.kind == "generate_until" else {}
            out.append(dataclasses.replace(r, idx=expanded_idx(r.idx, d, num_samples), **sampling))
    return out


def _is_number(value: Any) -> bool:
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def mean_over_draws(per_draw: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Per key: the mean of numbers (None ignored), dicts merged alike, a value the draws share,
    else the list of the draws' values."""
    keys = list(dict.fromkeys(k for m in per_draw for k in m))
    out: dict[str, Any] = {}
    for key in keys:
        values = [m.get(key) for m in per_draw]
        present = [v for v in values if v is not None]
        if present and all(_is_number(v) for v in present):
            out[key] = sum(present) / len(present)
        elif present and all(isinstance(v, Mapping) for v in present):
            out[key] = mean_over_draws(present)
        elif all(v == values[0] for v in values):
            out[key] = values[0]
        else:
            out[key] = values
    return out


def score_draws(task: Task, dataset: Any, requests: list[Request], outputs_by_idx: Mapping[int, Any], protocol: str,
                num_samples: int) -> TaskResult:
    """Score each draw with ``task.score`` (the original ``requests``, that draw's outputs) and merge.

    ``outputs_by_idx`` maps an expanded request index to the value the task scores. The rows of all
    draws, each tagged ``draw``; metrics and breakdown: each number the mean over the draws, and
    ``metrics["draws"]`` with the per-draw values of the top-level numbers.
    """
    if num_samples == 1:
        return task.score(dataset, requests, [outputs_by_idx[r.idx] for r in requests], protocol)
    results = []
    for d in range(num_samples):
        outputs = [outputs_by_idx[expanded_idx(r.idx, d, num_samples)] for r in requests]
        result = task.score(dataset, requests, outputs, protocol)
        for row in result.rows:
            row["draw"] = d
        results.append(result)
    metrics = mean_over_draws([r.metrics for r in results])
    metrics["draws"] = {
        "num_samples": num_samples,
        "aggregate": f"each numeric metric is the mean over {num_samples} draws",
        "per_draw": {k: [r.metrics.get(k) for r in results] for k, v in metrics.items() if _is_number(v)},
    }
    groups = list(dict.fromkeys(g for r in results for g in r.breakdown))
    breakdown = {g: mean_over_draws([r.breakdown.get(g, {}) for r in results]) for g in groups}
    notes = list(dict.fromkeys(n for r in results for n in r.notes))
    notes.append(f"{num_samples} sampled draws per request: metrics are means over the draws; "
                 "see repeated for pass@k, spread and agreement")
    return TaskResult([row for r in results for row in r.rows], metrics, breakdown, notes)


def with_engine_fields(rows: list[dict[str, Any]], generations: Mapping[int, Generation],
                       num_samples: int = 1) -> list[dict[str, Any]]:
    """The task's rows with the engine's per-row facts of their own draw after ``idx`` (the
    rows kept under ``groundeval`` in each sample line); ``generations`` is keyed by expanded request index."""
    out = []
    for row in rows:
        idx = row.get("idx")
        g = generations.get(expanded_idx(idx, row.get("draw", 0), num_samples)) if isinstance(idx, int) else None
        if g is None:
            out.append(row)
            continue
        merged = {"idx": idx, **g.engine_fields()}
        merged.update((k, v) for k, v in row.items() if k != "idx")
        out.append(merged)
    return out
