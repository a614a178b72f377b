// The values a consumer sends in one field, from the IR of the package it was written for: an
// example, each end of every bound (shortest and longest text, smallest and largest number), each
// enumeration value, both booleans. Each is checked against the node's own facts here, and the
// bodies they make are checked again by the old package's validators before use.

import type { DecimalNode, IntegerNode, MapNode, StringNode, TypeNode } from "../../../generator/ir/ir.js";
import { decimalNodeAccepts } from "../../support/exact-decimal.js";
import { exampleValue } from "../../support/example-bodies.js";
import { fillerCharacter } from "../../support/mutations.js";
import { charactersOf, charsetPattern, stringFits } from "../../support/string-values.js";

/** A value no list of the specs names: a consumer sends it where a list is open. */
export const OTHER_VALUE = "ORACLEOTHER";

/** Every value of the list for a leaf (string, decimal, integer, boolean, enumeration, map), the example first. */
export function leafValues(node: TypeNode): unknown[] {
  switch (node.kind) {
    case "string":
      return distinct(
        [exampleValue(node), ...stringEnds(node), ...charsetSamples(node)].filter((value) => stringFits(node, value as string)),
      );
    case "decimal":
      return distinct([exampleValue(node), ...decimalEnds(node)].filter((value) => decimalNodeAccepts(node, value as string)));
    case "integer":
      return distinct([exampleValue(node), ...integerEnds(node)]);
    case "boolean":
      return [true, false];
    case "enum":
      // A value of an open list's others is one a consumer may send too.
      return [...node.values.map((entry) => entry.value), ...(node.open === undefined ? [] : [OTHER_VALUE])];
    case "map":
      return [...leafValues(node.value).map((value) => ({ [mapKey(node)]: value })), ...mapEnds(node)];
    case "object":
    case "array":
      throw new Error(`${node.kind} is not a leaf`);
  }
}

function distinct(values: readonly unknown[]): unknown[] {
  return values.filter((value, index) => values.findIndex((other) => JSON.stringify(other) === JSON.stringify(value)) === index);
}

function stringEnds(node: StringNode): string[] {
  const fill = fillerCharacter(node);
  const lengths = node.lengths ?? [Math.max(node.minLength ?? 1, 1), ...(node.maxLength === undefined ? [] : [node.maxLength])];
  return lengths.map((length) => fill.repeat(length));
}

/** The bounds, the most digits, and the most digits after the point. */
function decimalEnds(node: DecimalNode): string[] {
  const longest = node.maxLength === undefined ? [] : ["9".repeat(node.maxLength), `0.${"1".repeat(Math.max(node.maxLength - 2, 1))}`];
  return [node.minimum, node.maximum, ...longest].filter((value): value is string => value !== undefined);
}

function integerEnds(node: IntegerNode): number[] {
  return [node.minimum, node.maximum]
    .filter((value): value is string => value !== undefined)
    .map(Number)
    .filter((value) => Number.isSafeInteger(value));
}

/** The characters a consumer may well send: every one that is not a letter or digit, and the ends of the letters and digits. */
function charsetSamples(node: StringNode): string[] {
  if (node.charset === undefined) return [];
  const members = charactersOf(node.charset);
  const plain = /^[0-9A-Za-z]$/;
  const sample = [
    ...members.filter((character) => !plain.test(character)).slice(0, 40),
    ...["0", "9", "a", "z", "A", "Z"].filter((character) => members.includes(character)),
  ];
  const width = Math.max(node.maxLength ?? sample.length, 1);
  const chunks = Array.from({ length: Math.ceil(sample.length / width) }, (_, index) =>
    sample.slice(index * width, (index + 1) * width).join(""),
  );
  return chunks.slice(0, 3).map((chunk) => chunk.padEnd(node.minLength ?? 1, fillerCharacter(node)));
}

/** The most entries the map allows, and its longest key. */
function mapEnds(node: MapNode): Record<string, unknown>[] {
  const value = exampleValue(node.value);
  const key = (index: number) => `${mapKey(node)}${index}`.slice(0, node.keyMaxLength);
  const most =
    node.maxEntries === undefined ? [] : [Object.fromEntries(Array.from({ length: node.maxEntries }, (_, index) => [key(index), value]))];
  const longest = "k".repeat(node.keyMaxLength);
  return [...most, ...(charsetPattern(node.keyCharset).test(longest) ? [{ [longest]: value }] : [])];
}

/** A key the map allows: `name` where its characters and length allow it. */
function mapKey(node: MapNode): string {
  const fits = (key: string) =>
    charsetPattern(node.keyCharset).test(key) && key.length >= node.keyMinLength && key.length <= node.keyMaxLength;
  return ["name", "a".repeat(Math.max(node.keyMinLength, 1)), "A".repeat(Math.max(node.keyMinLength, 1))].find(fits) ?? "name";
}
