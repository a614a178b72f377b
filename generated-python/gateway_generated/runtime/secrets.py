# Generated from spec/ by the gateway generator. Do not edit. (copied from templates/python/runtime/secrets.py)
# What the client never lets out of a call: the password, the Authorization header and the values
# its masking hid in the request it sent. A hostile or broken server can echo any of them back, in a
# body that is not JSON, in its error object, in a key, a header or a redirect's target, written as
# it was or JSON-escaped, URL-encoded, in another case; everything the client keeps of an answer
# (errors, their raw text and headers, log records) passes through `Secrets` first. Card numbers
# are found by meaning too (card_numbers.py), whoever sent them.

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from decimal import Decimal
from typing import Final

from .card_numbers import REDACTED, card_digits, hide_card_numbers
from .masking import as_list, as_mapping, cut_key

SHORTEST_SECRET: Final = 8
"""The shortest value searched for: a shorter one would blot out ordinary text wherever it occurs."""
LONGEST_SECRET_IN_EVERY_FORM: Final = 1024
"""Past this length a value is searched for only as it is: the pattern of its forms grows with it."""
_REDACTED_NAME: Final = "redacted"
_MAX_DEPTH: Final = 64
_NO_HOST: Final = re.compile(r"[\s/\\?#@:%\[\]]")

_JSON_SHORT_ESCAPES: Final = {
    '"': '\\"',
    "\\": "\\\\",
    "/": "\\/",
    "\b": "\\b",
    "\f": "\\f",
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
}


class Secrets:
    """The secrets of a client or of one call, and how to scrub them out of what an answer holds."""

    __slots__ = ("_values", "_pattern", "_long", "_cards")

    def __init__(self, values: Iterable[str]) -> None:
        kept = list(dict.fromkeys(value for value in values if len(value) >= SHORTEST_SECRET))
        self._values: tuple[str, ...] = tuple(kept)
        self._long = sorted((value for value in kept if len(value) > LONGEST_SECRET_IN_EVERY_FORM), key=len, reverse=True)
        forms = sorted(
            {form for value in kept if len(value) <= LONGEST_SECRET_IN_EVERY_FORM for form in (value, *_host_form(value))},
            key=lambda form: (-len(form), form),
        )
        self._pattern = re.compile("|".join(_written_forms(form) for form in forms), re.IGNORECASE) if forms else None
        self._cards = frozenset(digits for value in kept if (digits := card_digits(value)) is not None)

    def __repr__(self) -> str:
        return f"Secrets({len(self._values)} values)"

    def with_values(self, values: Iterable[object]) -> Secrets:
        """The secrets of one call: these, and the string and number values the masking hid in its request."""
        return Secrets([*self._values, *(leaf for value in values for leaf in _leaves(value, 0))])

    def text(self, text: str, replacement: str = REDACTED) -> str:
        """The text with every secret and card number replaced."""
        scrubbed = text
        for value in self._long:
            scrubbed = scrubbed.replace(value, replacement)
        if self._pattern is not None:
            scrubbed = self._pattern.sub(replacement.replace("\\", "\\\\"), scrubbed)
        return hide_card_numbers(scrubbed, self._cards, replacement)

    def path(self, path: str) -> str:
        """A dotted path (a finding's field): scrubbed, each key cut past its longest shown length."""
        return ".".join(cut_key(key) for key in self.text(path).split("."))

    def value(self, value: object, depth: int = 0) -> object:
        """A copy of JSON-like data with every string, key and card-like number scrubbed."""
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, (int, float, Decimal)) and not isinstance(value, bool):
            return value if self.text(str(value)) == str(value) else REDACTED
        if depth > _MAX_DEPTH:
            return REDACTED
        items = as_list(value)
        if items is not None:
            return [self.value(item, depth + 1) for item in items]
        mapping = as_mapping(value)
        if mapping is not None:
            return {cut_key(self.text(str(key))): self.value(inner, depth + 1) for key, inner in mapping.items()}
        return value

    def finding(self, finding: Mapping[str, object], field: str | None) -> dict[str, object]:
        """An error object scrubbed, its field as a path: no key of it equals a secret or is a card number."""
        return {
            key: self.path(inner) if isinstance(inner, str) and inner == field else self.value(inner) for key, inner in finding.items()
        }

    def headers(self, headers: Iterable[tuple[str, str]]) -> dict[str, str]:
        """Headers (lower-case names) with their names and values scrubbed; repeated ones joined as HTTP joins them."""
        copy: dict[str, str] = {}
        for name, value in headers:
            key = self.text(name.lower(), _REDACTED_NAME)
            copy[key] = f"{copy[key]}, {self.text(value)}" if key in copy else self.text(value)
        return copy


def _leaves(value: object, depth: int) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, (int, float, Decimal)) and not isinstance(value, bool):
        return [str(value)]
    if depth > _MAX_DEPTH:
        return []
    items = as_list(value)
    if items is not None:
        return [leaf for item in items for leaf in _leaves(item, depth + 1)]
    mapping = as_mapping(value)
    if mapping is not None:
        return [leaf for inner in mapping.values() for leaf in _leaves(inner, depth + 1)]
    return []


def _host_form(value: str) -> list[str]:
    """A secret as a host name writes it (IDNA), when it can be one: a redirect's target may hold it so."""
    if _NO_HOST.search(value) is not None or value.isascii():
        return []
    try:
        host = value.encode("idna").decode("ascii")
    except UnicodeError:
        return []
    return [] if host.lower() == value.lower() else [host]


def _written_forms(secret: str) -> str:
    """A pattern of a secret in every form a server may write it, each character as it is, JSON-escaped or percent-encoded."""
    return "".join(_character_forms(character) for character in secret)


def _utf16_units(character: str) -> list[int]:
    encoded = character.encode("utf-16-be", "surrogatepass")
    return [int.from_bytes(encoded[index : index + 2], "big") for index in range(0, len(encoded), 2)]


def _character_forms(character: str) -> str:
    units = "".join(f"\\u{unit:04x}" for unit in _utf16_units(character))
    percent = "".join(f"%{byte:02x}" for byte in character.encode("utf-8", "surrogatepass"))
    forms: list[str] = [character, units, percent]
    if character == " ":
        forms.append("+")
    if character in _JSON_SHORT_ESCAPES:
        forms.append(_JSON_SHORT_ESCAPES[character])
    return f"(?:{'|'.join(re.escape(form) for form in dict.fromkeys(forms))})"
