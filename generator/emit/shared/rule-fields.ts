// The fields a cross-field rule names, read from the IR: the models' JSDoc and the docs list each
// rule beside every field it names.

import type { Rule } from "../../ir/ir.js";

/** Every field a rule names. */
export function ruleFields(rule: Rule): string[] {
  switch (rule.kind) {
    case "sum":
      return [rule.total, ...rule.add, ...rule.subtract];
    case "sum-of-products":
      return [rule.total, rule.array, ...rule.factors.map((factor) => `${rule.array}.${factor}`)];
    case "at-least-one-of":
    case "first-transaction-only":
      return rule.fields;
    case "required-if":
    case "only-if":
      return [rule.field, rule.when.field];
  }
}
