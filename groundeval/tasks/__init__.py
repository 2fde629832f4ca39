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


def describe_task(cls: type[Task]) -> str:
    """One task as ``run.py --list-tasks`` shows it: what it does, its version, protocols, options
    (each with its default and help) and where its rows come from when no --dataset is given."""
    doc = (cls.__doc__ or "").strip().splitlines()
    lines = [f"{cls.name} (version {cls.version})", f"  {cls.description or (doc[0] if doc else '')}",
             f"  protocols: {', '.join(cls.protocols)}"]
    where = ", ".join(f"{k} {v}" for k, v in (("config", cls.hub_config), ("split", cls.split)) if v)
    lines.append(f"  default dataset: {cls.hub_dataset}" + (f" ({where})" if where else ""))
    if cls.sample_file:
        lines.append(f"  bundled sample (--bundled-samples): {cls.sample_source()}")  # where it is, checkout or wheel
    if not cls.options_spec:
        lines.append("  options: none")
        return "\n".join(lines)
    lines.append(f"  options (--task-option {cls.name}.KEY=VALUE):")
    for key, option in cls.options_spec.items():
        choices = f" (one of {', '.join(map(repr, option.choices))})" if option.choices is not None else ""
        lines.append(f"    {key} = {option.default!r}: {option.help}{choices}")
    return "\n".join(lines)


def describe_tasks() -> str:
    """Every registered task, by name, as :func:`describe_task` shows it, a blank line between."""
    load_task_modules()
    return "\n\n".join(describe_task(TASKS[name]) for name in sorted(TASKS))


__all__ = ["PROTOCOLS", "Option", "Request", "Task", "TaskOptionError", "TaskResult", "TASKS", "register", "get_task",
           "load_task_modules", "describe_task", "describe_tasks"]
