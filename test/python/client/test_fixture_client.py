"""The Python client of the minimal fixture's goldens (test/fixtures/minimal-spec.expected/@python):
an operation at two versions, one deprecated. The deprecated version's first call tells on_warning
since when, the sunset and what to call instead, once per client; the default version says nothing;
each version is sent at its own path. Run in a child process, as that package has the same import
name as generated-python's."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import unittest

from harness import REPO, RecordingServer, json_reply

FIXTURE_PACKAGE = REPO / "test" / "fixtures" / "minimal-spec.expected" / "@python"

SCRIPT = """
import json, sys
from gateway_generated import GatewayClient
warnings = []
client = GatewayClient(base_url=sys.argv[1], merchant_id="M1", api_password="fixture-password",
                       on_warning=lambda message, findings: warnings.append(message))
body = {"order": {"id": "o-1", "amount": "1.00", "currency": "USD"}}
client.pay(order_id="o", transaction_id="1", body=body, version="1")
client.pay(order_id="o", transaction_id="2", body=body, version="1")
client.pay(order_id="o", transaction_id="3", body=body)
GatewayClient(base_url=sys.argv[1], merchant_id="M1", on_warning=lambda message, findings: warnings.append(message)).pay(
    order_id="o", transaction_id="4", body=body, version="1")
print(json.dumps(warnings))
"""


class FixtureClient(unittest.TestCase):
    def test_tells_of_a_deprecated_version_once_per_client_and_sends_each_version_at_its_path(self) -> None:
        server = RecordingServer(lambda request: json_reply(200, {}))
        try:
            result = subprocess.run(
                [sys.executable, "-B", "-c", SCRIPT, server.url],
                capture_output=True,
                text=True,
                env={**os.environ, "PYTHONPATH": str(FIXTURE_PACKAGE)},
                timeout=60,
            )
        finally:
            server.close()
        self.assertEqual(result.returncode, 0, result.stderr)
        deprecation = "PAY 1: Deprecated since 2026-11-01, sunset 2027-05-01: use PAY version 2 instead."
        self.assertEqual(json.loads(result.stdout), [deprecation, deprecation])
        self.assertEqual([request["path"].split("/")[3] for request in server.received], ["1", "1", "2", "1"])
        self.assertEqual([json.loads(request["body"])["apiOperation"] for request in server.received], ["PAY"] * 4)


if __name__ == "__main__":
    unittest.main()
