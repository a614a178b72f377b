"""The validators of Payment Gateway REST Interface, by operation and version.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

from datetime import date
from typing import Final

from ..runtime import ValidationResult, Validator, to_result, validator_for
from ..runtime.contract import unsupported
from .error_response import is_error_response, validate_error_response
from .authorize_100 import validate_authorize_100_request, validate_authorize_100_response
from .initiate_browser_payment_17 import validate_initiate_browser_payment_17_request, validate_initiate_browser_payment_17_response
from .verify_100 import validate_verify_100_request, validate_verify_100_response

_REQUEST_VALIDATORS: Final[dict[str, dict[str, Validator]]] = {
    "AUTHORIZE": {"100": validate_authorize_100_request},
    "INITIATE_BROWSER_PAYMENT": {"17": validate_initiate_browser_payment_17_request},
    "VERIFY": {"100": validate_verify_100_request},
}

_RESPONSE_VALIDATORS: Final[dict[str, dict[str, Validator]]] = {
    "AUTHORIZE": {"100": validate_authorize_100_response},
    "INITIATE_BROWSER_PAYMENT": {"17": validate_initiate_browser_payment_17_response},
    "VERIFY": {"100": validate_verify_100_response},
}


def validate_request(api_operation: str, version: str | int, body: object, *, today: date | None = None) -> ValidationResult:
    """Validates a request body of an operation at a version. Never raises."""
    validate = validator_for(_REQUEST_VALIDATORS, api_operation, version)
    if validate is None:
        return to_result([unsupported("apiOperation", "This operation is not defined at this version.")])
    return validate(body, today=today)


def validate_response(api_operation: str, version: str | int, body: object, *, today: date | None = None) -> ValidationResult:
    """Validates a response body of an operation at a version (the error shape is recognised and validated as such). Never raises."""
    validate = validator_for(_RESPONSE_VALIDATORS, api_operation, version)
    if validate is None:
        return to_result([unsupported("apiOperation", "This operation is not defined at this version.")])
    if is_error_response(body):
        return validate_error_response(body)
    return validate(body, today=today)

validate_authorize_request: Final = validate_authorize_100_request
"""Authorize request at version 100, the default version."""
validate_authorize_response: Final = validate_authorize_100_response
"""Authorize response at version 100, the default version."""
validate_initiate_browser_payment_request: Final = validate_initiate_browser_payment_17_request
"""Initiate Browser Payment request at version 17, the default version."""
validate_initiate_browser_payment_response: Final = validate_initiate_browser_payment_17_response
"""Initiate Browser Payment response at version 17, the default version."""
validate_verify_request: Final = validate_verify_100_request
"""Verify request at version 100, the default version."""
validate_verify_response: Final = validate_verify_100_response
"""Verify response at version 100, the default version."""

__all__ = [
    "is_error_response",
    "validate_authorize_100_request",
    "validate_authorize_100_response",
    "validate_authorize_request",
    "validate_authorize_response",
    "validate_error_response",
    "validate_initiate_browser_payment_17_request",
    "validate_initiate_browser_payment_17_response",
    "validate_initiate_browser_payment_request",
    "validate_initiate_browser_payment_response",
    "validate_request",
    "validate_response",
    "validate_verify_100_request",
    "validate_verify_100_response",
    "validate_verify_request",
    "validate_verify_response",
]
