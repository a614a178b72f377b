/* Generated from spec/ by the gateway generator. Do not edit. */
import { asciiSet, automaton, codePointLength, compareDecimals, compareSegments, countDigits, decimalScale, decimalText, hasOwn, inCharset, invalid, isAbsoluteUrl, isAtOrUnder, isBodyKey, isCalendarDate, isCommaList, isJsonText, isRecord, lengthWithin, matchesAutomaton, missing, ownAt, referenceSegments, refusalsOf, ruleDecimal, sumDiffers, toResult, unreadableBody, unsupported } from "../runtime/index.js";
// Compiled from the pattern "^[0-9]+(\\.[0-9]+)?$".
const AUTOMATON_0 = /* @__PURE__ */ automaton(5, [
	1,
	48,
	57,
	2,
	2,
	46,
	46,
	3,
	2,
	48,
	57,
	2,
	3,
	48,
	57,
	4,
	4,
	48,
	57,
	4
], [2, 4], []);
const VALUES_1 = /* @__PURE__ */ new Set([
	"CRYPTOCURRENCY_PURCHASE",
	"HIGH_RISK_SECURITIES",
	"MERCHANT_SETTLEMENT",
	"OTHER",
	"PAYROLL"
]);
const ASCII_2 = /* @__PURE__ */ asciiSet("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_3 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z]*$", "u");
// Compiled from the pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$".
const AUTOMATON_4 = /* @__PURE__ */ automaton(27, [
	1,
	48,
	57,
	2,
	2,
	48,
	57,
	3,
	3,
	48,
	57,
	4,
	4,
	48,
	57,
	5,
	5,
	45,
	45,
	6,
	6,
	48,
	57,
	7,
	7,
	48,
	57,
	8,
	8,
	45,
	45,
	9,
	9,
	48,
	57,
	10,
	10,
	48,
	57,
	11,
	11,
	84,
	84,
	12,
	12,
	48,
	49,
	13,
	12,
	50,
	50,
	14,
	13,
	48,
	57,
	15,
	14,
	48,
	51,
	15,
	15,
	58,
	58,
	16,
	16,
	48,
	53,
	17,
	17,
	48,
	57,
	18,
	18,
	58,
	58,
	19,
	19,
	48,
	53,
	20,
	20,
	48,
	57,
	21,
	21,
	46,
	46,
	22,
	22,
	48,
	57,
	23,
	23,
	48,
	57,
	24,
	24,
	48,
	57,
	25,
	25,
	90,
	90,
	26
], [26], []);
const NUMBERS_5 = [28, 32];
// Compiled from the pattern "^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$".
const AUTOMATON_6 = /* @__PURE__ */ automaton(7, [
	1,
	43,
	43,
	2,
	1,
	47,
	57,
	2,
	1,
	65,
	90,
	2,
	1,
	97,
	122,
	2,
	2,
	43,
	43,
	3,
	2,
	47,
	57,
	3,
	2,
	65,
	90,
	3,
	2,
	97,
	122,
	3,
	3,
	43,
	43,
	4,
	3,
	47,
	57,
	4,
	3,
	61,
	61,
	5,
	3,
	65,
	90,
	4,
	3,
	97,
	122,
	4,
	4,
	43,
	43,
	1,
	4,
	47,
	57,
	1,
	4,
	61,
	61,
	6,
	4,
	65,
	90,
	1,
	4,
	97,
	122,
	1,
	5,
	61,
	61,
	6
], [1, 6], []);
const ASCII_7 = /* @__PURE__ */ asciiSet(".0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_8 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z.]*$", "u");
const ASCII_9 = /* @__PURE__ */ asciiSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_10 = /* @__PURE__ */ new RegExp("^[a-zA-Z]*$", "u");
const ASCII_11 = /* @__PURE__ */ asciiSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
const PATTERN_12 = /* @__PURE__ */ new RegExp("^[A-Z]*$", "u");
const ASCII_13 = /* @__PURE__ */ asciiSet(" -0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_14 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z \\-]*$", "u");
// Compiled from the pattern "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$".
const AUTOMATON_15 = /* @__PURE__ */ automaton(5, [
	1,
	33,
	33,
	2,
	1,
	35,
	39,
	2,
	1,
	42,
	43,
	2,
	1,
	45,
	57,
	2,
	1,
	61,
	61,
	2,
	1,
	63,
	63,
	2,
	1,
	65,
	90,
	2,
	1,
	94,
	126,
	2,
	2,
	33,
	33,
	2,
	2,
	35,
	39,
	2,
	2,
	42,
	43,
	2,
	2,
	45,
	57,
	2,
	2,
	61,
	61,
	2,
	2,
	63,
	63,
	2,
	2,
	64,
	64,
	3,
	2,
	65,
	90,
	2,
	2,
	94,
	126,
	2,
	3,
	45,
	45,
	4,
	3,
	48,
	57,
	4,
	3,
	65,
	90,
	4,
	3,
	97,
	122,
	4,
	4,
	45,
	45,
	4,
	4,
	46,
	46,
	3,
	4,
	48,
	57,
	4,
	4,
	65,
	90,
	4,
	4,
	97,
	122,
	4
], [4], []);
// Compiled from the pattern "^\\+[0-9]{1,3} [0-9]+( [0-9]+)*$".
const AUTOMATON_16 = /* @__PURE__ */ automaton(8, [
	1,
	43,
	43,
	2,
	2,
	48,
	57,
	3,
	3,
	32,
	32,
	4,
	3,
	48,
	57,
	5,
	4,
	48,
	57,
	6,
	5,
	32,
	32,
	4,
	5,
	48,
	57,
	7,
	6,
	32,
	32,
	4,
	6,
	48,
	57,
	6,
	7,
	32,
	32,
	4
], [6], []);
// Compiled from the pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$".
const AUTOMATON_17 = /* @__PURE__ */ automaton(12, [
	1,
	48,
	57,
	2,
	2,
	48,
	57,
	3,
	3,
	48,
	57,
	4,
	4,
	48,
	57,
	5,
	5,
	45,
	45,
	6,
	6,
	48,
	57,
	7,
	7,
	48,
	57,
	8,
	8,
	45,
	45,
	9,
	9,
	48,
	57,
	10,
	10,
	48,
	57,
	11
], [11], []);
const ASCII_18 = /* @__PURE__ */ asciiSet("\0\x07\b	\n\v\f\r\x1B !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~");
const PATTERN_19 = /* @__PURE__ */ new RegExp("^[\\x00-\\x7F]*$", "u");
const ASCII_20 = /* @__PURE__ */ asciiSet("0123456789");
const PATTERN_21 = /* @__PURE__ */ new RegExp("^[0-9]*$", "u");
const VALUES_22 = /* @__PURE__ */ new Set([
	"B2B_PAYMENT",
	"CRYPTOCURRENCY",
	"DEBT_REPAYMENT",
	"HIGH_RISK_SECURITIES",
	"OTHER"
]);
const ASCII_23 = /* @__PURE__ */ asciiSet("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_24 = /* @__PURE__ */ new RegExp("^[A-Za-z0-9]*$", "u");
const ASCII_25 = /* @__PURE__ */ asciiSet(" !$%&+-.0123456789=ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");
const PATTERN_26 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z\\-_ &+!$%.=]*$", "u");
const LIST_27 = [
	"order",
	"transactionfiltering",
	"avsresponsecoderules",
	"action"
];
const VALUES_28 = /* @__PURE__ */ new Set([
	"AUTO",
	"BATCH",
	"CHECKOUT_VIA_WEBSITE",
	"MERCHANT_ADMINISTRATION",
	"MERCHANT_MANAGER",
	"SERVICE_PROVIDER_API",
	"WEB_SERVICES_API"
]);
const ASCII_29 = /* @__PURE__ */ asciiSet("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");
const PATTERN_30 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z\\-_]*$", "u");
const VALUES_31 = /* @__PURE__ */ new Set([
	"EXCHANGE_TICKET",
	"MISCELLANEOUS_CHARGE",
	"REFUND",
	"REVERSAL",
	"TICKET_PURCHASE",
	"TOUR_ORDER"
]);
// Compiled from the pattern "^(?:\\w{2}|[0-9]{3}|\\w{2}/[0-9]{3})$".
const AUTOMATON_32 = /* @__PURE__ */ automaton(10, [
	1,
	48,
	57,
	2,
	1,
	65,
	90,
	3,
	1,
	95,
	95,
	3,
	1,
	97,
	122,
	3,
	2,
	48,
	57,
	4,
	2,
	65,
	90,
	5,
	2,
	95,
	95,
	5,
	2,
	97,
	122,
	5,
	3,
	48,
	57,
	5,
	3,
	65,
	90,
	5,
	3,
	95,
	95,
	5,
	3,
	97,
	122,
	5,
	4,
	47,
	47,
	6,
	4,
	48,
	57,
	7,
	5,
	47,
	47,
	6,
	6,
	48,
	57,
	8,
	8,
	48,
	57,
	9,
	9,
	48,
	57,
	7
], [
	4,
	5,
	7
], []);
// Compiled from the pattern "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$".
const AUTOMATON_33 = /* @__PURE__ */ automaton(18, [
	1,
	48,
	49,
	2,
	1,
	50,
	50,
	3,
	2,
	48,
	57,
	4,
	3,
	48,
	51,
	4,
	4,
	58,
	58,
	5,
	5,
	48,
	53,
	6,
	6,
	48,
	57,
	7,
	7,
	43,
	43,
	8,
	7,
	45,
	45,
	8,
	7,
	58,
	58,
	9,
	7,
	90,
	90,
	10,
	8,
	48,
	49,
	11,
	8,
	50,
	50,
	12,
	9,
	48,
	53,
	13,
	11,
	48,
	57,
	14,
	12,
	48,
	51,
	14,
	13,
	48,
	57,
	15,
	14,
	58,
	58,
	16,
	15,
	43,
	43,
	8,
	15,
	45,
	45,
	8,
	15,
	90,
	90,
	10,
	16,
	48,
	53,
	17,
	17,
	48,
	57,
	10
], [10, 14], []);
const ASCII_34 = /* @__PURE__ */ asciiSet(" 0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_35 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z ]*$", "u");
const VALUES_36 = /* @__PURE__ */ new Set([
	"3DS1",
	"3DS2",
	"PASSKEY"
]);
const VALUES_37 = /* @__PURE__ */ new Set([
	"TEXT",
	"SINGLE_SELECT",
	"MULTI_SELECT",
	"OUT_OF_BAND",
	"OTHER_HTML"
]);
const VALUES_38 = /* @__PURE__ */ new Set([
	"AUTHENTICATION_OUTAGE",
	"AUTO",
	"LOW_RISK",
	"LOW_VALUE_PAYMENT",
	"MERCHANT_INITIATED_TRANSACTION",
	"NONE",
	"RECURRING_PAYMENT",
	"SECURE_CORPORATE_PAYMENT",
	"TRUSTED_MERCHANT"
]);
const VALUES_39 = /* @__PURE__ */ new Set([
	"AGENT",
	"GATEWAY",
	"MERCHANT",
	"MERCHANT_ORGANIZATION",
	"SERVICE_PROVIDER"
]);
const VALUES_40 = /* @__PURE__ */ new Set([
	"AUTHENTICATION_ATTEMPTED",
	"AUTHENTICATION_AVAILABLE",
	"AUTHENTICATION_EXEMPT",
	"AUTHENTICATION_FAILED",
	"AUTHENTICATION_NOT_IN_EFFECT",
	"AUTHENTICATION_NOT_SUPPORTED",
	"AUTHENTICATION_PENDING",
	"AUTHENTICATION_REJECTED",
	"AUTHENTICATION_REQUIRED",
	"AUTHENTICATION_SUCCESSFUL",
	"AUTHENTICATION_UNAVAILABLE"
]);
const VALUES_41 = /* @__PURE__ */ new Set([
	"FUNDED",
	"FUNDING_ASSURED",
	"FUNDING_FAILED",
	"FUNDING_ON_HOLD",
	"IN_PROGRESS",
	"NON_FUNDED",
	"NOT_SUPPORTED"
]);
const VALUES_42 = /* @__PURE__ */ new Set([
	"AUTHORIZATION",
	"AUTHORIZATION_UPDATE",
	"CAPTURE",
	"PAYMENT",
	"REFUND",
	"VERIFICATION",
	"VOID_AUTHORIZATION",
	"VOID_CAPTURE",
	"VOID_PAYMENT",
	"VOID_REFUND"
]);
export function validateVerify100Request(body, options) {
	try {
		if (!isRecord(body)) return toResult([invalid("", "The request body must be a JSON object.")]);
		const errors = [];
		const found = checkVerify100Request(body, errors);
		const checked = errors.length;
		let refused;
		// Rule order-subtotals (section 2.4): If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
		{
			if ((found & 1) !== 0) {
				refused ??= refusalsOf(errors, checked);
				const groupOrder = ownAt(body, "order");
				const groupOrderMerchantCharge = ownAt(groupOrder, "merchantCharge");
				const groupOrderDiscount = ownAt(groupOrder, "discount");
				const total = ruleDecimal(ownAt(groupOrder, "amount"), "order.amount", refused);
				if (typeof total === "string" && sumDiffers(total, [
					ruleDecimal(ownAt(groupOrder, "itemAmount"), "order.itemAmount", refused),
					ruleDecimal(ownAt(groupOrder, "taxAmount"), "order.taxAmount", refused),
					ruleDecimal(ownAt(groupOrder, "shippingAndHandlingAmount"), "order.shippingAndHandlingAmount", refused),
					ruleDecimal(ownAt(groupOrder, "cashbackAmount"), "order.cashbackAmount", refused),
					ruleDecimal(ownAt(groupOrder, "gratuityAmount"), "order.gratuityAmount", refused),
					ruleDecimal(ownAt(groupOrderMerchantCharge, "amount"), "order.merchantCharge.amount", refused),
					ruleDecimal(ownAt(groupOrder, "dutyAmount"), "order.dutyAmount", refused)
				], [ruleDecimal(ownAt(groupOrderDiscount, "amount"), "order.discount.amount", refused)], true)) errors.push(invalid("order.amount", "If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts."));
			}
		}
		// Rule net-amount-subtotals (section 2.4): If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
		{
			if ((found & 2) !== 0) {
				refused ??= refusalsOf(errors, checked);
				const groupOrder = ownAt(body, "order");
				const groupOrderDiscount = ownAt(groupOrder, "discount");
				const total = ruleDecimal(ownAt(groupOrder, "netAmount"), "order.netAmount", refused);
				if (typeof total === "string" && ownAt(groupOrder, "amount") === undefined && sumDiffers(total, [
					ruleDecimal(ownAt(groupOrder, "itemAmount"), "order.itemAmount", refused),
					ruleDecimal(ownAt(groupOrder, "taxAmount"), "order.taxAmount", refused),
					ruleDecimal(ownAt(groupOrder, "shippingAndHandlingAmount"), "order.shippingAndHandlingAmount", refused),
					ruleDecimal(ownAt(groupOrder, "cashbackAmount"), "order.cashbackAmount", refused),
					ruleDecimal(ownAt(groupOrder, "gratuityAmount"), "order.gratuityAmount", refused),
					ruleDecimal(ownAt(groupOrder, "dutyAmount"), "order.dutyAmount", refused)
				], [ruleDecimal(ownAt(groupOrderDiscount, "amount"), "order.discount.amount", refused)], true)) errors.push(invalid("order.netAmount", "If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge)."));
			}
		}
		// Rule supplier-name-for-b2b (section 2.4): order.supplierName is required when order.purchaseType is B2B_PAYMENT.
		{
			const groupOrder = ownAt(body, "order");
			const condition = ownAt(groupOrder, "purchaseType");
			if (condition === "B2B_PAYMENT" && ownAt(groupOrder, "supplierName") === undefined) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("order.supplierName") && !refused.covers("order.purchaseType")) errors.push(missing("order.supplierName", "order.supplierName is required when order.purchaseType is B2B_PAYMENT."));
			}
		}
		// Rule purchase-type-for-merchant-category (section 2.4): A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
		{
			const groupOrder = ownAt(body, "order");
			const condition = ownAt(groupOrder, "merchantCategoryCode");
			if ((condition === "6051" || condition === "6211" || condition === "6012") && ownAt(groupOrder, "purchaseType") === undefined) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("order.purchaseType") && !refused.covers("order.merchantCategoryCode")) errors.push(missing("order.purchaseType", "A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes."));
			}
		}
		// Rule sub-merchant-first-transaction (section 2.4): order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
		// Needs the order's earlier transactions: not checked on a single body.
		return toResult(errors);
	} catch {
		return unreadableBody(body);
	}
}
function checkVerify100Request(value, errors) {
	let requiredSeen = 0;
	let found = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "apiOperation": {
				requiredSeen++;
				const field = value["apiOperation"];
				if (field !== "VERIFY") errors.push(invalid("apiOperation", "Must be one of VERIFY."));
				break;
			}
			case "accountFunding": {
				const field = value["accountFunding"];
				checkVerify100RequestAccountFunding(field, "accountFunding", errors);
				break;
			}
			case "authentication": {
				const field = value["authentication"];
				checkVerify100RequestAuthentication(field, "authentication", errors);
				break;
			}
			case "billing": {
				const field = value["billing"];
				checkVerify100RequestBilling(field, "billing", errors);
				break;
			}
			case "correlationId": {
				const field = value["correlationId"];
				if (typeof field !== "string") errors.push(invalid("correlationId", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid("correlationId", "Must be 1 to 100 characters long."));
				break;
			}
			case "customer": {
				const field = value["customer"];
				checkVerify100RequestCustomer(field, "customer", errors);
				break;
			}
			case "device": {
				const field = value["device"];
				checkVerify100RequestDevice(field, "device", errors);
				break;
			}
			case "initiator": {
				const field = value["initiator"];
				checkVerify100RequestInitiator(field, "initiator", errors);
				break;
			}
			case "order": {
				requiredSeen++;
				const field = value["order"];
				found |= checkVerify100RequestOrder(field, "order", errors);
				break;
			}
			default: if (!isNotShownInVerify100Request(key)) errors.push(unsupported(key));
		}
	}
	if (requiredSeen !== 2) {
		if (!isBodyKey(value, "apiOperation")) errors.push(missing("apiOperation"));
		if (!isBodyKey(value, "order")) errors.push(missing("order"));
	}
	return found;
}
function checkVerify100RequestAccountFunding(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "foreignExchangeFee": {
				const field = value["foreignExchangeFee"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".foreignExchangeFee", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".foreignExchangeFee", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".foreignExchangeFee", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".foreignExchangeFee", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".foreignExchangeFee", "Must be at most 1000000000000."));
				}
				break;
			}
			case "purpose": {
				const field = value["purpose"];
				if (typeof field !== "string" || !VALUES_1.has(field)) errors.push(invalid(path + ".purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, HIGH_RISK_SECURITIES, MERCHANT_SETTLEMENT, OTHER, PAYROLL."));
				break;
			}
			case "purposeOfPayment": {
				const field = value["purposeOfPayment"];
				if (!(typeof field === "string" && field.length >= 2 && field.length <= 6 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".purposeOfPayment", "Must be a string."));
					else if ((field.length < 3 || field.length > 6) && !lengthWithin(field, 2, 6)) errors.push(invalid(path + ".purposeOfPayment", "Must be 2 to 6 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".purposeOfPayment", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "senderIsRecipient": {
				const field = value["senderIsRecipient"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".senderIsRecipient", "Must be true or false."));
				break;
			}
			case "senderType": {
				const field = value["senderType"];
				if (field !== "COMMERCIAL_ORGANIZATION" && field !== "GOVERNMENT" && field !== "NON_PROFIT_ORGANIZATION" && field !== "PERSON") errors.push(invalid(path + ".senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestAuthentication(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "3ds": {
				const field = value["3ds"];
				checkVerify100RequestAuthentication3ds(field, path + ".3ds", errors);
				break;
			}
			case "3ds2": {
				const field = value["3ds2"];
				checkVerify100RequestAuthentication3ds2(field, path + ".3ds2", errors);
				break;
			}
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "time": {
				const field = value["time"];
				if (typeof field !== "string") errors.push(invalid(path + ".time", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_4)) errors.push(invalid(path + ".time", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".time", "Must name a calendar date."));
				break;
			}
			case "transactionId": {
				const field = value["transactionId"];
				if (typeof field !== "string") errors.push(invalid(path + ".transactionId", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".transactionId", "Must be 1 to 40 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestAuthentication3ds(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "acsEci": {
				const field = value["acsEci"];
				if (typeof field !== "string") errors.push(invalid(path + ".acsEci", "Must be a string."));
				else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".acsEci", "Must be 1 to 2 characters long."));
				else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".acsEci", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "authenticationToken": {
				const field = value["authenticationToken"];
				if (!(typeof field === "string" && NUMBERS_5.includes(field.length) && matchesAutomaton(field, AUTOMATON_6))) {
					if (typeof field !== "string") errors.push(invalid(path + ".authenticationToken", "Must be a string."));
					else if (!NUMBERS_5.includes(codePointLength(field))) errors.push(invalid(path + ".authenticationToken", "Must be 28 or 32 characters long."));
					else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths."));
				}
				break;
			}
			case "transactionId": {
				const field = value["transactionId"];
				if (typeof field !== "string") errors.push(invalid(path + ".transactionId", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".transactionId", "Must be 1 to 50 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestAuthentication3ds2(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "acsReference": {
				const field = value["acsReference"];
				if (typeof field !== "string") errors.push(invalid(path + ".acsReference", "Must be a string."));
				else if (field.length > 32 && !lengthWithin(field, 0, 32)) errors.push(invalid(path + ".acsReference", "Must be 0 to 32 characters long."));
				break;
			}
			case "acsTransactionId": {
				const field = value["acsTransactionId"];
				if (typeof field !== "string") errors.push(invalid(path + ".acsTransactionId", "Must be a string."));
				else if (!lengthWithin(field, 36, 36)) errors.push(invalid(path + ".acsTransactionId", "Must be exactly 36 characters long."));
				break;
			}
			case "authenticationScheme": {
				const field = value["authenticationScheme"];
				if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".authenticationScheme", "Must be a non-empty string."));
				break;
			}
			case "custom": {
				const field = value["custom"];
				if (typeof field !== "string") errors.push(invalid(path + ".custom", "Must be a string."));
				else if ((field.length < 1 || field.length > 4e3) && !lengthWithin(field, 1, 4e3)) errors.push(invalid(path + ".custom", "Must be 1 to 4000 characters long."));
				else if (!isJsonText(field)) errors.push(invalid(path + ".custom", "Must be valid JSON text."));
				break;
			}
			case "dsReference": {
				const field = value["dsReference"];
				if (typeof field !== "string") errors.push(invalid(path + ".dsReference", "Must be a string."));
				else if (field.length > 32 && !lengthWithin(field, 0, 32)) errors.push(invalid(path + ".dsReference", "Must be 0 to 32 characters long."));
				break;
			}
			case "protocolVersion": {
				const field = value["protocolVersion"];
				if (typeof field !== "string") errors.push(invalid(path + ".protocolVersion", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".protocolVersion", "Must be 1 to 20 characters long."));
				else if (!inCharset(field, ASCII_7, PATTERN_8)) errors.push(invalid(path + ".protocolVersion", "Must hold only the characters 0-9, a-z, A-Z and '.' (Alphanumeric + additional characters)."));
				break;
			}
			case "statusReasonCode": {
				const field = value["statusReasonCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".statusReasonCode", "Must be a string."));
				else if (!lengthWithin(field, 2, 2)) errors.push(invalid(path + ".statusReasonCode", "Must be exactly 2 characters long."));
				break;
			}
			case "transactionStatus": {
				const field = value["transactionStatus"];
				if (typeof field !== "string") errors.push(invalid(path + ".transactionStatus", "Must be a string."));
				else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".transactionStatus", "Must be exactly 1 characters long."));
				else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".transactionStatus", "Must hold only the characters a-z and A-Z (Alpha)."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestBilling(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "address": {
				const field = value["address"];
				checkVerify100RequestBillingAddress(field, path + ".address", errors);
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestBillingAddress(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "city": {
				const field = value["city"];
				if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
				break;
			}
			case "company": {
				const field = value["company"];
				if (typeof field !== "string") errors.push(invalid(path + ".company", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".company", "Must be 1 to 100 characters long."));
				break;
			}
			case "country": {
				const field = value["country"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "postcodeZip": {
				const field = value["postcodeZip"];
				if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
				else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
				else if (!inCharset(field, ASCII_13, PATTERN_14)) errors.push(invalid(path + ".postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
				break;
			}
			case "stateProvince": {
				const field = value["stateProvince"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvince", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".stateProvince", "Must be 1 to 20 characters long."));
				break;
			}
			case "stateProvinceCode": {
				const field = value["stateProvinceCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvinceCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".stateProvinceCode", "Must be 1 to 3 characters long."));
				break;
			}
			case "street": {
				const field = value["street"];
				if (typeof field !== "string") errors.push(invalid(path + ".street", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street", "Must be 1 to 100 characters long."));
				break;
			}
			case "street2": {
				const field = value["street2"];
				if (typeof field !== "string") errors.push(invalid(path + ".street2", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street2", "Must be 1 to 100 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestCustomer(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "email": {
				const field = value["email"];
				if (!(typeof field === "string" && field.length >= 4 && matchesAutomaton(field, AUTOMATON_15))) {
					if (typeof field !== "string") errors.push(invalid(path + ".email", "Must be a string."));
					else if (field.length < 7 && !lengthWithin(field, 4, Infinity)) errors.push(invalid(path + ".email", "Must be at least 4 characters long."));
					else if (!matchesAutomaton(field, AUTOMATON_15)) errors.push(invalid(path + ".email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."));
				}
				break;
			}
			case "firstName": {
				const field = value["firstName"];
				if (typeof field !== "string") errors.push(invalid(path + ".firstName", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".firstName", "Must be 1 to 50 characters long."));
				break;
			}
			case "lastName": {
				const field = value["lastName"];
				if (typeof field !== "string") errors.push(invalid(path + ".lastName", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".lastName", "Must be 1 to 50 characters long."));
				break;
			}
			case "middleName": {
				const field = value["middleName"];
				if (typeof field !== "string") errors.push(invalid(path + ".middleName", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".middleName", "Must be 1 to 50 characters long."));
				break;
			}
			case "mobilePhone": {
				const field = value["mobilePhone"];
				if (typeof field !== "string") errors.push(invalid(path + ".mobilePhone", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_16)) errors.push(invalid(path + ".mobilePhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."));
				else if (countDigits(field) > 15) errors.push(invalid(path + ".mobilePhone", "Must have at most 15 digits in total."));
				break;
			}
			case "phone": {
				const field = value["phone"];
				if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_16)) errors.push(invalid(path + ".phone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."));
				else if (countDigits(field) > 15) errors.push(invalid(path + ".phone", "Must have at most 15 digits in total."));
				break;
			}
			case "taxRegistrationId": {
				const field = value["taxRegistrationId"];
				if (typeof field !== "string") errors.push(invalid(path + ".taxRegistrationId", "Must be a string."));
				else if ((field.length < 1 || field.length > 30) && !lengthWithin(field, 1, 30)) errors.push(invalid(path + ".taxRegistrationId", "Must be 1 to 30 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestDevice(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "ani": {
				const field = value["ani"];
				if (typeof field !== "string") errors.push(invalid(path + ".ani", "Must be a string."));
				else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".ani", "Must be 1 to 10 characters long."));
				break;
			}
			case "aniCallType": {
				const field = value["aniCallType"];
				if (typeof field !== "string") errors.push(invalid(path + ".aniCallType", "Must be a string."));
				else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".aniCallType", "Must be 1 to 2 characters long."));
				break;
			}
			case "browser": {
				const field = value["browser"];
				if (typeof field !== "string") errors.push(invalid(path + ".browser", "Must be a string."));
				else if ((field.length < 1 || field.length > 2048) && !lengthWithin(field, 1, 2048)) errors.push(invalid(path + ".browser", "Must be 1 to 2048 characters long."));
				break;
			}
			case "fingerprint": {
				const field = value["fingerprint"];
				if (typeof field !== "string") errors.push(invalid(path + ".fingerprint", "Must be a string."));
				else if ((field.length < 1 || field.length > 4e3) && !lengthWithin(field, 1, 4e3)) errors.push(invalid(path + ".fingerprint", "Must be 1 to 4000 characters long."));
				break;
			}
			case "hostname": {
				const field = value["hostname"];
				if (typeof field !== "string") errors.push(invalid(path + ".hostname", "Must be a string."));
				else if ((field.length < 1 || field.length > 60) && !lengthWithin(field, 1, 60)) errors.push(invalid(path + ".hostname", "Must be 1 to 60 characters long."));
				break;
			}
			case "ipAddress": {
				const field = value["ipAddress"];
				if (typeof field !== "string") errors.push(invalid(path + ".ipAddress", "Must be a string."));
				else if ((field.length < 13 || field.length > 45) && !lengthWithin(field, 7, 45)) errors.push(invalid(path + ".ipAddress", "Must be 7 to 45 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestInitiator(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "userId": {
				const field = value["userId"];
				if (typeof field !== "string") errors.push(invalid(path + ".userId", "Must be a string."));
				else if ((field.length < 1 || field.length > 256) && !lengthWithin(field, 1, 256)) errors.push(invalid(path + ".userId", "Must be 1 to 256 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestOrder(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return 0;
	}
	let requiredSeen = 0;
	let found = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "acceptPartialAmount": {
				const field = value["acceptPartialAmount"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".acceptPartialAmount", "Must be true or false."));
				break;
			}
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "certainty": {
				const field = value["certainty"];
				if (field !== "ESTIMATED" && field !== "FINAL") errors.push(invalid(path + ".certainty", "Must be one of ESTIMATED, FINAL."));
				break;
			}
			case "currency": {
				requiredSeen++;
				const field = value["currency"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".currency", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".currency", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".currency", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "custom": {
				const field = value["custom"];
				checkVerify100RequestOrderCustom(field, path + ".custom", errors);
				break;
			}
			case "customerNote": {
				const field = value["customerNote"];
				if (typeof field !== "string") errors.push(invalid(path + ".customerNote", "Must be a string."));
				else if ((field.length < 1 || field.length > 250) && !lengthWithin(field, 1, 250)) errors.push(invalid(path + ".customerNote", "Must be 1 to 250 characters long."));
				break;
			}
			case "customerOrderDate": {
				const field = value["customerOrderDate"];
				if (typeof field !== "string") errors.push(invalid(path + ".customerOrderDate", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_17)) errors.push(invalid(path + ".customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".customerOrderDate", "Must be a calendar date (yyyy-mm-dd)."));
				break;
			}
			case "customerReference": {
				const field = value["customerReference"];
				if (typeof field !== "string") errors.push(invalid(path + ".customerReference", "Must be a string."));
				else if (field.length > 25 && !lengthWithin(field, 0, 25)) errors.push(invalid(path + ".customerReference", "Must be 0 to 25 characters long."));
				else if (!inCharset(field, ASCII_18, PATTERN_19)) errors.push(invalid(path + ".customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text)."));
				break;
			}
			case "description": {
				const field = value["description"];
				if (typeof field !== "string") errors.push(invalid(path + ".description", "Must be a string."));
				else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".description", "Must be 1 to 127 characters long."));
				break;
			}
			case "discount": {
				const field = value["discount"];
				checkVerify100RequestOrderDiscount(field, path + ".discount", errors);
				break;
			}
			case "dutyAmount": {
				const field = value["dutyAmount"];
				if (field !== undefined) found |= 3;
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".dutyAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".dutyAmount", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".dutyAmount", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".dutyAmount", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".dutyAmount", "Must be at most 1000000000000."));
				}
				break;
			}
			case "gratuityAmount": {
				const field = value["gratuityAmount"];
				if (field !== undefined) found |= 3;
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".gratuityAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".gratuityAmount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".gratuityAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".gratuityAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "industryPracticePaymentReason": {
				const field = value["industryPracticePaymentReason"];
				if (field !== "DELAYED_CHARGE" && field !== "NO_SHOW_PENALTY" && field !== "PARTIAL_SHIPMENT") errors.push(invalid(path + ".industryPracticePaymentReason", "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT."));
				break;
			}
			case "invoiceNumber": {
				const field = value["invoiceNumber"];
				if (typeof field !== "string") errors.push(invalid(path + ".invoiceNumber", "Must be a string."));
				else if ((field.length < 1 || field.length > 25) && !lengthWithin(field, 1, 25)) errors.push(invalid(path + ".invoiceNumber", "Must be 1 to 25 characters long."));
				break;
			}
			case "localTaxRegistrationId": {
				const field = value["localTaxRegistrationId"];
				if (typeof field !== "string") errors.push(invalid(path + ".localTaxRegistrationId", "Must be a string."));
				else if ((field.length < 1 || field.length > 25) && !lengthWithin(field, 1, 25)) errors.push(invalid(path + ".localTaxRegistrationId", "Must be 1 to 25 characters long."));
				break;
			}
			case "marketplace": {
				const field = value["marketplace"];
				checkVerify100RequestOrderMarketplace(field, path + ".marketplace", errors);
				break;
			}
			case "merchantCategoryCode": {
				const field = value["merchantCategoryCode"];
				if (!(typeof field === "string" && field.length === 4 && inCharset(field, ASCII_20, PATTERN_21))) {
					if (typeof field !== "string") errors.push(invalid(path + ".merchantCategoryCode", "Must be a string."));
					else if (!lengthWithin(field, 4, 4)) errors.push(invalid(path + ".merchantCategoryCode", "Must be exactly 4 characters long."));
					else if (!inCharset(field, ASCII_20, PATTERN_21)) errors.push(invalid(path + ".merchantCategoryCode", "Must hold only the characters 0-9 (Digits)."));
				}
				break;
			}
			case "merchantCharge": {
				const field = value["merchantCharge"];
				found |= checkVerify100RequestOrderMerchantCharge(field, path + ".merchantCharge", errors);
				break;
			}
			case "merchantPartnerIdCode": {
				const field = value["merchantPartnerIdCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".merchantPartnerIdCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 6) && !lengthWithin(field, 1, 6)) errors.push(invalid(path + ".merchantPartnerIdCode", "Must be 1 to 6 characters long."));
				else if (!inCharset(field, ASCII_20, PATTERN_21)) errors.push(invalid(path + ".merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits)."));
				break;
			}
			case "netAmount": {
				const field = value["netAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".netAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".netAmount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".netAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".netAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "notificationUrl": {
				const field = value["notificationUrl"];
				if (typeof field !== "string") errors.push(invalid(path + ".notificationUrl", "Must be a string."));
				else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".notificationUrl", "Must be an absolute URL."));
				break;
			}
			case "owningEntity": {
				const field = value["owningEntity"];
				if (typeof field !== "string") errors.push(invalid(path + ".owningEntity", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".owningEntity", "Must be 1 to 40 characters long."));
				break;
			}
			case "purchaseType": {
				const field = value["purchaseType"];
				if (typeof field !== "string" || !VALUES_22.has(field)) errors.push(invalid(path + ".purchaseType", "Must be one of B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER."));
				break;
			}
			case "reference": {
				const field = value["reference"];
				if (typeof field !== "string") errors.push(invalid(path + ".reference", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".reference", "Must be 1 to 40 characters long."));
				break;
			}
			case "requestorName": {
				const field = value["requestorName"];
				if (typeof field !== "string") errors.push(invalid(path + ".requestorName", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".requestorName", "Must be 1 to 100 characters long."));
				break;
			}
			case "reward": {
				const field = value["reward"];
				checkVerify100RequestOrderReward(field, path + ".reward", errors);
				break;
			}
			case "shippingAndHandlingAmount": {
				const field = value["shippingAndHandlingAmount"];
				if (field !== undefined) found |= 3;
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "shippingAndHandlingTaxAmount": {
				const field = value["shippingAndHandlingTaxAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be at most 1000000000000."));
				}
				break;
			}
			case "shippingAndHandlingTaxRate": {
				const field = value["shippingAndHandlingTaxRate"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 4) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must have at most 4 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000000000") > 0) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be at most 1000000000000000000."));
				}
				break;
			}
			case "statementDescriptor": {
				const field = value["statementDescriptor"];
				checkVerify100RequestOrderStatementDescriptor(field, path + ".statementDescriptor", errors);
				break;
			}
			case "subMerchant": {
				const field = value["subMerchant"];
				checkVerify100RequestOrderSubMerchant(field, path + ".subMerchant", errors);
				break;
			}
			case "supplierName": {
				const field = value["supplierName"];
				if (typeof field !== "string") errors.push(invalid(path + ".supplierName", "Must be a string."));
				else if ((field.length < 1 || field.length > 21) && !lengthWithin(field, 1, 21)) errors.push(invalid(path + ".supplierName", "Must be 1 to 21 characters long."));
				break;
			}
			case "tax": {
				const field = value["tax"];
				if (!Array.isArray(field)) errors.push(invalid(path + ".tax", "Must be a JSON array."));
				else for (let index = 0; index < field.length; index++) {
					const item = field[index];
					const itemPath = path + ".tax" + "[" + index + "]";
					if (item === undefined && !(index in field)) {
						errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
						break;
					}
					checkVerify100RequestOrderTax(item, itemPath, errors);
				}
				break;
			}
			case "taxAmount": {
				const field = value["taxAmount"];
				if (field !== undefined) found |= 3;
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".taxAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".taxAmount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".taxAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "taxRegistrationId": {
				const field = value["taxRegistrationId"];
				if (typeof field !== "string") errors.push(invalid(path + ".taxRegistrationId", "Must be a string."));
				else if ((field.length < 1 || field.length > 30) && !lengthWithin(field, 1, 30)) errors.push(invalid(path + ".taxRegistrationId", "Must be 1 to 30 characters long."));
				break;
			}
			case "taxStatus": {
				const field = value["taxStatus"];
				if (field !== "EXEMPT" && field !== "NOT_EXEMPT" && field !== "NOT_PROVIDED") errors.push(invalid(path + ".taxStatus", "Must be one of EXEMPT, NOT_EXEMPT, NOT_PROVIDED."));
				break;
			}
			case "transactionFiltering": {
				const field = value["transactionFiltering"];
				checkVerify100RequestOrderTransactionFiltering(field, path + ".transactionFiltering", errors);
				break;
			}
			default: {
				if (key === "itemAmount" && value[key] !== undefined) found |= 3;
				if (key === "cashbackAmount" && value[key] !== undefined) found |= 3;
				if (!isNotShownInVerify100Request(path + "." + key)) errors.push(unsupported(path + "." + key));
			}
		}
	}
	if (requiredSeen !== 1) {
		if (!isBodyKey(value, "currency")) errors.push(missing(path + ".currency"));
	}
	return found;
}
function checkVerify100RequestOrderCustom(value, path, errors) {
	if (!isRecord(value)) errors.push(invalid(path, "Must be a JSON object of named values."));
	else {
		const names = Object.keys(value);
		if (names.length > 50) errors.push(invalid(path, "At most 50 named values are allowed."));
		for (const name of names) {
			if ((name.length < 1 || name.length > 99) && !lengthWithin(name, 1, 99) || !inCharset(name, ASCII_23, PATTERN_24)) errors.push(invalid(path + "." + name, "The name must be 1 to 99 characters from A-Za-z0-9."));
			else {
				const entry = value[name];
				if (typeof entry !== "string") errors.push(invalid(path + "." + name, "Must be a string."));
				else if ((entry.length < 1 || entry.length > 250) && !lengthWithin(entry, 1, 250)) errors.push(invalid(path + "." + name, "Must be 1 to 250 characters long."));
			}
		}
	}
}
function checkVerify100RequestOrderDiscount(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "code": {
				const field = value["code"];
				if (typeof field !== "string") errors.push(invalid(path + ".code", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".code", "Must be 1 to 40 characters long."));
				break;
			}
			case "description": {
				const field = value["description"];
				if (typeof field !== "string") errors.push(invalid(path + ".description", "Must be a string."));
				else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".description", "Must be 1 to 127 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestOrderMarketplace(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "retailerLocation": {
				const field = value["retailerLocation"];
				if (field !== "DOMESTIC_ONLY" && field !== "FOREIGN_AND_DOMESTIC" && field !== "FOREIGN_ONLY") errors.push(invalid(path + ".retailerLocation", "Must be one of DOMESTIC_ONLY, FOREIGN_AND_DOMESTIC, FOREIGN_ONLY."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestOrderMerchantCharge(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return 0;
	}
	let requiredSeen = 0;
	let found = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				const field = value["amount"];
				if (field !== undefined) found |= 1;
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "type": {
				requiredSeen++;
				const field = value["type"];
				if (field !== "SURCHARGE") errors.push(invalid(path + ".type", "Must be one of SURCHARGE."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
	if (requiredSeen !== 1) {
		if (!isBodyKey(value, "type")) errors.push(missing(path + ".type"));
	}
	return found;
}
function checkVerify100RequestOrderReward(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "balanceId": {
				requiredSeen++;
				const field = value["balanceId"];
				if (typeof field !== "string") errors.push(invalid(path + ".balanceId", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".balanceId", "Must be 1 to 100 characters long."));
				else if (!inCharset(field, ASCII_25, PATTERN_26)) errors.push(invalid(path + ".balanceId", "Must hold only the characters 0-9, a-z, A-Z, '-', '_', space, '&', '+', '!', '$', '%', '.' and '=' (Alphanumeric + additional characters)."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
	if (requiredSeen !== 1) {
		if (!isBodyKey(value, "balanceId")) errors.push(missing(path + ".balanceId"));
	}
}
function checkVerify100RequestOrderStatementDescriptor(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "address": {
				const field = value["address"];
				checkVerify100RequestOrderStatementDescriptorAddress(field, path + ".address", errors);
				break;
			}
			case "name": {
				const field = value["name"];
				if (typeof field !== "string") errors.push(invalid(path + ".name", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".name", "Must be 1 to 100 characters long."));
				break;
			}
			case "phone": {
				const field = value["phone"];
				if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".phone", "Must be 1 to 20 characters long."));
				break;
			}
			case "websiteUrl": {
				const field = value["websiteUrl"];
				if (typeof field !== "string") errors.push(invalid(path + ".websiteUrl", "Must be a string."));
				else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".websiteUrl", "Must be an absolute URL."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestOrderStatementDescriptorAddress(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "city": {
				const field = value["city"];
				if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
				break;
			}
			case "company": {
				const field = value["company"];
				if (typeof field !== "string") errors.push(invalid(path + ".company", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".company", "Must be 1 to 100 characters long."));
				break;
			}
			case "country": {
				const field = value["country"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "postcodeZip": {
				const field = value["postcodeZip"];
				if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
				else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
				else if (!inCharset(field, ASCII_13, PATTERN_14)) errors.push(invalid(path + ".postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
				break;
			}
			case "stateProvince": {
				const field = value["stateProvince"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvince", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".stateProvince", "Must be 1 to 20 characters long."));
				break;
			}
			case "stateProvinceCode": {
				const field = value["stateProvinceCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvinceCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".stateProvinceCode", "Must be 1 to 3 characters long."));
				break;
			}
			case "street": {
				const field = value["street"];
				if (typeof field !== "string") errors.push(invalid(path + ".street", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street", "Must be 1 to 100 characters long."));
				break;
			}
			case "street2": {
				const field = value["street2"];
				if (typeof field !== "string") errors.push(invalid(path + ".street2", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street2", "Must be 1 to 100 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestOrderSubMerchant(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "address": {
				const field = value["address"];
				checkVerify100RequestOrderSubMerchantAddress(field, path + ".address", errors);
				break;
			}
			case "bankIndustryCode": {
				const field = value["bankIndustryCode"];
				if (!(typeof field === "string" && field.length === 4 && inCharset(field, ASCII_20, PATTERN_21))) {
					if (typeof field !== "string") errors.push(invalid(path + ".bankIndustryCode", "Must be a string."));
					else if (!lengthWithin(field, 4, 4)) errors.push(invalid(path + ".bankIndustryCode", "Must be exactly 4 characters long."));
					else if (!inCharset(field, ASCII_20, PATTERN_21)) errors.push(invalid(path + ".bankIndustryCode", "Must hold only the characters 0-9 (Digits)."));
				}
				break;
			}
			case "disputeContactPhone": {
				const field = value["disputeContactPhone"];
				if (typeof field !== "string") errors.push(invalid(path + ".disputeContactPhone", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_16)) errors.push(invalid(path + ".disputeContactPhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."));
				else if (countDigits(field) > 15) errors.push(invalid(path + ".disputeContactPhone", "Must have at most 15 digits in total."));
				break;
			}
			case "email": {
				const field = value["email"];
				if (!(typeof field === "string" && field.length >= 4 && matchesAutomaton(field, AUTOMATON_15))) {
					if (typeof field !== "string") errors.push(invalid(path + ".email", "Must be a string."));
					else if (field.length < 7 && !lengthWithin(field, 4, Infinity)) errors.push(invalid(path + ".email", "Must be at least 4 characters long."));
					else if (!matchesAutomaton(field, AUTOMATON_15)) errors.push(invalid(path + ".email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."));
				}
				break;
			}
			case "governmentCountryCode": {
				const field = value["governmentCountryCode"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".governmentCountryCode", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".governmentCountryCode", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".governmentCountryCode", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "identifier": {
				requiredSeen++;
				const field = value["identifier"];
				if (typeof field !== "string") errors.push(invalid(path + ".identifier", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".identifier", "Must be 1 to 100 characters long."));
				break;
			}
			case "marketplaceId": {
				const field = value["marketplaceId"];
				if (typeof field !== "string") errors.push(invalid(path + ".marketplaceId", "Must be a string."));
				else if ((field.length < 1 || field.length > 11) && !lengthWithin(field, 1, 11)) errors.push(invalid(path + ".marketplaceId", "Must be 1 to 11 characters long."));
				break;
			}
			case "phone": {
				const field = value["phone"];
				if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".phone", "Must be 1 to 20 characters long."));
				break;
			}
			case "registeredName": {
				const field = value["registeredName"];
				if (typeof field !== "string") errors.push(invalid(path + ".registeredName", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".registeredName", "Must be 1 to 100 characters long."));
				break;
			}
			case "tradingName": {
				requiredSeen++;
				const field = value["tradingName"];
				if (typeof field !== "string") errors.push(invalid(path + ".tradingName", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".tradingName", "Must be 1 to 100 characters long."));
				break;
			}
			case "websiteUrl": {
				const field = value["websiteUrl"];
				if (typeof field !== "string") errors.push(invalid(path + ".websiteUrl", "Must be a string."));
				else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".websiteUrl", "Must be an absolute URL."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
	if (requiredSeen !== 2) {
		if (!isBodyKey(value, "identifier")) errors.push(missing(path + ".identifier"));
		if (!isBodyKey(value, "tradingName")) errors.push(missing(path + ".tradingName"));
	}
}
function checkVerify100RequestOrderSubMerchantAddress(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "city": {
				const field = value["city"];
				if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
				break;
			}
			case "company": {
				const field = value["company"];
				if (typeof field !== "string") errors.push(invalid(path + ".company", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".company", "Must be 1 to 100 characters long."));
				break;
			}
			case "country": {
				const field = value["country"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "postcodeZip": {
				const field = value["postcodeZip"];
				if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
				else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
				else if (!inCharset(field, ASCII_13, PATTERN_14)) errors.push(invalid(path + ".postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
				break;
			}
			case "stateProvince": {
				const field = value["stateProvince"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvince", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".stateProvince", "Must be 1 to 20 characters long."));
				break;
			}
			case "stateProvinceCode": {
				const field = value["stateProvinceCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvinceCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".stateProvinceCode", "Must be 1 to 3 characters long."));
				break;
			}
			case "street": {
				const field = value["street"];
				if (typeof field !== "string") errors.push(invalid(path + ".street", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street", "Must be 1 to 100 characters long."));
				break;
			}
			case "street2": {
				const field = value["street2"];
				if (typeof field !== "string") errors.push(invalid(path + ".street2", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street2", "Must be 1 to 100 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestOrderTax(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "rate": {
				const field = value["rate"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".rate", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".rate", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 6) errors.push(invalid(path + ".rate", "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 6) errors.push(invalid(path + ".rate", "Must be 1 to 6 characters long."));
				}
				break;
			}
			case "type": {
				const field = value["type"];
				if (typeof field !== "string") errors.push(invalid(path + ".type", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".type", "Must be 1 to 50 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestOrderTransactionFiltering(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "avsResponseCodeRules": {
				const field = value["avsResponseCodeRules"];
				if (!Array.isArray(field)) errors.push(invalid(path + ".avsResponseCodeRules", "Must be a JSON array."));
				else for (let index = 0; index < field.length; index++) {
					const item = field[index];
					const itemPath = path + ".avsResponseCodeRules" + "[" + index + "]";
					if (item === undefined && !(index in field)) {
						errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
						break;
					}
					checkVerify100RequestOrderTransactionFilteringAvsResponseCodeRules(item, itemPath, errors);
				}
				break;
			}
			default: if (!isNotShownInVerify100Request(path + "." + key)) errors.push(unsupported(path + "." + key));
		}
	}
}
function checkVerify100RequestOrderTransactionFilteringAvsResponseCodeRules(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "action": {
				requiredSeen++;
				const field = value["action"];
				if (field !== "NO_ACTION" && field !== "REJECT" && field !== "REVIEW") errors.push(invalid(path + ".action", "Must be one of NO_ACTION, REJECT, REVIEW."));
				break;
			}
			default: if (!isNotShownInVerify100Request(path + "." + key)) errors.push(unsupported(path + "." + key));
		}
	}
	if (requiredSeen !== 1) {
		if (!isBodyKey(value, "action")) errors.push(missing(path + ".action"));
	}
}
function isNotShownInVerify100Request(path) {
	// Verify request: fields after order.transactionFiltering.avsResponseCodeRules[n].action (including sourceOfFunds, shipping, transaction): not shown.
	const segments = referenceSegments(path);
	return isAtOrUnder(path, "sourceOfFunds") || isAtOrUnder(path, "shipping") || isAtOrUnder(path, "transaction") || compareSegments(segments, LIST_27) > 0;
}
export function validateVerify100Response(body, options) {
	try {
		if (!isRecord(body)) return toResult([invalid("", "The response body must be a JSON object.")]);
		const errors = [];
		checkVerify100Response(body, errors);
		const checked = errors.length;
		let refused;
		// Rule rule-name-when-gateway (section 2.4): order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).
		{
			const groupOrder = ownAt(body, "order");
			const groupOrderMerchantCharge = ownAt(groupOrder, "merchantCharge");
			const condition = ownAt(groupOrderMerchantCharge, "calculatedBy");
			if (condition === "GATEWAY" && ownAt(groupOrderMerchantCharge, "ruleName") === undefined) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("order.merchantCharge.ruleName") && !refused.covers("order.merchantCharge.calculatedBy")) errors.push(missing("order.merchantCharge.ruleName", "order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY)."));
			}
		}
		// Rule chargeback-amount-when-processed (section 2.4): order.chargeback.amount is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
		{
			const groupOrder = ownAt(body, "order");
			const groupOrderChargeback = ownAt(groupOrder, "chargeback");
			const condition = ownAt(groupOrder, "status");
			if (condition === "CHARGEBACK_PROCESSED" && ownAt(groupOrderChargeback, "amount") === undefined) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("order.chargeback.amount") && !refused.covers("order.status")) errors.push(missing("order.chargeback.amount", "order.chargeback.amount is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED)."));
			}
		}
		// Rule chargeback-currency-when-processed (section 2.4): order.chargeback.currency is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
		{
			const groupOrder = ownAt(body, "order");
			const groupOrderChargeback = ownAt(groupOrder, "chargeback");
			const condition = ownAt(groupOrder, "status");
			if (condition === "CHARGEBACK_PROCESSED" && ownAt(groupOrderChargeback, "currency") === undefined) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("order.chargeback.currency") && !refused.covers("order.status")) errors.push(missing("order.chargeback.currency", "order.chargeback.currency is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED)."));
			}
		}
		// Rule other-html-only-with-html (section 2.7): authentication.3ds2.sdk.uiType holds OTHER_HTML only with the HTML interface (authentication.3ds2.sdk.interface HTML).
		{
			const groupAuthentication = ownAt(body, "authentication");
			const groupAuthentication3ds2 = ownAt(groupAuthentication, "3ds2");
			const groupAuthentication3ds2Sdk = ownAt(groupAuthentication3ds2, "sdk");
			const restricted = ownAt(groupAuthentication3ds2Sdk, "uiType");
			const condition = ownAt(groupAuthentication3ds2Sdk, "interface");
			if (typeof restricted === "string" && restricted.split(",").some((item) => item === "OTHER_HTML") && !(condition === "HTML")) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("authentication.3ds2.sdk.uiType") && !refused.covers("authentication.3ds2.sdk.interface")) errors.push(invalid("authentication.3ds2.sdk.uiType", "authentication.3ds2.sdk.uiType holds OTHER_HTML only with the HTML interface (authentication.3ds2.sdk.interface HTML)."));
			}
		}
		return toResult(errors);
	} catch {
		return unreadableBody(body);
	}
}
function checkVerify100Response(value, errors) {
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "accountFunding": {
				const field = value["accountFunding"];
				checkVerify100ResponseAccountFunding(field, "accountFunding", errors);
				break;
			}
			case "action": {
				const field = value["action"];
				checkVerify100ResponseAction(field, "action", errors);
				break;
			}
			case "airline": {
				const field = value["airline"];
				checkVerify100ResponseAirline(field, "airline", errors);
				break;
			}
			case "authentication": {
				const field = value["authentication"];
				checkVerify100ResponseAuthentication(field, "authentication", errors);
				break;
			}
			case "billing": {
				const field = value["billing"];
				checkVerify100ResponseBilling(field, "billing", errors);
				break;
			}
			case "correlationId": {
				const field = value["correlationId"];
				if (typeof field !== "string") errors.push(invalid("correlationId", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid("correlationId", "Must be 1 to 100 characters long."));
				break;
			}
			case "customer": {
				const field = value["customer"];
				checkVerify100ResponseCustomer(field, "customer", errors);
				break;
			}
			case "device": {
				const field = value["device"];
				checkVerify100ResponseDevice(field, "device", errors);
				break;
			}
			case "gatewayEntryPoint": {
				const field = value["gatewayEntryPoint"];
				if (typeof field !== "string" || !VALUES_28.has(field)) errors.push(invalid("gatewayEntryPoint", "Must be one of AUTO, BATCH, CHECKOUT_VIA_WEBSITE, MERCHANT_ADMINISTRATION, MERCHANT_MANAGER, SERVICE_PROVIDER_API, WEB_SERVICES_API."));
				break;
			}
			case "initiator": {
				const field = value["initiator"];
				checkVerify100ResponseInitiator(field, "initiator", errors);
				break;
			}
			case "merchant": {
				requiredSeen++;
				const field = value["merchant"];
				if (typeof field !== "string") errors.push(invalid("merchant", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid("merchant", "Must be 1 to 40 characters long."));
				else if (!inCharset(field, ASCII_29, PATTERN_30)) errors.push(invalid("merchant", "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters)."));
				break;
			}
			case "order": {
				requiredSeen++;
				const field = value["order"];
				checkVerify100ResponseOrder(field, "order", errors);
				break;
			}
			case "timeOfRecord": {
				const field = value["timeOfRecord"];
				if (typeof field !== "string") errors.push(invalid("timeOfRecord", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_4)) errors.push(invalid("timeOfRecord", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."));
				else if (!isCalendarDate(field)) errors.push(invalid("timeOfRecord", "Must name a calendar date."));
				break;
			}
			case "transaction": {
				requiredSeen++;
				const field = value["transaction"];
				checkVerify100ResponseTransaction(field, "transaction", errors);
				break;
			}
			case "userId": {
				const field = value["userId"];
				if (typeof field !== "string") errors.push(invalid("userId", "Must be a string."));
				else if ((field.length < 1 || field.length > 256) && !lengthWithin(field, 1, 256)) errors.push(invalid("userId", "Must be 1 to 256 characters long."));
				break;
			}
			case "version": {
				const field = value["version"];
				if (typeof field !== "string") errors.push(invalid("version", "Must be a string."));
				else if ((field.length < 1 || field.length > 8) && !lengthWithin(field, 1, 8)) errors.push(invalid("version", "Must be 1 to 8 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 3) {
		if (!isBodyKey(value, "merchant")) errors.push(missing("merchant"));
		if (!isBodyKey(value, "order")) errors.push(missing("order"));
		if (!isBodyKey(value, "transaction")) errors.push(missing("transaction"));
	}
}
function checkVerify100ResponseAccountFunding(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "foreignExchangeFee": {
				const field = value["foreignExchangeFee"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".foreignExchangeFee", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".foreignExchangeFee", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".foreignExchangeFee", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".foreignExchangeFee", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".foreignExchangeFee", "Must be at most 1000000000000."));
				}
				break;
			}
			case "purpose": {
				const field = value["purpose"];
				if (typeof field !== "string" || !VALUES_1.has(field)) errors.push(invalid(path + ".purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, HIGH_RISK_SECURITIES, MERCHANT_SETTLEMENT, OTHER, PAYROLL."));
				break;
			}
			case "purposeOfPayment": {
				const field = value["purposeOfPayment"];
				if (!(typeof field === "string" && field.length >= 2 && field.length <= 6 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".purposeOfPayment", "Must be a string."));
					else if ((field.length < 3 || field.length > 6) && !lengthWithin(field, 2, 6)) errors.push(invalid(path + ".purposeOfPayment", "Must be 2 to 6 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".purposeOfPayment", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "reference": {
				requiredSeen++;
				const field = value["reference"];
				if (typeof field !== "string") errors.push(invalid(path + ".reference", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".reference", "Must be 1 to 50 characters long."));
				break;
			}
			case "senderIsRecipient": {
				const field = value["senderIsRecipient"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".senderIsRecipient", "Must be true or false."));
				break;
			}
			case "senderType": {
				const field = value["senderType"];
				if (field !== "COMMERCIAL_ORGANIZATION" && field !== "GOVERNMENT" && field !== "NON_PROFIT_ORGANIZATION" && field !== "PERSON") errors.push(invalid(path + ".senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 1) {
		if (!isBodyKey(value, "reference")) errors.push(missing(path + ".reference"));
	}
}
function checkVerify100ResponseAction(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "refundAuthorization": {
				const field = value["refundAuthorization"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".refundAuthorization", "Must be true or false."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseAirline(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "bookingReference": {
				const field = value["bookingReference"];
				if (!(typeof field === "string" && field.length >= 6 && field.length <= 15 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".bookingReference", "Must be a string."));
					else if ((field.length < 11 || field.length > 15) && !lengthWithin(field, 6, 15)) errors.push(invalid(path + ".bookingReference", "Must be 6 to 15 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".bookingReference", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "documentType": {
				const field = value["documentType"];
				if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".documentType", "Must be a non-empty string."));
				break;
			}
			case "itinerary": {
				const field = value["itinerary"];
				checkVerify100ResponseAirlineItinerary(field, path + ".itinerary", errors);
				break;
			}
			case "passenger": {
				const field = value["passenger"];
				if (!Array.isArray(field)) errors.push(invalid(path + ".passenger", "Must be a JSON array."));
				else for (let index = 0; index < field.length; index++) {
					const item = field[index];
					const itemPath = path + ".passenger" + "[" + index + "]";
					if (item === undefined && !(index in field)) {
						errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
						break;
					}
					checkVerify100ResponseAirlinePassenger(item, itemPath, errors);
				}
				break;
			}
			case "planNumber": {
				const field = value["planNumber"];
				if (!(typeof field === "string" && field.length === 2 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".planNumber", "Must be a string."));
					else if (!lengthWithin(field, 2, 2)) errors.push(invalid(path + ".planNumber", "Must be exactly 2 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "ticket": {
				const field = value["ticket"];
				checkVerify100ResponseAirlineTicket(field, path + ".ticket", errors);
				break;
			}
			case "transactionType": {
				const field = value["transactionType"];
				if (typeof field !== "string" || !VALUES_31.has(field)) errors.push(invalid(path + ".transactionType", "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseAirlineItinerary(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "leg": {
				const field = value["leg"];
				if (!Array.isArray(field)) errors.push(invalid(path + ".leg", "Must be a JSON array."));
				else for (let index = 0; index < field.length; index++) {
					const item = field[index];
					const itemPath = path + ".leg" + "[" + index + "]";
					if (item === undefined && !(index in field)) {
						errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
						break;
					}
					checkVerify100ResponseAirlineItineraryLeg(item, itemPath, errors);
				}
				break;
			}
			case "numberInParty": {
				const field = value["numberInParty"];
				if (typeof field !== "string") errors.push(invalid(path + ".numberInParty", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".numberInParty", "Must be 1 to 3 characters long."));
				else if (!inCharset(field, ASCII_20, PATTERN_21)) errors.push(invalid(path + ".numberInParty", "Must hold only the characters 0-9 (Digits)."));
				break;
			}
			case "originCountry": {
				const field = value["originCountry"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".originCountry", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".originCountry", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".originCountry", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseAirlineItineraryLeg(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "carrierCode": {
				const field = value["carrierCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".carrierCode", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_32)) errors.push(invalid(path + ".carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."));
				break;
			}
			case "conjunctionTicketNumber": {
				const field = value["conjunctionTicketNumber"];
				if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".conjunctionTicketNumber", "Must be a string."));
					else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".conjunctionTicketNumber", "Must be 11 to 16 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".conjunctionTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "couponNumber": {
				const field = value["couponNumber"];
				if (typeof field !== "string") errors.push(invalid(path + ".couponNumber", "Must be a string."));
				else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".couponNumber", "Must be exactly 1 characters long."));
				else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".couponNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "departureAirport": {
				const field = value["departureAirport"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".departureAirport", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".departureAirport", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".departureAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "departureDate": {
				const field = value["departureDate"];
				if (typeof field !== "string") errors.push(invalid(path + ".departureDate", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_17)) errors.push(invalid(path + ".departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".departureDate", "Must be a calendar date (yyyy-mm-dd)."));
				break;
			}
			case "departureTax": {
				const field = value["departureTax"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".departureTax", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".departureTax", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".departureTax", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "departureTime": {
				const field = value["departureTime"];
				if (typeof field !== "string") errors.push(invalid(path + ".departureTime", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_33)) errors.push(invalid(path + ".departureTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."));
				break;
			}
			case "destinationAirport": {
				const field = value["destinationAirport"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".destinationAirport", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".destinationAirport", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".destinationAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "destinationArrivalDate": {
				const field = value["destinationArrivalDate"];
				if (typeof field !== "string") errors.push(invalid(path + ".destinationArrivalDate", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_17)) errors.push(invalid(path + ".destinationArrivalDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".destinationArrivalDate", "Must be a calendar date (yyyy-mm-dd)."));
				break;
			}
			case "destinationArrivalTime": {
				const field = value["destinationArrivalTime"];
				if (typeof field !== "string") errors.push(invalid(path + ".destinationArrivalTime", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_33)) errors.push(invalid(path + ".destinationArrivalTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."));
				break;
			}
			case "endorsementsRestrictions": {
				const field = value["endorsementsRestrictions"];
				if (typeof field !== "string") errors.push(invalid(path + ".endorsementsRestrictions", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".endorsementsRestrictions", "Must be 1 to 20 characters long."));
				else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".endorsementsRestrictions", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "exchangeTicketNumber": {
				const field = value["exchangeTicketNumber"];
				if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".exchangeTicketNumber", "Must be a string."));
					else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".exchangeTicketNumber", "Must be 11 to 16 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".exchangeTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "fare": {
				const field = value["fare"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".fare", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".fare", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".fare", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "fareBasis": {
				const field = value["fareBasis"];
				if (typeof field !== "string") errors.push(invalid(path + ".fareBasis", "Must be a string."));
				else if ((field.length < 1 || field.length > 24) && !lengthWithin(field, 1, 24)) errors.push(invalid(path + ".fareBasis", "Must be 1 to 24 characters long."));
				else if (!inCharset(field, ASCII_34, PATTERN_35)) errors.push(invalid(path + ".fareBasis", "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."));
				break;
			}
			case "fees": {
				const field = value["fees"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".fees", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".fees", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".fees", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "flightNumber": {
				const field = value["flightNumber"];
				if (!(typeof field === "string" && field.length >= 4 && field.length <= 6 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".flightNumber", "Must be a string."));
					else if (!lengthWithin(field, 4, 6)) errors.push(invalid(path + ".flightNumber", "Must be 4 to 6 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".flightNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "stopoverPermitted": {
				const field = value["stopoverPermitted"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".stopoverPermitted", "Must be true or false."));
				break;
			}
			case "taxes": {
				const field = value["taxes"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".taxes", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".taxes", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".taxes", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "travelClass": {
				const field = value["travelClass"];
				if (typeof field !== "string") errors.push(invalid(path + ".travelClass", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".travelClass", "Must be 1 to 3 characters long."));
				else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseAirlinePassenger(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "firstName": {
				const field = value["firstName"];
				if (typeof field !== "string") errors.push(invalid(path + ".firstName", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".firstName", "Must be 1 to 50 characters long."));
				break;
			}
			case "frequentFlyerNumber": {
				const field = value["frequentFlyerNumber"];
				if (typeof field !== "string") errors.push(invalid(path + ".frequentFlyerNumber", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".frequentFlyerNumber", "Must be 1 to 20 characters long."));
				break;
			}
			case "lastName": {
				const field = value["lastName"];
				if (typeof field !== "string") errors.push(invalid(path + ".lastName", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".lastName", "Must be 1 to 20 characters long."));
				break;
			}
			case "middleName": {
				const field = value["middleName"];
				if (typeof field !== "string") errors.push(invalid(path + ".middleName", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".middleName", "Must be 1 to 50 characters long."));
				break;
			}
			case "specificInformation": {
				const field = value["specificInformation"];
				if (typeof field !== "string") errors.push(invalid(path + ".specificInformation", "Must be a string."));
				else if ((field.length < 1 || field.length > 59) && !lengthWithin(field, 1, 59)) errors.push(invalid(path + ".specificInformation", "Must be 1 to 59 characters long."));
				else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".specificInformation", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "title": {
				const field = value["title"];
				if (typeof field !== "string") errors.push(invalid(path + ".title", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".title", "Must be 1 to 20 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseAirlineTicket(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "conjunctionTicketIndicator": {
				const field = value["conjunctionTicketIndicator"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".conjunctionTicketIndicator", "Must be true or false."));
				break;
			}
			case "eTicket": {
				const field = value["eTicket"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".eTicket", "Must be true or false."));
				break;
			}
			case "exchangedTicketNumber": {
				const field = value["exchangedTicketNumber"];
				if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".exchangedTicketNumber", "Must be a string."));
					else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".exchangedTicketNumber", "Must be 11 to 16 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".exchangedTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "issue": {
				const field = value["issue"];
				checkVerify100ResponseAirlineTicketIssue(field, path + ".issue", errors);
				break;
			}
			case "restricted": {
				const field = value["restricted"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".restricted", "Must be true or false."));
				break;
			}
			case "taxOrFee": {
				const field = value["taxOrFee"];
				if (!Array.isArray(field)) errors.push(invalid(path + ".taxOrFee", "Must be a JSON array."));
				else for (let index = 0; index < field.length; index++) {
					const item = field[index];
					const itemPath = path + ".taxOrFee" + "[" + index + "]";
					if (item === undefined && !(index in field)) {
						errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
						break;
					}
					checkVerify100ResponseAirlineTicketTaxOrFee(item, itemPath, errors);
				}
				break;
			}
			case "ticketNumber": {
				const field = value["ticketNumber"];
				if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".ticketNumber", "Must be a string."));
					else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".ticketNumber", "Must be 11 to 16 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".ticketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "totalFare": {
				const field = value["totalFare"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".totalFare", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".totalFare", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".totalFare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".totalFare", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "totalFees": {
				const field = value["totalFees"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".totalFees", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".totalFees", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".totalFees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".totalFees", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "totalTaxes": {
				const field = value["totalTaxes"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".totalTaxes", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".totalTaxes", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".totalTaxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".totalTaxes", "Must be 1 to 14 characters long."));
				}
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseAirlineTicketIssue(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "address": {
				const field = value["address"];
				if (typeof field !== "string") errors.push(invalid(path + ".address", "Must be a string."));
				else if ((field.length < 1 || field.length > 16) && !lengthWithin(field, 1, 16)) errors.push(invalid(path + ".address", "Must be 1 to 16 characters long."));
				break;
			}
			case "carrierCode": {
				const field = value["carrierCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".carrierCode", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_32)) errors.push(invalid(path + ".carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."));
				break;
			}
			case "carrierName": {
				const field = value["carrierName"];
				if (typeof field !== "string") errors.push(invalid(path + ".carrierName", "Must be a string."));
				else if ((field.length < 1 || field.length > 25) && !lengthWithin(field, 1, 25)) errors.push(invalid(path + ".carrierName", "Must be 1 to 25 characters long."));
				else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".carrierName", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "city": {
				const field = value["city"];
				if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
				break;
			}
			case "country": {
				const field = value["country"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "date": {
				const field = value["date"];
				if (typeof field !== "string") errors.push(invalid(path + ".date", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_17)) errors.push(invalid(path + ".date", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".date", "Must be a calendar date (yyyy-mm-dd)."));
				break;
			}
			case "travelAgentCode": {
				const field = value["travelAgentCode"];
				if (!(typeof field === "string" && field.length >= 8 && field.length <= 9 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".travelAgentCode", "Must be a string."));
					else if (!lengthWithin(field, 8, 9)) errors.push(invalid(path + ".travelAgentCode", "Must be 8 to 9 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".travelAgentCode", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "travelAgentName": {
				const field = value["travelAgentName"];
				if (typeof field !== "string") errors.push(invalid(path + ".travelAgentName", "Must be a string."));
				else if ((field.length < 1 || field.length > 30) && !lengthWithin(field, 1, 30)) errors.push(invalid(path + ".travelAgentName", "Must be 1 to 30 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseAirlineTicketTaxOrFee(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "type": {
				const field = value["type"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".type", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".type", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".type", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseAuthentication(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "3ds": {
				const field = value["3ds"];
				checkVerify100ResponseAuthentication3ds(field, path + ".3ds", errors);
				break;
			}
			case "3ds2": {
				const field = value["3ds2"];
				checkVerify100ResponseAuthentication3ds2(field, path + ".3ds2", errors);
				break;
			}
			case "acceptVersions": {
				const field = value["acceptVersions"];
				if (typeof field !== "string") errors.push(invalid(path + ".acceptVersions", "Must be a string."));
				else if (!isCommaList(field, VALUES_36)) errors.push(invalid(path + ".acceptVersions", "Must be one or more of one of 3DS1, 3DS2, PASSKEY, separated by commas."));
				break;
			}
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "channel": {
				const field = value["channel"];
				if (field !== "MERCHANT_REQUESTED" && field !== "PAYER_APP" && field !== "PAYER_BROWSER") errors.push(invalid(path + ".channel", "Must be one of MERCHANT_REQUESTED, PAYER_APP, PAYER_BROWSER."));
				break;
			}
			case "method": {
				const field = value["method"];
				if (field !== "DYNAMIC" && field !== "OUT_OF_BAND" && field !== "STATIC") errors.push(invalid(path + ".method", "Must be one of DYNAMIC, OUT_OF_BAND, STATIC."));
				break;
			}
			case "payerInteraction": {
				const field = value["payerInteraction"];
				if (field !== "NOT_POSSIBLE" && field !== "NOT_REQUIRED" && field !== "REQUIRED") errors.push(invalid(path + ".payerInteraction", "Must be one of NOT_POSSIBLE, NOT_REQUIRED, REQUIRED."));
				break;
			}
			case "psd2": {
				const field = value["psd2"];
				checkVerify100ResponseAuthenticationPsd2(field, path + ".psd2", errors);
				break;
			}
			case "time": {
				const field = value["time"];
				if (typeof field !== "string") errors.push(invalid(path + ".time", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_4)) errors.push(invalid(path + ".time", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".time", "Must name a calendar date."));
				break;
			}
			case "transactionId": {
				const field = value["transactionId"];
				if (typeof field !== "string") errors.push(invalid(path + ".transactionId", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".transactionId", "Must be 1 to 40 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseAuthentication3ds(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "acsEci": {
				const field = value["acsEci"];
				if (typeof field !== "string") errors.push(invalid(path + ".acsEci", "Must be a string."));
				else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".acsEci", "Must be 1 to 2 characters long."));
				else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".acsEci", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "authenticationToken": {
				const field = value["authenticationToken"];
				if (!(typeof field === "string" && NUMBERS_5.includes(field.length) && matchesAutomaton(field, AUTOMATON_6))) {
					if (typeof field !== "string") errors.push(invalid(path + ".authenticationToken", "Must be a string."));
					else if (!NUMBERS_5.includes(codePointLength(field))) errors.push(invalid(path + ".authenticationToken", "Must be 28 or 32 characters long."));
					else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths."));
				}
				break;
			}
			case "transactionId": {
				const field = value["transactionId"];
				if (typeof field !== "string") errors.push(invalid(path + ".transactionId", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".transactionId", "Must be 1 to 50 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseAuthentication3ds2(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "3dsServerTransactionId": {
				const field = value["3dsServerTransactionId"];
				if (typeof field !== "string") errors.push(invalid(path + ".3dsServerTransactionId", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".3dsServerTransactionId", "Must be 1 to 50 characters long."));
				break;
			}
			case "acsReference": {
				const field = value["acsReference"];
				if (typeof field !== "string") errors.push(invalid(path + ".acsReference", "Must be a string."));
				else if (field.length > 32 && !lengthWithin(field, 0, 32)) errors.push(invalid(path + ".acsReference", "Must be 0 to 32 characters long."));
				break;
			}
			case "acsTransactionId": {
				const field = value["acsTransactionId"];
				if (typeof field !== "string") errors.push(invalid(path + ".acsTransactionId", "Must be a string."));
				else if (!lengthWithin(field, 36, 36)) errors.push(invalid(path + ".acsTransactionId", "Must be exactly 36 characters long."));
				break;
			}
			case "authenticationScheme": {
				const field = value["authenticationScheme"];
				if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".authenticationScheme", "Must be a non-empty string."));
				break;
			}
			case "custom": {
				const field = value["custom"];
				if (typeof field !== "string") errors.push(invalid(path + ".custom", "Must be a string."));
				else if ((field.length < 1 || field.length > 4e3) && !lengthWithin(field, 1, 4e3)) errors.push(invalid(path + ".custom", "Must be 1 to 4000 characters long."));
				else if (!isJsonText(field)) errors.push(invalid(path + ".custom", "Must be valid JSON text."));
				break;
			}
			case "directoryServerId": {
				const field = value["directoryServerId"];
				if (typeof field !== "string") errors.push(invalid(path + ".directoryServerId", "Must be a string."));
				else if (!lengthWithin(field, 10, 10)) errors.push(invalid(path + ".directoryServerId", "Must be exactly 10 characters long."));
				break;
			}
			case "dsReference": {
				const field = value["dsReference"];
				if (typeof field !== "string") errors.push(invalid(path + ".dsReference", "Must be a string."));
				else if (field.length > 32 && !lengthWithin(field, 0, 32)) errors.push(invalid(path + ".dsReference", "Must be 0 to 32 characters long."));
				break;
			}
			case "dsTransactionId": {
				const field = value["dsTransactionId"];
				if (typeof field !== "string") errors.push(invalid(path + ".dsTransactionId", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".dsTransactionId", "Must be 1 to 50 characters long."));
				break;
			}
			case "methodCompleted": {
				requiredSeen++;
				const field = value["methodCompleted"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".methodCompleted", "Must be true or false."));
				break;
			}
			case "methodSupported": {
				requiredSeen++;
				const field = value["methodSupported"];
				if (field !== "NOT_SUPPORTED" && field !== "SUPPORTED") errors.push(invalid(path + ".methodSupported", "Must be one of NOT_SUPPORTED, SUPPORTED."));
				break;
			}
			case "protocolVersion": {
				const field = value["protocolVersion"];
				if (typeof field !== "string") errors.push(invalid(path + ".protocolVersion", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".protocolVersion", "Must be 1 to 20 characters long."));
				else if (!inCharset(field, ASCII_7, PATTERN_8)) errors.push(invalid(path + ".protocolVersion", "Must hold only the characters 0-9, a-z, A-Z and '.' (Alphanumeric + additional characters)."));
				break;
			}
			case "requestorId": {
				requiredSeen++;
				const field = value["requestorId"];
				if (typeof field !== "string") errors.push(invalid(path + ".requestorId", "Must be a string."));
				else if ((field.length < 1 || field.length > 35) && !lengthWithin(field, 1, 35)) errors.push(invalid(path + ".requestorId", "Must be 1 to 35 characters long."));
				break;
			}
			case "requestorName": {
				requiredSeen++;
				const field = value["requestorName"];
				if (typeof field !== "string") errors.push(invalid(path + ".requestorName", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".requestorName", "Must be 1 to 40 characters long."));
				break;
			}
			case "sdk": {
				const field = value["sdk"];
				checkVerify100ResponseAuthentication3ds2Sdk(field, path + ".sdk", errors);
				break;
			}
			case "statusReasonCode": {
				const field = value["statusReasonCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".statusReasonCode", "Must be a string."));
				else if (!lengthWithin(field, 2, 2)) errors.push(invalid(path + ".statusReasonCode", "Must be exactly 2 characters long."));
				break;
			}
			case "transactionStatus": {
				const field = value["transactionStatus"];
				if (typeof field !== "string") errors.push(invalid(path + ".transactionStatus", "Must be a string."));
				else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".transactionStatus", "Must be exactly 1 characters long."));
				else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".transactionStatus", "Must hold only the characters a-z and A-Z (Alpha)."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 4) {
		if (!isBodyKey(value, "methodCompleted")) errors.push(missing(path + ".methodCompleted"));
		if (!isBodyKey(value, "methodSupported")) errors.push(missing(path + ".methodSupported"));
		if (!isBodyKey(value, "requestorId")) errors.push(missing(path + ".requestorId"));
		if (!isBodyKey(value, "requestorName")) errors.push(missing(path + ".requestorName"));
	}
}
function checkVerify100ResponseAuthentication3ds2Sdk(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "challengeCompletionCallbackUrl": {
				const field = value["challengeCompletionCallbackUrl"];
				if (typeof field !== "string") errors.push(invalid(path + ".challengeCompletionCallbackUrl", "Must be a string."));
				else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".challengeCompletionCallbackUrl", "Must be an absolute URL."));
				break;
			}
			case "interface": {
				const field = value["interface"];
				if (field !== "HTML" && field !== "NATIVE") errors.push(invalid(path + ".interface", "Must be one of HTML, NATIVE."));
				break;
			}
			case "oobAppSupportsRedirectUrl": {
				const field = value["oobAppSupportsRedirectUrl"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".oobAppSupportsRedirectUrl", "Must be true or false."));
				break;
			}
			case "timeout": {
				const field = value["timeout"];
				if (typeof field !== "number" || !Number.isInteger(field)) errors.push(invalid(path + ".timeout", "Must be a whole number."));
				else if (field < 300 || field > 900) errors.push(invalid(path + ".timeout", "Must be 300 to 900."));
				break;
			}
			case "uiType": {
				const field = value["uiType"];
				if (typeof field !== "string") errors.push(invalid(path + ".uiType", "Must be a string."));
				else if (!isCommaList(field, VALUES_37)) errors.push(invalid(path + ".uiType", "Must be one or more of one of TEXT, SINGLE_SELECT, MULTI_SELECT, OUT_OF_BAND, OTHER_HTML, separated by commas."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseAuthenticationPsd2(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "exemption": {
				const field = value["exemption"];
				if (typeof field !== "string" || !VALUES_38.has(field)) errors.push(invalid(path + ".exemption", "Must be one of AUTHENTICATION_OUTAGE, AUTO, LOW_RISK, LOW_VALUE_PAYMENT, MERCHANT_INITIATED_TRANSACTION, NONE, RECURRING_PAYMENT, SECURE_CORPORATE_PAYMENT, TRUSTED_MERCHANT."));
				break;
			}
			case "trustedMerchantStatus": {
				const field = value["trustedMerchantStatus"];
				if (field !== "NOT_ON_LIST" && field !== "ON_LIST") errors.push(invalid(path + ".trustedMerchantStatus", "Must be one of NOT_ON_LIST, ON_LIST."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseBilling(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "address": {
				const field = value["address"];
				checkVerify100ResponseBillingAddress(field, path + ".address", errors);
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseBillingAddress(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "city": {
				const field = value["city"];
				if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
				break;
			}
			case "company": {
				const field = value["company"];
				if (typeof field !== "string") errors.push(invalid(path + ".company", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".company", "Must be 1 to 100 characters long."));
				break;
			}
			case "country": {
				const field = value["country"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "postcodeZip": {
				const field = value["postcodeZip"];
				if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
				else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
				else if (!inCharset(field, ASCII_13, PATTERN_14)) errors.push(invalid(path + ".postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
				break;
			}
			case "stateProvince": {
				const field = value["stateProvince"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvince", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".stateProvince", "Must be 1 to 20 characters long."));
				break;
			}
			case "stateProvinceCode": {
				const field = value["stateProvinceCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvinceCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".stateProvinceCode", "Must be 1 to 3 characters long."));
				break;
			}
			case "street": {
				const field = value["street"];
				if (typeof field !== "string") errors.push(invalid(path + ".street", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street", "Must be 1 to 100 characters long."));
				break;
			}
			case "street2": {
				const field = value["street2"];
				if (typeof field !== "string") errors.push(invalid(path + ".street2", "Must be a string."));
				else if (field.length > 0 && !lengthWithin(field, 0, 0)) errors.push(invalid(path + ".street2", "Must be empty."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseCustomer(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "email": {
				const field = value["email"];
				if (!(typeof field === "string" && field.length >= 4 && matchesAutomaton(field, AUTOMATON_15))) {
					if (typeof field !== "string") errors.push(invalid(path + ".email", "Must be a string."));
					else if (field.length < 7 && !lengthWithin(field, 4, Infinity)) errors.push(invalid(path + ".email", "Must be at least 4 characters long."));
					else if (!matchesAutomaton(field, AUTOMATON_15)) errors.push(invalid(path + ".email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."));
				}
				break;
			}
			case "firstName": {
				const field = value["firstName"];
				if (typeof field !== "string") errors.push(invalid(path + ".firstName", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".firstName", "Must be 1 to 50 characters long."));
				break;
			}
			case "lastName": {
				const field = value["lastName"];
				if (typeof field !== "string") errors.push(invalid(path + ".lastName", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".lastName", "Must be 1 to 50 characters long."));
				break;
			}
			case "middleName": {
				const field = value["middleName"];
				if (typeof field !== "string") errors.push(invalid(path + ".middleName", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".middleName", "Must be 1 to 50 characters long."));
				break;
			}
			case "mobilePhone": {
				const field = value["mobilePhone"];
				if (typeof field !== "string") errors.push(invalid(path + ".mobilePhone", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".mobilePhone", "Must be 1 to 20 characters long."));
				break;
			}
			case "nationalId": {
				const field = value["nationalId"];
				if (typeof field !== "string") errors.push(invalid(path + ".nationalId", "Must be a string."));
				else if ((field.length < 1 || field.length > 30) && !lengthWithin(field, 1, 30)) errors.push(invalid(path + ".nationalId", "Must be 1 to 30 characters long."));
				break;
			}
			case "phone": {
				const field = value["phone"];
				if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".phone", "Must be 1 to 20 characters long."));
				break;
			}
			case "taxRegistrationId": {
				const field = value["taxRegistrationId"];
				if (typeof field !== "string") errors.push(invalid(path + ".taxRegistrationId", "Must be a string."));
				else if ((field.length < 1 || field.length > 30) && !lengthWithin(field, 1, 30)) errors.push(invalid(path + ".taxRegistrationId", "Must be 1 to 30 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseDevice(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "ani": {
				const field = value["ani"];
				if (typeof field !== "string") errors.push(invalid(path + ".ani", "Must be a string."));
				else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".ani", "Must be 1 to 10 characters long."));
				break;
			}
			case "aniCallType": {
				const field = value["aniCallType"];
				if (typeof field !== "string") errors.push(invalid(path + ".aniCallType", "Must be a string."));
				else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".aniCallType", "Must be 1 to 2 characters long."));
				break;
			}
			case "browser": {
				const field = value["browser"];
				if (typeof field !== "string") errors.push(invalid(path + ".browser", "Must be a string."));
				else if ((field.length < 1 || field.length > 2048) && !lengthWithin(field, 1, 2048)) errors.push(invalid(path + ".browser", "Must be 1 to 2048 characters long."));
				break;
			}
			case "fingerprint": {
				const field = value["fingerprint"];
				if (typeof field !== "string") errors.push(invalid(path + ".fingerprint", "Must be a string."));
				else if ((field.length < 1 || field.length > 4e3) && !lengthWithin(field, 1, 4e3)) errors.push(invalid(path + ".fingerprint", "Must be 1 to 4000 characters long."));
				break;
			}
			case "hostname": {
				const field = value["hostname"];
				if (typeof field !== "string") errors.push(invalid(path + ".hostname", "Must be a string."));
				else if ((field.length < 1 || field.length > 60) && !lengthWithin(field, 1, 60)) errors.push(invalid(path + ".hostname", "Must be 1 to 60 characters long."));
				break;
			}
			case "ipAddress": {
				const field = value["ipAddress"];
				if (typeof field !== "string") errors.push(invalid(path + ".ipAddress", "Must be a string."));
				else if ((field.length < 13 || field.length > 45) && !lengthWithin(field, 7, 45)) errors.push(invalid(path + ".ipAddress", "Must be 7 to 45 characters long."));
				break;
			}
			case "mobilePhoneModel": {
				const field = value["mobilePhoneModel"];
				if (typeof field !== "string") errors.push(invalid(path + ".mobilePhoneModel", "Must be a string."));
				else if ((field.length < 1 || field.length > 255) && !lengthWithin(field, 1, 255)) errors.push(invalid(path + ".mobilePhoneModel", "Must be 1 to 255 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseInitiator(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "entity": {
				const field = value["entity"];
				checkVerify100ResponseInitiatorEntity(field, path + ".entity", errors);
				break;
			}
			case "userId": {
				const field = value["userId"];
				if (typeof field !== "string") errors.push(invalid(path + ".userId", "Must be a string."));
				else if ((field.length < 1 || field.length > 256) && !lengthWithin(field, 1, 256)) errors.push(invalid(path + ".userId", "Must be 1 to 256 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseInitiatorEntity(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "id": {
				const field = value["id"];
				if (typeof field !== "string") errors.push(invalid(path + ".id", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".id", "Must be 1 to 40 characters long."));
				break;
			}
			case "type": {
				const field = value["type"];
				if (typeof field !== "string" || !VALUES_39.has(field)) errors.push(invalid(path + ".type", "Must be one of AGENT, GATEWAY, MERCHANT, MERCHANT_ORGANIZATION, SERVICE_PROVIDER."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseOrder(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "acceptPartialAmount": {
				const field = value["acceptPartialAmount"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".acceptPartialAmount", "Must be true or false."));
				break;
			}
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "authenticationStatus": {
				const field = value["authenticationStatus"];
				if (typeof field !== "string" || !VALUES_40.has(field)) errors.push(invalid(path + ".authenticationStatus", "Must be one of AUTHENTICATION_ATTEMPTED, AUTHENTICATION_AVAILABLE, AUTHENTICATION_EXEMPT, AUTHENTICATION_FAILED, AUTHENTICATION_NOT_IN_EFFECT, AUTHENTICATION_NOT_SUPPORTED, AUTHENTICATION_PENDING, AUTHENTICATION_REJECTED, AUTHENTICATION_REQUIRED, AUTHENTICATION_SUCCESSFUL, AUTHENTICATION_UNAVAILABLE."));
				break;
			}
			case "certainty": {
				const field = value["certainty"];
				if (field !== "ESTIMATED" && field !== "FINAL") errors.push(invalid(path + ".certainty", "Must be one of ESTIMATED, FINAL."));
				break;
			}
			case "chargeback": {
				const field = value["chargeback"];
				checkVerify100ResponseOrderChargeback(field, path + ".chargeback", errors);
				break;
			}
			case "creationTime": {
				requiredSeen++;
				const field = value["creationTime"];
				if (typeof field !== "string") errors.push(invalid(path + ".creationTime", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_4)) errors.push(invalid(path + ".creationTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".creationTime", "Must name a calendar date."));
				break;
			}
			case "currency": {
				const field = value["currency"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".currency", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".currency", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".currency", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "custom": {
				const field = value["custom"];
				checkVerify100ResponseOrderCustom(field, path + ".custom", errors);
				break;
			}
			case "customerNote": {
				const field = value["customerNote"];
				if (typeof field !== "string") errors.push(invalid(path + ".customerNote", "Must be a string."));
				else if ((field.length < 1 || field.length > 250) && !lengthWithin(field, 1, 250)) errors.push(invalid(path + ".customerNote", "Must be 1 to 250 characters long."));
				break;
			}
			case "customerOrderDate": {
				const field = value["customerOrderDate"];
				if (typeof field !== "string") errors.push(invalid(path + ".customerOrderDate", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_17)) errors.push(invalid(path + ".customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".customerOrderDate", "Must be a calendar date (yyyy-mm-dd)."));
				break;
			}
			case "customerReference": {
				const field = value["customerReference"];
				if (typeof field !== "string") errors.push(invalid(path + ".customerReference", "Must be a string."));
				else if (field.length > 25 && !lengthWithin(field, 0, 25)) errors.push(invalid(path + ".customerReference", "Must be 0 to 25 characters long."));
				else if (!inCharset(field, ASCII_18, PATTERN_19)) errors.push(invalid(path + ".customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text)."));
				break;
			}
			case "description": {
				const field = value["description"];
				if (typeof field !== "string") errors.push(invalid(path + ".description", "Must be a string."));
				else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".description", "Must be 1 to 127 characters long."));
				break;
			}
			case "discount": {
				const field = value["discount"];
				checkVerify100ResponseOrderDiscount(field, path + ".discount", errors);
				break;
			}
			case "dutyAmount": {
				const field = value["dutyAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".dutyAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".dutyAmount", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".dutyAmount", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".dutyAmount", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".dutyAmount", "Must be at most 1000000000000."));
				}
				break;
			}
			case "expectedNumberOfCaptures": {
				const field = value["expectedNumberOfCaptures"];
				if (typeof field !== "number" || !Number.isInteger(field)) errors.push(invalid(path + ".expectedNumberOfCaptures", "Must be a whole number."));
				else if (field < 1 || field > 99) errors.push(invalid(path + ".expectedNumberOfCaptures", "Must be 1 to 99."));
				break;
			}
			case "fuelDispenseType": {
				const field = value["fuelDispenseType"];
				if (field !== "AUTOMATIC_FUEL_DISPENSING") errors.push(invalid(path + ".fuelDispenseType", "Must be one of AUTOMATIC_FUEL_DISPENSING."));
				break;
			}
			case "fundingStatus": {
				const field = value["fundingStatus"];
				if (typeof field !== "string" || !VALUES_41.has(field)) errors.push(invalid(path + ".fundingStatus", "Must be one of FUNDED, FUNDING_ASSURED, FUNDING_FAILED, FUNDING_ON_HOLD, IN_PROGRESS, NON_FUNDED, NOT_SUPPORTED."));
				break;
			}
			case "gratuityAmount": {
				const field = value["gratuityAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".gratuityAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".gratuityAmount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".gratuityAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".gratuityAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "id": {
				requiredSeen++;
				const field = value["id"];
				if (typeof field !== "string") errors.push(invalid(path + ".id", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".id", "Must be 1 to 40 characters long."));
				break;
			}
			case "industryPracticePaymentReason": {
				const field = value["industryPracticePaymentReason"];
				if (field !== "DELAYED_CHARGE" && field !== "NO_SHOW_PENALTY" && field !== "PARTIAL_SHIPMENT") errors.push(invalid(path + ".industryPracticePaymentReason", "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT."));
				break;
			}
			case "initialAuthorizedAmount": {
				const field = value["initialAuthorizedAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".initialAuthorizedAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".initialAuthorizedAmount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".initialAuthorizedAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".initialAuthorizedAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "invoiceNumber": {
				const field = value["invoiceNumber"];
				if (typeof field !== "string") errors.push(invalid(path + ".invoiceNumber", "Must be a string."));
				else if ((field.length < 1 || field.length > 25) && !lengthWithin(field, 1, 25)) errors.push(invalid(path + ".invoiceNumber", "Must be 1 to 25 characters long."));
				break;
			}
			case "lastUpdatedTime": {
				requiredSeen++;
				const field = value["lastUpdatedTime"];
				if (typeof field !== "string") errors.push(invalid(path + ".lastUpdatedTime", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_4)) errors.push(invalid(path + ".lastUpdatedTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".lastUpdatedTime", "Must name a calendar date."));
				break;
			}
			case "localTaxRegistrationId": {
				const field = value["localTaxRegistrationId"];
				if (typeof field !== "string") errors.push(invalid(path + ".localTaxRegistrationId", "Must be a string."));
				else if ((field.length < 1 || field.length > 25) && !lengthWithin(field, 1, 25)) errors.push(invalid(path + ".localTaxRegistrationId", "Must be 1 to 25 characters long."));
				break;
			}
			case "merchantAmount": {
				requiredSeen++;
				const field = value["merchantAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".merchantAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".merchantAmount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".merchantAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".merchantAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "merchantCategoryCode": {
				const field = value["merchantCategoryCode"];
				if (!(typeof field === "string" && field.length === 4 && inCharset(field, ASCII_20, PATTERN_21))) {
					if (typeof field !== "string") errors.push(invalid(path + ".merchantCategoryCode", "Must be a string."));
					else if (!lengthWithin(field, 4, 4)) errors.push(invalid(path + ".merchantCategoryCode", "Must be exactly 4 characters long."));
					else if (!inCharset(field, ASCII_20, PATTERN_21)) errors.push(invalid(path + ".merchantCategoryCode", "Must hold only the characters 0-9 (Digits)."));
				}
				break;
			}
			case "merchantCharge": {
				const field = value["merchantCharge"];
				checkVerify100ResponseOrderMerchantCharge(field, path + ".merchantCharge", errors);
				break;
			}
			case "merchantCurrency": {
				requiredSeen++;
				const field = value["merchantCurrency"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".merchantCurrency", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".merchantCurrency", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".merchantCurrency", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "merchantPartnerIdCode": {
				const field = value["merchantPartnerIdCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".merchantPartnerIdCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 6) && !lengthWithin(field, 1, 6)) errors.push(invalid(path + ".merchantPartnerIdCode", "Must be 1 to 6 characters long."));
				else if (!inCharset(field, ASCII_20, PATTERN_21)) errors.push(invalid(path + ".merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits)."));
				break;
			}
			case "netAmount": {
				const field = value["netAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".netAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".netAmount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".netAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".netAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "notificationUrl": {
				const field = value["notificationUrl"];
				if (typeof field !== "string") errors.push(invalid(path + ".notificationUrl", "Must be a string."));
				else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".notificationUrl", "Must be an absolute URL."));
				break;
			}
			case "owningEntity": {
				const field = value["owningEntity"];
				if (typeof field !== "string") errors.push(invalid(path + ".owningEntity", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".owningEntity", "Must be 1 to 40 characters long."));
				break;
			}
			case "purchaseType": {
				const field = value["purchaseType"];
				if (typeof field !== "string" || !VALUES_22.has(field)) errors.push(invalid(path + ".purchaseType", "Must be one of B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER."));
				break;
			}
			case "reference": {
				const field = value["reference"];
				if (typeof field !== "string") errors.push(invalid(path + ".reference", "Must be a string."));
				else if ((field.length < 1 || field.length > 200) && !lengthWithin(field, 1, 200)) errors.push(invalid(path + ".reference", "Must be 1 to 200 characters long."));
				break;
			}
			case "requestorName": {
				const field = value["requestorName"];
				if (typeof field !== "string") errors.push(invalid(path + ".requestorName", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".requestorName", "Must be 1 to 100 characters long."));
				break;
			}
			case "reward": {
				const field = value["reward"];
				checkVerify100ResponseOrderReward(field, path + ".reward", errors);
				break;
			}
			case "shippingAndHandlingAmount": {
				const field = value["shippingAndHandlingAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "shippingAndHandlingTaxAmount": {
				const field = value["shippingAndHandlingTaxAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be at most 1000000000000."));
				}
				break;
			}
			case "shippingAndHandlingTaxRate": {
				const field = value["shippingAndHandlingTaxRate"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 4) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must have at most 4 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000000000") > 0) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be at most 1000000000000000000."));
				}
				break;
			}
			case "statementDescriptor": {
				const field = value["statementDescriptor"];
				checkVerify100ResponseOrderStatementDescriptor(field, path + ".statementDescriptor", errors);
				break;
			}
			case "status": {
				const field = value["status"];
				if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".status", "Must be a non-empty string."));
				break;
			}
			case "subMerchant": {
				const field = value["subMerchant"];
				checkVerify100ResponseOrderSubMerchant(field, path + ".subMerchant", errors);
				break;
			}
			case "supplierName": {
				const field = value["supplierName"];
				if (typeof field !== "string") errors.push(invalid(path + ".supplierName", "Must be a string."));
				else if ((field.length < 1 || field.length > 21) && !lengthWithin(field, 1, 21)) errors.push(invalid(path + ".supplierName", "Must be 1 to 21 characters long."));
				break;
			}
			case "tax": {
				const field = value["tax"];
				if (!Array.isArray(field)) errors.push(invalid(path + ".tax", "Must be a JSON array."));
				else for (let index = 0; index < field.length; index++) {
					const item = field[index];
					const itemPath = path + ".tax" + "[" + index + "]";
					if (item === undefined && !(index in field)) {
						errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
						break;
					}
					checkVerify100ResponseOrderTax(item, itemPath, errors);
				}
				break;
			}
			case "taxAmount": {
				const field = value["taxAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".taxAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".taxAmount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".taxAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "taxRegistrationId": {
				const field = value["taxRegistrationId"];
				if (typeof field !== "string") errors.push(invalid(path + ".taxRegistrationId", "Must be a string."));
				else if ((field.length < 1 || field.length > 30) && !lengthWithin(field, 1, 30)) errors.push(invalid(path + ".taxRegistrationId", "Must be 1 to 30 characters long."));
				break;
			}
			case "taxStatus": {
				const field = value["taxStatus"];
				if (field !== "EXEMPT" && field !== "NOT_EXEMPT" && field !== "NOT_PROVIDED") errors.push(invalid(path + ".taxStatus", "Must be one of EXEMPT, NOT_EXEMPT, NOT_PROVIDED."));
				break;
			}
			case "transactionFiltering": {
				const field = value["transactionFiltering"];
				checkVerify100ResponseOrderTransactionFiltering(field, path + ".transactionFiltering", errors);
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 5) {
		if (!isBodyKey(value, "creationTime")) errors.push(missing(path + ".creationTime"));
		if (!isBodyKey(value, "id")) errors.push(missing(path + ".id"));
		if (!isBodyKey(value, "lastUpdatedTime")) errors.push(missing(path + ".lastUpdatedTime"));
		if (!isBodyKey(value, "merchantAmount")) errors.push(missing(path + ".merchantAmount"));
		if (!isBodyKey(value, "merchantCurrency")) errors.push(missing(path + ".merchantCurrency"));
	}
}
function checkVerify100ResponseOrderChargeback(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "currency": {
				const field = value["currency"];
				if (typeof field !== "string") errors.push(invalid(path + ".currency", "Must be a string."));
				else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".currency", "Must be exactly 3 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseOrderCustom(value, path, errors) {
	if (!isRecord(value)) errors.push(invalid(path, "Must be a JSON object of named values."));
	else {
		const names = Object.keys(value);
		if (names.length > 50) errors.push(invalid(path, "At most 50 named values are allowed."));
		for (const name of names) {
			if ((name.length < 1 || name.length > 99) && !lengthWithin(name, 1, 99) || !inCharset(name, ASCII_23, PATTERN_24)) errors.push(invalid(path + "." + name, "The name must be 1 to 99 characters from A-Za-z0-9."));
			else {
				const entry = value[name];
				if (typeof entry !== "string") errors.push(invalid(path + "." + name, "Must be a string."));
				else if ((entry.length < 1 || entry.length > 250) && !lengthWithin(entry, 1, 250)) errors.push(invalid(path + "." + name, "Must be 1 to 250 characters long."));
			}
		}
	}
}
function checkVerify100ResponseOrderDiscount(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "code": {
				const field = value["code"];
				if (typeof field !== "string") errors.push(invalid(path + ".code", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".code", "Must be 1 to 40 characters long."));
				break;
			}
			case "description": {
				const field = value["description"];
				if (typeof field !== "string") errors.push(invalid(path + ".description", "Must be a string."));
				else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".description", "Must be 1 to 127 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseOrderMerchantCharge(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "calculatedBy": {
				requiredSeen++;
				const field = value["calculatedBy"];
				if (field !== "CLIENT" && field !== "GATEWAY") errors.push(invalid(path + ".calculatedBy", "Must be one of CLIENT, GATEWAY."));
				break;
			}
			case "ruleName": {
				const field = value["ruleName"];
				if (typeof field !== "string") errors.push(invalid(path + ".ruleName", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".ruleName", "Must be 1 to 50 characters long."));
				break;
			}
			case "type": {
				const field = value["type"];
				if (field !== "SURCHARGE") errors.push(invalid(path + ".type", "Must be one of SURCHARGE."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 1) {
		if (!isBodyKey(value, "calculatedBy")) errors.push(missing(path + ".calculatedBy"));
	}
}
function checkVerify100ResponseOrderReward(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				requiredSeen++;
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "availableBalance": {
				const field = value["availableBalance"];
				checkVerify100ResponseOrderRewardAvailableBalance(field, path + ".availableBalance", errors);
				break;
			}
			case "points": {
				requiredSeen++;
				const field = value["points"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".points", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".points", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".points", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".points", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000") > 0) errors.push(invalid(path + ".points", "Must be at most 1000000000."));
				}
				break;
			}
			case "previousBalance": {
				const field = value["previousBalance"];
				checkVerify100ResponseOrderRewardPreviousBalance(field, path + ".previousBalance", errors);
				break;
			}
			case "program": {
				const field = value["program"];
				if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".program", "Must be a non-empty string."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 2) {
		if (!isBodyKey(value, "amount")) errors.push(missing(path + ".amount"));
		if (!isBodyKey(value, "points")) errors.push(missing(path + ".points"));
	}
}
function checkVerify100ResponseOrderRewardAvailableBalance(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".amount", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".amount", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000") > 0) errors.push(invalid(path + ".amount", "Must be at most 1000000000."));
				}
				break;
			}
			case "points": {
				const field = value["points"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".points", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".points", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".points", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".points", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000") > 0) errors.push(invalid(path + ".points", "Must be at most 1000000000."));
				}
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseOrderRewardPreviousBalance(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".amount", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".amount", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000") > 0) errors.push(invalid(path + ".amount", "Must be at most 1000000000."));
				}
				break;
			}
			case "points": {
				const field = value["points"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".points", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".points", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".points", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".points", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000") > 0) errors.push(invalid(path + ".points", "Must be at most 1000000000."));
				}
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseOrderStatementDescriptor(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "address": {
				const field = value["address"];
				checkVerify100ResponseOrderStatementDescriptorAddress(field, path + ".address", errors);
				break;
			}
			case "name": {
				const field = value["name"];
				if (typeof field !== "string") errors.push(invalid(path + ".name", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".name", "Must be 1 to 100 characters long."));
				break;
			}
			case "phone": {
				const field = value["phone"];
				if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".phone", "Must be 1 to 20 characters long."));
				break;
			}
			case "websiteUrl": {
				const field = value["websiteUrl"];
				if (typeof field !== "string") errors.push(invalid(path + ".websiteUrl", "Must be a string."));
				else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".websiteUrl", "Must be an absolute URL."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseOrderStatementDescriptorAddress(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "city": {
				const field = value["city"];
				if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
				break;
			}
			case "company": {
				const field = value["company"];
				if (typeof field !== "string") errors.push(invalid(path + ".company", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".company", "Must be 1 to 100 characters long."));
				break;
			}
			case "country": {
				const field = value["country"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "postcodeZip": {
				const field = value["postcodeZip"];
				if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
				else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
				else if (!inCharset(field, ASCII_13, PATTERN_14)) errors.push(invalid(path + ".postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
				break;
			}
			case "stateProvince": {
				const field = value["stateProvince"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvince", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".stateProvince", "Must be 1 to 20 characters long."));
				break;
			}
			case "stateProvinceCode": {
				const field = value["stateProvinceCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvinceCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".stateProvinceCode", "Must be 1 to 3 characters long."));
				break;
			}
			case "street": {
				const field = value["street"];
				if (typeof field !== "string") errors.push(invalid(path + ".street", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street", "Must be 1 to 100 characters long."));
				break;
			}
			case "street2": {
				const field = value["street2"];
				if (typeof field !== "string") errors.push(invalid(path + ".street2", "Must be a string."));
				else if (field.length > 0 && !lengthWithin(field, 0, 0)) errors.push(invalid(path + ".street2", "Must be empty."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseOrderSubMerchant(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "address": {
				const field = value["address"];
				checkVerify100ResponseOrderSubMerchantAddress(field, path + ".address", errors);
				break;
			}
			case "bankIndustryCode": {
				const field = value["bankIndustryCode"];
				if (!(typeof field === "string" && field.length === 4 && inCharset(field, ASCII_20, PATTERN_21))) {
					if (typeof field !== "string") errors.push(invalid(path + ".bankIndustryCode", "Must be a string."));
					else if (!lengthWithin(field, 4, 4)) errors.push(invalid(path + ".bankIndustryCode", "Must be exactly 4 characters long."));
					else if (!inCharset(field, ASCII_20, PATTERN_21)) errors.push(invalid(path + ".bankIndustryCode", "Must hold only the characters 0-9 (Digits)."));
				}
				break;
			}
			case "disputeContactPhone": {
				const field = value["disputeContactPhone"];
				if (typeof field !== "string") errors.push(invalid(path + ".disputeContactPhone", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_16)) errors.push(invalid(path + ".disputeContactPhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."));
				else if (countDigits(field) > 15) errors.push(invalid(path + ".disputeContactPhone", "Must have at most 15 digits in total."));
				break;
			}
			case "email": {
				const field = value["email"];
				if (!(typeof field === "string" && field.length >= 4 && matchesAutomaton(field, AUTOMATON_15))) {
					if (typeof field !== "string") errors.push(invalid(path + ".email", "Must be a string."));
					else if (field.length < 7 && !lengthWithin(field, 4, Infinity)) errors.push(invalid(path + ".email", "Must be at least 4 characters long."));
					else if (!matchesAutomaton(field, AUTOMATON_15)) errors.push(invalid(path + ".email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."));
				}
				break;
			}
			case "governmentCountryCode": {
				const field = value["governmentCountryCode"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".governmentCountryCode", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".governmentCountryCode", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".governmentCountryCode", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "identifier": {
				const field = value["identifier"];
				if (typeof field !== "string") errors.push(invalid(path + ".identifier", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".identifier", "Must be 1 to 100 characters long."));
				break;
			}
			case "marketplaceId": {
				const field = value["marketplaceId"];
				if (typeof field !== "string") errors.push(invalid(path + ".marketplaceId", "Must be a string."));
				else if ((field.length < 1 || field.length > 11) && !lengthWithin(field, 1, 11)) errors.push(invalid(path + ".marketplaceId", "Must be 1 to 11 characters long."));
				break;
			}
			case "phone": {
				const field = value["phone"];
				if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".phone", "Must be 1 to 20 characters long."));
				break;
			}
			case "registeredName": {
				const field = value["registeredName"];
				if (typeof field !== "string") errors.push(invalid(path + ".registeredName", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".registeredName", "Must be 1 to 100 characters long."));
				break;
			}
			case "tradingName": {
				const field = value["tradingName"];
				if (typeof field !== "string") errors.push(invalid(path + ".tradingName", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".tradingName", "Must be 1 to 100 characters long."));
				break;
			}
			case "websiteUrl": {
				const field = value["websiteUrl"];
				if (typeof field !== "string") errors.push(invalid(path + ".websiteUrl", "Must be a string."));
				else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".websiteUrl", "Must be an absolute URL."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseOrderSubMerchantAddress(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "city": {
				const field = value["city"];
				if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
				break;
			}
			case "company": {
				const field = value["company"];
				if (typeof field !== "string") errors.push(invalid(path + ".company", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".company", "Must be 1 to 100 characters long."));
				break;
			}
			case "country": {
				const field = value["country"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "postcodeZip": {
				const field = value["postcodeZip"];
				if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
				else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
				else if (!inCharset(field, ASCII_13, PATTERN_14)) errors.push(invalid(path + ".postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
				break;
			}
			case "stateProvince": {
				const field = value["stateProvince"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvince", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".stateProvince", "Must be 1 to 20 characters long."));
				break;
			}
			case "stateProvinceCode": {
				const field = value["stateProvinceCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".stateProvinceCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".stateProvinceCode", "Must be 1 to 3 characters long."));
				break;
			}
			case "street": {
				const field = value["street"];
				if (typeof field !== "string") errors.push(invalid(path + ".street", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street", "Must be 1 to 100 characters long."));
				break;
			}
			case "street2": {
				const field = value["street2"];
				if (typeof field !== "string") errors.push(invalid(path + ".street2", "Must be a string."));
				else if (field.length > 0 && !lengthWithin(field, 0, 0)) errors.push(invalid(path + ".street2", "Must be empty."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseOrderTax(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "amount": {
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "rate": {
				const field = value["rate"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".rate", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".rate", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 6) errors.push(invalid(path + ".rate", "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 6) errors.push(invalid(path + ".rate", "Must be 1 to 6 characters long."));
				}
				break;
			}
			case "type": {
				const field = value["type"];
				if (typeof field !== "string") errors.push(invalid(path + ".type", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".type", "Must be 1 to 50 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseOrderTransactionFiltering(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "avsResponseCodeRules": {
				const field = value["avsResponseCodeRules"];
				if (!Array.isArray(field)) errors.push(invalid(path + ".avsResponseCodeRules", "Must be a JSON array."));
				else for (let index = 0; index < field.length; index++) {
					const item = field[index];
					const itemPath = path + ".avsResponseCodeRules" + "[" + index + "]";
					if (item === undefined && !(index in field)) {
						errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
						break;
					}
					checkVerify100ResponseOrderTransactionFilteringAvsResponseCodeRules(item, itemPath, errors);
				}
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseOrderTransactionFilteringAvsResponseCodeRules(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "action": {
				const field = value["action"];
				if (field !== "NO_ACTION" && field !== "REJECT" && field !== "REVIEW") errors.push(invalid(path + ".action", "Must be one of NO_ACTION, REJECT, REVIEW."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkVerify100ResponseTransaction(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "acquirer": {
				const field = value["acquirer"];
				checkVerify100ResponseTransactionAcquirer(field, path + ".acquirer", errors);
				break;
			}
			case "amount": {
				requiredSeen++;
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".amount", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".amount", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".amount", "Must be at most 1000000000000."));
				}
				break;
			}
			case "authorizationCode": {
				const field = value["authorizationCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".authorizationCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".authorizationCode", "Must be 1 to 100 characters long."));
				else if (!inCharset(field, ASCII_18, PATTERN_19)) errors.push(invalid(path + ".authorizationCode", "Must hold only the characters U+0000-U+007F (ASCII Text)."));
				break;
			}
			case "batchName": {
				const field = value["batchName"];
				if (typeof field !== "string") errors.push(invalid(path + ".batchName", "Must be a string."));
				else if ((field.length < 1 || field.length > 512) && !lengthWithin(field, 1, 512)) errors.push(invalid(path + ".batchName", "Must be 1 to 512 characters long."));
				break;
			}
			case "currency": {
				requiredSeen++;
				const field = value["currency"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_11, PATTERN_12))) {
					if (typeof field !== "string") errors.push(invalid(path + ".currency", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".currency", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".currency", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "frequency": {
				const field = value["frequency"];
				if (field !== "INSTALLMENT" && field !== "RECURRING" && field !== "SINGLE") errors.push(invalid(path + ".frequency", "Must be one of INSTALLMENT, RECURRING, SINGLE."));
				break;
			}
			case "id": {
				requiredSeen++;
				const field = value["id"];
				if (typeof field !== "string") errors.push(invalid(path + ".id", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".id", "Must be 1 to 40 characters long."));
				break;
			}
			case "merchantNote": {
				const field = value["merchantNote"];
				if (typeof field !== "string") errors.push(invalid(path + ".merchantNote", "Must be a string."));
				else if ((field.length < 1 || field.length > 250) && !lengthWithin(field, 1, 250)) errors.push(invalid(path + ".merchantNote", "Must be 1 to 250 characters long."));
				break;
			}
			case "receipt": {
				const field = value["receipt"];
				if (typeof field !== "string") errors.push(invalid(path + ".receipt", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".receipt", "Must be 1 to 100 characters long."));
				else if (!inCharset(field, ASCII_18, PATTERN_19)) errors.push(invalid(path + ".receipt", "Must hold only the characters U+0000-U+007F (ASCII Text)."));
				break;
			}
			case "reference": {
				const field = value["reference"];
				if (typeof field !== "string") errors.push(invalid(path + ".reference", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".reference", "Must be 1 to 40 characters long."));
				break;
			}
			case "taxAmount": {
				const field = value["taxAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".taxAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_0)) errors.push(invalid(path + ".taxAmount", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".taxAmount", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".taxAmount", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".taxAmount", "Must be at most 1000000000000."));
				}
				break;
			}
			case "terminal": {
				const field = value["terminal"];
				if (typeof field !== "string") errors.push(invalid(path + ".terminal", "Must be a string."));
				else if ((field.length < 1 || field.length > 16) && !lengthWithin(field, 1, 16)) errors.push(invalid(path + ".terminal", "Must be 1 to 16 characters long."));
				break;
			}
			case "type": {
				requiredSeen++;
				const field = value["type"];
				if (typeof field !== "string" || !VALUES_42.has(field)) errors.push(invalid(path + ".type", "Must be one of AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 4) {
		if (!isBodyKey(value, "amount")) errors.push(missing(path + ".amount"));
		if (!isBodyKey(value, "currency")) errors.push(missing(path + ".currency"));
		if (!isBodyKey(value, "id")) errors.push(missing(path + ".id"));
		if (!isBodyKey(value, "type")) errors.push(missing(path + ".type"));
	}
}
function checkVerify100ResponseTransactionAcquirer(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "batch": {
				const field = value["batch"];
				if (typeof field !== "number" || !Number.isInteger(field)) errors.push(invalid(path + ".batch", "Must be a whole number."));
				else if (field < 1 || field > 2147483647) errors.push(invalid(path + ".batch", "Must be 1 to 2147483647."));
				break;
			}
			case "customData": {
				const field = value["customData"];
				if (typeof field !== "string") errors.push(invalid(path + ".customData", "Must be a string."));
				else if ((field.length < 1 || field.length > 4e3) && !lengthWithin(field, 1, 4e3)) errors.push(invalid(path + ".customData", "Must be 1 to 4000 characters long."));
				break;
			}
			case "date": {
				const field = value["date"];
				if (typeof field !== "string") errors.push(invalid(path + ".date", "Must be a string."));
				else if ((field.length < 1 || field.length > 4e3) && !lengthWithin(field, 1, 4e3)) errors.push(invalid(path + ".date", "Must be 1 to 4000 characters long."));
				break;
			}
			case "id": {
				requiredSeen++;
				const field = value["id"];
				if (typeof field !== "string") errors.push(invalid(path + ".id", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".id", "Must be 1 to 40 characters long."));
				break;
			}
			case "time": {
				const field = value["time"];
				if (typeof field !== "string") errors.push(invalid(path + ".time", "Must be a string."));
				else if ((field.length < 1 || field.length > 4e3) && !lengthWithin(field, 1, 4e3)) errors.push(invalid(path + ".time", "Must be 1 to 4000 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 1) {
		if (!isBodyKey(value, "id")) errors.push(missing(path + ".id"));
	}
}
