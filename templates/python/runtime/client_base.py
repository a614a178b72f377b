# The client's behaviour, over the API description the generator writes from the spec: path
# identifiers checked and percent-encoded, the body validated before anything is sent, Basic or
# certificate authentication (ssl's load_cert_chain), the call's secrets gathered for scrubbing;
# client_call.py sends it.

from __future__ import annotations

import base64
import json
import logging
import random as random_module
import ssl
import threading
import uuid
from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Final
from urllib.parse import quote

from .client_api import ApiDescription, OperationDescription, PathParameter, finding_as_error, gateway_error
from .client_call import Call, CallContext, CallSettings, RawResponse, ResponseValidation, run_call, scrub_finding
from .client_errors import GatewayConfigurationError, GatewayError
from .client_http import check_base_url, check_headers, secret_header_values
from .contract import ValidationError, invalid
from .masking import LogMasking, as_mapping, mask_for_log
from .secrets import SHORTEST_SECRET, Secrets

_NOT_JSON: Final = "Must be JSON data: a value could not be written as JSON (NaN, an infinity, or a value of no JSON type)."
LOGGER_NAME: Final = "gateway_generated.client"
"""The logger the client writes to unless given another: every request, response and retry, masked."""

Certificate = str | tuple[str, str]
"""A PEM file holding the certificate and its key, or (certificate file, key file)."""
WarningHook = Callable[[str, tuple[ValidationError, ...]], None]


class BaseGatewayClient:
    """The behaviour of GatewayClient, which the generated module gives the gateway's description and methods."""

    def __init__(
        self,
        api: ApiDescription,
        *,
        base_url: str,
        identity: str | None,
        api_password: str | None,
        cert: Certificate | None,
        ca: str | None,
        ssl_context: ssl.SSLContext | None,
        timeout: float | None,
        attempts: int | None,
        max_response_bytes: int | None,
        validate_requests: bool,
        strict: bool,
        validate_responses: ResponseValidation,
        on_warning: WarningHook | None,
        on_drift: WarningHook | None,
        logger: logging.Logger | None,
        log_unknown_values: bool,
        random: Callable[[], float] | None,
        sleep: Callable[[float], None] | None,
    ) -> None:
        self._base = check_base_url(base_url)
        _check_password(api_password)
        if api.identity_option is not None and not isinstance(identity, str):
            raise GatewayConfigurationError(f"{api.identity_option} must be a string")
        self._api = api
        self._base_url = base_url
        self._identity = identity
        credentials = (
            None
            if api_password is None
            else base64.b64encode(f"{api.basic_user_prefix}{identity or ''}:{api_password}".encode()).decode("ascii")
        )
        # The credentials live in the call context alone, whose repr leaves them out, and in the secrets,
        # whose repr counts them: repr() of the client, or of anything it holds, never shows them.
        authorization = None if credentials is None else f"Basic {credentials}"
        self._secrets = Secrets([value for value in (api_password, credentials, authorization) if value is not None])
        self._timeout = api.timeout if timeout is None else timeout
        self._attempts = api.retry.attempts if attempts is None else attempts
        self._validate_requests = validate_requests
        self._strict = strict
        self._on_warning = on_warning
        self._logger = logger or logging.getLogger(LOGGER_NAME)
        self._log_unknown_values = log_unknown_values
        self._deprecations_told: set[tuple[str, str]] = set()
        self._context = CallContext(
            api,
            CallSettings(
                logger=self._logger,
                log_unknown_values=log_unknown_values,
                validate_responses=validate_responses,
                on_drift=on_drift,
                max_response_bytes=api.max_response_bytes if max_response_bytes is None else max_response_bytes,
                random=random or random_module.random,
                sleep=sleep,
            ),
            authorization,
            _ssl_context(self._base.scheme, cert, ca, ssl_context),
        )

    def __repr__(self) -> str:
        """What a log record or a debugger shows of the client: never a credential."""
        option = self._api.identity_option
        identity = "" if option is None or self._identity is None else f", {option}={self._identity!r}"
        return f"GatewayClient(base_url={self._base_url!r}{identity})"

    def __getstate__(self) -> None:
        raise TypeError("a GatewayClient holds credentials and is not pickled")

    def _send(
        self,
        method: str,
        arguments: Mapping[str, object],
        body: Mapping[str, object],
        *,
        extra_fields: Mapping[str, object] | None,
        version: str | None,
        timeout: float | None,
        attempts: int | None,
        headers: Mapping[str, str] | None,
        cancel: threading.Event | None,
    ) -> RawResponse[object]:
        operation = self._operation(method, version)
        extra_headers: Mapping[str, str] = headers or {}
        check_headers(extra_headers)
        target = self._target(operation, arguments)
        self._refuse_other_operation(operation, body)
        sent = self._with_extra_fields({**body, self._api.discriminator: operation.name}, extra_fields or {})
        self._validate_request(operation, sent, list((extra_fields or {}).keys()))
        self._warn_if_deprecated(operation)
        hidden: list[object] = []
        logged = mask_for_log(
            sent, LogMasking(self._api.masks, operation.known_request, show_unknown=self._log_unknown_values, on_masked=hidden.append)
        )
        reused = self._api.retry.reused_transaction
        transaction = None if reused is None else arguments.get(reused.argument)
        call = Call(
            operation=operation,
            base=self._base,
            url=f"{self._base.scheme}://{self._base.netloc}{target}",
            target=target,
            body=self._json(sent),
            logged_body=logged,
            timeout=self._timeout if timeout is None else timeout,
            attempts=max(1, self._attempts if attempts is None else attempts),
            headers=extra_headers,
            transaction=transaction if isinstance(transaction, str) else None,
            secrets=self._secrets.with_values([*hidden, *secret_header_values(extra_headers)]),
            cancel=cancel,
        )
        return run_call(self._context, call)

    def _json(self, body: Mapping[str, object]) -> bytes:
        """The body as sent; one JSON cannot write is refused before anything is sent, as the gateway would refuse it."""
        try:
            return json_bytes(body)
        except ValueError:
            raise self._invalid([invalid("", _NOT_JSON)]) from None

    def _operation(self, method: str, requested: str | None) -> OperationDescription:
        versions = self._api.versions.get(method, {})
        version = requested if requested is not None else self._api.default_versions.get(method)
        operation = None if version is None else versions.get(str(version))
        if operation is None:
            raise ValueError(f"{method}: the spec defines no version {version} (known: {', '.join(versions)})")
        return operation

    def _target(self, operation: OperationDescription, arguments: Mapping[str, object]) -> str:
        """The request target: the base URL's path and the operation's, every identifier checked and percent-encoded."""
        values = {**arguments, **({} if self._api.identity_option is None else {self._api.identity_option: self._identity})}
        path = self._api.path_template.replace("{version}", quote(operation.version, safe=""))
        for parameter in self._api.path_parameters:
            value = values.get(parameter.argument)
            problem = _identifier_problem(value, parameter)
            if problem is not None:
                raise self._invalid([invalid(parameter.argument, problem)])
            # Every reserved character is escaped, so "/", "?" or "#" in an id stay inside its segment.
            path = path.replace(f"{{{parameter.name}}}", quote(str(value), safe="!~*'()"))
        return f"{_without_trailing_slashes(self._base.path)}{path}"

    def _refuse_other_operation(self, operation: OperationDescription, body: Mapping[str, object]) -> None:
        """The method sets the discriminator: a body that names another operation is refused before anything is sent."""
        discriminator = self._api.discriminator
        if discriminator not in body or body[discriminator] == operation.name:
            return
        raise self._invalid(
            [invalid(discriminator, f"Set by the method: this call sends {operation.name}, and the body names another operation.")]
        )

    def _with_extra_fields(self, body: dict[str, object], extra_fields: Mapping[str, object]) -> dict[str, object]:
        """The body with each extra field set at its dotted path; the dicts on the way are copies, never the caller's."""
        result = dict(body)
        for path, value in extra_fields.items():
            keys = path.split(".")
            target = result
            for key in keys[:-1]:
                inside = as_mapping(target.get(key, {}))
                if inside is None:
                    raise self._invalid([invalid(path, "Its parent is not an object.")])
                copy: dict[str, object] = {str(name): item for name, item in inside.items()}
                target[key] = copy
                target = copy
            target[keys[-1]] = value
        return result

    def _invalid(self, findings: list[ValidationError]) -> GatewayError:
        """The client's own refusal, its findings' paths scrubbed (a key of the caller's may be a card number)."""
        shown = tuple(scrub_finding(self._secrets, finding) for finding in findings)
        return gateway_error(self._api, finding_as_error(shown[0], self._api.shape), status=None, findings=shown)

    def _validate_request(self, operation: OperationDescription, body: Mapping[str, object], extra_paths: list[str]) -> None:
        """Invalid and missing values refuse the call; unknown fields are sent and told to on_warning, unless `strict` refuses them."""
        errors = [] if not self._validate_requests else list(operation.validate_request(body).errors)
        unsupported = self._api.shape.unsupported
        unknown = [error for error in errors if error.validation_type == unsupported and error.field != self._api.discriminator]
        refused = errors if self._strict else [error for error in errors if error not in unknown]
        if refused:
            raise self._invalid(refused)
        unchecked = [path for path in extra_paths if not any(error.field == path for error in unknown)]
        paths: Callable[[list[str]], str] = lambda found: ", ".join(self._secrets.path(path) for path in found)
        said = [
            *([f"fields the spec does not know are sent as given: {paths([error.field for error in unknown])}"] if unknown else []),
            *([f"fields of a region the spec does not show are sent unchecked: {paths(unchecked)}"] if unchecked else []),
        ]
        if said:
            self._warn(f"{operation.name} {operation.version}: {'; '.join(said)}", tuple(scrub_finding(self._secrets, error) for error in unknown))

    def _warn_if_deprecated(self, operation: OperationDescription) -> None:
        """The first call of a deprecated version tells on_warning (the logger without one); later calls say nothing."""
        key = (operation.name, operation.version)
        if operation.deprecation is None or key in self._deprecations_told:
            return
        self._deprecations_told.add(key)
        self._warn(f"{operation.name} {operation.version}: {operation.deprecation}", ())

    def _warn(self, message: str, findings: tuple[ValidationError, ...]) -> None:
        if self._on_warning is not None:
            self._on_warning(message, findings)
        else:
            self._logger.warning("%s", message)


def _check_password(password: object) -> None:
    """A password too short to scrub is refused: the client could not keep it out of what a server echoes."""
    if password is None:
        return
    if not isinstance(password, str) or len(password) < SHORTEST_SECRET:
        raise GatewayConfigurationError(
            f"api_password must be a text of at least {SHORTEST_SECRET} characters: a shorter one cannot be told from ordinary text, so the client could not keep it out of what it logs and the errors it gives"
        )


def _ssl_context(scheme: str, cert: Certificate | None, ca: str | None, given: ssl.SSLContext | None) -> ssl.SSLContext | None:
    """The TLS context: the caller's, or the system's trust (or `ca`) with the client certificate loaded by load_cert_chain."""
    if given is not None:
        return given
    if scheme != "https":
        if cert is not None or ca is not None:
            raise GatewayConfigurationError("cert and ca need an https base_url")
        return None
    try:
        context = ssl.create_default_context(cafile=ca)
        if cert is not None:
            certificate, key = (cert, None) if isinstance(cert, str) else cert
            context.load_cert_chain(certificate, key)
    except (OSError, ssl.SSLError, ValueError) as error:
        raise GatewayConfigurationError(f"cert or ca could not be loaded ({type(error).__name__})") from None
    return context


def _identifier_problem(value: object, parameter: PathParameter) -> str | None:
    """What is wrong with a path identifier's value, by its bounds in the spec; None when nothing is."""
    if not isinstance(value, str):
        return "Must be a string."
    if any(0xD800 <= ord(character) <= 0xDFFF for character in value):
        return "Must be well-formed text (it holds a lone surrogate)."
    if not parameter.min_length <= len(value) <= parameter.max_length:
        return f"Must be {parameter.min_length} to {parameter.max_length} characters."
    if parameter.pattern is not None and parameter.pattern.fullmatch(value) is None:
        return "Contains characters that are not allowed."
    if value in (".", ".."):
        return "Cannot be '.' or '..'."
    return None


def _without_trailing_slashes(text: str) -> str:
    return text.rstrip("/")


def json_bytes(body: object) -> bytes:
    """The body as JSON, a Decimal written with its own digits (`1.50` as sent), never through a float; ValueError when it holds a value JSON cannot write."""
    token = uuid.uuid4().hex
    numbers: list[str] = []

    def placeholder(value: object) -> object:
        if isinstance(value, Decimal) and value.is_finite():
            numbers.append(str(value))
            return f"{token}{len(numbers) - 1}"
        raise TypeError(f"{type(value).__name__} is not JSON data")

    try:
        text = json.dumps(body, default=placeholder, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        raise ValueError("the body holds a value JSON cannot write (NaN, an infinity, or no JSON type)") from None
    for index in reversed(range(len(numbers))):
        text = text.replace(f'"{token}{index}"', numbers[index])
    return text.encode("utf-8")


