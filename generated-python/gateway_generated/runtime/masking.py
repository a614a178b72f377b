# Generated from spec/ by the gateway generator. Do not edit. (copied from templates/python/runtime/masking.py)
# Masking of sensitive values for log records and errors. The tables of which paths and key names
# hold which kind of data, and of what the spec knows of each message, are generated from the spec;
# this module only knows how to apply them (the same rules as the npm package's client).

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Final, Literal, TypeAlias, cast

from .card_numbers import REDACTED, hide_card_numbers


@dataclass(frozen=True, slots=True)
class KeepEnds:
    """Keep the first and last characters, fill the middle (card numbers: first 6, last 4)."""

    keep_first: int
    keep_last: int
    fill: str


Mask: TypeAlias = KeepEnds | Literal["replace"]

KnownNode: TypeAlias = "int | dict[str, KnownNode] | list[KnownNode]"
"""What the spec knows of a message: 0 for a value, a dict of its keys' nodes, `[node]` for a map's values."""


@dataclass(frozen=True, slots=True)
class MaskTables:
    """The sensitivity classes: by dotted path (`[]` for list items), and by key name at any path."""

    paths: Mapping[str, Mask]
    keys: Mapping[str, Mask]


def as_list(value: object) -> list[object] | None:
    """A list or tuple as a list of objects, or None."""
    return list(cast("list[object]", value)) if isinstance(value, (list, tuple)) else None


def as_mapping(value: object) -> Mapping[object, object] | None:
    """A mapping as one of objects, or None."""
    return cast("Mapping[object, object]", value) if isinstance(value, Mapping) else None


# Deeper than this, a copy for a log record stops: hostile bodies must not cost a stack.
_MAX_DEPTH: Final = 64
# Keys longer than this are cut in a log record or a path.
LONGEST_KEY_SHOWN: Final = 64
_KEY_SEPARATORS: Final = re.compile(r"[-_]")


def key_name(key: str) -> str:
    """A key name as the classes compare it: without regard to case, `-` or `_`."""
    return _KEY_SEPARATORS.sub("", key.lower())


def cut_key(key: str) -> str:
    """A key longer than LONGEST_KEY_SHOWN characters cut, with an ellipsis."""
    return key if len(key) <= LONGEST_KEY_SHOWN else f"{key[:LONGEST_KEY_SHOWN]}\u2026"


def shown_key(key: str) -> str:
    return hide_card_numbers(cut_key(key))


def mask_value(value: object, mask: Mask) -> object:
    if mask == "replace":
        return REDACTED
    if isinstance(value, str):
        text = value
    elif isinstance(value, (int, float, Decimal)) and not isinstance(value, bool):
        text = str(value)
    else:
        return REDACTED
    kept = mask.keep_first + mask.keep_last
    if len(text) <= kept:
        return mask.fill * len(text)
    return text[: mask.keep_first] + mask.fill * (len(text) - kept) + text[len(text) - mask.keep_last :]


@dataclass(frozen=True, slots=True)
class LogMasking:
    """How a message is masked for a log record or an error."""

    tables: MaskTables
    known: KnownNode | None
    show_unknown: bool = False
    on_masked: Callable[[object], None] | None = None


def mask_for_log(body: object, masking: LogMasking) -> object:
    """
    A copy of a message for a log record or an error, masked unless known safe: a key of a class's
    names and a path of a class masked as the class says, wherever they are; a value at a path the
    spec does not know for this message replaced whole unless `show_unknown`; card numbers in the
    values shown hidden. The input is not changed.
    """
    keys: dict[str, Mask] = {key_name(name): mask for name, mask in masking.tables.keys.items()}
    return _mask_node(body, masking, keys, "", masking.known, 0)


def _mask_node(value: object, masking: LogMasking, keys: Mapping[str, Mask], path: str, known: KnownNode | None, depth: int) -> object:
    if depth > _MAX_DEPTH:
        return _hidden(value, masking)
    items = as_list(value)
    if items is not None:
        return [_mask_node(item, masking, keys, f"{path}[]", known, depth + 1) for item in items]
    mapping = as_mapping(value)
    if mapping is not None:
        return _mask_object(mapping, masking, keys, path, known, depth)
    if known is None and not masking.show_unknown:
        return _hidden(value, masking)
    if isinstance(value, str):
        return hide_card_numbers(value)
    if isinstance(value, (int, float, Decimal)) and not isinstance(value, bool) and hide_card_numbers(str(value)) != str(value):
        return REDACTED
    return value


def _mask_object(
    value: Mapping[object, object], masking: LogMasking, keys: Mapping[str, Mask], path: str, known: KnownNode | None, depth: int
) -> dict[str, object]:
    copy: dict[str, object] = {}
    for key, inner in value.items():
        name = key if isinstance(key, str) else str(key)
        child = name if path == "" else f"{path}.{name}"
        mask = keys.get(key_name(name)) or masking.tables.paths.get(child)
        if mask is not None and masking.on_masked is not None:
            masking.on_masked(inner)
        copy[shown_key(name)] = (
            _mask_node(inner, masking, keys, child, _known_child(known, name), depth + 1) if mask is None else mask_value(inner, mask)
        )
    return copy


def _hidden(value: object, masking: LogMasking) -> str:
    if masking.on_masked is not None:
        masking.on_masked(value)
    return REDACTED


def _known_child(known: KnownNode | None, key: str) -> KnownNode | None:
    if known is None or isinstance(known, int):
        return None
    if isinstance(known, list):
        return known[0] if known else None
    return known.get(key)
