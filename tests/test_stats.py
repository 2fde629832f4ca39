"""The statistics: clustered bootstrap coverage, paired differences, exact McNemar, pass@k, agreement.

``python tests/test_stats.py`` reruns the coverage simulation on 8 seeds: the figures in the README.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from groundeval.stats import (
    Ratio,
    agreement_rate,
    cluster_bootstrap,
    mcnemar_exact,
    mean_intervals,
    mean_of,
    paired_bootstrap,
    pass_at_k,
    pass_at_k_values,
)


def clustered_rows(rng, sims, clusters, per_cluster, rho, p):
    """Binary rows whose clusters have success probabilities ~ Beta with mean p and intra-cluster
    correlation rho (a beta-binomial): shape (sims, clusters * per_cluster)."""
    ab = (1 - rho) / rho
    pc = rng.beta(p * ab, (1 - p) * ab, size=(sims, clusters))
    hits = rng.random((sims, clusters, per_cluster)) < pc[:, :, None]
    return hits.astype(float).reshape(sims, clusters * per_cluster)


def coverage(intervals, truth):
    return float(np.mean([iv.low <= truth <= iv.high for iv in intervals.values()]))


def simulated_coverage(data_seed: int, boot_seed: int) -> tuple[float, float, float]:
    """Coverage at nominal 95 % of the clustered bootstrap, the row bootstrap and the row standard
    error, over 2,000 simulated benchmarks of 200 chunks x 8 rows, intra-chunk correlation 0.3
    (design effect 3.1). Each simulated benchmark is one statistic of a single bootstrap call, so
    the resamples are one matrix product. Monte Carlo s.e. of a 95 % coverage: 0.5 points."""
    sims, clusters, per_cluster, p = 2000, 200, 8, 0.6
    x = clustered_rows(np.random.default_rng(data_seed), sims, clusters, per_cluster, rho=0.3, p=p)
    stats = {s: mean_of(x[s]) for s in range(sims)}
    chunk = np.repeat(np.arange(clusters), per_cluster)
    clustered = coverage(cluster_bootstrap(stats, chunk, resamples=1000, seed=boot_seed), p)
    iid = coverage(cluster_bootstrap(stats, None, resamples=1000, seed=boot_seed), p)
    mean = x.mean(axis=1)
    se = np.sqrt(mean * (1 - mean) / (x.shape[1] - 1))  # what contains_stderr reports
    normal = float(np.mean(np.abs(mean - p) <= 1.96 * se))
    return clustered, iid, normal


def test_clustered_interval_covers_and_iid_interval_undercovers():
    clustered, iid, normal = simulated_coverage(2, 1)
    print(f"coverage at nominal 95%: clustered {clustered:.3f}, iid bootstrap {iid:.3f}, iid stderr {normal:.3f}")
    assert 0.93 <= clustered <= 0.97
    assert iid < 0.85 and normal < 0.85


def test_independent_rows_interval_matches_the_standard_error():
    x = (np.random.default_rng(0).random(4000) < 0.3).astype(float)
    iv = mean_intervals({"x": x}, resamples=2000, seed=0)["x"]
    se = math.sqrt(x.mean() * (1 - x.mean()) / (len(x) - 1))
    assert iv.estimate == pytest.approx(x.mean())
    assert (iv.high - iv.low) / 2 == pytest.approx(1.96 * se, rel=0.08)


def test_interval_is_seeded_and_ignores_nan_rows():
    values = [1.0, None, 0.0, float("nan"), 1.0, 1.0]
    a = mean_intervals({"v": values}, [0, 0, 1, 1, 2, 2], resamples=500, seed=3)["v"]
    b = mean_intervals({"v": values}, [0, 0, 1, 1, 2, 2], resamples=500, seed=3)["v"]
    assert a == b and a.estimate == pytest.approx(0.75)
    one = mean_intervals({"v": [1.0, 0.0]}, ["c", "c"], resamples=100)["v"]
    assert one.estimate == 0.5 and math.isnan(one.low) and math.isnan(one.high)


def test_ratio_statistic_with_a_transform():
    ll, words = np.array([-10.0, -20.0, -5.0]), np.array([5.0, 8.0, 2.0])
    iv = cluster_bootstrap({"ppl": Ratio(-ll, words, np.exp)}, resamples=200, seed=0)["ppl"]
    assert iv.estimate == pytest.approx(math.exp(35 / 15))
    assert iv.low <= iv.estimate <= iv.high


def test_paired_difference_recovers_a_known_difference():
    rng = np.random.default_rng(11)
    clusters, per_cluster, delta = 300, 6, 0.08
    chunk = np.repeat(np.arange(clusters), per_cluster)
    base = rng.beta(2, 2, size=clusters)[chunk]  # chunk difficulty, shared by both runs
    u = rng.random(len(chunk))  # common random numbers: the runs agree except near the margin
    a, b = (u < base).astype(float), (u < np.clip(base + delta, 0, 1)).astype(float)
    true = float(np.mean(np.clip(base + delta, 0, 1) - base))
    d = paired_bootstrap({"m": mean_of(a)}, {"m": mean_of(b)}, chunk, chunk, resamples=2000, seed=0)["m"]
    assert d.estimate == pytest.approx(b.mean() - a.mean())
    assert d.a == pytest.approx(a.mean()) and d.b == pytest.approx(b.mean())
    assert d.low <= true <= d.high and d.low > 0 and d.p_value < 0.01
    # pairing removes what the runs share: narrower than two independent intervals combined
    ia = mean_intervals({"m": a}, chunk, resamples=2000, seed=0)["m"]
    ib = mean_intervals({"m": b}, chunk, resamples=2000, seed=1)["m"]
    assert d.high - d.low < 0.5 * math.hypot(ia.high - ia.low, ib.high - ib.low)


def test_paired_difference_of_equal_runs_is_not_significant():
    rng = np.random.default_rng(5)
    chunk = np.repeat(np.arange(200), 5)
    p = rng.beta(2, 2, size=200)[chunk]
    a, b = (rng.random(1000) < p).astype(float), (rng.random(1000) < p).astype(float)
    d = paired_bootstrap({"m": mean_of(a)}, {"m": mean_of(b)}, chunk, chunk, resamples=2000, seed=0)["m"]
    assert d.low <= 0 <= d.high and d.p_value > 0.05
    same = paired_bootstrap({"m": mean_of(a)}, {"m": mean_of(a)}, chunk, chunk, resamples=200, seed=0)["m"]
    assert same.estimate == 0 and same.p_value == 1.0


@pytest.mark.parametrize("a_only,b_only", [(0, 0), (0, 1), (1, 0), (3, 3), (2, 9), (12, 4), (0, 25), (40, 61), (300, 350)])
def test_mcnemar_matches_scipy_binomtest(a_only, b_only):
    from scipy.stats import binomtest

    both = 7
    a = [True] * a_only + [False] * b_only + [True] * both + [False] * 5
    b = [False] * a_only + [True] * b_only + [True] * both + [False] * 5
    out = mcnemar_exact(a, b)
    assert (out["a_only"], out["b_only"], out["discordant"]) == (a_only, b_only, a_only + b_only)
    expected = 1.0 if a_only + b_only == 0 else binomtest(a_only, a_only + b_only, 0.5).pvalue
    assert out["p_value"] == pytest.approx(expected, rel=1e-9, abs=1e-300)


def test_pass_at_k_matches_its_closed_form():
    for n in range(1, 21):
        for c in range(n + 1):
            for k in range(1, n + 1):
                expected = 1 - math.comb(n - c, k) / math.comb(n, k)
                assert pass_at_k(n, c, k) == pytest.approx(expected, abs=1e-12)
    assert pass_at_k(200, 3, 1) == pytest.approx(3 / 200)
    with pytest.raises(ValueError):
        pass_at_k(3, 1, 4)


@pytest.mark.parametrize("n,k,p", [(10, 1, 0.3), (10, 5, 0.2), (16, 8, 0.05)])
def test_pass_at_k_is_unbiased(n, k, p):
    # E[estimate] over c ~ Binomial(n, p) is exactly 1 - (1 - p)^k, the chance that k draws pass.
    expectation = sum(math.comb(n, c) * p**c * (1 - p) ** (n - c) * pass_at_k(n, c, k) for c in range(n + 1))
    assert expectation == pytest.approx(1 - (1 - p) ** k, abs=1e-12)


def test_agreement_rate_and_reported_k():
    assert agreement_rate(["a", "a", "a"]) == 1.0
    assert agreement_rate([1, 0]) == 0.0
    assert agreement_rate([1, 1, 0, 0]) == pytest.approx(4 / 12)
    assert math.isnan(agreement_rate(["x"]))
    assert pass_at_k_values((), 10) == [1, 2, 4, 8, 10]
    assert pass_at_k_values((), 1) == [1]
    assert pass_at_k_values((1, 5, 20), 10) == [1, 5]


if __name__ == "__main__":
    found = np.array([simulated_coverage(seed, seed) for seed in range(8)])
    for name, column in zip(("clustered bootstrap", "row bootstrap", "row standard error"), found.T):
        print(f"{name}: {100 * column.min():.1f}-{100 * column.max():.1f} % (mean {100 * column.mean():.1f} %)")
