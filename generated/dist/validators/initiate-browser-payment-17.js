/* Generated from spec/ by the gateway generator. Do not edit. */
import { asciiSet, automaton, codePointLength, compareDecimals, decimalScale, decimalText, hasOwn, inCharset, invalid, isAbsoluteUrl, isBodyKey, isCalendarDate, isRecord, lengthWithin, matchesAutomaton, missing, ownAt, refusalsOf, ruleDecimal, sumDiffers, toResult, unreadableBody, unsupported } from "../runtime/index.js";
// Compiled from the pattern "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$".
const AUTOMATON_0 = /* @__PURE__ */ automaton(5, [
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
// Compiled from the pattern "^[0-9]+(\\.[0-9]+)?$".
const AUTOMATON_1 = /* @__PURE__ */ automaton(5, [
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
const ASCII_2 = /* @__PURE__ */ asciiSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
const PATTERN_3 = /* @__PURE__ */ new RegExp("^[A-Z]*$", "u");
// Compiled from the pattern "^https".
const AUTOMATON_4 = /* @__PURE__ */ automaton(7, [
	1,
	104,
	104,
	2,
	2,
	116,
	116,
	3,
	3,
	116,
	116,
	4,
	4,
	112,
	112,
	5,
	5,
	115,
	115,
	6
], [], [6]);
// Compiled from the pattern "^-?[0-9]+(\\.[0-9]+)?$".
const AUTOMATON_5 = /* @__PURE__ */ automaton(6, [
	1,
	45,
	45,
	2,
	1,
	48,
	57,
	3,
	2,
	48,
	57,
	3,
	3,
	46,
	46,
	4,
	3,
	48,
	57,
	3,
	4,
	48,
	57,
	5,
	5,
	48,
	57,
	5
], [3, 5], []);
const ASCII_6 = /* @__PURE__ */ asciiSet("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_7 = /* @__PURE__ */ new RegExp("^[A-Za-z0-9]*$", "u");
const VALUES_8 = /* @__PURE__ */ new Set([
	"ELECTRONIC",
	"GROUND",
	"OVERNIGHT",
	"PRIORITY",
	"SAME_DAY"
]);
const ASCII_9 = /* @__PURE__ */ asciiSet(" -0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_10 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z \\-]*$", "u");
const ASCII_11 = /* @__PURE__ */ asciiSet("\0\x07\b	\n\v\f\r\x1B !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~");
const PATTERN_12 = /* @__PURE__ */ new RegExp("^[\\x00-\\x7F]*$", "u");
const VALUES_13 = /* @__PURE__ */ new Set([
	"AUTO",
	"BATCH",
	"HOSTED_FORM",
	"HOSTED_PAGE",
	"MERCHANT_ADMINISTRATION",
	"THREE_PARTY",
	"TWO_PARTY",
	"WEB_SERVICES_API"
]);
const ASCII_14 = /* @__PURE__ */ asciiSet("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");
const PATTERN_15 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z\\-_]*$", "u");
// Compiled from the pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$".
const AUTOMATON_16 = /* @__PURE__ */ automaton(27, [
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
const ASCII_17 = /* @__PURE__ */ asciiSet("0123456789");
const PATTERN_18 = /* @__PURE__ */ new RegExp("^[0-9]*$", "u");
const NUMBERS_19 = [28, 32];
// Compiled from the pattern "^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$".
const AUTOMATON_20 = /* @__PURE__ */ automaton(7, [
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
const ASCII_21 = /* @__PURE__ */ asciiSet("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_22 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z]*$", "u");
const VALUES_23 = /* @__PURE__ */ new Set([
	"EXCHANGE_TICKET",
	"MISCELLANEOUS_CHARGE",
	"REFUND",
	"REVERSAL",
	"TICKET_PURCHASE",
	"TOUR_ORDER"
]);
// Compiled from the pattern "^(?:\\w{2}|[0-9]{3}|\\w{2}/[0-9]{3})$".
const AUTOMATON_24 = /* @__PURE__ */ automaton(10, [
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
// Compiled from the pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$".
const AUTOMATON_25 = /* @__PURE__ */ automaton(12, [
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
// Compiled from the pattern "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$".
const AUTOMATON_26 = /* @__PURE__ */ automaton(18, [
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
const VALUES_27 = /* @__PURE__ */ new Set([
	"BUSINESS_CARD",
	"COMMERCIAL_AND_CONSUMER",
	"COMMERCIAL_CARD",
	"CONSUMER_CARD",
	"CORPORATE_CARD",
	"DECLINE_OR_NOT_COMMERCIAL_CARD",
	"OTHER",
	"PURCHASING_CARD"
]);
const VALUES_28 = /* @__PURE__ */ new Set([
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
const VALUES_29 = /* @__PURE__ */ new Set([
	"FUNDED",
	"FUNDING_ASSURED",
	"FUNDING_FAILED",
	"FUNDING_ON_HOLD",
	"IN_PROGRESS",
	"NON_FUNDED",
	"NOT_SUPPORTED"
]);
const ASCII_30 = /* @__PURE__ */ asciiSet("0123456789x");
const PATTERN_31 = /* @__PURE__ */ new RegExp("^[0-9x]*$", "u");
// Compiled from the pattern "^(0?[1-9]|1[0-2])$".
const AUTOMATON_32 = /* @__PURE__ */ automaton(5, [
	1,
	48,
	48,
	2,
	1,
	49,
	49,
	3,
	1,
	50,
	57,
	4,
	2,
	49,
	57,
	4,
	3,
	48,
	50,
	4
], [3, 4], []);
const VALUES_33 = /* @__PURE__ */ new Set([
	"CALL_CENTRE",
	"CARD_PRESENT",
	"INTERNET",
	"MAIL_ORDER",
	"MOTO",
	"TELEPHONE_ORDER",
	"VOICE_RESPONSE"
]);
const VALUES_34 = /* @__PURE__ */ new Set([
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
export function validateInitiateBrowserPayment17Request(body, options) {
	try {
		if (!isRecord(body)) return toResult([invalid("", "The request body must be a JSON object.")]);
		const errors = [];
		const found = checkInitiateBrowserPayment17Request(body, errors);
		const checked = errors.length;
		let refused;
		// Rule initiate-subtotals (section 4.1): If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount.
		{
			if ((found & 1) !== 0) {
				refused ??= refusalsOf(errors, checked);
				const groupOrder = ownAt(body, "order");
				const total = ruleDecimal(ownAt(groupOrder, "amount"), "order.amount", refused);
				if (typeof total === "string" && sumDiffers(total, [
					ruleDecimal(ownAt(groupOrder, "itemAmount"), "order.itemAmount", refused),
					ruleDecimal(ownAt(groupOrder, "shippingAndHandlingAmount"), "order.shippingAndHandlingAmount", refused),
					ruleDecimal(ownAt(groupOrder, "taxAmount"), "order.taxAmount", refused)
				], [], true)) errors.push(invalid("order.amount", "If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount."));
			}
		}
		return toResult(errors);
	} catch {
		return unreadableBody(body);
	}
}
function checkInitiateBrowserPayment17Request(value, errors) {
	let requiredSeen = 0;
	let found = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "apiOperation": {
				requiredSeen++;
				const field = value["apiOperation"];
				if (field !== "INITIATE_BROWSER_PAYMENT") errors.push(invalid("apiOperation", "Must be one of INITIATE_BROWSER_PAYMENT."));
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
				checkInitiateBrowserPayment17RequestCustomer(field, "customer", errors);
				break;
			}
			case "order": {
				requiredSeen++;
				const field = value["order"];
				found |= checkInitiateBrowserPayment17RequestOrder(field, "order", errors);
				break;
			}
			case "partnerSolutionId": {
				const field = value["partnerSolutionId"];
				if (typeof field !== "string") errors.push(invalid("partnerSolutionId", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid("partnerSolutionId", "Must be 1 to 40 characters long."));
				break;
			}
			case "responseControls": {
				const field = value["responseControls"];
				checkInitiateBrowserPayment17RequestResponseControls(field, "responseControls", errors);
				break;
			}
			case "shipping": {
				const field = value["shipping"];
				checkInitiateBrowserPayment17RequestShipping(field, "shipping", errors);
				break;
			}
			case "transaction": {
				const field = value["transaction"];
				checkInitiateBrowserPayment17RequestTransaction(field, "transaction", errors);
				break;
			}
			default: errors.push(unsupported(key));
		}
	}
	if (requiredSeen !== 2) {
		if (!isBodyKey(value, "apiOperation")) errors.push(missing("apiOperation"));
		if (!isBodyKey(value, "order")) errors.push(missing("order"));
	}
	return found;
}
function checkInitiateBrowserPayment17RequestCustomer(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "email": {
				const field = value["email"];
				if (!(typeof field === "string" && field.length >= 4 && matchesAutomaton(field, AUTOMATON_0))) {
					if (typeof field !== "string") errors.push(invalid(path + ".email", "Must be a string."));
					else if (field.length < 7 && !lengthWithin(field, 4, Infinity)) errors.push(invalid(path + ".email", "Must be at least 4 characters long."));
					else if (!matchesAutomaton(field, AUTOMATON_0)) errors.push(invalid(path + ".email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."));
				}
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkInitiateBrowserPayment17RequestOrder(value, path, errors) {
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
				requiredSeen++;
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "currency": {
				requiredSeen++;
				const field = value["currency"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".currency", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".currency", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".currency", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "custom": {
				const field = value["custom"];
				checkInitiateBrowserPayment17RequestOrderCustom(field, path + ".custom", errors);
				break;
			}
			case "customerNote": {
				const field = value["customerNote"];
				if (typeof field !== "string") errors.push(invalid(path + ".customerNote", "Must be a string."));
				else if ((field.length < 1 || field.length > 250) && !lengthWithin(field, 1, 250)) errors.push(invalid(path + ".customerNote", "Must be 1 to 250 characters long."));
				break;
			}
			case "description": {
				const field = value["description"];
				if (typeof field !== "string") errors.push(invalid(path + ".description", "Must be a string."));
				else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".description", "Must be 1 to 127 characters long."));
				break;
			}
			case "notificationUrl": {
				const field = value["notificationUrl"];
				if (typeof field !== "string") errors.push(invalid(path + ".notificationUrl", "Must be a string."));
				else if (field.length < 23 && !lengthWithin(field, 12, Infinity)) errors.push(invalid(path + ".notificationUrl", "Must be at least 12 characters long."));
				else if (!matchesAutomaton(field, AUTOMATON_4)) errors.push(invalid(path + ".notificationUrl", "Must have the required form: In Initiate Browser Payment it must begin with 'https' and be longer than 11 characters (section 6)."));
				break;
			}
			case "reference": {
				const field = value["reference"];
				if (typeof field !== "string") errors.push(invalid(path + ".reference", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".reference", "Must be 1 to 40 characters long."));
				break;
			}
			case "shippingAndHandlingAmount": {
				const field = value["shippingAndHandlingAmount"];
				if (field !== undefined) found |= 1;
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_5)) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be a decimal of digits and '.', optionally signed."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "taxAmount": {
				const field = value["taxAmount"];
				if (field !== undefined) found |= 1;
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".taxAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_5)) errors.push(invalid(path + ".taxAmount", "Must be a decimal of digits and '.', optionally signed."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".taxAmount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			default: {
				if (key === "itemAmount" && value[key] !== undefined) found |= 1;
				errors.push(unsupported(path + "." + key));
			}
		}
	}
	if (requiredSeen !== 2) {
		if (!isBodyKey(value, "amount")) errors.push(missing(path + ".amount"));
		if (!isBodyKey(value, "currency")) errors.push(missing(path + ".currency"));
	}
	return found;
}
function checkInitiateBrowserPayment17RequestOrderCustom(value, path, errors) {
	if (!isRecord(value)) errors.push(invalid(path, "Must be a JSON object of named values."));
	else {
		const names = Object.keys(value);
		if (names.length > 50) errors.push(invalid(path, "At most 50 named values are allowed."));
		for (const name of names) {
			if ((name.length < 1 || name.length > 99) && !lengthWithin(name, 1, 99) || !inCharset(name, ASCII_6, PATTERN_7)) errors.push(invalid(path + "." + name, "The name must be 1 to 99 characters from A-Za-z0-9."));
			else {
				const entry = value[name];
				if (typeof entry !== "string") errors.push(invalid(path + "." + name, "Must be a string."));
				else if ((entry.length < 1 || entry.length > 250) && !lengthWithin(entry, 1, 250)) errors.push(invalid(path + "." + name, "Must be 1 to 250 characters long."));
			}
		}
	}
}
function checkInitiateBrowserPayment17RequestResponseControls(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "sensitiveData": {
				const field = value["sensitiveData"];
				if (typeof field !== "string") errors.push(invalid(path + ".sensitiveData", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".sensitiveData", "Must be 1 to 50 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkInitiateBrowserPayment17RequestShipping(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "address": {
				const field = value["address"];
				checkInitiateBrowserPayment17RequestShippingAddress(field, path + ".address", errors);
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
			case "method": {
				const field = value["method"];
				if (typeof field !== "string" || !VALUES_8.has(field)) errors.push(invalid(path + ".method", "Must be one of ELECTRONIC, GROUND, OVERNIGHT, PRIORITY, SAME_DAY."));
				break;
			}
			case "phone": {
				const field = value["phone"];
				if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".phone", "Must be 1 to 20 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
function checkInitiateBrowserPayment17RequestShippingAddress(value, path, errors) {
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
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "postcodeZip": {
				const field = value["postcodeZip"];
				if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
				else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
				else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
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
function checkInitiateBrowserPayment17RequestTransaction(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "merchantNote": {
				const field = value["merchantNote"];
				if (typeof field !== "string") errors.push(invalid(path + ".merchantNote", "Must be a string."));
				else if ((field.length < 1 || field.length > 250) && !lengthWithin(field, 1, 250)) errors.push(invalid(path + ".merchantNote", "Must be 1 to 250 characters long."));
				break;
			}
			case "reference": {
				const field = value["reference"];
				if (typeof field !== "string") errors.push(invalid(path + ".reference", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".reference", "Must be 1 to 40 characters long."));
				break;
			}
			default: errors.push(unsupported(path + "." + key));
		}
	}
}
export function validateInitiateBrowserPayment17Response(body, options) {
	try {
		if (!isRecord(body)) return toResult([invalid("", "The response body must be a JSON object.")]);
		const errors = [];
		checkInitiateBrowserPayment17Response(body, errors);
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
		return toResult(errors);
	} catch {
		return unreadableBody(body);
	}
}
function checkInitiateBrowserPayment17Response(value, errors) {
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "3DSecure": {
				const field = value["3DSecure"];
				checkInitiateBrowserPayment17Response3DSecure(field, "3DSecure", errors);
				break;
			}
			case "3DSecureId": {
				const field = value["3DSecureId"];
				if (typeof field !== "string") errors.push(invalid("3DSecureId", "Must be a string."));
				else if ((field.length < 1 || field.length > 64) && !lengthWithin(field, 1, 64)) errors.push(invalid("3DSecureId", "Must be 1 to 64 characters long."));
				else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid("3DSecureId", "Must hold only the characters U+0000-U+007F (ASCII Text)."));
				break;
			}
			case "airline": {
				const field = value["airline"];
				checkInitiateBrowserPayment17ResponseAirline(field, "airline", errors);
				break;
			}
			case "appPayment": {
				const field = value["appPayment"];
				checkInitiateBrowserPayment17ResponseAppPayment(field, "appPayment", errors);
				break;
			}
			case "authorizationResponse": {
				const field = value["authorizationResponse"];
				checkInitiateBrowserPayment17ResponseAuthorizationResponse(field, "authorizationResponse", errors);
				break;
			}
			case "billing": {
				const field = value["billing"];
				checkInitiateBrowserPayment17ResponseBilling(field, "billing", errors);
				break;
			}
			case "browserPayment": {
				const field = value["browserPayment"];
				checkInitiateBrowserPayment17ResponseBrowserPayment(field, "browserPayment", errors);
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
				checkInitiateBrowserPayment17ResponseCustomer(field, "customer", errors);
				break;
			}
			case "gatewayEntryPoint": {
				const field = value["gatewayEntryPoint"];
				if (typeof field !== "string" || !VALUES_13.has(field)) errors.push(invalid("gatewayEntryPoint", "Must be one of AUTO, BATCH, HOSTED_FORM, HOSTED_PAGE, MERCHANT_ADMINISTRATION, THREE_PARTY, TWO_PARTY, WEB_SERVICES_API."));
				break;
			}
			case "merchant": {
				requiredSeen++;
				const field = value["merchant"];
				if (typeof field !== "string") errors.push(invalid("merchant", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid("merchant", "Must be 1 to 40 characters long."));
				else if (!inCharset(field, ASCII_14, PATTERN_15)) errors.push(invalid("merchant", "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters)."));
				break;
			}
			case "order": {
				requiredSeen++;
				const field = value["order"];
				checkInitiateBrowserPayment17ResponseOrder(field, "order", errors);
				break;
			}
			case "shipping": {
				const field = value["shipping"];
				checkInitiateBrowserPayment17ResponseShipping(field, "shipping", errors);
				break;
			}
			case "sourceOfFunds": {
				const field = value["sourceOfFunds"];
				checkInitiateBrowserPayment17ResponseSourceOfFunds(field, "sourceOfFunds", errors);
				break;
			}
			case "timeOfRecord": {
				const field = value["timeOfRecord"];
				if (typeof field !== "string") errors.push(invalid("timeOfRecord", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_16)) errors.push(invalid("timeOfRecord", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."));
				else if (!isCalendarDate(field)) errors.push(invalid("timeOfRecord", "Must name a calendar date."));
				break;
			}
			case "transaction": {
				requiredSeen++;
				const field = value["transaction"];
				checkInitiateBrowserPayment17ResponseTransaction(field, "transaction", errors);
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
function checkInitiateBrowserPayment17Response3DSecure(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "acsEci": {
				const field = value["acsEci"];
				if (typeof field !== "string") errors.push(invalid(path + ".acsEci", "Must be a string."));
				else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".acsEci", "Must be 1 to 2 characters long."));
				else if (!inCharset(field, ASCII_17, PATTERN_18)) errors.push(invalid(path + ".acsEci", "Must hold only the characters 0-9 (Digits)."));
				break;
			}
			case "authenticationStatus": {
				const field = value["authenticationStatus"];
				if (field !== "AUTHENTICATION_ATTEMPTED" && field !== "AUTHENTICATION_NOT_AVAILABLE" && field !== "AUTHENTICATION_SUCCESSFUL") errors.push(invalid(path + ".authenticationStatus", "Must be one of AUTHENTICATION_ATTEMPTED, AUTHENTICATION_NOT_AVAILABLE, AUTHENTICATION_SUCCESSFUL."));
				break;
			}
			case "authenticationToken": {
				const field = value["authenticationToken"];
				if (!(typeof field === "string" && NUMBERS_19.includes(field.length) && matchesAutomaton(field, AUTOMATON_20))) {
					if (typeof field !== "string") errors.push(invalid(path + ".authenticationToken", "Must be a string."));
					else if (!NUMBERS_19.includes(codePointLength(field))) errors.push(invalid(path + ".authenticationToken", "Must be 28 or 32 characters long."));
					else if (!matchesAutomaton(field, AUTOMATON_20)) errors.push(invalid(path + ".authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths."));
				}
				break;
			}
			case "enrollmentStatus": {
				requiredSeen++;
				const field = value["enrollmentStatus"];
				if (field !== "ENROLLED" && field !== "ENROLLMENT_STATUS_UNDETERMINED" && field !== "NOT_ENROLLED") errors.push(invalid(path + ".enrollmentStatus", "Must be one of ENROLLED, ENROLLMENT_STATUS_UNDETERMINED, NOT_ENROLLED."));
				break;
			}
			case "xid": {
				const field = value["xid"];
				if (!(typeof field === "string" && field.length === 28 && matchesAutomaton(field, AUTOMATON_20))) {
					if (typeof field !== "string") errors.push(invalid(path + ".xid", "Must be a string."));
					else if (!lengthWithin(field, 28, 28)) errors.push(invalid(path + ".xid", "Must be exactly 28 characters long."));
					else if (!matchesAutomaton(field, AUTOMATON_20)) errors.push(invalid(path + ".xid", "Must have the required form: Base64 encoded text, with the stated allowed lengths."));
				}
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 1) {
		if (!isBodyKey(value, "enrollmentStatus")) errors.push(missing(path + ".enrollmentStatus"));
	}
}
function checkInitiateBrowserPayment17ResponseAirline(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "bookingReference": {
				const field = value["bookingReference"];
				if (!(typeof field === "string" && field.length >= 6 && field.length <= 15 && inCharset(field, ASCII_21, PATTERN_22))) {
					if (typeof field !== "string") errors.push(invalid(path + ".bookingReference", "Must be a string."));
					else if ((field.length < 11 || field.length > 15) && !lengthWithin(field, 6, 15)) errors.push(invalid(path + ".bookingReference", "Must be 6 to 15 characters long."));
					else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".bookingReference", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
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
				checkInitiateBrowserPayment17ResponseAirlineItinerary(field, path + ".itinerary", errors);
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
					checkInitiateBrowserPayment17ResponseAirlinePassenger(item, itemPath, errors);
				}
				break;
			}
			case "planNumber": {
				const field = value["planNumber"];
				if (!(typeof field === "string" && field.length === 2 && inCharset(field, ASCII_21, PATTERN_22))) {
					if (typeof field !== "string") errors.push(invalid(path + ".planNumber", "Must be a string."));
					else if (!lengthWithin(field, 2, 2)) errors.push(invalid(path + ".planNumber", "Must be exactly 2 characters long."));
					else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "ticket": {
				const field = value["ticket"];
				checkInitiateBrowserPayment17ResponseAirlineTicket(field, path + ".ticket", errors);
				break;
			}
			case "transactionType": {
				const field = value["transactionType"];
				if (typeof field !== "string" || !VALUES_23.has(field)) errors.push(invalid(path + ".transactionType", "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseAirlineItinerary(value, path, errors) {
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
					checkInitiateBrowserPayment17ResponseAirlineItineraryLeg(item, itemPath, errors);
				}
				break;
			}
			case "numberInParty": {
				const field = value["numberInParty"];
				if (typeof field !== "string") errors.push(invalid(path + ".numberInParty", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".numberInParty", "Must be 1 to 3 characters long."));
				else if (!inCharset(field, ASCII_17, PATTERN_18)) errors.push(invalid(path + ".numberInParty", "Must hold only the characters 0-9 (Digits)."));
				break;
			}
			case "originCountry": {
				const field = value["originCountry"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".originCountry", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".originCountry", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".originCountry", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseAirlineItineraryLeg(value, path, errors) {
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
				else if (!matchesAutomaton(field, AUTOMATON_24)) errors.push(invalid(path + ".carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."));
				break;
			}
			case "conjunctionTicketNumber": {
				const field = value["conjunctionTicketNumber"];
				if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_21, PATTERN_22))) {
					if (typeof field !== "string") errors.push(invalid(path + ".conjunctionTicketNumber", "Must be a string."));
					else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".conjunctionTicketNumber", "Must be 11 to 16 characters long."));
					else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".conjunctionTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "couponNumber": {
				const field = value["couponNumber"];
				if (typeof field !== "string") errors.push(invalid(path + ".couponNumber", "Must be a string."));
				else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".couponNumber", "Must be exactly 1 characters long."));
				else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".couponNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "departureAirport": {
				const field = value["departureAirport"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".departureAirport", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".departureAirport", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".departureAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "departureDate": {
				const field = value["departureDate"];
				if (typeof field !== "string") errors.push(invalid(path + ".departureDate", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_25)) errors.push(invalid(path + ".departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".departureDate", "Must be a calendar date (yyyy-mm-dd)."));
				break;
			}
			case "departureTax": {
				const field = value["departureTax"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".departureTax", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".departureTax", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".departureTax", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "departureTime": {
				const field = value["departureTime"];
				if (typeof field !== "string") errors.push(invalid(path + ".departureTime", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_26)) errors.push(invalid(path + ".departureTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."));
				break;
			}
			case "destinationAirport": {
				const field = value["destinationAirport"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".destinationAirport", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".destinationAirport", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".destinationAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "destinationArrivalTime": {
				const field = value["destinationArrivalTime"];
				if (typeof field !== "string") errors.push(invalid(path + ".destinationArrivalTime", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_26)) errors.push(invalid(path + ".destinationArrivalTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."));
				break;
			}
			case "endorsementsRestrictions": {
				const field = value["endorsementsRestrictions"];
				if (typeof field !== "string") errors.push(invalid(path + ".endorsementsRestrictions", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".endorsementsRestrictions", "Must be 1 to 20 characters long."));
				else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".endorsementsRestrictions", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "exchangeTicketNumber": {
				const field = value["exchangeTicketNumber"];
				if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_21, PATTERN_22))) {
					if (typeof field !== "string") errors.push(invalid(path + ".exchangeTicketNumber", "Must be a string."));
					else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".exchangeTicketNumber", "Must be 11 to 16 characters long."));
					else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".exchangeTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "fare": {
				const field = value["fare"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".fare", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".fare", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".fare", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "fareBasis": {
				const field = value["fareBasis"];
				if (typeof field !== "string") errors.push(invalid(path + ".fareBasis", "Must be a string."));
				else if ((field.length < 1 || field.length > 24) && !lengthWithin(field, 1, 24)) errors.push(invalid(path + ".fareBasis", "Must be 1 to 24 characters long."));
				else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".fareBasis", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "fees": {
				const field = value["fees"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".fees", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".fees", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".fees", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "flightNumber": {
				const field = value["flightNumber"];
				if (!(typeof field === "string" && field.length >= 4 && field.length <= 6 && inCharset(field, ASCII_21, PATTERN_22))) {
					if (typeof field !== "string") errors.push(invalid(path + ".flightNumber", "Must be a string."));
					else if (!lengthWithin(field, 4, 6)) errors.push(invalid(path + ".flightNumber", "Must be 4 to 6 characters long."));
					else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".flightNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
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
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".taxes", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".taxes", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "travelClass": {
				const field = value["travelClass"];
				if (typeof field !== "string") errors.push(invalid(path + ".travelClass", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".travelClass", "Must be 1 to 3 characters long."));
				else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseAirlinePassenger(value, path, errors) {
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
				else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".specificInformation", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
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
function checkInitiateBrowserPayment17ResponseAirlineTicket(value, path, errors) {
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
			case "customerReference": {
				const field = value["customerReference"];
				if (typeof field !== "string") errors.push(invalid(path + ".customerReference", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".customerReference", "Must be 1 to 20 characters long."));
				break;
			}
			case "eTicket": {
				const field = value["eTicket"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".eTicket", "Must be true or false."));
				break;
			}
			case "exchangedTicketNumber": {
				const field = value["exchangedTicketNumber"];
				if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_21, PATTERN_22))) {
					if (typeof field !== "string") errors.push(invalid(path + ".exchangedTicketNumber", "Must be a string."));
					else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".exchangedTicketNumber", "Must be 11 to 16 characters long."));
					else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".exchangedTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "issue": {
				const field = value["issue"];
				checkInitiateBrowserPayment17ResponseAirlineTicketIssue(field, path + ".issue", errors);
				break;
			}
			case "restricted": {
				const field = value["restricted"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".restricted", "Must be true or false."));
				break;
			}
			case "ticketNumber": {
				const field = value["ticketNumber"];
				if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_21, PATTERN_22))) {
					if (typeof field !== "string") errors.push(invalid(path + ".ticketNumber", "Must be a string."));
					else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".ticketNumber", "Must be 11 to 16 characters long."));
					else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".ticketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				}
				break;
			}
			case "totalFare": {
				const field = value["totalFare"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".totalFare", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".totalFare", "Must be a decimal of digits and '.'."));
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
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".totalFees", "Must be a decimal of digits and '.'."));
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
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".totalTaxes", "Must be a decimal of digits and '.'."));
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
function checkInitiateBrowserPayment17ResponseAirlineTicketIssue(value, path, errors) {
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
				else if (!matchesAutomaton(field, AUTOMATON_24)) errors.push(invalid(path + ".carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."));
				break;
			}
			case "carrierName": {
				const field = value["carrierName"];
				if (typeof field !== "string") errors.push(invalid(path + ".carrierName", "Must be a string."));
				else if ((field.length < 1 || field.length > 25) && !lengthWithin(field, 1, 25)) errors.push(invalid(path + ".carrierName", "Must be 1 to 25 characters long."));
				else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".carrierName", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "city": {
				const field = value["city"];
				if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
				else if ((field.length < 1 || field.length > 18) && !lengthWithin(field, 1, 18)) errors.push(invalid(path + ".city", "Must be 1 to 18 characters long."));
				else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".city", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "country": {
				const field = value["country"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "date": {
				const field = value["date"];
				if (typeof field !== "string") errors.push(invalid(path + ".date", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_25)) errors.push(invalid(path + ".date", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".date", "Must be a calendar date (yyyy-mm-dd)."));
				break;
			}
			case "travelAgentCode": {
				const field = value["travelAgentCode"];
				if (!(typeof field === "string" && field.length >= 8 && field.length <= 9 && inCharset(field, ASCII_21, PATTERN_22))) {
					if (typeof field !== "string") errors.push(invalid(path + ".travelAgentCode", "Must be a string."));
					else if (!lengthWithin(field, 8, 9)) errors.push(invalid(path + ".travelAgentCode", "Must be 8 to 9 characters long."));
					else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".travelAgentCode", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
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
function checkInitiateBrowserPayment17ResponseAppPayment(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "redirectUrl": {
				const field = value["redirectUrl"];
				if (typeof field !== "string") errors.push(invalid(path + ".redirectUrl", "Must be a string."));
				else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".redirectUrl", "Must be an absolute URL."));
				break;
			}
			case "returnUrl": {
				const field = value["returnUrl"];
				if (typeof field !== "string") errors.push(invalid(path + ".returnUrl", "Must be a string."));
				else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".returnUrl", "Must be an absolute URL."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseAuthorizationResponse(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "cardLevelIndicator": {
				const field = value["cardLevelIndicator"];
				if (typeof field !== "string") errors.push(invalid(path + ".cardLevelIndicator", "Must be a string."));
				else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".cardLevelIndicator", "Must be 1 to 2 characters long."));
				break;
			}
			case "cardSecurityCodeError": {
				const field = value["cardSecurityCodeError"];
				if (typeof field !== "string") errors.push(invalid(path + ".cardSecurityCodeError", "Must be a string."));
				else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".cardSecurityCodeError", "Must be exactly 1 characters long."));
				break;
			}
			case "commercialCard": {
				const field = value["commercialCard"];
				if (field !== "COMMERCIAL_CARD" && field !== "NOT_A_COMMERCIAL_CARD" && field !== "UNDETERMINED") errors.push(invalid(path + ".commercialCard", "Must be one of COMMERCIAL_CARD, NOT_A_COMMERCIAL_CARD, UNDETERMINED."));
				break;
			}
			case "commercialCardIndicator": {
				const field = value["commercialCardIndicator"];
				if (typeof field !== "string" || !VALUES_27.has(field)) errors.push(invalid(path + ".commercialCardIndicator", "Must be one of BUSINESS_CARD, COMMERCIAL_AND_CONSUMER, COMMERCIAL_CARD, CONSUMER_CARD, CORPORATE_CARD, DECLINE_OR_NOT_COMMERCIAL_CARD, OTHER, PURCHASING_CARD."));
				break;
			}
			case "date": {
				const field = value["date"];
				if (typeof field !== "string") errors.push(invalid(path + ".date", "Must be a string."));
				else if ((field.length < 1 || field.length > 4) && !lengthWithin(field, 1, 4)) errors.push(invalid(path + ".date", "Must be 1 to 4 characters long."));
				break;
			}
			case "financialNetworkCode": {
				const field = value["financialNetworkCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".financialNetworkCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".financialNetworkCode", "Must be 1 to 3 characters long."));
				break;
			}
			case "marketSpecificData": {
				const field = value["marketSpecificData"];
				if (typeof field !== "string") errors.push(invalid(path + ".marketSpecificData", "Must be a string."));
				else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".marketSpecificData", "Must be exactly 1 characters long."));
				break;
			}
			case "merchantAdviceCode": {
				const field = value["merchantAdviceCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".merchantAdviceCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".merchantAdviceCode", "Must be 1 to 2 characters long."));
				break;
			}
			case "paySvcData": {
				const field = value["paySvcData"];
				if (typeof field !== "string") errors.push(invalid(path + ".paySvcData", "Must be a string."));
				else if ((field.length < 1 || field.length > 23) && !lengthWithin(field, 1, 23)) errors.push(invalid(path + ".paySvcData", "Must be 1 to 23 characters long."));
				break;
			}
			case "posData": {
				const field = value["posData"];
				if (typeof field !== "string") errors.push(invalid(path + ".posData", "Must be a string."));
				else if ((field.length < 1 || field.length > 13) && !lengthWithin(field, 1, 13)) errors.push(invalid(path + ".posData", "Must be 1 to 13 characters long."));
				break;
			}
			case "posEntryMode": {
				const field = value["posEntryMode"];
				if (typeof field !== "string") errors.push(invalid(path + ".posEntryMode", "Must be a string."));
				else if ((field.length < 1 || field.length > 4) && !lengthWithin(field, 1, 4)) errors.push(invalid(path + ".posEntryMode", "Must be 1 to 4 characters long."));
				break;
			}
			case "posEntryModeChanged": {
				const field = value["posEntryModeChanged"];
				if (typeof field !== "string") errors.push(invalid(path + ".posEntryModeChanged", "Must be a string."));
				else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".posEntryModeChanged", "Must be exactly 1 characters long."));
				break;
			}
			case "processingCode": {
				const field = value["processingCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".processingCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 6) && !lengthWithin(field, 1, 6)) errors.push(invalid(path + ".processingCode", "Must be 1 to 6 characters long."));
				break;
			}
			case "responseCode": {
				const field = value["responseCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".responseCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".responseCode", "Must be 1 to 3 characters long."));
				break;
			}
			case "responseMessage": {
				const field = value["responseMessage"];
				if (typeof field !== "string") errors.push(invalid(path + ".responseMessage", "Must be a string."));
				else if ((field.length < 1 || field.length > 16) && !lengthWithin(field, 1, 16)) errors.push(invalid(path + ".responseMessage", "Must be 1 to 16 characters long."));
				break;
			}
			case "returnAci": {
				const field = value["returnAci"];
				if (typeof field !== "string") errors.push(invalid(path + ".returnAci", "Must be a string."));
				else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".returnAci", "Must be exactly 1 characters long."));
				break;
			}
			case "stan": {
				const field = value["stan"];
				if (typeof field !== "string") errors.push(invalid(path + ".stan", "Must be a string."));
				else if ((field.length < 1 || field.length > 6) && !lengthWithin(field, 1, 6)) errors.push(invalid(path + ".stan", "Must be 1 to 6 characters long."));
				break;
			}
			case "time": {
				const field = value["time"];
				if (typeof field !== "string") errors.push(invalid(path + ".time", "Must be a string."));
				else if ((field.length < 1 || field.length > 6) && !lengthWithin(field, 1, 6)) errors.push(invalid(path + ".time", "Must be 1 to 6 characters long."));
				break;
			}
			case "trackQuality": {
				const field = value["trackQuality"];
				if (typeof field !== "string") errors.push(invalid(path + ".trackQuality", "Must be a string."));
				else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".trackQuality", "Must be 1 to 2 characters long."));
				break;
			}
			case "transactionIdentifier": {
				const field = value["transactionIdentifier"];
				if (typeof field !== "string") errors.push(invalid(path + ".transactionIdentifier", "Must be a string."));
				else if ((field.length < 1 || field.length > 15) && !lengthWithin(field, 1, 15)) errors.push(invalid(path + ".transactionIdentifier", "Must be 1 to 15 characters long."));
				break;
			}
			case "validationCode": {
				const field = value["validationCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".validationCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 4) && !lengthWithin(field, 1, 4)) errors.push(invalid(path + ".validationCode", "Must be 1 to 4 characters long."));
				break;
			}
			case "vpasResponse": {
				const field = value["vpasResponse"];
				if (typeof field !== "string") errors.push(invalid(path + ".vpasResponse", "Must be a string."));
				else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".vpasResponse", "Must be exactly 1 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseBilling(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "address": {
				const field = value["address"];
				checkInitiateBrowserPayment17ResponseBillingAddress(field, path + ".address", errors);
				break;
			}
			case "phone": {
				const field = value["phone"];
				if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".phone", "Must be 1 to 20 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseBillingAddress(value, path, errors) {
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
			case "country": {
				const field = value["country"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "postcodeZip": {
				const field = value["postcodeZip"];
				if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
				else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
				else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
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
function checkInitiateBrowserPayment17ResponseBrowserPayment(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "redirectUrl": {
				const field = value["redirectUrl"];
				if (typeof field !== "string") errors.push(invalid(path + ".redirectUrl", "Must be a string."));
				else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".redirectUrl", "Must be an absolute URL."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseCustomer(value, path, errors) {
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
				else if ((field.length < 1 || field.length > 255) && !lengthWithin(field, 1, 255)) errors.push(invalid(path + ".browser", "Must be 1 to 255 characters long."));
				break;
			}
			case "email": {
				const field = value["email"];
				if (!(typeof field === "string" && field.length >= 4 && matchesAutomaton(field, AUTOMATON_0))) {
					if (typeof field !== "string") errors.push(invalid(path + ".email", "Must be a string."));
					else if (field.length < 7 && !lengthWithin(field, 4, Infinity)) errors.push(invalid(path + ".email", "Must be at least 4 characters long."));
					else if (!matchesAutomaton(field, AUTOMATON_0)) errors.push(invalid(path + ".email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."));
				}
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
				else if ((field.length < 13 || field.length > 15) && !lengthWithin(field, 7, 15)) errors.push(invalid(path + ".ipAddress", "Must be 7 to 15 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseOrder(value, path, errors) {
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
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
					else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
					else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
				}
				break;
			}
			case "authenticationStatus": {
				const field = value["authenticationStatus"];
				if (typeof field !== "string" || !VALUES_28.has(field)) errors.push(invalid(path + ".authenticationStatus", "Must be one of AUTHENTICATION_ATTEMPTED, AUTHENTICATION_AVAILABLE, AUTHENTICATION_EXEMPT, AUTHENTICATION_FAILED, AUTHENTICATION_NOT_IN_EFFECT, AUTHENTICATION_NOT_SUPPORTED, AUTHENTICATION_PENDING, AUTHENTICATION_REJECTED, AUTHENTICATION_REQUIRED, AUTHENTICATION_SUCCESSFUL, AUTHENTICATION_UNAVAILABLE."));
				break;
			}
			case "certainty": {
				const field = value["certainty"];
				if (field !== "ESTIMATED" && field !== "FINAL") errors.push(invalid(path + ".certainty", "Must be one of ESTIMATED, FINAL."));
				break;
			}
			case "creationTime": {
				requiredSeen++;
				const field = value["creationTime"];
				if (typeof field !== "string") errors.push(invalid(path + ".creationTime", "Must be a string."));
				else if (!matchesAutomaton(field, AUTOMATON_16)) errors.push(invalid(path + ".creationTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".creationTime", "Must name a calendar date."));
				break;
			}
			case "currency": {
				const field = value["currency"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".currency", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".currency", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".currency", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "custom": {
				const field = value["custom"];
				checkInitiateBrowserPayment17ResponseOrderCustom(field, path + ".custom", errors);
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
				else if (!matchesAutomaton(field, AUTOMATON_25)) errors.push(invalid(path + ".customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".customerOrderDate", "Must be a calendar date (yyyy-mm-dd)."));
				break;
			}
			case "customerReference": {
				const field = value["customerReference"];
				if (typeof field !== "string") errors.push(invalid(path + ".customerReference", "Must be a string."));
				else if (field.length > 25 && !lengthWithin(field, 0, 25)) errors.push(invalid(path + ".customerReference", "Must be 0 to 25 characters long."));
				else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text)."));
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
				checkInitiateBrowserPayment17ResponseOrderDiscount(field, path + ".discount", errors);
				break;
			}
			case "dutyAmount": {
				const field = value["dutyAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".dutyAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".dutyAmount", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".dutyAmount", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".dutyAmount", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".dutyAmount", "Must be at most 1000000000000."));
				}
				break;
			}
			case "fundingStatus": {
				const field = value["fundingStatus"];
				if (typeof field !== "string" || !VALUES_29.has(field)) errors.push(invalid(path + ".fundingStatus", "Must be one of FUNDED, FUNDING_ASSURED, FUNDING_FAILED, FUNDING_ON_HOLD, IN_PROGRESS, NON_FUNDED, NOT_SUPPORTED."));
				break;
			}
			case "gratuityAmount": {
				const field = value["gratuityAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".gratuityAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".gratuityAmount", "Must be a decimal of digits and '.'."));
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
				else if (!matchesAutomaton(field, AUTOMATON_16)) errors.push(invalid(path + ".lastUpdatedTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."));
				else if (!isCalendarDate(field)) errors.push(invalid(path + ".lastUpdatedTime", "Must name a calendar date."));
				break;
			}
			case "localTaxRegistrationId": {
				const field = value["localTaxRegistrationId"];
				if (typeof field !== "string") errors.push(invalid(path + ".localTaxRegistrationId", "Must be a string."));
				else if ((field.length < 1 || field.length > 25) && !lengthWithin(field, 1, 25)) errors.push(invalid(path + ".localTaxRegistrationId", "Must be 1 to 25 characters long."));
				break;
			}
			case "merchantCategoryCode": {
				const field = value["merchantCategoryCode"];
				if (!(typeof field === "string" && field.length === 4 && inCharset(field, ASCII_17, PATTERN_18))) {
					if (typeof field !== "string") errors.push(invalid(path + ".merchantCategoryCode", "Must be a string."));
					else if (!lengthWithin(field, 4, 4)) errors.push(invalid(path + ".merchantCategoryCode", "Must be exactly 4 characters long."));
					else if (!inCharset(field, ASCII_17, PATTERN_18)) errors.push(invalid(path + ".merchantCategoryCode", "Must hold only the characters 0-9 (Digits)."));
				}
				break;
			}
			case "merchantCharge": {
				const field = value["merchantCharge"];
				checkInitiateBrowserPayment17ResponseOrderMerchantCharge(field, path + ".merchantCharge", errors);
				break;
			}
			case "merchantPartnerIdCode": {
				const field = value["merchantPartnerIdCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".merchantPartnerIdCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 6) && !lengthWithin(field, 1, 6)) errors.push(invalid(path + ".merchantPartnerIdCode", "Must be 1 to 6 characters long."));
				else if (!inCharset(field, ASCII_17, PATTERN_18)) errors.push(invalid(path + ".merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits)."));
				break;
			}
			case "netAmount": {
				const field = value["netAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".netAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".netAmount", "Must be a decimal of digits and '.'."));
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
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 3) {
		if (!isBodyKey(value, "creationTime")) errors.push(missing(path + ".creationTime"));
		if (!isBodyKey(value, "id")) errors.push(missing(path + ".id"));
		if (!isBodyKey(value, "lastUpdatedTime")) errors.push(missing(path + ".lastUpdatedTime"));
	}
}
function checkInitiateBrowserPayment17ResponseOrderCustom(value, path, errors) {
	if (!isRecord(value)) errors.push(invalid(path, "Must be a JSON object of named values."));
	else {
		const names = Object.keys(value);
		if (names.length > 50) errors.push(invalid(path, "At most 50 named values are allowed."));
		for (const name of names) {
			if ((name.length < 1 || name.length > 99) && !lengthWithin(name, 1, 99) || !inCharset(name, ASCII_6, PATTERN_7)) errors.push(invalid(path + "." + name, "The name must be 1 to 99 characters from A-Za-z0-9."));
			else {
				const entry = value[name];
				if (typeof entry !== "string") errors.push(invalid(path + "." + name, "Must be a string."));
				else if ((entry.length < 1 || entry.length > 250) && !lengthWithin(entry, 1, 250)) errors.push(invalid(path + "." + name, "Must be 1 to 250 characters long."));
			}
		}
	}
}
function checkInitiateBrowserPayment17ResponseOrderDiscount(value, path, errors) {
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
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
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
function checkInitiateBrowserPayment17ResponseOrderMerchantCharge(value, path, errors) {
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
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
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
function checkInitiateBrowserPayment17ResponseShipping(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "address": {
				const field = value["address"];
				checkInitiateBrowserPayment17ResponseShippingAddress(field, path + ".address", errors);
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
			case "method": {
				const field = value["method"];
				if (typeof field !== "string" || !VALUES_8.has(field)) errors.push(invalid(path + ".method", "Must be one of ELECTRONIC, GROUND, OVERNIGHT, PRIORITY, SAME_DAY."));
				break;
			}
			case "phone": {
				const field = value["phone"];
				if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
				else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".phone", "Must be 1 to 20 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseShippingAddress(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "country": {
				const field = value["country"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
				}
				break;
			}
			case "postcodeZip": {
				const field = value["postcodeZip"];
				if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
				else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
				else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
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
function checkInitiateBrowserPayment17ResponseSourceOfFunds(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "provided": {
				const field = value["provided"];
				checkInitiateBrowserPayment17ResponseSourceOfFundsProvided(field, path + ".provided", errors);
				break;
			}
			case "type": {
				const field = value["type"];
				if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".type", "Must be a non-empty string."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseSourceOfFundsProvided(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "card": {
				const field = value["card"];
				checkInitiateBrowserPayment17ResponseSourceOfFundsProvidedCard(field, path + ".card", errors);
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseSourceOfFundsProvidedCard(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "brand": {
				requiredSeen++;
				const field = value["brand"];
				if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".brand", "Must be a non-empty string."));
				break;
			}
			case "expiry": {
				const field = value["expiry"];
				checkInitiateBrowserPayment17ResponseSourceOfFundsProvidedCardExpiry(field, path + ".expiry", errors);
				break;
			}
			case "fundingMethod": {
				requiredSeen++;
				const field = value["fundingMethod"];
				if (field !== "CHARGE" && field !== "CREDIT" && field !== "DEBIT" && field !== "UNKNOWN") errors.push(invalid(path + ".fundingMethod", "Must be one of CHARGE, CREDIT, DEBIT, UNKNOWN."));
				break;
			}
			case "holder": {
				const field = value["holder"];
				checkInitiateBrowserPayment17ResponseSourceOfFundsProvidedCardHolder(field, path + ".holder", errors);
				break;
			}
			case "localBrand": {
				const field = value["localBrand"];
				if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".localBrand", "Must be a non-empty string."));
				break;
			}
			case "number": {
				requiredSeen++;
				const field = value["number"];
				if (!(typeof field === "string" && field.length >= 9 && field.length <= 19 && inCharset(field, ASCII_30, PATTERN_31))) {
					if (typeof field !== "string") errors.push(invalid(path + ".number", "Must be a string."));
					else if ((field.length < 17 || field.length > 19) && !lengthWithin(field, 9, 19)) errors.push(invalid(path + ".number", "Must be 9 to 19 characters long."));
					else if (!inCharset(field, ASCII_30, PATTERN_31)) errors.push(invalid(path + ".number", "Must hold only the characters 0-9 and 'x' (Digits)."));
				}
				break;
			}
			case "scheme": {
				requiredSeen++;
				const field = value["scheme"];
				if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".scheme", "Must be a non-empty string."));
				break;
			}
			case "securityCodePresence": {
				const field = value["securityCodePresence"];
				if (typeof field !== "string") errors.push(invalid(path + ".securityCodePresence", "Must be a string."));
				else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".securityCodePresence", "Must be 1 to 2 characters long."));
				else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".securityCodePresence", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
				break;
			}
			case "sequenceNumber": {
				const field = value["sequenceNumber"];
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_17, PATTERN_18))) {
					if (typeof field !== "string") errors.push(invalid(path + ".sequenceNumber", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".sequenceNumber", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_17, PATTERN_18)) errors.push(invalid(path + ".sequenceNumber", "Must hold only the characters 0-9 (Digits)."));
				}
				break;
			}
			case "trackDataProvided": {
				const field = value["trackDataProvided"];
				if (typeof field !== "boolean") errors.push(invalid(path + ".trackDataProvided", "Must be true or false."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 4) {
		if (!isBodyKey(value, "brand")) errors.push(missing(path + ".brand"));
		if (!isBodyKey(value, "fundingMethod")) errors.push(missing(path + ".fundingMethod"));
		if (!isBodyKey(value, "number")) errors.push(missing(path + ".number"));
		if (!isBodyKey(value, "scheme")) errors.push(missing(path + ".scheme"));
	}
}
function checkInitiateBrowserPayment17ResponseSourceOfFundsProvidedCardExpiry(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "month": {
				requiredSeen++;
				const field = value["month"];
				if (typeof field !== "string") errors.push(invalid(path + ".month", "Must be a string."));
				else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".month", "Must be 1 to 2 characters long."));
				else if (!inCharset(field, ASCII_17, PATTERN_18)) errors.push(invalid(path + ".month", "Must hold only the characters 0-9 (Digits)."));
				else if (!matchesAutomaton(field, AUTOMATON_32)) errors.push(invalid(path + ".month", "Must have the required form: A month, 1 to 12."));
				break;
			}
			case "year": {
				requiredSeen++;
				const field = value["year"];
				if (!(typeof field === "string" && field.length === 2 && inCharset(field, ASCII_17, PATTERN_18))) {
					if (typeof field !== "string") errors.push(invalid(path + ".year", "Must be a string."));
					else if (!lengthWithin(field, 2, 2)) errors.push(invalid(path + ".year", "Must be exactly 2 characters long."));
					else if (!inCharset(field, ASCII_17, PATTERN_18)) errors.push(invalid(path + ".year", "Must hold only the characters 0-9 (Digits)."));
				}
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 2) {
		if (!isBodyKey(value, "month")) errors.push(missing(path + ".month"));
		if (!isBodyKey(value, "year")) errors.push(missing(path + ".year"));
	}
}
function checkInitiateBrowserPayment17ResponseSourceOfFundsProvidedCardHolder(value, path, errors) {
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
			case "lastName": {
				const field = value["lastName"];
				if (typeof field !== "string") errors.push(invalid(path + ".lastName", "Must be a string."));
				else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".lastName", "Must be 1 to 50 characters long."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
}
function checkInitiateBrowserPayment17ResponseTransaction(value, path, errors) {
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
				checkInitiateBrowserPayment17ResponseTransactionAcquirer(field, path + ".acquirer", errors);
				break;
			}
			case "amount": {
				requiredSeen++;
				const field = value["amount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
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
				else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".authorizationCode", "Must hold only the characters U+0000-U+007F (ASCII Text)."));
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
				if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_2, PATTERN_3))) {
					if (typeof field !== "string") errors.push(invalid(path + ".currency", "Must be a string."));
					else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".currency", "Must be exactly 3 characters long."));
					else if (!inCharset(field, ASCII_2, PATTERN_3)) errors.push(invalid(path + ".currency", "Must hold only the characters A-Z (Upper case alphabetic text)."));
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
			case "item": {
				const field = value["item"];
				if (!Array.isArray(field)) errors.push(invalid(path + ".item", "Must be a JSON array."));
				else for (let index = 0; index < field.length; index++) {
					const item = field[index];
					const itemPath = path + ".item" + "[" + index + "]";
					if (item === undefined && !(index in field)) {
						errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
						break;
					}
					checkInitiateBrowserPayment17ResponseTransactionItem(item, itemPath, errors);
				}
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
				else if (!inCharset(field, ASCII_11, PATTERN_12)) errors.push(invalid(path + ".receipt", "Must hold only the characters U+0000-U+007F (ASCII Text)."));
				break;
			}
			case "reference": {
				const field = value["reference"];
				if (typeof field !== "string") errors.push(invalid(path + ".reference", "Must be a string."));
				else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".reference", "Must be 1 to 40 characters long."));
				break;
			}
			case "source": {
				const field = value["source"];
				if (typeof field !== "string" || !VALUES_33.has(field)) errors.push(invalid(path + ".source", "Must be one of CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE."));
				break;
			}
			case "taxAmount": {
				const field = value["taxAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".taxAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".taxAmount", "Must be a decimal of digits and '.'."));
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
				if (typeof field !== "string" || !VALUES_34.has(field)) errors.push(invalid(path + ".type", "Must be one of AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND."));
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
function checkInitiateBrowserPayment17ResponseTransactionAcquirer(value, path, errors) {
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
function checkInitiateBrowserPayment17ResponseTransactionItem(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "description": {
				const field = value["description"];
				if (typeof field !== "string") errors.push(invalid(path + ".description", "Must be a string."));
				else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".description", "Must be 1 to 127 characters long."));
				break;
			}
			case "name": {
				requiredSeen++;
				const field = value["name"];
				if (typeof field !== "string") errors.push(invalid(path + ".name", "Must be a string."));
				else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".name", "Must be 1 to 127 characters long."));
				break;
			}
			case "quantity": {
				requiredSeen++;
				const field = value["quantity"];
				if (typeof field !== "number" || !Number.isInteger(field)) errors.push(invalid(path + ".quantity", "Must be a whole number."));
				else if (field < 1 || field > 0x2386f26fc10000) errors.push(invalid(path + ".quantity", "Must be 1 to 9999999999999999."));
				break;
			}
			case "sku": {
				const field = value["sku"];
				if (typeof field !== "string") errors.push(invalid(path + ".sku", "Must be a string."));
				else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".sku", "Must be 1 to 127 characters long."));
				break;
			}
			case "unitPrice": {
				requiredSeen++;
				const field = value["unitPrice"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".unitPrice", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_5)) errors.push(invalid(path + ".unitPrice", "Must be a decimal of digits and '.', optionally signed."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".unitPrice", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "-1000000000000") < 0) errors.push(invalid(path + ".unitPrice", "Must be at least -1000000000000."));
					else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".unitPrice", "Must be at most 1000000000000."));
				}
				break;
			}
			case "unitTaxAmount": {
				const field = value["unitTaxAmount"];
				{
					const decimal = decimalText(field);
					if (decimal === undefined) errors.push(invalid(path + ".unitTaxAmount", "Must be a decimal number."));
					else if (!matchesAutomaton(decimal, AUTOMATON_1)) errors.push(invalid(path + ".unitTaxAmount", "Must be a decimal of digits and '.'."));
					else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".unitTaxAmount", "Must have at most 3 digits after the decimal point."));
					else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".unitTaxAmount", "Must be at least 0."));
					else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".unitTaxAmount", "Must be at most 1000000000000."));
				}
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 3) {
		if (!isBodyKey(value, "name")) errors.push(missing(path + ".name"));
		if (!isBodyKey(value, "quantity")) errors.push(missing(path + ".quantity"));
		if (!isBodyKey(value, "unitPrice")) errors.push(missing(path + ".unitPrice"));
	}
}
