"""The validators of Initiate Browser Payment at version 17: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from ..runtime import FieldCheck, ValidationResult, ABSENT, VALID, compare_decimals, decimal_scale, decimal_text, is_absolute_url, is_calendar_date, is_list, is_record, is_whole_number, key_text, refusals_of, sum_differs, to_result, unreadable_body
from ..runtime.contract import ValidationError, invalid, missing, unsupported

_VALUES_0: Final = frozenset({"INITIATE_BROWSER_PAYMENT"})
_PATTERN_1: Final = re.compile("^[A-Za-z0-9!#\\$%\\&'*+/=?^_`{\\|}\\~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\Z")
_PATTERN_2: Final = re.compile("^[0-9]+(\\.[0-9]+)?\\Z")
_CHARSET_3: Final = re.compile("[A-Z]*")
_CHARSET_4: Final = re.compile("[A-Za-z0-9]*")
_PATTERN_5: Final = re.compile("^https")
_PATTERN_6: Final = re.compile("^-?[0-9]+(\\.[0-9]+)?\\Z")
_CHARSET_7: Final = re.compile("[0-9a-zA-Z \\-]*")
_VALUES_8: Final = frozenset({"ELECTRONIC", "GROUND", "OVERNIGHT", "PRIORITY", "SAME_DAY"})
_CHARSET_9: Final = re.compile("[0-9]*")
_VALUES_10: Final = frozenset({"AUTHENTICATION_ATTEMPTED", "AUTHENTICATION_NOT_AVAILABLE", "AUTHENTICATION_SUCCESSFUL"})
_PATTERN_11: Final = re.compile("^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?\\Z")
_VALUES_12: Final = frozenset({"ENROLLED", "ENROLLMENT_STATUS_UNDETERMINED", "NOT_ENROLLED"})
_CHARSET_13: Final = re.compile("[\\x00-\\x7F]*")
_CHARSET_14: Final = re.compile("[0-9a-zA-Z]*")
_PATTERN_15: Final = re.compile("^(?:[A-Za-z0-9_]{2}|[0-9]{3}|[A-Za-z0-9_]{2}/[0-9]{3})\\Z")
_PATTERN_16: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}\\Z")
_PATTERN_17: Final = re.compile("^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)\\Z")
_VALUES_18: Final = frozenset({"EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"})
_VALUES_19: Final = frozenset({"COMMERCIAL_CARD", "NOT_A_COMMERCIAL_CARD", "UNDETERMINED"})
_VALUES_20: Final = frozenset({"BUSINESS_CARD", "COMMERCIAL_AND_CONSUMER", "COMMERCIAL_CARD", "CONSUMER_CARD", "CORPORATE_CARD", "DECLINE_OR_NOT_COMMERCIAL_CARD", "OTHER", "PURCHASING_CARD"})
_VALUES_21: Final = frozenset({"AUTO", "BATCH", "HOSTED_FORM", "HOSTED_PAGE", "MERCHANT_ADMINISTRATION", "THREE_PARTY", "TWO_PARTY", "WEB_SERVICES_API"})
_CHARSET_22: Final = re.compile("[0-9a-zA-Z\\-_]*")
_VALUES_23: Final = frozenset({"AUTHENTICATION_ATTEMPTED", "AUTHENTICATION_AVAILABLE", "AUTHENTICATION_EXEMPT", "AUTHENTICATION_FAILED", "AUTHENTICATION_NOT_IN_EFFECT", "AUTHENTICATION_NOT_SUPPORTED", "AUTHENTICATION_PENDING", "AUTHENTICATION_REJECTED", "AUTHENTICATION_REQUIRED", "AUTHENTICATION_SUCCESSFUL", "AUTHENTICATION_UNAVAILABLE"})
_VALUES_24: Final = frozenset({"ESTIMATED", "FINAL"})
_PATTERN_25: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z\\Z")
_VALUES_26: Final = frozenset({"FUNDED", "FUNDING_ASSURED", "FUNDING_FAILED", "FUNDING_ON_HOLD", "IN_PROGRESS", "NON_FUNDED", "NOT_SUPPORTED"})
_VALUES_27: Final = frozenset({"DELAYED_CHARGE", "NO_SHOW_PENALTY", "PARTIAL_SHIPMENT"})
_VALUES_28: Final = frozenset({"CLIENT", "GATEWAY"})
_VALUES_29: Final = frozenset({"SURCHARGE"})
_PATTERN_30: Final = re.compile("^(0?[1-9]|1[0-2])\\Z")
_VALUES_31: Final = frozenset({"CHARGE", "CREDIT", "DEBIT", "UNKNOWN"})
_CHARSET_32: Final = re.compile("[0-9x]*")
_VALUES_33: Final = frozenset({"INSTALLMENT", "RECURRING", "SINGLE"})
_VALUES_34: Final = frozenset({"CALL_CENTRE", "CARD_PRESENT", "INTERNET", "MAIL_ORDER", "MOTO", "TELEPHONE_ORDER", "VOICE_RESPONSE"})
_VALUES_35: Final = frozenset({"AUTHORIZATION", "AUTHORIZATION_UPDATE", "CAPTURE", "PAYMENT", "REFUND", "VERIFICATION", "VOID_AUTHORIZATION", "VOID_CAPTURE", "VOID_PAYMENT", "VOID_REFUND"})



def _check_initiate_browser_payment_17_request_api_operation(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_0:
        errors.append(invalid("apiOperation", "Must be one of INITIATE_BROWSER_PAYMENT."))


def _check_initiate_browser_payment_17_request_correlation_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("correlationId", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("correlationId", "Must be 1 to 100 characters long."))


def _check_initiate_browser_payment_17_request_customer_email(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.email", "Must be a string."))
    elif len(value) < 4:
        errors.append(invalid("customer.email", "Must be at least 4 characters long."))
    elif _PATTERN_1.search(value) is None:
        errors.append(invalid("customer.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_CUSTOMER_FIELDS: Final[dict[str, FieldCheck]] = {
    "email": _check_initiate_browser_payment_17_request_customer_email,
}


def _check_initiate_browser_payment_17_request_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("customer", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_CUSTOMER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"customer.{name}"))
        else:
            check(field, "customer", errors)


def _check_initiate_browser_payment_17_request_order_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.amount", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid("order.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_request_order_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.currency", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("order.currency", "Must be exactly 3 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("order.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_request_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.custom", "Must be a JSON object of named values."))
        return
    if len(value) > 50:
        errors.append(invalid("order.custom", "At most 50 named values are allowed."))
    for key, entry in value.items():
        name = key_text(key)
        if (not 1 <= len(name) <= 99) or (_CHARSET_4.fullmatch(name) is None):
            errors.append(invalid(f"order.custom.{name}", "The name must be 1 to 99 characters from A-Za-z0-9."))
        else:
            if not isinstance(entry, str):
                errors.append(invalid(f"order.custom.{name}", "Must be a string."))
            elif not 1 <= len(entry) <= 250:
                errors.append(invalid(f"order.custom.{name}", "Must be 1 to 250 characters long."))


def _check_initiate_browser_payment_17_request_order_customer_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerNote", "Must be a string."))
    elif not 1 <= len(value) <= 250:
        errors.append(invalid("order.customerNote", "Must be 1 to 250 characters long."))


def _check_initiate_browser_payment_17_request_order_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.description", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid("order.description", "Must be 1 to 127 characters long."))


def _check_initiate_browser_payment_17_request_order_notification_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.notificationUrl", "Must be a string."))
    elif len(value) < 12:
        errors.append(invalid("order.notificationUrl", "Must be at least 12 characters long."))
    elif _PATTERN_5.search(value) is None:
        errors.append(invalid("order.notificationUrl", "Must have the required form: In Initiate Browser Payment it must begin with 'https' and be longer than 11 characters (section 6)."))


def _check_initiate_browser_payment_17_request_order_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.reference", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("order.reference", "Must be 1 to 40 characters long."))


def _check_initiate_browser_payment_17_request_order_shipping_and_handling_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal number."))
    elif _PATTERN_6.search(value_text) is None:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal of digits and '.', optionally signed."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_request_order_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.taxAmount", "Must be a decimal number."))
    elif _PATTERN_6.search(value_text) is None:
        errors.append(invalid("order.taxAmount", "Must be a decimal of digits and '.', optionally signed."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.taxAmount", "Must be 1 to 14 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_ORDER_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_initiate_browser_payment_17_request_order_amount,
    "currency": _check_initiate_browser_payment_17_request_order_currency,
    "custom": _check_initiate_browser_payment_17_request_order_custom,
    "customerNote": _check_initiate_browser_payment_17_request_order_customer_note,
    "description": _check_initiate_browser_payment_17_request_order_description,
    "notificationUrl": _check_initiate_browser_payment_17_request_order_notification_url,
    "reference": _check_initiate_browser_payment_17_request_order_reference,
    "shippingAndHandlingAmount": _check_initiate_browser_payment_17_request_order_shipping_and_handling_amount,
    "taxAmount": _check_initiate_browser_payment_17_request_order_tax_amount,
}


def _check_initiate_browser_payment_17_request_order(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_ORDER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"order.{name}"))
        else:
            check(field, "order", errors)
    if "amount" not in value:
        errors.append(missing("order.amount"))
    if "currency" not in value:
        errors.append(missing("order.currency"))


def _check_initiate_browser_payment_17_request_partner_solution_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("partnerSolutionId", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("partnerSolutionId", "Must be 1 to 40 characters long."))


def _check_initiate_browser_payment_17_request_response_controls_sensitive_data(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("responseControls.sensitiveData", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("responseControls.sensitiveData", "Must be 1 to 50 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_RESPONSE_CONTROLS_FIELDS: Final[dict[str, FieldCheck]] = {
    "sensitiveData": _check_initiate_browser_payment_17_request_response_controls_sensitive_data,
}


def _check_initiate_browser_payment_17_request_response_controls(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("responseControls", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_RESPONSE_CONTROLS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"responseControls.{name}"))
        else:
            check(field, "responseControls", errors)


def _check_initiate_browser_payment_17_request_shipping_address_city(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.city", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("shipping.address.city", "Must be 1 to 100 characters long."))


def _check_initiate_browser_payment_17_request_shipping_address_company(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.company", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("shipping.address.company", "Must be 1 to 100 characters long."))


def _check_initiate_browser_payment_17_request_shipping_address_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("shipping.address.country", "Must be exactly 3 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("shipping.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_request_shipping_address_postcode_zip(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.postcodeZip", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("shipping.address.postcodeZip", "Must be 1 to 10 characters long."))
    elif _CHARSET_7.fullmatch(value) is None:
        errors.append(invalid("shipping.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))


def _check_initiate_browser_payment_17_request_shipping_address_state_province(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.stateProvince", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("shipping.address.stateProvince", "Must be 1 to 20 characters long."))


def _check_initiate_browser_payment_17_request_shipping_address_state_province_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.stateProvinceCode", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("shipping.address.stateProvinceCode", "Must be 1 to 3 characters long."))


def _check_initiate_browser_payment_17_request_shipping_address_street(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.street", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("shipping.address.street", "Must be 1 to 100 characters long."))


def _check_initiate_browser_payment_17_request_shipping_address_street2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.street2", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("shipping.address.street2", "Must be 1 to 100 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_SHIPPING_ADDRESS_FIELDS: Final[dict[str, FieldCheck]] = {
    "city": _check_initiate_browser_payment_17_request_shipping_address_city,
    "company": _check_initiate_browser_payment_17_request_shipping_address_company,
    "country": _check_initiate_browser_payment_17_request_shipping_address_country,
    "postcodeZip": _check_initiate_browser_payment_17_request_shipping_address_postcode_zip,
    "stateProvince": _check_initiate_browser_payment_17_request_shipping_address_state_province,
    "stateProvinceCode": _check_initiate_browser_payment_17_request_shipping_address_state_province_code,
    "street": _check_initiate_browser_payment_17_request_shipping_address_street,
    "street2": _check_initiate_browser_payment_17_request_shipping_address_street2,
}


def _check_initiate_browser_payment_17_request_shipping_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_SHIPPING_ADDRESS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"shipping.address.{name}"))
        else:
            check(field, "shipping.address", errors)


def _check_initiate_browser_payment_17_request_shipping_first_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.firstName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("shipping.firstName", "Must be 1 to 50 characters long."))


def _check_initiate_browser_payment_17_request_shipping_last_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.lastName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("shipping.lastName", "Must be 1 to 50 characters long."))


def _check_initiate_browser_payment_17_request_shipping_method(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_8:
        errors.append(invalid("shipping.method", "Must be one of ELECTRONIC, GROUND, OVERNIGHT, PRIORITY, SAME_DAY."))


def _check_initiate_browser_payment_17_request_shipping_phone(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.phone", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("shipping.phone", "Must be 1 to 20 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_SHIPPING_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_initiate_browser_payment_17_request_shipping_address,
    "firstName": _check_initiate_browser_payment_17_request_shipping_first_name,
    "lastName": _check_initiate_browser_payment_17_request_shipping_last_name,
    "method": _check_initiate_browser_payment_17_request_shipping_method,
    "phone": _check_initiate_browser_payment_17_request_shipping_phone,
}


def _check_initiate_browser_payment_17_request_shipping(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_SHIPPING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"shipping.{name}"))
        else:
            check(field, "shipping", errors)


def _check_initiate_browser_payment_17_request_transaction_merchant_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.merchantNote", "Must be a string."))
    elif not 1 <= len(value) <= 250:
        errors.append(invalid("transaction.merchantNote", "Must be 1 to 250 characters long."))


def _check_initiate_browser_payment_17_request_transaction_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.reference", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.reference", "Must be 1 to 40 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_TRANSACTION_FIELDS: Final[dict[str, FieldCheck]] = {
    "merchantNote": _check_initiate_browser_payment_17_request_transaction_merchant_note,
    "reference": _check_initiate_browser_payment_17_request_transaction_reference,
}


def _check_initiate_browser_payment_17_request_transaction(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_TRANSACTION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.{name}"))
        else:
            check(field, "transaction", errors)


_CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_FIELDS: Final[dict[str, FieldCheck]] = {
    "apiOperation": _check_initiate_browser_payment_17_request_api_operation,
    "correlationId": _check_initiate_browser_payment_17_request_correlation_id,
    "customer": _check_initiate_browser_payment_17_request_customer,
    "order": _check_initiate_browser_payment_17_request_order,
    "partnerSolutionId": _check_initiate_browser_payment_17_request_partner_solution_id,
    "responseControls": _check_initiate_browser_payment_17_request_response_controls,
    "shipping": _check_initiate_browser_payment_17_request_shipping,
    "transaction": _check_initiate_browser_payment_17_request_transaction,
}


def _check_initiate_browser_payment_17_request(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_REQUEST_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(name))
        else:
            check(field, "", errors)
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
        if read_order_amount is not ABSENT and not (read_order_item_amount is ABSENT and read_order_shipping_and_handling_amount is ABSENT and read_order_tax_amount is ABSENT) and (refused is None or not refused.covers_any(("order.amount", "order.itemAmount", "order.shippingAndHandlingAmount", "order.taxAmount"))) and sum_differs(read_order_amount, (read_order_item_amount, read_order_shipping_and_handling_amount, read_order_tax_amount), ()):
            errors.append(invalid("order.amount", "If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount."))
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)


def _check_initiate_browser_payment_17_response_3_dsecure_acs_eci(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("3DSecure.acsEci", "Must be a string."))
    elif not 1 <= len(value) <= 2:
        errors.append(invalid("3DSecure.acsEci", "Must be 1 to 2 characters long."))
    elif _CHARSET_9.fullmatch(value) is None:
        errors.append(invalid("3DSecure.acsEci", "Must hold only the characters 0-9 (Digits)."))


def _check_initiate_browser_payment_17_response_3_dsecure_authentication_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_10:
        errors.append(invalid("3DSecure.authenticationStatus", "Must be one of AUTHENTICATION_ATTEMPTED, AUTHENTICATION_NOT_AVAILABLE, AUTHENTICATION_SUCCESSFUL."))


def _check_initiate_browser_payment_17_response_3_dsecure_authentication_token(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("3DSecure.authenticationToken", "Must be a string."))
    elif len(value) not in (28, 32):
        errors.append(invalid("3DSecure.authenticationToken", "Must be 28 or 32 characters long."))
    elif _PATTERN_11.search(value) is None:
        errors.append(invalid("3DSecure.authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths."))


def _check_initiate_browser_payment_17_response_3_dsecure_enrollment_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_12:
        errors.append(invalid("3DSecure.enrollmentStatus", "Must be one of ENROLLED, ENROLLMENT_STATUS_UNDETERMINED, NOT_ENROLLED."))


def _check_initiate_browser_payment_17_response_3_dsecure_xid(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("3DSecure.xid", "Must be a string."))
    elif not 28 <= len(value) <= 28:
        errors.append(invalid("3DSecure.xid", "Must be exactly 28 characters long."))
    elif _PATTERN_11.search(value) is None:
        errors.append(invalid("3DSecure.xid", "Must have the required form: Base64 encoded text, with the stated allowed lengths."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_3_DSECURE_FIELDS: Final[dict[str, FieldCheck]] = {
    "acsEci": _check_initiate_browser_payment_17_response_3_dsecure_acs_eci,
    "authenticationStatus": _check_initiate_browser_payment_17_response_3_dsecure_authentication_status,
    "authenticationToken": _check_initiate_browser_payment_17_response_3_dsecure_authentication_token,
    "enrollmentStatus": _check_initiate_browser_payment_17_response_3_dsecure_enrollment_status,
    "xid": _check_initiate_browser_payment_17_response_3_dsecure_xid,
}


def _check_initiate_browser_payment_17_response_3_dsecure(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("3DSecure", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_3_DSECURE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "3DSecure", errors)
    if "enrollmentStatus" not in value:
        errors.append(missing("3DSecure.enrollmentStatus"))


def _check_initiate_browser_payment_17_response_3_dsecure_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("3DSecureId", "Must be a string."))
    elif not 1 <= len(value) <= 64:
        errors.append(invalid("3DSecureId", "Must be 1 to 64 characters long."))
    elif _CHARSET_13.fullmatch(value) is None:
        errors.append(invalid("3DSecureId", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_initiate_browser_payment_17_response_airline_booking_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.bookingReference", "Must be a string."))
    elif not 6 <= len(value) <= 15:
        errors.append(invalid("airline.bookingReference", "Must be 6 to 15 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid("airline.bookingReference", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_document_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid("airline.documentType", "Must be a non-empty string."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.carrierCode", "Must be a string."))
    elif _PATTERN_15.search(value) is None:
        errors.append(invalid(f"{parent}.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_conjunction_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_coupon_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.couponNumber", "Must be a string."))
    elif not 1 <= len(value) <= 1:
        errors.append(invalid(f"{parent}.couponNumber", "Must be exactly 1 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.couponNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureAirport", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.departureAirport", "Must be exactly 3 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.departureAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureDate", "Must be a string."))
    elif _PATTERN_16.search(value) is None:
        errors.append(invalid(f"{parent}.departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.departureDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureTime", "Must be a string."))
    elif _PATTERN_17.search(value) is None:
        errors.append(invalid(f"{parent}.departureTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_destination_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationAirport", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.destinationAirport", "Must be exactly 3 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.destinationAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_destination_arrival_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must be a string."))
    elif _PATTERN_17.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_endorsements_restrictions(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be 1 to 20 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_exchange_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fare", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
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
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.fareBasis", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
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
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.flightNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_stopover_permitted(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(f"{parent}.stopoverPermitted", "Must be true or false."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_taxes(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.taxes", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
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
    elif _CHARSET_14.fullmatch(value) is None:
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


def _check_initiate_browser_payment_17_response_airline_itinerary_number_in_party(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.itinerary.numberInParty", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("airline.itinerary.numberInParty", "Must be 1 to 3 characters long."))
    elif _CHARSET_9.fullmatch(value) is None:
        errors.append(invalid("airline.itinerary.numberInParty", "Must hold only the characters 0-9 (Digits)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_origin_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.itinerary.originCountry", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("airline.itinerary.originCountry", "Must be exactly 3 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("airline.itinerary.originCountry", "Must hold only the characters A-Z (Upper case alphabetic text)."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_ITINERARY_FIELDS: Final[dict[str, FieldCheck]] = {
    "leg": _check_initiate_browser_payment_17_response_airline_itinerary_leg,
    "numberInParty": _check_initiate_browser_payment_17_response_airline_itinerary_number_in_party,
    "originCountry": _check_initiate_browser_payment_17_response_airline_itinerary_origin_country,
}


def _check_initiate_browser_payment_17_response_airline_itinerary(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.itinerary", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_ITINERARY_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "airline.itinerary", errors)


def _check_initiate_browser_payment_17_response_airline_passenger_item_first_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.firstName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid(f"{parent}.firstName", "Must be 1 to 50 characters long."))


def _check_initiate_browser_payment_17_response_airline_passenger_item_last_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.lastName", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.lastName", "Must be 1 to 20 characters long."))


def _check_initiate_browser_payment_17_response_airline_passenger_item_middle_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.middleName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid(f"{parent}.middleName", "Must be 1 to 50 characters long."))


def _check_initiate_browser_payment_17_response_airline_passenger_item_specific_information(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.specificInformation", "Must be a string."))
    elif not 1 <= len(value) <= 59:
        errors.append(invalid(f"{parent}.specificInformation", "Must be 1 to 59 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.specificInformation", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_passenger_item_title(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.title", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.title", "Must be 1 to 20 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_PASSENGER_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "firstName": _check_initiate_browser_payment_17_response_airline_passenger_item_first_name,
    "lastName": _check_initiate_browser_payment_17_response_airline_passenger_item_last_name,
    "middleName": _check_initiate_browser_payment_17_response_airline_passenger_item_middle_name,
    "specificInformation": _check_initiate_browser_payment_17_response_airline_passenger_item_specific_information,
    "title": _check_initiate_browser_payment_17_response_airline_passenger_item_title,
}


def _check_initiate_browser_payment_17_response_airline_passenger_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_PASSENGER_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, path, errors)


def _check_initiate_browser_payment_17_response_airline_passenger(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.passenger", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_initiate_browser_payment_17_response_airline_passenger_item(item, f"airline.passenger[{index}]", errors)


def _check_initiate_browser_payment_17_response_airline_plan_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.planNumber", "Must be a string."))
    elif not 2 <= len(value) <= 2:
        errors.append(invalid("airline.planNumber", "Must be exactly 2 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid("airline.planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_ticket_conjunction_ticket_indicator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("airline.ticket.conjunctionTicketIndicator", "Must be true or false."))


def _check_initiate_browser_payment_17_response_airline_ticket_customer_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.customerReference", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("airline.ticket.customerReference", "Must be 1 to 20 characters long."))


def _check_initiate_browser_payment_17_response_airline_ticket_e_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("airline.ticket.eTicket", "Must be true or false."))


def _check_initiate_browser_payment_17_response_airline_ticket_exchanged_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_ticket_issue_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.address", "Must be a string."))
    elif not 1 <= len(value) <= 16:
        errors.append(invalid("airline.ticket.issue.address", "Must be 1 to 16 characters long."))


def _check_initiate_browser_payment_17_response_airline_ticket_issue_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.carrierCode", "Must be a string."))
    elif _PATTERN_15.search(value) is None:
        errors.append(invalid("airline.ticket.issue.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_initiate_browser_payment_17_response_airline_ticket_issue_carrier_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.carrierName", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("airline.ticket.issue.carrierName", "Must be 1 to 25 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.issue.carrierName", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_ticket_issue_city(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.city", "Must be a string."))
    elif not 1 <= len(value) <= 18:
        errors.append(invalid("airline.ticket.issue.city", "Must be 1 to 18 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.issue.city", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_ticket_issue_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("airline.ticket.issue.country", "Must be exactly 3 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.issue.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_response_airline_ticket_issue_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.date", "Must be a string."))
    elif _PATTERN_16.search(value) is None:
        errors.append(invalid("airline.ticket.issue.date", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("airline.ticket.issue.date", "Must be a calendar date (yyyy-mm-dd)."))


def _check_initiate_browser_payment_17_response_airline_ticket_issue_travel_agent_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must be a string."))
    elif not 8 <= len(value) <= 9:
        errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must be 8 to 9 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_ticket_issue_travel_agent_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.travelAgentName", "Must be a string."))
    elif not 1 <= len(value) <= 30:
        errors.append(invalid("airline.ticket.issue.travelAgentName", "Must be 1 to 30 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_TICKET_ISSUE_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_initiate_browser_payment_17_response_airline_ticket_issue_address,
    "carrierCode": _check_initiate_browser_payment_17_response_airline_ticket_issue_carrier_code,
    "carrierName": _check_initiate_browser_payment_17_response_airline_ticket_issue_carrier_name,
    "city": _check_initiate_browser_payment_17_response_airline_ticket_issue_city,
    "country": _check_initiate_browser_payment_17_response_airline_ticket_issue_country,
    "date": _check_initiate_browser_payment_17_response_airline_ticket_issue_date,
    "travelAgentCode": _check_initiate_browser_payment_17_response_airline_ticket_issue_travel_agent_code,
    "travelAgentName": _check_initiate_browser_payment_17_response_airline_ticket_issue_travel_agent_name,
}


def _check_initiate_browser_payment_17_response_airline_ticket_issue(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.ticket.issue", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_TICKET_ISSUE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "airline.ticket.issue", errors)


def _check_initiate_browser_payment_17_response_airline_ticket_restricted(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("airline.ticket.restricted", "Must be true or false."))


def _check_initiate_browser_payment_17_response_airline_ticket_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.ticketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid("airline.ticket.ticketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.ticketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_airline_ticket_total_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("airline.ticket.totalFare", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid("airline.ticket.totalFare", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_airline_ticket_total_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("airline.ticket.totalFees", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid("airline.ticket.totalFees", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_airline_ticket_total_taxes(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("airline.ticket.totalTaxes", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid("airline.ticket.totalTaxes", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_TICKET_FIELDS: Final[dict[str, FieldCheck]] = {
    "conjunctionTicketIndicator": _check_initiate_browser_payment_17_response_airline_ticket_conjunction_ticket_indicator,
    "customerReference": _check_initiate_browser_payment_17_response_airline_ticket_customer_reference,
    "eTicket": _check_initiate_browser_payment_17_response_airline_ticket_e_ticket,
    "exchangedTicketNumber": _check_initiate_browser_payment_17_response_airline_ticket_exchanged_ticket_number,
    "issue": _check_initiate_browser_payment_17_response_airline_ticket_issue,
    "restricted": _check_initiate_browser_payment_17_response_airline_ticket_restricted,
    "ticketNumber": _check_initiate_browser_payment_17_response_airline_ticket_ticket_number,
    "totalFare": _check_initiate_browser_payment_17_response_airline_ticket_total_fare,
    "totalFees": _check_initiate_browser_payment_17_response_airline_ticket_total_fees,
    "totalTaxes": _check_initiate_browser_payment_17_response_airline_ticket_total_taxes,
}


def _check_initiate_browser_payment_17_response_airline_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.ticket", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_TICKET_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "airline.ticket", errors)


def _check_initiate_browser_payment_17_response_airline_transaction_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_18:
        errors.append(invalid("airline.transactionType", "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_FIELDS: Final[dict[str, FieldCheck]] = {
    "bookingReference": _check_initiate_browser_payment_17_response_airline_booking_reference,
    "documentType": _check_initiate_browser_payment_17_response_airline_document_type,
    "itinerary": _check_initiate_browser_payment_17_response_airline_itinerary,
    "passenger": _check_initiate_browser_payment_17_response_airline_passenger,
    "planNumber": _check_initiate_browser_payment_17_response_airline_plan_number,
    "ticket": _check_initiate_browser_payment_17_response_airline_ticket,
    "transactionType": _check_initiate_browser_payment_17_response_airline_transaction_type,
}


def _check_initiate_browser_payment_17_response_airline(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "airline", errors)


def _check_initiate_browser_payment_17_response_app_payment_redirect_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("appPayment.redirectUrl", "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid("appPayment.redirectUrl", "Must be an absolute URL."))


def _check_initiate_browser_payment_17_response_app_payment_return_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("appPayment.returnUrl", "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid("appPayment.returnUrl", "Must be an absolute URL."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_APP_PAYMENT_FIELDS: Final[dict[str, FieldCheck]] = {
    "redirectUrl": _check_initiate_browser_payment_17_response_app_payment_redirect_url,
    "returnUrl": _check_initiate_browser_payment_17_response_app_payment_return_url,
}


def _check_initiate_browser_payment_17_response_app_payment(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("appPayment", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_APP_PAYMENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "appPayment", errors)


def _check_initiate_browser_payment_17_response_authorization_response_card_level_indicator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.cardLevelIndicator", "Must be a string."))
    elif not 1 <= len(value) <= 2:
        errors.append(invalid("authorizationResponse.cardLevelIndicator", "Must be 1 to 2 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_card_security_code_error(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authorizationResponse.cardSecurityCodeError", "Must be a string."))
    elif not 1 <= len(value) <= 1:
        errors.append(invalid("authorizationResponse.cardSecurityCodeError", "Must be exactly 1 characters long."))


def _check_initiate_browser_payment_17_response_authorization_response_commercial_card(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_19:
        errors.append(invalid("authorizationResponse.commercialCard", "Must be one of COMMERCIAL_CARD, NOT_A_COMMERCIAL_CARD, UNDETERMINED."))


def _check_initiate_browser_payment_17_response_authorization_response_commercial_card_indicator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_20:
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
    elif not 1 <= len(value) <= 1:
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
    elif not 1 <= len(value) <= 1:
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
    elif not 1 <= len(value) <= 1:
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
    elif not 1 <= len(value) <= 1:
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


def _check_initiate_browser_payment_17_response_billing_address_city(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("billing.address.city", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("billing.address.city", "Must be 1 to 100 characters long."))


def _check_initiate_browser_payment_17_response_billing_address_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("billing.address.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("billing.address.country", "Must be exactly 3 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("billing.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_response_billing_address_postcode_zip(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("billing.address.postcodeZip", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("billing.address.postcodeZip", "Must be 1 to 10 characters long."))
    elif _CHARSET_7.fullmatch(value) is None:
        errors.append(invalid("billing.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))


def _check_initiate_browser_payment_17_response_billing_address_state_province(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("billing.address.stateProvince", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("billing.address.stateProvince", "Must be 1 to 20 characters long."))


def _check_initiate_browser_payment_17_response_billing_address_state_province_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("billing.address.stateProvinceCode", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("billing.address.stateProvinceCode", "Must be 1 to 3 characters long."))


def _check_initiate_browser_payment_17_response_billing_address_street(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("billing.address.street", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("billing.address.street", "Must be 1 to 100 characters long."))


def _check_initiate_browser_payment_17_response_billing_address_street2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("billing.address.street2", "Must be a string."))
    elif len(value) > 0:
        errors.append(invalid("billing.address.street2", "Must be empty."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_BILLING_ADDRESS_FIELDS: Final[dict[str, FieldCheck]] = {
    "city": _check_initiate_browser_payment_17_response_billing_address_city,
    "country": _check_initiate_browser_payment_17_response_billing_address_country,
    "postcodeZip": _check_initiate_browser_payment_17_response_billing_address_postcode_zip,
    "stateProvince": _check_initiate_browser_payment_17_response_billing_address_state_province,
    "stateProvinceCode": _check_initiate_browser_payment_17_response_billing_address_state_province_code,
    "street": _check_initiate_browser_payment_17_response_billing_address_street,
    "street2": _check_initiate_browser_payment_17_response_billing_address_street2,
}


def _check_initiate_browser_payment_17_response_billing_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("billing.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_BILLING_ADDRESS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "billing.address", errors)


def _check_initiate_browser_payment_17_response_billing_phone(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("billing.phone", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("billing.phone", "Must be 1 to 20 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_BILLING_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_initiate_browser_payment_17_response_billing_address,
    "phone": _check_initiate_browser_payment_17_response_billing_phone,
}


def _check_initiate_browser_payment_17_response_billing(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("billing", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_BILLING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "billing", errors)


def _check_initiate_browser_payment_17_response_browser_payment_redirect_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("browserPayment.redirectUrl", "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid("browserPayment.redirectUrl", "Must be an absolute URL."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_BROWSER_PAYMENT_FIELDS: Final[dict[str, FieldCheck]] = {
    "redirectUrl": _check_initiate_browser_payment_17_response_browser_payment_redirect_url,
}


def _check_initiate_browser_payment_17_response_browser_payment(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("browserPayment", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_BROWSER_PAYMENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "browserPayment", errors)


def _check_initiate_browser_payment_17_response_correlation_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("correlationId", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("correlationId", "Must be 1 to 100 characters long."))


def _check_initiate_browser_payment_17_response_customer_ani(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.ani", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("customer.ani", "Must be 1 to 10 characters long."))


def _check_initiate_browser_payment_17_response_customer_ani_call_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.aniCallType", "Must be a string."))
    elif not 1 <= len(value) <= 2:
        errors.append(invalid("customer.aniCallType", "Must be 1 to 2 characters long."))


def _check_initiate_browser_payment_17_response_customer_browser(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.browser", "Must be a string."))
    elif not 1 <= len(value) <= 255:
        errors.append(invalid("customer.browser", "Must be 1 to 255 characters long."))


def _check_initiate_browser_payment_17_response_customer_email(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.email", "Must be a string."))
    elif len(value) < 4:
        errors.append(invalid("customer.email", "Must be at least 4 characters long."))
    elif _PATTERN_1.search(value) is None:
        errors.append(invalid("customer.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."))


def _check_initiate_browser_payment_17_response_customer_hostname(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.hostname", "Must be a string."))
    elif not 1 <= len(value) <= 60:
        errors.append(invalid("customer.hostname", "Must be 1 to 60 characters long."))


def _check_initiate_browser_payment_17_response_customer_ip_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.ipAddress", "Must be a string."))
    elif not 7 <= len(value) <= 15:
        errors.append(invalid("customer.ipAddress", "Must be 7 to 15 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_CUSTOMER_FIELDS: Final[dict[str, FieldCheck]] = {
    "ani": _check_initiate_browser_payment_17_response_customer_ani,
    "aniCallType": _check_initiate_browser_payment_17_response_customer_ani_call_type,
    "browser": _check_initiate_browser_payment_17_response_customer_browser,
    "email": _check_initiate_browser_payment_17_response_customer_email,
    "hostname": _check_initiate_browser_payment_17_response_customer_hostname,
    "ipAddress": _check_initiate_browser_payment_17_response_customer_ip_address,
}


def _check_initiate_browser_payment_17_response_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("customer", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_CUSTOMER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "customer", errors)


def _check_initiate_browser_payment_17_response_gateway_entry_point(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_21:
        errors.append(invalid("gatewayEntryPoint", "Must be one of AUTO, BATCH, HOSTED_FORM, HOSTED_PAGE, MERCHANT_ADMINISTRATION, THREE_PARTY, TWO_PARTY, WEB_SERVICES_API."))


def _check_initiate_browser_payment_17_response_merchant(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("merchant", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("merchant", "Must be 1 to 40 characters long."))
    elif _CHARSET_22.fullmatch(value) is None:
        errors.append(invalid("merchant", "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters)."))


def _check_initiate_browser_payment_17_response_order_accept_partial_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("order.acceptPartialAmount", "Must be true or false."))


def _check_initiate_browser_payment_17_response_order_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.amount", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid("order.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_order_authentication_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_23:
        errors.append(invalid("order.authenticationStatus", "Must be one of AUTHENTICATION_ATTEMPTED, AUTHENTICATION_AVAILABLE, AUTHENTICATION_EXEMPT, AUTHENTICATION_FAILED, AUTHENTICATION_NOT_IN_EFFECT, AUTHENTICATION_NOT_SUPPORTED, AUTHENTICATION_PENDING, AUTHENTICATION_REJECTED, AUTHENTICATION_REQUIRED, AUTHENTICATION_SUCCESSFUL, AUTHENTICATION_UNAVAILABLE."))


def _check_initiate_browser_payment_17_response_order_certainty(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_24:
        errors.append(invalid("order.certainty", "Must be one of ESTIMATED, FINAL."))


def _check_initiate_browser_payment_17_response_order_creation_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.creationTime", "Must be a string."))
    elif _PATTERN_25.search(value) is None:
        errors.append(invalid("order.creationTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.creationTime", "Must name a calendar date."))


def _check_initiate_browser_payment_17_response_order_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.currency", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("order.currency", "Must be exactly 3 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("order.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_response_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.custom", "Must be a JSON object of named values."))
        return
    if len(value) > 50:
        errors.append(invalid("order.custom", "At most 50 named values are allowed."))
    for key, entry in value.items():
        name = key_text(key)
        if (not 1 <= len(name) <= 99) or (_CHARSET_4.fullmatch(name) is None):
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
    elif _PATTERN_16.search(value) is None:
        errors.append(invalid("order.customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.customerOrderDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_initiate_browser_payment_17_response_order_customer_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerReference", "Must be a string."))
    elif len(value) > 25:
        errors.append(invalid("order.customerReference", "Must be 0 to 25 characters long."))
    elif _CHARSET_13.fullmatch(value) is None:
        errors.append(invalid("order.customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_initiate_browser_payment_17_response_order_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.description", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid("order.description", "Must be 1 to 127 characters long."))


def _check_initiate_browser_payment_17_response_order_discount_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.discount.amount", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid("order.discount.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.discount.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.discount.amount", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_order_discount_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.discount.code", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("order.discount.code", "Must be 1 to 40 characters long."))


def _check_initiate_browser_payment_17_response_order_discount_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.discount.description", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid("order.discount.description", "Must be 1 to 127 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_ORDER_DISCOUNT_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_initiate_browser_payment_17_response_order_discount_amount,
    "code": _check_initiate_browser_payment_17_response_order_discount_code,
    "description": _check_initiate_browser_payment_17_response_order_discount_description,
}


def _check_initiate_browser_payment_17_response_order_discount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.discount", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_ORDER_DISCOUNT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "order.discount", errors)


def _check_initiate_browser_payment_17_response_order_duty_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.dutyAmount", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid("order.dutyAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("order.dutyAmount", "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid("order.dutyAmount", "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid("order.dutyAmount", "Must be at most 1000000000000."))


def _check_initiate_browser_payment_17_response_order_funding_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_26:
        errors.append(invalid("order.fundingStatus", "Must be one of FUNDED, FUNDING_ASSURED, FUNDING_FAILED, FUNDING_ON_HOLD, IN_PROGRESS, NON_FUNDED, NOT_SUPPORTED."))


def _check_initiate_browser_payment_17_response_order_gratuity_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.gratuityAmount", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
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
    if not isinstance(value, str) or value not in _VALUES_27:
        errors.append(invalid("order.industryPracticePaymentReason", "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT."))


def _check_initiate_browser_payment_17_response_order_invoice_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.invoiceNumber", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("order.invoiceNumber", "Must be 1 to 25 characters long."))


def _check_initiate_browser_payment_17_response_order_last_updated_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.lastUpdatedTime", "Must be a string."))
    elif _PATTERN_25.search(value) is None:
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
    elif not 4 <= len(value) <= 4:
        errors.append(invalid("order.merchantCategoryCode", "Must be exactly 4 characters long."))
    elif _CHARSET_9.fullmatch(value) is None:
        errors.append(invalid("order.merchantCategoryCode", "Must hold only the characters 0-9 (Digits)."))


def _check_initiate_browser_payment_17_response_order_merchant_charge_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.merchantCharge.amount", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid("order.merchantCharge.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_order_merchant_charge_calculated_by(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_28:
        errors.append(invalid("order.merchantCharge.calculatedBy", "Must be one of CLIENT, GATEWAY."))


def _check_initiate_browser_payment_17_response_order_merchant_charge_rule_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantCharge.ruleName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("order.merchantCharge.ruleName", "Must be 1 to 50 characters long."))


def _check_initiate_browser_payment_17_response_order_merchant_charge_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_29:
        errors.append(invalid("order.merchantCharge.type", "Must be one of SURCHARGE."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_ORDER_MERCHANT_CHARGE_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_initiate_browser_payment_17_response_order_merchant_charge_amount,
    "calculatedBy": _check_initiate_browser_payment_17_response_order_merchant_charge_calculated_by,
    "ruleName": _check_initiate_browser_payment_17_response_order_merchant_charge_rule_name,
    "type": _check_initiate_browser_payment_17_response_order_merchant_charge_type,
}


def _check_initiate_browser_payment_17_response_order_merchant_charge(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.merchantCharge", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_ORDER_MERCHANT_CHARGE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "order.merchantCharge", errors)
    if "calculatedBy" not in value:
        errors.append(missing("order.merchantCharge.calculatedBy"))


def _check_initiate_browser_payment_17_response_order_merchant_partner_id_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantPartnerIdCode", "Must be a string."))
    elif not 1 <= len(value) <= 6:
        errors.append(invalid("order.merchantPartnerIdCode", "Must be 1 to 6 characters long."))
    elif _CHARSET_9.fullmatch(value) is None:
        errors.append(invalid("order.merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits)."))


def _check_initiate_browser_payment_17_response_order_net_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.netAmount", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
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


def _check_initiate_browser_payment_17_response_shipping_address_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("shipping.address.country", "Must be exactly 3 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("shipping.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_response_shipping_address_postcode_zip(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.postcodeZip", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("shipping.address.postcodeZip", "Must be 1 to 10 characters long."))
    elif _CHARSET_7.fullmatch(value) is None:
        errors.append(invalid("shipping.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))


def _check_initiate_browser_payment_17_response_shipping_address_state_province(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.stateProvince", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("shipping.address.stateProvince", "Must be 1 to 20 characters long."))


def _check_initiate_browser_payment_17_response_shipping_address_state_province_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.stateProvinceCode", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("shipping.address.stateProvinceCode", "Must be 1 to 3 characters long."))


def _check_initiate_browser_payment_17_response_shipping_address_street(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.street", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("shipping.address.street", "Must be 1 to 100 characters long."))


def _check_initiate_browser_payment_17_response_shipping_address_street2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.address.street2", "Must be a string."))
    elif len(value) > 0:
        errors.append(invalid("shipping.address.street2", "Must be empty."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SHIPPING_ADDRESS_FIELDS: Final[dict[str, FieldCheck]] = {
    "country": _check_initiate_browser_payment_17_response_shipping_address_country,
    "postcodeZip": _check_initiate_browser_payment_17_response_shipping_address_postcode_zip,
    "stateProvince": _check_initiate_browser_payment_17_response_shipping_address_state_province,
    "stateProvinceCode": _check_initiate_browser_payment_17_response_shipping_address_state_province_code,
    "street": _check_initiate_browser_payment_17_response_shipping_address_street,
    "street2": _check_initiate_browser_payment_17_response_shipping_address_street2,
}


def _check_initiate_browser_payment_17_response_shipping_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SHIPPING_ADDRESS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "shipping.address", errors)


def _check_initiate_browser_payment_17_response_shipping_first_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.firstName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("shipping.firstName", "Must be 1 to 50 characters long."))


def _check_initiate_browser_payment_17_response_shipping_last_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.lastName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("shipping.lastName", "Must be 1 to 50 characters long."))


def _check_initiate_browser_payment_17_response_shipping_method(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_8:
        errors.append(invalid("shipping.method", "Must be one of ELECTRONIC, GROUND, OVERNIGHT, PRIORITY, SAME_DAY."))


def _check_initiate_browser_payment_17_response_shipping_phone(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.phone", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("shipping.phone", "Must be 1 to 20 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SHIPPING_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_initiate_browser_payment_17_response_shipping_address,
    "firstName": _check_initiate_browser_payment_17_response_shipping_first_name,
    "lastName": _check_initiate_browser_payment_17_response_shipping_last_name,
    "method": _check_initiate_browser_payment_17_response_shipping_method,
    "phone": _check_initiate_browser_payment_17_response_shipping_phone,
}


def _check_initiate_browser_payment_17_response_shipping(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SHIPPING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "shipping", errors)


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_brand(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid("sourceOfFunds.provided.card.brand", "Must be a non-empty string."))


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_expiry_month(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("sourceOfFunds.provided.card.expiry.month", "Must be a string."))
    elif not 1 <= len(value) <= 2:
        errors.append(invalid("sourceOfFunds.provided.card.expiry.month", "Must be 1 to 2 characters long."))
    elif _CHARSET_9.fullmatch(value) is None:
        errors.append(invalid("sourceOfFunds.provided.card.expiry.month", "Must hold only the characters 0-9 (Digits)."))
    elif _PATTERN_30.search(value) is None:
        errors.append(invalid("sourceOfFunds.provided.card.expiry.month", "Must have the required form: A month, 1 to 12."))


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_expiry_year(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("sourceOfFunds.provided.card.expiry.year", "Must be a string."))
    elif not 2 <= len(value) <= 2:
        errors.append(invalid("sourceOfFunds.provided.card.expiry.year", "Must be exactly 2 characters long."))
    elif _CHARSET_9.fullmatch(value) is None:
        errors.append(invalid("sourceOfFunds.provided.card.expiry.year", "Must hold only the characters 0-9 (Digits)."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SOURCE_OF_FUNDS_PROVIDED_CARD_EXPIRY_FIELDS: Final[dict[str, FieldCheck]] = {
    "month": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_expiry_month,
    "year": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_expiry_year,
}


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_expiry(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("sourceOfFunds.provided.card.expiry", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SOURCE_OF_FUNDS_PROVIDED_CARD_EXPIRY_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "sourceOfFunds.provided.card.expiry", errors)
    if "month" not in value:
        errors.append(missing("sourceOfFunds.provided.card.expiry.month"))
    if "year" not in value:
        errors.append(missing("sourceOfFunds.provided.card.expiry.year"))


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_funding_method(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_31:
        errors.append(invalid("sourceOfFunds.provided.card.fundingMethod", "Must be one of CHARGE, CREDIT, DEBIT, UNKNOWN."))


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_holder_first_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("sourceOfFunds.provided.card.holder.firstName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("sourceOfFunds.provided.card.holder.firstName", "Must be 1 to 50 characters long."))


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_holder_last_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("sourceOfFunds.provided.card.holder.lastName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("sourceOfFunds.provided.card.holder.lastName", "Must be 1 to 50 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SOURCE_OF_FUNDS_PROVIDED_CARD_HOLDER_FIELDS: Final[dict[str, FieldCheck]] = {
    "firstName": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_holder_first_name,
    "lastName": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_holder_last_name,
}


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_holder(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("sourceOfFunds.provided.card.holder", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SOURCE_OF_FUNDS_PROVIDED_CARD_HOLDER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "sourceOfFunds.provided.card.holder", errors)


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_local_brand(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid("sourceOfFunds.provided.card.localBrand", "Must be a non-empty string."))


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("sourceOfFunds.provided.card.number", "Must be a string."))
    elif not 9 <= len(value) <= 19:
        errors.append(invalid("sourceOfFunds.provided.card.number", "Must be 9 to 19 characters long."))
    elif _CHARSET_32.fullmatch(value) is None:
        errors.append(invalid("sourceOfFunds.provided.card.number", "Must hold only the characters 0-9 and 'x' (Digits)."))


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_scheme(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid("sourceOfFunds.provided.card.scheme", "Must be a non-empty string."))


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_security_code_presence(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("sourceOfFunds.provided.card.securityCodePresence", "Must be a string."))
    elif not 1 <= len(value) <= 2:
        errors.append(invalid("sourceOfFunds.provided.card.securityCodePresence", "Must be 1 to 2 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid("sourceOfFunds.provided.card.securityCodePresence", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_sequence_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("sourceOfFunds.provided.card.sequenceNumber", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("sourceOfFunds.provided.card.sequenceNumber", "Must be exactly 3 characters long."))
    elif _CHARSET_9.fullmatch(value) is None:
        errors.append(invalid("sourceOfFunds.provided.card.sequenceNumber", "Must hold only the characters 0-9 (Digits)."))


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_track_data_provided(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("sourceOfFunds.provided.card.trackDataProvided", "Must be true or false."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SOURCE_OF_FUNDS_PROVIDED_CARD_FIELDS: Final[dict[str, FieldCheck]] = {
    "brand": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_brand,
    "expiry": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_expiry,
    "fundingMethod": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_funding_method,
    "holder": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_holder,
    "localBrand": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_local_brand,
    "number": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_number,
    "scheme": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_scheme,
    "securityCodePresence": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_security_code_presence,
    "sequenceNumber": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_sequence_number,
    "trackDataProvided": _check_initiate_browser_payment_17_response_source_of_funds_provided_card_track_data_provided,
}


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("sourceOfFunds.provided.card", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SOURCE_OF_FUNDS_PROVIDED_CARD_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "sourceOfFunds.provided.card", errors)
    if "brand" not in value:
        errors.append(missing("sourceOfFunds.provided.card.brand"))
    if "fundingMethod" not in value:
        errors.append(missing("sourceOfFunds.provided.card.fundingMethod"))
    if "number" not in value:
        errors.append(missing("sourceOfFunds.provided.card.number"))
    if "scheme" not in value:
        errors.append(missing("sourceOfFunds.provided.card.scheme"))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SOURCE_OF_FUNDS_PROVIDED_FIELDS: Final[dict[str, FieldCheck]] = {
    "card": _check_initiate_browser_payment_17_response_source_of_funds_provided_card,
}


def _check_initiate_browser_payment_17_response_source_of_funds_provided(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("sourceOfFunds.provided", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SOURCE_OF_FUNDS_PROVIDED_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "sourceOfFunds.provided", errors)


def _check_initiate_browser_payment_17_response_source_of_funds_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid("sourceOfFunds.type", "Must be a non-empty string."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SOURCE_OF_FUNDS_FIELDS: Final[dict[str, FieldCheck]] = {
    "provided": _check_initiate_browser_payment_17_response_source_of_funds_provided,
    "type": _check_initiate_browser_payment_17_response_source_of_funds_type,
}


def _check_initiate_browser_payment_17_response_source_of_funds(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("sourceOfFunds", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_SOURCE_OF_FUNDS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "sourceOfFunds", errors)


def _check_initiate_browser_payment_17_response_time_of_record(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("timeOfRecord", "Must be a string."))
    elif _PATTERN_25.search(value) is None:
        errors.append(invalid("timeOfRecord", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid("timeOfRecord", "Must name a calendar date."))


def _check_initiate_browser_payment_17_response_transaction_acquirer_batch(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_whole_number(value):
        errors.append(invalid("transaction.acquirer.batch", "Must be a whole number."))
    elif value < 1 or value > 2147483647:
        errors.append(invalid("transaction.acquirer.batch", "Must be 1 to 2147483647."))


def _check_initiate_browser_payment_17_response_transaction_acquirer_custom_data(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.acquirer.customData", "Must be a string."))
    elif not 1 <= len(value) <= 4000:
        errors.append(invalid("transaction.acquirer.customData", "Must be 1 to 4000 characters long."))


def _check_initiate_browser_payment_17_response_transaction_acquirer_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.acquirer.date", "Must be a string."))
    elif not 1 <= len(value) <= 4000:
        errors.append(invalid("transaction.acquirer.date", "Must be 1 to 4000 characters long."))


def _check_initiate_browser_payment_17_response_transaction_acquirer_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.acquirer.id", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.acquirer.id", "Must be 1 to 40 characters long."))


def _check_initiate_browser_payment_17_response_transaction_acquirer_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.acquirer.time", "Must be a string."))
    elif not 1 <= len(value) <= 4000:
        errors.append(invalid("transaction.acquirer.time", "Must be 1 to 4000 characters long."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_TRANSACTION_ACQUIRER_FIELDS: Final[dict[str, FieldCheck]] = {
    "batch": _check_initiate_browser_payment_17_response_transaction_acquirer_batch,
    "customData": _check_initiate_browser_payment_17_response_transaction_acquirer_custom_data,
    "date": _check_initiate_browser_payment_17_response_transaction_acquirer_date,
    "id": _check_initiate_browser_payment_17_response_transaction_acquirer_id,
    "time": _check_initiate_browser_payment_17_response_transaction_acquirer_time,
}


def _check_initiate_browser_payment_17_response_transaction_acquirer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.acquirer", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_TRANSACTION_ACQUIRER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "transaction.acquirer", errors)
    if "id" not in value:
        errors.append(missing("transaction.acquirer.id"))


def _check_initiate_browser_payment_17_response_transaction_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("transaction.amount", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid("transaction.amount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("transaction.amount", "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid("transaction.amount", "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid("transaction.amount", "Must be at most 1000000000000."))


def _check_initiate_browser_payment_17_response_transaction_authorization_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.authorizationCode", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.authorizationCode", "Must be 1 to 100 characters long."))
    elif _CHARSET_13.fullmatch(value) is None:
        errors.append(invalid("transaction.authorizationCode", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_initiate_browser_payment_17_response_transaction_batch_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.batchName", "Must be a string."))
    elif not 1 <= len(value) <= 512:
        errors.append(invalid("transaction.batchName", "Must be 1 to 512 characters long."))


def _check_initiate_browser_payment_17_response_transaction_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.currency", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("transaction.currency", "Must be exactly 3 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("transaction.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_initiate_browser_payment_17_response_transaction_frequency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_33:
        errors.append(invalid("transaction.frequency", "Must be one of INSTALLMENT, RECURRING, SINGLE."))


def _check_initiate_browser_payment_17_response_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.id", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.id", "Must be 1 to 40 characters long."))


def _check_initiate_browser_payment_17_response_transaction_item_item_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.description", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid(f"{parent}.description", "Must be 1 to 127 characters long."))


def _check_initiate_browser_payment_17_response_transaction_item_item_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.name", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid(f"{parent}.name", "Must be 1 to 127 characters long."))


def _check_initiate_browser_payment_17_response_transaction_item_item_quantity(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_whole_number(value):
        errors.append(invalid(f"{parent}.quantity", "Must be a whole number."))
    elif value < 1 or value > 9999999999999999:
        errors.append(invalid(f"{parent}.quantity", "Must be 1 to 9999999999999999."))


def _check_initiate_browser_payment_17_response_transaction_item_item_sku(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.sku", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid(f"{parent}.sku", "Must be 1 to 127 characters long."))


def _check_initiate_browser_payment_17_response_transaction_item_item_unit_price(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.unitPrice", "Must be a decimal number."))
    elif _PATTERN_6.search(value_text) is None:
        errors.append(invalid(f"{parent}.unitPrice", "Must be a decimal of digits and '.', optionally signed."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid(f"{parent}.unitPrice", "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "-1000000000000") < 0:
        errors.append(invalid(f"{parent}.unitPrice", "Must be at least -1000000000000."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid(f"{parent}.unitPrice", "Must be at most 1000000000000."))


def _check_initiate_browser_payment_17_response_transaction_item_item_unit_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.unitTaxAmount", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid(f"{parent}.unitTaxAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid(f"{parent}.unitTaxAmount", "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid(f"{parent}.unitTaxAmount", "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid(f"{parent}.unitTaxAmount", "Must be at most 1000000000000."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_TRANSACTION_ITEM_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "description": _check_initiate_browser_payment_17_response_transaction_item_item_description,
    "name": _check_initiate_browser_payment_17_response_transaction_item_item_name,
    "quantity": _check_initiate_browser_payment_17_response_transaction_item_item_quantity,
    "sku": _check_initiate_browser_payment_17_response_transaction_item_item_sku,
    "unitPrice": _check_initiate_browser_payment_17_response_transaction_item_item_unit_price,
    "unitTaxAmount": _check_initiate_browser_payment_17_response_transaction_item_item_unit_tax_amount,
}


def _check_initiate_browser_payment_17_response_transaction_item_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_TRANSACTION_ITEM_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, path, errors)
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
    elif _CHARSET_13.fullmatch(value) is None:
        errors.append(invalid("transaction.receipt", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_initiate_browser_payment_17_response_transaction_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.reference", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.reference", "Must be 1 to 40 characters long."))


def _check_initiate_browser_payment_17_response_transaction_source(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_34:
        errors.append(invalid("transaction.source", "Must be one of CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE."))


def _check_initiate_browser_payment_17_response_transaction_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("transaction.taxAmount", "Must be a decimal number."))
    elif _PATTERN_2.search(value_text) is None:
        errors.append(invalid("transaction.taxAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("transaction.taxAmount", "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid("transaction.taxAmount", "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid("transaction.taxAmount", "Must be at most 1000000000000."))


def _check_initiate_browser_payment_17_response_transaction_terminal(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.terminal", "Must be a string."))
    elif not 1 <= len(value) <= 16:
        errors.append(invalid("transaction.terminal", "Must be 1 to 16 characters long."))


def _check_initiate_browser_payment_17_response_transaction_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_35:
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
        read_order_merchant_charge_rule_name: object = in_order_merchant_charge.get("ruleName", ABSENT) if in_order_merchant_charge is not None else ABSENT
        if (isinstance(read_order_merchant_charge_calculated_by, str) and (read_order_merchant_charge_calculated_by == "GATEWAY")) and read_order_merchant_charge_rule_name is ABSENT and (refused is None or not refused.covers_any(("order.merchantCharge.ruleName", "order.merchantCharge.calculatedBy"))):
            errors.append(missing("order.merchantCharge.ruleName", "order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY)."))
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)
