// The checks the facet modules give are data: what is checked, with which bounds or values, and what
// the caller is told, never code. The TypeScript printer turns each into its test; another language's
// printer reads the same checks (the facets do not change for it).

import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONDITION_KINDS, type Condition, type LeafChecks } from "../../generator/emit/shared/facets/check.js";
import { leafChecks } from "../../generator/emit/shared/facets/leaf-checks.js";
import type { LeafNode } from "../../generator/emit/shared/facets/facet.js";
import { ruleEntry } from "../../generator/emit/shared/facets/rule-checks.js";
import { _ } from "../../generator/emit/shared/code.js";
import { ConstantPool } from "../../generator/emit/validators/constant-pool.js";
import { printCondition } from "../../generator/emit/validators/print-condition.js";
import type { TypeNode } from "../../generator/ir/ir.js";
import { allFields, loadGatewayIR } from "../support/gateway-ir.js";

const context = { typeTitle: (name: string) => `the title of ${name}` };
const facetsFolder = join(import.meta.dirname, "../../generator/emit/shared/facets");

/** [name, { given: a leaf node, want: its checks }], in the order they are tried. */
const CASES: [string, { given: LeafNode; want: LeafChecks }][] = [
  [
    "a string with every facet",
    {
      given: {
        kind: "string",
        typeName: "Code",
        minLength: 2,
        maxLength: 8,
        charset: "A-Z0-9",
        pattern: "^[A-Z]",
        format: "date",
        maxDigits: 4,
        notInPast: true,
      },
      want: {
        kind: "chain",
        checks: [
          { check: "isString", explanation: "Must be a string." },
          { check: "lengthWithin", min: 2, max: 8, unit: "codePoints", explanation: "Must be 2 to 8 characters long." },
          { check: "charset", charset: "A-Z0-9", explanation: "Must hold only the characters A-Z and 0-9 (the title of Code)." },
          { check: "matches", pattern: "^[A-Z]", explanation: "Does not have the required form (the title of Code)." },
          { check: "format", format: "date", explanation: "Must be a calendar date (yyyy-mm-dd)." },
          { check: "digitsAtMost", max: 4, explanation: "Must have at most 4 digits in total." },
          { check: "dateNotInPast", explanation: "Must not be in the past (today's UTC date or later)." },
        ],
      },
    },
  ],
  [
    "a string of allowed lengths, in a format the runtime does not check",
    {
      given: { kind: "string", typeName: "Phone", lengths: [3, 5], format: "telephone" },
      want: {
        kind: "chain",
        checks: [
          { check: "isString", explanation: "Must be a string." },
          { check: "lengthIn", lengths: [3, 5], unit: "codePoints", explanation: "Must be 3 or 5 characters long." },
        ],
      },
    },
  ],
  [
    "a decimal with every bound",
    {
      given: {
        kind: "decimal",
        typeName: "Amount",
        pattern: "^[0-9]+(\\.[0-9]+)?$",
        signed: false,
        minLength: 1,
        maxLength: 14,
        scale: 2,
        minimum: "0",
        exclusiveMinimum: "0",
        maximum: "1000.00",
      },
      want: {
        kind: "decimal",
        checks: [
          { check: "isDecimal", explanation: "Must be a decimal number." },
          { check: "matches", pattern: "^[0-9]+(\\.[0-9]+)?$", explanation: "Must be a decimal of digits and '.'." },
          {
            check: "numberTextLengthAtMost",
            max: 14,
            explanation:
              "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.",
          },
          { check: "lengthWithin", min: 1, max: 14, unit: "codePoints", explanation: "Must be 1 to 14 characters long." },
          { check: "decimalPlacesAtMost", max: 2, explanation: "Must have at most 2 digits after the decimal point." },
          { check: "decimalAtLeast", bound: "0", explanation: "Must be at least 0." },
          { check: "decimalAbove", bound: "0", explanation: "Must be greater than 0." },
          { check: "decimalAtMost", bound: "1000.00", explanation: "Must be at most 1000.00." },
        ],
      },
    },
  ],
  [
    "an integer beyond the doubles' exact range",
    {
      given: { kind: "integer", minimum: "1", maximum: "9999999999999999" },
      want: {
        kind: "chain",
        checks: [
          { check: "isWholeNumber", explanation: "Must be a whole number." },
          { check: "integerWithin", min: "1", max: "9999999999999999", explanation: "Must be 1 to 9999999999999999." },
        ],
      },
    },
  ],
  [
    "a boolean",
    { given: { kind: "boolean" }, want: { kind: "chain", checks: [{ check: "isBoolean", explanation: "Must be true or false." }] } },
  ],
  [
    "a closed enumeration",
    {
      given: { kind: "enum", values: [{ value: "A" }, { value: "B" }], list: false },
      want: { kind: "chain", checks: [{ check: "inSet", values: ["A", "B"], explanation: "Must be one of A, B." }] },
    },
  ],
  [
    "an open enumeration",
    {
      given: { kind: "enum", values: [{ value: "A" }], list: false, open: "the list is partial" },
      want: { kind: "chain", checks: [{ check: "isNonEmptyString", explanation: "Must be a non-empty string." }] },
    },
  ],
  [
    "a closed comma list",
    {
      given: { kind: "enum", values: [{ value: "A" }, { value: "B" }], list: true },
      want: {
        kind: "chain",
        checks: [
          { check: "isString", explanation: "Must be a string." },
          { check: "commaList", values: ["A", "B"], explanation: "Must be one or more of one of A, B, separated by commas." },
        ],
      },
    },
  ],
  [
    "named values",
    {
      given: { kind: "map", maxEntries: 10, keyCharset: "a-z", keyMinLength: 1, keyMaxLength: 20, value: { kind: "boolean" } },
      want: {
        kind: "map",
        type: { check: "isObject", explanation: "Must be a JSON object of named values." },
        entries: [{ check: "entriesAtMost", max: 10, explanation: "At most 10 named values are allowed." }],
        name: {
          check: "allOf",
          conditions: [
            { check: "lengthWithin", min: 1, max: 20, unit: "codePoints" },
            { check: "charset", charset: "a-z" },
          ],
          explanation: "The name must be 1 to 20 characters from a-z.",
        },
        value: { kind: "chain", checks: [{ check: "isBoolean", explanation: "Must be true or false." }] },
      },
    },
  ],
];

/** Every condition of the leaf's checks, the parts of an `allOf` among them. */
function conditionsOf(checks: LeafChecks): Condition[] {
  const all = (list: readonly Condition[]): Condition[] =>
    list.flatMap((each) => [each, ...(each.check === "allOf" ? all(each.conditions) : [])]);
  if (checks.kind !== "map") return all(checks.checks);
  return [...all([checks.type, ...checks.entries, checks.name]), ...conditionsOf(checks.value)];
}

function leavesOf(node: TypeNode): LeafNode[] {
  if (node.kind === "object") return node.fields.flatMap((field) => leavesOf(field.type));
  if (node.kind === "array") return leavesOf(node.items);
  return [node];
}

describe("the facets' checks", () => {
  it.each(CASES)("of %s", (_name, { given, want }) => {
    expect(leafChecks(given, context)).toEqual(want);
  });

  it("are plain data for every leaf of the spec, of kinds the vocabulary lists", async () => {
    const ir = await loadGatewayIR();
    const roots = [...ir.operations.flatMap((operation) => [operation.request.root, operation.response.root]), ir.api.errorShape];
    const leaves = roots.flatMap((root) => allFields(root)).flatMap((field) => leavesOf(field.type));
    expect(leaves.length).toBeGreaterThan(500);
    const seen = new Set<string>();
    for (const leaf of leaves) {
      const checks = leafChecks(leaf, context);
      expect(JSON.parse(JSON.stringify(checks))).toEqual(checks);
      for (const condition of conditionsOf(checks)) seen.add(condition.check);
    }
    expect([...seen].filter((kind) => !(CONDITION_KINDS as readonly string[]).includes(kind))).toEqual([]);
    expect(seen.size).toBeGreaterThan(15);
  });

  it("name the field and the kind of a broken rule's finding", async () => {
    const ir = await loadGatewayIR();
    const entries = ir.operations.flatMap((operation) => operation.request.rules.map(ruleEntry));
    expect(entries.some((entry) => entry.check?.check === "sumEquals" && entry.check.finding.kind === "invalid")).toBe(true);
    expect(entries.some((entry) => entry.check?.check === "requiredIf" && entry.check.finding.kind === "missing")).toBe(true);
    expect(entries.some((entry) => entry.check === undefined && entry.unchecked !== undefined)).toBe(true);
    for (const entry of entries) expect(JSON.parse(JSON.stringify(entry))).toEqual(entry);
  });
});

describe("the TypeScript printer", () => {
  const value = _`value`;
  const subject = { value, text: value, asciiText: false };
  const print = (condition: Condition) => printCondition(condition, subject, new ConstantPool()).fails.toString();

  it("prints every kind of the vocabulary", () => {
    const examples: Record<(typeof CONDITION_KINDS)[number], Condition> = {
      isString: { check: "isString" },
      isNonEmptyString: { check: "isNonEmptyString" },
      isBoolean: { check: "isBoolean" },
      isWholeNumber: { check: "isWholeNumber" },
      isDecimal: { check: "isDecimal" },
      isObject: { check: "isObject" },
      isArray: { check: "isArray" },
      lengthIn: { check: "lengthIn", lengths: [2], unit: "codePoints" },
      lengthWithin: { check: "lengthWithin", min: 1, max: 3, unit: "codePoints" },
      charset: { check: "charset", charset: "a-z" },
      matches: { check: "matches", pattern: "^a" },
      format: { check: "format", format: "url" },
      digitsAtMost: { check: "digitsAtMost", max: 2 },
      dateNotInPast: { check: "dateNotInPast" },
      inSet: { check: "inSet", values: ["A"] },
      commaList: { check: "commaList" },
      integerWithin: { check: "integerWithin", min: "0" },
      numberTextLengthAtMost: { check: "numberTextLengthAtMost", max: 3 },
      decimalPlacesAtMost: { check: "decimalPlacesAtMost", max: 2 },
      decimalAtLeast: { check: "decimalAtLeast", bound: "1" },
      decimalAbove: { check: "decimalAbove", bound: "1" },
      decimalAtMost: { check: "decimalAtMost", bound: "1" },
      entriesAtMost: { check: "entriesAtMost", max: 4 },
      allOf: { check: "allOf", conditions: [{ check: "isString" }, { check: "charset", charset: "a" }] },
    };
    for (const kind of CONDITION_KINDS) expect(print(examples[kind]), kind).not.toBe("");
  });

  it("quotes the spec's values and bounds, and writes integer text as the seed does", () => {
    expect(print({ check: "inSet", values: ['A"); evil("'] })).toBe('value !== "A\\"); evil(\\""');
    expect(print({ check: "decimalAtMost", bound: "1000.00" })).toBe('compareDecimals(value, "1000.00") > 0');
    expect(print({ check: "integerWithin", max: "9999999999999999" })).toBe("value > 9999999999999999");
  });

  it("settles a length by UTF-16 units where they prove it, and counts code points only where not", () => {
    expect(print({ check: "lengthWithin", min: 1, max: 40, unit: "codePoints" })).toBe(
      "(value.length < 1 || value.length > 40) && !lengthWithin(value, 1, 40)",
    );
    expect(print({ check: "lengthWithin", min: 3, max: 3, unit: "codePoints" })).toBe("!lengthWithin(value, 3, 3)");
  });

  it("compares a few values one by one and looks more up in a set", () => {
    expect(print({ check: "inSet", values: ["A", "B"] })).toBe('value !== "A" && value !== "B"');
    expect(print({ check: "inSet", values: ["A", "B", "C", "D", "E"] })).toBe('typeof value !== "string" || !VALUES_0.has(value)');
  });
});

describe("the facet modules", () => {
  it("hold no code: they import no printer, no runtime name and no code builder", async () => {
    const files = (await readdir(facetsFolder)).filter((file) => file.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(6);
    for (const file of files) {
      const text = await readFile(join(facetsFolder, file), "utf8");
      const imports = [...text.matchAll(/^import [^;]* from "([^"]+)";$/gm)].map((match) => match[1]);
      expect(
        imports.filter((path) => /\/(plan|validators)\/|\/code(-writer)?\.js$/.test(path as string)),
        file,
      ).toEqual([]);
    }
  });
});
