export function invalid(field, explanation) {
	return {
		cause: "INVALID_REQUEST",
		field,
		validationType: "INVALID",
		explanation
	};
}
export function missing(field, explanation = "A value is required.") {
	return {
		cause: "INVALID_REQUEST",
		field,
		validationType: "MISSING",
		explanation
	};
}
export function unsupported(field, explanation = "The field is not supported.") {
	return {
		cause: "INVALID_REQUEST",
		field,
		validationType: "UNSUPPORTED",
		explanation
	};
}
export function toResult(errors) {
	return errors.length === 0 ? { valid: true } : {
		valid: false,
		errors
	};
}
/** A JSON object: not null, not an array. Prototype keys are never read through it. */
export function isRecord(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
const hasOwnProperty = Object.prototype.hasOwnProperty;
export function hasOwn(value, key) {
	return hasOwnProperty.call(value, key);
}
/** Length in characters (code points), as the seed's bounds count them. */
export function codePointLength(text) {
	let length = text.length;
	for (let i = 0; i < text.length; i++) {
		const unit = text.charCodeAt(i);
		if (unit >= 55296 && unit <= 56319 && i + 1 < text.length) {
			const next = text.charCodeAt(i + 1);
			if (next >= 56320 && next <= 57343) {
				length--;
				i++;
			}
		}
	}
	return length;
}
/**
* Whether the length in characters (code points) is within [min, max]. A string of n UTF-16 units
* has between ceil(n / 2) and n code points, so most strings are settled without counting them.
*/
export function lengthWithin(text, min, max) {
	const units = text.length;
	const fewest = Math.ceil(units / 2);
	if (units <= max && fewest >= min) return true;
	if (units < min || fewest > max) return false;
	const length = codePointLength(text);
	return length >= min && length <= max;
}
export function joinPath(path, key) {
	return path === "" ? key : `${path}.${key}`;
}
