# Generated from spec/ by the gateway generator. Do not edit. (copied from templates/python/runtime/__init__.py)
# The runtime the generated validators import: hand-written, copied as it is, no gateway fact in it.

from .checks import (
    VALID,
    FieldCheck,
    ValidationResult,
    Validator,
    count_digits,
    is_absolute_url,
    is_calendar_date,
    is_comma_list,
    is_json_text,
    is_list,
    is_record,
    is_whole_number,
    key_text,
    length_within,
    to_result,
    today_text,
    validator_for,
)
from .decimals import compare_decimals, decimal_scale, decimal_text
from .reference_order import compare_segments, is_at_or_under, is_below, reference_segments
from .rules import ABSENT, NO_RECORD, ItemFields, Refusals, checked_sum_differs, products_sum_differs, refusals_of, refuses_item_field, sum_differs
from .unreadable import unreadable_body

__all__ = [
    "ABSENT",
    "NO_RECORD",
    "VALID",
    "FieldCheck",
    "ItemFields",
    "Refusals",
    "ValidationResult",
    "Validator",
    "checked_sum_differs",
    "compare_decimals",
    "compare_segments",
    "count_digits",
    "decimal_scale",
    "decimal_text",
    "is_absolute_url",
    "is_at_or_under",
    "is_below",
    "is_calendar_date",
    "is_comma_list",
    "is_json_text",
    "is_list",
    "is_record",
    "is_whole_number",
    "key_text",
    "length_within",
    "products_sum_differs",
    "reference_segments",
    "refusals_of",
    "refuses_item_field",
    "sum_differs",
    "to_result",
    "today_text",
    "unreadable_body",
    "validator_for",
]
