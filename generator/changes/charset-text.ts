// A character set (the body of a regular-expression class) in one canonical writing: its ranges in
// code point order, so that `0-9a-zA-Z` and `a-zA-Z0-9` compare equal and the report shows one form.

import { JS } from "refa";
import { boundedMemo } from "../cache/bounded-memo.js";

/** Characters that mean something inside a class, escaped when they stand for themselves. */
const SPECIAL = new Set(["\\", "]", "[", "^", "-"]);

/** The canonical writing of `charset`, or the text itself when it cannot be read. */
export function canonicalCharset(charset: string): string {
  return canonicalByCharset.get(charset) ?? canonicalByCharset.set(charset, canonicalWriting(charset), charset.length);
}

/** Each character set's writing, made once: a run compares the same few sets in every version and release. */
const canonicalByCharset = boundedMemo<string>(1_000_000);

function canonicalWriting(charset: string): string {
  let ranges: readonly { min: number; max: number }[];
  try {
    const element = JS.Parser.fromLiteral({ source: `[${charset}]`, flags: "u" }).parse().expression.alternatives[0]?.elements[0];
    if (element?.type !== "CharacterClass") return charset;
    ranges = element.characters.ranges;
  } catch {
    return charset;
  }
  return ranges
    .map(({ min, max }) => (min === max ? character(min) : `${character(min)}${max === min + 1 ? "" : "-"}${character(max)}`))
    .join("");
}

function character(code: number): string {
  const text = String.fromCodePoint(code);
  if (SPECIAL.has(text)) return `\\${text}`;
  return code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff) ? `\\u{${code.toString(16)}}` : text;
}
