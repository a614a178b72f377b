// Character sets checked through an ASCII table, with the set's regular expression for any other
// character: the answer must be the regular expression's, for every text. Tables are built as a
// generated module builds them, from the members the emitter lists.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asciiSet, inCharset } from "../../templates/package/src/runtime/validation.js";
import { asciiMembers } from "../../generator/emit/validators/constant-pool.js";

describe("inCharset", () => {
  it("answers for ASCII from the table and for other characters from the pattern", () => {
    const charset = "a-zé\\-";
    const table = asciiSet(asciiMembers(charset));
    const check = (text: string) => inCharset(text, table, new RegExp(`^[${charset}]*$`, "u"));
    expect(check("")).toBe(true);
    expect(check("abc-z")).toBe(true);
    expect(check("abC")).toBe(false);
    expect(check("café")).toBe(true);
    expect(check("naïve")).toBe(false);
    expect(check("a😀")).toBe(false);
  });

  it.each(["A-Z", "0-9a-zA-Z\\-_", " -~", "\\x00-\\x7F", "a-zA-Z0-9 .,'\\u00C0-\\u017F", "a\\x80-\\xFF"])(
    "agrees with /^[%s]*$/u on any text",
    (charset) => {
      const pattern = new RegExp(`^[${charset}]*$`, "u");
      const table = asciiSet(asciiMembers(charset));
      const characters = fc.constantFrom(
        "a",
        "Z",
        "0",
        "-",
        "_",
        " ",
        "~",
        "\u007f",
        "\u0080",
        "\u0000",
        "é",
        "Ÿ",
        "ſ",
        "€",
        "😀",
        "\ud800",
      );
      fc.assert(
        fc.property(fc.array(characters, { maxLength: 12 }), (parts) => {
          const text = parts.join("");
          expect(inCharset(text, table, pattern)).toBe(pattern.test(text));
        }),
      );
    },
  );
});
