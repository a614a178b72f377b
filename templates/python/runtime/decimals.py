# Exact decimals for bounds and sum rules: "0.10" + "0.20" equals "0.30". A decimal is judged by its
# text: a str as it is, a JSON number (int, float, Decimal) in plain notation. Comparison reads the
# digits (linear in the text, whatever its size); sums (rules.py) hold integer units and a scale.

from __future__ import annotations

import math
from decimal import Decimal
from typing import Final

_EXPONENT_DIGITS_LIMIT: Final = 4000


def decimal_text(value: object) -> str | None:
    """The text of a decimal given as a str or a finite JSON number (no exponent); None for anything else."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        try:
            return str(value)
        except ValueError:  # more digits than Python turns into text
            return None
    if isinstance(value, float):
        if not math.isfinite(value):
            return None
        return "0" if value == 0.0 else _plain(repr(value))
    if isinstance(value, Decimal):
        if not value.is_finite() or abs(value.adjusted()) > _EXPONENT_DIGITS_LIMIT:
            return None
        # The Decimal's own digits, as json.loads(parse_float=Decimal) kept them from the text sent.
        text = format(value, "f")
        return text[1:] if text.startswith("-") and value.is_zero() else text
    return None


def _plain(text: str) -> str:
    """A float's shortest text (its repr) in plain notation, as ECMAScript writes a number: ``1e-07`` -> ``0.0000001``, ``2.0`` -> ``2``."""
    sign = ""
    if text.startswith("-"):
        sign, text = "-", text[1:]
    mantissa, _, exponent = text.partition("e")
    whole, _, fraction = mantissa.partition(".")
    if fraction == "0":
        fraction = ""
    if exponent == "":
        return f"{sign}{whole}.{fraction}" if fraction else f"{sign}{whole}"
    # The repr's mantissa has one digit before the point; the exponent places it.
    digits = whole + fraction
    point = len(whole) + int(exponent)
    if point <= 0:
        return f"{sign}0.{'0' * -point}{digits}"
    if point >= len(digits):
        return f"{sign}{digits}{'0' * (point - len(digits))}"
    return f"{sign}{digits[:point]}.{digits[point:]}"




def decimal_scale(text: str) -> int:
    point = text.find(".")
    return 0 if point == -1 else len(text) - point - 1


def _digits_of(text: str) -> tuple[int, str, str]:
    negative = text.startswith("-")
    body = text[1:] if negative else text
    whole, _, fraction = body.partition(".")
    whole = whole.lstrip("0")
    fraction = fraction.rstrip("0")
    sign = 0 if whole == "" and fraction == "" else (-1 if negative else 1)
    return sign, whole, fraction


def compare_decimals(a: str, b: str) -> int:
    """-1, 0 or 1. Both must be decimal text."""
    left, right = _digits_of(a), _digits_of(b)
    if left[0] != right[0]:
        return -1 if left[0] < right[0] else 1
    order = _compare_magnitudes(left, right)
    return left[0] * order


def _compare_magnitudes(left: tuple[int, str, str], right: tuple[int, str, str]) -> int:
    if len(left[1]) != len(right[1]):
        return -1 if len(left[1]) < len(right[1]) else 1
    if left[1] != right[1]:
        return -1 if left[1] < right[1] else 1
    if left[2] != right[2]:
        return -1 if left[2] < right[2] else 1
    return 0
