// Cross-field rules before and after, compared by their checkable forms (the parts of a sum, the
// fields of which one is needed, the values that make a field required), not by their prose: where
// one form implies the other the report says which way (a rule that applies in more cases narrows
// what is valid), where each allows what the other refuses it alters, and a rule rewritten into
// another kind is a warning, since the IR cannot order the two.

import { compareText } from "../language/spec-paths.js";
import type { FieldCondition, Rule } from "../ir/ir.js";
import { changeAt, type Change, type ChangeKind, type ChangeSite, type Effect } from "./change.js";
import { setRelation, type Relation } from "./relations.js";

type RuleRelation = Relation | "undecided";

/** A rule added narrows what is valid (callers break, readers gain a guarantee); one removed widens. */
export function diffRules(site: ChangeSite, before: readonly Rule[], after: readonly Rule[]): Change[] {
  const byId = (rules: readonly Rule[]) => new Map(rules.map((rule) => [rule.id, rule]));
  const [old, now] = [byId(before), byId(after)];
  const ids = [...new Set([...old.keys(), ...now.keys()])].sort(compareText);
  return ids.flatMap((id) => {
    const [a, b] = [old.get(id), now.get(id)];
    if (a === undefined && b !== undefined) return [changeAt(site, ruleField(b), "rule-added", "narrows", null, ruleText(b), "rule")];
    if (a !== undefined && b === undefined) return [changeAt(site, ruleField(a), "rule-removed", "widens", ruleText(a), null, "rule")];
    return a === undefined || b === undefined ? [] : diffRule(site, a, b);
  });
}

const MOVES: Readonly<Record<Exclude<RuleRelation, "same">, readonly [ChangeKind, Effect]>> = {
  narrower: ["rule-tightened", "narrows"],
  wider: ["rule-loosened", "widens"],
  different: ["rule-changed", "alters"],
  undecided: ["rule-changed", "undecided"],
};

function diffRule(site: ChangeSite, before: Rule, after: Rule): Change[] {
  const relation = ruleRelation(before, after);
  if (relation !== "same") {
    const [kind, effect] = MOVES[relation];
    return [changeAt(site, ruleField(after), kind, effect, ruleForm(before), ruleForm(after), "rule")];
  }
  return before.text === after.text
    ? []
    : [changeAt(site, ruleField(after), "documentation-changed", "documents", ruleText(before), ruleText(after), "rule")];
}

/** Whether the valid bodies after the change are fewer (`narrower`), more, neither, or beyond the IR's reading. */
function ruleRelation(before: Rule, after: Rule): RuleRelation {
  if (before.kind !== after.kind) return "undecided";
  const form = formRelation(before, after);
  if (before.checkable === after.checkable) return form;
  // Checked now (or no longer): the validators refuse more (or fewer) bodies, unless the form moved too.
  return form === "same" ? (after.checkable ? "narrower" : "wider") : "undecided";
}

function formRelation(before: Rule, after: Rule): Relation {
  switch (before.kind) {
    case "sum": {
      const other = after as typeof before;
      if (before.total !== other.total || !sameSet(before.add, other.add) || !sameSet(before.subtract, other.subtract)) return "different";
      // A field that, present, sets the sum aside: more of them, fewer bodies judged, so more bodies hold the rule.
      const unless = setRelation(before.unlessPresent ?? [], other.unlessPresent ?? []);
      const when = before.when === other.when ? "same" : other.when === "always" ? "narrower" : "wider";
      return unless === "same" ? when : when === "same" || when === unless ? unless : "different";
    }
    case "sum-of-products": {
      const other = after as typeof before;
      return before.total === other.total && before.array === other.array && sameSet(before.factors, other.factors) ? "same" : "different";
    }
    case "at-least-one-of":
      // More fields to choose from: more bodies hold the rule.
      return setRelation(before.fields, (after as typeof before).fields);
    case "required-if": {
      const other = after as typeof before;
      if (before.field !== other.field) return "different";
      // More values that make the field required: fewer bodies hold the rule.
      return invert(conditionRelation(before.when, other.when));
    }
    case "only-if": {
      const other = after as typeof before;
      if (before.field !== other.field) return "different";
      // More values where the field is allowed: more bodies hold the rule; more values it restricts: fewer.
      const allowed = conditionRelation(before.when, other.when);
      const restricted = invert(setRelation(before.values ?? [], other.values ?? []));
      if ((before.values === undefined) !== (other.values === undefined)) return "different";
      return restricted === "same" ? allowed : allowed === "same" || allowed === restricted ? restricted : "different";
    }
    case "first-transaction-only":
      return invert(setRelation(before.fields, (after as typeof before).fields));
  }
}

/**
 * How the bodies a condition holds for moved: more values, `wider`. A condition that asks only that
 * its field be given holds for any value: as a list of values it is every value (setRelation's
 * undefined), wider than any list.
 */
function conditionRelation(before: FieldCondition, after: FieldCondition): Relation {
  if (before.field !== after.field) return "different";
  return setRelation(valuesOf(before), valuesOf(after));
}

const valuesOf = (condition: FieldCondition): readonly string[] | undefined => ("equals" in condition ? condition.equals : undefined);

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return setRelation(a, b) === "same";
}

function invert(relation: Relation): Relation {
  return relation === "narrower" ? "wider" : relation === "wider" ? "narrower" : relation;
}

/** The field a rule is about, for the report's path. */
function ruleField(rule: Rule): string {
  switch (rule.kind) {
    case "sum":
    case "sum-of-products":
      return rule.total;
    case "required-if":
    case "only-if":
      return rule.field;
    case "at-least-one-of":
    case "first-transaction-only":
      return rule.fields[0] ?? "";
  }
}

/** `order-subtotals: “If sub-totals are given, ...”`: the id, then the seed's words, quoted. */
function ruleText(rule: Rule): string {
  return `${rule.id}: “${rule.text}”`;
}

/** What the validators check, in words: what a rule changed, where its prose may not have. */
export function ruleForm(rule: Rule): string {
  const unchecked = rule.checkable ? "" : " (not checked by the validators)";
  return `${rule.id}: ${checkedForm(rule)}${unchecked}`;
}

function conditionWords(when: FieldCondition): string {
  return "equals" in when ? `${when.field} is ${when.equals.join(" or ")}` : `${when.field} is given`;
}

function checkedForm(rule: Rule): string {
  switch (rule.kind) {
    case "sum": {
      const terms = [rule.add.join(" + "), ...rule.subtract.map((path) => `- ${path}`)].join(" ");
      const unless = (rule.unlessPresent ?? []).length > 0 ? `, unless ${(rule.unlessPresent ?? []).join(" or ")} is given` : "";
      return `${rule.total} = ${terms}, ${rule.when === "always" ? "always" : "when any part is given"}${unless}`;
    }
    case "sum-of-products":
      return `${rule.total} = the sum over ${rule.array} of ${rule.factors.join(" × ")}`;
    case "at-least-one-of":
      return `at least one of ${rule.fields.join(", ")}`;
    case "required-if":
      return `${rule.field} required when ${conditionWords(rule.when)}`;
    case "only-if":
      return `${rule.values ? `${rule.field} holding ${rule.values.join(" or ")}` : rule.field} only when ${conditionWords(rule.when)}`;
    case "first-transaction-only":
      return `${rule.fields.join(", ")} only on an order's first transaction`;
  }
}
