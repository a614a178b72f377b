// How the gateway double answers each operation, as data settled once from the IR: the double
// emitter writes it into the package's double description, and the docs run the shipped double's
// own response builder over it (./example-calls.ts), so that both show the same answer.

import type { DoubleIR, DoubleRule, DoubleValueSource, FieldNode, ObjectNode, OperationIR, TypeNode } from "../../ir/ir.js";
import type { AnswerRule } from "../../../templates/package/src/double/answer-rules.js";

/** What the shipped double's `ResponseRecipe` and `DoubleOperation` hold of an operation, from the IR. */
export interface DoubleRecipe {
  orderStatus: string;
  echo: string[];
  outcome: { path: string; value: string }[];
  rules: { path: string; rule: AnswerRule }[];
  values: { path: string; from: DoubleValueSource }[];
  always: string[];
  firstTransactionOnly: { path: string; text: string }[];
  /** The order statuses the operation applies to an existing order from (none: a new order only). */
  from: string[];
  /** The facts the order keeps, each read from the request by a rule. */
  keeps: { fact: string; rule: AnswerRule }[];
}

/** A rule with every `rule` reference replaced by the rule it names (the check stage refuses a missing or chained one). */
export function inlineRule(rule: DoubleRule, rules: DoubleIR["rules"]): AnswerRule {
  if ("rule" in rule) {
    const named = rules.find((entry) => entry.path === rule.rule)?.rule;
    if (named === undefined || "rule" in named) throw new Error(`spec/api/double.yaml: no rule for ${rule.rule}`);
    return inlineRule(named, rules);
  }
  if (!("ifPresent" in rule)) return rule;
  return {
    ifPresent: rule.ifPresent,
    ...(rule.then === undefined ? {} : { then: inlineRule(rule.then, rules) }),
    ...(rule.else === undefined ? {} : { else: inlineRule(rule.else, rules) }),
  };
}

/** Leaf fields of a message, by dotted path (lists left out), with their nodes. */
function leaves(node: ObjectNode, out = new Map<string, FieldNode>()): Map<string, FieldNode> {
  for (const field of node.fields) {
    if (field.path.includes("[]")) continue;
    if (field.type.kind === "object") leaves(field.type, out);
    else out.set(field.path, field);
  }
  return out;
}

/** Fields the response always has once their parent is there, parents before children. */
function alwaysFields(node: TypeNode, out: FieldNode[] = []): FieldNode[] {
  const object = node.kind === "array" ? node.items : node;
  if (object.kind !== "object") return out;
  for (const field of object.fields) {
    if (field.presence === "always") out.push(field);
    alwaysFields(field.type, out);
  }
  return out;
}

export function doubleRecipe(operation: OperationIR, double: DoubleIR): DoubleRecipe {
  const outcome = double.outcomes.find((candidate) => candidate.operation === operation.name);
  if (!outcome) throw new Error(`spec/api/double.yaml has no outcome for ${operation.name}`);
  const responseLeaves = leaves(operation.response.root);
  // The double answers with what the response declares, and nothing else: every answer fits its type.
  const hasPath = (path: string) => responseLeaves.has(path);
  return {
    orderStatus: outcome.orderStatus,
    echo: [...leaves(operation.request.root).keys()].filter(hasPath).sort(),
    outcome: outcome.response.filter(({ path }) => hasPath(path)),
    rules: double.rules.filter(({ path }) => hasPath(path)).map(({ path, rule }) => ({ path, rule: inlineRule(rule, double.rules) })),
    values: double.values.filter(({ path }) => hasPath(path)),
    always: alwaysFields(operation.response.root).map((field) => field.path),
    from: outcome.from,
    keeps: outcome.keeps.map(({ fact, rule }) => ({ fact, rule: inlineRule(rule, double.rules) })),
    firstTransactionOnly: operation.request.rules.flatMap((rule) =>
      rule.kind === "first-transaction-only" ? rule.fields.map((path) => ({ path, text: rule.text })) : [],
    ),
  };
}
