"""Uncertainty for evaluation scores: clustered percentile bootstrap, paired comparisons, the exact
McNemar test, pass@k and agreement across repeated draws.

Every bootstrapped statistic here is ``transform(sum(num) / sum(den))`` over rows (:class:`Ratio`):
a mean is ``sum(values) / count`` (NaN rows left out of both sums, as ``nanmean`` does), a
perplexity ``exp(-sum(loglik) / sum(words))``. Rows that are not independent (several questions on
one document chunk) share a *cluster*; a resample draws clusters with replacement, as many as
there are, and keeps all rows of each drawn cluster together. With no clusters each row is its own
cluster (the i.i.d. bootstrap). Because a statistic is a function of per-cluster sums, one resample
is a vector of cluster multiplicities and a block of resamples is one matrix product.

The generator is ``numpy.random.default_rng(seed)``: the same rows, seed and resample count give
the same interval.
"""

from __future__ import annotations

import math
import warnings
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Hashable, Iterator, Mapping, Sequence

import numpy as np

_BLOCK_CELLS = 4_000_000
"""Resamples x clusters held in memory at once (32 MB of int64)."""


@dataclass(frozen=True)
class Ratio:
    """The statistic ``transform(sum(num) / sum(den))`` over rows."""

    num: np.ndarray
    den: np.ndarray
    transform: Callable[[np.ndarray], np.ndarray] | None = None


@dataclass(frozen=True)
class Interval:
    """A point estimate and its percentile bootstrap interval (NaN ends: fewer than 2 clusters)."""

    estimate: float
    low: float
    high: float


@dataclass(frozen=True)
class Difference:
    """``b - a`` (``estimate``) with its paired bootstrap interval and two-sided bootstrap p-value."""

    a: float
    b: float
    estimate: float
    low: float
    high: float
    p_value: float


def mean_of(values: Sequence[float | None]) -> Ratio:
    """The mean of ``values`` as a :class:`Ratio`; ``None`` and NaN rows are left out."""
    x = np.asarray(values, dtype=float)  # None -> NaN
    kept = ~np.isnan(x)
    return Ratio(np.where(kept, x, 0.0), kept.astype(float))


def cluster_codes(keys: Sequence[Hashable] | None, n: int) -> tuple[np.ndarray, int]:
    """Integer cluster ids 0..C-1 in order of first appearance, and C. ``None``: one per row."""
    if keys is None:
        return np.arange(n), n
    if len(keys) != n:
        raise ValueError(f"{len(keys)} cluster keys for {n} rows")
    index: dict[Hashable, int] = {}
    codes = np.fromiter((index.setdefault(k, len(index)) for k in keys), dtype=np.int64, count=n)
    return codes, len(index)


def _totals(stats: Sequence[Ratio], codes: np.ndarray, n_clusters: int) -> np.ndarray:
    """Per-cluster sums, shape (2 * len(stats), C): num and den of each statistic in turn."""
    rows = []
    for s in stats:
        rows.append(np.bincount(codes, weights=np.asarray(s.num, dtype=float), minlength=n_clusters))
        rows.append(np.bincount(codes, weights=np.asarray(s.den, dtype=float), minlength=n_clusters))
    return np.vstack(rows)


def resample_counts(n_clusters: int, resamples: int, rng: np.random.Generator) -> Iterator[np.ndarray]:
    """Blocks of resamples, each row the multiplicity of every cluster in one resample."""
    block = max(1, _BLOCK_CELLS // max(n_clusters, 1))
    for start in range(0, resamples, block):
        b = min(block, resamples - start)
        picks = rng.integers(0, n_clusters, size=(b, n_clusters))
        picks += (np.arange(b, dtype=np.int64) * n_clusters)[:, None]
        yield np.bincount(picks.ravel(), minlength=b * n_clusters).reshape(b, n_clusters)


def bootstrap_totals(totals: np.ndarray, resamples: int, seed: int) -> np.ndarray:
    """Resampled sums, shape (resamples, rows of ``totals``), from per-cluster sums (rows, C)."""
    rng = np.random.default_rng(seed)
    blocks = [counts @ totals.T for counts in resample_counts(totals.shape[1], resamples, rng)]
    return np.vstack(blocks) if blocks else np.empty((0, totals.shape[0]))


def _values(stats: Sequence[Ratio], sums: np.ndarray) -> np.ndarray:
    """The statistics from their sums (last axis: num, den, num, den, ...)."""
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        ratio = sums[..., 0::2] / sums[..., 1::2]
        for j, s in enumerate(stats):
            if s.transform is not None:
                ratio[..., j] = s.transform(ratio[..., j])
    return ratio


def _percentiles(draws: np.ndarray, level: float) -> tuple[np.ndarray, np.ndarray]:
    tail = 100 * (1 - level) / 2
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # an all-NaN column: NaN ends
        low, high = np.nanpercentile(draws, [tail, 100 - tail], axis=0)
    return low, high


def cluster_bootstrap(
    stats: Mapping[str, Ratio], clusters: Sequence[Hashable] | None = None, *,
    resamples: int = 1000, seed: int = 0, level: float = 0.95,
) -> dict[str, Interval]:
    """Percentile bootstrap intervals of several statistics of the same rows, on shared resamples.

    ``clusters``: one key per row (rows with equal keys are resampled together), or ``None`` for
    independent rows. Fewer than two clusters, or ``resamples`` 0, gives NaN ends.
    """
    names = list(stats)
    order = [stats[k] for k in names]
    n = len(order[0].num) if order else 0
    codes, n_clusters = cluster_codes(clusters, n)
    totals = _totals(order, codes, n_clusters)
    point = _values(order, totals.sum(axis=1))
    if n_clusters < 2 or resamples < 1:
        return {k: Interval(float(point[i]), math.nan, math.nan) for i, k in enumerate(names)}
    low, high = _percentiles(_values(order, bootstrap_totals(totals, resamples, seed)), level)
    return {k: Interval(float(point[i]), float(low[i]), float(high[i])) for i, k in enumerate(names)}


def mean_intervals(
    columns: Mapping[str, Sequence[float | None]], clusters: Sequence[Hashable] | None = None, **kwargs
) -> dict[str, Interval]:
    """:func:`cluster_bootstrap` of the mean of each column (``resamples``, ``seed``, ``level``)."""
    return cluster_bootstrap({k: mean_of(v) for k, v in columns.items()}, clusters, **kwargs)


def paired_bootstrap(
    a: Mapping[str, Ratio], b: Mapping[str, Ratio], clusters_a: Sequence[Hashable], clusters_b: Sequence[Hashable],
    *, resamples: int = 1000, seed: int = 0, level: float = 0.95,
) -> dict[str, Difference]:
    """``b - a`` for each statistic in both, resampling the clusters the two runs share.

    The rows of ``a`` and ``b`` are matched through their cluster keys (the same dataset rows give
    the same keys): each resample draws clusters once and recomputes both runs' statistics on the
    drawn clusters, so what the runs have in common cancels. The p-value is the centred bootstrap
    test of ``b - a = 0``: ``(1 + #{|d* - d| >= |d|}) / (1 + resamples)``.
    """
    names = [k for k in a if k in b]
    codes, n_clusters = cluster_codes([*clusters_a, *clusters_b], len(clusters_a) + len(clusters_b))
    codes_a, codes_b = codes[:len(clusters_a)], codes[len(clusters_a):]
    sa, sb = [a[k] for k in names], [b[k] for k in names]
    totals = np.vstack([_totals(sa, codes_a, n_clusters), _totals(sb, codes_b, n_clusters)])
    half = 2 * len(names)
    point = totals.sum(axis=1)
    va, vb = _values(sa, point[:half]), _values(sb, point[half:])
    d_hat = vb - va
    low = high = p = np.full(len(names), np.nan)
    if n_clusters >= 2 and resamples >= 1:
        sums = bootstrap_totals(totals, resamples, seed)
        draws = _values(sb, sums[:, half:]) - _values(sa, sums[:, :half])
        low, high = _percentiles(draws, level)
        p = _centred_p_values(draws, d_hat)
    return {k: Difference(*(float(v[i]) for v in (va, vb, d_hat, low, high, p))) for i, k in enumerate(names)}


def _centred_p_values(draws: np.ndarray, d_hat: np.ndarray) -> np.ndarray:
    finite = np.isfinite(draws)
    with np.errstate(invalid="ignore"):
        extreme = (np.abs(draws - d_hat) >= np.abs(d_hat) - 1e-12) & finite
    valid = finite.sum(axis=0)
    p = (1 + extreme.sum(axis=0)) / (1 + valid)
    return np.where(np.isfinite(d_hat) & (valid > 0), np.minimum(p, 1.0), np.nan)


def mcnemar_exact(a: Sequence[bool], b: Sequence[bool]) -> dict[str, float | int]:
    """The exact (binomial) McNemar test of paired binary outcomes, two-sided.

    ``a_only``: rows right in ``a`` and wrong in ``b``; ``b_only`` the reverse. Under the null each
    discordant row is ``a_only`` with probability 1/2, so ``p = min(1, 2 P(X <= min(a_only,
    b_only)))`` for ``X ~ Binomial(a_only + b_only, 1/2)``; 1 when there is no discordant row.
    It treats rows as independent (no clustering).
    """
    if len(a) != len(b):
        raise ValueError(f"{len(a)} outcomes against {len(b)}")
    a_only = sum(1 for x, y in zip(a, b) if x and not y)
    b_only = sum(1 for x, y in zip(a, b) if y and not x)
    n = a_only + b_only
    k = min(a_only, b_only)
    tail = Fraction(sum(math.comb(n, i) for i in range(k + 1)), 2 ** n)
    return {"a_only": a_only, "b_only": b_only, "discordant": n, "p_value": float(min(Fraction(1), 2 * tail))}


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k from ``n`` draws of which ``c`` are right (Chen et al., 2021, eq. 1).

    ``1 - C(n - c, k) / C(n, k)``, computed as a product so that large ``n`` does not overflow.
    """
    if not 0 <= c <= n or not 1 <= k <= n:
        raise ValueError(f"pass@k needs 0 <= c <= n and 1 <= k <= n, got n={n}, c={c}, k={k}")
    if n - c < k:
        return 1.0
    return 1.0 - float(np.prod(1.0 - k / np.arange(n - c + 1, n + 1)))


def agreement_rate(draws: Sequence[Hashable]) -> float:
    """Share of pairs of draws (of one row) that agree; NaN with fewer than two draws."""
    k = len(draws)
    if k < 2:
        return math.nan
    return sum(c * (c - 1) for c in Counter(draws).values()) / (k * (k - 1))


def pass_at_k_values(ks: Sequence[int], n: int) -> list[int]:
    """The k reported for ``n`` draws: 1, powers of two below ``n``, and ``n``."""
    out = [k for k in ks if 1 <= k <= n] if ks else [2 ** i for i in range(n.bit_length()) if 2 ** i < n] + [n]
    return sorted(set(out))
