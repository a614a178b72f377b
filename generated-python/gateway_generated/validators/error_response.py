"""The validator of the error response, the same for every operation.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

from datetime import date
from typing import Final

from ..runtime import ValidationResult, ABSENT, NO_RECORD, VALID, is_record, key_text, refusals_of, to_result, unreadable_body
from ..runtime.contract import ValidationError, invalid, missing

_INVALID_0: Final = invalid("error", "Must be a JSON object.")
_VALUES_1: Final = frozenset({"INVALID_REQUEST", "REQUEST_REJECTED", "SERVER_BUSY", "SERVER_FAILED"})
_INVALID_2: Final = invalid("error.cause", "Must be one of INVALID_REQUEST, REQUEST_REJECTED, SERVER_BUSY, SERVER_FAILED.")
_INVALID_3: Final = invalid("error.explanation", "Must be a string.")
_INVALID_4: Final = invalid("error.explanation", "Must be 1 to 1000 characters long.")
_INVALID_5: Final = invalid("error.field", "Must be a string.")
_INVALID_6: Final = invalid("error.field", "Must be 1 to 100 characters long.")
_INVALID_7: Final = invalid("error.supportCode", "Must be a string.")
_INVALID_8: Final = invalid("error.supportCode", "Must be 1 to 100 characters long.")
_VALUES_9: Final = frozenset({"INVALID", "MISSING", "UNSUPPORTED"})
_INVALID_10: Final = invalid("error.validationType", "Must be one of INVALID, MISSING, UNSUPPORTED.")
_MISSING_11: Final = missing("error.cause")
_INVALID_12: Final = invalid("", "Must be a JSON object.")
_INVALID_13: Final = invalid("result", "Must be a non-empty string.")
_MISSING_14: Final = missing("error")
_MISSING_15: Final = missing("result")
_VALUES_16: Final = frozenset({"error", "error.cause", "error.explanation", "error.field", "error.supportCode", "error.validationType"})
_VALUES_17: Final = frozenset({"error", "error.cause", "error.explanation"})
_INVALID_18: Final = invalid("error.explanation", "error.explanation is returned only when the cause is INVALID_REQUEST or SERVER_BUSY.")
_VALUES_19: Final = frozenset({"error", "error.cause", "error.field"})
_INVALID_20: Final = invalid("error.field", "error.field is returned only when the cause is INVALID_REQUEST and a field-level error occurred.")
_VALUES_21: Final = frozenset({"error", "error.cause", "error.supportCode"})
_INVALID_22: Final = invalid("error.supportCode", "error.supportCode is returned only when the cause is SERVER_FAILED or REQUEST_REJECTED.")
_VALUES_23: Final = frozenset({"error", "error.cause", "error.validationType"})
_INVALID_24: Final = invalid("error.validationType", "error.validationType is returned only for a field-level INVALID_REQUEST.")
_VALUES_25: Final = frozenset({"error", "error.field", "error.validationType"})
_MISSING_26: Final = missing("error.field", "A field-level error names its field (error.field) beside its validation type.")
_MISSING_27: Final = missing("error.validationType", "A field-level error has a validation type (error.validationType) beside the field it names.")



def _check_error_response_error(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_0)
        return
    for key, field in value.items():
        if key == "cause":
            if not isinstance(field, str) or field not in _VALUES_1:
                errors.append(_INVALID_2)
        elif key == "explanation":
            if not isinstance(field, str):
                errors.append(_INVALID_3)
            elif not 1 <= len(field) <= 1000:
                errors.append(_INVALID_4)
        elif key == "field":
            if not isinstance(field, str):
                errors.append(_INVALID_5)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_6)
        elif key == "supportCode":
            if not isinstance(field, str):
                errors.append(_INVALID_7)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_8)
        elif key == "validationType":
            if not isinstance(field, str) or field not in _VALUES_9:
                errors.append(_INVALID_10)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "cause" not in value:
        errors.append(_MISSING_11)


def _check_error_response(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_12)
        return
    for key, field in value.items():
        if key == "error":
            _check_error_response_error(field, "", errors)
        elif key == "result":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_13)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "error" not in value:
        errors.append(_MISSING_14)
    if "result" not in value:
        errors.append(_MISSING_15)


def validate_error_response(body: object, *, today: date | None = None) -> ValidationResult:
    """The error response of any operation.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The response body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_error_response(body, "", errors)
        refused = refusals_of(errors, _VALUES_16) if errors else None
        # Rule explanation-only-for-invalid-request-or-busy (section 7): error.explanation is returned only when the cause is INVALID_REQUEST or SERVER_BUSY.
        read_error: object = body.get("error", ABSENT)
        in_error: dict[object, object] = read_error if is_record(read_error) else NO_RECORD
        read_error_explanation: object = in_error.get("explanation", ABSENT)
        if read_error_explanation is not ABSENT:
            read_error_cause: object = in_error.get("cause", ABSENT)
            if not (isinstance(read_error_cause, str) and (read_error_cause == "INVALID_REQUEST" or read_error_cause == "SERVER_BUSY")) and (refused is None or refused.isdisjoint(_VALUES_17)):
                errors.append(_INVALID_18)
        # Rule field-only-for-invalid-request (section 7): error.field is returned only when the cause is INVALID_REQUEST and a field-level error occurred.
        read_error_field: object = in_error.get("field", ABSENT)
        if read_error_field is not ABSENT:
            read_error_cause_2: object = in_error.get("cause", ABSENT)
            if not (isinstance(read_error_cause_2, str) and (read_error_cause_2 == "INVALID_REQUEST")) and (refused is None or refused.isdisjoint(_VALUES_19)):
                errors.append(_INVALID_20)
        # Rule support-code-only-for-failed-or-rejected (section 7): error.supportCode is returned only when the cause is SERVER_FAILED or REQUEST_REJECTED.
        read_error_support_code: object = in_error.get("supportCode", ABSENT)
        if read_error_support_code is not ABSENT:
            read_error_cause_3: object = in_error.get("cause", ABSENT)
            if not (isinstance(read_error_cause_3, str) and (read_error_cause_3 == "SERVER_FAILED" or read_error_cause_3 == "REQUEST_REJECTED")) and (refused is None or refused.isdisjoint(_VALUES_21)):
                errors.append(_INVALID_22)
        # Rule validation-type-only-for-invalid-request (section 7): error.validationType is returned only for a field-level INVALID_REQUEST.
        read_error_validation_type: object = in_error.get("validationType", ABSENT)
        if read_error_validation_type is not ABSENT:
            read_error_cause_4: object = in_error.get("cause", ABSENT)
            if not (isinstance(read_error_cause_4, str) and (read_error_cause_4 == "INVALID_REQUEST")) and (refused is None or refused.isdisjoint(_VALUES_23)):
                errors.append(_INVALID_24)
        # Rule field-with-validation-type (section 7): A field-level error names its field (error.field) beside its validation type.
        if (read_error_validation_type is not ABSENT):
            if read_error_field is ABSENT and (refused is None or refused.isdisjoint(_VALUES_25)):
                errors.append(_MISSING_26)
        # Rule validation-type-with-field (section 7): A field-level error has a validation type (error.validationType) beside the field it names.
        if (read_error_field is not ABSENT):
            if read_error_validation_type is ABSENT and (refused is None or refused.isdisjoint(_VALUES_25)):
                errors.append(_MISSING_27)
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)


def is_error_response(body: object) -> bool:
    """Whether the body is the error shape: a JSON object that has its error object's key. Never raises."""
    try:
        return is_record(body) and ("error" in body or body.get("result") == "ERROR")
    except Exception:
        return False
