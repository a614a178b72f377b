// Every cross-field rule of a message kept and broken: sums with their parts (also as JSON numbers,
// whose exact decimal sum a double would miss), sums of products over list items, at-least-one-of,
// required-if for each triggering value; rules a single body cannot show are accepted as they come.

import type {
  AtLeastOneOfRule,
  FieldCondition,
  FirstTransactionOnlyRule,
  OnlyIfRule,
  MessageIR,
  RequiredIfRule,
  Rule,
  SumOfProductsRule,
  SumRule,
} from "../../ir/ir.js";
import { type Body, copyBody, deleteAt, placeValue } from "../plan/values/bodies.js";
import { subtractDecimal, sumDecimals } from "../../language/decimal-text.js";
import { accepts, exampleValue } from "../plan/values/example-values.js";
import { leafFindings, type LeafNode } from "../plan/values/leaf-faults.js";
import { UNCHECKED_RULE_REASON } from "../../ir/unchecked-rules.js";
import { fieldAt, hasField, keepRules, segmentsOf, type Finding } from "../plan/values/rules.js";
import { findingsAt, judgedCase, type VectorCase } from "./vector-case.js";

type Values = Record<string, unknown>;

/** The minimal body with `values` put at their paths (each judged by its own field), other rules kept. */
function ruleCase(
  message: MessageIR,
  rule: Rule,
  slug: string,
  description: string,
  minimal: Body,
  values: Values,
  remove: string[] = [],
): VectorCase {
  const body = copyBody(minimal);
  for (const path of remove) deleteAt(body, segmentsOf(path));
  const found: Finding[] = [];
  for (const [path, value] of Object.entries(values)) {
    const segments = placeValue(message, body, path, value);
    const node = fieldAt(message, path).type;
    if (node.kind !== "object" && node.kind !== "array") found.push(...findingsAt(segments, leafFindings(node as LeafNode, value)));
  }
  keepRules(message, body, new Set(found.map((finding) => finding.field)), { paths: new Set(Object.keys(values)), rule: rule.id });
  return judgedCase(message, `rules/${rule.id}/${slug}`, `${rule.id}: ${description}`, body, found, rule.id);
}

/** Small distinct decimals for the parts of a sum: 1.25, 2.25, ... */
function partValues(paths: readonly string[], start: number): Values {
  return Object.fromEntries(paths.map((path, index) => [path, `${start + index}.25`]));
}

/** Parts the message does not have are absent from every body: the rule reads them as absent. */
function sumCases(message: MessageIR, rule: SumRule, minimal: Body): VectorCase[] {
  const parts = rule.add.filter((path) => hasField(message, path));
  if (!hasField(message, rule.total) || parts.length === 0) return [];
  const added = partValues(parts, 1);
  const subtracted = Object.fromEntries(rule.subtract.filter((path) => hasField(message, path)).map((path) => [path, "0.5"]));
  const sum = subtractDecimal(sumDecimals(Object.values(added) as string[]), sumDecimals(Object.values(subtracted) as string[]));
  const [first, second] = parts as [string, string | undefined];
  // A field that sets the sum aside is left out of every case but the one that shows it.
  const unless = rule.unlessPresent.filter((path) => hasField(message, path));
  const brokenBy = { ...added, ...subtracted, [rule.total]: sumDecimals([sum, "0.01"]) };
  const cases = [
    ruleCase(
      message,
      rule,
      "kept",
      `${rule.total} is the exact sum (${sum})`,
      minimal,
      { ...added, ...subtracted, [rule.total]: sum },
      unless,
    ),
    ruleCase(message, rule, "kept-one-part", `${rule.total} equals its one part`, minimal, { [first]: "7.5", [rule.total]: "7.5" }, unless),
    ruleCase(
      message,
      rule,
      "kept-other-scale",
      `${rule.total} written with more decimal places`,
      minimal,
      { [first]: "7.5", [rule.total]: "7.500" },
      unless,
    ),
    ruleCase(message, rule, "broken", `${rule.total} differs from the sum by 0.01`, minimal, brokenBy, unless),
    ...unless.map((path) =>
      ruleCase(message, rule, `not-applied-with-${path}`, `${rule.total} differs from the sum, and ${path} is given`, minimal, {
        ...brokenBy,
        [path]: exampleValue(fieldAt(message, path).type),
      }),
    ),
  ];
  if (second !== undefined && accepts(fieldAt(message, first).type as LeafNode, 0.1))
    cases.push(
      ruleCase(
        message,
        rule,
        "kept-json-numbers",
        "parts 0.1 and 0.2 as JSON numbers, total 0.3: an exact decimal sum",
        minimal,
        { [first]: 0.1, [second]: 0.2, [rule.total]: "0.3" },
        unless,
      ),
    );
  if (Object.keys(subtracted).length > 0)
    cases.push(
      ruleCase(
        message,
        rule,
        "broken-without-subtraction",
        `${rule.total} is the sum of the parts to add only`,
        minimal,
        { ...added, ...subtracted, [rule.total]: sumDecimals(Object.values(added) as string[]) },
        unless,
      ),
    );
  return cases;
}

function productCases(message: MessageIR, rule: SumOfProductsRule, minimal: Body): VectorCase[] {
  const itemNode = fieldAt(message, rule.array).type;
  const item = (itemNode.kind === "array" ? exampleValue(itemNode.items) : {}) as Values;
  const [first, ...others] = rule.factors as [string, ...string[]];
  const withFactors = (base: string, rest: string) => ({
    ...item,
    [first]: base,
    ...Object.fromEntries(others.map((factor) => [factor, rest])),
  });
  const items = [withFactors("2", "1.25"), withFactors("3", "0.5")];
  const sum = "4";
  const cases = [
    ruleCase(
      message,
      rule,
      "kept",
      `${rule.total} is the sum over the items of ${rule.factors.join(" times ")} (2 x 1.25 + 3 x 0.5)`,
      minimal,
      { [rule.array]: items, [rule.total]: "4.00" },
    ),
    ruleCase(message, rule, "broken", `${rule.total} is 1 more than the sum over the items`, minimal, {
      [rule.array]: items,
      [rule.total]: sumDecimals([sum, "1"]),
    }),
    ruleCase(message, rule, "not-applied-without-total", `items without ${rule.total}`, minimal, { [rule.array]: items }),
  ];
  const optionalFactor = others.find((factor) => {
    const field = fieldAt(message, `${rule.array}.${factor}`);
    return field.presence !== "required" && field.presence !== "always";
  });
  if (optionalFactor !== undefined) {
    const partial = [items[0], Object.fromEntries(Object.entries(items[1] as Values).filter(([name]) => name !== optionalFactor))];
    cases.push(
      ruleCase(message, rule, "kept-item-without-factor", `an item without ${optionalFactor} adds nothing (2 x 1.25)`, minimal, {
        [rule.array]: partial,
        [rule.total]: "2.5",
      }),
    );
  }
  return cases;
}

function atLeastOneCases(message: MessageIR, rule: AtLeastOneOfRule, minimal: Body): VectorCase[] {
  const others = (path: string) => rule.fields.filter((field) => field !== path);
  return [
    ...rule.fields.map((path) =>
      ruleCase(
        message,
        rule,
        `kept-with-${path}`,
        `only ${path} is given`,
        minimal,
        { [path]: exampleValue(fieldAt(message, path).type) },
        others(path),
      ),
    ),
    ruleCase(message, rule, "broken", `none of ${rule.fields.join(", ")} is given`, minimal, {}, [...rule.fields]),
  ];
}

/** A valid value of the condition's field for which it does not hold (none for `present`). */
function otherValue(message: MessageIR, when: FieldCondition): unknown {
  if (!("equals" in when)) return undefined;
  const node = fieldAt(message, when.field).type;
  const candidates = [exampleValue(node), ...(node.kind === "enum" ? node.values.map((entry) => entry.value) : [])];
  return candidates.find((value) => typeof value !== "string" || !when.equals.includes(value));
}

/** The values of the condition's field for which it holds, each with its name in a case id. */
function holdingValues(message: MessageIR, when: FieldCondition): [slug: string, value: unknown][] {
  if ("equals" in when) return when.equals.map((value) => [value, value]);
  return [["present", exampleValue(fieldAt(message, when.field).type)]];
}

function conditionWords(when: FieldCondition, slug: string): string {
  return "equals" in when ? `${when.field} is ${slug}` : `${when.field} is given`;
}

function requiredIfCases(message: MessageIR, rule: RequiredIfRule, minimal: Body): VectorCase[] {
  const value = exampleValue(fieldAt(message, rule.field).type);
  const cases = holdingValues(message, rule.when).flatMap(([slug, trigger]) => [
    ruleCase(
      message,
      rule,
      `broken-${slug}`,
      `${conditionWords(rule.when, slug)} and ${rule.field} is left out`,
      minimal,
      { [rule.when.field]: trigger },
      [rule.field],
    ),
    ruleCase(message, rule, `kept-${slug}`, `${conditionWords(rule.when, slug)} and ${rule.field} is given`, minimal, {
      [rule.when.field]: trigger,
      [rule.field]: value,
    }),
  ]);
  const other = otherValue(message, rule.when);
  const absent = "equals" in rule.when ? [] : [rule.when.field];
  const told = other === undefined ? `${rule.when.field} is left out` : `${rule.when.field} is ${String(other)}`;
  if (other !== undefined || absent.length > 0)
    cases.push(
      ruleCase(
        message,
        rule,
        "not-triggered",
        `${told}: ${rule.field} may be left out`,
        minimal,
        other === undefined ? {} : { [rule.when.field]: other },
        [rule.field, ...absent],
      ),
    );
  return cases;
}

/** A value of the field that the rule restricts: one of its values, or any valid value. */
function restrictedValue(message: MessageIR, rule: OnlyIfRule): unknown {
  return rule.values?.[0] ?? exampleValue(fieldAt(message, rule.field).type);
}

function onlyIfCases(message: MessageIR, rule: OnlyIfRule, minimal: Body): VectorCase[] {
  const restricted = restrictedValue(message, rule);
  const other = otherValue(message, rule.when);
  const holding = holdingValues(message, rule.when);
  const cases = holding.map(([slug, trigger]) =>
    ruleCase(message, rule, `kept-${slug}`, `${conditionWords(rule.when, slug)} and ${rule.field} is given`, minimal, {
      [rule.when.field]: trigger,
      [rule.field]: restricted,
    }),
  );
  if (other !== undefined)
    cases.push(
      ruleCase(message, rule, "broken", `${rule.when.field} is ${String(other)} and ${rule.field} is given`, minimal, {
        [rule.when.field]: other,
        [rule.field]: restricted,
      }),
    );
  if (!("equals" in rule.when))
    cases.push(
      ruleCase(
        message,
        rule,
        "broken",
        `${rule.when.field} is left out and ${rule.field} is given`,
        minimal,
        { [rule.field]: restricted },
        [rule.when.field],
      ),
    );
  const node = fieldAt(message, rule.field).type;
  const listed = node.kind === "enum" && node.list ? rule.values?.[0] : undefined;
  const free =
    rule.values === undefined || node.kind !== "enum" ? undefined : node.values.find((entry) => !rule.values?.includes(entry.value));
  if (listed !== undefined && free !== undefined && other !== undefined)
    cases.push(
      ruleCase(
        message,
        rule,
        "broken-in-list",
        `${rule.when.field} is ${String(other)} and ${rule.field} lists ${listed} after another value`,
        minimal,
        {
          [rule.when.field]: other,
          [rule.field]: `${free.value},${listed}`,
        },
      ),
    );
  if (free !== undefined && other !== undefined)
    cases.push(
      ruleCase(message, rule, "not-restricted", `${rule.when.field} is ${String(other)} and ${rule.field} is ${free.value}`, minimal, {
        [rule.when.field]: other,
        [rule.field]: free.value,
      }),
    );
  return cases;
}

function firstTransactionCases(message: MessageIR, rule: FirstTransactionOnlyRule, minimal: Body): VectorCase[] {
  const values = Object.fromEntries(rule.fields.map((path) => [path, exampleValue(fieldAt(message, path).type)]));
  return [
    ruleCase(
      message,
      rule,
      "not-checked",
      `${UNCHECKED_RULE_REASON}: a single body with ${rule.fields.join(", ")} passes`,
      minimal,
      values,
    ),
  ];
}

export function ruleCases(message: MessageIR, minimal: Body): VectorCase[] {
  return message.rules.flatMap((rule) => {
    switch (rule.kind) {
      case "sum":
        return sumCases(message, rule, minimal);
      case "sum-of-products":
        return productCases(message, rule, minimal);
      case "at-least-one-of":
        return atLeastOneCases(message, rule, minimal);
      case "required-if":
        return requiredIfCases(message, rule, minimal);
      case "only-if":
        return onlyIfCases(message, rule, minimal);
      case "first-transaction-only":
        return firstTransactionCases(message, rule, minimal);
    }
  });
}
