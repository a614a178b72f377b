"""A consumer of the Python package, as a developer writes one: pyright strict must find no error here."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from gateway_generated import ValidationError, ValidationResult, validate_authorize_request, validate_request
from gateway_generated.models.authorize_100 import AuthorizeRequest


def build_request() -> AuthorizeRequest:
    return {"apiOperation": "AUTHORIZE", "order": {"amount": Decimal("10.00"), "currency": "EUR"}}


def first_error(result: ValidationResult) -> ValidationError | None:
    return result.errors[0] if not result.valid else None


def check(body: AuthorizeRequest) -> list[str]:
    result = validate_request("AUTHORIZE", 100, body, today=date(2030, 1, 1))
    direct = validate_authorize_request(body)
    return [f"{error.field} {error.validation_type}: {error.explanation}" for error in (*result.errors, *direct.errors)]
