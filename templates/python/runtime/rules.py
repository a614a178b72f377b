# What the cross-field rules read: ABSENT for a part the body does not have (the generated code reads
# each part once, by own keys), what the field checks refused (a rule does not judge a value its own
# field, or a group or list around it, refused), and exact sums.

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import MAX_EMAX, MAX_PREC, MIN_EMIN, Context, Decimal
from typing import Final, Literal, TypeAlias

from .checks import is_list, is_record
from .contract import ValidationError, finding_field
from .decimals import decimal_text


class Absent:
    """The value at a path the body does not have (JSON's null is a value: None)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "ABSENT"


ABSENT: Final = Absent()

# What a rule reads a part through where the body has no JSON object on the way: every read from it
# is ABSENT, with no test per read. Never written to.
NO_RECORD: Final[dict[object, object]] = {}


Refusals: TypeAlias = frozenset[str]
"""The paths the field checks refused. A rule tests its paths and every group or list around each,
gathered by the generator into one constant set, with the set's own ``isdisjoint``: one call into C."""

ItemFields: TypeAlias = tuple[tuple[str, tuple[str, ...]], ...]
"""The factors of the items of each list a rule sums: ``(("order.item[", ("quantity", "unitPrice")),)``."""


def refusals_of(findings: Sequence[ValidationError], around: frozenset[str], item_fields: ItemFields = ()) -> Refusals | None:
    """The paths of the field checks' findings, or None when none can matter to a rule: none is in
    ``around`` (every rule's paths and the groups and lists around them) nor a factor of an item of a
    list a rule sums. Each rule is then judged as on a body the field checks passed, with no test of
    its own (a finding elsewhere, the usual case, costs the rules nothing)."""
    if len(findings) <= 4:
        # Few findings (the usual case): each path read once, no list or text made.
        for finding in findings:
            path = finding.field
            if path in around:
                return frozenset(map(finding_field, findings))
            for prefix, names in item_fields:
                if path.startswith(prefix) and path.partition("].")[2] in names:
                    return frozenset(map(finding_field, findings))
        return None
    paths = list(map(finding_field, findings))
    if not around.isdisjoint(paths):
        return frozenset(paths)
    if not item_fields:
        return None
    # A factor of an item ends its path with ``].<name>``: the paths as one text, searched in C, rule
    # out the usual case before any path is read on its own.
    text = "\n".join(paths) + "\n"
    if not any(f"].{name}\n" in text for _, names in item_fields for name in names):
        return None
    for prefix, names in item_fields:
        for path in paths:
            if path.startswith(prefix) and path.partition("].")[2] in names:
                return frozenset(paths)
    return None


def refuses_item_field(refused: Refusals, prefix: str, names: Sequence[str]) -> bool:
    """Whether a refused path is ``<prefix><index>].<name>`` for one of ``names`` (``order.item[2].quantity`` for ``order.item[``)."""
    for path in refused:
        if path.startswith(prefix) and path.partition("].")[2] in names:
            return True
    return False


# Sums and products are exact Decimal arithmetic in C, in a context of their own (the thread's may
# have been changed by the caller) whose precision no sum or product of the parts reaches: libmpdec
# keeps every digit, so nothing is rounded. A part of more digits than int() reads by default is not
# judged, as when the parts were summed as integers.
_EXACT: Final = Context(prec=MAX_PREC, Emax=MAX_EMAX, Emin=MIN_EMIN)
_add: Final = _EXACT.add
_subtract: Final = _EXACT.subtract
_multiply: Final = _EXACT.multiply
_fma: Final = _EXACT.fma
_ZERO: Final = Decimal(0)
_DIGITS_READ_AT_MOST: Final = 4300


def _too_many_digits(text: str) -> bool:
    """More digits than are judged (the sign and the point are no digits); called past that many characters."""
    return len(text) - ("." in text) - text.startswith("-") > _DIGITS_READ_AT_MOST


def _decimal(value: object) -> Decimal | None:
    """A decimal (text or a JSON number) whose text is decimal text (``-?[0-9]+(\\.[0-9]+)?``), as a Decimal; None for anything else."""
    text = value if isinstance(value, str) else decimal_text(value)
    if text is None:
        return None
    whole, point, fraction = text.partition(".")
    if whole[:1] == "-":
        whole = whole[1:]
    if whole == "" or (point and fraction == ""):
        return None
    digits = whole + fraction
    # ASCII digits only: isdigit() alone takes every script's, and Decimal() would take more (exponents, "_", spaces).
    if not (digits.isascii() and digits.isdigit()) or len(digits) > _DIGITS_READ_AT_MOST:
        return None
    return Decimal(text)


def _checked_decimal(value: object) -> Decimal | None:
    """``_decimal`` of a part its field checks held to decimal text: its form is not read again."""
    text = value if isinstance(value, str) else decimal_text(value)
    if text is None or (len(text) > _DIGITS_READ_AT_MOST and _too_many_digits(text)):
        return None
    return Decimal(text)


def sum_differs(total: object, added: Sequence[object], subtracted: Sequence[object]) -> bool:
    """The present (not ABSENT) added parts, minus the present subtracted ones, differ from ``total``; a part or total that is no decimal judges nothing."""
    expected = _decimal(total)
    if expected is None:
        return False
    found = _ZERO
    for sign, parts in ((_add, added), (_subtract, subtracted)):
        for part in parts:
            if part is ABSENT:
                continue
            value = _decimal(part)
            if value is None:
                return False
            found = sign(found, value)
    return found != expected


def checked_sum_differs(total: object, added: Sequence[object], subtracted: Sequence[object]) -> bool:
    """``sum_differs`` for parts whose field checks held them to decimal text (``-?[0-9]+(\\.[0-9]+)?``) before the rule was judged: their form is not read again.

    Text (the usual part) is read in place, each loop written out: no call of ours per part."""
    most = _DIGITS_READ_AT_MOST
    expected = Decimal(total) if isinstance(total, str) and len(total) <= most else _checked_decimal(total)
    if expected is None:
        return False
    # The first part present is the sum so far as it is: no addition to zero.
    found: Decimal | None = None
    for part in added:
        if part is not ABSENT:
            value = Decimal(part) if isinstance(part, str) and len(part) <= most else _checked_decimal(part)
            if value is None:
                return False
            found = value if found is None else _add(found, value)
    for part in subtracted:
        if part is not ABSENT:
            value = Decimal(part) if isinstance(part, str) and len(part) <= most else _checked_decimal(part)
            if value is None:
                return False
            found = _subtract(_ZERO if found is None else found, value)
    return (_ZERO if found is None else found) != expected


def products_sum_differs(
    items: object, path: str, factors: Sequence[str], refused: Refusals | None, total: object, form_checked: bool = False
) -> bool:
    """The sum over the list ``items`` (read at ``path``) of the product of each item's ``factors`` differs from ``total``; ``refused`` is None when the field checks refused nothing; ``form_checked`` when their checks held the total and factors to decimal text.

    The caller has found that neither the list nor a group around it was refused (with the total's paths, in the rule's one ``isdisjoint`` test)."""
    if not is_list(items):
        return False
    # A refused factor of any item: nothing is judged (other refusals in an item do not matter).
    if refused is not None and refuses_item_field(refused, f"{path}[", factors):
        return False
    if form_checked:
        most = _DIGITS_READ_AT_MOST
        expected = Decimal(total) if isinstance(total, str) and len(total) <= most else _checked_decimal(total)
        found: Decimal | None | Literal[False] = None
        if len(factors) == 2:
            # Two factors given as text in every item (the usual list), read in this loop: no call of
            # ours per item, nor a loop over the factors. False where an item has not both as text
            # (or one longer than the sum reads), to be read the general way below.
            first, second = factors
            for item in items:
                if not is_record(item):
                    return False
                a = item.get(first)
                b = item.get(second)
                # Both no longer than `most` where their lengths' sum is not (else read the general way).
                if not (isinstance(a, str) and isinstance(b, str)) or len(a) + len(b) > most:
                    found = False
                    break
                # A product added to the sum so far in one exact step (fused multiply-add): one call, not two.
                found = _multiply(Decimal(a), Decimal(b)) if found is None else _fma(Decimal(a), Decimal(b), found)
        else:
            found = False
        if found is False:
            found = _products_sum(items, factors, _checked_decimal)
    else:
        expected = _decimal(total)
        found = _products_sum(items, factors, _decimal)
    return expected is not None and found is not None and found != expected


def _products_sum(items: list[object], factors: Sequence[str], read: Callable[[object], Decimal | None]) -> Decimal | None:
    """The sum over ``items`` of the product of each item's ``factors``, each read by ``read``; None when nothing is judged (an item that is no object, a factor that is no decimal, no item with every factor)."""
    found: Decimal | None = None
    checked = read is _checked_decimal
    for item in items:
        if not is_record(item):
            return None
        product: Decimal | None = None
        complete = True
        for factor in factors:
            value = item.get(factor, ABSENT)
            if value is ABSENT:
                complete = False
                continue
            # Decimal text its checks held (the usual part): read in place, no call of ours.
            part = Decimal(value) if checked and isinstance(value, str) and len(value) <= _DIGITS_READ_AT_MOST else read(value)
            if part is None:
                return None
            if complete:
                product = part if product is None else _multiply(product, part)
        if complete and product is not None:
            found = product if found is None else _add(found, product)
    return found
