"""Row validation shared by the dataset builders and the tasks: every problem names its row and field."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from .errors import UserError


class RowError(UserError, ValueError):
    """A row that cannot be used, with where it is and what is wrong."""

    def __init__(self, source: str, row: int, field: str, problem: str) -> None:
        self.source, self.row, self.field, self.problem = source, row, field, problem
        super().__init__(f"{source}: row {row}, field {field!r}: {problem}")


def check_string_fields(
    rows: Iterable[Mapping[str, Any]],
    fields: Iterable[str],
    *,
    non_empty: Iterable[str] = (),
    source: str = "dataset",
) -> int:
    """Raise :class:`RowError` at the first row whose ``fields`` are missing, not strings, or empty.

    ``non_empty`` fields must also have non-whitespace content. Returns the number of rows checked;
    nothing is dropped or repaired.
    """
    fields = list(fields)
    non_empty = set(non_empty)
    count = 0
    for i, row in enumerate(rows):
        for field in fields:
            if field not in row:
                raise RowError(source, i, field, "missing")
            value = row[field]
            if not isinstance(value, str):
                raise RowError(source, i, field, f"expected a string, got {type(value).__name__} ({value!r:.80})")
            if field in non_empty and not value.strip():
                raise RowError(source, i, field, "empty")
        count += 1
    return count
