// The cross-field rules of a message, read from the IR: what a body breaks (the contract: a rule skips
// any value its own field refused), and how to change a body so that it keeps them.

import type { FieldCondition, FieldNode, MessageIR, Rule, SumOfProductsRule, SumRule } from "../../../ir/ir.js";
import { type Body, deleteAt, isObject, placeValue, setAt, valueAt } from "./bodies.js";
import {
  compareDecimal,
  isDecimalText,
  multiplyDecimals,
  numberToDecimalText,
  subtractDecimal,
  sumDecimals,
} from "../../../language/decimal-text.js";
import { exampleValue } from "./example-values.js";
import { leafFaults, type LeafNode } from "./leaf-faults.js";
import type { ErrorContractIR } from "../../../ir/ir.js";

/** The kind of a finding: which of the contract's validation types (spec/api/errors.yaml roles) it has. */
export type FindingKind = keyof Omit<ErrorContractIR["validationType"], "path">;

/** One expected error; `beyondJsonSchema` says why the generated JSON Schema cannot find it. */
export interface Finding {
  field: string;
  kind: FindingKind;
  beyondJsonSchema?: string;
}

const BEYOND_SUM = "A sum across fields is no JSON Schema keyword.";
const BEYOND_SPREAD =
  "The rule's fields sit in different objects; the JSON Schema states a rule only on the object that holds all its fields.";

const segmentCache = new Map<string, readonly string[]>();

/** `order.item[].sku` -> ["order", "item", "sku"], split once per path: every case asks for the same few. */
export function segmentsOf(specPath: string): readonly string[] {
  let segments = segmentCache.get(specPath);
  if (segments === undefined) segmentCache.set(specPath, (segments = specPath.replace(/\[\]/g, "").split(".")));
  return segments;
}
const parentOf = (specPath: string) => (specPath.includes(".") ? specPath.slice(0, specPath.lastIndexOf(".")) : undefined);

function sameParent(paths: readonly string[]): boolean {
  return new Set(paths.map(parentOf)).size === 1;
}

/** `path` or a group or list around it has a finding (`order.item[0].unitPrice` under `order.item`). */
function isRefused(refused: ReadonlySet<string>, path: string): boolean {
  for (let end = 1; end <= path.length; end++) {
    if ((end === path.length || path[end] === "." || path[end] === "[") && refused.has(path.slice(0, end))) return true;
  }
  return false;
}

/** A decimal operand: undefined when absent, null when refused or not decimal text. */
function decimalOperand(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  const text =
    typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? numberToDecimalText(value) : undefined;
  return text !== undefined && isDecimalText(text) ? text : null;
}

function operand(body: Body, specPath: string, refused: ReadonlySet<string>): string | null | undefined {
  return isRefused(refused, specPath) ? null : decimalOperand(valueAt(body, segmentsOf(specPath)));
}

/** Σ add - Σ subtract when the rule applies to the body, else undefined. */
function expectedSum(body: Body, rule: SumRule, refused: ReadonlySet<string>): { total: string; sum: string } | undefined {
  const total = operand(body, rule.total, refused);
  const added = rule.add.map((path) => operand(body, path, refused));
  const subtracted = rule.subtract.map((path) => operand(body, path, refused));
  if (typeof total !== "string" || added.includes(null) || subtracted.includes(null)) return undefined;
  if (rule.when === "any-part" && added.every((part) => part === undefined)) return undefined;
  if (rule.unlessPresent.some((path) => valueAt(body, segmentsOf(path)) !== undefined)) return undefined;
  const present = (values: (string | null | undefined)[]) => values.filter((value): value is string => typeof value === "string");
  return { total, sum: subtractDecimal(sumDecimals(present(added)), sumDecimals(present(subtracted))) };
}

/** Σ over the items of the product of the factors, when the rule applies (an item without a factor adds nothing). */
function expectedProducts(body: Body, rule: SumOfProductsRule, refused: ReadonlySet<string>): { total: string; sum: string } | undefined {
  const total = operand(body, rule.total, refused);
  const listPath = rule.array.replace(/\[\]$/, "");
  const items = isRefused(refused, listPath) ? undefined : valueAt(body, segmentsOf(listPath));
  if (typeof total !== "string" || !Array.isArray(items)) return undefined;
  const products: string[] = [];
  for (const [index, item] of items.entries()) {
    if (!isObject(item)) return undefined;
    const values = rule.factors.map((factor) =>
      refused.has(`${listPath}[${index}].${factor}`) ? null : decimalOperand(Object.hasOwn(item, factor) ? item[factor] : undefined),
    );
    if (values.includes(null)) return undefined;
    if (values.every((value) => value !== undefined)) products.push((values as string[]).reduce(multiplyDecimals));
  }
  return products.length === 0 ? undefined : { total, sum: sumDecimals(products) };
}

/** A rule's condition on the body: its field is (a string) one of the values, or present. */
function conditionHolds(body: Body, when: FieldCondition): boolean {
  const value = valueAt(body, segmentsOf(when.field));
  return "equals" in when ? typeof value === "string" && when.equals.includes(value) : value !== undefined;
}

/** What an only-if rule restricts: the field present, or with `values`, a string that is one of them or a list holding one. */
function isRestricted(value: unknown, values: readonly string[] | undefined): boolean {
  if (value === undefined) return false;
  if (values === undefined) return true;
  return typeof value === "string" && value.split(",").some((item) => values.includes(item));
}

function ruleFinding(body: Body, rule: Rule, refused: ReadonlySet<string>): Finding | undefined {
  switch (rule.kind) {
    case "sum":
    case "sum-of-products": {
      const found = rule.kind === "sum" ? expectedSum(body, rule, refused) : expectedProducts(body, rule, refused);
      if (found === undefined || compareDecimal(found.sum, found.total) === 0) return undefined;
      return { field: rule.total, kind: "invalid", beyondJsonSchema: BEYOND_SUM };
    }
    case "at-least-one-of": {
      const first = rule.fields[0] as string;
      const parent = parentOf(first);
      if (parent !== undefined && !isObject(valueAt(body, segmentsOf(parent)))) return undefined;
      if (rule.fields.some((path) => valueAt(body, segmentsOf(path)) !== undefined)) return undefined;
      return { field: first, kind: "missing", ...(sameParent(rule.fields) ? {} : { beyondJsonSchema: BEYOND_SPREAD }) };
    }
    case "required-if": {
      if (!conditionHolds(body, rule.when) || isRefused(refused, rule.when.field)) return undefined;
      if (valueAt(body, segmentsOf(rule.field)) !== undefined) return undefined;
      const spread = !sameParent([rule.field, rule.when.field]);
      return { field: rule.field, kind: "missing", ...(spread ? { beyondJsonSchema: BEYOND_SPREAD } : {}) };
    }
    case "only-if": {
      if (!isRestricted(valueAt(body, segmentsOf(rule.field)), rule.values) || conditionHolds(body, rule.when)) return undefined;
      if (isRefused(refused, rule.field) || isRefused(refused, rule.when.field)) return undefined;
      const spread = !sameParent([rule.field, rule.when.field]);
      return { field: rule.field, kind: "invalid", ...(spread ? { beyondJsonSchema: BEYOND_SPREAD } : {}) };
    }
    case "first-transaction-only":
      return undefined;
  }
}

/** The findings of the message's checkable rules on a body whose fields found `refused`. */
export function ruleFindings(message: MessageIR, body: Body, refused: ReadonlySet<string>): (Finding & { rule: string })[] {
  return message.rules.flatMap((rule) => {
    const finding = rule.checkable ? ruleFinding(body, rule, refused) : undefined;
    return finding === undefined ? [] : [{ ...finding, rule: rule.id }];
  });
}

export function hasField(message: MessageIR, specPath: string): boolean {
  try {
    fieldAt(message, specPath);
    return true;
  } catch {
    return false;
  }
}

export function fieldAt(message: MessageIR, specPath: string): FieldNode {
  let fields = message.root.fields;
  let found: FieldNode | undefined;
  for (const name of segmentsOf(specPath)) {
    found = fields.find((field) => field.name === name);
    const type = found?.type.kind === "array" ? found.type.items : found?.type;
    fields = type?.kind === "object" ? type.fields : [];
  }
  if (found === undefined) throw new Error(`no field ${specPath}`);
  return found;
}

/** What a body must not change while it is repaired: the field under test, the rule under test. */
export interface Keep {
  paths: ReadonlySet<string>;
  rule?: string;
}

function setTotal(message: MessageIR, body: Body, path: string, sum: string, keep: Keep): void {
  if (keep.paths.has(path) || leafFaults(fieldAt(message, path).type as LeafNode, sum).length > 0) return;
  setAt(body, segmentsOf(path), sum);
}

function addRequired(message: MessageIR, body: Body, rule: Rule): boolean {
  const path = rule.kind === "required-if" ? rule.field : rule.kind === "at-least-one-of" ? rule.fields[0] : undefined;
  const parent = path === undefined ? undefined : parentOf(path);
  if (path === undefined || (parent !== undefined && !isObject(valueAt(body, segmentsOf(parent))))) return false;
  placeValue(message, body, path, exampleValue(fieldAt(message, path).type));
  return true;
}

/**
 * Changes `body` so that it keeps every checkable rule it can (but `keep.rule`): a required-if or
 * at-least-one-of gets its field, an only-if loses the field it restricts, a total becomes the exact sum of its parts (when its own field
 * accepts that sum and it is not kept as it is). What it cannot keep, `ruleFindings` then reports.
 */
export function keepRules(message: MessageIR, body: Body, refused: ReadonlySet<string>, keep: Keep): Body {
  const rules = message.rules.filter((rule) => rule.checkable && rule.id !== keep.rule);
  for (let pass = 0; pass <= rules.length; pass++) {
    const presence = rules.filter((rule) => rule.kind === "required-if" || rule.kind === "at-least-one-of");
    const added = presence.filter((rule) => ruleFinding(body, rule, refused) !== undefined && addRequired(message, body, rule));
    if (added.length === 0) break;
  }
  for (const rule of rules) {
    if (rule.kind !== "only-if" || keep.paths.has(rule.field) || ruleFinding(body, rule, refused) === undefined) continue;
    deleteAt(body, segmentsOf(rule.field));
  }
  for (const rule of rules) {
    if (rule.kind !== "sum-of-products") continue;
    const found = expectedProducts(body, rule, refused);
    if (found && compareDecimal(found.sum, found.total) !== 0) setTotal(message, body, rule.total, found.sum, keep);
  }
  for (const rule of rules) {
    if (rule.kind !== "sum") continue;
    const found = expectedSum(body, rule, refused);
    if (found && compareDecimal(found.sum, found.total) !== 0) setTotal(message, body, rule.total, found.sum, keep);
  }
  return body;
}
