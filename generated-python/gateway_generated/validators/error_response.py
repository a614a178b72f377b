"""The validator of the error response, the same for every operation.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

from datetime import date
from typing import Final

from ..runtime import FieldCheck, ValidationResult, ABSENT, is_record, key_text, length_within, own_at, refusals_of, to_result, unreadable_body
from ..runtime.contract import ValidationError, invalid, missing

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
    if "cause" not in value:
        errors.append(missing(prefix + "cause"))


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
    if "error" not in value:
        errors.append(missing(prefix + "error"))
    if "result" not in value:
        errors.append(missing(prefix + "result"))


def validate_error_response(body: object, *, today: date | None = None) -> ValidationResult:
    """The error response of any operation.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The response body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_error_response(body, "", errors)
        refused = refusals_of(errors, len(errors))
        # Rule explanation-only-for-invalid-request-or-busy (section 7): error.explanation is returned only when the cause is INVALID_REQUEST or SERVER_BUSY.
        restricted = own_at(own_at(body, "error"), "explanation")
        condition = own_at(own_at(body, "error"), "cause")
        if restricted is not ABSENT and not (isinstance(condition, str) and (condition == "INVALID_REQUEST" or condition == "SERVER_BUSY")) and not refused.covers("error.explanation") and not refused.covers("error.cause"):
            errors.append(invalid("error.explanation", "error.explanation is returned only when the cause is INVALID_REQUEST or SERVER_BUSY."))
        # Rule field-only-for-invalid-request (section 7): error.field is returned only when the cause is INVALID_REQUEST and a field-level error occurred.
        restricted = own_at(own_at(body, "error"), "field")
        condition = own_at(own_at(body, "error"), "cause")
        if restricted is not ABSENT and not (isinstance(condition, str) and (condition == "INVALID_REQUEST")) and not refused.covers("error.field") and not refused.covers("error.cause"):
            errors.append(invalid("error.field", "error.field is returned only when the cause is INVALID_REQUEST and a field-level error occurred."))
        # Rule support-code-only-for-failed-or-rejected (section 7): error.supportCode is returned only when the cause is SERVER_FAILED or REQUEST_REJECTED.
        restricted = own_at(own_at(body, "error"), "supportCode")
        condition = own_at(own_at(body, "error"), "cause")
        if restricted is not ABSENT and not (isinstance(condition, str) and (condition == "SERVER_FAILED" or condition == "REQUEST_REJECTED")) and not refused.covers("error.supportCode") and not refused.covers("error.cause"):
            errors.append(invalid("error.supportCode", "error.supportCode is returned only when the cause is SERVER_FAILED or REQUEST_REJECTED."))
        # Rule validation-type-only-for-invalid-request (section 7): error.validationType is returned only for a field-level INVALID_REQUEST.
        restricted = own_at(own_at(body, "error"), "validationType")
        condition = own_at(own_at(body, "error"), "cause")
        if restricted is not ABSENT and not (isinstance(condition, str) and (condition == "INVALID_REQUEST")) and not refused.covers("error.validationType") and not refused.covers("error.cause"):
            errors.append(invalid("error.validationType", "error.validationType is returned only for a field-level INVALID_REQUEST."))
        # Rule field-with-validation-type (section 7): A field-level error names its field (error.field) beside its validation type.
        condition = own_at(own_at(body, "error"), "validationType")
        if (condition is not ABSENT) and own_at(own_at(body, "error"), "field") is ABSENT and not refused.covers("error.field") and not refused.covers("error.validationType"):
            errors.append(missing("error.field", "A field-level error names its field (error.field) beside its validation type."))
        # Rule validation-type-with-field (section 7): A field-level error has a validation type (error.validationType) beside the field it names.
        condition = own_at(own_at(body, "error"), "field")
        if (condition is not ABSENT) and own_at(own_at(body, "error"), "validationType") is ABSENT and not refused.covers("error.validationType") and not refused.covers("error.field"):
            errors.append(missing("error.validationType", "A field-level error has a validation type (error.validationType) beside the field it names."))
        return to_result(errors)
    except Exception:
        return unreadable_body(body)


def is_error_response(body: object) -> bool:
    """Whether the body is the error shape: a JSON object that has its error object's key. Never raises."""
    try:
        return is_record(body) and ("error" in body or body.get("result") == "ERROR")
    except Exception:
        return False
