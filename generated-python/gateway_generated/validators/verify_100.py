"""The validators of Verify at version 100: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from typing import Final

from ..runtime import FieldCheck, ValidationResult, ABSENT, VALID, checked_sum_differs, compare_segments, count_digits, decimal_scale, decimal_text, is_absolute_url, is_at_or_under, is_calendar_date, is_comma_list, is_json_text, is_list, is_record, is_whole_number, key_text, reference_segments, refusals_of, to_result, unreadable_body
from ..runtime.contract import ValidationError, invalid, missing, unsupported

_DECIMAL_0: Final = Decimal("0")
_DECIMAL_1: Final = Decimal("1000000000000")
_VALUES_2: Final = frozenset({"CRYPTOCURRENCY_PURCHASE", "HIGH_RISK_SECURITIES", "MERCHANT_SETTLEMENT", "OTHER", "PAYROLL"})
_VALUES_3: Final = frozenset({"COMMERCIAL_ORGANIZATION", "GOVERNMENT", "NON_PROFIT_ORGANIZATION", "PERSON"})
_PATTERN_4: Final = re.compile("^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?\\Z")
_CHARSET_5: Final = re.compile("[0-9a-zA-Z.]*")
_PATTERN_6: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z\\Z")
_CHARSET_7: Final = re.compile("[0-9a-zA-Z \\-]*")
_PATTERN_8: Final = re.compile("^[A-Za-z0-9!#\\$%\\&'*+/=?^_`{\\|}\\~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\Z")
_PATTERN_9: Final = re.compile("^\\+[0-9]{1,3} [0-9]+( [0-9]+)*\\Z")
_VALUES_10: Final = frozenset({"ESTIMATED", "FINAL"})
_PATTERN_11: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}\\Z")
_VALUES_12: Final = frozenset({"DELAYED_CHARGE", "NO_SHOW_PENALTY", "PARTIAL_SHIPMENT"})
_VALUES_13: Final = frozenset({"DOMESTIC_ONLY", "FOREIGN_AND_DOMESTIC", "FOREIGN_ONLY"})
_VALUES_14: Final = frozenset({"SURCHARGE"})
_VALUES_15: Final = frozenset({"B2B_PAYMENT", "CRYPTOCURRENCY", "DEBT_REPAYMENT", "HIGH_RISK_SECURITIES", "OTHER"})
_CHARSET_16: Final = re.compile("[0-9a-zA-Z\\-_ \\&+!\\$%.=]*")
_DECIMAL_17: Final = Decimal("1000000000000000000")
_VALUES_18: Final = frozenset({"EXEMPT", "NOT_EXEMPT", "NOT_PROVIDED"})
_VALUES_19: Final = frozenset({"NO_ACTION", "REJECT", "REVIEW"})
_VALUES_20: Final = frozenset({"VERIFY"})
_STRINGS_21: Final = ("order", "transactionfiltering", "avsresponsecoderules", "action")
_VALUES_22: Final = frozenset({"order", "order.amount", "order.cashbackAmount", "order.discount", "order.discount.amount", "order.dutyAmount", "order.gratuityAmount", "order.itemAmount", "order.merchantCharge", "order.merchantCharge.amount", "order.shippingAndHandlingAmount", "order.taxAmount"})
_VALUES_23: Final = frozenset({"order", "order.cashbackAmount", "order.discount", "order.discount.amount", "order.dutyAmount", "order.gratuityAmount", "order.itemAmount", "order.netAmount", "order.shippingAndHandlingAmount", "order.taxAmount"})
_VALUES_24: Final = frozenset({"order", "order.purchaseType", "order.supplierName"})
_VALUES_25: Final = frozenset({"order", "order.merchantCategoryCode", "order.purchaseType"})
_PATTERN_26: Final = re.compile("^(?:[A-Za-z0-9_]{2}|[0-9]{3}|[A-Za-z0-9_]{2}/[0-9]{3})\\Z")
_PATTERN_27: Final = re.compile("^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)\\Z")
_CHARSET_28: Final = re.compile("[0-9a-zA-Z ]*")
_VALUES_29: Final = frozenset({"EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"})
_VALUES_30: Final = frozenset({"NOT_SUPPORTED", "SUPPORTED"})
_VALUES_31: Final = frozenset({"HTML", "NATIVE"})
_VALUES_32: Final = frozenset({"TEXT", "SINGLE_SELECT", "MULTI_SELECT", "OUT_OF_BAND", "OTHER_HTML"})
_VALUES_33: Final = frozenset({"AUTHENTICATION_OUTAGE", "AUTO", "LOW_RISK", "LOW_VALUE_PAYMENT", "MERCHANT_INITIATED_TRANSACTION", "NONE", "RECURRING_PAYMENT", "SECURE_CORPORATE_PAYMENT", "TRUSTED_MERCHANT"})
_VALUES_34: Final = frozenset({"NOT_ON_LIST", "ON_LIST"})
_VALUES_35: Final = frozenset({"3DS1", "3DS2", "PASSKEY"})
_VALUES_36: Final = frozenset({"MERCHANT_REQUESTED", "PAYER_APP", "PAYER_BROWSER"})
_VALUES_37: Final = frozenset({"DYNAMIC", "OUT_OF_BAND", "STATIC"})
_VALUES_38: Final = frozenset({"NOT_POSSIBLE", "NOT_REQUIRED", "REQUIRED"})
_VALUES_39: Final = frozenset({"AUTO", "BATCH", "CHECKOUT_VIA_WEBSITE", "MERCHANT_ADMINISTRATION", "MERCHANT_MANAGER", "SERVICE_PROVIDER_API", "WEB_SERVICES_API"})
_VALUES_40: Final = frozenset({"AGENT", "GATEWAY", "MERCHANT", "MERCHANT_ORGANIZATION", "SERVICE_PROVIDER"})
_CHARSET_41: Final = re.compile("[0-9a-zA-Z\\-_]*")
_VALUES_42: Final = frozenset({"AUTHENTICATION_ATTEMPTED", "AUTHENTICATION_AVAILABLE", "AUTHENTICATION_EXEMPT", "AUTHENTICATION_FAILED", "AUTHENTICATION_NOT_IN_EFFECT", "AUTHENTICATION_NOT_SUPPORTED", "AUTHENTICATION_PENDING", "AUTHENTICATION_REJECTED", "AUTHENTICATION_REQUIRED", "AUTHENTICATION_SUCCESSFUL", "AUTHENTICATION_UNAVAILABLE"})
_VALUES_43: Final = frozenset({"AUTOMATIC_FUEL_DISPENSING"})
_VALUES_44: Final = frozenset({"FUNDED", "FUNDING_ASSURED", "FUNDING_FAILED", "FUNDING_ON_HOLD", "IN_PROGRESS", "NON_FUNDED", "NOT_SUPPORTED"})
_VALUES_45: Final = frozenset({"CLIENT", "GATEWAY"})
_DECIMAL_46: Final = Decimal("1000000000")
_VALUES_47: Final = frozenset({"INSTALLMENT", "RECURRING", "SINGLE"})
_VALUES_48: Final = frozenset({"AUTHORIZATION", "AUTHORIZATION_UPDATE", "CAPTURE", "PAYMENT", "REFUND", "VERIFICATION", "VOID_AUTHORIZATION", "VOID_CAPTURE", "VOID_PAYMENT", "VOID_REFUND"})
_VALUES_49: Final = frozenset({"order", "order.merchantCharge", "order.merchantCharge.calculatedBy", "order.merchantCharge.ruleName"})
_VALUES_50: Final = frozenset({"order", "order.chargeback", "order.chargeback.amount", "order.status"})
_VALUES_51: Final = frozenset({"order", "order.chargeback", "order.chargeback.currency", "order.status"})
_VALUES_52: Final = frozenset({"authentication", "authentication.3ds2", "authentication.3ds2.sdk", "authentication.3ds2.sdk.interface", "authentication.3ds2.sdk.uiType"})



def _check_verify_100_request_account_funding(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "foreignExchangeFee":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("accountFunding.foreignExchangeFee", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("accountFunding.foreignExchangeFee", "Must be a decimal of digits and '.'."))
            elif decimal_scale(field_text) > 3:
                errors.append(invalid("accountFunding.foreignExchangeFee", "Must have at most 3 digits after the decimal point."))
            elif Decimal(field_text) < _DECIMAL_0:
                errors.append(invalid("accountFunding.foreignExchangeFee", "Must be at least 0."))
            elif Decimal(field_text) > _DECIMAL_1:
                errors.append(invalid("accountFunding.foreignExchangeFee", "Must be at most 1000000000000."))
        elif key == "purpose":
            if not isinstance(field, str) or field not in _VALUES_2:
                errors.append(invalid("accountFunding.purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, HIGH_RISK_SECURITIES, MERCHANT_SETTLEMENT, OTHER, PAYROLL."))
        elif key == "purposeOfPayment":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.purposeOfPayment", "Must be a string."))
            elif not 2 <= len(field) <= 6:
                errors.append(invalid("accountFunding.purposeOfPayment", "Must be 2 to 6 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("accountFunding.purposeOfPayment", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "senderIsRecipient":
            if not isinstance(field, bool):
                errors.append(invalid("accountFunding.senderIsRecipient", "Must be true or false."))
        elif key == "senderType":
            if not isinstance(field, str) or field not in _VALUES_3:
                errors.append(invalid("accountFunding.senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.{name}"))


def _check_verify_100_request_authentication_3ds(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _PATTERN_4.search(field) is None:
                errors.append(invalid("authentication.3ds.authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths."))
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds.transactionId", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("authentication.3ds.transactionId", "Must be 1 to 50 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"authentication.3ds.{name}"))


def _check_verify_100_request_authentication_3ds2(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _CHARSET_5.fullmatch(field) is None:
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
            errors.append(unsupported(f"authentication.3ds2.{name}"))


def _check_verify_100_request_authentication(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "3ds":
            _check_verify_100_request_authentication_3ds(field, "authentication", errors)
        elif key == "3ds2":
            _check_verify_100_request_authentication_3ds2(field, "authentication", errors)
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
            elif _PATTERN_6.search(field) is None:
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
            errors.append(unsupported(f"authentication.{name}"))


def _check_verify_100_request_billing_address(value: object, parent: str, errors: list[ValidationError]) -> None:
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
        elif key == "company":
            if not isinstance(field, str):
                errors.append(invalid("billing.address.company", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("billing.address.company", "Must be 1 to 100 characters long."))
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
            elif _CHARSET_7.fullmatch(field) is None:
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
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("billing.address.street2", "Must be 1 to 100 characters long."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"billing.address.{name}"))


def _check_verify_100_request_billing(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("billing", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_verify_100_request_billing_address(field, "billing", errors)
        else:
            name = key_text(key)
            errors.append(unsupported(f"billing.{name}"))


def _check_verify_100_request_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _PATTERN_8.search(field) is None:
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
            elif _PATTERN_9.search(field) is None:
                errors.append(invalid("customer.mobilePhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
            elif count_digits(field) > 15:
                errors.append(invalid("customer.mobilePhone", "Must have at most 15 digits in total."))
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(invalid("customer.phone", "Must be a string."))
            elif _PATTERN_9.search(field) is None:
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
            errors.append(unsupported(f"customer.{name}"))


def _check_verify_100_request_device(value: object, parent: str, errors: list[ValidationError]) -> None:
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
        else:
            name = key_text(key)
            errors.append(unsupported(f"device.{name}"))


def _check_verify_100_request_initiator(value: object, parent: str, errors: list[ValidationError]) -> None:
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


def _check_verify_100_request_order_accept_partial_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("order.acceptPartialAmount", "Must be true or false."))


def _check_verify_100_request_order_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.amount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long."))


def _check_verify_100_request_order_certainty(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_10:
        errors.append(invalid("order.certainty", "Must be one of ESTIMATED, FINAL."))


def _check_verify_100_request_order_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.currency", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid("order.currency", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid("order.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_verify_100_request_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
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


def _check_verify_100_request_order_customer_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerNote", "Must be a string."))
    elif not 1 <= len(value) <= 250:
        errors.append(invalid("order.customerNote", "Must be 1 to 250 characters long."))


def _check_verify_100_request_order_customer_order_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerOrderDate", "Must be a string."))
    elif _PATTERN_11.search(value) is None:
        errors.append(invalid("order.customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.customerOrderDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_verify_100_request_order_customer_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerReference", "Must be a string."))
    elif len(value) > 25:
        errors.append(invalid("order.customerReference", "Must be 0 to 25 characters long."))
    elif not value.isascii():
        errors.append(invalid("order.customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_verify_100_request_order_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.description", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid("order.description", "Must be 1 to 127 characters long."))


def _check_verify_100_request_order_discount(value: object, parent: str, errors: list[ValidationError]) -> None:
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


def _check_verify_100_request_order_duty_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.dutyAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.dutyAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("order.dutyAmount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_0:
        errors.append(invalid("order.dutyAmount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_1:
        errors.append(invalid("order.dutyAmount", "Must be at most 1000000000000."))


def _check_verify_100_request_order_gratuity_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.gratuityAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.gratuityAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.gratuityAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.gratuityAmount", "Must be 1 to 14 characters long."))


def _check_verify_100_request_order_industry_practice_payment_reason(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_12:
        errors.append(invalid("order.industryPracticePaymentReason", "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT."))


def _check_verify_100_request_order_invoice_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.invoiceNumber", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("order.invoiceNumber", "Must be 1 to 25 characters long."))


def _check_verify_100_request_order_local_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.localTaxRegistrationId", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("order.localTaxRegistrationId", "Must be 1 to 25 characters long."))


def _check_verify_100_request_order_marketplace(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.marketplace", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "retailerLocation":
            if not isinstance(field, str) or field not in _VALUES_13:
                errors.append(invalid("order.marketplace.retailerLocation", "Must be one of DOMESTIC_ONLY, FOREIGN_AND_DOMESTIC, FOREIGN_ONLY."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.marketplace.{name}"))


def _check_verify_100_request_order_merchant_category_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantCategoryCode", "Must be a string."))
    elif len(value) != 4:
        errors.append(invalid("order.merchantCategoryCode", "Must be exactly 4 characters long."))
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(invalid("order.merchantCategoryCode", "Must hold only the characters 0-9 (Digits)."))


def _check_verify_100_request_order_merchant_charge(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            if not isinstance(field, str) or field not in _VALUES_14:
                errors.append(invalid("order.merchantCharge.type", "Must be one of SURCHARGE."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.merchantCharge.{name}"))
    if "type" not in value:
        errors.append(missing("order.merchantCharge.type"))


def _check_verify_100_request_order_merchant_partner_id_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantPartnerIdCode", "Must be a string."))
    elif not 1 <= len(value) <= 6:
        errors.append(invalid("order.merchantPartnerIdCode", "Must be 1 to 6 characters long."))
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(invalid("order.merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits)."))


def _check_verify_100_request_order_net_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.netAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.netAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.netAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.netAmount", "Must be 1 to 14 characters long."))


def _check_verify_100_request_order_notification_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.notificationUrl", "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid("order.notificationUrl", "Must be an absolute URL."))


def _check_verify_100_request_order_owning_entity(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.owningEntity", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("order.owningEntity", "Must be 1 to 40 characters long."))


def _check_verify_100_request_order_purchase_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_15:
        errors.append(invalid("order.purchaseType", "Must be one of B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER."))


def _check_verify_100_request_order_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.reference", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("order.reference", "Must be 1 to 40 characters long."))


def _check_verify_100_request_order_requestor_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.requestorName", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.requestorName", "Must be 1 to 100 characters long."))


def _check_verify_100_request_order_reward(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _CHARSET_16.fullmatch(field) is None:
                errors.append(invalid("order.reward.balanceId", "Must hold only the characters 0-9, a-z, A-Z, '-', '_', space, '&', '+', '!', '$', '%', '.' and '=' (Alphanumeric + additional characters)."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.reward.{name}"))
    if "balanceId" not in value:
        errors.append(missing("order.reward.balanceId"))


def _check_verify_100_request_order_shipping_and_handling_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long."))


def _check_verify_100_request_order_shipping_and_handling_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_0:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_1:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be at most 1000000000000."))


def _check_verify_100_request_order_shipping_and_handling_tax_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 4:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must have at most 4 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_0:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_17:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be at most 1000000000000000000."))


def _check_verify_100_request_order_statement_descriptor_address(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _CHARSET_7.fullmatch(field) is None:
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


def _check_verify_100_request_order_statement_descriptor(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.statementDescriptor", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_verify_100_request_order_statement_descriptor_address(field, "order.statementDescriptor", errors)
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


def _check_verify_100_request_order_sub_merchant_address(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _CHARSET_7.fullmatch(field) is None:
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


def _check_verify_100_request_order_sub_merchant(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.subMerchant", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_verify_100_request_order_sub_merchant_address(field, "order.subMerchant", errors)
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
            elif _PATTERN_9.search(field) is None:
                errors.append(invalid("order.subMerchant.disputeContactPhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
            elif count_digits(field) > 15:
                errors.append(invalid("order.subMerchant.disputeContactPhone", "Must have at most 15 digits in total."))
        elif key == "email":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.email", "Must be a string."))
            elif len(field) < 4:
                errors.append(invalid("order.subMerchant.email", "Must be at least 4 characters long."))
            elif _PATTERN_8.search(field) is None:
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


def _check_verify_100_request_order_supplier_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.supplierName", "Must be a string."))
    elif not 1 <= len(value) <= 21:
        errors.append(invalid("order.supplierName", "Must be 1 to 21 characters long."))


def _check_verify_100_request_order_tax_item(value: object, path: str, errors: list[ValidationError]) -> None:
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


def _check_verify_100_request_order_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("order.tax", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_verify_100_request_order_tax_item(item, f"order.tax[{index}]", errors)


def _check_verify_100_request_order_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.taxAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.taxAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.taxAmount", "Must be 1 to 14 characters long."))


def _check_verify_100_request_order_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.taxRegistrationId", "Must be a string."))
    elif not 1 <= len(value) <= 30:
        errors.append(invalid("order.taxRegistrationId", "Must be 1 to 30 characters long."))


def _check_verify_100_request_order_tax_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_18:
        errors.append(invalid("order.taxStatus", "Must be one of EXEMPT, NOT_EXEMPT, NOT_PROVIDED."))


def _check_verify_100_request_order_transaction_filtering_avs_response_code_rules_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "action":
            if not isinstance(field, str) or field not in _VALUES_19:
                errors.append(invalid(f"{path}.action", "Must be one of NO_ACTION, REJECT, REVIEW."))
        else:
            name = key_text(key)
            if not _is_not_shown_in_verify_100_request(f"{path}.{name}"):
                errors.append(unsupported(f"{path}.{name}"))
    if "action" not in value:
        errors.append(missing(f"{path}.action"))


def _check_verify_100_request_order_transaction_filtering_avs_response_code_rules(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("order.transactionFiltering.avsResponseCodeRules", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_verify_100_request_order_transaction_filtering_avs_response_code_rules_item(item, f"order.transactionFiltering.avsResponseCodeRules[{index}]", errors)


def _check_verify_100_request_order_transaction_filtering(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.transactionFiltering", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "avsResponseCodeRules":
            _check_verify_100_request_order_transaction_filtering_avs_response_code_rules(field, "order.transactionFiltering", errors)
        else:
            name = key_text(key)
            if not _is_not_shown_in_verify_100_request(f"order.transactionFiltering.{name}"):
                errors.append(unsupported(f"order.transactionFiltering.{name}"))


_CHECK_VERIFY_100_REQUEST_ORDER_FIELDS: Final[dict[str, FieldCheck]] = {
    "acceptPartialAmount": _check_verify_100_request_order_accept_partial_amount,
    "amount": _check_verify_100_request_order_amount,
    "certainty": _check_verify_100_request_order_certainty,
    "currency": _check_verify_100_request_order_currency,
    "custom": _check_verify_100_request_order_custom,
    "customerNote": _check_verify_100_request_order_customer_note,
    "customerOrderDate": _check_verify_100_request_order_customer_order_date,
    "customerReference": _check_verify_100_request_order_customer_reference,
    "description": _check_verify_100_request_order_description,
    "discount": _check_verify_100_request_order_discount,
    "dutyAmount": _check_verify_100_request_order_duty_amount,
    "gratuityAmount": _check_verify_100_request_order_gratuity_amount,
    "industryPracticePaymentReason": _check_verify_100_request_order_industry_practice_payment_reason,
    "invoiceNumber": _check_verify_100_request_order_invoice_number,
    "localTaxRegistrationId": _check_verify_100_request_order_local_tax_registration_id,
    "marketplace": _check_verify_100_request_order_marketplace,
    "merchantCategoryCode": _check_verify_100_request_order_merchant_category_code,
    "merchantCharge": _check_verify_100_request_order_merchant_charge,
    "merchantPartnerIdCode": _check_verify_100_request_order_merchant_partner_id_code,
    "netAmount": _check_verify_100_request_order_net_amount,
    "notificationUrl": _check_verify_100_request_order_notification_url,
    "owningEntity": _check_verify_100_request_order_owning_entity,
    "purchaseType": _check_verify_100_request_order_purchase_type,
    "reference": _check_verify_100_request_order_reference,
    "requestorName": _check_verify_100_request_order_requestor_name,
    "reward": _check_verify_100_request_order_reward,
    "shippingAndHandlingAmount": _check_verify_100_request_order_shipping_and_handling_amount,
    "shippingAndHandlingTaxAmount": _check_verify_100_request_order_shipping_and_handling_tax_amount,
    "shippingAndHandlingTaxRate": _check_verify_100_request_order_shipping_and_handling_tax_rate,
    "statementDescriptor": _check_verify_100_request_order_statement_descriptor,
    "subMerchant": _check_verify_100_request_order_sub_merchant,
    "supplierName": _check_verify_100_request_order_supplier_name,
    "tax": _check_verify_100_request_order_tax,
    "taxAmount": _check_verify_100_request_order_tax_amount,
    "taxRegistrationId": _check_verify_100_request_order_tax_registration_id,
    "taxStatus": _check_verify_100_request_order_tax_status,
    "transactionFiltering": _check_verify_100_request_order_transaction_filtering,
}


def _check_verify_100_request_order(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_VERIFY_100_REQUEST_ORDER_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            name = key_text(key)
            if not _is_not_shown_in_verify_100_request(f"order.{name}"):
                errors.append(unsupported(f"order.{name}"))
        else:
            check(field, "order", errors)
    if "currency" not in value:
        errors.append(missing("order.currency"))


def _check_verify_100_request(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "apiOperation":
            if not isinstance(field, str) or field not in _VALUES_20:
                errors.append(invalid("apiOperation", "Must be one of VERIFY."))
        elif key == "accountFunding":
            _check_verify_100_request_account_funding(field, "", errors)
        elif key == "authentication":
            _check_verify_100_request_authentication(field, "", errors)
        elif key == "billing":
            _check_verify_100_request_billing(field, "", errors)
        elif key == "correlationId":
            if not isinstance(field, str):
                errors.append(invalid("correlationId", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("correlationId", "Must be 1 to 100 characters long."))
        elif key == "customer":
            _check_verify_100_request_customer(field, "", errors)
        elif key == "device":
            _check_verify_100_request_device(field, "", errors)
        elif key == "initiator":
            _check_verify_100_request_initiator(field, "", errors)
        elif key == "order":
            _check_verify_100_request_order(field, "", errors)
        else:
            name = key_text(key)
            if not _is_not_shown_in_verify_100_request(name):
                errors.append(unsupported(name))
    if "apiOperation" not in value:
        errors.append(missing("apiOperation"))
    if "order" not in value:
        errors.append(missing("order"))


def _is_not_shown_in_verify_100_request(path: str) -> bool:
    segments = reference_segments(path)
    # Verify request: fields after order.transactionFiltering.avsResponseCodeRules[n].action (including sourceOfFunds, shipping, transaction): not shown.
    return (is_at_or_under(path, "sourceOfFunds") or is_at_or_under(path, "shipping") or is_at_or_under(path, "transaction") or compare_segments(segments, _STRINGS_21) > 0)


def validate_verify_100_request(body: object, *, today: date | None = None) -> ValidationResult:
    """Verify request at version 100.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The request body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_verify_100_request(body, "", errors)
        refused = refusals_of(errors, len(errors)) if errors else None
        # Rule order-subtotals (section 2.4): If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
        read_order: object = body.get("order", ABSENT)
        in_order: dict[object, object] | None = read_order if is_record(read_order) else None
        read_order_amount: object = in_order.get("amount", ABSENT) if in_order is not None else ABSENT
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
                if (refused is None or refused.misses(_VALUES_22)) and checked_sum_differs(read_order_amount, (read_order_item_amount, read_order_tax_amount, read_order_shipping_and_handling_amount, read_order_cashback_amount, read_order_gratuity_amount, read_order_merchant_charge_amount, read_order_duty_amount), (read_order_discount_amount,)):
                    errors.append(invalid("order.amount", "If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts."))
        # Rule net-amount-subtotals (section 2.4): If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
        read_order_net_amount: object = in_order.get("netAmount", ABSENT) if in_order is not None else ABSENT
        if read_order_net_amount is not ABSENT:
            if read_order_amount is ABSENT:
                if not (read_order_item_amount is ABSENT and read_order_tax_amount is ABSENT and read_order_shipping_and_handling_amount is ABSENT and read_order_cashback_amount is ABSENT and read_order_gratuity_amount is ABSENT and read_order_duty_amount is ABSENT):
                    read_order_discount_2: object = in_order.get("discount", ABSENT) if in_order is not None else ABSENT
                    in_order_discount_2: dict[object, object] | None = read_order_discount_2 if is_record(read_order_discount_2) else None
                    read_order_discount_amount_2: object = in_order_discount_2.get("amount", ABSENT) if in_order_discount_2 is not None else ABSENT
                    if (refused is None or refused.misses(_VALUES_23)) and checked_sum_differs(read_order_net_amount, (read_order_item_amount, read_order_tax_amount, read_order_shipping_and_handling_amount, read_order_cashback_amount, read_order_gratuity_amount, read_order_duty_amount), (read_order_discount_amount_2,)):
                        errors.append(invalid("order.netAmount", "If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge)."))
        # Rule supplier-name-for-b2b (section 2.4): order.supplierName is required when order.purchaseType is B2B_PAYMENT.
        read_order_purchase_type: object = in_order.get("purchaseType", ABSENT) if in_order is not None else ABSENT
        if (isinstance(read_order_purchase_type, str) and (read_order_purchase_type == "B2B_PAYMENT")):
            read_order_supplier_name: object = in_order.get("supplierName", ABSENT) if in_order is not None else ABSENT
            if read_order_supplier_name is ABSENT and (refused is None or refused.misses(_VALUES_24)):
                errors.append(missing("order.supplierName", "order.supplierName is required when order.purchaseType is B2B_PAYMENT."))
        # Rule purchase-type-for-merchant-category (section 2.4): A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
        read_order_merchant_category_code: object = in_order.get("merchantCategoryCode", ABSENT) if in_order is not None else ABSENT
        if (isinstance(read_order_merchant_category_code, str) and (read_order_merchant_category_code == "6051" or read_order_merchant_category_code == "6211" or read_order_merchant_category_code == "6012")):
            if read_order_purchase_type is ABSENT and (refused is None or refused.misses(_VALUES_25)):
                errors.append(missing("order.purchaseType", "A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes."))
        # Rule sub-merchant-first-transaction (section 2.4): order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
        # needs the order's earlier transactions: not checked on a single body.
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)


def _check_verify_100_response_account_funding(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("accountFunding", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "foreignExchangeFee":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("accountFunding.foreignExchangeFee", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("accountFunding.foreignExchangeFee", "Must be a decimal of digits and '.'."))
            elif decimal_scale(field_text) > 3:
                errors.append(invalid("accountFunding.foreignExchangeFee", "Must have at most 3 digits after the decimal point."))
            elif Decimal(field_text) < _DECIMAL_0:
                errors.append(invalid("accountFunding.foreignExchangeFee", "Must be at least 0."))
            elif Decimal(field_text) > _DECIMAL_1:
                errors.append(invalid("accountFunding.foreignExchangeFee", "Must be at most 1000000000000."))
        elif key == "purpose":
            if not isinstance(field, str) or field not in _VALUES_2:
                errors.append(invalid("accountFunding.purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, HIGH_RISK_SECURITIES, MERCHANT_SETTLEMENT, OTHER, PAYROLL."))
        elif key == "purposeOfPayment":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.purposeOfPayment", "Must be a string."))
            elif not 2 <= len(field) <= 6:
                errors.append(invalid("accountFunding.purposeOfPayment", "Must be 2 to 6 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("accountFunding.purposeOfPayment", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "reference":
            if not isinstance(field, str):
                errors.append(invalid("accountFunding.reference", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("accountFunding.reference", "Must be 1 to 50 characters long."))
        elif key == "senderIsRecipient":
            if not isinstance(field, bool):
                errors.append(invalid("accountFunding.senderIsRecipient", "Must be true or false."))
        elif key == "senderType":
            if not isinstance(field, str) or field not in _VALUES_3:
                errors.append(invalid("accountFunding.senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "reference" not in value:
        errors.append(missing("accountFunding.reference"))


def _check_verify_100_response_action(value: object, parent: str, errors: list[ValidationError]) -> None:
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


def _check_verify_100_response_airline_itinerary_leg_item_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.carrierCode", "Must be a string."))
    elif _PATTERN_26.search(value) is None:
        errors.append(invalid(f"{parent}.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."))


def _check_verify_100_response_airline_itinerary_leg_item_conjunction_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must be 11 to 16 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.conjunctionTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_verify_100_response_airline_itinerary_leg_item_coupon_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.couponNumber", "Must be a string."))
    elif len(value) != 1:
        errors.append(invalid(f"{parent}.couponNumber", "Must be exactly 1 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.couponNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_verify_100_response_airline_itinerary_leg_item_departure_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureAirport", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid(f"{parent}.departureAirport", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid(f"{parent}.departureAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_verify_100_response_airline_itinerary_leg_item_departure_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureDate", "Must be a string."))
    elif _PATTERN_11.search(value) is None:
        errors.append(invalid(f"{parent}.departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.departureDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_verify_100_response_airline_itinerary_leg_item_departure_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long."))


def _check_verify_100_response_airline_itinerary_leg_item_departure_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureTime", "Must be a string."))
    elif _PATTERN_27.search(value) is None:
        errors.append(invalid(f"{parent}.departureTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_verify_100_response_airline_itinerary_leg_item_destination_airport(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationAirport", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid(f"{parent}.destinationAirport", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid(f"{parent}.destinationAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_verify_100_response_airline_itinerary_leg_item_destination_arrival_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a string."))
    elif _PATTERN_11.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_verify_100_response_airline_itinerary_leg_item_destination_arrival_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must be a string."))
    elif _PATTERN_27.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."))


def _check_verify_100_response_airline_itinerary_leg_item_endorsements_restrictions(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must be 1 to 20 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.endorsementsRestrictions", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_verify_100_response_airline_itinerary_leg_item_exchange_ticket_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be a string."))
    elif not 11 <= len(value) <= 16:
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must be 11 to 16 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.exchangeTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_verify_100_response_airline_itinerary_leg_item_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fare", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.fare", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long."))


def _check_verify_100_response_airline_itinerary_leg_item_fare_basis(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.fareBasis", "Must be a string."))
    elif not 1 <= len(value) <= 24:
        errors.append(invalid(f"{parent}.fareBasis", "Must be 1 to 24 characters long."))
    elif _CHARSET_28.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.fareBasis", "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."))


def _check_verify_100_response_airline_itinerary_leg_item_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.fees", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long."))


def _check_verify_100_response_airline_itinerary_leg_item_flight_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.flightNumber", "Must be a string."))
    elif not 4 <= len(value) <= 6:
        errors.append(invalid(f"{parent}.flightNumber", "Must be 4 to 6 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.flightNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


def _check_verify_100_response_airline_itinerary_leg_item_stopover_permitted(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid(f"{parent}.stopoverPermitted", "Must be true or false."))


def _check_verify_100_response_airline_itinerary_leg_item_taxes(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.taxes", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.taxes", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long."))


def _check_verify_100_response_airline_itinerary_leg_item_travel_class(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.travelClass", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.travelClass", "Must be 1 to 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_VERIFY_100_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS: Final[dict[str, FieldCheck]] = {
    "carrierCode": _check_verify_100_response_airline_itinerary_leg_item_carrier_code,
    "conjunctionTicketNumber": _check_verify_100_response_airline_itinerary_leg_item_conjunction_ticket_number,
    "couponNumber": _check_verify_100_response_airline_itinerary_leg_item_coupon_number,
    "departureAirport": _check_verify_100_response_airline_itinerary_leg_item_departure_airport,
    "departureDate": _check_verify_100_response_airline_itinerary_leg_item_departure_date,
    "departureTax": _check_verify_100_response_airline_itinerary_leg_item_departure_tax,
    "departureTime": _check_verify_100_response_airline_itinerary_leg_item_departure_time,
    "destinationAirport": _check_verify_100_response_airline_itinerary_leg_item_destination_airport,
    "destinationArrivalDate": _check_verify_100_response_airline_itinerary_leg_item_destination_arrival_date,
    "destinationArrivalTime": _check_verify_100_response_airline_itinerary_leg_item_destination_arrival_time,
    "endorsementsRestrictions": _check_verify_100_response_airline_itinerary_leg_item_endorsements_restrictions,
    "exchangeTicketNumber": _check_verify_100_response_airline_itinerary_leg_item_exchange_ticket_number,
    "fare": _check_verify_100_response_airline_itinerary_leg_item_fare,
    "fareBasis": _check_verify_100_response_airline_itinerary_leg_item_fare_basis,
    "fees": _check_verify_100_response_airline_itinerary_leg_item_fees,
    "flightNumber": _check_verify_100_response_airline_itinerary_leg_item_flight_number,
    "stopoverPermitted": _check_verify_100_response_airline_itinerary_leg_item_stopover_permitted,
    "taxes": _check_verify_100_response_airline_itinerary_leg_item_taxes,
    "travelClass": _check_verify_100_response_airline_itinerary_leg_item_travel_class,
}


def _check_verify_100_response_airline_itinerary_leg_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_VERIFY_100_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, path, errors)


def _check_verify_100_response_airline_itinerary_leg(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.itinerary.leg", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_verify_100_response_airline_itinerary_leg_item(item, f"airline.itinerary.leg[{index}]", errors)


def _check_verify_100_response_airline_itinerary(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("airline.itinerary", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "leg":
            _check_verify_100_response_airline_itinerary_leg(field, "airline.itinerary", errors)
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


def _check_verify_100_response_airline_passenger_item(value: object, path: str, errors: list[ValidationError]) -> None:
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


def _check_verify_100_response_airline_passenger(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.passenger", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_verify_100_response_airline_passenger_item(item, f"airline.passenger[{index}]", errors)


def _check_verify_100_response_airline_ticket_issue(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _PATTERN_26.search(field) is None:
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


def _check_verify_100_response_airline_ticket_tax_or_fee_item(value: object, path: str, errors: list[ValidationError]) -> None:
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


def _check_verify_100_response_airline_ticket_tax_or_fee(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("airline.ticket.taxOrFee", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_verify_100_response_airline_ticket_tax_or_fee_item(item, f"airline.ticket.taxOrFee[{index}]", errors)


def _check_verify_100_response_airline_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            _check_verify_100_response_airline_ticket_issue(field, "airline.ticket", errors)
        elif key == "restricted":
            if not isinstance(field, bool):
                errors.append(invalid("airline.ticket.restricted", "Must be true or false."))
        elif key == "taxOrFee":
            _check_verify_100_response_airline_ticket_tax_or_fee(field, "airline.ticket", errors)
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


def _check_verify_100_response_airline(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            _check_verify_100_response_airline_itinerary(field, "airline", errors)
        elif key == "passenger":
            _check_verify_100_response_airline_passenger(field, "airline", errors)
        elif key == "planNumber":
            if not isinstance(field, str):
                errors.append(invalid("airline.planNumber", "Must be a string."))
            elif len(field) != 2:
                errors.append(invalid("airline.planNumber", "Must be exactly 2 characters long."))
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(invalid("airline.planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
        elif key == "ticket":
            _check_verify_100_response_airline_ticket(field, "airline", errors)
        elif key == "transactionType":
            if not isinstance(field, str) or field not in _VALUES_29:
                errors.append(invalid("airline.transactionType", "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_authentication_3ds(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _PATTERN_4.search(field) is None:
                errors.append(invalid("authentication.3ds.authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths."))
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds.transactionId", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("authentication.3ds.transactionId", "Must be 1 to 50 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_authentication_3ds2_3ds_server_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.3dsServerTransactionId", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("authentication.3ds2.3dsServerTransactionId", "Must be 1 to 50 characters long."))


def _check_verify_100_response_authentication_3ds2_acs_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.acsReference", "Must be a string."))
    elif len(value) > 32:
        errors.append(invalid("authentication.3ds2.acsReference", "Must be 0 to 32 characters long."))


def _check_verify_100_response_authentication_3ds2_acs_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.acsTransactionId", "Must be a string."))
    elif len(value) != 36:
        errors.append(invalid("authentication.3ds2.acsTransactionId", "Must be exactly 36 characters long."))


def _check_verify_100_response_authentication_3ds2_authentication_scheme(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid("authentication.3ds2.authenticationScheme", "Must be a non-empty string."))


def _check_verify_100_response_authentication_3ds2_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.custom", "Must be a string."))
    elif not 1 <= len(value) <= 4000:
        errors.append(invalid("authentication.3ds2.custom", "Must be 1 to 4000 characters long."))
    elif not is_json_text(value):
        errors.append(invalid("authentication.3ds2.custom", "Must be valid JSON text."))


def _check_verify_100_response_authentication_3ds2_directory_server_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.directoryServerId", "Must be a string."))
    elif len(value) != 10:
        errors.append(invalid("authentication.3ds2.directoryServerId", "Must be exactly 10 characters long."))


def _check_verify_100_response_authentication_3ds2_ds_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.dsReference", "Must be a string."))
    elif len(value) > 32:
        errors.append(invalid("authentication.3ds2.dsReference", "Must be 0 to 32 characters long."))


def _check_verify_100_response_authentication_3ds2_ds_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.dsTransactionId", "Must be a string."))
    elif not 1 <= len(value) <= 50:
        errors.append(invalid("authentication.3ds2.dsTransactionId", "Must be 1 to 50 characters long."))


def _check_verify_100_response_authentication_3ds2_method_completed(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("authentication.3ds2.methodCompleted", "Must be true or false."))


def _check_verify_100_response_authentication_3ds2_method_supported(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_30:
        errors.append(invalid("authentication.3ds2.methodSupported", "Must be one of NOT_SUPPORTED, SUPPORTED."))


def _check_verify_100_response_authentication_3ds2_protocol_version(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.protocolVersion", "Must be a string."))
    elif not 1 <= len(value) <= 20:
        errors.append(invalid("authentication.3ds2.protocolVersion", "Must be 1 to 20 characters long."))
    elif _CHARSET_5.fullmatch(value) is None:
        errors.append(invalid("authentication.3ds2.protocolVersion", "Must hold only the characters 0-9, a-z, A-Z and '.' (Alphanumeric + additional characters)."))


def _check_verify_100_response_authentication_3ds2_requestor_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.requestorId", "Must be a string."))
    elif not 1 <= len(value) <= 35:
        errors.append(invalid("authentication.3ds2.requestorId", "Must be 1 to 35 characters long."))


def _check_verify_100_response_authentication_3ds2_requestor_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.requestorName", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("authentication.3ds2.requestorName", "Must be 1 to 40 characters long."))


def _check_verify_100_response_authentication_3ds2_sdk(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication.3ds2.sdk", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "challengeCompletionCallbackUrl":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds2.sdk.challengeCompletionCallbackUrl", "Must be a string."))
            elif not is_absolute_url(field):
                errors.append(invalid("authentication.3ds2.sdk.challengeCompletionCallbackUrl", "Must be an absolute URL."))
        elif key == "interface":
            if not isinstance(field, str) or field not in _VALUES_31:
                errors.append(invalid("authentication.3ds2.sdk.interface", "Must be one of HTML, NATIVE."))
        elif key == "oobAppSupportsRedirectUrl":
            if not isinstance(field, bool):
                errors.append(invalid("authentication.3ds2.sdk.oobAppSupportsRedirectUrl", "Must be true or false."))
        elif key == "timeout":
            if not is_whole_number(field):
                errors.append(invalid("authentication.3ds2.sdk.timeout", "Must be a whole number."))
            elif field < 300 or field > 900:
                errors.append(invalid("authentication.3ds2.sdk.timeout", "Must be 300 to 900."))
        elif key == "uiType":
            if not isinstance(field, str):
                errors.append(invalid("authentication.3ds2.sdk.uiType", "Must be a string."))
            elif not is_comma_list(field, _VALUES_32):
                errors.append(invalid("authentication.3ds2.sdk.uiType", "Must be one or more of one of TEXT, SINGLE_SELECT, MULTI_SELECT, OUT_OF_BAND, OTHER_HTML, separated by commas."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_authentication_3ds2_status_reason_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.statusReasonCode", "Must be a string."))
    elif len(value) != 2:
        errors.append(invalid("authentication.3ds2.statusReasonCode", "Must be exactly 2 characters long."))


def _check_verify_100_response_authentication_3ds2_transaction_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("authentication.3ds2.transactionStatus", "Must be a string."))
    elif len(value) != 1:
        errors.append(invalid("authentication.3ds2.transactionStatus", "Must be exactly 1 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha()):
        errors.append(invalid("authentication.3ds2.transactionStatus", "Must hold only the characters a-z and A-Z (Alpha)."))


_CHECK_VERIFY_100_RESPONSE_AUTHENTICATION_3DS2_FIELDS: Final[dict[str, FieldCheck]] = {
    "3dsServerTransactionId": _check_verify_100_response_authentication_3ds2_3ds_server_transaction_id,
    "acsReference": _check_verify_100_response_authentication_3ds2_acs_reference,
    "acsTransactionId": _check_verify_100_response_authentication_3ds2_acs_transaction_id,
    "authenticationScheme": _check_verify_100_response_authentication_3ds2_authentication_scheme,
    "custom": _check_verify_100_response_authentication_3ds2_custom,
    "directoryServerId": _check_verify_100_response_authentication_3ds2_directory_server_id,
    "dsReference": _check_verify_100_response_authentication_3ds2_ds_reference,
    "dsTransactionId": _check_verify_100_response_authentication_3ds2_ds_transaction_id,
    "methodCompleted": _check_verify_100_response_authentication_3ds2_method_completed,
    "methodSupported": _check_verify_100_response_authentication_3ds2_method_supported,
    "protocolVersion": _check_verify_100_response_authentication_3ds2_protocol_version,
    "requestorId": _check_verify_100_response_authentication_3ds2_requestor_id,
    "requestorName": _check_verify_100_response_authentication_3ds2_requestor_name,
    "sdk": _check_verify_100_response_authentication_3ds2_sdk,
    "statusReasonCode": _check_verify_100_response_authentication_3ds2_status_reason_code,
    "transactionStatus": _check_verify_100_response_authentication_3ds2_transaction_status,
}


def _check_verify_100_response_authentication_3ds2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication.3ds2", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_VERIFY_100_RESPONSE_AUTHENTICATION_3DS2_FIELDS.get(key) if isinstance(key, str) else None
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "authentication.3ds2", errors)
    if "methodCompleted" not in value:
        errors.append(missing("authentication.3ds2.methodCompleted"))
    if "methodSupported" not in value:
        errors.append(missing("authentication.3ds2.methodSupported"))
    if "requestorId" not in value:
        errors.append(missing("authentication.3ds2.requestorId"))
    if "requestorName" not in value:
        errors.append(missing("authentication.3ds2.requestorName"))


def _check_verify_100_response_authentication_psd2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication.psd2", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "exemption":
            if not isinstance(field, str) or field not in _VALUES_33:
                errors.append(invalid("authentication.psd2.exemption", "Must be one of AUTHENTICATION_OUTAGE, AUTO, LOW_RISK, LOW_VALUE_PAYMENT, MERCHANT_INITIATED_TRANSACTION, NONE, RECURRING_PAYMENT, SECURE_CORPORATE_PAYMENT, TRUSTED_MERCHANT."))
        elif key == "trustedMerchantStatus":
            if not isinstance(field, str) or field not in _VALUES_34:
                errors.append(invalid("authentication.psd2.trustedMerchantStatus", "Must be one of NOT_ON_LIST, ON_LIST."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_authentication(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("authentication", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "3ds":
            _check_verify_100_response_authentication_3ds(field, "authentication", errors)
        elif key == "3ds2":
            _check_verify_100_response_authentication_3ds2(field, "authentication", errors)
        elif key == "acceptVersions":
            if not isinstance(field, str):
                errors.append(invalid("authentication.acceptVersions", "Must be a string."))
            elif not is_comma_list(field, _VALUES_35):
                errors.append(invalid("authentication.acceptVersions", "Must be one or more of one of 3DS1, 3DS2, PASSKEY, separated by commas."))
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
        elif key == "channel":
            if not isinstance(field, str) or field not in _VALUES_36:
                errors.append(invalid("authentication.channel", "Must be one of MERCHANT_REQUESTED, PAYER_APP, PAYER_BROWSER."))
        elif key == "method":
            if not isinstance(field, str) or field not in _VALUES_37:
                errors.append(invalid("authentication.method", "Must be one of DYNAMIC, OUT_OF_BAND, STATIC."))
        elif key == "payerInteraction":
            if not isinstance(field, str) or field not in _VALUES_38:
                errors.append(invalid("authentication.payerInteraction", "Must be one of NOT_POSSIBLE, NOT_REQUIRED, REQUIRED."))
        elif key == "psd2":
            _check_verify_100_response_authentication_psd2(field, "authentication", errors)
        elif key == "time":
            if not isinstance(field, str):
                errors.append(invalid("authentication.time", "Must be a string."))
            elif _PATTERN_6.search(field) is None:
                errors.append(invalid("authentication.time", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
            elif not is_calendar_date(field):
                errors.append(invalid("authentication.time", "Must name a calendar date."))
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(invalid("authentication.transactionId", "Must be a string."))
            elif not 1 <= len(field) <= 40:
                errors.append(invalid("authentication.transactionId", "Must be 1 to 40 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_billing_address(value: object, parent: str, errors: list[ValidationError]) -> None:
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
        elif key == "company":
            if not isinstance(field, str):
                errors.append(invalid("billing.address.company", "Must be a string."))
            elif not 1 <= len(field) <= 100:
                errors.append(invalid("billing.address.company", "Must be 1 to 100 characters long."))
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
            elif _CHARSET_7.fullmatch(field) is None:
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


def _check_verify_100_response_billing(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("billing", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_verify_100_response_billing_address(field, "billing", errors)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_correlation_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("correlationId", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("correlationId", "Must be 1 to 100 characters long."))


def _check_verify_100_response_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _PATTERN_8.search(field) is None:
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
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("customer.mobilePhone", "Must be 1 to 20 characters long."))
        elif key == "nationalId":
            if not isinstance(field, str):
                errors.append(invalid("customer.nationalId", "Must be a string."))
            elif not 1 <= len(field) <= 30:
                errors.append(invalid("customer.nationalId", "Must be 1 to 30 characters long."))
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(invalid("customer.phone", "Must be a string."))
            elif not 1 <= len(field) <= 20:
                errors.append(invalid("customer.phone", "Must be 1 to 20 characters long."))
        elif key == "taxRegistrationId":
            if not isinstance(field, str):
                errors.append(invalid("customer.taxRegistrationId", "Must be a string."))
            elif not 1 <= len(field) <= 30:
                errors.append(invalid("customer.taxRegistrationId", "Must be 1 to 30 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_device(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_gateway_entry_point(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_39:
        errors.append(invalid("gatewayEntryPoint", "Must be one of AUTO, BATCH, CHECKOUT_VIA_WEBSITE, MERCHANT_ADMINISTRATION, MERCHANT_MANAGER, SERVICE_PROVIDER_API, WEB_SERVICES_API."))


def _check_verify_100_response_initiator_entity(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("initiator.entity", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "id":
            if not isinstance(field, str):
                errors.append(invalid("initiator.entity.id", "Must be a string."))
            elif not 1 <= len(field) <= 40:
                errors.append(invalid("initiator.entity.id", "Must be 1 to 40 characters long."))
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_40:
                errors.append(invalid("initiator.entity.type", "Must be one of AGENT, GATEWAY, MERCHANT, MERCHANT_ORGANIZATION, SERVICE_PROVIDER."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_initiator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("initiator", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "entity":
            _check_verify_100_response_initiator_entity(field, "initiator", errors)
        elif key == "userId":
            if not isinstance(field, str):
                errors.append(invalid("initiator.userId", "Must be a string."))
            elif not 1 <= len(field) <= 256:
                errors.append(invalid("initiator.userId", "Must be 1 to 256 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_merchant(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("merchant", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("merchant", "Must be 1 to 40 characters long."))
    elif _CHARSET_41.fullmatch(value) is None:
        errors.append(invalid("merchant", "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters)."))


def _check_verify_100_response_order_accept_partial_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(invalid("order.acceptPartialAmount", "Must be true or false."))


def _check_verify_100_response_order_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.amount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.amount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.amount", "Must be 1 to 14 characters long."))


def _check_verify_100_response_order_authentication_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_42:
        errors.append(invalid("order.authenticationStatus", "Must be one of AUTHENTICATION_ATTEMPTED, AUTHENTICATION_AVAILABLE, AUTHENTICATION_EXEMPT, AUTHENTICATION_FAILED, AUTHENTICATION_NOT_IN_EFFECT, AUTHENTICATION_NOT_SUPPORTED, AUTHENTICATION_PENDING, AUTHENTICATION_REJECTED, AUTHENTICATION_REQUIRED, AUTHENTICATION_SUCCESSFUL, AUTHENTICATION_UNAVAILABLE."))


def _check_verify_100_response_order_certainty(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_10:
        errors.append(invalid("order.certainty", "Must be one of ESTIMATED, FINAL."))


def _check_verify_100_response_order_chargeback(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.chargeback", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.chargeback.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("order.chargeback.amount", "Must be a decimal of digits and '.'."))
            elif not isinstance(field, str) and len(field_text) > 14:
                errors.append(invalid("order.chargeback.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif not 1 <= len(field_text) <= 14:
                errors.append(invalid("order.chargeback.amount", "Must be 1 to 14 characters long."))
        elif key == "currency":
            if not isinstance(field, str):
                errors.append(invalid("order.chargeback.currency", "Must be a string."))
            elif len(field) != 3:
                errors.append(invalid("order.chargeback.currency", "Must be exactly 3 characters long."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_creation_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.creationTime", "Must be a string."))
    elif _PATTERN_6.search(value) is None:
        errors.append(invalid("order.creationTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.creationTime", "Must name a calendar date."))


def _check_verify_100_response_order_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.currency", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid("order.currency", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid("order.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_verify_100_response_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
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


def _check_verify_100_response_order_customer_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerNote", "Must be a string."))
    elif not 1 <= len(value) <= 250:
        errors.append(invalid("order.customerNote", "Must be 1 to 250 characters long."))


def _check_verify_100_response_order_customer_order_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerOrderDate", "Must be a string."))
    elif _PATTERN_11.search(value) is None:
        errors.append(invalid("order.customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.customerOrderDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_verify_100_response_order_customer_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.customerReference", "Must be a string."))
    elif len(value) > 25:
        errors.append(invalid("order.customerReference", "Must be 0 to 25 characters long."))
    elif not value.isascii():
        errors.append(invalid("order.customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_verify_100_response_order_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.description", "Must be a string."))
    elif not 1 <= len(value) <= 127:
        errors.append(invalid("order.description", "Must be 1 to 127 characters long."))


def _check_verify_100_response_order_discount(value: object, parent: str, errors: list[ValidationError]) -> None:
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


def _check_verify_100_response_order_duty_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.dutyAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.dutyAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("order.dutyAmount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_0:
        errors.append(invalid("order.dutyAmount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_1:
        errors.append(invalid("order.dutyAmount", "Must be at most 1000000000000."))


def _check_verify_100_response_order_expected_number_of_captures(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_whole_number(value):
        errors.append(invalid("order.expectedNumberOfCaptures", "Must be a whole number."))
    elif value < 1 or value > 99:
        errors.append(invalid("order.expectedNumberOfCaptures", "Must be 1 to 99."))


def _check_verify_100_response_order_fuel_dispense_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_43:
        errors.append(invalid("order.fuelDispenseType", "Must be one of AUTOMATIC_FUEL_DISPENSING."))


def _check_verify_100_response_order_funding_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_44:
        errors.append(invalid("order.fundingStatus", "Must be one of FUNDED, FUNDING_ASSURED, FUNDING_FAILED, FUNDING_ON_HOLD, IN_PROGRESS, NON_FUNDED, NOT_SUPPORTED."))


def _check_verify_100_response_order_gratuity_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.gratuityAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.gratuityAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.gratuityAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.gratuityAmount", "Must be 1 to 14 characters long."))


def _check_verify_100_response_order_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.id", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("order.id", "Must be 1 to 40 characters long."))


def _check_verify_100_response_order_industry_practice_payment_reason(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_12:
        errors.append(invalid("order.industryPracticePaymentReason", "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT."))


def _check_verify_100_response_order_initial_authorized_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.initialAuthorizedAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.initialAuthorizedAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.initialAuthorizedAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.initialAuthorizedAmount", "Must be 1 to 14 characters long."))


def _check_verify_100_response_order_invoice_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.invoiceNumber", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("order.invoiceNumber", "Must be 1 to 25 characters long."))


def _check_verify_100_response_order_last_updated_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.lastUpdatedTime", "Must be a string."))
    elif _PATTERN_6.search(value) is None:
        errors.append(invalid("order.lastUpdatedTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid("order.lastUpdatedTime", "Must name a calendar date."))


def _check_verify_100_response_order_local_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.localTaxRegistrationId", "Must be a string."))
    elif not 1 <= len(value) <= 25:
        errors.append(invalid("order.localTaxRegistrationId", "Must be 1 to 25 characters long."))


def _check_verify_100_response_order_merchant_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.merchantAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.merchantAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.merchantAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.merchantAmount", "Must be 1 to 14 characters long."))


def _check_verify_100_response_order_merchant_category_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantCategoryCode", "Must be a string."))
    elif len(value) != 4:
        errors.append(invalid("order.merchantCategoryCode", "Must be exactly 4 characters long."))
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(invalid("order.merchantCategoryCode", "Must hold only the characters 0-9 (Digits)."))


def _check_verify_100_response_order_merchant_charge(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            if not isinstance(field, str) or field not in _VALUES_45:
                errors.append(invalid("order.merchantCharge.calculatedBy", "Must be one of CLIENT, GATEWAY."))
        elif key == "ruleName":
            if not isinstance(field, str):
                errors.append(invalid("order.merchantCharge.ruleName", "Must be a string."))
            elif not 1 <= len(field) <= 50:
                errors.append(invalid("order.merchantCharge.ruleName", "Must be 1 to 50 characters long."))
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_14:
                errors.append(invalid("order.merchantCharge.type", "Must be one of SURCHARGE."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "calculatedBy" not in value:
        errors.append(missing("order.merchantCharge.calculatedBy"))


def _check_verify_100_response_order_merchant_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantCurrency", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid("order.merchantCurrency", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid("order.merchantCurrency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_verify_100_response_order_merchant_partner_id_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.merchantPartnerIdCode", "Must be a string."))
    elif not 1 <= len(value) <= 6:
        errors.append(invalid("order.merchantPartnerIdCode", "Must be 1 to 6 characters long."))
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(invalid("order.merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits)."))


def _check_verify_100_response_order_net_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.netAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.netAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.netAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.netAmount", "Must be 1 to 14 characters long."))


def _check_verify_100_response_order_notification_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.notificationUrl", "Must be a string."))
    elif not is_absolute_url(value):
        errors.append(invalid("order.notificationUrl", "Must be an absolute URL."))


def _check_verify_100_response_order_owning_entity(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.owningEntity", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("order.owningEntity", "Must be 1 to 40 characters long."))


def _check_verify_100_response_order_purchase_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_15:
        errors.append(invalid("order.purchaseType", "Must be one of B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER."))


def _check_verify_100_response_order_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.reference", "Must be a string."))
    elif not 1 <= len(value) <= 200:
        errors.append(invalid("order.reference", "Must be 1 to 200 characters long."))


def _check_verify_100_response_order_requestor_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.requestorName", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("order.requestorName", "Must be 1 to 100 characters long."))


def _check_verify_100_response_order_reward_available_balance(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.reward.availableBalance", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.reward.availableBalance.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("order.reward.availableBalance.amount", "Must be a decimal of digits and '.'."))
            elif decimal_scale(field_text) > 3:
                errors.append(invalid("order.reward.availableBalance.amount", "Must have at most 3 digits after the decimal point."))
            elif Decimal(field_text) < _DECIMAL_0:
                errors.append(invalid("order.reward.availableBalance.amount", "Must be at least 0."))
            elif Decimal(field_text) > _DECIMAL_46:
                errors.append(invalid("order.reward.availableBalance.amount", "Must be at most 1000000000."))
        elif key == "points":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.reward.availableBalance.points", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("order.reward.availableBalance.points", "Must be a decimal of digits and '.'."))
            elif decimal_scale(field_text) > 3:
                errors.append(invalid("order.reward.availableBalance.points", "Must have at most 3 digits after the decimal point."))
            elif Decimal(field_text) < _DECIMAL_0:
                errors.append(invalid("order.reward.availableBalance.points", "Must be at least 0."))
            elif Decimal(field_text) > _DECIMAL_46:
                errors.append(invalid("order.reward.availableBalance.points", "Must be at most 1000000000."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_reward_previous_balance(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.reward.previousBalance", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.reward.previousBalance.amount", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("order.reward.previousBalance.amount", "Must be a decimal of digits and '.'."))
            elif decimal_scale(field_text) > 3:
                errors.append(invalid("order.reward.previousBalance.amount", "Must have at most 3 digits after the decimal point."))
            elif Decimal(field_text) < _DECIMAL_0:
                errors.append(invalid("order.reward.previousBalance.amount", "Must be at least 0."))
            elif Decimal(field_text) > _DECIMAL_46:
                errors.append(invalid("order.reward.previousBalance.amount", "Must be at most 1000000000."))
        elif key == "points":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.reward.previousBalance.points", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("order.reward.previousBalance.points", "Must be a decimal of digits and '.'."))
            elif decimal_scale(field_text) > 3:
                errors.append(invalid("order.reward.previousBalance.points", "Must have at most 3 digits after the decimal point."))
            elif Decimal(field_text) < _DECIMAL_0:
                errors.append(invalid("order.reward.previousBalance.points", "Must be at least 0."))
            elif Decimal(field_text) > _DECIMAL_46:
                errors.append(invalid("order.reward.previousBalance.points", "Must be at most 1000000000."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_reward(value: object, parent: str, errors: list[ValidationError]) -> None:
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
        elif key == "availableBalance":
            _check_verify_100_response_order_reward_available_balance(field, "order.reward", errors)
        elif key == "points":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid("order.reward.points", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid("order.reward.points", "Must be a decimal of digits and '.'."))
            elif decimal_scale(field_text) > 3:
                errors.append(invalid("order.reward.points", "Must have at most 3 digits after the decimal point."))
            elif Decimal(field_text) < _DECIMAL_0:
                errors.append(invalid("order.reward.points", "Must be at least 0."))
            elif Decimal(field_text) > _DECIMAL_46:
                errors.append(invalid("order.reward.points", "Must be at most 1000000000."))
        elif key == "previousBalance":
            _check_verify_100_response_order_reward_previous_balance(field, "order.reward", errors)
        elif key == "program":
            if not isinstance(field, str) or field == "":
                errors.append(invalid("order.reward.program", "Must be a non-empty string."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "amount" not in value:
        errors.append(missing("order.reward.amount"))
    if "points" not in value:
        errors.append(missing("order.reward.points"))


def _check_verify_100_response_order_shipping_and_handling_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long."))


def _check_verify_100_response_order_shipping_and_handling_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_0:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_1:
        errors.append(invalid("order.shippingAndHandlingTaxAmount", "Must be at most 1000000000000."))


def _check_verify_100_response_order_shipping_and_handling_tax_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 4:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must have at most 4 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_0:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_17:
        errors.append(invalid("order.shippingAndHandlingTaxRate", "Must be at most 1000000000000000000."))


def _check_verify_100_response_order_statement_descriptor_address(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _CHARSET_7.fullmatch(field) is None:
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
            elif len(field) > 0:
                errors.append(invalid("order.statementDescriptor.address.street2", "Must be empty."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_statement_descriptor(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.statementDescriptor", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_verify_100_response_order_statement_descriptor_address(field, "order.statementDescriptor", errors)
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
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(invalid("order.status", "Must be a non-empty string."))


def _check_verify_100_response_order_sub_merchant_address(value: object, parent: str, errors: list[ValidationError]) -> None:
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
            elif _CHARSET_7.fullmatch(field) is None:
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
            elif len(field) > 0:
                errors.append(invalid("order.subMerchant.address.street2", "Must be empty."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_sub_merchant(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.subMerchant", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "address":
            _check_verify_100_response_order_sub_merchant_address(field, "order.subMerchant", errors)
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
            elif _PATTERN_9.search(field) is None:
                errors.append(invalid("order.subMerchant.disputeContactPhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."))
            elif count_digits(field) > 15:
                errors.append(invalid("order.subMerchant.disputeContactPhone", "Must have at most 15 digits in total."))
        elif key == "email":
            if not isinstance(field, str):
                errors.append(invalid("order.subMerchant.email", "Must be a string."))
            elif len(field) < 4:
                errors.append(invalid("order.subMerchant.email", "Must be at least 4 characters long."))
            elif _PATTERN_8.search(field) is None:
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
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_supplier_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.supplierName", "Must be a string."))
    elif not 1 <= len(value) <= 21:
        errors.append(invalid("order.supplierName", "Must be 1 to 21 characters long."))


def _check_verify_100_response_order_tax_item(value: object, path: str, errors: list[ValidationError]) -> None:
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
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("order.tax", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_verify_100_response_order_tax_item(item, f"order.tax[{index}]", errors)


def _check_verify_100_response_order_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("order.taxAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("order.taxAmount", "Must be a decimal of digits and '.'."))
    elif not isinstance(value, str) and len(value_text) > 14:
        errors.append(invalid("order.taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif not 1 <= len(value_text) <= 14:
        errors.append(invalid("order.taxAmount", "Must be 1 to 14 characters long."))


def _check_verify_100_response_order_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("order.taxRegistrationId", "Must be a string."))
    elif not 1 <= len(value) <= 30:
        errors.append(invalid("order.taxRegistrationId", "Must be 1 to 30 characters long."))


def _check_verify_100_response_order_tax_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_18:
        errors.append(invalid("order.taxStatus", "Must be one of EXEMPT, NOT_EXEMPT, NOT_PROVIDED."))


def _check_verify_100_response_order_transaction_filtering_avs_response_code_rules_item(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(path, "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "action":
            if not isinstance(field, str) or field not in _VALUES_19:
                errors.append(invalid(f"{path}.action", "Must be one of NO_ACTION, REJECT, REVIEW."))
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_transaction_filtering_avs_response_code_rules(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid("order.transactionFiltering.avsResponseCodeRules", "Must be a JSON array."))
        return
    for index, item in enumerate(value):
        _check_verify_100_response_order_transaction_filtering_avs_response_code_rules_item(item, f"order.transactionFiltering.avsResponseCodeRules[{index}]", errors)


def _check_verify_100_response_order_transaction_filtering(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order.transactionFiltering", "Must be a JSON object."))
        return
    for key, field in value.items():
        if not isinstance(key, str):
            key_text(key)
        elif key == "avsResponseCodeRules":
            _check_verify_100_response_order_transaction_filtering_avs_response_code_rules(field, "order.transactionFiltering", errors)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


_CHECK_VERIFY_100_RESPONSE_ORDER_FIELDS: Final[dict[str, FieldCheck]] = {
    "acceptPartialAmount": _check_verify_100_response_order_accept_partial_amount,
    "amount": _check_verify_100_response_order_amount,
    "authenticationStatus": _check_verify_100_response_order_authentication_status,
    "certainty": _check_verify_100_response_order_certainty,
    "chargeback": _check_verify_100_response_order_chargeback,
    "creationTime": _check_verify_100_response_order_creation_time,
    "currency": _check_verify_100_response_order_currency,
    "custom": _check_verify_100_response_order_custom,
    "customerNote": _check_verify_100_response_order_customer_note,
    "customerOrderDate": _check_verify_100_response_order_customer_order_date,
    "customerReference": _check_verify_100_response_order_customer_reference,
    "description": _check_verify_100_response_order_description,
    "discount": _check_verify_100_response_order_discount,
    "dutyAmount": _check_verify_100_response_order_duty_amount,
    "expectedNumberOfCaptures": _check_verify_100_response_order_expected_number_of_captures,
    "fuelDispenseType": _check_verify_100_response_order_fuel_dispense_type,
    "fundingStatus": _check_verify_100_response_order_funding_status,
    "gratuityAmount": _check_verify_100_response_order_gratuity_amount,
    "id": _check_verify_100_response_order_id,
    "industryPracticePaymentReason": _check_verify_100_response_order_industry_practice_payment_reason,
    "initialAuthorizedAmount": _check_verify_100_response_order_initial_authorized_amount,
    "invoiceNumber": _check_verify_100_response_order_invoice_number,
    "lastUpdatedTime": _check_verify_100_response_order_last_updated_time,
    "localTaxRegistrationId": _check_verify_100_response_order_local_tax_registration_id,
    "merchantAmount": _check_verify_100_response_order_merchant_amount,
    "merchantCategoryCode": _check_verify_100_response_order_merchant_category_code,
    "merchantCharge": _check_verify_100_response_order_merchant_charge,
    "merchantCurrency": _check_verify_100_response_order_merchant_currency,
    "merchantPartnerIdCode": _check_verify_100_response_order_merchant_partner_id_code,
    "netAmount": _check_verify_100_response_order_net_amount,
    "notificationUrl": _check_verify_100_response_order_notification_url,
    "owningEntity": _check_verify_100_response_order_owning_entity,
    "purchaseType": _check_verify_100_response_order_purchase_type,
    "reference": _check_verify_100_response_order_reference,
    "requestorName": _check_verify_100_response_order_requestor_name,
    "reward": _check_verify_100_response_order_reward,
    "shippingAndHandlingAmount": _check_verify_100_response_order_shipping_and_handling_amount,
    "shippingAndHandlingTaxAmount": _check_verify_100_response_order_shipping_and_handling_tax_amount,
    "shippingAndHandlingTaxRate": _check_verify_100_response_order_shipping_and_handling_tax_rate,
    "statementDescriptor": _check_verify_100_response_order_statement_descriptor,
    "status": _check_verify_100_response_order_status,
    "subMerchant": _check_verify_100_response_order_sub_merchant,
    "supplierName": _check_verify_100_response_order_supplier_name,
    "tax": _check_verify_100_response_order_tax,
    "taxAmount": _check_verify_100_response_order_tax_amount,
    "taxRegistrationId": _check_verify_100_response_order_tax_registration_id,
    "taxStatus": _check_verify_100_response_order_tax_status,
    "transactionFiltering": _check_verify_100_response_order_transaction_filtering,
}


def _check_verify_100_response_order(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("order", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_VERIFY_100_RESPONSE_ORDER_FIELDS.get(key) if isinstance(key, str) else None
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
    if "merchantAmount" not in value:
        errors.append(missing("order.merchantAmount"))
    if "merchantCurrency" not in value:
        errors.append(missing("order.merchantCurrency"))


def _check_verify_100_response_time_of_record(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("timeOfRecord", "Must be a string."))
    elif _PATTERN_6.search(value) is None:
        errors.append(invalid("timeOfRecord", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."))
    elif not is_calendar_date(value):
        errors.append(invalid("timeOfRecord", "Must name a calendar date."))


def _check_verify_100_response_transaction_acquirer(value: object, parent: str, errors: list[ValidationError]) -> None:
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


def _check_verify_100_response_transaction_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("transaction.amount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("transaction.amount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("transaction.amount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_0:
        errors.append(invalid("transaction.amount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_1:
        errors.append(invalid("transaction.amount", "Must be at most 1000000000000."))


def _check_verify_100_response_transaction_authorization_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.authorizationCode", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.authorizationCode", "Must be 1 to 100 characters long."))
    elif not value.isascii():
        errors.append(invalid("transaction.authorizationCode", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_verify_100_response_transaction_batch_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.batchName", "Must be a string."))
    elif not 1 <= len(value) <= 512:
        errors.append(invalid("transaction.batchName", "Must be 1 to 512 characters long."))


def _check_verify_100_response_transaction_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.currency", "Must be a string."))
    elif len(value) != 3:
        errors.append(invalid("transaction.currency", "Must be exactly 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(invalid("transaction.currency", "Must hold only the characters A-Z (Upper case alphabetic text)."))


def _check_verify_100_response_transaction_frequency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_47:
        errors.append(invalid("transaction.frequency", "Must be one of INSTALLMENT, RECURRING, SINGLE."))


def _check_verify_100_response_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.id", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.id", "Must be 1 to 40 characters long."))


def _check_verify_100_response_transaction_merchant_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.merchantNote", "Must be a string."))
    elif not 1 <= len(value) <= 250:
        errors.append(invalid("transaction.merchantNote", "Must be 1 to 250 characters long."))


def _check_verify_100_response_transaction_receipt(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.receipt", "Must be a string."))
    elif not 1 <= len(value) <= 100:
        errors.append(invalid("transaction.receipt", "Must be 1 to 100 characters long."))
    elif not value.isascii():
        errors.append(invalid("transaction.receipt", "Must hold only the characters U+0000-U+007F (ASCII Text)."))


def _check_verify_100_response_transaction_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.reference", "Must be a string."))
    elif not 1 <= len(value) <= 40:
        errors.append(invalid("transaction.reference", "Must be 1 to 40 characters long."))


def _check_verify_100_response_transaction_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid("transaction.taxAmount", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid("transaction.taxAmount", "Must be a decimal of digits and '.'."))
    elif decimal_scale(value_text) > 3:
        errors.append(invalid("transaction.taxAmount", "Must have at most 3 digits after the decimal point."))
    elif Decimal(value_text) < _DECIMAL_0:
        errors.append(invalid("transaction.taxAmount", "Must be at least 0."))
    elif Decimal(value_text) > _DECIMAL_1:
        errors.append(invalid("transaction.taxAmount", "Must be at most 1000000000000."))


def _check_verify_100_response_transaction_terminal(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("transaction.terminal", "Must be a string."))
    elif not 1 <= len(value) <= 16:
        errors.append(invalid("transaction.terminal", "Must be 1 to 16 characters long."))


def _check_verify_100_response_transaction_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_48:
        errors.append(invalid("transaction.type", "Must be one of AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND."))


_CHECK_VERIFY_100_RESPONSE_TRANSACTION_FIELDS: Final[dict[str, FieldCheck]] = {
    "acquirer": _check_verify_100_response_transaction_acquirer,
    "amount": _check_verify_100_response_transaction_amount,
    "authorizationCode": _check_verify_100_response_transaction_authorization_code,
    "batchName": _check_verify_100_response_transaction_batch_name,
    "currency": _check_verify_100_response_transaction_currency,
    "frequency": _check_verify_100_response_transaction_frequency,
    "id": _check_verify_100_response_transaction_id,
    "merchantNote": _check_verify_100_response_transaction_merchant_note,
    "receipt": _check_verify_100_response_transaction_receipt,
    "reference": _check_verify_100_response_transaction_reference,
    "taxAmount": _check_verify_100_response_transaction_tax_amount,
    "terminal": _check_verify_100_response_transaction_terminal,
    "type": _check_verify_100_response_transaction_type,
}


def _check_verify_100_response_transaction(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("transaction", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_VERIFY_100_RESPONSE_TRANSACTION_FIELDS.get(key) if isinstance(key, str) else None
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


def _check_verify_100_response_user_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("userId", "Must be a string."))
    elif not 1 <= len(value) <= 256:
        errors.append(invalid("userId", "Must be 1 to 256 characters long."))


def _check_verify_100_response_version(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid("version", "Must be a string."))
    elif not 1 <= len(value) <= 8:
        errors.append(invalid("version", "Must be 1 to 8 characters long."))


_CHECK_VERIFY_100_RESPONSE_FIELDS: Final[dict[str, FieldCheck]] = {
    "accountFunding": _check_verify_100_response_account_funding,
    "action": _check_verify_100_response_action,
    "airline": _check_verify_100_response_airline,
    "authentication": _check_verify_100_response_authentication,
    "billing": _check_verify_100_response_billing,
    "correlationId": _check_verify_100_response_correlation_id,
    "customer": _check_verify_100_response_customer,
    "device": _check_verify_100_response_device,
    "gatewayEntryPoint": _check_verify_100_response_gateway_entry_point,
    "initiator": _check_verify_100_response_initiator,
    "merchant": _check_verify_100_response_merchant,
    "order": _check_verify_100_response_order,
    "timeOfRecord": _check_verify_100_response_time_of_record,
    "transaction": _check_verify_100_response_transaction,
    "userId": _check_verify_100_response_user_id,
    "version": _check_verify_100_response_version,
}


def _check_verify_100_response(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid("", "Must be a JSON object."))
        return
    for key, field in value.items():
        check = _CHECK_VERIFY_100_RESPONSE_FIELDS.get(key) if isinstance(key, str) else None
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


def validate_verify_100_response(body: object, *, today: date | None = None) -> ValidationResult:
    """Verify response at version 100.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The response body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_verify_100_response(body, "", errors)
        refused = refusals_of(errors, len(errors)) if errors else None
        # Rule rule-name-when-gateway (section 2.4): order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).
        read_order: object = body.get("order", ABSENT)
        in_order: dict[object, object] | None = read_order if is_record(read_order) else None
        read_order_merchant_charge: object = in_order.get("merchantCharge", ABSENT) if in_order is not None else ABSENT
        in_order_merchant_charge: dict[object, object] | None = read_order_merchant_charge if is_record(read_order_merchant_charge) else None
        read_order_merchant_charge_calculated_by: object = in_order_merchant_charge.get("calculatedBy", ABSENT) if in_order_merchant_charge is not None else ABSENT
        if (isinstance(read_order_merchant_charge_calculated_by, str) and (read_order_merchant_charge_calculated_by == "GATEWAY")):
            read_order_merchant_charge_rule_name: object = in_order_merchant_charge.get("ruleName", ABSENT) if in_order_merchant_charge is not None else ABSENT
            if read_order_merchant_charge_rule_name is ABSENT and (refused is None or refused.misses(_VALUES_49)):
                errors.append(missing("order.merchantCharge.ruleName", "order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY)."))
        # Rule chargeback-amount-when-processed (section 2.4): order.chargeback.amount is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
        read_order_status: object = in_order.get("status", ABSENT) if in_order is not None else ABSENT
        if (isinstance(read_order_status, str) and (read_order_status == "CHARGEBACK_PROCESSED")):
            read_order_chargeback: object = in_order.get("chargeback", ABSENT) if in_order is not None else ABSENT
            in_order_chargeback: dict[object, object] | None = read_order_chargeback if is_record(read_order_chargeback) else None
            read_order_chargeback_amount: object = in_order_chargeback.get("amount", ABSENT) if in_order_chargeback is not None else ABSENT
            if read_order_chargeback_amount is ABSENT and (refused is None or refused.misses(_VALUES_50)):
                errors.append(missing("order.chargeback.amount", "order.chargeback.amount is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED)."))
        # Rule chargeback-currency-when-processed (section 2.4): order.chargeback.currency is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
        if (isinstance(read_order_status, str) and (read_order_status == "CHARGEBACK_PROCESSED")):
            read_order_chargeback_2: object = in_order.get("chargeback", ABSENT) if in_order is not None else ABSENT
            in_order_chargeback_2: dict[object, object] | None = read_order_chargeback_2 if is_record(read_order_chargeback_2) else None
            read_order_chargeback_currency: object = in_order_chargeback_2.get("currency", ABSENT) if in_order_chargeback_2 is not None else ABSENT
            if read_order_chargeback_currency is ABSENT and (refused is None or refused.misses(_VALUES_51)):
                errors.append(missing("order.chargeback.currency", "order.chargeback.currency is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED)."))
        # Rule other-html-only-with-html (section 2.7): authentication.3ds2.sdk.uiType holds OTHER_HTML only with the HTML interface (authentication.3ds2.sdk.interface HTML).
        read_authentication: object = body.get("authentication", ABSENT)
        in_authentication: dict[object, object] | None = read_authentication if is_record(read_authentication) else None
        read_authentication_3ds2: object = in_authentication.get("3ds2", ABSENT) if in_authentication is not None else ABSENT
        in_authentication_3ds2: dict[object, object] | None = read_authentication_3ds2 if is_record(read_authentication_3ds2) else None
        read_authentication_3ds2_sdk: object = in_authentication_3ds2.get("sdk", ABSENT) if in_authentication_3ds2 is not None else ABSENT
        in_authentication_3ds2_sdk: dict[object, object] | None = read_authentication_3ds2_sdk if is_record(read_authentication_3ds2_sdk) else None
        read_authentication_3ds2_sdk_ui_type: object = in_authentication_3ds2_sdk.get("uiType", ABSENT) if in_authentication_3ds2_sdk is not None else ABSENT
        if isinstance(read_authentication_3ds2_sdk_ui_type, str) and any(item in ("OTHER_HTML",) for item in read_authentication_3ds2_sdk_ui_type.split(",")):
            read_authentication_3ds2_sdk_interface: object = in_authentication_3ds2_sdk.get("interface", ABSENT) if in_authentication_3ds2_sdk is not None else ABSENT
            if not (isinstance(read_authentication_3ds2_sdk_interface, str) and (read_authentication_3ds2_sdk_interface == "HTML")) and (refused is None or refused.misses(_VALUES_52)):
                errors.append(invalid("authentication.3ds2.sdk.uiType", "authentication.3ds2.sdk.uiType holds OTHER_HTML only with the HTML interface (authentication.3ds2.sdk.interface HTML)."))
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)
