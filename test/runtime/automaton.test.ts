// Patterns compiled into automata: for every text the answer must be the regular expression's
// `test`, for every pattern the spec gives and for patterns built to reach each edge of the
// compiler (unanchored ends, alternation, counted repetition, empty languages). Patterns the
// compiler cannot express exactly must be left to the regular expression.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { automaton, matchesAutomaton } from "../../templates/package/src/runtime/automaton.js";
import { _ } from "../../generator/emit/shared/code.js";
import { ConstantPool } from "../../generator/emit/validators/constant-pool.js";
import { compilePattern } from "../../generator/emit/validators/pattern-automaton.js";
import { fieldSites, loadGatewayIR, messageCases } from "../support/gateway-ir.js";

const ir = await loadGatewayIR();
const SPEC_PATTERNS = [
  ...new Set(
    fieldSites(messageCases(ir)).flatMap(({ node }) =>
      (node.kind === "string" || node.kind === "decimal") && node.pattern !== undefined ? [node.pattern] : [],
    ),
  ),
].sort();

const COMPILED_SPEC_PATTERNS = SPEC_PATTERNS.filter((source) => compilePattern(source, "u") !== undefined);

const EDGE_PATTERNS = [
  "^https",
  "^$",
  "^a*$",
  "^(?:ab|a)(?:bc)?$",
  "^\\w+(?:-\\w+)*$",
  "^x{2,4}y?$",
  "^(?:[0-9]{3}|[a-f]{2})+$",
  "^[\\x00-\\x7F]*$",
];

const NOT_COMPILABLE = [
  "^(?=a)ab$", // lookahead
  "^(a+)\\1$", // a back-reference to more than one word
  "^é+$", // a non-ASCII transition
  "^.*$", // `.` reads non-ASCII characters
  "^[^a-c]{2}$", // so does a negated class
  "[0-9]$", // so does the unanchored start
  "a|^b", // `^` inside an alternative
  "^a$|^b$",
  "^\\bword$", // a word boundary
  "^[A-Za-z0-9]{1,99}$", // more states than the table allows
];

function compiled(source: string) {
  const table = compilePattern(source, "u");
  if (table === undefined) throw new Error(`${source} did not compile`);
  return automaton(table.stateCount, table.edges, table.accepting, table.acceptingAnyRest);
}

/** Texts near the pattern's language: matching texts, and those texts with one character changed, added or dropped. */
function textsNear(pattern: RegExp): fc.Arbitrary<string> {
  const character = fc.oneof(
    fc.constantFrom("0", "9", "a", "Z", "-", ".", "@", "+", ":", " ", "=", "/", "_", "T", "Z", "h", "s"),
    fc.constantFrom("é", "\u0080", "\u00ff", "😀", "\ud800", "\u0000", "\u007f"),
    fc.string({ unit: "binary", maxLength: 1, minLength: 1 }),
  );
  const matching = fc.stringMatching(pattern, { size: "small" });
  const edited = fc.tuple(matching, fc.nat(), character, fc.constantFrom("replace", "insert", "delete")).map(([text, at, put, how]) => {
    const index = text.length === 0 ? 0 : at % (text.length + 1);
    if (how === "insert") return text.slice(0, index) + put + text.slice(index);
    if (how === "delete") return text.slice(0, index) + text.slice(index + 1);
    return text.slice(0, index) + put + text.slice(index + 1);
  });
  return fc.oneof(matching, edited, fc.string({ maxLength: 12, unit: character }));
}

describe("patterns compiled into automata", () => {
  it("compiles every pattern the spec gives, unless it accepts non-ASCII text", () => {
    const left = SPEC_PATTERNS.filter((source) => compilePattern(source, "u") === undefined);
    expect(left).toEqual(["^[^ ]*$"]);
    for (const source of left) {
      const pattern = new RegExp(source, "u");
      const withNonAscii = fc
        .sample(fc.stringMatching(pattern), 200)
        .flatMap((text) =>
          ["é", "\u0080", "😀"].flatMap((put) =>
            Array.from({ length: text.length + 1 }, (_, at) => text.slice(0, at) + put + text.slice(at)),
          ),
        );
      expect(
        withNonAscii.some((text) => pattern.test(text)),
        source,
      ).toBe(true);
    }
  });

  it.each([...COMPILED_SPEC_PATTERNS, ...EDGE_PATTERNS])("agrees with /%s/u on texts near its language", (source) => {
    const pattern = new RegExp(source, "u");
    const table = compiled(source);
    fc.assert(
      fc.property(textsNear(pattern), (text) => {
        expect(matchesAutomaton(text, table)).toBe(pattern.test(text));
      }),
      { numRuns: 300 },
    );
  });

  it("answers the edge cases of anchoring as test() does", () => {
    expect(matchesAutomaton("https://x", compiled("^https"))).toBe(true);
    expect(matchesAutomaton("https😀", compiled("^https"))).toBe(true);
    expect(matchesAutomaton("http", compiled("^https"))).toBe(false);
    expect(matchesAutomaton("", compiled("^$"))).toBe(true);
    expect(matchesAutomaton("", compiled("[]"))).toBe(false);
  });

  it.each(NOT_COMPILABLE)("leaves /%s/u to the regular expression", (source) => {
    expect(compilePattern(source, "u")).toBeUndefined();
    const pool = new ConstantPool();
    expect(pool.patternTest(source, _`text`).toString()).toBe("PATTERN_0.test(text)");
    expect(pool.entries()[0]?.initializer.toString()).toContain("new RegExp(");
  });
});
