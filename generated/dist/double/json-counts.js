/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// The array items and object keys of a JSON text, counted while its bytes arrive: the double refuses a
// body that holds more than it takes before parsing it (JSON.parse of millions of items holds the
// event loop for seconds, and the checks that walk them longer) and before reading the rest of it.
// A scan, not a parse: it keeps one flag per open container and whether it is inside a string. It
// reads bytes, not characters: every byte of a multi-byte UTF-8 character is 0x80 or above, never a
// quote, a backslash, a bracket or a comma. On a text that is not JSON its counts are an estimate
// (JSON.parse refuses that text later); on JSON they are exact.
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
/** What a byte outside strings is: JSON's whitespace (RFC 8259), a byte of structure, or (0) anything else. */
const WHITESPACE = 1;
const STRUCTURE = 2;
const BYTE_KINDS = /* @__PURE__ */ (() => {
	const kinds = new Uint8Array(256);
	for (const byte of [
		32,
		9,
		10,
		13
	]) kinds[byte] = WHITESPACE;
	for (const byte of [
		QUOTE,
		COMMA,
		OPEN_ARRAY,
		CLOSE_ARRAY,
		OPEN_OBJECT,
		CLOSE_OBJECT
	]) kinds[byte] = STRUCTURE;
	return kinds;
})();
/**
* How many backslashes stand right before `end`. The run never reaches back past where the search
* began: the byte before that is a quote (the string's own, or an escaped one), or there is none.
*/
function backslashesBefore(chunk, end) {
	let at = end;
	while (chunk[at - 1] === BACKSLASH) at--;
	return end - at;
}
export class JsonCounter {
	/** Items of every array, nested ones included. */
	items = 0;
	/** Keys of every object, nested ones included. */
	keys = 0;
	/** The open containers, innermost last: true for an array, false for an object. */
	#arrays = [];
	/** The innermost open container has no member yet. */
	#empty = false;
	#inString = false;
	/** Inside a string, the backslashes that ended the last chunk (a run may go on in the next). */
	#backslashes = 0;
	/** Counts the members whose first byte is in `chunk`, going on from where the last chunk ended. */
	add(chunk) {
		for (let at = 0; at < chunk.length; at++) {
			if (this.#inString) at = this.#throughString(chunk, at);
			else if (this.#empty) this.#firstByteInContainer(chunk[at]);
			else if (BYTE_KINDS[chunk[at]] === STRUCTURE) this.#structureByte(chunk[at]);
		}
	}
	/**
	* Goes on inside a string from `at` to its closing quote, found by a native search: a quote after
	* an odd run of backslashes is escaped, and the string goes on after it. Returns where it stopped:
	* the quote, or the chunk's end.
	*/
	#throughString(chunk, at) {
		const quote = chunk.indexOf(QUOTE, at);
		const end = quote === -1 ? chunk.length : quote;
		const run = backslashesBefore(chunk, end);
		const backslashes = run === end - at ? this.#backslashes + run : run;
		this.#backslashes = quote === -1 ? backslashes : 0;
		if (quote !== -1 && backslashes % 2 === 0) this.#inString = false;
		return end;
	}
	/** A byte in a container with no member yet: past whitespace, anything but its closing bracket starts its first member. */
	#firstByteInContainer(byte) {
		const kind = BYTE_KINDS[byte];
		if (kind === WHITESPACE) return;
		this.#empty = false;
		if (byte !== (this.#arrays.at(-1) ? CLOSE_ARRAY : CLOSE_OBJECT)) this.#count();
		if (kind === STRUCTURE) this.#structureByte(byte);
	}
	/** A quote, a comma, or a bracket (the only bytes that reach here): `]` and `}` close the innermost container. */
	#structureByte(byte) {
		if (byte === QUOTE) this.#inString = true;
		else if (byte === COMMA) this.#count();
		else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) this.#open(byte === OPEN_ARRAY);
		else this.#arrays.pop();
	}
	#open(isArray) {
		this.#arrays.push(isArray);
		this.#empty = true;
	}
	/** One more member of the innermost container; none outside every container. */
	#count() {
		const inArray = this.#arrays.at(-1);
		if (inArray === true) this.items++;
		else if (inArray === false) this.keys++;
	}
}
