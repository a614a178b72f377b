"""What every Python client test shares: the npm package's gateway double (spawned with node), loopback
servers that record what they receive, and a leak watch over every log record and error a test saw."""

from __future__ import annotations

import base64
import json
import logging
import os
import re
import subprocess
import sys
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import quote

REPO = Path(__file__).resolve().parents[3]
PACKAGE = Path(os.environ.get("GATEWAY_PYTHON_PACKAGE", REPO / "generated-python"))
if str(PACKAGE) not in sys.path:
    sys.path.insert(0, str(PACKAGE))

MERCHANT = "TESTMERCHANT01"
PASSWORD = "p4ssw0rd-that-must-never-leak"
CARD = "5123450000000008"
SECURITY_CODE = "7351"
CREDENTIALS = base64.b64encode(f"merchant.{MERCHANT}:{PASSWORD}".encode()).decode()
LOGGER = "gateway_generated.client"


class Double:
    """The npm package's gateway double over real HTTP on 127.0.0.1, driven through node's stdin and stdout."""

    def __init__(self) -> None:
        launcher = Path(__file__).with_name("double-launcher.ts")
        self._process = subprocess.Popen(
            ["node", "--import", "tsx", str(launcher), MERCHANT, PASSWORD],
            cwd=REPO,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self._lock = threading.Lock()
        self.url: str = self._read()["url"]

    def _read(self) -> dict[str, Any]:
        assert self._process.stdout is not None
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError("the double's launcher ended")
        return json.loads(line)

    def send(self, command: dict[str, Any]) -> dict[str, Any]:
        assert self._process.stdin is not None
        with self._lock:
            self._process.stdin.write(json.dumps(command) + "\n")
            self._process.stdin.flush()
            answer = self._read()
        if not answer.get("ok"):
            raise RuntimeError(answer.get("error"))
        return answer

    def set_faults(self, **faults: Any) -> None:
        self.send({"command": "setFaults", "faults": faults})

    def order(self, order: str) -> dict[str, Any] | None:
        return self.send({"command": "order", "order": order})["order"]

    def error_classes(self) -> dict[str, str]:
        return self.send({"command": "errorClasses"})["classes"]

    def close(self) -> None:
        assert self._process.stdin is not None
        self._process.stdin.close()
        self._process.wait(timeout=10)


Reply = tuple[int, dict[str, str], bytes]


class RecordingServer:
    """A loopback HTTP server that records each request (method, path, headers, body) and answers as `reply` says."""

    def __init__(self, reply: Callable[[dict[str, Any]], Reply]) -> None:
        self.received: list[dict[str, Any]] = []
        received = self.received

        class Handler(BaseHTTPRequestHandler):
            def _any(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length).decode("utf-8", "replace")
                request = {"method": self.command, "path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body}
                received.append(request)
                status, headers, payload = reply(request)
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_PUT = do_POST = do_GET = _any

            def log_message(self, format: str, *args: Any) -> None:
                return

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self._server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


def json_reply(status: int, value: object, headers: dict[str, str] | None = None) -> Reply:
    return status, {"content-type": "application/json", **(headers or {})}, json.dumps(value).encode()


class Records(logging.Handler):
    """Every log record of the client's logger."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def events(self, kind: str | None = None) -> list[dict[str, Any]]:
        events = [getattr(record, "gateway_event") for record in self.records if hasattr(record, "gateway_event")]
        return [event for event in events if kind is None or event["type"] == kind]


def forms(secret: str) -> list[str]:
    """Every written form of a secret the watch looks for: as it is, JSON-escaped, URL-encoded, in lower case."""
    escaped = json.dumps(secret)[1:-1]
    ascii_escaped = json.dumps(secret, ensure_ascii=True)[1:-1]
    return sorted({form.lower() for form in (secret, escaped, ascii_escaped, ascii_escaped.replace("/", "\\/"), quote(secret, safe=""))})


def renderings(value: object, seen: set[int] | None = None) -> list[str]:
    """Every rendering of a value a developer or a log pipeline can get: str, repr, args, attributes, the cause chain."""
    seen = set() if seen is None else seen
    if id(value) in seen or value is None:
        return []
    seen.add(id(value))
    shown = [str(value), repr(value)]
    if isinstance(value, BaseException):
        shown += [repr(value.args)]
        for attribute in vars(value).values():
            shown += renderings(attribute, seen)
        shown += renderings(value.__cause__, seen) + renderings(value.__context__, seen)
    return shown


class LeakWatch:
    """Collects what a test's clients logged and raised; `assert_no_leak` finds no secret in any of it."""

    SECRETS = (PASSWORD, CREDENTIALS, CARD)

    def __init__(self) -> None:
        self.seen: list[str] = []

    def see(self, value: object) -> None:
        self.seen += renderings(value)

    def see_records(self, records: list[logging.LogRecord]) -> None:
        for record in records:
            self.seen += [record.getMessage(), repr(getattr(record, "gateway_event", None)), repr(record.args)]

    def leaks(self, extra: tuple[str, ...] = ()) -> list[str]:
        found: list[str] = []
        for text in self.seen:
            lowered = text.lower()
            digits = re.sub(r"(?<=\d)[ -](?=\d)", "", lowered)
            for secret in (*self.SECRETS, *extra):
                if any(form in lowered or form in digits for form in forms(secret)):
                    found.append(f"{secret[:4]}... in {text[:160]!r}")
        return found


class RawServer:
    """A loopback TCP server that reads each request's head and then does what `script` does with the socket."""

    def __init__(self, script: Callable[[Any], None]) -> None:
        import socket

        self._socket = socket.create_server(("127.0.0.1", 0))
        self.port = self._socket.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.connections = 0
        self._closed = threading.Event()

        def serve() -> None:
            while not self._closed.is_set():
                try:
                    connection, _ = self._socket.accept()
                except OSError:
                    return
                self.connections += 1
                threading.Thread(target=self._run, args=(connection, script), daemon=True).start()

        threading.Thread(target=serve, daemon=True).start()

    def _run(self, connection: Any, script: Callable[[Any], None]) -> None:
        with connection:
            connection.settimeout(5)
            received = b""
            while b"\r\n\r\n" not in received:
                chunk = connection.recv(65536)
                if not chunk:
                    return
                received += chunk
            try:
                script(connection)
            except OSError:
                pass

    def close(self) -> None:
        self._closed.set()
        self._socket.close()
