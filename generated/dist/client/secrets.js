/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/client) */
// What the client never lets out of a call: the password, the Authorization header and the values
// its masking hid in the request it sent. A hostile or broken server can echo any of them back, in a
// body that is not JSON, in its error object, in a key, a header or a redirect's target, written as
// it was or JSON-escaped, URL-encoded, in another case; everything the client keeps of an answer
// (errors, their raw text and headers, log events) passes through `Secrets` first. Card numbers are
// found by meaning too (card-numbers.ts), whoever sent them.
import { cardDigits, hideCardNumbers } from "./card-numbers.js";
import { cutKey, REDACTED } from "./masking.js";
import { setOwn } from "./own-properties.js";
/**
* The shortest value searched for: a shorter one would blot out ordinary text wherever it occurs
* (a 4-character password "2024" in every date). The client refuses a shorter password, and a value
* of the request shorter than this is masked in its log events but not searched for in answers.
*/
export const SHORTEST_SECRET = 8;
/**
* The longest value searched for in every written form. Past it a value is searched for only as it
* is: the pattern of its forms grows some thirty times its length (a 16 MB field of the request
* once made a pattern the process could not compile), and an answer long enough to echo such a
* value escaped is past what a gateway sends.
*/
export const LONGEST_SECRET_IN_EVERY_FORM = 1024;
/** The replacement in a header name, which must stay a token. */
const REDACTED_NAME = "redacted";
/** Deeper than this, a copy of a value stops. */
const MAX_DEPTH = 64;
export class Secrets {
	#values;
	/** Every secret in any of its written forms, longest first, in any case; undefined when there is none. */
	#pattern;
	/** The secrets too long for the pattern, longest first: found as they are. */
	#long;
	/** The digits of the secrets written as card numbers, found however they are grouped. */
	#cards;
	constructor(values) {
		const kept = [...new Set([...values].filter((value) => [...value].length >= SHORTEST_SECRET))];
		this.#values = kept;
		const long = (value) => value.length > LONGEST_SECRET_IN_EVERY_FORM;
		this.#long = kept.filter(long).sort((a, b) => b.length - a.length);
		const forms = [...new Set(kept.filter((value) => !long(value)).flatMap((value) => [value, ...hostForm(value)]))].sort((a, b) => b.length - a.length);
		this.#pattern = forms.length === 0 ? undefined : new RegExp(forms.map(writtenForms).join("|"), "giu");
		this.#cards = new Set(kept.flatMap((value) => cardDigits(value) ?? []));
	}
	/** The secrets of one call: these, and the string and number values the masking hid in its request. */
	with(values) {
		return new Secrets([...this.#values, ...values.flatMap((value) => leaves(value, 0))]);
	}
	/** The text with every secret and card number replaced. */
	text(text, replacement = REDACTED) {
		let scrubbed = text;
		for (const value of this.#long) scrubbed = scrubbed.split(value).join(replacement);
		if (this.#pattern !== undefined) scrubbed = scrubbed.replace(this.#pattern, replacement);
		return hideCardNumbers(scrubbed, this.#cards, replacement);
	}
	/** A dotted path (a finding's field): scrubbed, each key cut past its longest shown length. */
	path(path) {
		return this.text(path).split(".").map(cutKey).join(".");
	}
	/** A copy of a JSON-like value with every string, key and card-like number scrubbed; deeper than a log line needs stops. */
	value(value, depth = 0) {
		if (typeof value === "string") return this.text(value);
		if (typeof value === "number") return this.text(String(value)) === String(value) ? value : REDACTED;
		if (typeof value !== "object" || value === null) return value;
		if (depth > MAX_DEPTH) return REDACTED;
		if (Array.isArray(value)) return value.map((item) => this.value(item, depth + 1));
		const copy = {};
		for (const [key, inner] of Object.entries(value)) setOwn(copy, cutKey(this.text(key)), this.value(inner, depth + 1));
		return copy;
	}
	/** A finding (or error object) scrubbed, its field as a path: no key of it equals a secret or is a card number, none is endless. */
	finding(finding, field) {
		const copy = {};
		for (const [key, inner] of Object.entries(finding)) setOwn(copy, key, inner === field && typeof inner === "string" ? this.path(inner) : this.value(inner));
		return copy;
	}
	/**
	* An error as a plain Error with its name, code and message scrubbed, and its cause chain likewise:
	* whatever else the platform hung on it (a parser's copy of the received bytes) is left behind.
	*/
	error(error, depth = 0) {
		const source = typeof error === "object" && error !== null ? error : { message: String(error) };
		const cause = depth < 8 && source.cause !== undefined ? { cause: this.error(source.cause, depth + 1) } : undefined;
		const copy = new Error(this.text(String(source.message ?? "")), cause);
		copy.name = this.text(String(source.name ?? "Error"));
		if (typeof source.code === "string") Object.assign(copy, { code: this.text(source.code) });
		copy.stack = `${copy.name}: ${copy.message}`;
		return copy;
	}
	/** Headers with their names (kept tokens) and values scrubbed. */
	headers(headers) {
		const copy = new Headers();
		headers.forEach((value, name) => copy.append(this.text(name, REDACTED_NAME), this.text(value)));
		return copy;
	}
}
/** A value's strings and numbers, as text: a masked value may be a whole object. */
function leaves(value, depth) {
	if (typeof value === "string" || typeof value === "number") return [String(value)];
	if (depth > MAX_DEPTH || typeof value !== "object" || value === null) return [];
	return Object.values(value).flatMap((inner) => leaves(inner, depth + 1));
}
/** A secret as a host name writes it (lower case, IDNA), when it can be one: a redirect's target may hold it so. */
function hostForm(value) {
	if (/[\s/\\?#@:%[\]]/.test(value)) return [];
	try {
		const host = new URL(`http://${value}/`).hostname;
		return host.toLowerCase() === value.toLowerCase() ? [] : [host];
	} catch {
		return [];
	}
}
/**
* A pattern of a secret in every form a server may write it: each character as it is, JSON-escaped
* (`\/`, `\u00f6`, a surrogate pair) or percent-encoded (`%C3%B6`, `+` for a space), in any mix.
*/
function writtenForms(secret) {
	return [...secret].map(characterForms).join("");
}
const JSON_SHORT_ESCAPES = {
	"\"": "\\\"",
	"\\": "\\\\",
	"/": "\\/",
	"\b": "\\b",
	"\f": "\\f",
	"\n": "\\n",
	"\r": "\\r",
	"	": "\\t"
};
function characterForms(character) {
	const units = [...Array(character.length).keys()].map((index) => `\\u${hex4(character.charCodeAt(index))}`).join("");
	const bytes = [...new TextEncoder().encode(character)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
	const forms = new Set([
		character,
		units,
		bytes,
		...character === " " ? ["+"] : [],
		...Object.hasOwn(JSON_SHORT_ESCAPES, character) ? [JSON_SHORT_ESCAPES[character]] : []
	]);
	return `(?:${[...forms].map(escapeRegExp).join("|")})`;
}
function hex4(unit) {
	return unit.toString(16).padStart(4, "0");
}
function escapeRegExp(text) {
	return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
