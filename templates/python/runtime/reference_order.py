# The order of the original reference, in which the source document states its 'not shown' regions:
# field paths compared segment by segment, case-insensitively, array indexes ignored.

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

_INDEXES: Final = re.compile(r"\[\d*\]")


def reference_segments(path: str) -> list[str]:
    return _INDEXES.sub("", path.lower()).split(".")


def compare_segments(left: Sequence[str], right: Sequence[str]) -> int:
    for a, b in zip(left, right):
        if a != b:
            return -1 if a < b else 1
    return len(left) - len(right)


def is_at_or_under(path: str, ancestor: str) -> bool:
    """``path`` is ``ancestor`` or lies below it (indexes ignored)."""
    normal = _INDEXES.sub("", path)
    base = _INDEXES.sub("", ancestor)
    return normal == base or normal.startswith(f"{base}.")


def is_below(path: str, ancestor: str) -> bool:
    """``path`` lies below ``ancestor``, not at it (indexes ignored)."""
    return _INDEXES.sub("", path).startswith(f"{_INDEXES.sub('', ancestor)}.")
