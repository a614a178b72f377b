"""The validators of Verify at version 100: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from typing import Final

from ..runtime import FieldCheck, ValidationResult, ABSENT, NO_RECORD, VALID, checked_sum_differs, compare_segments, count_digits, decimal_scale, decimal_text, is_absolute_url, is_at_or_under, is_calendar_date, is_comma_list, is_json_text, is_list, is_record, is_whole_number, key_text, reference_segments, refusals_of, to_result, unreadable_body
from ..runtime.contract import ValidationError, invalid, missing, unsupported

_INVALID_0: Final = invalid("accountFunding", "Must be a JSON object.")
_INVALID_1: Final = invalid("accountFunding.foreignExchangeFee", "Must be a decimal number.")
_INVALID_2: Final = invalid("accountFunding.foreignExchangeFee", "Must be a decimal of digits and '.'.")
_INVALID_3: Final = invalid("accountFunding.foreignExchangeFee", "Must have at most 3 digits after the decimal point.")
_DECIMAL_4: Final = Decimal("0")
_INVALID_5: Final = invalid("accountFunding.foreignExchangeFee", "Must be at least 0.")
_DECIMAL_6: Final = Decimal("1000000000000")
_INVALID_7: Final = invalid("accountFunding.foreignExchangeFee", "Must be at most 1000000000000.")
_VALUES_8: Final = frozenset({"CRYPTOCURRENCY_PURCHASE", "HIGH_RISK_SECURITIES", "MERCHANT_SETTLEMENT", "OTHER", "PAYROLL"})
_INVALID_9: Final = invalid("accountFunding.purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, HIGH_RISK_SECURITIES, MERCHANT_SETTLEMENT, OTHER, PAYROLL.")
_INVALID_10: Final = invalid("accountFunding.purposeOfPayment", "Must be a string.")
_INVALID_11: Final = invalid("accountFunding.purposeOfPayment", "Must be 2 to 6 characters long.")
_INVALID_12: Final = invalid("accountFunding.purposeOfPayment", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_13: Final = invalid("accountFunding.senderIsRecipient", "Must be true or false.")
_VALUES_14: Final = frozenset({"COMMERCIAL_ORGANIZATION", "GOVERNMENT", "NON_PROFIT_ORGANIZATION", "PERSON"})
_INVALID_15: Final = invalid("accountFunding.senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON.")
_INVALID_16: Final = invalid("authentication.3ds", "Must be a JSON object.")
_INVALID_17: Final = invalid("authentication.3ds.acsEci", "Must be a string.")
_INVALID_18: Final = invalid("authentication.3ds.acsEci", "Must be 1 to 2 characters long.")
_INVALID_19: Final = invalid("authentication.3ds.acsEci", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_20: Final = invalid("authentication.3ds.authenticationToken", "Must be a string.")
_INVALID_21: Final = invalid("authentication.3ds.authenticationToken", "Must be 28 or 32 characters long.")
_PATTERN_22: Final = re.compile("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?\\Z")
_INVALID_23: Final = invalid("authentication.3ds.authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths.")
_INVALID_24: Final = invalid("authentication.3ds.transactionId", "Must be a string.")
_INVALID_25: Final = invalid("authentication.3ds.transactionId", "Must be 1 to 50 characters long.")
_INVALID_26: Final = invalid("authentication.3ds2", "Must be a JSON object.")
_INVALID_27: Final = invalid("authentication.3ds2.acsReference", "Must be a string.")
_INVALID_28: Final = invalid("authentication.3ds2.acsReference", "Must be 0 to 32 characters long.")
_INVALID_29: Final = invalid("authentication.3ds2.acsTransactionId", "Must be a string.")
_INVALID_30: Final = invalid("authentication.3ds2.acsTransactionId", "Must be exactly 36 characters long.")
_INVALID_31: Final = invalid("authentication.3ds2.authenticationScheme", "Must be a non-empty string.")
_INVALID_32: Final = invalid("authentication.3ds2.custom", "Must be a string.")
_INVALID_33: Final = invalid("authentication.3ds2.custom", "Must be 1 to 4000 characters long.")
_INVALID_34: Final = invalid("authentication.3ds2.custom", "Must be valid JSON text.")
_INVALID_35: Final = invalid("authentication.3ds2.dsReference", "Must be a string.")
_INVALID_36: Final = invalid("authentication.3ds2.dsReference", "Must be 0 to 32 characters long.")
_INVALID_37: Final = invalid("authentication.3ds2.protocolVersion", "Must be a string.")
_INVALID_38: Final = invalid("authentication.3ds2.protocolVersion", "Must be 1 to 20 characters long.")
_CHARSET_39: Final = re.compile("[0-9a-zA-Z.]*")
_INVALID_40: Final = invalid("authentication.3ds2.protocolVersion", "Must hold only the characters 0-9, a-z, A-Z and '.' (Alphanumeric + additional characters).")
_INVALID_41: Final = invalid("authentication.3ds2.statusReasonCode", "Must be a string.")
_INVALID_42: Final = invalid("authentication.3ds2.statusReasonCode", "Must be exactly 2 characters long.")
_INVALID_43: Final = invalid("authentication.3ds2.transactionStatus", "Must be a string.")
_INVALID_44: Final = invalid("authentication.3ds2.transactionStatus", "Must be exactly 1 characters long.")
_INVALID_45: Final = invalid("authentication.3ds2.transactionStatus", "Must hold only the characters a-z and A-Z (Alpha).")
_INVALID_46: Final = invalid("authentication", "Must be a JSON object.")
_INVALID_47: Final = invalid("authentication.amount", "Must be a decimal number.")
_INVALID_48: Final = invalid("authentication.amount", "Must be a decimal of digits and '.'.")
_INVALID_49: Final = invalid("authentication.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_50: Final = invalid("authentication.amount", "Must be 1 to 14 characters long.")
_INVALID_51: Final = invalid("authentication.time", "Must be a string.")
_PATTERN_52: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z\\Z")
_INVALID_53: Final = invalid("authentication.time", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ.")
_INVALID_54: Final = invalid("authentication.time", "Must name a calendar date.")
_INVALID_55: Final = invalid("authentication.transactionId", "Must be a string.")
_INVALID_56: Final = invalid("authentication.transactionId", "Must be 1 to 40 characters long.")
_INVALID_57: Final = invalid("billing.address", "Must be a JSON object.")
_INVALID_58: Final = invalid("billing.address.city", "Must be a string.")
_INVALID_59: Final = invalid("billing.address.city", "Must be 1 to 100 characters long.")
_INVALID_60: Final = invalid("billing.address.company", "Must be a string.")
_INVALID_61: Final = invalid("billing.address.company", "Must be 1 to 100 characters long.")
_INVALID_62: Final = invalid("billing.address.country", "Must be a string.")
_INVALID_63: Final = invalid("billing.address.country", "Must be exactly 3 characters long.")
_INVALID_64: Final = invalid("billing.address.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_65: Final = invalid("billing.address.postcodeZip", "Must be a string.")
_INVALID_66: Final = invalid("billing.address.postcodeZip", "Must be 1 to 10 characters long.")
_CHARSET_67: Final = re.compile("[0-9a-zA-Z \\-]*")
_INVALID_68: Final = invalid("billing.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters).")
_INVALID_69: Final = invalid("billing.address.stateProvince", "Must be a string.")
_INVALID_70: Final = invalid("billing.address.stateProvince", "Must be 1 to 20 characters long.")
_INVALID_71: Final = invalid("billing.address.stateProvinceCode", "Must be a string.")
_INVALID_72: Final = invalid("billing.address.stateProvinceCode", "Must be 1 to 3 characters long.")
_INVALID_73: Final = invalid("billing.address.street", "Must be a string.")
_INVALID_74: Final = invalid("billing.address.street", "Must be 1 to 100 characters long.")
_INVALID_75: Final = invalid("billing.address.street2", "Must be a string.")
_INVALID_76: Final = invalid("billing.address.street2", "Must be 1 to 100 characters long.")
_INVALID_77: Final = invalid("billing", "Must be a JSON object.")
_INVALID_78: Final = invalid("customer", "Must be a JSON object.")
_INVALID_79: Final = invalid("customer.email", "Must be a string.")
_INVALID_80: Final = invalid("customer.email", "Must be at least 4 characters long.")
_PATTERN_81: Final = re.compile("^[A-Za-z0-9!#\\$%\\&'*+/=?^_`{\\|}\\~.-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\Z")
_INVALID_82: Final = invalid("customer.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses.")
_INVALID_83: Final = invalid("customer.firstName", "Must be a string.")
_INVALID_84: Final = invalid("customer.firstName", "Must be 1 to 50 characters long.")
_INVALID_85: Final = invalid("customer.lastName", "Must be a string.")
_INVALID_86: Final = invalid("customer.lastName", "Must be 1 to 50 characters long.")
_INVALID_87: Final = invalid("customer.middleName", "Must be a string.")
_INVALID_88: Final = invalid("customer.middleName", "Must be 1 to 50 characters long.")
_INVALID_89: Final = invalid("customer.mobilePhone", "Must be a string.")
_PATTERN_90: Final = re.compile("^\\+[0-9]{1,3} [0-9]+(?: [0-9]+)*\\Z")
_INVALID_91: Final = invalid("customer.mobilePhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total.")
_INVALID_92: Final = invalid("customer.mobilePhone", "Must have at most 15 digits in total.")
_INVALID_93: Final = invalid("customer.phone", "Must be a string.")
_INVALID_94: Final = invalid("customer.phone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total.")
_INVALID_95: Final = invalid("customer.phone", "Must have at most 15 digits in total.")
_INVALID_96: Final = invalid("customer.taxRegistrationId", "Must be a string.")
_INVALID_97: Final = invalid("customer.taxRegistrationId", "Must be 1 to 30 characters long.")
_INVALID_98: Final = invalid("device", "Must be a JSON object.")
_INVALID_99: Final = invalid("device.ani", "Must be a string.")
_INVALID_100: Final = invalid("device.ani", "Must be 1 to 10 characters long.")
_INVALID_101: Final = invalid("device.aniCallType", "Must be a string.")
_INVALID_102: Final = invalid("device.aniCallType", "Must be 1 to 2 characters long.")
_INVALID_103: Final = invalid("device.browser", "Must be a string.")
_INVALID_104: Final = invalid("device.browser", "Must be 1 to 2048 characters long.")
_INVALID_105: Final = invalid("device.fingerprint", "Must be a string.")
_INVALID_106: Final = invalid("device.fingerprint", "Must be 1 to 4000 characters long.")
_INVALID_107: Final = invalid("device.hostname", "Must be a string.")
_INVALID_108: Final = invalid("device.hostname", "Must be 1 to 60 characters long.")
_INVALID_109: Final = invalid("device.ipAddress", "Must be a string.")
_INVALID_110: Final = invalid("device.ipAddress", "Must be 7 to 45 characters long.")
_INVALID_111: Final = invalid("initiator", "Must be a JSON object.")
_INVALID_112: Final = invalid("initiator.userId", "Must be a string.")
_INVALID_113: Final = invalid("initiator.userId", "Must be 1 to 256 characters long.")
_INVALID_114: Final = invalid("order.acceptPartialAmount", "Must be true or false.")
_INVALID_115: Final = invalid("order.amount", "Must be a decimal number.")
_INVALID_116: Final = invalid("order.amount", "Must be a decimal of digits and '.'.")
_INVALID_117: Final = invalid("order.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_118: Final = invalid("order.amount", "Must be 1 to 14 characters long.")
_VALUES_119: Final = frozenset({"ESTIMATED", "FINAL"})
_INVALID_120: Final = invalid("order.certainty", "Must be one of ESTIMATED, FINAL.")
_INVALID_121: Final = invalid("order.custom", "Must be a JSON object of named values.")
_INVALID_122: Final = invalid("order.custom", "At most 50 named values are allowed.")
_INVALID_123: Final = invalid("order.customerNote", "Must be a string.")
_INVALID_124: Final = invalid("order.customerNote", "Must be 1 to 250 characters long.")
_INVALID_125: Final = invalid("order.customerOrderDate", "Must be a string.")
_PATTERN_126: Final = re.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}\\Z")
_INVALID_127: Final = invalid("order.customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd.")
_INVALID_128: Final = invalid("order.customerOrderDate", "Must be a calendar date (yyyy-mm-dd).")
_INVALID_129: Final = invalid("order.customerReference", "Must be a string.")
_INVALID_130: Final = invalid("order.customerReference", "Must be 0 to 25 characters long.")
_INVALID_131: Final = invalid("order.customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text).")
_INVALID_132: Final = invalid("order.description", "Must be a string.")
_INVALID_133: Final = invalid("order.description", "Must be 1 to 127 characters long.")
_INVALID_134: Final = invalid("order.discount", "Must be a JSON object.")
_INVALID_135: Final = invalid("order.discount.amount", "Must be a decimal number.")
_INVALID_136: Final = invalid("order.discount.amount", "Must be a decimal of digits and '.'.")
_INVALID_137: Final = invalid("order.discount.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_138: Final = invalid("order.discount.amount", "Must be 1 to 14 characters long.")
_INVALID_139: Final = invalid("order.discount.code", "Must be a string.")
_INVALID_140: Final = invalid("order.discount.code", "Must be 1 to 40 characters long.")
_INVALID_141: Final = invalid("order.discount.description", "Must be a string.")
_INVALID_142: Final = invalid("order.discount.description", "Must be 1 to 127 characters long.")
_INVALID_143: Final = invalid("order.dutyAmount", "Must be a decimal number.")
_INVALID_144: Final = invalid("order.dutyAmount", "Must be a decimal of digits and '.'.")
_INVALID_145: Final = invalid("order.dutyAmount", "Must have at most 3 digits after the decimal point.")
_INVALID_146: Final = invalid("order.dutyAmount", "Must be at least 0.")
_INVALID_147: Final = invalid("order.dutyAmount", "Must be at most 1000000000000.")
_INVALID_148: Final = invalid("order.gratuityAmount", "Must be a decimal number.")
_INVALID_149: Final = invalid("order.gratuityAmount", "Must be a decimal of digits and '.'.")
_INVALID_150: Final = invalid("order.gratuityAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_151: Final = invalid("order.gratuityAmount", "Must be 1 to 14 characters long.")
_VALUES_152: Final = frozenset({"DELAYED_CHARGE", "NO_SHOW_PENALTY", "PARTIAL_SHIPMENT"})
_INVALID_153: Final = invalid("order.industryPracticePaymentReason", "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT.")
_INVALID_154: Final = invalid("order.invoiceNumber", "Must be a string.")
_INVALID_155: Final = invalid("order.invoiceNumber", "Must be 1 to 25 characters long.")
_INVALID_156: Final = invalid("order.localTaxRegistrationId", "Must be a string.")
_INVALID_157: Final = invalid("order.localTaxRegistrationId", "Must be 1 to 25 characters long.")
_INVALID_158: Final = invalid("order.marketplace", "Must be a JSON object.")
_VALUES_159: Final = frozenset({"DOMESTIC_ONLY", "FOREIGN_AND_DOMESTIC", "FOREIGN_ONLY"})
_INVALID_160: Final = invalid("order.marketplace.retailerLocation", "Must be one of DOMESTIC_ONLY, FOREIGN_AND_DOMESTIC, FOREIGN_ONLY.")
_INVALID_161: Final = invalid("order.merchantCategoryCode", "Must be a string.")
_INVALID_162: Final = invalid("order.merchantCategoryCode", "Must be exactly 4 characters long.")
_INVALID_163: Final = invalid("order.merchantCategoryCode", "Must hold only the characters 0-9 (Digits).")
_INVALID_164: Final = invalid("order.merchantCharge", "Must be a JSON object.")
_VALUES_165: Final = frozenset({"SURCHARGE"})
_INVALID_166: Final = invalid("order.merchantCharge.type", "Must be one of SURCHARGE.")
_INVALID_167: Final = invalid("order.merchantCharge.amount", "Must be a decimal number.")
_INVALID_168: Final = invalid("order.merchantCharge.amount", "Must be a decimal of digits and '.'.")
_INVALID_169: Final = invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_170: Final = invalid("order.merchantCharge.amount", "Must be 1 to 14 characters long.")
_MISSING_171: Final = missing("order.merchantCharge.type")
_INVALID_172: Final = invalid("order.merchantPartnerIdCode", "Must be a string.")
_INVALID_173: Final = invalid("order.merchantPartnerIdCode", "Must be 1 to 6 characters long.")
_INVALID_174: Final = invalid("order.merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits).")
_INVALID_175: Final = invalid("order.netAmount", "Must be a decimal number.")
_INVALID_176: Final = invalid("order.netAmount", "Must be a decimal of digits and '.'.")
_INVALID_177: Final = invalid("order.netAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_178: Final = invalid("order.netAmount", "Must be 1 to 14 characters long.")
_INVALID_179: Final = invalid("order.notificationUrl", "Must be a string.")
_INVALID_180: Final = invalid("order.notificationUrl", "Must be an absolute URL.")
_INVALID_181: Final = invalid("order.owningEntity", "Must be a string.")
_INVALID_182: Final = invalid("order.owningEntity", "Must be 1 to 40 characters long.")
_VALUES_183: Final = frozenset({"B2B_PAYMENT", "CRYPTOCURRENCY", "DEBT_REPAYMENT", "HIGH_RISK_SECURITIES", "OTHER"})
_INVALID_184: Final = invalid("order.purchaseType", "Must be one of B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER.")
_INVALID_185: Final = invalid("order.reference", "Must be a string.")
_INVALID_186: Final = invalid("order.reference", "Must be 1 to 40 characters long.")
_INVALID_187: Final = invalid("order.requestorName", "Must be a string.")
_INVALID_188: Final = invalid("order.requestorName", "Must be 1 to 100 characters long.")
_INVALID_189: Final = invalid("order.reward", "Must be a JSON object.")
_INVALID_190: Final = invalid("order.reward.balanceId", "Must be a string.")
_INVALID_191: Final = invalid("order.reward.balanceId", "Must be 1 to 100 characters long.")
_CHARSET_192: Final = re.compile("[0-9a-zA-Z\\-_ \\&+!\\$%.=]*")
_INVALID_193: Final = invalid("order.reward.balanceId", "Must hold only the characters 0-9, a-z, A-Z, '-', '_', space, '&', '+', '!', '$', '%', '.' and '=' (Alphanumeric + additional characters).")
_INVALID_194: Final = invalid("order.reward.amount", "Must be a decimal number.")
_INVALID_195: Final = invalid("order.reward.amount", "Must be a decimal of digits and '.'.")
_INVALID_196: Final = invalid("order.reward.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_197: Final = invalid("order.reward.amount", "Must be 1 to 14 characters long.")
_MISSING_198: Final = missing("order.reward.balanceId")
_INVALID_199: Final = invalid("order.shippingAndHandlingAmount", "Must be a decimal number.")
_INVALID_200: Final = invalid("order.shippingAndHandlingAmount", "Must be a decimal of digits and '.'.")
_INVALID_201: Final = invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_202: Final = invalid("order.shippingAndHandlingAmount", "Must be 1 to 14 characters long.")
_INVALID_203: Final = invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal number.")
_INVALID_204: Final = invalid("order.shippingAndHandlingTaxAmount", "Must be a decimal of digits and '.'.")
_INVALID_205: Final = invalid("order.shippingAndHandlingTaxAmount", "Must have at most 3 digits after the decimal point.")
_INVALID_206: Final = invalid("order.shippingAndHandlingTaxAmount", "Must be at least 0.")
_INVALID_207: Final = invalid("order.shippingAndHandlingTaxAmount", "Must be at most 1000000000000.")
_INVALID_208: Final = invalid("order.shippingAndHandlingTaxRate", "Must be a decimal number.")
_INVALID_209: Final = invalid("order.shippingAndHandlingTaxRate", "Must be a decimal of digits and '.'.")
_INVALID_210: Final = invalid("order.shippingAndHandlingTaxRate", "Must have at most 4 digits after the decimal point.")
_INVALID_211: Final = invalid("order.shippingAndHandlingTaxRate", "Must be at least 0.")
_DECIMAL_212: Final = Decimal("1000000000000000000")
_INVALID_213: Final = invalid("order.shippingAndHandlingTaxRate", "Must be at most 1000000000000000000.")
_INVALID_214: Final = invalid("order.statementDescriptor.address", "Must be a JSON object.")
_INVALID_215: Final = invalid("order.statementDescriptor.address.city", "Must be a string.")
_INVALID_216: Final = invalid("order.statementDescriptor.address.city", "Must be 1 to 100 characters long.")
_INVALID_217: Final = invalid("order.statementDescriptor.address.company", "Must be a string.")
_INVALID_218: Final = invalid("order.statementDescriptor.address.company", "Must be 1 to 100 characters long.")
_INVALID_219: Final = invalid("order.statementDescriptor.address.country", "Must be a string.")
_INVALID_220: Final = invalid("order.statementDescriptor.address.country", "Must be exactly 3 characters long.")
_INVALID_221: Final = invalid("order.statementDescriptor.address.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_222: Final = invalid("order.statementDescriptor.address.postcodeZip", "Must be a string.")
_INVALID_223: Final = invalid("order.statementDescriptor.address.postcodeZip", "Must be 1 to 10 characters long.")
_INVALID_224: Final = invalid("order.statementDescriptor.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters).")
_INVALID_225: Final = invalid("order.statementDescriptor.address.stateProvince", "Must be a string.")
_INVALID_226: Final = invalid("order.statementDescriptor.address.stateProvince", "Must be 1 to 20 characters long.")
_INVALID_227: Final = invalid("order.statementDescriptor.address.stateProvinceCode", "Must be a string.")
_INVALID_228: Final = invalid("order.statementDescriptor.address.stateProvinceCode", "Must be 1 to 3 characters long.")
_INVALID_229: Final = invalid("order.statementDescriptor.address.street", "Must be a string.")
_INVALID_230: Final = invalid("order.statementDescriptor.address.street", "Must be 1 to 100 characters long.")
_INVALID_231: Final = invalid("order.statementDescriptor.address.street2", "Must be a string.")
_INVALID_232: Final = invalid("order.statementDescriptor.address.street2", "Must be 1 to 100 characters long.")
_INVALID_233: Final = invalid("order.statementDescriptor", "Must be a JSON object.")
_INVALID_234: Final = invalid("order.statementDescriptor.name", "Must be a string.")
_INVALID_235: Final = invalid("order.statementDescriptor.name", "Must be 1 to 100 characters long.")
_INVALID_236: Final = invalid("order.statementDescriptor.phone", "Must be a string.")
_INVALID_237: Final = invalid("order.statementDescriptor.phone", "Must be 1 to 20 characters long.")
_INVALID_238: Final = invalid("order.statementDescriptor.websiteUrl", "Must be a string.")
_INVALID_239: Final = invalid("order.statementDescriptor.websiteUrl", "Must be an absolute URL.")
_INVALID_240: Final = invalid("order.subMerchant.address", "Must be a JSON object.")
_INVALID_241: Final = invalid("order.subMerchant.address.city", "Must be a string.")
_INVALID_242: Final = invalid("order.subMerchant.address.city", "Must be 1 to 100 characters long.")
_INVALID_243: Final = invalid("order.subMerchant.address.company", "Must be a string.")
_INVALID_244: Final = invalid("order.subMerchant.address.company", "Must be 1 to 100 characters long.")
_INVALID_245: Final = invalid("order.subMerchant.address.country", "Must be a string.")
_INVALID_246: Final = invalid("order.subMerchant.address.country", "Must be exactly 3 characters long.")
_INVALID_247: Final = invalid("order.subMerchant.address.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_248: Final = invalid("order.subMerchant.address.postcodeZip", "Must be a string.")
_INVALID_249: Final = invalid("order.subMerchant.address.postcodeZip", "Must be 1 to 10 characters long.")
_INVALID_250: Final = invalid("order.subMerchant.address.postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters).")
_INVALID_251: Final = invalid("order.subMerchant.address.stateProvince", "Must be a string.")
_INVALID_252: Final = invalid("order.subMerchant.address.stateProvince", "Must be 1 to 20 characters long.")
_INVALID_253: Final = invalid("order.subMerchant.address.stateProvinceCode", "Must be a string.")
_INVALID_254: Final = invalid("order.subMerchant.address.stateProvinceCode", "Must be 1 to 3 characters long.")
_INVALID_255: Final = invalid("order.subMerchant.address.street", "Must be a string.")
_INVALID_256: Final = invalid("order.subMerchant.address.street", "Must be 1 to 100 characters long.")
_INVALID_257: Final = invalid("order.subMerchant.address.street2", "Must be a string.")
_INVALID_258: Final = invalid("order.subMerchant.address.street2", "Must be 1 to 100 characters long.")
_INVALID_259: Final = invalid("order.subMerchant", "Must be a JSON object.")
_INVALID_260: Final = invalid("order.subMerchant.identifier", "Must be a string.")
_INVALID_261: Final = invalid("order.subMerchant.identifier", "Must be 1 to 100 characters long.")
_INVALID_262: Final = invalid("order.subMerchant.tradingName", "Must be a string.")
_INVALID_263: Final = invalid("order.subMerchant.tradingName", "Must be 1 to 100 characters long.")
_INVALID_264: Final = invalid("order.subMerchant.bankIndustryCode", "Must be a string.")
_INVALID_265: Final = invalid("order.subMerchant.bankIndustryCode", "Must be exactly 4 characters long.")
_INVALID_266: Final = invalid("order.subMerchant.bankIndustryCode", "Must hold only the characters 0-9 (Digits).")
_INVALID_267: Final = invalid("order.subMerchant.disputeContactPhone", "Must be a string.")
_INVALID_268: Final = invalid("order.subMerchant.disputeContactPhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total.")
_INVALID_269: Final = invalid("order.subMerchant.disputeContactPhone", "Must have at most 15 digits in total.")
_INVALID_270: Final = invalid("order.subMerchant.email", "Must be a string.")
_INVALID_271: Final = invalid("order.subMerchant.email", "Must be at least 4 characters long.")
_INVALID_272: Final = invalid("order.subMerchant.email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses.")
_INVALID_273: Final = invalid("order.subMerchant.governmentCountryCode", "Must be a string.")
_INVALID_274: Final = invalid("order.subMerchant.governmentCountryCode", "Must be exactly 3 characters long.")
_INVALID_275: Final = invalid("order.subMerchant.governmentCountryCode", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_276: Final = invalid("order.subMerchant.marketplaceId", "Must be a string.")
_INVALID_277: Final = invalid("order.subMerchant.marketplaceId", "Must be 1 to 11 characters long.")
_INVALID_278: Final = invalid("order.subMerchant.phone", "Must be a string.")
_INVALID_279: Final = invalid("order.subMerchant.phone", "Must be 1 to 20 characters long.")
_INVALID_280: Final = invalid("order.subMerchant.registeredName", "Must be a string.")
_INVALID_281: Final = invalid("order.subMerchant.registeredName", "Must be 1 to 100 characters long.")
_INVALID_282: Final = invalid("order.subMerchant.websiteUrl", "Must be a string.")
_INVALID_283: Final = invalid("order.subMerchant.websiteUrl", "Must be an absolute URL.")
_MISSING_284: Final = missing("order.subMerchant.identifier")
_MISSING_285: Final = missing("order.subMerchant.tradingName")
_INVALID_286: Final = invalid("order.supplierName", "Must be a string.")
_INVALID_287: Final = invalid("order.supplierName", "Must be 1 to 21 characters long.")
_INVALID_288: Final = invalid("order.tax", "Must be a JSON array.")
_INVALID_289: Final = invalid("order.taxAmount", "Must be a decimal number.")
_INVALID_290: Final = invalid("order.taxAmount", "Must be a decimal of digits and '.'.")
_INVALID_291: Final = invalid("order.taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_292: Final = invalid("order.taxAmount", "Must be 1 to 14 characters long.")
_INVALID_293: Final = invalid("order.taxRegistrationId", "Must be a string.")
_INVALID_294: Final = invalid("order.taxRegistrationId", "Must be 1 to 30 characters long.")
_VALUES_295: Final = frozenset({"EXEMPT", "NOT_EXEMPT", "NOT_PROVIDED"})
_INVALID_296: Final = invalid("order.taxStatus", "Must be one of EXEMPT, NOT_EXEMPT, NOT_PROVIDED.")
_INVALID_297: Final = invalid("order.transactionFiltering.avsResponseCodeRules", "Must be a JSON array.")
_VALUES_298: Final = frozenset({"NO_ACTION", "REJECT", "REVIEW"})
_INVALID_299: Final = invalid("order.transactionFiltering", "Must be a JSON object.")
_INVALID_300: Final = invalid("order", "Must be a JSON object.")
_INVALID_301: Final = invalid("order.currency", "Must be a string.")
_INVALID_302: Final = invalid("order.currency", "Must be exactly 3 characters long.")
_INVALID_303: Final = invalid("order.currency", "Must hold only the characters A-Z (Upper case alphabetic text).")
_MISSING_304: Final = missing("order.currency")
_INVALID_305: Final = invalid("", "Must be a JSON object.")
_VALUES_306: Final = frozenset({"VERIFY"})
_INVALID_307: Final = invalid("apiOperation", "Must be one of VERIFY.")
_INVALID_308: Final = invalid("correlationId", "Must be a string.")
_INVALID_309: Final = invalid("correlationId", "Must be 1 to 100 characters long.")
_MISSING_310: Final = missing("apiOperation")
_MISSING_311: Final = missing("order")
_STRINGS_312: Final = ("order", "transactionfiltering", "avsresponsecoderules", "action")
_VALUES_313: Final = frozenset({"order", "order.amount", "order.cashbackAmount", "order.discount", "order.discount.amount", "order.dutyAmount", "order.gratuityAmount", "order.itemAmount", "order.merchantCategoryCode", "order.merchantCharge", "order.merchantCharge.amount", "order.netAmount", "order.purchaseType", "order.shippingAndHandlingAmount", "order.supplierName", "order.taxAmount"})
_VALUES_314: Final = frozenset({"order", "order.amount", "order.cashbackAmount", "order.discount", "order.discount.amount", "order.dutyAmount", "order.gratuityAmount", "order.itemAmount", "order.merchantCharge", "order.merchantCharge.amount", "order.shippingAndHandlingAmount", "order.taxAmount"})
_INVALID_315: Final = invalid("order.amount", "If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.")
_VALUES_316: Final = frozenset({"order", "order.cashbackAmount", "order.discount", "order.discount.amount", "order.dutyAmount", "order.gratuityAmount", "order.itemAmount", "order.netAmount", "order.shippingAndHandlingAmount", "order.taxAmount"})
_INVALID_317: Final = invalid("order.netAmount", "If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).")
_VALUES_318: Final = frozenset({"order", "order.purchaseType", "order.supplierName"})
_MISSING_319: Final = missing("order.supplierName", "order.supplierName is required when order.purchaseType is B2B_PAYMENT.")
_VALUES_320: Final = frozenset({"order", "order.merchantCategoryCode", "order.purchaseType"})
_MISSING_321: Final = missing("order.purchaseType", "A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.")
_INVALID_322: Final = invalid("accountFunding.reference", "Must be a string.")
_INVALID_323: Final = invalid("accountFunding.reference", "Must be 1 to 50 characters long.")
_MISSING_324: Final = missing("accountFunding.reference")
_INVALID_325: Final = invalid("action", "Must be a JSON object.")
_INVALID_326: Final = invalid("action.refundAuthorization", "Must be true or false.")
_PATTERN_327: Final = re.compile("^(?:[A-Za-z0-9_]{2}|[0-9]{3}|[A-Za-z0-9_]{2}/[0-9]{3})\\Z")
_PATTERN_328: Final = re.compile("^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?(?:Z|[+-](?:[01][0-9]|2[0-3])(?::[0-5][0-9])?)\\Z")
_CHARSET_329: Final = re.compile("[0-9a-zA-Z ]*")
_INVALID_330: Final = invalid("airline.itinerary.leg", "Must be a JSON array.")
_INVALID_331: Final = invalid("airline.itinerary", "Must be a JSON object.")
_INVALID_332: Final = invalid("airline.itinerary.numberInParty", "Must be a string.")
_INVALID_333: Final = invalid("airline.itinerary.numberInParty", "Must be 1 to 3 characters long.")
_INVALID_334: Final = invalid("airline.itinerary.numberInParty", "Must hold only the characters 0-9 (Digits).")
_INVALID_335: Final = invalid("airline.itinerary.originCountry", "Must be a string.")
_INVALID_336: Final = invalid("airline.itinerary.originCountry", "Must be exactly 3 characters long.")
_INVALID_337: Final = invalid("airline.itinerary.originCountry", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_338: Final = invalid("airline.passenger", "Must be a JSON array.")
_INVALID_339: Final = invalid("airline.ticket.issue", "Must be a JSON object.")
_INVALID_340: Final = invalid("airline.ticket.issue.address", "Must be a string.")
_INVALID_341: Final = invalid("airline.ticket.issue.address", "Must be 1 to 16 characters long.")
_INVALID_342: Final = invalid("airline.ticket.issue.carrierCode", "Must be a string.")
_INVALID_343: Final = invalid("airline.ticket.issue.carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits.")
_INVALID_344: Final = invalid("airline.ticket.issue.carrierName", "Must be a string.")
_INVALID_345: Final = invalid("airline.ticket.issue.carrierName", "Must be 1 to 25 characters long.")
_INVALID_346: Final = invalid("airline.ticket.issue.carrierName", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_347: Final = invalid("airline.ticket.issue.city", "Must be a string.")
_INVALID_348: Final = invalid("airline.ticket.issue.city", "Must be 1 to 100 characters long.")
_INVALID_349: Final = invalid("airline.ticket.issue.country", "Must be a string.")
_INVALID_350: Final = invalid("airline.ticket.issue.country", "Must be exactly 3 characters long.")
_INVALID_351: Final = invalid("airline.ticket.issue.country", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_352: Final = invalid("airline.ticket.issue.date", "Must be a string.")
_INVALID_353: Final = invalid("airline.ticket.issue.date", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd.")
_INVALID_354: Final = invalid("airline.ticket.issue.date", "Must be a calendar date (yyyy-mm-dd).")
_INVALID_355: Final = invalid("airline.ticket.issue.travelAgentCode", "Must be a string.")
_INVALID_356: Final = invalid("airline.ticket.issue.travelAgentCode", "Must be 8 to 9 characters long.")
_INVALID_357: Final = invalid("airline.ticket.issue.travelAgentCode", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_358: Final = invalid("airline.ticket.issue.travelAgentName", "Must be a string.")
_INVALID_359: Final = invalid("airline.ticket.issue.travelAgentName", "Must be 1 to 30 characters long.")
_INVALID_360: Final = invalid("airline.ticket.taxOrFee", "Must be a JSON array.")
_INVALID_361: Final = invalid("airline.ticket", "Must be a JSON object.")
_INVALID_362: Final = invalid("airline.ticket.conjunctionTicketIndicator", "Must be true or false.")
_INVALID_363: Final = invalid("airline.ticket.eTicket", "Must be true or false.")
_INVALID_364: Final = invalid("airline.ticket.exchangedTicketNumber", "Must be a string.")
_INVALID_365: Final = invalid("airline.ticket.exchangedTicketNumber", "Must be 11 to 16 characters long.")
_INVALID_366: Final = invalid("airline.ticket.exchangedTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_367: Final = invalid("airline.ticket.restricted", "Must be true or false.")
_INVALID_368: Final = invalid("airline.ticket.ticketNumber", "Must be a string.")
_INVALID_369: Final = invalid("airline.ticket.ticketNumber", "Must be 11 to 16 characters long.")
_INVALID_370: Final = invalid("airline.ticket.ticketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_371: Final = invalid("airline.ticket.totalFare", "Must be a decimal number.")
_INVALID_372: Final = invalid("airline.ticket.totalFare", "Must be a decimal of digits and '.'.")
_INVALID_373: Final = invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_374: Final = invalid("airline.ticket.totalFare", "Must be 1 to 14 characters long.")
_INVALID_375: Final = invalid("airline.ticket.totalFees", "Must be a decimal number.")
_INVALID_376: Final = invalid("airline.ticket.totalFees", "Must be a decimal of digits and '.'.")
_INVALID_377: Final = invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_378: Final = invalid("airline.ticket.totalFees", "Must be 1 to 14 characters long.")
_INVALID_379: Final = invalid("airline.ticket.totalTaxes", "Must be a decimal number.")
_INVALID_380: Final = invalid("airline.ticket.totalTaxes", "Must be a decimal of digits and '.'.")
_INVALID_381: Final = invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_382: Final = invalid("airline.ticket.totalTaxes", "Must be 1 to 14 characters long.")
_INVALID_383: Final = invalid("airline", "Must be a JSON object.")
_INVALID_384: Final = invalid("airline.bookingReference", "Must be a string.")
_INVALID_385: Final = invalid("airline.bookingReference", "Must be 6 to 15 characters long.")
_INVALID_386: Final = invalid("airline.bookingReference", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_INVALID_387: Final = invalid("airline.documentType", "Must be a non-empty string.")
_INVALID_388: Final = invalid("airline.planNumber", "Must be a string.")
_INVALID_389: Final = invalid("airline.planNumber", "Must be exactly 2 characters long.")
_INVALID_390: Final = invalid("airline.planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric).")
_VALUES_391: Final = frozenset({"EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"})
_INVALID_392: Final = invalid("airline.transactionType", "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER.")
_INVALID_393: Final = invalid("authentication.3ds2.3dsServerTransactionId", "Must be a string.")
_INVALID_394: Final = invalid("authentication.3ds2.3dsServerTransactionId", "Must be 1 to 50 characters long.")
_INVALID_395: Final = invalid("authentication.3ds2.directoryServerId", "Must be a string.")
_INVALID_396: Final = invalid("authentication.3ds2.directoryServerId", "Must be exactly 10 characters long.")
_INVALID_397: Final = invalid("authentication.3ds2.dsTransactionId", "Must be a string.")
_INVALID_398: Final = invalid("authentication.3ds2.dsTransactionId", "Must be 1 to 50 characters long.")
_INVALID_399: Final = invalid("authentication.3ds2.sdk", "Must be a JSON object.")
_INVALID_400: Final = invalid("authentication.3ds2.sdk.challengeCompletionCallbackUrl", "Must be a string.")
_INVALID_401: Final = invalid("authentication.3ds2.sdk.challengeCompletionCallbackUrl", "Must be an absolute URL.")
_VALUES_402: Final = frozenset({"HTML", "NATIVE"})
_INVALID_403: Final = invalid("authentication.3ds2.sdk.interface", "Must be one of HTML, NATIVE.")
_INVALID_404: Final = invalid("authentication.3ds2.sdk.oobAppSupportsRedirectUrl", "Must be true or false.")
_INVALID_405: Final = invalid("authentication.3ds2.sdk.timeout", "Must be a whole number.")
_INVALID_406: Final = invalid("authentication.3ds2.sdk.timeout", "Must be 300 to 900.")
_INVALID_407: Final = invalid("authentication.3ds2.sdk.uiType", "Must be a string.")
_VALUES_408: Final = frozenset({"TEXT", "SINGLE_SELECT", "MULTI_SELECT", "OUT_OF_BAND", "OTHER_HTML"})
_INVALID_409: Final = invalid("authentication.3ds2.sdk.uiType", "Must be one or more of one of TEXT, SINGLE_SELECT, MULTI_SELECT, OUT_OF_BAND, OTHER_HTML, separated by commas.")
_INVALID_410: Final = invalid("authentication.3ds2.methodCompleted", "Must be true or false.")
_VALUES_411: Final = frozenset({"NOT_SUPPORTED", "SUPPORTED"})
_INVALID_412: Final = invalid("authentication.3ds2.methodSupported", "Must be one of NOT_SUPPORTED, SUPPORTED.")
_INVALID_413: Final = invalid("authentication.3ds2.requestorId", "Must be a string.")
_INVALID_414: Final = invalid("authentication.3ds2.requestorId", "Must be 1 to 35 characters long.")
_INVALID_415: Final = invalid("authentication.3ds2.requestorName", "Must be a string.")
_INVALID_416: Final = invalid("authentication.3ds2.requestorName", "Must be 1 to 40 characters long.")
_MISSING_417: Final = missing("authentication.3ds2.methodCompleted")
_MISSING_418: Final = missing("authentication.3ds2.methodSupported")
_MISSING_419: Final = missing("authentication.3ds2.requestorId")
_MISSING_420: Final = missing("authentication.3ds2.requestorName")
_INVALID_421: Final = invalid("authentication.psd2", "Must be a JSON object.")
_VALUES_422: Final = frozenset({"AUTHENTICATION_OUTAGE", "AUTO", "LOW_RISK", "LOW_VALUE_PAYMENT", "MERCHANT_INITIATED_TRANSACTION", "NONE", "RECURRING_PAYMENT", "SECURE_CORPORATE_PAYMENT", "TRUSTED_MERCHANT"})
_INVALID_423: Final = invalid("authentication.psd2.exemption", "Must be one of AUTHENTICATION_OUTAGE, AUTO, LOW_RISK, LOW_VALUE_PAYMENT, MERCHANT_INITIATED_TRANSACTION, NONE, RECURRING_PAYMENT, SECURE_CORPORATE_PAYMENT, TRUSTED_MERCHANT.")
_VALUES_424: Final = frozenset({"NOT_ON_LIST", "ON_LIST"})
_INVALID_425: Final = invalid("authentication.psd2.trustedMerchantStatus", "Must be one of NOT_ON_LIST, ON_LIST.")
_INVALID_426: Final = invalid("authentication.acceptVersions", "Must be a string.")
_VALUES_427: Final = frozenset({"3DS1", "3DS2", "PASSKEY"})
_INVALID_428: Final = invalid("authentication.acceptVersions", "Must be one or more of one of 3DS1, 3DS2, PASSKEY, separated by commas.")
_VALUES_429: Final = frozenset({"MERCHANT_REQUESTED", "PAYER_APP", "PAYER_BROWSER"})
_INVALID_430: Final = invalid("authentication.channel", "Must be one of MERCHANT_REQUESTED, PAYER_APP, PAYER_BROWSER.")
_VALUES_431: Final = frozenset({"DYNAMIC", "OUT_OF_BAND", "STATIC"})
_INVALID_432: Final = invalid("authentication.method", "Must be one of DYNAMIC, OUT_OF_BAND, STATIC.")
_VALUES_433: Final = frozenset({"NOT_POSSIBLE", "NOT_REQUIRED", "REQUIRED"})
_INVALID_434: Final = invalid("authentication.payerInteraction", "Must be one of NOT_POSSIBLE, NOT_REQUIRED, REQUIRED.")
_INVALID_435: Final = invalid("billing.address.street2", "Must be empty.")
_INVALID_436: Final = invalid("customer.mobilePhone", "Must be 1 to 20 characters long.")
_INVALID_437: Final = invalid("customer.nationalId", "Must be a string.")
_INVALID_438: Final = invalid("customer.nationalId", "Must be 1 to 30 characters long.")
_INVALID_439: Final = invalid("customer.phone", "Must be 1 to 20 characters long.")
_INVALID_440: Final = invalid("device.mobilePhoneModel", "Must be a string.")
_INVALID_441: Final = invalid("device.mobilePhoneModel", "Must be 1 to 255 characters long.")
_VALUES_442: Final = frozenset({"AUTO", "BATCH", "CHECKOUT_VIA_WEBSITE", "MERCHANT_ADMINISTRATION", "MERCHANT_MANAGER", "SERVICE_PROVIDER_API", "WEB_SERVICES_API"})
_INVALID_443: Final = invalid("gatewayEntryPoint", "Must be one of AUTO, BATCH, CHECKOUT_VIA_WEBSITE, MERCHANT_ADMINISTRATION, MERCHANT_MANAGER, SERVICE_PROVIDER_API, WEB_SERVICES_API.")
_INVALID_444: Final = invalid("initiator.entity", "Must be a JSON object.")
_INVALID_445: Final = invalid("initiator.entity.id", "Must be a string.")
_INVALID_446: Final = invalid("initiator.entity.id", "Must be 1 to 40 characters long.")
_VALUES_447: Final = frozenset({"AGENT", "GATEWAY", "MERCHANT", "MERCHANT_ORGANIZATION", "SERVICE_PROVIDER"})
_INVALID_448: Final = invalid("initiator.entity.type", "Must be one of AGENT, GATEWAY, MERCHANT, MERCHANT_ORGANIZATION, SERVICE_PROVIDER.")
_VALUES_449: Final = frozenset({"AUTHENTICATION_ATTEMPTED", "AUTHENTICATION_AVAILABLE", "AUTHENTICATION_EXEMPT", "AUTHENTICATION_FAILED", "AUTHENTICATION_NOT_IN_EFFECT", "AUTHENTICATION_NOT_SUPPORTED", "AUTHENTICATION_PENDING", "AUTHENTICATION_REJECTED", "AUTHENTICATION_REQUIRED", "AUTHENTICATION_SUCCESSFUL", "AUTHENTICATION_UNAVAILABLE"})
_INVALID_450: Final = invalid("order.authenticationStatus", "Must be one of AUTHENTICATION_ATTEMPTED, AUTHENTICATION_AVAILABLE, AUTHENTICATION_EXEMPT, AUTHENTICATION_FAILED, AUTHENTICATION_NOT_IN_EFFECT, AUTHENTICATION_NOT_SUPPORTED, AUTHENTICATION_PENDING, AUTHENTICATION_REJECTED, AUTHENTICATION_REQUIRED, AUTHENTICATION_SUCCESSFUL, AUTHENTICATION_UNAVAILABLE.")
_INVALID_451: Final = invalid("order.chargeback", "Must be a JSON object.")
_INVALID_452: Final = invalid("order.chargeback.amount", "Must be a decimal number.")
_INVALID_453: Final = invalid("order.chargeback.amount", "Must be a decimal of digits and '.'.")
_INVALID_454: Final = invalid("order.chargeback.amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_455: Final = invalid("order.chargeback.amount", "Must be 1 to 14 characters long.")
_INVALID_456: Final = invalid("order.chargeback.currency", "Must be a string.")
_INVALID_457: Final = invalid("order.chargeback.currency", "Must be exactly 3 characters long.")
_INVALID_458: Final = invalid("order.expectedNumberOfCaptures", "Must be a whole number.")
_INVALID_459: Final = invalid("order.expectedNumberOfCaptures", "Must be 1 to 99.")
_VALUES_460: Final = frozenset({"AUTOMATIC_FUEL_DISPENSING"})
_INVALID_461: Final = invalid("order.fuelDispenseType", "Must be one of AUTOMATIC_FUEL_DISPENSING.")
_VALUES_462: Final = frozenset({"FUNDED", "FUNDING_ASSURED", "FUNDING_FAILED", "FUNDING_ON_HOLD", "IN_PROGRESS", "NON_FUNDED", "NOT_SUPPORTED"})
_INVALID_463: Final = invalid("order.fundingStatus", "Must be one of FUNDED, FUNDING_ASSURED, FUNDING_FAILED, FUNDING_ON_HOLD, IN_PROGRESS, NON_FUNDED, NOT_SUPPORTED.")
_INVALID_464: Final = invalid("order.initialAuthorizedAmount", "Must be a decimal number.")
_INVALID_465: Final = invalid("order.initialAuthorizedAmount", "Must be a decimal of digits and '.'.")
_INVALID_466: Final = invalid("order.initialAuthorizedAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_467: Final = invalid("order.initialAuthorizedAmount", "Must be 1 to 14 characters long.")
_VALUES_468: Final = frozenset({"CLIENT", "GATEWAY"})
_INVALID_469: Final = invalid("order.merchantCharge.calculatedBy", "Must be one of CLIENT, GATEWAY.")
_INVALID_470: Final = invalid("order.merchantCharge.ruleName", "Must be a string.")
_INVALID_471: Final = invalid("order.merchantCharge.ruleName", "Must be 1 to 50 characters long.")
_MISSING_472: Final = missing("order.merchantCharge.calculatedBy")
_INVALID_473: Final = invalid("order.reference", "Must be 1 to 200 characters long.")
_INVALID_474: Final = invalid("order.reward.availableBalance", "Must be a JSON object.")
_INVALID_475: Final = invalid("order.reward.availableBalance.amount", "Must be a decimal number.")
_INVALID_476: Final = invalid("order.reward.availableBalance.amount", "Must be a decimal of digits and '.'.")
_INVALID_477: Final = invalid("order.reward.availableBalance.amount", "Must have at most 3 digits after the decimal point.")
_INVALID_478: Final = invalid("order.reward.availableBalance.amount", "Must be at least 0.")
_DECIMAL_479: Final = Decimal("1000000000")
_INVALID_480: Final = invalid("order.reward.availableBalance.amount", "Must be at most 1000000000.")
_INVALID_481: Final = invalid("order.reward.availableBalance.points", "Must be a decimal number.")
_INVALID_482: Final = invalid("order.reward.availableBalance.points", "Must be a decimal of digits and '.'.")
_INVALID_483: Final = invalid("order.reward.availableBalance.points", "Must have at most 3 digits after the decimal point.")
_INVALID_484: Final = invalid("order.reward.availableBalance.points", "Must be at least 0.")
_INVALID_485: Final = invalid("order.reward.availableBalance.points", "Must be at most 1000000000.")
_INVALID_486: Final = invalid("order.reward.previousBalance", "Must be a JSON object.")
_INVALID_487: Final = invalid("order.reward.previousBalance.amount", "Must be a decimal number.")
_INVALID_488: Final = invalid("order.reward.previousBalance.amount", "Must be a decimal of digits and '.'.")
_INVALID_489: Final = invalid("order.reward.previousBalance.amount", "Must have at most 3 digits after the decimal point.")
_INVALID_490: Final = invalid("order.reward.previousBalance.amount", "Must be at least 0.")
_INVALID_491: Final = invalid("order.reward.previousBalance.amount", "Must be at most 1000000000.")
_INVALID_492: Final = invalid("order.reward.previousBalance.points", "Must be a decimal number.")
_INVALID_493: Final = invalid("order.reward.previousBalance.points", "Must be a decimal of digits and '.'.")
_INVALID_494: Final = invalid("order.reward.previousBalance.points", "Must have at most 3 digits after the decimal point.")
_INVALID_495: Final = invalid("order.reward.previousBalance.points", "Must be at least 0.")
_INVALID_496: Final = invalid("order.reward.previousBalance.points", "Must be at most 1000000000.")
_INVALID_497: Final = invalid("order.reward.points", "Must be a decimal number.")
_INVALID_498: Final = invalid("order.reward.points", "Must be a decimal of digits and '.'.")
_INVALID_499: Final = invalid("order.reward.points", "Must have at most 3 digits after the decimal point.")
_INVALID_500: Final = invalid("order.reward.points", "Must be at least 0.")
_INVALID_501: Final = invalid("order.reward.points", "Must be at most 1000000000.")
_INVALID_502: Final = invalid("order.reward.program", "Must be a non-empty string.")
_MISSING_503: Final = missing("order.reward.amount")
_MISSING_504: Final = missing("order.reward.points")
_INVALID_505: Final = invalid("order.statementDescriptor.address.street2", "Must be empty.")
_INVALID_506: Final = invalid("order.status", "Must be a non-empty string.")
_INVALID_507: Final = invalid("order.subMerchant.address.street2", "Must be empty.")
_INVALID_508: Final = invalid("order.creationTime", "Must be a string.")
_INVALID_509: Final = invalid("order.creationTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ.")
_INVALID_510: Final = invalid("order.creationTime", "Must name a calendar date.")
_INVALID_511: Final = invalid("order.id", "Must be a string.")
_INVALID_512: Final = invalid("order.id", "Must be 1 to 40 characters long.")
_INVALID_513: Final = invalid("order.lastUpdatedTime", "Must be a string.")
_INVALID_514: Final = invalid("order.lastUpdatedTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ.")
_INVALID_515: Final = invalid("order.lastUpdatedTime", "Must name a calendar date.")
_INVALID_516: Final = invalid("order.merchantAmount", "Must be a decimal number.")
_INVALID_517: Final = invalid("order.merchantAmount", "Must be a decimal of digits and '.'.")
_INVALID_518: Final = invalid("order.merchantAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.")
_INVALID_519: Final = invalid("order.merchantAmount", "Must be 1 to 14 characters long.")
_INVALID_520: Final = invalid("order.merchantCurrency", "Must be a string.")
_INVALID_521: Final = invalid("order.merchantCurrency", "Must be exactly 3 characters long.")
_INVALID_522: Final = invalid("order.merchantCurrency", "Must hold only the characters A-Z (Upper case alphabetic text).")
_MISSING_523: Final = missing("order.creationTime")
_MISSING_524: Final = missing("order.id")
_MISSING_525: Final = missing("order.lastUpdatedTime")
_MISSING_526: Final = missing("order.merchantAmount")
_MISSING_527: Final = missing("order.merchantCurrency")
_INVALID_528: Final = invalid("timeOfRecord", "Must be a string.")
_INVALID_529: Final = invalid("timeOfRecord", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ.")
_INVALID_530: Final = invalid("timeOfRecord", "Must name a calendar date.")
_INVALID_531: Final = invalid("transaction.acquirer", "Must be a JSON object.")
_INVALID_532: Final = invalid("transaction.acquirer.id", "Must be a string.")
_INVALID_533: Final = invalid("transaction.acquirer.id", "Must be 1 to 40 characters long.")
_INVALID_534: Final = invalid("transaction.acquirer.batch", "Must be a whole number.")
_INVALID_535: Final = invalid("transaction.acquirer.batch", "Must be 1 to 2147483647.")
_INVALID_536: Final = invalid("transaction.acquirer.customData", "Must be a string.")
_INVALID_537: Final = invalid("transaction.acquirer.customData", "Must be 1 to 4000 characters long.")
_INVALID_538: Final = invalid("transaction.acquirer.date", "Must be a string.")
_INVALID_539: Final = invalid("transaction.acquirer.date", "Must be 1 to 4000 characters long.")
_INVALID_540: Final = invalid("transaction.acquirer.time", "Must be a string.")
_INVALID_541: Final = invalid("transaction.acquirer.time", "Must be 1 to 4000 characters long.")
_MISSING_542: Final = missing("transaction.acquirer.id")
_INVALID_543: Final = invalid("transaction", "Must be a JSON object.")
_INVALID_544: Final = invalid("transaction.amount", "Must be a decimal number.")
_INVALID_545: Final = invalid("transaction.amount", "Must be a decimal of digits and '.'.")
_INVALID_546: Final = invalid("transaction.amount", "Must have at most 3 digits after the decimal point.")
_INVALID_547: Final = invalid("transaction.amount", "Must be at least 0.")
_INVALID_548: Final = invalid("transaction.amount", "Must be at most 1000000000000.")
_INVALID_549: Final = invalid("transaction.currency", "Must be a string.")
_INVALID_550: Final = invalid("transaction.currency", "Must be exactly 3 characters long.")
_INVALID_551: Final = invalid("transaction.currency", "Must hold only the characters A-Z (Upper case alphabetic text).")
_INVALID_552: Final = invalid("transaction.id", "Must be a string.")
_INVALID_553: Final = invalid("transaction.id", "Must be 1 to 40 characters long.")
_VALUES_554: Final = frozenset({"AUTHORIZATION", "AUTHORIZATION_UPDATE", "CAPTURE", "PAYMENT", "REFUND", "VERIFICATION", "VOID_AUTHORIZATION", "VOID_CAPTURE", "VOID_PAYMENT", "VOID_REFUND"})
_INVALID_555: Final = invalid("transaction.type", "Must be one of AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND.")
_INVALID_556: Final = invalid("transaction.authorizationCode", "Must be a string.")
_INVALID_557: Final = invalid("transaction.authorizationCode", "Must be 1 to 100 characters long.")
_INVALID_558: Final = invalid("transaction.authorizationCode", "Must hold only the characters U+0000-U+007F (ASCII Text).")
_INVALID_559: Final = invalid("transaction.batchName", "Must be a string.")
_INVALID_560: Final = invalid("transaction.batchName", "Must be 1 to 512 characters long.")
_VALUES_561: Final = frozenset({"INSTALLMENT", "RECURRING", "SINGLE"})
_INVALID_562: Final = invalid("transaction.frequency", "Must be one of INSTALLMENT, RECURRING, SINGLE.")
_INVALID_563: Final = invalid("transaction.merchantNote", "Must be a string.")
_INVALID_564: Final = invalid("transaction.merchantNote", "Must be 1 to 250 characters long.")
_INVALID_565: Final = invalid("transaction.receipt", "Must be a string.")
_INVALID_566: Final = invalid("transaction.receipt", "Must be 1 to 100 characters long.")
_INVALID_567: Final = invalid("transaction.receipt", "Must hold only the characters U+0000-U+007F (ASCII Text).")
_INVALID_568: Final = invalid("transaction.reference", "Must be a string.")
_INVALID_569: Final = invalid("transaction.reference", "Must be 1 to 40 characters long.")
_INVALID_570: Final = invalid("transaction.taxAmount", "Must be a decimal number.")
_INVALID_571: Final = invalid("transaction.taxAmount", "Must be a decimal of digits and '.'.")
_INVALID_572: Final = invalid("transaction.taxAmount", "Must have at most 3 digits after the decimal point.")
_INVALID_573: Final = invalid("transaction.taxAmount", "Must be at least 0.")
_INVALID_574: Final = invalid("transaction.taxAmount", "Must be at most 1000000000000.")
_INVALID_575: Final = invalid("transaction.terminal", "Must be a string.")
_INVALID_576: Final = invalid("transaction.terminal", "Must be 1 to 16 characters long.")
_MISSING_577: Final = missing("transaction.amount")
_MISSING_578: Final = missing("transaction.currency")
_MISSING_579: Final = missing("transaction.id")
_MISSING_580: Final = missing("transaction.type")
_INVALID_581: Final = invalid("userId", "Must be a string.")
_INVALID_582: Final = invalid("userId", "Must be 1 to 256 characters long.")
_INVALID_583: Final = invalid("version", "Must be a string.")
_INVALID_584: Final = invalid("version", "Must be 1 to 8 characters long.")
_INVALID_585: Final = invalid("merchant", "Must be a string.")
_INVALID_586: Final = invalid("merchant", "Must be 1 to 40 characters long.")
_CHARSET_587: Final = re.compile("[0-9a-zA-Z\\-_]*")
_INVALID_588: Final = invalid("merchant", "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters).")
_MISSING_589: Final = missing("merchant")
_MISSING_590: Final = missing("transaction")
_VALUES_591: Final = frozenset({"authentication", "authentication.3ds2", "authentication.3ds2.sdk", "authentication.3ds2.sdk.interface", "authentication.3ds2.sdk.uiType", "order", "order.chargeback", "order.chargeback.amount", "order.chargeback.currency", "order.merchantCharge", "order.merchantCharge.calculatedBy", "order.merchantCharge.ruleName", "order.status"})
_VALUES_592: Final = frozenset({"order", "order.merchantCharge", "order.merchantCharge.calculatedBy", "order.merchantCharge.ruleName"})
_MISSING_593: Final = missing("order.merchantCharge.ruleName", "order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).")
_VALUES_594: Final = frozenset({"order", "order.chargeback", "order.chargeback.amount", "order.status"})
_MISSING_595: Final = missing("order.chargeback.amount", "order.chargeback.amount is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).")
_VALUES_596: Final = frozenset({"order", "order.chargeback", "order.chargeback.currency", "order.status"})
_MISSING_597: Final = missing("order.chargeback.currency", "order.chargeback.currency is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).")
_VALUES_598: Final = frozenset({"authentication", "authentication.3ds2", "authentication.3ds2.sdk", "authentication.3ds2.sdk.interface", "authentication.3ds2.sdk.uiType"})
_INVALID_599: Final = invalid("authentication.3ds2.sdk.uiType", "authentication.3ds2.sdk.uiType holds OTHER_HTML only with the HTML interface (authentication.3ds2.sdk.interface HTML).")



def _check_verify_100_request_account_funding(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_0)
        return
    for key, field in value.items():
        if key == "foreignExchangeFee":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_1)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_2)
            elif decimal_scale(field_text) > 3:
                errors.append(_INVALID_3)
            elif Decimal(field_text) < _DECIMAL_4:
                errors.append(_INVALID_5)
            elif Decimal(field_text) > _DECIMAL_6:
                errors.append(_INVALID_7)
        elif key == "purpose":
            if not isinstance(field, str) or field not in _VALUES_8:
                errors.append(_INVALID_9)
        elif key == "purposeOfPayment":
            if not isinstance(field, str):
                errors.append(_INVALID_10)
            elif not 2 <= len(field) <= 6:
                errors.append(_INVALID_11)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_12)
        elif key == "senderIsRecipient":
            if not isinstance(field, bool):
                errors.append(_INVALID_13)
        elif key == "senderType":
            if not isinstance(field, str) or field not in _VALUES_14:
                errors.append(_INVALID_15)
        else:
            name = key_text(key)
            errors.append(unsupported(f"accountFunding.{name}"))


def _check_verify_100_request_authentication_3ds(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_16)
        return
    for key, field in value.items():
        if key == "acsEci":
            if not isinstance(field, str):
                errors.append(_INVALID_17)
            elif not 1 <= len(field) <= 2:
                errors.append(_INVALID_18)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_19)
        elif key == "authenticationToken":
            if not isinstance(field, str):
                errors.append(_INVALID_20)
            elif len(field) not in (28, 32):
                errors.append(_INVALID_21)
            elif _PATTERN_22.search(field) is None:
                errors.append(_INVALID_23)
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(_INVALID_24)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_25)
        else:
            name = key_text(key)
            errors.append(unsupported(f"authentication.3ds.{name}"))


def _check_verify_100_request_authentication_3ds2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_26)
        return
    for key, field in value.items():
        if key == "acsReference":
            if not isinstance(field, str):
                errors.append(_INVALID_27)
            elif len(field) > 32:
                errors.append(_INVALID_28)
        elif key == "acsTransactionId":
            if not isinstance(field, str):
                errors.append(_INVALID_29)
            elif len(field) != 36:
                errors.append(_INVALID_30)
        elif key == "authenticationScheme":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_31)
        elif key == "custom":
            if not isinstance(field, str):
                errors.append(_INVALID_32)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_33)
            elif not is_json_text(field):
                errors.append(_INVALID_34)
        elif key == "dsReference":
            if not isinstance(field, str):
                errors.append(_INVALID_35)
            elif len(field) > 32:
                errors.append(_INVALID_36)
        elif key == "protocolVersion":
            if not isinstance(field, str):
                errors.append(_INVALID_37)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_38)
            elif _CHARSET_39.fullmatch(field) is None:
                errors.append(_INVALID_40)
        elif key == "statusReasonCode":
            if not isinstance(field, str):
                errors.append(_INVALID_41)
            elif len(field) != 2:
                errors.append(_INVALID_42)
        elif key == "transactionStatus":
            if not isinstance(field, str):
                errors.append(_INVALID_43)
            elif len(field) != 1:
                errors.append(_INVALID_44)
            elif field != "" and not (field.isascii() and field.isalpha()):
                errors.append(_INVALID_45)
        else:
            name = key_text(key)
            errors.append(unsupported(f"authentication.3ds2.{name}"))


def _check_verify_100_request_authentication(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_46)
        return
    for key, field in value.items():
        if key == "3ds":
            _check_verify_100_request_authentication_3ds(field, "authentication", errors)
        elif key == "3ds2":
            _check_verify_100_request_authentication_3ds2(field, "authentication", errors)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_47)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_48)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_49)
            elif len(field_text) > 14:
                errors.append(_INVALID_50)
        elif key == "time":
            if not isinstance(field, str):
                errors.append(_INVALID_51)
            elif _PATTERN_52.search(field) is None:
                errors.append(_INVALID_53)
            elif not is_calendar_date(field):
                errors.append(_INVALID_54)
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(_INVALID_55)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_56)
        else:
            name = key_text(key)
            errors.append(unsupported(f"authentication.{name}"))


def _check_verify_100_request_billing_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_57)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_58)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_59)
        elif key == "company":
            if not isinstance(field, str):
                errors.append(_INVALID_60)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_61)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_62)
            elif len(field) != 3:
                errors.append(_INVALID_63)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_64)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_65)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_66)
            elif _CHARSET_67.fullmatch(field) is None:
                errors.append(_INVALID_68)
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(_INVALID_69)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_70)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_71)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_72)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_73)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_74)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_75)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_76)
        else:
            name = key_text(key)
            errors.append(unsupported(f"billing.address.{name}"))


def _check_verify_100_request_billing(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_77)
        return
    for key, field in value.items():
        if key == "address":
            _check_verify_100_request_billing_address(field, "billing", errors)
        else:
            name = key_text(key)
            errors.append(unsupported(f"billing.{name}"))


def _check_verify_100_request_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_78)
        return
    for key, field in value.items():
        if key == "email":
            if not isinstance(field, str):
                errors.append(_INVALID_79)
            elif len(field) < 4:
                errors.append(_INVALID_80)
            elif _PATTERN_81.search(field) is None:
                errors.append(_INVALID_82)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(_INVALID_83)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_84)
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(_INVALID_85)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_86)
        elif key == "middleName":
            if not isinstance(field, str):
                errors.append(_INVALID_87)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_88)
        elif key == "mobilePhone":
            if not isinstance(field, str):
                errors.append(_INVALID_89)
            elif _PATTERN_90.search(field) is None:
                errors.append(_INVALID_91)
            elif count_digits(field) > 15:
                errors.append(_INVALID_92)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_93)
            elif _PATTERN_90.search(field) is None:
                errors.append(_INVALID_94)
            elif count_digits(field) > 15:
                errors.append(_INVALID_95)
        elif key == "taxRegistrationId":
            if not isinstance(field, str):
                errors.append(_INVALID_96)
            elif not 1 <= len(field) <= 30:
                errors.append(_INVALID_97)
        else:
            name = key_text(key)
            errors.append(unsupported(f"customer.{name}"))


def _check_verify_100_request_device(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_98)
        return
    for key, field in value.items():
        if key == "ani":
            if not isinstance(field, str):
                errors.append(_INVALID_99)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_100)
        elif key == "aniCallType":
            if not isinstance(field, str):
                errors.append(_INVALID_101)
            elif not 1 <= len(field) <= 2:
                errors.append(_INVALID_102)
        elif key == "browser":
            if not isinstance(field, str):
                errors.append(_INVALID_103)
            elif not 1 <= len(field) <= 2048:
                errors.append(_INVALID_104)
        elif key == "fingerprint":
            if not isinstance(field, str):
                errors.append(_INVALID_105)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_106)
        elif key == "hostname":
            if not isinstance(field, str):
                errors.append(_INVALID_107)
            elif not 1 <= len(field) <= 60:
                errors.append(_INVALID_108)
        elif key == "ipAddress":
            if not isinstance(field, str):
                errors.append(_INVALID_109)
            elif not 7 <= len(field) <= 45:
                errors.append(_INVALID_110)
        else:
            name = key_text(key)
            errors.append(unsupported(f"device.{name}"))


def _check_verify_100_request_initiator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_111)
        return
    for key, field in value.items():
        if key == "userId":
            if not isinstance(field, str):
                errors.append(_INVALID_112)
            elif not 1 <= len(field) <= 256:
                errors.append(_INVALID_113)
        else:
            name = key_text(key)
            errors.append(unsupported(f"initiator.{name}"))


def _check_verify_100_request_order_accept_partial_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(_INVALID_114)


def _check_verify_100_request_order_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_115)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_116)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_117)
    elif len(value_text) > 14:
        errors.append(_INVALID_118)


def _check_verify_100_request_order_certainty(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_119:
        errors.append(_INVALID_120)


def _check_verify_100_request_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_121)
        return
    if len(value) > 50:
        errors.append(_INVALID_122)
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
        errors.append(_INVALID_123)
    elif not 1 <= len(value) <= 250:
        errors.append(_INVALID_124)


def _check_verify_100_request_order_customer_order_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_125)
    elif _PATTERN_126.search(value) is None:
        errors.append(_INVALID_127)
    elif not is_calendar_date(value):
        errors.append(_INVALID_128)


def _check_verify_100_request_order_customer_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_129)
    elif len(value) > 25:
        errors.append(_INVALID_130)
    elif not value.isascii():
        errors.append(_INVALID_131)


def _check_verify_100_request_order_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_132)
    elif not 1 <= len(value) <= 127:
        errors.append(_INVALID_133)


def _check_verify_100_request_order_discount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_134)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_135)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_136)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_137)
            elif len(field_text) > 14:
                errors.append(_INVALID_138)
        elif key == "code":
            if not isinstance(field, str):
                errors.append(_INVALID_139)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_140)
        elif key == "description":
            if not isinstance(field, str):
                errors.append(_INVALID_141)
            elif not 1 <= len(field) <= 127:
                errors.append(_INVALID_142)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.discount.{name}"))


def _check_verify_100_request_order_duty_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_143)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_144)
    elif decimal_scale(value_text) > 3:
        errors.append(_INVALID_145)
    elif Decimal(value_text) < _DECIMAL_4:
        errors.append(_INVALID_146)
    elif Decimal(value_text) > _DECIMAL_6:
        errors.append(_INVALID_147)


def _check_verify_100_request_order_gratuity_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_148)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_149)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_150)
    elif len(value_text) > 14:
        errors.append(_INVALID_151)


def _check_verify_100_request_order_industry_practice_payment_reason(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_152:
        errors.append(_INVALID_153)


def _check_verify_100_request_order_invoice_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_154)
    elif not 1 <= len(value) <= 25:
        errors.append(_INVALID_155)


def _check_verify_100_request_order_local_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_156)
    elif not 1 <= len(value) <= 25:
        errors.append(_INVALID_157)


def _check_verify_100_request_order_marketplace(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_158)
        return
    for key, field in value.items():
        if key == "retailerLocation":
            if not isinstance(field, str) or field not in _VALUES_159:
                errors.append(_INVALID_160)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.marketplace.{name}"))


def _check_verify_100_request_order_merchant_category_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_161)
    elif len(value) != 4:
        errors.append(_INVALID_162)
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(_INVALID_163)


def _check_verify_100_request_order_merchant_charge(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_164)
        return
    for key, field in value.items():
        if key == "type":
            if not isinstance(field, str) or field not in _VALUES_165:
                errors.append(_INVALID_166)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_167)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_168)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_169)
            elif len(field_text) > 14:
                errors.append(_INVALID_170)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.merchantCharge.{name}"))
    if "type" not in value:
        errors.append(_MISSING_171)


def _check_verify_100_request_order_merchant_partner_id_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_172)
    elif not 1 <= len(value) <= 6:
        errors.append(_INVALID_173)
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(_INVALID_174)


def _check_verify_100_request_order_net_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_175)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_176)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_177)
    elif len(value_text) > 14:
        errors.append(_INVALID_178)


def _check_verify_100_request_order_notification_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_179)
    elif not is_absolute_url(value):
        errors.append(_INVALID_180)


def _check_verify_100_request_order_owning_entity(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_181)
    elif not 1 <= len(value) <= 40:
        errors.append(_INVALID_182)


def _check_verify_100_request_order_purchase_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_183:
        errors.append(_INVALID_184)


def _check_verify_100_request_order_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_185)
    elif not 1 <= len(value) <= 40:
        errors.append(_INVALID_186)


def _check_verify_100_request_order_requestor_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_187)
    elif not 1 <= len(value) <= 100:
        errors.append(_INVALID_188)


def _check_verify_100_request_order_reward(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_189)
        return
    for key, field in value.items():
        if key == "balanceId":
            if not isinstance(field, str):
                errors.append(_INVALID_190)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_191)
            elif _CHARSET_192.fullmatch(field) is None:
                errors.append(_INVALID_193)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_194)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_195)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_196)
            elif len(field_text) > 14:
                errors.append(_INVALID_197)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.reward.{name}"))
    if "balanceId" not in value:
        errors.append(_MISSING_198)


def _check_verify_100_request_order_shipping_and_handling_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_199)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_200)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_201)
    elif len(value_text) > 14:
        errors.append(_INVALID_202)


def _check_verify_100_request_order_shipping_and_handling_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_203)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_204)
    elif decimal_scale(value_text) > 3:
        errors.append(_INVALID_205)
    elif Decimal(value_text) < _DECIMAL_4:
        errors.append(_INVALID_206)
    elif Decimal(value_text) > _DECIMAL_6:
        errors.append(_INVALID_207)


def _check_verify_100_request_order_shipping_and_handling_tax_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_208)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_209)
    elif decimal_scale(value_text) > 4:
        errors.append(_INVALID_210)
    elif Decimal(value_text) < _DECIMAL_4:
        errors.append(_INVALID_211)
    elif Decimal(value_text) > _DECIMAL_212:
        errors.append(_INVALID_213)


def _check_verify_100_request_order_statement_descriptor_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_214)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_215)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_216)
        elif key == "company":
            if not isinstance(field, str):
                errors.append(_INVALID_217)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_218)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_219)
            elif len(field) != 3:
                errors.append(_INVALID_220)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_221)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_222)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_223)
            elif _CHARSET_67.fullmatch(field) is None:
                errors.append(_INVALID_224)
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(_INVALID_225)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_226)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_227)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_228)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_229)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_230)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_231)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_232)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.statementDescriptor.address.{name}"))


def _check_verify_100_request_order_statement_descriptor(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_233)
        return
    for key, field in value.items():
        if key == "address":
            _check_verify_100_request_order_statement_descriptor_address(field, "order.statementDescriptor", errors)
        elif key == "name":
            if not isinstance(field, str):
                errors.append(_INVALID_234)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_235)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_236)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_237)
        elif key == "websiteUrl":
            if not isinstance(field, str):
                errors.append(_INVALID_238)
            elif not is_absolute_url(field):
                errors.append(_INVALID_239)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.statementDescriptor.{name}"))


def _check_verify_100_request_order_sub_merchant_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_240)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_241)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_242)
        elif key == "company":
            if not isinstance(field, str):
                errors.append(_INVALID_243)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_244)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_245)
            elif len(field) != 3:
                errors.append(_INVALID_246)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_247)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_248)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_249)
            elif _CHARSET_67.fullmatch(field) is None:
                errors.append(_INVALID_250)
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(_INVALID_251)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_252)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_253)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_254)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_255)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_256)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_257)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_258)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.subMerchant.address.{name}"))


def _check_verify_100_request_order_sub_merchant(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_259)
        return
    for key, field in value.items():
        if key == "identifier":
            if not isinstance(field, str):
                errors.append(_INVALID_260)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_261)
        elif key == "tradingName":
            if not isinstance(field, str):
                errors.append(_INVALID_262)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_263)
        elif key == "address":
            _check_verify_100_request_order_sub_merchant_address(field, "order.subMerchant", errors)
        elif key == "bankIndustryCode":
            if not isinstance(field, str):
                errors.append(_INVALID_264)
            elif len(field) != 4:
                errors.append(_INVALID_265)
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(_INVALID_266)
        elif key == "disputeContactPhone":
            if not isinstance(field, str):
                errors.append(_INVALID_267)
            elif _PATTERN_90.search(field) is None:
                errors.append(_INVALID_268)
            elif count_digits(field) > 15:
                errors.append(_INVALID_269)
        elif key == "email":
            if not isinstance(field, str):
                errors.append(_INVALID_270)
            elif len(field) < 4:
                errors.append(_INVALID_271)
            elif _PATTERN_81.search(field) is None:
                errors.append(_INVALID_272)
        elif key == "governmentCountryCode":
            if not isinstance(field, str):
                errors.append(_INVALID_273)
            elif len(field) != 3:
                errors.append(_INVALID_274)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_275)
        elif key == "marketplaceId":
            if not isinstance(field, str):
                errors.append(_INVALID_276)
            elif not 1 <= len(field) <= 11:
                errors.append(_INVALID_277)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_278)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_279)
        elif key == "registeredName":
            if not isinstance(field, str):
                errors.append(_INVALID_280)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_281)
        elif key == "websiteUrl":
            if not isinstance(field, str):
                errors.append(_INVALID_282)
            elif not is_absolute_url(field):
                errors.append(_INVALID_283)
        else:
            name = key_text(key)
            errors.append(unsupported(f"order.subMerchant.{name}"))
    if "identifier" not in value:
        errors.append(_MISSING_284)
    if "tradingName" not in value:
        errors.append(_MISSING_285)


def _check_verify_100_request_order_supplier_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_286)
    elif not 1 <= len(value) <= 21:
        errors.append(_INVALID_287)


def _check_verify_100_request_order_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_288)
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


def _check_verify_100_request_order_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_289)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_290)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_291)
    elif len(value_text) > 14:
        errors.append(_INVALID_292)


def _check_verify_100_request_order_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_293)
    elif not 1 <= len(value) <= 30:
        errors.append(_INVALID_294)


def _check_verify_100_request_order_tax_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_295:
        errors.append(_INVALID_296)


def _check_verify_100_request_order_transaction_filtering_avs_response_code_rules(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_297)
        return
    for index, item in enumerate(value):
        if not is_record(item):
            errors.append(invalid(f"order.transactionFiltering.avsResponseCodeRules[{index}]", "Must be a JSON object."))
            continue
        for key, field in item.items():
            if key == "action":
                if not isinstance(field, str) or field not in _VALUES_298:
                    errors.append(invalid(f"order.transactionFiltering.avsResponseCodeRules[{index}].action", "Must be one of NO_ACTION, REJECT, REVIEW."))
            else:
                name = key_text(key)
                if not _is_not_shown_in_verify_100_request(f"order.transactionFiltering.avsResponseCodeRules[{index}].{name}"):
                    errors.append(unsupported(f"order.transactionFiltering.avsResponseCodeRules[{index}].{name}"))
        if "action" not in item:
            errors.append(missing(f"order.transactionFiltering.avsResponseCodeRules[{index}].action"))


def _check_verify_100_request_order_transaction_filtering(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_299)
        return
    for key, field in value.items():
        if key == "avsResponseCodeRules":
            _check_verify_100_request_order_transaction_filtering_avs_response_code_rules(field, "order.transactionFiltering", errors)
        else:
            name = key_text(key)
            if not _is_not_shown_in_verify_100_request(f"order.transactionFiltering.{name}"):
                errors.append(unsupported(f"order.transactionFiltering.{name}"))


_CHECK_VERIFY_100_REQUEST_ORDER_FIELDS: Final[dict[object, FieldCheck]] = {
    "acceptPartialAmount": _check_verify_100_request_order_accept_partial_amount,
    "amount": _check_verify_100_request_order_amount,
    "certainty": _check_verify_100_request_order_certainty,
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
        errors.append(_INVALID_300)
        return
    for key, field in value.items():
        if key == "currency":
            if not isinstance(field, str):
                errors.append(_INVALID_301)
            elif len(field) != 3:
                errors.append(_INVALID_302)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_303)
        else:
            check = _CHECK_VERIFY_100_REQUEST_ORDER_FIELDS.get(key)
            if check is None:
                name = key_text(key)
                if not _is_not_shown_in_verify_100_request(f"order.{name}"):
                    errors.append(unsupported(f"order.{name}"))
            else:
                check(field, "order", errors)
    if "currency" not in value:
        errors.append(_MISSING_304)


def _check_verify_100_request(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_305)
        return
    for key, field in value.items():
        if key == "apiOperation":
            if not isinstance(field, str) or field not in _VALUES_306:
                errors.append(_INVALID_307)
        elif key == "order":
            _check_verify_100_request_order(field, "", errors)
        elif key == "accountFunding":
            _check_verify_100_request_account_funding(field, "", errors)
        elif key == "authentication":
            _check_verify_100_request_authentication(field, "", errors)
        elif key == "billing":
            _check_verify_100_request_billing(field, "", errors)
        elif key == "correlationId":
            if not isinstance(field, str):
                errors.append(_INVALID_308)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_309)
        elif key == "customer":
            _check_verify_100_request_customer(field, "", errors)
        elif key == "device":
            _check_verify_100_request_device(field, "", errors)
        elif key == "initiator":
            _check_verify_100_request_initiator(field, "", errors)
        else:
            name = key_text(key)
            if not _is_not_shown_in_verify_100_request(name):
                errors.append(unsupported(name))
    if "apiOperation" not in value:
        errors.append(_MISSING_310)
    if "order" not in value:
        errors.append(_MISSING_311)


def _is_not_shown_in_verify_100_request(path: str) -> bool:
    segments = reference_segments(path)
    # Verify request: fields after order.transactionFiltering.avsResponseCodeRules[n].action (including sourceOfFunds, shipping, transaction): not shown.
    return (is_at_or_under(path, "sourceOfFunds") or is_at_or_under(path, "shipping") or is_at_or_under(path, "transaction") or compare_segments(segments, _STRINGS_312) > 0)


def validate_verify_100_request(body: object, *, today: date | None = None) -> ValidationResult:
    """Verify request at version 100.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The request body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_verify_100_request(body, "", errors)
        refused = refusals_of(errors, _VALUES_313) if errors else None
        # Rule order-subtotals (section 2.4): If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
        read_order: object = body.get("order", ABSENT)
        in_order: dict[object, object] = read_order if is_record(read_order) else NO_RECORD
        read_order_amount: object = in_order.get("amount", ABSENT)
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
                if (refused is None or refused.isdisjoint(_VALUES_314)) and checked_sum_differs(read_order_amount, (read_order_item_amount, read_order_tax_amount, read_order_shipping_and_handling_amount, read_order_cashback_amount, read_order_gratuity_amount, read_order_merchant_charge_amount, read_order_duty_amount), (read_order_discount_amount,)):
                    errors.append(_INVALID_315)
        # Rule net-amount-subtotals (section 2.4): If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
        read_order_net_amount: object = in_order.get("netAmount", ABSENT)
        if read_order_net_amount is not ABSENT:
            if read_order_amount is ABSENT:
                if not (read_order_item_amount is ABSENT and read_order_tax_amount is ABSENT and read_order_shipping_and_handling_amount is ABSENT and read_order_cashback_amount is ABSENT and read_order_gratuity_amount is ABSENT and read_order_duty_amount is ABSENT):
                    read_order_discount_2: object = in_order.get("discount", ABSENT)
                    in_order_discount_2: dict[object, object] = read_order_discount_2 if is_record(read_order_discount_2) else NO_RECORD
                    read_order_discount_amount_2: object = in_order_discount_2.get("amount", ABSENT)
                    if (refused is None or refused.isdisjoint(_VALUES_316)) and checked_sum_differs(read_order_net_amount, (read_order_item_amount, read_order_tax_amount, read_order_shipping_and_handling_amount, read_order_cashback_amount, read_order_gratuity_amount, read_order_duty_amount), (read_order_discount_amount_2,)):
                        errors.append(_INVALID_317)
        # Rule supplier-name-for-b2b (section 2.4): order.supplierName is required when order.purchaseType is B2B_PAYMENT.
        read_order_purchase_type: object = in_order.get("purchaseType", ABSENT)
        if (isinstance(read_order_purchase_type, str) and (read_order_purchase_type == "B2B_PAYMENT")):
            read_order_supplier_name: object = in_order.get("supplierName", ABSENT)
            if read_order_supplier_name is ABSENT and (refused is None or refused.isdisjoint(_VALUES_318)):
                errors.append(_MISSING_319)
        # Rule purchase-type-for-merchant-category (section 2.4): A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
        read_order_merchant_category_code: object = in_order.get("merchantCategoryCode", ABSENT)
        if (isinstance(read_order_merchant_category_code, str) and (read_order_merchant_category_code == "6051" or read_order_merchant_category_code == "6211" or read_order_merchant_category_code == "6012")):
            if read_order_purchase_type is ABSENT and (refused is None or refused.isdisjoint(_VALUES_320)):
                errors.append(_MISSING_321)
        # Rule sub-merchant-first-transaction (section 2.4): order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
        # needs the order's earlier transactions: not checked on a single body.
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)


def _check_verify_100_response_account_funding(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_0)
        return
    for key, field in value.items():
        if key == "reference":
            if not isinstance(field, str):
                errors.append(_INVALID_322)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_323)
        elif key == "foreignExchangeFee":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_1)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_2)
            elif decimal_scale(field_text) > 3:
                errors.append(_INVALID_3)
            elif Decimal(field_text) < _DECIMAL_4:
                errors.append(_INVALID_5)
            elif Decimal(field_text) > _DECIMAL_6:
                errors.append(_INVALID_7)
        elif key == "purpose":
            if not isinstance(field, str) or field not in _VALUES_8:
                errors.append(_INVALID_9)
        elif key == "purposeOfPayment":
            if not isinstance(field, str):
                errors.append(_INVALID_10)
            elif not 2 <= len(field) <= 6:
                errors.append(_INVALID_11)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_12)
        elif key == "senderIsRecipient":
            if not isinstance(field, bool):
                errors.append(_INVALID_13)
        elif key == "senderType":
            if not isinstance(field, str) or field not in _VALUES_14:
                errors.append(_INVALID_15)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "reference" not in value:
        errors.append(_MISSING_324)


def _check_verify_100_response_action(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_325)
        return
    for key, field in value.items():
        if key == "refundAuthorization":
            if not isinstance(field, bool):
                errors.append(_INVALID_326)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_airline_itinerary_leg_item_carrier_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.carrierCode", "Must be a string."))
    elif _PATTERN_327.search(value) is None:
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
    elif _PATTERN_126.search(value) is None:
        errors.append(invalid(f"{parent}.departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.departureDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_verify_100_response_airline_itinerary_leg_item_departure_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.departureTax", "Must be a decimal of digits and '.'."))
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
        errors.append(invalid(f"{parent}.departureTax", "Must be 1 to 14 characters long."))


def _check_verify_100_response_airline_itinerary_leg_item_departure_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.departureTime", "Must be a string."))
    elif _PATTERN_328.search(value) is None:
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
    elif _PATTERN_126.search(value) is None:
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."))
    elif not is_calendar_date(value):
        errors.append(invalid(f"{parent}.destinationArrivalDate", "Must be a calendar date (yyyy-mm-dd)."))


def _check_verify_100_response_airline_itinerary_leg_item_destination_arrival_time(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.destinationArrivalTime", "Must be a string."))
    elif _PATTERN_328.search(value) is None:
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
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
        errors.append(invalid(f"{parent}.fare", "Must be 1 to 14 characters long."))


def _check_verify_100_response_airline_itinerary_leg_item_fare_basis(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.fareBasis", "Must be a string."))
    elif not 1 <= len(value) <= 24:
        errors.append(invalid(f"{parent}.fareBasis", "Must be 1 to 24 characters long."))
    elif _CHARSET_329.fullmatch(value) is None:
        errors.append(invalid(f"{parent}.fareBasis", "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."))


def _check_verify_100_response_airline_itinerary_leg_item_fees(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(invalid(f"{parent}.fees", "Must be a decimal number."))
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(invalid(f"{parent}.fees", "Must be a decimal of digits and '.'."))
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
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
    elif value_text is not value and len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."))
    elif len(value_text) > 14:
        errors.append(invalid(f"{parent}.taxes", "Must be 1 to 14 characters long."))


def _check_verify_100_response_airline_itinerary_leg_item_travel_class(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(invalid(f"{parent}.travelClass", "Must be a string."))
    elif not 1 <= len(value) <= 3:
        errors.append(invalid(f"{parent}.travelClass", "Must be 1 to 3 characters long."))
    elif value != "" and not (value.isascii() and value.isalnum()):
        errors.append(invalid(f"{parent}.travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."))


_CHECK_VERIFY_100_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS: Final[dict[object, FieldCheck]] = {
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


def _check_verify_100_response_airline_itinerary_leg_item(value: object, path: str, index: int, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(invalid(f"{path}[{index}]", "Must be a JSON object."))
        return
    path = f"{path}[{index}]"
    for key, field in value.items():
        check = _CHECK_VERIFY_100_RESPONSE_AIRLINE_ITINERARY_LEG_ITEM_FIELDS.get(key)
        if check is None:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
        else:
            check(field, path, errors)


def _check_verify_100_response_airline_itinerary_leg(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_330)
        return
    for index, item in enumerate(value):
        _check_verify_100_response_airline_itinerary_leg_item(item, "airline.itinerary.leg", index, errors)


def _check_verify_100_response_airline_itinerary(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_331)
        return
    for key, field in value.items():
        if key == "leg":
            _check_verify_100_response_airline_itinerary_leg(field, "airline.itinerary", errors)
        elif key == "numberInParty":
            if not isinstance(field, str):
                errors.append(_INVALID_332)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_333)
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(_INVALID_334)
        elif key == "originCountry":
            if not isinstance(field, str):
                errors.append(_INVALID_335)
            elif len(field) != 3:
                errors.append(_INVALID_336)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_337)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_airline_passenger(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_338)
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


def _check_verify_100_response_airline_ticket_issue(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_339)
        return
    for key, field in value.items():
        if key == "address":
            if not isinstance(field, str):
                errors.append(_INVALID_340)
            elif not 1 <= len(field) <= 16:
                errors.append(_INVALID_341)
        elif key == "carrierCode":
            if not isinstance(field, str):
                errors.append(_INVALID_342)
            elif _PATTERN_327.search(field) is None:
                errors.append(_INVALID_343)
        elif key == "carrierName":
            if not isinstance(field, str):
                errors.append(_INVALID_344)
            elif not 1 <= len(field) <= 25:
                errors.append(_INVALID_345)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_346)
        elif key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_347)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_348)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_349)
            elif len(field) != 3:
                errors.append(_INVALID_350)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_351)
        elif key == "date":
            if not isinstance(field, str):
                errors.append(_INVALID_352)
            elif _PATTERN_126.search(field) is None:
                errors.append(_INVALID_353)
            elif not is_calendar_date(field):
                errors.append(_INVALID_354)
        elif key == "travelAgentCode":
            if not isinstance(field, str):
                errors.append(_INVALID_355)
            elif not 8 <= len(field) <= 9:
                errors.append(_INVALID_356)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_357)
        elif key == "travelAgentName":
            if not isinstance(field, str):
                errors.append(_INVALID_358)
            elif not 1 <= len(field) <= 30:
                errors.append(_INVALID_359)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_airline_ticket_tax_or_fee(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_360)
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


def _check_verify_100_response_airline_ticket(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_361)
        return
    for key, field in value.items():
        if key == "conjunctionTicketIndicator":
            if not isinstance(field, bool):
                errors.append(_INVALID_362)
        elif key == "eTicket":
            if not isinstance(field, bool):
                errors.append(_INVALID_363)
        elif key == "exchangedTicketNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_364)
            elif not 11 <= len(field) <= 16:
                errors.append(_INVALID_365)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_366)
        elif key == "issue":
            _check_verify_100_response_airline_ticket_issue(field, "airline.ticket", errors)
        elif key == "restricted":
            if not isinstance(field, bool):
                errors.append(_INVALID_367)
        elif key == "taxOrFee":
            _check_verify_100_response_airline_ticket_tax_or_fee(field, "airline.ticket", errors)
        elif key == "ticketNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_368)
            elif not 11 <= len(field) <= 16:
                errors.append(_INVALID_369)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_370)
        elif key == "totalFare":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_371)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_372)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_373)
            elif len(field_text) > 14:
                errors.append(_INVALID_374)
        elif key == "totalFees":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_375)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_376)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_377)
            elif len(field_text) > 14:
                errors.append(_INVALID_378)
        elif key == "totalTaxes":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_379)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_380)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_381)
            elif len(field_text) > 14:
                errors.append(_INVALID_382)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_airline(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_383)
        return
    for key, field in value.items():
        if key == "bookingReference":
            if not isinstance(field, str):
                errors.append(_INVALID_384)
            elif not 6 <= len(field) <= 15:
                errors.append(_INVALID_385)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_386)
        elif key == "documentType":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_387)
        elif key == "itinerary":
            _check_verify_100_response_airline_itinerary(field, "airline", errors)
        elif key == "passenger":
            _check_verify_100_response_airline_passenger(field, "airline", errors)
        elif key == "planNumber":
            if not isinstance(field, str):
                errors.append(_INVALID_388)
            elif len(field) != 2:
                errors.append(_INVALID_389)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_390)
        elif key == "ticket":
            _check_verify_100_response_airline_ticket(field, "airline", errors)
        elif key == "transactionType":
            if not isinstance(field, str) or field not in _VALUES_391:
                errors.append(_INVALID_392)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_authentication_3ds(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_16)
        return
    for key, field in value.items():
        if key == "acsEci":
            if not isinstance(field, str):
                errors.append(_INVALID_17)
            elif not 1 <= len(field) <= 2:
                errors.append(_INVALID_18)
            elif field != "" and not (field.isascii() and field.isalnum()):
                errors.append(_INVALID_19)
        elif key == "authenticationToken":
            if not isinstance(field, str):
                errors.append(_INVALID_20)
            elif len(field) not in (28, 32):
                errors.append(_INVALID_21)
            elif _PATTERN_22.search(field) is None:
                errors.append(_INVALID_23)
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(_INVALID_24)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_25)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_authentication_3ds2_3ds_server_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_393)
    elif not 1 <= len(value) <= 50:
        errors.append(_INVALID_394)


def _check_verify_100_response_authentication_3ds2_acs_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_27)
    elif len(value) > 32:
        errors.append(_INVALID_28)


def _check_verify_100_response_authentication_3ds2_acs_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_29)
    elif len(value) != 36:
        errors.append(_INVALID_30)


def _check_verify_100_response_authentication_3ds2_authentication_scheme(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(_INVALID_31)


def _check_verify_100_response_authentication_3ds2_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_32)
    elif not 1 <= len(value) <= 4000:
        errors.append(_INVALID_33)
    elif not is_json_text(value):
        errors.append(_INVALID_34)


def _check_verify_100_response_authentication_3ds2_directory_server_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_395)
    elif len(value) != 10:
        errors.append(_INVALID_396)


def _check_verify_100_response_authentication_3ds2_ds_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_35)
    elif len(value) > 32:
        errors.append(_INVALID_36)


def _check_verify_100_response_authentication_3ds2_ds_transaction_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_397)
    elif not 1 <= len(value) <= 50:
        errors.append(_INVALID_398)


def _check_verify_100_response_authentication_3ds2_protocol_version(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_37)
    elif not 1 <= len(value) <= 20:
        errors.append(_INVALID_38)
    elif _CHARSET_39.fullmatch(value) is None:
        errors.append(_INVALID_40)


def _check_verify_100_response_authentication_3ds2_sdk(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_399)
        return
    for key, field in value.items():
        if key == "challengeCompletionCallbackUrl":
            if not isinstance(field, str):
                errors.append(_INVALID_400)
            elif not is_absolute_url(field):
                errors.append(_INVALID_401)
        elif key == "interface":
            if not isinstance(field, str) or field not in _VALUES_402:
                errors.append(_INVALID_403)
        elif key == "oobAppSupportsRedirectUrl":
            if not isinstance(field, bool):
                errors.append(_INVALID_404)
        elif key == "timeout":
            if not is_whole_number(field):
                errors.append(_INVALID_405)
            elif field < 300 or field > 900:
                errors.append(_INVALID_406)
        elif key == "uiType":
            if not isinstance(field, str):
                errors.append(_INVALID_407)
            elif not is_comma_list(field, _VALUES_408):
                errors.append(_INVALID_409)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_authentication_3ds2_status_reason_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_41)
    elif len(value) != 2:
        errors.append(_INVALID_42)


def _check_verify_100_response_authentication_3ds2_transaction_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_43)
    elif len(value) != 1:
        errors.append(_INVALID_44)
    elif value != "" and not (value.isascii() and value.isalpha()):
        errors.append(_INVALID_45)


_CHECK_VERIFY_100_RESPONSE_AUTHENTICATION_3DS2_FIELDS: Final[dict[object, FieldCheck]] = {
    "3dsServerTransactionId": _check_verify_100_response_authentication_3ds2_3ds_server_transaction_id,
    "acsReference": _check_verify_100_response_authentication_3ds2_acs_reference,
    "acsTransactionId": _check_verify_100_response_authentication_3ds2_acs_transaction_id,
    "authenticationScheme": _check_verify_100_response_authentication_3ds2_authentication_scheme,
    "custom": _check_verify_100_response_authentication_3ds2_custom,
    "directoryServerId": _check_verify_100_response_authentication_3ds2_directory_server_id,
    "dsReference": _check_verify_100_response_authentication_3ds2_ds_reference,
    "dsTransactionId": _check_verify_100_response_authentication_3ds2_ds_transaction_id,
    "protocolVersion": _check_verify_100_response_authentication_3ds2_protocol_version,
    "sdk": _check_verify_100_response_authentication_3ds2_sdk,
    "statusReasonCode": _check_verify_100_response_authentication_3ds2_status_reason_code,
    "transactionStatus": _check_verify_100_response_authentication_3ds2_transaction_status,
}


def _check_verify_100_response_authentication_3ds2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_26)
        return
    for key, field in value.items():
        if key == "methodCompleted":
            if not isinstance(field, bool):
                errors.append(_INVALID_410)
        elif key == "methodSupported":
            if not isinstance(field, str) or field not in _VALUES_411:
                errors.append(_INVALID_412)
        elif key == "requestorId":
            if not isinstance(field, str):
                errors.append(_INVALID_413)
            elif not 1 <= len(field) <= 35:
                errors.append(_INVALID_414)
        elif key == "requestorName":
            if not isinstance(field, str):
                errors.append(_INVALID_415)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_416)
        else:
            check = _CHECK_VERIFY_100_RESPONSE_AUTHENTICATION_3DS2_FIELDS.get(key)
            if check is None:
                # responses grow over versions: unknown fields are tolerated (a key must still be text)
                key_text(key)
            else:
                check(field, "authentication.3ds2", errors)
    if "methodCompleted" not in value:
        errors.append(_MISSING_417)
    if "methodSupported" not in value:
        errors.append(_MISSING_418)
    if "requestorId" not in value:
        errors.append(_MISSING_419)
    if "requestorName" not in value:
        errors.append(_MISSING_420)


def _check_verify_100_response_authentication_psd2(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_421)
        return
    for key, field in value.items():
        if key == "exemption":
            if not isinstance(field, str) or field not in _VALUES_422:
                errors.append(_INVALID_423)
        elif key == "trustedMerchantStatus":
            if not isinstance(field, str) or field not in _VALUES_424:
                errors.append(_INVALID_425)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_authentication(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_46)
        return
    for key, field in value.items():
        if key == "3ds":
            _check_verify_100_response_authentication_3ds(field, "authentication", errors)
        elif key == "3ds2":
            _check_verify_100_response_authentication_3ds2(field, "authentication", errors)
        elif key == "acceptVersions":
            if not isinstance(field, str):
                errors.append(_INVALID_426)
            elif not is_comma_list(field, _VALUES_427):
                errors.append(_INVALID_428)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_47)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_48)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_49)
            elif len(field_text) > 14:
                errors.append(_INVALID_50)
        elif key == "channel":
            if not isinstance(field, str) or field not in _VALUES_429:
                errors.append(_INVALID_430)
        elif key == "method":
            if not isinstance(field, str) or field not in _VALUES_431:
                errors.append(_INVALID_432)
        elif key == "payerInteraction":
            if not isinstance(field, str) or field not in _VALUES_433:
                errors.append(_INVALID_434)
        elif key == "psd2":
            _check_verify_100_response_authentication_psd2(field, "authentication", errors)
        elif key == "time":
            if not isinstance(field, str):
                errors.append(_INVALID_51)
            elif _PATTERN_52.search(field) is None:
                errors.append(_INVALID_53)
            elif not is_calendar_date(field):
                errors.append(_INVALID_54)
        elif key == "transactionId":
            if not isinstance(field, str):
                errors.append(_INVALID_55)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_56)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_billing_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_57)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_58)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_59)
        elif key == "company":
            if not isinstance(field, str):
                errors.append(_INVALID_60)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_61)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_62)
            elif len(field) != 3:
                errors.append(_INVALID_63)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_64)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_65)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_66)
            elif _CHARSET_67.fullmatch(field) is None:
                errors.append(_INVALID_68)
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(_INVALID_69)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_70)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_71)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_72)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_73)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_74)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_75)
            elif len(field) > 0:
                errors.append(_INVALID_435)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_billing(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_77)
        return
    for key, field in value.items():
        if key == "address":
            _check_verify_100_response_billing_address(field, "billing", errors)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_correlation_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_308)
    elif not 1 <= len(value) <= 100:
        errors.append(_INVALID_309)


def _check_verify_100_response_customer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_78)
        return
    for key, field in value.items():
        if key == "email":
            if not isinstance(field, str):
                errors.append(_INVALID_79)
            elif len(field) < 4:
                errors.append(_INVALID_80)
            elif _PATTERN_81.search(field) is None:
                errors.append(_INVALID_82)
        elif key == "firstName":
            if not isinstance(field, str):
                errors.append(_INVALID_83)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_84)
        elif key == "lastName":
            if not isinstance(field, str):
                errors.append(_INVALID_85)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_86)
        elif key == "middleName":
            if not isinstance(field, str):
                errors.append(_INVALID_87)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_88)
        elif key == "mobilePhone":
            if not isinstance(field, str):
                errors.append(_INVALID_89)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_436)
        elif key == "nationalId":
            if not isinstance(field, str):
                errors.append(_INVALID_437)
            elif not 1 <= len(field) <= 30:
                errors.append(_INVALID_438)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_93)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_439)
        elif key == "taxRegistrationId":
            if not isinstance(field, str):
                errors.append(_INVALID_96)
            elif not 1 <= len(field) <= 30:
                errors.append(_INVALID_97)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_device(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_98)
        return
    for key, field in value.items():
        if key == "ani":
            if not isinstance(field, str):
                errors.append(_INVALID_99)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_100)
        elif key == "aniCallType":
            if not isinstance(field, str):
                errors.append(_INVALID_101)
            elif not 1 <= len(field) <= 2:
                errors.append(_INVALID_102)
        elif key == "browser":
            if not isinstance(field, str):
                errors.append(_INVALID_103)
            elif not 1 <= len(field) <= 2048:
                errors.append(_INVALID_104)
        elif key == "fingerprint":
            if not isinstance(field, str):
                errors.append(_INVALID_105)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_106)
        elif key == "hostname":
            if not isinstance(field, str):
                errors.append(_INVALID_107)
            elif not 1 <= len(field) <= 60:
                errors.append(_INVALID_108)
        elif key == "ipAddress":
            if not isinstance(field, str):
                errors.append(_INVALID_109)
            elif not 7 <= len(field) <= 45:
                errors.append(_INVALID_110)
        elif key == "mobilePhoneModel":
            if not isinstance(field, str):
                errors.append(_INVALID_440)
            elif not 1 <= len(field) <= 255:
                errors.append(_INVALID_441)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_gateway_entry_point(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_442:
        errors.append(_INVALID_443)


def _check_verify_100_response_initiator_entity(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_444)
        return
    for key, field in value.items():
        if key == "id":
            if not isinstance(field, str):
                errors.append(_INVALID_445)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_446)
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_447:
                errors.append(_INVALID_448)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_initiator(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_111)
        return
    for key, field in value.items():
        if key == "entity":
            _check_verify_100_response_initiator_entity(field, "initiator", errors)
        elif key == "userId":
            if not isinstance(field, str):
                errors.append(_INVALID_112)
            elif not 1 <= len(field) <= 256:
                errors.append(_INVALID_113)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_accept_partial_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, bool):
        errors.append(_INVALID_114)


def _check_verify_100_response_order_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_115)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_116)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_117)
    elif len(value_text) > 14:
        errors.append(_INVALID_118)


def _check_verify_100_response_order_authentication_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_449:
        errors.append(_INVALID_450)


def _check_verify_100_response_order_certainty(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_119:
        errors.append(_INVALID_120)


def _check_verify_100_response_order_chargeback(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_451)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_452)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_453)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_454)
            elif len(field_text) > 14:
                errors.append(_INVALID_455)
        elif key == "currency":
            if not isinstance(field, str):
                errors.append(_INVALID_456)
            elif len(field) != 3:
                errors.append(_INVALID_457)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_currency(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_301)
    elif len(value) != 3:
        errors.append(_INVALID_302)
    elif value != "" and not (value.isascii() and value.isalpha() and value.isupper()):
        errors.append(_INVALID_303)


def _check_verify_100_response_order_custom(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_121)
        return
    if len(value) > 50:
        errors.append(_INVALID_122)
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
        errors.append(_INVALID_123)
    elif not 1 <= len(value) <= 250:
        errors.append(_INVALID_124)


def _check_verify_100_response_order_customer_order_date(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_125)
    elif _PATTERN_126.search(value) is None:
        errors.append(_INVALID_127)
    elif not is_calendar_date(value):
        errors.append(_INVALID_128)


def _check_verify_100_response_order_customer_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_129)
    elif len(value) > 25:
        errors.append(_INVALID_130)
    elif not value.isascii():
        errors.append(_INVALID_131)


def _check_verify_100_response_order_description(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_132)
    elif not 1 <= len(value) <= 127:
        errors.append(_INVALID_133)


def _check_verify_100_response_order_discount(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_134)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_135)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_136)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_137)
            elif len(field_text) > 14:
                errors.append(_INVALID_138)
        elif key == "code":
            if not isinstance(field, str):
                errors.append(_INVALID_139)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_140)
        elif key == "description":
            if not isinstance(field, str):
                errors.append(_INVALID_141)
            elif not 1 <= len(field) <= 127:
                errors.append(_INVALID_142)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_duty_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_143)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_144)
    elif decimal_scale(value_text) > 3:
        errors.append(_INVALID_145)
    elif Decimal(value_text) < _DECIMAL_4:
        errors.append(_INVALID_146)
    elif Decimal(value_text) > _DECIMAL_6:
        errors.append(_INVALID_147)


def _check_verify_100_response_order_expected_number_of_captures(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_whole_number(value):
        errors.append(_INVALID_458)
    elif value < 1 or value > 99:
        errors.append(_INVALID_459)


def _check_verify_100_response_order_fuel_dispense_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_460:
        errors.append(_INVALID_461)


def _check_verify_100_response_order_funding_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_462:
        errors.append(_INVALID_463)


def _check_verify_100_response_order_gratuity_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_148)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_149)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_150)
    elif len(value_text) > 14:
        errors.append(_INVALID_151)


def _check_verify_100_response_order_industry_practice_payment_reason(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_152:
        errors.append(_INVALID_153)


def _check_verify_100_response_order_initial_authorized_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_464)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_465)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_466)
    elif len(value_text) > 14:
        errors.append(_INVALID_467)


def _check_verify_100_response_order_invoice_number(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_154)
    elif not 1 <= len(value) <= 25:
        errors.append(_INVALID_155)


def _check_verify_100_response_order_local_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_156)
    elif not 1 <= len(value) <= 25:
        errors.append(_INVALID_157)


def _check_verify_100_response_order_merchant_category_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_161)
    elif len(value) != 4:
        errors.append(_INVALID_162)
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(_INVALID_163)


def _check_verify_100_response_order_merchant_charge(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_164)
        return
    for key, field in value.items():
        if key == "calculatedBy":
            if not isinstance(field, str) or field not in _VALUES_468:
                errors.append(_INVALID_469)
        elif key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_167)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_168)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_169)
            elif len(field_text) > 14:
                errors.append(_INVALID_170)
        elif key == "ruleName":
            if not isinstance(field, str):
                errors.append(_INVALID_470)
            elif not 1 <= len(field) <= 50:
                errors.append(_INVALID_471)
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_165:
                errors.append(_INVALID_166)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "calculatedBy" not in value:
        errors.append(_MISSING_472)


def _check_verify_100_response_order_merchant_partner_id_code(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_172)
    elif not 1 <= len(value) <= 6:
        errors.append(_INVALID_173)
    elif value != "" and not (value.isascii() and value.isdigit()):
        errors.append(_INVALID_174)


def _check_verify_100_response_order_net_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_175)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_176)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_177)
    elif len(value_text) > 14:
        errors.append(_INVALID_178)


def _check_verify_100_response_order_notification_url(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_179)
    elif not is_absolute_url(value):
        errors.append(_INVALID_180)


def _check_verify_100_response_order_owning_entity(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_181)
    elif not 1 <= len(value) <= 40:
        errors.append(_INVALID_182)


def _check_verify_100_response_order_purchase_type(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_183:
        errors.append(_INVALID_184)


def _check_verify_100_response_order_reference(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_185)
    elif not 1 <= len(value) <= 200:
        errors.append(_INVALID_473)


def _check_verify_100_response_order_requestor_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_187)
    elif not 1 <= len(value) <= 100:
        errors.append(_INVALID_188)


def _check_verify_100_response_order_reward_available_balance(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_474)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_475)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_476)
            elif decimal_scale(field_text) > 3:
                errors.append(_INVALID_477)
            elif Decimal(field_text) < _DECIMAL_4:
                errors.append(_INVALID_478)
            elif Decimal(field_text) > _DECIMAL_479:
                errors.append(_INVALID_480)
        elif key == "points":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_481)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_482)
            elif decimal_scale(field_text) > 3:
                errors.append(_INVALID_483)
            elif Decimal(field_text) < _DECIMAL_4:
                errors.append(_INVALID_484)
            elif Decimal(field_text) > _DECIMAL_479:
                errors.append(_INVALID_485)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_reward_previous_balance(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_486)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_487)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_488)
            elif decimal_scale(field_text) > 3:
                errors.append(_INVALID_489)
            elif Decimal(field_text) < _DECIMAL_4:
                errors.append(_INVALID_490)
            elif Decimal(field_text) > _DECIMAL_479:
                errors.append(_INVALID_491)
        elif key == "points":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_492)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_493)
            elif decimal_scale(field_text) > 3:
                errors.append(_INVALID_494)
            elif Decimal(field_text) < _DECIMAL_4:
                errors.append(_INVALID_495)
            elif Decimal(field_text) > _DECIMAL_479:
                errors.append(_INVALID_496)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_reward(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_189)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_194)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_195)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_196)
            elif len(field_text) > 14:
                errors.append(_INVALID_197)
        elif key == "points":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_497)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_498)
            elif decimal_scale(field_text) > 3:
                errors.append(_INVALID_499)
            elif Decimal(field_text) < _DECIMAL_4:
                errors.append(_INVALID_500)
            elif Decimal(field_text) > _DECIMAL_479:
                errors.append(_INVALID_501)
        elif key == "availableBalance":
            _check_verify_100_response_order_reward_available_balance(field, "order.reward", errors)
        elif key == "previousBalance":
            _check_verify_100_response_order_reward_previous_balance(field, "order.reward", errors)
        elif key == "program":
            if not isinstance(field, str) or field == "":
                errors.append(_INVALID_502)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "amount" not in value:
        errors.append(_MISSING_503)
    if "points" not in value:
        errors.append(_MISSING_504)


def _check_verify_100_response_order_shipping_and_handling_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_199)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_200)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_201)
    elif len(value_text) > 14:
        errors.append(_INVALID_202)


def _check_verify_100_response_order_shipping_and_handling_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_203)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_204)
    elif decimal_scale(value_text) > 3:
        errors.append(_INVALID_205)
    elif Decimal(value_text) < _DECIMAL_4:
        errors.append(_INVALID_206)
    elif Decimal(value_text) > _DECIMAL_6:
        errors.append(_INVALID_207)


def _check_verify_100_response_order_shipping_and_handling_tax_rate(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_208)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_209)
    elif decimal_scale(value_text) > 4:
        errors.append(_INVALID_210)
    elif Decimal(value_text) < _DECIMAL_4:
        errors.append(_INVALID_211)
    elif Decimal(value_text) > _DECIMAL_212:
        errors.append(_INVALID_213)


def _check_verify_100_response_order_statement_descriptor_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_214)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_215)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_216)
        elif key == "company":
            if not isinstance(field, str):
                errors.append(_INVALID_217)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_218)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_219)
            elif len(field) != 3:
                errors.append(_INVALID_220)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_221)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_222)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_223)
            elif _CHARSET_67.fullmatch(field) is None:
                errors.append(_INVALID_224)
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(_INVALID_225)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_226)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_227)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_228)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_229)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_230)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_231)
            elif len(field) > 0:
                errors.append(_INVALID_505)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_statement_descriptor(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_233)
        return
    for key, field in value.items():
        if key == "address":
            _check_verify_100_response_order_statement_descriptor_address(field, "order.statementDescriptor", errors)
        elif key == "name":
            if not isinstance(field, str):
                errors.append(_INVALID_234)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_235)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_236)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_237)
        elif key == "websiteUrl":
            if not isinstance(field, str):
                errors.append(_INVALID_238)
            elif not is_absolute_url(field):
                errors.append(_INVALID_239)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value == "":
        errors.append(_INVALID_506)


def _check_verify_100_response_order_sub_merchant_address(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_240)
        return
    for key, field in value.items():
        if key == "city":
            if not isinstance(field, str):
                errors.append(_INVALID_241)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_242)
        elif key == "company":
            if not isinstance(field, str):
                errors.append(_INVALID_243)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_244)
        elif key == "country":
            if not isinstance(field, str):
                errors.append(_INVALID_245)
            elif len(field) != 3:
                errors.append(_INVALID_246)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_247)
        elif key == "postcodeZip":
            if not isinstance(field, str):
                errors.append(_INVALID_248)
            elif not 1 <= len(field) <= 10:
                errors.append(_INVALID_249)
            elif _CHARSET_67.fullmatch(field) is None:
                errors.append(_INVALID_250)
        elif key == "stateProvince":
            if not isinstance(field, str):
                errors.append(_INVALID_251)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_252)
        elif key == "stateProvinceCode":
            if not isinstance(field, str):
                errors.append(_INVALID_253)
            elif not 1 <= len(field) <= 3:
                errors.append(_INVALID_254)
        elif key == "street":
            if not isinstance(field, str):
                errors.append(_INVALID_255)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_256)
        elif key == "street2":
            if not isinstance(field, str):
                errors.append(_INVALID_257)
            elif len(field) > 0:
                errors.append(_INVALID_507)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_sub_merchant(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_259)
        return
    for key, field in value.items():
        if key == "address":
            _check_verify_100_response_order_sub_merchant_address(field, "order.subMerchant", errors)
        elif key == "bankIndustryCode":
            if not isinstance(field, str):
                errors.append(_INVALID_264)
            elif len(field) != 4:
                errors.append(_INVALID_265)
            elif field != "" and not (field.isascii() and field.isdigit()):
                errors.append(_INVALID_266)
        elif key == "disputeContactPhone":
            if not isinstance(field, str):
                errors.append(_INVALID_267)
            elif _PATTERN_90.search(field) is None:
                errors.append(_INVALID_268)
            elif count_digits(field) > 15:
                errors.append(_INVALID_269)
        elif key == "email":
            if not isinstance(field, str):
                errors.append(_INVALID_270)
            elif len(field) < 4:
                errors.append(_INVALID_271)
            elif _PATTERN_81.search(field) is None:
                errors.append(_INVALID_272)
        elif key == "governmentCountryCode":
            if not isinstance(field, str):
                errors.append(_INVALID_273)
            elif len(field) != 3:
                errors.append(_INVALID_274)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_275)
        elif key == "identifier":
            if not isinstance(field, str):
                errors.append(_INVALID_260)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_261)
        elif key == "marketplaceId":
            if not isinstance(field, str):
                errors.append(_INVALID_276)
            elif not 1 <= len(field) <= 11:
                errors.append(_INVALID_277)
        elif key == "phone":
            if not isinstance(field, str):
                errors.append(_INVALID_278)
            elif not 1 <= len(field) <= 20:
                errors.append(_INVALID_279)
        elif key == "registeredName":
            if not isinstance(field, str):
                errors.append(_INVALID_280)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_281)
        elif key == "tradingName":
            if not isinstance(field, str):
                errors.append(_INVALID_262)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_263)
        elif key == "websiteUrl":
            if not isinstance(field, str):
                errors.append(_INVALID_282)
            elif not is_absolute_url(field):
                errors.append(_INVALID_283)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


def _check_verify_100_response_order_supplier_name(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_286)
    elif not 1 <= len(value) <= 21:
        errors.append(_INVALID_287)


def _check_verify_100_response_order_tax(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_288)
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
                # responses grow over versions: unknown fields are tolerated (a key must still be text)
                key_text(key)


def _check_verify_100_response_order_tax_amount(value: object, parent: str, errors: list[ValidationError]) -> None:
    value_text = value if isinstance(value, str) else decimal_text(value)
    if value_text is None:
        errors.append(_INVALID_289)
    elif not (value_text.isascii() and value_text.replace(".", "", 1).isdigit()) or value_text[0] == "." or value_text[-1] == ".":
        errors.append(_INVALID_290)
    elif value_text is not value and len(value_text) > 14:
        errors.append(_INVALID_291)
    elif len(value_text) > 14:
        errors.append(_INVALID_292)


def _check_verify_100_response_order_tax_registration_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_293)
    elif not 1 <= len(value) <= 30:
        errors.append(_INVALID_294)


def _check_verify_100_response_order_tax_status(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str) or value not in _VALUES_295:
        errors.append(_INVALID_296)


def _check_verify_100_response_order_transaction_filtering_avs_response_code_rules(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_list(value):
        errors.append(_INVALID_297)
        return
    for index, item in enumerate(value):
        if not is_record(item):
            errors.append(invalid(f"order.transactionFiltering.avsResponseCodeRules[{index}]", "Must be a JSON object."))
            continue
        for key, field in item.items():
            if key == "action":
                if not isinstance(field, str) or field not in _VALUES_298:
                    errors.append(invalid(f"order.transactionFiltering.avsResponseCodeRules[{index}].action", "Must be one of NO_ACTION, REJECT, REVIEW."))
            else:
                # responses grow over versions: unknown fields are tolerated (a key must still be text)
                key_text(key)


def _check_verify_100_response_order_transaction_filtering(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_299)
        return
    for key, field in value.items():
        if key == "avsResponseCodeRules":
            _check_verify_100_response_order_transaction_filtering_avs_response_code_rules(field, "order.transactionFiltering", errors)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)


_CHECK_VERIFY_100_RESPONSE_ORDER_FIELDS: Final[dict[object, FieldCheck]] = {
    "acceptPartialAmount": _check_verify_100_response_order_accept_partial_amount,
    "amount": _check_verify_100_response_order_amount,
    "authenticationStatus": _check_verify_100_response_order_authentication_status,
    "certainty": _check_verify_100_response_order_certainty,
    "chargeback": _check_verify_100_response_order_chargeback,
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
    "industryPracticePaymentReason": _check_verify_100_response_order_industry_practice_payment_reason,
    "initialAuthorizedAmount": _check_verify_100_response_order_initial_authorized_amount,
    "invoiceNumber": _check_verify_100_response_order_invoice_number,
    "localTaxRegistrationId": _check_verify_100_response_order_local_tax_registration_id,
    "merchantCategoryCode": _check_verify_100_response_order_merchant_category_code,
    "merchantCharge": _check_verify_100_response_order_merchant_charge,
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
        errors.append(_INVALID_300)
        return
    for key, field in value.items():
        if key == "creationTime":
            if not isinstance(field, str):
                errors.append(_INVALID_508)
            elif _PATTERN_52.search(field) is None:
                errors.append(_INVALID_509)
            elif not is_calendar_date(field):
                errors.append(_INVALID_510)
        elif key == "id":
            if not isinstance(field, str):
                errors.append(_INVALID_511)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_512)
        elif key == "lastUpdatedTime":
            if not isinstance(field, str):
                errors.append(_INVALID_513)
            elif _PATTERN_52.search(field) is None:
                errors.append(_INVALID_514)
            elif not is_calendar_date(field):
                errors.append(_INVALID_515)
        elif key == "merchantAmount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_516)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_517)
            elif field_text is not field and len(field_text) > 14:
                errors.append(_INVALID_518)
            elif len(field_text) > 14:
                errors.append(_INVALID_519)
        elif key == "merchantCurrency":
            if not isinstance(field, str):
                errors.append(_INVALID_520)
            elif len(field) != 3:
                errors.append(_INVALID_521)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_522)
        else:
            check = _CHECK_VERIFY_100_RESPONSE_ORDER_FIELDS.get(key)
            if check is None:
                # responses grow over versions: unknown fields are tolerated (a key must still be text)
                key_text(key)
            else:
                check(field, "order", errors)
    if "creationTime" not in value:
        errors.append(_MISSING_523)
    if "id" not in value:
        errors.append(_MISSING_524)
    if "lastUpdatedTime" not in value:
        errors.append(_MISSING_525)
    if "merchantAmount" not in value:
        errors.append(_MISSING_526)
    if "merchantCurrency" not in value:
        errors.append(_MISSING_527)


def _check_verify_100_response_time_of_record(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_528)
    elif _PATTERN_52.search(value) is None:
        errors.append(_INVALID_529)
    elif not is_calendar_date(value):
        errors.append(_INVALID_530)


def _check_verify_100_response_transaction_acquirer(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_531)
        return
    for key, field in value.items():
        if key == "id":
            if not isinstance(field, str):
                errors.append(_INVALID_532)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_533)
        elif key == "batch":
            if not is_whole_number(field):
                errors.append(_INVALID_534)
            elif field < 1 or field > 2147483647:
                errors.append(_INVALID_535)
        elif key == "customData":
            if not isinstance(field, str):
                errors.append(_INVALID_536)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_537)
        elif key == "date":
            if not isinstance(field, str):
                errors.append(_INVALID_538)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_539)
        elif key == "time":
            if not isinstance(field, str):
                errors.append(_INVALID_540)
            elif not 1 <= len(field) <= 4000:
                errors.append(_INVALID_541)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "id" not in value:
        errors.append(_MISSING_542)


def _check_verify_100_response_transaction(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_543)
        return
    for key, field in value.items():
        if key == "amount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_544)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_545)
            elif decimal_scale(field_text) > 3:
                errors.append(_INVALID_546)
            elif Decimal(field_text) < _DECIMAL_4:
                errors.append(_INVALID_547)
            elif Decimal(field_text) > _DECIMAL_6:
                errors.append(_INVALID_548)
        elif key == "currency":
            if not isinstance(field, str):
                errors.append(_INVALID_549)
            elif len(field) != 3:
                errors.append(_INVALID_550)
            elif field != "" and not (field.isascii() and field.isalpha() and field.isupper()):
                errors.append(_INVALID_551)
        elif key == "id":
            if not isinstance(field, str):
                errors.append(_INVALID_552)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_553)
        elif key == "type":
            if not isinstance(field, str) or field not in _VALUES_554:
                errors.append(_INVALID_555)
        elif key == "acquirer":
            _check_verify_100_response_transaction_acquirer(field, "transaction", errors)
        elif key == "authorizationCode":
            if not isinstance(field, str):
                errors.append(_INVALID_556)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_557)
            elif not field.isascii():
                errors.append(_INVALID_558)
        elif key == "batchName":
            if not isinstance(field, str):
                errors.append(_INVALID_559)
            elif not 1 <= len(field) <= 512:
                errors.append(_INVALID_560)
        elif key == "frequency":
            if not isinstance(field, str) or field not in _VALUES_561:
                errors.append(_INVALID_562)
        elif key == "merchantNote":
            if not isinstance(field, str):
                errors.append(_INVALID_563)
            elif not 1 <= len(field) <= 250:
                errors.append(_INVALID_564)
        elif key == "receipt":
            if not isinstance(field, str):
                errors.append(_INVALID_565)
            elif not 1 <= len(field) <= 100:
                errors.append(_INVALID_566)
            elif not field.isascii():
                errors.append(_INVALID_567)
        elif key == "reference":
            if not isinstance(field, str):
                errors.append(_INVALID_568)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_569)
        elif key == "taxAmount":
            field_text = field if isinstance(field, str) else decimal_text(field)
            if field_text is None:
                errors.append(_INVALID_570)
            elif not (field_text.isascii() and field_text.replace(".", "", 1).isdigit()) or field_text[0] == "." or field_text[-1] == ".":
                errors.append(_INVALID_571)
            elif decimal_scale(field_text) > 3:
                errors.append(_INVALID_572)
            elif Decimal(field_text) < _DECIMAL_4:
                errors.append(_INVALID_573)
            elif Decimal(field_text) > _DECIMAL_6:
                errors.append(_INVALID_574)
        elif key == "terminal":
            if not isinstance(field, str):
                errors.append(_INVALID_575)
            elif not 1 <= len(field) <= 16:
                errors.append(_INVALID_576)
        else:
            # responses grow over versions: unknown fields are tolerated (a key must still be text)
            key_text(key)
    if "amount" not in value:
        errors.append(_MISSING_577)
    if "currency" not in value:
        errors.append(_MISSING_578)
    if "id" not in value:
        errors.append(_MISSING_579)
    if "type" not in value:
        errors.append(_MISSING_580)


def _check_verify_100_response_user_id(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_581)
    elif not 1 <= len(value) <= 256:
        errors.append(_INVALID_582)


def _check_verify_100_response_version(value: object, parent: str, errors: list[ValidationError]) -> None:
    if not isinstance(value, str):
        errors.append(_INVALID_583)
    elif not 1 <= len(value) <= 8:
        errors.append(_INVALID_584)


_CHECK_VERIFY_100_RESPONSE_FIELDS: Final[dict[object, FieldCheck]] = {
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
    "timeOfRecord": _check_verify_100_response_time_of_record,
    "userId": _check_verify_100_response_user_id,
    "version": _check_verify_100_response_version,
}


def _check_verify_100_response(value: object, path: str, errors: list[ValidationError]) -> None:
    if not is_record(value):
        errors.append(_INVALID_305)
        return
    for key, field in value.items():
        if key == "merchant":
            if not isinstance(field, str):
                errors.append(_INVALID_585)
            elif not 1 <= len(field) <= 40:
                errors.append(_INVALID_586)
            elif _CHARSET_587.fullmatch(field) is None:
                errors.append(_INVALID_588)
        elif key == "order":
            _check_verify_100_response_order(field, "", errors)
        elif key == "transaction":
            _check_verify_100_response_transaction(field, "", errors)
        else:
            check = _CHECK_VERIFY_100_RESPONSE_FIELDS.get(key)
            if check is None:
                # responses grow over versions: unknown fields are tolerated (a key must still be text)
                key_text(key)
            else:
                check(field, "", errors)
    if "merchant" not in value:
        errors.append(_MISSING_589)
    if "order" not in value:
        errors.append(_MISSING_311)
    if "transaction" not in value:
        errors.append(_MISSING_590)


def validate_verify_100_response(body: object, *, today: date | None = None) -> ValidationResult:
    """Verify response at version 100.

    Every error is collected; `today` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.
    """
    try:
        if not is_record(body):
            return to_result([invalid("", "The response body must be a JSON object.")])
        errors: list[ValidationError] = []
        _check_verify_100_response(body, "", errors)
        refused = refusals_of(errors, _VALUES_591) if errors else None
        # Rule rule-name-when-gateway (section 2.4): order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).
        read_order: object = body.get("order", ABSENT)
        in_order: dict[object, object] = read_order if is_record(read_order) else NO_RECORD
        read_order_merchant_charge: object = in_order.get("merchantCharge", ABSENT)
        in_order_merchant_charge: dict[object, object] = read_order_merchant_charge if is_record(read_order_merchant_charge) else NO_RECORD
        read_order_merchant_charge_calculated_by: object = in_order_merchant_charge.get("calculatedBy", ABSENT)
        if (isinstance(read_order_merchant_charge_calculated_by, str) and (read_order_merchant_charge_calculated_by == "GATEWAY")):
            read_order_merchant_charge_rule_name: object = in_order_merchant_charge.get("ruleName", ABSENT)
            if read_order_merchant_charge_rule_name is ABSENT and (refused is None or refused.isdisjoint(_VALUES_592)):
                errors.append(_MISSING_593)
        # Rule chargeback-amount-when-processed (section 2.4): order.chargeback.amount is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
        read_order_status: object = in_order.get("status", ABSENT)
        if (isinstance(read_order_status, str) and (read_order_status == "CHARGEBACK_PROCESSED")):
            read_order_chargeback: object = in_order.get("chargeback", ABSENT)
            in_order_chargeback: dict[object, object] = read_order_chargeback if is_record(read_order_chargeback) else NO_RECORD
            read_order_chargeback_amount: object = in_order_chargeback.get("amount", ABSENT)
            if read_order_chargeback_amount is ABSENT and (refused is None or refused.isdisjoint(_VALUES_594)):
                errors.append(_MISSING_595)
        # Rule chargeback-currency-when-processed (section 2.4): order.chargeback.currency is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
        if (isinstance(read_order_status, str) and (read_order_status == "CHARGEBACK_PROCESSED")):
            read_order_chargeback_2: object = in_order.get("chargeback", ABSENT)
            in_order_chargeback_2: dict[object, object] = read_order_chargeback_2 if is_record(read_order_chargeback_2) else NO_RECORD
            read_order_chargeback_currency: object = in_order_chargeback_2.get("currency", ABSENT)
            if read_order_chargeback_currency is ABSENT and (refused is None or refused.isdisjoint(_VALUES_596)):
                errors.append(_MISSING_597)
        # Rule other-html-only-with-html (section 2.7): authentication.3ds2.sdk.uiType holds OTHER_HTML only with the HTML interface (authentication.3ds2.sdk.interface HTML).
        read_authentication: object = body.get("authentication", ABSENT)
        in_authentication: dict[object, object] = read_authentication if is_record(read_authentication) else NO_RECORD
        read_authentication_3ds2: object = in_authentication.get("3ds2", ABSENT)
        in_authentication_3ds2: dict[object, object] = read_authentication_3ds2 if is_record(read_authentication_3ds2) else NO_RECORD
        read_authentication_3ds2_sdk: object = in_authentication_3ds2.get("sdk", ABSENT)
        in_authentication_3ds2_sdk: dict[object, object] = read_authentication_3ds2_sdk if is_record(read_authentication_3ds2_sdk) else NO_RECORD
        read_authentication_3ds2_sdk_ui_type: object = in_authentication_3ds2_sdk.get("uiType", ABSENT)
        if isinstance(read_authentication_3ds2_sdk_ui_type, str) and any(item in ("OTHER_HTML",) for item in read_authentication_3ds2_sdk_ui_type.split(",")):
            read_authentication_3ds2_sdk_interface: object = in_authentication_3ds2_sdk.get("interface", ABSENT)
            if not (isinstance(read_authentication_3ds2_sdk_interface, str) and (read_authentication_3ds2_sdk_interface == "HTML")) and (refused is None or refused.isdisjoint(_VALUES_598)):
                errors.append(_INVALID_599)
        return to_result(errors) if errors else VALID
    except Exception:
        return unreadable_body(body)
