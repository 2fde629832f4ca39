"""lm-evaluation-harness tasks that read groundeval's local rows, for side-by-side checks.

``task_manager()`` (a ``TaskManager`` of this folder only) registers ``groundeval_local_fda`` and
``groundeval_local_squad_completion`` (plus ``groundeval_local_squad_completion_v1``, the same
task with its intended ``"\n"``/48 settings, groundeval's ``v1``): lm-eval's own ``fda`` /
``squad_completion`` task classes (prompts, stops, budgets and scoring unchanged) pointed at the
JSON-lines or Parquet file named by the environment variable ``GROUNDEVAL_LMEVAL_ROWS`` instead
of the Hub. Used by ``scripts/bench.py`` and the parity tests; nothing else imports lm-eval.
lm-eval's own task folders are not indexed (``include_defaults=False``; indexing them all takes
~20 s): the task classes above import their lm-eval modules directly.
"""

from pathlib import Path

TASKS_DIR = Path(__file__).resolve().parent


def task_manager():
    """An lm-eval ``TaskManager`` that knows this folder's tasks and nothing else."""
    from lm_eval.tasks import TaskManager

    return TaskManager(include_path=str(TASKS_DIR), include_defaults=False)
