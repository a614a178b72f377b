// JSON numbers written with the spec's own digits. JSON.stringify goes through a double, and
// 9999999999999999 has none: it would print 10000000000000000. Such a number travels as a marked
// string and is put back as bare digits once the document is text.

const MARK = "\u0000number:";

/** A number the spec wrote as text, printed exactly by `stringifyJson`. */
export class ExactNumber {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `${MARK}${this.text}`;
  }
}

/** The plain number when a double holds it exactly, an `ExactNumber` otherwise. */
export function jsonNumber(text: string): number | ExactNumber {
  const value = Number(text);
  return String(value) === text ? value : new ExactNumber(text);
}

/** `space` 0 writes compact JSON (the test vectors write one case per line). */
export function stringifyJson(value: unknown, space = 2): string {
  return `${JSON.stringify(value, null, space).replace(/"\\u0000number:(-?[0-9]+(?:\.[0-9]+)?)"/g, "$1")}\n`;
}
