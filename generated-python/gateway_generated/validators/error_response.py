"""The validator of the error response, the same for every operation.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

from datetime import date
from typing import Final

from ..runtime import FieldCheck, ValidationResult, is_record, key_text, length_within, to_result, unreadable_body
from ..runtime.contract import ValidationError, invalid

_VALUES_0: Final = frozenset({"INVALID_REQUEST", "REQUEST_REJECTED", "SERVER_BUSY", "SERVER_FAILED"})
_VALUES_1: Final = frozenset({"INVALID", "MISSING", "UNSUPPORTED"})



def _check_error_response_error_cause(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_0:
        errors.append(invalid(path, "Must be one of INVALID_REQUEST, REQUEST_REJECTED, SERVER_BUSY, SERVER_FAILED."))


def _check_error_response_error_explanation(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 1000):
        errors.append(invalid(path, "Must be 1 to 1000 characters long."))


def _check_error_response_error_field(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_error_response_error_support_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_error_response_error_validation_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_1:
        errors.append(invalid(path, "Must be one of INVALID, MISSING, UNSUPPORTED."))


_CHECK_ERROR_RESPONSE_ERROR_FIELDS: Final[dict[str, FieldCheck]] = {
    "cause": _check_error_response_error_cause,
    "explanation": _check_error_response_error_explanation,
    "field": _check_error_response_error_field,
    "supportCode": _check_error_response_error_support_code,
    "validationType": _check_error_response_error_validation_type,
}


def _check_error_response_error(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_ERROR_RESPONSE_ERROR_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def _check_error_response_result(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid(path, "Must be a non-empty string."))


_CHECK_ERROR_RESPONSE_FIELDS: Final[dict[str, FieldCheck]] = {
    "error": _check_error_response_error,
    "result": _check_error_response_result,
}


def _check_error_response(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_ERROR_RESPONSE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def validate_error_response(body: object, *, today: date | None = None) -> ValidationResult:
    """The error response of any operation.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The response body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_error_response(body, "", errors)
        return to_result(errors)
    except Exception:
        return unreadable_body(body)


def is_error_response(body: object) -> bool:
    """Whether the body is the error shape: a JSON object that has its error object's key. Never raises."""
    try:
        return is_record(body) and ("error" in body)
    except Exception:
        return False
