// The values each leaf is tried with: at its bounds and one past them, the wrong JSON type, a
// character outside its set, a form its format refuses, a value outside its enumeration. Whether a
// value is valid is not decided here: `leafFindings` judges every candidate from the IR.

import type { DecimalNode, EnumNode, IntegerNode, MapNode, StringNode } from "../../ir/ir.js";
import { ExactNumber, jsonNumber } from "../shared/exact-number.js";
import { stringFormat } from "../../language/string-formats.js";
import { numberToDecimalText, subtractDecimal, sumDecimals, unitOfPlace } from "../../language/decimal-text.js";
import { exampleDecimal, exampleMapKey, exampleString, exampleValue, fillerOf, stringOfLength } from "../plan/values/example-values.js";
import { specRegExp, VECTORS_TODAY, type LeafNode } from "../plan/values/leaf-faults.js";

/** A value to put in a field; `slug` names the case (`order.currency/above-maximum-length`). */
export interface Candidate {
  slug: string;
  description: string;
  value: unknown;
}

const candidate = (slug: string, description: string, value: unknown): Candidate => ({ slug, description, value });

/** `1 character`, `0 characters`. */
function count(number: number, noun: string): string {
  return `${number} ${noun}${number === 1 ? "" : "s"}`;
}

const PATTERN_FAULTS = ["a b", "Q", "QF/12", "1234", "13", "00", "http://example.com", "x"];

const CHARACTERS_TO_REFUSE = ["-", " ", "é", "😀", "_", "@", ".", "a", "A", "0"];

/** The characters of a non-BMP string count one each (seed: characters), two UTF-16 units each. */
const ASTRAL_CHARACTER = "😀";
/** Longer fields make the same point at several kilobytes a case: they keep their ASCII bounds only. */
const ASTRAL_MAX_LENGTH = 256;

function lengthCandidates(node: StringNode): Candidate[] {
  const found: Candidate[] = [];
  const fill = fillerOf(node);
  const made = (length: number) => stringOfLength(node, length) ?? fill.repeat(length);
  for (const length of node.lengths ?? []) {
    const value = stringOfLength(node, length);
    if (value !== undefined) found.push(candidate(`length-${length}`, `${count(length, "character")}, an allowed length`, value));
  }
  const wrongLengths = [...new Set((node.lengths ?? []).flatMap((length) => [length - 1, length + 1]))].filter(
    (length) => length >= 0 && !node.lengths?.includes(length),
  );
  for (const length of wrongLengths)
    found.push(candidate(`length-${length}`, `${count(length, "character")}, not an allowed length`, made(length)));
  const { minLength: min, maxLength: max } = node;
  if (min !== undefined) {
    const value = stringOfLength(node, min);
    if (value !== undefined) found.push(candidate("at-minimum-length", `${count(min, "character")}, the minimum`, value));
    if (min > 0)
      found.push(candidate("below-minimum-length", `${count(min - 1, "character")}, one fewer than the minimum (${min})`, made(min - 1)));
  }
  if (max !== undefined) {
    const value = stringOfLength(node, max);
    if (value !== undefined) found.push(candidate("at-maximum-length", `${count(max, "character")}, the maximum`, value));
    found.push(candidate("above-maximum-length", `${count(max + 1, "character")}, one more than the maximum (${max})`, made(max + 1)));
    const astral = max <= ASTRAL_MAX_LENGTH ? stringOfLength(node, max, ASTRAL_CHARACTER) : undefined;
    if (astral !== undefined && astral.startsWith(ASTRAL_CHARACTER))
      found.push(
        candidate(
          "at-maximum-length-astral",
          `${count(max, "character")} outside the Basic Multilingual Plane (two UTF-16 units each), the maximum`,
          astral,
        ),
      );
  }
  return found;
}

function characterCandidates(node: StringNode): Candidate[] {
  if (node.charset === undefined) return [];
  const single = specRegExp(`^[${node.charset}]$`);
  const refused = CHARACTERS_TO_REFUSE.find((character) => !single.test(character));
  if (refused === undefined) return [];
  const base = stringOfLength(node, Math.min(Math.max(node.minLength ?? 1, 3), node.maxLength ?? 3)) ?? exampleString(node);
  const value = [...base].slice(0, -1).join("") + refused;
  return [candidate("disallowed-character", `ends with '${refused}', outside the characters of ${node.typeName}`, value)];
}

/** The example padded with digits to the most it may hold, and to one more. */
function digitCandidates(node: StringNode): Candidate[] {
  if (node.maxDigits === undefined) return [];
  const example = exampleString(node);
  const padded = (digits: number) => example + "0".repeat(Math.max(0, digits - (example.match(/[0-9]/g) ?? []).length));
  return [
    candidate("at-most-digits", `${count(node.maxDigits, "digit")}, the most allowed`, padded(node.maxDigits)),
    candidate("too-many-digits", `${count(node.maxDigits + 1, "digit")}, one more than allowed`, padded(node.maxDigits + 1)),
  ];
}

function formCandidates(node: StringNode): Candidate[] {
  if (node.format !== undefined) {
    const { faults, faultFromExample } = stringFormat(node.format);
    if (faultFromExample !== undefined)
      return [candidate(`bad-${node.format}`, faultFromExample.what, faultFromExample.make(exampleString(node)))];
    return faults.map(([value, what], index) => candidate(`bad-${node.format}-${index + 1}`, what, value));
  }
  if (node.pattern === undefined) return [];
  const pattern = specRegExp(node.pattern);
  const refused = PATTERN_FAULTS.find((value) => !pattern.test(value));
  return refused === undefined ? [] : [candidate("pattern-mismatch", `does not match ${node.pattern}`, refused)];
}

function stringCandidates(node: StringNode): Candidate[] {
  const bounded = node.lengths !== undefined || node.minLength !== undefined || node.maxLength !== undefined;
  return [
    ...(bounded ? [] : [candidate("example", "a valid value", exampleString(node))]),
    ...lengthCandidates(node),
    candidate("not-a-string", "a JSON number instead of a string", 42),
    ...characterCandidates(node),
    ...formCandidates(node),
    ...digitCandidates(node),
    ...(node.notInPast
      ? [
          candidate("today", `today (${VECTORS_TODAY}, the vectors' clock)`, VECTORS_TODAY),
          candidate("yesterday", "the day before today: in the past", dayBefore(VECTORS_TODAY)),
        ]
      : []),
  ];
}

function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The same value as a JSON number, when a double holds it exactly. */
function asNumber(text: string): number | undefined {
  const value = Number(text);
  return Number.isFinite(value) && numberToDecimalText(value) === text ? value : undefined;
}

function numberCandidate(slug: string, description: string, text: string): Candidate[] {
  const value = asNumber(text);
  return value === undefined ? [] : [candidate(slug, `${description}, as a JSON number`, value)];
}

function decimalCandidates(node: DecimalNode): Candidate[] {
  const example = exampleDecimal(node);
  const unit = unitOfPlace(node.scale ?? 0);
  const found = [candidate("example", "a valid decimal string", example), ...numberCandidate("example-number", "a valid decimal", example)];
  if (node.minimum !== undefined) {
    const below = subtractDecimal(node.minimum, unit);
    found.push(candidate("at-minimum", `${node.minimum}, the minimum`, node.minimum));
    found.push(candidate("below-minimum", `${below}, below the minimum (${node.minimum})`, below));
    found.push(...numberCandidate("below-minimum-number", `${below}, below the minimum`, below));
  }
  if (node.exclusiveMinimum !== undefined) {
    const above = sumDecimals([node.exclusiveMinimum, unit]);
    found.push(candidate("above-exclusive-minimum", `${above}, just above ${node.exclusiveMinimum}`, above));
    found.push(candidate("at-exclusive-minimum", `${node.exclusiveMinimum}, which must be exceeded`, node.exclusiveMinimum));
    found.push(
      ...numberCandidate("at-exclusive-minimum-number", `${node.exclusiveMinimum}, which must be exceeded`, node.exclusiveMinimum),
    );
  }
  if (node.maximum !== undefined) {
    const above = sumDecimals([node.maximum, unit]);
    found.push(candidate("at-maximum", `${node.maximum}, the maximum`, node.maximum));
    found.push(candidate("above-maximum", `${above}, above the maximum (${node.maximum})`, above));
    found.push(
      ...numberCandidate(
        "above-maximum-number",
        `${sumDecimals([node.maximum, "1"])}, above the maximum`,
        sumDecimals([node.maximum, "1"]),
      ),
    );
  }
  if (node.maxLength !== undefined) {
    const longest = "1".repeat(node.maxLength);
    found.push(candidate("at-maximum-length", `${count(node.maxLength, "digit")}, the maximum length`, longest));
    found.push(candidate("above-maximum-length", `${node.maxLength + 1} digits, one more than the maximum length`, `${longest}1`));
    found.push(...numberCandidate("above-maximum-length-number", `${node.maxLength + 1} digits`, `${longest}1`));
  }
  if (node.scale !== undefined) {
    found.push(candidate("at-most-places", `${count(node.scale, "decimal place")}, the most allowed`, `0.${"1".repeat(node.scale)}`));
    found.push(
      candidate("too-many-places", `${count(node.scale + 1, "decimal place")}, one more than allowed`, `0.${"1".repeat(node.scale + 1)}`),
    );
  }
  const signed = node.signed;
  found.push(candidate(signed ? "negative" : "negative-not-allowed", signed ? "-1, a signed decimal" : "-1: no sign allowed", "-1"));
  found.push(candidate("exponent", "1e3: the string form has no exponent", "1e3"));
  found.push(candidate("not-a-decimal", "true instead of a decimal", true));
  return found;
}

/** The nearest double beyond `value` in `direction`. */
function nextDouble(value: number, direction: 1 | -1): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigInt64(0);
  const away = value >= 0 === direction > 0;
  view.setBigInt64(0, away ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}

/**
 * The integer just past a bound. Beyond 2^53 a reader that uses doubles cannot tell the bound from
 * the bound plus one: the value is then the nearest double past the bound's, past it for every reader.
 */
function pastBound(bound: string, direction: 1 | -1): number | ExactNumber {
  const next = BigInt(bound) + BigInt(direction);
  if (Number.isSafeInteger(Number(bound)) && Number.isSafeInteger(Number(next))) return Number(next);
  return new ExactNumber(BigInt(nextDouble(Number(bound), direction)).toString());
}

function integerCandidates(node: IntegerNode): Candidate[] {
  const found: Candidate[] = [];
  if (node.minimum !== undefined) {
    found.push(candidate("at-minimum", `${node.minimum}, the minimum`, jsonNumber(node.minimum)));
    found.push(candidate("below-minimum", `just below the minimum (${node.minimum})`, pastBound(node.minimum, -1)));
  }
  if (node.maximum !== undefined) {
    found.push(candidate("at-maximum", `${node.maximum}, the maximum`, jsonNumber(node.maximum)));
    found.push(candidate("above-maximum", `just above the maximum (${node.maximum})`, pastBound(node.maximum, 1)));
  }
  if (found.length === 0) found.push(candidate("example", "a valid integer", exampleValue(node)));
  found.push(candidate("not-whole", "1.5, not a whole number", 1.5));
  found.push(candidate("integer-as-string", `"1", a string instead of a number`, "1"));
  return found;
}

function enumCandidates(node: EnumNode): Candidate[] {
  const values = node.values.map((entry) => entry.value);
  const [first, second] = values;
  const last = values[values.length - 1];
  const found: Candidate[] = [];
  if (first !== undefined) found.push(candidate("first-value", `${first}, a listed value`, first));
  if (last !== undefined && last !== first) found.push(candidate("last-value", `${last}, a listed value`, last));
  if (node.list && first !== undefined && second !== undefined)
    found.push(candidate("two-values", "two listed values separated by a comma", `${first},${second}`));
  if (node.open !== undefined) {
    const other = ["OTHER_VALUE", "ANOTHER_VALUE"].find((value) => !values.includes(value)) as string;
    found.push(candidate("unlisted-value", "a value the partial list does not show, accepted", other));
    found.push(candidate("empty", "an empty string", ""));
  } else if (first !== undefined) {
    const lower = first.toLowerCase();
    if (!values.includes(lower)) found.push(candidate("wrong-case", `${lower}: values are case sensitive`, lower));
    found.push(
      candidate(
        "unknown-value",
        "a value not in the list",
        [`${first}_UNKNOWN`, "UNKNOWN_VALUE"].find((v) => !values.includes(v)),
      ),
    );
  }
  if (node.list && first !== undefined) {
    found.push(candidate("trailing-comma", "a value followed by a comma", `${first},`));
    if (second !== undefined && node.open === undefined)
      found.push(candidate("space-after-comma", "a space after the comma", `${first}, ${second}`));
  }
  found.push(candidate("not-a-string", "a JSON number instead of a string", 1));
  return found;
}

function mapCandidates(node: MapNode): Candidate[] {
  const key = exampleMapKey(node.keyCharset, node.keyMinLength);
  const value = exampleValue(node.value);
  const entries = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`${key}${index}`, value]));
  // A name length with no maximum (resolve/build-node.ts gives it as Number.MAX_SAFE_INTEGER) has no longest name.
  const longKey = node.keyMaxLength === Number.MAX_SAFE_INTEGER ? undefined : "k".repeat(node.keyMaxLength);
  const found = [
    candidate("no-entries", "no named values", {}),
    candidate("one-entry", "one named value", { [key]: value }),
    ...(longKey === undefined
      ? []
      : [
          candidate("longest-name", `a name of ${count(node.keyMaxLength, "character")}, the maximum`, { [longKey]: value }),
          candidate("name-too-long", `a name of ${node.keyMaxLength + 1} characters, one more than the maximum`, {
            [`${longKey}k`]: value,
          }),
        ]),
    candidate("name-disallowed-character", "a name with '-', outside the allowed characters", { [`${key}-x`]: value }),
    candidate("not-an-object", "a string instead of an object of named values", "x"),
  ];
  if (node.maxEntries !== undefined) {
    found.push(candidate("at-maximum-entries", `${count(node.maxEntries, "named value")}, the maximum`, entries(node.maxEntries)));
    found.push(
      candidate("above-maximum-entries", `${node.maxEntries + 1} named values, one more than the maximum`, entries(node.maxEntries + 1)),
    );
  }
  if (node.value.kind !== "object" && node.value.kind !== "array" && node.value.kind !== "map") {
    for (const inner of leafCandidates(node.value).filter((each) => /length|not-a|empty/.test(each.slug)))
      found.push(candidate(`entry-${inner.slug}`, `a named value: ${inner.description}`, { [key]: inner.value }));
  }
  return found;
}

/** Every candidate value of a leaf node. */
export function leafCandidates(node: LeafNode): Candidate[] {
  switch (node.kind) {
    case "string":
      return stringCandidates(node);
    case "decimal":
      return decimalCandidates(node);
    case "integer":
      return integerCandidates(node);
    case "boolean":
      return [
        candidate("true", "true", true),
        candidate("false", "false", false),
        candidate("boolean-as-string", `"true", a string`, "true"),
      ];
    case "enum":
      return enumCandidates(node);
    case "map":
      return mapCandidates(node);
  }
}
