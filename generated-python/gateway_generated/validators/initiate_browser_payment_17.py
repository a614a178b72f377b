"""The validators of Initiate Browser Payment at version 17: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from typing import Final

from ..runtime import FieldCheck, ValidationResult, ABSENT, NO_RECORD, VALID, checked_sum_differs, decimal_scale, decimal_text, is_absolute_url, is_calendar_date, is_list, is_record, is_whole_number, key_text, refusals_of, to_result, unreadable_body
from ..runtime.contract import ValidationError, invalid, missing, unsupported

_INVALID_0: Final = invalid("customer", "Must be a JSON object.")
_INVALID_1: Final = invalid("customer.email", "Must be a string.")
_INVALID_2: Final = invalid("customer.email", "Must be at least 4 characters long.")
_PATTERN_3: Final = re.compile("^[A-Za-z0-9!#\\$%\\&'*+/=?^_`{\\|}\\~.-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\Z")
_INVALID_4: Final = invalid("customer.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses.")
_INVALID_5: Final = invalid("order.custom", "Must be a JSON object of named values.")
_INVALID_6: Final = invalid("order.custom", "At most 50 named values are allowed.")
_INVALID_7: Final = invalid("order", "Must be a JSON object.")
_INVALID_8: Final = invalid("order.amount", "Must be a decimal number.")
_INVALID_9: Final = invalid("order.amount", "Must be a decimal of digits and '.'.")
_INVALID_10: Final = invalid("order.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_11: Final = invalid("order.amount", "Must be 1 to 14 characters long.")
_INVALID_12: Final = invalid("order.currency", "Must be a string.")
_INVALID_13: Final = invalid("order.currency", "Must be exactly 3 characters long.")
_INVALID_14: Final = invalid("order.currency", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_15: Final = invalid("order.customerNote", "Must be a string.")
_INVALID_16: Final = invalid("order.customerNote", "Must be 1 to 250 characters long.")
_INVALID_17: Final = invalid("order.description", "Must be a string.")
_INVALID_18: Final = invalid("order.description", "Must be 1 to 127 characters long.")
_INVALID_19: Final = invalid("order.notificationUrl", "Must be a string.")
_INVALID_20: Final = invalid("order.notificationUrl", "Must be at least 12 characters long.")
_PATTERN_21: Final = re.compile("^https")
_INVALID_22: Final = invalid("order.notificationUrl", "Must have the required form: In Initiate Browser Payment it must begin with 'https' and be longer than 11 characters (section 6).")
_INVALID_23: Final = invalid("order.reference", "Must be a string.")
_INVALID_24: Final = invalid("order.reference", "Must be 1 to 40 characters long.")
_INVALID_25: Final = invalid("order.shippingAndHandlingAmount", "Must be a decimal number.")
_INVALID_26: Final = invalid("order.shippingAndHandlingAmount", "Must be a decimal of digits and '.', optionally signed.")
_INVALID_27: Final = invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_28: Final = invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long.")
_INVALID_29: Final = invalid("order.taxAmount", "Must be a decimal number.")
_INVALID_30: Final = invalid("order.taxAmount", "Must be a decimal of digits and '.', optionally signed.")
_INVALID_31: Final = invalid("order.taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_32: Final = invalid("order.taxAmount", "Must be 1 to 14 characters long.")
_MISSING_33: Final = missing("order.amount")
_MISSING_34: Final = missing("order.currency")
_INVALID_35: Final = invalid("responseControls", "Must be a JSON object.")
_INVALID_36: Final = invalid("responseControls.sensitiveData", "Must be a string.")
_INVALID_37: Final = invalid("responseControls.sensitiveData", "Must be 1 to 50 characters long.")
_INVALID_38: Final = invalid("shipping.address", "Must be a JSON object.")
_INVALID_39: Final = invalid("shipping.address.city", "Must be a string.")
_INVALID_40: Final = invalid("shipping.address.city", "Must be 1 to 100 characters long.")
_INVALID_41: Final = invalid("shipping.address.company", "Must be a string.")
_INVALID_42: Final = invalid("shipping.address.company", "Must be 1 to 100 characters long.")
_INVALID_43: Final = invalid("shipping.address.country", "Must be a string.")
_INVALID_44: Final = invalid("shipping.address.country", "Must be exactly 3 characters long.")
_INVALID_45: Final = invalid("shipping.address.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_46: Final = invalid("shipping.address.postcodeZip", "Must be a string.")
_INVALID_47: Final = invalid("shipping.address.postcodeZip", "Must be 1 to 10 characters long.")
_CHARSET_48: Final = re.compile("[0-9a-zA-Z \\-]*")
_INVALID_49: Final = invalid("shipping.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters).")
_INVALID_50: Final = invalid("shipping.address.stateProvince", "Must be a string.")
_INVALID_51: Final = invalid("shipping.address.stateProvince", "Must be 1 to 20 characters long.")
_INVALID_52: Final = invalid("shipping.address.stateProvinceCode", "Must be a string.")
_INVALID_53: Final = invalid("shipping.address.stateProvinceCode", "Must be 1 to 3 characters long.")
_INVALID_54: Final = invalid("shipping.address.street", "Must be a string.")
_INVALID_55: Final = invalid("shipping.address.street", "Must be 1 to 100 characters long.")
_INVALID_56: Final = invalid("shipping.address.street2", "Must be a string.")
_INVALID_57: Final = invalid("shipping.address.street2", "Must be 1 to 100 characters long.")
_INVALID_58: Final = invalid("shipping", "Must be a JSON object.")
_INVALID_59: Final = invalid("shipping.firstName", "Must be a string.")
_INVALID_60: Final = invalid("shipping.firstName", "Must be 1 to 50 characters long.")
_INVALID_61: Final = invalid("shipping.lastName", "Must be a string.")
_INVALID_62: Final = invalid("shipping.lastName", "Must be 1 to 50 characters long.")
_VALUES_63: Final = frozenset({"ELECTRONIC", "GROUND", "OVERNIGHT", "PRIORITY", "SAME_DAY"})
_INVALID_64: Final = invalid("shipping.method", "Must be one of ELECTRONIC, GROUND, OVERNIGHT, PRIORITY, SAME_DAY.")
_INVALID_65: Final = invalid("shipping.phone", "Must be a string.")
_INVALID_66: Final = invalid("shipping.phone", "Must be 1 to 20 characters long.")
_INVALID_67: Final = invalid("transaction", "Must be a JSON object.")
_INVALID_68: Final = invalid("transaction.merchantNote", "Must be a string.")
_INVALID_69: Final = invalid("transaction.merchantNote", "Must be 1 to 250 characters long.")
_INVALID_70: Final = invalid("transaction.reference", "Must be a string.")
_INVALID_71: Final = invalid("transaction.reference", "Must be 1 to 40 characters long.")
_INVALID_72: Final = invalid("", "Must be a JSON object.")
_VALUES_73: Final = frozenset({"INITIATE_BROWSER_PAYMENT"})
_INVALID_74: Final = invalid("apiOperation", "Must be one of INITIATE_BROWSER_PAYMENT.")
_INVALID_75: Final = invalid("correlationId", "Must be a string.")
_INVALID_76: Final = invalid("correlationId", "Must be 1 to 100 characters long.")
_INVALID_77: Final = invalid("partnerSolutionId", "Must be a string.")
_INVALID_78: Final = invalid("partnerSolutionId", "Must be 1 to 40 characters long.")
_MISSING_79: Final = missing("apiOperation")
_MISSING_80: Final = missing("order")
_VALUES_81: Final = frozenset({"order", "order.amount", "order.itemAmount", "order.shippingAndHandlingAmount", "order.taxAmount"})
_INVALID_82: Final = invalid("order.amount", "If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount.")
_INVALID_83: Final = invalid("3DSecure", "Must be a JSON object.")
_VALUES_84: Final = frozenset({"ENROLLED", "ENROLLMENT_STATUS_UNDETERMINED", "NOT_ENROLLED"})
_INVALID_85: Final = invalid("3DSecure.enrollmentStatus", "Must be one of ENROLLED, ENROLLMENT_STATUS_UNDETERMINED, NOT_ENROLLED.")
_INVALID_86: Final = invalid("3DSecure.acsEci", "Must be a string.")
_INVALID_87: Final = invalid("3DSecure.acsEci", "Must be 1 to 2 characters long.")
_INVALID_88: Final = invalid("3DSecure.acsEci", "Must hold only the characters 0-9 (Digits).")
_VALUES_89: Final = frozenset({"AUTHENTICATION_ATTEMPTED", "AUTHENTICATION_NOT_AVAILABLE", "AUTHENTICATION_SUCCESSFUL"})
_INVALID_90: Final = invalid("3DSecure.authenticationStatus", "Must be one of AUTHENTICATION_ATTEMPTED, AUTHENTICATION_NOT_AVAILABLE, AUTHENTICATION_SUCCESSFUL.")
_INVALID_91: Final = invalid("3DSecure.authenticationToken", "Must be a string.")
_INVALID_92: Final = invalid("3DSecure.authenticationToken", "Must be 28 or 32 characters long.")
_PATTERN_93: Final = re.compile("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?\\Z")
_INVALID_94: Final = invalid("3DSecure.authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths.")
_INVALID_95: Final = invalid("3DSecure.xid", "Must be a string.")
_INVALID_96: Final = invalid("3DSecure.xid", "Must be exactly 28 characters long.")
_INVALID_97: Final = invalid("3DSecure.xid", "Must have the required form: Base64 encoded text, with the stated allowed lengths.")
_MISSING_98: Final = missing("3DSecure.enrollmentStatus")
_INVALID_99: Final = invalid("3DSecureId", "Must be a string.")
_INVALID_100: Final = invalid("3DSecureId", "Must be 1 to 64 characters long.")
_INVALID_101: Final = invalid("3DSecureId", "Must hold only the characters U+0000-U+007F (ASCII Text).")
_PATTERN_102: Final = re.compile("^(?:[A-Za-z0-9_]{2}|[0-9]{3}|[A-Za-z0-9_]{2}/[0-9]{3})\\Z")
_PATTERN_103: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}\\Z")
_PATTERN_104: Final = re.compile("^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?(?:Z|[+-](?:[01][0-9]|2[0-3])(?::[0-5][0-9])?)\\Z")
_INVALID_105: Final = invalid("airline.itinerary.leg", "Must be a JSON array.")
_INVALID_106: Final = invalid("airline.itinerary", "Must be a JSON object.")
_INVALID_107: Final = invalid("airline.itinerary.numberInParty", "Must be a string.")
_INVALID_108: Final = invalid("airline.itinerary.numberInParty", "Must be 1 to 3 characters long.")
_INVALID_109: Final = invalid("airline.itinerary.numberInParty", "Must hold only the characters 0-9 (Digits).")
_INVALID_110: Final = invalid("airline.itinerary.originCountry", "Must be a string.")
_INVALID_111: Final = invalid("airline.itinerary.originCountry", "Must be exactly 3 characters long.")
_INVALID_112: Final = invalid("airline.itinerary.originCountry", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_113: Final = invalid("airline.passenger", "Must be a JSON array.")
_INVALID_114: Final = invalid("airline.ticket.issue", "Must be a JSON object.")
_INVALID_115: Final = invalid("airline.ticket.issue.address", "Must be a string.")
_INVALID_116: Final = invalid("airline.ticket.issue.address", "Must be 1 to 16 characters long.")
_INVALID_117: Final = invalid("airline.ticket.issue.carrierCode", "Must be a string.")
_INVALID_118: Final = invalid("airline.ticket.issue.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits.")
_INVALID_119: Final = invalid("airline.ticket.issue.carrierName", "Must be a string.")
_INVALID_120: Final = invalid("airline.ticket.issue.carrierName", "Must be 1 to 25 characters long.")
_INVALID_121: Final = invalid("airline.ticket.issue.carrierName", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_122: Final = invalid("airline.ticket.issue.city", "Must be a string.")
_INVALID_123: Final = invalid("airline.ticket.issue.city", "Must be 1 to 18 characters long.")
_INVALID_124: Final = invalid("airline.ticket.issue.city", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_125: Final = invalid("airline.ticket.issue.country", "Must be a string.")
_INVALID_126: Final = invalid("airline.ticket.issue.country", "Must be exactly 3 characters long.")
_INVALID_127: Final = invalid("airline.ticket.issue.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_128: Final = invalid("airline.ticket.issue.date", "Must be a string.")
_INVALID_129: Final = invalid("airline.ticket.issue.date", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd.")
_INVALID_130: Final = invalid("airline.ticket.issue.date", "Must be a calendar date (yyyy-mm-dd).")
_INVALID_131: Final = invalid("airline.ticket.issue.travelAgentCode", "Must be a string.")
_INVALID_132: Final = invalid("airline.ticket.issue.travelAgentCode", "Must be 8 to 9 characters long.")
_INVALID_133: Final = invalid("airline.ticket.issue.travelAgentCode", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_134: Final = invalid("airline.ticket.issue.travelAgentName", "Must be a string.")
_INVALID_135: Final = invalid("airline.ticket.issue.travelAgentName", "Must be 1 to 30 characters long.")
_INVALID_136: Final = invalid("airline.ticket", "Must be a JSON object.")
_INVALID_137: Final = invalid("airline.ticket.conjunctionTicketIndicator", "Must be true or false.")
_INVALID_138: Final = invalid("airline.ticket.customerReference", "Must be a string.")
_INVALID_139: Final = invalid("airline.ticket.customerReference", "Must be 1 to 20 characters long.")
_INVALID_140: Final = invalid("airline.ticket.eTicket", "Must be true or false.")
_INVALID_141: Final = invalid("airline.ticket.exchangedTicketNumber", "Must be a string.")
_INVALID_142: Final = invalid("airline.ticket.exchangedTicketNumber", "Must be 11 to 16 characters long.")
_INVALID_143: Final = invalid("airline.ticket.exchangedTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_144: Final = invalid("airline.ticket.restricted", "Must be true or false.")
_INVALID_145: Final = invalid("airline.ticket.ticketNumber", "Must be a string.")
_INVALID_146: Final = invalid("airline.ticket.ticketNumber", "Must be 11 to 16 characters long.")
_INVALID_147: Final = invalid("airline.ticket.ticketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_148: Final = invalid("airline.ticket.totalFare", "Must be a decimal number.")
_INVALID_149: Final = invalid("airline.ticket.totalFare", "Must be a decimal of digits and '.'.")
_INVALID_150: Final = invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_151: Final = invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long.")
_INVALID_152: Final = invalid("airline.ticket.totalFees", "Must be a decimal number.")
_INVALID_153: Final = invalid("airline.ticket.totalFees", "Must be a decimal of digits and '.'.")
_INVALID_154: Final = invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_155: Final = invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long.")
_INVALID_156: Final = invalid("airline.ticket.totalTaxes", "Must be a decimal number.")
_INVALID_157: Final = invalid("airline.ticket.totalTaxes", "Must be a decimal of digits and '.'.")
_INVALID_158: Final = invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_159: Final = invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long.")
_INVALID_160: Final = invalid("airline", "Must be a JSON object.")
_INVALID_161: Final = invalid("airline.bookingReference", "Must be a string.")
_INVALID_162: Final = invalid("airline.bookingReference", "Must be 6 to 15 characters long.")
_INVALID_163: Final = invalid("airline.bookingReference", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_164: Final = invalid("airline.documentType", "Must be a non-empty string.")
_INVALID_165: Final = invalid("airline.planNumber", "Must be a string.")
_INVALID_166: Final = invalid("airline.planNumber", "Must be exactly 2 characters long.")
_INVALID_167: Final = invalid("airline.planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_VALUES_168: Final = frozenset({"EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"})
_INVALID_169: Final = invalid("airline.transactionType", "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER.")
_INVALID_170: Final = invalid("appPayment", "Must be a JSON object.")
_INVALID_171: Final = invalid("appPayment.redirectUrl", "Must be a string.")
_INVALID_172: Final = invalid("appPayment.redirectUrl", "Must be an absolute URL.")
_INVALID_173: Final = invalid("appPayment.returnUrl", "Must be a string.")
_INVALID_174: Final = invalid("appPayment.returnUrl", "Must be an absolute URL.")
_INVALID_175: Final = invalid("authorizationResponse.cardLevelIndicator", "Must be a string.")
_INVALID_176: Final = invalid("authorizationResponse.cardLevelIndicator", "Must be 1 to 2 characters long.")
_INVALID_177: Final = invalid("authorizationResponse.cardSecurityCodeError", "Must be a string.")
_INVALID_178: Final = invalid("authorizationResponse.cardSecurityCodeError", "Must be exactly 1 characters long.")
_VALUES_179: Final = frozenset({"COMMERCIAL_CARD", "NOT_A_COMMERCIAL_CARD", "UNDETERMINED"})
_INVALID_180: Final = invalid("authorizationResponse.commercialCard", "Must be one of COMMERCIAL_CARD, NOT_A_COMMERCIAL_CARD, UNDETERMINED.")
_VALUES_181: Final = frozenset({"BUSINESS_CARD", "COMMERCIAL_AND_CONSUMER", "COMMERCIAL_CARD", "CONSUMER_CARD", "CORPORATE_CARD", "DECLINE_OR_NOT_COMMERCIAL_CARD", "OTHER", "PURCHASING_CARD"})
_INVALID_182: Final = invalid("authorizationResponse.commercialCardIndicator", "Must be one of BUSINESS_CARD, COMMERCIAL_AND_CONSUMER, COMMERCIAL_CARD, CONSUMER_CARD, CORPORATE_CARD, DECLINE_OR_NOT_COMMERCIAL_CARD, OTHER, PURCHASING_CARD.")
_INVALID_183: Final = invalid("authorizationResponse.date", "Must be a string.")
_INVALID_184: Final = invalid("authorizationResponse.date", "Must be 1 to 4 characters long.")
_INVALID_185: Final = invalid("authorizationResponse.financialNetworkCode", "Must be a string.")
_INVALID_186: Final = invalid("authorizationResponse.financialNetworkCode", "Must be 1 to 3 characters long.")
_INVALID_187: Final = invalid("authorizationResponse.marketSpecificData", "Must be a string.")
_INVALID_188: Final = invalid("authorizationResponse.marketSpecificData", "Must be exactly 1 characters long.")
_INVALID_189: Final = invalid("authorizationResponse.merchantAdviceCode", "Must be a string.")
_INVALID_190: Final = invalid("authorizationResponse.merchantAdviceCode", "Must be 1 to 2 characters long.")
_INVALID_191: Final = invalid("authorizationResponse.paySvcData", "Must be a string.")
_INVALID_192: Final = invalid("authorizationResponse.paySvcData", "Must be 1 to 23 characters long.")
_INVALID_193: Final = invalid("authorizationResponse.posData", "Must be a string.")
_INVALID_194: Final = invalid("authorizationResponse.posData", "Must be 1 to 13 characters long.")
_INVALID_195: Final = invalid("authorizationResponse.posEntryMode", "Must be a string.")
_INVALID_196: Final = invalid("authorizationResponse.posEntryMode", "Must be 1 to 4 characters long.")
_INVALID_197: Final = invalid("authorizationResponse.posEntryModeChanged", "Must be a string.")
_INVALID_198: Final = invalid("authorizationResponse.posEntryModeChanged", "Must be exactly 1 characters long.")
_INVALID_199: Final = invalid("authorizationResponse.processingCode", "Must be a string.")
_INVALID_200: Final = invalid("authorizationResponse.processingCode", "Must be 1 to 6 characters long.")
_INVALID_201: Final = invalid("authorizationResponse.responseCode", "Must be a string.")
_INVALID_202: Final = invalid("authorizationResponse.responseCode", "Must be 1 to 3 characters long.")
_INVALID_203: Final = invalid("authorizationResponse.responseMessage", "Must be a string.")
_INVALID_204: Final = invalid("authorizationResponse.responseMessage", "Must be 1 to 16 characters long.")
_INVALID_205: Final = invalid("authorizationResponse.returnAci", "Must be a string.")
_INVALID_206: Final = invalid("authorizationResponse.returnAci", "Must be exactly 1 characters long.")
_INVALID_207: Final = invalid("authorizationResponse.stan", "Must be a string.")
_INVALID_208: Final = invalid("authorizationResponse.stan", "Must be 1 to 6 characters long.")
_INVALID_209: Final = invalid("authorizationResponse.time", "Must be a string.")
_INVALID_210: Final = invalid("authorizationResponse.time", "Must be 1 to 6 characters long.")
_INVALID_211: Final = invalid("authorizationResponse.trackQuality", "Must be a string.")
_INVALID_212: Final = invalid("authorizationResponse.trackQuality", "Must be 1 to 2 characters long.")
_INVALID_213: Final = invalid("authorizationResponse.transactionIdentifier", "Must be a string.")
_INVALID_214: Final = invalid("authorizationResponse.transactionIdentifier", "Must be 1 to 15 characters long.")
_INVALID_215: Final = invalid("authorizationResponse.validationCode", "Must be a string.")
_INVALID_216: Final = invalid("authorizationResponse.validationCode", "Must be 1 to 4 characters long.")
_INVALID_217: Final = invalid("authorizationResponse.vpasResponse", "Must be a string.")
_INVALID_218: Final = invalid("authorizationResponse.vpasResponse", "Must be exactly 1 characters long.")
_INVALID_219: Final = invalid("authorizationResponse", "Must be a JSON object.")
_INVALID_220: Final = invalid("billing.address", "Must be a JSON object.")
_INVALID_221: Final = invalid("billing.address.city", "Must be a string.")
_INVALID_222: Final = invalid("billing.address.city", "Must be 1 to 100 characters long.")
_INVALID_223: Final = invalid("billing.address.country", "Must be a string.")
_INVALID_224: Final = invalid("billing.address.country", "Must be exactly 3 characters long.")
_INVALID_225: Final = invalid("billing.address.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_226: Final = invalid("billing.address.postcodeZip", "Must be a string.")
_INVALID_227: Final = invalid("billing.address.postcodeZip", "Must be 1 to 10 characters long.")
_INVALID_228: Final = invalid("billing.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters).")
_INVALID_229: Final = invalid("billing.address.stateProvince", "Must be a string.")
_INVALID_230: Final = invalid("billing.address.stateProvince", "Must be 1 to 20 characters long.")
_INVALID_231: Final = invalid("billing.address.stateProvinceCode", "Must be a string.")
_INVALID_232: Final = invalid("billing.address.stateProvinceCode", "Must be 1 to 3 characters long.")
_INVALID_233: Final = invalid("billing.address.street", "Must be a string.")
_INVALID_234: Final = invalid("billing.address.street", "Must be 1 to 100 characters long.")
_INVALID_235: Final = invalid("billing.address.street2", "Must be a string.")
_INVALID_236: Final = invalid("billing.address.street2", "Must be empty.")
_INVALID_237: Final = invalid("billing", "Must be a JSON object.")
_INVALID_238: Final = invalid("billing.phone", "Must be a string.")
_INVALID_239: Final = invalid("billing.phone", "Must be 1 to 20 characters long.")
_INVALID_240: Final = invalid("browserPayment", "Must be a JSON object.")
_INVALID_241: Final = invalid("browserPayment.redirectUrl", "Must be a string.")
_INVALID_242: Final = invalid("browserPayment.redirectUrl", "Must be an absolute URL.")
_INVALID_243: Final = invalid("customer.ani", "Must be a string.")
_INVALID_244: Final = invalid("customer.ani", "Must be 1 to 10 characters long.")
_INVALID_245: Final = invalid("customer.aniCallType", "Must be a string.")
_INVALID_246: Final = invalid("customer.aniCallType", "Must be 1 to 2 characters long.")
_INVALID_247: Final = invalid("customer.browser", "Must be a string.")
_INVALID_248: Final = invalid("customer.browser", "Must be 1 to 255 characters long.")
_INVALID_249: Final = invalid("customer.hostname", "Must be a string.")
_INVALID_250: Final = invalid("customer.hostname", "Must be 1 to 60 characters long.")
_INVALID_251: Final = invalid("customer.ipAddress", "Must be a string.")
_INVALID_252: Final = invalid("customer.ipAddress", "Must be 7 to 15 characters long.")
_VALUES_253: Final = frozenset({"AUTO", "BATCH", "HOSTED_FORM", "HOSTED_PAGE", "MERCHANT_ADMINISTRATION", "THREE_PARTY", "TWO_PARTY", "WEB_SERVICES_API"})
_INVALID_254: Final = invalid("gatewayEntryPoint", "Must be one of AUTO, BATCH, HOSTED_FORM, HOSTED_PAGE, MERCHANT_ADMINISTRATION, THREE_PARTY, TWO_PARTY, WEB_SERVICES_API.")
_INVALID_255: Final = invalid("order.acceptPartialAmount", "Must be true or false.")
_VALUES_256: Final = frozenset({"AUTHENTICATION_ATTEMPTED", "AUTHENTICATION_AVAILABLE", "AUTHENTICATION_EXEMPT", "AUTHENTICATION_FAILED", "AUTHENTICATION_NOT_IN_EFFECT", "AUTHENTICATION_NOT_SUPPORTED", "AUTHENTICATION_PENDING", "AUTHENTICATION_REJECTED", "AUTHENTICATION_REQUIRED", "AUTHENTICATION_SUCCESSFUL", "AUTHENTICATION_UNAVAILABLE"})
_INVALID_257: Final = invalid("order.authenticationStatus", "Must be one of AUTHENTICATION_ATTEMPTED, AUTHENTICATION_AVAILABLE, AUTHENTICATION_EXEMPT, AUTHENTICATION_FAILED, AUTHENTICATION_NOT_IN_EFFECT, AUTHENTICATION_NOT_SUPPORTED, AUTHENTICATION_PENDING, AUTHENTICATION_REJECTED, AUTHENTICATION_REQUIRED, AUTHENTICATION_SUCCESSFUL, AUTHENTICATION_UNAVAILABLE.")
_VALUES_258: Final = frozenset({"ESTIMATED", "FINAL"})
_INVALID_259: Final = invalid("order.certainty", "Must be one of ESTIMATED, FINAL.")
_INVALID_260: Final = invalid("order.customerOrderDate", "Must be a string.")
_INVALID_261: Final = invalid("order.customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd.")
_INVALID_262: Final = invalid("order.customerOrderDate", "Must be a calendar date (yyyy-mm-dd).")
_INVALID_263: Final = invalid("order.customerReference", "Must be a string.")
_INVALID_264: Final = invalid("order.customerReference", "Must be 0 to 25 characters long.")
_INVALID_265: Final = invalid("order.customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text).")
_INVALID_266: Final = invalid("order.discount", "Must be a JSON object.")
_INVALID_267: Final = invalid("order.discount.amount", "Must be a decimal number.")
_INVALID_268: Final = invalid("order.discount.amount", "Must be a decimal of digits and '.'.")
_INVALID_269: Final = invalid("order.discount.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_270: Final = invalid("order.discount.amount", "Must be 1 to 14 characters long.")
_INVALID_271: Final = invalid("order.discount.code", "Must be a string.")
_INVALID_272: Final = invalid("order.discount.code", "Must be 1 to 40 characters long.")
_INVALID_273: Final = invalid("order.discount.description", "Must be a string.")
_INVALID_274: Final = invalid("order.discount.description", "Must be 1 to 127 characters long.")
_INVALID_275: Final = invalid("order.dutyAmount", "Must be a decimal number.")
_INVALID_276: Final = invalid("order.dutyAmount", "Must be a decimal of digits and '.'.")
_INVALID_277: Final = invalid("order.dutyAmount", "Must have at most 3 digits after the decimal point.")
_DECIMAL_278: Final = Decimal("0")
_INVALID_279: Final = invalid("order.dutyAmount", "Must be at least 0.")
_DECIMAL_280: Final = Decimal("1000000000000")
_INVALID_281: Final = invalid("order.dutyAmount", "Must be at most 1000000000000.")
_VALUES_282: Final = frozenset({"FUNDED", "FUNDING_ASSURED", "FUNDING_FAILED", "FUNDING_ON_HOLD", "IN_PROGRESS", "NON_FUNDED", "NOT_SUPPORTED"})
_INVALID_283: Final = invalid("order.fundingStatus", "Must be one of FUNDED, FUNDING_ASSURED, FUNDING_FAILED, FUNDING_ON_HOLD, IN_PROGRESS, NON_FUNDED, NOT_SUPPORTED.")
_INVALID_284: Final = invalid("order.gratuityAmount", "Must be a decimal number.")
_INVALID_285: Final = invalid("order.gratuityAmount", "Must be a decimal of digits and '.'.")
_INVALID_286: Final = invalid("order.gratuityAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_287: Final = invalid("order.gratuityAmount", "Must be 1 to 14 characters long.")
_VALUES_288: Final = frozenset({"DELAYED_CHARGE", "NO_SHOW_PENALTY", "PARTIAL_SHIPMENT"})
_INVALID_289: Final = invalid("order.industryPracticePaymentReason", "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT.")
_INVALID_290: Final = invalid("order.invoiceNumber", "Must be a string.")
_INVALID_291: Final = invalid("order.invoiceNumber", "Must be 1 to 25 characters long.")
_INVALID_292: Final = invalid("order.localTaxRegistrationId", "Must be a string.")
_INVALID_293: Final = invalid("order.localTaxRegistrationId", "Must be 1 to 25 characters long.")
_INVALID_294: Final = invalid("order.merchantCategoryCode", "Must be a string.")
_INVALID_295: Final = invalid("order.merchantCategoryCode", "Must be exactly 4 characters long.")
_INVALID_296: Final = invalid("order.merchantCategoryCode", "Must hold only the characters 0-9 (Digits).")
_INVALID_297: Final = invalid("order.merchantCharge", "Must be a JSON object.")
_VALUES_298: Final = frozenset({"CLIENT", "GATEWAY"})
_INVALID_299: Final = invalid("order.merchantCharge.calculatedBy", "Must be one of CLIENT, GATEWAY.")
_INVALID_300: Final = invalid("order.merchantCharge.amount", "Must be a decimal number.")
_INVALID_301: Final = invalid("order.merchantCharge.amount", "Must be a decimal of digits and '.'.")
_INVALID_302: Final = invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_303: Final = invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long.")
_INVALID_304: Final = invalid("order.merchantCharge.ruleName", "Must be a string.")
_INVALID_305: Final = invalid("order.merchantCharge.ruleName", "Must be 1 to 50 characters long.")
_VALUES_306: Final = frozenset({"SURCHARGE"})
_INVALID_307: Final = invalid("order.merchantCharge.type", "Must be one of SURCHARGE.")
_MISSING_308: Final = missing("order.merchantCharge.calculatedBy")
_INVALID_309: Final = invalid("order.merchantPartnerIdCode", "Must be a string.")
_INVALID_310: Final = invalid("order.merchantPartnerIdCode", "Must be 1 to 6 characters long.")
_INVALID_311: Final = invalid("order.merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits).")
_INVALID_312: Final = invalid("order.netAmount", "Must be a decimal number.")
_INVALID_313: Final = invalid("order.netAmount", "Must be a decimal of digits and '.'.")
_INVALID_314: Final = invalid("order.netAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_315: Final = invalid("order.netAmount", "Must be 1 to 14 characters long.")
_INVALID_316: Final = invalid("order.notificationUrl", "Must be an absolute URL.")
_INVALID_317: Final = invalid("order.creationTime", "Must be a string.")
_PATTERN_318: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z\\Z")
_INVALID_319: Final = invalid("order.creationTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ.")
_INVALID_320: Final = invalid("order.creationTime", "Must name a calendar date.")
_INVALID_321: Final = invalid("order.id", "Must be a string.")
_INVALID_322: Final = invalid("order.id", "Must be 1 to 40 characters long.")
_INVALID_323: Final = invalid("order.lastUpdatedTime", "Must be a string.")
_INVALID_324: Final = invalid("order.lastUpdatedTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ.")
_INVALID_325: Final = invalid("order.lastUpdatedTime", "Must name a calendar date.")
_MISSING_326: Final = missing("order.creationTime")
_MISSING_327: Final = missing("order.id")
_MISSING_328: Final = missing("order.lastUpdatedTime")
_INVALID_329: Final = invalid("shipping.address.street2", "Must be empty.")
_INVALID_330: Final = invalid("sourceOfFunds.provided.card.expiry", "Must be a JSON object.")
_INVALID_331: Final = invalid("sourceOfFunds.provided.card.expiry.month", "Must be a string.")
_INVALID_332: Final = invalid("sourceOfFunds.provided.card.expiry.month", "Must be 1 to 2 characters long.")
_INVALID_333: Final = invalid("sourceOfFunds.provided.card.expiry.month", "Must hold only the characters 0-9 (Digits).")
_PATTERN_334: Final = re.compile("^(?:0?[1-9]|1[0-2])\\Z")
_INVALID_335: Final = invalid("sourceOfFunds.provided.card.expiry.month", "Must have the required form: A month, 1 to 12.")
_INVALID_336: Final = invalid("sourceOfFunds.provided.card.expiry.year", "Must be a string.")
_INVALID_337: Final = invalid("sourceOfFunds.provided.card.expiry.year", "Must be exactly 2 characters long.")
_INVALID_338: Final = invalid("sourceOfFunds.provided.card.expiry.year", "Must hold only the characters 0-9 (Digits).")
_MISSING_339: Final = missing("sourceOfFunds.provided.card.expiry.month")
_MISSING_340: Final = missing("sourceOfFunds.provided.card.expiry.year")
_INVALID_341: Final = invalid("sourceOfFunds.provided.card.holder", "Must be a JSON object.")
_INVALID_342: Final = invalid("sourceOfFunds.provided.card.holder.firstName", "Must be a string.")
_INVALID_343: Final = invalid("sourceOfFunds.provided.card.holder.firstName", "Must be 1 to 50 characters long.")
_INVALID_344: Final = invalid("sourceOfFunds.provided.card.holder.lastName", "Must be a string.")
_INVALID_345: Final = invalid("sourceOfFunds.provided.card.holder.lastName", "Must be 1 to 50 characters long.")
_INVALID_346: Final = invalid("sourceOfFunds.provided.card", "Must be a JSON object.")
_INVALID_347: Final = invalid("sourceOfFunds.provided.card.brand", "Must be a non-empty string.")
_VALUES_348: Final = frozenset({"CHARGE", "CREDIT", "DEBIT", "UNKNOWN"})
_INVALID_349: Final = invalid("sourceOfFunds.provided.card.fundingMethod", "Must be one of CHARGE, CREDIT, DEBIT, UNKNOWN.")
_INVALID_350: Final = invalid("sourceOfFunds.provided.card.number", "Must be a string.")
_INVALID_351: Final = invalid("sourceOfFunds.provided.card.number", "Must be 9 to 19 characters long.")
_CHARSET_352: Final = re.compile("[0-9x]*")
_INVALID_353: Final = invalid("sourceOfFunds.provided.card.number", "Must hold only the characters 0-9 and 'x' (Digits).")
_INVALID_354: Final = invalid("sourceOfFunds.provided.card.scheme", "Must be a non-empty string.")
_INVALID_355: Final = invalid("sourceOfFunds.provided.card.localBrand", "Must be a non-empty string.")
_INVALID_356: Final = invalid("sourceOfFunds.provided.card.securityCodePresence", "Must be a string.")
_INVALID_357: Final = invalid("sourceOfFunds.provided.card.securityCodePresence", "Must be 1 to 2 characters long.")
_INVALID_358: Final = invalid("sourceOfFunds.provided.card.securityCodePresence", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_359: Final = invalid("sourceOfFunds.provided.card.sequenceNumber", "Must be a string.")
_INVALID_360: Final = invalid("sourceOfFunds.provided.card.sequenceNumber", "Must be exactly 3 characters long.")
_INVALID_361: Final = invalid("sourceOfFunds.provided.card.sequenceNumber", "Must hold only the characters 0-9 (Digits).")
_INVALID_362: Final = invalid("sourceOfFunds.provided.card.trackDataProvided", "Must be true or false.")
_MISSING_363: Final = missing("sourceOfFunds.provided.card.brand")
_MISSING_364: Final = missing("sourceOfFunds.provided.card.fundingMethod")
_MISSING_365: Final = missing("sourceOfFunds.provided.card.number")
_MISSING_366: Final = missing("sourceOfFunds.provided.card.scheme")
_INVALID_367: Final = invalid("sourceOfFunds.provided", "Must be a JSON object.")
_INVALID_368: Final = invalid("sourceOfFunds", "Must be a JSON object.")
_INVALID_369: Final = invalid("sourceOfFunds.type", "Must be a non-empty string.")
_INVALID_370: Final = invalid("timeOfRecord", "Must be a string.")
_INVALID_371: Final = invalid("timeOfRecord", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ.")
_INVALID_372: Final = invalid("timeOfRecord", "Must name a calendar date.")
_INVALID_373: Final = invalid("transaction.acquirer", "Must be a JSON object.")
_INVALID_374: Final = invalid("transaction.acquirer.id", "Must be a string.")
_INVALID_375: Final = invalid("transaction.acquirer.id", "Must be 1 to 40 characters long.")
_INVALID_376: Final = invalid("transaction.acquirer.batch", "Must be a whole number.")
_INVALID_377: Final = invalid("transaction.acquirer.batch", "Must be 1 to 2147483647.")
_INVALID_378: Final = invalid("transaction.acquirer.customData", "Must be a string.")
_INVALID_379: Final = invalid("transaction.acquirer.customData", "Must be 1 to 4000 characters long.")
_INVALID_380: Final = invalid("transaction.acquirer.date", "Must be a string.")
_INVALID_381: Final = invalid("transaction.acquirer.date", "Must be 1 to 4000 characters long.")
_INVALID_382: Final = invalid("transaction.acquirer.time", "Must be a string.")
_INVALID_383: Final = invalid("transaction.acquirer.time", "Must be 1 to 4000 characters long.")
_MISSING_384: Final = missing("transaction.acquirer.id")
_INVALID_385: Final = invalid("transaction.authorizationCode", "Must be a string.")
_INVALID_386: Final = invalid("transaction.authorizationCode", "Must be 1 to 100 characters long.")
_INVALID_387: Final = invalid("transaction.authorizationCode", "Must hold only the characters U+0000-U+007F (ASCII Text).")
_INVALID_388: Final = invalid("transaction.batchName", "Must be a string.")
_INVALID_389: Final = invalid("transaction.batchName", "Must be 1 to 512 characters long.")
_VALUES_390: Final = frozenset({"INSTALLMENT", "RECURRING", "SINGLE"})
_INVALID_391: Final = invalid("transaction.frequency", "Must be one of INSTALLMENT, RECURRING, SINGLE.")
_INVALID_392: Final = invalid("transaction.item", "Must be a JSON array.")
_DECIMAL_393: Final = Decimal("-1000000000000")
_INVALID_394: Final = invalid("transaction.receipt", "Must be a string.")
_INVALID_395: Final = invalid("transaction.receipt", "Must be 1 to 100 characters long.")
_INVALID_396: Final = invalid("transaction.receipt", "Must hold only the characters U+0000-U+007F (ASCII Text).")
_VALUES_397: Final = frozenset({"CALL_CENTRE", "CARD_PRESENT", "INTERNET", "MAIL_ORDER", "MOTO", "TELEPHONE_ORDER", "VOICE_RESPONSE"})
_INVALID_398: Final = invalid("transaction.source", "Must be one of CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE.")
_INVALID_399: Final = invalid("transaction.taxAmount", "Must be a decimal number.")
_INVALID_400: Final = invalid("transaction.taxAmount", "Must be a decimal of digits and '.'.")
_INVALID_401: Final = invalid("transaction.taxAmount", "Must have at most 3 digits after the decimal point.")
_INVALID_402: Final = invalid("transaction.taxAmount", "Must be at least 0.")
_INVALID_403: Final = invalid("transaction.taxAmount", "Must be at most 1000000000000.")
_INVALID_404: Final = invalid("transaction.terminal", "Must be a string.")
_INVALID_405: Final = invalid("transaction.terminal", "Must be 1 to 16 characters long.")
_INVALID_406: Final = invalid("transaction.amount", "Must be a decimal number.")
_INVALID_407: Final = invalid("transaction.amount", "Must be a decimal of digits and '.'.")
_INVALID_408: Final = invalid("transaction.amount", "Must have at most 3 digits after the decimal point.")
_INVALID_409: Final = invalid("transaction.amount", "Must be at least 0.")
_INVALID_410: Final = invalid("transaction.amount", "Must be at most 1000000000000.")
_INVALID_411: Final = invalid("transaction.currency", "Must be a string.")
_INVALID_412: Final = invalid("transaction.currency", "Must be exactly 3 characters long.")
_INVALID_413: Final = invalid("transaction.currency", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_414: Final = invalid("transaction.id", "Must be a string.")
_INVALID_415: Final = invalid("transaction.id", "Must be 1 to 40 characters long.")
_VALUES_416: Final = frozenset({"AUTHORIZATION", "AUTHORIZATION_UPDATE", "CAPTURE", "PAYMENT", "REFUND", "VERIFICATION", "VOID_AUTHORIZATION", "VOID_CAPTURE", "VOID_PAYMENT", "VOID_REFUND"})
_INVALID_417: Final = invalid("transaction.type", "Must be one of AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND.")
_MISSING_418: Final = missing("transaction.amount")
_MISSING_419: Final = missing("transaction.currency")
_MISSING_420: Final = missing("transaction.id")
_MISSING_421: Final = missing("transaction.type")
_INVALID_422: Final = invalid("userId", "Must be a string.")
_INVALID_423: Final = invalid("userId", "Must be 1 to 256 characters long.")
_INVALID_424: Final = invalid("version", "Must be a string.")
_INVALID_425: Final = invalid("version", "Must be 1 to 8 characters long.")
_INVALID_426: Final = invalid("merchant", "Must be a string.")
_INVALID_427: Final = invalid("merchant", "Must be 1 to 40 characters long.")
_CHARSET_428: Final = re.compile("[0-9a-zA-Z\\-_]*")
_INVALID_429: Final = invalid("merchant", "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters).")
_MISSING_430: Final = missing("merchant")
_MISSING_431: Final = missing("transaction")
_VALUES_432: Final = frozenset({"order", "order.merchantCharge", "order.merchantCharge.calculatedBy", "order.merchantCharge.ruleName"})
_MISSING_433: Final = missing("order.merchantCharge.ruleName", "order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).")



def _check_initiate_browser_payment_17_request_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_0)
        return
    for key, field in value.items():
        if key == "email":
            if not isinstance(field, str):
                errors.append(_INVALID_1)
            elif len(field) < 4:
                errors.append(_INVALID_2)
            elif _PATTERN_3.search(field) is None:
                errors.append(_INVALID_4)
        else:
            name = key_text(key)
            errors.append(unsupported(f"customer.{name}"))


def _check_initiate_browser_payment_17_request_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_5)
        return
    if len(value) > 50:
        errors.append(_INVALID_6)
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
        errors.append(_INVALID_7)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_8)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_9)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_10)
            elif len(field_text) > 14:
                errors.append(_INVALID_11)
        elif key == "currency":
            if not isinstance(field, str):
                errors.append(_INVALID_12)
            elif len(field) != 3:
                errors.append(_INVALID_13)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_14)
        elif key == "custom":
            _check_initiate_browser_payment_17_request_order_custom(field, "order", errors)
        elif key == "customerNote":
            if not isinstance(field, str):
                errors.append(_INVALID_15)
            elif not 1 <= len(field) <= 250:
                errors.append(_INVALID_16)
        elif key == "description":
            if not isinstance(field, str):
                errors.append(_INVALID_17)
            elif not 1 <= len(field) <= 127:
                errors.append(_INVALID_18)
        elif key == "notificationUrl":
            if not isinstance(field, str):
                errors.append(_INVALID_19)
            elif len(field) < 12:
                errors.append(_INVALID_20)
            elif _PATTERN_21.search(field) is None:
                errors.append(_INVALID_22)
        elif key == "reference":
            if not isinstance(field, str):
                errors.append(_INVALID_23)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_24)
        elif key == "shippingAndHandlingAmount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_25)
            elif not (field_text.isascii() and (field_text_digits := field_text.removeprefix("-")).replace(".", "", 1).isdigit()) or field_text_digits[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_26)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_27)
            elif len(field_text) > 14:
                errors.append(_INVALID_28)
        elif key == "taxAmount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_29)
            elif not (field_text.isascii() and (field_text_digits := field_text.removeprefix("-")).replace(".", "", 1).isdigit()) or field_text_digits[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_30)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_31)
            elif len(field_text) > 14:
                errors.append(_INVALID_32)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.{name}"))
    if "amount" not in value:
        errors.append(_MISSING_33)
    if "currency" not in value:
        errors.append(_MISSING_34)


def _check_initiate_browser_payment_17_request_response_controls(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_35)
        return
    for key, field in value.items():
        if key == "sensitiveData":
            if not isinstance(field, str):
                errors.append(_INVALID_36)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_37)
        else:
            name = key_text(key)
            errors.append(unsupported(f"responseControls.{name}"))


def _check_initiate_browser_payment_17_request_shipping_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_38)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_39)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_40)
        elif key == "company":
            if not isinstance(field, str):
                errors.append(_INVALID_41)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_42)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_43)
            elif len(field) != 3:
                errors.append(_INVALID_44)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_45)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_46)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_47)
            elif _CHARSET_48.fullmatch(field) is None:
                errors.append(_INVALID_49)
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(_INVALID_50)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_51)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_52)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_53)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_54)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_55)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_56)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_57)
        else:
            name = key_text(key)
            errors.append(unsupported(f"shipping.address.{name}"))


def _check_initiate_browser_payment_17_request_shipping(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_58)
        return
    for key, field in value.items():
        if key == "address":
            _check_initiate_browser_payment_17_request_shipping_address(field, "shipping", errors)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(_INVALID_59)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_60)
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(_INVALID_61)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_62)
        elif key == "method":
            if not isinstance(field, str) or field not in _VALUES_63:
                errors.append(_INVALID_64)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_65)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_66)
        else:
            name = key_text(key)
            errors.append(unsupported(f"shipping.{name}"))


def _check_initiate_browser_payment_17_request_transaction(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_67)
        return
    for key, field in value.items():
        if key == "merchantNote":
            if not isinstance(field, str):
                errors.append(_INVALID_68)
            elif not 1 <= len(field) <= 250:
                errors.append(_INVALID_69)
        elif key == "reference":
            if not isinstance(field, str):
                errors.append(_INVALID_70)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_71)
        else:
            name = key_text(key)
            errors.append(unsupported(f"transaction.{name}"))


def _check_initiate_browser_payment_17_request(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_72)
        return
    for key, field in value.items():
        if key == "apiOperation":
            if not isinstance(field, str) or field not in _VALUES_73:
                errors.append(_INVALID_74)
        elif key == "order":
            _check_initiate_browser_payment_17_request_order(field, "", errors)
        elif key == "correlationId":
            if not isinstance(field, str):
                errors.append(_INVALID_75)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_76)
        elif key == "customer":
            _check_initiate_browser_payment_17_request_customer(field, "", errors)
        elif key == "partnerSolutionId":
            if not isinstance(field, str):
                errors.append(_INVALID_77)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_78)
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
        errors.append(_MISSING_79)
    if "order" not in value:
        errors.append(_MISSING_80)


def validate_initiate_browser_payment_17_request(body: object, *, today: date | None = None) -> ValidationResult:
    """Initiate Browser Payment request at version 17.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The request body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_initiate_browser_payment_17_request(body, "", errors)
        refused = refusals_of(errors, _VALUES_81) if errors else None
        # Rule initiate-subtotals (section 4.1): If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount.
        read_order: object = body.get("order", ABSENT)
        in_order: dict[object, object] = read_order if is_record(read_order) else NO_RECORD
        read_order_amount: object = in_order.get("amount", ABSENT)
        read_order_item_amount: object = in_order.get("itemAmount", ABSENT)
        read_order_shipping_and_handling_amount: object = in_order.get("shippingAndHandlingAmount", ABSENT)
        read_order_tax_amount: object = in_order.get("taxAmount", ABSENT)
        if read_order_amount is not ABSENT:
            if not (read_order_item_amount is ABSENT and read_order_shipping_and_handling_amount is ABSENT and read_order_tax_amount is ABSENT):
                if (refused is None or refused.isdisjoint(_VALUES_81)) and checked_sum_differs(read_order_amount, (read_order_item_amount, read_order_shipping_and_handling_amount, read_order_tax_amount), ()):
                    errors.append(_INVALID_82)
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)


def _check_initiate_browser_payment_17_response_3_dsecure(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_83)
        return
    for key, field in value.items():
        if key == "enrollmentStatus":
            if not isinstance(field, str) or field not in _VALUES_84:
                errors.append(_INVALID_85)
        elif key == "acsEci":
            if not isinstance(field, str):
                errors.append(_INVALID_86)
            elif not 1 <= len(field) <= 2:
                errors.append(_INVALID_87)
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(_INVALID_88)
        elif key == "authenticationStatus":
            if not isinstance(field, str) or field not in _VALUES_89:
                errors.append(_INVALID_90)
        elif key == "authenticationToken":
            if not isinstance(field, str):
                errors.append(_INVALID_91)
            elif len(field) not in (28, 32):
                errors.append(_INVALID_92)
            elif _PATTERN_93.search(field) is None:
                errors.append(_INVALID_94)
        elif key == "xid":
            if not isinstance(field, str):
                errors.append(_INVALID_95)
            elif len(field) != 28:
                errors.append(_INVALID_96)
            elif _PATTERN_93.search(field) is None:
                errors.append(_INVALID_97)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "enrollmentStatus" not in value:
        errors.append(_MISSING_98)


def _check_initiate_browser_payment_17_response_3_dsecure_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_99)
    elif not 1 <= len(value) <= 64:
        errors.append(_INVALID_100)
    elif not value.isascii():
        errors.append(_INVALID_101)


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.carrierCode", "Must be a string."))
    elif _PATTERN_102.search(value) is None:
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
    elif _PATTERN_103.search(value) is None:
        errors.append(invalid(f"{parent}.departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.departureDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal of digits and '.'."))
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_departure_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureTime", "Must be a string."))
    elif _PATTERN_104.search(value) is None:
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
    elif _PATTERN_104.search(value) is None:
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
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
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
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
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
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long."))


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item_travel_class(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.travelClass", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.travelClass", "Must be 1 to 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS: Final[dict[object, FieldCheck]] = {
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


def _check_initiate_browser_payment_17_response_airline_itinerary_leg_item(value: object, path: str, index: int, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(f"{path}[{index}]", "Must be a JSON object."))
        return
    path = f"{path}[{index}]"
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS.get(key)
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, path, errors)


def _check_initiate_browser_payment_17_response_airline_itinerary_leg(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_105)
        return
    for index, item in enumerate(value):
        _check_initiate_browser_payment_17_response_airline_itinerary_leg_item(item, "airline.itinerary.leg", index, errors)


def _check_initiate_browser_payment_17_response_airline_itinerary(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_106)
        return
    for key, field in value.items():
        if key == "leg":
            _check_initiate_browser_payment_17_response_airline_itinerary_leg(field, "airline.itinerary", errors)
        elif key == "numberInParty":
            if not isinstance(field, str):
                errors.append(_INVALID_107)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_108)
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(_INVALID_109)
        elif key == "originCountry":
            if not isinstance(field, str):
                errors.append(_INVALID_110)
            elif len(field) != 3:
                errors.append(_INVALID_111)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_112)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_airline_passenger(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_113)
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


def _check_initiate_browser_payment_17_response_airline_ticket_issue(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_114)
        return
    for key, field in value.items():
        if key == "address":
            if not isinstance(field, str):
                errors.append(_INVALID_115)
            elif not 1 <= len(field) <= 16:
                errors.append(_INVALID_116)
        elif key == "carrierCode":
            if not isinstance(field, str):
                errors.append(_INVALID_117)
            elif _PATTERN_102.search(field) is None:
                errors.append(_INVALID_118)
        elif key == "carrierName":
            if not isinstance(field, str):
                errors.append(_INVALID_119)
            elif not 1 <= len(field) <= 25:
                errors.append(_INVALID_120)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_121)
        elif key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_122)
            elif not 1 <= len(field) <= 18:
                errors.append(_INVALID_123)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_124)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_125)
            elif len(field) != 3:
                errors.append(_INVALID_126)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_127)
        elif key == "date":
            if not isinstance(field, str):
                errors.append(_INVALID_128)
            elif _PATTERN_103.search(field) is None:
                errors.append(_INVALID_129)
            elif not is_calendar_date(field):
                errors.append(_INVALID_130)
        elif key == "travelAgentCode":
            if not isinstance(field, str):
                errors.append(_INVALID_131)
            elif not 8 <= len(field) <= 9:
                errors.append(_INVALID_132)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_133)
        elif key == "travelAgentName":
            if not isinstance(field, str):
                errors.append(_INVALID_134)
            elif not 1 <= len(field) <= 30:
                errors.append(_INVALID_135)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_airline_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_136)
        return
    for key, field in value.items():
        if key == "conjunctionTicketIndicator":
            if not isinstance(field, bool):
                errors.append(_INVALID_137)
        elif key == "customerReference":
            if not isinstance(field, str):
                errors.append(_INVALID_138)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_139)
        elif key == "eTicket":
            if not isinstance(field, bool):
                errors.append(_INVALID_140)
        elif key == "exchangedTicketNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_141)
            elif not 11 <= len(field) <= 16:
                errors.append(_INVALID_142)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_143)
        elif key == "issue":
            _check_initiate_browser_payment_17_response_airline_ticket_issue(field, "airline.ticket", errors)
        elif key == "restricted":
            if not isinstance(field, bool):
                errors.append(_INVALID_144)
        elif key == "ticketNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_145)
            elif not 11 <= len(field) <= 16:
                errors.append(_INVALID_146)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_147)
        elif key == "totalFare":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_148)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_149)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_150)
            elif len(field_text) > 14:
                errors.append(_INVALID_151)
        elif key == "totalFees":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_152)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_153)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_154)
            elif len(field_text) > 14:
                errors.append(_INVALID_155)
        elif key == "totalTaxes":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_156)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_157)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_158)
            elif len(field_text) > 14:
                errors.append(_INVALID_159)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_airline(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_160)
        return
    for key, field in value.items():
        if key == "bookingReference":
            if not isinstance(field, str):
                errors.append(_INVALID_161)
            elif not 6 <= len(field) <= 15:
                errors.append(_INVALID_162)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_163)
        elif key == "documentType":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_164)
        elif key == "itinerary":
            _check_initiate_browser_payment_17_response_airline_itinerary(field, "airline", errors)
        elif key == "passenger":
            _check_initiate_browser_payment_17_response_airline_passenger(field, "airline", errors)
        elif key == "planNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_165)
            elif len(field) != 2:
                errors.append(_INVALID_166)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_167)
        elif key == "ticket":
            _check_initiate_browser_payment_17_response_airline_ticket(field, "airline", errors)
        elif key == "transactionType":
            if not isinstance(field, str) or field not in _VALUES_168:
                errors.append(_INVALID_169)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_app_payment(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_170)
        return
    for key, field in value.items():
        if key == "redirectUrl":
            if not isinstance(field, str):
                errors.append(_INVALID_171)
            elif not is_absolute_url(field):
                errors.append(_INVALID_172)
        elif key == "returnUrl":
            if not isinstance(field, str):
                errors.append(_INVALID_173)
            elif not is_absolute_url(field):
                errors.append(_INVALID_174)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_authorization_response_card_level_indicator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_175)
    elif not 1 <= len(value) <= 2:
        errors.append(_INVALID_176)


def _check_initiate_browser_payment_17_response_authorization_response_card_security_code_error(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_177)
    elif len(value) != 1:
        errors.append(_INVALID_178)


def _check_initiate_browser_payment_17_response_authorization_response_commercial_card(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_179:
        errors.append(_INVALID_180)


def _check_initiate_browser_payment_17_response_authorization_response_commercial_card_indicator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_181:
        errors.append(_INVALID_182)


def _check_initiate_browser_payment_17_response_authorization_response_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_183)
    elif not 1 <= len(value) <= 4:
        errors.append(_INVALID_184)


def _check_initiate_browser_payment_17_response_authorization_response_financial_network_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_185)
    elif not 1 <= len(value) <= 3:
        errors.append(_INVALID_186)


def _check_initiate_browser_payment_17_response_authorization_response_market_specific_data(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_187)
    elif len(value) != 1:
        errors.append(_INVALID_188)


def _check_initiate_browser_payment_17_response_authorization_response_merchant_advice_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_189)
    elif not 1 <= len(value) <= 2:
        errors.append(_INVALID_190)


def _check_initiate_browser_payment_17_response_authorization_response_pay_svc_data(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_191)
    elif not 1 <= len(value) <= 23:
        errors.append(_INVALID_192)


def _check_initiate_browser_payment_17_response_authorization_response_pos_data(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_193)
    elif not 1 <= len(value) <= 13:
        errors.append(_INVALID_194)


def _check_initiate_browser_payment_17_response_authorization_response_pos_entry_mode(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_195)
    elif not 1 <= len(value) <= 4:
        errors.append(_INVALID_196)


def _check_initiate_browser_payment_17_response_authorization_response_pos_entry_mode_changed(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_197)
    elif len(value) != 1:
        errors.append(_INVALID_198)


def _check_initiate_browser_payment_17_response_authorization_response_processing_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_199)
    elif not 1 <= len(value) <= 6:
        errors.append(_INVALID_200)


def _check_initiate_browser_payment_17_response_authorization_response_response_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_201)
    elif not 1 <= len(value) <= 3:
        errors.append(_INVALID_202)


def _check_initiate_browser_payment_17_response_authorization_response_response_message(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_203)
    elif not 1 <= len(value) <= 16:
        errors.append(_INVALID_204)


def _check_initiate_browser_payment_17_response_authorization_response_return_aci(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_205)
    elif len(value) != 1:
        errors.append(_INVALID_206)


def _check_initiate_browser_payment_17_response_authorization_response_stan(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_207)
    elif not 1 <= len(value) <= 6:
        errors.append(_INVALID_208)


def _check_initiate_browser_payment_17_response_authorization_response_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_209)
    elif not 1 <= len(value) <= 6:
        errors.append(_INVALID_210)


def _check_initiate_browser_payment_17_response_authorization_response_track_quality(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_211)
    elif not 1 <= len(value) <= 2:
        errors.append(_INVALID_212)


def _check_initiate_browser_payment_17_response_authorization_response_transaction_identifier(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_213)
    elif not 1 <= len(value) <= 15:
        errors.append(_INVALID_214)


def _check_initiate_browser_payment_17_response_authorization_response_validation_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_215)
    elif not 1 <= len(value) <= 4:
        errors.append(_INVALID_216)


def _check_initiate_browser_payment_17_response_authorization_response_vpas_response(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_217)
    elif len(value) != 1:
        errors.append(_INVALID_218)


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AUTHORIZATION_RESPONSE_FIELDS: Final[dict[object, FieldCheck]] = {
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
        errors.append(_INVALID_219)
        return
    for key, field in value.items():
        check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_AUTHORIZATION_RESPONSE_FIELDS.get(key)
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, "authorizationResponse", errors)


def _check_initiate_browser_payment_17_response_billing_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_220)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_221)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_222)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_223)
            elif len(field) != 3:
                errors.append(_INVALID_224)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_225)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_226)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_227)
            elif _CHARSET_48.fullmatch(field) is None:
                errors.append(_INVALID_228)
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(_INVALID_229)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_230)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_231)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_232)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_233)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_234)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_235)
            elif len(field) > 0:
                errors.append(_INVALID_236)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_billing(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_237)
        return
    for key, field in value.items():
        if key == "address":
            _check_initiate_browser_payment_17_response_billing_address(field, "billing", errors)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_238)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_239)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_browser_payment(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_240)
        return
    for key, field in value.items():
        if key == "redirectUrl":
            if not isinstance(field, str):
                errors.append(_INVALID_241)
            elif not is_absolute_url(field):
                errors.append(_INVALID_242)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_correlation_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_75)
    elif not 1 <= len(value) <= 100:
        errors.append(_INVALID_76)


def _check_initiate_browser_payment_17_response_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_0)
        return
    for key, field in value.items():
        if key == "ani":
            if not isinstance(field, str):
                errors.append(_INVALID_243)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_244)
        elif key == "aniCallType":
            if not isinstance(field, str):
                errors.append(_INVALID_245)
            elif not 1 <= len(field) <= 2:
                errors.append(_INVALID_246)
        elif key == "browser":
            if not isinstance(field, str):
                errors.append(_INVALID_247)
            elif not 1 <= len(field) <= 255:
                errors.append(_INVALID_248)
        elif key == "email":
            if not isinstance(field, str):
                errors.append(_INVALID_1)
            elif len(field) < 4:
                errors.append(_INVALID_2)
            elif _PATTERN_3.search(field) is None:
                errors.append(_INVALID_4)
        elif key == "hostname":
            if not isinstance(field, str):
                errors.append(_INVALID_249)
            elif not 1 <= len(field) <= 60:
                errors.append(_INVALID_250)
        elif key == "ipAddress":
            if not isinstance(field, str):
                errors.append(_INVALID_251)
            elif not 7 <= len(field) <= 15:
                errors.append(_INVALID_252)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_gateway_entry_point(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_253:
        errors.append(_INVALID_254)


def _check_initiate_browser_payment_17_response_order_accept_partial_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(_INVALID_255)


def _check_initiate_browser_payment_17_response_order_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_8)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_9)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_10)
    elif len(value_text) > 14:
        errors.append(_INVALID_11)


def _check_initiate_browser_payment_17_response_order_authentication_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_256:
        errors.append(_INVALID_257)


def _check_initiate_browser_payment_17_response_order_certainty(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_258:
        errors.append(_INVALID_259)


def _check_initiate_browser_payment_17_response_order_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_12)
    elif len(value) != 3:
        errors.append(_INVALID_13)
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(_INVALID_14)


def _check_initiate_browser_payment_17_response_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_5)
        return
    if len(value) > 50:
        errors.append(_INVALID_6)
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
        errors.append(_INVALID_15)
    elif not 1 <= len(value) <= 250:
        errors.append(_INVALID_16)


def _check_initiate_browser_payment_17_response_order_customer_order_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_260)
    elif _PATTERN_103.search(value) is None:
        errors.append(_INVALID_261)
    elif not is_calendar_date(value):
        errors.append(_INVALID_262)


def _check_initiate_browser_payment_17_response_order_customer_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_263)
    elif len(value) > 25:
        errors.append(_INVALID_264)
    elif not value.isascii():
        errors.append(_INVALID_265)


def _check_initiate_browser_payment_17_response_order_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_17)
    elif not 1 <= len(value) <= 127:
        errors.append(_INVALID_18)


def _check_initiate_browser_payment_17_response_order_discount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_266)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_267)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_268)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_269)
            elif len(field_text) > 14:
                errors.append(_INVALID_270)
        elif key == "code":
            if not isinstance(field, str):
                errors.append(_INVALID_271)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_272)
        elif key == "description":
            if not isinstance(field, str):
                errors.append(_INVALID_273)
            elif not 1 <= len(field) <= 127:
                errors.append(_INVALID_274)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_order_duty_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_275)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_276)
    elif decimal_scale(value_text) > 3:
        errors.append(_INVALID_277)
    elif Decimal(value_text) < _DECIMAL_278:
        errors.append(_INVALID_279)
    elif Decimal(value_text) > _DECIMAL_280:
        errors.append(_INVALID_281)


def _check_initiate_browser_payment_17_response_order_funding_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_282:
        errors.append(_INVALID_283)


def _check_initiate_browser_payment_17_response_order_gratuity_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_284)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_285)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_286)
    elif len(value_text) > 14:
        errors.append(_INVALID_287)


def _check_initiate_browser_payment_17_response_order_industry_practice_payment_reason(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_288:
        errors.append(_INVALID_289)


def _check_initiate_browser_payment_17_response_order_invoice_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_290)
    elif not 1 <= len(value) <= 25:
        errors.append(_INVALID_291)


def _check_initiate_browser_payment_17_response_order_local_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_292)
    elif not 1 <= len(value) <= 25:
        errors.append(_INVALID_293)


def _check_initiate_browser_payment_17_response_order_merchant_category_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_294)
    elif len(value) != 4:
        errors.append(_INVALID_295)
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(_INVALID_296)


def _check_initiate_browser_payment_17_response_order_merchant_charge(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_297)
        return
    for key, field in value.items():
        if key == "calculatedBy":
            if not isinstance(field, str) or field not in _VALUES_298:
                errors.append(_INVALID_299)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_300)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_301)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_302)
            elif len(field_text) > 14:
                errors.append(_INVALID_303)
        elif key == "ruleName":
            if not isinstance(field, str):
                errors.append(_INVALID_304)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_305)
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_306:
                errors.append(_INVALID_307)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "calculatedBy" not in value:
        errors.append(_MISSING_308)


def _check_initiate_browser_payment_17_response_order_merchant_partner_id_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_309)
    elif not 1 <= len(value) <= 6:
        errors.append(_INVALID_310)
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(_INVALID_311)


def _check_initiate_browser_payment_17_response_order_net_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_312)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_313)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_314)
    elif len(value_text) > 14:
        errors.append(_INVALID_315)


def _check_initiate_browser_payment_17_response_order_notification_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_19)
    elif not is_absolute_url(value):
        errors.append(_INVALID_316)


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_ORDER_FIELDS: Final[dict[object, FieldCheck]] = {
    "acceptPartialAmount": _check_initiate_browser_payment_17_response_order_accept_partial_amount,
    "amount": _check_initiate_browser_payment_17_response_order_amount,
    "authenticationStatus": _check_initiate_browser_payment_17_response_order_authentication_status,
    "certainty": _check_initiate_browser_payment_17_response_order_certainty,
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
    "industryPracticePaymentReason": _check_initiate_browser_payment_17_response_order_industry_practice_payment_reason,
    "invoiceNumber": _check_initiate_browser_payment_17_response_order_invoice_number,
    "localTaxRegistrationId": _check_initiate_browser_payment_17_response_order_local_tax_registration_id,
    "merchantCategoryCode": _check_initiate_browser_payment_17_response_order_merchant_category_code,
    "merchantCharge": _check_initiate_browser_payment_17_response_order_merchant_charge,
    "merchantPartnerIdCode": _check_initiate_browser_payment_17_response_order_merchant_partner_id_code,
    "netAmount": _check_initiate_browser_payment_17_response_order_net_amount,
    "notificationUrl": _check_initiate_browser_payment_17_response_order_notification_url,
}


def _check_initiate_browser_payment_17_response_order(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_7)
        return
    for key, field in value.items():
        if key == "creationTime":
            if not isinstance(field, str):
                errors.append(_INVALID_317)
            elif _PATTERN_318.search(field) is None:
                errors.append(_INVALID_319)
            elif not is_calendar_date(field):
                errors.append(_INVALID_320)
        elif key == "id":
            if not isinstance(field, str):
                errors.append(_INVALID_321)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_322)
        elif key == "lastUpdatedTime":
            if not isinstance(field, str):
                errors.append(_INVALID_323)
            elif _PATTERN_318.search(field) is None:
                errors.append(_INVALID_324)
            elif not is_calendar_date(field):
                errors.append(_INVALID_325)
        else:
            check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_ORDER_FIELDS.get(key)
            if check is None:
                # responses grow over versions: unknown fields are tolerated (a key must still be text)
                key_text(key)
            else:
                check(field, "order", errors)
    if "creationTime" not in value:
        errors.append(_MISSING_326)
    if "id" not in value:
        errors.append(_MISSING_327)
    if "lastUpdatedTime" not in value:
        errors.append(_MISSING_328)


def _check_initiate_browser_payment_17_response_shipping_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_38)
        return
    for key, field in value.items():
        if key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_43)
            elif len(field) != 3:
                errors.append(_INVALID_44)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_45)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_46)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_47)
            elif _CHARSET_48.fullmatch(field) is None:
                errors.append(_INVALID_49)
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(_INVALID_50)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_51)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_52)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_53)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_54)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_55)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_56)
            elif len(field) > 0:
                errors.append(_INVALID_329)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_shipping(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_58)
        return
    for key, field in value.items():
        if key == "address":
            _check_initiate_browser_payment_17_response_shipping_address(field, "shipping", errors)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(_INVALID_59)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_60)
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(_INVALID_61)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_62)
        elif key == "method":
            if not isinstance(field, str) or field not in _VALUES_63:
                errors.append(_INVALID_64)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_65)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_66)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_expiry(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_330)
        return
    for key, field in value.items():
        if key == "month":
            if not isinstance(field, str):
                errors.append(_INVALID_331)
            elif not 1 <= len(field) <= 2:
                errors.append(_INVALID_332)
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(_INVALID_333)
            elif _PATTERN_334.search(field) is None:
                errors.append(_INVALID_335)
        elif key == "year":
            if not isinstance(field, str):
                errors.append(_INVALID_336)
            elif len(field) != 2:
                errors.append(_INVALID_337)
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(_INVALID_338)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "month" not in value:
        errors.append(_MISSING_339)
    if "year" not in value:
        errors.append(_MISSING_340)


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card_holder(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_341)
        return
    for key, field in value.items():
        if key == "firstName":
            if not isinstance(field, str):
                errors.append(_INVALID_342)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_343)
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(_INVALID_344)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_345)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_source_of_funds_provided_card(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_346)
        return
    for key, field in value.items():
        if key == "brand":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_347)
        elif key == "fundingMethod":
            if not isinstance(field, str) or field not in _VALUES_348:
                errors.append(_INVALID_349)
        elif key == "number":
            if not isinstance(field, str):
                errors.append(_INVALID_350)
            elif not 9 <= len(field) <= 19:
                errors.append(_INVALID_351)
            elif _CHARSET_352.fullmatch(field) is None:
                errors.append(_INVALID_353)
        elif key == "scheme":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_354)
        elif key == "expiry":
            _check_initiate_browser_payment_17_response_source_of_funds_provided_card_expiry(field, "sourceOfFunds.provided.card", errors)
        elif key == "holder":
            _check_initiate_browser_payment_17_response_source_of_funds_provided_card_holder(field, "sourceOfFunds.provided.card", errors)
        elif key == "localBrand":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_355)
        elif key == "securityCodePresence":
            if not isinstance(field, str):
                errors.append(_INVALID_356)
            elif not 1 <= len(field) <= 2:
                errors.append(_INVALID_357)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_358)
        elif key == "sequenceNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_359)
            elif len(field) != 3:
                errors.append(_INVALID_360)
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(_INVALID_361)
        elif key == "trackDataProvided":
            if not isinstance(field, bool):
                errors.append(_INVALID_362)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "brand" not in value:
        errors.append(_MISSING_363)
    if "fundingMethod" not in value:
        errors.append(_MISSING_364)
    if "number" not in value:
        errors.append(_MISSING_365)
    if "scheme" not in value:
        errors.append(_MISSING_366)


def _check_initiate_browser_payment_17_response_source_of_funds_provided(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_367)
        return
    for key, field in value.items():
        if key == "card":
            _check_initiate_browser_payment_17_response_source_of_funds_provided_card(field, "sourceOfFunds.provided", errors)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_source_of_funds(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_368)
        return
    for key, field in value.items():
        if key == "provided":
            _check_initiate_browser_payment_17_response_source_of_funds_provided(field, "sourceOfFunds", errors)
        elif key == "type":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_369)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_initiate_browser_payment_17_response_time_of_record(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_370)
    elif _PATTERN_318.search(value) is None:
        errors.append(_INVALID_371)
    elif not is_calendar_date(value):
        errors.append(_INVALID_372)


def _check_initiate_browser_payment_17_response_transaction_acquirer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_373)
        return
    for key, field in value.items():
        if key == "id":
            if not isinstance(field, str):
                errors.append(_INVALID_374)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_375)
        elif key == "batch":
            if not is_whole_number(field):
                errors.append(_INVALID_376)
            elif field < 1 or field > 2147483647:
                errors.append(_INVALID_377)
        elif key == "customData":
            if not isinstance(field, str):
                errors.append(_INVALID_378)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_379)
        elif key == "date":
            if not isinstance(field, str):
                errors.append(_INVALID_380)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_381)
        elif key == "time":
            if not isinstance(field, str):
                errors.append(_INVALID_382)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_383)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "id" not in value:
        errors.append(_MISSING_384)


def _check_initiate_browser_payment_17_response_transaction_authorization_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_385)
    elif not 1 <= len(value) <= 100:
        errors.append(_INVALID_386)
    elif not value.isascii():
        errors.append(_INVALID_387)


def _check_initiate_browser_payment_17_response_transaction_batch_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_388)
    elif not 1 <= len(value) <= 512:
        errors.append(_INVALID_389)


def _check_initiate_browser_payment_17_response_transaction_frequency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_390:
        errors.append(_INVALID_391)


def _check_initiate_browser_payment_17_response_transaction_item(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_392)
        return
    for index, item in enumerate(value):
        if not is_record(item):
            errors.append(invalid(f"transaction.item[{index}]", "Must be a JSON object."))
            continue
        for key, field in item.items():
            if key == "name":
                if not isinstance(field, str):
                    errors.append(invalid(f"transaction.item[{index}].name", "Must be a string."))
                elif not 1 <= len(field) <= 127:
                    errors.append(invalid(f"transaction.item[{index}].name", "Must be 1 to 127 characters long."))
            elif key == "quantity":
                if not is_whole_number(field):
                    errors.append(invalid(f"transaction.item[{index}].quantity", "Must be a whole number."))
                elif field < 1 or field > 9999999999999999:
                    errors.append(invalid(f"transaction.item[{index}].quantity", "Must be 1 to 9999999999999999."))
            elif key == "unitPrice":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"transaction.item[{index}].unitPrice", "Must be a decimal number."))
                elif not (field_text.isascii() and (field_text_digits := field_text.removeprefix("-")).replace(".", "", 1).isdigit()) or field_text_digits[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"transaction.item[{index}].unitPrice", "Must be a decimal of digits and '.', optionally signed."))
                elif decimal_scale(field_text) > 3:
                    errors.append(invalid(f"transaction.item[{index}].unitPrice", "Must have at most 3 digits after the decimal point."))
                elif Decimal(field_text) < _DECIMAL_393:
                    errors.append(invalid(f"transaction.item[{index}].unitPrice", "Must be at least -1000000000000."))
                elif Decimal(field_text) > _DECIMAL_280:
                    errors.append(invalid(f"transaction.item[{index}].unitPrice", "Must be at most 1000000000000."))
            elif key == "description":
                if not isinstance(field, str):
                    errors.append(invalid(f"transaction.item[{index}].description", "Must be a string."))
                elif not 1 <= len(field) <= 127:
                    errors.append(invalid(f"transaction.item[{index}].description", "Must be 1 to 127 characters long."))
            elif key == "sku":
                if not isinstance(field, str):
                    errors.append(invalid(f"transaction.item[{index}].sku", "Must be a string."))
                elif not 1 <= len(field) <= 127:
                    errors.append(invalid(f"transaction.item[{index}].sku", "Must be 1 to 127 characters long."))
            elif key == "unitTaxAmount":
                field_text = field if isinstance(field, str) else decimal_text(field)
                if field_text is None:
                    errors.append(invalid(f"transaction.item[{index}].unitTaxAmount", "Must be a decimal number."))
                elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                    errors.append(invalid(f"transaction.item[{index}].unitTaxAmount", "Must be a decimal of digits and '.'."))
                elif decimal_scale(field_text) > 3:
                    errors.append(invalid(f"transaction.item[{index}].unitTaxAmount", "Must have at most 3 digits after the decimal point."))
                elif Decimal(field_text) < _DECIMAL_278:
                    errors.append(invalid(f"transaction.item[{index}].unitTaxAmount", "Must be at least 0."))
                elif Decimal(field_text) > _DECIMAL_280:
                    errors.append(invalid(f"transaction.item[{index}].unitTaxAmount", "Must be at most 1000000000000."))
            else:
                # responses grow over versions: unknown fields are tolerated (a key must still be text)
                key_text(key)
        if "name" not in item:
            errors.append(missing(f"transaction.item[{index}].name"))
        if "quantity" not in item:
            errors.append(missing(f"transaction.item[{index}].quantity"))
        if "unitPrice" not in item:
            errors.append(missing(f"transaction.item[{index}].unitPrice"))


def _check_initiate_browser_payment_17_response_transaction_merchant_note(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_68)
    elif not 1 <= len(value) <= 250:
        errors.append(_INVALID_69)


def _check_initiate_browser_payment_17_response_transaction_receipt(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_394)
    elif not 1 <= len(value) <= 100:
        errors.append(_INVALID_395)
    elif not value.isascii():
        errors.append(_INVALID_396)


def _check_initiate_browser_payment_17_response_transaction_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_70)
    elif not 1 <= len(value) <= 40:
        errors.append(_INVALID_71)


def _check_initiate_browser_payment_17_response_transaction_source(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_397:
        errors.append(_INVALID_398)


def _check_initiate_browser_payment_17_response_transaction_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_399)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_400)
    elif decimal_scale(value_text) > 3:
        errors.append(_INVALID_401)
    elif Decimal(value_text) < _DECIMAL_278:
        errors.append(_INVALID_402)
    elif Decimal(value_text) > _DECIMAL_280:
        errors.append(_INVALID_403)


def _check_initiate_browser_payment_17_response_transaction_terminal(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_404)
    elif not 1 <= len(value) <= 16:
        errors.append(_INVALID_405)


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_TRANSACTION_FIELDS: Final[dict[object, FieldCheck]] = {
    "acquirer": _check_initiate_browser_payment_17_response_transaction_acquirer,
    "authorizationCode": _check_initiate_browser_payment_17_response_transaction_authorization_code,
    "batchName": _check_initiate_browser_payment_17_response_transaction_batch_name,
    "frequency": _check_initiate_browser_payment_17_response_transaction_frequency,
    "item": _check_initiate_browser_payment_17_response_transaction_item,
    "merchantNote": _check_initiate_browser_payment_17_response_transaction_merchant_note,
    "receipt": _check_initiate_browser_payment_17_response_transaction_receipt,
    "reference": _check_initiate_browser_payment_17_response_transaction_reference,
    "source": _check_initiate_browser_payment_17_response_transaction_source,
    "taxAmount": _check_initiate_browser_payment_17_response_transaction_tax_amount,
    "terminal": _check_initiate_browser_payment_17_response_transaction_terminal,
}


def _check_initiate_browser_payment_17_response_transaction(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_67)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_406)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_407)
            elif decimal_scale(field_text) > 3:
                errors.append(_INVALID_408)
            elif Decimal(field_text) < _DECIMAL_278:
                errors.append(_INVALID_409)
            elif Decimal(field_text) > _DECIMAL_280:
                errors.append(_INVALID_410)
        elif key == "currency":
            if not isinstance(field, str):
                errors.append(_INVALID_411)
            elif len(field) != 3:
                errors.append(_INVALID_412)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_413)
        elif key == "id":
            if not isinstance(field, str):
                errors.append(_INVALID_414)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_415)
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_416:
                errors.append(_INVALID_417)
        else:
            check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_TRANSACTION_FIELDS.get(key)
            if check is None:
                # responses grow over versions: unknown fields are tolerated (a key must still be text)
                key_text(key)
            else:
                check(field, "transaction", errors)
    if "amount" not in value:
        errors.append(_MISSING_418)
    if "currency" not in value:
        errors.append(_MISSING_419)
    if "id" not in value:
        errors.append(_MISSING_420)
    if "type" not in value:
        errors.append(_MISSING_421)


def _check_initiate_browser_payment_17_response_user_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_422)
    elif not 1 <= len(value) <= 256:
        errors.append(_INVALID_423)


def _check_initiate_browser_payment_17_response_version(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_424)
    elif not 1 <= len(value) <= 8:
        errors.append(_INVALID_425)


_CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_FIELDS: Final[dict[object, FieldCheck]] = {
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
    "shipping": _check_initiate_browser_payment_17_response_shipping,
    "sourceOfFunds": _check_initiate_browser_payment_17_response_source_of_funds,
    "timeOfRecord": _check_initiate_browser_payment_17_response_time_of_record,
    "userId": _check_initiate_browser_payment_17_response_user_id,
    "version": _check_initiate_browser_payment_17_response_version,
}


def _check_initiate_browser_payment_17_response(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_72)
        return
    for key, field in value.items():
        if key == "merchant":
            if not isinstance(field, str):
                errors.append(_INVALID_426)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_427)
            elif _CHARSET_428.fullmatch(field) is None:
                errors.append(_INVALID_429)
        elif key == "order":
            _check_initiate_browser_payment_17_response_order(field, "", errors)
        elif key == "transaction":
            _check_initiate_browser_payment_17_response_transaction(field, "", errors)
        else:
            check = _CHECK_INITIATE_BROWSER_PAYMENT_17_RESPONSE_FIELDS.get(key)
            if check is None:
                # responses grow over versions: unknown fields are tolerated (a key must still be text)
                key_text(key)
            else:
                check(field, "", errors)
    if "merchant" not in value:
        errors.append(_MISSING_430)
    if "order" not in value:
        errors.append(_MISSING_80)
    if "transaction" not in value:
        errors.append(_MISSING_431)


def validate_initiate_browser_payment_17_response(body: object, *, today: date | None = None) -> ValidationResult:
    """Initiate Browser Payment response at version 17.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The response body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_initiate_browser_payment_17_response(body, "", errors)
        refused = refusals_of(errors, _VALUES_432) if errors else None
        # Rule rule-name-when-gateway (section 2.4): order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).
        read_order: object = body.get("order", ABSENT)
        in_order: dict[object, object] = read_order if is_record(read_order) else NO_RECORD
        read_order_merchant_charge: object = in_order.get("merchantCharge", ABSENT)
        in_order_merchant_charge: dict[object, object] = read_order_merchant_charge if is_record(read_order_merchant_charge) else NO_RECORD
        read_order_merchant_charge_calculated_by: object = in_order_merchant_charge.get("calculatedBy", ABSENT)
        if (isinstance(read_order_merchant_charge_calculated_by, str) and (read_order_merchant_charge_calculated_by == "GATEWAY")):
            read_order_merchant_charge_rule_name: object = in_order_merchant_charge.get("ruleName", ABSENT)
            if read_order_merchant_charge_rule_name is ABSENT and (refused is None or refused.isdisjoint(_VALUES_432)):
                errors.append(_MISSING_433)
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)
