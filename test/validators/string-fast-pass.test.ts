// When a string gets one test before its checks (validators/string-fast-pass.ts): only where a passing check proves
// the text ASCII (so `.length` counts its characters) and a bound would otherwise count code points.
// That the findings stay the same is the contract tests' and the data-type tests' part.

import { describe, expect, it } from "vitest";
import { stringChecks } from "../../generator/emit/shared/facets/string-facets.js";
import { _ } from "../../generator/emit/shared/code.js";
import { stringFastPass } from "../../generator/emit/validators/string-fast-pass.js";
import { ConstantPool } from "../../generator/emit/validators/constant-pool.js";
import type { StringNode } from "../../generator/ir/ir.js";

const context = { typeTitle: (name: string) => name };

const fastPass = (node: Omit<StringNode, "kind" | "typeName">): string | undefined => {
  const checks = stringChecks({ kind: "string", typeName: "Text", ...node }, context);
  const field = _`field`;
  return stringFastPass(checks, { value: field, text: field, asciiText: false }, new ConstantPool())?.toString();
};

describe("a string's one test", () => {
  it("settles an exact length of an ASCII character set by .length", () => {
    expect(fastPass({ minLength: 3, maxLength: 3, charset: "A-Z" })).toBe(
      'typeof field === "string" && field.length === 3 && inCharset(field, ASCII_0, PATTERN_1)',
    );
  });

  it("settles a range, a lower bound alone and a list of lengths", () => {
    expect(fastPass({ minLength: 4, maxLength: 6, charset: "0-9" })).toContain("field.length >= 4 && field.length <= 6 && ");
    expect(fastPass({ minLength: 4, pattern: "^[a-z]+@[a-z]+$" })).toContain("field.length >= 4 && matchesAutomaton(field, AUTOMATON_0)");
    expect(fastPass({ lengths: [2, 4], charset: "A-Z" })).toContain("NUMBERS_0.includes(field.length)");
  });

  it("keeps every other check of the chain in the test", () => {
    expect(fastPass({ minLength: 2, maxLength: 8, charset: "0-9", maxDigits: 6 })).toMatch(
      /inCharset\(.*\) && !\(countDigits\(field\) > 6\)$/,
    );
  });

  it("is not written where nothing proves the text ASCII", () => {
    expect(fastPass({ minLength: 3, maxLength: 3, charset: "A-Za-zÀ-ÿ" })).toBeUndefined();
    // A pattern that accepts any rest after its start reads no further: the rest may be anything.
    expect(fastPass({ minLength: 12, pattern: "^https" })).toBeUndefined();
    expect(fastPass({ minLength: 3, maxLength: 3 })).toBeUndefined();
  });

  it("is not written where the inline length test already settles ASCII text", () => {
    expect(fastPass({ minLength: 1, maxLength: 40, charset: "A-Z" })).toBeUndefined();
    expect(fastPass({ charset: "A-Z" })).toBeUndefined();
  });
});
