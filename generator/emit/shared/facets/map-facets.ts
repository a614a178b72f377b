// The facets of named values (a map, seed 2.1): how many names, and what a name may be. The value of
// each entry is a leaf of its own, checked by its own kind.

import type { MapNode } from "../../../resolve/ir.js";
import { numberLiteral } from "../code.js";
import { rt } from "../../plan/runtime-plan.js";
import { rangeText } from "./explanations.js";
import { lengthOutside, specRegExp, type BoundPhrase, type Check, type CheckConstants, type JsonSchema } from "./facet.js";

export const MAP_TYPE_EXPLANATION = "Must be a JSON object of named values.";

export const MAP_ENTRIES = {
  /** The check of the list of names `names` (an expression). */
  checks(node: MapNode, names: string): Check[] {
    return node.maxEntries === undefined
      ? []
      : [
          {
            failsWhen: `${names}.length > ${numberLiteral(node.maxEntries)}`,
            explanation: `At most ${node.maxEntries} named values are allowed.`,
          },
        ];
  },
  schema: (node: MapNode): JsonSchema => (node.maxEntries !== undefined ? { maxProperties: node.maxEntries } : {}),
  phrases: (node: MapNode): BoundPhrase[] => (node.maxEntries !== undefined ? [{ text: `up to ${node.maxEntries} names` }] : []),
  faults: (node: MapNode, names: readonly string[]) =>
    node.maxEntries !== undefined && names.length > node.maxEntries ? [{ check: "entries" }] : [],
};

const namePattern = (node: MapNode) => `^[${node.keyCharset}]{${node.keyMinLength},${node.keyMaxLength}}$`;

export const MAP_NAMES = {
  /**
   * The check of one name `name` (an expression). `^[set]{min,max}$` as a length and a character-set
   * check: the counted repetition would make an automaton of max states, and a regular expression
   * call costs more than both checks.
   */
  check(node: MapNode, name: string, constants: CheckConstants): Check {
    return {
      failsWhen:
        `(${lengthOutside(name, node.keyMinLength, node.keyMaxLength)}) || ` +
        `!${rt.inCharset}(${name}, ${constants.asciiSet(node.keyCharset)}, ${constants.pattern(`^[${node.keyCharset}]*$`)})`,
      explanation: `The name must be ${node.keyMinLength} to ${node.keyMaxLength} characters from ${node.keyCharset}.`,
    };
  },
  schema: (node: MapNode): JsonSchema => ({ propertyNames: { pattern: namePattern(node) } }),
  phrases: (node: MapNode): BoundPhrase[] => [
    { text: `names ${rangeText(node.keyMinLength, node.keyMaxLength)} characters of`, code: `[${node.keyCharset}]` },
  ],
  accepts: (node: MapNode, name: string) => specRegExp(namePattern(node)).test(name),
};
