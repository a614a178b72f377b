import { hasOwn, isRecord } from "./validation.js";
const ZERO = {
	units: 0,
	scale: 0
};
const ONE = {
	units: 1,
	scale: 0
};
/** Digits that always fit a safe integer. */
const SAFE_DIGITS = 15;
/**
* Decimal text, `-?[0-9]+(\.[0-9]+)?`, read character by character: a rule asks this of each of its
* parts, and on such short text a regular-expression call costs more than the whole reading.
*/
export function isDecimalText(text) {
	// The length bounds guard nothing (past the end charCodeAt gives NaN, no digit), but V8 reads a
	// character past the end twice as slowly as one within: measured, 20 million calls.
	let index = text.charCodeAt(0) === 45 ? 1 : 0;
	const wholeStart = index;
	while (index < text.length && isDigit(text.charCodeAt(index))) index++;
	if (index === wholeStart) return false;
	if (index === text.length) return true;
	if (text.charCodeAt(index) !== 46) return false;
	const fractionStart = ++index;
	while (index < text.length && isDigit(text.charCodeAt(index))) index++;
	return index === text.length && index > fractionStart;
}
function isDigit(code) {
	return code >= 48 && code <= 57;
}
/** The text of a decimal given as a string or a JSON number; undefined for anything else. */
export function decimalText(value) {
	if (typeof value === "string") return value;
	if (typeof value === "number" && Number.isFinite(value)) return numberText(value);
	return undefined;
}
const EXPONENT_FORM = /^(-?)([0-9]+)(?:\.([0-9]+))?e([+-][0-9]+)$/;
/**
* A JSON number in plain decimal notation: its shortest form, with any exponent written out.
* JavaScript writes an exponent only from 1e21 up (at most 17 digits, so the point falls after them
* all) and below 1e-6 (the point falls before them all): never a point among the digits.
*/
function numberText(value) {
	const text = String(value);
	const match = EXPONENT_FORM.exec(text);
	if (!match) return text;
	// The pattern's sign, whole and exponent groups always match (the sign perhaps empty).
	const [, sign, whole, fraction = "", exponent] = match;
	const digits = whole + fraction;
	const point = whole.length + Number(exponent);
	return point <= 0 ? `${sign}0.${"0".repeat(-point)}${digits}` : `${sign}${digits}${"0".repeat(point - digits.length)}`;
}
export function decimalScale(text) {
	const point = text.indexOf(".");
	return point === -1 ? 0 : text.length - point - 1;
}
function toFixed(text) {
	const scale = decimalScale(text);
	// Up to 15 digits, read digit by digit into a Number (exact below 2^53): no text is cut or joined.
	const units = digitUnits(text);
	if (!Number.isNaN(units)) return {
		units,
		scale
	};
	// BigInt reads the sign: only the point is taken out.
	return {
		units: BigInt(scale === 0 ? text : text.slice(0, -scale - 1) + text.slice(-scale)),
		scale
	};
}
// Number arithmetic is exact while its result is a safe integer; past that the operands go to BigInt.
// The check is written out in each operation: no closure is made on this hot path.
function plus(a, b) {
	if (typeof a === "number" && typeof b === "number") {
		const exact = a + b;
		if (Number.isSafeInteger(exact)) return exact;
	}
	return BigInt(a) + BigInt(b);
}
function times(a, b) {
	if (typeof a === "number" && typeof b === "number") {
		const exact = a * b;
		if (Number.isSafeInteger(exact)) return exact;
	}
	return BigInt(a) * BigInt(b);
}
function scaleUp(units, digits) {
	if (digits === 0) return units;
	// 10 ** digits is exact to 10 ** 22; the product, checked, is exact where it is safe.
	if (typeof units === "number") {
		const exact = units * 10 ** digits;
		if (Number.isSafeInteger(exact)) return exact;
	}
	return BigInt(units) * 10n ** BigInt(digits);
}
function addFixed(a, b) {
	const scale = Math.max(a.scale, b.scale);
	return {
		units: plus(scaleUp(a.units, scale - a.scale), scaleUp(b.units, scale - b.scale)),
		scale
	};
}
function multiplyFixed(a, b) {
	return {
		units: times(a.units, b.units),
		scale: a.scale + b.scale
	};
}
function digitsOf(text) {
	const negative = text.startsWith("-");
	const point = text.indexOf(".");
	let start = negative ? 1 : 0;
	const wholeEnd = point === -1 ? text.length : point;
	// The bound guards nothing (the whole part ends at the point or the text's end, neither a zero),
	// but a zero value ("0") would read past the end: 20 million reads, 0.10 s with it, 0.19 s without.
	while (start < wholeEnd && text.charCodeAt(start) === 48) start++;
	let end = text.length;
	// The point stops the trailing zeros' run, as the text's start stops the leading zeros'.
	if (point !== -1) while (text.charCodeAt(end - 1) === 48) end--;
	const whole = text.slice(start, wholeEnd);
	const fraction = point === -1 ? "" : text.slice(point + 1, end);
	const sign = whole === "" && fraction === "" ? 0 : negative ? -1 : 1;
	return {
		sign,
		whole,
		fraction
	};
}
/** -1, 0 or 1. Both arguments must be decimal text (`isDecimalText`). */
export function compareDecimals(a, b) {
	const left = digitsOf(a);
	const right = digitsOf(b);
	if (left.sign !== right.sign) return left.sign < right.sign ? -1 : 1;
	const order = compareMagnitudes(left, right);
	return order === 0 ? 0 : left.sign * order;
}
function compareMagnitudes(left, right) {
	if (left.whole.length !== right.whole.length) return left.whole.length < right.whole.length ? -1 : 1;
	if (left.whole !== right.whole) return left.whole < right.whole ? -1 : 1;
	if (left.fraction !== right.fraction) return left.fraction < right.fraction ? -1 : 1;
	return 0;
}
/**
* The value of an own key of a JSON object, or undefined. The rules read their parts with this, one
* key at a time as the generated code writes them out. (Own, not also enumerable: V8 answers
* `hasOwnProperty` inline and `propertyIsEnumerable` only by a call, which cost a small body with
* several rules a third of its time; every key JSON.parse makes is both.)
*/
export function ownAt(value, key) {
	return isRecord(value) && hasOwn(value, key) ? value[key] : undefined;
}
/**
* A decimal for a rule, read at `path` (dotted, without indexes, as refusals name it): undefined when
* absent, null when refused or not a decimal (the rule is not evaluated on it). Its form is checked
* where it is added up (`sumDiffers` reads each part once).
*/
export function ruleDecimal(value, path, refused) {
	if (refused.covers(path)) return null;
	if (value === undefined) return undefined;
	return decimalText(value) ?? null;
}
function asRuleDecimal(value) {
	if (value === undefined) return undefined;
	const text = decimalText(value);
	return text !== undefined && isDecimalText(text) ? text : null;
}
/**
* A sum-of-products rule is broken: the products' sum is carried and differs from `total` (as
* `ruleDecimal` reads it; text of no decimal form is not judged). `items` is the list read at `path`
* (dotted as for `ruleDecimal`).
*/
export function productsSumDiffers(items, path, factors, refused, total) {
	if (!isDecimalText(total)) return false;
	const sum = productsSum(items, path, factors, refused);
	return sum !== null && differs(sum, total);
}
/**
* A sum rule is broken: the present parts added, minus those subtracted, differ from `total`. Parts
* are as `ruleDecimal` reads them: decimal text, undefined when absent (adds nothing), null when
* refused or not a decimal (then the rule is not judged); a part or total that is no decimal text is
* not judged either. An `anyPart` rule applies only when some added part is present. The sum stays in
* units until the comparison: no text is built on the way.
*/
export function sumDiffers(total, added, subtracted, anyPart) {
	let present = false;
	for (const value of added) {
		if (value === null) return false;
		if (value !== undefined) present = true;
	}
	if (subtracted.includes(null) || anyPart && !present) return false;
	const quick = quickSumDiffers(total, added, subtracted);
	if (quick !== QUICK_OVERFLOW) return quick === QUICK_DIFFERS;
	if (!isDecimalText(total) || !added.every(isAbsentOrDecimal) || !subtracted.every(isAbsentOrDecimal)) return false;
	let sum = ZERO;
	for (const value of added) if (typeof value === "string") sum = addFixed(sum, toFixed(value));
	for (const value of subtracted) if (typeof value === "string") sum = addFixed(sum, negated(toFixed(value)));
	return differs(sum, total);
}
const isAbsentOrDecimal = (value) => typeof value !== "string" || isDecimalText(value);
/** 10 to the power of the index, every power a safe integer. */
const POWERS_OF_TEN = Array.from({ length: SAFE_DIGITS + 1 }, (_, power) => 10 ** power);
/** What the quick sum found: equal, different, a value of no decimal form (not judged), or no exact answer. */
const QUICK_EQUAL = 0;
const QUICK_DIFFERS = 1;
const QUICK_NOT_DECIMAL = 2;
const QUICK_OVERFLOW = 3;
/**
* `sumDiffers` in plain Numbers, for the usual rule: parts and total of at most 15 digits whose sum
* stays a safe integer. Every step is checked to be one (exact, then); QUICK_OVERFLOW sends the sum
* to the general path. Each value is read once (`readUnits`: form, digits and places). Allocates
* nothing: on a small body the rule would otherwise cost more than the checks.
*/
function quickSumDiffers(total, added, subtracted) {
	const totalUnits = readUnits(total);
	if (totalUnits === undefined) return QUICK_NOT_DECIMAL;
	let units = -totalUnits;
	let scale = unitsScale;
	for (let index = 0; index < added.length + subtracted.length; index++) {
		const part = index < added.length ? added[index] : subtracted[index - added.length];
		if (typeof part !== "string") continue;
		const read = readUnits(part);
		if (read === undefined) return QUICK_NOT_DECIMAL;
		const partScale = unitsScale;
		let partUnits = index < added.length ? read : -read;
		if (partScale > scale) {
			units *= POWERS_OF_TEN[partScale - scale] ?? Number.NaN;
			scale = partScale;
		} else partUnits *= POWERS_OF_TEN[scale - partScale] ?? Number.NaN;
		units += partUnits;
		if (!Number.isSafeInteger(units) || !Number.isSafeInteger(partUnits)) return QUICK_OVERFLOW;
	}
	if (!Number.isSafeInteger(units)) return QUICK_OVERFLOW;
	return units === 0 ? QUICK_EQUAL : QUICK_DIFFERS;
}
/**
* The places of the text `readUnits` read last: set by it and read right after, with no other code
* between (a second result without allocating one).
*/
let unitsScale = 0;
/**
* Decimal text (`-?[0-9]+(\.[0-9]+)?`) read once: its digits as an integer, sign kept, or NaN past
* 15 digits; its places in `unitsScale`. Undefined for text of another form.
*/
function readUnits(text) {
	const negative = text.charCodeAt(0) === 45;
	const start = negative ? 1 : 0;
	let units = 0;
	let digits = 0;
	let point = -1;
	for (let index = start; index < text.length; index++) {
		const code = text.charCodeAt(index);
		if (code === 46) {
			if (point !== -1 || index === start) return undefined;
			point = index;
		} else if (code < 48 || code > 57) return undefined;
		else if (++digits <= SAFE_DIGITS) units = units * 10 + (code - 48);
	}
	if (digits === 0 || point === text.length - 1) return undefined;
	unitsScale = point === -1 ? 0 : text.length - point - 1;
	if (digits > SAFE_DIGITS) return Number.NaN;
	return negative ? -units : units;
}
/** The digits of decimal text as an integer (sign kept), or NaN past 15 digits (read no further). */
function digitUnits(text) {
	const negative = text.charCodeAt(0) === 45;
	let units = 0;
	let digits = 0;
	for (let index = negative ? 1 : 0; index < text.length; index++) {
		const code = text.charCodeAt(index);
		if (code === 46) continue;
		if (++digits > SAFE_DIGITS) return Number.NaN;
		units = units * 10 + (code - 48);
	}
	return negative ? -units : units;
}
function negated(value) {
	return {
		units: -value.units,
		scale: value.scale
	};
}
function differs(sum, total) {
	const { units } = addFixed(sum, negated(toFixed(total)));
	return typeof units === "bigint" ? units !== 0n : units !== 0;
}
/**
* The sum over the list `items` (read at `path`) of the product of `factors`, exactly. An item missing
* a factor adds zero. Null when a factor is refused or not a decimal, or no item carries every factor.
*/
function productsSum(items, path, factors, refused) {
	if (refused.covers(path) || !Array.isArray(items)) return null;
	const list = `${path}[`;
	// Item paths are built and looked up only when something inside the list was refused.
	const itemsRefused = refused.anyStartingWith(list);
	let total = ZERO;
	let carried = false;
	for (let index = 0; index < items.length; index++) {
		const item = items[index];
		if (!isRecord(item)) return null;
		let product = ONE;
		let complete = true;
		for (const factor of factors) {
			if (itemsRefused && refused.has(`${list}${index}].${factor}`)) return null;
			const value = asRuleDecimal(hasOwn(item, factor) ? item[factor] : undefined);
			if (value === null) return null;
			if (value === undefined) complete = false;
			else if (complete) product = multiplyFixed(product, toFixed(value));
		}
		if (complete) {
			total = addFixed(total, product);
			carried = true;
		}
	}
	return carried ? total : null;
}
