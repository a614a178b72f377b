// The cross-field rules of a message as checks (check.ts): what each rule compares, and the finding a
// broken one gives. Every printer (one per language) reads these, not the IR's rules.

import type { Rule } from "../../../ir/ir.js";
import { UNCHECKED_RULE_REASON } from "../../../ir/unchecked-rules.js";
import type { RuleCheck, RuleEntry } from "./check.js";

export function ruleEntry(rule: Rule): RuleEntry {
  const base = { id: rule.id, ...(rule.section !== undefined ? { section: rule.section } : {}), text: rule.text };
  const check = rule.checkable ? ruleCheck(rule) : undefined;
  return check === undefined ? { ...base, unchecked: UNCHECKED_RULE_REASON } : { ...base, check };
}

function ruleCheck(rule: Rule): RuleCheck | undefined {
  const finding = (kind: "invalid" | "missing", field: string) => ({ kind, field, explanation: rule.text });
  switch (rule.kind) {
    case "sum": {
      const appliesWhen = rule.when === "any-part" ? "anyAddedPresent" : "always";
      return {
        check: "sumEquals",
        total: rule.total,
        add: rule.add,
        subtract: rule.subtract,
        appliesWhen,
        unlessPresent: rule.unlessPresent,
        finding: finding("invalid", rule.total),
      };
    }
    case "sum-of-products":
      return {
        check: "sumOfProductsEquals",
        total: rule.total,
        list: rule.array,
        factors: rule.factors,
        finding: finding("invalid", rule.total),
      };
    case "at-least-one-of":
      return { check: "atLeastOneOf", fields: rule.fields, finding: finding("missing", rule.fields[0] as string) };
    case "required-if":
      return { check: "requiredIf", field: rule.field, when: rule.when, finding: finding("missing", rule.field) };
    case "only-if":
      return {
        check: "onlyIf",
        field: rule.field,
        ...(rule.values ? { values: rule.values } : {}),
        when: rule.when,
        finding: finding("invalid", rule.field),
      };
    case "first-transaction-only":
      return undefined;
  }
}
