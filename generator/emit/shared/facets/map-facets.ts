// The facets of named values (a map, seed 2.1): how many names, and what a name may be. The value of
// each entry is a leaf of its own, checked by its own kind.

import type { MapNode } from "../../../ir/ir.js";
import { portablePattern } from "../../../language/portable-pattern.js";
import { rangeText } from "./explanations.js";
import { specRegExp, type BoundPhrase, type Check, type JsonSchema } from "./facet.js";

export const MAP_TYPE_CHECK: Check = { check: "isObject", explanation: "Must be a JSON object of named values." };

export const MAP_ENTRIES = {
  /** The checks of the map's list of names. */
  checks(node: MapNode): Check[] {
    return node.maxEntries === undefined
      ? []
      : [{ check: "entriesAtMost", max: node.maxEntries, explanation: `At most ${node.maxEntries} named values are allowed.` }];
  },
  schema: (node: MapNode): JsonSchema => (node.maxEntries !== undefined ? { maxProperties: node.maxEntries } : {}),
  phrases: (node: MapNode): BoundPhrase[] => (node.maxEntries !== undefined ? [{ text: `up to ${node.maxEntries} names` }] : []),
  faults: (node: MapNode, names: readonly string[]) =>
    node.maxEntries !== undefined && names.length > node.maxEntries ? [{ check: "entries" }] : [],
};

const namePattern = (node: MapNode) => `^[${node.keyCharset}]{${node.keyMinLength},${node.keyMaxLength}}$`;

export const MAP_NAMES = {
  /**
   * The check of one name: `^[set]{min,max}$` said as a length and a character set (which a printer
   * may test quicker than the pattern: as an automaton, the counted repetition has max states).
   */
  check(node: MapNode): Check {
    return {
      check: "allOf",
      conditions: [
        { check: "lengthWithin", min: node.keyMinLength, max: node.keyMaxLength, unit: "codePoints" },
        { check: "charset", charset: node.keyCharset },
      ],
      explanation: `The name must be ${node.keyMinLength} to ${node.keyMaxLength} characters from ${node.keyCharset}.`,
    };
  },
  schema: (node: MapNode): JsonSchema => ({ propertyNames: { pattern: portablePattern(namePattern(node)) } }),
  phrases: (node: MapNode): BoundPhrase[] => [
    { text: `names ${rangeText(node.keyMinLength, node.keyMaxLength)} characters of`, code: `[${node.keyCharset}]` },
  ],
  accepts: (node: MapNode, name: string) => specRegExp(namePattern(node)).test(name),
};
