// The facet of an enumeration (seed 2.1): its values, closed or (where the seed gives the list only in
// part) open, one value or a comma-separated list of them.

import type { EnumNode } from "../../../resolve/ir.js";
import { rt } from "../../plan/runtime-plan.js";
import { literal } from "../code.js";
import { describeValues } from "./explanations.js";
import type { Check, CheckConstants, Fault, JsonSchema } from "./facet.js";

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const valuesOf = (node: EnumNode) => node.values.map((entry) => entry.value);

/** Values few enough to compare one by one rather than look up in a set. */
const FEW_VALUES = 4;

export const ENUM_VALUES = {
  checks(node: EnumNode, value: string, constants: CheckConstants): Check[] {
    const values = valuesOf(node);
    if (node.list) {
      const known = node.open === undefined ? constants.valueSet(values) : undefined;
      return [
        { failsWhen: `typeof ${value} !== "string"`, explanation: "Must be a string." },
        {
          failsWhen: `!${rt.isCommaList}(${value}, ${known ?? "undefined"})`,
          explanation: `Must be one or more of ${describeValues(values, node.open !== undefined)}, separated by commas.`,
        },
      ];
    }
    if (node.open !== undefined) {
      return [{ failsWhen: `typeof ${value} !== "string" || ${value}.length === 0`, explanation: "Must be a non-empty string." }];
    }
    // A few values are compared one by one (a string compares by length, then characters), which
    // costs less than hashing the value for the set; a value of another type equals none of them.
    const failsWhen =
      values.length <= FEW_VALUES
        ? values.map((each) => `${value} !== ${literal(each)}`).join(" && ")
        : `typeof ${value} !== "string" || !${constants.valueSet(values)}.has(${value})`;
    return [{ failsWhen, explanation: `Must be ${describeValues(values, false)}.` }];
  },

  /** `forTypes`: an open list types as its values or any other string. */
  schema(node: EnumNode, forTypes: boolean): JsonSchema {
    const values = valuesOf(node);
    if (node.list) {
      const item = node.open !== undefined || values.length === 0 ? "[^,]+" : `(${values.map(escapeRegExp).join("|")})`;
      return { type: "string", pattern: `^${item}(,${item})*$`, ...(node.open ? { $comment: `Partial list: ${node.open}` } : {}) };
    }
    if (node.open !== undefined) {
      const union = [...values.map((each) => JSON.stringify(each)), "(string & {})"].join(" | ");
      // Any value the partial list may hold, but not an empty one (as the validators read it).
      return {
        type: "string",
        minLength: 1,
        ...(values.length > 0 ? { examples: values } : {}),
        $comment: `Partial list, other values are accepted: ${node.open}`,
        ...(forTypes ? { tsType: union } : {}),
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
