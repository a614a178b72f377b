# Generated from spec/ by the gateway generator. Do not edit. (copied from templates/python/runtime/client_call.py)
# One call over the wire, once it is checked: its attempts, the waits between them (which a cancel
# ends at once), what a failed attempt says of the call's outcome, and what the client keeps of each
# answer (scrubbed of the call's secrets, masked unless known safe).

from __future__ import annotations

import json
import logging
import math
import ssl
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Final, Generic, Literal, TypeVar
from urllib.parse import SplitResult

from .card_numbers import REDACTED
from .client_api import ApiDescription, OperationDescription, gateway_error
from .client_errors import (
    GatewayAbortError,
    GatewayError,
    GatewayNetworkError,
    GatewayOutcomeUnknownError,
    GatewayRedirectError,
    GatewayResponseError,
    GatewayTimeoutError,
)
from .client_http import ConnectionLost, NeverConnected, TimedOut, TooLarge, exchange, host_and_port, logged_headers, target_origin
from .contract import ValidationError
from .masking import LogMasking, as_mapping, mask_for_log
from .retry_after import retry_after_seconds
from .secrets import Secrets

MAX_RETRY_AFTER: Final = 60.0
"""The longest `Retry-After` (seconds) the client waits for; a longer one ends the retries."""

Body = TypeVar("Body", covariant=True)


@dataclass(frozen=True, slots=True)
class RawResponse(Generic[Body]):
    """An answer: the parsed body, the HTTP status and the headers (lower-case names)."""

    body: Body
    status: int
    headers: Mapping[str, str]


ResponseValidation = Literal["report", "raise"] | None


@dataclass(frozen=True, slots=True)
class CallSettings:
    """What a call needs of its client's options."""

    logger: logging.Logger
    log_unknown_values: bool
    validate_responses: ResponseValidation
    on_drift: Callable[[str, tuple[ValidationError, ...]], None] | None
    max_response_bytes: int
    random: Callable[[], float]
    sleep: Callable[[float], None] | None


@dataclass(frozen=True, slots=True)
class CallContext:
    api: ApiDescription
    settings: CallSettings
    authorization: str | None = field(repr=False)
    """The Authorization header: never in a repr."""
    ssl_context: ssl.SSLContext | None = None


@dataclass(frozen=True, slots=True)
class Call:
    """One call as sent: what every attempt of it shares."""

    operation: OperationDescription
    base: SplitResult
    url: str
    target: str
    """The request target: the base URL's path and the operation's."""
    body: bytes
    logged_body: object
    timeout: float
    attempts: int
    headers: Mapping[str, str]
    transaction: str | None
    secrets: Secrets
    cancel: threading.Event | None = field(default=None)


def run_call(context: CallContext, call: Call) -> RawResponse[object]:
    unknown_before = False
    attempt = 1
    while True:
        if call.cancel is not None and call.cancel.is_set():
            raise _aborted(call)
        failure: GatewayError | GatewayNetworkError
        try:
            return _attempt_once(context, call, attempt)
        except (GatewayError, GatewayNetworkError) as caught:
            failure = caught
        reason = _retry_reason(context.api, failure)
        delay = None if reason is None else _retry_delay(context, failure, attempt)
        if reason is None or delay is None or attempt >= call.attempts:
            raise _final_failure(context.api, call, failure, attempt, unknown_before)
        unknown_before = unknown_before or (isinstance(failure, GatewayNetworkError) and failure.outcome_unknown)
        _log(context, call, logging.INFO, {"type": "retry", "operation": call.operation.name, "attempt": attempt, "delaySeconds": delay, "reason": reason})
        _pause(context, call, delay)
        attempt += 1


def _final_failure(api: ApiDescription, call: Call, failure: Exception, attempts: int, unknown_before: bool) -> Exception:
    """After an attempt of unknown outcome, a refusal of a retry is GatewayOutcomeUnknownError, never the refusal's own error."""
    if not unknown_before:
        return failure
    if isinstance(failure, GatewayError):
        reused = api.retry.reused_transaction
        used = reused is not None and reused.is_refusal(failure.error)
        said = "its transaction id is already used" if used else "it was refused"
        return GatewayOutcomeUnknownError(
            f"{call.operation.name}: outcome unknown after {attempts} attempts: an earlier attempt may have reached the gateway, and the retry says {said}",
            transaction=call.transaction,
            attempts=attempts,
            transaction_used=used,
            cause=failure,
        )
    if isinstance(failure, GatewayNetworkError) and not failure.outcome_unknown:
        return GatewayNetworkError(str(failure), outcome_unknown=True, code=failure.code)
    return failure


def _aborted(call: Call) -> GatewayAbortError:
    return GatewayAbortError(f"{call.operation.name}: cancelled by the caller")


def _pause(context: CallContext, call: Call, seconds: float) -> None:
    """The wait before the next attempt; a cancel ends it at once with GatewayAbortError."""
    sleep = context.settings.sleep
    if sleep is not None:
        sleep(seconds)
    elif call.cancel is not None:
        call.cancel.wait(seconds)
    else:
        time.sleep(seconds)
    if call.cancel is not None and call.cancel.is_set():
        raise _aborted(call)


def _retry_delay(context: CallContext, failure: Exception, attempt: int) -> float | None:
    """What the gateway's `Retry-After` asks for (up to a minute; a longer wait ends the retries: None), else full-jitter back-off."""
    headers = failure.headers if isinstance(failure, GatewayError) else None
    asked = retry_after_seconds(None if headers is None else headers.get("retry-after"))
    if asked is not None:
        return asked if asked <= MAX_RETRY_AFTER else None
    retry = context.api.retry
    ceiling_ms = min(retry.max_delay * 1000, retry.base_delay * 1000 * 2 ** (attempt - 1))
    return math.floor(context.settings.random() * ceiling_ms) / 1000


def _retry_reason(api: ApiDescription, failure: Exception) -> str | None:
    if isinstance(failure, GatewayTimeoutError):
        return None
    if isinstance(failure, GatewayNetworkError):
        return "connection failed" if api.retry.connection_failures else None
    if not isinstance(failure, GatewayError):
        return None
    cause = failure.error.get(api.shape.cause_member)
    return cause if isinstance(cause, str) and cause in api.retry.causes else None


def _log(context: CallContext, call: Call, level: int, event: dict[str, object]) -> None:
    """A log record of the event, scrubbed: its message is the event as JSON, and `gateway_event` holds it."""
    logger = context.settings.logger
    if not logger.isEnabledFor(level):
        return
    shown = call.secrets.value(event)
    logger.log(level, "%s", json.dumps(shown, default=str, ensure_ascii=False), extra={"gateway_event": shown})


def _shown(context: CallContext, call: Call, body: object) -> object:
    return mask_for_log(
        body, LogMasking(context.api.masks, call.operation.known_response, show_unknown=context.settings.log_unknown_values)
    )


def _network_message(call: Call, code: str | None) -> str:
    return f"{call.operation.name}: the connection to {host_and_port(call.base)} failed{'' if code is None else f' ({code})'}"


def _failure_without_answer(call: Call, failure: NeverConnected | ConnectionLost | TimedOut) -> Exception:
    """What an attempt that got no answer raises: the caller's cancel, a time-out, or a network error saying whether it may have been carried out."""
    if call.cancel is not None and call.cancel.is_set():
        return _aborted(call)
    if isinstance(failure, TimedOut):
        return GatewayTimeoutError(f"{call.operation.name}: no answer within the time-out")
    message = call.secrets.text(_network_message(call, failure.code))
    return GatewayNetworkError(message, outcome_unknown=isinstance(failure, ConnectionLost), code=failure.code)


def _attempt_once(context: CallContext, call: Call, attempt: int) -> RawResponse[object]:
    api = context.api
    own = {"content-type": "application/json", "accept": "application/json"}
    if context.authorization is not None:
        own["authorization"] = context.authorization
    headers = {**{name: value for name, value in call.headers.items() if name.lower() not in own}, **own}
    name = call.operation.name
    _log(context, call, logging.DEBUG, {
        "type": "request", "operation": name, "attempt": attempt, "method": api.method, "url": call.url,
        "headers": logged_headers(headers, REDACTED), "body": call.logged_body,
    })  # fmt: skip
    started = time.monotonic()
    try:
        answer = exchange(
            call.base, api.method, call.target, headers, call.body,
            timeout=call.timeout, context=context.ssl_context, limit=context.settings.max_response_bytes, cancel=call.cancel,
        )  # fmt: skip
    except (NeverConnected, ConnectionLost, TimedOut) as failure:
        raise _failure_without_answer(call, failure) from None
    except TooLarge as large:
        raise GatewayResponseError(f"{name}: {large}", status=large.status, raw_text="", headers=call.secrets.headers(large.headers)) from None
    answer_headers = call.secrets.headers(answer.headers)
    if 300 <= answer.status < 400:
        origin = target_origin(call.url, answer_headers.get("location"))
        raise GatewayRedirectError(
            f"{name}: the answer is a redirect, which a payment call never follows",
            status=answer.status,
            target_origin=None if origin is None else call.secrets.text(origin),
        )
    text = answer.body.decode("utf-8", errors="replace")
    parsed, ok = _parse_json(text)
    _log(context, call, logging.DEBUG, {
        "type": "response", "operation": name, "attempt": attempt, "status": answer.status,
        "milliseconds": round((time.monotonic() - started) * 1000), "body": _shown(context, call, parsed) if ok else REDACTED,
    })  # fmt: skip
    if not ok:
        raise GatewayResponseError(f"{name}: the answer is not JSON", status=answer.status, raw_text=call.secrets.text(text), headers=answer_headers)
    if api.is_error_response(parsed):
        _raise_error_answer(context, call, parsed, answer.status, answer_headers, text)
    if not 200 <= answer.status < 300:
        raise GatewayResponseError(
            f"{name}: an error status without the gateway's error shape", status=answer.status, raw_text=call.secrets.text(text), headers=answer_headers
        )
    _validate_response(context, call, parsed, answer.status, text)
    return RawResponse(parsed, answer.status, {key.lower(): value for key, value in answer.headers})


def _raise_error_answer(context: CallContext, call: Call, parsed: object, status: int, headers: dict[str, str], text: str) -> None:
    """The error shape's answer as its cause's error; an answer that says another result (or none) is not that shape."""
    shape = context.api.shape
    shown = as_mapping(_shown(context, call, parsed)) or {}
    error = as_mapping(shown.get(shape.error_member))
    if shown.get(shape.result_member) != shape.error_result or error is None:
        raise GatewayResponseError(
            f"{call.operation.name}: an error object without the error result", status=status, raw_text=call.secrets.text(text), headers=headers
        )
    error_object: dict[str, object] = {str(key): value for key, value in error.items()}
    field_name = error_object.get(shape.field_member)
    scrubbed = call.secrets.finding(error_object, field_name if isinstance(field_name, str) else None)
    raise gateway_error(context.api, scrubbed, status=status, headers=headers)


def _parse_json(text: str) -> tuple[object, bool]:
    try:
        return json.loads(text, parse_float=Decimal), True
    except (ValueError, RecursionError):
        return None, False


def _validate_response(context: CallContext, call: Call, body: object, status: int, text: str) -> None:
    """Response drift: passed to on_drift (`"report"`) or raised (`"raise"`), its findings' paths scrubbed."""
    mode = context.settings.validate_responses
    if mode is None:
        return
    result = call.operation.validate_response(body)
    if result.valid:
        return
    findings = tuple(scrub_finding(call.secrets, finding) for finding in result.errors)
    name = call.operation.name
    if mode == "raise":
        raise GatewayResponseError(
            f"{name}: the response does not match the spec ({', '.join(finding.field for finding in findings)})",
            status=status,
            raw_text=call.secrets.text(text),
        )
    if context.settings.on_drift is not None:
        context.settings.on_drift(name, findings)
    else:
        context.settings.logger.warning("%s: response drift on %s", name, ", ".join(finding.field for finding in findings))


def scrub_finding(secrets: Secrets, finding: ValidationError) -> ValidationError:
    """A finding with its field as a scrubbed path and its explanation scrubbed."""
    from dataclasses import replace

    return replace(finding, field=secrets.path(finding.field), explanation=secrets.text(finding.explanation))
