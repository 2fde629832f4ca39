"""What a user of a paid API needs to see: tokens, latency, requests, retries, cache hits and cost.

Token counts are the ones the server reported (``usage``); a server that reports none leaves them
None. ``--price input=X,output=Y`` is US dollars per million prompt and completion tokens. Two
costs are given: ``cost`` of every row's reported tokens (what the task costs to run from
nothing), and ``cost_this_run`` of the answers this run received (cache hits are free).
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any, Iterable


@dataclasses.dataclass(frozen=True)
class Price:
    """US dollars per million prompt (``input``) and completion (``output``) tokens."""

    input: float
    output: float

    @classmethod
    def parse(cls, text: str) -> "Price":
        """``input=0.15,output=0.6`` (both needed, each a finite number >= 0)."""
        values: dict[str, float] = {}
        for part in str(text).split(","):
            key, sep, value = part.partition("=")
            key = key.strip()
            if not sep or key not in ("input", "output"):
                raise ValueError(f"--price expects input=X,output=Y (US dollars per million tokens), got {text!r}")
            try:
                number = float(value)
            except ValueError:
                raise ValueError(f"--price {key}={value!r} is not a number") from None
            if not math.isfinite(number) or number < 0:
                raise ValueError(f"--price {key}={value!r} must be a finite number >= 0")
            values[key] = number
        if set(values) != {"input", "output"}:
            raise ValueError(f"--price needs both input= and output=, got {text!r}")
        return cls(values["input"], values["output"])

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float:
        return (prompt_tokens * self.input + completion_tokens * self.output) / 1e6


def percentile(values: list[float], q: float) -> float | None:
    """The ``q``-th percentile (0-100) by linear interpolation between order statistics (numpy's default)."""
    if not values:
        return None
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100.0
    lo, hi = math.floor(pos), math.ceil(pos)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def summarize(rows: Iterable[dict[str, Any]], counters: dict[str, int] | None = None,
              price: Price | None = None) -> dict[str, Any]:
    """Totals of the rows' ``api`` facts (one per request), latency percentiles of the answers
    received in this run, and the engine's request counters."""
    rows = list(rows)
    prompt = [r.get("prompt_tokens") for r in rows]
    completion = [r.get("completion_tokens") for r in rows]
    reported = all(isinstance(v, int) for v in prompt + completion)
    fresh = [r for r in rows if not r.get("cached")]
    latencies = [float(r["latency_s"]) for r in fresh if isinstance(r.get("latency_s"), (int, float))]
    out: dict[str, Any] = {
        "rows": len(rows),
        "prompt_tokens": sum(v for v in prompt if isinstance(v, int)),
        "completion_tokens": sum(v for v in completion if isinstance(v, int)),
        "tokens_reported_for_every_row": reported,
        "answers_this_run": len(fresh),
        "cache_hits": len(rows) - len(fresh),
        "latency_p50_s": _round(percentile(latencies, 50)),
        "latency_p95_s": _round(percentile(latencies, 95)),
    }
    if counters:
        out.update(requests_sent=counters.get("requests", 0), retries=counters.get("retries", 0))
    if price is not None:
        out["price_per_million_tokens"] = {"input": price.input, "output": price.output}
        out["cost"] = round(price.cost(out["prompt_tokens"], out["completion_tokens"]), 6)
        out["cost_this_run"] = round(price.cost(sum(r.get("prompt_tokens") or 0 for r in fresh),
                                                sum(r.get("completion_tokens") or 0 for r in fresh)), 6)
    return out


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)
