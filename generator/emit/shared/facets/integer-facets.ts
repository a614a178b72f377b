// The facet of an integer node (seed 2.1): its range. Bounds are integer text as the seed writes
// them: 9999999999999999 has no exact JSON number.

import type { IntegerNode } from "../../../ir/ir.js";
import { compareDecimal } from "../../../language/decimal-text.js";
import type { BoundPhrase, Check, Fault, JsonSchema } from "./facet.js";

export const INTEGER_TYPE_CHECK: Check = { check: "isWholeNumber", explanation: "Must be a whole number." };

/** The range: one check, its keywords, its phrases, and the first bound a value's text breaks. */
export const INTEGER_RANGE = {
  checks(node: IntegerNode): Check[] {
    const { minimum: min, maximum: max } = node;
    if (min === undefined && max === undefined) return [];
    const range = min !== undefined && max !== undefined ? `${min} to ${max}` : min !== undefined ? `at least ${min}` : `at most ${max}`;
    return [
      {
        check: "integerWithin",
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        explanation: `Must be ${range}.`,
      },
    ];
  },
  schema(node: IntegerNode, bound: (text: string) => unknown): JsonSchema {
    return {
      ...(node.minimum !== undefined ? { minimum: bound(node.minimum) } : {}),
      ...(node.maximum !== undefined ? { maximum: bound(node.maximum) } : {}),
    };
  },
  phrases(node: IntegerNode): BoundPhrase[] {
    return [
      ...(node.minimum !== undefined ? [{ text: "min", code: node.minimum }] : []),
      ...(node.maximum !== undefined ? [{ text: "max", code: node.maximum }] : []),
    ];
  },
  faults(node: IntegerNode, text: string): Fault[] {
    if (node.minimum !== undefined && compareDecimal(text, node.minimum) < 0) return [{ check: "minimum" }];
    if (node.maximum !== undefined && compareDecimal(text, node.maximum) > 0) return [{ check: "maximum" }];
    return [];
  },
};
