# What the cross-field rules read: a body's parts by own keys, what the field checks refused (a rule
# does not judge a value its own field, or a group or list around it, refused), and exact sums.

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .checks import is_list, is_record
from .contract import ValidationError, finding_field
from .decimals import add_units, decimal_text, is_decimal_text, to_units


class Absent:
    """The value at a path the body does not have (JSON's null is a value: None)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "ABSENT"


ABSENT: Final = Absent()


def own_at(value: object, key: str) -> object:
    """The value of a key of a JSON object, or ABSENT."""
    return value.get(key, ABSENT) if is_record(value) else ABSENT


class Refusals:
    """The paths the field checks refused: the first ``count`` findings (the rules' own come after them)."""

    __slots__ = ("_paths",)

    def __init__(self, findings: Sequence[ValidationError], count: int) -> None:
        self._paths = frozenset(finding_field(finding) for finding in findings[:count])

    def covers(self, path: str) -> bool:
        """Whether ``path`` or a group or list around it was refused (``order.item[0].unitPrice`` by ``order.item``)."""
        if not self._paths:
            return False
        for end in range(len(path) + 1):
            if (end == len(path) or path[end] in ".[") and path[:end] in self._paths:
                return True
        return False

    def has(self, path: str) -> bool:
        return path in self._paths

    def any_starting_with(self, prefix: str) -> bool:
        return any(path.startswith(prefix) for path in self._paths)


def refusals_of(findings: Sequence[ValidationError], count: int) -> Refusals:
    return Refusals(findings, count)


RuleValue = str | None | Absent
"""A rule's decimal: its text, ABSENT when absent (adds nothing), None when refused or no decimal (the rule is not judged)."""


def rule_decimal(value: object, path: str, refused: Refusals) -> RuleValue:
    if refused.covers(path):
        return None
    if value is ABSENT:
        return ABSENT
    return decimal_text(value)


def _as_rule_decimal(value: object) -> RuleValue:
    if value is ABSENT:
        return ABSENT
    text = decimal_text(value)
    return text if text is not None and is_decimal_text(text) else None


def sum_differs(total: str, added: Sequence[RuleValue], subtracted: Sequence[RuleValue], any_part: bool) -> bool:
    """The present added parts, minus the present subtracted ones, differ from ``total``; parts that are no decimal, or refused, judge nothing."""
    if any(part is None for part in added) or any(part is None for part in subtracted):
        return False
    if any_part and all(part is ABSENT for part in added):
        return False
    parts = [part for part in (*added, *subtracted) if isinstance(part, str)]
    if not is_decimal_text(total) or not all(is_decimal_text(part) for part in parts):
        return False
    try:
        units = (0, 0)
        for part in added:
            if isinstance(part, str):
                units = add_units(units, to_units(part))
        for part in subtracted:
            if isinstance(part, str):
                value, scale = to_units(part)
                units = add_units(units, (-value, scale))
        value, scale = to_units(total)
        return add_units(units, (-value, scale))[0] != 0
    except ValueError:  # digits past what Python turns into an int: not judged
        return False


def products_sum_differs(items: object, path: str, factors: Sequence[str], refused: Refusals, total: str) -> bool:
    """The sum over the list ``items`` (read at ``path``) of the product of each item's ``factors`` differs from ``total``."""
    if not is_decimal_text(total) or refused.covers(path) or not is_list(items):
        return False
    prefix = f"{path}["
    items_refused = refused.any_starting_with(prefix)
    try:
        units = (0, 0)
        carried = False
        for index, item in enumerate(items):
            if not is_record(item):
                return False
            product = (1, 0)
            complete = True
            for factor in factors:
                if items_refused and refused.has(f"{prefix}{index}].{factor}"):
                    return False
                value = _as_rule_decimal(item.get(factor, ABSENT))
                if value is None:
                    return False
                if isinstance(value, Absent):
                    complete = False
                elif complete:
                    factor_units, factor_scale = to_units(value)
                    product = (product[0] * factor_units, product[1] + factor_scale)
            if complete:
                units = add_units(units, product)
                carried = True
        if not carried:
            return False
        value, scale = to_units(total)
        return add_units(units, (-value, scale))[0] != 0
    except ValueError:
        return False
