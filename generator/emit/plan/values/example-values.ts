// Deterministic valid values from the IR: one example per node, and strings of a chosen length. Every
// value is confirmed with `leafFaults` before use, so an example the IR refuses never reaches a vector.

import type { DecimalNode, StringNode, TypeNode } from "../../../ir/ir.js";
import { characterLength, leafFaults, specRegExp, type LeafNode } from "./leaf-faults.js";
import { stringFormat } from "../../../language/string-formats.js";
import { patternWords } from "../../../language/whole-text.js";

/** Values that fit common patterns of the spec (carrier codes, months, https URLs). */
const PATTERN_EXAMPLES = ["https://example.com/path", "QF", "12", "1", "a"];

const FILLERS = ["a", "A", "0", "x", "-", " "];

/** Texts read off a pattern itself, when no stock example fits it (patterns/whole-text.ts). */
const PATTERN_WORDS = 20;

export function accepts(node: LeafNode, value: unknown): boolean {
  return leafFaults(node, value).length === 0;
}

/** One character the node's character set allows (any string node without a set takes 'a'). */
export function fillerOf(node: StringNode): string {
  const found = FILLERS.find((candidate) => node.charset === undefined || specRegExp(`^[${node.charset}]$`).test(candidate));
  if (found === undefined) throw new Error(`no filler character for [${node.charset}]`);
  return found;
}

/** The shortest length an example takes: one character unless the node allows none (at most 0). */
function shortestLength(node: StringNode): number {
  return node.lengths?.[0] ?? Math.min(Math.max(node.minLength ?? 1, 1), node.maxLength ?? Number.POSITIVE_INFINITY);
}

export function exampleString(node: StringNode): string {
  const formats = node.format !== undefined ? stringFormat(node.format).examples : [];
  const patterns = node.pattern !== undefined ? PATTERN_EXAMPLES : [];
  const fill = fillerOf(node).repeat(shortestLength(node));
  const found =
    [...formats, ...patterns, fill].find((candidate) => accepts(node, candidate)) ??
    (node.pattern === undefined ? undefined : patternWords(node.pattern, PATTERN_WORDS).find((candidate) => accepts(node, candidate)));
  if (found === undefined) throw new Error(`no example value for ${JSON.stringify(node)}`);
  return found;
}

/**
 * A valid string of exactly `length` characters, when one of a few constructions gives one: the
 * filler repeated, or the example padded with its own last character or cut short.
 */
export function stringOfLength(node: StringNode, length: number, character?: string): string | undefined {
  const example = exampleString(node);
  const chars = [...example];
  const last = chars[chars.length - 1] ?? "a";
  const candidates = [
    (character ?? fillerOf(node)).repeat(length),
    chars.length <= length ? example + last.repeat(length - chars.length) : chars.slice(0, length).join(""),
    chars.length <= length ? example + fillerOf(node).repeat(length - chars.length) : undefined,
  ];
  return candidates.find(
    (candidate): candidate is string => candidate !== undefined && characterLength(candidate) === length && accepts(node, candidate),
  );
}

export function exampleDecimal(node: DecimalNode): string {
  const found = ["1", "0.5", node.minimum, node.maximum, "0"].find((candidate) => candidate !== undefined && accepts(node, candidate));
  if (found === undefined) throw new Error(`no example value for ${JSON.stringify(node)}`);
  return found;
}

/** One valid value of a node; objects hold their required fields only, lists one item, maps one entry. */
export function exampleValue(node: TypeNode): unknown {
  switch (node.kind) {
    case "object":
      return Object.fromEntries(
        node.fields
          .filter((field) => field.presence === "required" || field.presence === "always")
          .map((field) => [field.name, exampleValue(field.type)]),
      );
    case "array":
      return [exampleValue(node.items)];
    case "string":
      return exampleString(node);
    case "decimal":
      return exampleDecimal(node);
    case "integer":
      return Number(node.minimum ?? 1) <= 1 && Number(node.maximum ?? 1) >= 1 ? 1 : Number(node.minimum);
    case "boolean":
      return true;
    case "enum":
      return node.values[0]?.value ?? "VALUE";
    case "map":
      return { [exampleMapKey(node.keyCharset, node.keyMinLength)]: exampleValue(node.value) };
  }
}

/**
 * A value for a field an answer always has, when nothing of the call decides it: a leaf's example;
 * an object, list or map empty, as the fields they always hold are filled one by one.
 */
export function fillValue(node: TypeNode): unknown {
  switch (node.kind) {
    case "object":
    case "map":
      return {};
    case "array":
      return [];
    default:
      return exampleValue(node);
  }
}

export function exampleMapKey(charset: string, minLength: number): string {
  const name = "name";
  const allowed = new RegExp(`^[${charset}]+$`, "u").test(name);
  return (allowed ? name : "a").padEnd(Math.max(minLength, 1), allowed ? "1" : "a");
}
