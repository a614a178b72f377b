/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// The double's rules for answer values (spec/api/double.yaml `rules` and `keeps`), as data: each
// reads the request and gives a value, or none. A pure function of its arguments, so that the
// generator runs it (through the response builder) to show the double's answers in the docs.
import { getAt } from "./body-paths.js";
export function applyRule(rule, request) {
	if ("from" in rule) {
		const value = getAt(request, rule.from);
		return {
			value,
			read: value === undefined ? [] : [rule.from]
		};
	}
	if ("sum" in rule) return sumOf(rule.sum, request);
	if ("value" in rule) return {
		value: rule.value,
		read: []
	};
	const branch = getAt(request, rule.ifPresent) === undefined ? rule.else : rule.then;
	return branch === undefined ? {
		value: undefined,
		read: []
	} : applyRule(branch, request);
}
/** The exact sum of the decimal values the request gives at `paths` (as text or as JSON numbers); none when it gives none. */
function sumOf(paths, request) {
	const given = paths.flatMap((path) => {
		const value = decimalText(getAt(request, path));
		return value === undefined ? [] : [{
			path,
			value
		}];
	});
	if (given.length === 0) return {
		value: undefined,
		read: []
	};
	return {
		value: addDecimals(given.map(({ value }) => value)),
		read: given.map(({ path }) => path)
	};
}
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;
/**
* A decimal value as its text: decimal text as it is, a JSON number (which the validators accept for
* a decimal field) as its shortest plain text; undefined for anything else, or a number JavaScript
* writes with an exponent.
*/
export function decimalText(value) {
	const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
	return typeof text === "string" && DECIMAL.test(text) ? text : undefined;
}
/** Decimal texts added exactly, written with the most digits after the point any of them has. */
export function addDecimals(values) {
	const scale = Math.max(...values.map((value) => value.includes(".") ? value.length - value.indexOf(".") - 1 : 0));
	const units = values.reduce((total, value) => total + unitsOf(value, scale), 0n);
	const negative = units < 0n;
	const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
	const whole = digits.slice(0, digits.length - scale);
	return `${negative ? "-" : ""}${whole}${scale === 0 ? "" : `.${digits.slice(digits.length - scale)}`}`;
}
function unitsOf(value, scale) {
	const [whole = "0", fraction = ""] = value.replace(/^-/, "").split(".");
	const units = BigInt(whole + fraction.padEnd(scale, "0"));
	return value.startsWith("-") ? -units : units;
}
/**
* Whether two values an order keeps are the same: decimals by their value, whether written as text or
* as JSON numbers ("10.0" is "10.00" is 10), anything else as it is.
*/
export function sameKeptValue(a, b) {
	const [left, right] = [decimalText(a), decimalText(b)];
	if (left !== undefined && right !== undefined) {
		const scale = Math.max(left.length, right.length);
		return unitsOf(left, scale) === unitsOf(right, scale);
	}
	return a === b;
}
