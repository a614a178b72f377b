"""The error shape as the package's code speaks it: the finding a validator makes.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

ErrorCause = Literal["INVALID_REQUEST", "REQUEST_REJECTED", "SERVER_BUSY", "SERVER_FAILED"]
"""Every cause of the error object."""
ValidationType = Literal["INVALID", "MISSING", "UNSUPPORTED"]
"""Every validation type of a field-level finding."""

ERROR_RESULT: Final = "ERROR"
INVALID_REQUEST_CAUSE: Final = "INVALID_REQUEST"


@dataclass(frozen=True, slots=True)
class ValidationError:
    """One finding of the validators, in the error object's own shape."""

    cause: Literal["INVALID_REQUEST"]
    field: str
    """The field, as a dotted path with list indexes; "" for the body as a whole."""
    validation_type: ValidationType
    explanation: str
    """The rule the value broke: it never repeats the value."""


def invalid(field: str, explanation: str) -> ValidationError:
    """A value that fails its rule (INVALID)."""
    return ValidationError("INVALID_REQUEST", field, "INVALID", explanation)


def missing(field: str, explanation: str = "A value is required.") -> ValidationError:
    """A required value that is absent (MISSING)."""
    return ValidationError("INVALID_REQUEST", field, "MISSING", explanation)


def unsupported(field: str, explanation: str = "The field is not supported.") -> ValidationError:
    """A field the spec does not know (UNSUPPORTED)."""
    return ValidationError("INVALID_REQUEST", field, "UNSUPPORTED", explanation)


def finding_field(finding: ValidationError) -> str:
    """The field a finding names (the runtime reads findings through this)."""
    return finding.field
