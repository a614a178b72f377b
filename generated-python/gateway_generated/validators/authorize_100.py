"""The validators of Authorize at version 100: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from typing import Final

from ..runtime import FieldCheck, ValidationResult, ABSENT, CLOCK, VALID, checked_sum_differs, compare_segments, count_digits, decimal_scale, decimal_text, is_absolute_url, is_at_or_under, is_calendar_date, is_json_text, is_list, is_record, is_whole_number, key_text, products_sum_differs, reference_segments, refusals_of, to_result, today_text, unreadable_body
from ..runtime.contract import ValidationError, invalid, missing, unsupported

_VALUES_0: Final = frozenset({"AUTHORIZE"})
_CHARSET_1: Final = re.compile("[0-9a-zA-Z \\-]*")
_VALUES_2: Final = frozenset({"ALIEN_REGISTRATION_NUMBER", "BUSINESS_TAX_ID", "COMPANY_REGISTRATION_NUMBER", "CUSTOMER_IDENTIFICATION", "DATE_OF_BIRTH", "DRIVERS_LICENSE", "EMAIL", "GOVERNMENT_ISSUED", "INDIVIDUAL_TAX_ID", "LAW_ENFORCEMENT_IDENTIFICATION", "MILITARY_IDENTIFICATION", "NATIONAL_IDENTIFICATION_CARD", "OTHER", "PASSPORT", "PHONE_NUMBER", "PROXY_IDENTIFICATION", "SOCIAL_SECURITY_NUMBER", "TRAVEL_IDENTIFICATION"})
_VALUES_3: Final = frozenset({"CRYPTOCURRENCY_PURCHASE", "MERCHANT_SETTLEMENT", "OTHER", "PAYROLL"})
_VALUES_4: Final = frozenset({"COMMERCIAL_ORGANIZATION", "GOVERNMENT", "NON_PROFIT_ORGANIZATION", "PERSON"})
_VALUES_5: Final = frozenset({"FIXED", "VARIABLE"})
_PATTERN_6: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}\\Z")
_VALUES_7: Final = frozenset({"AD_HOC", "DAILY", "FORTNIGHTLY", "MONTHLY", "OTHER", "QUARTERLY", "TWICE_YEARLY", "WEEKLY", "YEARLY"})
_VALUES_8: Final = frozenset({"INSTALLMENT", "OTHER", "RECURRING", "UNSCHEDULED"})
_PATTERN_9: Final = re.compile("^(?:[A-Za-z0-9_]{2}|[0-9]{3}|[A-Za-z0-9_]{2}/[0-9]{3})\\Z")
_PATTERN_10: Final = re.compile("^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)\\Z")
_CHARSET_11: Final = re.compile("[0-9a-zA-Z ]*")
_VALUES_12: Final = frozenset({"EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"})
_PATTERN_13: Final = re.compile("^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?\\Z")
_CHARSET_14: Final = re.compile("[0-9a-zA-Z.]*")
_PATTERN_15: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z\\Z")
_PATTERN_16: Final = re.compile("^[A-Za-z0-9!#\\$%\\&'*+/=?^_`{\\|}\\~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\Z")
_PATTERN_17: Final = re.compile("^\\+[0-9]{1,3} [0-9]+( [0-9]+)*\\Z")
_PATTERN_18: Final = re.compile("^[^ ]*\\Z")
_VALUES_19: Final = frozenset({"ESTIMATED", "FINAL"})
_DECIMAL_20: Final = Decimal("0")
_DECIMAL_21: Final = Decimal("1000000000000")
_VALUES_22: Final = frozenset({"DELAYED_CHARGE", "NO_SHOW_PENALTY", "PARTIAL_SHIPMENT"})
_PATTERN_23: Final = re.compile("^https:")
_VALUES_24: Final = frozenset({"HEALTHCARE_DENTAL", "HEALTHCARE_OTHER", "HEALTHCARE_PRESCRIPTION", "HEALTHCARE_VISION"})
_PATTERN_25: Final = re.compile("^-?[0-9]+(\\.[0-9]+)?\\Z")
_VALUES_26: Final = frozenset({"SURCHARGE"})
_VALUES_27: Final = frozenset({"CRYPTOCURRENCY", "DEBT_REPAYMENT", "HIGH_RISK_SECURITIES", "OTHER"})
_CHARSET_28: Final = re.compile("[0-9a-zA-Z\\-_ \\&+!\\$%.=]*")
_DECIMAL_29: Final = Decimal("1000000000000000000")
_VALUES_30: Final = frozenset({"EXEMPT", "NOT_EXEMPT", "NOT_PROVIDED"})
_VALUES_31: Final = frozenset({"NO_ACTION", "REJECT", "REVIEW"})
_VALUES_32: Final = frozenset({"ELECTRONIC", "GROUND", "NOT_SHIPPED", "OVERNIGHT", "PICKUP", "PRIORITY", "SAME_DAY"})
_VALUES_33: Final = frozenset({"INSTALLMENT", "RECURRING", "SINGLE"})
_VALUES_34: Final = frozenset({"MERCHANT_INITIATED_PAYMENTS", "PAYER_DECLINED", "PAYER_INITIATED_PAYMENTS"})
_VALUES_35: Final = frozenset({"CALL_CENTRE", "INTERNET", "MAIL_ORDER", "MOTO", "TELEPHONE_ORDER", "VOICE_RESPONSE"})
_VALUES_36: Final = frozenset({"CALL_CENTRE", "CARD_PRESENT", "INTERNET", "MAIL_ORDER", "MERCHANT", "MOTO", "PAYER_PRESENT", "TELEPHONE_ORDER", "VOICE_RESPONSE"})
_VALUES_37: Final = frozenset({"DEBT_RECOVERY_MERCHANT_INITIATED", "DEBT_RECOVERY_PAYER_INITIATED", "DEBT_RECOVERY_TAP_INITIATED", "FARE"})
_VALUES_38: Final = frozenset({"DEBT_RECOVERY_MERCHANT_INITIATED", "DEBT_RECOVERY_PAYER_INITIATED", "DEBT_RECOVERY_TAP_INITIATED", "FARE_DEFERRED_AUTHORIZATION", "FARE_REAL_TIME_AUTHORIZATION"})
_STRINGS_39: Final = ("authentication", "3ds2", "custom")
_STRINGS_40: Final = ("customer", "mobilephone")
_STRINGS_41: Final = ("order", "transactionfiltering", "avsresponsecoderules", "avsresponsecode")
_STRINGS_42: Final = ("shipping", "contact", "mobilephone")
_VALUES_43: Final = frozenset({"order", "order.amount", "order.cashbackAmount", "order.discount", "order.discount.amount", "order.dutyAmount", "order.gratuityAmount", "order.itemAmount", "order.merchantCharge", "order.merchantCharge.amount", "order.shippingAndHandlingAmount", "order.taxAmount"})
_VALUES_44: Final = frozenset({"order", "order.cashbackAmount", "order.discount", "order.discount.amount", "order.dutyAmount", "order.gratuityAmount", "order.itemAmount", "order.netAmount", "order.shippingAndHandlingAmount", "order.taxAmount"})
_VALUES_45: Final = frozenset({"order", "order.item", "order.itemAmount"})
_VALUES_46: Final = frozenset({"order", "order.item", "order.taxAmount"})
_VALUES_47: Final = frozenset({"order", "order.merchantCategoryCode", "order.purchaseType"})
_VALUES_48: Final = frozenset({"agreement", "agreement.amountVariability", "agreement.type"})
_VALUES_49: Final = frozenset({"AUTHORIZATION", "AUTHORIZATION_UPDATE", "CAPTURE", "PAYMENT", "REFUND", "VERIFICATION", "VOID_AUTHORIZATION", "VOID_CAPTURE", "VOID_PAYMENT", "VOID_REFUND"})
_CHARSET_50: Final = re.compile("[0-9a-zA-Z\\-_]*")



def _check_authorize_100_request_api_operation(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_0:
        errors.append(invalid("apiOperation", "Must be one of AUTHORIZE."))


def _check_authorize_100_request_account_funding_recipient_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "city":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.city", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("accountFunding.recipient.address.city", "Must be 1 to 100 characters long."))
        elif key == "country":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.country", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("accountFunding.recipient.address.country", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("accountFunding.recipient.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "postCodeZip":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must be 1 to 10 characters long."))
            elif _CHARSET_1.fullmatch(field) is None:
                errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.stateProvinceCode", "Must be a string."))
            elif not 1 <= len(field) <= 3:
                errors.append(invalid("accountFunding.recipient.address.stateProvinceCode", "Must be 1 to 3 characters long."))
        elif key == "street":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.street", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("accountFunding.recipient.address.street", "Must be 1 to 100 characters long."))
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.street2", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("accountFunding.recipient.address.street2", "Must be 1 to 100 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.recipient.address.{name}"))


def _check_authorize_100_request_account_funding_recipient_identification(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient.identification", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.identification.country", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("accountFunding.recipient.identification.country", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("accountFunding.recipient.identification.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_2:
                errors.append(invalid("accountFunding.recipient.identification.type", "Must be one of ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION."))
        elif key == "value":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.identification.value", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("accountFunding.recipient.identification.value", "Must be 1 to 50 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.recipient.identification.{name}"))


def _check_authorize_100_request_account_funding_recipient(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_authorize_100_request_account_funding_recipient_address(field, "accountFunding.recipient", errors)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.firstName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("accountFunding.recipient.firstName", "Must be 1 to 50 characters long."))
        elif key == "identification":
            _check_authorize_100_request_account_funding_recipient_identification(field, "accountFunding.recipient", errors)
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.lastName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("accountFunding.recipient.lastName", "Must be 1 to 50 characters long."))
        elif key == "middleName":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.middleName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("accountFunding.recipient.middleName", "Must be 1 to 50 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.recipient.{name}"))


def _check_authorize_100_request_account_funding(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "purpose":
            if not isinstance(field, str) or field not in _VALUES_3:
                errors.append(invalid("accountFunding.purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL."))
        elif key == "recipient":
            _check_authorize_100_request_account_funding_recipient(field, "accountFunding", errors)
        elif key == "senderIsRecipient":
            if not isinstance(field, bool):
                errors.append(invalid("accountFunding.senderIsRecipient", "Must be true or false."))
        elif key == "senderType":
            if not isinstance(field, str) or field not in _VALUES_4:
                errors.append(invalid("accountFunding.senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.{name}"))


def _check_authorize_100_request_agreement_retailer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("agreement.retailer", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "abbreviatedTradingName":
            if not isinstance(field, str):
                errors.append(invalid("agreement.retailer.abbreviatedTradingName", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("agreement.retailer.abbreviatedTradingName", "Must be 1 to 10 characters long."))
        elif key == "merchantCategoryCode":
            if not isinstance(field, str):
                errors.append(invalid("agreement.retailer.merchantCategoryCode", "Must be a string."))
            elif not 1 <= len(field) <= 4:
                errors.append(invalid("agreement.retailer.merchantCategoryCode", "Must be 1 to 4 characters long."))
        elif key == "tradingName":
            if not isinstance(field, str):
                errors.append(invalid("agreement.retailer.tradingName", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("agreement.retailer.tradingName", "Must be 1 to 100 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"agreement.retailer.{name}"))


def _check_authorize_100_request_agreement(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("agreement", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amountVariability":
            if not isinstance(field, str) or field not in _VALUES_5:
                errors.append(invalid("agreement.amountVariability", "Must be one of FIXED, VARIABLE."))
        elif key == "customData":
            if not isinstance(field, str):
                errors.append(invalid("agreement.customData", "Must be a string."))
            elif not 1 <= len(field) <= 2048:
                errors.append(invalid("agreement.customData", "Must be 1 to 2048 characters long."))
        elif key == "expiryDate":
            if not isinstance(field, str):
                errors.append(invalid("agreement.expiryDate", "Must be a string."))
            elif _PATTERN_6.search(field) is None:
                errors.append(invalid("agreement.expiryDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
            elif not is_calendar_date(field):
                errors.append(invalid("agreement.expiryDate", "Must be a calendar date (yyyy-mm-dd)."))
        elif key == "id":
            if not isinstance(field, str):
                errors.append(invalid("agreement.id", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("agreement.id", "Must be 1 to 100 characters long."))
        elif key == "maximumAmountPerPayment":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("agreement.maximumAmountPerPayment", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("agreement.maximumAmountPerPayment", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("agreement.maximumAmountPerPayment", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("agreement.maximumAmountPerPayment", "Must be 1 to 14 characters long."))
        elif key == "minimumAmountPerPayment":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("agreement.minimumAmountPerPayment", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("agreement.minimumAmountPerPayment", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("agreement.minimumAmountPerPayment", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("agreement.minimumAmountPerPayment", "Must be 1 to 14 characters long."))
        elif key == "minimumDaysBetweenPayments":
            if not is_whole_number(field):
                errors.append(invalid("agreement.minimumDaysBetweenPayments", "Must be a whole number."))
            elif field < 1 or field > 9999:
                errors.append(invalid("agreement.minimumDaysBetweenPayments", "Must be 1 to 9999."))
        elif key == "numberOfPayments":
            if not is_whole_number(field):
                errors.append(invalid("agreement.numberOfPayments", "Must be a whole number."))
            elif field < 1 or field > 999:
                errors.append(invalid("agreement.numberOfPayments", "Must be 1 to 999."))
        elif key == "paymentFrequency":
            if not isinstance(field, str) or field not in _VALUES_7:
                errors.append(invalid("agreement.paymentFrequency", "Must be one of AD_HOC, DAILY, FORTNIGHTLY, MONTHLY, OTHER, QUARTERLY, TWICE_YEARLY, WEEKLY, YEARLY."))
        elif key == "retailer":
            _check_authorize_100_request_agreement_retailer(field, "agreement", errors)
        elif key == "startDate":
            if not isinstance(field, str):
                errors.append(invalid("agreement.startDate", "Must be a string."))
            elif _PATTERN_6.search(field) is None:
                errors.append(invalid("agreement.startDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
            elif not is_calendar_date(field):
                errors.append(invalid("agreement.startDate", "Must be a calendar date (yyyy-mm-dd)."))
            elif field[:10] < today_text():
                errors.append(invalid("agreement.startDate", "Must not be in the past (today's UTC date or later)."))
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_8:
                errors.append(invalid("agreement.type", "Must be one of INSTALLMENT, OTHER, RECURRING, UNSCHEDULED."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"agreement.{name}"))


def _check_authorize_100_request_airline_itinerary_leg_item_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.carrierCode", "Must be a string."))
    elif _PATTERN_9.search(value) is None:
        errors.append(invalid(f"{parent}.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_authorize_100_request_airline_itinerary_leg_item_conjunction_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be 11 to 16 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_coupon_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.couponNumber", "Must be a string."))
    elif len(value) != 1:
        errors.append(invalid(f"{parent}.couponNumber", "Must be exactly 1 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.couponNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureAirport", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid(f"{parent}.departureAirport", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid(f"{parent}.departureAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureDate", "Must be a string."))
    elif _PATTERN_6.search(value) is None:
        errors.append(invalid(f"{parent}.departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.departureDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureTime", "Must be a string."))
    elif _PATTERN_10.search(value) is None:
        errors.append(invalid(f"{parent}.departureTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_request_airline_itinerary_leg_item_destination_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationAirport", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid(f"{parent}.destinationAirport", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid(f"{parent}.destinationAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_airline_itinerary_leg_item_destination_arrival_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a string."))
    elif _PATTERN_6.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_airline_itinerary_leg_item_destination_arrival_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must be a string."))
    elif _PATTERN_10.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_request_airline_itinerary_leg_item_endorsements_restrictions(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be 1 to 20 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_exchange_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be 11 to 16 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fare", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
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
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.fareBasis", "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."))


def _check_authorize_100_request_airline_itinerary_leg_item_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
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
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.flightNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_request_airline_itinerary_leg_item_stopover_permitted(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(f"{parent}.stopoverPermitted", "Must be true or false."))


def _check_authorize_100_request_airline_itinerary_leg_item_taxes(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.taxes", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
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
    elif value != "" and not (value.isascii() and value.isalnum()):
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


def _check_authorize_100_request_airline_itinerary(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.itinerary", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "leg":
            _check_authorize_100_request_airline_itinerary_leg(field, "airline.itinerary", errors)
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
            name = key_text(key)
            errors.append(unsupported(f"airline.itinerary.{name}"))


def _check_authorize_100_request_airline_passenger_item(value: object, path: str, errors: list[ValidationError]) -> None:
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
        elif key == "frequentFlyerNumber":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.frequentFlyerNumber", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid(f"{path}.frequentFlyerNumber", "Must be 1 to 20 characters long."))
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
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))


def _check_authorize_100_request_airline_passenger(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.passenger", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_airline_passenger_item(item, f"airline.passenger[{index}]", errors)


def _check_authorize_100_request_airline_ticket_issue(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _PATTERN_9.search(field) is None:
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
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("airline.ticket.issue.city", "Must be 1 to 100 characters long."))
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
            elif _PATTERN_6.search(field) is None:
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
            name = key_text(key)
            errors.append(unsupported(f"airline.ticket.issue.{name}"))


def _check_authorize_100_request_airline_ticket_tax_or_fee_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{path}.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid(f"{path}.amount", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid(f"{path}.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid(f"{path}.amount", "Must be 1 to 14 characters long."))
        elif key == "type":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.type", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid(f"{path}.type", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid(f"{path}.type", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))


def _check_authorize_100_request_airline_ticket_tax_or_fee(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.ticket.taxOrFee", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_airline_ticket_tax_or_fee_item(item, f"airline.ticket.taxOrFee[{index}]", errors)


def _check_authorize_100_request_airline_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.ticket", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "conjunctionTicketIndicator":
            if not isinstance(field, bool):
                errors.append(invalid("airline.ticket.conjunctionTicketIndicator", "Must be true or false."))
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
            _check_authorize_100_request_airline_ticket_issue(field, "airline.ticket", errors)
        elif key == "restricted":
            if not isinstance(field, bool):
                errors.append(invalid("airline.ticket.restricted", "Must be true or false."))
        elif key == "taxOrFee":
            _check_authorize_100_request_airline_ticket_tax_or_fee(field, "airline.ticket", errors)
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
            name = key_text(key)
            errors.append(unsupported(f"airline.ticket.{name}"))


def _check_authorize_100_request_airline(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            _check_authorize_100_request_airline_itinerary(field, "airline", errors)
        elif key == "passenger":
            _check_authorize_100_request_airline_passenger(field, "airline", errors)
        elif key == "planNumber":
            if not isinstance(field, str):
                errors.append(invalid("airline.planNumber", "Must be a string."))
            elif len(field) != 2:
                errors.append(invalid("airline.planNumber", "Must be exactly 2 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("airline.planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "ticket":
            _check_authorize_100_request_airline_ticket(field, "airline", errors)
        elif key == "transactionType":
            if not isinstance(field, str) or field not in _VALUES_12:
                errors.append(invalid("airline.transactionType", "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"airline.{name}"))


def _check_authorize_100_request_authentication_3ds(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication.3ds", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "acsEci":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds.acsEci", "Must be a string."))
            elif not 1 <= len(field) <= 2:
                errors.append(invalid("authentication.3ds.acsEci", "Must be 1 to 2 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("authentication.3ds.acsEci", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "authenticationToken":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds.authenticationToken", "Must be a string."))
            elif len(field) not in (28, 32):
                errors.append(invalid("authentication.3ds.authenticationToken", "Must be 28 or 32 characters long."))
            elif _PATTERN_13.search(field) is None:
                errors.append(invalid("authentication.3ds.authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths."))
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds.transactionId", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("authentication.3ds.transactionId", "Must be 1 to 50 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"authentication.3ds.{name}"))


def _check_authorize_100_request_authentication_3ds1(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication.3ds1", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "paResStatus":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds1.paResStatus", "Must be a string."))
            elif len(field) != 1:
                errors.append(invalid("authentication.3ds1.paResStatus", "Must be exactly 1 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha()):
                errors.append(invalid("authentication.3ds1.paResStatus", "Must hold only the characters a-z and A-Z (Alpha)."))
        elif key == "veResEnrolled":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds1.veResEnrolled", "Must be a string."))
            elif len(field) != 1:
                errors.append(invalid("authentication.3ds1.veResEnrolled", "Must be exactly 1 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha()):
                errors.append(invalid("authentication.3ds1.veResEnrolled", "Must hold only the characters a-z and A-Z (Alpha)."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"authentication.3ds1.{name}"))


def _check_authorize_100_request_authentication_3ds2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication.3ds2", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "acsReference":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds2.acsReference", "Must be a string."))
            elif len(field) > 32:
                errors.append(invalid("authentication.3ds2.acsReference", "Must be 0 to 32 characters long."))
        elif key == "acsTransactionId":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds2.acsTransactionId", "Must be a string."))
            elif len(field) != 36:
                errors.append(invalid("authentication.3ds2.acsTransactionId", "Must be exactly 36 characters long."))
        elif key == "authenticationScheme":
            if not isinstance(field, str) or field == "":
                errors.append(invalid("authentication.3ds2.authenticationScheme", "Must be a non-empty string."))
        elif key == "custom":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds2.custom", "Must be a string."))
            elif not 1 <= len(field) <= 4000:
                errors.append(invalid("authentication.3ds2.custom", "Must be 1 to 4000 characters long."))
            elif not is_json_text(field):
                errors.append(invalid("authentication.3ds2.custom", "Must be valid JSON text."))
        elif key == "dsReference":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds2.dsReference", "Must be a string."))
            elif len(field) > 32:
                errors.append(invalid("authentication.3ds2.dsReference", "Must be 0 to 32 characters long."))
        elif key == "protocolVersion":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds2.protocolVersion", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("authentication.3ds2.protocolVersion", "Must be 1 to 20 characters long."))
            elif _CHARSET_14.fullmatch(field) is None:
                errors.append(invalid("authentication.3ds2.protocolVersion", "Must hold only the characters 0-9, a-z, A-Z and '.' (Alphanumeric + additional characters)."))
        elif key == "statusReasonCode":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds2.statusReasonCode", "Must be a string."))
            elif len(field) != 2:
                errors.append(invalid("authentication.3ds2.statusReasonCode", "Must be exactly 2 characters long."))
        elif key == "transactionStatus":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds2.transactionStatus", "Must be a string."))
            elif len(field) != 1:
                errors.append(invalid("authentication.3ds2.transactionStatus", "Must be exactly 1 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha()):
                errors.append(invalid("authentication.3ds2.transactionStatus", "Must hold only the characters a-z and A-Z (Alpha)."))
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"authentication.3ds2.{name}"):
                errors.append(unsupported(f"authentication.3ds2.{name}"))


def _check_authorize_100_request_authentication(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "3ds":
            _check_authorize_100_request_authentication_3ds(field, "authentication", errors)
        elif key == "3ds1":
            _check_authorize_100_request_authentication_3ds1(field, "authentication", errors)
        elif key == "3ds2":
            _check_authorize_100_request_authentication_3ds2(field, "authentication", errors)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("authentication.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("authentication.amount", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("authentication.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("authentication.amount", "Must be 1 to 14 characters long."))
        elif key == "time":
            if not isinstance(field, str):
                errors.append(invalid("authentication.time", "Must be a string."))
            elif _PATTERN_15.search(field) is None:
                errors.append(invalid("authentication.time", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
            elif not is_calendar_date(field):
                errors.append(invalid("authentication.time", "Must name a calendar date."))
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(invalid("authentication.transactionId", "Must be a string."))
            elif not 1 <= len(field) <= 40:
                errors.append(invalid("authentication.transactionId", "Must be 1 to 40 characters long."))
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"authentication.{name}"):
                errors.append(unsupported(f"authentication.{name}"))


def _check_authorize_100_request_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _PATTERN_16.search(field) is None:
                errors.append(invalid("customer.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."))
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(invalid("customer.firstName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("customer.firstName", "Must be 1 to 50 characters long."))
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(invalid("customer.lastName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("customer.lastName", "Must be 1 to 50 characters long."))
        elif key == "middleName":
            if not isinstance(field, str):
                errors.append(invalid("customer.middleName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("customer.middleName", "Must be 1 to 50 characters long."))
        elif key == "mobilePhone":
            if not isinstance(field, str):
                errors.append(invalid("customer.mobilePhone", "Must be a string."))
            elif _PATTERN_17.search(field) is None:
                errors.append(invalid("customer.mobilePhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
            elif count_digits(field) > 15:
                errors.append(invalid("customer.mobilePhone", "Must have at most 15 digits in total."))
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(invalid("customer.phone", "Must be a string."))
            elif _PATTERN_17.search(field) is None:
                errors.append(invalid("customer.phone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
            elif count_digits(field) > 15:
                errors.append(invalid("customer.phone", "Must have at most 15 digits in total."))
        elif key == "taxRegistrationId":
            if not isinstance(field, str):
                errors.append(invalid("customer.taxRegistrationId", "Must be a string."))
            elif not 1 <= len(field) <= 30:
                errors.append(invalid("customer.taxRegistrationId", "Must be 1 to 30 characters long."))
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"customer.{name}"):
                errors.append(unsupported(f"customer.{name}"))


def _check_authorize_100_request_debt_repayment_recipient(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("debtRepayment.recipient", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "accountIdentifier":
            if not isinstance(field, str):
                errors.append(invalid("debtRepayment.recipient.accountIdentifier", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("debtRepayment.recipient.accountIdentifier", "Must be 1 to 50 characters long."))
        elif key == "dateOfBirth":
            if not isinstance(field, str):
                errors.append(invalid("debtRepayment.recipient.dateOfBirth", "Must be a string."))
            elif _PATTERN_6.search(field) is None:
                errors.append(invalid("debtRepayment.recipient.dateOfBirth", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
            elif not is_calendar_date(field):
                errors.append(invalid("debtRepayment.recipient.dateOfBirth", "Must be a calendar date (yyyy-mm-dd)."))
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(invalid("debtRepayment.recipient.lastName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("debtRepayment.recipient.lastName", "Must be 1 to 50 characters long."))
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(invalid("debtRepayment.recipient.postcodeZip", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("debtRepayment.recipient.postcodeZip", "Must be 1 to 10 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"debtRepayment.recipient.{name}"))
    if "accountIdentifier" not in value:
        errors.append(missing("debtRepayment.recipient.accountIdentifier"))
    if "dateOfBirth" not in value:
        errors.append(missing("debtRepayment.recipient.dateOfBirth"))
    if "lastName" not in value:
        errors.append(missing("debtRepayment.recipient.lastName"))
    if "postcodeZip" not in value:
        errors.append(missing("debtRepayment.recipient.postcodeZip"))


def _check_authorize_100_request_debt_repayment(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("debtRepayment", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "recipient":
            _check_authorize_100_request_debt_repayment_recipient(field, "debtRepayment", errors)
        else:
            name = key_text(key)
            errors.append(unsupported(f"debtRepayment.{name}"))


def _check_authorize_100_request_device(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("device", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "ani":
            if not isinstance(field, str):
                errors.append(invalid("device.ani", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("device.ani", "Must be 1 to 10 characters long."))
        elif key == "aniCallType":
            if not isinstance(field, str):
                errors.append(invalid("device.aniCallType", "Must be a string."))
            elif not 1 <= len(field) <= 2:
                errors.append(invalid("device.aniCallType", "Must be 1 to 2 characters long."))
        elif key == "browser":
            if not isinstance(field, str):
                errors.append(invalid("device.browser", "Must be a string."))
            elif not 1 <= len(field) <= 2048:
                errors.append(invalid("device.browser", "Must be 1 to 2048 characters long."))
        elif key == "fingerprint":
            if not isinstance(field, str):
                errors.append(invalid("device.fingerprint", "Must be a string."))
            elif not 1 <= len(field) <= 4000:
                errors.append(invalid("device.fingerprint", "Must be 1 to 4000 characters long."))
        elif key == "hostname":
            if not isinstance(field, str):
                errors.append(invalid("device.hostname", "Must be a string."))
            elif not 1 <= len(field) <= 60:
                errors.append(invalid("device.hostname", "Must be 1 to 60 characters long."))
        elif key == "ipAddress":
            if not isinstance(field, str):
                errors.append(invalid("device.ipAddress", "Must be a string."))
            elif not 7 <= len(field) <= 45:
                errors.append(invalid("device.ipAddress", "Must be 7 to 45 characters long."))
        elif key == "mobilePhoneModel":
            if not isinstance(field, str):
                errors.append(invalid("device.mobilePhoneModel", "Must be a string."))
            elif not 1 <= len(field) <= 255:
                errors.append(invalid("device.mobilePhoneModel", "Must be 1 to 255 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"device.{name}"))


def _check_authorize_100_request_external_token_provider(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("externalTokenProvider", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "customData":
            if not isinstance(field, str):
                errors.append(invalid("externalTokenProvider.customData", "Must be a string."))
            elif not 1 <= len(field) <= 4000:
                errors.append(invalid("externalTokenProvider.customData", "Must be 1 to 4000 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"externalTokenProvider.{name}"))


def _check_authorize_100_request_initiator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("initiator", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "userId":
            if not isinstance(field, str):
                errors.append(invalid("initiator.userId", "Must be a string."))
            elif not 1 <= len(field) <= 256:
                errors.append(invalid("initiator.userId", "Must be 1 to 256 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"initiator.{name}"))


def _check_authorize_100_request_line_of_business(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("lineOfBusiness", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("lineOfBusiness", "Must be 1 to 100 characters long."))
    elif _PATTERN_18.search(value) is None:
        errors.append(invalid("lineOfBusiness", "Must have the required form: No spaces."))


def _check_authorize_100_request_order_accept_partial_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("order.acceptPartialAmount", "Must be true or false."))


def _check_authorize_100_request_order_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.amount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_cashback_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.cashbackAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.cashbackAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.cashbackAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.cashbackAmount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_certainty(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_19:
        errors.append(invalid("order.certainty", "Must be one of ESTIMATED, FINAL."))


def _check_authorize_100_request_order_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.currency", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid("order.currency", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid("order.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_request_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
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


def _check_authorize_100_request_order_customer_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerNote", "Must be a string."))
    elif not 1 <= len(value) <= 250:
        errors.append(invalid("order.customerNote", "Must be 1 to 250 characters long."))


def _check_authorize_100_request_order_customer_order_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerOrderDate", "Must be a string."))
    elif _PATTERN_6.search(value) is None:
        errors.append(invalid("order.customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.customerOrderDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_order_customer_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerReference", "Must be a string."))
    elif len(value) > 25:
        errors.append(invalid("order.customerReference", "Must be 0 to 25 characters long."))
    elif not value.isascii():
        errors.append(invalid("order.customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_authorize_100_request_order_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.description", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid("order.description", "Must be 1 to 127 characters long."))


def _check_authorize_100_request_order_discount(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            name = key_text(key)
            errors.append(unsupported(f"order.discount.{name}"))


def _check_authorize_100_request_order_duty_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.dutyAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.dutyAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("order.dutyAmount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_20:
        errors.append(invalid("order.dutyAmount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_21:
        errors.append(invalid("order.dutyAmount", "Must be at most 1000000000000."))


def _check_authorize_100_request_order_gratuity_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.gratuityAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.gratuityAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.gratuityAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.gratuityAmount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_industry_practice_payment_reason(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_22:
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


def _check_authorize_100_request_order_item_item_detail_tax_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{path}.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid(f"{path}.amount", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid(f"{path}.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid(f"{path}.amount", "Must be 1 to 14 characters long."))
        elif key == "rate":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{path}.rate", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid(f"{path}.rate", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 6:
                errors.append(invalid(f"{path}.rate", "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 6:
                errors.append(invalid(f"{path}.rate", "Must be 1 to 6 characters long."))
        elif key == "type":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.type", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid(f"{path}.type", "Must be 1 to 50 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))


def _check_authorize_100_request_order_item_item_detail_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(f"{parent}.tax", "Must be a JSON array."))
        return
    path = f"{parent}.tax"
    for index, item in enumerate(value):
        _check_authorize_100_request_order_item_item_detail_tax_item(item, f"{path}[{index}]", errors)


def _check_authorize_100_request_order_item_item_detail(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(f"{parent}.detail", "Must be a JSON object."))
        return
    path = f"{parent}.detail"
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "acquirerCustom":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.acquirerCustom", "Must be a string."))
            elif not 1 <= len(field) <= 4000:
                errors.append(invalid(f"{path}.acquirerCustom", "Must be 1 to 4000 characters long."))
            elif not is_json_text(field):
                errors.append(invalid(f"{path}.acquirerCustom", "Must be valid JSON text."))
        elif key == "commodityCode":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.commodityCode", "Must be a string."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid(f"{path}.commodityCode", "Must hold only the characters 0-9 (Digits)."))
        elif key == "tax":
            _check_authorize_100_request_order_item_item_detail_tax(field, path, errors)
        elif key == "unitDiscountRate":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{path}.unitDiscountRate", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid(f"{path}.unitDiscountRate", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid(f"{path}.unitDiscountRate", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid(f"{path}.unitDiscountRate", "Must be 1 to 14 characters long."))
        elif key == "unitTaxRate":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{path}.unitTaxRate", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid(f"{path}.unitTaxRate", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid(f"{path}.unitTaxRate", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid(f"{path}.unitTaxRate", "Must be 1 to 14 characters long."))
        elif key == "unitTaxType":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.unitTaxType", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid(f"{path}.unitTaxType", "Must be 1 to 10 characters long."))
        elif key == "unspsc":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.unspsc", "Must be a string."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid(f"{path}.unspsc", "Must hold only the characters 0-9 (Digits)."))
        elif key == "upc":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.upc", "Must be a string."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid(f"{path}.upc", "Must hold only the characters 0-9 (Digits)."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))


def _check_authorize_100_request_order_item_item_image(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.image", "Must be a string."))
    elif _PATTERN_23.search(value) is None:
        errors.append(invalid(f"{parent}.image", "Must have the required form: An https URI."))
    elif not is_absolute_url(value):
        errors.append(invalid(f"{parent}.image", "Must be an absolute URL."))


def _check_authorize_100_request_order_item_item_industry_category(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_24:
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
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.quantity", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 30:
        errors.append(invalid(f"{parent}.quantity", "Must be 0 to 30 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 30:
        errors.append(invalid(f"{parent}.quantity", "Must be 0 to 30 characters long."))
    elif value_text.strip("0.") == "":
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
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
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
    elif _PATTERN_25.search(value_text) is None:
        errors.append(invalid(f"{parent}.unitPrice", "Must be a decimal of digits and '.', optionally signed."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.unitPrice", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.unitPrice", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_item_item_unit_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.unitTaxAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
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
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
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
    elif len(value) != 4:
        errors.append(invalid("order.merchantCategoryCode", "Must be exactly 4 characters long."))
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(invalid("order.merchantCategoryCode", "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_merchant_charge(value: object, parent: str, errors: list[ValidationError]) -> None:
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
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_26:
                errors.append(invalid("order.merchantCharge.type", "Must be one of SURCHARGE."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.merchantCharge.{name}"))
    if "type" not in value:
        errors.append(missing("order.merchantCharge.type"))


def _check_authorize_100_request_order_merchant_partner_id_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantPartnerIdCode", "Must be a string."))
    elif not 1 <= len(value) <= 6:
        errors.append(invalid("order.merchantPartnerIdCode", "Must be 1 to 6 characters long."))
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(invalid("order.merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits)."))


def _check_authorize_100_request_order_net_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.netAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
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
    if not isinstance(value, str) or value not in _VALUES_27:
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


def _check_authorize_100_request_order_reward(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.reward", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.reward.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("order.reward.amount", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("order.reward.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("order.reward.amount", "Must be 1 to 14 characters long."))
        elif key == "balanceId":
            if not isinstance(field, str):
                errors.append(invalid("order.reward.balanceId", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.reward.balanceId", "Must be 1 to 100 characters long."))
            elif _CHARSET_28.fullmatch(field) is None:
                errors.append(invalid("order.reward.balanceId", "Must hold only the characters 0-9, a-z, A-Z, '-', '_', space, '&', '+', '!', '$', '%', '.' and '=' (Alphanumeric + additional characters)."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.reward.{name}"))
    if "balanceId" not in value:
        errors.append(missing("order.reward.balanceId"))


def _check_authorize_100_request_order_shipping_and_handling_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_order_shipping_and_handling_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_20:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_21:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be at most 1000000000000."))


def _check_authorize_100_request_order_shipping_and_handling_tax_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 4:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must have at most 4 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_20:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_29:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be at most 1000000000000000000."))


def _check_authorize_100_request_order_statement_descriptor_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.statementDescriptor.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "city":
            if not isinstance(field, str):
                errors.append(invalid("order.statementDescriptor.address.city", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.statementDescriptor.address.city", "Must be 1 to 100 characters long."))
        elif key == "company":
            if not isinstance(field, str):
                errors.append(invalid("order.statementDescriptor.address.company", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.statementDescriptor.address.company", "Must be 1 to 100 characters long."))
        elif key == "country":
            if not isinstance(field, str):
                errors.append(invalid("order.statementDescriptor.address.country", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("order.statementDescriptor.address.country", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("order.statementDescriptor.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(invalid("order.statementDescriptor.address.postcodeZip", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("order.statementDescriptor.address.postcodeZip", "Must be 1 to 10 characters long."))
            elif _CHARSET_1.fullmatch(field) is None:
                errors.append(invalid("order.statementDescriptor.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(invalid("order.statementDescriptor.address.stateProvince", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("order.statementDescriptor.address.stateProvince", "Must be 1 to 20 characters long."))
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(invalid("order.statementDescriptor.address.stateProvinceCode", "Must be a string."))
            elif not 1 <= len(field) <= 3:
                errors.append(invalid("order.statementDescriptor.address.stateProvinceCode", "Must be 1 to 3 characters long."))
        elif key == "street":
            if not isinstance(field, str):
                errors.append(invalid("order.statementDescriptor.address.street", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.statementDescriptor.address.street", "Must be 1 to 100 characters long."))
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(invalid("order.statementDescriptor.address.street2", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.statementDescriptor.address.street2", "Must be 1 to 100 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.statementDescriptor.address.{name}"))


def _check_authorize_100_request_order_statement_descriptor(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.statementDescriptor", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_authorize_100_request_order_statement_descriptor_address(field, "order.statementDescriptor", errors)
        elif key == "name":
            if not isinstance(field, str):
                errors.append(invalid("order.statementDescriptor.name", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.statementDescriptor.name", "Must be 1 to 100 characters long."))
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(invalid("order.statementDescriptor.phone", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("order.statementDescriptor.phone", "Must be 1 to 20 characters long."))
        elif key == "websiteUrl":
            if not isinstance(field, str):
                errors.append(invalid("order.statementDescriptor.websiteUrl", "Must be a string."))
            elif not is_absolute_url(field):
                errors.append(invalid("order.statementDescriptor.websiteUrl", "Must be an absolute URL."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.statementDescriptor.{name}"))


def _check_authorize_100_request_order_sub_merchant_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.subMerchant.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "city":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.address.city", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.subMerchant.address.city", "Must be 1 to 100 characters long."))
        elif key == "company":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.address.company", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.subMerchant.address.company", "Must be 1 to 100 characters long."))
        elif key == "country":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.address.country", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("order.subMerchant.address.country", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("order.subMerchant.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.address.postcodeZip", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("order.subMerchant.address.postcodeZip", "Must be 1 to 10 characters long."))
            elif _CHARSET_1.fullmatch(field) is None:
                errors.append(invalid("order.subMerchant.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.address.stateProvince", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("order.subMerchant.address.stateProvince", "Must be 1 to 20 characters long."))
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.address.stateProvinceCode", "Must be a string."))
            elif not 1 <= len(field) <= 3:
                errors.append(invalid("order.subMerchant.address.stateProvinceCode", "Must be 1 to 3 characters long."))
        elif key == "street":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.address.street", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.subMerchant.address.street", "Must be 1 to 100 characters long."))
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.address.street2", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.subMerchant.address.street2", "Must be 1 to 100 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.subMerchant.address.{name}"))


def _check_authorize_100_request_order_sub_merchant(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.subMerchant", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_authorize_100_request_order_sub_merchant_address(field, "order.subMerchant", errors)
        elif key == "bankIndustryCode":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.bankIndustryCode", "Must be a string."))
            elif len(field) != 4:
                errors.append(invalid("order.subMerchant.bankIndustryCode", "Must be exactly 4 characters long."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid("order.subMerchant.bankIndustryCode", "Must hold only the characters 0-9 (Digits)."))
        elif key == "disputeContactPhone":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.disputeContactPhone", "Must be a string."))
            elif _PATTERN_17.search(field) is None:
                errors.append(invalid("order.subMerchant.disputeContactPhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
            elif count_digits(field) > 15:
                errors.append(invalid("order.subMerchant.disputeContactPhone", "Must have at most 15 digits in total."))
        elif key == "email":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.email", "Must be a string."))
            elif len(field) < 4:
                errors.append(invalid("order.subMerchant.email", "Must be at least 4 characters long."))
            elif _PATTERN_16.search(field) is None:
                errors.append(invalid("order.subMerchant.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."))
        elif key == "governmentCountryCode":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.governmentCountryCode", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("order.subMerchant.governmentCountryCode", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("order.subMerchant.governmentCountryCode", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "identifier":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.identifier", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.subMerchant.identifier", "Must be 1 to 100 characters long."))
        elif key == "marketplaceId":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.marketplaceId", "Must be a string."))
            elif not 1 <= len(field) <= 11:
                errors.append(invalid("order.subMerchant.marketplaceId", "Must be 1 to 11 characters long."))
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.phone", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("order.subMerchant.phone", "Must be 1 to 20 characters long."))
        elif key == "registeredName":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.registeredName", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.subMerchant.registeredName", "Must be 1 to 100 characters long."))
        elif key == "tradingName":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.tradingName", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("order.subMerchant.tradingName", "Must be 1 to 100 characters long."))
        elif key == "websiteUrl":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.websiteUrl", "Must be a string."))
            elif not is_absolute_url(field):
                errors.append(invalid("order.subMerchant.websiteUrl", "Must be an absolute URL."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.subMerchant.{name}"))
    if "identifier" not in value:
        errors.append(missing("order.subMerchant.identifier"))
    if "tradingName" not in value:
        errors.append(missing("order.subMerchant.tradingName"))


def _check_authorize_100_request_order_tax_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{path}.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid(f"{path}.amount", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid(f"{path}.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid(f"{path}.amount", "Must be 1 to 14 characters long."))
        elif key == "rate":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{path}.rate", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid(f"{path}.rate", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 6:
                errors.append(invalid(f"{path}.rate", "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 6:
                errors.append(invalid(f"{path}.rate", "Must be 1 to 6 characters long."))
        elif key == "type":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.type", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid(f"{path}.type", "Must be 1 to 50 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))


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
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
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
    if not isinstance(value, str) or value not in _VALUES_30:
        errors.append(invalid("order.taxStatus", "Must be one of EXEMPT, NOT_EXEMPT, NOT_PROVIDED."))


def _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "action":
            if not isinstance(field, str) or field not in _VALUES_31:
                errors.append(invalid(f"{path}.action", "Must be one of NO_ACTION, REJECT, REVIEW."))
        elif key == "avsResponseCode":
            if not isinstance(field, str) or field == "":
                errors.append(invalid(f"{path}.avsResponseCode", "Must be a non-empty string."))
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"{path}.{name}"):
                errors.append(unsupported(f"{path}.{name}"))
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


def _check_authorize_100_request_order_transaction_filtering(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.transactionFiltering", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "avsResponseCodeRules":
            _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules(field, "order.transactionFiltering", errors)
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"order.transactionFiltering.{name}"):
                errors.append(unsupported(f"order.transactionFiltering.{name}"))


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


def _check_authorize_100_request_shipping_contact(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping.contact", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "mobilePhone":
            if not isinstance(field, str):
                errors.append(invalid("shipping.contact.mobilePhone", "Must be a string."))
            elif _PATTERN_17.search(field) is None:
                errors.append(invalid("shipping.contact.mobilePhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
            elif count_digits(field) > 15:
                errors.append(invalid("shipping.contact.mobilePhone", "Must have at most 15 digits in total."))
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(invalid("shipping.contact.phone", "Must be a string."))
            elif _PATTERN_17.search(field) is None:
                errors.append(invalid("shipping.contact.phone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
            elif count_digits(field) > 15:
                errors.append(invalid("shipping.contact.phone", "Must have at most 15 digits in total."))
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"shipping.contact.{name}"):
                errors.append(unsupported(f"shipping.contact.{name}"))


def _check_authorize_100_request_shipping_origin(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping.origin", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(invalid("shipping.origin.postcodeZip", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("shipping.origin.postcodeZip", "Must be 1 to 10 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"shipping.origin.{name}"))


def _check_authorize_100_request_shipping(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("shipping", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "contact":
            _check_authorize_100_request_shipping_contact(field, "shipping", errors)
        elif key == "method":
            if not isinstance(field, str) or field not in _VALUES_32:
                errors.append(invalid("shipping.method", "Must be one of ELECTRONIC, GROUND, NOT_SHIPPED, OVERNIGHT, PICKUP, PRIORITY, SAME_DAY."))
        elif key == "origin":
            _check_authorize_100_request_shipping_origin(field, "shipping", errors)
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"shipping.{name}"):
                errors.append(unsupported(f"shipping.{name}"))


def _check_authorize_100_request_transaction_acquirer(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif not 1 <= len(field) <= 2048:
                errors.append(invalid("transaction.acquirer.customData", "Must be 1 to 2048 characters long."))
        elif key == "date":
            if not isinstance(field, str):
                errors.append(invalid("transaction.acquirer.date", "Must be a string."))
            elif not 1 <= len(field) <= 4000:
                errors.append(invalid("transaction.acquirer.date", "Must be 1 to 4000 characters long."))
        elif key == "time":
            if not isinstance(field, str):
                errors.append(invalid("transaction.acquirer.time", "Must be a string."))
            elif not 1 <= len(field) <= 4000:
                errors.append(invalid("transaction.acquirer.time", "Must be 1 to 4000 characters long."))
        elif key == "traceId":
            if not isinstance(field, str):
                errors.append(invalid("transaction.acquirer.traceId", "Must be a string."))
            elif not 1 <= len(field) <= 15:
                errors.append(invalid("transaction.acquirer.traceId", "Must be 1 to 15 characters long."))
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(invalid("transaction.acquirer.transactionId", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("transaction.acquirer.transactionId", "Must be 1 to 100 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.acquirer.{name}"))


def _check_authorize_100_request_transaction_authorization_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.authorizationCode", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.authorizationCode", "Must be 1 to 100 characters long."))
    elif not value.isascii():
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
    if not isinstance(value, str) or value not in _VALUES_33:
        errors.append(invalid("transaction.frequency", "Must be one of INSTALLMENT, RECURRING, SINGLE."))


def _check_authorize_100_request_transaction_merchant_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.merchantNote", "Must be a string."))
    elif not 1 <= len(value) <= 250:
        errors.append(invalid("transaction.merchantNote", "Must be 1 to 250 characters long."))


def _check_authorize_100_request_transaction_multi_currency_pricing_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.multiCurrencyPricing.rate", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "quoteId":
            if not isinstance(field, str):
                errors.append(invalid("transaction.multiCurrencyPricing.rate.quoteId", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("transaction.multiCurrencyPricing.rate.quoteId", "Must be 1 to 100 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.multiCurrencyPricing.rate.{name}"))


def _check_authorize_100_request_transaction_multi_currency_pricing(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.multiCurrencyPricing", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "rate":
            _check_authorize_100_request_transaction_multi_currency_pricing_rate(field, "transaction.multiCurrencyPricing", errors)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.multiCurrencyPricing.{name}"))


def _check_authorize_100_request_transaction_payer_consent_for_storing_card_details(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_34:
        errors.append(invalid("transaction.payerConsentForStoringCardDetails", "Must be one of MERCHANT_INITIATED_PAYMENTS, PAYER_DECLINED, PAYER_INITIATED_PAYMENTS."))


def _check_authorize_100_request_transaction_receipt(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.receipt", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.receipt", "Must be 1 to 100 characters long."))
    elif not value.isascii():
        errors.append(invalid("transaction.receipt", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_authorize_100_request_transaction_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.reference", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.reference", "Must be 1 to 40 characters long."))


def _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.relatedTransactions.firstTransactionInTheSeries", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "source":
            if not isinstance(field, str) or field not in _VALUES_35:
                errors.append(invalid("transaction.relatedTransactions.firstTransactionInTheSeries.source", "Must be one of CALL_CENTRE, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.relatedTransactions.firstTransactionInTheSeries.{name}"))


def _check_authorize_100_request_transaction_related_transactions(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.relatedTransactions", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "firstTransactionInTheSeries":
            _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series(field, "transaction.relatedTransactions", errors)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.relatedTransactions.{name}"))


def _check_authorize_100_request_transaction_resubmission(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("transaction.resubmission", "Must be true or false."))


def _check_authorize_100_request_transaction_service_location(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.serviceLocation", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "city":
            if not isinstance(field, str):
                errors.append(invalid("transaction.serviceLocation.city", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("transaction.serviceLocation.city", "Must be 1 to 100 characters long."))
        elif key == "country":
            if not isinstance(field, str):
                errors.append(invalid("transaction.serviceLocation.country", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("transaction.serviceLocation.country", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("transaction.serviceLocation.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "postCodeZip":
            if not isinstance(field, str):
                errors.append(invalid("transaction.serviceLocation.postCodeZip", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("transaction.serviceLocation.postCodeZip", "Must be 1 to 10 characters long."))
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(invalid("transaction.serviceLocation.stateProvinceCode", "Must be a string."))
            elif not 1 <= len(field) <= 3:
                errors.append(invalid("transaction.serviceLocation.stateProvinceCode", "Must be 1 to 3 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.serviceLocation.{name}"))


def _check_authorize_100_request_transaction_source(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_36:
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
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("transaction.taxAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("transaction.taxAmount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_20:
        errors.append(invalid("transaction.taxAmount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_21:
        errors.append(invalid("transaction.taxAmount", "Must be at most 1000000000000."))


def _check_authorize_100_request_transaction_terminal(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.terminal", "Must be a string."))
    elif not 1 <= len(value) <= 16:
        errors.append(invalid("transaction.terminal", "Must be 1 to 16 characters long."))


def _check_authorize_100_request_transaction_transit_aggregated_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.transit.aggregatedFare", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "aggregationStartDate":
            if not isinstance(field, str):
                errors.append(invalid("transaction.transit.aggregatedFare.aggregationStartDate", "Must be a string."))
            elif _PATTERN_6.search(field) is None:
                errors.append(invalid("transaction.transit.aggregatedFare.aggregationStartDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
            elif not is_calendar_date(field):
                errors.append(invalid("transaction.transit.aggregatedFare.aggregationStartDate", "Must be a calendar date (yyyy-mm-dd)."))
        elif key == "transportationMode":
            if not isinstance(field, str) or field == "":
                errors.append(invalid("transaction.transit.aggregatedFare.transportationMode", "Must be a non-empty string."))
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_37:
                errors.append(invalid("transaction.transit.aggregatedFare.type", "Must be one of DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.transit.aggregatedFare.{name}"))
    if "aggregationStartDate" not in value:
        errors.append(missing("transaction.transit.aggregatedFare.aggregationStartDate"))
    if "transportationMode" not in value:
        errors.append(missing("transaction.transit.aggregatedFare.transportationMode"))
    if "type" not in value:
        errors.append(missing("transaction.transit.aggregatedFare.type"))


def _check_authorize_100_request_transaction_transit_known_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.transit.knownFare", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_38:
                errors.append(invalid("transaction.transit.knownFare.type", "Must be one of DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE_DEFERRED_AUTHORIZATION, FARE_REAL_TIME_AUTHORIZATION."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.transit.knownFare.{name}"))


def _check_authorize_100_request_transaction_transit(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction.transit", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "aggregatedFare":
            _check_authorize_100_request_transaction_transit_aggregated_fare(field, "transaction.transit", errors)
        elif key == "knownFare":
            _check_authorize_100_request_transaction_transit_known_fare(field, "transaction.transit", errors)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.transit.{name}"))


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
    return (compare_segments(segments, _STRINGS_39) > 0 and compare_segments(segments, _STRINGS_40) < 0) or (is_at_or_under(path, "sourceOfFunds") or compare_segments(segments, _STRINGS_41) > 0 and compare_segments(segments, _STRINGS_42) < 0)


def validate_authorize_100_request(body: object, *, today: date | None = None) -> ValidationResult:
    """Authorize request at version 100.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The request body must be a JSON object.")])
        errors: list[ValidationError] = []
        clock = CLOCK.set(today)
        try:
            _check_authorize_100_request(body, "", errors)
        finally:
            CLOCK.reset(clock)
        refused = refusals_of(errors, len(errors)) if errors else None
        # Rule amount-or-net-amount (section 4.3): Authorize requires either order.amount or order.netAmount.
        read_order: object = body.get("order", ABSENT)
        in_order: dict[object, object] | None = read_order if is_record(read_order) else None
        read_order_amount: object = in_order.get("amount", ABSENT) if in_order is not None else ABSENT
        read_order_net_amount: object = in_order.get("netAmount", ABSENT) if in_order is not None else ABSENT
        if in_order is not None:
            if read_order_amount is ABSENT and read_order_net_amount is ABSENT:
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
        if read_order_amount is not ABSENT:
            if not (read_order_item_amount is ABSENT and read_order_tax_amount is ABSENT and read_order_shipping_and_handling_amount is ABSENT and read_order_cashback_amount is ABSENT and read_order_gratuity_amount is ABSENT and read_order_merchant_charge_amount is ABSENT and read_order_duty_amount is ABSENT):
                read_order_discount: object = in_order.get("discount", ABSENT) if in_order is not None else ABSENT
                in_order_discount: dict[object, object] | None = read_order_discount if is_record(read_order_discount) else None
                read_order_discount_amount: object = in_order_discount.get("amount", ABSENT) if in_order_discount is not None else ABSENT
                if (refused is None or refused.misses(_VALUES_43)) and checked_sum_differs(read_order_amount, (read_order_item_amount, read_order_tax_amount, read_order_shipping_and_handling_amount, read_order_cashback_amount, read_order_gratuity_amount, read_order_merchant_charge_amount, read_order_duty_amount), (read_order_discount_amount,)):
                    errors.append(invalid("order.amount", "If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts."))
        # Rule net-amount-subtotals (section 2.4): If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
        if read_order_net_amount is not ABSENT:
            if read_order_amount is ABSENT:
                if not (read_order_item_amount is ABSENT and read_order_tax_amount is ABSENT and read_order_shipping_and_handling_amount is ABSENT and read_order_cashback_amount is ABSENT and read_order_gratuity_amount is ABSENT and read_order_duty_amount is ABSENT):
                    read_order_discount_2: object = in_order.get("discount", ABSENT) if in_order is not None else ABSENT
                    in_order_discount_2: dict[object, object] | None = read_order_discount_2 if is_record(read_order_discount_2) else None
                    read_order_discount_amount_2: object = in_order_discount_2.get("amount", ABSENT) if in_order_discount_2 is not None else ABSENT
                    if (refused is None or refused.misses(_VALUES_44)) and checked_sum_differs(read_order_net_amount, (read_order_item_amount, read_order_tax_amount, read_order_shipping_and_handling_amount, read_order_cashback_amount, read_order_gratuity_amount, read_order_duty_amount), (read_order_discount_amount_2,)):
                        errors.append(invalid("order.netAmount", "If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge)."))
        # Rule item-amount-matches-items (section 2.4): If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
        if read_order_item_amount is not ABSENT:
            read_order_item: object = in_order.get("item", ABSENT) if in_order is not None else ABSENT
            if read_order_item is not ABSENT and (refused is None or refused.misses(_VALUES_45)) and products_sum_differs(read_order_item, "order.item", ("quantity", "unitPrice"), refused, read_order_item_amount, True):
                errors.append(invalid("order.itemAmount", "If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal."))
        # Rule tax-amount-matches-items (section 2.4): If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
        if read_order_tax_amount is not ABSENT:
            read_order_item_2: object = in_order.get("item", ABSENT) if in_order is not None else ABSENT
            if read_order_item_2 is not ABSENT and (refused is None or refused.misses(_VALUES_46)) and products_sum_differs(read_order_item_2, "order.item", ("quantity", "unitTaxAmount"), refused, read_order_tax_amount, True):
                errors.append(invalid("order.taxAmount", "If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount."))
        # Rule purchase-type-for-merchant-category (section 2.4): A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
        read_order_merchant_category_code: object = in_order.get("merchantCategoryCode", ABSENT) if in_order is not None else ABSENT
        if (isinstance(read_order_merchant_category_code, str) and (read_order_merchant_category_code == "6051" or read_order_merchant_category_code == "6211" or read_order_merchant_category_code == "6012")):
            read_order_purchase_type: object = in_order.get("purchaseType", ABSENT) if in_order is not None else ABSENT
            if read_order_purchase_type is ABSENT and (refused is None or refused.misses(_VALUES_47)):
                errors.append(missing("order.purchaseType", "A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes."))
        # Rule amount-variability-for-recurring (section 2.6): agreement.amountVariability is needed for recurring payments (agreement.type RECURRING).
        read_agreement: object = body.get("agreement", ABSENT)
        in_agreement: dict[object, object] | None = read_agreement if is_record(read_agreement) else None
        read_agreement_type: object = in_agreement.get("type", ABSENT) if in_agreement is not None else ABSENT
        if (isinstance(read_agreement_type, str) and (read_agreement_type == "RECURRING")):
            read_agreement_amount_variability: object = in_agreement.get("amountVariability", ABSENT) if in_agreement is not None else ABSENT
            if read_agreement_amount_variability is ABSENT and (refused is None or refused.misses(_VALUES_48)):
                errors.append(missing("agreement.amountVariability", "agreement.amountVariability is needed for recurring payments (agreement.type RECURRING)."))
        # Rule sub-merchant-first-transaction (section 2.4): order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
        # needs the order's earlier transactions: not checked on a single body.
        # Rule source-first-transaction (section 2.5): transaction.source can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
        # needs the order's earlier transactions: not checked on a single body.
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)


def _check_authorize_100_response_account_funding_recipient_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient.address", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "city":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.city", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("accountFunding.recipient.address.city", "Must be 1 to 100 characters long."))
        elif key == "country":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.country", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("accountFunding.recipient.address.country", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("accountFunding.recipient.address.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "postCodeZip":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must be 1 to 10 characters long."))
            elif _CHARSET_1.fullmatch(field) is None:
                errors.append(invalid("accountFunding.recipient.address.postCodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."))
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.stateProvinceCode", "Must be a string."))
            elif not 1 <= len(field) <= 3:
                errors.append(invalid("accountFunding.recipient.address.stateProvinceCode", "Must be 1 to 3 characters long."))
        elif key == "street":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.street", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("accountFunding.recipient.address.street", "Must be 1 to 100 characters long."))
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.address.street2", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("accountFunding.recipient.address.street2", "Must be 1 to 100 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_account_funding_recipient_identification(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient.identification", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.identification.country", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("accountFunding.recipient.identification.country", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("accountFunding.recipient.identification.country", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_2:
                errors.append(invalid("accountFunding.recipient.identification.type", "Must be one of ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION."))
        elif key == "value":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.identification.value", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("accountFunding.recipient.identification.value", "Must be 1 to 50 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_account_funding_recipient(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding.recipient", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_authorize_100_response_account_funding_recipient_address(field, "accountFunding.recipient", errors)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.firstName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("accountFunding.recipient.firstName", "Must be 1 to 50 characters long."))
        elif key == "identification":
            _check_authorize_100_response_account_funding_recipient_identification(field, "accountFunding.recipient", errors)
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.lastName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("accountFunding.recipient.lastName", "Must be 1 to 50 characters long."))
        elif key == "middleName":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.recipient.middleName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("accountFunding.recipient.middleName", "Must be 1 to 50 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_account_funding(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "purpose":
            if not isinstance(field, str) or field not in _VALUES_3:
                errors.append(invalid("accountFunding.purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL."))
        elif key == "recipient":
            _check_authorize_100_response_account_funding_recipient(field, "accountFunding", errors)
        elif key == "reference":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.reference", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("accountFunding.reference", "Must be 1 to 50 characters long."))
        elif key == "senderIsRecipient":
            if not isinstance(field, bool):
                errors.append(invalid("accountFunding.senderIsRecipient", "Must be true or false."))
        elif key == "senderType":
            if not isinstance(field, str) or field not in _VALUES_4:
                errors.append(invalid("accountFunding.senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "reference" not in value:
        errors.append(missing("accountFunding.reference"))


def _check_authorize_100_response_action(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("action", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "refundAuthorization":
            if not isinstance(field, bool):
                errors.append(invalid("action.refundAuthorization", "Must be true or false."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_airline_itinerary_leg_item_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.carrierCode", "Must be a string."))
    elif _PATTERN_9.search(value) is None:
        errors.append(invalid(f"{parent}.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_authorize_100_response_airline_itinerary_leg_item_conjunction_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be 11 to 16 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_coupon_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.couponNumber", "Must be a string."))
    elif len(value) != 1:
        errors.append(invalid(f"{parent}.couponNumber", "Must be exactly 1 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.couponNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureAirport", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid(f"{parent}.departureAirport", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid(f"{parent}.departureAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureDate", "Must be a string."))
    elif _PATTERN_6.search(value) is None:
        errors.append(invalid(f"{parent}.departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.departureDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureTime", "Must be a string."))
    elif _PATTERN_10.search(value) is None:
        errors.append(invalid(f"{parent}.departureTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_response_airline_itinerary_leg_item_destination_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationAirport", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid(f"{parent}.destinationAirport", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid(f"{parent}.destinationAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_authorize_100_response_airline_itinerary_leg_item_destination_arrival_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a string."))
    elif _PATTERN_6.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_response_airline_itinerary_leg_item_destination_arrival_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must be a string."))
    elif _PATTERN_10.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_authorize_100_response_airline_itinerary_leg_item_endorsements_restrictions(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be 1 to 20 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_exchange_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be 11 to 16 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fare", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
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
    elif _CHARSET_11.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.fareBasis", "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."))


def _check_authorize_100_response_airline_itinerary_leg_item_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
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
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.flightNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_authorize_100_response_airline_itinerary_leg_item_stopover_permitted(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(f"{parent}.stopoverPermitted", "Must be true or false."))


def _check_authorize_100_response_airline_itinerary_leg_item_taxes(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.taxes", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
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
    elif value != "" and not (value.isascii() and value.isalnum()):
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


def _check_authorize_100_response_airline_itinerary(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.itinerary", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "leg":
            _check_authorize_100_response_airline_itinerary_leg(field, "airline.itinerary", errors)
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


def _check_authorize_100_response_airline_passenger_item(value: object, path: str, errors: list[ValidationError]) -> None:
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
        elif key == "frequentFlyerNumber":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.frequentFlyerNumber", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid(f"{path}.frequentFlyerNumber", "Must be 1 to 20 characters long."))
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


def _check_authorize_100_response_airline_passenger(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.passenger", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_response_airline_passenger_item(item, f"airline.passenger[{index}]", errors)


def _check_authorize_100_response_airline_ticket_issue(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _PATTERN_9.search(field) is None:
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
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("airline.ticket.issue.city", "Must be 1 to 100 characters long."))
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
            elif _PATTERN_6.search(field) is None:
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


def _check_authorize_100_response_airline_ticket_tax_or_fee_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{path}.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid(f"{path}.amount", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid(f"{path}.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid(f"{path}.amount", "Must be 1 to 14 characters long."))
        elif key == "type":
            if not isinstance(field, str):
                errors.append(invalid(f"{path}.type", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid(f"{path}.type", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid(f"{path}.type", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_airline_ticket_tax_or_fee(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.ticket.taxOrFee", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_authorize_100_response_airline_ticket_tax_or_fee_item(item, f"airline.ticket.taxOrFee[{index}]", errors)


def _check_authorize_100_response_airline_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.ticket", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "conjunctionTicketIndicator":
            if not isinstance(field, bool):
                errors.append(invalid("airline.ticket.conjunctionTicketIndicator", "Must be true or false."))
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
            _check_authorize_100_response_airline_ticket_issue(field, "airline.ticket", errors)
        elif key == "restricted":
            if not isinstance(field, bool):
                errors.append(invalid("airline.ticket.restricted", "Must be true or false."))
        elif key == "taxOrFee":
            _check_authorize_100_response_airline_ticket_tax_or_fee(field, "airline.ticket", errors)
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
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_airline(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            _check_authorize_100_response_airline_itinerary(field, "airline", errors)
        elif key == "passenger":
            _check_authorize_100_response_airline_passenger(field, "airline", errors)
        elif key == "planNumber":
            if not isinstance(field, str):
                errors.append(invalid("airline.planNumber", "Must be a string."))
            elif len(field) != 2:
                errors.append(invalid("airline.planNumber", "Must be exactly 2 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("airline.planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "ticket":
            _check_authorize_100_response_airline_ticket(field, "airline", errors)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_order(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "creationTime":
            if not isinstance(field, str):
                errors.append(invalid("order.creationTime", "Must be a string."))
            elif _PATTERN_15.search(field) is None:
                errors.append(invalid("order.creationTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
            elif not is_calendar_date(field):
                errors.append(invalid("order.creationTime", "Must name a calendar date."))
        elif key == "id":
            if not isinstance(field, str):
                errors.append(invalid("order.id", "Must be a string."))
            elif not 1 <= len(field) <= 40:
                errors.append(invalid("order.id", "Must be 1 to 40 characters long."))
        elif key == "lastUpdatedTime":
            if not isinstance(field, str):
                errors.append(invalid("order.lastUpdatedTime", "Must be a string."))
            elif _PATTERN_15.search(field) is None:
                errors.append(invalid("order.lastUpdatedTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
            elif not is_calendar_date(field):
                errors.append(invalid("order.lastUpdatedTime", "Must name a calendar date."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "creationTime" not in value:
        errors.append(missing("order.creationTime"))
    if "id" not in value:
        errors.append(missing("order.id"))
    if "lastUpdatedTime" not in value:
        errors.append(missing("order.lastUpdatedTime"))


def _check_authorize_100_response_transaction(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("transaction.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("transaction.amount", "Must be a decimal of digits and '.'."))
            elif decimal_scale(field_text) > 3:
                errors.append(invalid("transaction.amount", "Must have at most 3 digits after the decimal point."))
            elif Decimal(field_text) < _DECIMAL_20:
                errors.append(invalid("transaction.amount", "Must be at least 0."))
            elif Decimal(field_text) > _DECIMAL_21:
                errors.append(invalid("transaction.amount", "Must be at most 1000000000000."))
        elif key == "currency":
            if not isinstance(field, str):
                errors.append(invalid("transaction.currency", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("transaction.currency", "Must be exactly 3 characters long."))
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(invalid("transaction.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))
        elif key == "id":
            if not isinstance(field, str):
                errors.append(invalid("transaction.id", "Must be a string."))
            elif not 1 <= len(field) <= 40:
                errors.append(invalid("transaction.id", "Must be 1 to 40 characters long."))
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_49:
                errors.append(invalid("transaction.type", "Must be one of AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "amount" not in value:
        errors.append(missing("transaction.amount"))
    if "currency" not in value:
        errors.append(missing("transaction.currency"))
    if "id" not in value:
        errors.append(missing("transaction.id"))
    if "type" not in value:
        errors.append(missing("transaction.type"))


def _check_authorize_100_response(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "accountFunding":
            _check_authorize_100_response_account_funding(field, "", errors)
        elif key == "action":
            _check_authorize_100_response_action(field, "", errors)
        elif key == "airline":
            _check_authorize_100_response_airline(field, "", errors)
        elif key == "merchant":
            if not isinstance(field, str):
                errors.append(invalid("merchant", "Must be a string."))
            elif not 1 <= len(field) <= 40:
                errors.append(invalid("merchant", "Must be 1 to 40 characters long."))
            elif _CHARSET_50.fullmatch(field) is None:
                errors.append(invalid("merchant", "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters)."))
        elif key == "order":
            _check_authorize_100_response_order(field, "", errors)
        elif key == "transaction":
            _check_authorize_100_response_transaction(field, "", errors)
        elif key == "version":
            if not isinstance(field, str):
                errors.append(invalid("version", "Must be a string."))
            elif not 1 <= len(field) <= 8:
                errors.append(invalid("version", "Must be 1 to 8 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
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
