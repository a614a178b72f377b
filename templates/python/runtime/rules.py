# What the cross-field rules read: ABSENT for a part the body does not have (the generated code reads
# each part once, by own keys), what the field checks refused (a rule does not judge a value its own
# field, or a group or list around it, refused), and exact sums.

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from .checks import is_list, is_record
from .contract import ValidationError, finding_field
from .decimals import decimal_text


class Absent:
    """The value at a path the body does not have (JSON's null is a value: None)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "ABSENT"


ABSENT: Final = Absent()


# Where a path's segment ends: the group or list before it is a path of its own.
_PATH_BOUNDARY: Final = re.compile(r"[.\[]")


class Refusals:
    """The paths the field checks refused: the first ``count`` findings (the rules' own come after them)."""

    __slots__ = ("_paths",)

    def __init__(self, findings: Sequence[ValidationError], count: int) -> None:
        self._paths = frozenset(map(finding_field, findings[:count]))

    def covers(self, path: str) -> bool:
        """Whether ``path`` or a group or list around it was refused (``order.item[0].unitPrice`` by ``order.item``)."""
        paths = self._paths
        if len(paths) <= 4:
            # Few refusals (the usual case): each is the path, or ends where a segment of it begins.
            for refused in paths:
                if path.startswith(refused) and (len(path) == len(refused) or path[len(refused)] in ".["):
                    return True
            return False
        if path in paths:
            return True
        # Each group or list around the path ends where a ``.`` or a ``[`` begins.
        return any(path[: boundary.start()] in paths for boundary in _PATH_BOUNDARY.finditer(path))

    def misses(self, around: frozenset[str]) -> bool:
        """Whether no refused path is in ``around``: a rule's paths and every group or list around each, gathered by the generator (one look-up in C)."""
        return self._paths.isdisjoint(around)

    def refuses_item_field(self, prefix: str, names: Sequence[str]) -> bool:
        """Whether a refused path is ``<prefix><index>].<name>`` for one of ``names`` (``order.item[2].quantity`` for ``order.item[``)."""
        for path in self._paths:
            if path.startswith(prefix) and path.partition("].")[2] in names:
                return True
        return False


def refusals_of(findings: Sequence[ValidationError], count: int) -> Refusals:
    return Refusals(findings, count)


def _units(value: object) -> tuple[int, int] | None:
    """A decimal (text or a JSON number) as integer units and a scale: ``-1.25`` -> ``(-125, 2)``; None when it is no decimal text (``-?[0-9]+(\\.[0-9]+)?``)."""
    text = value if isinstance(value, str) else decimal_text(value)
    if text is None:
        return None
    whole, point, fraction = text.partition(".")
    negative = whole[:1] == "-"
    if negative:
        whole = whole[1:]
    if whole == "" or (point and fraction == ""):
        return None
    digits = whole + fraction
    # ASCII digits only: isdigit() alone takes every script's, and int() would take more (signs, "_", spaces).
    if not (digits.isascii() and digits.isdigit()):
        return None
    units = int(digits)
    return (-units if negative else units), len(fraction)


def sum_differs(total: object, added: Sequence[object], subtracted: Sequence[object]) -> bool:
    """The present (not ABSENT) added parts, minus the present subtracted ones, differ from ``total``; a part or total that is no decimal judges nothing."""
    try:
        expected = _units(total)
        if expected is None:
            return False
        units, scale = expected
        units = -units
        for sign, parts in ((1, added), (-1, subtracted)):
            for part in parts:
                if part is ABSENT:
                    continue
                found = _units(part)
                if found is None:
                    return False
                value, places = found
                if places == scale:
                    units += sign * value
                elif places > scale:
                    units = units * 10 ** (places - scale) + sign * value
                    scale = places
                else:
                    units += sign * value * 10 ** (scale - places)
        return units != 0
    except ValueError:  # digits past what Python turns into an int: not judged
        return False


def checked_sum_differs(total: object, added: Sequence[object], subtracted: Sequence[object]) -> bool:
    """``sum_differs`` for parts whose field checks held them to decimal text (``-?[0-9]+(\\.[0-9]+)?``) before the rule was judged: their form is not read again."""
    try:
        text = total if isinstance(total, str) else decimal_text(total)
        if text is None:
            return False
        point = text.find(".")
        if point < 0:
            units, scale = -int(text), 0
        else:
            units, scale = -int(text.replace(".", "")), len(text) - point - 1
        for sign, parts in ((1, added), (-1, subtracted)):
            for part in parts:
                if part is ABSENT:
                    continue
                text = part if isinstance(part, str) else decimal_text(part)
                if text is None:
                    return False
                point = text.find(".")
                if point < 0:
                    value, places = int(text), 0
                else:
                    value, places = int(text.replace(".", "")), len(text) - point - 1
                if places == scale:
                    units += sign * value
                elif places > scale:
                    units = units * 10 ** (places - scale) + sign * value
                    scale = places
                else:
                    units += sign * value * 10 ** (scale - places)
        return units != 0
    except ValueError:  # digits past what Python turns into an int: not judged
        return False


def _checked_units(value: object) -> tuple[int, int] | None:
    """``_units`` of a decimal its field checks held to decimal text: its form is not read again."""
    text = value if isinstance(value, str) else decimal_text(value)
    if text is None:
        return None
    point = text.find(".")
    if point < 0:
        return int(text), 0
    return int(text.replace(".", "")), len(text) - point - 1


def products_sum_differs(
    items: object, path: str, factors: Sequence[str], refused: Refusals | None, total: object, form_checked: bool = False
) -> bool:
    """The sum over the list ``items`` (read at ``path``) of the product of each item's ``factors`` differs from ``total``; ``refused`` is None when the field checks refused nothing; ``form_checked`` when their checks held the total and factors to decimal text."""
    if not is_list(items):
        return False
    # A refused list, or a refused factor of any item: nothing is judged (other refusals in an item do not matter).
    if refused is not None and (refused.covers(path) or refused.refuses_item_field(f"{path}[", factors)):
        return False
    try:
        if form_checked:
            expected = _checked_units(total)
            found = _checked_products_sum(items, factors)
        else:
            expected = _units(total)
            found = _products_sum(items, factors)
        if expected is None or found is None:
            return False
        units, scale = found
        value, places = expected
        return units * 10 ** max(places - scale, 0) != value * 10 ** max(scale - places, 0)
    except ValueError:  # digits past what Python turns into an int: not judged
        return False


def _products_sum(items: list[object], factors: Sequence[str]) -> tuple[int, int] | None:
    """``_checked_products_sum`` of factors whose form is read (``_units``): None where one is no decimal text."""
    units, scale = 0, 0
    carried = False
    for item in items:
        if not is_record(item):
            return None
        product, places = 1, 0
        complete = True
        for factor in factors:
            value = item.get(factor, ABSENT)
            if value is ABSENT:
                complete = False
                continue
            found = _units(value)
            if found is None:
                return None
            if complete:
                product, places = product * found[0], places + found[1]
        if complete:
            if places == scale:
                units += product
            elif places > scale:
                units, scale = units * 10 ** (places - scale) + product, places
            else:
                units += product * 10 ** (scale - places)
            carried = True
    return (units, scale) if carried else None


def _checked_products_sum(items: list[object], factors: Sequence[str]) -> tuple[int, int] | None:
    """The sum over ``items`` of the product of each item's ``factors`` as integer units and a scale, where no item was refused and each factor's checks held it to decimal text; None when nothing is judged (an item that is no object, a factor that is no decimal, no item with every factor)."""
    units, scale = 0, 0
    carried = False
    for item in items:
        if not is_record(item):
            return None
        product, places = 1, 0
        complete = True
        for factor in factors:
            value = item.get(factor, ABSENT)
            if value is ABSENT:
                complete = False
            elif isinstance(value, str):
                # Decimal text its checks held: its units read in place (the usual part, no call).
                if complete:
                    point = value.find(".")
                    if point < 0:
                        product *= int(value)
                    else:
                        product, places = product * int(value.replace(".", "")), places + len(value) - point - 1
            else:
                found = _checked_units(value)
                if found is None:
                    return None
                if complete:
                    product, places = product * found[0], places + found[1]
        if complete:
            if places == scale:
                units += product
            elif places > scale:
                units, scale = units * 10 ** (places - scale) + product, places
            else:
                units += product * 10 ** (scale - places)
            carried = True
    return (units, scale) if carried else None
