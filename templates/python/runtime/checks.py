# Runtime support for the generated validators: the result, the kinds of JSON values, and the small
# checks every validator shares. Knows nothing of the gateway: a finding's shape and values are the
# contract module's (contract.py, written from the spec).
#
# Values are what json.loads makes (dict, list, str, int, float, bool, None), with
# decimal.Decimal where parse_float=Decimal was given; the checks accept what a developer's code
# makes too (a float, a Decimal, an int for a JSON number) and answer, never raise, on anything else.

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from datetime import date, datetime, timezone
from decimal import Decimal
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Protocol, TypeGuard

from .contract import ValidationError


@dataclass(frozen=True, slots=True)
class ValidationResult:
    """What a validator answers: ``valid``, and every error it found (none when valid)."""

    valid: bool
    errors: tuple[ValidationError, ...] = ()


VALID: Final = ValidationResult(True)

class Validator(Protocol):
    """A message's validator: the body, and the day a date "not in the past" is judged by."""

    def __call__(self, body: object, *, today: date | None = None) -> ValidationResult: ...


def validator_for(table: dict[str, dict[str, Validator]], operation: object, version: object) -> Validator | None:
    """The validator of an operation and version (text, or a whole number), or None. Never raises."""
    if not isinstance(operation, str):
        return None
    if isinstance(version, int) and not isinstance(version, bool):
        version = str(version)
    if not isinstance(version, str):
        return None
    # Exact text (a str subclass may hash or compare its own way).
    versions = table.get(str.__str__(operation))
    return None if versions is None else versions.get(str.__str__(version))


FieldCheck = Callable[[object, str, list[ValidationError]], None]
"""A field's check in a generated validator: its value, its path, the errors found so far."""


# A result with errors is made by setting its slots in place (as contract.py makes a finding): the
# frozen dataclass's own __init__ goes through object.__setattr__ per field, about twice the time.
_new_result: Final = object.__new__
_set_valid: Final[Callable[[ValidationResult, bool], None]] = getattr(ValidationResult, "valid").__set__
_set_errors: Final[Callable[[ValidationResult, tuple[ValidationError, ...]], None]] = getattr(ValidationResult, "errors").__set__


def to_result(errors: list[ValidationError]) -> ValidationResult:
    """The answer for the errors found: the shared VALID when none, else a frozen result that holds them."""
    if not errors:
        return VALID
    result = _new_result(ValidationResult)
    _set_valid(result, False)
    _set_errors(result, tuple(errors))
    return result


class Unreadable(Exception):
    """Raised inside a validator where the body is no JSON data; its one handler then names the place (unreadable.py)."""


def key_text(key: object) -> str:
    """A JSON object's key: text, or the body cannot be read as JSON."""
    if isinstance(key, str):
        return key
    raise Unreadable()


if TYPE_CHECKING:

    def is_record(value: object) -> TypeGuard[dict[object, object]]:
        """A JSON object: a dict (its keys are checked where they are read)."""
        ...

    def is_list(value: object) -> TypeGuard[list[object]]:
        """A JSON array: a list."""
        ...

else:
    # isinstance(value, dict) and isinstance(value, list), typed for the checker: a type's own
    # instance test is a call into C, where a function of ours would cost a Python call each time.
    is_record = dict.__instancecheck__
    is_list = list.__instancecheck__


def is_whole_number(value: object) -> TypeGuard[int | float | Decimal]:
    """A JSON number with no fractional part: an int (never a bool), or a finite float or Decimal that is whole."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    if isinstance(value, float):
        return math.isfinite(value) and value.is_integer()
    if isinstance(value, Decimal):
        return value.is_finite() and value == value.to_integral_value()
    return False


def today_text(today: date | None) -> str:
    """The day a date "not in the past" is judged by, as yyyy-mm-dd: the caller's ``today`` (a date, or
    a datetime read in UTC when aware), or the UTC date of the system clock. The validators pass it
    down to the checks that need it (no state of the module is read)."""
    if today is None:
        return datetime.now(timezone.utc).date().isoformat()
    if isinstance(today, datetime):
        return (today.astimezone(timezone.utc) if today.tzinfo is not None else today).date().isoformat()
    return today.isoformat()


def length_within(text: str, least: int, most: int | None) -> bool:
    """The length in characters (code points, as Python counts a str) is within the bounds."""
    length = len(text)
    return length >= least and (most is None or length <= most)


# The ASCII digits, deleted by str.translate: what is gone is how many there were.
_WITHOUT_DIGITS: Final = str.maketrans("", "", "0123456789")


def count_digits(text: str) -> int:
    """How many ASCII digits (0-9) the text holds: a translation in C, where a loop over the characters took 3-4 times as long."""
    return len(text) - len(str.translate(text, _WITHOUT_DIGITS))


def is_comma_list(value: object, known: frozenset[str] | None) -> bool:
    """One or more non-empty values separated by commas; every value known when ``known`` is given."""
    if not isinstance(value, str) or value == "":
        return False
    return all(part != "" and (known is None or part in known) for part in value.split(","))


_DAYS_IN_MONTH: Final = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def is_calendar_date(text: str) -> bool:
    """``yyyy-mm-dd`` at the start of the text (already matched by shape) names a day of the calendar."""
    day = text[:10]
    if len(day) == 10 and day.isascii() and day[4] == "-" and day[7] == "-":
        # Python's own reading, in C (a fifth of the time): it takes a day of the years 0001-9999;
        # what it refuses (the year 0000 among them, a day of the proleptic calendar) is read below.
        try:
            date.fromisoformat(day)
            return True
        except ValueError:
            pass
    try:
        year, month, day = int(text[0:4]), int(text[5:7]), int(text[8:10])
    except ValueError:
        return False
    if month < 1 or month > 12 or day < 1:
        return False
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    days = 28 if month == 2 and not leap else _DAYS_IN_MONTH[month - 1]
    return day <= days


# A scheme, a colon, no white space; where the rest begins with ``//``, an authority (at least one
# character that is no white space, ``/``, ``?`` or ``#``) follows. One regular expression: the
# scheme's and the authority's as two took twice the time.
_ABSOLUTE_URL: Final = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:(?://[^\s/?#][^\s]*|(?!//)[^\s]+)\Z", re.ASCII)


def is_absolute_url(text: str) -> bool:
    """An absolute URL: a scheme, a colon, no white space; where the rest begins with ``//`` it names an authority."""
    return _ABSOLUTE_URL.match(text) is not None


def _refuse_constant(name: str) -> object:
    raise ValueError(name)


# One decoder for every call (json.loads with an option makes a decoder each time).
_JSON_DECODER: Final = json.JSONDecoder(parse_constant=_refuse_constant)


# JSON's white space (ECMAScript's JSON.parse takes the same four characters around a value).
_JSON_SPACE: Final = " \t\n\r"


def is_json_text(text: str) -> bool:
    """JSON text as ECMAScript's JSON.parse reads it: no NaN or Infinity, which json.loads would take."""
    try:
        # decode() itself, with the white space around the value skipped by str's strips, where
        # decode() matches a regular expression each side (a third of the time).
        start = len(text) - len(text.lstrip(_JSON_SPACE))
        _, end = _JSON_DECODER.raw_decode(text, start)
        return end >= len(text.rstrip(_JSON_SPACE))
    except Exception:
        return False
