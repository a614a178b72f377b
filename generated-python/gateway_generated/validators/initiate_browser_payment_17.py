"""The validators of Initiate Browser Payment at version 17: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from typing import Final

from ..runtime import FieldCheck, ValidationResult, ABSENT, VALID, checked_sum_differs, decimal_scale, decimal_text, is_absolute_url, is_calendar_date, is_list, is_record, is_whole_number, key_text, refusals_of, to_result, unreadable_body
from ..runtime.contract import ValidationError, invalid, missing, unsupported

_PATTERN_0: Final = re.compile("^[A-Za-z0-9!#\\$%\\&'*+/=?^_`{\\|}\\~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\Z")
_PATTERN_1: Final = re.compile("^https")
_PATTERN_2: Final = re.compile("^-?[0-9]+(\\.[0-9]+)?\\Z")
_CHARSET_3: Final = re.compile("[0-9a-zA-Z \\-]*")
_VALUES_4: Final = frozenset({"ELECTRONIC", "GROUND", "OVERNIGHT", "PRIORITY", "SAME_DAY"})
_VALUES_5: Final = frozenset({"INITIATE_BROWSER_PAYMENT"})
_VALUES_6: Final = frozenset({"order", "order.amount", "order.itemAmount", "order.shippingAndHandlingAmount", "order.taxAmount"})
_VALUES_7: Final = frozenset({"AUTHENTICATION_ATTEMPTED", "AUTHENTICATION_NOT_AVAILABLE", "AUTHENTICATION_SUCCESSFUL"})
_PATTERN_8: Final = re.compile("^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?\\Z")
_VALUES_9: Final = frozenset({"ENROLLED", "ENROLLMENT_STATUS_UNDETERMINED", "NOT_ENROLLED"})
_PATTERN_10: Final = re.compile("^(?:[A-Za-z0-9_]{2}|[0-9]{3}|[A-Za-z0-9_]{2}/[0-9]{3})\\Z")
_PATTERN_11: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}\\Z")
_PATTERN_12: Final = re.compile("^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)\\Z")
_VALUES_13: Final = frozenset({"EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"})
_VALUES_14: Final = frozenset({"COMMERCIAL_CARD", "NOT_A_COMMERCIAL_CARD", "UNDETERMINED"})
_VALUES_15: Final = frozenset({"BUSINESS_CARD", "COMMERCIAL_AND_CONSUMER", "COMMERCIAL_CARD", "CONSUMER_CARD", "CORPORATE_CARD", "DECLINE_OR_NOT_COMMERCIAL_CARD", "OTHER", "PURCHASING_CARD"})
_VALUES_16: Final = frozenset({"AUTO", "BATCH", "HOSTED_FORM", "HOSTED_PAGE", "MERCHANT_ADMINISTRATION", "THREE_PARTY", "TWO_PARTY", "WEB_SERVICES_API"})
_CHARSET_17: Final = re.compile("[0-9a-zA-Z\\-_]*")
_VALUES_18: Final = frozenset({"AUTHENTICATION_ATTEMPTED", "AUTHENTICATION_AVAILABLE", "AUTHENTICATION_EXEMPT", "AUTHENTICATION_FAILED", "AUTHENTICATION_NOT_IN_EFFECT", "AUTHENTICATION_NOT_SUPPORTED", "AUTHENTICATION_PENDING", "AUTHENTICATION_REJECTED", "AUTHENTICATION_REQUIRED", "AUTHENTICATION_SUCCESSFUL", "AUTHENTICATION_UNAVAILABLE"})
_VALUES_19: Final = frozenset({"ESTIMATED", "FINAL"})
_PATTERN_20: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z\\Z")
_DECIMAL_21: Final = Decimal("0")
_DECIMAL_22: Final = Decimal("1000000000000")
_VALUES_23: Final = frozenset({"FUNDED", "FUNDING_ASSURED", "FUNDING_FAILED", "FUNDING_ON_HOLD", "IN_PROGRESS", "NON_FUNDED", "NOT_SUPPORTED"})
_VALUES_24: Final = frozenset({"DELAYED_CHARGE", "NO_SHOW_PENALTY", "PARTIAL_SHIPMENT"})
_VALUES_25: Final = frozenset({"CLIENT", "GATEWAY"})
_VALUES_26: Final = frozenset({"SURCHARGE"})
_PATTERN_27: Final = re.compile("^(0?[1-9]|1[0-2])\\Z")
_VALUES_28: Final = frozenset({"CHARGE", "CREDIT", "DEBIT", "UNKNOWN"})
_CHARSET_29: Final = re.compile("[0-9x]*")
_VALUES_30: Final = frozenset({"INSTALLMENT", "RECURRING", "SINGLE"})
_DECIMAL_31: Final = Decimal("-1000000000000")
_VALUES_32: Final = frozenset({"CALL_CENTRE", "CARD_PRESENT", "INTERNET", "MAIL_ORDER", "MOTO", "TELEPHONE_ORDER", "VOICE_RESPONSE"})
_VALUES_33: Final = frozenset({"AUTHORIZATION", "AUTHORIZATION_UPDATE", "CAPTURE", "PAYMENT", "REFUND", "VERIFICATION", "VOID_AUTHORIZATION", "VOID_CAPTURE", "VOID_PAYMENT", "VOID_REFUND"})
_VALUES_34: Final = frozenset({"order", "order.merchantCharge", "order.merchantCharge.calculatedBy", "order.merchantCharge.ruleName"})



def _check_initiate_browser_payment_17_request_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("customer", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "email":
            if not isinstance(field, str):
                errors.append(invalid("customer.email", "Must be a string."))
            elif len(field) < 4:
                errors.append(invalid("customer.email", "Must be at least 4 characters long."))
            elif _PATTERN_0.search(field) is None:
                errors.append(invalid("customer.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"customer.{name}"))


def _check_initiate_browser_payment_17_request_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.custom", "Must be a JSON object of named values."))
        return
    if len(value) > 50:
        errors.append(invalid("order.custom", "At most 50 named values are allowed."))
    for key, entry in value.items():
        name = key if isinstance(key, str) else key_text(key)
        if (not 1 <= len(name) <= 99) or (name != "" and not (name.isascii() and name.isalnum())):
            errors.append(invalid(f"order.custom.{name}", "The name must be 1 to 99 characters from A-Za-z0-9."))
        else:
            if not isinstance(entry, str):
                errors.append(invalid(f"order.custom.{name}", "Must be a string."))
            elif not 1 <= len(entry) <= 250:
                errors.append(invalid(f"order.custom.{name}", "Must be 1 to 250 characters long."))


def _check_initiate_browser_payment_17_request_order(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("order.amount", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("order.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("order.amount", "Must be 1 to 14 characters long."))
        elif key == "currency":
            if not isinstance(field, str):
                errors.append(invalid("order.currency", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("order.currency", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("order.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "custom":
            _check_initiate_browser_payment_17_request_order_custom(field, "order", errors)
        elif key == "customerNote":
            if not isinstance(field, str):
                errors.append(invalid("order.customerNote", "Must be a string."))
            elif not 1 <= len(field) <= 250:
                errors.append(invalid("order.customerNote", "Must be 1 to 250 characters long."))
        elif key == "description":
            if not isinstance(field, str):
                errors.append(invalid("order.description", "Must be a string."))
            elif not 1 <= len(field) <= 127:
                errors.append(invalid("order.description", "Must be 1 to 127 characters long."))
        elif key == "notificationUrl":
            if not isinstance(field, str):
                errors.append(invalid("order.notificationUrl", "Must be a string."))
            elif len(field) < 12:
                errors.append(invalid("order.notificationUrl", "Must be at least 12 characters long."))
            elif _PATTERN_1.search(field) is None:
                errors.append(invalid("order.notificationUrl", "Must have the required form: In Initiate Browser Payment it must begin with 'https' and be longer than 11 characters (section 6)."))
        elif key == "reference":
            if not isinstance(field, str):
                errors.append(invalid("order.reference", "Must be a string."))
            elif not 1 <= len(field) <= 40:
                errors.append(invalid("order.reference", "Must be 1 to 40 characters long."))
        elif key == "shippingAndHandlingAmount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal number."))
            elif _PATTERN_2.search(field_text) is None:
                errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal of digits and '.', optionally signed."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long."))
        elif key == "taxAmount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.taxAmount", "Must be a decimal number."))
            elif _PATTERN_2.search(field_text) is None:
                errors.append(invalid("order.taxAmount", "Must be a decimal of digits and '.', optionally signed."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("order.taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("order.taxAmount", "Must be 1 to 14 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.{name}"))
    if "amount" not in value:
        errors.append(missing("order.amount"))
    if "currency" not in value:
        errors.append(missing("order.currency"))


def _check_initiate_browser_payment_17_request_response_controls(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("responseControls", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "sensitiveData":
            if not isinstance(field, str):
                errors.append(invalid("responseControls.sensitiveData", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("responseControls.sensitiveData", "Must be 1 to 50 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"responseControls.{name}"))


def _check_initiate_browser_payment_17_request_shipping_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "city":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.city", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("shipping.address.city", "Must be 1 to 100 characters long."))
        elif key == "company":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.company", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("shipping.address.company", "Must be 1 to 100 characters long."))
        elif key == "country":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.country", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("shipping.address.country", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("shipping.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.postcodeZip", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("shipping.address.postcodeZip", "Must be 1 to 10 characters long."))
            elif _CHARSET_3.fullmatch(field) is None:
                errors.append(invalid("shipping.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.stateProvince", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("shipping.address.stateProvince", "Must be 1 to 20 characters long."))
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.stateProvinceCode", "Must be a string."))
            elif not 1 <= len(field) <= 3:
                errors.append(invalid("shipping.address.stateProvinceCode", "Must be 1 to 3 characters long."))
        elif key == "street":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.street", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("shipping.address.street", "Must be 1 to 100 characters long."))
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.street2", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("shipping.address.street2", "Must be 1 to 100 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"shipping.address.{name}"))


def _check_initiate_browser_payment_17_request_shipping(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_initiate_browser_payment_17_request_shipping_address(field, "shipping", errors)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(invalid("shipping.firstName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("shipping.firstName", "Must be 1 to 50 characters long."))
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(invalid("shipping.lastName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("shipping.lastName", "Must be 1 to 50 characters long."))
        elif key == "method":
            if not isinstance(field, str) or field not in _VALUES_4:
                errors.append(invalid("shipping.method", "Must be one of ELECTRONIC, GROUND, OVERNIGHT, PRIORITY, SAME_DAY."))
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(invalid("shipping.phone", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("shipping.phone", "Must be 1 to 20 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"shipping.{name}"))


def _check_initiate_browser_payment_17_request_transaction(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "merchantNote":
            if not isinstance(field, str):
                errors.append(invalid("transaction.merchantNote", "Must be a string."))
            elif not 1 <= len(field) <= 250:
                errors.append(invalid("transaction.merchantNote", "Must be 1 to 250 characters long."))
        elif key == "reference":
            if not isinstance(field, str):
                errors.append(invalid("transaction.reference", "Must be a string."))
            elif not 1 <= len(field) <= 40:
                errors.append(invalid("transaction.reference", "Must be 1 to 40 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.{name}"))


def _check_initiate_browser_payment_17_request(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "apiOperation":
            if not isinstance(field, str) or field not in _VALUES_5:
                errors.append(invalid("apiOperation", "Must be one of INITIATE_BROWSER_PAYMENT."))
        elif key == "correlationId":
            if not isinstance(field, str):
                errors.append(invalid("correlationId", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("correlationId", "Must be 1 to 100 characters long."))
        elif key == "customer":
            _check_initiate_browser_payment_17_request_customer(field, "", errors)
        elif key == "order":
            _check_initiate_browser_payment_17_request_order(field, "", errors)
        elif key == "partnerSolutionId":
            if not isinstance(field, str):
                errors.append(invalid("partnerSolutionId", "Must be a string."))
            elif not 1 <= len(field) <= 40:
                errors.append(invalid("partnerSolutionId", "Must be 1 to 40 characters long."))
        elif key == "responseControls":
            _check_initiate_browser_payment_17_request_response_controls(field, "", errors)
        elif key == "shipping":
            _check_initiate_browser_payment_17_request_shipping(field, "", errors)
        elif key == "transaction":
            _check_initiate_browser_payment_17_request_transaction(field, "", errors)
        else:
            name = key_text(key)
            errors.append(unsupported(name))
    if "apiOperation" not in value:
        errors.append(missing("apiOperation"))
    if "order" not in value:
        errors.append(missing("order"))


def validate_initiate_browser_payment_17_request(body: object, *, today: date | None = None) -> ValidationResult:
    """Initiate Browser Payment request at version 17.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The request body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_initiate_browser_payment_17_request(body, "", errors)
        refused = refusals_of(errors, len(errors)) if errors else None
        # Rule initiate-subtotals (section 4.1): If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount.
        read_order: object = body.get("order", ABSENT)
        in_order: dict[object, object] | None = read_order if is_record(read_order) else None
        read_order_amount: object = in_order.get("amount", ABSENT) if in_order is not None else ABSENT
        read_order_item_amount: object = in_order.get("itemAmount", ABSENT) if in_order is not None else ABSENT
        read_order_shipping_and_handling_amount: object = in_order.get("shippingAndHandlingAmount", ABSENT) if in_order is not None else ABSENT
        read_order_tax_amount: object = in_order.get("taxAmount", ABSENT) if in_order is not None else ABSENT
        if read_order_amount is not ABSENT:
            if not (read_order_item_amount is ABSENT and read_order_shipping_and_handling_amount is ABSENT and read_order_tax_amount is ABSENT):
                if (refused is None or refused.misses(_VALUES_6)) and checked_sum_differs(read_order_amount, (read_order_item_amount, read_order_shipping_and_handling_amount, read_order_tax_amount), ()):
                    errors.append(invalid("order.amount", "If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount."))
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)


def _check_initiate_browser_payment_17_response_3_dsecure(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("3DSecure", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "acsEci":
            if not isinstance(field, str):
                errors.append(invalid("3DSecure.acsEci", "Must be a string."))
            elif not 1 <= len(field) <= 2:
                errors.append(invalid("3DSecure.acsEci", "Must be 1 to 2 characters long."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid("3DSecure.acsEci", "Must hold only the characters 0-9 (Digits)."))
        elif key == "authenticationStatus":
            if not isinstance(field, str) or field not in _VALUES_7:
                errors.append(invalid("3DSecure.authenticationStatus", "Must be one of AUTHENTICATION_ATTEMPTED, AUTHENTICATION_NOT_AVAILABLE, AUTHENTICATION_SUCCESSFUL."))
        elif key == "authenticationToken":
            if not isinstance(field, str):
                errors.append(invalid("3DSecure.authenticationToken", "Must be a string."))
            elif len(field) not in (28, 32):
                errors.append(invalid("3DSecure.authenticationToken", "Must be 28 or 32 characters long."))
            elif _PATTERN_8.search(field) is None:
                errors.append(invalid("3DSecure.authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths."))
        elif key == "enrollmentStatus":
            if not isinstance(field, str) or field not in _VALUES_9:
                errors.append(invalid("3DSecure.enrollmentStatus", "Must be one of ENROLLED, ENROLLMENT_STATUS_UNDETERMINED, NOT_ENROLLED."))
        elif key == "xid":
            if not isinstance(field, str):
                errors.append(invalid("3DSecure.xid", "Must be a string."))
            elif len(field) != 28:
                errors.append(invalid("3DSecure.xid", "Must be exactly 28 characters long."))
            elif _PATTERN_8.search(field) is None:
                errors.append(invalid("3DSecure.xid", "Must have the required form: Base64 encoded text, with the stated allowed lengths."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "enrollmentStatus" not in value:
        errors.append(missing("3DSecure.enrollmentStatus"))


def _check_initiate_browser_payment_17_response_3_dsecure_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("3DSecureId", "Must be a string."))
    elif not 1 <= len(value) <= 64:
        errors.append(invalid("3DSecureId", "Must be 1 to 64 characters long."))
    elif not value.isascii():
        errors.append(invalid("3DSecureId", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.carrierCode", "Must be a string."))
    elif _PATTERN_10.search(value) is None:
        errors.append(invalid(f"{parent}.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_conjunction_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be 11 to 16 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_coupon_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.couponNumber", "Must be a string."))
    elif len(value) != 1:
        errors.append(invalid(f"{parent}.couponNumber", "Must be exactly 1 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.couponNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureAirport", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid(f"{parent}.departureAirport", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid(f"{parent}.departureAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureDate", "Must be a string."))
    elif _PATTERN_11.search(value) is None:
        errors.append(invalid(f"{parent}.departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.departureDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureTime", "Must be a string."))
    elif _PATTERN_12.search(value) is None:
        errors.append(invalid(f"{parent}.departureTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_destination_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationAirport", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid(f"{parent}.destinationAirport", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid(f"{parent}.destinationAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_destination_arrival_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must be a string."))
    elif _PATTERN_12.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_endorsements_restrictions(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be 1 to 20 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_exchange_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be 11 to 16 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fare", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.fare", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_fare_basis(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.fareBasis", "Must be a string."))
    elif not 1 <= len(value) <= 24:
        errors.append(invalid(f"{parent}.fareBasis", "Must be 1 to 24 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.fareBasis", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.fees", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_flight_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.flightNumber", "Must be a string."))
    elif not 4 <= len(value) <= 6:
        errors.append(invalid(f"{parent}.flightNumber", "Must be 4 to 6 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.flightNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_stopover_permitted(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(f"{parent}.stopoverPermitted", "Must be true or false."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_taxes(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.taxes", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.taxes", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_travel_class(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.travelClass", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.travelClass", "Must be 1 to 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "carrierCode": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_carrier_code,
    "conjunctionTicketNumber": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_conjunction_ticket_number,
    "couponNumber": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_coupon_number,
    "departureAirport": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_airport,
    "departureDate": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_date,
    "departureTax": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_tax,
    "departureTime": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_time,
    "destinationAirport": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_destination_airport,
    "destinationArrivalTime": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_destination_arrival_time,
    "endorsementsRestrictions": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_endorsements_restrictions,
    "exchangeTicketNumber": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_exchange_ticket_number,
    "fare": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_fare,
    "fareBasis": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_fare_basis,
    "fees": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_fees,
    "flightNumber": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_flight_number,
    "stopoverPermitted": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_stopover_permitted,
    "taxes": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_taxes,
    "travelClass": _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_travel_class,
}


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, path, errors)


def _check_initiate_browser_payment_17_response_airline_itinerary_leg(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.itinerary.leg", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_initiate_browser_payment_17_response_airline_itinerary_leg_item(item, f"airline.itinerary.leg[{index}]", errors)


def _check_initiate_browser_payment_17_response_airline_itinerary(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.itinerary", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "leg":
            _check_initiate_browser_payment_17_response_airline_itinerary_leg(field, "airline.itinerary", errors)
        elif key == "numberInParty":
            if not isinstance(field, str):
                errors.append(invalid("airline.itinerary.numberInParty", "Must be a string."))
            elif not 1 <= len(field) <= 3:
                errors.append(invalid("airline.itinerary.numberInParty", "Must be 1 to 3 characters long."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid("airline.itinerary.numberInParty", "Must hold only the characters 0-9 (Digits)."))
        elif key == "originCountry":
            if not isinstance(field, str):
                errors.append(invalid("airline.itinerary.originCountry", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("airline.itinerary.originCountry", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("airline.itinerary.originCountry", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_airline_passenger_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.firstName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid(f"{path}.firstName", "Must be 1 to 50 characters long."))
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.lastName", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid(f"{path}.lastName", "Must be 1 to 20 characters long."))
        elif key == "middleName":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.middleName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid(f"{path}.middleName", "Must be 1 to 50 characters long."))
        elif key == "specificInformation":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.specificInformation", "Must be a string."))
            elif not 1 <= len(field) <= 59:
                errors.append(invalid(f"{path}.specificInformation", "Must be 1 to 59 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid(f"{path}.specificInformation", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "title":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.title", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid(f"{path}.title", "Must be 1 to 20 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_airline_passenger(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.passenger", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_initiate_browser_payment_17_response_airline_passenger_item(item, f"airline.passenger[{index}]", errors)


def _check_initiate_browser_payment_17_response_airline_ticket_issue(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.ticket.issue", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            if not isinstance(field, str):
                errors.append(invalid("airline.ticket.issue.address", "Must be a string."))
            elif not 1 <= len(field) <= 16:
                errors.append(invalid("airline.ticket.issue.address", "Must be 1 to 16 characters long."))
        elif key == "carrierCode":
            if not isinstance(field, str):
                errors.append(invalid("airline.ticket.issue.carrierCode", "Must be a string."))
            elif _PATTERN_10.search(field) is None:
                errors.append(invalid("airline.ticket.issue.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))
        elif key == "carrierName":
            if not isinstance(field, str):
                errors.append(invalid("airline.ticket.issue.carrierName", "Must be a string."))
            elif not 1 <= len(field) <= 25:
                errors.append(invalid("airline.ticket.issue.carrierName", "Must be 1 to 25 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("airline.ticket.issue.carrierName", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "city":
            if not isinstance(field, str):
                errors.append(invalid("airline.ticket.issue.city", "Must be a string."))
            elif not 1 <= len(field) <= 18:
                errors.append(invalid("airline.ticket.issue.city", "Must be 1 to 18 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("airline.ticket.issue.city", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "country":
            if not isinstance(field, str):
                errors.append(invalid("airline.ticket.issue.country", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("airline.ticket.issue.country", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("airline.ticket.issue.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "date":
            if not isinstance(field, str):
                errors.append(invalid("airline.ticket.issue.date", "Must be a string."))
            elif _PATTERN_11.search(field) is None:
                errors.append(invalid("airline.ticket.issue.date", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
            elif not is_calendar_date(field):
                errors.append(invalid("airline.ticket.issue.date", "Must be a calendar date (yyyy-mm-dd)."))
        elif key == "travelAgentCode":
            if not isinstance(field, str):
                errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must be a string."))
            elif not 8 <= len(field) <= 9:
                errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must be 8 to 9 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "travelAgentName":
            if not isinstance(field, str):
                errors.append(invalid("airline.ticket.issue.travelAgentName", "Must be a string."))
            elif not 1 <= len(field) <= 30:
                errors.append(invalid("airline.ticket.issue.travelAgentName", "Must be 1 to 30 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_airline_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.ticket", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "conjunctionTicketIndicator":
            if not isinstance(field, bool):
                errors.append(invalid("airline.ticket.conjunctionTicketIndicator", "Must be true or false."))
        elif key == "customerReference":
            if not isinstance(field, str):
                errors.append(invalid("airline.ticket.customerReference", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("airline.ticket.customerReference", "Must be 1 to 20 characters long."))
        elif key == "eTicket":
            if not isinstance(field, bool):
                errors.append(invalid("airline.ticket.eTicket", "Must be true or false."))
        elif key == "exchangedTicketNumber":
            if not isinstance(field, str):
                errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must be a string."))
            elif not 11 <= len(field) <= 16:
                errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must be 11 to 16 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "issue":
            _check_initiate_browser_payment_17_response_airline_ticket_issue(field, "airline.ticket", errors)
        elif key == "restricted":
            if not isinstance(field, bool):
                errors.append(invalid("airline.ticket.restricted", "Must be true or false."))
        elif key == "ticketNumber":
            if not isinstance(field, str):
                errors.append(invalid("airline.ticket.ticketNumber", "Must be a string."))
            elif not 11 <= len(field) <= 16:
                errors.append(invalid("airline.ticket.ticketNumber", "Must be 11 to 16 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("airline.ticket.ticketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "totalFare":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("airline.ticket.totalFare", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("airline.ticket.totalFare", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long."))
        elif key == "totalFees":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("airline.ticket.totalFees", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("airline.ticket.totalFees", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long."))
        elif key == "totalTaxes":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("airline.ticket.totalTaxes", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("airline.ticket.totalTaxes", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_airline(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "bookingReference":
            if not isinstance(field, str):
                errors.append(invalid("airline.bookingReference", "Must be a string."))
            elif not 6 <= len(field) <= 15:
                errors.append(invalid("airline.bookingReference", "Must be 6 to 15 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("airline.bookingReference", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "documentType":
            if not isinstance(field, str) or field == "":
                errors.append(invalid("airline.documentType", "Must be a non-empty string."))
        elif key == "itinerary":
            _check_initiate_browser_payment_17_response_airline_itinerary(field, "airline", errors)
        elif key == "passenger":
            _check_initiate_browser_payment_17_response_airline_passenger(field, "airline", errors)
        elif key == "planNumber":
            if not isinstance(field, str):
                errors.append(invalid("airline.planNumber", "Must be a string."))
            elif len(field) != 2:
                errors.append(invalid("airline.planNumber", "Must be exactly 2 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("airline.planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "ticket":
            _check_initiate_browser_payment_17_response_airline_ticket(field, "airline", errors)
        elif key == "transactionType":
            if not isinstance(field, str) or field not in _VALUES_13:
                errors.append(invalid("airline.transactionType", "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_app_payment(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("appPayment", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "redirectUrl":
            if not isinstance(field, str):
                errors.append(invalid("appPayment.redirectUrl", "Must be a string."))
            elif not is_absolute_url(field):
                errors.append(invalid("appPayment.redirectUrl", "Must be an absolute URL."))
        elif key == "returnUrl":
            if not isinstance(field, str):
                errors.append(invalid("appPayment.returnUrl", "Must be a string."))
            elif not is_absolute_url(field):
                errors.append(invalid("appPayment.returnUrl", "Must be an absolute URL."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_authorization_response_card_level_indicator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.cardLevelIndicator", "Must be a string."))
    elif not 1 <= len(value) <= 2:
        errors.append(invalid("authorizationResponse.cardLevelIndicator", "Must be 1 to 2 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_card_security_code_error(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.cardSecurityCodeError", "Must be a string."))
    elif len(value) != 1:
        errors.append(invalid("authorizationResponse.cardSecurityCodeError", "Must be exactly 1 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_commercial_card(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_14:
        errors.append(invalid("authorizationResponse.commercialCard", "Must be one of COMMERCIAL_CARD, NOT_A_COMMERCIAL_CARD, UNDETERMINED."))


def _check_initiate_browser_payment_17_response_authorization_response_commercial_card_indicator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_15:
        errors.append(invalid("authorizationResponse.commercialCardIndicator", "Must be one of BUSINESS_CARD, COMMERCIAL_AND_CONSUMER, COMMERCIAL_CARD, CONSUMER_CARD, CORPORATE_CARD, DECLINE_OR_NOT_COMMERCIAL_CARD, OTHER, PURCHASING_CARD."))


def _check_initiate_browser_payment_17_response_authorization_response_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.date", "Must be a string."))
    elif not 1 <= len(value) <= 4:
        errors.append(invalid("authorizationResponse.date", "Must be 1 to 4 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_financial_network_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.financialNetworkCode", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("authorizationResponse.financialNetworkCode", "Must be 1 to 3 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_market_specific_data(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.marketSpecificData", "Must be a string."))
    elif len(value) != 1:
        errors.append(invalid("authorizationResponse.marketSpecificData", "Must be exactly 1 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_merchant_advice_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.merchantAdviceCode", "Must be a string."))
    elif not 1 <= len(value) <= 2:
        errors.append(invalid("authorizationResponse.merchantAdviceCode", "Must be 1 to 2 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_pay_svc_data(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.paySvcData", "Must be a string."))
    elif not 1 <= len(value) <= 23:
        errors.append(invalid("authorizationResponse.paySvcData", "Must be 1 to 23 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_pos_data(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.posData", "Must be a string."))
    elif not 1 <= len(value) <= 13:
        errors.append(invalid("authorizationResponse.posData", "Must be 1 to 13 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_pos_entry_mode(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.posEntryMode", "Must be a string."))
    elif not 1 <= len(value) <= 4:
        errors.append(invalid("authorizationResponse.posEntryMode", "Must be 1 to 4 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_pos_entry_mode_changed(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.posEntryModeChanged", "Must be a string."))
    elif len(value) != 1:
        errors.append(invalid("authorizationResponse.posEntryModeChanged", "Must be exactly 1 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_processing_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.processingCode", "Must be a string."))
    elif not 1 <= len(value) <= 6:
        errors.append(invalid("authorizationResponse.processingCode", "Must be 1 to 6 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_response_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.responseCode", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("authorizationResponse.responseCode", "Must be 1 to 3 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_response_message(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.responseMessage", "Must be a string."))
    elif not 1 <= len(value) <= 16:
        errors.append(invalid("authorizationResponse.responseMessage", "Must be 1 to 16 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_return_aci(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.returnAci", "Must be a string."))
    elif len(value) != 1:
        errors.append(invalid("authorizationResponse.returnAci", "Must be exactly 1 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_stan(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.stan", "Must be a string."))
    elif not 1 <= len(value) <= 6:
        errors.append(invalid("authorizationResponse.stan", "Must be 1 to 6 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.time", "Must be a string."))
    elif not 1 <= len(value) <= 6:
        errors.append(invalid("authorizationResponse.time", "Must be 1 to 6 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_track_quality(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.trackQuality", "Must be a string."))
    elif not 1 <= len(value) <= 2:
        errors.append(invalid("authorizationResponse.trackQuality", "Must be 1 to 2 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_transaction_identifier(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.transactionIdentifier", "Must be a string."))
    elif not 1 <= len(value) <= 15:
        errors.append(invalid("authorizationResponse.transactionIdentifier", "Must be 1 to 15 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_validation_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.validationCode", "Must be a string."))
    elif not 1 <= len(value) <= 4:
        errors.append(invalid("authorizationResponse.validationCode", "Must be 1 to 4 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_vpas_response(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.vpasResponse", "Must be a string."))
    elif len(value) != 1:
        errors.append(invalid("authorizationResponse.vpasResponse", "Must be exactly 1 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AUTHORIZATION_RESPONSE_FIELDS: Final[dict[str, FieldCheck]] = {
    "cardLevelIndicator": _check_initiate_browser_payment_17_response_authorization_response_card_level_indicator,
    "cardSecurityCodeError": _check_initiate_browser_payment_17_response_authorization_response_card_security_code_error,
    "commercialCard": _check_initiate_browser_payment_17_response_authorization_response_commercial_card,
    "commercialCardIndicator": _check_initiate_browser_payment_17_response_authorization_response_commercial_card_indicator,
    "date": _check_initiate_browser_payment_17_response_authorization_response_date,
    "financialNetworkCode": _check_initiate_browser_payment_17_response_authorization_response_financial_network_code,
    "marketSpecificData": _check_initiate_browser_payment_17_response_authorization_response_market_specific_data,
    "merchantAdviceCode": _check_initiate_browser_payment_17_response_authorization_response_merchant_advice_code,
    "paySvcData": _check_initiate_browser_payment_17_response_authorization_response_pay_svc_data,
    "posData": _check_initiate_browser_payment_17_response_authorization_response_pos_data,
    "posEntryMode": _check_initiate_browser_payment_17_response_authorization_response_pos_entry_mode,
    "posEntryModeChanged": _check_initiate_browser_payment_17_response_authorization_response_pos_entry_mode_changed,
    "processingCode": _check_initiate_browser_payment_17_response_authorization_response_processing_code,
    "responseCode": _check_initiate_browser_payment_17_response_authorization_response_response_code,
    "responseMessage": _check_initiate_browser_payment_17_response_authorization_response_response_message,
    "returnAci": _check_initiate_browser_payment_17_response_authorization_response_return_aci,
    "stan": _check_initiate_browser_payment_17_response_authorization_response_stan,
    "time": _check_initiate_browser_payment_17_response_authorization_response_time,
    "trackQuality": _check_initiate_browser_payment_17_response_authorization_response_track_quality,
    "transactionIdentifier": _check_initiate_browser_payment_17_response_authorization_response_transaction_identifier,
    "validationCode": _check_initiate_browser_payment_17_response_authorization_response_validation_code,
    "vpasResponse": _check_initiate_browser_payment_17_response_authorization_response_vpas_response,
}


def _check_initiate_browser_payment_17_response_authorization_response(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authorizationResponse", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AUTHORIZATION_RESPONSE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "authorizationResponse", errors)


def _check_initiate_browser_payment_17_response_billing_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("billing.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "city":
            if not isinstance(field, str):
                errors.append(invalid("billing.address.city", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("billing.address.city", "Must be 1 to 100 characters long."))
        elif key == "country":
            if not isinstance(field, str):
                errors.append(invalid("billing.address.country", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("billing.address.country", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("billing.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(invalid("billing.address.postcodeZip", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("billing.address.postcodeZip", "Must be 1 to 10 characters long."))
            elif _CHARSET_3.fullmatch(field) is None:
                errors.append(invalid("billing.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(invalid("billing.address.stateProvince", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("billing.address.stateProvince", "Must be 1 to 20 characters long."))
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(invalid("billing.address.stateProvinceCode", "Must be a string."))
            elif not 1 <= len(field) <= 3:
                errors.append(invalid("billing.address.stateProvinceCode", "Must be 1 to 3 characters long."))
        elif key == "street":
            if not isinstance(field, str):
                errors.append(invalid("billing.address.street", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("billing.address.street", "Must be 1 to 100 characters long."))
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(invalid("billing.address.street2", "Must be a string."))
            elif len(field) > 0:
                errors.append(invalid("billing.address.street2", "Must be empty."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_billing(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("billing", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_initiate_browser_payment_17_response_billing_address(field, "billing", errors)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(invalid("billing.phone", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("billing.phone", "Must be 1 to 20 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_browser_payment(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("browserPayment", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "redirectUrl":
            if not isinstance(field, str):
                errors.append(invalid("browserPayment.redirectUrl", "Must be a string."))
            elif not is_absolute_url(field):
                errors.append(invalid("browserPayment.redirectUrl", "Must be an absolute URL."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_correlation_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("correlationId", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("correlationId", "Must be 1 to 100 characters long."))


def _check_initiate_browser_payment_17_response_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("customer", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "ani":
            if not isinstance(field, str):
                errors.append(invalid("customer.ani", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("customer.ani", "Must be 1 to 10 characters long."))
        elif key == "aniCallType":
            if not isinstance(field, str):
                errors.append(invalid("customer.aniCallType", "Must be a string."))
            elif not 1 <= len(field) <= 2:
                errors.append(invalid("customer.aniCallType", "Must be 1 to 2 characters long."))
        elif key == "browser":
            if not isinstance(field, str):
                errors.append(invalid("customer.browser", "Must be a string."))
            elif not 1 <= len(field) <= 255:
                errors.append(invalid("customer.browser", "Must be 1 to 255 characters long."))
        elif key == "email":
            if not isinstance(field, str):
                errors.append(invalid("customer.email", "Must be a string."))
            elif len(field) < 4:
                errors.append(invalid("customer.email", "Must be at least 4 characters long."))
            elif _PATTERN_0.search(field) is None:
                errors.append(invalid("customer.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."))
        elif key == "hostname":
            if not isinstance(field, str):
                errors.append(invalid("customer.hostname", "Must be a string."))
            elif not 1 <= len(field) <= 60:
                errors.append(invalid("customer.hostname", "Must be 1 to 60 characters long."))
        elif key == "ipAddress":
            if not isinstance(field, str):
                errors.append(invalid("customer.ipAddress", "Must be a string."))
            elif not 7 <= len(field) <= 15:
                errors.append(invalid("customer.ipAddress", "Must be 7 to 15 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_gateway_entry_point(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_16:
        errors.append(invalid("gatewayEntryPoint", "Must be one of AUTO, BATCH, HOSTED_FORM, HOSTED_PAGE, MERCHANT_ADMINISTRATION, THREE_PARTY, TWO_PARTY, WEB_SERVICES_API."))


def _check_initiate_browser_payment_17_response_merchant(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("merchant", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("merchant", "Must be 1 to 40 characters long."))
    elif _CHARSET_17.fullmatch(value) is None:
        errors.append(invalid("merchant", "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters)."))


def _check_initiate_browser_payment_17_response_order_accept_partial_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("order.acceptPartialAmount", "Must be true or false."))


def _check_initiate_browser_payment_17_response_order_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.amount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_order_authentication_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_18:
        errors.append(invalid("order.authenticationStatus", "Must be one of AUTHENTICATION_ATTEMPTED, AUTHENTICATION_AVAILABLE, AUTHENTICATION_EXEMPT, AUTHENTICATION_FAILED, AUTHENTICATION_NOT_IN_EFFECT, AUTHENTICATION_NOT_SUPPORTED, AUTHENTICATION_PENDING, AUTHENTICATION_REJECTED, AUTHENTICATION_REQUIRED, AUTHENTICATION_SUCCESSFUL, AUTHENTICATION_UNAVAILABLE."))


def _check_initiate_browser_payment_17_response_order_certainty(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_19:
        errors.append(invalid("order.certainty", "Must be one of ESTIMATED, FINAL."))


def _check_initiate_browser_payment_17_response_order_creation_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.creationTime", "Must be a string."))
    elif _PATTERN_20.search(value) is None:
        errors.append(invalid("order.creationTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.creationTime", "Must name a calendar date."))


def _check_initiate_browser_payment_17_response_order_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.currency", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid("order.currency", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid("order.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_response_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.custom", "Must be a JSON object of named values."))
        return
    if len(value) > 50:
        errors.append(invalid("order.custom", "At most 50 named values are allowed."))
    for key, entry in value.items():
        name = key if isinstance(key, str) else key_text(key)
        if (not 1 <= len(name) <= 99) or (name != "" and not (name.isascii() and name.isalnum())):
            errors.append(invalid(f"order.custom.{name}", "The name must be 1 to 99 characters from A-Za-z0-9."))
        else:
            if not isinstance(entry, str):
                errors.append(invalid(f"order.custom.{name}", "Must be a string."))
            elif not 1 <= len(entry) <= 250:
                errors.append(invalid(f"order.custom.{name}", "Must be 1 to 250 characters long."))


def _check_initiate_browser_payment_17_response_order_customer_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerNote", "Must be a string."))
    elif not 1 <= len(value) <= 250:
        errors.append(invalid("order.customerNote", "Must be 1 to 250 characters long."))


def _check_initiate_browser_payment_17_response_order_customer_order_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerOrderDate", "Must be a string."))
    elif _PATTERN_11.search(value) is None:
        errors.append(invalid("order.customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.customerOrderDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_initiate_browser_payment_17_response_order_customer_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerReference", "Must be a string."))
    elif len(value) > 25:
        errors.append(invalid("order.customerReference", "Must be 0 to 25 characters long."))
    elif not value.isascii():
        errors.append(invalid("order.customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_initiate_browser_payment_17_response_order_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.description", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid("order.description", "Must be 1 to 127 characters long."))


def _check_initiate_browser_payment_17_response_order_discount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.discount", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.discount.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("order.discount.amount", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("order.discount.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("order.discount.amount", "Must be 1 to 14 characters long."))
        elif key == "code":
            if not isinstance(field, str):
                errors.append(invalid("order.discount.code", "Must be a string."))
            elif not 1 <= len(field) <= 40:
                errors.append(invalid("order.discount.code", "Must be 1 to 40 characters long."))
        elif key == "description":
            if not isinstance(field, str):
                errors.append(invalid("order.discount.description", "Must be a string."))
            elif not 1 <= len(field) <= 127:
                errors.append(invalid("order.discount.description", "Must be 1 to 127 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_order_duty_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.dutyAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.dutyAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("order.dutyAmount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_21:
        errors.append(invalid("order.dutyAmount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_22:
        errors.append(invalid("order.dutyAmount", "Must be at most 1000000000000."))


def _check_initiate_browser_payment_17_response_order_funding_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_23:
        errors.append(invalid("order.fundingStatus", "Must be one of FUNDED, FUNDING_ASSURED, FUNDING_FAILED, FUNDING_ON_HOLD, IN_PROGRESS, NON_FUNDED, NOT_SUPPORTED."))


def _check_initiate_browser_payment_17_response_order_gratuity_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.gratuityAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.gratuityAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.gratuityAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.gratuityAmount", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_order_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.id", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("order.id", "Must be 1 to 40 characters long."))


def _check_initiate_browser_payment_17_response_order_industry_practice_payment_reason(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_24:
        errors.append(invalid("order.industryPracticePaymentReason", "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT."))


def _check_initiate_browser_payment_17_response_order_invoice_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.invoiceNumber", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("order.invoiceNumber", "Must be 1 to 25 characters long."))


def _check_initiate_browser_payment_17_response_order_last_updated_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.lastUpdatedTime", "Must be a string."))
    elif _PATTERN_20.search(value) is None:
        errors.append(invalid("order.lastUpdatedTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.lastUpdatedTime", "Must name a calendar date."))


def _check_initiate_browser_payment_17_response_order_local_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.localTaxRegistrationId", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("order.localTaxRegistrationId", "Must be 1 to 25 characters long."))


def _check_initiate_browser_payment_17_response_order_merchant_category_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantCategoryCode", "Must be a string."))
    elif len(value) != 4:
        errors.append(invalid("order.merchantCategoryCode", "Must be exactly 4 characters long."))
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(invalid("order.merchantCategoryCode", "Must hold only the characters 0-9 (Digits)."))


def _check_initiate_browser_payment_17_response_order_merchant_charge(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.merchantCharge", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.merchantCharge.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("order.merchantCharge.amount", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long."))
        elif key == "calculatedBy":
            if not isinstance(field, str) or field not in _VALUES_25:
                errors.append(invalid("order.merchantCharge.calculatedBy", "Must be one of CLIENT, GATEWAY."))
        elif key == "ruleName":
            if not isinstance(field, str):
                errors.append(invalid("order.merchantCharge.ruleName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("order.merchantCharge.ruleName", "Must be 1 to 50 characters long."))
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_26:
                errors.append(invalid("order.merchantCharge.type", "Must be one of SURCHARGE."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "calculatedBy" not in value:
        errors.append(missing("order.merchantCharge.calculatedBy"))


def _check_initiate_browser_payment_17_response_order_merchant_partner_id_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantPartnerIdCode", "Must be a string."))
    elif not 1 <= len(value) <= 6:
        errors.append(invalid("order.merchantPartnerIdCode", "Must be 1 to 6 characters long."))
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(invalid("order.merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits)."))


def _check_initiate_browser_payment_17_response_order_net_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.netAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.netAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.netAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.netAmount", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_order_notification_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.notificationUrl", "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid("order.notificationUrl", "Must be an absolute URL."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_ORDER_FIELDS: Final[dict[str, FieldCheck]] = {
    "acceptPartialAmount": _check_initiate_browser_payment_17_response_order_accept_partial_amount,
    "amount": _check_initiate_browser_payment_17_response_order_amount,
    "authenticationStatus": _check_initiate_browser_payment_17_response_order_authentication_status,
    "certainty": _check_initiate_browser_payment_17_response_order_certainty,
    "creationTime": _check_initiate_browser_payment_17_response_order_creation_time,
    "currency": _check_initiate_browser_payment_17_response_order_currency,
    "custom": _check_initiate_browser_payment_17_response_order_custom,
    "customerNote": _check_initiate_browser_payment_17_response_order_customer_note,
    "customerOrderDate": _check_initiate_browser_payment_17_response_order_customer_order_date,
    "customerReference": _check_initiate_browser_payment_17_response_order_customer_reference,
    "description": _check_initiate_browser_payment_17_response_order_description,
    "discount": _check_initiate_browser_payment_17_response_order_discount,
    "dutyAmount": _check_initiate_browser_payment_17_response_order_duty_amount,
    "fundingStatus": _check_initiate_browser_payment_17_response_order_funding_status,
    "gratuityAmount": _check_initiate_browser_payment_17_response_order_gratuity_amount,
    "id": _check_initiate_browser_payment_17_response_order_id,
    "industryPracticePaymentReason": _check_initiate_browser_payment_17_response_order_industry_practice_payment_reason,
    "invoiceNumber": _check_initiate_browser_payment_17_response_order_invoice_number,
    "lastUpdatedTime": _check_initiate_browser_payment_17_response_order_last_updated_time,
    "localTaxRegistrationId": _check_initiate_browser_payment_17_response_order_local_tax_registration_id,
    "merchantCategoryCode": _check_initiate_browser_payment_17_response_order_merchant_category_code,
    "merchantCharge": _check_initiate_browser_payment_17_response_order_merchant_charge,
    "merchantPartnerIdCode": _check_initiate_browser_payment_17_response_order_merchant_partner_id_code,
    "netAmount": _check_initiate_browser_payment_17_response_order_net_amount,
    "notificationUrl": _check_initiate_browser_payment_17_response_order_notification_url,
}


def _check_initiate_browser_payment_17_response_order(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_ORDER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "order", errors)
    if "creationTime" not in value:
        errors.append(missing("order.creationTime"))
    if "id" not in value:
        errors.append(missing("order.id"))
    if "lastUpdatedTime" not in value:
        errors.append(missing("order.lastUpdatedTime"))


def _check_initiate_browser_payment_17_response_shipping_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.country", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("shipping.address.country", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("shipping.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.postcodeZip", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("shipping.address.postcodeZip", "Must be 1 to 10 characters long."))
            elif _CHARSET_3.fullmatch(field) is None:
                errors.append(invalid("shipping.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.stateProvince", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("shipping.address.stateProvince", "Must be 1 to 20 characters long."))
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.stateProvinceCode", "Must be a string."))
            elif not 1 <= len(field) <= 3:
                errors.append(invalid("shipping.address.stateProvinceCode", "Must be 1 to 3 characters long."))
        elif key == "street":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.street", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("shipping.address.street", "Must be 1 to 100 characters long."))
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(invalid("shipping.address.street2", "Must be a string."))
            elif len(field) > 0:
                errors.append(invalid("shipping.address.street2", "Must be empty."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_shipping(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_initiate_browser_payment_17_response_shipping_address(field, "shipping", errors)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(invalid("shipping.firstName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("shipping.firstName", "Must be 1 to 50 characters long."))
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(invalid("shipping.lastName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("shipping.lastName", "Must be 1 to 50 characters long."))
        elif key == "method":
            if not isinstance(field, str) or field not in _VALUES_4:
                errors.append(invalid("shipping.method", "Must be one of ELECTRONIC, GROUND, OVERNIGHT, PRIORITY, SAME_DAY."))
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(invalid("shipping.phone", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("shipping.phone", "Must be 1 to 20 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_expiry(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("sourceOfFunds.provided.card.expiry", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "month":
            if not isinstance(field, str):
                errors.append(invalid("sourceOfFunds.provided.card.expiry.month", "Must be a string."))
            elif not 1 <= len(field) <= 2:
                errors.append(invalid("sourceOfFunds.provided.card.expiry.month", "Must be 1 to 2 characters long."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid("sourceOfFunds.provided.card.expiry.month", "Must hold only the characters 0-9 (Digits)."))
            elif _PATTERN_27.search(field) is None:
                errors.append(invalid("sourceOfFunds.provided.card.expiry.month", "Must have the required form: A month, 1 to 12."))
        elif key == "year":
            if not isinstance(field, str):
                errors.append(invalid("sourceOfFunds.provided.card.expiry.year", "Must be a string."))
            elif len(field) != 2:
                errors.append(invalid("sourceOfFunds.provided.card.expiry.year", "Must be exactly 2 characters long."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid("sourceOfFunds.provided.card.expiry.year", "Must hold only the characters 0-9 (Digits)."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "month" not in value:
        errors.append(missing("sourceOfFunds.provided.card.expiry.month"))
    if "year" not in value:
        errors.append(missing("sourceOfFunds.provided.card.expiry.year"))


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_holder(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("sourceOfFunds.provided.card.holder", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(invalid("sourceOfFunds.provided.card.holder.firstName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("sourceOfFunds.provided.card.holder.firstName", "Must be 1 to 50 characters long."))
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(invalid("sourceOfFunds.provided.card.holder.lastName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("sourceOfFunds.provided.card.holder.lastName", "Must be 1 to 50 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("sourceOfFunds.provided.card", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "brand":
            if not isinstance(field, str) or field == "":
                errors.append(invalid("sourceOfFunds.provided.card.brand", "Must be a non-empty string."))
        elif key == "expiry":
            _check_initiate_browser_payment_17_response_source_of_funds_provided_card_expiry(field, "sourceOfFunds.provided.card", errors)
        elif key == "fundingMethod":
            if not isinstance(field, str) or field not in _VALUES_28:
                errors.append(invalid("sourceOfFunds.provided.card.fundingMethod", "Must be one of CHARGE, CREDIT, DEBIT, UNKNOWN."))
        elif key == "holder":
            _check_initiate_browser_payment_17_response_source_of_funds_provided_card_holder(field, "sourceOfFunds.provided.card", errors)
        elif key == "localBrand":
            if not isinstance(field, str) or field == "":
                errors.append(invalid("sourceOfFunds.provided.card.localBrand", "Must be a non-empty string."))
        elif key == "number":
            if not isinstance(field, str):
                errors.append(invalid("sourceOfFunds.provided.card.number", "Must be a string."))
            elif not 9 <= len(field) <= 19:
                errors.append(invalid("sourceOfFunds.provided.card.number", "Must be 9 to 19 characters long."))
            elif _CHARSET_29.fullmatch(field) is None:
                errors.append(invalid("sourceOfFunds.provided.card.number", "Must hold only the characters 0-9 and 'x' (Digits)."))
        elif key == "scheme":
            if not isinstance(field, str) or field == "":
                errors.append(invalid("sourceOfFunds.provided.card.scheme", "Must be a non-empty string."))
        elif key == "securityCodePresence":
            if not isinstance(field, str):
                errors.append(invalid("sourceOfFunds.provided.card.securityCodePresence", "Must be a string."))
            elif not 1 <= len(field) <= 2:
                errors.append(invalid("sourceOfFunds.provided.card.securityCodePresence", "Must be 1 to 2 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("sourceOfFunds.provided.card.securityCodePresence", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "sequenceNumber":
            if not isinstance(field, str):
                errors.append(invalid("sourceOfFunds.provided.card.sequenceNumber", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("sourceOfFunds.provided.card.sequenceNumber", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid("sourceOfFunds.provided.card.sequenceNumber", "Must hold only the characters 0-9 (Digits)."))
        elif key == "trackDataProvided":
            if not isinstance(field, bool):
                errors.append(invalid("sourceOfFunds.provided.card.trackDataProvided", "Must be true or false."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "brand" not in value:
        errors.append(missing("sourceOfFunds.provided.card.brand"))
    if "fundingMethod" not in value:
        errors.append(missing("sourceOfFunds.provided.card.fundingMethod"))
    if "number" not in value:
        errors.append(missing("sourceOfFunds.provided.card.number"))
    if "scheme" not in value:
        errors.append(missing("sourceOfFunds.provided.card.scheme"))


def _check_initiate_browser_payment_17_response_source_of_funds_provided(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("sourceOfFunds.provided", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "card":
            _check_initiate_browser_payment_17_response_source_of_funds_provided_card(field, "sourceOfFunds.provided", errors)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_source_of_funds(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("sourceOfFunds", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "provided":
            _check_initiate_browser_payment_17_response_source_of_funds_provided(field, "sourceOfFunds", errors)
        elif key == "type":
            if not isinstance(field, str) or field == "":
                errors.append(invalid("sourceOfFunds.type", "Must be a non-empty string."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_time_of_record(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("timeOfRecord", "Must be a string."))
    elif _PATTERN_20.search(value) is None:
        errors.append(invalid("timeOfRecord", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid("timeOfRecord", "Must name a calendar date."))


def _check_initiate_browser_payment_17_response_transaction_acquirer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.acquirer", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "batch":
            if not is_whole_number(field):
                errors.append(invalid("transaction.acquirer.batch", "Must be a whole number."))
            elif field < 1 or field > 2147483647:
                errors.append(invalid("transaction.acquirer.batch", "Must be 1 to 2147483647."))
        elif key == "customData":
            if not isinstance(field, str):
                errors.append(invalid("transaction.acquirer.customData", "Must be a string."))
            elif not 1 <= len(field) <= 4000:
                errors.append(invalid("transaction.acquirer.customData", "Must be 1 to 4000 characters long."))
        elif key == "date":
            if not isinstance(field, str):
                errors.append(invalid("transaction.acquirer.date", "Must be a string."))
            elif not 1 <= len(field) <= 4000:
                errors.append(invalid("transaction.acquirer.date", "Must be 1 to 4000 characters long."))
        elif key == "id":
            if not isinstance(field, str):
                errors.append(invalid("transaction.acquirer.id", "Must be a string."))
            elif not 1 <= len(field) <= 40:
                errors.append(invalid("transaction.acquirer.id", "Must be 1 to 40 characters long."))
        elif key == "time":
            if not isinstance(field, str):
                errors.append(invalid("transaction.acquirer.time", "Must be a string."))
            elif not 1 <= len(field) <= 4000:
                errors.append(invalid("transaction.acquirer.time", "Must be 1 to 4000 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "id" not in value:
        errors.append(missing("transaction.acquirer.id"))


def _check_initiate_browser_payment_17_response_transaction_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("transaction.amount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("transaction.amount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("transaction.amount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_21:
        errors.append(invalid("transaction.amount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_22:
        errors.append(invalid("transaction.amount", "Must be at most 1000000000000."))


def _check_initiate_browser_payment_17_response_transaction_authorization_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.authorizationCode", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.authorizationCode", "Must be 1 to 100 characters long."))
    elif not value.isascii():
        errors.append(invalid("transaction.authorizationCode", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_initiate_browser_payment_17_response_transaction_batch_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.batchName", "Must be a string."))
    elif not 1 <= len(value) <= 512:
        errors.append(invalid("transaction.batchName", "Must be 1 to 512 characters long."))


def _check_initiate_browser_payment_17_response_transaction_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.currency", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid("transaction.currency", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid("transaction.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_response_transaction_frequency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_30:
        errors.append(invalid("transaction.frequency", "Must be one of INSTALLMENT, RECURRING, SINGLE."))


def _check_initiate_browser_payment_17_response_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.id", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.id", "Must be 1 to 40 characters long."))


def _check_initiate_browser_payment_17_response_transaction_item_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "description":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.description", "Must be a string."))
            elif not 1 <= len(field) <= 127:
                errors.append(invalid(f"{path}.description", "Must be 1 to 127 characters long."))
        elif key == "name":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.name", "Must be a string."))
            elif not 1 <= len(field) <= 127:
                errors.append(invalid(f"{path}.name", "Must be 1 to 127 characters long."))
        elif key == "quantity":
            if not is_whole_number(field):
                errors.append(invalid(f"{path}.quantity", "Must be a whole number."))
            elif field < 1 or field > 9999999999999999:
                errors.append(invalid(f"{path}.quantity", "Must be 1 to 9999999999999999."))
        elif key == "sku":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.sku", "Must be a string."))
            elif not 1 <= len(field) <= 127:
                errors.append(invalid(f"{path}.sku", "Must be 1 to 127 characters long."))
        elif key == "unitPrice":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{path}.unitPrice", "Must be a decimal number."))
            elif _PATTERN_2.search(field_text) is None:
                errors.append(invalid(f"{path}.unitPrice", "Must be a decimal of digits and '.', optionally signed."))
            elif decimal_scale(field_text) > 3:
                errors.append(invalid(f"{path}.unitPrice", "Must have at most 3 digits after the decimal point."))
            elif Decimal(field_text) < _DECIMAL_31:
                errors.append(invalid(f"{path}.unitPrice", "Must be at least -1000000000000."))
            elif Decimal(field_text) > _DECIMAL_22:
                errors.append(invalid(f"{path}.unitPrice", "Must be at most 1000000000000."))
        elif key == "unitTaxAmount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{path}.unitTaxAmount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid(f"{path}.unitTaxAmount", "Must be a decimal of digits and '.'."))
            elif decimal_scale(field_text) > 3:
                errors.append(invalid(f"{path}.unitTaxAmount", "Must have at most 3 digits after the decimal point."))
            elif Decimal(field_text) < _DECIMAL_21:
                errors.append(invalid(f"{path}.unitTaxAmount", "Must be at least 0."))
            elif Decimal(field_text) > _DECIMAL_22:
                errors.append(invalid(f"{path}.unitTaxAmount", "Must be at most 1000000000000."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "name" not in value:
        errors.append(missing(f"{path}.name"))
    if "quantity" not in value:
        errors.append(missing(f"{path}.quantity"))
    if "unitPrice" not in value:
        errors.append(missing(f"{path}.unitPrice"))


def _check_initiate_browser_payment_17_response_transaction_item(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("transaction.item", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_initiate_browser_payment_17_response_transaction_item_item(item, f"transaction.item[{index}]", errors)


def _check_initiate_browser_payment_17_response_transaction_merchant_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.merchantNote", "Must be a string."))
    elif not 1 <= len(value) <= 250:
        errors.append(invalid("transaction.merchantNote", "Must be 1 to 250 characters long."))


def _check_initiate_browser_payment_17_response_transaction_receipt(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.receipt", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.receipt", "Must be 1 to 100 characters long."))
    elif not value.isascii():
        errors.append(invalid("transaction.receipt", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_initiate_browser_payment_17_response_transaction_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.reference", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.reference", "Must be 1 to 40 characters long."))


def _check_initiate_browser_payment_17_response_transaction_source(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_32:
        errors.append(invalid("transaction.source", "Must be one of CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE."))


def _check_initiate_browser_payment_17_response_transaction_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("transaction.taxAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("transaction.taxAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("transaction.taxAmount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_21:
        errors.append(invalid("transaction.taxAmount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_22:
        errors.append(invalid("transaction.taxAmount", "Must be at most 1000000000000."))


def _check_initiate_browser_payment_17_response_transaction_terminal(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.terminal", "Must be a string."))
    elif not 1 <= len(value) <= 16:
        errors.append(invalid("transaction.terminal", "Must be 1 to 16 characters long."))


def _check_initiate_browser_payment_17_response_transaction_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_33:
        errors.append(invalid("transaction.type", "Must be one of AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_TRANSACTION_FIELDS: Final[dict[str, FieldCheck]] = {
    "acquirer": _check_initiate_browser_payment_17_response_transaction_acquirer,
    "amount": _check_initiate_browser_payment_17_response_transaction_amount,
    "authorizationCode": _check_initiate_browser_payment_17_response_transaction_authorization_code,
    "batchName": _check_initiate_browser_payment_17_response_transaction_batch_name,
    "currency": _check_initiate_browser_payment_17_response_transaction_currency,
    "frequency": _check_initiate_browser_payment_17_response_transaction_frequency,
    "id": _check_initiate_browser_payment_17_response_transaction_id,
    "item": _check_initiate_browser_payment_17_response_transaction_item,
    "merchantNote": _check_initiate_browser_payment_17_response_transaction_merchant_note,
    "receipt": _check_initiate_browser_payment_17_response_transaction_receipt,
    "reference": _check_initiate_browser_payment_17_response_transaction_reference,
    "source": _check_initiate_browser_payment_17_response_transaction_source,
    "taxAmount": _check_initiate_browser_payment_17_response_transaction_tax_amount,
    "terminal": _check_initiate_browser_payment_17_response_transaction_terminal,
    "type": _check_initiate_browser_payment_17_response_transaction_type,
}


def _check_initiate_browser_payment_17_response_transaction(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_TRANSACTION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "transaction", errors)
    if "amount" not in value:
        errors.append(missing("transaction.amount"))
    if "currency" not in value:
        errors.append(missing("transaction.currency"))
    if "id" not in value:
        errors.append(missing("transaction.id"))
    if "type" not in value:
        errors.append(missing("transaction.type"))


def _check_initiate_browser_payment_17_response_user_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("userId", "Must be a string."))
    elif not 1 <= len(value) <= 256:
        errors.append(invalid("userId", "Must be 1 to 256 characters long."))


def _check_initiate_browser_payment_17_response_version(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("version", "Must be a string."))
    elif not 1 <= len(value) <= 8:
        errors.append(invalid("version", "Must be 1 to 8 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_FIELDS: Final[dict[str, FieldCheck]] = {
    "3DSecure": _check_initiate_browser_payment_17_response_3_dsecure,
    "3DSecureId": _check_initiate_browser_payment_17_response_3_dsecure_id,
    "airline": _check_initiate_browser_payment_17_response_airline,
    "appPayment": _check_initiate_browser_payment_17_response_app_payment,
    "authorizationResponse": _check_initiate_browser_payment_17_response_authorization_response,
    "billing": _check_initiate_browser_payment_17_response_billing,
    "browserPayment": _check_initiate_browser_payment_17_response_browser_payment,
    "correlationId": _check_initiate_browser_payment_17_response_correlation_id,
    "customer": _check_initiate_browser_payment_17_response_customer,
    "gatewayEntryPoint": _check_initiate_browser_payment_17_response_gateway_entry_point,
    "merchant": _check_initiate_browser_payment_17_response_merchant,
    "order": _check_initiate_browser_payment_17_response_order,
    "shipping": _check_initiate_browser_payment_17_response_shipping,
    "sourceOfFunds": _check_initiate_browser_payment_17_response_source_of_funds,
    "timeOfRecord": _check_initiate_browser_payment_17_response_time_of_record,
    "transaction": _check_initiate_browser_payment_17_response_transaction,
    "userId": _check_initiate_browser_payment_17_response_user_id,
    "version": _check_initiate_browser_payment_17_response_version,
}


def _check_initiate_browser_payment_17_response(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "", errors)
    if "merchant" not in value:
        errors.append(missing("merchant"))
    if "order" not in value:
        errors.append(missing("order"))
    if "transaction" not in value:
        errors.append(missing("transaction"))


def validate_initiate_browser_payment_17_response(body: object, *, today: date | None = None) -> ValidationResult:
    """Initiate Browser Payment response at version 17.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The response body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_initiate_browser_payment_17_response(body, "", errors)
        refused = refusals_of(errors, len(errors)) if errors else None
        # Rule rule-name-when-gateway (section 2.4): order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).
        read_order: object = body.get("order", ABSENT)
        in_order: dict[object, object] | None = read_order if is_record(read_order) else None
        read_order_merchant_charge: object = in_order.get("merchantCharge", ABSENT) if in_order is not None else ABSENT
        in_order_merchant_charge: dict[object, object] | None = read_order_merchant_charge if is_record(read_order_merchant_charge) else None
        read_order_merchant_charge_calculated_by: object = in_order_merchant_charge.get("calculatedBy", ABSENT) if in_order_merchant_charge is not None else ABSENT
        if (isinstance(read_order_merchant_charge_calculated_by, str) and (read_order_merchant_charge_calculated_by == "GATEWAY")):
            read_order_merchant_charge_rule_name: object = in_order_merchant_charge.get("ruleName", ABSENT) if in_order_merchant_charge is not None else ABSENT
            if read_order_merchant_charge_rule_name is ABSENT and (refused is None or refused.misses(_VALUES_34)):
                errors.append(missing("order.merchantCharge.ruleName", "order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY)."))
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)
