// A character set in one canonical writing (generator/changes/charset-text.ts), as the change report
// compares and shows charsets: ranges in code point order, special characters escaped, control
// characters and lone surrogates as code points, and a set it cannot read left as it was written.
import { describe, expect, it } from "vitest";
import { canonicalCharset } from "../../generator/changes/charset-text.js";

describe("canonicalCharset", () => {
  it.each([
    ["ranges in code point order", "a-zA-Z0-9", "0-9A-Za-z"],
    ["two neighbours as two characters, not a range", "ba", "ab"],
    ["a range of three kept a range", "a-c", "a-c"],
    ["a backslash escaped", "\\\\", "\\\\"],
    ["a closing bracket escaped", "\\]", "\\]"],
    ["an opening bracket escaped", "\\[", "\\["],
    ["a caret escaped", "\\^", "\\^"],
    ["a dash escaped", "-", "\\-"],
    ["special characters in a row as a range of escapes", "\\[\\\\\\]\\^", "\\[-\\^"],
    ["control characters and delete as code points", "\\u0000-\\u001F\\u007F", "\\u{0}-\\u{1f}\\u{7f}"],
    ["lone surrogates as code points, both ends of their block (low before high: no pair)", "\\uDFFF\\uD800", "\\u{d800}\\u{dfff}"],
    ["the characters either side of the surrogates as themselves", "\\uD7FF\\uE000", "\u{d7ff}\u{e000}"],
  ])("%s", (_, charset, canonical) => {
    expect(canonicalCharset(charset)).toBe(canonical);
  });

  it("leaves a set it cannot read as it was written (a range out of order, an unclosed escape)", () => {
    expect(canonicalCharset("z-a")).toBe("z-a");
    expect(canonicalCharset("\\")).toBe("\\");
  });
});
