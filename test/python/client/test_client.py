"""The Python client (generated-python/) against the npm package's gateway double over real HTTP on
127.0.0.1: every operation, every error class, retries and time-outs, the outcome-unknown rule,
redirects, configuration, path identifiers, masking in log records and no secret in anything kept.
The same end-to-end cases as test/client/client.test.ts and payment-safety.test.ts."""

from __future__ import annotations

import concurrent.futures
import logging
import threading
import time
import unittest
from email.utils import formatdate
from typing import Any

from harness import CARD, LOGGER, MERCHANT, PASSWORD, SECURITY_CODE, Double, LeakWatch, RawServer, Records, RecordingServer, json_reply

import gateway_generated
from gateway_generated import (
    AuthenticationFailedError,
    GatewayAbortError,
    GatewayClient,
    GatewayConfigurationError,
    GatewayError,
    GatewayNetworkError,
    GatewayOutcomeUnknownError,
    GatewayRedirectError,
    GatewayResponseError,
    GatewayTimeoutError,
    InvalidRequestError,
    RequestRejectedError,
    ServerBusyError,
    ServerFailedError,
    validate_response,
)

double: Double


def setUpModule() -> None:
    global double
    double = Double()


def tearDownModule() -> None:
    double.close()


AMOUNT: dict[str, Any] = {"order": {"amount": "10.00", "currency": "USD"}}
CURRENCY: dict[str, Any] = {"order": {"currency": "USD"}}
_orders = 0


def next_order() -> str:
    global _orders
    _orders += 1
    return f"py-order-{_orders}"


class ClientTest(unittest.TestCase):
    """Each test's log records and errors go through the leak watch; the double's faults are reset after it."""

    def setUp(self) -> None:
        self.records = Records()
        self.logger = logging.getLogger(LOGGER)
        self.logger.setLevel(logging.DEBUG)
        self.logger.addHandler(self.records)
        self.watch = LeakWatch()
        self.warnings: list[tuple[str, list[str]]] = []

    def tearDown(self) -> None:
        self.logger.removeHandler(self.records)
        double.set_faults()
        self.watch.see_records(self.records.records)
        self.assertEqual(self.watch.leaks(), [])

    def client(self, **options: Any) -> GatewayClient:
        settings: dict[str, Any] = {
            "base_url": double.url,
            "merchant_id": MERCHANT,
            "api_password": PASSWORD,
            "sleep": lambda seconds: None,
            "random": lambda: 0.5,
            "on_warning": lambda message, findings: self.warnings.append((message, [finding.field for finding in findings])),
            **options,
        }
        client = GatewayClient(**settings)
        self.watch.see(client)
        return client

    def failure(self, call: Any) -> BaseException:
        """The error a call raises, seen by the leak watch."""
        try:
            call()
        except Exception as error:  # noqa: BLE001
            self.watch.see(error)
            return error
        self.fail("the call did not raise")


class Operations(ClientTest):
    def test_authorizes_verifies_and_initiates_a_browser_payment(self) -> None:
        client = self.client()
        authorize_order = next_order()
        authorized = client.authorize(order_id=authorize_order, transaction_id="1", body=AMOUNT)
        self.assertTrue(validate_response("AUTHORIZE", 100, authorized).valid)
        self.assertEqual(double.order(authorize_order)["status"], "AUTHORIZED")  # type: ignore[index]

        verify_order = next_order()
        verified = client.raw.verify(order_id=verify_order, transaction_id="1", body=CURRENCY)
        self.assertEqual(verified.status, 201)
        self.assertIn("application/json", verified.headers["content-type"])
        self.assertTrue(validate_response("VERIFY", 100, verified.body).valid)
        self.assertEqual(verified.body["order"]["id"], verify_order)  # type: ignore[index]
        self.assertEqual(double.order(verify_order)["status"], "VERIFIED")  # type: ignore[index]

        browser_order = next_order()
        initiated = client.initiate_browser_payment(order_id=browser_order, transaction_id="1", body=AMOUNT)
        self.assertTrue(validate_response("INITIATE_BROWSER_PAYMENT", 17, initiated).valid)
        self.assertRegex(initiated["browserPayment"]["redirectUrl"], r"^http://127\.0\.0\.1:")  # type: ignore[index]
        self.assertEqual(double.order(browser_order)["status"], "INITIATED")  # type: ignore[index]

    def test_answers_201_for_the_first_transaction_and_200_for_a_later_one(self) -> None:
        client = self.client()
        order = next_order()
        self.assertEqual(client.raw.verify(order_id=order, transaction_id="1", body=CURRENCY).status, 201)
        self.assertEqual(client.raw.authorize(order_id=order, transaction_id="2", body=AMOUNT).status, 200)
        state = double.order(order)
        self.assertEqual((state or {}).get("status"), "AUTHORIZED")
        self.assertEqual((state or {}).get("transactions"), ["1", "2"])

    def test_sends_a_decimal_with_its_own_digits(self) -> None:
        from decimal import Decimal

        server = RecordingServer(lambda request: json_reply(201, {}))
        try:
            self.client(base_url=server.url).authorize(
                order_id=next_order(), transaction_id="1", body={"order": {"amount": Decimal("10.50"), "currency": "USD"}}
            )
        finally:
            server.close()
        self.assertIn('"amount":10.50', server.received[0]["body"])


class Errors(ClientTest):
    def test_refuses_a_body_json_cannot_write_before_sending_even_without_validation(self) -> None:
        from decimal import Decimal

        body: Any = {"order": {"amount": Decimal("NaN"), "currency": "USD"}}
        error = self.failure(lambda: self.client(validate_requests=False).authorize(order_id=next_order(), transaction_id="1", body=body))
        assert isinstance(error, GatewayError)
        self.assertIsInstance(error, InvalidRequestError)
        self.assertIsNone(error.status)
        self.assertEqual(error.findings[0].field, "")
        self.assertEqual(self.records.events("request"), [])

    def test_refuses_an_invalid_body_before_sending_it_with_every_finding(self) -> None:
        error = self.failure(
            lambda: self.client().authorize(order_id=next_order(), transaction_id="1", body={"order": {"amount": "-1", "currency": "usd"}})
        )
        self.assertIsInstance(error, InvalidRequestError)
        self.assertIsInstance(error, GatewayError)
        assert isinstance(error, GatewayError)
        self.assertIsNone(error.status)
        self.assertEqual(error.error["cause"], "INVALID_REQUEST")
        self.assertEqual(error.error["validationType"], "INVALID")
        self.assertEqual(sorted(finding.field for finding in error.findings), ["order.amount", "order.currency"])
        self.assertEqual(self.records.events("request"), [])

    def test_refuses_a_body_that_names_another_operation_the_method_sets_it(self) -> None:
        client = self.client()
        body: Any = {"apiOperation": "VERIFY", **AMOUNT}
        error = self.failure(lambda: client.authorize(order_id=next_order(), transaction_id="1", body=body))
        assert isinstance(error, GatewayError)
        self.assertIsInstance(error, InvalidRequestError)
        self.assertIsNone(error.status)
        self.assertEqual((error.error["field"], error.error["validationType"]), ("apiOperation", "INVALID"))
        self.assertEqual(self.records.events("request"), [])
        same: Any = {"apiOperation": "AUTHORIZE", **AMOUNT}
        self.assertEqual(client.authorize(order_id=next_order(), transaction_id="1", body=same)["transaction"]["id"], "1")  # type: ignore[index]

    def test_takes_an_error_object_only_with_the_error_result(self) -> None:
        server = RecordingServer(lambda request: json_reply(400, {"result": "PENDING", "error": {"cause": "INVALID_REQUEST", "explanation": "x"}}))
        try:
            error = self.failure(lambda: self.client(base_url=server.url).authorize(order_id=next_order(), transaction_id="1", body=AMOUNT))
        finally:
            server.close()
        self.assertIsInstance(error, GatewayResponseError)
        assert isinstance(error, GatewayResponseError)
        self.assertEqual(error.status, 400)

    def test_sends_what_the_double_refuses_when_validation_is_off(self) -> None:
        error = self.failure(lambda: self.client(validate_requests=False).authorize(order_id=next_order(), transaction_id="1", body=CURRENCY))  # type: ignore[arg-type]
        assert isinstance(error, GatewayError)
        self.assertIsInstance(error, InvalidRequestError)
        self.assertEqual(error.status, 400)
        self.assertEqual(error.result, "ERROR")
        self.assertEqual((error.error["field"], error.error["validationType"]), ("order.amount", "MISSING"))

    def test_warns_of_fields_the_spec_does_not_know_and_refuses_them_when_strict(self) -> None:
        body: Any = {**AMOUNT, "browserPayment": {"returnUrl": "https://shop.example/return"}}
        order = next_order()
        self.client().initiate_browser_payment(order_id=order, transaction_id="1", body=body)
        self.assertEqual([fields for _, fields in self.warnings], [["browserPayment"]])
        self.assertEqual(double.order(order)["status"], "INITIATED")  # type: ignore[index]
        error = self.failure(lambda: self.client(strict=True).initiate_browser_payment(order_id=next_order(), transaction_id="1", body=body))
        assert isinstance(error, GatewayError)
        self.assertEqual((error.error["field"], error.error["validationType"]), ("browserPayment", "UNSUPPORTED"))

    def test_refused_credentials_are_an_authentication_failure_and_an_invalid_request(self) -> None:
        error = self.failure(lambda: self.client(api_password="wrong-password").authorize(order_id=next_order(), transaction_id="1", body=AMOUNT))
        assert isinstance(error, GatewayError)
        self.assertIsInstance(error, AuthenticationFailedError)
        self.assertIsInstance(error, InvalidRequestError)
        self.assertEqual(type(error).__name__, "AuthenticationFailedError")
        self.assertEqual(error.status, 401)
        self.assertEqual(error.error["explanation"], "Invalid credentials.")
        body = self.failure(lambda: self.client(validate_requests=False).authorize(order_id=next_order(), transaction_id="1", body=CURRENCY))  # type: ignore[arg-type]
        self.assertIsInstance(body, InvalidRequestError)
        self.assertNotIsInstance(body, AuthenticationFailedError)

    def test_rejects_a_reused_transaction_id_and_sub_merchant_data_on_a_later_transaction(self) -> None:
        client = self.client()
        order = next_order()
        client.verify(order_id=order, transaction_id="1", body=CURRENCY)
        reused = self.failure(lambda: client.authorize(order_id=order, transaction_id="1", body=AMOUNT))
        assert isinstance(reused, GatewayError)
        self.assertEqual((reused.error["field"], reused.error["validationType"]), ("transactionid", "INVALID"))
        later: Any = {"order": {**AMOUNT["order"], "subMerchant": {"identifier": "SUB1", "tradingName": "Shop"}}}
        refused = self.failure(lambda: client.authorize(order_id=order, transaction_id="2", body=later))
        assert isinstance(refused, GatewayError)
        self.assertEqual((refused.error["field"], refused.error["validationType"]), ("order.subMerchant", "INVALID"))
        self.assertEqual(double.order(order)["transactions"], ["1"])  # type: ignore[index]

    def test_maps_every_cause_the_double_gives_on_demand_to_its_own_class(self) -> None:
        classes = {"REQUEST_REJECTED": RequestRejectedError, "SERVER_BUSY": ServerBusyError, "SERVER_FAILED": ServerFailedError}
        for cause, error_class in classes.items():
            with self.subTest(cause=cause):
                error = self.failure(
                    lambda: self.client(attempts=1).authorize(
                        order_id=next_order(), transaction_id="1", body=AMOUNT, headers={"x-double-cause": cause}
                    )
                )
                assert isinstance(error, GatewayError)
                self.assertIs(type(error), error_class)
                self.assertEqual(error.error["cause"], cause)
                self.assertIsNotNone(error.status)

    def test_has_the_npm_package_s_error_classes_under_the_same_names_and_parents(self) -> None:
        expected = {name: parent for name, parent in double.error_classes().items() if not name.startswith("Double")}
        exported = {
            name: value.__bases__[0].__name__.replace("Exception", "Error")
            for name, value in vars(gateway_generated).items()
            if isinstance(value, type) and issubclass(value, Exception)
        }
        self.assertEqual(exported, expected)
        self.assertIn("GatewayOutcomeUnknownError", exported)

    def test_keeps_the_raw_text_of_an_answer_that_is_not_json_or_not_the_error_shape(self) -> None:
        for status, text in ((502, b"<html>Bad gateway</html>"), (500, b'{"oops":true}')):
            server = RecordingServer(lambda request, status=status, text=text: (status, {"content-type": "text/html"}, text))
            try:
                error = self.failure(lambda: self.client(base_url=server.url).authorize(order_id="o", transaction_id="t", body=AMOUNT))
            finally:
                server.close()
            assert isinstance(error, GatewayResponseError)
            self.assertEqual((error.status, error.raw_text), (status, text.decode()))

    def test_reports_response_drift_to_a_hook_and_raises_it_when_asked(self) -> None:
        server = RecordingServer(lambda request: json_reply(200, {"order": {"status": 42}}))
        drift: list[str] = []
        try:
            body = self.client(
                base_url=server.url, validate_responses="report", on_drift=lambda operation, findings: drift.extend(f.field for f in findings)
            ).verify(order_id="o", transaction_id="t", body=CURRENCY)
            self.assertEqual(body, {"order": {"status": 42}})
            self.assertIn("order.status", drift)
            error = self.failure(lambda: self.client(base_url=server.url, validate_responses="raise").verify(order_id="o", transaction_id="t", body=CURRENCY))
            self.assertIsInstance(error, GatewayResponseError)
        finally:
            server.close()


CARD_BODY: Any = {**AMOUNT, "sourceOfFunds": {"provided": {"card": {"number": CARD, "securityCode": SECURITY_CODE}}}}


class Redirects(ClientTest):
    def test_follows_no_redirect_not_one_byte_goes_to_the_target(self) -> None:
        for status in (301, 302, 303, 307, 308):
            with self.subTest(status=status):
                thief = RecordingServer(lambda request: json_reply(200, {"order": {}}))
                redirector = RecordingServer(lambda request, status=status: (status, {"location": f"http://localhost:{thief.port}/steal"}, b""))
                try:
                    error = self.failure(
                        lambda: self.client(base_url=redirector.url, validate_requests=False).authorize(
                            order_id=next_order(), transaction_id="1", body=CARD_BODY
                        )
                    )
                finally:
                    thief.close()
                    redirector.close()
                assert isinstance(error, GatewayRedirectError)
                self.assertEqual(error.status, status)
                self.assertEqual(error.target_origin, f"http://localhost:{thief.port}")
                self.assertIn(str(status), str(error))
                self.assertEqual(len(redirector.received), 1)
                self.assertIn(CARD, redirector.received[0]["body"])
                self.assertEqual(thief.received, [])

    def test_does_not_retry_a_redirect_even_to_the_same_origin(self) -> None:
        redirector = RecordingServer(lambda request: (307, {"location": "/elsewhere"}, b""))
        try:
            error = self.failure(lambda: self.client(base_url=redirector.url, attempts=3).authorize(order_id=next_order(), transaction_id="1", body=AMOUNT))
        finally:
            redirector.close()
        assert isinstance(error, GatewayRedirectError)
        self.assertEqual(error.target_origin, redirector.url)
        self.assertEqual(len(redirector.received), 1)


class RetriesAndTimeouts(ClientTest):
    def test_retries_server_busy_with_the_same_transaction_id_until_it_goes_through_once(self) -> None:
        sleeps = []

        def sleep(seconds: float) -> None:
            sleeps.append(seconds)
            if len(sleeps) == 2:
                double.set_faults()

        double.set_faults(busyRate=1)
        order = next_order()
        self.client(attempts=3, sleep=sleep).authorize(order_id=order, transaction_id="1", body=AMOUNT)
        self.assertEqual([event["reason"] for event in self.records.events("retry")], ["SERVER_BUSY", "SERVER_BUSY"])
        self.assertEqual(len({event["url"] for event in self.records.events("request")}), 1)
        self.assertEqual(double.order(order)["transactions"], ["1"])  # type: ignore[index]

    def test_gives_up_after_the_last_attempt_and_waits_with_jittered_growing_capped_delays(self) -> None:
        double.set_faults(busyRate=1)
        delays: list[float] = []
        error = self.failure(
            lambda: self.client(attempts=7, random=lambda: 0.999, sleep=delays.append).authorize(order_id=next_order(), transaction_id="1", body=AMOUNT)
        )
        assert isinstance(error, GatewayError)
        self.assertIsInstance(error, ServerBusyError)
        self.assertEqual(error.status, 503)
        # spec/api/client.yaml: the ceiling doubles from 200 ms and stops at 2000 ms; the delay is a jittered share of it.
        self.assertEqual(delays, [int(0.999 * ceiling) / 1000 for ceiling in (200, 400, 800, 1600, 2000, 2000)])

    def test_never_retries_invalid_request(self) -> None:
        self.failure(lambda: self.client(api_password="wrong-password").authorize(order_id=next_order(), transaction_id="1", body=AMOUNT))
        self.assertEqual(len(self.records.events("request")), 1)

    def test_retries_a_dropped_connection_then_fails_with_a_network_error_naming_host_and_port(self) -> None:
        double.set_faults(dropRate=1)
        error = self.failure(lambda: self.client(attempts=2).authorize(order_id=next_order(), transaction_id="1", body=AMOUNT))
        self.assertIsInstance(error, GatewayNetworkError)
        self.assertNotIsInstance(error, GatewayTimeoutError)
        self.assertIn(f"AUTHORIZE: the connection to 127.0.0.1:{double.url.rsplit(':', 1)[1]} failed", str(error))
        self.assertEqual(len(self.records.events("retry")), 1)

    def test_a_refused_connection_names_its_code_and_leaves_the_outcome_known(self) -> None:
        server = RecordingServer(lambda request: json_reply(200, {}))
        server.close()
        error = self.failure(lambda: self.client(base_url=server.url, attempts=1).authorize(order_id=next_order(), transaction_id="1", body=AMOUNT))
        assert isinstance(error, GatewayNetworkError)
        self.assertEqual(str(error), f"AUTHORIZE: the connection to 127.0.0.1:{server.port} failed (ECONNREFUSED)")
        self.assertEqual(error.code, "ECONNREFUSED")
        self.assertFalse(error.outcome_unknown)

    def test_times_out_a_slow_answer_and_does_not_retry_it(self) -> None:
        double.set_faults(delayMs=1500)
        started = time.monotonic()
        error = self.failure(lambda: self.client(timeout=0.05).authorize(order_id=next_order(), transaction_id="1", body=AMOUNT))
        # Well before the answer would come (a margin for a loaded machine).
        self.assertLess(time.monotonic() - started, 1.2)
        assert isinstance(error, GatewayTimeoutError)
        self.assertTrue(error.outcome_unknown)
        self.assertEqual(len(self.records.events("request")), 1)


class HostileServers(ClientTest):
    """A broken or hostile server gets a typed error within the time-out, never a hang or a raw platform error."""

    def raw(self, script: Any, **options: Any) -> tuple[BaseException, float, RawServer]:
        server = RawServer(script)
        started = time.monotonic()
        try:
            error = self.failure(lambda: self.client(base_url=server.url, attempts=1, **options).verify(order_id="o", transaction_id="t", body=CURRENCY))
        finally:
            server.close()
        return error, time.monotonic() - started, server

    def test_headers_and_then_silence_is_a_time_out(self) -> None:
        error, elapsed, _ = self.raw(lambda connection: (connection.sendall(b"HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\n{"), time.sleep(2)), timeout=0.3)
        self.assertIsInstance(error, GatewayTimeoutError)
        self.assertLess(elapsed, 1.5)

    def test_a_connection_cut_mid_body_is_a_network_error_of_unknown_outcome(self) -> None:
        error, _, _ = self.raw(lambda connection: connection.sendall(b"HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\n{\"order\""))
        assert isinstance(error, GatewayNetworkError)
        self.assertNotIsInstance(error, GatewayTimeoutError)
        self.assertTrue(error.outcome_unknown)

    def test_garbage_is_a_network_error(self) -> None:
        error, _, _ = self.raw(lambda connection: connection.sendall(b"\x00\x01 not http at all\r\n\r\n"))
        self.assertIsInstance(error, GatewayNetworkError)

    def test_an_answer_longer_than_the_limit_is_cut_off(self) -> None:
        declared, _, _ = self.raw(lambda connection: connection.sendall(b"HTTP/1.1 200 OK\r\ncontent-length: 5000000\r\n\r\n{"), max_response_bytes=1000)
        assert isinstance(declared, GatewayResponseError)
        self.assertIn("longer than the client's limit of 1000 bytes", str(declared))
        body = b"[" + b"1," * 1000 + b"1]"
        chunked = b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n" + f"{len(body):x}".encode() + b"\r\n" + body + b"\r\n0\r\n\r\n"
        streamed, _, _ = self.raw(lambda connection: connection.sendall(chunked), max_response_bytes=1000)
        assert isinstance(streamed, GatewayResponseError)
        self.assertEqual(streamed.status, 200)

    def test_a_cancel_ends_a_request_in_flight_at_once_and_it_is_sent_once(self) -> None:
        double.set_faults(delayMs=1500)
        cancel = threading.Event()
        threading.Timer(0.2, cancel.set).start()
        started = time.monotonic()
        error = self.failure(lambda: self.client().authorize(order_id=next_order(), transaction_id="1", body=AMOUNT, cancel=cancel))
        self.assertIsInstance(error, GatewayAbortError)
        self.assertLess(time.monotonic() - started, 1.2)
        self.assertEqual(len(self.records.events("request")), 1)
        self.assertEqual(self.records.events("retry") + self.records.events("response"), [])


class OutcomeUnknown(ClientTest):
    def test_a_refused_retry_after_a_lost_answer_is_outcome_unknown_never_invalid_request(self) -> None:
        double.set_faults(dropAfterRate=1)
        order = next_order()
        error = self.failure(
            lambda: self.client(attempts=3, sleep=lambda seconds: double.set_faults()).authorize(order_id=order, transaction_id="7", body=AMOUNT)
        )
        assert isinstance(error, GatewayOutcomeUnknownError)
        self.assertNotIsInstance(error, GatewayError)
        self.assertEqual((error.transaction, error.attempts, error.transaction_used), ("7", 2, True))
        self.assertEqual(
            str(error),
            "AUTHORIZE: outcome unknown after 2 attempts: an earlier attempt may have reached the gateway, and the retry says its transaction id is already used",
        )
        self.assertIsInstance(error.cause, InvalidRequestError)
        self.assertIs(error.__cause__, error.cause)
        self.assertEqual(error.cause.status, 400)
        self.assertEqual(error.cause.error["field"], "transactionid")
        self.assertEqual(double.order(order)["transactions"], ["7"])  # type: ignore[index]
        self.assertEqual(double.order(order)["status"], "AUTHORIZED")  # type: ignore[index]
        self.assertEqual([event["reason"] for event in self.records.events("retry")], ["connection failed"])

    def test_is_reached_per_call_with_the_drop_after_fault_header(self) -> None:
        order = next_order()
        error = self.failure(
            lambda: self.client(attempts=2).authorize(order_id=order, transaction_id="1", body=AMOUNT, headers={"x-double-fault": "drop-after"})
        )
        assert isinstance(error, GatewayOutcomeUnknownError)
        self.assertTrue(error.transaction_used)
        self.assertEqual(double.order(order)["transactions"], ["1"])  # type: ignore[index]

    def test_leaves_a_lost_answer_a_network_error_of_unknown_outcome_when_no_retry_is_left(self) -> None:
        order = next_order()
        error = self.failure(
            lambda: self.client(attempts=1).authorize(order_id=order, transaction_id="1", body=AMOUNT, headers={"x-double-fault": "drop-after"})
        )
        assert isinstance(error, GatewayNetworkError)
        self.assertTrue(error.outcome_unknown)
        self.assertEqual(double.order(order)["status"], "AUTHORIZED")  # type: ignore[index]

    def test_any_refusal_of_the_retry_is_outcome_unknown_which_then_does_not_say_the_id_is_used(self) -> None:
        double.set_faults(dropAfterRate=1)
        error = self.failure(
            lambda: self.client(attempts=2, sleep=lambda seconds: double.set_faults(busyRate=1)).authorize(
                order_id=next_order(), transaction_id="1", body=AMOUNT
            )
        )
        assert isinstance(error, GatewayOutcomeUnknownError)
        self.assertFalse(error.transaction_used)
        self.assertIsInstance(error.cause, ServerBusyError)
        self.assertIn("the retry says it was refused", str(error))


class ExtraFields(ClientTest):
    def test_sends_a_field_of_a_not_shown_region_and_says_so_strict_or_not(self) -> None:
        server = RecordingServer(lambda request: json_reply(201, {}))
        try:
            for strict in (False, True):
                self.client(base_url=server.url, strict=strict).authorize(
                    order_id=next_order(), transaction_id="1", body=AMOUNT, extra_fields={"agreement.customData": "note"}
                )
        finally:
            server.close()
        import json

        self.assertEqual(
            [json.loads(request["body"]) for request in server.received],
            [{**AMOUNT, "apiOperation": "AUTHORIZE", "agreement": {"customData": "note"}}] * 2,
        )
        self.assertEqual(
            [message for message, _ in self.warnings],
            ["AUTHORIZE 100: fields of a region the spec does not show are sent unchecked: agreement.customData"] * 2,
        )

    def test_an_extra_field_outside_every_region_is_unknown_a_warning_or_refused_when_strict(self) -> None:
        extra = {"order.notAField": "x"}
        self.client().authorize(order_id=next_order(), transaction_id="1", body=AMOUNT, extra_fields=extra)
        self.assertEqual([message for message, _ in self.warnings], ["AUTHORIZE 100: fields the spec does not know are sent as given: order.notAField"])
        error = self.failure(lambda: self.client(strict=True).authorize(order_id=next_order(), transaction_id="1", body=AMOUNT, extra_fields=extra))
        assert isinstance(error, GatewayError)
        self.assertIsInstance(error, InvalidRequestError)
        self.assertEqual((error.error["field"], error.error["validationType"]), ("order.notAField", "UNSUPPORTED"))

    def test_keeps_the_caller_s_body_as_it_was(self) -> None:
        body: Any = {"order": {"amount": "10.00", "currency": "USD"}}
        self.client().authorize(order_id=next_order(), transaction_id="1", body=body, extra_fields={"order.note": "x"})
        self.assertEqual(body, {"order": {"amount": "10.00", "currency": "USD"}})


class CallOptions(ClientTest):
    def test_takes_headers_attempts_a_time_out_and_a_cancel_per_call(self) -> None:
        server = RecordingServer(lambda request: json_reply(201, {}))
        try:
            self.client(base_url=server.url).verify(
                order_id=next_order(),
                transaction_id="1",
                body=CURRENCY,
                headers={"x-request-id": "abc-1", "authorization": "Basic stolen", "Content-Type": "text/plain"},
            )
        finally:
            server.close()
        seen = server.received[0]["headers"]
        self.assertEqual(seen["x-request-id"], "abc-1")
        self.assertNotEqual(seen["authorization"], "Basic stolen")
        self.assertEqual(seen["content-type"], "application/json")
        double.set_faults(busyRate=1)
        before = len(self.records.events("request"))
        once = self.failure(lambda: self.client(attempts=3).authorize(order_id=next_order(), transaction_id="1", body=AMOUNT, attempts=1))
        self.assertIsInstance(once, ServerBusyError)
        self.assertEqual(len(self.records.events("request")), before + 1)
        double.set_faults(delayMs=400)
        slow = self.failure(lambda: self.client(attempts=3).authorize(order_id=next_order(), transaction_id="1", body=AMOUNT, timeout=0.05))
        self.assertIsInstance(slow, GatewayTimeoutError)
        cancel = threading.Event()
        cancel.set()
        cancelled = self.failure(lambda: self.client().authorize(order_id=next_order(), transaction_id="1", body=AMOUNT, cancel=cancel))
        self.assertIsInstance(cancelled, GatewayAbortError)

    def test_refuses_headers_http_cannot_carry_before_sending_naming_the_header_not_its_value(self) -> None:
        cases: list[tuple[dict[str, Any], str]] = [
            ({"x-note": "a\r\nx-injected: 1"}, "header 'x-note': its value holds a line break"),
            ({"x-note": "a\nb"}, "header 'x-note': its value holds a line break"),
            ({"x-note": "a\x00b"}, "a NUL"),
            ({"x-note": "\u0100"}, "a character above U+00FF"),
            ({"x note": "a"}, "header 'x note': a header name is a token"),
            ({"x-note": 5}, "header 'x-note': its value must be a string"),
        ]
        server = RecordingServer(lambda request: json_reply(201, {}))
        try:
            for headers, message in cases:
                with self.subTest(message=message):
                    error = self.failure(lambda: self.client(base_url=server.url).authorize(order_id=next_order(), transaction_id="1", body=AMOUNT, headers=headers))
                    self.assertIsInstance(error, GatewayConfigurationError)
                    self.assertIn(message, str(error))
                    self.assertNotIn("injected", str(error))
        finally:
            server.close()
        self.assertEqual(server.received, [])

    def test_sends_latin_1_and_redacts_a_secret_looking_header_in_the_request_log(self) -> None:
        server = RecordingServer(lambda request: json_reply(201, {}))
        try:
            self.client(base_url=server.url).verify(
                order_id=next_order(),
                transaction_id="1",
                body=CURRENCY,
                headers={"x-note": "caf\u00e9\tok", "X-Api-Key": "custom-secret-key-value", "x-request-id": "r-1"},
            )
        finally:
            server.close()
        self.assertEqual(server.received[0]["headers"]["x-note"], "caf\u00e9\tok")
        logged = self.records.events("request")[0]["headers"]
        self.assertEqual((logged["X-Api-Key"], logged["x-request-id"], logged["authorization"]), ("[redacted]", "r-1", "[redacted]"))
        self.assertNotIn("custom-secret-key-value", repr(self.records.events()))

    def test_keeps_a_secret_looking_header_s_value_out_of_what_the_server_echoes(self) -> None:
        server = RecordingServer(
            lambda request: json_reply(400, {"result": "ERROR", "error": {"cause": "INVALID_REQUEST", "explanation": repr(request["headers"])}})
        )
        try:
            error = self.failure(
                lambda: self.client(base_url=server.url).verify(order_id="o", transaction_id="t", body=CURRENCY, headers={"x-auth-token": "custom-token-value-123"})
            )
        finally:
            server.close()
        assert isinstance(error, GatewayError)
        self.assertIn("[redacted]", str(error.error["explanation"]))
        self.assertNotIn("custom-token-value-123", str(error.error["explanation"]))
        self.assertEqual(self.watch.leaks(("custom-token-value-123",)), [])


def busy_then(retry_after: str, then: tuple[int, dict[str, str], bytes] | None = None) -> RecordingServer:
    """A server whose first answer is SERVER_BUSY with this Retry-After, and every later one `then` (a 200 by default)."""
    calls = [0]

    def reply(request: dict[str, Any]) -> tuple[int, dict[str, str], bytes]:
        calls[0] += 1
        if calls[0] == 1 or then == "busy":
            return json_reply(503, {"result": "ERROR", "error": {"cause": "SERVER_BUSY"}}, {"retry-after": retry_after, "x-gateway-request": "r-77"})
        return then or json_reply(200, {})

    return RecordingServer(reply)


class RetryAfter(ClientTest):
    def waits(self, retry_after: str) -> tuple[list[float], int]:
        waits: list[float] = []
        server = busy_then(retry_after)
        try:
            try:
                self.client(base_url=server.url, sleep=waits.append).verify(order_id="o", transaction_id="t", body=CURRENCY)
            except GatewayError as error:
                self.watch.see(error)
        finally:
            server.close()
        return waits, len(server.received)

    def test_waits_as_long_as_retry_after_asks_and_keeps_the_headers_on_the_error(self) -> None:
        self.assertEqual(self.waits("2"), ([2.0], 2))
        server = busy_then("1")
        try:
            error = self.failure(lambda: self.client(base_url=server.url, attempts=1).verify(order_id="o", transaction_id="t", body=CURRENCY))
        finally:
            server.close()
        assert isinstance(error, GatewayError)
        self.assertEqual(error.status, 503)
        self.assertEqual((error.headers or {}).get("x-gateway-request"), "r-77")

    def test_waits_exactly_a_minute_and_gives_up_at_once_on_one_second_more(self) -> None:
        self.assertEqual(self.waits("60"), ([60.0], 2))
        self.assertEqual(self.waits("61"), ([], 1))
        self.assertEqual(self.waits("120"), ([], 1))

    def test_reads_an_http_date(self) -> None:
        waits, calls = self.waits(formatdate(time.time() + 30, usegmt=True))
        self.assertEqual(calls, 2)
        self.assertTrue(28 <= waits[0] <= 30, waits)

    def test_reads_anything_else_as_no_wait_asked_the_back_off_s_own(self) -> None:
        for retry_after in ("-1", "1.5", "1e3", "soon"):
            with self.subTest(retry_after=retry_after):
                # Full jitter from 200 ms: half of the first ceiling.
                self.assertEqual(self.waits(retry_after), ([0.1], 2))

    def test_a_cancel_ends_a_retry_after_wait_at_once(self) -> None:
        server = busy_then("30")
        cancel = threading.Event()
        threading.Timer(0.2, cancel.set).start()
        started = time.monotonic()
        try:
            error = self.failure(
                lambda: self.client(base_url=server.url, sleep=None, attempts=3).verify(order_id="o", transaction_id="t", body=CURRENCY, cancel=cancel)
            )
        finally:
            server.close()
        self.assertIsInstance(error, GatewayAbortError)
        self.assertLess(time.monotonic() - started, 5)
        self.assertEqual(len(server.received), 1)


class Configuration(ClientTest):
    def test_refuses_a_base_url_that_is_not_an_absolute_http_url(self) -> None:
        for base_url in ("not a url", "ftp://gateway.example", "/rest", "", "http://host:port"):
            with self.subTest(base_url=base_url):
                with self.assertRaises(GatewayConfigurationError):
                    GatewayClient(base_url=base_url, merchant_id=MERCHANT, api_password=PASSWORD)
        GatewayClient(base_url="https://gateway.example", merchant_id=MERCHANT)

    def test_refuses_user_info_a_query_or_a_fragment_without_repeating_the_url(self) -> None:
        cases = [
            ("http://user:pw-in-url@127.0.0.1:9/rest", "must not hold user info"),
            ("http://user@127.0.0.1:9", "must not hold user info"),
            ("http://:pw-in-url@127.0.0.1:9", "must not hold user info"),
            ("https://gateway.example/api#frag", "must not hold a fragment"),
            ("https://gateway.example/api#", "must not hold a fragment"),
            ("https://gateway.example/api?x=1", "must not hold a query"),
            ("https://gateway.example/api?", "must not hold a query"),
        ]
        for base_url, message in cases:
            with self.subTest(base_url=base_url):
                with self.assertRaises(GatewayConfigurationError) as raised:
                    GatewayClient(base_url=base_url, merchant_id=MERCHANT, api_password=PASSWORD)
                self.assertIn(message, str(raised.exception))
                self.assertNotIn("pw-in-url", str(raised.exception))
                self.assertNotIn(base_url, str(raised.exception))

    def test_refuses_a_password_shorter_than_8_characters_and_takes_one_of_8(self) -> None:
        made = lambda password: GatewayClient(base_url="https://gateway.example", merchant_id=MERCHANT, api_password=password)  # noqa: E731
        for short in ("1234567", "", "\U0001f600" * 7, 42):
            with self.subTest(password=short):
                with self.assertRaises(GatewayConfigurationError) as raised:
                    made(short)
                self.assertIn("api_password must be a text of at least 8 characters", str(raised.exception))
        made("12345678")

    def test_refuses_a_merchant_id_that_is_no_text_when_the_client_is_made(self) -> None:
        with self.assertRaises(GatewayConfigurationError) as raised:
            GatewayClient(base_url="https://gateway.example", merchant_id=42)  # type: ignore[arg-type]
        self.assertEqual(str(raised.exception), "merchant_id must be a string")

    def test_a_cert_that_cannot_be_loaded_is_a_configuration_error(self) -> None:
        with self.assertRaises(GatewayConfigurationError):
            GatewayClient(base_url="https://gateway.example", merchant_id=MERCHANT, cert="/nonexistent/client.pem")


class PathIdentifiers(ClientTest):
    def test_keeps_each_identifier_inside_its_own_path_segment(self) -> None:
        client = self.client()
        for order in ("../../admin", "a?b=c", "a#b", "a/b", "%2e%2e", "spaces and \u00fcn\u00efcode", "a;b", "pair-\U0001f600"):
            with self.subTest(order=order):
                client.authorize(order_id=order, transaction_id="1", body=AMOUNT)
                self.assertEqual(double.order(order)["transactions"], ["1"])  # type: ignore[index]

    def test_refuses_a_bad_identifier_before_sending_naming_its_argument(self) -> None:
        cases = [("..", "order_id"), (".", "transaction_id"), ("", "order_id"), ("x" * 41, "transaction_id"), ("\ud800", "order_id"), ("a\udc00b", "order_id")]
        for value, argument in cases:
            with self.subTest(value=value):
                arguments = {"order_id": "o", "transaction_id": "t", argument: value}
                error = self.failure(lambda: self.client().authorize(**arguments, body=AMOUNT))
                assert isinstance(error, GatewayError)
                self.assertIsInstance(error, InvalidRequestError)
                self.assertEqual((error.error["field"], error.error["validationType"]), (argument, "INVALID"))
        surrogate = self.failure(lambda: self.client().authorize(order_id="\ud800", transaction_id="1", body=AMOUNT))
        assert isinstance(surrogate, GatewayError)
        self.assertEqual(surrogate.error["explanation"], "Must be well-formed text (it holds a lone surrogate).")
        self.assertEqual(self.records.events("request"), [])

    def test_refuses_a_merchant_id_outside_section_2_2_s_characters(self) -> None:
        error = self.failure(lambda: self.client(merchant_id="bad merchant!").authorize(order_id="o", transaction_id="t", body=AMOUNT))
        assert isinstance(error, GatewayError)
        self.assertEqual(error.error["field"], "merchant_id")


class Masking(ClientTest):
    def test_masks_every_log_record_card_number_security_code_unknown_values_and_credentials(self) -> None:
        body: Any = {**CARD_BODY, "agreement": {"customData": "note-of-the-merchant"}}
        client = self.client()
        client.authorize(order_id=next_order(), transaction_id="1", body=body, extra_fields={"transaction.acquirer.customData": "extra-value-1"})
        request = self.records.events("request")[0]
        card = request["body"]["sourceOfFunds"]["provided"]["card"]
        self.assertEqual(card, {"number": "512345xxxxxx0008", "securityCode": "[redacted]"})
        self.assertEqual(request["body"]["agreement"]["customData"], "[redacted]")
        self.assertEqual(request["body"]["transaction"]["acquirer"]["customData"], "[redacted]")
        self.assertEqual(request["headers"]["authorization"], "[redacted]")
        messages = [record.getMessage() for record in self.records.records]
        self.assertEqual(len(messages), 2)
        for message in messages:
            for secret in (CARD, f'"{SECURITY_CODE}"', PASSWORD, "note-of-the-merchant", "extra-value-1"):
                self.assertNotIn(secret, message)
        self.assertIn("512345xxxxxx0008", messages[0])

    def test_shows_unknown_values_only_to_a_test_s_logger_the_classes_still_masked(self) -> None:
        self.client(log_unknown_values=True).authorize(
            order_id=next_order(), transaction_id="1", body={**CARD_BODY, "agreement": {"note": "visible-note"}}
        )
        message = self.records.records[0].getMessage()
        self.assertIn("visible-note", message)
        self.assertIn("512345xxxxxx0008", message)
        self.assertNotIn(f'"{SECURITY_CODE}"', message)

    def test_never_shows_the_password_in_errors_log_records_or_the_client(self) -> None:
        client = self.client()
        self.assertNotIn(PASSWORD, repr(client) + str(client))
        # Python hides no attribute, but nothing the client holds shows a credential in its repr.
        self.watch.see(repr(vars(client)))
        self.watch.see(repr({name: vars(value) for name, value in vars(client).items() if hasattr(value, "__dict__")}))
        for call in (
            lambda: client.authorize(order_id=next_order(), transaction_id="1", body=CURRENCY),  # type: ignore[arg-type]
            lambda: self.client(api_password=PASSWORD + "x").authorize(order_id=next_order(), transaction_id="1", body=AMOUNT),
            lambda: self.client(base_url="http://127.0.0.1:1", attempts=1).authorize(order_id=next_order(), transaction_id="1", body=AMOUNT),
        ):
            self.failure(call)
        client.authorize(order_id=next_order(), transaction_id="1", body=AMOUNT)
        self.assertIn("[redacted]", repr(self.records.events()))

    def test_scrubs_the_password_and_card_numbers_an_answer_echoes_in_any_form(self) -> None:
        import json as json_module
        from urllib.parse import quote

        escaped = json_module.dumps(PASSWORD)[1:-1].replace("-", "\\u002d")
        echoed = f"{PASSWORD.upper()} {escaped} {quote(PASSWORD)} 5123 4500 0000 0008 4111-1111-1111-1111"
        server = RecordingServer(lambda request: (502, {"content-type": "text/plain", "x-echo": PASSWORD}, echoed.encode()))
        try:
            error = self.failure(lambda: self.client(base_url=server.url).authorize(order_id="o", transaction_id="t", body=AMOUNT))
        finally:
            server.close()
        assert isinstance(error, GatewayResponseError)
        self.assertEqual(error.raw_text.count("[redacted]"), 5, error.raw_text)
        self.assertEqual((error.headers or {}).get("x-echo"), "[redacted]")
        self.assertEqual(self.watch.leaks(("4111111111111111",)), [])


class FindingPaths(ClientTest):
    def test_a_finding_s_path_names_no_card_number_and_no_endless_key(self) -> None:
        long_key = "k" * 100
        body: Any = {"order": {**AMOUNT["order"], CARD: "x", long_key: "y"}}
        error = self.failure(lambda: self.client(strict=True).authorize(order_id=next_order(), transaction_id="1", body=body))
        assert isinstance(error, GatewayError)
        fields = sorted(finding.field for finding in error.findings)
        self.assertEqual(fields, sorted(["order.[redacted]", "order." + "k" * 64 + "\u2026"]))
        self.assertEqual(self.records.events("request"), [])


class Load(ClientTest):
    def test_completes_concurrent_calls_with_nothing_lost_or_duplicated(self) -> None:
        client = self.client()
        prefix = next_order()
        calls = [(f"{prefix}-{index % 40}", str(index // 40)) for index in range(120)]
        with concurrent.futures.ThreadPoolExecutor(16) as pool:
            results = list(pool.map(lambda call: client.initiate_browser_payment(order_id=call[0], transaction_id=call[1], body=AMOUNT), calls))
        self.assertEqual(len(results), 120)
        for index in range(40):
            self.assertEqual(sorted(double.order(f"{prefix}-{index}")["transactions"]), ["0", "1", "2"])  # type: ignore[index]


if __name__ == "__main__":
    unittest.main()
