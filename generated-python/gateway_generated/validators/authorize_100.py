"""The validators of Authorize at version 100: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from typing import Final

from ..runtime import FieldCheck, ValidationResult, ABSENT, NO_RECORD, VALID, checked_sum_differs, compare_segments, count_digits, decimal_scale, decimal_text, is_absolute_url, is_at_or_under, is_calendar_date, is_json_text, is_list, is_record, is_whole_number, key_text, products_sum_differs, reference_segments, refusals_of, to_result, today_text, unreadable_body
from ..runtime.contract import ValidationError, invalid, missing, unsupported

_INVALID_0: Final = invalid("accountFunding.recipient.address", "Must be a JSON object.")
_INVALID_1: Final = invalid("accountFunding.recipient.address.city", "Must be a string.")
_INVALID_2: Final = invalid("accountFunding.recipient.address.city", "Must be 1 to 100 characters long.")
_INVALID_3: Final = invalid("accountFunding.recipient.address.country", "Must be a string.")
_INVALID_4: Final = invalid("accountFunding.recipient.address.country", "Must be exactly 3 characters long.")
_INVALID_5: Final = invalid("accountFunding.recipient.address.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_6: Final = invalid("accountFunding.recipient.address.postCodeZip", "Must be a string.")
_INVALID_7: Final = invalid("accountFunding.recipient.address.postCodeZip", "Must be 1 to 10 characters long.")
_CHARSET_8: Final = re.compile("[0-9a-zA-Z \\-]*")
_INVALID_9: Final = invalid("accountFunding.recipient.address.postCodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters).")
_INVALID_10: Final = invalid("accountFunding.recipient.address.stateProvinceCode", "Must be a string.")
_INVALID_11: Final = invalid("accountFunding.recipient.address.stateProvinceCode", "Must be 1 to 3 characters long.")
_INVALID_12: Final = invalid("accountFunding.recipient.address.street", "Must be a string.")
_INVALID_13: Final = invalid("accountFunding.recipient.address.street", "Must be 1 to 100 characters long.")
_INVALID_14: Final = invalid("accountFunding.recipient.address.street2", "Must be a string.")
_INVALID_15: Final = invalid("accountFunding.recipient.address.street2", "Must be 1 to 100 characters long.")
_INVALID_16: Final = invalid("accountFunding.recipient.identification", "Must be a JSON object.")
_INVALID_17: Final = invalid("accountFunding.recipient.identification.country", "Must be a string.")
_INVALID_18: Final = invalid("accountFunding.recipient.identification.country", "Must be exactly 3 characters long.")
_INVALID_19: Final = invalid("accountFunding.recipient.identification.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_VALUES_20: Final = frozenset({"ALIEN_REGISTRATION_NUMBER", "BUSINESS_TAX_ID", "COMPANY_REGISTRATION_NUMBER", "CUSTOMER_IDENTIFICATION", "DATE_OF_BIRTH", "DRIVERS_LICENSE", "EMAIL", "GOVERNMENT_ISSUED", "INDIVIDUAL_TAX_ID", "LAW_ENFORCEMENT_IDENTIFICATION", "MILITARY_IDENTIFICATION", "NATIONAL_IDENTIFICATION_CARD", "OTHER", "PASSPORT", "PHONE_NUMBER", "PROXY_IDENTIFICATION", "SOCIAL_SECURITY_NUMBER", "TRAVEL_IDENTIFICATION"})
_INVALID_21: Final = invalid("accountFunding.recipient.identification.type", "Must be one of ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION.")
_INVALID_22: Final = invalid("accountFunding.recipient.identification.value", "Must be a string.")
_INVALID_23: Final = invalid("accountFunding.recipient.identification.value", "Must be 1 to 50 characters long.")
_INVALID_24: Final = invalid("accountFunding.recipient", "Must be a JSON object.")
_INVALID_25: Final = invalid("accountFunding.recipient.firstName", "Must be a string.")
_INVALID_26: Final = invalid("accountFunding.recipient.firstName", "Must be 1 to 50 characters long.")
_INVALID_27: Final = invalid("accountFunding.recipient.lastName", "Must be a string.")
_INVALID_28: Final = invalid("accountFunding.recipient.lastName", "Must be 1 to 50 characters long.")
_INVALID_29: Final = invalid("accountFunding.recipient.middleName", "Must be a string.")
_INVALID_30: Final = invalid("accountFunding.recipient.middleName", "Must be 1 to 50 characters long.")
_INVALID_31: Final = invalid("accountFunding", "Must be a JSON object.")
_VALUES_32: Final = frozenset({"CRYPTOCURRENCY_PURCHASE", "MERCHANT_SETTLEMENT", "OTHER", "PAYROLL"})
_INVALID_33: Final = invalid("accountFunding.purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL.")
_INVALID_34: Final = invalid("accountFunding.senderIsRecipient", "Must be true or false.")
_VALUES_35: Final = frozenset({"COMMERCIAL_ORGANIZATION", "GOVERNMENT", "NON_PROFIT_ORGANIZATION", "PERSON"})
_INVALID_36: Final = invalid("accountFunding.senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON.")
_INVALID_37: Final = invalid("agreement.retailer", "Must be a JSON object.")
_INVALID_38: Final = invalid("agreement.retailer.abbreviatedTradingName", "Must be a string.")
_INVALID_39: Final = invalid("agreement.retailer.abbreviatedTradingName", "Must be 1 to 10 characters long.")
_INVALID_40: Final = invalid("agreement.retailer.merchantCategoryCode", "Must be a string.")
_INVALID_41: Final = invalid("agreement.retailer.merchantCategoryCode", "Must be 1 to 4 characters long.")
_INVALID_42: Final = invalid("agreement.retailer.tradingName", "Must be a string.")
_INVALID_43: Final = invalid("agreement.retailer.tradingName", "Must be 1 to 100 characters long.")
_INVALID_44: Final = invalid("agreement", "Must be a JSON object.")
_INVALID_45: Final = invalid("agreement.startDate", "Must be a string.")
_PATTERN_46: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}\\Z")
_INVALID_47: Final = invalid("agreement.startDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd.")
_INVALID_48: Final = invalid("agreement.startDate", "Must be a calendar date (yyyy-mm-dd).")
_INVALID_49: Final = invalid("agreement.startDate", "Must not be in the past (today's UTC date or later).")
_VALUES_50: Final = frozenset({"FIXED", "VARIABLE"})
_INVALID_51: Final = invalid("agreement.amountVariability", "Must be one of FIXED, VARIABLE.")
_INVALID_52: Final = invalid("agreement.customData", "Must be a string.")
_INVALID_53: Final = invalid("agreement.customData", "Must be 1 to 2048 characters long.")
_INVALID_54: Final = invalid("agreement.expiryDate", "Must be a string.")
_INVALID_55: Final = invalid("agreement.expiryDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd.")
_INVALID_56: Final = invalid("agreement.expiryDate", "Must be a calendar date (yyyy-mm-dd).")
_INVALID_57: Final = invalid("agreement.id", "Must be a string.")
_INVALID_58: Final = invalid("agreement.id", "Must be 1 to 100 characters long.")
_INVALID_59: Final = invalid("agreement.maximumAmountPerPayment", "Must be a decimal number.")
_INVALID_60: Final = invalid("agreement.maximumAmountPerPayment", "Must be a decimal of digits and '.'.")
_INVALID_61: Final = invalid("agreement.maximumAmountPerPayment", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_62: Final = invalid("agreement.maximumAmountPerPayment", "Must be 1 to 14 characters long.")
_INVALID_63: Final = invalid("agreement.minimumAmountPerPayment", "Must be a decimal number.")
_INVALID_64: Final = invalid("agreement.minimumAmountPerPayment", "Must be a decimal of digits and '.'.")
_INVALID_65: Final = invalid("agreement.minimumAmountPerPayment", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_66: Final = invalid("agreement.minimumAmountPerPayment", "Must be 1 to 14 characters long.")
_INVALID_67: Final = invalid("agreement.minimumDaysBetweenPayments", "Must be a whole number.")
_INVALID_68: Final = invalid("agreement.minimumDaysBetweenPayments", "Must be 1 to 9999.")
_INVALID_69: Final = invalid("agreement.numberOfPayments", "Must be a whole number.")
_INVALID_70: Final = invalid("agreement.numberOfPayments", "Must be 1 to 999.")
_VALUES_71: Final = frozenset({"AD_HOC", "DAILY", "FORTNIGHTLY", "MONTHLY", "OTHER", "QUARTERLY", "TWICE_YEARLY", "WEEKLY", "YEARLY"})
_INVALID_72: Final = invalid("agreement.paymentFrequency", "Must be one of AD_HOC, DAILY, FORTNIGHTLY, MONTHLY, OTHER, QUARTERLY, TWICE_YEARLY, WEEKLY, YEARLY.")
_VALUES_73: Final = frozenset({"INSTALLMENT", "OTHER", "RECURRING", "UNSCHEDULED"})
_INVALID_74: Final = invalid("agreement.type", "Must be one of INSTALLMENT, OTHER, RECURRING, UNSCHEDULED.")
_PATTERN_75: Final = re.compile("^(?:[A-Za-z0-9_]{2}|[0-9]{3}|[A-Za-z0-9_]{2}/[0-9]{3})\\Z")
_PATTERN_76: Final = re.compile("^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?(?:Z|[+-](?:[01][0-9]|2[0-3])(?::[0-5][0-9])?)\\Z")
_CHARSET_77: Final = re.compile("[0-9a-zA-Z ]*")
_INVALID_78: Final = invalid("airline.itinerary.leg", "Must be a JSON array.")
_INVALID_79: Final = invalid("airline.itinerary", "Must be a JSON object.")
_INVALID_80: Final = invalid("airline.itinerary.numberInParty", "Must be a string.")
_INVALID_81: Final = invalid("airline.itinerary.numberInParty", "Must be 1 to 3 characters long.")
_INVALID_82: Final = invalid("airline.itinerary.numberInParty", "Must hold only the characters 0-9 (Digits).")
_INVALID_83: Final = invalid("airline.itinerary.originCountry", "Must be a string.")
_INVALID_84: Final = invalid("airline.itinerary.originCountry", "Must be exactly 3 characters long.")
_INVALID_85: Final = invalid("airline.itinerary.originCountry", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_86: Final = invalid("airline.passenger", "Must be a JSON array.")
_INVALID_87: Final = invalid("airline.ticket.issue", "Must be a JSON object.")
_INVALID_88: Final = invalid("airline.ticket.issue.address", "Must be a string.")
_INVALID_89: Final = invalid("airline.ticket.issue.address", "Must be 1 to 16 characters long.")
_INVALID_90: Final = invalid("airline.ticket.issue.carrierCode", "Must be a string.")
_INVALID_91: Final = invalid("airline.ticket.issue.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits.")
_INVALID_92: Final = invalid("airline.ticket.issue.carrierName", "Must be a string.")
_INVALID_93: Final = invalid("airline.ticket.issue.carrierName", "Must be 1 to 25 characters long.")
_INVALID_94: Final = invalid("airline.ticket.issue.carrierName", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_95: Final = invalid("airline.ticket.issue.city", "Must be a string.")
_INVALID_96: Final = invalid("airline.ticket.issue.city", "Must be 1 to 100 characters long.")
_INVALID_97: Final = invalid("airline.ticket.issue.country", "Must be a string.")
_INVALID_98: Final = invalid("airline.ticket.issue.country", "Must be exactly 3 characters long.")
_INVALID_99: Final = invalid("airline.ticket.issue.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_100: Final = invalid("airline.ticket.issue.date", "Must be a string.")
_INVALID_101: Final = invalid("airline.ticket.issue.date", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd.")
_INVALID_102: Final = invalid("airline.ticket.issue.date", "Must be a calendar date (yyyy-mm-dd).")
_INVALID_103: Final = invalid("airline.ticket.issue.travelAgentCode", "Must be a string.")
_INVALID_104: Final = invalid("airline.ticket.issue.travelAgentCode", "Must be 8 to 9 characters long.")
_INVALID_105: Final = invalid("airline.ticket.issue.travelAgentCode", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_106: Final = invalid("airline.ticket.issue.travelAgentName", "Must be a string.")
_INVALID_107: Final = invalid("airline.ticket.issue.travelAgentName", "Must be 1 to 30 characters long.")
_INVALID_108: Final = invalid("airline.ticket.taxOrFee", "Must be a JSON array.")
_INVALID_109: Final = invalid("airline.ticket", "Must be a JSON object.")
_INVALID_110: Final = invalid("airline.ticket.conjunctionTicketIndicator", "Must be true or false.")
_INVALID_111: Final = invalid("airline.ticket.eTicket", "Must be true or false.")
_INVALID_112: Final = invalid("airline.ticket.exchangedTicketNumber", "Must be a string.")
_INVALID_113: Final = invalid("airline.ticket.exchangedTicketNumber", "Must be 11 to 16 characters long.")
_INVALID_114: Final = invalid("airline.ticket.exchangedTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_115: Final = invalid("airline.ticket.restricted", "Must be true or false.")
_INVALID_116: Final = invalid("airline.ticket.ticketNumber", "Must be a string.")
_INVALID_117: Final = invalid("airline.ticket.ticketNumber", "Must be 11 to 16 characters long.")
_INVALID_118: Final = invalid("airline.ticket.ticketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_119: Final = invalid("airline.ticket.totalFare", "Must be a decimal number.")
_INVALID_120: Final = invalid("airline.ticket.totalFare", "Must be a decimal of digits and '.'.")
_INVALID_121: Final = invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_122: Final = invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long.")
_INVALID_123: Final = invalid("airline.ticket.totalFees", "Must be a decimal number.")
_INVALID_124: Final = invalid("airline.ticket.totalFees", "Must be a decimal of digits and '.'.")
_INVALID_125: Final = invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_126: Final = invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long.")
_INVALID_127: Final = invalid("airline.ticket.totalTaxes", "Must be a decimal number.")
_INVALID_128: Final = invalid("airline.ticket.totalTaxes", "Must be a decimal of digits and '.'.")
_INVALID_129: Final = invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_130: Final = invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long.")
_INVALID_131: Final = invalid("airline", "Must be a JSON object.")
_INVALID_132: Final = invalid("airline.bookingReference", "Must be a string.")
_INVALID_133: Final = invalid("airline.bookingReference", "Must be 6 to 15 characters long.")
_INVALID_134: Final = invalid("airline.bookingReference", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_135: Final = invalid("airline.documentType", "Must be a non-empty string.")
_INVALID_136: Final = invalid("airline.planNumber", "Must be a string.")
_INVALID_137: Final = invalid("airline.planNumber", "Must be exactly 2 characters long.")
_INVALID_138: Final = invalid("airline.planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_VALUES_139: Final = frozenset({"EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"})
_INVALID_140: Final = invalid("airline.transactionType", "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER.")
_INVALID_141: Final = invalid("authentication.3ds", "Must be a JSON object.")
_INVALID_142: Final = invalid("authentication.3ds.acsEci", "Must be a string.")
_INVALID_143: Final = invalid("authentication.3ds.acsEci", "Must be 1 to 2 characters long.")
_INVALID_144: Final = invalid("authentication.3ds.acsEci", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_145: Final = invalid("authentication.3ds.authenticationToken", "Must be a string.")
_INVALID_146: Final = invalid("authentication.3ds.authenticationToken", "Must be 28 or 32 characters long.")
_PATTERN_147: Final = re.compile("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?\\Z")
_INVALID_148: Final = invalid("authentication.3ds.authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths.")
_INVALID_149: Final = invalid("authentication.3ds.transactionId", "Must be a string.")
_INVALID_150: Final = invalid("authentication.3ds.transactionId", "Must be 1 to 50 characters long.")
_INVALID_151: Final = invalid("authentication.3ds1", "Must be a JSON object.")
_INVALID_152: Final = invalid("authentication.3ds1.paResStatus", "Must be a string.")
_INVALID_153: Final = invalid("authentication.3ds1.paResStatus", "Must be exactly 1 characters long.")
_INVALID_154: Final = invalid("authentication.3ds1.paResStatus", "Must hold only the characters a-z and A-Z (Alpha).")
_INVALID_155: Final = invalid("authentication.3ds1.veResEnrolled", "Must be a string.")
_INVALID_156: Final = invalid("authentication.3ds1.veResEnrolled", "Must be exactly 1 characters long.")
_INVALID_157: Final = invalid("authentication.3ds1.veResEnrolled", "Must hold only the characters a-z and A-Z (Alpha).")
_INVALID_158: Final = invalid("authentication.3ds2", "Must be a JSON object.")
_INVALID_159: Final = invalid("authentication.3ds2.acsReference", "Must be a string.")
_INVALID_160: Final = invalid("authentication.3ds2.acsReference", "Must be 0 to 32 characters long.")
_INVALID_161: Final = invalid("authentication.3ds2.acsTransactionId", "Must be a string.")
_INVALID_162: Final = invalid("authentication.3ds2.acsTransactionId", "Must be exactly 36 characters long.")
_INVALID_163: Final = invalid("authentication.3ds2.authenticationScheme", "Must be a non-empty string.")
_INVALID_164: Final = invalid("authentication.3ds2.custom", "Must be a string.")
_INVALID_165: Final = invalid("authentication.3ds2.custom", "Must be 1 to 4000 characters long.")
_INVALID_166: Final = invalid("authentication.3ds2.custom", "Must be valid JSON text.")
_INVALID_167: Final = invalid("authentication.3ds2.dsReference", "Must be a string.")
_INVALID_168: Final = invalid("authentication.3ds2.dsReference", "Must be 0 to 32 characters long.")
_INVALID_169: Final = invalid("authentication.3ds2.protocolVersion", "Must be a string.")
_INVALID_170: Final = invalid("authentication.3ds2.protocolVersion", "Must be 1 to 20 characters long.")
_CHARSET_171: Final = re.compile("[0-9a-zA-Z.]*")
_INVALID_172: Final = invalid("authentication.3ds2.protocolVersion", "Must hold only the characters 0-9, a-z, A-Z and '.' (Alphanumeric + additional characters).")
_INVALID_173: Final = invalid("authentication.3ds2.statusReasonCode", "Must be a string.")
_INVALID_174: Final = invalid("authentication.3ds2.statusReasonCode", "Must be exactly 2 characters long.")
_INVALID_175: Final = invalid("authentication.3ds2.transactionStatus", "Must be a string.")
_INVALID_176: Final = invalid("authentication.3ds2.transactionStatus", "Must be exactly 1 characters long.")
_INVALID_177: Final = invalid("authentication.3ds2.transactionStatus", "Must hold only the characters a-z and A-Z (Alpha).")
_INVALID_178: Final = invalid("authentication", "Must be a JSON object.")
_INVALID_179: Final = invalid("authentication.amount", "Must be a decimal number.")
_INVALID_180: Final = invalid("authentication.amount", "Must be a decimal of digits and '.'.")
_INVALID_181: Final = invalid("authentication.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_182: Final = invalid("authentication.amount", "Must be 1 to 14 characters long.")
_INVALID_183: Final = invalid("authentication.time", "Must be a string.")
_PATTERN_184: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z\\Z")
_INVALID_185: Final = invalid("authentication.time", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ.")
_INVALID_186: Final = invalid("authentication.time", "Must name a calendar date.")
_INVALID_187: Final = invalid("authentication.transactionId", "Must be a string.")
_INVALID_188: Final = invalid("authentication.transactionId", "Must be 1 to 40 characters long.")
_INVALID_189: Final = invalid("customer", "Must be a JSON object.")
_INVALID_190: Final = invalid("customer.email", "Must be a string.")
_INVALID_191: Final = invalid("customer.email", "Must be at least 4 characters long.")
_PATTERN_192: Final = re.compile("^[A-Za-z0-9!#\\$%\\&'*+/=?^_`{\\|}\\~.-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\Z")
_INVALID_193: Final = invalid("customer.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses.")
_INVALID_194: Final = invalid("customer.firstName", "Must be a string.")
_INVALID_195: Final = invalid("customer.firstName", "Must be 1 to 50 characters long.")
_INVALID_196: Final = invalid("customer.lastName", "Must be a string.")
_INVALID_197: Final = invalid("customer.lastName", "Must be 1 to 50 characters long.")
_INVALID_198: Final = invalid("customer.middleName", "Must be a string.")
_INVALID_199: Final = invalid("customer.middleName", "Must be 1 to 50 characters long.")
_INVALID_200: Final = invalid("customer.mobilePhone", "Must be a string.")
_PATTERN_201: Final = re.compile("^\\+[0-9]{1,3} [0-9]+(?: [0-9]+)*\\Z")
_INVALID_202: Final = invalid("customer.mobilePhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total.")
_INVALID_203: Final = invalid("customer.mobilePhone", "Must have at most 15 digits in total.")
_INVALID_204: Final = invalid("customer.phone", "Must be a string.")
_INVALID_205: Final = invalid("customer.phone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total.")
_INVALID_206: Final = invalid("customer.phone", "Must have at most 15 digits in total.")
_INVALID_207: Final = invalid("customer.taxRegistrationId", "Must be a string.")
_INVALID_208: Final = invalid("customer.taxRegistrationId", "Must be 1 to 30 characters long.")
_INVALID_209: Final = invalid("debtRepayment.recipient", "Must be a JSON object.")
_INVALID_210: Final = invalid("debtRepayment.recipient.accountIdentifier", "Must be a string.")
_INVALID_211: Final = invalid("debtRepayment.recipient.accountIdentifier", "Must be 1 to 50 characters long.")
_INVALID_212: Final = invalid("debtRepayment.recipient.dateOfBirth", "Must be a string.")
_INVALID_213: Final = invalid("debtRepayment.recipient.dateOfBirth", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd.")
_INVALID_214: Final = invalid("debtRepayment.recipient.dateOfBirth", "Must be a calendar date (yyyy-mm-dd).")
_INVALID_215: Final = invalid("debtRepayment.recipient.lastName", "Must be a string.")
_INVALID_216: Final = invalid("debtRepayment.recipient.lastName", "Must be 1 to 50 characters long.")
_INVALID_217: Final = invalid("debtRepayment.recipient.postcodeZip", "Must be a string.")
_INVALID_218: Final = invalid("debtRepayment.recipient.postcodeZip", "Must be 1 to 10 characters long.")
_MISSING_219: Final = missing("debtRepayment.recipient.accountIdentifier")
_MISSING_220: Final = missing("debtRepayment.recipient.dateOfBirth")
_MISSING_221: Final = missing("debtRepayment.recipient.lastName")
_MISSING_222: Final = missing("debtRepayment.recipient.postcodeZip")
_INVALID_223: Final = invalid("debtRepayment", "Must be a JSON object.")
_INVALID_224: Final = invalid("device", "Must be a JSON object.")
_INVALID_225: Final = invalid("device.ani", "Must be a string.")
_INVALID_226: Final = invalid("device.ani", "Must be 1 to 10 characters long.")
_INVALID_227: Final = invalid("device.aniCallType", "Must be a string.")
_INVALID_228: Final = invalid("device.aniCallType", "Must be 1 to 2 characters long.")
_INVALID_229: Final = invalid("device.browser", "Must be a string.")
_INVALID_230: Final = invalid("device.browser", "Must be 1 to 2048 characters long.")
_INVALID_231: Final = invalid("device.fingerprint", "Must be a string.")
_INVALID_232: Final = invalid("device.fingerprint", "Must be 1 to 4000 characters long.")
_INVALID_233: Final = invalid("device.hostname", "Must be a string.")
_INVALID_234: Final = invalid("device.hostname", "Must be 1 to 60 characters long.")
_INVALID_235: Final = invalid("device.ipAddress", "Must be a string.")
_INVALID_236: Final = invalid("device.ipAddress", "Must be 7 to 45 characters long.")
_INVALID_237: Final = invalid("device.mobilePhoneModel", "Must be a string.")
_INVALID_238: Final = invalid("device.mobilePhoneModel", "Must be 1 to 255 characters long.")
_INVALID_239: Final = invalid("externalTokenProvider", "Must be a JSON object.")
_INVALID_240: Final = invalid("externalTokenProvider.customData", "Must be a string.")
_INVALID_241: Final = invalid("externalTokenProvider.customData", "Must be 1 to 4000 characters long.")
_INVALID_242: Final = invalid("initiator", "Must be a JSON object.")
_INVALID_243: Final = invalid("initiator.userId", "Must be a string.")
_INVALID_244: Final = invalid("initiator.userId", "Must be 1 to 256 characters long.")
_INVALID_245: Final = invalid("lineOfBusiness", "Must be a string.")
_INVALID_246: Final = invalid("lineOfBusiness", "Must be 1 to 100 characters long.")
_PATTERN_247: Final = re.compile("^[^ ]*\\Z")
_INVALID_248: Final = invalid("lineOfBusiness", "Must have the required form: No spaces.")
_INVALID_249: Final = invalid("order.acceptPartialAmount", "Must be true or false.")
_INVALID_250: Final = invalid("order.amount", "Must be a decimal number.")
_INVALID_251: Final = invalid("order.amount", "Must be a decimal of digits and '.'.")
_INVALID_252: Final = invalid("order.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_253: Final = invalid("order.amount", "Must be 1 to 14 characters long.")
_INVALID_254: Final = invalid("order.cashbackAmount", "Must be a decimal number.")
_INVALID_255: Final = invalid("order.cashbackAmount", "Must be a decimal of digits and '.'.")
_INVALID_256: Final = invalid("order.cashbackAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_257: Final = invalid("order.cashbackAmount", "Must be 1 to 14 characters long.")
_VALUES_258: Final = frozenset({"ESTIMATED", "FINAL"})
_INVALID_259: Final = invalid("order.certainty", "Must be one of ESTIMATED, FINAL.")
_INVALID_260: Final = invalid("order.custom", "Must be a JSON object of named values.")
_INVALID_261: Final = invalid("order.custom", "At most 50 named values are allowed.")
_INVALID_262: Final = invalid("order.customerNote", "Must be a string.")
_INVALID_263: Final = invalid("order.customerNote", "Must be 1 to 250 characters long.")
_INVALID_264: Final = invalid("order.customerOrderDate", "Must be a string.")
_INVALID_265: Final = invalid("order.customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd.")
_INVALID_266: Final = invalid("order.customerOrderDate", "Must be a calendar date (yyyy-mm-dd).")
_INVALID_267: Final = invalid("order.customerReference", "Must be a string.")
_INVALID_268: Final = invalid("order.customerReference", "Must be 0 to 25 characters long.")
_INVALID_269: Final = invalid("order.customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text).")
_INVALID_270: Final = invalid("order.description", "Must be a string.")
_INVALID_271: Final = invalid("order.description", "Must be 1 to 127 characters long.")
_INVALID_272: Final = invalid("order.discount", "Must be a JSON object.")
_INVALID_273: Final = invalid("order.discount.amount", "Must be a decimal number.")
_INVALID_274: Final = invalid("order.discount.amount", "Must be a decimal of digits and '.'.")
_INVALID_275: Final = invalid("order.discount.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_276: Final = invalid("order.discount.amount", "Must be 1 to 14 characters long.")
_INVALID_277: Final = invalid("order.discount.code", "Must be a string.")
_INVALID_278: Final = invalid("order.discount.code", "Must be 1 to 40 characters long.")
_INVALID_279: Final = invalid("order.discount.description", "Must be a string.")
_INVALID_280: Final = invalid("order.discount.description", "Must be 1 to 127 characters long.")
_INVALID_281: Final = invalid("order.dutyAmount", "Must be a decimal number.")
_INVALID_282: Final = invalid("order.dutyAmount", "Must be a decimal of digits and '.'.")
_INVALID_283: Final = invalid("order.dutyAmount", "Must have at most 3 digits after the decimal point.")
_DECIMAL_284: Final = Decimal("0")
_INVALID_285: Final = invalid("order.dutyAmount", "Must be at least 0.")
_DECIMAL_286: Final = Decimal("1000000000000")
_INVALID_287: Final = invalid("order.dutyAmount", "Must be at most 1000000000000.")
_INVALID_288: Final = invalid("order.gratuityAmount", "Must be a decimal number.")
_INVALID_289: Final = invalid("order.gratuityAmount", "Must be a decimal of digits and '.'.")
_INVALID_290: Final = invalid("order.gratuityAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_291: Final = invalid("order.gratuityAmount", "Must be 1 to 14 characters long.")
_VALUES_292: Final = frozenset({"DELAYED_CHARGE", "NO_SHOW_PENALTY", "PARTIAL_SHIPMENT"})
_INVALID_293: Final = invalid("order.industryPracticePaymentReason", "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT.")
_INVALID_294: Final = invalid("order.invoiceNumber", "Must be a string.")
_INVALID_295: Final = invalid("order.invoiceNumber", "Must be 1 to 25 characters long.")
_INVALID_296: Final = invalid("order.item", "Must be a JSON array.")
_PATTERN_297: Final = re.compile("^https:")
_VALUES_298: Final = frozenset({"HEALTHCARE_DENTAL", "HEALTHCARE_OTHER", "HEALTHCARE_PRESCRIPTION", "HEALTHCARE_VISION"})
_INVALID_299: Final = invalid("order.itemAmount", "Must be a decimal number.")
_INVALID_300: Final = invalid("order.itemAmount", "Must be a decimal of digits and '.'.")
_INVALID_301: Final = invalid("order.itemAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_302: Final = invalid("order.itemAmount", "Must be 1 to 14 characters long.")
_INVALID_303: Final = invalid("order.localTaxRegistrationId", "Must be a string.")
_INVALID_304: Final = invalid("order.localTaxRegistrationId", "Must be 1 to 25 characters long.")
_INVALID_305: Final = invalid("order.merchantCategoryCode", "Must be a string.")
_INVALID_306: Final = invalid("order.merchantCategoryCode", "Must be exactly 4 characters long.")
_INVALID_307: Final = invalid("order.merchantCategoryCode", "Must hold only the characters 0-9 (Digits).")
_INVALID_308: Final = invalid("order.merchantCharge", "Must be a JSON object.")
_VALUES_309: Final = frozenset({"SURCHARGE"})
_INVALID_310: Final = invalid("order.merchantCharge.type", "Must be one of SURCHARGE.")
_INVALID_311: Final = invalid("order.merchantCharge.amount", "Must be a decimal number.")
_INVALID_312: Final = invalid("order.merchantCharge.amount", "Must be a decimal of digits and '.'.")
_INVALID_313: Final = invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_314: Final = invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long.")
_MISSING_315: Final = missing("order.merchantCharge.type")
_INVALID_316: Final = invalid("order.merchantPartnerIdCode", "Must be a string.")
_INVALID_317: Final = invalid("order.merchantPartnerIdCode", "Must be 1 to 6 characters long.")
_INVALID_318: Final = invalid("order.merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits).")
_INVALID_319: Final = invalid("order.netAmount", "Must be a decimal number.")
_INVALID_320: Final = invalid("order.netAmount", "Must be a decimal of digits and '.'.")
_INVALID_321: Final = invalid("order.netAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_322: Final = invalid("order.netAmount", "Must be 1 to 14 characters long.")
_INVALID_323: Final = invalid("order.notificationUrl", "Must be a string.")
_INVALID_324: Final = invalid("order.notificationUrl", "Must be an absolute URL.")
_INVALID_325: Final = invalid("order.owningEntity", "Must be a string.")
_INVALID_326: Final = invalid("order.owningEntity", "Must be 1 to 40 characters long.")
_VALUES_327: Final = frozenset({"CRYPTOCURRENCY", "DEBT_REPAYMENT", "HIGH_RISK_SECURITIES", "OTHER"})
_INVALID_328: Final = invalid("order.purchaseType", "Must be one of CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER.")
_INVALID_329: Final = invalid("order.reference", "Must be a string.")
_INVALID_330: Final = invalid("order.reference", "Must be 1 to 40 characters long.")
_INVALID_331: Final = invalid("order.requestorName", "Must be a string.")
_INVALID_332: Final = invalid("order.requestorName", "Must be 1 to 100 characters long.")
_INVALID_333: Final = invalid("order.reward", "Must be a JSON object.")
_INVALID_334: Final = invalid("order.reward.balanceId", "Must be a string.")
_INVALID_335: Final = invalid("order.reward.balanceId", "Must be 1 to 100 characters long.")
_CHARSET_336: Final = re.compile("[0-9a-zA-Z\\-_ \\&+!\\$%.=]*")
_INVALID_337: Final = invalid("order.reward.balanceId", "Must hold only the characters 0-9, a-z, A-Z, '-', '_', space, '&', '+', '!', '$', '%', '.' and '=' (Alphanumeric + additional characters).")
_INVALID_338: Final = invalid("order.reward.amount", "Must be a decimal number.")
_INVALID_339: Final = invalid("order.reward.amount", "Must be a decimal of digits and '.'.")
_INVALID_340: Final = invalid("order.reward.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_341: Final = invalid("order.reward.amount", "Must be 1 to 14 characters long.")
_MISSING_342: Final = missing("order.reward.balanceId")
_INVALID_343: Final = invalid("order.shippingAndHandlingAmount", "Must be a decimal number.")
_INVALID_344: Final = invalid("order.shippingAndHandlingAmount", "Must be a decimal of digits and '.'.")
_INVALID_345: Final = invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_346: Final = invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long.")
_INVALID_347: Final = invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal number.")
_INVALID_348: Final = invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal of digits and '.'.")
_INVALID_349: Final = invalid("order.shippingAndHandlingTaxAmount", "Must have at most 3 digits after the decimal point.")
_INVALID_350: Final = invalid("order.shippingAndHandlingTaxAmount", "Must be at least 0.")
_INVALID_351: Final = invalid("order.shippingAndHandlingTaxAmount", "Must be at most 1000000000000.")
_INVALID_352: Final = invalid("order.shippingAndHandlingTaxRate", "Must be a decimal number.")
_INVALID_353: Final = invalid("order.shippingAndHandlingTaxRate", "Must be a decimal of digits and '.'.")
_INVALID_354: Final = invalid("order.shippingAndHandlingTaxRate", "Must have at most 4 digits after the decimal point.")
_INVALID_355: Final = invalid("order.shippingAndHandlingTaxRate", "Must be at least 0.")
_DECIMAL_356: Final = Decimal("1000000000000000000")
_INVALID_357: Final = invalid("order.shippingAndHandlingTaxRate", "Must be at most 1000000000000000000.")
_INVALID_358: Final = invalid("order.statementDescriptor.address", "Must be a JSON object.")
_INVALID_359: Final = invalid("order.statementDescriptor.address.city", "Must be a string.")
_INVALID_360: Final = invalid("order.statementDescriptor.address.city", "Must be 1 to 100 characters long.")
_INVALID_361: Final = invalid("order.statementDescriptor.address.company", "Must be a string.")
_INVALID_362: Final = invalid("order.statementDescriptor.address.company", "Must be 1 to 100 characters long.")
_INVALID_363: Final = invalid("order.statementDescriptor.address.country", "Must be a string.")
_INVALID_364: Final = invalid("order.statementDescriptor.address.country", "Must be exactly 3 characters long.")
_INVALID_365: Final = invalid("order.statementDescriptor.address.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_366: Final = invalid("order.statementDescriptor.address.postcodeZip", "Must be a string.")
_INVALID_367: Final = invalid("order.statementDescriptor.address.postcodeZip", "Must be 1 to 10 characters long.")
_INVALID_368: Final = invalid("order.statementDescriptor.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters).")
_INVALID_369: Final = invalid("order.statementDescriptor.address.stateProvince", "Must be a string.")
_INVALID_370: Final = invalid("order.statementDescriptor.address.stateProvince", "Must be 1 to 20 characters long.")
_INVALID_371: Final = invalid("order.statementDescriptor.address.stateProvinceCode", "Must be a string.")
_INVALID_372: Final = invalid("order.statementDescriptor.address.stateProvinceCode", "Must be 1 to 3 characters long.")
_INVALID_373: Final = invalid("order.statementDescriptor.address.street", "Must be a string.")
_INVALID_374: Final = invalid("order.statementDescriptor.address.street", "Must be 1 to 100 characters long.")
_INVALID_375: Final = invalid("order.statementDescriptor.address.street2", "Must be a string.")
_INVALID_376: Final = invalid("order.statementDescriptor.address.street2", "Must be 1 to 100 characters long.")
_INVALID_377: Final = invalid("order.statementDescriptor", "Must be a JSON object.")
_INVALID_378: Final = invalid("order.statementDescriptor.name", "Must be a string.")
_INVALID_379: Final = invalid("order.statementDescriptor.name", "Must be 1 to 100 characters long.")
_INVALID_380: Final = invalid("order.statementDescriptor.phone", "Must be a string.")
_INVALID_381: Final = invalid("order.statementDescriptor.phone", "Must be 1 to 20 characters long.")
_INVALID_382: Final = invalid("order.statementDescriptor.websiteUrl", "Must be a string.")
_INVALID_383: Final = invalid("order.statementDescriptor.websiteUrl", "Must be an absolute URL.")
_INVALID_384: Final = invalid("order.subMerchant.address", "Must be a JSON object.")
_INVALID_385: Final = invalid("order.subMerchant.address.city", "Must be a string.")
_INVALID_386: Final = invalid("order.subMerchant.address.city", "Must be 1 to 100 characters long.")
_INVALID_387: Final = invalid("order.subMerchant.address.company", "Must be a string.")
_INVALID_388: Final = invalid("order.subMerchant.address.company", "Must be 1 to 100 characters long.")
_INVALID_389: Final = invalid("order.subMerchant.address.country", "Must be a string.")
_INVALID_390: Final = invalid("order.subMerchant.address.country", "Must be exactly 3 characters long.")
_INVALID_391: Final = invalid("order.subMerchant.address.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_392: Final = invalid("order.subMerchant.address.postcodeZip", "Must be a string.")
_INVALID_393: Final = invalid("order.subMerchant.address.postcodeZip", "Must be 1 to 10 characters long.")
_INVALID_394: Final = invalid("order.subMerchant.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters).")
_INVALID_395: Final = invalid("order.subMerchant.address.stateProvince", "Must be a string.")
_INVALID_396: Final = invalid("order.subMerchant.address.stateProvince", "Must be 1 to 20 characters long.")
_INVALID_397: Final = invalid("order.subMerchant.address.stateProvinceCode", "Must be a string.")
_INVALID_398: Final = invalid("order.subMerchant.address.stateProvinceCode", "Must be 1 to 3 characters long.")
_INVALID_399: Final = invalid("order.subMerchant.address.street", "Must be a string.")
_INVALID_400: Final = invalid("order.subMerchant.address.street", "Must be 1 to 100 characters long.")
_INVALID_401: Final = invalid("order.subMerchant.address.street2", "Must be a string.")
_INVALID_402: Final = invalid("order.subMerchant.address.street2", "Must be 1 to 100 characters long.")
_INVALID_403: Final = invalid("order.subMerchant", "Must be a JSON object.")
_INVALID_404: Final = invalid("order.subMerchant.identifier", "Must be a string.")
_INVALID_405: Final = invalid("order.subMerchant.identifier", "Must be 1 to 100 characters long.")
_INVALID_406: Final = invalid("order.subMerchant.tradingName", "Must be a string.")
_INVALID_407: Final = invalid("order.subMerchant.tradingName", "Must be 1 to 100 characters long.")
_INVALID_408: Final = invalid("order.subMerchant.bankIndustryCode", "Must be a string.")
_INVALID_409: Final = invalid("order.subMerchant.bankIndustryCode", "Must be exactly 4 characters long.")
_INVALID_410: Final = invalid("order.subMerchant.bankIndustryCode", "Must hold only the characters 0-9 (Digits).")
_INVALID_411: Final = invalid("order.subMerchant.disputeContactPhone", "Must be a string.")
_INVALID_412: Final = invalid("order.subMerchant.disputeContactPhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total.")
_INVALID_413: Final = invalid("order.subMerchant.disputeContactPhone", "Must have at most 15 digits in total.")
_INVALID_414: Final = invalid("order.subMerchant.email", "Must be a string.")
_INVALID_415: Final = invalid("order.subMerchant.email", "Must be at least 4 characters long.")
_INVALID_416: Final = invalid("order.subMerchant.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses.")
_INVALID_417: Final = invalid("order.subMerchant.governmentCountryCode", "Must be a string.")
_INVALID_418: Final = invalid("order.subMerchant.governmentCountryCode", "Must be exactly 3 characters long.")
_INVALID_419: Final = invalid("order.subMerchant.governmentCountryCode", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_420: Final = invalid("order.subMerchant.marketplaceId", "Must be a string.")
_INVALID_421: Final = invalid("order.subMerchant.marketplaceId", "Must be 1 to 11 characters long.")
_INVALID_422: Final = invalid("order.subMerchant.phone", "Must be a string.")
_INVALID_423: Final = invalid("order.subMerchant.phone", "Must be 1 to 20 characters long.")
_INVALID_424: Final = invalid("order.subMerchant.registeredName", "Must be a string.")
_INVALID_425: Final = invalid("order.subMerchant.registeredName", "Must be 1 to 100 characters long.")
_INVALID_426: Final = invalid("order.subMerchant.websiteUrl", "Must be a string.")
_INVALID_427: Final = invalid("order.subMerchant.websiteUrl", "Must be an absolute URL.")
_MISSING_428: Final = missing("order.subMerchant.identifier")
_MISSING_429: Final = missing("order.subMerchant.tradingName")
_INVALID_430: Final = invalid("order.tax", "Must be a JSON array.")
_INVALID_431: Final = invalid("order.taxAmount", "Must be a decimal number.")
_INVALID_432: Final = invalid("order.taxAmount", "Must be a decimal of digits and '.'.")
_INVALID_433: Final = invalid("order.taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_434: Final = invalid("order.taxAmount", "Must be 1 to 14 characters long.")
_INVALID_435: Final = invalid("order.taxRegistrationId", "Must be a string.")
_INVALID_436: Final = invalid("order.taxRegistrationId", "Must be 1 to 30 characters long.")
_VALUES_437: Final = frozenset({"EXEMPT", "NOT_EXEMPT", "NOT_PROVIDED"})
_INVALID_438: Final = invalid("order.taxStatus", "Must be one of EXEMPT, NOT_EXEMPT, NOT_PROVIDED.")
_INVALID_439: Final = invalid("order.transactionFiltering.avsResponseCodeRules", "Must be a JSON array.")
_VALUES_440: Final = frozenset({"NO_ACTION", "REJECT", "REVIEW"})
_INVALID_441: Final = invalid("order.transactionFiltering", "Must be a JSON object.")
_INVALID_442: Final = invalid("order", "Must be a JSON object.")
_INVALID_443: Final = invalid("order.currency", "Must be a string.")
_INVALID_444: Final = invalid("order.currency", "Must be exactly 3 characters long.")
_INVALID_445: Final = invalid("order.currency", "Must hold only the characters A-Z (Upper case alphabetic text).")
_MISSING_446: Final = missing("order.currency")
_INVALID_447: Final = invalid("shipping.contact", "Must be a JSON object.")
_INVALID_448: Final = invalid("shipping.contact.mobilePhone", "Must be a string.")
_INVALID_449: Final = invalid("shipping.contact.mobilePhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total.")
_INVALID_450: Final = invalid("shipping.contact.mobilePhone", "Must have at most 15 digits in total.")
_INVALID_451: Final = invalid("shipping.contact.phone", "Must be a string.")
_INVALID_452: Final = invalid("shipping.contact.phone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total.")
_INVALID_453: Final = invalid("shipping.contact.phone", "Must have at most 15 digits in total.")
_INVALID_454: Final = invalid("shipping.origin", "Must be a JSON object.")
_INVALID_455: Final = invalid("shipping.origin.postcodeZip", "Must be a string.")
_INVALID_456: Final = invalid("shipping.origin.postcodeZip", "Must be 1 to 10 characters long.")
_INVALID_457: Final = invalid("shipping", "Must be a JSON object.")
_VALUES_458: Final = frozenset({"ELECTRONIC", "GROUND", "NOT_SHIPPED", "OVERNIGHT", "PICKUP", "PRIORITY", "SAME_DAY"})
_INVALID_459: Final = invalid("shipping.method", "Must be one of ELECTRONIC, GROUND, NOT_SHIPPED, OVERNIGHT, PICKUP, PRIORITY, SAME_DAY.")
_INVALID_460: Final = invalid("transaction.acquirer", "Must be a JSON object.")
_INVALID_461: Final = invalid("transaction.acquirer.batch", "Must be a whole number.")
_INVALID_462: Final = invalid("transaction.acquirer.batch", "Must be 1 to 2147483647.")
_INVALID_463: Final = invalid("transaction.acquirer.customData", "Must be a string.")
_INVALID_464: Final = invalid("transaction.acquirer.customData", "Must be 1 to 2048 characters long.")
_INVALID_465: Final = invalid("transaction.acquirer.date", "Must be a string.")
_INVALID_466: Final = invalid("transaction.acquirer.date", "Must be 1 to 4000 characters long.")
_INVALID_467: Final = invalid("transaction.acquirer.time", "Must be a string.")
_INVALID_468: Final = invalid("transaction.acquirer.time", "Must be 1 to 4000 characters long.")
_INVALID_469: Final = invalid("transaction.acquirer.traceId", "Must be a string.")
_INVALID_470: Final = invalid("transaction.acquirer.traceId", "Must be 1 to 15 characters long.")
_INVALID_471: Final = invalid("transaction.acquirer.transactionId", "Must be a string.")
_INVALID_472: Final = invalid("transaction.acquirer.transactionId", "Must be 1 to 100 characters long.")
_INVALID_473: Final = invalid("transaction.authorizationCode", "Must be a string.")
_INVALID_474: Final = invalid("transaction.authorizationCode", "Must be 1 to 100 characters long.")
_INVALID_475: Final = invalid("transaction.authorizationCode", "Must hold only the characters U+0000-U+007F (ASCII Text).")
_INVALID_476: Final = invalid("transaction.batchName", "Must be a string.")
_INVALID_477: Final = invalid("transaction.batchName", "Must be 1 to 512 characters long.")
_INVALID_478: Final = invalid("transaction.deferredAuthorization", "Must be true or false.")
_VALUES_479: Final = frozenset({"INSTALLMENT", "RECURRING", "SINGLE"})
_INVALID_480: Final = invalid("transaction.frequency", "Must be one of INSTALLMENT, RECURRING, SINGLE.")
_INVALID_481: Final = invalid("transaction.merchantNote", "Must be a string.")
_INVALID_482: Final = invalid("transaction.merchantNote", "Must be 1 to 250 characters long.")
_INVALID_483: Final = invalid("transaction.multiCurrencyPricing.rate", "Must be a JSON object.")
_INVALID_484: Final = invalid("transaction.multiCurrencyPricing.rate.quoteId", "Must be a string.")
_INVALID_485: Final = invalid("transaction.multiCurrencyPricing.rate.quoteId", "Must be 1 to 100 characters long.")
_INVALID_486: Final = invalid("transaction.multiCurrencyPricing", "Must be a JSON object.")
_VALUES_487: Final = frozenset({"MERCHANT_INITIATED_PAYMENTS", "PAYER_DECLINED", "PAYER_INITIATED_PAYMENTS"})
_INVALID_488: Final = invalid("transaction.payerConsentForStoringCardDetails", "Must be one of MERCHANT_INITIATED_PAYMENTS, PAYER_DECLINED, PAYER_INITIATED_PAYMENTS.")
_INVALID_489: Final = invalid("transaction.receipt", "Must be a string.")
_INVALID_490: Final = invalid("transaction.receipt", "Must be 1 to 100 characters long.")
_INVALID_491: Final = invalid("transaction.receipt", "Must hold only the characters U+0000-U+007F (ASCII Text).")
_INVALID_492: Final = invalid("transaction.reference", "Must be a string.")
_INVALID_493: Final = invalid("transaction.reference", "Must be 1 to 40 characters long.")
_INVALID_494: Final = invalid("transaction.relatedTransactions.firstTransactionInTheSeries", "Must be a JSON object.")
_VALUES_495: Final = frozenset({"CALL_CENTRE", "INTERNET", "MAIL_ORDER", "MOTO", "TELEPHONE_ORDER", "VOICE_RESPONSE"})
_INVALID_496: Final = invalid("transaction.relatedTransactions.firstTransactionInTheSeries.source", "Must be one of CALL_CENTRE, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE.")
_INVALID_497: Final = invalid("transaction.relatedTransactions", "Must be a JSON object.")
_INVALID_498: Final = invalid("transaction.resubmission", "Must be true or false.")
_INVALID_499: Final = invalid("transaction.serviceLocation", "Must be a JSON object.")
_INVALID_500: Final = invalid("transaction.serviceLocation.city", "Must be a string.")
_INVALID_501: Final = invalid("transaction.serviceLocation.city", "Must be 1 to 100 characters long.")
_INVALID_502: Final = invalid("transaction.serviceLocation.country", "Must be a string.")
_INVALID_503: Final = invalid("transaction.serviceLocation.country", "Must be exactly 3 characters long.")
_INVALID_504: Final = invalid("transaction.serviceLocation.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_505: Final = invalid("transaction.serviceLocation.postCodeZip", "Must be a string.")
_INVALID_506: Final = invalid("transaction.serviceLocation.postCodeZip", "Must be 1 to 10 characters long.")
_INVALID_507: Final = invalid("transaction.serviceLocation.stateProvinceCode", "Must be a string.")
_INVALID_508: Final = invalid("transaction.serviceLocation.stateProvinceCode", "Must be 1 to 3 characters long.")
_VALUES_509: Final = frozenset({"CALL_CENTRE", "CARD_PRESENT", "INTERNET", "MAIL_ORDER", "MERCHANT", "MOTO", "PAYER_PRESENT", "TELEPHONE_ORDER", "VOICE_RESPONSE"})
_INVALID_510: Final = invalid("transaction.source", "Must be one of CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MERCHANT, MOTO, PAYER_PRESENT, TELEPHONE_ORDER, VOICE_RESPONSE.")
_INVALID_511: Final = invalid("transaction.targetTransactionId", "Must be a string.")
_INVALID_512: Final = invalid("transaction.targetTransactionId", "Must be 1 to 40 characters long.")
_INVALID_513: Final = invalid("transaction.taxAmount", "Must be a decimal number.")
_INVALID_514: Final = invalid("transaction.taxAmount", "Must be a decimal of digits and '.'.")
_INVALID_515: Final = invalid("transaction.taxAmount", "Must have at most 3 digits after the decimal point.")
_INVALID_516: Final = invalid("transaction.taxAmount", "Must be at least 0.")
_INVALID_517: Final = invalid("transaction.taxAmount", "Must be at most 1000000000000.")
_INVALID_518: Final = invalid("transaction.terminal", "Must be a string.")
_INVALID_519: Final = invalid("transaction.terminal", "Must be 1 to 16 characters long.")
_INVALID_520: Final = invalid("transaction.transit.aggregatedFare", "Must be a JSON object.")
_INVALID_521: Final = invalid("transaction.transit.aggregatedFare.aggregationStartDate", "Must be a string.")
_INVALID_522: Final = invalid("transaction.transit.aggregatedFare.aggregationStartDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd.")
_INVALID_523: Final = invalid("transaction.transit.aggregatedFare.aggregationStartDate", "Must be a calendar date (yyyy-mm-dd).")
_INVALID_524: Final = invalid("transaction.transit.aggregatedFare.transportationMode", "Must be a non-empty string.")
_VALUES_525: Final = frozenset({"DEBT_RECOVERY_MERCHANT_INITIATED", "DEBT_RECOVERY_PAYER_INITIATED", "DEBT_RECOVERY_TAP_INITIATED", "FARE"})
_INVALID_526: Final = invalid("transaction.transit.aggregatedFare.type", "Must be one of DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE.")
_MISSING_527: Final = missing("transaction.transit.aggregatedFare.aggregationStartDate")
_MISSING_528: Final = missing("transaction.transit.aggregatedFare.transportationMode")
_MISSING_529: Final = missing("transaction.transit.aggregatedFare.type")
_INVALID_530: Final = invalid("transaction.transit.knownFare", "Must be a JSON object.")
_VALUES_531: Final = frozenset({"DEBT_RECOVERY_MERCHANT_INITIATED", "DEBT_RECOVERY_PAYER_INITIATED", "DEBT_RECOVERY_TAP_INITIATED", "FARE_DEFERRED_AUTHORIZATION", "FARE_REAL_TIME_AUTHORIZATION"})
_INVALID_532: Final = invalid("transaction.transit.knownFare.type", "Must be one of DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE_DEFERRED_AUTHORIZATION, FARE_REAL_TIME_AUTHORIZATION.")
_INVALID_533: Final = invalid("transaction.transit", "Must be a JSON object.")
_INVALID_534: Final = invalid("transaction", "Must be a JSON object.")
_INVALID_535: Final = invalid("", "Must be a JSON object.")
_VALUES_536: Final = frozenset({"AUTHORIZE"})
_INVALID_537: Final = invalid("apiOperation", "Must be one of AUTHORIZE.")
_MISSING_538: Final = missing("apiOperation")
_MISSING_539: Final = missing("order")
_STRINGS_540: Final = ("authentication", "3ds2", "custom")
_STRINGS_541: Final = ("customer", "mobilephone")
_STRINGS_542: Final = ("order", "transactionfiltering", "avsresponsecoderules", "avsresponsecode")
_STRINGS_543: Final = ("shipping", "contact", "mobilephone")
_STRINGS_544: Final = ("quantity", "unitPrice", "unitTaxAmount")
_ITEM_FIELDS_545: Final = (("order.item[", _STRINGS_544),)
_VALUES_546: Final = frozenset({"agreement", "agreement.amountVariability", "agreement.type", "order", "order.amount", "order.cashbackAmount", "order.discount", "order.discount.amount", "order.dutyAmount", "order.gratuityAmount", "order.item", "order.itemAmount", "order.merchantCategoryCode", "order.merchantCharge", "order.merchantCharge.amount", "order.netAmount", "order.purchaseType", "order.shippingAndHandlingAmount", "order.taxAmount"})
_MISSING_547: Final = missing("order.amount", "Authorize requires either order.amount or order.netAmount.")
_VALUES_548: Final = frozenset({"order", "order.amount", "order.cashbackAmount", "order.discount", "order.discount.amount", "order.dutyAmount", "order.gratuityAmount", "order.itemAmount", "order.merchantCharge", "order.merchantCharge.amount", "order.shippingAndHandlingAmount", "order.taxAmount"})
_INVALID_549: Final = invalid("order.amount", "If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.")
_VALUES_550: Final = frozenset({"order", "order.cashbackAmount", "order.discount", "order.discount.amount", "order.dutyAmount", "order.gratuityAmount", "order.itemAmount", "order.netAmount", "order.shippingAndHandlingAmount", "order.taxAmount"})
_INVALID_551: Final = invalid("order.netAmount", "If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).")
_VALUES_552: Final = frozenset({"order", "order.item", "order.itemAmount"})
_INVALID_553: Final = invalid("order.itemAmount", "If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.")
_VALUES_554: Final = frozenset({"order", "order.item", "order.taxAmount"})
_INVALID_555: Final = invalid("order.taxAmount", "If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.")
_VALUES_556: Final = frozenset({"order", "order.merchantCategoryCode", "order.purchaseType"})
_MISSING_557: Final = missing("order.purchaseType", "A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.")
_VALUES_558: Final = frozenset({"agreement", "agreement.amountVariability", "agreement.type"})
_MISSING_559: Final = missing("agreement.amountVariability", "agreement.amountVariability is needed for recurring payments (agreement.type RECURRING).")
_INVALID_560: Final = invalid("accountFunding.reference", "Must be a string.")
_INVALID_561: Final = invalid("accountFunding.reference", "Must be 1 to 50 characters long.")
_MISSING_562: Final = missing("accountFunding.reference")
_INVALID_563: Final = invalid("action", "Must be a JSON object.")
_INVALID_564: Final = invalid("action.refundAuthorization", "Must be true or false.")
_INVALID_565: Final = invalid("order.creationTime", "Must be a string.")
_INVALID_566: Final = invalid("order.creationTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ.")
_INVALID_567: Final = invalid("order.creationTime", "Must name a calendar date.")
_INVALID_568: Final = invalid("order.id", "Must be a string.")
_INVALID_569: Final = invalid("order.id", "Must be 1 to 40 characters long.")
_INVALID_570: Final = invalid("order.lastUpdatedTime", "Must be a string.")
_INVALID_571: Final = invalid("order.lastUpdatedTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ.")
_INVALID_572: Final = invalid("order.lastUpdatedTime", "Must name a calendar date.")
_MISSING_573: Final = missing("order.creationTime")
_MISSING_574: Final = missing("order.id")
_MISSING_575: Final = missing("order.lastUpdatedTime")
_INVALID_576: Final = invalid("transaction.amount", "Must be a decimal number.")
_INVALID_577: Final = invalid("transaction.amount", "Must be a decimal of digits and '.'.")
_INVALID_578: Final = invalid("transaction.amount", "Must have at most 3 digits after the decimal point.")
_INVALID_579: Final = invalid("transaction.amount", "Must be at least 0.")
_INVALID_580: Final = invalid("transaction.amount", "Must be at most 1000000000000.")
_INVALID_581: Final = invalid("transaction.currency", "Must be a string.")
_INVALID_582: Final = invalid("transaction.currency", "Must be exactly 3 characters long.")
_INVALID_583: Final = invalid("transaction.currency", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_584: Final = invalid("transaction.id", "Must be a string.")
_INVALID_585: Final = invalid("transaction.id", "Must be 1 to 40 characters long.")
_VALUES_586: Final = frozenset({"AUTHORIZATION", "AUTHORIZATION_UPDATE", "CAPTURE", "PAYMENT", "REFUND", "VERIFICATION", "VOID_AUTHORIZATION", "VOID_CAPTURE", "VOID_PAYMENT", "VOID_REFUND"})
_INVALID_587: Final = invalid("transaction.type", "Must be one of AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND.")
_MISSING_588: Final = missing("transaction.amount")
_MISSING_589: Final = missing("transaction.currency")
_MISSING_590: Final = missing("transaction.id")
_MISSING_591: Final = missing("transaction.type")
_INVALID_592: Final = invalid("merchant", "Must be a string.")
_INVALID_593: Final = invalid("merchant", "Must be 1 to 40 characters long.")
_CHARSET_594: Final = re.compile("[0-9a-zA-Z\\-_]*")
_INVALID_595: Final = invalid("merchant", "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters).")
_INVALID_596: Final = invalid("version", "Must be a string.")
_INVALID_597: Final = invalid("version", "Must be 1 to 8 characters long.")
_MISSING_598: Final = missing("merchant")
_MISSING_599: Final = missing("transaction")



def _check_authorize_100_request_account_funding_recipient_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_0)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_1)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_2)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_3)
            elif len(field) != 3:
                errors.append(_INVALID_4)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_5)
        elif key == "postCodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_6)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_7)
            elif _CHARSET_8.fullmatch(field) is None:
                errors.append(_INVALID_9)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_10)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_11)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_12)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_13)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_14)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_15)
        else:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.recipient.address.{name}"))


def _check_authorize_100_request_account_funding_recipient_identification(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_16)
        return
    for key, field in value.items():
        if key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_17)
            elif len(field) != 3:
                errors.append(_INVALID_18)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_19)
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_20:
                errors.append(_INVALID_21)
        elif key == "value":
            if not isinstance(field, str):
                errors.append(_INVALID_22)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_23)
        else:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.recipient.identification.{name}"))


def _check_authorize_100_request_account_funding_recipient(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_24)
        return
    for key, field in value.items():
        if key == "address":
            _check_authorize_100_request_account_funding_recipient_address(field, "accountFunding.recipient", errors)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(_INVALID_25)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_26)
        elif key == "identification":
            _check_authorize_100_request_account_funding_recipient_identification(field, "accountFunding.recipient", errors)
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(_INVALID_27)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_28)
        elif key == "middleName":
            if not isinstance(field, str):
                errors.append(_INVALID_29)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_30)
        else:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.recipient.{name}"))


def _check_authorize_100_request_account_funding(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_31)
        return
    for key, field in value.items():
        if key == "purpose":
            if not isinstance(field, str) or field not in _VALUES_32:
                errors.append(_INVALID_33)
        elif key == "recipient":
            _check_authorize_100_request_account_funding_recipient(field, "accountFunding", errors)
        elif key == "senderIsRecipient":
            if not isinstance(field, bool):
                errors.append(_INVALID_34)
        elif key == "senderType":
            if not isinstance(field, str) or field not in _VALUES_35:
                errors.append(_INVALID_36)
        else:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.{name}"))


def _check_authorize_100_request_agreement_retailer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_37)
        return
    for key, field in value.items():
        if key == "abbreviatedTradingName":
            if not isinstance(field, str):
                errors.append(_INVALID_38)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_39)
        elif key == "merchantCategoryCode":
            if not isinstance(field, str):
                errors.append(_INVALID_40)
            elif not 1 <= len(field) <= 4:
                errors.append(_INVALID_41)
        elif key == "tradingName":
            if not isinstance(field, str):
                errors.append(_INVALID_42)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_43)
        else:
            name = key_text(key)
            errors.append(unsupported(f"agreement.retailer.{name}"))


def _check_authorize_100_request_agreement(value: object, parent: str, errors: list[ValidationError], today: date | None) -> None:
    if not is_record(value):
        errors.append(_INVALID_44)
        return
    for key, field in value.items():
        if key == "startDate":
            if not isinstance(field, str):
                errors.append(_INVALID_45)
            elif _PATTERN_46.search(field) is None:
                errors.append(_INVALID_47)
            elif not is_calendar_date(field):
                errors.append(_INVALID_48)
            elif field[:10] < today_text(today):
                errors.append(_INVALID_49)
        elif key == "amountVariability":
            if not isinstance(field, str) or field not in _VALUES_50:
                errors.append(_INVALID_51)
        elif key == "customData":
            if not isinstance(field, str):
                errors.append(_INVALID_52)
            elif not 1 <= len(field) <= 2048:
                errors.append(_INVALID_53)
        elif key == "expiryDate":
            if not isinstance(field, str):
                errors.append(_INVALID_54)
            elif _PATTERN_46.search(field) is None:
                errors.append(_INVALID_55)
            elif not is_calendar_date(field):
                errors.append(_INVALID_56)
        elif key == "id":
            if not isinstance(field, str):
                errors.append(_INVALID_57)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_58)
        elif key == "maximumAmountPerPayment":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_59)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_60)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_61)
            elif len(field_text) > 14:
                errors.append(_INVALID_62)
        elif key == "minimumAmountPerPayment":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_63)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_64)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_65)
            elif len(field_text) > 14:
                errors.append(_INVALID_66)
        elif key == "minimumDaysBetweenPayments":
            if not is_whole_number(field):
                errors.append(_INVALID_67)
            elif field < 1 or field > 9999:
                errors.append(_INVALID_68)
        elif key == "numberOfPayments":
            if not is_whole_number(field):
                errors.append(_INVALID_69)
            elif field < 1 or field > 999:
                errors.append(_INVALID_70)
        elif key == "paymentFrequency":
            if not isinstance(field, str) or field not in _VALUES_71:
                errors.append(_INVALID_72)
        elif key == "retailer":
            _check_authorize_100_request_agreement_retailer(field, "agreement", errors)
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_73:
                errors.append(_INVALID_74)
        else:
            name = key_text(key)
            errors.append(unsupported(f"agreement.{name}"))


def _check_authorize_100_request_airline_itinerary_leg_item_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.carrierCode", "Must be a string."))
    elif _PATTERN_75.search(value) is None:
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
    elif _PATTERN_46.search(value) is None:
        errors.append(invalid(f"{parent}.departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.departureDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal of digits and '.'."))
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_departure_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureTime", "Must be a string."))
    elif _PATTERN_76.search(value) is None:
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
    elif _PATTERN_46.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_request_airline_itinerary_leg_item_destination_arrival_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must be a string."))
    elif _PATTERN_76.search(value) is None:
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
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_fare_basis(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.fareBasis", "Must be a string."))
    elif not 1 <= len(value) <= 24:
        errors.append(invalid(f"{parent}.fareBasis", "Must be 1 to 24 characters long."))
    elif _CHARSET_77.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.fareBasis", "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."))


def _check_authorize_100_request_airline_itinerary_leg_item_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.fees", "Must be a decimal of digits and '.'."))
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
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
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long."))


def _check_authorize_100_request_airline_itinerary_leg_item_travel_class(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.travelClass", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.travelClass", "Must be 1 to 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_AUTHORIZE_100_REQUEST_AIRLINE_ITINERARY_LEG_ITEM_FIELDS: Final[dict[object, FieldCheck]] = {
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


def _check_authorize_100_request_airline_itinerary_leg_item(value: object, path: str, index: int, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(f"{path}[{index}]", "Must be a JSON object."))
        return
    path = f"{path}[{index}]"
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_AIRLINE_ITINERARY_LEG_ITEM_FIELDS.get(key)
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"{path}.{name}"))
        else:
            check(field, path, errors)


def _check_authorize_100_request_airline_itinerary_leg(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_78)
        return
    for index, item in enumerate(value):
        _check_authorize_100_request_airline_itinerary_leg_item(item, "airline.itinerary.leg", index, errors)


def _check_authorize_100_request_airline_itinerary(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_79)
        return
    for key, field in value.items():
        if key == "leg":
            _check_authorize_100_request_airline_itinerary_leg(field, "airline.itinerary", errors)
        elif key == "numberInParty":
            if not isinstance(field, str):
                errors.append(_INVALID_80)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_81)
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(_INVALID_82)
        elif key == "originCountry":
            if not isinstance(field, str):
                errors.append(_INVALID_83)
            elif len(field) != 3:
                errors.append(_INVALID_84)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_85)
        else:
            name = key_text(key)
            errors.append(unsupported(f"airline.itinerary.{name}"))


def _check_authorize_100_request_airline_passenger(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_86)
        return
    for index, item in enumerate(value):
        if not is_record(item):
            errors.append(invalid(f"airline.passenger[{index}]", "Must be a JSON object."))
            continue
        for key, field in item.items():
            if key == "firstName":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].firstName", "Must be a string."))
                elif not 1 <= len(field) <= 50:
                    errors.append(invalid(f"airline.passenger[{index}].firstName", "Must be 1 to 50 characters long."))
            elif key == "frequentFlyerNumber":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].frequentFlyerNumber", "Must be a string."))
                elif not 1 <= len(field) <= 20:
                    errors.append(invalid(f"airline.passenger[{index}].frequentFlyerNumber", "Must be 1 to 20 characters long."))
            elif key == "lastName":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].lastName", "Must be a string."))
                elif not 1 <= len(field) <= 20:
                    errors.append(invalid(f"airline.passenger[{index}].lastName", "Must be 1 to 20 characters long."))
            elif key == "middleName":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].middleName", "Must be a string."))
                elif not 1 <= len(field) <= 50:
                    errors.append(invalid(f"airline.passenger[{index}].middleName", "Must be 1 to 50 characters long."))
            elif key == "specificInformation":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].specificInformation", "Must be a string."))
                elif not 1 <= len(field) <= 59:
                    errors.append(invalid(f"airline.passenger[{index}].specificInformation", "Must be 1 to 59 characters long."))
                elif field != "" and not (field.isascii() and field.isalnum()):
                    errors.append(invalid(f"airline.passenger[{index}].specificInformation", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
            elif key == "title":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].title", "Must be a string."))
                elif not 1 <= len(field) <= 20:
                    errors.append(invalid(f"airline.passenger[{index}].title", "Must be 1 to 20 characters long."))
            else:
                name = key_text(key)
                errors.append(unsupported(f"airline.passenger[{index}].{name}"))


def _check_authorize_100_request_airline_ticket_issue(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_87)
        return
    for key, field in value.items():
        if key == "address":
            if not isinstance(field, str):
                errors.append(_INVALID_88)
            elif not 1 <= len(field) <= 16:
                errors.append(_INVALID_89)
        elif key == "carrierCode":
            if not isinstance(field, str):
                errors.append(_INVALID_90)
            elif _PATTERN_75.search(field) is None:
                errors.append(_INVALID_91)
        elif key == "carrierName":
            if not isinstance(field, str):
                errors.append(_INVALID_92)
            elif not 1 <= len(field) <= 25:
                errors.append(_INVALID_93)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_94)
        elif key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_95)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_96)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_97)
            elif len(field) != 3:
                errors.append(_INVALID_98)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_99)
        elif key == "date":
            if not isinstance(field, str):
                errors.append(_INVALID_100)
            elif _PATTERN_46.search(field) is None:
                errors.append(_INVALID_101)
            elif not is_calendar_date(field):
                errors.append(_INVALID_102)
        elif key == "travelAgentCode":
            if not isinstance(field, str):
                errors.append(_INVALID_103)
            elif not 8 <= len(field) <= 9:
                errors.append(_INVALID_104)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_105)
        elif key == "travelAgentName":
            if not isinstance(field, str):
                errors.append(_INVALID_106)
            elif not 1 <= len(field) <= 30:
                errors.append(_INVALID_107)
        else:
            name = key_text(key)
            errors.append(unsupported(f"airline.ticket.issue.{name}"))


def _check_authorize_100_request_airline_ticket_tax_or_fee(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_108)
        return
    for index, item in enumerate(value):
        if not is_record(item):
            errors.append(invalid(f"airline.ticket.taxOrFee[{index}]", "Must be a JSON object."))
            continue
        for key, field in item.items():
            if key == "amount":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].amount", "Must be a decimal number."))
                elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].amount", "Must be a decimal of digits and '.'."))
                elif field_text is not field and len(field_text) > 14:
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
                elif len(field_text) > 14:
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].amount", "Must be 1 to 14 characters long."))
            elif key == "type":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].type", "Must be a string."))
                elif len(field) != 3:
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].type", "Must be exactly 3 characters long."))
                elif field != "" and not (field.isascii() and field.isalnum()):
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].type", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
            else:
                name = key_text(key)
                errors.append(unsupported(f"airline.ticket.taxOrFee[{index}].{name}"))


def _check_authorize_100_request_airline_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_109)
        return
    for key, field in value.items():
        if key == "conjunctionTicketIndicator":
            if not isinstance(field, bool):
                errors.append(_INVALID_110)
        elif key == "eTicket":
            if not isinstance(field, bool):
                errors.append(_INVALID_111)
        elif key == "exchangedTicketNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_112)
            elif not 11 <= len(field) <= 16:
                errors.append(_INVALID_113)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_114)
        elif key == "issue":
            _check_authorize_100_request_airline_ticket_issue(field, "airline.ticket", errors)
        elif key == "restricted":
            if not isinstance(field, bool):
                errors.append(_INVALID_115)
        elif key == "taxOrFee":
            _check_authorize_100_request_airline_ticket_tax_or_fee(field, "airline.ticket", errors)
        elif key == "ticketNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_116)
            elif not 11 <= len(field) <= 16:
                errors.append(_INVALID_117)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_118)
        elif key == "totalFare":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_119)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_120)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_121)
            elif len(field_text) > 14:
                errors.append(_INVALID_122)
        elif key == "totalFees":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_123)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_124)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_125)
            elif len(field_text) > 14:
                errors.append(_INVALID_126)
        elif key == "totalTaxes":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_127)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_128)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_129)
            elif len(field_text) > 14:
                errors.append(_INVALID_130)
        else:
            name = key_text(key)
            errors.append(unsupported(f"airline.ticket.{name}"))


def _check_authorize_100_request_airline(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_131)
        return
    for key, field in value.items():
        if key == "bookingReference":
            if not isinstance(field, str):
                errors.append(_INVALID_132)
            elif not 6 <= len(field) <= 15:
                errors.append(_INVALID_133)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_134)
        elif key == "documentType":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_135)
        elif key == "itinerary":
            _check_authorize_100_request_airline_itinerary(field, "airline", errors)
        elif key == "passenger":
            _check_authorize_100_request_airline_passenger(field, "airline", errors)
        elif key == "planNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_136)
            elif len(field) != 2:
                errors.append(_INVALID_137)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_138)
        elif key == "ticket":
            _check_authorize_100_request_airline_ticket(field, "airline", errors)
        elif key == "transactionType":
            if not isinstance(field, str) or field not in _VALUES_139:
                errors.append(_INVALID_140)
        else:
            name = key_text(key)
            errors.append(unsupported(f"airline.{name}"))


def _check_authorize_100_request_authentication_3ds(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_141)
        return
    for key, field in value.items():
        if key == "acsEci":
            if not isinstance(field, str):
                errors.append(_INVALID_142)
            elif not 1 <= len(field) <= 2:
                errors.append(_INVALID_143)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_144)
        elif key == "authenticationToken":
            if not isinstance(field, str):
                errors.append(_INVALID_145)
            elif len(field) not in (28, 32):
                errors.append(_INVALID_146)
            elif _PATTERN_147.search(field) is None:
                errors.append(_INVALID_148)
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(_INVALID_149)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_150)
        else:
            name = key_text(key)
            errors.append(unsupported(f"authentication.3ds.{name}"))


def _check_authorize_100_request_authentication_3ds1(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_151)
        return
    for key, field in value.items():
        if key == "paResStatus":
            if not isinstance(field, str):
                errors.append(_INVALID_152)
            elif len(field) != 1:
                errors.append(_INVALID_153)
            elif field != "" and not (field.isascii() and field.isalpha()):
                errors.append(_INVALID_154)
        elif key == "veResEnrolled":
            if not isinstance(field, str):
                errors.append(_INVALID_155)
            elif len(field) != 1:
                errors.append(_INVALID_156)
            elif field != "" and not (field.isascii() and field.isalpha()):
                errors.append(_INVALID_157)
        else:
            name = key_text(key)
            errors.append(unsupported(f"authentication.3ds1.{name}"))


def _check_authorize_100_request_authentication_3ds2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_158)
        return
    for key, field in value.items():
        if key == "acsReference":
            if not isinstance(field, str):
                errors.append(_INVALID_159)
            elif len(field) > 32:
                errors.append(_INVALID_160)
        elif key == "acsTransactionId":
            if not isinstance(field, str):
                errors.append(_INVALID_161)
            elif len(field) != 36:
                errors.append(_INVALID_162)
        elif key == "authenticationScheme":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_163)
        elif key == "custom":
            if not isinstance(field, str):
                errors.append(_INVALID_164)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_165)
            elif not is_json_text(field):
                errors.append(_INVALID_166)
        elif key == "dsReference":
            if not isinstance(field, str):
                errors.append(_INVALID_167)
            elif len(field) > 32:
                errors.append(_INVALID_168)
        elif key == "protocolVersion":
            if not isinstance(field, str):
                errors.append(_INVALID_169)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_170)
            elif _CHARSET_171.fullmatch(field) is None:
                errors.append(_INVALID_172)
        elif key == "statusReasonCode":
            if not isinstance(field, str):
                errors.append(_INVALID_173)
            elif len(field) != 2:
                errors.append(_INVALID_174)
        elif key == "transactionStatus":
            if not isinstance(field, str):
                errors.append(_INVALID_175)
            elif len(field) != 1:
                errors.append(_INVALID_176)
            elif field != "" and not (field.isascii() and field.isalpha()):
                errors.append(_INVALID_177)
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"authentication.3ds2.{name}"):
                errors.append(unsupported(f"authentication.3ds2.{name}"))


def _check_authorize_100_request_authentication(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_178)
        return
    for key, field in value.items():
        if key == "3ds":
            _check_authorize_100_request_authentication_3ds(field, "authentication", errors)
        elif key == "3ds1":
            _check_authorize_100_request_authentication_3ds1(field, "authentication", errors)
        elif key == "3ds2":
            _check_authorize_100_request_authentication_3ds2(field, "authentication", errors)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_179)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_180)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_181)
            elif len(field_text) > 14:
                errors.append(_INVALID_182)
        elif key == "time":
            if not isinstance(field, str):
                errors.append(_INVALID_183)
            elif _PATTERN_184.search(field) is None:
                errors.append(_INVALID_185)
            elif not is_calendar_date(field):
                errors.append(_INVALID_186)
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(_INVALID_187)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_188)
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"authentication.{name}"):
                errors.append(unsupported(f"authentication.{name}"))


def _check_authorize_100_request_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_189)
        return
    for key, field in value.items():
        if key == "email":
            if not isinstance(field, str):
                errors.append(_INVALID_190)
            elif len(field) < 4:
                errors.append(_INVALID_191)
            elif _PATTERN_192.search(field) is None:
                errors.append(_INVALID_193)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(_INVALID_194)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_195)
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(_INVALID_196)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_197)
        elif key == "middleName":
            if not isinstance(field, str):
                errors.append(_INVALID_198)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_199)
        elif key == "mobilePhone":
            if not isinstance(field, str):
                errors.append(_INVALID_200)
            elif _PATTERN_201.search(field) is None:
                errors.append(_INVALID_202)
            elif count_digits(field) > 15:
                errors.append(_INVALID_203)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_204)
            elif _PATTERN_201.search(field) is None:
                errors.append(_INVALID_205)
            elif count_digits(field) > 15:
                errors.append(_INVALID_206)
        elif key == "taxRegistrationId":
            if not isinstance(field, str):
                errors.append(_INVALID_207)
            elif not 1 <= len(field) <= 30:
                errors.append(_INVALID_208)
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"customer.{name}"):
                errors.append(unsupported(f"customer.{name}"))


def _check_authorize_100_request_debt_repayment_recipient(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_209)
        return
    for key, field in value.items():
        if key == "accountIdentifier":
            if not isinstance(field, str):
                errors.append(_INVALID_210)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_211)
        elif key == "dateOfBirth":
            if not isinstance(field, str):
                errors.append(_INVALID_212)
            elif _PATTERN_46.search(field) is None:
                errors.append(_INVALID_213)
            elif not is_calendar_date(field):
                errors.append(_INVALID_214)
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(_INVALID_215)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_216)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_217)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_218)
        else:
            name = key_text(key)
            errors.append(unsupported(f"debtRepayment.recipient.{name}"))
    if "accountIdentifier" not in value:
        errors.append(_MISSING_219)
    if "dateOfBirth" not in value:
        errors.append(_MISSING_220)
    if "lastName" not in value:
        errors.append(_MISSING_221)
    if "postcodeZip" not in value:
        errors.append(_MISSING_222)


def _check_authorize_100_request_debt_repayment(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_223)
        return
    for key, field in value.items():
        if key == "recipient":
            _check_authorize_100_request_debt_repayment_recipient(field, "debtRepayment", errors)
        else:
            name = key_text(key)
            errors.append(unsupported(f"debtRepayment.{name}"))


def _check_authorize_100_request_device(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_224)
        return
    for key, field in value.items():
        if key == "ani":
            if not isinstance(field, str):
                errors.append(_INVALID_225)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_226)
        elif key == "aniCallType":
            if not isinstance(field, str):
                errors.append(_INVALID_227)
            elif not 1 <= len(field) <= 2:
                errors.append(_INVALID_228)
        elif key == "browser":
            if not isinstance(field, str):
                errors.append(_INVALID_229)
            elif not 1 <= len(field) <= 2048:
                errors.append(_INVALID_230)
        elif key == "fingerprint":
            if not isinstance(field, str):
                errors.append(_INVALID_231)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_232)
        elif key == "hostname":
            if not isinstance(field, str):
                errors.append(_INVALID_233)
            elif not 1 <= len(field) <= 60:
                errors.append(_INVALID_234)
        elif key == "ipAddress":
            if not isinstance(field, str):
                errors.append(_INVALID_235)
            elif not 7 <= len(field) <= 45:
                errors.append(_INVALID_236)
        elif key == "mobilePhoneModel":
            if not isinstance(field, str):
                errors.append(_INVALID_237)
            elif not 1 <= len(field) <= 255:
                errors.append(_INVALID_238)
        else:
            name = key_text(key)
            errors.append(unsupported(f"device.{name}"))


def _check_authorize_100_request_external_token_provider(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_239)
        return
    for key, field in value.items():
        if key == "customData":
            if not isinstance(field, str):
                errors.append(_INVALID_240)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_241)
        else:
            name = key_text(key)
            errors.append(unsupported(f"externalTokenProvider.{name}"))


def _check_authorize_100_request_initiator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_242)
        return
    for key, field in value.items():
        if key == "userId":
            if not isinstance(field, str):
                errors.append(_INVALID_243)
            elif not 1 <= len(field) <= 256:
                errors.append(_INVALID_244)
        else:
            name = key_text(key)
            errors.append(unsupported(f"initiator.{name}"))


def _check_authorize_100_request_line_of_business(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_245)
    elif not 1 <= len(value) <= 100:
        errors.append(_INVALID_246)
    elif _PATTERN_247.search(value) is None:
        errors.append(_INVALID_248)


def _check_authorize_100_request_order_accept_partial_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(_INVALID_249)


def _check_authorize_100_request_order_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_250)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_251)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_252)
    elif len(value_text) > 14:
        errors.append(_INVALID_253)


def _check_authorize_100_request_order_cashback_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_254)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_255)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_256)
    elif len(value_text) > 14:
        errors.append(_INVALID_257)


def _check_authorize_100_request_order_certainty(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_258:
        errors.append(_INVALID_259)


def _check_authorize_100_request_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_260)
        return
    if len(value) > 50:
        errors.append(_INVALID_261)
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
        errors.append(_INVALID_262)
    elif not 1 <= len(value) <= 250:
        errors.append(_INVALID_263)


def _check_authorize_100_request_order_customer_order_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_264)
    elif _PATTERN_46.search(value) is None:
        errors.append(_INVALID_265)
    elif not is_calendar_date(value):
        errors.append(_INVALID_266)


def _check_authorize_100_request_order_customer_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_267)
    elif len(value) > 25:
        errors.append(_INVALID_268)
    elif not value.isascii():
        errors.append(_INVALID_269)


def _check_authorize_100_request_order_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_270)
    elif not 1 <= len(value) <= 127:
        errors.append(_INVALID_271)


def _check_authorize_100_request_order_discount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_272)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_273)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_274)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_275)
            elif len(field_text) > 14:
                errors.append(_INVALID_276)
        elif key == "code":
            if not isinstance(field, str):
                errors.append(_INVALID_277)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_278)
        elif key == "description":
            if not isinstance(field, str):
                errors.append(_INVALID_279)
            elif not 1 <= len(field) <= 127:
                errors.append(_INVALID_280)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.discount.{name}"))


def _check_authorize_100_request_order_duty_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_281)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_282)
    elif decimal_scale(value_text) > 3:
        errors.append(_INVALID_283)
    elif Decimal(value_text) < _DECIMAL_284:
        errors.append(_INVALID_285)
    elif Decimal(value_text) > _DECIMAL_286:
        errors.append(_INVALID_287)


def _check_authorize_100_request_order_gratuity_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_288)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_289)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_290)
    elif len(value_text) > 14:
        errors.append(_INVALID_291)


def _check_authorize_100_request_order_industry_practice_payment_reason(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_292:
        errors.append(_INVALID_293)


def _check_authorize_100_request_order_invoice_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_294)
    elif not 1 <= len(value) <= 25:
        errors.append(_INVALID_295)


def _check_authorize_100_request_order_item_item_detail_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(invalid(f"{parent}.tax", "Must be a JSON array."))
        return
    path = f"{parent}.tax"
    for index, item in enumerate(value):
        if not is_record(item):
            errors.append(invalid(f"{path}[{index}]", "Must be a JSON object."))
            continue
        for key, field in item.items():
            if key == "amount":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"{path}[{index}].amount", "Must be a decimal number."))
                elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"{path}[{index}].amount", "Must be a decimal of digits and '.'."))
                elif field_text is not field and len(field_text) > 14:
                    errors.append(invalid(f"{path}[{index}].amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
                elif len(field_text) > 14:
                    errors.append(invalid(f"{path}[{index}].amount", "Must be 1 to 14 characters long."))
            elif key == "rate":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"{path}[{index}].rate", "Must be a decimal number."))
                elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"{path}[{index}].rate", "Must be a decimal of digits and '.'."))
                elif field_text is not field and len(field_text) > 6:
                    errors.append(invalid(f"{path}[{index}].rate", "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
                elif len(field_text) > 6:
                    errors.append(invalid(f"{path}[{index}].rate", "Must be 1 to 6 characters long."))
            elif key == "type":
                if not isinstance(field, str):
                    errors.append(invalid(f"{path}[{index}].type", "Must be a string."))
                elif not 1 <= len(field) <= 50:
                    errors.append(invalid(f"{path}[{index}].type", "Must be 1 to 50 characters long."))
            else:
                name = key_text(key)
                errors.append(unsupported(f"{path}[{index}].{name}"))


def _check_authorize_100_request_order_item_item_detail(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(f"{parent}.detail", "Must be a JSON object."))
        return
    for key, field in value.items():
        if key == "acquirerCustom":
            if not isinstance(field, str):
                errors.append(invalid(f"{parent}.detail.acquirerCustom", "Must be a string."))
            elif not 1 <= len(field) <= 4000:
                errors.append(invalid(f"{parent}.detail.acquirerCustom", "Must be 1 to 4000 characters long."))
            elif not is_json_text(field):
                errors.append(invalid(f"{parent}.detail.acquirerCustom", "Must be valid JSON text."))
        elif key == "commodityCode":
            if not isinstance(field, str):
                errors.append(invalid(f"{parent}.detail.commodityCode", "Must be a string."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid(f"{parent}.detail.commodityCode", "Must hold only the characters 0-9 (Digits)."))
        elif key == "tax":
            _check_authorize_100_request_order_item_item_detail_tax(field, f"{parent}.detail", errors)
        elif key == "unitDiscountRate":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{parent}.detail.unitDiscountRate", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid(f"{parent}.detail.unitDiscountRate", "Must be a decimal of digits and '.'."))
            elif field_text is not field and len(field_text) > 14:
                errors.append(invalid(f"{parent}.detail.unitDiscountRate", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif len(field_text) > 14:
                errors.append(invalid(f"{parent}.detail.unitDiscountRate", "Must be 1 to 14 characters long."))
        elif key == "unitTaxRate":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(invalid(f"{parent}.detail.unitTaxRate", "Must be a decimal number."))
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(invalid(f"{parent}.detail.unitTaxRate", "Must be a decimal of digits and '.'."))
            elif field_text is not field and len(field_text) > 14:
                errors.append(invalid(f"{parent}.detail.unitTaxRate", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
            elif len(field_text) > 14:
                errors.append(invalid(f"{parent}.detail.unitTaxRate", "Must be 1 to 14 characters long."))
        elif key == "unitTaxType":
            if not isinstance(field, str):
                errors.append(invalid(f"{parent}.detail.unitTaxType", "Must be a string."))
            elif not 1 <= len(field) <= 10:
                errors.append(invalid(f"{parent}.detail.unitTaxType", "Must be 1 to 10 characters long."))
        elif key == "unspsc":
            if not isinstance(field, str):
                errors.append(invalid(f"{parent}.detail.unspsc", "Must be a string."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid(f"{parent}.detail.unspsc", "Must hold only the characters 0-9 (Digits)."))
        elif key == "upc":
            if not isinstance(field, str):
                errors.append(invalid(f"{parent}.detail.upc", "Must be a string."))
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(invalid(f"{parent}.detail.upc", "Must hold only the characters 0-9 (Digits)."))
        else:
            name = key_text(key)
            errors.append(unsupported(f"{parent}.detail.{name}"))


def _check_authorize_100_request_order_item(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_296)
        return
    for index, item in enumerate(value):
        if not is_record(item):
            errors.append(invalid(f"order.item[{index}]", "Must be a JSON object."))
            continue
        for key, field in item.items():
            if key == "name":
                if not isinstance(field, str):
                    errors.append(invalid(f"order.item[{index}].name", "Must be a string."))
                elif not 1 <= len(field) <= 127:
                    errors.append(invalid(f"order.item[{index}].name", "Must be 1 to 127 characters long."))
            elif key == "quantity":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"order.item[{index}].quantity", "Must be a decimal number."))
                elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"order.item[{index}].quantity", "Must be a decimal of digits and '.'."))
                elif field_text is not field and len(field_text) > 30:
                    errors.append(invalid(f"order.item[{index}].quantity", "Must be 0 to 30 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
                elif len(field_text) > 30:
                    errors.append(invalid(f"order.item[{index}].quantity", "Must be 0 to 30 characters long."))
                elif field_text.strip("0.") == "":
                    errors.append(invalid(f"order.item[{index}].quantity", "Must be greater than 0."))
            elif key == "unitPrice":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"order.item[{index}].unitPrice", "Must be a decimal number."))
                elif not (field_text.isascii() and (field_text_digits := field_text.removeprefix("-")).replace(".", "", 1).isdigit()) or field_text_digits[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"order.item[{index}].unitPrice", "Must be a decimal of digits and '.', optionally signed."))
                elif field_text is not field and len(field_text) > 14:
                    errors.append(invalid(f"order.item[{index}].unitPrice", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
                elif len(field_text) > 14:
                    errors.append(invalid(f"order.item[{index}].unitPrice", "Must be 1 to 14 characters long."))
            elif key == "brand":
                if not isinstance(field, str):
                    errors.append(invalid(f"order.item[{index}].brand", "Must be a string."))
                elif not 1 <= len(field) <= 127:
                    errors.append(invalid(f"order.item[{index}].brand", "Must be 1 to 127 characters long."))
            elif key == "category":
                if not isinstance(field, str):
                    errors.append(invalid(f"order.item[{index}].category", "Must be a string."))
                elif not 1 <= len(field) <= 127:
                    errors.append(invalid(f"order.item[{index}].category", "Must be 1 to 127 characters long."))
            elif key == "description":
                if not isinstance(field, str):
                    errors.append(invalid(f"order.item[{index}].description", "Must be a string."))
                elif not 1 <= len(field) <= 127:
                    errors.append(invalid(f"order.item[{index}].description", "Must be 1 to 127 characters long."))
            elif key == "detail":
                _check_authorize_100_request_order_item_item_detail(field, f"order.item[{index}]", errors)
            elif key == "image":
                if not isinstance(field, str):
                    errors.append(invalid(f"order.item[{index}].image", "Must be a string."))
                elif _PATTERN_297.search(field) is None:
                    errors.append(invalid(f"order.item[{index}].image", "Must have the required form: An https URI."))
                elif not is_absolute_url(field):
                    errors.append(invalid(f"order.item[{index}].image", "Must be an absolute URL."))
            elif key == "industryCategory":
                if not isinstance(field, str) or field not in _VALUES_298:
                    errors.append(invalid(f"order.item[{index}].industryCategory", "Must be one of HEALTHCARE_DENTAL, HEALTHCARE_OTHER, HEALTHCARE_PRESCRIPTION, HEALTHCARE_VISION."))
            elif key == "sku":
                if not isinstance(field, str):
                    errors.append(invalid(f"order.item[{index}].sku", "Must be a string."))
                elif not 1 <= len(field) <= 127:
                    errors.append(invalid(f"order.item[{index}].sku", "Must be 1 to 127 characters long."))
            elif key == "unitDiscountAmount":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"order.item[{index}].unitDiscountAmount", "Must be a decimal number."))
                elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"order.item[{index}].unitDiscountAmount", "Must be a decimal of digits and '.'."))
                elif field_text is not field and len(field_text) > 14:
                    errors.append(invalid(f"order.item[{index}].unitDiscountAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
                elif len(field_text) > 14:
                    errors.append(invalid(f"order.item[{index}].unitDiscountAmount", "Must be 1 to 14 characters long."))
            elif key == "unitOfMeasure":
                if not isinstance(field, str):
                    errors.append(invalid(f"order.item[{index}].unitOfMeasure", "Must be a string."))
                elif not 1 <= len(field) <= 10:
                    errors.append(invalid(f"order.item[{index}].unitOfMeasure", "Must be 1 to 10 characters long."))
            elif key == "unitTaxAmount":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"order.item[{index}].unitTaxAmount", "Must be a decimal number."))
                elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"order.item[{index}].unitTaxAmount", "Must be a decimal of digits and '.'."))
                elif field_text is not field and len(field_text) > 14:
                    errors.append(invalid(f"order.item[{index}].unitTaxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
                elif len(field_text) > 14:
                    errors.append(invalid(f"order.item[{index}].unitTaxAmount", "Must be 1 to 14 characters long."))
            else:
                name = key_text(key)
                errors.append(unsupported(f"order.item[{index}].{name}"))
        if "name" not in item:
            errors.append(missing(f"order.item[{index}].name"))
        if "quantity" not in item:
            errors.append(missing(f"order.item[{index}].quantity"))
        if "unitPrice" not in item:
            errors.append(missing(f"order.item[{index}].unitPrice"))


def _check_authorize_100_request_order_item_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_299)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_300)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_301)
    elif len(value_text) > 14:
        errors.append(_INVALID_302)


def _check_authorize_100_request_order_local_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_303)
    elif not 1 <= len(value) <= 25:
        errors.append(_INVALID_304)


def _check_authorize_100_request_order_merchant_category_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_305)
    elif len(value) != 4:
        errors.append(_INVALID_306)
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(_INVALID_307)


def _check_authorize_100_request_order_merchant_charge(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_308)
        return
    for key, field in value.items():
        if key == "type":
            if not isinstance(field, str) or field not in _VALUES_309:
                errors.append(_INVALID_310)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_311)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_312)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_313)
            elif len(field_text) > 14:
                errors.append(_INVALID_314)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.merchantCharge.{name}"))
    if "type" not in value:
        errors.append(_MISSING_315)


def _check_authorize_100_request_order_merchant_partner_id_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_316)
    elif not 1 <= len(value) <= 6:
        errors.append(_INVALID_317)
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(_INVALID_318)


def _check_authorize_100_request_order_net_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_319)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_320)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_321)
    elif len(value_text) > 14:
        errors.append(_INVALID_322)


def _check_authorize_100_request_order_notification_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_323)
    elif not is_absolute_url(value):
        errors.append(_INVALID_324)


def _check_authorize_100_request_order_owning_entity(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_325)
    elif not 1 <= len(value) <= 40:
        errors.append(_INVALID_326)


def _check_authorize_100_request_order_purchase_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_327:
        errors.append(_INVALID_328)


def _check_authorize_100_request_order_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_329)
    elif not 1 <= len(value) <= 40:
        errors.append(_INVALID_330)


def _check_authorize_100_request_order_requestor_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_331)
    elif not 1 <= len(value) <= 100:
        errors.append(_INVALID_332)


def _check_authorize_100_request_order_reward(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_333)
        return
    for key, field in value.items():
        if key == "balanceId":
            if not isinstance(field, str):
                errors.append(_INVALID_334)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_335)
            elif _CHARSET_336.fullmatch(field) is None:
                errors.append(_INVALID_337)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_338)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_339)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_340)
            elif len(field_text) > 14:
                errors.append(_INVALID_341)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.reward.{name}"))
    if "balanceId" not in value:
        errors.append(_MISSING_342)


def _check_authorize_100_request_order_shipping_and_handling_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_343)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_344)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_345)
    elif len(value_text) > 14:
        errors.append(_INVALID_346)


def _check_authorize_100_request_order_shipping_and_handling_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_347)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_348)
    elif decimal_scale(value_text) > 3:
        errors.append(_INVALID_349)
    elif Decimal(value_text) < _DECIMAL_284:
        errors.append(_INVALID_350)
    elif Decimal(value_text) > _DECIMAL_286:
        errors.append(_INVALID_351)


def _check_authorize_100_request_order_shipping_and_handling_tax_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_352)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_353)
    elif decimal_scale(value_text) > 4:
        errors.append(_INVALID_354)
    elif Decimal(value_text) < _DECIMAL_284:
        errors.append(_INVALID_355)
    elif Decimal(value_text) > _DECIMAL_356:
        errors.append(_INVALID_357)


def _check_authorize_100_request_order_statement_descriptor_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_358)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_359)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_360)
        elif key == "company":
            if not isinstance(field, str):
                errors.append(_INVALID_361)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_362)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_363)
            elif len(field) != 3:
                errors.append(_INVALID_364)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_365)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_366)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_367)
            elif _CHARSET_8.fullmatch(field) is None:
                errors.append(_INVALID_368)
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(_INVALID_369)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_370)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_371)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_372)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_373)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_374)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_375)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_376)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.statementDescriptor.address.{name}"))


def _check_authorize_100_request_order_statement_descriptor(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_377)
        return
    for key, field in value.items():
        if key == "address":
            _check_authorize_100_request_order_statement_descriptor_address(field, "order.statementDescriptor", errors)
        elif key == "name":
            if not isinstance(field, str):
                errors.append(_INVALID_378)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_379)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_380)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_381)
        elif key == "websiteUrl":
            if not isinstance(field, str):
                errors.append(_INVALID_382)
            elif not is_absolute_url(field):
                errors.append(_INVALID_383)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.statementDescriptor.{name}"))


def _check_authorize_100_request_order_sub_merchant_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_384)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_385)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_386)
        elif key == "company":
            if not isinstance(field, str):
                errors.append(_INVALID_387)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_388)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_389)
            elif len(field) != 3:
                errors.append(_INVALID_390)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_391)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_392)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_393)
            elif _CHARSET_8.fullmatch(field) is None:
                errors.append(_INVALID_394)
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(_INVALID_395)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_396)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_397)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_398)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_399)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_400)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_401)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_402)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.subMerchant.address.{name}"))


def _check_authorize_100_request_order_sub_merchant(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_403)
        return
    for key, field in value.items():
        if key == "identifier":
            if not isinstance(field, str):
                errors.append(_INVALID_404)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_405)
        elif key == "tradingName":
            if not isinstance(field, str):
                errors.append(_INVALID_406)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_407)
        elif key == "address":
            _check_authorize_100_request_order_sub_merchant_address(field, "order.subMerchant", errors)
        elif key == "bankIndustryCode":
            if not isinstance(field, str):
                errors.append(_INVALID_408)
            elif len(field) != 4:
                errors.append(_INVALID_409)
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(_INVALID_410)
        elif key == "disputeContactPhone":
            if not isinstance(field, str):
                errors.append(_INVALID_411)
            elif _PATTERN_201.search(field) is None:
                errors.append(_INVALID_412)
            elif count_digits(field) > 15:
                errors.append(_INVALID_413)
        elif key == "email":
            if not isinstance(field, str):
                errors.append(_INVALID_414)
            elif len(field) < 4:
                errors.append(_INVALID_415)
            elif _PATTERN_192.search(field) is None:
                errors.append(_INVALID_416)
        elif key == "governmentCountryCode":
            if not isinstance(field, str):
                errors.append(_INVALID_417)
            elif len(field) != 3:
                errors.append(_INVALID_418)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_419)
        elif key == "marketplaceId":
            if not isinstance(field, str):
                errors.append(_INVALID_420)
            elif not 1 <= len(field) <= 11:
                errors.append(_INVALID_421)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_422)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_423)
        elif key == "registeredName":
            if not isinstance(field, str):
                errors.append(_INVALID_424)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_425)
        elif key == "websiteUrl":
            if not isinstance(field, str):
                errors.append(_INVALID_426)
            elif not is_absolute_url(field):
                errors.append(_INVALID_427)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.subMerchant.{name}"))
    if "identifier" not in value:
        errors.append(_MISSING_428)
    if "tradingName" not in value:
        errors.append(_MISSING_429)


def _check_authorize_100_request_order_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_430)
        return
    for index, item in enumerate(value):
        if not is_record(item):
            errors.append(invalid(f"order.tax[{index}]", "Must be a JSON object."))
            continue
        for key, field in item.items():
            if key == "amount":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"order.tax[{index}].amount", "Must be a decimal number."))
                elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"order.tax[{index}].amount", "Must be a decimal of digits and '.'."))
                elif field_text is not field and len(field_text) > 14:
                    errors.append(invalid(f"order.tax[{index}].amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
                elif len(field_text) > 14:
                    errors.append(invalid(f"order.tax[{index}].amount", "Must be 1 to 14 characters long."))
            elif key == "rate":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"order.tax[{index}].rate", "Must be a decimal number."))
                elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"order.tax[{index}].rate", "Must be a decimal of digits and '.'."))
                elif field_text is not field and len(field_text) > 6:
                    errors.append(invalid(f"order.tax[{index}].rate", "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
                elif len(field_text) > 6:
                    errors.append(invalid(f"order.tax[{index}].rate", "Must be 1 to 6 characters long."))
            elif key == "type":
                if not isinstance(field, str):
                    errors.append(invalid(f"order.tax[{index}].type", "Must be a string."))
                elif not 1 <= len(field) <= 50:
                    errors.append(invalid(f"order.tax[{index}].type", "Must be 1 to 50 characters long."))
            else:
                name = key_text(key)
                errors.append(unsupported(f"order.tax[{index}].{name}"))


def _check_authorize_100_request_order_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_431)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_432)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_433)
    elif len(value_text) > 14:
        errors.append(_INVALID_434)


def _check_authorize_100_request_order_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_435)
    elif not 1 <= len(value) <= 30:
        errors.append(_INVALID_436)


def _check_authorize_100_request_order_tax_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_437:
        errors.append(_INVALID_438)


def _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_439)
        return
    for index, item in enumerate(value):
        if not is_record(item):
            errors.append(invalid(f"order.transactionFiltering.avsResponseCodeRules[{index}]", "Must be a JSON object."))
            continue
        for key, field in item.items():
            if key == "action":
                if not isinstance(field, str) or field not in _VALUES_440:
                    errors.append(invalid(f"order.transactionFiltering.avsResponseCodeRules[{index}].action", "Must be one of NO_ACTION, REJECT, REVIEW."))
            elif key == "avsResponseCode":
                if not isinstance(field, str) or field == "":
                    errors.append(invalid(f"order.transactionFiltering.avsResponseCodeRules[{index}].avsResponseCode", "Must be a non-empty string."))
            else:
                name = key_text(key)
                if not _is_not_shown_in_authorize_100_request(f"order.transactionFiltering.avsResponseCodeRules[{index}].{name}"):
                    errors.append(unsupported(f"order.transactionFiltering.avsResponseCodeRules[{index}].{name}"))
        if "action" not in item:
            errors.append(missing(f"order.transactionFiltering.avsResponseCodeRules[{index}].action"))
        if "avsResponseCode" not in item:
            errors.append(missing(f"order.transactionFiltering.avsResponseCodeRules[{index}].avsResponseCode"))


def _check_authorize_100_request_order_transaction_filtering(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_441)
        return
    for key, field in value.items():
        if key == "avsResponseCodeRules":
            _check_authorize_100_request_order_transaction_filtering_avs_response_code_rules(field, "order.transactionFiltering", errors)
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"order.transactionFiltering.{name}"):
                errors.append(unsupported(f"order.transactionFiltering.{name}"))


_CHECK_AUTHORIZE_100_REQUEST_ORDER_FIELDS: Final[dict[object, FieldCheck]] = {
    "acceptPartialAmount": _check_authorize_100_request_order_accept_partial_amount,
    "amount": _check_authorize_100_request_order_amount,
    "cashbackAmount": _check_authorize_100_request_order_cashback_amount,
    "certainty": _check_authorize_100_request_order_certainty,
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
        errors.append(_INVALID_442)
        return
    for key, field in value.items():
        if key == "currency":
            if not isinstance(field, str):
                errors.append(_INVALID_443)
            elif len(field) != 3:
                errors.append(_INVALID_444)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_445)
        else:
            check = _CHECK_AUTHORIZE_100_REQUEST_ORDER_FIELDS.get(key)
            if check is None:
                name = key_text(key)
                if not _is_not_shown_in_authorize_100_request(f"order.{name}"):
                    errors.append(unsupported(f"order.{name}"))
            else:
                check(field, "order", errors)
    if "currency" not in value:
        errors.append(_MISSING_446)


def _check_authorize_100_request_shipping_contact(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_447)
        return
    for key, field in value.items():
        if key == "mobilePhone":
            if not isinstance(field, str):
                errors.append(_INVALID_448)
            elif _PATTERN_201.search(field) is None:
                errors.append(_INVALID_449)
            elif count_digits(field) > 15:
                errors.append(_INVALID_450)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_451)
            elif _PATTERN_201.search(field) is None:
                errors.append(_INVALID_452)
            elif count_digits(field) > 15:
                errors.append(_INVALID_453)
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"shipping.contact.{name}"):
                errors.append(unsupported(f"shipping.contact.{name}"))


def _check_authorize_100_request_shipping_origin(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_454)
        return
    for key, field in value.items():
        if key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_455)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_456)
        else:
            name = key_text(key)
            errors.append(unsupported(f"shipping.origin.{name}"))


def _check_authorize_100_request_shipping(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_457)
        return
    for key, field in value.items():
        if key == "contact":
            _check_authorize_100_request_shipping_contact(field, "shipping", errors)
        elif key == "method":
            if not isinstance(field, str) or field not in _VALUES_458:
                errors.append(_INVALID_459)
        elif key == "origin":
            _check_authorize_100_request_shipping_origin(field, "shipping", errors)
        else:
            name = key_text(key)
            if not _is_not_shown_in_authorize_100_request(f"shipping.{name}"):
                errors.append(unsupported(f"shipping.{name}"))


def _check_authorize_100_request_transaction_acquirer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_460)
        return
    for key, field in value.items():
        if key == "batch":
            if not is_whole_number(field):
                errors.append(_INVALID_461)
            elif field < 1 or field > 2147483647:
                errors.append(_INVALID_462)
        elif key == "customData":
            if not isinstance(field, str):
                errors.append(_INVALID_463)
            elif not 1 <= len(field) <= 2048:
                errors.append(_INVALID_464)
        elif key == "date":
            if not isinstance(field, str):
                errors.append(_INVALID_465)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_466)
        elif key == "time":
            if not isinstance(field, str):
                errors.append(_INVALID_467)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_468)
        elif key == "traceId":
            if not isinstance(field, str):
                errors.append(_INVALID_469)
            elif not 1 <= len(field) <= 15:
                errors.append(_INVALID_470)
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(_INVALID_471)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_472)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.acquirer.{name}"))


def _check_authorize_100_request_transaction_authorization_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_473)
    elif not 1 <= len(value) <= 100:
        errors.append(_INVALID_474)
    elif not value.isascii():
        errors.append(_INVALID_475)


def _check_authorize_100_request_transaction_batch_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_476)
    elif not 1 <= len(value) <= 512:
        errors.append(_INVALID_477)


def _check_authorize_100_request_transaction_deferred_authorization(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(_INVALID_478)


def _check_authorize_100_request_transaction_frequency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_479:
        errors.append(_INVALID_480)


def _check_authorize_100_request_transaction_merchant_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_481)
    elif not 1 <= len(value) <= 250:
        errors.append(_INVALID_482)


def _check_authorize_100_request_transaction_multi_currency_pricing_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_483)
        return
    for key, field in value.items():
        if key == "quoteId":
            if not isinstance(field, str):
                errors.append(_INVALID_484)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_485)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.multiCurrencyPricing.rate.{name}"))


def _check_authorize_100_request_transaction_multi_currency_pricing(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_486)
        return
    for key, field in value.items():
        if key == "rate":
            _check_authorize_100_request_transaction_multi_currency_pricing_rate(field, "transaction.multiCurrencyPricing", errors)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.multiCurrencyPricing.{name}"))


def _check_authorize_100_request_transaction_payer_consent_for_storing_card_details(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_487:
        errors.append(_INVALID_488)


def _check_authorize_100_request_transaction_receipt(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_489)
    elif not 1 <= len(value) <= 100:
        errors.append(_INVALID_490)
    elif not value.isascii():
        errors.append(_INVALID_491)


def _check_authorize_100_request_transaction_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_492)
    elif not 1 <= len(value) <= 40:
        errors.append(_INVALID_493)


def _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_494)
        return
    for key, field in value.items():
        if key == "source":
            if not isinstance(field, str) or field not in _VALUES_495:
                errors.append(_INVALID_496)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.relatedTransactions.firstTransactionInTheSeries.{name}"))


def _check_authorize_100_request_transaction_related_transactions(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_497)
        return
    for key, field in value.items():
        if key == "firstTransactionInTheSeries":
            _check_authorize_100_request_transaction_related_transactions_first_transaction_in_the_series(field, "transaction.relatedTransactions", errors)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.relatedTransactions.{name}"))


def _check_authorize_100_request_transaction_resubmission(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(_INVALID_498)


def _check_authorize_100_request_transaction_service_location(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_499)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_500)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_501)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_502)
            elif len(field) != 3:
                errors.append(_INVALID_503)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_504)
        elif key == "postCodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_505)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_506)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_507)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_508)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.serviceLocation.{name}"))


def _check_authorize_100_request_transaction_source(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_509:
        errors.append(_INVALID_510)


def _check_authorize_100_request_transaction_target_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_511)
    elif not 1 <= len(value) <= 40:
        errors.append(_INVALID_512)


def _check_authorize_100_request_transaction_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_513)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_514)
    elif decimal_scale(value_text) > 3:
        errors.append(_INVALID_515)
    elif Decimal(value_text) < _DECIMAL_284:
        errors.append(_INVALID_516)
    elif Decimal(value_text) > _DECIMAL_286:
        errors.append(_INVALID_517)


def _check_authorize_100_request_transaction_terminal(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_518)
    elif not 1 <= len(value) <= 16:
        errors.append(_INVALID_519)


def _check_authorize_100_request_transaction_transit_aggregated_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_520)
        return
    for key, field in value.items():
        if key == "aggregationStartDate":
            if not isinstance(field, str):
                errors.append(_INVALID_521)
            elif _PATTERN_46.search(field) is None:
                errors.append(_INVALID_522)
            elif not is_calendar_date(field):
                errors.append(_INVALID_523)
        elif key == "transportationMode":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_524)
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_525:
                errors.append(_INVALID_526)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.transit.aggregatedFare.{name}"))
    if "aggregationStartDate" not in value:
        errors.append(_MISSING_527)
    if "transportationMode" not in value:
        errors.append(_MISSING_528)
    if "type" not in value:
        errors.append(_MISSING_529)


def _check_authorize_100_request_transaction_transit_known_fare(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_530)
        return
    for key, field in value.items():
        if key == "type":
            if not isinstance(field, str) or field not in _VALUES_531:
                errors.append(_INVALID_532)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.transit.knownFare.{name}"))


def _check_authorize_100_request_transaction_transit(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_533)
        return
    for key, field in value.items():
        if key == "aggregatedFare":
            _check_authorize_100_request_transaction_transit_aggregated_fare(field, "transaction.transit", errors)
        elif key == "knownFare":
            _check_authorize_100_request_transaction_transit_known_fare(field, "transaction.transit", errors)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.transit.{name}"))


_CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_FIELDS: Final[dict[object, FieldCheck]] = {
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
        errors.append(_INVALID_534)
        return
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_REQUEST_TRANSACTION_FIELDS.get(key)
        if check is None:
            name = key_text(key)
            errors.append(unsupported(f"transaction.{name}"))
        else:
            check(field, "transaction", errors)


_CHECK_AUTHORIZE_100_REQUEST_FIELDS: Final[dict[object, FieldCheck]] = {
    "accountFunding": _check_authorize_100_request_account_funding,
    "airline": _check_authorize_100_request_airline,
    "authentication": _check_authorize_100_request_authentication,
    "customer": _check_authorize_100_request_customer,
    "debtRepayment": _check_authorize_100_request_debt_repayment,
    "device": _check_authorize_100_request_device,
    "externalTokenProvider": _check_authorize_100_request_external_token_provider,
    "initiator": _check_authorize_100_request_initiator,
    "lineOfBusiness": _check_authorize_100_request_line_of_business,
    "shipping": _check_authorize_100_request_shipping,
    "transaction": _check_authorize_100_request_transaction,
}


def _check_authorize_100_request(value: object, path: str, errors: list[ValidationError], today: date | None) -> None:
    if not is_record(value):
        errors.append(_INVALID_535)
        return
    for key, field in value.items():
        if key == "apiOperation":
            if not isinstance(field, str) or field not in _VALUES_536:
                errors.append(_INVALID_537)
        elif key == "order":
            _check_authorize_100_request_order(field, "", errors)
        elif key == "agreement":
            _check_authorize_100_request_agreement(field, "", errors, today)
        else:
            check = _CHECK_AUTHORIZE_100_REQUEST_FIELDS.get(key)
            if check is None:
                name = key_text(key)
                if not _is_not_shown_in_authorize_100_request(name):
                    errors.append(unsupported(name))
            else:
                check(field, "", errors)
    if "apiOperation" not in value:
        errors.append(_MISSING_538)
    if "order" not in value:
        errors.append(_MISSING_539)


def _is_not_shown_in_authorize_100_request(path: str) -> bool:
    segments = reference_segments(path)
    # Authorize request: fields from the end of authentication.3ds2.custom up to customer.mobilePhone: not shown.
    # Authorize request: fields from the avsResponseCode values up to shipping.contact.mobilePhone (including the full avsResponseCode value list and sourceOfFunds): not shown.
    return (compare_segments(segments, _STRINGS_540) > 0 and compare_segments(segments, _STRINGS_541) < 0) or (is_at_or_under(path, "sourceOfFunds") or compare_segments(segments, _STRINGS_542) > 0 and compare_segments(segments, _STRINGS_543) < 0)


def validate_authorize_100_request(body: object, *, today: date | None = None) -> ValidationResult:
    """Authorize request at version 100.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The request body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_authorize_100_request(body, "", errors, today)
        refused = refusals_of(errors, _VALUES_546, _ITEM_FIELDS_545) if errors else None
        # Rule amount-or-net-amount (section 4.3): Authorize requires either order.amount or order.netAmount.
        read_order: object = body.get("order", ABSENT)
        in_order: dict[object, object] = read_order if is_record(read_order) else NO_RECORD
        read_order_amount: object = in_order.get("amount", ABSENT)
        read_order_net_amount: object = in_order.get("netAmount", ABSENT)
        if in_order is not NO_RECORD:
            if read_order_amount is ABSENT and read_order_net_amount is ABSENT:
                errors.append(_MISSING_547)
        # Rule order-subtotals (section 2.4): If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
        read_order_item_amount: object = in_order.get("itemAmount", ABSENT)
        read_order_tax_amount: object = in_order.get("taxAmount", ABSENT)
        read_order_shipping_and_handling_amount: object = in_order.get("shippingAndHandlingAmount", ABSENT)
        read_order_cashback_amount: object = in_order.get("cashbackAmount", ABSENT)
        read_order_gratuity_amount: object = in_order.get("gratuityAmount", ABSENT)
        read_order_merchant_charge: object = in_order.get("merchantCharge", ABSENT)
        in_order_merchant_charge: dict[object, object] = read_order_merchant_charge if is_record(read_order_merchant_charge) else NO_RECORD
        read_order_merchant_charge_amount: object = in_order_merchant_charge.get("amount", ABSENT)
        read_order_duty_amount: object = in_order.get("dutyAmount", ABSENT)
        if read_order_amount is not ABSENT:
            if not (read_order_item_amount is ABSENT and read_order_tax_amount is ABSENT and read_order_shipping_and_handling_amount is ABSENT and read_order_cashback_amount is ABSENT and read_order_gratuity_amount is ABSENT and read_order_merchant_charge_amount is ABSENT and read_order_duty_amount is ABSENT):
                read_order_discount: object = in_order.get("discount", ABSENT)
                in_order_discount: dict[object, object] = read_order_discount if is_record(read_order_discount) else NO_RECORD
                read_order_discount_amount: object = in_order_discount.get("amount", ABSENT)
                if (refused is None or refused.isdisjoint(_VALUES_548)) and checked_sum_differs(read_order_amount, (read_order_item_amount, read_order_tax_amount, read_order_shipping_and_handling_amount, read_order_cashback_amount, read_order_gratuity_amount, read_order_merchant_charge_amount, read_order_duty_amount), (read_order_discount_amount,)):
                    errors.append(_INVALID_549)
        # Rule net-amount-subtotals (section 2.4): If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
        if read_order_net_amount is not ABSENT:
            if read_order_amount is ABSENT:
                if not (read_order_item_amount is ABSENT and read_order_tax_amount is ABSENT and read_order_shipping_and_handling_amount is ABSENT and read_order_cashback_amount is ABSENT and read_order_gratuity_amount is ABSENT and read_order_duty_amount is ABSENT):
                    read_order_discount_2: object = in_order.get("discount", ABSENT)
                    in_order_discount_2: dict[object, object] = read_order_discount_2 if is_record(read_order_discount_2) else NO_RECORD
                    read_order_discount_amount_2: object = in_order_discount_2.get("amount", ABSENT)
                    if (refused is None or refused.isdisjoint(_VALUES_550)) and checked_sum_differs(read_order_net_amount, (read_order_item_amount, read_order_tax_amount, read_order_shipping_and_handling_amount, read_order_cashback_amount, read_order_gratuity_amount, read_order_duty_amount), (read_order_discount_amount_2,)):
                        errors.append(_INVALID_551)
        # Rule item-amount-matches-items (section 2.4): If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
        if read_order_item_amount is not ABSENT:
            read_order_item: object = in_order.get("item", ABSENT)
            if read_order_item is not ABSENT and (refused is None or refused.isdisjoint(_VALUES_552)) and products_sum_differs(read_order_item, "order.item", ("quantity", "unitPrice"), refused, read_order_item_amount, True):
                errors.append(_INVALID_553)
        # Rule tax-amount-matches-items (section 2.4): If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
        if read_order_tax_amount is not ABSENT:
            read_order_item_2: object = in_order.get("item", ABSENT)
            if read_order_item_2 is not ABSENT and (refused is None or refused.isdisjoint(_VALUES_554)) and products_sum_differs(read_order_item_2, "order.item", ("quantity", "unitTaxAmount"), refused, read_order_tax_amount, True):
                errors.append(_INVALID_555)
        # Rule purchase-type-for-merchant-category (section 2.4): A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
        read_order_merchant_category_code: object = in_order.get("merchantCategoryCode", ABSENT)
        if (isinstance(read_order_merchant_category_code, str) and (read_order_merchant_category_code == "6051" or read_order_merchant_category_code == "6211" or read_order_merchant_category_code == "6012")):
            read_order_purchase_type: object = in_order.get("purchaseType", ABSENT)
            if read_order_purchase_type is ABSENT and (refused is None or refused.isdisjoint(_VALUES_556)):
                errors.append(_MISSING_557)
        # Rule amount-variability-for-recurring (section 2.6): agreement.amountVariability is needed for recurring payments (agreement.type RECURRING).
        read_agreement: object = body.get("agreement", ABSENT)
        in_agreement: dict[object, object] = read_agreement if is_record(read_agreement) else NO_RECORD
        read_agreement_type: object = in_agreement.get("type", ABSENT)
        if (isinstance(read_agreement_type, str) and (read_agreement_type == "RECURRING")):
            read_agreement_amount_variability: object = in_agreement.get("amountVariability", ABSENT)
            if read_agreement_amount_variability is ABSENT and (refused is None or refused.isdisjoint(_VALUES_558)):
                errors.append(_MISSING_559)
        # Rule sub-merchant-first-transaction (section 2.4): order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
        # needs the order's earlier transactions: not checked on a single body.
        # Rule source-first-transaction (section 2.5): transaction.source can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
        # needs the order's earlier transactions: not checked on a single body.
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)


def _check_authorize_100_response_account_funding_recipient_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_0)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_1)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_2)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_3)
            elif len(field) != 3:
                errors.append(_INVALID_4)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_5)
        elif key == "postCodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_6)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_7)
            elif _CHARSET_8.fullmatch(field) is None:
                errors.append(_INVALID_9)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_10)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_11)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_12)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_13)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_14)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_15)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_account_funding_recipient_identification(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_16)
        return
    for key, field in value.items():
        if key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_17)
            elif len(field) != 3:
                errors.append(_INVALID_18)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_19)
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_20:
                errors.append(_INVALID_21)
        elif key == "value":
            if not isinstance(field, str):
                errors.append(_INVALID_22)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_23)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_account_funding_recipient(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_24)
        return
    for key, field in value.items():
        if key == "address":
            _check_authorize_100_response_account_funding_recipient_address(field, "accountFunding.recipient", errors)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(_INVALID_25)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_26)
        elif key == "identification":
            _check_authorize_100_response_account_funding_recipient_identification(field, "accountFunding.recipient", errors)
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(_INVALID_27)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_28)
        elif key == "middleName":
            if not isinstance(field, str):
                errors.append(_INVALID_29)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_30)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_account_funding(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_31)
        return
    for key, field in value.items():
        if key == "reference":
            if not isinstance(field, str):
                errors.append(_INVALID_560)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_561)
        elif key == "purpose":
            if not isinstance(field, str) or field not in _VALUES_32:
                errors.append(_INVALID_33)
        elif key == "recipient":
            _check_authorize_100_response_account_funding_recipient(field, "accountFunding", errors)
        elif key == "senderIsRecipient":
            if not isinstance(field, bool):
                errors.append(_INVALID_34)
        elif key == "senderType":
            if not isinstance(field, str) or field not in _VALUES_35:
                errors.append(_INVALID_36)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "reference" not in value:
        errors.append(_MISSING_562)


def _check_authorize_100_response_action(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_563)
        return
    for key, field in value.items():
        if key == "refundAuthorization":
            if not isinstance(field, bool):
                errors.append(_INVALID_564)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_airline_itinerary_leg_item_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.carrierCode", "Must be a string."))
    elif _PATTERN_75.search(value) is None:
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
    elif _PATTERN_46.search(value) is None:
        errors.append(invalid(f"{parent}.departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.departureDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal of digits and '.'."))
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_departure_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureTime", "Must be a string."))
    elif _PATTERN_76.search(value) is None:
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
    elif _PATTERN_46.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_authorize_100_response_airline_itinerary_leg_item_destination_arrival_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must be a string."))
    elif _PATTERN_76.search(value) is None:
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
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_fare_basis(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.fareBasis", "Must be a string."))
    elif not 1 <= len(value) <= 24:
        errors.append(invalid(f"{parent}.fareBasis", "Must be 1 to 24 characters long."))
    elif _CHARSET_77.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.fareBasis", "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."))


def _check_authorize_100_response_airline_itinerary_leg_item_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.fees", "Must be a decimal of digits and '.'."))
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
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
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long."))


def _check_authorize_100_response_airline_itinerary_leg_item_travel_class(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.travelClass", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.travelClass", "Must be 1 to 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS: Final[dict[object, FieldCheck]] = {
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


def _check_authorize_100_response_airline_itinerary_leg_item(value: object, path: str, index: int, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(f"{path}[{index}]", "Must be a JSON object."))
        return
    path = f"{path}[{index}]"
    for key, field in value.items():
        check = _CHECK_AUTHORIZE_100_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS.get(key)
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, path, errors)


def _check_authorize_100_response_airline_itinerary_leg(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_78)
        return
    for index, item in enumerate(value):
        _check_authorize_100_response_airline_itinerary_leg_item(item, "airline.itinerary.leg", index, errors)


def _check_authorize_100_response_airline_itinerary(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_79)
        return
    for key, field in value.items():
        if key == "leg":
            _check_authorize_100_response_airline_itinerary_leg(field, "airline.itinerary", errors)
        elif key == "numberInParty":
            if not isinstance(field, str):
                errors.append(_INVALID_80)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_81)
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(_INVALID_82)
        elif key == "originCountry":
            if not isinstance(field, str):
                errors.append(_INVALID_83)
            elif len(field) != 3:
                errors.append(_INVALID_84)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_85)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_airline_passenger(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_86)
        return
    for index, item in enumerate(value):
        if not is_record(item):
            errors.append(invalid(f"airline.passenger[{index}]", "Must be a JSON object."))
            continue
        for key, field in item.items():
            if key == "firstName":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].firstName", "Must be a string."))
                elif not 1 <= len(field) <= 50:
                    errors.append(invalid(f"airline.passenger[{index}].firstName", "Must be 1 to 50 characters long."))
            elif key == "frequentFlyerNumber":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].frequentFlyerNumber", "Must be a string."))
                elif not 1 <= len(field) <= 20:
                    errors.append(invalid(f"airline.passenger[{index}].frequentFlyerNumber", "Must be 1 to 20 characters long."))
            elif key == "lastName":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].lastName", "Must be a string."))
                elif not 1 <= len(field) <= 20:
                    errors.append(invalid(f"airline.passenger[{index}].lastName", "Must be 1 to 20 characters long."))
            elif key == "middleName":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].middleName", "Must be a string."))
                elif not 1 <= len(field) <= 50:
                    errors.append(invalid(f"airline.passenger[{index}].middleName", "Must be 1 to 50 characters long."))
            elif key == "specificInformation":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].specificInformation", "Must be a string."))
                elif not 1 <= len(field) <= 59:
                    errors.append(invalid(f"airline.passenger[{index}].specificInformation", "Must be 1 to 59 characters long."))
                elif field != "" and not (field.isascii() and field.isalnum()):
                    errors.append(invalid(f"airline.passenger[{index}].specificInformation", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
            elif key == "title":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.passenger[{index}].title", "Must be a string."))
                elif not 1 <= len(field) <= 20:
                    errors.append(invalid(f"airline.passenger[{index}].title", "Must be 1 to 20 characters long."))
            else:
                # responses grow over versions: unknown fields are tolerated (a key must still be text)
                key_text(key)


def _check_authorize_100_response_airline_ticket_issue(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_87)
        return
    for key, field in value.items():
        if key == "address":
            if not isinstance(field, str):
                errors.append(_INVALID_88)
            elif not 1 <= len(field) <= 16:
                errors.append(_INVALID_89)
        elif key == "carrierCode":
            if not isinstance(field, str):
                errors.append(_INVALID_90)
            elif _PATTERN_75.search(field) is None:
                errors.append(_INVALID_91)
        elif key == "carrierName":
            if not isinstance(field, str):
                errors.append(_INVALID_92)
            elif not 1 <= len(field) <= 25:
                errors.append(_INVALID_93)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_94)
        elif key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_95)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_96)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_97)
            elif len(field) != 3:
                errors.append(_INVALID_98)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_99)
        elif key == "date":
            if not isinstance(field, str):
                errors.append(_INVALID_100)
            elif _PATTERN_46.search(field) is None:
                errors.append(_INVALID_101)
            elif not is_calendar_date(field):
                errors.append(_INVALID_102)
        elif key == "travelAgentCode":
            if not isinstance(field, str):
                errors.append(_INVALID_103)
            elif not 8 <= len(field) <= 9:
                errors.append(_INVALID_104)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_105)
        elif key == "travelAgentName":
            if not isinstance(field, str):
                errors.append(_INVALID_106)
            elif not 1 <= len(field) <= 30:
                errors.append(_INVALID_107)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_airline_ticket_tax_or_fee(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_108)
        return
    for index, item in enumerate(value):
        if not is_record(item):
            errors.append(invalid(f"airline.ticket.taxOrFee[{index}]", "Must be a JSON object."))
            continue
        for key, field in item.items():
            if key == "amount":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].amount", "Must be a decimal number."))
                elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].amount", "Must be a decimal of digits and '.'."))
                elif field_text is not field and len(field_text) > 14:
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
                elif len(field_text) > 14:
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].amount", "Must be 1 to 14 characters long."))
            elif key == "type":
                if not isinstance(field, str):
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].type", "Must be a string."))
                elif len(field) != 3:
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].type", "Must be exactly 3 characters long."))
                elif field != "" and not (field.isascii() and field.isalnum()):
                    errors.append(invalid(f"airline.ticket.taxOrFee[{index}].type", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))
            else:
                # responses grow over versions: unknown fields are tolerated (a key must still be text)
                key_text(key)


def _check_authorize_100_response_airline_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_109)
        return
    for key, field in value.items():
        if key == "conjunctionTicketIndicator":
            if not isinstance(field, bool):
                errors.append(_INVALID_110)
        elif key == "eTicket":
            if not isinstance(field, bool):
                errors.append(_INVALID_111)
        elif key == "exchangedTicketNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_112)
            elif not 11 <= len(field) <= 16:
                errors.append(_INVALID_113)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_114)
        elif key == "issue":
            _check_authorize_100_response_airline_ticket_issue(field, "airline.ticket", errors)
        elif key == "restricted":
            if not isinstance(field, bool):
                errors.append(_INVALID_115)
        elif key == "taxOrFee":
            _check_authorize_100_response_airline_ticket_tax_or_fee(field, "airline.ticket", errors)
        elif key == "ticketNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_116)
            elif not 11 <= len(field) <= 16:
                errors.append(_INVALID_117)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_118)
        elif key == "totalFare":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_119)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_120)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_121)
            elif len(field_text) > 14:
                errors.append(_INVALID_122)
        elif key == "totalFees":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_123)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_124)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_125)
            elif len(field_text) > 14:
                errors.append(_INVALID_126)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_airline(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_131)
        return
    for key, field in value.items():
        if key == "bookingReference":
            if not isinstance(field, str):
                errors.append(_INVALID_132)
            elif not 6 <= len(field) <= 15:
                errors.append(_INVALID_133)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_134)
        elif key == "documentType":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_135)
        elif key == "itinerary":
            _check_authorize_100_response_airline_itinerary(field, "airline", errors)
        elif key == "passenger":
            _check_authorize_100_response_airline_passenger(field, "airline", errors)
        elif key == "planNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_136)
            elif len(field) != 2:
                errors.append(_INVALID_137)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_138)
        elif key == "ticket":
            _check_authorize_100_response_airline_ticket(field, "airline", errors)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_authorize_100_response_order(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_442)
        return
    for key, field in value.items():
        if key == "creationTime":
            if not isinstance(field, str):
                errors.append(_INVALID_565)
            elif _PATTERN_184.search(field) is None:
                errors.append(_INVALID_566)
            elif not is_calendar_date(field):
                errors.append(_INVALID_567)
        elif key == "id":
            if not isinstance(field, str):
                errors.append(_INVALID_568)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_569)
        elif key == "lastUpdatedTime":
            if not isinstance(field, str):
                errors.append(_INVALID_570)
            elif _PATTERN_184.search(field) is None:
                errors.append(_INVALID_571)
            elif not is_calendar_date(field):
                errors.append(_INVALID_572)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "creationTime" not in value:
        errors.append(_MISSING_573)
    if "id" not in value:
        errors.append(_MISSING_574)
    if "lastUpdatedTime" not in value:
        errors.append(_MISSING_575)


def _check_authorize_100_response_transaction(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_534)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_576)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_577)
            elif decimal_scale(field_text) > 3:
                errors.append(_INVALID_578)
            elif Decimal(field_text) < _DECIMAL_284:
                errors.append(_INVALID_579)
            elif Decimal(field_text) > _DECIMAL_286:
                errors.append(_INVALID_580)
        elif key == "currency":
            if not isinstance(field, str):
                errors.append(_INVALID_581)
            elif len(field) != 3:
                errors.append(_INVALID_582)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_583)
        elif key == "id":
            if not isinstance(field, str):
                errors.append(_INVALID_584)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_585)
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_586:
                errors.append(_INVALID_587)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "amount" not in value:
        errors.append(_MISSING_588)
    if "currency" not in value:
        errors.append(_MISSING_589)
    if "id" not in value:
        errors.append(_MISSING_590)
    if "type" not in value:
        errors.append(_MISSING_591)


def _check_authorize_100_response(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_535)
        return
    for key, field in value.items():
        if key == "merchant":
            if not isinstance(field, str):
                errors.append(_INVALID_592)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_593)
            elif _CHARSET_594.fullmatch(field) is None:
                errors.append(_INVALID_595)
        elif key == "order":
            _check_authorize_100_response_order(field, "", errors)
        elif key == "transaction":
            _check_authorize_100_response_transaction(field, "", errors)
        elif key == "accountFunding":
            _check_authorize_100_response_account_funding(field, "", errors)
        elif key == "action":
            _check_authorize_100_response_action(field, "", errors)
        elif key == "airline":
            _check_authorize_100_response_airline(field, "", errors)
        elif key == "version":
            if not isinstance(field, str):
                errors.append(_INVALID_596)
            elif not 1 <= len(field) <= 8:
                errors.append(_INVALID_597)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "merchant" not in value:
        errors.append(_MISSING_598)
    if "order" not in value:
        errors.append(_MISSING_539)
    if "transaction" not in value:
        errors.append(_MISSING_599)


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
