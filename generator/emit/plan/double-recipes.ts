// How the gateway double answers each operation, as data settled once from the IR: the double
// emitter writes it into the package's double description, and the docs run the shipped double's
// own response builder over it (./example-calls.ts), so that both show the same answer.

import type { DoubleIR, DoubleValueSource, FieldNode, ObjectNode, OperationIR, TypeNode } from "../../ir/ir.js";
import { fillValue } from "./values/example-values.js";

/** What the shipped double's `ResponseRecipe` and `DoubleOperation` hold of an operation, from the IR. */
export interface DoubleRecipe {
  orderStatus: string;
  echo: string[];
  outcome: { path: string; value: string }[];
  copies: { path: string; from: string }[];
  values: { path: string; from: DoubleValueSource }[];
  always: { path: string; sample: unknown }[];
  firstTransactionOnly: { path: string; text: string }[];
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
    copies: double.copies.filter(({ path }) => hasPath(path)),
    values: double.values.filter(({ path }) => hasPath(path)),
    always: alwaysFields(operation.response.root).map((field) => ({ path: field.path, sample: fillValue(field.type) })),
    firstTransactionOnly: operation.request.rules.flatMap((rule) =>
      rule.kind === "first-transaction-only" ? rule.fields.map((path) => ({ path, text: rule.text })) : [],
    ),
  };
}
