# What the generated client module tells the hand-written client about the gateway: all of it comes
# from the spec, so this module and the client's behaviour hold no gateway fact.

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from .checks import Validator
from .client_errors import GatewayError
from .contract import ValidationError
from .masking import KnownNode, MaskTables


@dataclass(frozen=True, slots=True)
class PathParameter:
    name: str
    """The name in the path template."""
    argument: str
    """The keyword argument (or client option) that gives the value."""
    min_length: int
    max_length: int
    pattern: re.Pattern[str] | None
    """The allowed characters, when the spec restricts them (matched whole)."""


@dataclass(frozen=True, slots=True)
class OperationDescription:
    name: str
    """The discriminator's value."""
    version: str
    validate_request: Validator
    validate_response: Validator
    known_request: KnownNode = field(repr=False)
    """What the spec knows of the request: the rest is masked whole in log records."""
    known_response: KnownNode = field(repr=False)
    """What the spec knows of the response, the error shape's members included."""
    deprecation: str | None = None


@dataclass(frozen=True, slots=True)
class ErrorShape:
    """The members of the error shape the client reads and writes, and the result that says an error."""

    result_member: str
    error_member: str
    error_result: str
    cause_member: str
    field_member: str
    validation_type_member: str
    explanation_member: str
    unsupported: str
    """The validation type of a field the spec does not know."""


@dataclass(frozen=True, slots=True)
class ReusedTransaction:
    """The refusal that says a retried transaction id is already used on its order."""

    argument: str
    """The keyword argument that gives the transaction id."""
    refusal: Mapping[str, str]
    """Every member of the error object that recognises the refusal, with its value."""

    def is_refusal(self, error: Mapping[str, object]) -> bool:
        return all(error.get(member) == value for member, value in self.refusal.items())


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    causes: frozenset[str]
    connection_failures: bool
    attempts: int
    base_delay: float
    """Seconds: the first back-off's ceiling."""
    max_delay: float
    """Seconds: the longest back-off."""
    reused_transaction: ReusedTransaction | None


ErrorClassOf = Callable[[str, "int | None"], "type[GatewayError]"]
"""The error class of a cause, given the HTTP status (None: the client's own refusal)."""


@dataclass(frozen=True, slots=True)
class ApiDescription:
    method: str
    path_template: str
    """The path with `{version}` and `{<parameter>}` placeholders."""
    discriminator: str
    basic_user_prefix: str
    identity_option: str | None
    """The client option the path identifier of Basic authentication's user id comes from."""
    path_parameters: tuple[PathParameter, ...]
    versions: Mapping[str, Mapping[str, OperationDescription]]
    """The versions of each operation, by method name."""
    default_versions: Mapping[str, str]
    is_error_response: Callable[[object], bool]
    error_class: ErrorClassOf
    shape: ErrorShape
    masks: MaskTables
    timeout: float
    """Seconds per attempt."""
    max_response_bytes: int
    retry: RetryPolicy


def finding_as_error(finding: ValidationError, shape: ErrorShape) -> dict[str, object]:
    """A finding as the error object of an error response; one on the body as a whole names no field."""
    at: dict[str, object] = {} if finding.field == "" else {shape.field_member: finding.field, shape.validation_type_member: finding.validation_type}
    return {shape.cause_member: finding.cause, **at, shape.explanation_member: finding.explanation}


def error_summary(error: Mapping[str, object], shape: ErrorShape) -> str:
    """One line that says an error: its cause, the field and validation type it names, its explanation."""
    field = error.get(shape.field_member)
    kind = error.get(shape.validation_type_member)
    explanation = error.get(shape.explanation_member)
    where = f" on {field}" if field else ""
    said = f" ({kind})" if kind else ""
    return f"{error.get(shape.cause_member)}{where}{said}{f': {explanation}' if explanation else ''}"


def gateway_error(
    api: ApiDescription,
    error: Mapping[str, object],
    *,
    status: int | None,
    headers: Mapping[str, str] | None = None,
    findings: tuple[ValidationError, ...] = (),
) -> GatewayError:
    """The error of an error object: its cause's class, its message from the object and the status alone."""
    more = f" and {len(findings) - 1} more" if len(findings) > 1 else ""
    http = "not sent" if status is None else f"HTTP {status}"
    cause = error.get(api.shape.cause_member)
    error_class = api.error_class(cause if isinstance(cause, str) else "", status)
    return error_class(
        f"{error_summary(error, api.shape)}{more} [{http}]",
        result=api.shape.error_result,
        error=error,
        status=status,
        headers=headers,
        findings=findings,
    )
