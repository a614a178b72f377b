"""Certificate authentication (section 5): the Python client presents a certificate (ssl's
load_cert_chain) over mutual TLS to a local HTTPS server that trusts only a CA made here with
openssl for this test, as test/client/tls.test.ts does for the npm package's client. The double has
no TLS mode, so the server is Python's own."""

from __future__ import annotations

import json
import shutil
import ssl
import subprocess
import tempfile
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from harness import CARD, LeakWatch, RecordingServer, json_reply

from gateway_generated import GatewayClient, GatewayNetworkError, GatewayRedirectError

BODY: Any = {"order": {"amount": "1.00", "currency": "USD"}}


def openssl(directory: Path, *arguments: str) -> None:
    subprocess.run(["openssl", *arguments], cwd=directory, check=True, capture_output=True)


def make_certificates(directory: Path) -> None:
    """A CA, a server certificate for 127.0.0.1 and a client certificate it signed, and a stranger it never signed."""
    for name, subject in (("ca", "/CN=Test CA"), ("stranger", "/CN=merchant-STRANGER")):
        openssl(directory, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", f"{name}.key", "-out", f"{name}.pem", "-days", "2", "-subj", subject)
    for name, subject, extension in (
        ("server", "/CN=127.0.0.1", "subjectAltName=IP:127.0.0.1"),
        ("client", "/CN=merchant-TLS01", "extendedKeyUsage=clientAuth"),
    ):
        (directory / f"{name}.ext").write_text(f"{extension}\n")
        openssl(directory, "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", f"{name}.key", "-out", f"{name}.csr", "-subj", subject)
        openssl(directory, "x509", "-req", "-in", f"{name}.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-out", f"{name}.pem", "-days", "2", "-extfile", f"{name}.ext")


class CertificateAuthentication(unittest.TestCase):
    directory: Path
    server: ThreadingHTTPServer
    url: str
    seen: list[dict[str, Any]]
    redirect_to: list[str]

    @classmethod
    def setUpClass(cls) -> None:
        cls.directory = Path(tempfile.mkdtemp(prefix="py-client-tls-"))
        make_certificates(cls.directory)
        seen: list[dict[str, Any]] = []
        redirect_to: list[str] = []
        cls.seen, cls.redirect_to = seen, redirect_to

        class Handler(BaseHTTPRequestHandler):
            def do_PUT(self) -> None:
                certificate = self.connection.getpeercert()  # type: ignore[attr-defined]
                subject = dict(pair for part in certificate.get("subject", ()) for pair in part)
                self.rfile.read(int(self.headers.get("content-length") or 0))
                seen.append({"subject": subject.get("commonName"), "authorization": self.headers.get("authorization")})
                if redirect_to:
                    self.send_response(307)
                    self.send_header("location", redirect_to[0])
                    self.send_header("content-length", "0")
                    self.end_headers()
                    return
                payload = json.dumps({"merchant": "TLS01"}).encode()
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, format: str, *args: Any) -> None:
                return

        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cls.directory / "server.pem", cls.directory / "server.key")
        context.load_verify_locations(cls.directory / "ca.pem")
        context.verify_mode = ssl.CERT_REQUIRED
        cls.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        cls.server.socket = context.wrap_socket(cls.server.socket, server_side=True)
        cls.url = f"https://127.0.0.1:{cls.server.server_address[1]}"
        threading.Thread(target=cls.server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True).start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.shutdown()
        cls.server.server_close()
        shutil.rmtree(cls.directory, ignore_errors=True)

    def client(self, certificate: str, **options: Any) -> GatewayClient:
        directory = self.directory
        return GatewayClient(
            base_url=self.url,
            merchant_id="TLS01",
            cert=(str(directory / f"{certificate}.pem"), str(directory / f"{certificate}.key")),
            ca=str(directory / "ca.pem"),
            **options,
        )

    def test_presents_the_client_certificate_and_sends_no_basic_credentials_without_a_password(self) -> None:
        self.assertEqual(self.client("client").authorize(order_id="o1", transaction_id="t1", body=BODY), {"merchant": "TLS01"})
        self.assertEqual(self.seen[-1], {"subject": "merchant-TLS01", "authorization": None})

    def test_follows_no_redirect_the_body_never_reaches_the_other_origin(self) -> None:
        thief = RecordingServer(lambda request: json_reply(200, {}))
        self.redirect_to.append(f"http://localhost:{thief.port}/steal")
        watch = LeakWatch()
        try:
            card: Any = {**BODY, "sourceOfFunds": {"provided": {"card": {"number": CARD}}}}
            with self.assertRaises(GatewayRedirectError) as raised:
                self.client("client", validate_requests=False).authorize(order_id="o1", transaction_id="t3", body=card)
        finally:
            self.redirect_to.clear()
            thief.close()
        watch.see(raised.exception)
        self.assertEqual((raised.exception.status, raised.exception.target_origin), (307, f"http://localhost:{thief.port}"))
        self.assertEqual(self.seen[-1]["subject"], "merchant-TLS01")
        self.assertEqual(thief.received, [])
        self.assertEqual(watch.leaks(), [])

    def test_fails_with_a_network_error_when_the_server_refuses_a_caller_outside_its_ca(self) -> None:
        accepted = len(self.seen)
        with self.assertRaises(GatewayNetworkError) as raised:
            self.client("stranger", api_password="stranger-password", attempts=1).authorize(order_id="o1", transaction_id="t2", body=BODY)
        self.assertEqual(len(self.seen), accepted)
        self.assertNotIn("stranger-password", repr(raised.exception) + str(raised.exception))

    def test_refuses_a_server_its_ca_did_not_sign_before_sending(self) -> None:
        """The server's certificate is checked against `ca`: the stranger's CA does not vouch for it, so the connection never opens."""
        accepted = len(self.seen)
        client = GatewayClient(
            base_url=self.url,
            merchant_id="TLS01",
            cert=(str(self.directory / "client.pem"), str(self.directory / "client.key")),
            ca=str(self.directory / "stranger.pem"),
            attempts=1,
        )
        with self.assertRaises(GatewayNetworkError) as raised:
            client.authorize(order_id="o1", transaction_id="t4", body=BODY)
        self.assertFalse(raised.exception.outcome_unknown)
        self.assertEqual(len(self.seen), accepted)


if __name__ == "__main__":
    unittest.main()
