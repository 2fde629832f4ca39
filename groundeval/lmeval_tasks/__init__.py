"""lm-evaluation-harness tasks that read groundeval's local rows, for side-by-side checks.

``task_manager()`` (a ``TaskManager`` of this folder only) registers ``groundeval_local_fda`` and
``groundeval_local_squad_completion`` (plus ``groundeval_local_squad_completion_v1``, the same
task with its intended ``"\n"``/48 settings, groundeval's ``v1``): lm-eval's own ``fda`` /
``squad_completion`` task classes (prompts, stops, budgets and scoring unchanged) pointed at the
JSON-lines or Parquet file named by the environment variable ``GROUNDEVAL_LMEVAL_ROWS`` instead
of the Hub. Used by ``scripts/bench.py`` and the parity tests; nothing else imports lm-eval.
lm-eval's own task folders are not indexed (``include_defaults=False``; indexing them all takes
~20 s): the task classes above import their lm-eval modules directly.

The task folder shipped for lm-eval users is ``harness/`` (``HARNESS_DIR``): groundeval's own
tasks and protocols (``groundeval_fda``, ``groundeval_squad_completion``, ``groundeval_olaph``, ...)
for ``lm_eval --include_path``. It is a separate folder so that including it does not register
the local test-only tasks above. ``python -m groundeval.lmeval_tasks`` prints its path.
"""

from pathlib import Path

TASKS_DIR = Path(__file__).resolve().parent
HARNESS_DIR = TASKS_DIR / "harness"
"""The task folder for ``lm_eval --include_path``: groundeval's tasks inside lm-evaluation-harness."""


def include_path() -> str:
    """The ``--include_path`` value for groundeval's tasks: the installed ``harness/`` folder."""
    return str(HARNESS_DIR)


def task_manager():
    """An lm-eval ``TaskManager`` of this folder: the local tasks above (and, since lm-eval indexes
    folders recursively, the names in ``harness/``; none of lm-eval's own task folders)."""
    from lm_eval.tasks import TaskManager

    return TaskManager(include_path=str(TASKS_DIR), include_defaults=False)
