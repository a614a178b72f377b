// Values out of a node's bounds, one kind of fault at a time: the wrong JSON type, too long, too
// short, a character outside the set, a form the type does not allow, out of range, too many
// decimals, an unknown enumeration value, a bad map key or too many map entries.

import fc from "fast-check";
import type { DecimalNode, EnumNode, IntegerNode, MapNode, StringNode, TypeNode } from "../../generator/ir/ir.js";
import { STRING_FORMATS, type StringFormat } from "../../generator/language/string-formats.js";
import { addDecimalText, subtractDecimalText } from "./exact-decimal.js";
import { charsetPattern, stringFits } from "./string-values.js";

/** A replacement value and what is wrong with it; `at` extends the path (a map key). */
export interface Mutation {
  label: string;
  value: unknown;
  at?: string;
}

const mutation = (label: string, values: readonly unknown[]): fc.Arbitrary<Mutation> | undefined =>
  values.length === 0 ? undefined : fc.constantFrom(...values).map((value) => ({ label, value }));

const NOT_A_STRING = [42, 1.5, true, false, null, {}, [], ["x"]];
const NOT_A_NUMBER = ["1", "one", true, false, null, {}, [], [1], Number.NaN, Number.POSITIVE_INFINITY];
const NOT_A_BOOLEAN = ["true", "false", 1, 0, null, {}, [], "yes"];
const NOT_AN_OBJECT = ["x", 1, true, null, [], [{}]];
const NOT_AN_ARRAY = ["x", 1, true, null, {}, { 0: {} }];

/**
 * Values each string format refuses (most are the right shape with one thing wrong), more than the
 * formats table's own faults, which a format left out here gets (formatFaults).
 */
const FORMAT_FAULTS: Partial<Record<StringFormat, readonly string[]>> = {
  date: [
    "2023-02-29",
    "2024-13-01",
    "2024-00-10",
    "2024-04-31",
    "1900-02-29",
    "2024-02-30",
    "2024-1-01",
    "2024/01/01",
    "20240101",
    "2024-01-01T00:00:00.000Z",
  ],
  time: ["24:00Z", "12:60Z", "12:30", "12:30:60Z", "1:30Z", "12:30+24:00", "12:30:00.000Z", "12:30z", "12:30+5"],
  "date-time": [
    "2024-01-01T00:00:00Z",
    "2024-01-01T00:00:00.000+01:00",
    "2023-02-29T00:00:00.000Z",
    "2024-01-01 00:00:00.000Z",
    "2024-01-01T24:00:00.000Z",
    "2024-01-01T00:00:00.00Z",
    "2024-13-01T00:00:00.000Z",
    "2024-01-01t00:00:00.000z",
  ],
  email: [
    "a@b",
    "no-at-sign",
    "a b@example.com",
    "a@b@example.com",
    "a@example..com",
    "a@.example.com",
    "a@example.com.",
    "@example.com",
    "a@exa_mple.com",
    "é@example.com",
  ],
  url: [
    "/relative/path",
    "example.com",
    "https://",
    "https://exa mple.com",
    "1http://example.com",
    "://example.com",
    "",
    "http//example.com",
    "https:// example.com",
  ],
  base64: [
    "!".repeat(28),
    `${"A".repeat(27)}!`,
    `${"A".repeat(26)}=A`,
    "=".repeat(28),
    "A".repeat(24),
    "A".repeat(36),
    "A".repeat(29),
    `${"A".repeat(30)}==`.slice(0, 31),
  ],
  json: ["{", "{'a':1}", "[1,]", "", "undefined", "NaN", '{"a":1}}', "tru"],
  telephone: [
    "44 20 7946 0000",
    "+44  20 7946 0000",
    "+4420 7946 0000",
    "+44 20-7946-0000",
    "+44",
    "+44 1234567890123456",
    "+44 20 7946 0000 ",
    "+ 44 20",
    "+44 ",
    "0044 20 7946 0000",
  ],
};

function formatFaults(format: StringFormat): readonly string[] {
  return FORMAT_FAULTS[format] ?? STRING_FORMATS[format].faults.map(([value]) => value);
}

/** Candidates for values a bare pattern refuses; each node keeps those its pattern does refuse. */
const PATTERN_FAULTS = [
  "has space",
  " lead",
  "trail ",
  "Q",
  "QF/12",
  "QF123",
  "QF-123",
  "1234",
  "13",
  "00",
  "0",
  "http://example.com",
  "HTTPS://EXAMPLE.COM",
  "ftp://example.com/x",
  "",
];

const DISALLOWED_CANDIDATES = ["-", " ", "é", "😀", "_", "a", "A", "0", "x", "€", "\u0080", "ß", "@", "#", ".", "\u0000", "\n"];

/** One character the node's character set allows, for filling a string to a length. */
export function fillerCharacter(node: StringNode): string {
  const candidates = ["a", "A", "0", "x", " ", "-"];
  const found = node.charset === undefined ? "a" : candidates.find((candidate) => charsetPattern(node.charset as string).test(candidate));
  if (found === undefined) throw new Error(`no filler for [${node.charset}]`);
  return found;
}

/** A length the field allows, as near to `wanted` as its bounds permit. */
export function clampLength(node: StringNode, wanted: number): number {
  if (node.lengths) return node.lengths[0] as number;
  return Math.min(Math.max(wanted, node.minLength ?? 0), node.maxLength ?? wanted);
}

function stringFaults(node: StringNode): fc.Arbitrary<Mutation>[] {
  const fill = fillerCharacter(node);
  const faults = [mutation("not a string", NOT_A_STRING)];
  if (node.maxLength !== undefined) {
    faults.push(
      mutation(
        "too long",
        [1, 2, 17].map((extra) => fill.repeat((node.maxLength as number) + extra)),
      ),
    );
    faults.push(mutation("too long in emoji", node.charset === undefined ? ["😀".repeat(node.maxLength + 1)] : []));
  }
  if (node.minLength !== undefined && node.minLength > 0) faults.push(mutation("too short", [fill.repeat(node.minLength - 1)]));
  if (node.lengths) {
    const lengths = node.lengths;
    const wrong = [0, ...lengths.map((length) => length + 1), ...lengths.map((length) => length - 1)].filter(
      (length) => length >= 0 && !lengths.includes(length),
    );
    faults.push(
      mutation(
        "length not allowed",
        wrong.map((length) => "A".repeat(length)),
      ),
    );
  }
  if (node.charset !== undefined) {
    const inSet = new RegExp(`^[${node.charset}]$`, "u");
    const base = fill.repeat(Math.max(1, clampLength(node, 3)));
    const disallowed = DISALLOWED_CANDIDATES.filter((candidate) => !inSet.test(candidate));
    faults.push(
      mutation(
        "character outside the set",
        disallowed.flatMap((character) => [character + base.slice(1), base.slice(0, -1) + character]),
      ),
    );
  }
  const formFaults = node.format !== undefined ? formatFaults(node.format) : node.pattern !== undefined ? PATTERN_FAULTS : [];
  faults.push(
    mutation(
      `not of the ${node.format ?? "pattern's"} form`,
      formFaults.filter((candidate) => !stringFits(node, candidate) || node.format !== undefined),
    ),
  );
  return faults.filter((fault): fault is fc.Arbitrary<Mutation> => fault !== undefined);
}

function decimalFaults(node: DecimalNode): fc.Arbitrary<Mutation>[] {
  const signed = node.pattern.startsWith("^-?");
  const faults = [
    mutation("not a decimal", [true, false, null, {}, [], ["1"], Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]),
    mutation("not decimal text", ["", "abc", "1.", ".5", "1,5", " 1", "1 ", "1e3", "0x10", "+1", "--1", "1.2.3", "１", "1_000"]),
    mutation("negative", signed ? [] : ["-1", "-0.5", -1]),
    mutation("too long", node.maxLength === undefined ? [] : ["1".repeat(node.maxLength + 1), `1.${"5".repeat(node.maxLength)}`]),
    mutation("too many decimals", node.scale === undefined ? [] : [`0.${"1".repeat(node.scale + 1)}`, `1.${"0".repeat(node.scale)}1`]),
    mutation(
      "below the minimum",
      node.minimum === undefined || !signed ? [] : [subtractDecimalText(node.minimum, "1"), subtractDecimalText(node.minimum, "0.001")],
    ),
    mutation(
      "above the maximum",
      node.maximum === undefined
        ? []
        : [addDecimalText([node.maximum, "1"]), addDecimalText([node.maximum, "0.001"]), Number(node.maximum) * 10],
    ),
    mutation(
      "not above the exclusive minimum",
      node.exclusiveMinimum === undefined ? [] : [node.exclusiveMinimum, `${node.exclusiveMinimum}.000`, Number(node.exclusiveMinimum)],
    ),
  ];
  return faults.filter((fault): fault is fc.Arbitrary<Mutation> => fault !== undefined);
}

function integerFaults(node: IntegerNode): fc.Arbitrary<Mutation>[] {
  const faults = [mutation("not a whole number", [...NOT_A_NUMBER, 1.5, -0.5, 1e-7])];
  // The nearest JSON numbers to the bounds: 9999999999999999 reads as 1e16, as it would from JSON.
  const minimum = node.minimum === undefined ? undefined : Number(node.minimum);
  const maximum = node.maximum === undefined ? undefined : Number(node.maximum);
  if (minimum !== undefined)
    faults.push(
      mutation(
        "below the minimum",
        [minimum - 1, minimum - 1000, minimum * 2 - 1e9].filter((value) => value < minimum),
      ),
    );
  if (maximum !== undefined)
    faults.push(
      mutation(
        "above the maximum",
        [maximum + 1, maximum + 1000, maximum * 2 + 1].filter((value) => value > maximum),
      ),
    );
  return faults.filter((fault): fault is fc.Arbitrary<Mutation> => fault !== undefined);
}

function enumFaults(node: EnumNode): fc.Arbitrary<Mutation>[] {
  const values = node.values.map((entry) => entry.value);
  const [first = "X", second = first] = values;
  const shared = [1, true, null, {}, [first], ""];
  if (node.list) {
    const broken = ["", ",", `${first},`, `,${first}`, `${first},,${second}`];
    const unknown =
      node.open === undefined
        ? [`${first}, ${second}`, `${first};${second}`, first.toLowerCase(), `${first}_X`].filter(
            (candidate) => !values.includes(candidate),
          )
        : [];
    return [
      mutation("not a string", [1, true, null, [first]]),
      mutation("not a comma-separated list of the values", [...broken, ...unknown]),
    ].filter((fault): fault is fc.Arbitrary<Mutation> => fault !== undefined);
  }
  if (node.open !== undefined)
    return [mutation("not a non-empty string", shared)].filter((fault): fault is fc.Arbitrary<Mutation> => fault !== undefined);
  const unknown = values
    .flatMap((value) => [value.toLowerCase(), `${value}_X`, ` ${value}`, `${value} `])
    .filter((candidate) => !values.includes(candidate));
  return [mutation("not one of the values", [...shared, ...unknown])].filter(
    (fault): fault is fc.Arbitrary<Mutation> => fault !== undefined,
  );
}

function mapFaults(node: MapNode): fc.Arbitrary<Mutation>[] {
  const keyPattern = new RegExp(`^[${node.keyCharset}]{${node.keyMinLength},${node.keyMaxLength}}$`, "u");
  const badKeys = ["bad-key", "bad_key", "bad key", "clé", "k".repeat(node.keyMaxLength + 1), "", "__proto__", "constructor"].filter(
    (key) => !keyPattern.test(key),
  );
  const faults: fc.Arbitrary<Mutation>[] = [
    fc.constantFrom(...NOT_AN_OBJECT).map((value) => ({ label: "not an object", value })),
    fc.constantFrom(...badKeys).map((key) => ({
      label: "a name outside the allowed form",
      value: Object.fromEntries([
        ["okName", "v"],
        [key, "v"],
      ]),
      at: key,
    })),
  ];
  if (node.maxEntries !== undefined) {
    const entries = Array.from({ length: node.maxEntries + 1 }, (_, index) => [`name${index}`, "v"]);
    faults.push(fc.constant({ label: "too many entries", value: Object.fromEntries(entries) }));
  }
  return faults;
}

/** A value the node refuses, with what is wrong with it. */
export function invalidValue(node: TypeNode): fc.Arbitrary<Mutation> {
  const faults = faultsOf(node);
  if (faults.length === 0) throw new Error(`no invalid value for a ${node.kind}`);
  return fc.oneof(...faults);
}

function faultsOf(node: TypeNode): fc.Arbitrary<Mutation>[] {
  switch (node.kind) {
    case "object":
      return [fc.constantFrom(...NOT_AN_OBJECT).map((value) => ({ label: "not an object", value }))];
    case "array":
      return [fc.constantFrom(...NOT_AN_ARRAY).map((value) => ({ label: "not an array", value }))];
    case "string":
      return stringFaults(node);
    case "decimal":
      return decimalFaults(node);
    case "integer":
      return integerFaults(node);
    case "boolean":
      return [fc.constantFrom(...NOT_A_BOOLEAN).map((value) => ({ label: "not a boolean", value }))];
    case "enum":
      return enumFaults(node);
    case "map":
      return mapFaults(node);
  }
}
