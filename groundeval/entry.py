"""The one error path of every console entry point (``scripts/*.py``, the builders, lm-eval's task
folder): a user's mistake is one line on stderr and exit status 2, a stop by SIGTERM or Ctrl-C is
one line saying how to go on, anything else is a bug and keeps its traceback.

    def main(argv=None) -> int: ...
    if __name__ == "__main__":
        sys.exit(entry.run("report.py", main))

``--debug`` anywhere on the command line (or ``GROUNDEVAL_DEBUG=1``) shows the traceback of
mistakes too. What counts as a mistake: :class:`~groundeval.errors.UserError`, a ``ValueError``
(bad values, unreadable JSON or text, files that say what they should not), an ``OSError`` (a
missing or unreadable file, a folder where a file is wanted, a full disk) and input nested too
deeply to read (``RecursionError``).
"""

from __future__ import annotations

import errno
import os
import signal
import sys
from typing import Callable, Sequence

from .errors import UserError

__all__ = ["Stopped", "fraction", "int_range", "message", "run"]

_OS_HINTS = {
    errno.ENOSPC: "no space left on the device; free some space or write somewhere else (--output-dir, --out)",
    errno.EDQUOT: "disk quota exceeded; free some space or write somewhere else",
    errno.EACCES: "permission denied",
    errno.EPERM: "operation not permitted",
    errno.EROFS: "the file system is read-only; write somewhere else",
    errno.EISDIR: "is a folder, a file was expected",
    errno.ENOTDIR: "is not a folder (a file is in the way)",
    errno.ENOENT: "no such file or folder",
    errno.EEXIST: "already exists",
}


class Stopped(BaseException):
    """The process was asked to stop (SIGTERM); raised in the main thread so that ``with`` blocks
    (the output folder's lock, temporary files) unwind."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


def message(exc: BaseException) -> str | None:
    """The one line a user's mistake is shown as, or ``None`` for a bug."""
    if isinstance(exc, UserError):
        return str(exc)
    if isinstance(exc, OSError):
        what = " -> ".join(str(p) for p in (exc.filename, exc.filename2) if p)
        if not what:  # raised with a message of our own
            return _OS_HINTS.get(exc.errno or -1) or str(exc)
        return f"{what}: {_OS_HINTS.get(exc.errno or -1) or exc.strerror or str(exc)}"
    if isinstance(exc, RecursionError):
        return "the input is nested too deeply to read"
    if isinstance(exc, ValueError):
        text = str(exc).strip()
        return text.splitlines()[0] if text else type(exc).__name__
    return None


def examples(doc: str, script: str, prog: str) -> str:
    """A command's help text with its examples in the form it was started in: ``python
    scripts/report.py ...`` in a checkout, ``groundeval report ...`` under the console script."""
    return doc.replace(f"python scripts/{script}", prog) if prog.startswith("groundeval ") else doc


def int_range(low: int, high: int | None = None):
    """An argparse ``type``: an integer in ``[low, high]`` (a count of batches, runs, resamples),
    else argparse's one-line usage error."""
    import argparse

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
        if value < low or (high is not None and value > high):
            raise argparse.ArgumentTypeError(f"{value} is out of range: give {low} to {high}" if high is not None
                                             else f"{value} is out of range: give {low} or more")
        return value

    parse.__name__ = "integer"
    return parse


def fraction(text: str) -> float:
    """An argparse ``type``: a number strictly between 0 and 1 (an interval level)."""
    import argparse
    import math

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value) or not 0 < value < 1:
        raise argparse.ArgumentTypeError(f"{text} is out of range: give a number between 0 and 1 (e.g. 0.95)")
    return value


def _on_sigterm(signum: int, frame: object) -> None:
    raise Stopped(signum)


def run(prog: str, main: Callable[[list[str]], int | None], argv: Sequence[str] | None = None,
        resumable: bool = False) -> int:
    """Call ``main(argv)`` (``--debug`` taken out) under the error path; returns the exit status.

    ``resumable``: the stop message says that the same command resumes the run."""
    args = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in args or os.environ.get("GROUNDEVAL_DEBUG") == "1"
    args = [a for a in args if a != "--debug"]
    previous = None
    try:
        previous = signal.signal(signal.SIGTERM, _on_sigterm)
    except ValueError:  # not the main thread (a test calling main directly): no handler
        previous = None
    try:
        return int(main(args) or 0)
    except (Stopped, KeyboardInterrupt) as exc:
        signum = exc.signum if isinstance(exc, Stopped) else signal.SIGINT
        then = "; run the same command again to resume it" if resumable else ""
        print(f"{prog}: stopped by {signal.Signals(signum).name}{then}", file=sys.stderr)
        return 128 + int(signum)
    except Exception as exc:
        line = message(exc)
        if line is None or debug:
            raise
        print(f"{prog}: error: {line}", file=sys.stderr)
        return 2
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
