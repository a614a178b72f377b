// What a value that breaks a character set or a pattern is told: the rule in words, never the
// regular expression (tables of given and wanted, as openapi-typescript writes them).

import { describe, expect, it } from "vitest";
import { charsetWords, describeValues, sentence } from "../../generator/emit/shared/facets/explanations.js";
import { stringChecks } from "../../generator/emit/shared/facets/string-facets.js";
import type { StringNode } from "../../generator/ir/ir.js";

describe("charsetWords", () => {
  it.each([
    ["0-9a-zA-Z", "0-9, a-z and A-Z"],
    ["0-9a-zA-Z\\-_", "0-9, a-z, A-Z, '-' and '_'"],
    ["0-9a-zA-Z \\-", "0-9, a-z, A-Z, space and '-'"],
    ["A-Z", "A-Z"],
    ["\\x00-\\x7F", "U+0000-U+007F"],
    ["0-9x", "0-9 and 'x'"],
  ])("%s says %s", (charset, words) => expect(charsetWords(charset)).toBe(words));
});

describe("a pattern's message", () => {
  const node = (extra: Partial<StringNode>): StringNode => ({ kind: "string", typeName: "Date", pattern: "^[0-9]{4}$", ...extra });
  const told = (extra: Partial<StringNode>) =>
    stringChecks(node(extra), { typeTitle: (name) => `the title of ${name}` }).find((check) => check.check === "matches")?.explanation;

  it("is the pattern's words where the spec gives them, as one sentence", () => {
    expect(told({ patternText: "ISO 8601 extended date, yyyy-mm-dd" })).toBe(
      "Must have the required form: ISO 8601 extended date, yyyy-mm-dd.",
    );
    expect(told({ patternText: "No spaces." })).toBe("Must have the required form: No spaces.");
  });

  it("names the data type where no words are given, and never the expression", () => {
    expect(told({})).toBe("Does not have the required form (the title of Date).");
    expect(told({})).not.toContain("[0-9]");
  });
});

describe("describeValues", () => {
  const values = (count: number) => Array.from({ length: count }, (_, index) => `V${index + 1}`);
  it("lists up to 30 values, and names a longer list by its size", () => {
    expect(describeValues(values(30), false)).toBe(`one of ${values(30).join(", ")}`);
    expect(describeValues(values(31), false)).toBe("one of the 31 values of the enumeration");
    expect(describeValues(["A", "B"], true)).toBe("one of A, B or another value of the gateway");
  });
  it("ends a sentence once", () => {
    expect(sentence("No spaces.")).toBe("No spaces.");
    expect(sentence(" Digits ")).toBe("Digits.");
  });
});
