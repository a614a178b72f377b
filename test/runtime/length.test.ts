// Lengths in code points, as the seed counts characters: `codePointLength` skips its loop for text
// with no high surrogate (most text, which the engine answers for without reading), `lengthWithin`
// settles most bounds from the UTF-16 length alone. Both must count as `[...text].length` does, lone
// surrogates included, short and long.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codePointLength, lengthWithin } from "../../templates/package/src/runtime/validation.js";

/**
 * Text of any length around the loop's threshold, of one-byte, two-byte and astral characters, lone
 * halves, and a character just above the low halves (a high half before it is alone).
 */
const text = fc.string({
  unit: fc.constantFrom("a", "é", "中", "😀", "\ud800", "\udc00", "\ue000", "\u{10ffff}"),
  maxLength: 40,
});

describe("code point lengths", () => {
  it("counts as the string iterator does, whatever the text", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(codePointLength(value)).toBe([...value].length);
      }),
      { numRuns: 3000 },
    );
  });

  it("counts long text of each kind", () => {
    expect(codePointLength("a".repeat(2049))).toBe(2049);
    expect(codePointLength("é".repeat(100))).toBe(100);
    expect(codePointLength(`${"a".repeat(30)}😀`)).toBe(31);
    expect(codePointLength(`${"😀".repeat(20)}\ud800`)).toBe(21);
    expect(codePointLength(`${"中".repeat(20)}\udc00\ud800`)).toBe(22);
  });

  it("judges bounds as counting does", () => {
    fc.assert(
      fc.property(text, fc.nat(45), fc.nat(45), (value, low, span) => {
        const count = [...value].length;
        expect(lengthWithin(value, low, low + span)).toBe(count >= low && count <= low + span);
      }),
      { numRuns: 3000 },
    );
  });
});
