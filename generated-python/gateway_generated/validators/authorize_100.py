"""The validators of Authorize at version 100: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from ..runtime import FieldCheck, ValidationResult, ABSENT, compare_decimals, compare_segments, count_digits, decimal_scale, decimal_text, enter_clock, is_absolute_url, is_at_or_under, is_calendar_date, is_json_text, is_list, is_record, is_whole_number, key_text, leave_clock, length_within, own_at, products_sum_differs, reference_segments, refusals_of, rule_decimal, sum_differs, to_result, today_text, unreadable_body
from ..runtime.contract import ValidationError, invalid, missing, unsupported

_VALUES_0: Final = frozenset({"AUTHORIZE"})
_VALUES_1: Final = frozenset({"CRYPTOCURRENCY_PURCHASE", "MERCHANT_SETTLEMENT", "OTHER", "PAYROLL"})
_CHARSET_2: Final = re.compile("[A-Z]*")
_CHARSET_3: Final = re.compile("[0-9a-zA-Z \\-]*")
_VALUES_4: Final = frozenset({"ALIEN_REGISTRATION_NUMBER", "BUSINESS_TAX_ID", "COMPANY_REGISTRATION_NUMBER", "CUSTOMER_IDENTIFICATION", "DATE_OF_BIRTH", "DRIVERS_LICENSE", "EMAIL", "GOVERNMENT_ISSUED", "INDIVIDUAL_TAX_ID", "LAW_ENFORCEMENT_IDENTIFICATION", "MILITARY_IDENTIFICATION", "NATIONAL_IDENTIFICATION_CARD", "OTHER", "PASSPORT", "PHONE_NUMBER", "PROXY_IDENTIFICATION", "SOCIAL_SECURITY_NUMBER", "TRAVEL_IDENTIFICATION"})
_VALUES_5: Final = frozenset({"COMMERCIAL_ORGANIZATION", "GOVERNMENT", "NON_PROFIT_ORGANIZATION", "PERSON"})
_VALUES_6: Final = frozenset({"FIXED", "VARIABLE"})
_PATTERN_7: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}\\Z")
_PATTERN_8: Final = re.compile("^[0-9]+(\\.[0-9]+)?\\Z")
_VALUES_9: Final = frozenset({"AD_HOC", "DAILY", "FORTNIGHTLY", "MONTHLY", "OTHER", "QUARTERLY", "TWICE_YEARLY", "WEEKLY", "YEARLY"})
_VALUES_10: Final = frozenset({"INSTALLMENT", "OTHER", "RECURRING", "UNSCHEDULED"})
_CHARSET_11: Final = re.compile("[0-9a-zA-Z]*")
_PATTERN_12: Final = re.compile("^(?:[A-Za-z0-9_]{2}|[0-9]{3}|[A-Za-z0-9_]{2}/[0-9]{3})\\Z")
_PATTERN_13: Final = re.compile("^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)\\Z")
_CHARSET_14: Final = re.compile("[0-9a-zA-Z ]*")
_CHARSET_15: Final = re.compile("[0-9]*")
_VALUES_16: Final = frozenset({"EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"})
_PATTERN_17: Final = re.compile("^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?\\Z")
_CHARSET_18: Final = re.compile("[a-zA-Z]*")
_CHARSET_19: Final = re.compile("[0-9a-zA-Z.]*")
_PATTERN_20: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z\\Z")
_PATTERN_21: Final = re.compile("^[A-Za-z0-9!#\\$%\\&'*+/=?^_`{\\|}\\~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\Z")
_PATTERN_22: Final = re.compile("^\\+[0-9]{1,3} [0-9]+( [0-9]+)*\\Z")
_PATTERN_23: Final = re.compile("^[^ ]*\\Z")
_VALUES_24: Final = frozenset({"ESTIMATED", "FINAL"})
_CHARSET_25: Final = re.compile("[A-Za-z0-9]*")
_CHARSET_26: Final = re.compile("[\\x00-\\x7F]*")
_VALUES_27: Final = frozenset({"DELAYED_CHARGE", "NO_SHOW_PENALTY", "PARTIAL_SHIPMENT"})
_PATTERN_28: Final = re.compile("^https:")
_VALUES_29: Final = frozenset({"HEALTHCARE_DENTAL", "HEALTHCARE_OTHER", "HEALTHCARE_PRESCRIPTION", "HEALTHCARE_VISION"})
_PATTERN_30: Final = re.compile("^-?[0-9]+(\\.[0-9]+)?\\Z")
_VALUES_31: Final = frozenset({"SURCHARGE"})
_VALUES_32: Final = frozenset({"CRYPTOCURRENCY", "DEBT_REPAYMENT", "HIGH_RISK_SECURITIES", "OTHER"})
_CHARSET_33: Final = re.compile("[0-9a-zA-Z\\-_ \\&+!\\$%.=]*")
_VALUES_34: Final = frozenset({"EXEMPT", "NOT_EXEMPT", "NOT_PROVIDED"})
_VALUES_35: Final = frozenset({"NO_ACTION", "REJECT", "REVIEW"})
_VALUES_36: Final = frozenset({"ELECTRONIC", "GROUND", "NOT_SHIPPED", "OVERNIGHT", "PICKUP", "PRIORITY", "SAME_DAY"})
_VALUES_37: Final = frozenset({"INSTALLMENT", "RECURRING", "SINGLE"})
_VALUES_38: Final = frozenset({"MERCHANT_INITIATED_PAYMENTS", "PAYER_DECLINED", "PAYER_INITIATED_PAYMENTS"})
_VALUES_39: Final = frozenset({"CALL_CENTRE", "INTERNET", "MAIL_ORDER", "MOTO", "TELEPHONE_ORDER", "VOICE_RESPONSE"})
_VALUES_40: Final = frozenset({"CALL_CENTRE", "CARD_PRESENT", "INTERNET", "MAIL_ORDER", "MERCHANT", "MOTO", "PAYER_PRESENT", "TELEPHONE_ORDER", "VOICE_RESPONSE"})
_VALUES_41: Final = frozenset({"DEBT_RECOVERY_MERCHANT_INITIATED", "DEBT_RECOVERY_PAYER_INITIATED", "DEBT_RECOVERY_TAP_INITIATED", "FARE"})
_VALUES_42: Final = frozenset({"DEBT_RECOVERY_MERCHANT_INITIATED", "DEBT_RECOVERY_PAYER_INITIATED", "DEBT_RECOVERY_TAP_INITIATED", "FARE_DEFERRED_AUTHORIZATION", "FARE_REAL_TIME_AUTHORIZATION"})
_STRINGS_43: Final = ("authentication", "3ds2", "custom")
_STRINGS_44: Final = ("customer", "mobilephone")
_STRINGS_45: Final = ("order", "transactionfiltering", "avsresponsecoderules", "avsresponsecode")
_STRINGS_46: Final = ("shipping", "contact", "mobilephone")
_CHARSET_47: Final = re.compile("[0-9a-zA-Z\\-_]*")
_VALUES_48: Final = frozenset({"AUTHORIZATION", "AUTHORIZATION_UPDATE", "CAPTURE", "PAYMENT", "REFUND", "VERIFICATION", "VOID_AUTHORIZATION", "VOID_CAPTURE", "VOID_PAYMENT", "VOID_REFUND"})



def _check_authorize_100_request_api_operation(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_0:
        errors.append(invalid(path, "Must be one of AUTHORIZE."))


def _check_authorize_100_request_account_funding_purpose(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_1:
        errors.append(invalid(path, "Must be one of CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL."))


def _check_authorize_100_request_account_funding_recipient_address_city(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_account_funding_recipient_address_country(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_account_funding_recipient_address_post_code_zip(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 10):
        errors.append(invalid(path, "Must be 1 to 10 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))


def _check_authorize_100_request_account_funding_recipient_address_state_province_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 3):
        errors.append(invalid(path, "Must be 1 to 3 characters long."))


def _check_authorize_100_request_account_funding_recipient_address_street(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_account_funding_recipient_address_street2(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_ADDRESS_FIELDS: Final[dict[str, FieldCheck]] = {
    "city": _check_authorize_100_request_account_funding_recipient_address_city,
    "country": _check_authorize_100_request_account_funding_recipient_address_country,
    "postCodeZip": _check_authorize_100_request_account_funding_recipient_address_post_code_zip,
    "stateProvinceCode": _check_authorize_100_request_account_funding_recipient_address_state_province_code,
    "street": _check_authorize_100_request_account_funding_recipient_address_street,
    "street2": _check_authorize_100_request_account_funding_recipient_address_street2,
}


def _check_authorize_100_request_account_funding_recipient_address(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_ADDRESS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_account_funding_recipient_first_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_request_account_funding_recipient_identification_country(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_account_funding_recipient_identification_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_4:
        errors.append(invalid(path, "Must be one of ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION."))


def _check_authorize_100_request_account_funding_recipient_identification_value(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_IDENTIFICATION_FIELDS: Final[dict[str, FieldCheck]] = {
    "country": _check_authorize_100_request_account_funding_recipient_identification_country,
    "type": _check_authorize_100_request_account_funding_recipient_identification_type,
    "value": _check_authorize_100_request_account_funding_recipient_identification_value,
}


def _check_authorize_100_request_account_funding_recipient_identification(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_IDENTIFICATION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_account_funding_recipient_last_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_request_account_funding_recipient_middle_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_authorize_100_request_account_funding_recipient_address,
    "firstName": _check_authorize_100_request_account_funding_recipient_first_name,
    "identification": _check_authorize_100_request_account_funding_recipient_identification,
    "lastName": _check_authorize_100_request_account_funding_recipient_last_name,
    "middleName": _check_authorize_100_request_account_funding_recipient_middle_name,
}


def _check_authorize_100_request_account_funding_recipient(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_account_funding_sender_is_recipient(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_request_account_funding_sender_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_5:
        errors.append(invalid(path, "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."))


_CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_FIELDS: Final[dict[str, FieldCheck]] = {
    "purpose": _check_authorize_100_request_account_funding_purpose,
    "recipient": _check_authorize_100_request_account_funding_recipient,
    "senderIsRecipient": _check_authorize_100_request_account_funding_sender_is_recipient,
    "senderType": _check_authorize_100_request_account_funding_sender_type,
}


def _check_authorize_100_request_account_funding(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_agreement_amount_variability(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_6:
        errors.append(invalid(path, "Must be one of FIXED, VARIABLE."))


def _check_authorize_100_request_agreement_custom_data(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 2048):
        errors.append(invalid(path, "Must be 1 to 2048 characters long."))


def _check_authorize_100_request_agreement_expiry_date(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_agreement_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_agreement_maximum_amount_per_payment(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_agreement_minimum_amount_per_payment(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_agreement_minimum_days_between_payments(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_whole_number(value):
        errors.append(invalid(path, "Must be a whole number."))
    elif value < 1 or value > 9999:
        errors.append(invalid(path, "Must be 1 to 9999."))


def _check_authorize_100_request_agreement_number_of_payments(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_whole_number(value):
        errors.append(invalid(path, "Must be a whole number."))
    elif value < 1 or value > 999:
        errors.append(invalid(path, "Must be 1 to 999."))


def _check_authorize_100_request_agreement_payment_frequency(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_9:
        errors.append(invalid(path, "Must be one of AD_HOC, DAILY, FORTNIGHTLY, MONTHLY, OTHER, QUARTERLY, TWICE_YEARLY, WEEKLY, YEARLY."))


def _check_authorize_100_request_agreement_retailer_abbreviated_trading_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 10):
        errors.append(invalid(path, "Must be 1 to 10 characters long."))


def _check_authorize_100_request_agreement_retailer_merchant_category_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 4):
        errors.append(invalid(path, "Must be 1 to 4 characters long."))


def _check_authorize_100_request_agreement_retailer_trading_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_AGREEMENT_RETAILER_FIELDS: Final[dict[str, FieldCheck]] = {
    "abbreviatedTradingName": _check_authorize_100_request_agreement_retailer_abbreviated_trading_name,
    "merchantCategoryCode": _check_authorize_100_request_agreement_retailer_merchant_category_code,
    "tradingName": _check_authorize_100_request_agreement_retailer_trading_name,
}


def _check_authorize_100_request_agreement_retailer(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AGREEMENT_RETAILER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_agreement_start_date(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must be a calendar date (yyyy-mm-dd)."))
    elif value[:10] < today_text():
        errors.append(invalid(path, "Must not be in the past (today's UTC date or later)."))


def _check_authorize_100_request_agreement_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_10:
        errors.append(invalid(path, "Must be one of INSTALLMENT, OTHER, RECURRING, UNSCHEDULED."))


_CHECK_AUTHORIZE_100_REQUEST_AGREEMENT_FIELDS: Final[dict[str, FieldCheck]] = {
    "amountVariability": _check_authorize_100_request_agreement_amount_variability,
    "customData": _check_authorize_100_request_agreement_custom_data,
    "expiryDate": _check_authorize_100_request_agreement_expiry_date,
    "id": _check_authorize_100_request_agreement_id,
    "maximumAmountPerPayment": _check_authorize_100_request_agreement_maximum_amount_per_payment,
    "minimumAmountPerPayment": _check_authorize_100_request_agreement_minimum_amount_per_payment,
    "minimumDaysBetweenPayments": _check_authorize_100_request_agreement_minimum_days_between_payments,
    "numberOfPayments": _check_authorize_100_request_agreement_number_of_payments,
    "paymentFrequency": _check_authorize_100_request_agreement_payment_frequency,
    "retailer": _check_authorize_100_request_agreement_retailer,
    "startDate": _check_authorize_100_request_agreement_start_date,
    "type": _check_authorize_100_request_agreement_type,
}


def _check_authorize_100_request_agreement(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AGREEMENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_airline_booking_reference(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 6, 15):
        errors.append(invalid(path, "Must be 6 to 15 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_document_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid(path, "Must be a non-empty string."))


def _check_authorize_100_request_airline_itinerary_leg_item_carrier_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_12.search(value) is None:
        errors.append(invalid(path, "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_authorize_100_request_airline_itinerary_leg_item_conjunction_ticket_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 11, 16):
        errors.append(invalid(path, "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_coupon_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 1):
        errors.append(invalid(path, "Must be exactly 1 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_airport(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_date(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_tax(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_time(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_13.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_request_airline_itinerary_leg_item_destination_airport(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_airline_itinerary_leg_item_destination_arrival_date(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_airline_itinerary_leg_item_destination_arrival_time(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_13.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_request_airline_itinerary_leg_item_endorsements_restrictions(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_exchange_ticket_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 11, 16):
        errors.append(invalid(path, "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_fare(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_fare_basis(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 24):
        errors.append(invalid(path, "Must be 1 to 24 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."))


def _check_authorize_100_request_airline_itinerary_leg_item_fees(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_flight_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 4, 6):
        errors.append(invalid(path, "Must be 4 to 6 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_stopover_permitted(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_request_airline_itinerary_leg_item_taxes(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_travel_class(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 3):
        errors.append(invalid(path, "Must be 1 to 3 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_AUTHORIZE_100_REQUEST_AIRLINE_ITINERARY_LEG_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "carrierCode": _check_authorize_100_request_airline_itinerary_leg_item_carrier_code,
    "conjunctionTicketNumber": _check_authorize_100_request_airline_itinerary_leg_item_conjunction_ticket_number,
    "couponNumber": _check_authorize_100_request_airline_itinerary_leg_item_coupon_number,
    "departureAirport": _check_authorize_100_request_airline_itinerary_leg_item_departure_airport,
    "departureDate": _check_authorize_100_request_airline_itinerary_leg_item_departure_date,
    "departureTax": _check_authorize_100_request_airline_itinerary_leg_item_departure_tax,
    "departureTime": _check_authorize_100_request_airline_itinerary_leg_item_departure_time,
    "destinationAirport": _check_authorize_100_request_airline_itinerary_leg_item_destination_airport,
    "destinationArrivalDate": _check_authorize_100_request_airline_itinerary_leg_item_destination_arrival_date,
    "destinationArrivalTime": _check_authorize_100_request_airline_itinerary_leg_item_destination_arrival_time,
    "endorsementsRestrictions": _check_authorize_100_request_airline_itinerary_leg_item_endorsements_restrictions,
    "exchangeTicketNumber": _check_authorize_100_request_airline_itinerary_leg_item_exchange_ticket_number,
    "fare": _check_authorize_100_request_airline_itinerary_leg_item_fare,
    "fareBasis": _check_authorize_100_request_airline_itinerary_leg_item_fare_basis,
    "fees": _check_authorize_100_request_airline_itinerary_leg_item_fees,
    "flightNumber": _check_authorize_100_request_airline_itinerary_leg_item_flight_number,
    "stopoverPermitted": _check_authorize_100_request_airline_itinerary_leg_item_stopover_permitted,
    "taxes": _check_authorize_100_request_airline_itinerary_leg_item_taxes,
    "travelClass": _check_authorize_100_request_airline_itinerary_leg_item_travel_class,
}


def _check_authorize_100_request_airline_itinerary_leg_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_ITINERARY_LEG_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_airline_itinerary_leg(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(path, "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_airline_itinerary_leg_item(item, f"{path}[{index}]", errors)


def _check_authorize_100_request_airline_itinerary_number_in_party(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 3):
        errors.append(invalid(path, "Must be 1 to 3 characters long."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_airline_itinerary_origin_country(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


_CHECK_AUTHORIZE_100_REQUEST_AIRLINE_ITINERARY_FIELDS: Final[dict[str, FieldCheck]] = {
    "leg": _check_authorize_100_request_airline_itinerary_leg,
    "numberInParty": _check_authorize_100_request_airline_itinerary_number_in_party,
    "originCountry": _check_authorize_100_request_airline_itinerary_origin_country,
}


def _check_authorize_100_request_airline_itinerary(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_ITINERARY_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_airline_passenger_item_first_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_request_airline_passenger_item_frequent_flyer_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))


def _check_authorize_100_request_airline_passenger_item_last_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))


def _check_authorize_100_request_airline_passenger_item_middle_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_request_airline_passenger_item_specific_information(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 59):
        errors.append(invalid(path, "Must be 1 to 59 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_passenger_item_title(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_AIRLINE_PASSENGER_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "firstName": _check_authorize_100_request_airline_passenger_item_first_name,
    "frequentFlyerNumber": _check_authorize_100_request_airline_passenger_item_frequent_flyer_number,
    "lastName": _check_authorize_100_request_airline_passenger_item_last_name,
    "middleName": _check_authorize_100_request_airline_passenger_item_middle_name,
    "specificInformation": _check_authorize_100_request_airline_passenger_item_specific_information,
    "title": _check_authorize_100_request_airline_passenger_item_title,
}


def _check_authorize_100_request_airline_passenger_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_PASSENGER_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_airline_passenger(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(path, "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_airline_passenger_item(item, f"{path}[{index}]", errors)


def _check_authorize_100_request_airline_plan_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 2, 2):
        errors.append(invalid(path, "Must be exactly 2 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_ticket_conjunction_ticket_indicator(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_request_airline_ticket_e_ticket(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_request_airline_ticket_exchanged_ticket_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 11, 16):
        errors.append(invalid(path, "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_ticket_issue_address(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 16):
        errors.append(invalid(path, "Must be 1 to 16 characters long."))


def _check_authorize_100_request_airline_ticket_issue_carrier_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_12.search(value) is None:
        errors.append(invalid(path, "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_authorize_100_request_airline_ticket_issue_carrier_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 25):
        errors.append(invalid(path, "Must be 1 to 25 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_ticket_issue_city(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_airline_ticket_issue_country(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_airline_ticket_issue_date(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_airline_ticket_issue_travel_agent_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 8, 9):
        errors.append(invalid(path, "Must be 8 to 9 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_ticket_issue_travel_agent_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 30):
        errors.append(invalid(path, "Must be 1 to 30 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_AIRLINE_TICKET_ISSUE_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_authorize_100_request_airline_ticket_issue_address,
    "carrierCode": _check_authorize_100_request_airline_ticket_issue_carrier_code,
    "carrierName": _check_authorize_100_request_airline_ticket_issue_carrier_name,
    "city": _check_authorize_100_request_airline_ticket_issue_city,
    "country": _check_authorize_100_request_airline_ticket_issue_country,
    "date": _check_authorize_100_request_airline_ticket_issue_date,
    "travelAgentCode": _check_authorize_100_request_airline_ticket_issue_travel_agent_code,
    "travelAgentName": _check_authorize_100_request_airline_ticket_issue_travel_agent_name,
}


def _check_authorize_100_request_airline_ticket_issue(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_TICKET_ISSUE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_airline_ticket_restricted(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_request_airline_ticket_tax_or_fee_item_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_ticket_tax_or_fee_item_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_AUTHORIZE_100_REQUEST_AIRLINE_TICKET_TAX_OR_FEE_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_airline_ticket_tax_or_fee_item_amount,
    "type": _check_authorize_100_request_airline_ticket_tax_or_fee_item_type,
}


def _check_authorize_100_request_airline_ticket_tax_or_fee_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_TICKET_TAX_OR_FEE_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_airline_ticket_tax_or_fee(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(path, "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_airline_ticket_tax_or_fee_item(item, f"{path}[{index}]", errors)


def _check_authorize_100_request_airline_ticket_ticket_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 11, 16):
        errors.append(invalid(path, "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_ticket_total_fare(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_ticket_total_fees(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_ticket_total_taxes(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_AIRLINE_TICKET_FIELDS: Final[dict[str, FieldCheck]] = {
    "conjunctionTicketIndicator": _check_authorize_100_request_airline_ticket_conjunction_ticket_indicator,
    "eTicket": _check_authorize_100_request_airline_ticket_e_ticket,
    "exchangedTicketNumber": _check_authorize_100_request_airline_ticket_exchanged_ticket_number,
    "issue": _check_authorize_100_request_airline_ticket_issue,
    "restricted": _check_authorize_100_request_airline_ticket_restricted,
    "taxOrFee": _check_authorize_100_request_airline_ticket_tax_or_fee,
    "ticketNumber": _check_authorize_100_request_airline_ticket_ticket_number,
    "totalFare": _check_authorize_100_request_airline_ticket_total_fare,
    "totalFees": _check_authorize_100_request_airline_ticket_total_fees,
    "totalTaxes": _check_authorize_100_request_airline_ticket_total_taxes,
}


def _check_authorize_100_request_airline_ticket(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_TICKET_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_airline_transaction_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_16:
        errors.append(invalid(path, "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER."))


_CHECK_AUTHORIZE_100_REQUEST_AIRLINE_FIELDS: Final[dict[str, FieldCheck]] = {
    "bookingReference": _check_authorize_100_request_airline_booking_reference,
    "documentType": _check_authorize_100_request_airline_document_type,
    "itinerary": _check_authorize_100_request_airline_itinerary,
    "passenger": _check_authorize_100_request_airline_passenger,
    "planNumber": _check_authorize_100_request_airline_plan_number,
    "ticket": _check_authorize_100_request_airline_ticket,
    "transactionType": _check_authorize_100_request_airline_transaction_type,
}


def _check_authorize_100_request_airline(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_authentication_3ds_acs_eci(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 2):
        errors.append(invalid(path, "Must be 1 to 2 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_authentication_3ds_authentication_token(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif len(value) not in (28, 32):
        errors.append(invalid(path, "Must be 28 or 32 characters long."))
    elif _PATTERN_17.search(value) is None:
        errors.append(invalid(path, "Must have the required form: Base64 encoded text, with the stated allowed lengths."))


def _check_authorize_100_request_authentication_3ds_transaction_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_3DS_FIELDS: Final[dict[str, FieldCheck]] = {
    "acsEci": _check_authorize_100_request_authentication_3ds_acs_eci,
    "authenticationToken": _check_authorize_100_request_authentication_3ds_authentication_token,
    "transactionId": _check_authorize_100_request_authentication_3ds_transaction_id,
}


def _check_authorize_100_request_authentication_3ds(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_3DS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_authentication_3ds1_pa_res_status(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 1):
        errors.append(invalid(path, "Must be exactly 1 characters long."))
    elif _CHARSET_18.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters a-z and A-Z (Alpha)."))


def _check_authorize_100_request_authentication_3ds1_ve_res_enrolled(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 1):
        errors.append(invalid(path, "Must be exactly 1 characters long."))
    elif _CHARSET_18.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters a-z and A-Z (Alpha)."))


_CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_3DS1_FIELDS: Final[dict[str, FieldCheck]] = {
    "paResStatus": _check_authorize_100_request_authentication_3ds1_pa_res_status,
    "veResEnrolled": _check_authorize_100_request_authentication_3ds1_ve_res_enrolled,
}


def _check_authorize_100_request_authentication_3ds1(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_3DS1_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_authentication_3ds2_acs_reference(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 0, 32):
        errors.append(invalid(path, "Must be 0 to 32 characters long."))


def _check_authorize_100_request_authentication_3ds2_acs_transaction_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 36, 36):
        errors.append(invalid(path, "Must be exactly 36 characters long."))


def _check_authorize_100_request_authentication_3ds2_authentication_scheme(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid(path, "Must be a non-empty string."))


def _check_authorize_100_request_authentication_3ds2_custom(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 4000):
        errors.append(invalid(path, "Must be 1 to 4000 characters long."))
    elif not is_json_text(value):
        errors.append(invalid(path, "Must be valid JSON text."))


def _check_authorize_100_request_authentication_3ds2_ds_reference(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 0, 32):
        errors.append(invalid(path, "Must be 0 to 32 characters long."))


def _check_authorize_100_request_authentication_3ds2_protocol_version(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))
    elif _CHARSET_19.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z, A-Z and '.' (Alphanumeric + additional characters)."))


def _check_authorize_100_request_authentication_3ds2_status_reason_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 2, 2):
        errors.append(invalid(path, "Must be exactly 2 characters long."))


def _check_authorize_100_request_authentication_3ds2_transaction_status(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 1):
        errors.append(invalid(path, "Must be exactly 1 characters long."))
    elif _CHARSET_18.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters a-z and A-Z (Alpha)."))


_CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_3DS2_FIELDS: Final[dict[str, FieldCheck]] = {
    "acsReference": _check_authorize_100_request_authentication_3ds2_acs_reference,
    "acsTransactionId": _check_authorize_100_request_authentication_3ds2_acs_transaction_id,
    "authenticationScheme": _check_authorize_100_request_authentication_3ds2_authentication_scheme,
    "custom": _check_authorize_100_request_authentication_3ds2_custom,
    "dsReference": _check_authorize_100_request_authentication_3ds2_ds_reference,
    "protocolVersion": _check_authorize_100_request_authentication_3ds2_protocol_version,
    "statusReasonCode": _check_authorize_100_request_authentication_3ds2_status_reason_code,
    "transactionStatus": _check_authorize_100_request_authentication_3ds2_transaction_status,
}


def _check_authorize_100_request_authentication_3ds2(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_3DS2_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(prefix + name):
                errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_authentication_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_authentication_time(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_20.search(value) is None:
        errors.append(invalid(path, "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must name a calendar date."))


def _check_authorize_100_request_authentication_transaction_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 40):
        errors.append(invalid(path, "Must be 1 to 40 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_FIELDS: Final[dict[str, FieldCheck]] = {
    "3ds": _check_authorize_100_request_authentication_3ds,
    "3ds1": _check_authorize_100_request_authentication_3ds1,
    "3ds2": _check_authorize_100_request_authentication_3ds2,
    "amount": _check_authorize_100_request_authentication_amount,
    "time": _check_authorize_100_request_authentication_time,
    "transactionId": _check_authorize_100_request_authentication_transaction_id,
}


def _check_authorize_100_request_authentication(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(prefix + name):
                errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_customer_email(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 4, None):
        errors.append(invalid(path, "Must be at least 4 characters long."))
    elif _PATTERN_21.search(value) is None:
        errors.append(invalid(path, "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."))


def _check_authorize_100_request_customer_first_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_request_customer_last_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_request_customer_middle_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_request_customer_mobile_phone(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_22.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
    elif count_digits(value) > 15:
        errors.append(invalid(path, "Must have at most 15 digits in total."))


def _check_authorize_100_request_customer_phone(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_22.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
    elif count_digits(value) > 15:
        errors.append(invalid(path, "Must have at most 15 digits in total."))


def _check_authorize_100_request_customer_tax_registration_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 30):
        errors.append(invalid(path, "Must be 1 to 30 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_CUSTOMER_FIELDS: Final[dict[str, FieldCheck]] = {
    "email": _check_authorize_100_request_customer_email,
    "firstName": _check_authorize_100_request_customer_first_name,
    "lastName": _check_authorize_100_request_customer_last_name,
    "middleName": _check_authorize_100_request_customer_middle_name,
    "mobilePhone": _check_authorize_100_request_customer_mobile_phone,
    "phone": _check_authorize_100_request_customer_phone,
    "taxRegistrationId": _check_authorize_100_request_customer_tax_registration_id,
}


def _check_authorize_100_request_customer(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_CUSTOMER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(prefix + name):
                errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_debt_repayment_recipient_account_identifier(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_request_debt_repayment_recipient_date_of_birth(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_debt_repayment_recipient_last_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_request_debt_repayment_recipient_postcode_zip(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 10):
        errors.append(invalid(path, "Must be 1 to 10 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_DEBT_REPAYMENT_RECIPIENT_FIELDS: Final[dict[str, FieldCheck]] = {
    "accountIdentifier": _check_authorize_100_request_debt_repayment_recipient_account_identifier,
    "dateOfBirth": _check_authorize_100_request_debt_repayment_recipient_date_of_birth,
    "lastName": _check_authorize_100_request_debt_repayment_recipient_last_name,
    "postcodeZip": _check_authorize_100_request_debt_repayment_recipient_postcode_zip,
}


def _check_authorize_100_request_debt_repayment_recipient(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_DEBT_REPAYMENT_RECIPIENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)
    if "accountIdentifier" not in value:
        errors.append(missing(prefix + "accountIdentifier"))
    if "dateOfBirth" not in value:
        errors.append(missing(prefix + "dateOfBirth"))
    if "lastName" not in value:
        errors.append(missing(prefix + "lastName"))
    if "postcodeZip" not in value:
        errors.append(missing(prefix + "postcodeZip"))


_CHECK_AUTHORIZE_100_REQUEST_DEBT_REPAYMENT_FIELDS: Final[dict[str, FieldCheck]] = {
    "recipient": _check_authorize_100_request_debt_repayment_recipient,
}


def _check_authorize_100_request_debt_repayment(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_DEBT_REPAYMENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_device_ani(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 10):
        errors.append(invalid(path, "Must be 1 to 10 characters long."))


def _check_authorize_100_request_device_ani_call_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 2):
        errors.append(invalid(path, "Must be 1 to 2 characters long."))


def _check_authorize_100_request_device_browser(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 2048):
        errors.append(invalid(path, "Must be 1 to 2048 characters long."))


def _check_authorize_100_request_device_fingerprint(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 4000):
        errors.append(invalid(path, "Must be 1 to 4000 characters long."))


def _check_authorize_100_request_device_hostname(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 60):
        errors.append(invalid(path, "Must be 1 to 60 characters long."))


def _check_authorize_100_request_device_ip_address(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 7, 45):
        errors.append(invalid(path, "Must be 7 to 45 characters long."))


def _check_authorize_100_request_device_mobile_phone_model(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 255):
        errors.append(invalid(path, "Must be 1 to 255 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_DEVICE_FIELDS: Final[dict[str, FieldCheck]] = {
    "ani": _check_authorize_100_request_device_ani,
    "aniCallType": _check_authorize_100_request_device_ani_call_type,
    "browser": _check_authorize_100_request_device_browser,
    "fingerprint": _check_authorize_100_request_device_fingerprint,
    "hostname": _check_authorize_100_request_device_hostname,
    "ipAddress": _check_authorize_100_request_device_ip_address,
    "mobilePhoneModel": _check_authorize_100_request_device_mobile_phone_model,
}


def _check_authorize_100_request_device(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_DEVICE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_external_token_provider_custom_data(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 4000):
        errors.append(invalid(path, "Must be 1 to 4000 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_EXTERNAL_TOKEN_PROVIDER_FIELDS: Final[dict[str, FieldCheck]] = {
    "customData": _check_authorize_100_request_external_token_provider_custom_data,
}


def _check_authorize_100_request_external_token_provider(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_EXTERNAL_TOKEN_PROVIDER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_initiator_user_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 256):
        errors.append(invalid(path, "Must be 1 to 256 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_INITIATOR_FIELDS: Final[dict[str, FieldCheck]] = {
    "userId": _check_authorize_100_request_initiator_user_id,
}


def _check_authorize_100_request_initiator(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_INITIATOR_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_line_of_business(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))
    elif _PATTERN_23.search(value) is None:
        errors.append(invalid(path, "Must have the required form: No spaces."))


def _check_authorize_100_request_order_accept_partial_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_request_order_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_cashback_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_certainty(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_24:
        errors.append(invalid(path, "Must be one of ESTIMATED, FINAL."))


def _check_authorize_100_request_order_currency(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_order_custom(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object of named values."))
        return
    names = [key_text(key) for key in value]
    if len(names) > 50:
        errors.append(invalid(path, "At most 50 named values are allowed."))
    for name in names:
        entry_path = f"{path}.{name}"
        if (not length_within(name, 1, 99)) or (_CHARSET_25.fullmatch(name) is None):
            errors.append(invalid(entry_path, "The name must be 1 to 99 characters from A-Za-z0-9."))
        else:
            entry = value[name]
            if not isinstance(entry, str):
                errors.append(invalid(entry_path, "Must be a string."))
            elif not length_within(entry, 1, 250):
                errors.append(invalid(entry_path, "Must be 1 to 250 characters long."))


def _check_authorize_100_request_order_customer_note(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 250):
        errors.append(invalid(path, "Must be 1 to 250 characters long."))


def _check_authorize_100_request_order_customer_order_date(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_order_customer_reference(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 0, 25):
        errors.append(invalid(path, "Must be 0 to 25 characters long."))
    elif _CHARSET_26.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_authorize_100_request_order_description(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 127):
        errors.append(invalid(path, "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_discount_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_discount_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 40):
        errors.append(invalid(path, "Must be 1 to 40 characters long."))


def _check_authorize_100_request_order_discount_description(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 127):
        errors.append(invalid(path, "Must be 1 to 127 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_DISCOUNT_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_order_discount_amount,
    "code": _check_authorize_100_request_order_discount_code,
    "description": _check_authorize_100_request_order_discount_description,
}


def _check_authorize_100_request_order_discount(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_DISCOUNT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_order_duty_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid(path, "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid(path, "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid(path, "Must be at most 1000000000000."))


def _check_authorize_100_request_order_gratuity_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_industry_practice_payment_reason(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_27:
        errors.append(invalid(path, "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT."))


def _check_authorize_100_request_order_invoice_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 25):
        errors.append(invalid(path, "Must be 1 to 25 characters long."))


def _check_authorize_100_request_order_item_item_brand(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 127):
        errors.append(invalid(path, "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_item_item_category(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 127):
        errors.append(invalid(path, "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_item_item_description(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 127):
        errors.append(invalid(path, "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_item_item_detail_acquirer_custom(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 4000):
        errors.append(invalid(path, "Must be 1 to 4000 characters long."))
    elif not is_json_text(value):
        errors.append(invalid(path, "Must be valid JSON text."))


def _check_authorize_100_request_order_item_item_detail_commodity_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_item_item_detail_tax_item_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_item_item_detail_tax_item_rate(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 6:
        errors.append(invalid(path, "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 6):
        errors.append(invalid(path, "Must be 1 to 6 characters long."))


def _check_authorize_100_request_order_item_item_detail_tax_item_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_ITEM_ITEM_DETAIL_TAX_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_order_item_item_detail_tax_item_amount,
    "rate": _check_authorize_100_request_order_item_item_detail_tax_item_rate,
    "type": _check_authorize_100_request_order_item_item_detail_tax_item_type,
}


def _check_authorize_100_request_order_item_item_detail_tax_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_ITEM_ITEM_DETAIL_TAX_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_order_item_item_detail_tax(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(path, "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_order_item_item_detail_tax_item(item, f"{path}[{index}]", errors)


def _check_authorize_100_request_order_item_item_detail_unit_discount_rate(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_item_item_detail_unit_tax_rate(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_item_item_detail_unit_tax_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 10):
        errors.append(invalid(path, "Must be 1 to 10 characters long."))


def _check_authorize_100_request_order_item_item_detail_unspsc(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_item_item_detail_upc(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9 (Digits)."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_ITEM_ITEM_DETAIL_FIELDS: Final[dict[str, FieldCheck]] = {
    "acquirerCustom": _check_authorize_100_request_order_item_item_detail_acquirer_custom,
    "commodityCode": _check_authorize_100_request_order_item_item_detail_commodity_code,
    "tax": _check_authorize_100_request_order_item_item_detail_tax,
    "unitDiscountRate": _check_authorize_100_request_order_item_item_detail_unit_discount_rate,
    "unitTaxRate": _check_authorize_100_request_order_item_item_detail_unit_tax_rate,
    "unitTaxType": _check_authorize_100_request_order_item_item_detail_unit_tax_type,
    "unspsc": _check_authorize_100_request_order_item_item_detail_unspsc,
    "upc": _check_authorize_100_request_order_item_item_detail_upc,
}


def _check_authorize_100_request_order_item_item_detail(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_ITEM_ITEM_DETAIL_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_order_item_item_image(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_28.search(value) is None:
        errors.append(invalid(path, "Must have the required form: An https URI."))
    elif not is_absolute_url(value):
        errors.append(invalid(path, "Must be an absolute URL."))


def _check_authorize_100_request_order_item_item_industry_category(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_29:
        errors.append(invalid(path, "Must be one of HEALTHCARE_DENTAL, HEALTHCARE_OTHER, HEALTHCARE_PRESCRIPTION, HEALTHCARE_VISION."))


def _check_authorize_100_request_order_item_item_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 127):
        errors.append(invalid(path, "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_item_item_quantity(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 30:
        errors.append(invalid(path, "Must be 0 to 30 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 0, 30):
        errors.append(invalid(path, "Must be 0 to 30 characters long."))
    elif compare_decimals(value_text, "0") <= 0:
        errors.append(invalid(path, "Must be greater than 0."))


def _check_authorize_100_request_order_item_item_sku(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 127):
        errors.append(invalid(path, "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_item_item_unit_discount_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_item_item_unit_of_measure(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 10):
        errors.append(invalid(path, "Must be 1 to 10 characters long."))


def _check_authorize_100_request_order_item_item_unit_price(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_30.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.', optionally signed."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_item_item_unit_tax_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_ITEM_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "brand": _check_authorize_100_request_order_item_item_brand,
    "category": _check_authorize_100_request_order_item_item_category,
    "description": _check_authorize_100_request_order_item_item_description,
    "detail": _check_authorize_100_request_order_item_item_detail,
    "image": _check_authorize_100_request_order_item_item_image,
    "industryCategory": _check_authorize_100_request_order_item_item_industry_category,
    "name": _check_authorize_100_request_order_item_item_name,
    "quantity": _check_authorize_100_request_order_item_item_quantity,
    "sku": _check_authorize_100_request_order_item_item_sku,
    "unitDiscountAmount": _check_authorize_100_request_order_item_item_unit_discount_amount,
    "unitOfMeasure": _check_authorize_100_request_order_item_item_unit_of_measure,
    "unitPrice": _check_authorize_100_request_order_item_item_unit_price,
    "unitTaxAmount": _check_authorize_100_request_order_item_item_unit_tax_amount,
}


def _check_authorize_100_request_order_item_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_ITEM_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)
    if "name" not in value:
        errors.append(missing(prefix + "name"))
    if "quantity" not in value:
        errors.append(missing(prefix + "quantity"))
    if "unitPrice" not in value:
        errors.append(missing(prefix + "unitPrice"))


def _check_authorize_100_request_order_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(path, "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_order_item_item(item, f"{path}[{index}]", errors)


def _check_authorize_100_request_order_item_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_local_tax_registration_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 25):
        errors.append(invalid(path, "Must be 1 to 25 characters long."))


def _check_authorize_100_request_order_merchant_category_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 4, 4):
        errors.append(invalid(path, "Must be exactly 4 characters long."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_merchant_charge_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_merchant_charge_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_31:
        errors.append(invalid(path, "Must be one of SURCHARGE."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_MERCHANT_CHARGE_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_order_merchant_charge_amount,
    "type": _check_authorize_100_request_order_merchant_charge_type,
}


def _check_authorize_100_request_order_merchant_charge(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_MERCHANT_CHARGE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)
    if "type" not in value:
        errors.append(missing(prefix + "type"))


def _check_authorize_100_request_order_merchant_partner_id_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 6):
        errors.append(invalid(path, "Must be 1 to 6 characters long."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_net_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_notification_url(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid(path, "Must be an absolute URL."))


def _check_authorize_100_request_order_owning_entity(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 40):
        errors.append(invalid(path, "Must be 1 to 40 characters long."))


def _check_authorize_100_request_order_purchase_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_32:
        errors.append(invalid(path, "Must be one of CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER."))


def _check_authorize_100_request_order_reference(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 40):
        errors.append(invalid(path, "Must be 1 to 40 characters long."))


def _check_authorize_100_request_order_requestor_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_reward_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_reward_balance_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))
    elif _CHARSET_33.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z, A-Z, '-', '_', space, '&', '+', '!', '$', '%', '.' and '=' (Alphanumeric + additional characters)."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_REWARD_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_order_reward_amount,
    "balanceId": _check_authorize_100_request_order_reward_balance_id,
}


def _check_authorize_100_request_order_reward(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_REWARD_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)
    if "balanceId" not in value:
        errors.append(missing(prefix + "balanceId"))


def _check_authorize_100_request_order_shipping_and_handling_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_shipping_and_handling_tax_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid(path, "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid(path, "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid(path, "Must be at most 1000000000000."))


def _check_authorize_100_request_order_shipping_and_handling_tax_rate(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 4:
        errors.append(invalid(path, "Must have at most 4 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid(path, "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000000000") > 0:
        errors.append(invalid(path, "Must be at most 1000000000000000000."))


def _check_authorize_100_request_order_statement_descriptor_address_city(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_statement_descriptor_address_company(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_statement_descriptor_address_country(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_order_statement_descriptor_address_postcode_zip(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 10):
        errors.append(invalid(path, "Must be 1 to 10 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))


def _check_authorize_100_request_order_statement_descriptor_address_state_province(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))


def _check_authorize_100_request_order_statement_descriptor_address_state_province_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 3):
        errors.append(invalid(path, "Must be 1 to 3 characters long."))


def _check_authorize_100_request_order_statement_descriptor_address_street(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_statement_descriptor_address_street2(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_STATEMENT_DESCRIPTOR_ADDRESS_FIELDS: Final[dict[str, FieldCheck]] = {
    "city": _check_authorize_100_request_order_statement_descriptor_address_city,
    "company": _check_authorize_100_request_order_statement_descriptor_address_company,
    "country": _check_authorize_100_request_order_statement_descriptor_address_country,
    "postcodeZip": _check_authorize_100_request_order_statement_descriptor_address_postcode_zip,
    "stateProvince": _check_authorize_100_request_order_statement_descriptor_address_state_province,
    "stateProvinceCode": _check_authorize_100_request_order_statement_descriptor_address_state_province_code,
    "street": _check_authorize_100_request_order_statement_descriptor_address_street,
    "street2": _check_authorize_100_request_order_statement_descriptor_address_street2,
}


def _check_authorize_100_request_order_statement_descriptor_address(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_STATEMENT_DESCRIPTOR_ADDRESS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_order_statement_descriptor_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_statement_descriptor_phone(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))


def _check_authorize_100_request_order_statement_descriptor_website_url(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid(path, "Must be an absolute URL."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_STATEMENT_DESCRIPTOR_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_authorize_100_request_order_statement_descriptor_address,
    "name": _check_authorize_100_request_order_statement_descriptor_name,
    "phone": _check_authorize_100_request_order_statement_descriptor_phone,
    "websiteUrl": _check_authorize_100_request_order_statement_descriptor_website_url,
}


def _check_authorize_100_request_order_statement_descriptor(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_STATEMENT_DESCRIPTOR_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_order_sub_merchant_address_city(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_address_company(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_address_country(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_order_sub_merchant_address_postcode_zip(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 10):
        errors.append(invalid(path, "Must be 1 to 10 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))


def _check_authorize_100_request_order_sub_merchant_address_state_province(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))


def _check_authorize_100_request_order_sub_merchant_address_state_province_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 3):
        errors.append(invalid(path, "Must be 1 to 3 characters long."))


def _check_authorize_100_request_order_sub_merchant_address_street(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_address_street2(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_SUB_MERCHANT_ADDRESS_FIELDS: Final[dict[str, FieldCheck]] = {
    "city": _check_authorize_100_request_order_sub_merchant_address_city,
    "company": _check_authorize_100_request_order_sub_merchant_address_company,
    "country": _check_authorize_100_request_order_sub_merchant_address_country,
    "postcodeZip": _check_authorize_100_request_order_sub_merchant_address_postcode_zip,
    "stateProvince": _check_authorize_100_request_order_sub_merchant_address_state_province,
    "stateProvinceCode": _check_authorize_100_request_order_sub_merchant_address_state_province_code,
    "street": _check_authorize_100_request_order_sub_merchant_address_street,
    "street2": _check_authorize_100_request_order_sub_merchant_address_street2,
}


def _check_authorize_100_request_order_sub_merchant_address(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_SUB_MERCHANT_ADDRESS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_order_sub_merchant_bank_industry_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 4, 4):
        errors.append(invalid(path, "Must be exactly 4 characters long."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_sub_merchant_dispute_contact_phone(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_22.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
    elif count_digits(value) > 15:
        errors.append(invalid(path, "Must have at most 15 digits in total."))


def _check_authorize_100_request_order_sub_merchant_email(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 4, None):
        errors.append(invalid(path, "Must be at least 4 characters long."))
    elif _PATTERN_21.search(value) is None:
        errors.append(invalid(path, "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."))


def _check_authorize_100_request_order_sub_merchant_government_country_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_order_sub_merchant_identifier(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_marketplace_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 11):
        errors.append(invalid(path, "Must be 1 to 11 characters long."))


def _check_authorize_100_request_order_sub_merchant_phone(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))


def _check_authorize_100_request_order_sub_merchant_registered_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_trading_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_website_url(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid(path, "Must be an absolute URL."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_SUB_MERCHANT_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_authorize_100_request_order_sub_merchant_address,
    "bankIndustryCode": _check_authorize_100_request_order_sub_merchant_bank_industry_code,
    "disputeContactPhone": _check_authorize_100_request_order_sub_merchant_dispute_contact_phone,
    "email": _check_authorize_100_request_order_sub_merchant_email,
    "governmentCountryCode": _check_authorize_100_request_order_sub_merchant_government_country_code,
    "identifier": _check_authorize_100_request_order_sub_merchant_identifier,
    "marketplaceId": _check_authorize_100_request_order_sub_merchant_marketplace_id,
    "phone": _check_authorize_100_request_order_sub_merchant_phone,
    "registeredName": _check_authorize_100_request_order_sub_merchant_registered_name,
    "tradingName": _check_authorize_100_request_order_sub_merchant_trading_name,
    "websiteUrl": _check_authorize_100_request_order_sub_merchant_website_url,
}


def _check_authorize_100_request_order_sub_merchant(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_SUB_MERCHANT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)
    if "identifier" not in value:
        errors.append(missing(prefix + "identifier"))
    if "tradingName" not in value:
        errors.append(missing(prefix + "tradingName"))


def _check_authorize_100_request_order_tax_item_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_tax_item_rate(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 6:
        errors.append(invalid(path, "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 6):
        errors.append(invalid(path, "Must be 1 to 6 characters long."))


def _check_authorize_100_request_order_tax_item_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_TAX_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_order_tax_item_amount,
    "rate": _check_authorize_100_request_order_tax_item_rate,
    "type": _check_authorize_100_request_order_tax_item_type,
}


def _check_authorize_100_request_order_tax_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_TAX_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_order_tax(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(path, "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_order_tax_item(item, f"{path}[{index}]", errors)


def _check_authorize_100_request_order_tax_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_tax_registration_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 30):
        errors.append(invalid(path, "Must be 1 to 30 characters long."))


def _check_authorize_100_request_order_tax_status(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_34:
        errors.append(invalid(path, "Must be one of EXEMPT, NOT_EXEMPT, NOT_PROVIDED."))


def _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item_action(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_35:
        errors.append(invalid(path, "Must be one of NO_ACTION, REJECT, REVIEW."))


def _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item_avs_response_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid(path, "Must be a non-empty string."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_TRANSACTION_FILTERING_AVS_RESPONSE_CODE_RULES_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "action": _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item_action,
    "avsResponseCode": _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item_avs_response_code,
}


def _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_TRANSACTION_FILTERING_AVS_RESPONSE_CODE_RULES_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(prefix + name):
                errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)
    if "action" not in value:
        errors.append(missing(prefix + "action"))
    if "avsResponseCode" not in value:
        errors.append(missing(prefix + "avsResponseCode"))


def _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(path, "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item(item, f"{path}[{index}]", errors)


_CHECK_AUTHORIZE_100_REQUEST_ORDER_TRANSACTION_FILTERING_FIELDS: Final[dict[str, FieldCheck]] = {
    "avsResponseCodeRules": _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules,
}


def _check_authorize_100_request_order_transaction_filtering(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_TRANSACTION_FILTERING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(prefix + name):
                errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


_CHECK_AUTHORIZE_100_REQUEST_ORDER_FIELDS: Final[dict[str, FieldCheck]] = {
    "acceptPartialAmount": _check_authorize_100_request_order_accept_partial_amount,
    "amount": _check_authorize_100_request_order_amount,
    "cashbackAmount": _check_authorize_100_request_order_cashback_amount,
    "certainty": _check_authorize_100_request_order_certainty,
    "currency": _check_authorize_100_request_order_currency,
    "custom": _check_authorize_100_request_order_custom,
    "customerNote": _check_authorize_100_request_order_customer_note,
    "customerOrderDate": _check_authorize_100_request_order_customer_order_date,
    "customerReference": _check_authorize_100_request_order_customer_reference,
    "description": _check_authorize_100_request_order_description,
    "discount": _check_authorize_100_request_order_discount,
    "dutyAmount": _check_authorize_100_request_order_duty_amount,
    "gratuityAmount": _check_authorize_100_request_order_gratuity_amount,
    "industryPracticePaymentReason": _check_authorize_100_request_order_industry_practice_payment_reason,
    "invoiceNumber": _check_authorize_100_request_order_invoice_number,
    "item": _check_authorize_100_request_order_item,
    "itemAmount": _check_authorize_100_request_order_item_amount,
    "localTaxRegistrationId": _check_authorize_100_request_order_local_tax_registration_id,
    "merchantCategoryCode": _check_authorize_100_request_order_merchant_category_code,
    "merchantCharge": _check_authorize_100_request_order_merchant_charge,
    "merchantPartnerIdCode": _check_authorize_100_request_order_merchant_partner_id_code,
    "netAmount": _check_authorize_100_request_order_net_amount,
    "notificationUrl": _check_authorize_100_request_order_notification_url,
    "owningEntity": _check_authorize_100_request_order_owning_entity,
    "purchaseType": _check_authorize_100_request_order_purchase_type,
    "reference": _check_authorize_100_request_order_reference,
    "requestorName": _check_authorize_100_request_order_requestor_name,
    "reward": _check_authorize_100_request_order_reward,
    "shippingAndHandlingAmount": _check_authorize_100_request_order_shipping_and_handling_amount,
    "shippingAndHandlingTaxAmount": _check_authorize_100_request_order_shipping_and_handling_tax_amount,
    "shippingAndHandlingTaxRate": _check_authorize_100_request_order_shipping_and_handling_tax_rate,
    "statementDescriptor": _check_authorize_100_request_order_statement_descriptor,
    "subMerchant": _check_authorize_100_request_order_sub_merchant,
    "tax": _check_authorize_100_request_order_tax,
    "taxAmount": _check_authorize_100_request_order_tax_amount,
    "taxRegistrationId": _check_authorize_100_request_order_tax_registration_id,
    "taxStatus": _check_authorize_100_request_order_tax_status,
    "transactionFiltering": _check_authorize_100_request_order_transaction_filtering,
}


def _check_authorize_100_request_order(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(prefix + name):
                errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)
    if "currency" not in value:
        errors.append(missing(prefix + "currency"))


def _check_authorize_100_request_shipping_contact_mobile_phone(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_22.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
    elif count_digits(value) > 15:
        errors.append(invalid(path, "Must have at most 15 digits in total."))


def _check_authorize_100_request_shipping_contact_phone(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_22.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
    elif count_digits(value) > 15:
        errors.append(invalid(path, "Must have at most 15 digits in total."))


_CHECK_AUTHORIZE_100_REQUEST_SHIPPING_CONTACT_FIELDS: Final[dict[str, FieldCheck]] = {
    "mobilePhone": _check_authorize_100_request_shipping_contact_mobile_phone,
    "phone": _check_authorize_100_request_shipping_contact_phone,
}


def _check_authorize_100_request_shipping_contact(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_SHIPPING_CONTACT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(prefix + name):
                errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_shipping_method(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_36:
        errors.append(invalid(path, "Must be one of ELECTRONIC, GROUND, NOT_SHIPPED, OVERNIGHT, PICKUP, PRIORITY, SAME_DAY."))


def _check_authorize_100_request_shipping_origin_postcode_zip(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 10):
        errors.append(invalid(path, "Must be 1 to 10 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_SHIPPING_ORIGIN_FIELDS: Final[dict[str, FieldCheck]] = {
    "postcodeZip": _check_authorize_100_request_shipping_origin_postcode_zip,
}


def _check_authorize_100_request_shipping_origin(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_SHIPPING_ORIGIN_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


_CHECK_AUTHORIZE_100_REQUEST_SHIPPING_FIELDS: Final[dict[str, FieldCheck]] = {
    "contact": _check_authorize_100_request_shipping_contact,
    "method": _check_authorize_100_request_shipping_method,
    "origin": _check_authorize_100_request_shipping_origin,
}


def _check_authorize_100_request_shipping(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_SHIPPING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(prefix + name):
                errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_transaction_acquirer_batch(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_whole_number(value):
        errors.append(invalid(path, "Must be a whole number."))
    elif value < 1 or value > 2147483647:
        errors.append(invalid(path, "Must be 1 to 2147483647."))


def _check_authorize_100_request_transaction_acquirer_custom_data(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 2048):
        errors.append(invalid(path, "Must be 1 to 2048 characters long."))


def _check_authorize_100_request_transaction_acquirer_date(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 4000):
        errors.append(invalid(path, "Must be 1 to 4000 characters long."))


def _check_authorize_100_request_transaction_acquirer_time(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 4000):
        errors.append(invalid(path, "Must be 1 to 4000 characters long."))


def _check_authorize_100_request_transaction_acquirer_trace_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 15):
        errors.append(invalid(path, "Must be 1 to 15 characters long."))


def _check_authorize_100_request_transaction_acquirer_transaction_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_ACQUIRER_FIELDS: Final[dict[str, FieldCheck]] = {
    "batch": _check_authorize_100_request_transaction_acquirer_batch,
    "customData": _check_authorize_100_request_transaction_acquirer_custom_data,
    "date": _check_authorize_100_request_transaction_acquirer_date,
    "time": _check_authorize_100_request_transaction_acquirer_time,
    "traceId": _check_authorize_100_request_transaction_acquirer_trace_id,
    "transactionId": _check_authorize_100_request_transaction_acquirer_transaction_id,
}


def _check_authorize_100_request_transaction_acquirer(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_ACQUIRER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_transaction_authorization_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))
    elif _CHARSET_26.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_authorize_100_request_transaction_batch_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 512):
        errors.append(invalid(path, "Must be 1 to 512 characters long."))


def _check_authorize_100_request_transaction_deferred_authorization(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_request_transaction_frequency(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_37:
        errors.append(invalid(path, "Must be one of INSTALLMENT, RECURRING, SINGLE."))


def _check_authorize_100_request_transaction_merchant_note(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 250):
        errors.append(invalid(path, "Must be 1 to 250 characters long."))


def _check_authorize_100_request_transaction_multi_currency_pricing_rate_quote_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_MULTI_CURRENCY_PRICING_RATE_FIELDS: Final[dict[str, FieldCheck]] = {
    "quoteId": _check_authorize_100_request_transaction_multi_currency_pricing_rate_quote_id,
}


def _check_authorize_100_request_transaction_multi_currency_pricing_rate(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_MULTI_CURRENCY_PRICING_RATE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_MULTI_CURRENCY_PRICING_FIELDS: Final[dict[str, FieldCheck]] = {
    "rate": _check_authorize_100_request_transaction_multi_currency_pricing_rate,
}


def _check_authorize_100_request_transaction_multi_currency_pricing(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_MULTI_CURRENCY_PRICING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_transaction_payer_consent_for_storing_card_details(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_38:
        errors.append(invalid(path, "Must be one of MERCHANT_INITIATED_PAYMENTS, PAYER_DECLINED, PAYER_INITIATED_PAYMENTS."))


def _check_authorize_100_request_transaction_receipt(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))
    elif _CHARSET_26.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_authorize_100_request_transaction_reference(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 40):
        errors.append(invalid(path, "Must be 1 to 40 characters long."))


def _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series_source(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_39:
        errors.append(invalid(path, "Must be one of CALL_CENTRE, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_RELATED_TRANSACTIONS_FIRST_TRANSACTION_IN_THE_SERIES_FIELDS: Final[dict[str, FieldCheck]] = {
    "source": _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series_source,
}


def _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_RELATED_TRANSACTIONS_FIRST_TRANSACTION_IN_THE_SERIES_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_RELATED_TRANSACTIONS_FIELDS: Final[dict[str, FieldCheck]] = {
    "firstTransactionInTheSeries": _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series,
}


def _check_authorize_100_request_transaction_related_transactions(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_RELATED_TRANSACTIONS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_transaction_resubmission(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_request_transaction_service_location_city(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_request_transaction_service_location_country(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_transaction_service_location_post_code_zip(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 10):
        errors.append(invalid(path, "Must be 1 to 10 characters long."))


def _check_authorize_100_request_transaction_service_location_state_province_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 3):
        errors.append(invalid(path, "Must be 1 to 3 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_SERVICE_LOCATION_FIELDS: Final[dict[str, FieldCheck]] = {
    "city": _check_authorize_100_request_transaction_service_location_city,
    "country": _check_authorize_100_request_transaction_service_location_country,
    "postCodeZip": _check_authorize_100_request_transaction_service_location_post_code_zip,
    "stateProvinceCode": _check_authorize_100_request_transaction_service_location_state_province_code,
}


def _check_authorize_100_request_transaction_service_location(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_SERVICE_LOCATION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_request_transaction_source(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_40:
        errors.append(invalid(path, "Must be one of CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MERCHANT, MOTO, PAYER_PRESENT, TELEPHONE_ORDER, VOICE_RESPONSE."))


def _check_authorize_100_request_transaction_target_transaction_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 40):
        errors.append(invalid(path, "Must be 1 to 40 characters long."))


def _check_authorize_100_request_transaction_tax_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid(path, "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid(path, "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid(path, "Must be at most 1000000000000."))


def _check_authorize_100_request_transaction_terminal(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 16):
        errors.append(invalid(path, "Must be 1 to 16 characters long."))


def _check_authorize_100_request_transaction_transit_aggregated_fare_aggregation_start_date(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_transaction_transit_aggregated_fare_transportation_mode(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid(path, "Must be a non-empty string."))


def _check_authorize_100_request_transaction_transit_aggregated_fare_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_41:
        errors.append(invalid(path, "Must be one of DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_AGGREGATED_FARE_FIELDS: Final[dict[str, FieldCheck]] = {
    "aggregationStartDate": _check_authorize_100_request_transaction_transit_aggregated_fare_aggregation_start_date,
    "transportationMode": _check_authorize_100_request_transaction_transit_aggregated_fare_transportation_mode,
    "type": _check_authorize_100_request_transaction_transit_aggregated_fare_type,
}


def _check_authorize_100_request_transaction_transit_aggregated_fare(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_AGGREGATED_FARE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)
    if "aggregationStartDate" not in value:
        errors.append(missing(prefix + "aggregationStartDate"))
    if "transportationMode" not in value:
        errors.append(missing(prefix + "transportationMode"))
    if "type" not in value:
        errors.append(missing(prefix + "type"))


def _check_authorize_100_request_transaction_transit_known_fare_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_42:
        errors.append(invalid(path, "Must be one of DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE_DEFERRED_AUTHORIZATION, FARE_REAL_TIME_AUTHORIZATION."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_KNOWN_FARE_FIELDS: Final[dict[str, FieldCheck]] = {
    "type": _check_authorize_100_request_transaction_transit_known_fare_type,
}


def _check_authorize_100_request_transaction_transit_known_fare(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_KNOWN_FARE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_FIELDS: Final[dict[str, FieldCheck]] = {
    "aggregatedFare": _check_authorize_100_request_transaction_transit_aggregated_fare,
    "knownFare": _check_authorize_100_request_transaction_transit_known_fare,
}


def _check_authorize_100_request_transaction_transit(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_FIELDS: Final[dict[str, FieldCheck]] = {
    "acquirer": _check_authorize_100_request_transaction_acquirer,
    "authorizationCode": _check_authorize_100_request_transaction_authorization_code,
    "batchName": _check_authorize_100_request_transaction_batch_name,
    "deferredAuthorization": _check_authorize_100_request_transaction_deferred_authorization,
    "frequency": _check_authorize_100_request_transaction_frequency,
    "merchantNote": _check_authorize_100_request_transaction_merchant_note,
    "multiCurrencyPricing": _check_authorize_100_request_transaction_multi_currency_pricing,
    "payerConsentForStoringCardDetails": _check_authorize_100_request_transaction_payer_consent_for_storing_card_details,
    "receipt": _check_authorize_100_request_transaction_receipt,
    "reference": _check_authorize_100_request_transaction_reference,
    "relatedTransactions": _check_authorize_100_request_transaction_related_transactions,
    "resubmission": _check_authorize_100_request_transaction_resubmission,
    "serviceLocation": _check_authorize_100_request_transaction_service_location,
    "source": _check_authorize_100_request_transaction_source,
    "targetTransactionId": _check_authorize_100_request_transaction_target_transaction_id,
    "taxAmount": _check_authorize_100_request_transaction_tax_amount,
    "terminal": _check_authorize_100_request_transaction_terminal,
    "transit": _check_authorize_100_request_transaction_transit,
}


def _check_authorize_100_request_transaction(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)


_CHECK_AUTHORIZE_100_REQUEST_FIELDS: Final[dict[str, FieldCheck]] = {
    "apiOperation": _check_authorize_100_request_api_operation,
    "accountFunding": _check_authorize_100_request_account_funding,
    "agreement": _check_authorize_100_request_agreement,
    "airline": _check_authorize_100_request_airline,
    "authentication": _check_authorize_100_request_authentication,
    "customer": _check_authorize_100_request_customer,
    "debtRepayment": _check_authorize_100_request_debt_repayment,
    "device": _check_authorize_100_request_device,
    "externalTokenProvider": _check_authorize_100_request_external_token_provider,
    "initiator": _check_authorize_100_request_initiator,
    "lineOfBusiness": _check_authorize_100_request_line_of_business,
    "order": _check_authorize_100_request_order,
    "shipping": _check_authorize_100_request_shipping,
    "transaction": _check_authorize_100_request_transaction,
}


def _check_authorize_100_request(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(prefix + name):
                errors.append(unsupported(prefix + name))
        else:
            check(field, prefix + key_text(key), errors)
    if "apiOperation" not in value:
        errors.append(missing(prefix + "apiOperation"))
    if "order" not in value:
        errors.append(missing(prefix + "order"))


def _is_not_shown_in_authorize_100_request(path: str) -> bool:
    segments = reference_segments(path)
    # Authorize request: fields from the end of authentication.3ds2.custom up to customer.mobilePhone: not shown.
    # Authorize request: fields from the avsResponseCode values up to shipping.contact.mobilePhone (including the full avsResponseCode value list and sourceOfFunds): not shown.
    return (compare_segments(segments, _STRINGS_43) > 0 and compare_segments(segments, _STRINGS_44) < 0) or (is_at_or_under(path, "sourceOfFunds") or compare_segments(segments, _STRINGS_45) > 0 and compare_segments(segments, _STRINGS_46) < 0)


def validate_authorize_100_request(body: object, *, today: date | None = None) -> ValidationResult:
    """Authorize request at version 100.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The request body must be a JSON object.")])
        errors: list[ValidationError] = []
        clock = enter_clock(today)
        try:
            _check_authorize_100_request(body, "", errors)
        finally:
            leave_clock(clock)
        refused = refusals_of(errors, len(errors))
        # Rule amount-or-net-amount (section 4.3): Authorize requires either order.amount or order.netAmount.
        if is_record(own_at(body, "order")) and own_at(own_at(body, "order"), "amount") is ABSENT and own_at(own_at(body, "order"), "netAmount") is ABSENT:
            errors.append(missing("order.amount", "Authorize requires either order.amount or order.netAmount."))
        # Rule order-subtotals (section 2.4): If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
        total = rule_decimal(own_at(own_at(body, "order"), "amount"), "order.amount", refused)
        if isinstance(total, str) and sum_differs(total, [rule_decimal(own_at(own_at(body, "order"), "itemAmount"), "order.itemAmount", refused), rule_decimal(own_at(own_at(body, "order"), "taxAmount"), "order.taxAmount", refused), rule_decimal(own_at(own_at(body, "order"), "shippingAndHandlingAmount"), "order.shippingAndHandlingAmount", refused), rule_decimal(own_at(own_at(body, "order"), "cashbackAmount"), "order.cashbackAmount", refused), rule_decimal(own_at(own_at(body, "order"), "gratuityAmount"), "order.gratuityAmount", refused), rule_decimal(own_at(own_at(own_at(body, "order"), "merchantCharge"), "amount"), "order.merchantCharge.amount", refused), rule_decimal(own_at(own_at(body, "order"), "dutyAmount"), "order.dutyAmount", refused)], [rule_decimal(own_at(own_at(own_at(body, "order"), "discount"), "amount"), "order.discount.amount", refused)], True):
            errors.append(invalid("order.amount", "If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts."))
        # Rule net-amount-subtotals (section 2.4): If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
        total = rule_decimal(own_at(own_at(body, "order"), "netAmount"), "order.netAmount", refused)
        if isinstance(total, str) and own_at(own_at(body, "order"), "amount") is ABSENT and sum_differs(total, [rule_decimal(own_at(own_at(body, "order"), "itemAmount"), "order.itemAmount", refused), rule_decimal(own_at(own_at(body, "order"), "taxAmount"), "order.taxAmount", refused), rule_decimal(own_at(own_at(body, "order"), "shippingAndHandlingAmount"), "order.shippingAndHandlingAmount", refused), rule_decimal(own_at(own_at(body, "order"), "cashbackAmount"), "order.cashbackAmount", refused), rule_decimal(own_at(own_at(body, "order"), "gratuityAmount"), "order.gratuityAmount", refused), rule_decimal(own_at(own_at(body, "order"), "dutyAmount"), "order.dutyAmount", refused)], [rule_decimal(own_at(own_at(own_at(body, "order"), "discount"), "amount"), "order.discount.amount", refused)], True):
            errors.append(invalid("order.netAmount", "If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge)."))
        # Rule item-amount-matches-items (section 2.4): If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
        total = rule_decimal(own_at(own_at(body, "order"), "itemAmount"), "order.itemAmount", refused)
        if isinstance(total, str) and products_sum_differs(own_at(own_at(body, "order"), "item"), "order.item", ["quantity", "unitPrice"], refused, total):
            errors.append(invalid("order.itemAmount", "If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal."))
        # Rule tax-amount-matches-items (section 2.4): If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
        total = rule_decimal(own_at(own_at(body, "order"), "taxAmount"), "order.taxAmount", refused)
        if isinstance(total, str) and products_sum_differs(own_at(own_at(body, "order"), "item"), "order.item", ["quantity", "unitTaxAmount"], refused, total):
            errors.append(invalid("order.taxAmount", "If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount."))
        # Rule purchase-type-for-merchant-category (section 2.4): A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
        condition = own_at(own_at(body, "order"), "merchantCategoryCode")
        if (isinstance(condition, str) and (condition == "6051" or condition == "6211" or condition == "6012")) and own_at(own_at(body, "order"), "purchaseType") is ABSENT and not refused.covers("order.purchaseType") and not refused.covers("order.merchantCategoryCode"):
            errors.append(missing("order.purchaseType", "A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes."))
        # Rule amount-variability-for-recurring (section 2.6): agreement.amountVariability is needed for recurring payments (agreement.type RECURRING).
        condition = own_at(own_at(body, "agreement"), "type")
        if (isinstance(condition, str) and (condition == "RECURRING")) and own_at(own_at(body, "agreement"), "amountVariability") is ABSENT and not refused.covers("agreement.amountVariability") and not refused.covers("agreement.type"):
            errors.append(missing("agreement.amountVariability", "agreement.amountVariability is needed for recurring payments (agreement.type RECURRING)."))
        # Rule sub-merchant-first-transaction (section 2.4): order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
        # needs the order's earlier transactions: not checked on a single body.
        # Rule source-first-transaction (section 2.5): transaction.source can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
        # needs the order's earlier transactions: not checked on a single body.
        return to_result(errors)
    except Exception:
        return unreadable_body(body)


def _check_authorize_100_response_account_funding_purpose(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_1:
        errors.append(invalid(path, "Must be one of CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL."))


def _check_authorize_100_response_account_funding_recipient_address_city(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_response_account_funding_recipient_address_country(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_account_funding_recipient_address_post_code_zip(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 10):
        errors.append(invalid(path, "Must be 1 to 10 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))


def _check_authorize_100_response_account_funding_recipient_address_state_province_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 3):
        errors.append(invalid(path, "Must be 1 to 3 characters long."))


def _check_authorize_100_response_account_funding_recipient_address_street(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_response_account_funding_recipient_address_street2(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_ADDRESS_FIELDS: Final[dict[str, FieldCheck]] = {
    "city": _check_authorize_100_response_account_funding_recipient_address_city,
    "country": _check_authorize_100_response_account_funding_recipient_address_country,
    "postCodeZip": _check_authorize_100_response_account_funding_recipient_address_post_code_zip,
    "stateProvinceCode": _check_authorize_100_response_account_funding_recipient_address_state_province_code,
    "street": _check_authorize_100_response_account_funding_recipient_address_street,
    "street2": _check_authorize_100_response_account_funding_recipient_address_street2,
}


def _check_authorize_100_response_account_funding_recipient_address(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_ADDRESS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_response_account_funding_recipient_first_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_response_account_funding_recipient_identification_country(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_account_funding_recipient_identification_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_4:
        errors.append(invalid(path, "Must be one of ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION."))


def _check_authorize_100_response_account_funding_recipient_identification_value(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_IDENTIFICATION_FIELDS: Final[dict[str, FieldCheck]] = {
    "country": _check_authorize_100_response_account_funding_recipient_identification_country,
    "type": _check_authorize_100_response_account_funding_recipient_identification_type,
    "value": _check_authorize_100_response_account_funding_recipient_identification_value,
}


def _check_authorize_100_response_account_funding_recipient_identification(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_IDENTIFICATION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_response_account_funding_recipient_last_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_response_account_funding_recipient_middle_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_authorize_100_response_account_funding_recipient_address,
    "firstName": _check_authorize_100_response_account_funding_recipient_first_name,
    "identification": _check_authorize_100_response_account_funding_recipient_identification,
    "lastName": _check_authorize_100_response_account_funding_recipient_last_name,
    "middleName": _check_authorize_100_response_account_funding_recipient_middle_name,
}


def _check_authorize_100_response_account_funding_recipient(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_response_account_funding_reference(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_response_account_funding_sender_is_recipient(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_response_account_funding_sender_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_5:
        errors.append(invalid(path, "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."))


_CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_FIELDS: Final[dict[str, FieldCheck]] = {
    "purpose": _check_authorize_100_response_account_funding_purpose,
    "recipient": _check_authorize_100_response_account_funding_recipient,
    "reference": _check_authorize_100_response_account_funding_reference,
    "senderIsRecipient": _check_authorize_100_response_account_funding_sender_is_recipient,
    "senderType": _check_authorize_100_response_account_funding_sender_type,
}


def _check_authorize_100_response_account_funding(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)
    if "reference" not in value:
        errors.append(missing(prefix + "reference"))


def _check_authorize_100_response_action_refund_authorization(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


_CHECK_AUTHORIZE_100_RESPONSE_ACTION_FIELDS: Final[dict[str, FieldCheck]] = {
    "refundAuthorization": _check_authorize_100_response_action_refund_authorization,
}


def _check_authorize_100_response_action(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ACTION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_response_airline_booking_reference(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 6, 15):
        errors.append(invalid(path, "Must be 6 to 15 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_document_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid(path, "Must be a non-empty string."))


def _check_authorize_100_response_airline_itinerary_leg_item_carrier_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_12.search(value) is None:
        errors.append(invalid(path, "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_authorize_100_response_airline_itinerary_leg_item_conjunction_ticket_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 11, 16):
        errors.append(invalid(path, "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_coupon_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 1):
        errors.append(invalid(path, "Must be exactly 1 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_airport(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_date(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_tax(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_time(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_13.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_response_airline_itinerary_leg_item_destination_airport(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_airline_itinerary_leg_item_destination_arrival_date(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_response_airline_itinerary_leg_item_destination_arrival_time(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_13.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_response_airline_itinerary_leg_item_endorsements_restrictions(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_exchange_ticket_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 11, 16):
        errors.append(invalid(path, "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_fare(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_fare_basis(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 24):
        errors.append(invalid(path, "Must be 1 to 24 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."))


def _check_authorize_100_response_airline_itinerary_leg_item_fees(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_flight_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 4, 6):
        errors.append(invalid(path, "Must be 4 to 6 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_stopover_permitted(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_response_airline_itinerary_leg_item_taxes(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_travel_class(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 3):
        errors.append(invalid(path, "Must be 1 to 3 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "carrierCode": _check_authorize_100_response_airline_itinerary_leg_item_carrier_code,
    "conjunctionTicketNumber": _check_authorize_100_response_airline_itinerary_leg_item_conjunction_ticket_number,
    "couponNumber": _check_authorize_100_response_airline_itinerary_leg_item_coupon_number,
    "departureAirport": _check_authorize_100_response_airline_itinerary_leg_item_departure_airport,
    "departureDate": _check_authorize_100_response_airline_itinerary_leg_item_departure_date,
    "departureTax": _check_authorize_100_response_airline_itinerary_leg_item_departure_tax,
    "departureTime": _check_authorize_100_response_airline_itinerary_leg_item_departure_time,
    "destinationAirport": _check_authorize_100_response_airline_itinerary_leg_item_destination_airport,
    "destinationArrivalDate": _check_authorize_100_response_airline_itinerary_leg_item_destination_arrival_date,
    "destinationArrivalTime": _check_authorize_100_response_airline_itinerary_leg_item_destination_arrival_time,
    "endorsementsRestrictions": _check_authorize_100_response_airline_itinerary_leg_item_endorsements_restrictions,
    "exchangeTicketNumber": _check_authorize_100_response_airline_itinerary_leg_item_exchange_ticket_number,
    "fare": _check_authorize_100_response_airline_itinerary_leg_item_fare,
    "fareBasis": _check_authorize_100_response_airline_itinerary_leg_item_fare_basis,
    "fees": _check_authorize_100_response_airline_itinerary_leg_item_fees,
    "flightNumber": _check_authorize_100_response_airline_itinerary_leg_item_flight_number,
    "stopoverPermitted": _check_authorize_100_response_airline_itinerary_leg_item_stopover_permitted,
    "taxes": _check_authorize_100_response_airline_itinerary_leg_item_taxes,
    "travelClass": _check_authorize_100_response_airline_itinerary_leg_item_travel_class,
}


def _check_authorize_100_response_airline_itinerary_leg_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_response_airline_itinerary_leg(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(path, "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_response_airline_itinerary_leg_item(item, f"{path}[{index}]", errors)


def _check_authorize_100_response_airline_itinerary_number_in_party(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 3):
        errors.append(invalid(path, "Must be 1 to 3 characters long."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_response_airline_itinerary_origin_country(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


_CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_ITINERARY_FIELDS: Final[dict[str, FieldCheck]] = {
    "leg": _check_authorize_100_response_airline_itinerary_leg,
    "numberInParty": _check_authorize_100_response_airline_itinerary_number_in_party,
    "originCountry": _check_authorize_100_response_airline_itinerary_origin_country,
}


def _check_authorize_100_response_airline_itinerary(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_ITINERARY_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_response_airline_passenger_item_first_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_response_airline_passenger_item_frequent_flyer_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))


def _check_authorize_100_response_airline_passenger_item_last_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))


def _check_authorize_100_response_airline_passenger_item_middle_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 50):
        errors.append(invalid(path, "Must be 1 to 50 characters long."))


def _check_authorize_100_response_airline_passenger_item_specific_information(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 59):
        errors.append(invalid(path, "Must be 1 to 59 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_passenger_item_title(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 20):
        errors.append(invalid(path, "Must be 1 to 20 characters long."))


_CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_PASSENGER_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "firstName": _check_authorize_100_response_airline_passenger_item_first_name,
    "frequentFlyerNumber": _check_authorize_100_response_airline_passenger_item_frequent_flyer_number,
    "lastName": _check_authorize_100_response_airline_passenger_item_last_name,
    "middleName": _check_authorize_100_response_airline_passenger_item_middle_name,
    "specificInformation": _check_authorize_100_response_airline_passenger_item_specific_information,
    "title": _check_authorize_100_response_airline_passenger_item_title,
}


def _check_authorize_100_response_airline_passenger_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_PASSENGER_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_response_airline_passenger(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(path, "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_response_airline_passenger_item(item, f"{path}[{index}]", errors)


def _check_authorize_100_response_airline_plan_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 2, 2):
        errors.append(invalid(path, "Must be exactly 2 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_ticket_conjunction_ticket_indicator(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_response_airline_ticket_e_ticket(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_response_airline_ticket_exchanged_ticket_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 11, 16):
        errors.append(invalid(path, "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_ticket_issue_address(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 16):
        errors.append(invalid(path, "Must be 1 to 16 characters long."))


def _check_authorize_100_response_airline_ticket_issue_carrier_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_12.search(value) is None:
        errors.append(invalid(path, "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_authorize_100_response_airline_ticket_issue_carrier_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 25):
        errors.append(invalid(path, "Must be 1 to 25 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_ticket_issue_city(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 100):
        errors.append(invalid(path, "Must be 1 to 100 characters long."))


def _check_authorize_100_response_airline_ticket_issue_country(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_airline_ticket_issue_date(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(path, "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_response_airline_ticket_issue_travel_agent_code(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 8, 9):
        errors.append(invalid(path, "Must be 8 to 9 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_ticket_issue_travel_agent_name(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 30):
        errors.append(invalid(path, "Must be 1 to 30 characters long."))


_CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_TICKET_ISSUE_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_authorize_100_response_airline_ticket_issue_address,
    "carrierCode": _check_authorize_100_response_airline_ticket_issue_carrier_code,
    "carrierName": _check_authorize_100_response_airline_ticket_issue_carrier_name,
    "city": _check_authorize_100_response_airline_ticket_issue_city,
    "country": _check_authorize_100_response_airline_ticket_issue_country,
    "date": _check_authorize_100_response_airline_ticket_issue_date,
    "travelAgentCode": _check_authorize_100_response_airline_ticket_issue_travel_agent_code,
    "travelAgentName": _check_authorize_100_response_airline_ticket_issue_travel_agent_name,
}


def _check_authorize_100_response_airline_ticket_issue(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_TICKET_ISSUE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_response_airline_ticket_restricted(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(path, "Must be true or false."))


def _check_authorize_100_response_airline_ticket_tax_or_fee_item_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_ticket_tax_or_fee_item_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_TICKET_TAX_OR_FEE_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_response_airline_ticket_tax_or_fee_item_amount,
    "type": _check_authorize_100_response_airline_ticket_tax_or_fee_item_type,
}


def _check_authorize_100_response_airline_ticket_tax_or_fee_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_TICKET_TAX_OR_FEE_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_response_airline_ticket_tax_or_fee(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(path, "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_response_airline_ticket_tax_or_fee_item(item, f"{path}[{index}]", errors)


def _check_authorize_100_response_airline_ticket_ticket_number(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 11, 16):
        errors.append(invalid(path, "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_ticket_total_fare(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_ticket_total_fees(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(path, "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not length_within(value_text, 1, 14):
        errors.append(invalid(path, "Must be 1 to 14 characters long."))


_CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_TICKET_FIELDS: Final[dict[str, FieldCheck]] = {
    "conjunctionTicketIndicator": _check_authorize_100_response_airline_ticket_conjunction_ticket_indicator,
    "eTicket": _check_authorize_100_response_airline_ticket_e_ticket,
    "exchangedTicketNumber": _check_authorize_100_response_airline_ticket_exchanged_ticket_number,
    "issue": _check_authorize_100_response_airline_ticket_issue,
    "restricted": _check_authorize_100_response_airline_ticket_restricted,
    "taxOrFee": _check_authorize_100_response_airline_ticket_tax_or_fee,
    "ticketNumber": _check_authorize_100_response_airline_ticket_ticket_number,
    "totalFare": _check_authorize_100_response_airline_ticket_total_fare,
    "totalFees": _check_authorize_100_response_airline_ticket_total_fees,
}


def _check_authorize_100_response_airline_ticket(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_TICKET_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


_CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_FIELDS: Final[dict[str, FieldCheck]] = {
    "bookingReference": _check_authorize_100_response_airline_booking_reference,
    "documentType": _check_authorize_100_response_airline_document_type,
    "itinerary": _check_authorize_100_response_airline_itinerary,
    "passenger": _check_authorize_100_response_airline_passenger,
    "planNumber": _check_authorize_100_response_airline_plan_number,
    "ticket": _check_authorize_100_response_airline_ticket,
}


def _check_authorize_100_response_airline(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)


def _check_authorize_100_response_merchant(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 40):
        errors.append(invalid(path, "Must be 1 to 40 characters long."))
    elif _CHARSET_47.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters)."))


def _check_authorize_100_response_order_creation_time(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_20.search(value) is None:
        errors.append(invalid(path, "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must name a calendar date."))


def _check_authorize_100_response_order_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 40):
        errors.append(invalid(path, "Must be 1 to 40 characters long."))


def _check_authorize_100_response_order_last_updated_time(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif _PATTERN_20.search(value) is None:
        errors.append(invalid(path, "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid(path, "Must name a calendar date."))


_CHECK_AUTHORIZE_100_RESPONSE_ORDER_FIELDS: Final[dict[str, FieldCheck]] = {
    "creationTime": _check_authorize_100_response_order_creation_time,
    "id": _check_authorize_100_response_order_id,
    "lastUpdatedTime": _check_authorize_100_response_order_last_updated_time,
}


def _check_authorize_100_response_order(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ORDER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)
    if "creationTime" not in value:
        errors.append(missing(prefix + "creationTime"))
    if "id" not in value:
        errors.append(missing(prefix + "id"))
    if "lastUpdatedTime" not in value:
        errors.append(missing(prefix + "lastUpdatedTime"))


def _check_authorize_100_response_transaction_amount(value: object, path: str, errors: list[ValidationError]) -> None:
    value_text = decimal_text(value)
    if value_text is None:
        errors.append(invalid(path, "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(path, "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid(path, "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid(path, "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid(path, "Must be at most 1000000000000."))


def _check_authorize_100_response_transaction_currency(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 3, 3):
        errors.append(invalid(path, "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(path, "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_transaction_id(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 40):
        errors.append(invalid(path, "Must be 1 to 40 characters long."))


def _check_authorize_100_response_transaction_type(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_48:
        errors.append(invalid(path, "Must be one of AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND."))


_CHECK_AUTHORIZE_100_RESPONSE_TRANSACTION_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_response_transaction_amount,
    "currency": _check_authorize_100_response_transaction_currency,
    "id": _check_authorize_100_response_transaction_id,
    "type": _check_authorize_100_response_transaction_type,
}


def _check_authorize_100_response_transaction(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_TRANSACTION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)
    if "amount" not in value:
        errors.append(missing(prefix + "amount"))
    if "currency" not in value:
        errors.append(missing(prefix + "currency"))
    if "id" not in value:
        errors.append(missing(prefix + "id"))
    if "type" not in value:
        errors.append(missing(prefix + "type"))


def _check_authorize_100_response_version(value: object, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(path, "Must be a string."))
    elif not length_within(value, 1, 8):
        errors.append(invalid(path, "Must be 1 to 8 characters long."))


_CHECK_AUTHORIZE_100_RESPONSE_FIELDS: Final[dict[str, FieldCheck]] = {
    "accountFunding": _check_authorize_100_response_account_funding,
    "action": _check_authorize_100_response_action,
    "airline": _check_authorize_100_response_airline,
    "merchant": _check_authorize_100_response_merchant,
    "order": _check_authorize_100_response_order,
    "transaction": _check_authorize_100_response_transaction,
    "version": _check_authorize_100_response_version,
}


def _check_authorize_100_response(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    prefix = path + "." if path else ""
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, prefix + key_text(key), errors)
    if "merchant" not in value:
        errors.append(missing(prefix + "merchant"))
    if "order" not in value:
        errors.append(missing(prefix + "order"))
    if "transaction" not in value:
        errors.append(missing(prefix + "transaction"))


def validate_authorize_100_response(body: object, *, today: date | None = None) -> ValidationResult:
    """Authorize response at version 100.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The response body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_authorize_100_response(body, "", errors)
        return to_result(errors)
    except Exception:
        return unreadable_body(body)
