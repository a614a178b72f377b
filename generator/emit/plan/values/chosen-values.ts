// The values a person chose for the docs' examples (spec/api/examples.yaml), laid over a body the
// value builders made: every leaf whose catalogue path has a chosen value shows it; a text leaf with
// none shows a readable value of its type where one fits (never the builders' one-character filler).
// And what a field's own validator says of a chosen value: the explanation the validators give.

import type { ApiIR, GatewayIR, MessageIR, ObjectNode, StringNode, TypeNode } from "../../../ir/ir.js";
import { numberToDecimalText } from "../../../language/decimal-text.js";
import type { Check, CheckContext } from "../../shared/facets/check.js";
import { DECIMAL_FACETS, DECIMAL_FORM, DECIMAL_TYPE_CHECK } from "../../shared/facets/decimal-facets.js";
import { ENUM_VALUES } from "../../shared/facets/enum-facets.js";
import { INTEGER_RANGE, INTEGER_TYPE_CHECK } from "../../shared/facets/integer-facets.js";
import { BOOLEAN_TYPE_CHECK } from "../../shared/facets/leaf-checks.js";
import { MAP_TYPE_CHECK } from "../../shared/facets/map-facets.js";
import { STRING_FACETS, STRING_TYPE_CHECK } from "../../shared/facets/string-facets.js";
import { isObject, type Body } from "./bodies.js";
import { accepts, exampleString } from "./example-values.js";
import type { LeafNode } from "./leaf-faults.js";

export type ChosenValue = string | number | boolean;

/** Catalogue path -> the value an operation's example shows there: the file's `values`, then the operation's own. */
export function chosenValues(api: ApiIR, operation: string): ReadonlyMap<string, ChosenValue> {
  const examples = api.examples;
  if (examples === undefined) return new Map();
  const own = examples.operations.find((entry) => entry.operation === operation)?.values ?? [];
  return new Map([...examples.values, ...own].map(({ path, value }) => [path, value]));
}

/**
 * Lays the chosen values over `body` (a body of `message`), in place: a leaf with a chosen value takes
 * it, a text leaf without one a readable value of its type where one fits. Groups and lists stay.
 */
export function applyChosenValues(message: MessageIR, body: Body, chosen: ReadonlyMap<string, ChosenValue>): Body {
  applyToObject(message.root, body, "", chosen);
  return body;
}

function applyToObject(node: ObjectNode, value: Record<string, unknown>, prefix: string, chosen: ReadonlyMap<string, ChosenValue>): void {
  for (const field of node.fields) {
    if (!Object.hasOwn(value, field.name)) continue;
    const path = `${prefix}${field.name}`;
    const held = value[field.name];
    const type = field.type;
    if (type.kind === "object") {
      if (isObject(held)) applyToObject(type, held, `${path}.`, chosen);
    } else if (type.kind === "array") {
      const items = type.items;
      if (Array.isArray(held))
        held.forEach((item, index) => {
          if (items.kind === "object" && isObject(item)) applyToObject(items, item, `${path}[].`, chosen);
          else if (items.kind !== "object" && items.kind !== "array") held[index] = leafValue(items, item, `${path}[]`, chosen);
        });
    } else value[field.name] = leafValue(type, held, path, chosen);
  }
}

function leafValue(node: LeafNode, held: unknown, path: string, chosen: ReadonlyMap<string, ChosenValue>): unknown {
  const value = chosen.get(path);
  if (value !== undefined) return value;
  return node.kind === "string" ? readableString(node, held) : held;
}

/** Readable texts a plain text field may take, longest first: each is tried at the field's bounds. */
const READABLE_TEXTS = ["Example text", "Example", "EXAMPLE", "example", "EX"];

/** Readable texts for a field of digits. */
const READABLE_DIGITS = ["123456", "1234", "12", "1"];

/**
 * A readable value of a text field that has no chosen one: the builder's value where the field has a
 * format or a pattern (a date, an email: already a value of its type), else a word or digits that fit
 * the field's characters and length, padded to its shortest length with digits where it must be longer.
 */
export function readableString(node: StringNode, held: unknown): unknown {
  if (node.format !== undefined || node.pattern !== undefined) return held;
  const candidates = [...READABLE_TEXTS, ...READABLE_DIGITS].flatMap((text) => [text, padded(node, text)]);
  return candidates.find((candidate) => accepts(node, candidate)) ?? held ?? exampleString(node);
}

function padded(node: StringNode, text: string): string {
  const shortest = node.minLength ?? 0;
  return text.length >= shortest ? text.slice(0, node.maxLength ?? text.length) : `${text}${"1234567890".repeat(4)}`.slice(0, shortest);
}

/** The context the validators word their explanations in: data types by their titles. */
export function checkContext(ir: Pick<GatewayIR, "dataTypes">): CheckContext {
  const titles = new Map(ir.dataTypes.map((type) => [type.name, type.title]));
  return { typeTitle: (typeName) => titles.get(typeName) ?? typeName };
}

/**
 * What the field's own validator tells a value it refuses (the first check it fails, as the
 * validators try them), judging a date "not in the past" on `today`; undefined when it accepts it.
 */
export function valueRefusal(node: TypeNode, value: unknown, context: CheckContext, today: string): string | undefined {
  if (node.kind === "object" || node.kind === "array")
    return isObject(value) || Array.isArray(value) ? undefined : "Must be a value of a field, not a group.";
  return leafRefusal(node, value, context, today);
}

function firstExplanation(checks: readonly Check[]): string {
  return checks[0]?.explanation ?? "Is refused by the field's checks.";
}

function leafRefusal(node: LeafNode, value: unknown, context: CheckContext, today: string): string | undefined {
  switch (node.kind) {
    case "string": {
      if (typeof value !== "string") return STRING_TYPE_CHECK.explanation;
      const facet = STRING_FACETS.find((candidate) => candidate.faults(node, value, { today }).length > 0);
      return facet === undefined ? undefined : firstExplanation(facet.checks(node, context));
    }
    case "decimal": {
      const text =
        typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? numberToDecimalText(value) : undefined;
      if (text === undefined) return DECIMAL_TYPE_CHECK.explanation;
      const facet = [DECIMAL_FORM, ...DECIMAL_FACETS].find(
        (candidate) => candidate.faults(node, text, typeof value === "number").length > 0,
      );
      return facet === undefined ? undefined : firstExplanation(facet.checks(node));
    }
    case "integer": {
      if (typeof value !== "number" || !Number.isInteger(value)) return INTEGER_TYPE_CHECK.explanation;
      return INTEGER_RANGE.faults(node, numberToDecimalText(value)).length > 0 ? firstExplanation(INTEGER_RANGE.checks(node)) : undefined;
    }
    case "boolean":
      return typeof value === "boolean" ? undefined : BOOLEAN_TYPE_CHECK.explanation;
    case "enum": {
      const checks = ENUM_VALUES.checks(node);
      return ENUM_VALUES.faults(node, value).length > 0 ? (checks.at(-1)?.explanation ?? firstExplanation(checks)) : undefined;
    }
    case "map":
      return MAP_TYPE_CHECK.explanation;
  }
}
