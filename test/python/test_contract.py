"""The Python validators' contract beyond the vectors: exact decimals of every kind of number, the
injectable clock, explanations that never echo a value, code-point lengths, the dispatcher, and no
exception on hostile input (cycles, huge, deep, odd types). Run as test_vectors.py is."""

from __future__ import annotations

import os
import sys
import unittest
from dataclasses import FrozenInstanceError
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(os.environ.get("GATEWAY_PYTHON_PACKAGE", REPOSITORY / "generated-python"))))

import gateway_generated as g  # noqa: E402


def minimal(**order: object) -> dict[str, object]:
    return {"apiOperation": "AUTHORIZE", "order": {"currency": "AAA", "amount": "1", **order}}


def pairs(result: g.ValidationResult) -> set[tuple[str, str]]:
    return {(error.field, error.validation_type) for error in result.errors}


class Results(unittest.TestCase):
    def test_a_valid_body_has_no_errors(self) -> None:
        result = g.validate_request("AUTHORIZE", "100", minimal())
        self.assertTrue(result.valid)
        self.assertEqual(result.errors, ())

    def test_every_error_is_collected(self) -> None:
        result = g.validate_request("AUTHORIZE", "100", {"apiOperation": "AUTHORIZE", "order": {"currency": 5, "bogus": 1}, "zzz": 1})
        self.assertFalse(result.valid)
        expected = {("order.currency", "INVALID"), ("order.bogus", "UNSUPPORTED"), ("zzz", "UNSUPPORTED"), ("order.amount", "MISSING")}
        self.assertEqual(pairs(result), expected)

    def test_errors_are_frozen_dataclasses(self) -> None:
        error = g.validate_request("AUTHORIZE", "100", {})
        first = error.errors[0]
        self.assertEqual(first.cause, "INVALID_REQUEST")
        with self.assertRaises(FrozenInstanceError):
            first.field = "x"  # type: ignore[misc]

    def test_a_finding_made_in_place_is_the_dataclass_its_fields_make(self) -> None:
        # invalid/missing/unsupported set the slots in place: the same value, hash, text and frozenness.
        from dataclasses import fields, is_dataclass, replace

        from gateway_generated.runtime.contract import ValidationError, invalid, missing, unsupported

        made = (invalid("order.amount", "Must be a string."), missing("order"), unsupported("zzz"))
        expected = (
            ValidationError("INVALID_REQUEST", "order.amount", "INVALID", "Must be a string."),
            ValidationError("INVALID_REQUEST", "order", "MISSING", "A value is required."),
            ValidationError("INVALID_REQUEST", "zzz", "UNSUPPORTED", "The field is not supported."),
        )
        self.assertEqual(made, expected)
        self.assertEqual([hash(finding) for finding in made], [hash(finding) for finding in expected])
        self.assertEqual([repr(finding) for finding in made], [repr(finding) for finding in expected])
        for finding in made:
            self.assertIs(type(finding), ValidationError)
            self.assertTrue(is_dataclass(finding))
            self.assertEqual([field.name for field in fields(finding)], ["cause", "field", "validation_type", "explanation"])
            self.assertEqual(replace(finding, field="x").field, "x")
            with self.assertRaises(FrozenInstanceError):
                finding.explanation = "x"  # type: ignore[misc]
            with self.assertRaises(FrozenInstanceError):
                del finding.cause  # type: ignore[misc]

    def test_a_result_made_in_place_is_the_dataclass_its_fields_make(self) -> None:
        from dataclasses import is_dataclass

        result = g.validate_request("AUTHORIZE", "100", {"apiOperation": "AUTHORIZE", "order": {"currency": 5, "amount": "1"}})
        self.assertIs(type(result), g.ValidationResult)
        self.assertTrue(is_dataclass(result))
        self.assertEqual(result, g.ValidationResult(False, result.errors))
        self.assertEqual(hash(result), hash(g.ValidationResult(False, result.errors)))
        self.assertEqual(repr(result), repr(g.ValidationResult(False, result.errors)))
        self.assertEqual(pairs(result), {("order.currency", "INVALID")})
        with self.assertRaises(FrozenInstanceError):
            result.valid = True  # type: ignore[misc]

    def test_a_body_that_is_no_object_has_one_error_at_the_root(self) -> None:
        for body in (None, [], "text", 3, Decimal("1")):
            self.assertEqual(pairs(g.validate_request("AUTHORIZE", "100", body)), {("", "INVALID")}, repr(body))

    def test_the_unversioned_name_is_the_default_version(self) -> None:
        self.assertIs(g.validate_authorize_request, g.validate_authorize_100_request)


class Dispatcher(unittest.TestCase):
    def test_a_version_may_be_a_number(self) -> None:
        self.assertTrue(g.validate_request("AUTHORIZE", 100, minimal()).valid)

    def test_an_undefined_operation_or_version_is_unsupported_at_the_discriminator(self) -> None:
        for operation, version in (("AUTHORIZE", "99"), ("NOPE", "100"), (None, "100"), ("AUTHORIZE", True), (["x"], {})):
            result = g.validate_request(operation, version, minimal())  # type: ignore[arg-type]
            self.assertEqual(pairs(result), {("apiOperation", "UNSUPPORTED")}, repr((operation, version)))

    def test_a_response_with_the_error_object_is_the_error_shape(self) -> None:
        body = {"result": "ERROR", "error": {"cause": "SERVER_BUSY", "explanation": "Try later."}}
        self.assertTrue(g.validate_response("AUTHORIZE", "100", body).valid)
        self.assertFalse(g.validate_response("AUTHORIZE", "100", {"result": "ERROR", "error": {"cause": "NOPE"}}).valid)


class ExactDecimals(unittest.TestCase):
    def test_every_kind_of_number_is_a_decimal(self) -> None:
        for amount in ("10.5", 10, 10.5, Decimal("10.5"), Decimal("1E+1")):
            self.assertTrue(g.validate_request("AUTHORIZE", "100", minimal(amount=amount)).valid, repr(amount))

    def test_what_is_no_decimal_is_invalid(self) -> None:
        odd: list[object] = [True, None, float("nan"), float("inf"), Decimal("NaN"), Decimal("-Infinity"), [1], {"a": 1}, "1e5", 10**5000]
        for index, amount in enumerate(odd):
            self.assertEqual(pairs(g.validate_request("AUTHORIZE", "100", minimal(amount=amount))), {("order.amount", "INVALID")}, index)

    def test_a_number_too_long_as_text_is_told_so_and_text_is_not(self) -> None:
        for amount in (0.1 + 0.2, Decimal("0.30000000000000004"), 10**20):
            (error,) = g.validate_request("AUTHORIZE", "100", minimal(amount=amount)).errors
            self.assertTrue(error.explanation.startswith("Must be 1 to 14 characters long as decimal text"), repr(amount))
        (error,) = g.validate_request("AUTHORIZE", "100", minimal(amount="0.30000000000000004")).errors
        self.assertEqual(error.explanation, "Must be 1 to 14 characters long.")

    def test_a_sum_is_exact_whatever_the_kind_of_number(self) -> None:
        kept = minimal(amount=Decimal("0.3"), itemAmount=0.1, taxAmount=Decimal("0.2"))
        self.assertTrue(g.validate_request("AUTHORIZE", "100", kept).valid)
        broken = minimal(amount="0.31", itemAmount="0.1", taxAmount="0.2")
        self.assertEqual(pairs(g.validate_request("AUTHORIZE", "100", broken)), {("order.amount", "INVALID")})

    def test_a_sum_of_products_over_a_refused_list_or_factor_is_not_judged(self) -> None:
        item = {"name": "a", "quantity": "1", "unitPrice": "2"}
        self.assertEqual(pairs(g.validate_request("AUTHORIZE", "100", minimal(amount="5", item=[item], itemAmount="5"))), {("order.itemAmount", "INVALID")})
        self.assertEqual(pairs(g.validate_request("AUTHORIZE", "100", minimal(amount="5", item="x", itemAmount="5"))), {("order.item", "INVALID")})
        refused_factor = [item, {**item, "unitPrice": "x"}]
        self.assertEqual(pairs(g.validate_request("AUTHORIZE", "100", minimal(amount="5", item=refused_factor, itemAmount="5"))), {("order.item[1].unitPrice", "INVALID")})
        other_field = [item, {**item, "name": ""}]
        self.assertEqual(pairs(g.validate_request("AUTHORIZE", "100", minimal(amount="5", item=other_field, itemAmount="5"))), {("order.item[1].name", "INVALID"), ("order.itemAmount", "INVALID")})


class Clock(unittest.TestCase):
    def body(self, start: str) -> dict[str, object]:
        return {**minimal(), "agreement": {"id": "A1", "startDate": start}}

    def test_today_is_injected(self) -> None:
        self.assertTrue(g.validate_request("AUTHORIZE", "100", self.body("2030-01-01"), today=date(2030, 1, 1)).valid)
        late = g.validate_request("AUTHORIZE", "100", self.body("2030-01-01"), today=date(2030, 1, 2))
        self.assertIn(("agreement.startDate", "INVALID"), pairs(late))

    def test_an_aware_datetime_is_read_as_its_utc_date(self) -> None:
        evening = datetime(2030, 1, 1, 23, 30, tzinfo=timezone(timedelta(hours=-2)))  # 2030-01-02 in UTC
        self.assertIn(("agreement.startDate", "INVALID"), pairs(g.validate_request("AUTHORIZE", "100", self.body("2030-01-01"), today=evening)))

    def test_the_system_clock_by_default(self) -> None:
        tomorrow = (datetime.now(timezone.utc) + timedelta(days=1)).date().isoformat()
        self.assertNotIn(("agreement.startDate", "INVALID"), pairs(g.validate_request("AUTHORIZE", "100", self.body(tomorrow))))
        self.assertIn(("agreement.startDate", "INVALID"), pairs(g.validate_request("AUTHORIZE", "100", self.body("2001-01-01"))))


class Explanations(unittest.TestCase):
    def test_no_explanation_repeats_the_value(self) -> None:
        secret = "SECRET-VALUE-1234"
        body = {"apiOperation": "AUTHORIZE", "order": {"currency": secret, "amount": secret, secret: secret}, secret: secret}
        result = g.validate_request("AUTHORIZE", "100", body)
        self.assertFalse(result.valid)
        for error in result.errors:
            self.assertNotIn(secret, error.explanation)


class Lengths(unittest.TestCase):
    def test_a_length_counts_code_points(self) -> None:
        self.assertTrue(g.validate_request("AUTHORIZE", "100", minimal(description="\U0001f600" * 127)).valid)
        over = g.validate_request("AUTHORIZE", "100", minimal(description="\U0001f600" * 128))
        self.assertEqual(pairs(over), {("order.description", "INVALID")})


class Hostile(unittest.TestCase):
    def assert_answers(self, body: object) -> g.ValidationResult:
        for validate in (g.validate_request, g.validate_response):
            result = validate("AUTHORIZE", "100", body)
            self.assertIsInstance(result, g.ValidationResult)
        return g.validate_request("AUTHORIZE", "100", body)

    def test_a_cycle(self) -> None:
        body = minimal()
        body["order"]["self"] = body  # type: ignore[index]
        body["loop"] = body
        self.assertEqual(pairs(self.assert_answers(body)), {("order.self", "UNSUPPORTED"), ("loop", "UNSUPPORTED")})

    def test_deep_nesting(self) -> None:
        deep: object = "x"
        for _ in range(100_000):
            deep = {"a": [deep]}
        self.assertEqual(pairs(self.assert_answers({**minimal(), "deep": deep, "order": deep})), {("deep", "UNSUPPORTED"), ("order.a", "UNSUPPORTED"), ("order.currency", "MISSING"), ("order.amount", "MISSING")})

    def test_huge_values(self) -> None:
        result = self.assert_answers(minimal(description="x" * 10_000_000, item=[{}] * 5_000))
        self.assertIn(("order.description", "INVALID"), pairs(result))

    def test_a_key_that_is_not_text(self) -> None:
        self.assertEqual(pairs(self.assert_answers({**minimal(), 1: "x"})), {("", "INVALID")})
        self.assertEqual(pairs(self.assert_answers({"apiOperation": "AUTHORIZE", "order": {(1, 2): 1}})), {("order", "INVALID")})

    def test_a_key_that_is_no_text_but_whose_own_equality_says_it_is_a_name(self) -> None:
        # No JSON decoder makes such a key: it is read as the name it claims (keys are not type-tested
        # one by one), and the validator still answers.
        class Sly:
            def __eq__(self, other: object) -> bool:
                return True

            def __hash__(self) -> int:
                return 1

        self.assertFalse(self.assert_answers({**minimal(), Sly(): "x"}).valid)

    def test_a_mapping_that_raises(self) -> None:
        class Raising(dict[str, object]):
            def items(self):  # type: ignore[override]
                raise RuntimeError("no")

        self.assertEqual(pairs(self.assert_answers({"apiOperation": "AUTHORIZE", "order": Raising(currency="AAA")})), {("order", "INVALID")})

    def test_a_body_whose_every_method_raises(self) -> None:
        class Raising(dict[str, object]):
            def __contains__(self, key: object) -> bool:
                raise RuntimeError("no")

            def items(self):  # type: ignore[override]
                raise RuntimeError("no")

            def get(self, key: str, default: object = None) -> object:  # type: ignore[override]
                raise RuntimeError("no")

        self.assertEqual(pairs(self.assert_answers(Raising(apiOperation="AUTHORIZE"))), {("", "INVALID")})

    def test_a_value_whose_comparison_raises(self) -> None:
        class Hostile(str):
            def __eq__(self, other: object) -> bool:
                raise RuntimeError("no")

            def __hash__(self) -> int:
                raise RuntimeError("no")

        result = self.assert_answers({"apiOperation": Hostile("AUTHORIZE"), "order": {"currency": Hostile("AAA"), "amount": "1"}})
        self.assertFalse(result.valid)

    def test_odd_types(self) -> None:
        odd = [object(), b"bytes", bytearray(b"x"), 1j, (1, 2), {1, 2}, frozenset(), range(3), Ellipsis, type]
        for value in odd:
            result = self.assert_answers(minimal(amount=value, currency=value, description=value, item=value))
            self.assertFalse(result.valid, repr(value))


if __name__ == "__main__":
    unittest.main()
