import type { DecimalNode, StringNode, TypeNode } from "../../../resolve/ir.js";
import { compareDecimal } from "../../../numbers/decimal-text.js";
import { stringFormat } from "../../../formats/string-formats.js";

// A value that fits a node, for the fields the double must always answer with. Candidates are tried
// in order and checked against the node's own constraints; none fitting is a generator error.

const CHARACTERS = ["A", "a", "1", "0", "x", "-"];

export function sampleValue(node: TypeNode): unknown {
  switch (node.kind) {
    case "object":
    case "map":
      return {};
    case "array":
      return [];
    case "boolean":
      return false;
    case "integer":
      return Number(node.minimum ?? 1);
    case "enum":
      return node.values[0]?.value ?? "UNKNOWN";
    case "decimal":
      return sampleDecimal(node);
    case "string":
      return sampleString(node);
  }
}

function sampleDecimal(node: DecimalNode): string {
  const found = ["1", "0", "1.0", "10"].find(
    (text) =>
      new RegExp(node.pattern).test(text) &&
      (node.minimum === undefined || compareDecimal(text, node.minimum) >= 0) &&
      (node.exclusiveMinimum === undefined || compareDecimal(text, node.exclusiveMinimum) > 0) &&
      (node.maximum === undefined || compareDecimal(text, node.maximum) <= 0) &&
      text.length >= (node.minLength ?? 0),
  );
  if (found === undefined) throw new Error(`no sample fits the decimal ${JSON.stringify(node)}`);
  return found;
}

function sampleString(node: StringNode): string {
  const length = node.lengths?.[0] ?? Math.max(node.minLength ?? 1, 1);
  const candidates = node.format ? stringFormat(node.format).examples : CHARACTERS.map((character) => character.repeat(length));
  const found = candidates.find((text) => fitsString(node, text));
  if (found === undefined) throw new Error(`no sample fits the string ${JSON.stringify(node)}`);
  return found;
}

function fitsString(node: StringNode, text: string): boolean {
  const length = [...text].length;
  if (node.lengths ? !node.lengths.includes(length) : length < (node.minLength ?? 0) || length > (node.maxLength ?? Infinity)) return false;
  if (node.charset !== undefined && !new RegExp(`^[${node.charset}]*$`, "u").test(text)) return false;
  return node.pattern === undefined || new RegExp(node.pattern, "u").test(text);
}
