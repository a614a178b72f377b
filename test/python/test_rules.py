"""The runtime the generated rules call (runtime/rules.py), on its own: the paths the field checks
refused, which a rule's paths and the groups and lists around them (the set the generator gives)
must miss, with few refusals and with many; a refused factor of any item is found; sums are exact whatever the scales,
and judge nothing on a part that is no decimal.
Run as test_vectors.py is."""

from __future__ import annotations

import os
import sys
import unittest
from decimal import Decimal
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(os.environ.get("GATEWAY_PYTHON_PACKAGE", REPOSITORY / "generated-python"))))

from gateway_generated.runtime import ABSENT, Refusals, checked_sum_differs, compare_decimals, products_sum_differs, refusals_of, refuses_item_field, sum_differs  # noqa: E402
from gateway_generated.runtime.contract import invalid  # noqa: E402


def refusals(*paths: str) -> Refusals:
    return frozenset(paths)


class Disjoint(unittest.TestCase):
    def check(self, *refused: str) -> None:
        few = refusals(*refused)
        # The same refusals among many others.
        many = refusals(*refused, "a.b", "c[0].d", "e", "f.g.h", "i")
        for found in (few, many):
            # The generator gives a rule's paths with every group or list around each.
            self.assertFalse(found.isdisjoint(frozenset({"x", "order", "order.item", "order.item[2]"})))
            self.assertFalse(found.isdisjoint(frozenset({"order", "order.item", "order.item[0]", "order.item[0].unitPrice"})))
            self.assertTrue(found.isdisjoint(frozenset({"x", "order", "order.itemAmount"})))
            self.assertTrue(found.isdisjoint(frozenset({"order", "order.items"})))

    def test_a_refused_path_is_met_by_a_set_that_holds_it(self) -> None:
        self.check("order.item")

    def test_the_refused_paths_are_the_fields_of_the_findings_when_one_can_matter_to_a_rule(self) -> None:
        findings = [invalid("order.item", "x"), invalid("a.b", "y"), invalid("order.item", "z")]
        around = frozenset({"order", "order.item", "order.itemAmount"})
        self.assertEqual(refusals_of(findings, around), frozenset({"order.item", "a.b"}))
        # None of them in the rules' paths, nor a factor of a summed list's item: none matters.
        self.assertIsNone(refusals_of(findings[1:2], around))
        self.assertIsNone(refusals_of([], around))
        item_fields = (("order.item[", ("quantity", "unitPrice")),)
        factor = [invalid("a.b", "y"), invalid("order.item[3].unitPrice", "x")]
        self.assertEqual(refusals_of(factor, around, item_fields), frozenset({"a.b", "order.item[3].unitPrice"}))
        self.assertIsNone(refusals_of(factor, around))
        other = [invalid("order.item[3].name", "x"), invalid("order.items[0].quantity", "x")]
        self.assertIsNone(refusals_of(other, around, item_fields))
        many = [invalid(f"x{index}", "y") for index in range(10)]
        self.assertIsNone(refusals_of(many, around, item_fields))
        self.assertEqual(refusals_of([*many, factor[1]], around, item_fields), frozenset([*(f"x{index}" for index in range(10)), "order.item[3].unitPrice"]))

    def test_a_refusal_at_the_body_meets_only_the_body(self) -> None:
        for found in (refusals(""), refusals("", "a.b", "c", "d", "e", "f")):
            self.assertFalse(found.isdisjoint(frozenset({"", "order"})))
            self.assertTrue(found.isdisjoint(frozenset({"order", "order.item"})))

    def test_no_refusal_meets_anything(self) -> None:
        self.assertTrue(refusals().isdisjoint(frozenset({"order", ""})))


class ItemFields(unittest.TestCase):
    def test_a_refused_factor_of_any_item(self) -> None:
        names = ("quantity", "unitPrice")
        for others in ((), ("a.b", "c[0].d", "e", "f.g.h", "i")):
            self.assertTrue(refuses_item_field(refusals("order.item[0].quantity", *others), "order.item[", names))
            self.assertTrue(refuses_item_field(refusals("order.item[12].unitPrice", *others), "order.item[", names))
            # Another field of an item, a field of a group inside an item, another list, a longer name: no factor.
            for path in ("order.item[0].name", "order.item[0].detail.quantity", "order.items[0].quantity", "order.item[0].quantityX", "order.item[1].x].quantity", "order.item"):
                self.assertFalse(refuses_item_field(refusals(path, *others), "order.item[", names), path)
        # A key with a line break cannot pass for a path's end.
        self.assertFalse(refuses_item_field(refusals("order.item[0].a\n].quantity", "x"), "order.item[", names))
        self.assertTrue(refuses_item_field(refusals("order.item[0].a\n].quantity", "order.item[1].unitPrice"), "order.item[", names))


class Sums(unittest.TestCase):
    def test_exact_whatever_the_scales(self) -> None:
        self.assertFalse(sum_differs("0.3", ("0.1", "0.2"), ()))
        self.assertFalse(sum_differs("10", ("2.500", "7.5"), ()))
        self.assertFalse(sum_differs("1.25", ("1", "0.5"), ("0.25",)))
        self.assertTrue(sum_differs("1.25", ("1", "0.5"), ("0.2",)))
        self.assertTrue(sum_differs("0.30", ("0.1", "0.21"), ()))
        self.assertFalse(sum_differs("-1.5", ("0.5",), ("2",)))

    def test_every_kind_of_number(self) -> None:
        self.assertFalse(sum_differs(Decimal("0.3"), (0.1, Decimal("0.2")), ()))
        self.assertFalse(sum_differs(3, ("1", 2), ()))

    def test_an_absent_part_adds_nothing(self) -> None:
        self.assertFalse(sum_differs("1", ("1", ABSENT), (ABSENT,)))
        self.assertTrue(sum_differs("1", (ABSENT,), ()))

    def test_a_part_or_total_that_is_no_decimal_judges_nothing(self) -> None:
        for odd in ("1e5", "1_0", " 1", "\u0661", "1.", ".5", "", None, True, [1]):
            self.assertFalse(sum_differs(odd, ("1",), ()), repr(odd))
            self.assertFalse(sum_differs("1", (odd,), ()), repr(odd))

    def test_digits_past_what_python_reads_judge_nothing(self) -> None:
        self.assertFalse(sum_differs("1" * 5000, ("1",), ()))

    def test_parts_already_held_to_decimal_text_sum_alike(self) -> None:
        cases: list[tuple[object, tuple[object, ...], tuple[object, ...]]] = [
            ("0.3", ("0.1", "0.2"), ()),
            ("10", ("2.500", "7.5"), ()),
            ("1.25", ("1", "0.5"), ("0.25",)),
            ("1.25", ("1", "0.5"), ("0.2",)),
            ("0.30", ("0.1", "0.21"), ()),
            ("-1.5", ("0.5",), ("2",)),
            (Decimal("0.3"), (0.1, Decimal("0.2")), ()),
            ("1", ("1", ABSENT), (ABSENT,)),
            ("1", (ABSENT,), ()),
            ("1" * 5000, ("1",), ()),
        ]
        answers = [checked_sum_differs(*case) for case in cases]
        self.assertEqual(answers, [sum_differs(*case) for case in cases])
        self.assertEqual(answers, [False, False, False, True, True, False, False, False, True, False])

    def test_a_sum_of_products(self) -> None:
        items = [{"quantity": "2", "unitPrice": "1.25"}, {"quantity": "1", "unitPrice": "0.5"}]
        self.assertFalse(products_sum_differs(items, "order.item", ("quantity", "unitPrice"), None, "3"))
        self.assertTrue(products_sum_differs(items, "order.item", ("quantity", "unitPrice"), None, "3.01"))
        refused = refusals("order.item[1].unitPrice")
        self.assertFalse(products_sum_differs(items, "order.item", ("quantity", "unitPrice"), refused, "3.01"))
        # Another field of an item refused: the sum is still judged; a factor refused in any item judges nothing
        # (a refused list, or a group around it, is the rule's own test: the generated code's `isdisjoint`).
        for form_checked in (False, True):
            judged = refusals("order.item[0].name", "order.item[1].x].quantity", "order.items[0].quantity", "a", "b", "c")
            self.assertTrue(products_sum_differs(items, "order.item", ("quantity", "unitPrice"), judged, "3.01", form_checked))
            self.assertFalse(products_sum_differs(items, "order.item", ("quantity", "unitPrice"), judged, "3", form_checked))
            for refused_path in ("order.item[0].quantity", "order.item[1].unitPrice"):
                self.assertFalse(products_sum_differs(items, "order.item", ("quantity", "unitPrice"), refusals(refused_path, "a"), "3.01", form_checked), refused_path)
        # Factors held to decimal text by their checks: the same answers without reading the form again.
        for total, differs in (("3", False), ("3.00", False), ("3.01", True), ("2.5", True)):
            for form_checked in (False, True):
                self.assertEqual(products_sum_differs(items, "order.item", ("quantity", "unitPrice"), None, total, form_checked), differs, (total, form_checked))
        # An item without a factor counts nothing; a form that is no decimal text is not judged unless already checked.
        self.assertFalse(products_sum_differs([{"quantity": "2"}], "order.item", ("quantity", "unitPrice"), None, "1"))
        self.assertFalse(products_sum_differs([{"quantity": "1e1", "unitPrice": "1"}], "order.item", ("quantity", "unitPrice"), None, "5"))

    def test_a_sum_of_products_of_checked_factors(self) -> None:
        # The usual case (no item refused, factors held to decimal text): JSON numbers, items without a factor, an item that is no object.
        factors = ("quantity", "unitPrice")
        mixed = [{"quantity": Decimal("2"), "unitPrice": "1.25"}, {"quantity": "1", "unitPrice": 0.5}, {"quantity": 7}]
        self.assertFalse(products_sum_differs(mixed, "order.item", factors, None, "3", True))
        self.assertTrue(products_sum_differs(mixed, "order.item", factors, None, "3.5", True))
        self.assertTrue(products_sum_differs(mixed, "order.item", factors, refusals("other"), "3.5", True))
        self.assertFalse(products_sum_differs([{"quantity": "2", "unitPrice": "1"}, "x"], "order.item", factors, None, "5", True))
        self.assertFalse(products_sum_differs([{"quantity": "2"}], "order.item", factors, None, "5", True))
        self.assertFalse(products_sum_differs([{"quantity": ["2"], "unitPrice": "1"}], "order.item", factors, None, "5", True))
        self.assertFalse(products_sum_differs([{"quantity": "0.001", "unitPrice": "1000"}], "order.item", factors, None, "1", True))
        self.assertTrue(products_sum_differs([{"quantity": "0.001", "unitPrice": "1000"}], "order.item", factors, None, "1.01", True))

    def test_a_sum_of_products_of_text_factors_answers_as_the_general_reading(self) -> None:
        # Every item with both factors as text is read without the loop over factors: the same answers.
        factors = ("quantity", "unitPrice")
        text = [{"quantity": "12.50", "unitPrice": "0.125"}, {"quantity": "3", "unitPrice": "-1.5"}, {"quantity": "0.000", "unitPrice": "7"}]
        for total, differs in (("-2.9375", False), ("-2.93750000", False), ("-2.9376", True), ("2.9375", True)):
            self.assertEqual(products_sum_differs(text, "order.item", factors, None, total, True), differs, total)
            self.assertEqual(products_sum_differs(text, "order.item", factors, None, total), differs, total)
        # Three factors, a factor as a number, one absent: read the general way, alike.
        self.assertFalse(products_sum_differs(text + [{"quantity": 2}], "order.item", factors, None, "-2.9375", True))
        self.assertFalse(products_sum_differs([*text[:2], {"quantity": Decimal("0.0"), "unitPrice": "7"}], "order.item", factors, None, "-2.9375", True))
        self.assertFalse(products_sum_differs([{"a": "2", "b": "3", "c": "0.5"}], "order.item", ("a", "b", "c"), None, "3", True))
        self.assertTrue(products_sum_differs([{"a": "2", "b": "3", "c": "0.5"}], "order.item", ("a", "b", "c"), None, "3.5", True))
        # No item, an item that is no object, a factor of more digits than are read: not judged.
        self.assertFalse(products_sum_differs([], "order.item", factors, None, "1", True))
        self.assertFalse(products_sum_differs([*text, None], "order.item", factors, None, "1", True))
        self.assertFalse(products_sum_differs([{"quantity": "1" * 4301, "unitPrice": "1"}], "order.item", factors, None, "1", True))
        self.assertTrue(products_sum_differs([{"quantity": "1" * 4300, "unitPrice": "1"}], "order.item", factors, None, "1", True))
        self.assertTrue(products_sum_differs([{"quantity": "1" * 4299 + ".1", "unitPrice": "1"}], "order.item", factors, None, "1", True))


class Bounds(unittest.TestCase):
    def test_a_bound_compared_as_a_decimal_answers_as_compare_decimals_on_decimal_text(self) -> None:
        # The printer compares decimal text with a bound as Decimal(text) once the text's form is checked.
        texts = ["0", "-0", "0.000", "00012.50", "12.5", "-12.50", "1000000000000", "999999999999.999", "0.0000001", "-0.1", "1" * 300]
        for a in texts:
            for b in texts:
                expected = compare_decimals(a, b)
                got = (Decimal(a) > Decimal(b)) - (Decimal(a) < Decimal(b))
                self.assertEqual(got, expected, (a, b))


class Digits(unittest.TestCase):
    """count_digits (runtime/checks.py), which a phone number's "at most 15 digits" reads: ASCII digits only."""

    def test_counts_ascii_digits_only(self) -> None:
        from gateway_generated.runtime import count_digits

        self.assertEqual(count_digits("+44 20 7946 0000"), 12)
        self.assertEqual(count_digits(""), 0)
        self.assertEqual(count_digits("a1b2c"), 2)
        # Other scripts' digits and superscripts are no ASCII digits.
        self.assertEqual(count_digits("\u0661\u0662\u00b2\uff11"), 0)
        self.assertEqual(count_digits("9" * 100_000), 100_000)



class CalendarDates(unittest.TestCase):
    """is_calendar_date (runtime/checks.py), read by Python's date where it can: the same answers as the arithmetic alone."""

    @staticmethod
    def by_arithmetic(text: str) -> bool:
        try:
            year, month, day = int(text[0:4]), int(text[5:7]), int(text[8:10])
        except ValueError:
            return False
        if month < 1 or month > 12 or day < 1:
            return False
        leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        days = 28 if month == 2 and not leap else (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[month - 1]
        return day <= days

    def test_answers_as_the_arithmetic_does(self) -> None:
        from gateway_generated.runtime import is_calendar_date

        texts = [
            f"{year:04d}-{month:02d}-{day:02d}{tail}"
            for year in (0, 1, 4, 100, 400, 1900, 2000, 2023, 2024, 9999)
            for month in range(0, 14)
            for day in range(0, 33)
            for tail in ("", "T10:00:00Z")
        ]
        texts += ["2024-W01-1", "2024-02-3", "0000-02-29", "0000-02-30", "2024-02-29", "2023-02-29", "\uff12024-01-01"]
        for text in texts:
            self.assertEqual(is_calendar_date(text), self.by_arithmetic(text), text)
        self.assertTrue(is_calendar_date("0000-02-29"))
        self.assertFalse(is_calendar_date("2023-02-29"))


class JsonText(unittest.TestCase):
    """is_json_text (runtime/checks.py): what ECMAScript's JSON.parse takes, and nothing else."""

    def test_answers_as_json_parse(self) -> None:
        from gateway_generated.runtime import is_json_text

        taken = ['{"a": 1}', " [1, 2] ", "\t\r\n0\n", '"x"', "null", "true", "-1.5e3", '{"a": {"b": [null]}}', "[]"]
        refused = ["", " ", "{", '{"a": 1} x', '{"a": 1}}', "NaN", "[Infinity]", "-Infinity", "[1,]", "'a'", "\u00a01", "1\u00a0", "\x0c1", "1 2", "[" * 100_000]
        for text in taken:
            self.assertTrue(is_json_text(text), repr(text))
        for text in refused:
            self.assertFalse(is_json_text(text), repr(text[:20]))


class AbsoluteUrls(unittest.TestCase):
    """is_absolute_url (runtime/checks.py), one regular expression: the answers of the scheme's and the authority's read in turn."""

    @staticmethod
    def in_turn(text: str) -> bool:
        import re

        if re.match(r"[A-Za-z][A-Za-z0-9+.-]*:[^\s]+\Z", text, re.ASCII) is None:
            return False
        rest = text[text.index(":") + 1 :]
        return not rest.startswith("//") or re.match(r"//[^\s/?#]+", rest, re.ASCII) is not None

    def test_answers_as_the_two_read_in_turn(self) -> None:
        from gateway_generated.runtime import is_absolute_url

        rests = ["", "/", "//", "///", "///x", "//a", "//a/b?c#d", "//?x", "//#", "a//b", "x", "a b", "//a b", "//a\n", "\u00e9", "//\u00e9", ":", "//:", "/\t"]
        schemes = ["https", "h", "a+b-c.d", "1http", "", "ht tp", "\u00e9x", "https:"]
        for scheme in schemes:
            for rest in rests:
                text = f"{scheme}:{rest}"
                self.assertEqual(is_absolute_url(text), self.in_turn(text), repr(text))
        self.assertTrue(is_absolute_url("https://example.com/a"))
        self.assertFalse(is_absolute_url("https:///a"))

if __name__ == "__main__":
    unittest.main()
