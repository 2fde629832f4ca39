"""The task registry: ``get_task("fda")`` and ``TASKS``.

Each task module registers its classes here; the runner knows tasks only by name.
"""

from __future__ import annotations

from .base import PROTOCOLS, Option, Request, Task, TaskOptionError, TaskResult

TASKS: dict[str, type[Task]] = {}


def register(cls: type[Task]) -> type[Task]:
    """Class decorator adding a task to :data:`TASKS` under ``cls.name``."""
    if cls.name in TASKS:
        raise ValueError(f"task {cls.name!r} is registered twice")
    TASKS[cls.name] = cls
    return cls


def get_task(name: str, **options) -> Task:
    load_task_modules()
    try:
        cls = TASKS[name]
    except KeyError:
        raise ValueError(f"unknown task {name!r}; known tasks: {', '.join(sorted(TASKS))}") from None
    return cls(**options)


def load_task_modules() -> None:
    # Imported lazily so that `import groundeval.tasks` stays cheap.
    import importlib

    for module in _TASK_MODULES:
        try:
            importlib.import_module(f"{__name__}.{module}")
        except ModuleNotFoundError as err:
            if err.name != f"{__name__}.{module}":
                raise


_TASK_MODULES = ("recall", "olaph", "fda_label_qa")

__all__ = ["PROTOCOLS", "Option", "Request", "Task", "TaskOptionError", "TaskResult", "TASKS", "register", "get_task", "load_task_modules"]
