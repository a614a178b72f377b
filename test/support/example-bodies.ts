// Deterministic valid values and bodies, for table tests that put one value into one real field:
// the smallest valid body of a message, and the same body with a field (and the groups above it)
// added so that the field sits at a known path.

import type { DecimalNode, FieldNode, MessageIR, ObjectNode, StringNode, TypeNode } from "../../generator/ir/ir.js";
import { STRING_FORMATS, type StringFormat } from "../../generator/language/string-formats.js";
import { isPlainObject, setAt, type Segment } from "./body-paths.js";
import { decimalNodeAccepts } from "./exact-decimal.js";
import { isRequiredPresence } from "./gateway-ir.js";
import { fillerCharacter } from "./mutations.js";
import { stringFits } from "./string-values.js";

/** Examples of the formats beyond the formats table's own, which a format left out here gets. */
const FORMAT_EXAMPLES: Partial<Record<StringFormat, readonly string[]>> = {
  // The second for a date not in the past, whatever today is.
  date: ["2024-01-15", "2999-12-31"],
  time: ["12:30Z"],
  "date-time": ["2024-01-15T12:30:00.000Z"],
  email: ["payer@example.com"],
  url: ["https://example.com/path"],
  base64: ["AAAAAAAAAAAAAAAAAAAAAAAAAAAA", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
  json: ["{}"],
  telephone: ["+44 20 7946 0000"],
};

const PATTERN_EXAMPLES = ["QF", "12", "https://example.com", "a"];

function exampleString(node: StringNode): string {
  const candidates =
    node.format !== undefined
      ? (FORMAT_EXAMPLES[node.format] ?? STRING_FORMATS[node.format].examples)
      : node.pattern !== undefined
        ? PATTERN_EXAMPLES
        : [];
  const fill = fillerCharacter(node);
  const length = node.lengths?.[0] ?? Math.max(node.minLength ?? 1, 1);
  const found = [...candidates, fill.repeat(length)].find((candidate) => stringFits(node, candidate));
  if (found === undefined) throw new Error(`no example for ${JSON.stringify(node)}`);
  return found;
}

function exampleDecimal(node: DecimalNode): string {
  const found = ["1", "0", node.minimum, node.maximum].find((candidate) => candidate !== undefined && decimalNodeAccepts(node, candidate));
  if (found === undefined) throw new Error(`no example for ${JSON.stringify(node)}`);
  return found;
}

/** One valid value of the node; objects carry their required fields only, arrays one item. */
export function exampleValue(node: TypeNode): unknown {
  switch (node.kind) {
    case "object":
      return Object.fromEntries(node.fields.filter(isRequiredPresence).map((field) => [field.name, exampleValue(field.type)]));
    case "array":
      return [exampleValue(node.items)];
    case "string":
      return exampleString(node);
    case "decimal":
      return exampleDecimal(node);
    case "integer":
      return Number(node.minimum ?? 1);
    case "boolean":
      return true;
    case "enum":
      return node.values[0]?.value ?? "OTHER";
    case "map":
      return {};
  }
}

/** The smallest valid body: required fields, plus the first field of each at-least-one-of rule. */
export function exampleBody(message: MessageIR): Record<string, unknown> {
  const body = exampleValue(message.root) as Record<string, unknown>;
  for (const rule of message.rules) {
    if (rule.kind !== "at-least-one-of" || !rule.checkable) continue;
    placeValue(message, body, rule.fields[0] as string, undefined);
  }
  return body;
}

/**
 * Puts `value` (an example value when undefined) at the field with spec path `specPath`, adding the
 * groups and the one array item above it; returns the field's path in the body (`order.item[0].name`).
 */
export function placeValue(
  message: MessageIR,
  body: Record<string, unknown>,
  specPath: string,
  value: unknown,
): { path: string; segments: Segment[] } {
  let node: ObjectNode = message.root;
  let holder: Record<string, unknown> = body;
  const segments: Segment[] = [];
  const names = specPath.replace(/\[\]/g, "").split(".");
  names.forEach((name, index) => {
    const field = fieldNamed(node, name, specPath);
    segments.push(name);
    if (index === names.length - 1) {
      setAt(body, segments, value === undefined ? exampleValue(field.type) : value);
      return;
    }
    const child = descend(holder, field, segments);
    holder = child.holder;
    node = child.node;
  });
  return {
    path: segments.map((segment, index) => (typeof segment === "number" ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join(""),
    segments,
  };
}

function fieldNamed(node: ObjectNode, name: string, specPath: string): FieldNode {
  const field = node.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name} on the way to ${specPath}`);
  return field;
}

function descend(
  holder: Record<string, unknown>,
  field: FieldNode,
  segments: Segment[],
): { holder: Record<string, unknown>; node: ObjectNode } {
  if (field.type.kind === "object") {
    if (!isPlainObject(holder[field.name])) holder[field.name] = exampleValue(field.type);
    return { holder: holder[field.name] as Record<string, unknown>, node: field.type };
  }
  if (field.type.kind === "array" && field.type.items.kind === "object") {
    if (!Array.isArray(holder[field.name])) holder[field.name] = [exampleValue(field.type.items)];
    segments.push(0);
    return { holder: (holder[field.name] as Record<string, unknown>[])[0] as Record<string, unknown>, node: field.type.items };
  }
  throw new Error(`${field.path} holds no fields`);
}
