// The facet of an enumeration (seed 2.1): its values, closed or (where the seed gives the list only in
// part) open, one value or a comma-separated list of them.

import type { EnumNode } from "../../../ir/ir.js";
import { describeValues } from "./explanations.js";
import type { Check, Fault, JsonSchema } from "./facet.js";

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const valuesOf = (node: EnumNode) => node.values.map((entry) => entry.value);

export const ENUM_VALUES = {
  /** The checks of a value of any kind: an enumeration's come with their own type check. */
  checks(node: EnumNode): Check[] {
    const values = valuesOf(node);
    if (node.list) {
      return [
        { check: "isString", explanation: "Must be a string." },
        {
          check: "commaList",
          ...(node.open === undefined ? { values } : {}),
          explanation: `Must be one or more of ${describeValues(values, node.open !== undefined)}, separated by commas.`,
        },
      ];
    }
    if (node.open !== undefined) return [{ check: "isNonEmptyString", explanation: "Must be a non-empty string." }];
    return [{ check: "inSet", values, explanation: `Must be ${describeValues(values, false)}.` }];
  },

  schema(node: EnumNode): JsonSchema {
    const values = valuesOf(node);
    if (node.list) {
      const item = node.open !== undefined || values.length === 0 ? "[^,]+" : `(${values.map(escapeRegExp).join("|")})`;
      return { type: "string", pattern: `^${item}(,${item})*$`, ...(node.open ? { $comment: `Partial list: ${node.open}` } : {}) };
    }
    if (node.open !== undefined) {
      // Any value the partial list may hold, but not an empty one (as the validators read it).
      return {
        type: "string",
        minLength: 1,
        ...(values.length > 0 ? { examples: values } : {}),
        $comment: `Partial list, other values are accepted: ${node.open}`,
      };
    }
    return { type: "string", enum: values };
  },

  faults(node: EnumNode, value: unknown): Fault[] {
    if (typeof value !== "string") return [{ check: "type" }];
    const known = new Set(valuesOf(node));
    const accepts = (item: string) => item.length > 0 && (node.open !== undefined || known.has(item));
    const items = node.list ? value.split(",") : [value];
    return items.every(accepts) ? [] : [{ check: node.open !== undefined ? "non-empty" : "value" }];
  },
};
