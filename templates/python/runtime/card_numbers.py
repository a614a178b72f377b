# Card numbers found by meaning, not by exact text: a run of 12 to 19 digits that passes the Luhn
# check (or is a card number the caller sent), however it is written: in one piece, in groups
# separated by spaces or dashes, as a JSON number, beside other digits in a longer run of groups.

from __future__ import annotations

import re
from collections.abc import Set
from typing import Final

# Digits in groups, one space or dash between groups; ASCII digits only (as JSON writes them).
_DIGIT_GROUPS: Final = re.compile(r"[0-9]+(?:[ -][0-9]+)*")
_GROUP: Final = re.compile(r"[0-9]+")
_CARD_TEXT: Final = re.compile(r"[0-9]+(?:[ -][0-9]+)*")
SHORTEST_CARD: Final = 12
LONGEST_CARD: Final = 19
REDACTED: Final = "[redacted]"


def luhn_valid(digits: str) -> bool:
    total = 0
    for index, character in enumerate(reversed(digits)):
        digit = int(character)
        if index % 2 == 1:
            digit = digit * 2 - 9 if digit * 2 > 9 else digit * 2
        total += digit
    return total % 10 == 0


def _is_card_number(digits: str, known: Set[str]) -> bool:
    return len(digits) >= SHORTEST_CARD and (digits in known or luhn_valid(digits))


def hide_card_numbers(text: str, known: Set[str] = frozenset(), replacement: str = REDACTED) -> str:
    """The text with its card numbers replaced; `known` adds the digits of cards that fail the Luhn check."""
    return _DIGIT_GROUPS.sub(lambda match: _hide_in_run(match.group(0), known, replacement), text)


def _hide_in_run(run: str, known: Set[str], replacement: str) -> str:
    """A run of digit groups with every sequence of whole groups of 12 to 19 digits tried, from the left."""
    if len(run) < SHORTEST_CARD:
        return run
    groups = [(match.start(), match.end(), match.group(0)) for match in _GROUP.finditer(run)]
    result = ""
    shown_up_to = 0
    first = 0
    while first < len(groups):
        last = _card_ending_at(groups, first, known)
        if last is None:
            first += 1
            continue
        result += run[shown_up_to : groups[first][0]] + replacement
        shown_up_to = groups[last][1]
        first = last + 1
    return result + run[shown_up_to:]


def _card_ending_at(groups: list[tuple[int, int, str]], first: int, known: Set[str]) -> int | None:
    digits = ""
    found: int | None = None
    for last in range(first, len(groups)):
        digits += groups[last][2]
        if len(digits) > LONGEST_CARD:
            break
        if _is_card_number(digits, known):
            found = last
    return found


def card_digits(text: str) -> str | None:
    """The digits of a value written as a card number (groups of digits, spaces or dashes between), or None."""
    if _CARD_TEXT.fullmatch(text) is None:
        return None
    digits = text.replace(" ", "").replace("-", "")
    return digits if SHORTEST_CARD <= len(digits) <= LONGEST_CARD else None
