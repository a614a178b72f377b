"""The validators of Authorize at version 100: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from ..runtime import FieldCheck, ValidationResult, ABSENT, VALID, compare_decimals, compare_segments, count_digits, decimal_scale, decimal_text, enter_clock, is_absolute_url, is_at_or_under, is_calendar_date, is_json_text, is_list, is_record, is_whole_number, key_text, leave_clock, products_sum_differs, reference_segments, refusals_of, sum_differs, to_result, today_text, unreadable_body
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



def _check_authorize_100_request_api_operation(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_0:
        errors.append(invalid("apiOperation", "Must be one of AUTHORIZE."))


def _check_authorize_100_request_account_funding_purpose(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_1:
        errors.append(invalid("accountFunding.purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL."))


def _check_authorize_100_request_account_funding_recipient_address_city(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.city", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("accountFunding.recipient.address.city", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_account_funding_recipient_address_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("accountFunding.recipient.address.country", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("accountFunding.recipient.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_account_funding_recipient_address_post_code_zip(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must be 1 to 10 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))


def _check_authorize_100_request_account_funding_recipient_address_state_province_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.stateProvinceCode", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("accountFunding.recipient.address.stateProvinceCode", "Must be 1 to 3 characters long."))


def _check_authorize_100_request_account_funding_recipient_address_street(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.street", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("accountFunding.recipient.address.street", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_account_funding_recipient_address_street2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.street2", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("accountFunding.recipient.address.street2", "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_ADDRESS_FIELDS: Final[dict[str, FieldCheck]] = {
    "city": _check_authorize_100_request_account_funding_recipient_address_city,
    "country": _check_authorize_100_request_account_funding_recipient_address_country,
    "postCodeZip": _check_authorize_100_request_account_funding_recipient_address_post_code_zip,
    "stateProvinceCode": _check_authorize_100_request_account_funding_recipient_address_state_province_code,
    "street": _check_authorize_100_request_account_funding_recipient_address_street,
    "street2": _check_authorize_100_request_account_funding_recipient_address_street2,
}


def _check_authorize_100_request_account_funding_recipient_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_ADDRESS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.recipient.address.{name}"))
        else:
            check(field, "accountFunding.recipient.address", errors)


def _check_authorize_100_request_account_funding_recipient_first_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.firstName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("accountFunding.recipient.firstName", "Must be 1 to 50 characters long."))


def _check_authorize_100_request_account_funding_recipient_identification_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.identification.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("accountFunding.recipient.identification.country", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("accountFunding.recipient.identification.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_account_funding_recipient_identification_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_4:
        errors.append(invalid("accountFunding.recipient.identification.type", "Must be one of ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION."))


def _check_authorize_100_request_account_funding_recipient_identification_value(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.identification.value", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("accountFunding.recipient.identification.value", "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_IDENTIFICATION_FIELDS: Final[dict[str, FieldCheck]] = {
    "country": _check_authorize_100_request_account_funding_recipient_identification_country,
    "type": _check_authorize_100_request_account_funding_recipient_identification_type,
    "value": _check_authorize_100_request_account_funding_recipient_identification_value,
}


def _check_authorize_100_request_account_funding_recipient_identification(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient.identification", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_IDENTIFICATION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.recipient.identification.{name}"))
        else:
            check(field, "accountFunding.recipient.identification", errors)


def _check_authorize_100_request_account_funding_recipient_last_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.lastName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("accountFunding.recipient.lastName", "Must be 1 to 50 characters long."))


def _check_authorize_100_request_account_funding_recipient_middle_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.middleName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("accountFunding.recipient.middleName", "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_authorize_100_request_account_funding_recipient_address,
    "firstName": _check_authorize_100_request_account_funding_recipient_first_name,
    "identification": _check_authorize_100_request_account_funding_recipient_identification,
    "lastName": _check_authorize_100_request_account_funding_recipient_last_name,
    "middleName": _check_authorize_100_request_account_funding_recipient_middle_name,
}


def _check_authorize_100_request_account_funding_recipient(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_RECIPIENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.recipient.{name}"))
        else:
            check(field, "accountFunding.recipient", errors)


def _check_authorize_100_request_account_funding_sender_is_recipient(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("accountFunding.senderIsRecipient", "Must be true or false."))


def _check_authorize_100_request_account_funding_sender_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_5:
        errors.append(invalid("accountFunding.senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."))


_CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_FIELDS: Final[dict[str, FieldCheck]] = {
    "purpose": _check_authorize_100_request_account_funding_purpose,
    "recipient": _check_authorize_100_request_account_funding_recipient,
    "senderIsRecipient": _check_authorize_100_request_account_funding_sender_is_recipient,
    "senderType": _check_authorize_100_request_account_funding_sender_type,
}


def _check_authorize_100_request_account_funding(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ACCOUNT_FUNDING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.{name}"))
        else:
            check(field, "accountFunding", errors)


def _check_authorize_100_request_agreement_amount_variability(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_6:
        errors.append(invalid("agreement.amountVariability", "Must be one of FIXED, VARIABLE."))


def _check_authorize_100_request_agreement_custom_data(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("agreement.customData", "Must be a string."))
    elif not 1 <= len(value) <= 2048:
        errors.append(invalid("agreement.customData", "Must be 1 to 2048 characters long."))


def _check_authorize_100_request_agreement_expiry_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("agreement.expiryDate", "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid("agreement.expiryDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("agreement.expiryDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_agreement_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("agreement.id", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("agreement.id", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_agreement_maximum_amount_per_payment(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("agreement.maximumAmountPerPayment", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("agreement.maximumAmountPerPayment", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("agreement.maximumAmountPerPayment", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("agreement.maximumAmountPerPayment", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_agreement_minimum_amount_per_payment(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("agreement.minimumAmountPerPayment", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("agreement.minimumAmountPerPayment", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("agreement.minimumAmountPerPayment", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("agreement.minimumAmountPerPayment", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_agreement_minimum_days_between_payments(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_whole_number(value):
        errors.append(invalid("agreement.minimumDaysBetweenPayments", "Must be a whole number."))
    elif value < 1 or value > 9999:
        errors.append(invalid("agreement.minimumDaysBetweenPayments", "Must be 1 to 9999."))


def _check_authorize_100_request_agreement_number_of_payments(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_whole_number(value):
        errors.append(invalid("agreement.numberOfPayments", "Must be a whole number."))
    elif value < 1 or value > 999:
        errors.append(invalid("agreement.numberOfPayments", "Must be 1 to 999."))


def _check_authorize_100_request_agreement_payment_frequency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_9:
        errors.append(invalid("agreement.paymentFrequency", "Must be one of AD_HOC, DAILY, FORTNIGHTLY, MONTHLY, OTHER, QUARTERLY, TWICE_YEARLY, WEEKLY, YEARLY."))


def _check_authorize_100_request_agreement_retailer_abbreviated_trading_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("agreement.retailer.abbreviatedTradingName", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("agreement.retailer.abbreviatedTradingName", "Must be 1 to 10 characters long."))


def _check_authorize_100_request_agreement_retailer_merchant_category_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("agreement.retailer.merchantCategoryCode", "Must be a string."))
    elif not 1 <= len(value) <= 4:
        errors.append(invalid("agreement.retailer.merchantCategoryCode", "Must be 1 to 4 characters long."))


def _check_authorize_100_request_agreement_retailer_trading_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("agreement.retailer.tradingName", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("agreement.retailer.tradingName", "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_AGREEMENT_RETAILER_FIELDS: Final[dict[str, FieldCheck]] = {
    "abbreviatedTradingName": _check_authorize_100_request_agreement_retailer_abbreviated_trading_name,
    "merchantCategoryCode": _check_authorize_100_request_agreement_retailer_merchant_category_code,
    "tradingName": _check_authorize_100_request_agreement_retailer_trading_name,
}


def _check_authorize_100_request_agreement_retailer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("agreement.retailer", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AGREEMENT_RETAILER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"agreement.retailer.{name}"))
        else:
            check(field, "agreement.retailer", errors)


def _check_authorize_100_request_agreement_start_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("agreement.startDate", "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid("agreement.startDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("agreement.startDate", "Must be a calendar date (yyyy-mm-dd)."))
    elif value[:10] < today_text():
        errors.append(invalid("agreement.startDate", "Must not be in the past (today's UTC date or later)."))


def _check_authorize_100_request_agreement_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_10:
        errors.append(invalid("agreement.type", "Must be one of INSTALLMENT, OTHER, RECURRING, UNSCHEDULED."))


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


def _check_authorize_100_request_agreement(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("agreement", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AGREEMENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"agreement.{name}"))
        else:
            check(field, "agreement", errors)


def _check_authorize_100_request_airline_booking_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.bookingReference", "Must be a string."))
    elif not 6 <= len(value) <= 15:
        errors.append(invalid("airline.bookingReference", "Must be 6 to 15 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.bookingReference", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_document_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid("airline.documentType", "Must be a non-empty string."))


def _check_authorize_100_request_airline_itinerary_leg_item_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.carrierCode", "Must be a string."))
    elif _PATTERN_12.search(value) is None:
        errors.append(invalid(f"{parent}.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_authorize_100_request_airline_itinerary_leg_item_conjunction_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_coupon_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.couponNumber", "Must be a string."))
    elif not 1 <= len(value) <= 1:
        errors.append(invalid(f"{parent}.couponNumber", "Must be exactly 1 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.couponNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureAirport", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.departureAirport", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.departureAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureDate", "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(f"{parent}.departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.departureDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureTime", "Must be a string."))
    elif _PATTERN_13.search(value) is None:
        errors.append(invalid(f"{parent}.departureTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_request_airline_itinerary_leg_item_destination_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationAirport", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.destinationAirport", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.destinationAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_airline_itinerary_leg_item_destination_arrival_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_airline_itinerary_leg_item_destination_arrival_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must be a string."))
    elif _PATTERN_13.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_request_airline_itinerary_leg_item_endorsements_restrictions(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be 1 to 20 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_exchange_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fare", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.fare", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_fare_basis(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.fareBasis", "Must be a string."))
    elif not 1 <= len(value) <= 24:
        errors.append(invalid(f"{parent}.fareBasis", "Must be 1 to 24 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.fareBasis", "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."))


def _check_authorize_100_request_airline_itinerary_leg_item_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_flight_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.flightNumber", "Must be a string."))
    elif not 4 <= len(value) <= 6:
        errors.append(invalid(f"{parent}.flightNumber", "Must be 4 to 6 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.flightNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_stopover_permitted(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(f"{parent}.stopoverPermitted", "Must be true or false."))


def _check_authorize_100_request_airline_itinerary_leg_item_taxes(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.taxes", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.taxes", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_travel_class(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.travelClass", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.travelClass", "Must be 1 to 3 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


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
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_ITINERARY_LEG_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))
        else:
            check(field, path, errors)


def _check_authorize_100_request_airline_itinerary_leg(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.itinerary.leg", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_airline_itinerary_leg_item(item, f"airline.itinerary.leg[{index}]", errors)


def _check_authorize_100_request_airline_itinerary_number_in_party(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.itinerary.numberInParty", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("airline.itinerary.numberInParty", "Must be 1 to 3 characters long."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid("airline.itinerary.numberInParty", "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_airline_itinerary_origin_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.itinerary.originCountry", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("airline.itinerary.originCountry", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("airline.itinerary.originCountry", "Must hold only the characters A-Z (Upper case alphabetic text)."))


_CHECK_AUTHORIZE_100_REQUEST_AIRLINE_ITINERARY_FIELDS: Final[dict[str, FieldCheck]] = {
    "leg": _check_authorize_100_request_airline_itinerary_leg,
    "numberInParty": _check_authorize_100_request_airline_itinerary_number_in_party,
    "originCountry": _check_authorize_100_request_airline_itinerary_origin_country,
}


def _check_authorize_100_request_airline_itinerary(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.itinerary", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_ITINERARY_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"airline.itinerary.{name}"))
        else:
            check(field, "airline.itinerary", errors)


def _check_authorize_100_request_airline_passenger_item_first_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.firstName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid(f"{parent}.firstName", "Must be 1 to 50 characters long."))


def _check_authorize_100_request_airline_passenger_item_frequent_flyer_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.frequentFlyerNumber", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.frequentFlyerNumber", "Must be 1 to 20 characters long."))


def _check_authorize_100_request_airline_passenger_item_last_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.lastName", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.lastName", "Must be 1 to 20 characters long."))


def _check_authorize_100_request_airline_passenger_item_middle_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.middleName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid(f"{parent}.middleName", "Must be 1 to 50 characters long."))


def _check_authorize_100_request_airline_passenger_item_specific_information(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.specificInformation", "Must be a string."))
    elif not 1 <= len(value) <= 59:
        errors.append(invalid(f"{parent}.specificInformation", "Must be 1 to 59 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.specificInformation", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_passenger_item_title(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.title", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.title", "Must be 1 to 20 characters long."))


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
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_PASSENGER_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))
        else:
            check(field, path, errors)


def _check_authorize_100_request_airline_passenger(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.passenger", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_airline_passenger_item(item, f"airline.passenger[{index}]", errors)


def _check_authorize_100_request_airline_plan_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.planNumber", "Must be a string."))
    elif not 2 <= len(value) <= 2:
        errors.append(invalid("airline.planNumber", "Must be exactly 2 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_ticket_conjunction_ticket_indicator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("airline.ticket.conjunctionTicketIndicator", "Must be true or false."))


def _check_authorize_100_request_airline_ticket_e_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("airline.ticket.eTicket", "Must be true or false."))


def _check_authorize_100_request_airline_ticket_exchanged_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_ticket_issue_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.address", "Must be a string."))
    elif not 1 <= len(value) <= 16:
        errors.append(invalid("airline.ticket.issue.address", "Must be 1 to 16 characters long."))


def _check_authorize_100_request_airline_ticket_issue_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.carrierCode", "Must be a string."))
    elif _PATTERN_12.search(value) is None:
        errors.append(invalid("airline.ticket.issue.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_authorize_100_request_airline_ticket_issue_carrier_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.carrierName", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("airline.ticket.issue.carrierName", "Must be 1 to 25 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.issue.carrierName", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_ticket_issue_city(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.city", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("airline.ticket.issue.city", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_airline_ticket_issue_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("airline.ticket.issue.country", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.issue.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_airline_ticket_issue_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.date", "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid("airline.ticket.issue.date", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("airline.ticket.issue.date", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_airline_ticket_issue_travel_agent_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must be a string."))
    elif not 8 <= len(value) <= 9:
        errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must be 8 to 9 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_ticket_issue_travel_agent_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.travelAgentName", "Must be a string."))
    elif not 1 <= len(value) <= 30:
        errors.append(invalid("airline.ticket.issue.travelAgentName", "Must be 1 to 30 characters long."))


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


def _check_authorize_100_request_airline_ticket_issue(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.ticket.issue", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_TICKET_ISSUE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"airline.ticket.issue.{name}"))
        else:
            check(field, "airline.ticket.issue", errors)


def _check_authorize_100_request_airline_ticket_restricted(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("airline.ticket.restricted", "Must be true or false."))


def _check_authorize_100_request_airline_ticket_tax_or_fee_item_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.amount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.amount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_ticket_tax_or_fee_item_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.type", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.type", "Must be exactly 3 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.type", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_AUTHORIZE_100_REQUEST_AIRLINE_TICKET_TAX_OR_FEE_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_airline_ticket_tax_or_fee_item_amount,
    "type": _check_authorize_100_request_airline_ticket_tax_or_fee_item_type,
}


def _check_authorize_100_request_airline_ticket_tax_or_fee_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_TICKET_TAX_OR_FEE_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))
        else:
            check(field, path, errors)


def _check_authorize_100_request_airline_ticket_tax_or_fee(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.ticket.taxOrFee", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_airline_ticket_tax_or_fee_item(item, f"airline.ticket.taxOrFee[{index}]", errors)


def _check_authorize_100_request_airline_ticket_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.ticketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid("airline.ticket.ticketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.ticketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_ticket_total_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("airline.ticket.totalFare", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("airline.ticket.totalFare", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_ticket_total_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("airline.ticket.totalFees", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("airline.ticket.totalFees", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_ticket_total_taxes(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("airline.ticket.totalTaxes", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("airline.ticket.totalTaxes", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long."))


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


def _check_authorize_100_request_airline_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.ticket", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_TICKET_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"airline.ticket.{name}"))
        else:
            check(field, "airline.ticket", errors)


def _check_authorize_100_request_airline_transaction_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_16:
        errors.append(invalid("airline.transactionType", "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER."))


_CHECK_AUTHORIZE_100_REQUEST_AIRLINE_FIELDS: Final[dict[str, FieldCheck]] = {
    "bookingReference": _check_authorize_100_request_airline_booking_reference,
    "documentType": _check_authorize_100_request_airline_document_type,
    "itinerary": _check_authorize_100_request_airline_itinerary,
    "passenger": _check_authorize_100_request_airline_passenger,
    "planNumber": _check_authorize_100_request_airline_plan_number,
    "ticket": _check_authorize_100_request_airline_ticket,
    "transactionType": _check_authorize_100_request_airline_transaction_type,
}


def _check_authorize_100_request_airline(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"airline.{name}"))
        else:
            check(field, "airline", errors)


def _check_authorize_100_request_authentication_3ds_acs_eci(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds.acsEci", "Must be a string."))
    elif not 1 <= len(value) <= 2:
        errors.append(invalid("authentication.3ds.acsEci", "Must be 1 to 2 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("authentication.3ds.acsEci", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_authentication_3ds_authentication_token(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds.authenticationToken", "Must be a string."))
    elif len(value) not in (28, 32):
        errors.append(invalid("authentication.3ds.authenticationToken", "Must be 28 or 32 characters long."))
    elif _PATTERN_17.search(value) is None:
        errors.append(invalid("authentication.3ds.authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths."))


def _check_authorize_100_request_authentication_3ds_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds.transactionId", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("authentication.3ds.transactionId", "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_3DS_FIELDS: Final[dict[str, FieldCheck]] = {
    "acsEci": _check_authorize_100_request_authentication_3ds_acs_eci,
    "authenticationToken": _check_authorize_100_request_authentication_3ds_authentication_token,
    "transactionId": _check_authorize_100_request_authentication_3ds_transaction_id,
}


def _check_authorize_100_request_authentication_3ds(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication.3ds", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_3DS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"authentication.3ds.{name}"))
        else:
            check(field, "authentication.3ds", errors)


def _check_authorize_100_request_authentication_3ds1_pa_res_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds1.paResStatus", "Must be a string."))
    elif not 1 <= len(value) <= 1:
        errors.append(invalid("authentication.3ds1.paResStatus", "Must be exactly 1 characters long."))
    elif _CHARSET_18.fullmatch(value) is None:
        errors.append(invalid("authentication.3ds1.paResStatus", "Must hold only the characters a-z and A-Z (Alpha)."))


def _check_authorize_100_request_authentication_3ds1_ve_res_enrolled(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds1.veResEnrolled", "Must be a string."))
    elif not 1 <= len(value) <= 1:
        errors.append(invalid("authentication.3ds1.veResEnrolled", "Must be exactly 1 characters long."))
    elif _CHARSET_18.fullmatch(value) is None:
        errors.append(invalid("authentication.3ds1.veResEnrolled", "Must hold only the characters a-z and A-Z (Alpha)."))


_CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_3DS1_FIELDS: Final[dict[str, FieldCheck]] = {
    "paResStatus": _check_authorize_100_request_authentication_3ds1_pa_res_status,
    "veResEnrolled": _check_authorize_100_request_authentication_3ds1_ve_res_enrolled,
}


def _check_authorize_100_request_authentication_3ds1(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication.3ds1", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_3DS1_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"authentication.3ds1.{name}"))
        else:
            check(field, "authentication.3ds1", errors)


def _check_authorize_100_request_authentication_3ds2_acs_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.acsReference", "Must be a string."))
    elif len(value) > 32:
        errors.append(invalid("authentication.3ds2.acsReference", "Must be 0 to 32 characters long."))


def _check_authorize_100_request_authentication_3ds2_acs_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.acsTransactionId", "Must be a string."))
    elif not 36 <= len(value) <= 36:
        errors.append(invalid("authentication.3ds2.acsTransactionId", "Must be exactly 36 characters long."))


def _check_authorize_100_request_authentication_3ds2_authentication_scheme(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid("authentication.3ds2.authenticationScheme", "Must be a non-empty string."))


def _check_authorize_100_request_authentication_3ds2_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.custom", "Must be a string."))
    elif not 1 <= len(value) <= 4000:
        errors.append(invalid("authentication.3ds2.custom", "Must be 1 to 4000 characters long."))
    elif not is_json_text(value):
        errors.append(invalid("authentication.3ds2.custom", "Must be valid JSON text."))


def _check_authorize_100_request_authentication_3ds2_ds_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.dsReference", "Must be a string."))
    elif len(value) > 32:
        errors.append(invalid("authentication.3ds2.dsReference", "Must be 0 to 32 characters long."))


def _check_authorize_100_request_authentication_3ds2_protocol_version(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.protocolVersion", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("authentication.3ds2.protocolVersion", "Must be 1 to 20 characters long."))
    elif _CHARSET_19.fullmatch(value) is None:
        errors.append(invalid("authentication.3ds2.protocolVersion", "Must hold only the characters 0-9, a-z, A-Z and '.' (Alphanumeric + additional characters)."))


def _check_authorize_100_request_authentication_3ds2_status_reason_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.statusReasonCode", "Must be a string."))
    elif not 2 <= len(value) <= 2:
        errors.append(invalid("authentication.3ds2.statusReasonCode", "Must be exactly 2 characters long."))


def _check_authorize_100_request_authentication_3ds2_transaction_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.transactionStatus", "Must be a string."))
    elif not 1 <= len(value) <= 1:
        errors.append(invalid("authentication.3ds2.transactionStatus", "Must be exactly 1 characters long."))
    elif _CHARSET_18.fullmatch(value) is None:
        errors.append(invalid("authentication.3ds2.transactionStatus", "Must hold only the characters a-z and A-Z (Alpha)."))


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


def _check_authorize_100_request_authentication_3ds2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication.3ds2", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_3DS2_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"authentication.3ds2.{name}"):
                errors.append(unsupported(f"authentication.3ds2.{name}"))
        else:
            check(field, "authentication.3ds2", errors)


def _check_authorize_100_request_authentication_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("authentication.amount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("authentication.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("authentication.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("authentication.amount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_authentication_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.time", "Must be a string."))
    elif _PATTERN_20.search(value) is None:
        errors.append(invalid("authentication.time", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid("authentication.time", "Must name a calendar date."))


def _check_authorize_100_request_authentication_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.transactionId", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("authentication.transactionId", "Must be 1 to 40 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_FIELDS: Final[dict[str, FieldCheck]] = {
    "3ds": _check_authorize_100_request_authentication_3ds,
    "3ds1": _check_authorize_100_request_authentication_3ds1,
    "3ds2": _check_authorize_100_request_authentication_3ds2,
    "amount": _check_authorize_100_request_authentication_amount,
    "time": _check_authorize_100_request_authentication_time,
    "transactionId": _check_authorize_100_request_authentication_transaction_id,
}


def _check_authorize_100_request_authentication(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AUTHENTICATION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"authentication.{name}"):
                errors.append(unsupported(f"authentication.{name}"))
        else:
            check(field, "authentication", errors)


def _check_authorize_100_request_customer_email(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.email", "Must be a string."))
    elif len(value) < 4:
        errors.append(invalid("customer.email", "Must be at least 4 characters long."))
    elif _PATTERN_21.search(value) is None:
        errors.append(invalid("customer.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."))


def _check_authorize_100_request_customer_first_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.firstName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("customer.firstName", "Must be 1 to 50 characters long."))


def _check_authorize_100_request_customer_last_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.lastName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("customer.lastName", "Must be 1 to 50 characters long."))


def _check_authorize_100_request_customer_middle_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.middleName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("customer.middleName", "Must be 1 to 50 characters long."))


def _check_authorize_100_request_customer_mobile_phone(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.mobilePhone", "Must be a string."))
    elif _PATTERN_22.search(value) is None:
        errors.append(invalid("customer.mobilePhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
    elif count_digits(value) > 15:
        errors.append(invalid("customer.mobilePhone", "Must have at most 15 digits in total."))


def _check_authorize_100_request_customer_phone(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.phone", "Must be a string."))
    elif _PATTERN_22.search(value) is None:
        errors.append(invalid("customer.phone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
    elif count_digits(value) > 15:
        errors.append(invalid("customer.phone", "Must have at most 15 digits in total."))


def _check_authorize_100_request_customer_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("customer.taxRegistrationId", "Must be a string."))
    elif not 1 <= len(value) <= 30:
        errors.append(invalid("customer.taxRegistrationId", "Must be 1 to 30 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_CUSTOMER_FIELDS: Final[dict[str, FieldCheck]] = {
    "email": _check_authorize_100_request_customer_email,
    "firstName": _check_authorize_100_request_customer_first_name,
    "lastName": _check_authorize_100_request_customer_last_name,
    "middleName": _check_authorize_100_request_customer_middle_name,
    "mobilePhone": _check_authorize_100_request_customer_mobile_phone,
    "phone": _check_authorize_100_request_customer_phone,
    "taxRegistrationId": _check_authorize_100_request_customer_tax_registration_id,
}


def _check_authorize_100_request_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("customer", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_CUSTOMER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"customer.{name}"):
                errors.append(unsupported(f"customer.{name}"))
        else:
            check(field, "customer", errors)


def _check_authorize_100_request_debt_repayment_recipient_account_identifier(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("debtRepayment.recipient.accountIdentifier", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("debtRepayment.recipient.accountIdentifier", "Must be 1 to 50 characters long."))


def _check_authorize_100_request_debt_repayment_recipient_date_of_birth(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("debtRepayment.recipient.dateOfBirth", "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid("debtRepayment.recipient.dateOfBirth", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("debtRepayment.recipient.dateOfBirth", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_debt_repayment_recipient_last_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("debtRepayment.recipient.lastName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("debtRepayment.recipient.lastName", "Must be 1 to 50 characters long."))


def _check_authorize_100_request_debt_repayment_recipient_postcode_zip(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("debtRepayment.recipient.postcodeZip", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("debtRepayment.recipient.postcodeZip", "Must be 1 to 10 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_DEBT_REPAYMENT_RECIPIENT_FIELDS: Final[dict[str, FieldCheck]] = {
    "accountIdentifier": _check_authorize_100_request_debt_repayment_recipient_account_identifier,
    "dateOfBirth": _check_authorize_100_request_debt_repayment_recipient_date_of_birth,
    "lastName": _check_authorize_100_request_debt_repayment_recipient_last_name,
    "postcodeZip": _check_authorize_100_request_debt_repayment_recipient_postcode_zip,
}


def _check_authorize_100_request_debt_repayment_recipient(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("debtRepayment.recipient", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_DEBT_REPAYMENT_RECIPIENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"debtRepayment.recipient.{name}"))
        else:
            check(field, "debtRepayment.recipient", errors)
    if "accountIdentifier" not in value:
        errors.append(missing("debtRepayment.recipient.accountIdentifier"))
    if "dateOfBirth" not in value:
        errors.append(missing("debtRepayment.recipient.dateOfBirth"))
    if "lastName" not in value:
        errors.append(missing("debtRepayment.recipient.lastName"))
    if "postcodeZip" not in value:
        errors.append(missing("debtRepayment.recipient.postcodeZip"))


_CHECK_AUTHORIZE_100_REQUEST_DEBT_REPAYMENT_FIELDS: Final[dict[str, FieldCheck]] = {
    "recipient": _check_authorize_100_request_debt_repayment_recipient,
}


def _check_authorize_100_request_debt_repayment(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("debtRepayment", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_DEBT_REPAYMENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"debtRepayment.{name}"))
        else:
            check(field, "debtRepayment", errors)


def _check_authorize_100_request_device_ani(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("device.ani", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("device.ani", "Must be 1 to 10 characters long."))


def _check_authorize_100_request_device_ani_call_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("device.aniCallType", "Must be a string."))
    elif not 1 <= len(value) <= 2:
        errors.append(invalid("device.aniCallType", "Must be 1 to 2 characters long."))


def _check_authorize_100_request_device_browser(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("device.browser", "Must be a string."))
    elif not 1 <= len(value) <= 2048:
        errors.append(invalid("device.browser", "Must be 1 to 2048 characters long."))


def _check_authorize_100_request_device_fingerprint(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("device.fingerprint", "Must be a string."))
    elif not 1 <= len(value) <= 4000:
        errors.append(invalid("device.fingerprint", "Must be 1 to 4000 characters long."))


def _check_authorize_100_request_device_hostname(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("device.hostname", "Must be a string."))
    elif not 1 <= len(value) <= 60:
        errors.append(invalid("device.hostname", "Must be 1 to 60 characters long."))


def _check_authorize_100_request_device_ip_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("device.ipAddress", "Must be a string."))
    elif not 7 <= len(value) <= 45:
        errors.append(invalid("device.ipAddress", "Must be 7 to 45 characters long."))


def _check_authorize_100_request_device_mobile_phone_model(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("device.mobilePhoneModel", "Must be a string."))
    elif not 1 <= len(value) <= 255:
        errors.append(invalid("device.mobilePhoneModel", "Must be 1 to 255 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_DEVICE_FIELDS: Final[dict[str, FieldCheck]] = {
    "ani": _check_authorize_100_request_device_ani,
    "aniCallType": _check_authorize_100_request_device_ani_call_type,
    "browser": _check_authorize_100_request_device_browser,
    "fingerprint": _check_authorize_100_request_device_fingerprint,
    "hostname": _check_authorize_100_request_device_hostname,
    "ipAddress": _check_authorize_100_request_device_ip_address,
    "mobilePhoneModel": _check_authorize_100_request_device_mobile_phone_model,
}


def _check_authorize_100_request_device(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("device", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_DEVICE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"device.{name}"))
        else:
            check(field, "device", errors)


def _check_authorize_100_request_external_token_provider_custom_data(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("externalTokenProvider.customData", "Must be a string."))
    elif not 1 <= len(value) <= 4000:
        errors.append(invalid("externalTokenProvider.customData", "Must be 1 to 4000 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_EXTERNAL_TOKEN_PROVIDER_FIELDS: Final[dict[str, FieldCheck]] = {
    "customData": _check_authorize_100_request_external_token_provider_custom_data,
}


def _check_authorize_100_request_external_token_provider(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("externalTokenProvider", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_EXTERNAL_TOKEN_PROVIDER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"externalTokenProvider.{name}"))
        else:
            check(field, "externalTokenProvider", errors)


def _check_authorize_100_request_initiator_user_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("initiator.userId", "Must be a string."))
    elif not 1 <= len(value) <= 256:
        errors.append(invalid("initiator.userId", "Must be 1 to 256 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_INITIATOR_FIELDS: Final[dict[str, FieldCheck]] = {
    "userId": _check_authorize_100_request_initiator_user_id,
}


def _check_authorize_100_request_initiator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("initiator", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_INITIATOR_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"initiator.{name}"))
        else:
            check(field, "initiator", errors)


def _check_authorize_100_request_line_of_business(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("lineOfBusiness", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("lineOfBusiness", "Must be 1 to 100 characters long."))
    elif _PATTERN_23.search(value) is None:
        errors.append(invalid("lineOfBusiness", "Must have the required form: No spaces."))


def _check_authorize_100_request_order_accept_partial_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("order.acceptPartialAmount", "Must be true or false."))


def _check_authorize_100_request_order_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.amount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_cashback_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.cashbackAmount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.cashbackAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.cashbackAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.cashbackAmount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_certainty(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_24:
        errors.append(invalid("order.certainty", "Must be one of ESTIMATED, FINAL."))


def _check_authorize_100_request_order_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.currency", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("order.currency", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("order.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.custom", "Must be a JSON object of named values."))
        return
    if len(value) > 50:
        errors.append(invalid("order.custom", "At most 50 named values are allowed."))
    for key, entry in value.items():
        name = key_text(key)
        if (not 1 <= len(name) <= 99) or (_CHARSET_25.fullmatch(name) is None):
            errors.append(invalid(f"order.custom.{name}", "The name must be 1 to 99 characters from A-Za-z0-9."))
        else:
            if not isinstance(entry, str):
                errors.append(invalid(f"order.custom.{name}", "Must be a string."))
            elif not 1 <= len(entry) <= 250:
                errors.append(invalid(f"order.custom.{name}", "Must be 1 to 250 characters long."))


def _check_authorize_100_request_order_customer_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerNote", "Must be a string."))
    elif not 1 <= len(value) <= 250:
        errors.append(invalid("order.customerNote", "Must be 1 to 250 characters long."))


def _check_authorize_100_request_order_customer_order_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerOrderDate", "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid("order.customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.customerOrderDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_order_customer_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerReference", "Must be a string."))
    elif len(value) > 25:
        errors.append(invalid("order.customerReference", "Must be 0 to 25 characters long."))
    elif _CHARSET_26.fullmatch(value) is None:
        errors.append(invalid("order.customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_authorize_100_request_order_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.description", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid("order.description", "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_discount_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.discount.amount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.discount.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.discount.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.discount.amount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_discount_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.discount.code", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("order.discount.code", "Must be 1 to 40 characters long."))


def _check_authorize_100_request_order_discount_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.discount.description", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid("order.discount.description", "Must be 1 to 127 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_DISCOUNT_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_order_discount_amount,
    "code": _check_authorize_100_request_order_discount_code,
    "description": _check_authorize_100_request_order_discount_description,
}


def _check_authorize_100_request_order_discount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.discount", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_DISCOUNT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"order.discount.{name}"))
        else:
            check(field, "order.discount", errors)


def _check_authorize_100_request_order_duty_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.dutyAmount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.dutyAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("order.dutyAmount", "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid("order.dutyAmount", "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid("order.dutyAmount", "Must be at most 1000000000000."))


def _check_authorize_100_request_order_gratuity_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.gratuityAmount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.gratuityAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.gratuityAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.gratuityAmount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_industry_practice_payment_reason(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_27:
        errors.append(invalid("order.industryPracticePaymentReason", "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT."))


def _check_authorize_100_request_order_invoice_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.invoiceNumber", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("order.invoiceNumber", "Must be 1 to 25 characters long."))


def _check_authorize_100_request_order_item_item_brand(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.brand", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid(f"{parent}.brand", "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_item_item_category(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.category", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid(f"{parent}.category", "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_item_item_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.description", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid(f"{parent}.description", "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_item_item_detail_acquirer_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.acquirerCustom", "Must be a string."))
    elif not 1 <= len(value) <= 4000:
        errors.append(invalid(f"{parent}.acquirerCustom", "Must be 1 to 4000 characters long."))
    elif not is_json_text(value):
        errors.append(invalid(f"{parent}.acquirerCustom", "Must be valid JSON text."))


def _check_authorize_100_request_order_item_item_detail_commodity_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.commodityCode", "Must be a string."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.commodityCode", "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_item_item_detail_tax_item_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.amount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.amount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_item_item_detail_tax_item_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.rate", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.rate", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 6:
        errors.append(invalid(f"{parent}.rate", "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 6:
        errors.append(invalid(f"{parent}.rate", "Must be 1 to 6 characters long."))


def _check_authorize_100_request_order_item_item_detail_tax_item_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.type", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid(f"{parent}.type", "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_ITEM_ITEM_DETAIL_TAX_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_order_item_item_detail_tax_item_amount,
    "rate": _check_authorize_100_request_order_item_item_detail_tax_item_rate,
    "type": _check_authorize_100_request_order_item_item_detail_tax_item_type,
}


def _check_authorize_100_request_order_item_item_detail_tax_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_ITEM_ITEM_DETAIL_TAX_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))
        else:
            check(field, path, errors)


def _check_authorize_100_request_order_item_item_detail_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(f"{parent}.tax", "Must be a JSON array."))
        return
    path = f"{parent}.tax"
    for index, item in enumerate(value):
        _check_authorize_100_request_order_item_item_detail_tax_item(item, f"{path}[{index}]", errors)


def _check_authorize_100_request_order_item_item_detail_unit_discount_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.unitDiscountRate", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.unitDiscountRate", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.unitDiscountRate", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.unitDiscountRate", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_item_item_detail_unit_tax_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.unitTaxRate", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.unitTaxRate", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.unitTaxRate", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.unitTaxRate", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_item_item_detail_unit_tax_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.unitTaxType", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid(f"{parent}.unitTaxType", "Must be 1 to 10 characters long."))


def _check_authorize_100_request_order_item_item_detail_unspsc(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.unspsc", "Must be a string."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.unspsc", "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_item_item_detail_upc(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.upc", "Must be a string."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.upc", "Must hold only the characters 0-9 (Digits)."))


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


def _check_authorize_100_request_order_item_item_detail(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(f"{parent}.detail", "Must be a JSON object."))
        return
    path = f"{parent}.detail"
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_ITEM_ITEM_DETAIL_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))
        else:
            check(field, path, errors)


def _check_authorize_100_request_order_item_item_image(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.image", "Must be a string."))
    elif _PATTERN_28.search(value) is None:
        errors.append(invalid(f"{parent}.image", "Must have the required form: An https URI."))
    elif not is_absolute_url(value):
        errors.append(invalid(f"{parent}.image", "Must be an absolute URL."))


def _check_authorize_100_request_order_item_item_industry_category(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_29:
        errors.append(invalid(f"{parent}.industryCategory", "Must be one of HEALTHCARE_DENTAL, HEALTHCARE_OTHER, HEALTHCARE_PRESCRIPTION, HEALTHCARE_VISION."))


def _check_authorize_100_request_order_item_item_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.name", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid(f"{parent}.name", "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_item_item_quantity(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.quantity", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.quantity", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 30:
        errors.append(invalid(f"{parent}.quantity", "Must be 0 to 30 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 30:
        errors.append(invalid(f"{parent}.quantity", "Must be 0 to 30 characters long."))
    elif compare_decimals(value_text, "0") <= 0:
        errors.append(invalid(f"{parent}.quantity", "Must be greater than 0."))


def _check_authorize_100_request_order_item_item_sku(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.sku", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid(f"{parent}.sku", "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_item_item_unit_discount_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.unitDiscountAmount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.unitDiscountAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.unitDiscountAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.unitDiscountAmount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_item_item_unit_of_measure(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.unitOfMeasure", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid(f"{parent}.unitOfMeasure", "Must be 1 to 10 characters long."))


def _check_authorize_100_request_order_item_item_unit_price(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.unitPrice", "Must be a decimal number."))
    elif _PATTERN_30.search(value_text) is None:
        errors.append(invalid(f"{parent}.unitPrice", "Must be a decimal of digits and '.', optionally signed."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.unitPrice", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.unitPrice", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_item_item_unit_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.unitTaxAmount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.unitTaxAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.unitTaxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.unitTaxAmount", "Must be 1 to 14 characters long."))


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
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_ITEM_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))
        else:
            check(field, path, errors)
    if "name" not in value:
        errors.append(missing(f"{path}.name"))
    if "quantity" not in value:
        errors.append(missing(f"{path}.quantity"))
    if "unitPrice" not in value:
        errors.append(missing(f"{path}.unitPrice"))


def _check_authorize_100_request_order_item(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("order.item", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_order_item_item(item, f"order.item[{index}]", errors)


def _check_authorize_100_request_order_item_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.itemAmount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.itemAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.itemAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.itemAmount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_local_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.localTaxRegistrationId", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("order.localTaxRegistrationId", "Must be 1 to 25 characters long."))


def _check_authorize_100_request_order_merchant_category_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantCategoryCode", "Must be a string."))
    elif not 4 <= len(value) <= 4:
        errors.append(invalid("order.merchantCategoryCode", "Must be exactly 4 characters long."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid("order.merchantCategoryCode", "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_merchant_charge_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.merchantCharge.amount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.merchantCharge.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_merchant_charge_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_31:
        errors.append(invalid("order.merchantCharge.type", "Must be one of SURCHARGE."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_MERCHANT_CHARGE_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_order_merchant_charge_amount,
    "type": _check_authorize_100_request_order_merchant_charge_type,
}


def _check_authorize_100_request_order_merchant_charge(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.merchantCharge", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_MERCHANT_CHARGE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"order.merchantCharge.{name}"))
        else:
            check(field, "order.merchantCharge", errors)
    if "type" not in value:
        errors.append(missing("order.merchantCharge.type"))


def _check_authorize_100_request_order_merchant_partner_id_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantPartnerIdCode", "Must be a string."))
    elif not 1 <= len(value) <= 6:
        errors.append(invalid("order.merchantPartnerIdCode", "Must be 1 to 6 characters long."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid("order.merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_net_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.netAmount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.netAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.netAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.netAmount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_notification_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.notificationUrl", "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid("order.notificationUrl", "Must be an absolute URL."))


def _check_authorize_100_request_order_owning_entity(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.owningEntity", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("order.owningEntity", "Must be 1 to 40 characters long."))


def _check_authorize_100_request_order_purchase_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_32:
        errors.append(invalid("order.purchaseType", "Must be one of CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER."))


def _check_authorize_100_request_order_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.reference", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("order.reference", "Must be 1 to 40 characters long."))


def _check_authorize_100_request_order_requestor_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.requestorName", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.requestorName", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_reward_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.reward.amount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.reward.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.reward.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.reward.amount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_reward_balance_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.reward.balanceId", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.reward.balanceId", "Must be 1 to 100 characters long."))
    elif _CHARSET_33.fullmatch(value) is None:
        errors.append(invalid("order.reward.balanceId", "Must hold only the characters 0-9, a-z, A-Z, '-', '_', space, '&', '+', '!', '$', '%', '.' and '=' (Alphanumeric + additional characters)."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_REWARD_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_order_reward_amount,
    "balanceId": _check_authorize_100_request_order_reward_balance_id,
}


def _check_authorize_100_request_order_reward(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.reward", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_REWARD_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"order.reward.{name}"))
        else:
            check(field, "order.reward", errors)
    if "balanceId" not in value:
        errors.append(missing("order.reward.balanceId"))


def _check_authorize_100_request_order_shipping_and_handling_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_shipping_and_handling_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be at most 1000000000000."))


def _check_authorize_100_request_order_shipping_and_handling_tax_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 4:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must have at most 4 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000000000") > 0:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be at most 1000000000000000000."))


def _check_authorize_100_request_order_statement_descriptor_address_city(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.statementDescriptor.address.city", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.statementDescriptor.address.city", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_statement_descriptor_address_company(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.statementDescriptor.address.company", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.statementDescriptor.address.company", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_statement_descriptor_address_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.statementDescriptor.address.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("order.statementDescriptor.address.country", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("order.statementDescriptor.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_order_statement_descriptor_address_postcode_zip(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.statementDescriptor.address.postcodeZip", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("order.statementDescriptor.address.postcodeZip", "Must be 1 to 10 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("order.statementDescriptor.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))


def _check_authorize_100_request_order_statement_descriptor_address_state_province(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.statementDescriptor.address.stateProvince", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("order.statementDescriptor.address.stateProvince", "Must be 1 to 20 characters long."))


def _check_authorize_100_request_order_statement_descriptor_address_state_province_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.statementDescriptor.address.stateProvinceCode", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("order.statementDescriptor.address.stateProvinceCode", "Must be 1 to 3 characters long."))


def _check_authorize_100_request_order_statement_descriptor_address_street(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.statementDescriptor.address.street", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.statementDescriptor.address.street", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_statement_descriptor_address_street2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.statementDescriptor.address.street2", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.statementDescriptor.address.street2", "Must be 1 to 100 characters long."))


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


def _check_authorize_100_request_order_statement_descriptor_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.statementDescriptor.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_STATEMENT_DESCRIPTOR_ADDRESS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"order.statementDescriptor.address.{name}"))
        else:
            check(field, "order.statementDescriptor.address", errors)


def _check_authorize_100_request_order_statement_descriptor_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.statementDescriptor.name", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.statementDescriptor.name", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_statement_descriptor_phone(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.statementDescriptor.phone", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("order.statementDescriptor.phone", "Must be 1 to 20 characters long."))


def _check_authorize_100_request_order_statement_descriptor_website_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.statementDescriptor.websiteUrl", "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid("order.statementDescriptor.websiteUrl", "Must be an absolute URL."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_STATEMENT_DESCRIPTOR_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_authorize_100_request_order_statement_descriptor_address,
    "name": _check_authorize_100_request_order_statement_descriptor_name,
    "phone": _check_authorize_100_request_order_statement_descriptor_phone,
    "websiteUrl": _check_authorize_100_request_order_statement_descriptor_website_url,
}


def _check_authorize_100_request_order_statement_descriptor(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.statementDescriptor", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_STATEMENT_DESCRIPTOR_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"order.statementDescriptor.{name}"))
        else:
            check(field, "order.statementDescriptor", errors)


def _check_authorize_100_request_order_sub_merchant_address_city(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.address.city", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.subMerchant.address.city", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_address_company(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.address.company", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.subMerchant.address.company", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_address_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.address.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("order.subMerchant.address.country", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("order.subMerchant.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_order_sub_merchant_address_postcode_zip(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.address.postcodeZip", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("order.subMerchant.address.postcodeZip", "Must be 1 to 10 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("order.subMerchant.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))


def _check_authorize_100_request_order_sub_merchant_address_state_province(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.address.stateProvince", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("order.subMerchant.address.stateProvince", "Must be 1 to 20 characters long."))


def _check_authorize_100_request_order_sub_merchant_address_state_province_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.address.stateProvinceCode", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("order.subMerchant.address.stateProvinceCode", "Must be 1 to 3 characters long."))


def _check_authorize_100_request_order_sub_merchant_address_street(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.address.street", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.subMerchant.address.street", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_address_street2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.address.street2", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.subMerchant.address.street2", "Must be 1 to 100 characters long."))


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


def _check_authorize_100_request_order_sub_merchant_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.subMerchant.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_SUB_MERCHANT_ADDRESS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"order.subMerchant.address.{name}"))
        else:
            check(field, "order.subMerchant.address", errors)


def _check_authorize_100_request_order_sub_merchant_bank_industry_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.bankIndustryCode", "Must be a string."))
    elif not 4 <= len(value) <= 4:
        errors.append(invalid("order.subMerchant.bankIndustryCode", "Must be exactly 4 characters long."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid("order.subMerchant.bankIndustryCode", "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_sub_merchant_dispute_contact_phone(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.disputeContactPhone", "Must be a string."))
    elif _PATTERN_22.search(value) is None:
        errors.append(invalid("order.subMerchant.disputeContactPhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
    elif count_digits(value) > 15:
        errors.append(invalid("order.subMerchant.disputeContactPhone", "Must have at most 15 digits in total."))


def _check_authorize_100_request_order_sub_merchant_email(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.email", "Must be a string."))
    elif len(value) < 4:
        errors.append(invalid("order.subMerchant.email", "Must be at least 4 characters long."))
    elif _PATTERN_21.search(value) is None:
        errors.append(invalid("order.subMerchant.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."))


def _check_authorize_100_request_order_sub_merchant_government_country_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.governmentCountryCode", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("order.subMerchant.governmentCountryCode", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("order.subMerchant.governmentCountryCode", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_order_sub_merchant_identifier(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.identifier", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.subMerchant.identifier", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_marketplace_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.marketplaceId", "Must be a string."))
    elif not 1 <= len(value) <= 11:
        errors.append(invalid("order.subMerchant.marketplaceId", "Must be 1 to 11 characters long."))


def _check_authorize_100_request_order_sub_merchant_phone(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.phone", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("order.subMerchant.phone", "Must be 1 to 20 characters long."))


def _check_authorize_100_request_order_sub_merchant_registered_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.registeredName", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.subMerchant.registeredName", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_trading_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.tradingName", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.subMerchant.tradingName", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_order_sub_merchant_website_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.subMerchant.websiteUrl", "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid("order.subMerchant.websiteUrl", "Must be an absolute URL."))


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


def _check_authorize_100_request_order_sub_merchant(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.subMerchant", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_SUB_MERCHANT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"order.subMerchant.{name}"))
        else:
            check(field, "order.subMerchant", errors)
    if "identifier" not in value:
        errors.append(missing("order.subMerchant.identifier"))
    if "tradingName" not in value:
        errors.append(missing("order.subMerchant.tradingName"))


def _check_authorize_100_request_order_tax_item_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.amount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.amount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_tax_item_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.rate", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.rate", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 6:
        errors.append(invalid(f"{parent}.rate", "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 6:
        errors.append(invalid(f"{parent}.rate", "Must be 1 to 6 characters long."))


def _check_authorize_100_request_order_tax_item_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.type", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid(f"{parent}.type", "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_TAX_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_request_order_tax_item_amount,
    "rate": _check_authorize_100_request_order_tax_item_rate,
    "type": _check_authorize_100_request_order_tax_item_type,
}


def _check_authorize_100_request_order_tax_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_TAX_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))
        else:
            check(field, path, errors)


def _check_authorize_100_request_order_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("order.tax", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_order_tax_item(item, f"order.tax[{index}]", errors)


def _check_authorize_100_request_order_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.taxAmount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("order.taxAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.taxAmount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.taxRegistrationId", "Must be a string."))
    elif not 1 <= len(value) <= 30:
        errors.append(invalid("order.taxRegistrationId", "Must be 1 to 30 characters long."))


def _check_authorize_100_request_order_tax_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_34:
        errors.append(invalid("order.taxStatus", "Must be one of EXEMPT, NOT_EXEMPT, NOT_PROVIDED."))


def _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item_action(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_35:
        errors.append(invalid(f"{parent}.action", "Must be one of NO_ACTION, REJECT, REVIEW."))


def _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item_avs_response_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid(f"{parent}.avsResponseCode", "Must be a non-empty string."))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_TRANSACTION_FILTERING_AVS_RESPONSE_CODE_RULES_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "action": _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item_action,
    "avsResponseCode": _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item_avs_response_code,
}


def _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_TRANSACTION_FILTERING_AVS_RESPONSE_CODE_RULES_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"{path}.{name}"):
                errors.append(unsupported(f"{path}.{name}"))
        else:
            check(field, path, errors)
    if "action" not in value:
        errors.append(missing(f"{path}.action"))
    if "avsResponseCode" not in value:
        errors.append(missing(f"{path}.avsResponseCode"))


def _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("order.transactionFiltering.avsResponseCodeRules", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item(item, f"order.transactionFiltering.avsResponseCodeRules[{index}]", errors)


_CHECK_AUTHORIZE_100_REQUEST_ORDER_TRANSACTION_FILTERING_FIELDS: Final[dict[str, FieldCheck]] = {
    "avsResponseCodeRules": _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules,
}


def _check_authorize_100_request_order_transaction_filtering(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.transactionFiltering", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_TRANSACTION_FILTERING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"order.transactionFiltering.{name}"):
                errors.append(unsupported(f"order.transactionFiltering.{name}"))
        else:
            check(field, "order.transactionFiltering", errors)


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


def _check_authorize_100_request_order(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"order.{name}"):
                errors.append(unsupported(f"order.{name}"))
        else:
            check(field, "order", errors)
    if "currency" not in value:
        errors.append(missing("order.currency"))


def _check_authorize_100_request_shipping_contact_mobile_phone(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.contact.mobilePhone", "Must be a string."))
    elif _PATTERN_22.search(value) is None:
        errors.append(invalid("shipping.contact.mobilePhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
    elif count_digits(value) > 15:
        errors.append(invalid("shipping.contact.mobilePhone", "Must have at most 15 digits in total."))


def _check_authorize_100_request_shipping_contact_phone(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.contact.phone", "Must be a string."))
    elif _PATTERN_22.search(value) is None:
        errors.append(invalid("shipping.contact.phone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
    elif count_digits(value) > 15:
        errors.append(invalid("shipping.contact.phone", "Must have at most 15 digits in total."))


_CHECK_AUTHORIZE_100_REQUEST_SHIPPING_CONTACT_FIELDS: Final[dict[str, FieldCheck]] = {
    "mobilePhone": _check_authorize_100_request_shipping_contact_mobile_phone,
    "phone": _check_authorize_100_request_shipping_contact_phone,
}


def _check_authorize_100_request_shipping_contact(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping.contact", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_SHIPPING_CONTACT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"shipping.contact.{name}"):
                errors.append(unsupported(f"shipping.contact.{name}"))
        else:
            check(field, "shipping.contact", errors)


def _check_authorize_100_request_shipping_method(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_36:
        errors.append(invalid("shipping.method", "Must be one of ELECTRONIC, GROUND, NOT_SHIPPED, OVERNIGHT, PICKUP, PRIORITY, SAME_DAY."))


def _check_authorize_100_request_shipping_origin_postcode_zip(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("shipping.origin.postcodeZip", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("shipping.origin.postcodeZip", "Must be 1 to 10 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_SHIPPING_ORIGIN_FIELDS: Final[dict[str, FieldCheck]] = {
    "postcodeZip": _check_authorize_100_request_shipping_origin_postcode_zip,
}


def _check_authorize_100_request_shipping_origin(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping.origin", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_SHIPPING_ORIGIN_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"shipping.origin.{name}"))
        else:
            check(field, "shipping.origin", errors)


_CHECK_AUTHORIZE_100_REQUEST_SHIPPING_FIELDS: Final[dict[str, FieldCheck]] = {
    "contact": _check_authorize_100_request_shipping_contact,
    "method": _check_authorize_100_request_shipping_method,
    "origin": _check_authorize_100_request_shipping_origin,
}


def _check_authorize_100_request_shipping(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_SHIPPING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"shipping.{name}"):
                errors.append(unsupported(f"shipping.{name}"))
        else:
            check(field, "shipping", errors)


def _check_authorize_100_request_transaction_acquirer_batch(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_whole_number(value):
        errors.append(invalid("transaction.acquirer.batch", "Must be a whole number."))
    elif value < 1 or value > 2147483647:
        errors.append(invalid("transaction.acquirer.batch", "Must be 1 to 2147483647."))


def _check_authorize_100_request_transaction_acquirer_custom_data(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.acquirer.customData", "Must be a string."))
    elif not 1 <= len(value) <= 2048:
        errors.append(invalid("transaction.acquirer.customData", "Must be 1 to 2048 characters long."))


def _check_authorize_100_request_transaction_acquirer_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.acquirer.date", "Must be a string."))
    elif not 1 <= len(value) <= 4000:
        errors.append(invalid("transaction.acquirer.date", "Must be 1 to 4000 characters long."))


def _check_authorize_100_request_transaction_acquirer_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.acquirer.time", "Must be a string."))
    elif not 1 <= len(value) <= 4000:
        errors.append(invalid("transaction.acquirer.time", "Must be 1 to 4000 characters long."))


def _check_authorize_100_request_transaction_acquirer_trace_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.acquirer.traceId", "Must be a string."))
    elif not 1 <= len(value) <= 15:
        errors.append(invalid("transaction.acquirer.traceId", "Must be 1 to 15 characters long."))


def _check_authorize_100_request_transaction_acquirer_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.acquirer.transactionId", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.acquirer.transactionId", "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_ACQUIRER_FIELDS: Final[dict[str, FieldCheck]] = {
    "batch": _check_authorize_100_request_transaction_acquirer_batch,
    "customData": _check_authorize_100_request_transaction_acquirer_custom_data,
    "date": _check_authorize_100_request_transaction_acquirer_date,
    "time": _check_authorize_100_request_transaction_acquirer_time,
    "traceId": _check_authorize_100_request_transaction_acquirer_trace_id,
    "transactionId": _check_authorize_100_request_transaction_acquirer_transaction_id,
}


def _check_authorize_100_request_transaction_acquirer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.acquirer", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_ACQUIRER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.acquirer.{name}"))
        else:
            check(field, "transaction.acquirer", errors)


def _check_authorize_100_request_transaction_authorization_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.authorizationCode", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.authorizationCode", "Must be 1 to 100 characters long."))
    elif _CHARSET_26.fullmatch(value) is None:
        errors.append(invalid("transaction.authorizationCode", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_authorize_100_request_transaction_batch_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.batchName", "Must be a string."))
    elif not 1 <= len(value) <= 512:
        errors.append(invalid("transaction.batchName", "Must be 1 to 512 characters long."))


def _check_authorize_100_request_transaction_deferred_authorization(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("transaction.deferredAuthorization", "Must be true or false."))


def _check_authorize_100_request_transaction_frequency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_37:
        errors.append(invalid("transaction.frequency", "Must be one of INSTALLMENT, RECURRING, SINGLE."))


def _check_authorize_100_request_transaction_merchant_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.merchantNote", "Must be a string."))
    elif not 1 <= len(value) <= 250:
        errors.append(invalid("transaction.merchantNote", "Must be 1 to 250 characters long."))


def _check_authorize_100_request_transaction_multi_currency_pricing_rate_quote_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.multiCurrencyPricing.rate.quoteId", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.multiCurrencyPricing.rate.quoteId", "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_MULTI_CURRENCY_PRICING_RATE_FIELDS: Final[dict[str, FieldCheck]] = {
    "quoteId": _check_authorize_100_request_transaction_multi_currency_pricing_rate_quote_id,
}


def _check_authorize_100_request_transaction_multi_currency_pricing_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.multiCurrencyPricing.rate", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_MULTI_CURRENCY_PRICING_RATE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.multiCurrencyPricing.rate.{name}"))
        else:
            check(field, "transaction.multiCurrencyPricing.rate", errors)


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_MULTI_CURRENCY_PRICING_FIELDS: Final[dict[str, FieldCheck]] = {
    "rate": _check_authorize_100_request_transaction_multi_currency_pricing_rate,
}


def _check_authorize_100_request_transaction_multi_currency_pricing(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.multiCurrencyPricing", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_MULTI_CURRENCY_PRICING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.multiCurrencyPricing.{name}"))
        else:
            check(field, "transaction.multiCurrencyPricing", errors)


def _check_authorize_100_request_transaction_payer_consent_for_storing_card_details(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_38:
        errors.append(invalid("transaction.payerConsentForStoringCardDetails", "Must be one of MERCHANT_INITIATED_PAYMENTS, PAYER_DECLINED, PAYER_INITIATED_PAYMENTS."))


def _check_authorize_100_request_transaction_receipt(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.receipt", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.receipt", "Must be 1 to 100 characters long."))
    elif _CHARSET_26.fullmatch(value) is None:
        errors.append(invalid("transaction.receipt", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_authorize_100_request_transaction_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.reference", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.reference", "Must be 1 to 40 characters long."))


def _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series_source(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_39:
        errors.append(invalid("transaction.relatedTransactions.firstTransactionInTheSeries.source", "Must be one of CALL_CENTRE, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_RELATED_TRANSACTIONS_FIRST_TRANSACTION_IN_THE_SERIES_FIELDS: Final[dict[str, FieldCheck]] = {
    "source": _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series_source,
}


def _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.relatedTransactions.firstTransactionInTheSeries", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_RELATED_TRANSACTIONS_FIRST_TRANSACTION_IN_THE_SERIES_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.relatedTransactions.firstTransactionInTheSeries.{name}"))
        else:
            check(field, "transaction.relatedTransactions.firstTransactionInTheSeries", errors)


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_RELATED_TRANSACTIONS_FIELDS: Final[dict[str, FieldCheck]] = {
    "firstTransactionInTheSeries": _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series,
}


def _check_authorize_100_request_transaction_related_transactions(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.relatedTransactions", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_RELATED_TRANSACTIONS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.relatedTransactions.{name}"))
        else:
            check(field, "transaction.relatedTransactions", errors)


def _check_authorize_100_request_transaction_resubmission(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("transaction.resubmission", "Must be true or false."))


def _check_authorize_100_request_transaction_service_location_city(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.serviceLocation.city", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.serviceLocation.city", "Must be 1 to 100 characters long."))


def _check_authorize_100_request_transaction_service_location_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.serviceLocation.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("transaction.serviceLocation.country", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("transaction.serviceLocation.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_transaction_service_location_post_code_zip(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.serviceLocation.postCodeZip", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("transaction.serviceLocation.postCodeZip", "Must be 1 to 10 characters long."))


def _check_authorize_100_request_transaction_service_location_state_province_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.serviceLocation.stateProvinceCode", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("transaction.serviceLocation.stateProvinceCode", "Must be 1 to 3 characters long."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_SERVICE_LOCATION_FIELDS: Final[dict[str, FieldCheck]] = {
    "city": _check_authorize_100_request_transaction_service_location_city,
    "country": _check_authorize_100_request_transaction_service_location_country,
    "postCodeZip": _check_authorize_100_request_transaction_service_location_post_code_zip,
    "stateProvinceCode": _check_authorize_100_request_transaction_service_location_state_province_code,
}


def _check_authorize_100_request_transaction_service_location(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.serviceLocation", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_SERVICE_LOCATION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.serviceLocation.{name}"))
        else:
            check(field, "transaction.serviceLocation", errors)


def _check_authorize_100_request_transaction_source(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_40:
        errors.append(invalid("transaction.source", "Must be one of CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MERCHANT, MOTO, PAYER_PRESENT, TELEPHONE_ORDER, VOICE_RESPONSE."))


def _check_authorize_100_request_transaction_target_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.targetTransactionId", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.targetTransactionId", "Must be 1 to 40 characters long."))


def _check_authorize_100_request_transaction_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("transaction.taxAmount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("transaction.taxAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("transaction.taxAmount", "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid("transaction.taxAmount", "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid("transaction.taxAmount", "Must be at most 1000000000000."))


def _check_authorize_100_request_transaction_terminal(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.terminal", "Must be a string."))
    elif not 1 <= len(value) <= 16:
        errors.append(invalid("transaction.terminal", "Must be 1 to 16 characters long."))


def _check_authorize_100_request_transaction_transit_aggregated_fare_aggregation_start_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.transit.aggregatedFare.aggregationStartDate", "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid("transaction.transit.aggregatedFare.aggregationStartDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("transaction.transit.aggregatedFare.aggregationStartDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_transaction_transit_aggregated_fare_transportation_mode(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid("transaction.transit.aggregatedFare.transportationMode", "Must be a non-empty string."))


def _check_authorize_100_request_transaction_transit_aggregated_fare_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_41:
        errors.append(invalid("transaction.transit.aggregatedFare.type", "Must be one of DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_AGGREGATED_FARE_FIELDS: Final[dict[str, FieldCheck]] = {
    "aggregationStartDate": _check_authorize_100_request_transaction_transit_aggregated_fare_aggregation_start_date,
    "transportationMode": _check_authorize_100_request_transaction_transit_aggregated_fare_transportation_mode,
    "type": _check_authorize_100_request_transaction_transit_aggregated_fare_type,
}


def _check_authorize_100_request_transaction_transit_aggregated_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.transit.aggregatedFare", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_AGGREGATED_FARE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.transit.aggregatedFare.{name}"))
        else:
            check(field, "transaction.transit.aggregatedFare", errors)
    if "aggregationStartDate" not in value:
        errors.append(missing("transaction.transit.aggregatedFare.aggregationStartDate"))
    if "transportationMode" not in value:
        errors.append(missing("transaction.transit.aggregatedFare.transportationMode"))
    if "type" not in value:
        errors.append(missing("transaction.transit.aggregatedFare.type"))


def _check_authorize_100_request_transaction_transit_known_fare_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_42:
        errors.append(invalid("transaction.transit.knownFare.type", "Must be one of DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE_DEFERRED_AUTHORIZATION, FARE_REAL_TIME_AUTHORIZATION."))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_KNOWN_FARE_FIELDS: Final[dict[str, FieldCheck]] = {
    "type": _check_authorize_100_request_transaction_transit_known_fare_type,
}


def _check_authorize_100_request_transaction_transit_known_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.transit.knownFare", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_KNOWN_FARE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.transit.knownFare.{name}"))
        else:
            check(field, "transaction.transit.knownFare", errors)


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_FIELDS: Final[dict[str, FieldCheck]] = {
    "aggregatedFare": _check_authorize_100_request_transaction_transit_aggregated_fare,
    "knownFare": _check_authorize_100_request_transaction_transit_known_fare,
}


def _check_authorize_100_request_transaction_transit(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.transit", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_TRANSIT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.transit.{name}"))
        else:
            check(field, "transaction.transit", errors)


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


def _check_authorize_100_request_transaction(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.{name}"))
        else:
            check(field, "transaction", errors)


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
        errors.append(invalid("", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(name):
                errors.append(unsupported(name))
        else:
            check(field, "", errors)
    if "apiOperation" not in value:
        errors.append(missing("apiOperation"))
    if "order" not in value:
        errors.append(missing("order"))


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
        refused = refusals_of(errors, len(errors)) if errors else None
        # Rule amount-or-net-amount (section 4.3): Authorize requires either order.amount or order.netAmount.
        read_order: object = body.get("order", ABSENT)
        in_order: dict[object, object] | None = read_order if is_record(read_order) else None
        read_order_amount: object = in_order.get("amount", ABSENT) if in_order is not None else ABSENT
        read_order_net_amount: object = in_order.get("netAmount", ABSENT) if in_order is not None else ABSENT
        if in_order is not None and read_order_amount is ABSENT and read_order_net_amount is ABSENT:
            errors.append(missing("order.amount", "Authorize requires either order.amount or order.netAmount."))
        # Rule order-subtotals (section 2.4): If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
        read_order_item_amount: object = in_order.get("itemAmount", ABSENT) if in_order is not None else ABSENT
        read_order_tax_amount: object = in_order.get("taxAmount", ABSENT) if in_order is not None else ABSENT
        read_order_shipping_and_handling_amount: object = in_order.get("shippingAndHandlingAmount", ABSENT) if in_order is not None else ABSENT
        read_order_cashback_amount: object = in_order.get("cashbackAmount", ABSENT) if in_order is not None else ABSENT
        read_order_gratuity_amount: object = in_order.get("gratuityAmount", ABSENT) if in_order is not None else ABSENT
        read_order_merchant_charge: object = in_order.get("merchantCharge", ABSENT) if in_order is not None else ABSENT
        in_order_merchant_charge: dict[object, object] | None = read_order_merchant_charge if is_record(read_order_merchant_charge) else None
        read_order_merchant_charge_amount: object = in_order_merchant_charge.get("amount", ABSENT) if in_order_merchant_charge is not None else ABSENT
        read_order_duty_amount: object = in_order.get("dutyAmount", ABSENT) if in_order is not None else ABSENT
        read_order_discount: object = in_order.get("discount", ABSENT) if in_order is not None else ABSENT
        in_order_discount: dict[object, object] | None = read_order_discount if is_record(read_order_discount) else None
        read_order_discount_amount: object = in_order_discount.get("amount", ABSENT) if in_order_discount is not None else ABSENT
        if read_order_amount is not ABSENT and not (read_order_item_amount is ABSENT and read_order_tax_amount is ABSENT and read_order_shipping_and_handling_amount is ABSENT and read_order_cashback_amount is ABSENT and read_order_gratuity_amount is ABSENT and read_order_merchant_charge_amount is ABSENT and read_order_duty_amount is ABSENT) and (refused is None or not refused.covers_any(("order.amount", "order.itemAmount", "order.taxAmount", "order.shippingAndHandlingAmount", "order.cashbackAmount", "order.gratuityAmount", "order.merchantCharge.amount", "order.dutyAmount", "order.discount.amount"))) and sum_differs(read_order_amount, (read_order_item_amount, read_order_tax_amount, read_order_shipping_and_handling_amount, read_order_cashback_amount, read_order_gratuity_amount, read_order_merchant_charge_amount, read_order_duty_amount), (read_order_discount_amount,)):
            errors.append(invalid("order.amount", "If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts."))
        # Rule net-amount-subtotals (section 2.4): If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
        if read_order_net_amount is not ABSENT and read_order_amount is ABSENT and not (read_order_item_amount is ABSENT and read_order_tax_amount is ABSENT and read_order_shipping_and_handling_amount is ABSENT and read_order_cashback_amount is ABSENT and read_order_gratuity_amount is ABSENT and read_order_duty_amount is ABSENT) and (refused is None or not refused.covers_any(("order.netAmount", "order.itemAmount", "order.taxAmount", "order.shippingAndHandlingAmount", "order.cashbackAmount", "order.gratuityAmount", "order.dutyAmount", "order.discount.amount"))) and sum_differs(read_order_net_amount, (read_order_item_amount, read_order_tax_amount, read_order_shipping_and_handling_amount, read_order_cashback_amount, read_order_gratuity_amount, read_order_duty_amount), (read_order_discount_amount,)):
            errors.append(invalid("order.netAmount", "If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge)."))
        # Rule item-amount-matches-items (section 2.4): If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
        read_order_item: object = in_order.get("item", ABSENT) if in_order is not None else ABSENT
        if read_order_item_amount is not ABSENT and read_order_item is not ABSENT and (refused is None or not refused.covers_any(("order.itemAmount",))) and products_sum_differs(read_order_item, "order.item", ("quantity", "unitPrice"), refused, read_order_item_amount):
            errors.append(invalid("order.itemAmount", "If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal."))
        # Rule tax-amount-matches-items (section 2.4): If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
        if read_order_tax_amount is not ABSENT and read_order_item is not ABSENT and (refused is None or not refused.covers_any(("order.taxAmount",))) and products_sum_differs(read_order_item, "order.item", ("quantity", "unitTaxAmount"), refused, read_order_tax_amount):
            errors.append(invalid("order.taxAmount", "If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount."))
        # Rule purchase-type-for-merchant-category (section 2.4): A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
        read_order_merchant_category_code: object = in_order.get("merchantCategoryCode", ABSENT) if in_order is not None else ABSENT
        read_order_purchase_type: object = in_order.get("purchaseType", ABSENT) if in_order is not None else ABSENT
        if (isinstance(read_order_merchant_category_code, str) and (read_order_merchant_category_code == "6051" or read_order_merchant_category_code == "6211" or read_order_merchant_category_code == "6012")) and read_order_purchase_type is ABSENT and (refused is None or not refused.covers_any(("order.purchaseType", "order.merchantCategoryCode"))):
            errors.append(missing("order.purchaseType", "A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes."))
        # Rule amount-variability-for-recurring (section 2.6): agreement.amountVariability is needed for recurring payments (agreement.type RECURRING).
        read_agreement: object = body.get("agreement", ABSENT)
        in_agreement: dict[object, object] | None = read_agreement if is_record(read_agreement) else None
        read_agreement_type: object = in_agreement.get("type", ABSENT) if in_agreement is not None else ABSENT
        read_agreement_amount_variability: object = in_agreement.get("amountVariability", ABSENT) if in_agreement is not None else ABSENT
        if (isinstance(read_agreement_type, str) and (read_agreement_type == "RECURRING")) and read_agreement_amount_variability is ABSENT and (refused is None or not refused.covers_any(("agreement.amountVariability", "agreement.type"))):
            errors.append(missing("agreement.amountVariability", "agreement.amountVariability is needed for recurring payments (agreement.type RECURRING)."))
        # Rule sub-merchant-first-transaction (section 2.4): order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
        # needs the order's earlier transactions: not checked on a single body.
        # Rule source-first-transaction (section 2.5): transaction.source can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
        # needs the order's earlier transactions: not checked on a single body.
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)


def _check_authorize_100_response_account_funding_purpose(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_1:
        errors.append(invalid("accountFunding.purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL."))


def _check_authorize_100_response_account_funding_recipient_address_city(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.city", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("accountFunding.recipient.address.city", "Must be 1 to 100 characters long."))


def _check_authorize_100_response_account_funding_recipient_address_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("accountFunding.recipient.address.country", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("accountFunding.recipient.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_account_funding_recipient_address_post_code_zip(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must be a string."))
    elif not 1 <= len(value) <= 10:
        errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must be 1 to 10 characters long."))
    elif _CHARSET_3.fullmatch(value) is None:
        errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))


def _check_authorize_100_response_account_funding_recipient_address_state_province_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.stateProvinceCode", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("accountFunding.recipient.address.stateProvinceCode", "Must be 1 to 3 characters long."))


def _check_authorize_100_response_account_funding_recipient_address_street(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.street", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("accountFunding.recipient.address.street", "Must be 1 to 100 characters long."))


def _check_authorize_100_response_account_funding_recipient_address_street2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.address.street2", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("accountFunding.recipient.address.street2", "Must be 1 to 100 characters long."))


_CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_ADDRESS_FIELDS: Final[dict[str, FieldCheck]] = {
    "city": _check_authorize_100_response_account_funding_recipient_address_city,
    "country": _check_authorize_100_response_account_funding_recipient_address_country,
    "postCodeZip": _check_authorize_100_response_account_funding_recipient_address_post_code_zip,
    "stateProvinceCode": _check_authorize_100_response_account_funding_recipient_address_state_province_code,
    "street": _check_authorize_100_response_account_funding_recipient_address_street,
    "street2": _check_authorize_100_response_account_funding_recipient_address_street2,
}


def _check_authorize_100_response_account_funding_recipient_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_ADDRESS_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "accountFunding.recipient.address", errors)


def _check_authorize_100_response_account_funding_recipient_first_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.firstName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("accountFunding.recipient.firstName", "Must be 1 to 50 characters long."))


def _check_authorize_100_response_account_funding_recipient_identification_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.identification.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("accountFunding.recipient.identification.country", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("accountFunding.recipient.identification.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_account_funding_recipient_identification_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_4:
        errors.append(invalid("accountFunding.recipient.identification.type", "Must be one of ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION."))


def _check_authorize_100_response_account_funding_recipient_identification_value(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.identification.value", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("accountFunding.recipient.identification.value", "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_IDENTIFICATION_FIELDS: Final[dict[str, FieldCheck]] = {
    "country": _check_authorize_100_response_account_funding_recipient_identification_country,
    "type": _check_authorize_100_response_account_funding_recipient_identification_type,
    "value": _check_authorize_100_response_account_funding_recipient_identification_value,
}


def _check_authorize_100_response_account_funding_recipient_identification(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient.identification", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_IDENTIFICATION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "accountFunding.recipient.identification", errors)


def _check_authorize_100_response_account_funding_recipient_last_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.lastName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("accountFunding.recipient.lastName", "Must be 1 to 50 characters long."))


def _check_authorize_100_response_account_funding_recipient_middle_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.recipient.middleName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("accountFunding.recipient.middleName", "Must be 1 to 50 characters long."))


_CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_FIELDS: Final[dict[str, FieldCheck]] = {
    "address": _check_authorize_100_response_account_funding_recipient_address,
    "firstName": _check_authorize_100_response_account_funding_recipient_first_name,
    "identification": _check_authorize_100_response_account_funding_recipient_identification,
    "lastName": _check_authorize_100_response_account_funding_recipient_last_name,
    "middleName": _check_authorize_100_response_account_funding_recipient_middle_name,
}


def _check_authorize_100_response_account_funding_recipient(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_RECIPIENT_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "accountFunding.recipient", errors)


def _check_authorize_100_response_account_funding_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("accountFunding.reference", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("accountFunding.reference", "Must be 1 to 50 characters long."))


def _check_authorize_100_response_account_funding_sender_is_recipient(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("accountFunding.senderIsRecipient", "Must be true or false."))


def _check_authorize_100_response_account_funding_sender_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_5:
        errors.append(invalid("accountFunding.senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."))


_CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_FIELDS: Final[dict[str, FieldCheck]] = {
    "purpose": _check_authorize_100_response_account_funding_purpose,
    "recipient": _check_authorize_100_response_account_funding_recipient,
    "reference": _check_authorize_100_response_account_funding_reference,
    "senderIsRecipient": _check_authorize_100_response_account_funding_sender_is_recipient,
    "senderType": _check_authorize_100_response_account_funding_sender_type,
}


def _check_authorize_100_response_account_funding(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ACCOUNT_FUNDING_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "accountFunding", errors)
    if "reference" not in value:
        errors.append(missing("accountFunding.reference"))


def _check_authorize_100_response_action_refund_authorization(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("action.refundAuthorization", "Must be true or false."))


_CHECK_AUTHORIZE_100_RESPONSE_ACTION_FIELDS: Final[dict[str, FieldCheck]] = {
    "refundAuthorization": _check_authorize_100_response_action_refund_authorization,
}


def _check_authorize_100_response_action(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("action", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ACTION_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "action", errors)


def _check_authorize_100_response_airline_booking_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.bookingReference", "Must be a string."))
    elif not 6 <= len(value) <= 15:
        errors.append(invalid("airline.bookingReference", "Must be 6 to 15 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.bookingReference", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_document_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid("airline.documentType", "Must be a non-empty string."))


def _check_authorize_100_response_airline_itinerary_leg_item_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.carrierCode", "Must be a string."))
    elif _PATTERN_12.search(value) is None:
        errors.append(invalid(f"{parent}.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_authorize_100_response_airline_itinerary_leg_item_conjunction_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_coupon_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.couponNumber", "Must be a string."))
    elif not 1 <= len(value) <= 1:
        errors.append(invalid(f"{parent}.couponNumber", "Must be exactly 1 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.couponNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureAirport", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.departureAirport", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.departureAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureDate", "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(f"{parent}.departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.departureDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureTime", "Must be a string."))
    elif _PATTERN_13.search(value) is None:
        errors.append(invalid(f"{parent}.departureTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_response_airline_itinerary_leg_item_destination_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationAirport", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.destinationAirport", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.destinationAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_airline_itinerary_leg_item_destination_arrival_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_response_airline_itinerary_leg_item_destination_arrival_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must be a string."))
    elif _PATTERN_13.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_response_airline_itinerary_leg_item_endorsements_restrictions(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be 1 to 20 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_exchange_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fare", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.fare", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_fare_basis(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.fareBasis", "Must be a string."))
    elif not 1 <= len(value) <= 24:
        errors.append(invalid(f"{parent}.fareBasis", "Must be 1 to 24 characters long."))
    elif _CHARSET_14.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.fareBasis", "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."))


def _check_authorize_100_response_airline_itinerary_leg_item_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_flight_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.flightNumber", "Must be a string."))
    elif not 4 <= len(value) <= 6:
        errors.append(invalid(f"{parent}.flightNumber", "Must be 4 to 6 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.flightNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_stopover_permitted(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(f"{parent}.stopoverPermitted", "Must be true or false."))


def _check_authorize_100_response_airline_itinerary_leg_item_taxes(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.taxes", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.taxes", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_travel_class(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.travelClass", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.travelClass", "Must be 1 to 3 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


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
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, path, errors)


def _check_authorize_100_response_airline_itinerary_leg(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.itinerary.leg", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_response_airline_itinerary_leg_item(item, f"airline.itinerary.leg[{index}]", errors)


def _check_authorize_100_response_airline_itinerary_number_in_party(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.itinerary.numberInParty", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid("airline.itinerary.numberInParty", "Must be 1 to 3 characters long."))
    elif _CHARSET_15.fullmatch(value) is None:
        errors.append(invalid("airline.itinerary.numberInParty", "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_response_airline_itinerary_origin_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.itinerary.originCountry", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("airline.itinerary.originCountry", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("airline.itinerary.originCountry", "Must hold only the characters A-Z (Upper case alphabetic text)."))


_CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_ITINERARY_FIELDS: Final[dict[str, FieldCheck]] = {
    "leg": _check_authorize_100_response_airline_itinerary_leg,
    "numberInParty": _check_authorize_100_response_airline_itinerary_number_in_party,
    "originCountry": _check_authorize_100_response_airline_itinerary_origin_country,
}


def _check_authorize_100_response_airline_itinerary(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.itinerary", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_ITINERARY_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "airline.itinerary", errors)


def _check_authorize_100_response_airline_passenger_item_first_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.firstName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid(f"{parent}.firstName", "Must be 1 to 50 characters long."))


def _check_authorize_100_response_airline_passenger_item_frequent_flyer_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.frequentFlyerNumber", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.frequentFlyerNumber", "Must be 1 to 20 characters long."))


def _check_authorize_100_response_airline_passenger_item_last_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.lastName", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.lastName", "Must be 1 to 20 characters long."))


def _check_authorize_100_response_airline_passenger_item_middle_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.middleName", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid(f"{parent}.middleName", "Must be 1 to 50 characters long."))


def _check_authorize_100_response_airline_passenger_item_specific_information(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.specificInformation", "Must be a string."))
    elif not 1 <= len(value) <= 59:
        errors.append(invalid(f"{parent}.specificInformation", "Must be 1 to 59 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.specificInformation", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_passenger_item_title(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.title", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.title", "Must be 1 to 20 characters long."))


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
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_PASSENGER_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, path, errors)


def _check_authorize_100_response_airline_passenger(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.passenger", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_response_airline_passenger_item(item, f"airline.passenger[{index}]", errors)


def _check_authorize_100_response_airline_plan_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.planNumber", "Must be a string."))
    elif not 2 <= len(value) <= 2:
        errors.append(invalid("airline.planNumber", "Must be exactly 2 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_ticket_conjunction_ticket_indicator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("airline.ticket.conjunctionTicketIndicator", "Must be true or false."))


def _check_authorize_100_response_airline_ticket_e_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("airline.ticket.eTicket", "Must be true or false."))


def _check_authorize_100_response_airline_ticket_exchanged_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.exchangedTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_ticket_issue_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.address", "Must be a string."))
    elif not 1 <= len(value) <= 16:
        errors.append(invalid("airline.ticket.issue.address", "Must be 1 to 16 characters long."))


def _check_authorize_100_response_airline_ticket_issue_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.carrierCode", "Must be a string."))
    elif _PATTERN_12.search(value) is None:
        errors.append(invalid("airline.ticket.issue.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_authorize_100_response_airline_ticket_issue_carrier_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.carrierName", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("airline.ticket.issue.carrierName", "Must be 1 to 25 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.issue.carrierName", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_ticket_issue_city(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.city", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("airline.ticket.issue.city", "Must be 1 to 100 characters long."))


def _check_authorize_100_response_airline_ticket_issue_country(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.country", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("airline.ticket.issue.country", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.issue.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_airline_ticket_issue_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.date", "Must be a string."))
    elif _PATTERN_7.search(value) is None:
        errors.append(invalid("airline.ticket.issue.date", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("airline.ticket.issue.date", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_response_airline_ticket_issue_travel_agent_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must be a string."))
    elif not 8 <= len(value) <= 9:
        errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must be 8 to 9 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.issue.travelAgentCode", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_ticket_issue_travel_agent_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.issue.travelAgentName", "Must be a string."))
    elif not 1 <= len(value) <= 30:
        errors.append(invalid("airline.ticket.issue.travelAgentName", "Must be 1 to 30 characters long."))


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


def _check_authorize_100_response_airline_ticket_issue(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.ticket.issue", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_TICKET_ISSUE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "airline.ticket.issue", errors)


def _check_authorize_100_response_airline_ticket_restricted(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("airline.ticket.restricted", "Must be true or false."))


def _check_authorize_100_response_airline_ticket_tax_or_fee_item_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.amount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid(f"{parent}.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.amount", "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_ticket_tax_or_fee_item_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.type", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.type", "Must be exactly 3 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.type", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_TICKET_TAX_OR_FEE_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_response_airline_ticket_tax_or_fee_item_amount,
    "type": _check_authorize_100_response_airline_ticket_tax_or_fee_item_type,
}


def _check_authorize_100_response_airline_ticket_tax_or_fee_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_TICKET_TAX_OR_FEE_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, path, errors)


def _check_authorize_100_response_airline_ticket_tax_or_fee(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.ticket.taxOrFee", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_response_airline_ticket_tax_or_fee_item(item, f"airline.ticket.taxOrFee[{index}]", errors)


def _check_authorize_100_response_airline_ticket_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("airline.ticket.ticketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid("airline.ticket.ticketNumber", "Must be 11 to 16 characters long."))
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid("airline.ticket.ticketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_ticket_total_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("airline.ticket.totalFare", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("airline.ticket.totalFare", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_ticket_total_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("airline.ticket.totalFees", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("airline.ticket.totalFees", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long."))


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


def _check_authorize_100_response_airline_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.ticket", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_TICKET_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "airline.ticket", errors)


_CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_FIELDS: Final[dict[str, FieldCheck]] = {
    "bookingReference": _check_authorize_100_response_airline_booking_reference,
    "documentType": _check_authorize_100_response_airline_document_type,
    "itinerary": _check_authorize_100_response_airline_itinerary,
    "passenger": _check_authorize_100_response_airline_passenger,
    "planNumber": _check_authorize_100_response_airline_plan_number,
    "ticket": _check_authorize_100_response_airline_ticket,
}


def _check_authorize_100_response_airline(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "airline", errors)


def _check_authorize_100_response_merchant(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("merchant", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("merchant", "Must be 1 to 40 characters long."))
    elif _CHARSET_47.fullmatch(value) is None:
        errors.append(invalid("merchant", "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters)."))


def _check_authorize_100_response_order_creation_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.creationTime", "Must be a string."))
    elif _PATTERN_20.search(value) is None:
        errors.append(invalid("order.creationTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.creationTime", "Must name a calendar date."))


def _check_authorize_100_response_order_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.id", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("order.id", "Must be 1 to 40 characters long."))


def _check_authorize_100_response_order_last_updated_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.lastUpdatedTime", "Must be a string."))
    elif _PATTERN_20.search(value) is None:
        errors.append(invalid("order.lastUpdatedTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.lastUpdatedTime", "Must name a calendar date."))


_CHECK_AUTHORIZE_100_RESPONSE_ORDER_FIELDS: Final[dict[str, FieldCheck]] = {
    "creationTime": _check_authorize_100_response_order_creation_time,
    "id": _check_authorize_100_response_order_id,
    "lastUpdatedTime": _check_authorize_100_response_order_last_updated_time,
}


def _check_authorize_100_response_order(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_ORDER_FIELDS.get(key) if isinstance(key, str) else None
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


def _check_authorize_100_response_transaction_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("transaction.amount", "Must be a decimal number."))
    elif _PATTERN_8.search(value_text) is None:
        errors.append(invalid("transaction.amount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("transaction.amount", "Must have at most 3 digits after the decimal point."))
    elif compare_decimals(value_text, "0") < 0:
        errors.append(invalid("transaction.amount", "Must be at least 0."))
    elif compare_decimals(value_text, "1000000000000") > 0:
        errors.append(invalid("transaction.amount", "Must be at most 1000000000000."))


def _check_authorize_100_response_transaction_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.currency", "Must be a string."))
    elif not 3 <= len(value) <= 3:
        errors.append(invalid("transaction.currency", "Must be exactly 3 characters long."))
    elif _CHARSET_2.fullmatch(value) is None:
        errors.append(invalid("transaction.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.id", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.id", "Must be 1 to 40 characters long."))


def _check_authorize_100_response_transaction_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_48:
        errors.append(invalid("transaction.type", "Must be one of AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND."))


_CHECK_AUTHORIZE_100_RESPONSE_TRANSACTION_FIELDS: Final[dict[str, FieldCheck]] = {
    "amount": _check_authorize_100_response_transaction_amount,
    "currency": _check_authorize_100_response_transaction_currency,
    "id": _check_authorize_100_response_transaction_id,
    "type": _check_authorize_100_response_transaction_type,
}


def _check_authorize_100_response_transaction(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_TRANSACTION_FIELDS.get(key) if isinstance(key, str) else None
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


def _check_authorize_100_response_version(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("version", "Must be a string."))
    elif not 1 <= len(value) <= 8:
        errors.append(invalid("version", "Must be 1 to 8 characters long."))


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
        errors.append(invalid("", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_FIELDS.get(key) if isinstance(key, str) else None
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


def validate_authorize_100_response(body: object, *, today: date | None = None) -> ValidationResult:
    """Authorize response at version 100.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The response body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_authorize_100_response(body, "", errors)
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)
