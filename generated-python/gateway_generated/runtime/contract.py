"""The error shape as the package's code speaks it: the finding a validator makes.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import attrgetter
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


_SetSlot = Callable[[ValidationError, str], None]
_new_finding: Final = object.__new__
_set_cause: Final[_SetSlot] = getattr(ValidationError, "cause").__set__
_set_field: Final[_SetSlot] = getattr(ValidationError, "field").__set__
_set_validation_type: Final[_SetSlot] = getattr(ValidationError, "validation_type").__set__
_set_explanation: Final[_SetSlot] = getattr(ValidationError, "explanation").__set__


def invalid(field: str, explanation: str) -> ValidationError:
    """A value that fails its rule (INVALID)."""
    finding = _new_finding(ValidationError)
    _set_cause(finding, "INVALID_REQUEST")
    _set_field(finding, field)
    _set_validation_type(finding, "INVALID")
    _set_explanation(finding, explanation)
    return finding


def missing(field: str, explanation: str = "A value is required.") -> ValidationError:
    """A required value that is absent (MISSING)."""
    finding = _new_finding(ValidationError)
    _set_cause(finding, "INVALID_REQUEST")
    _set_field(finding, field)
    _set_validation_type(finding, "MISSING")
    _set_explanation(finding, explanation)
    return finding


def unsupported(field: str, explanation: str = "The field is not supported.") -> ValidationError:
    """A field the spec does not know (UNSUPPORTED)."""
    finding = _new_finding(ValidationError)
    _set_cause(finding, "INVALID_REQUEST")
    _set_field(finding, field)
    _set_validation_type(finding, "UNSUPPORTED")
    _set_explanation(finding, explanation)
    return finding


finding_field: Final[Callable[[ValidationError], str]] = attrgetter("field")
"""The field a finding names (the runtime reads findings through this; a call into C)."""
