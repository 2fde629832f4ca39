"""Requests in flight: N at once, paced, retried, cached, with a progress bar.

:class:`CallPool` answers a list of :class:`Call` objects and returns one :class:`Outcome` per
call, in the calls' order whatever the order of the answers, so the results are the same for any
``--num_concurrent``. A call whose answer is in the cache sends nothing. A failure that another
try may fix (a refused or dropped connection, a timeout, HTTP 408/429/5xx, a malformed body) is
retried after ``backoff * 2**attempt`` seconds times a jitter in [0.5, 1.5), or after the
server's ``Retry-After`` when it gives one; after ``max_retries`` retries of one call, or at a
failure no retry can fix (another 4xx), no new call starts, those in flight finish (their answers
are cached), and :class:`GaveUp` ends the run in one line: the same command resumes it.
"""

from __future__ import annotations

import dataclasses
import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

from ..errors import UserError
from .cache import RequestCache, request_key
from .client import APIError, Reply


class GaveUp(UserError):
    """A request failed for good; what finished before is in the cache."""


@dataclasses.dataclass(frozen=True)
class Limits:
    """How hard to push a server."""

    concurrency: int = 1
    requests_per_minute: float | None = None
    timeout: float = 600.0
    max_retries: int = 5
    backoff: float = 1.0
    backoff_max: float = 60.0
    retry_after_max: float = 600.0


@dataclasses.dataclass
class Call:
    kind: str  # "completions" or "chat"
    body: dict[str, Any]
    label: str = ""  # what the call is for, in messages (e.g. "fda row 12")


@dataclasses.dataclass
class Outcome:
    reply: Reply
    latency: float | None  # seconds of the successful try; None for a cached answer
    retries: int
    cached: bool


@dataclasses.dataclass
class Counters:
    requests: int = 0  # HTTP requests sent (retries included)
    retries: int = 0
    cache_hits: int = 0
    answers: int = 0  # answers received and cached

    def take(self) -> dict[str, int]:
        out = dataclasses.asdict(self)
        self.requests = self.retries = self.cache_hits = self.answers = 0
        return out


class CallPool:
    """Sends calls through ``send(kind, body) -> Reply`` under ``limits``, keeping answers in ``cache``."""

    def __init__(self, send: Callable[[str, dict[str, Any]], Reply], limits: Limits, cache: RequestCache | None,
                 model: str, fingerprint: str | None = None, where: str = "", sleep: Callable[[float], None] = time.sleep,
                 seed: int = 0) -> None:
        self.send = send
        self.limits = limits
        self.cache = cache
        self.model = model
        self.fingerprint = fingerprint
        self.where = where
        self.counters = Counters()
        self._sleep = sleep
        self._rng = random.Random(seed)
        self._lock = threading.Lock()
        self._next_start = 0.0
        self._stop = threading.Event()
        self._in_flight = 0
        self._retried = 0

    def key(self, call: Call) -> str:
        return request_key(call.kind, self.model, self.fingerprint, call.body)

    def run(self, calls: list[Call], desc: str = "requests") -> list[Outcome]:
        """One outcome per call, in order."""
        from tqdm.auto import tqdm

        outcomes: list[Outcome | None] = [None] * len(calls)
        todo = []
        for i, call in enumerate(calls):
            cached = self.cache.get(self.key(call)) if self.cache is not None else None
            if cached is not None:
                outcomes[i] = Outcome(Reply.from_json(cached), None, 0, True)
                self.counters.cache_hits += 1
            else:
                todo.append(i)
        if not todo:
            return outcomes  # type: ignore[return-value]
        self._stop.clear()
        failure: list[BaseException] = []
        bar = tqdm(total=len(calls), initial=len(calls) - len(todo), desc=desc, unit="req", leave=False)

        def work(i: int) -> None:
            if self._stop.is_set():
                return
            try:
                outcomes[i] = self._one(calls[i], bar)
            except BaseException as err:  # the first failure stops new calls; in-flight ones finish
                with self._lock:
                    failure.append(err)
                self._stop.set()
            else:
                with self._lock:
                    bar.update(1)

        pool = ThreadPoolExecutor(max_workers=max(1, min(self.limits.concurrency, len(todo))), thread_name_prefix="groundeval-api")
        try:
            for future in [pool.submit(work, i) for i in todo]:
                future.result()
        except BaseException:
            self._stop.set()
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        finally:
            bar.close()
        pool.shutdown(wait=True)
        if failure:
            raise self._fatal(failure[0], sum(o is not None for o in outcomes))
        return outcomes  # type: ignore[return-value]

    def _one(self, call: Call, bar: Any) -> Outcome:
        attempt = 0
        while True:
            self._pace()
            with self._lock:
                self._in_flight += 1
                self.counters.requests += 1
                bar.set_postfix(in_flight=self._in_flight, retried=self._retried, refresh=False)
            started = time.perf_counter()
            try:
                reply = self.send(call.kind, call.body)
            except APIError as err:
                if not err.retryable or attempt >= self.limits.max_retries or self._stop.is_set():
                    err.attempts = attempt + 1  # type: ignore[attr-defined]
                    err.call = call  # type: ignore[attr-defined]
                    raise
                delay = self.delay(attempt, err.retry_after)
                attempt += 1
                with self._lock:
                    self.counters.retries += 1
                    self._retried += 1
                self._sleep(delay)
                continue
            finally:
                with self._lock:
                    self._in_flight -= 1
            latency = time.perf_counter() - started
            if self.cache is not None:
                self.cache.put(self.key(call), call.kind, self.model, call.body, reply.to_json())
            with self._lock:
                self.counters.answers += 1
            return Outcome(reply, latency, attempt, False)

    def delay(self, attempt: int, retry_after: float | None) -> float:
        """Seconds to wait before retry ``attempt + 1``: ``Retry-After`` (capped), else backoff with jitter."""
        with self._lock:
            jitter = self._rng.random()
        if retry_after is not None:
            return min(retry_after, self.limits.retry_after_max) + 0.1 * jitter
        return min(self.limits.backoff_max, self.limits.backoff * 2 ** attempt) * (0.5 + jitter)

    def _pace(self) -> None:
        """Wait for this request's turn under ``--requests-per-minute``."""
        rpm = self.limits.requests_per_minute
        if not rpm:
            return
        with self._lock:
            now = time.monotonic()
            start = max(now, self._next_start)
            self._next_start = start + 60.0 / rpm
        if start > now:
            self._sleep(start - now)

    def _fatal(self, err: BaseException, done: int) -> BaseException:
        if not isinstance(err, APIError):
            return err
        call = getattr(err, "call", None)
        what = f" ({call.label})" if call is not None and call.label else ""
        tries = getattr(err, "attempts", 1)
        kept = "answers received so far are kept in the request cache" if self.cache is not None else \
            "finished units are kept (no request cache: --cache off)"
        if err.retryable:
            return GaveUp(f"{self.where}: a request{what} failed {tries} times, last: {err}; {kept}; "
                          "run the same command again to resume (raise --max-retries or lower --num_concurrent if the server is overloaded)")
        return GaveUp(f"{self.where}: the server refused a request{what}: {err}; {kept}")
