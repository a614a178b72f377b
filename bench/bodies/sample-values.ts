// Deterministic valid values shaped like real traffic: strings of a plausible length rather than the
// shortest valid one, amounts with cents, and whole bodies with every field of the message filled.

import type { MapNode, ObjectNode, TypeNode } from "../../generator/ir/ir.js";
import { decimalNodeAccepts } from "../../test/support/exact-decimal.js";
import { exampleValue } from "../../test/support/example-bodies.js";
import { fillerCharacter } from "../../test/support/mutations.js";
import { charactersOf, stringFits } from "../../test/support/string-values.js";

/** Characters in a free-text value of the typical body: a name, a city, a reference. */
const TYPICAL_TEXT_LENGTH = 12;
const TYPICAL_AMOUNT = "12.50";
/** Items in the outermost arrays of the large body (line items, itinerary legs), and in arrays nested below them. */
const LARGE_ARRAY_ITEMS = 50;
const NESTED_ARRAY_ITEMS = 3;
const MAP_ENTRIES = 3;

/** A valid value of a leaf (or the example value of a group): plain strings get a typical length, decimals cents. */
export function sampleValue(node: TypeNode): unknown {
  if (node.kind === "string" && node.format === undefined && node.pattern === undefined && node.lengths === undefined) {
    const length = Math.min(Math.max(TYPICAL_TEXT_LENGTH, node.minLength ?? 0), node.maxLength ?? TYPICAL_TEXT_LENGTH);
    const text = fillerCharacter(node).repeat(length);
    if (stringFits(node, text)) return text;
  }
  if (node.kind === "decimal" && decimalNodeAccepts(node, TYPICAL_AMOUNT)) return TYPICAL_AMOUNT;
  return exampleValue(node);
}

/** Every field of the object, arrays of 50 items at the top and 3 further down, maps of 3 entries. */
export function fullValue(node: TypeNode, insideArray = false): unknown {
  switch (node.kind) {
    case "object":
      return fullObject(node, insideArray);
    case "array": {
      const count = insideArray ? NESTED_ARRAY_ITEMS : LARGE_ARRAY_ITEMS;
      return Array.from({ length: count }, () => fullValue(node.items, true));
    }
    case "map":
      return fullMap(node);
    default:
      return sampleValue(node);
  }
}

function fullObject(node: ObjectNode, insideArray: boolean): Record<string, unknown> {
  return Object.fromEntries(node.fields.map((field) => [field.name, fullValue(field.type, insideArray)]));
}

/** Distinct entry names in the map's own characters, as long as its minimum asks. */
function fullMap(node: MapNode): Record<string, unknown> {
  const members = charactersOf(node.keyCharset);
  const stem = (members[0] as string).repeat(Math.max(0, node.keyMinLength - 1));
  const count = Math.min(MAP_ENTRIES, node.maxEntries ?? MAP_ENTRIES, members.length);
  return Object.fromEntries(members.slice(0, count).map((last) => [`${stem}${last}`, sampleValue(node.value)]));
}
