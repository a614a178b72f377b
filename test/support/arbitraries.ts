// fast-check arbitraries derived from the IR: a valid value of any node, and a valid body of any
// message (every required field, a random subset of the optional ones, the cross-field rules kept).

import fc from "fast-check";
import type {
  DecimalNode,
  Direction,
  EnumNode,
  IntegerNode,
  MapNode,
  MessageIR,
  ObjectNode,
  OperationIR,
  RequiredIfRule,
  TypeNode,
} from "../../generator/ir/ir.js";
import { canonicalDecimal, decimalNodeAccepts } from "./exact-decimal.js";
import { findField, isRequiredPresence } from "./gateway-ir.js";
import { satisfyRules, type RuleFixes } from "./rule-fixes.js";
import { charactersOf, lengthWithin, stringOfLength, validString } from "./string-values.js";

/** Arrays in generated bodies hold 0 to this many items, so that bodies stay small. */
export const MAX_ARRAY_ITEMS = 3;

/** Arbitraries that replace the default one for a field, keyed by spec path. */
type Overrides = ReadonlyMap<string, fc.Arbitrary<unknown>>;

export function validValue(node: TypeNode, overrides: Overrides = new Map()): fc.Arbitrary<unknown> {
  switch (node.kind) {
    case "object":
      return validObject(node, overrides);
    case "array":
      return fc.array(validValue(node.items, overrides), { maxLength: MAX_ARRAY_ITEMS });
    case "string":
      return validString(node);
    case "decimal":
      return validDecimal(node);
    case "integer":
      return validInteger(node);
    case "boolean":
      return fc.boolean();
    case "enum":
      return validEnum(node);
    case "map":
      return validMap(node);
  }
}

function validObject(node: ObjectNode, overrides: Overrides): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of node.fields) model[field.name] = overrides.get(field.path) ?? validValue(field.type, overrides);
  const requiredKeys = node.fields.filter(isRequiredPresence).map((field) => field.name);
  return fc.record(model, { requiredKeys, noNullPrototype: true });
}

/** `length` digits (0 to `max` of them), drawn from one big integer rather than digit by digit. */
function digitRun(min: number, max: number, leadingZero: boolean): fc.Arbitrary<string> {
  if (max <= 0) return fc.constant("");
  return fc.tuple(fc.integer({ min, max }), fc.bigInt({ min: 0n, max: 10n ** BigInt(max) - 1n })).map(([length, value]) => {
    const digits = value.toString();
    return (leadingZero ? digits.padStart(max, "0") : digits).slice(0, length);
  });
}

/** Decimal text of the node's shape: mostly short (so that sums stay in bounds), sometimes long, sometimes a bound. */
export function validDecimalText(node: DecimalNode): fc.Arbitrary<string> {
  const signed = node.pattern.startsWith("^-?");
  const sign = signed ? fc.constantFrom("", "", "-") : fc.constant("");
  const maxWhole = node.maxLength ?? (node.maximum ?? "9999999999999").replace(/^-/, "").split(".")[0]?.length ?? 13;
  const maxFraction = Math.min(node.scale ?? 6, Math.max(0, (node.maxLength ?? 20) - 2));
  const text = (whole: fc.Arbitrary<string>, fraction: fc.Arbitrary<string>) =>
    fc.tuple(sign, whole, fraction).map(([minus, w, f]) => `${minus}${w}${f === "" ? "" : `.${f}`}`);
  const short = text(fc.integer({ min: 0, max: 9999 }).map(String), digitRun(0, Math.min(2, maxFraction), true));
  const long = text(digitRun(1, Math.max(1, maxWhole), false), digitRun(0, maxFraction, true));
  const bounds = [node.minimum, node.maximum, "0", "1"].filter((value): value is string => value !== undefined);
  return fc
    .oneof({ arbitrary: short, weight: 5 }, { arbitrary: long, weight: 3 }, { arbitrary: fc.constantFrom(...bounds), weight: 1 })
    .filter((candidate) => decimalNodeAccepts(node, candidate));
}

/** The JSON number that stands for exactly `text`, when its own text is plain and the node accepts it too. */
export function exactNumber(node: DecimalNode, text: string): number | undefined {
  const number = Number(text);
  const written = String(number);
  if (!Number.isFinite(number) || /e/i.test(written)) return undefined;
  if (canonicalDecimal(written) !== canonicalDecimal(text)) return undefined;
  return decimalNodeAccepts(node, written) ? number : undefined;
}

/** A decimal as the request form's string or, now and then, as the JSON number of the same value. */
function validDecimal(node: DecimalNode): fc.Arbitrary<string | number> {
  return validDecimalText(node).chain((text) => {
    const number = exactNumber(node, text);
    return number === undefined
      ? fc.constant(text)
      : fc.oneof({ arbitrary: fc.constant(text), weight: 3 }, { arbitrary: fc.constant(number), weight: 1 });
  });
}

function validInteger(node: IntegerNode): fc.Arbitrary<number> {
  const min = BigInt(node.minimum ?? -(2 ** 31));
  const max = BigInt(node.maximum ?? 2 ** 31 - 1);
  return fc.oneof(
    { arbitrary: fc.bigInt({ min, max }).map(Number), weight: 4 },
    { arbitrary: fc.constantFrom(Number(min), Number(max)), weight: 1 },
  );
}

const OPEN_VALUE = fc.stringMatching(/^[A-Z][A-Z0-9_]{0,15}$/);

function validEnum(node: EnumNode): fc.Arbitrary<string> {
  const values = node.values.map((entry) => entry.value);
  if (node.open === undefined && values.length === 0) throw new Error("a closed enumeration without values");
  const one =
    node.open === undefined
      ? fc.constantFrom(...values)
      : values.length === 0
        ? OPEN_VALUE
        : fc.oneof(fc.constantFrom(...values), OPEN_VALUE);
  if (!node.list) return one;
  const maxLength = node.open === undefined ? values.length : 4;
  return (node.open === undefined ? fc.uniqueArray(one, { minLength: 1, maxLength }) : fc.array(one, { minLength: 1, maxLength })).map(
    (items) => items.join(","),
  );
}

function validMap(node: MapNode): fc.Arbitrary<Record<string, unknown>> {
  const character = fc.constantFrom(...charactersOf(node.keyCharset));
  const key = stringOfLength(character, lengthWithin(node.keyMinLength, node.keyMaxLength));
  const value = validValue(node.value);
  const few = fc.dictionary(key, value, { maxKeys: Math.min(node.maxEntries ?? 4, 4), noNullPrototype: true });
  if (node.maxEntries === undefined) return few;
  // The most entries allowed: distinct names made by numbering one drawn name in the set's own characters.
  const members = charactersOf(node.keyCharset);
  const numbered = (index: number) => `${members[Math.floor(index / members.length) % members.length]}${members[index % members.length]}`;
  const maxEntries = node.maxEntries;
  const stem = stringOfLength(character, lengthWithin(Math.max(0, node.keyMinLength - 2), node.keyMaxLength - 2));
  const full = fc
    .tuple(stem, value)
    .map(([name, entry]) => Object.fromEntries(Array.from({ length: maxEntries }, (_, index) => [`${name}${numbered(index)}`, entry])));
  return fc.oneof({ arbitrary: few, weight: 9 }, { arbitrary: full, weight: 1 });
}

/**
 * A valid body of the operation's message in `direction`: all required (request) or always
 * provided (response) fields, a random subset of the others, arrays of 0 to 3 items, and every
 * checkable rule kept (sub-totals recomputed exactly or left out, rule triggers answered).
 */
export function validBody(operation: OperationIR, direction: Direction): fc.Arbitrary<Record<string, unknown>> {
  const message = operation[direction];
  const body = validObject(message.root, triggerOverrides(message));
  return fc.tuple(body, ruleFixes(message)).map(([generated, fixes]) => satisfyRules(message, structuredClone(generated), fixes));
}

/** The trigger of a required-if rule takes its triggering values often, so that the rule is exercised. */
function triggerOverrides(message: MessageIR): Map<string, fc.Arbitrary<unknown>> {
  const overrides = new Map<string, fc.Arbitrary<unknown>>();
  for (const rule of message.rules.filter(
    (candidate): candidate is RequiredIfRule => candidate.kind === "required-if" && candidate.checkable,
  )) {
    if (!("equals" in rule.when)) continue;
    const node = findField(message.root, rule.when.field).type;
    overrides.set(rule.when.field, fc.oneof(validValue(node), fc.constantFrom(...rule.when.equals)));
  }
  return overrides;
}

function ruleFixes(message: MessageIR): fc.Arbitrary<RuleFixes> {
  const values: Record<string, fc.Arbitrary<unknown>> = {};
  for (const rule of message.rules) {
    if (rule.kind === "at-least-one-of") values[rule.id] = validValue(findField(message.root, rule.fields[0] as string).type);
    if (rule.kind === "required-if") values[rule.id] = validValue(findField(message.root, rule.field).type);
  }
  return fc.record({ values: fc.record(values, { noNullPrototype: true }), preferAdding: fc.boolean() });
}
