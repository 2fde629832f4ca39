"""Run-wide overrides of what the tasks ask of the model, in lm-evaluation-harness's terms.

An lm-eval user changes generation for a whole run with ``--gen_kwargs until=...,max_gen_toks=64``
and prompts with ``--system_instruction TEXT``. This module reads the same syntax and applies the
same meaning to groundeval's requests, after each task has made them, so no task needs to know:

* :func:`parse_key_values` and :func:`coerce` read lm-eval's ``key=value,key=value`` strings (shared
  with ``--model_args``): commas inside brackets or quotes do not split, ``true``/``false``/``none``,
  integers and floats are converted, a bracketed or quoted value is a Python literal (so
  ``until=["\\n\\n","Question:"]`` is a list of two stop strings with real newlines), anything else
  stays a string.
* :func:`parse_gen_kwargs` checks each key and its type (an unknown key is an error that lists the
  supported ones, since a silently ignored key would leave the user believing it applied) and
  :func:`resolve_sampling` reconciles ``temperature``/``top_p``/``do_sample`` with the runner's own
  ``--temperature``/``--top-p``: a value the flag left at its default is taken, a different value
  set both ways is an error.
* :func:`apply_overrides` replaces the stop strings and token budget of every ``generate_until``
  request (lm-eval updates the task's ``generation_kwargs`` the same way) and attaches the system
  instruction; rolling log-likelihood requests have no generation settings and no prompt to
  instruct, in lm-eval as here, so they pass unchanged.
* :func:`join_instruction` is how lm-eval puts the instruction before the task's own description
  when there is one (its ``maybe_delimit`` with the ``"\\n\\n"`` few-shot delimiter);
  :class:`~groundeval.engine.encoding.PromptEncoder` uses it to render the prompt.
"""

from __future__ import annotations

import ast
import dataclasses
import json
from typing import Any, Mapping, Sequence

from .base import Request

GEN_KWARGS = {
    "until": "stop strings: one string or a list of strings (replaces the task's)",
    "max_gen_toks": "most new tokens per request (replaces the task's); aliases max_new_tokens, max_tokens, max_completion_tokens",
    "temperature": "sampling temperature, 0 for greedy decoding (as --temperature)",
    "top_p": "nucleus sampling mass in (0, 1] (as --top-p)",
    "do_sample": "true: sample (needs temperature > 0); false: greedy (needs temperature 0)",
}
"""The ``--gen_kwargs`` keys groundeval applies, with what each does."""
MAX_TOKEN_ALIASES = ("max_new_tokens", "max_tokens", "max_completion_tokens")
INSTRUCTION_DELIMITER = "\n\n"
"""What lm-eval puts between a system instruction and a task description (its few-shot delimiter)."""

__all__ = ["GEN_KWARGS", "GenKwargs", "parse_key_values", "coerce", "parse_gen_kwargs", "resolve_sampling",
           "apply_overrides", "join_instruction"]


def split_top_level(text: str) -> list[str]:
    """``text`` split at commas outside brackets, braces and quotes; empty pieces dropped."""
    parts, current, depth, quote = [], [], 0, None
    for char in text:
        if quote is not None:
            quote = None if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char in "[({":
            depth += 1
        elif char in "])}":
            depth = max(depth - 1, 0)
        elif char == "," and depth == 0:
            parts.append("".join(current))
            current = []
            continue
        current.append(char)
    parts.append("".join(current))
    return [p.strip() for p in parts if p.strip()]


def parse_key_values(items: Sequence[str] | str | None, flag: str) -> dict[str, str]:
    """lm-eval's ``key=value,key=value`` (one string or several, as its CLI takes them; or one JSON
    object) -> the raw value text per key. A piece without ``=`` or a key given twice is a
    ValueError naming ``flag``: lm-eval would keep the last value, which hides a typo."""
    items = [items] if isinstance(items, str) else list(items or [])
    if len(items) == 1 and items[0].lstrip().startswith("{"):
        try:
            obj = json.loads(items[0])
        except json.JSONDecodeError as err:
            raise ValueError(f"{flag}: not a JSON object: {err}") from None
        return {str(k): json.dumps(v) for k, v in obj.items()}
    out: dict[str, str] = {}
    for piece in (p for item in items for p in split_top_level(item)):
        key, sep, value = piece.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"{flag} expects key=value pairs separated by commas, got {piece!r}")
        if key in out:
            raise ValueError(f"{flag} gives {key} twice ({out[key]!r} and {value.strip()!r})")
        out[key] = value.strip()
    return out


def coerce(raw: str) -> Any:
    """A raw value as lm-eval reads it: bool, None, int, float, a Python literal when bracketed or
    quoted, else the text itself."""
    lower = raw.lower()
    if lower in ("true", "false"):
        return lower == "true"
    if lower == "none":
        return None
    if raw.lstrip("+-").isdigit():
        return int(raw)
    try:
        return float(raw)
    except ValueError:
        pass
    if raw and raw[0] in "[(\"'{":
        try:
            return ast.literal_eval(raw)
        except (ValueError, SyntaxError):
            pass
    return raw


@dataclasses.dataclass(frozen=True)
class GenKwargs:
    """What ``--gen_kwargs`` asked for; None: not given (the task's or the flag's value stands)."""

    until: tuple[str, ...] | None = None
    max_gen_toks: int | None = None
    temperature: float | None = None
    top_p: float | None = None
    do_sample: bool | None = None

    def request_overrides(self) -> dict[str, Any]:
        """The per-request settings to record and sign: ``until`` (a list) and ``max_gen_toks``, where given."""
        out: dict[str, Any] = {}
        if self.until is not None:
            out["until"] = list(self.until)
        if self.max_gen_toks is not None:
            out["max_gen_toks"] = self.max_gen_toks
        return out


def _number(key: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"--gen_kwargs {key} must be a number, got {value!r}")
    return float(value)


def _stops(value: Any) -> tuple[str, ...]:
    stops = [value] if isinstance(value, str) else value
    if not isinstance(stops, (list, tuple)) or not all(isinstance(s, str) for s in stops):
        raise ValueError(f"--gen_kwargs until must be a string or a list of strings, got {value!r}")
    return tuple(stops)


def _max_gen_toks(values: dict[str, Any]) -> int | None:
    given = {k: values[k] for k in ("max_gen_toks", *MAX_TOKEN_ALIASES) if k in values}
    if len(set(map(repr, given.values()))) > 1:
        raise ValueError(f"--gen_kwargs gives different token budgets: {', '.join(f'{k}={v!r}' for k, v in given.items())}")
    if not given:
        return None
    key, value = next(iter(given.items()))
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"--gen_kwargs {key} must be a positive integer, got {value!r}")
    return value


def parse_gen_kwargs(items: Sequence[str] | str | None) -> GenKwargs:
    """``--gen_kwargs`` checked key by key and typed; ValueError with one line on anything wrong."""
    values = {k: coerce(v) for k, v in parse_key_values(items, "--gen_kwargs").items()}
    unknown = sorted(set(values) - set(GEN_KWARGS) - set(MAX_TOKEN_ALIASES))
    if unknown:
        raise ValueError(f"--gen_kwargs has unsupported key(s) {', '.join(unknown)}; supported: "
                         f"{', '.join(GEN_KWARGS)} (and {', '.join(MAX_TOKEN_ALIASES)} for max_gen_toks)")
    if "do_sample" in values and not isinstance(values["do_sample"], bool):
        raise ValueError(f"--gen_kwargs do_sample must be true or false, got {values['do_sample']!r}")
    return GenKwargs(
        until=_stops(values["until"]) if "until" in values else None,
        max_gen_toks=_max_gen_toks(values),
        temperature=_number("temperature", values["temperature"]) if "temperature" in values else None,
        top_p=_number("top_p", values["top_p"]) if "top_p" in values else None,
        do_sample=values.get("do_sample"),
    )


def _reconcile(key: str, flag: str, asked: float | None, flag_value: float, flag_default: float) -> float:
    """The value of one sampling setting given both ways: a flag at its default yields."""
    if asked is None:
        return flag_value
    if flag_value != flag_default and asked != flag_value:
        raise ValueError(f"--gen_kwargs {key}={asked:g} conflicts with {flag} {flag_value:g}; give it once")
    return asked


def resolve_sampling(gen: GenKwargs, temperature: float, top_p: float) -> tuple[float, float]:
    """The run's temperature and top-p from the flags (``--temperature`` default 0, ``--top-p``
    default 1) and ``--gen_kwargs``. lm-eval reads ``do_sample=false`` as "force temperature 0" and
    warns; here any disagreement is an error, since the record could otherwise say one thing and
    the run do another."""
    temperature = _reconcile("temperature", "--temperature", gen.temperature, temperature, 0.0)
    top_p = _reconcile("top_p", "--top-p", gen.top_p, top_p, 1.0)
    if gen.do_sample is True and temperature == 0:
        raise ValueError("--gen_kwargs do_sample=true needs temperature > 0 (in --gen_kwargs or --temperature)")
    if gen.do_sample is False and temperature > 0:
        raise ValueError(f"--gen_kwargs do_sample=false conflicts with temperature {temperature:g}; greedy decoding is temperature 0")
    return temperature, top_p


def apply_overrides(requests: Sequence[Request], gen_kwargs: Mapping[str, Any],
                    system_instruction: str | None) -> list[Request]:
    """The requests with ``gen_kwargs`` (``until``, ``max_gen_toks``; see
    :meth:`GenKwargs.request_overrides`) and the system instruction applied to each
    ``generate_until`` request; the rest as they are."""
    changes: dict[str, Any] = {}
    if "until" in gen_kwargs:
        changes["stop"] = tuple(gen_kwargs["until"])
    if "max_gen_toks" in gen_kwargs:
        changes["max_gen_toks"] = int(gen_kwargs["max_gen_toks"])
    if system_instruction is not None:
        changes["system_instruction"] = system_instruction
    if not changes:
        return list(requests)
    return [dataclasses.replace(r, **changes) if r.kind == "generate_until" else r for r in requests]


def join_instruction(instruction: str | None, text: str | None) -> str:
    """``instruction`` before ``text`` as lm-eval joins a system instruction and a task description:
    ``"\\n\\n"`` between them unless either side already has whitespace at the join."""
    if not instruction:
        return text or ""
    if not text:
        return instruction
    if instruction[-1].isspace() or text[0].isspace():
        return instruction + text
    return instruction + INSTRUCTION_DELIMITER + text
