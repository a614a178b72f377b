# The client's errors but those of each cause of the error shape, which the generated client module
# declares from the spec (subclasses of GatewayError). A gateway error keeps the gateway's own error
# object as sent, scrubbed; messages are built from that object and the HTTP status only, so no
# credential and no body value can reach a message, a log record or repr() of an error.

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .contract import ValidationError


class GatewayError(Exception):
    """The gateway answered with its error shape, or the client refused the body as the gateway would."""

    status: int | None
    """The HTTP status, or None when the client refused the call before sending it."""
    headers: Mapping[str, str] | None
    """The answer's headers (lower-case names), when the gateway answered."""
    result: str
    error: Mapping[str, object]
    """The gateway's error object, as sent (scrubbed of the call's secrets)."""
    findings: Sequence[ValidationError]
    """Every finding, when the client's own validation refused the body before sending it."""

    def __init__(
        self,
        message: str,
        *,
        result: str,
        error: Mapping[str, object],
        status: int | None = None,
        headers: Mapping[str, str] | None = None,
        findings: Sequence[ValidationError] = (),
    ) -> None:
        super().__init__(message)
        self.status = status
        self.headers = headers
        self.result = result
        self.error = error
        self.findings = tuple(findings)


class GatewayNetworkError(Exception):
    """The connection failed before an answer came (refused, reset, no such host...)."""

    outcome_unknown: bool
    """
    True when the request may have reached the gateway (a connection lost once the request was on its
    way, a time-out) in this attempt or an earlier one of the call: it may have been carried out.
    False when no attempt's connection ever opened: nothing reached the gateway.
    """
    code: str | None
    """The system's code (`ECONNREFUSED`), when it gives one."""

    def __init__(self, message: str, *, outcome_unknown: bool = True, code: str | None = None) -> None:
        super().__init__(message)
        self.outcome_unknown = outcome_unknown
        self.code = code


class GatewayTimeoutError(GatewayNetworkError):
    """No answer within the time-out: the request may have reached the gateway (`outcome_unknown` is True)."""

    def __init__(self, message: str) -> None:
        super().__init__(message, outcome_unknown=True, code=None)


class GatewayOutcomeUnknownError(Exception):
    """
    The call's outcome is unknown: an attempt may have reached the gateway and its answer was lost, and
    the gateway refused the retry (`cause`). The payment may have been carried out by the lost attempt.
    Never send it again with a new transaction id: reconcile first.
    """

    transaction: str | None
    attempts: int
    transaction_used: bool
    """True when the refusal says the transaction id is already used: the gateway holds a transaction under it."""
    cause: GatewayError

    def __init__(self, message: str, *, transaction: str | None, attempts: int, transaction_used: bool, cause: GatewayError) -> None:
        super().__init__(message)
        self.transaction = transaction
        self.attempts = attempts
        self.transaction_used = transaction_used
        self.cause = cause
        self.__cause__ = cause


class GatewayResponseError(Exception):
    """An answer that is neither a response of the operation nor the gateway's error shape."""

    status: int
    raw_text: str
    """The response body as received, scrubbed of the call's secrets."""
    headers: Mapping[str, str] | None

    def __init__(self, message: str, *, status: int, raw_text: str, headers: Mapping[str, str] | None = None) -> None:
        super().__init__(f"{message} [HTTP {status}]")
        self.status = status
        self.raw_text = raw_text
        self.headers = headers


class GatewayAbortError(Exception):
    """The caller cancelled the call (its `cancel` event was set); never retried."""


class GatewayConfigurationError(Exception):
    """The client cannot work as configured (a base URL, a password, a header, a certificate): raised before anything is sent."""


class GatewayRedirectError(Exception):
    """
    The gateway answered a call with a redirect (3xx). A payment call is never redirected, so the client
    follows none: nothing is sent to the target, whose origin alone is kept (its path may hold a token).
    """

    status: int
    target_origin: str | None

    def __init__(self, message: str, *, status: int, target_origin: str | None) -> None:
        super().__init__(f"{message} [HTTP {status}{'' if target_origin is None else f' to {target_origin}'}]")
        self.status = status
        self.target_origin = target_origin
