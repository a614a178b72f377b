# Generated from spec/ by the gateway generator. Do not edit. (copied from templates/python/runtime/unreadable.py)
# What a validator answers when reading the body raised: a mapping whose methods raise, a key that is
# not text, a value whose comparison raises. json.loads never makes such a value, so the validators
# spend nothing on them while checking; their one try/except sends the body here, where it is read
# again, slowly and guarded, to name the first place that cannot be read as JSON data.

from __future__ import annotations

from typing import Final

from .checks import ValidationResult, is_list, is_record, to_result
from .contract import invalid

UNREADABLE_EXPLANATION: Final = "Could not be read as JSON data (a value raised when read, or a key is not text): a body must hold plain JSON data."

# Values the search reads at most: past it the finding names the body ("").
_SEARCH_LIMIT: Final = 100_000


def unreadable_body(body: object) -> ValidationResult:
    return to_result([invalid(first_unreadable_path(body), UNREADABLE_EXPLANATION)])


def first_unreadable_path(body: object) -> str:
    """The path of the first value, depth first in key order, that cannot be read as JSON data; "" when none within the limit. Never raises."""
    seen: set[int] = set()
    pending: list[tuple[object, str]] = [(body, "")]
    budget = _SEARCH_LIMIT
    while pending and budget > 0:
        value, path = pending.pop()
        if not (is_record(value) or is_list(value)) or id(value) in seen:
            continue
        seen.add(id(value))
        children: list[tuple[object, str]] = []
        try:
            if is_list(value):
                children = [(item, f"{path}[{index}]") for index, item in enumerate(value[:budget])]
            elif is_record(value):
                for key, item in list(value.items())[:budget]:
                    if not isinstance(key, str):
                        return path
                    children.append((item, key if path == "" else f"{path}.{key}"))
        except Exception:
            return path
        budget -= len(children) + 1
        pending.extend(reversed(children))
    return ""
