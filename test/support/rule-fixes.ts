// Making a generated body keep its message's cross-field rules, computed with the tests' own exact
// decimals: sub-totals are recomputed (or left out when the exact total would be out of bounds),
// at-least-one-of gets its first field, and a required-if is answered or its trigger removed.

import type {
  AtLeastOneOfRule,
  DecimalNode,
  FieldCondition,
  MessageIR,
  OnlyIfRule,
  RequiredIfRule,
  SumOfProductsRule,
  SumRule,
} from "../../generator/ir/ir.js";
import { deleteAt, getAt, isPlainObject, setAt, specSegments } from "./body-paths.js";
import {
  addDecimalText,
  canonicalDecimal,
  compareDecimalText,
  decimalNodeAccepts,
  multiplyDecimalText,
  numberToDecimalText,
  subtractDecimalText,
} from "./exact-decimal.js";
import { findField, isRequiredPresence } from "./gateway-ir.js";

/** Values drawn for the rules: the field a rule may need, by rule id. */
export interface RuleFixes {
  values: Record<string, unknown>;
  /** Answer a required-if by adding its field (else by removing its trigger) on the first pass. */
  preferAdding: boolean;
}

type Body = Record<string, unknown>;

/** The decimal text of a rule operand: undefined when absent. */
export function operandText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number") return numberToDecimalText(value);
  if (typeof value === "string") return value;
  throw new Error(`not a decimal operand: ${JSON.stringify(value)}`);
}

function present(body: Body, path: string): boolean {
  return getAt(body, specSegments(path)) !== undefined;
}

function parentPresent(body: Body, path: string): boolean {
  const segments = specSegments(path);
  return segments.length === 1 || isPlainObject(getAt(body, segments.slice(0, -1)));
}

function decimalNode(message: MessageIR, path: string): DecimalNode {
  const node = findField(message.root, path).type;
  if (node.kind !== "decimal") throw new Error(`${path} is not a decimal`);
  return node;
}

function removeOptional(message: MessageIR, body: Body, path: string): void {
  if (!present(body, path)) return;
  if (isRequiredPresence(findField(message.root, path))) throw new Error(`cannot leave out required ${path}`);
  deleteAt(body, specSegments(path));
}

function keepAtLeastOne(message: MessageIR, body: Body, rule: AtLeastOneOfRule, fixes: RuleFixes): void {
  const first = rule.fields[0] as string;
  if (parentPresent(body, first) && !rule.fields.some((path) => present(body, path)))
    setAt(body, specSegments(first), fixes.values[rule.id]);
}

/** The condition of a rule: its field is a string among the values, or present. */
function holds(body: Body, when: FieldCondition): boolean {
  const value = getAt(body, specSegments(when.field));
  return "equals" in when ? typeof value === "string" && when.equals.includes(value) : value !== undefined;
}

/** An only-if rule's field is there (holding one of its values, alone or in a comma list, when it names some). */
function restricted(body: Body, rule: OnlyIfRule): boolean {
  const value = getAt(body, specSegments(rule.field));
  if (value === undefined) return false;
  return rule.values === undefined || (typeof value === "string" && value.split(",").some((item) => rule.values?.includes(item)));
}

function answerOnlyIf(message: MessageIR, body: Body, rule: OnlyIfRule): boolean {
  if (!restricted(body, rule) || holds(body, rule.when)) return false;
  removeOptional(message, body, rule.field);
  return true;
}

function answerRequiredIf(message: MessageIR, body: Body, rule: RequiredIfRule, fixes: RuleFixes, mayAdd: boolean): boolean {
  if (!holds(body, rule.when) || present(body, rule.field)) return false;
  // A trigger the message always has (calculatedBy, A in its group) cannot be left out: the field is added.
  const triggerKept = isRequiredPresence(findField(message.root, rule.when.field));
  if ((mayAdd || triggerKept) && parentPresent(body, rule.field)) setAt(body, specSegments(rule.field), fixes.values[rule.id]);
  else removeOptional(message, body, rule.when.field);
  return true;
}

/** Σ over items of the product of the factors (absent factors count as zero), or undefined when no item carries every factor. */
export function productsSum(items: unknown, factors: readonly string[]): string | undefined {
  if (!Array.isArray(items)) return undefined;
  let carried = false;
  const products = items.map((item: unknown) => {
    const values = factors.map((factor) => operandText(isPlainObject(item) ? item[factor] : undefined));
    if (values.some((value) => value === undefined)) return "0";
    carried = true;
    return (values as string[]).reduce((product, value) => multiplyDecimalText(product, value));
  });
  return carried ? addDecimalText(products) : undefined;
}

function keepSumOfProducts(message: MessageIR, body: Body, rule: SumOfProductsRule): void {
  if (!present(body, rule.total)) return;
  const items = getAt(body, specSegments(rule.array.replace(/\[\]$/, "")));
  if (items === undefined) return; // no line items: nothing to agree with
  const sum = productsSum(items, rule.factors);
  if (sum !== undefined && decimalNodeAccepts(decimalNode(message, rule.total), sum)) setAt(body, specSegments(rule.total), sum);
  else removeOptional(message, body, rule.total);
}

/** total - (Σ add - Σ subtract), or undefined when no part to add is present. */
export function sumOfParts(body: Body, rule: SumRule): string | undefined {
  const added = rule.add
    .map((path) => operandText(getAt(body, specSegments(path))))
    .filter((value): value is string => value !== undefined);
  if (added.length === 0 && rule.when === "any-part") return undefined;
  if (rule.unlessPresent.some((path) => present(body, path))) return undefined;
  const subtracted = rule.subtract
    .map((path) => operandText(getAt(body, specSegments(path))))
    .filter((value): value is string => value !== undefined);
  return subtractDecimalText(addDecimalText(added), addDecimalText(subtracted));
}

function keepSum(message: MessageIR, body: Body, rule: SumRule): void {
  const sum = sumOfParts(body, rule);
  if (sum === undefined) return;
  if (parentPresent(body, rule.total) && decimalNodeAccepts(decimalNode(message, rule.total), sum))
    setAt(body, specSegments(rule.total), sum);
  else rule.add.forEach((path) => removeOptional(message, body, path));
}

/** Changes `body` (a fresh copy) so that every checkable rule of the message holds, and returns it. */
export function satisfyRules(message: MessageIR, body: Body, fixes: RuleFixes): Body {
  const rules = message.rules.filter((rule) => rule.checkable);
  for (const rule of rules) if (rule.kind === "at-least-one-of") keepAtLeastOne(message, body, rule, fixes);
  const requiredIf = rules.filter((rule): rule is RequiredIfRule => rule.kind === "required-if");
  const onlyIf = rules.filter((rule): rule is OnlyIfRule => rule.kind === "only-if");
  for (let pass = 0, changed = true; changed; pass++) {
    if (pass > requiredIf.length + onlyIf.length + 2) throw new Error("required-if and only-if rules do not settle");
    const answered = requiredIf.map((rule) => answerRequiredIf(message, body, rule, fixes, pass === 0 && fixes.preferAdding));
    changed = [...answered, ...onlyIf.map((rule) => answerOnlyIf(message, body, rule))].includes(true);
  }
  for (const rule of rules) if (rule.kind === "sum-of-products") keepSumOfProducts(message, body, rule);
  for (const rule of rules) if (rule.kind === "sum") keepSum(message, body, rule);
  const broken = brokenRules(message, body);
  if (broken.length > 0) throw new Error(`generated body breaks ${broken.join(", ")}`);
  return body;
}

/** Ids of the checkable rules `body` breaks, judged by the tests' own reading of the IR. */
export function brokenRules(message: MessageIR, body: Body): string[] {
  return message.rules.filter((rule) => rule.checkable && !ruleHolds(message, body, rule)).map((rule) => rule.id);
}

function ruleHolds(message: MessageIR, body: Body, rule: MessageIR["rules"][number]): boolean {
  switch (rule.kind) {
    case "at-least-one-of":
      return !parentPresent(body, rule.fields[0] as string) || rule.fields.some((path) => present(body, path));
    case "required-if":
      return !holds(body, rule.when) || present(body, rule.field);
    case "only-if":
      return !restricted(body, rule) || holds(body, rule.when);
    case "sum-of-products": {
      const total = operandText(getAt(body, specSegments(rule.total)));
      const sum = productsSum(getAt(body, specSegments(rule.array.replace(/\[\]$/, ""))), rule.factors);
      return total === undefined || sum === undefined || compareDecimalText(sum, total) === 0;
    }
    case "sum": {
      const total = operandText(getAt(body, specSegments(rule.total)));
      const sum = sumOfParts(body, rule);
      return sum === undefined || (total !== undefined && canonicalDecimal(sum) === canonicalDecimal(total));
    }
    case "first-transaction-only":
      return true;
  }
}
