# Generated from spec/ by the gateway generator. Do not edit. (copied from templates/python/runtime/client_http.py)
# The client's dealings with HTTP that know nothing of the gateway: the base URL, extra headers, and
# one exchange over http.client (which follows no redirect), read up to a limit within a deadline.

from __future__ import annotations

import errno
import http.client
import re
import socket
import ssl
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final
from urllib.parse import SplitResult, urljoin, urlsplit

from .client_errors import GatewayConfigurationError

# RFC 9110's token: the characters a header name may hold.
_TOKEN: Final = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
# What a header value cannot hold: line breaks and NUL (RFC 9110 5.5), and what is not one byte.
_NOT_IN_VALUE: Final = re.compile("[\r\n\0\u0100-\U0010ffff]")
# Extra headers whose values a log record never shows, and the client keeps out of what a server echoes.
_SECRET_HEADER: Final = re.compile("auth|cookie|key|password|secret|token", re.IGNORECASE)
_CHUNK: Final = 65536


def check_base_url(base_url: object) -> SplitResult:
    """
    The base URL must be an absolute http(s) URL with no user info (credentials there would show in
    every log record and error), no query and no fragment (the client appends the path to it, which
    would land inside them). The message never repeats the URL, which may hold a credential.
    """
    text = base_url if isinstance(base_url, str) else ""
    try:
        parts: SplitResult | None = urlsplit(text)
        _ = parts.port  # a port that is no number raises here
    except ValueError:
        parts = None
    if parts is None or parts.scheme not in ("http", "https") or not parts.hostname:
        raise GatewayConfigurationError("base_url must be an absolute http or https URL")
    if "@" in parts.netloc:
        raise GatewayConfigurationError("base_url must not hold user info (credentials): give api_password, or cert, instead")
    if "?" in text:
        raise GatewayConfigurationError("base_url must not hold a query: the client appends the path to it")
    if "#" in text:
        raise GatewayConfigurationError("base_url must not hold a fragment: the client appends the path to it")
    return parts


def check_headers(headers: Mapping[str, object]) -> None:
    """Refuses a header name that is no token, or a value with a line break, a NUL or a character above U+00FF; the value is never repeated."""
    for name, value in headers.items():
        # Untyped callers may give any key.
        if not isinstance(name, str) or _TOKEN.fullmatch(name) is None:  # pyright: ignore[reportUnnecessaryIsInstance]
            raise GatewayConfigurationError(f"header {name!r}: a header name is a token of letters, digits and !#$%&'*+-.^_`|~")
        if not isinstance(value, str):
            raise GatewayConfigurationError(f"header {name!r}: its value must be a string")
        if _NOT_IN_VALUE.search(value) is not None:
            raise GatewayConfigurationError(f"header {name!r}: its value holds a line break, a NUL or a character above U+00FF")


def is_secret_header(name: str) -> bool:
    return _SECRET_HEADER.search(name) is not None


def logged_headers(headers: Mapping[str, str], redacted: str) -> dict[str, str]:
    return {name: redacted if is_secret_header(name) else value for name, value in headers.items()}


def secret_header_values(headers: Mapping[str, str]) -> list[str]:
    return [value for name, value in headers.items() if is_secret_header(name)]


def host_and_port(parts: SplitResult) -> str:
    """`host:port`, the port written out; never the path or query."""
    host = parts.hostname or ""
    shown = f"[{host}]" if ":" in host else host
    return f"{shown}:{parts.port or (443 if parts.scheme == 'https' else 80)}"


def target_origin(url: str, location: str | None) -> str | None:
    """The origin a redirect points to, or None when it gives none a URL can be made of."""
    if location is None:
        return None
    try:
        target = urlsplit(urljoin(url, location))
        port = target.port
    except ValueError:
        return None
    if target.scheme not in ("http", "https") or not target.hostname:
        return None
    default = 443 if target.scheme == "https" else 80
    host = f"[{target.hostname}]" if ":" in target.hostname else target.hostname
    return f"{target.scheme}://{host}{'' if port is None or port == default else f':{port}'}"


@dataclass(frozen=True, slots=True)
class Answer:
    status: int
    headers: list[tuple[str, str]]
    body: bytes


class NeverConnected(Exception):
    """The connection never opened (refused, no such host, a failed TLS handshake): nothing was sent."""

    def __init__(self, code: str | None) -> None:
        super().__init__(code)
        self.code = code


class ConnectionLost(Exception):
    """The connection failed once the request was on its way: it may have been carried out."""

    def __init__(self, code: str | None) -> None:
        super().__init__(code)
        self.code = code


class TimedOut(Exception):
    """No answer within the deadline."""


class TooLarge(Exception):
    """An answer longer than the client reads."""

    def __init__(self, status: int, headers: list[tuple[str, str]], limit: int) -> None:
        super().__init__(f"the answer is longer than the client's limit of {limit} bytes")
        self.status = status
        self.headers = headers


def system_code(error: BaseException) -> str | None:
    """The system's name of an error (`ECONNREFUSED`), or an ssl error's reason, or None."""
    number = getattr(error, "errno", None)
    if isinstance(number, int) and number in errno.errorcode:
        return errno.errorcode[number]
    reason = getattr(error, "reason", None)
    if isinstance(reason, str) and re.fullmatch(r"[A-Z][A-Z0-9_]*", reason):
        return reason
    return None


def _left(deadline: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimedOut()
    return left


def exchange(
    parts: SplitResult,
    method: str,
    path: str,
    headers: Mapping[str, str],
    body: bytes,
    *,
    timeout: float,
    context: ssl.SSLContext | None,
    limit: int,
    cancel: threading.Event | None = None,
) -> Answer:
    """
    One request sent and its answer read, or NeverConnected, ConnectionLost, TimedOut or TooLarge. A
    `cancel` set while the request is open shuts its socket down, which ends any wait on it at once.
    """
    deadline = time.monotonic() + timeout
    host, port = parts.hostname or "", parts.port
    connection = (
        http.client.HTTPSConnection(host, port, timeout=timeout, context=context)
        if parts.scheme == "https"
        else http.client.HTTPConnection(host, port, timeout=timeout)
    )
    try:
        try:
            connection.connect()
        except TimeoutError:
            raise TimedOut() from None
        except OSError as error:
            raise NeverConnected(system_code(error)) from None
        done = threading.Event()
        if cancel is not None:
            threading.Thread(target=_shut_down_on_cancel, args=(cancel, done, connection.sock), daemon=True).start()
        try:
            return _send_and_read(connection, connection.sock, method, path, headers, body, deadline, limit)
        except TimeoutError:
            raise TimedOut() from None
        except (OSError, http.client.HTTPException) as error:
            raise ConnectionLost(system_code(error)) from None
        finally:
            done.set()
    finally:
        connection.close()


# How often the watch of an open request looks at the caller's cancel (and whether the request is over).
_CANCEL_POLL: Final = 0.02


def _shut_down_on_cancel(cancel: threading.Event, done: threading.Event, sock: socket.socket) -> None:
    while not done.is_set():
        if cancel.wait(_CANCEL_POLL):
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return


def _send_and_read(
    connection: http.client.HTTPConnection,
    sock: socket.socket,
    method: str,
    path: str,
    headers: Mapping[str, str],
    body: bytes,
    deadline: float,
    limit: int,
) -> Answer:
    # The socket, kept: the connection lets go of it once the answer says it closes, and every read
    # is given what is left of the deadline.
    sock.settimeout(_left(deadline))
    connection.request(method, path, body=body, headers=dict(headers))
    response = connection.getresponse()
    answer_headers = response.getheaders()
    if 300 <= response.status < 400:
        return Answer(response.status, answer_headers, b"")
    declared = response.getheader("content-length")
    if declared is not None and declared.strip().isdigit() and int(declared.strip()) > limit:
        raise TooLarge(response.status, answer_headers, limit)
    chunks: list[bytes] = []
    length = 0
    while True:
        sock.settimeout(_left(deadline))
        chunk = response.read1(_CHUNK)
        if not chunk:
            # http.client ends a body cut short of its Content-Length quietly: the bytes it still expects say so.
            if response.length:
                raise http.client.IncompleteRead(b"".join(chunks), response.length)
            return Answer(response.status, answer_headers, b"".join(chunks))
        length += len(chunk)
        if length > limit:
            raise TooLarge(response.status, answer_headers, limit)
        chunks.append(chunk)
