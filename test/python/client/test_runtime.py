"""The Python client's hand-written runtime, case by case: Retry-After, card numbers found by meaning,
secrets in every written form, masking's limits, exact decimals on the wire, the base URL."""

from __future__ import annotations

import calendar
import json
import unittest
from decimal import Decimal

import harness  # noqa: F401  (puts generated-python/ on the path)

from gateway_generated.runtime.card_numbers import hide_card_numbers
from gateway_generated.runtime.client_base import json_bytes
from gateway_generated.runtime.client_errors import GatewayConfigurationError
from gateway_generated.runtime.client_http import check_base_url, host_and_port, target_origin
from gateway_generated.runtime.masking import KeepEnds, LogMasking, MaskTables, mask_for_log
from gateway_generated.runtime.retry_after import http_date, retry_after_seconds
from gateway_generated.runtime.secrets import Secrets

NOV_6_1994 = calendar.timegm((1994, 11, 6, 8, 49, 37, 0, 0, 0))


class RetryAfter(unittest.TestCase):
    def test_reads_whole_seconds_and_the_three_forms_of_an_http_date(self) -> None:
        self.assertEqual(retry_after_seconds(" 7 "), 7.0)
        self.assertEqual(retry_after_seconds("0"), 0.0)
        for text in ("Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"):
            with self.subTest(text=text):
                self.assertEqual(http_date(text), NOV_6_1994)
        self.assertEqual(retry_after_seconds("Sun, 06 Nov 1994 08:49:47 GMT", now=NOV_6_1994), 10.0)
        self.assertEqual(retry_after_seconds("Sun, 06 Nov 1994 08:49:27 GMT", now=NOV_6_1994), 0.0)

    def test_reads_anything_else_as_nothing_asked(self) -> None:
        for text in (None, "-1", "1.5", "1e3", "soon", "", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 06 Nov 1994 8:49:37 GMT", "\uff17"):
            with self.subTest(text=text):
                self.assertIsNone(retry_after_seconds(text))

    def test_a_number_of_thousands_of_digits_is_longer_than_any_cap_not_a_crash(self) -> None:
        self.assertEqual(retry_after_seconds("9" * 5000), float("inf"))


class CardNumbers(unittest.TestCase):
    def test_hides_a_luhn_valid_run_however_it_is_grouped(self) -> None:
        for text in ("5123450000000008", "5123 4500 0000 0008", "5123-4500-0000-0008", "card 5123450000000008, 2026"):
            with self.subTest(text=text):
                self.assertNotIn("0008", hide_card_numbers(text))
                self.assertIn("[redacted]", hide_card_numbers(text))
        self.assertEqual(hide_card_numbers("year 2026 5123450000000008"), "year 2026 [redacted]")

    def test_leaves_other_digits_and_takes_a_known_card_that_fails_luhn(self) -> None:
        self.assertEqual(hide_card_numbers("order 1234567890123 on 2026-12-05"), "order 1234567890123 on 2026-12-05")
        self.assertEqual(hide_card_numbers("1234567890123", frozenset({"1234567890123"})), "[redacted]")
        self.assertEqual(hide_card_numbers("\u0665" * 16), "\u0665" * 16)


class SecretsForms(unittest.TestCase):
    secret = 'pa/ss-w\u00f6rd "x y'

    def test_finds_a_secret_written_as_it_is_escaped_encoded_or_in_another_case(self) -> None:
        secrets = Secrets([self.secret])
        forms = [
            self.secret,
            self.secret.upper(),
            json.dumps(self.secret)[1:-1],
            json.dumps(self.secret)[1:-1].replace("/", "\\/"),
            "pa%2Fss-w%C3%B6rd%20%22x+y",
            "pa/ss-w\\u00F6rd \\u0022x y",
        ]
        for form in forms:
            with self.subTest(form=form):
                self.assertEqual(secrets.text(f"<{form}>"), "<[redacted]>")

    def test_leaves_short_values_and_scrubs_keys_headers_and_numbers(self) -> None:
        secrets = Secrets(["short", "long-enough-secret"]).with_values([{"number": 5123450000000008}])
        self.assertEqual(secrets.text("short"), "short")
        self.assertEqual(secrets.value({"long-enough-secret": [5123450000000008, 1.5]}), {"[redacted]": ["[redacted]", 1.5]})
        self.assertEqual(secrets.headers([("X-Echo", "long-enough-secret"), ("x-echo", "b")]), {"x-echo": "[redacted], b"})
        self.assertEqual(repr(secrets), "Secrets(2 values)")


class Masking(unittest.TestCase):
    tables = MaskTables(paths={"card.number": KeepEnds(6, 4, "x")}, keys={"securityCode": "replace"})

    def test_masks_by_path_by_key_name_in_any_spelling_and_unknown_values_whole(self) -> None:
        known = {"card": {"number": 0, "name": 0}, "note": 0}
        body = {"card": {"number": "5123450000000008", "name": "A", "SECURITY_CODE": "123", "extra": "x"}, "note": "n", "other": [1, 2]}
        hidden: list[object] = []
        shown = mask_for_log(body, LogMasking(self.tables, known, on_masked=hidden.append))
        self.assertEqual(
            shown,
            {"card": {"number": "512345xxxxxx0008", "name": "A", "SECURITY_CODE": "[redacted]", "extra": "[redacted]"}, "note": "n", "other": ["[redacted]", "[redacted]"]},
        )
        self.assertEqual(sorted(map(str, hidden)), sorted(["5123450000000008", "123", "x", "1", "2"]))

    def test_stops_at_depth_and_cuts_long_keys(self) -> None:
        deep: object = "v"
        for _ in range(200):
            deep = {"a": deep}
        text = json.dumps(mask_for_log(deep, LogMasking(self.tables, None, show_unknown=True)))
        self.assertIn("[redacted]", text)
        self.assertLess(text.count('"a"'), 70)
        shown = mask_for_log({"k" * 100: 1}, LogMasking(self.tables, None, show_unknown=True))
        self.assertEqual(list(shown), ["k" * 64 + "\u2026"])  # type: ignore[arg-type]


class Wire(unittest.TestCase):
    def test_writes_a_decimal_with_its_own_digits_and_text_as_it_is(self) -> None:
        body = {"amount": Decimal("10.50"), "big": Decimal("1E+3"), "text": "10.50", "note": "caf\u00e9"}
        self.assertEqual(json_bytes(body), '{"amount":10.50,"big":1E+3,"text":"10.50","note":"caf\u00e9"}'.encode())
        with self.assertRaises(ValueError):
            json_bytes({"amount": Decimal("NaN")})

    def test_reads_the_base_url_host_port_and_a_redirect_s_origin(self) -> None:
        self.assertEqual(host_and_port(check_base_url("https://[::1]/rest")), "[::1]:443")
        self.assertEqual(host_and_port(check_base_url("http://gateway.example:8080")), "gateway.example:8080")
        for bad in ("http://host:99999", "http://host:port", "mailto:x@y", "http://"):
            with self.subTest(bad=bad):
                with self.assertRaises(GatewayConfigurationError):
                    check_base_url(bad)
        self.assertEqual(target_origin("http://a.example/x", "https://b.example:443/steal?t=1"), "https://b.example")
        self.assertEqual(target_origin("http://a.example:81/x", "/elsewhere"), "http://a.example:81")
        self.assertIsNone(target_origin("http://a.example/x", "javascript:alert(1)"))
        self.assertIsNone(target_origin("http://a.example/x", None))


if __name__ == "__main__":
    unittest.main()
