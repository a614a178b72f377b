/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// The array items and object keys of a JSON text, counted while its bytes arrive: the double refuses a
// body that holds more than it takes before parsing it (JSON.parse of millions of items holds the
// event loop for seconds, and the checks that walk them longer) and before reading the rest of it.
// A scan, not a parse: it keeps one flag per open container and whether it is inside a string. It
// reads bytes, not characters: every byte of a multi-byte UTF-8 character is 0x80 or above, never a
// quote, a backslash, a bracket or a comma. On a text that is not JSON its counts are an estimate
// (JSON.parse refuses that text later); on JSON they are exact.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** What a byte outside strings can be: JSON's whitespace (RFC 8259), a byte of structure, or anything else. */
const OTHER = 0;
const WHITESPACE = 1;
const STRUCTURE = 2;
const BYTE_KINDS = /* @__PURE__ */ (() => {
  const kinds = new Uint8Array(256).fill(OTHER);
  for (const byte of [0x20, 0x09, 0x0a, 0x0d]) kinds[byte] = WHITESPACE;
  for (const byte of [QUOTE, COMMA, OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT]) kinds[byte] = STRUCTURE;
  return kinds;
})();

/**
 * Where the next quote or backslash of `chunk` is, from `at`, searched natively and only past the
 * last one found, so that a chunk is searched once whatever its strings hold.
 */
class StringStops {
  #quote = -2;
  #backslash = -2;

  constructor(readonly chunk: Uint8Array) {}

  /** The index of the first quote or backslash at or after `at`, or the chunk's length. */
  next(at: number): number {
    if (this.#quote !== -1 && this.#quote < at) this.#quote = this.chunk.indexOf(QUOTE, at);
    if (this.#backslash !== -1 && this.#backslash < at) this.#backslash = this.chunk.indexOf(BACKSLASH, at);
    const quote = this.#quote === -1 ? this.chunk.length : this.#quote;
    return this.#backslash === -1 ? quote : Math.min(quote, this.#backslash);
  }
}

export class JsonCounter {
  /** Items of every array, nested ones included. */
  items = 0;
  /** Keys of every object, nested ones included. */
  keys = 0;
  /** The open containers, innermost last: true for an array, false for an object. */
  readonly #arrays: boolean[] = [];
  /** The innermost open container has no member yet. */
  #empty = false;
  /** Inside a string, and just after its backslash. */
  #inString = false;
  #escaped = false;

  /** Counts the members whose first byte is in `chunk`, going on from where the last chunk ended. */
  add(chunk: Uint8Array): void {
    const stops = new StringStops(chunk);
    for (let at = 0; at < chunk.length; at++) {
      // The byte after a backslash in a string is escaped, whatever it is.
      if (this.#escaped) this.#escaped = false;
      else if (this.#inString) at = this.#stringStop(chunk, stops.next(at));
      // Digits, letters and whitespace change nothing once the innermost container has a member.
      else if (this.#empty || BYTE_KINDS[chunk[at] as number] === STRUCTURE) this.#outsideString(chunk[at] as number);
    }
  }

  /** Takes the quote or backslash a string's bytes stop at (none at the chunk's end); returns where it is. */
  #stringStop(chunk: Uint8Array, at: number): number {
    if (chunk[at] === BACKSLASH) this.#escaped = true;
    else if (chunk[at] === QUOTE) this.#inString = false;
    return at;
  }

  #outsideString(byte: number): void {
    const kind = BYTE_KINDS[byte];
    if (kind === WHITESPACE) return;
    if (this.#empty) this.#firstMember(byte);
    if (kind === STRUCTURE) this.#structureByte(byte);
  }

  #structureByte(byte: number): void {
    if (byte === QUOTE) this.#inString = true;
    else if (byte === COMMA) this.#count();
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) this.#open(byte === OPEN_ARRAY);
    else this.#arrays.pop();
  }

  /** The first byte in a container that has no member yet: anything but its closing bracket starts its first member. */
  #firstMember(byte: number): void {
    this.#empty = false;
    if (byte !== (this.#arrays.at(-1) ? CLOSE_ARRAY : CLOSE_OBJECT)) this.#count();
  }

  #open(isArray: boolean): void {
    this.#arrays.push(isArray);
    this.#empty = true;
  }

  /** One more member of the innermost container; none outside every container. */
  #count(): void {
    const inArray = this.#arrays.at(-1);
    if (inArray === true) this.items++;
    else if (inArray === false) this.keys++;
  }
}
