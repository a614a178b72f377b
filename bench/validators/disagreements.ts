// Why the two validators gave different verdicts on a body. The JSON Schema is looser than the
// generated validators by design in known places; a disagreement is expected only when our validator
// is the stricter one and every finding it made falls in one of them. Anything else is a bug.

import type { ValidationResult } from "../../generated/dist/index.js";
import { leafFaults, type LeafNode } from "../../generator/emit/plan/values/leaf-faults.js";
import type { MessageIR, ObjectNode, TypeNode } from "../../generator/ir/ir.js";
import type { ErrorObject } from "ajv/dist/2020.js";

export interface Verdicts {
  ours: ValidationResult;
  ajv: { valid: boolean; errors: ErrorObject[] };
}

export interface Disagreement {
  /** The known looseness of the JSON Schema that explains it, or undefined for a bug in one of the two. */
  expected?: string;
  /** Our findings (when we refused) or ajv's (when it refused), in short. */
  findings: string[];
  stricter: "ours" | "ajv";
}

/** The node at a finding's path (`order.item[0].unitPrice`, `order.custom.name`) and whether its parent object is open. */
function nodeAt(root: ObjectNode, path: string): { node?: TypeNode; parentOpen: boolean } {
  let object: ObjectNode | undefined = root;
  let node: TypeNode | undefined = root;
  let parentOpen = root.open;
  for (const name of path.replace(/\[\d+\]/g, "").split(".")) {
    if (node?.kind === "map") return { node: node.value, parentOpen: false };
    if (object === undefined) return { parentOpen: false };
    parentOpen = object.open;
    node = object.fields.find((field) => field.name === name)?.type;
    if (node?.kind === "array") node = node.items;
    object = node?.kind === "object" ? node : undefined;
  }
  return { node, parentOpen };
}

/** The value at a finding's path in the body (`order.item[0].unitPrice`), own keys only. */
function valueAtFinding(body: unknown, path: string): unknown {
  let current = body;
  for (const key of path.split(/\.|\[(\d+)\]/).filter((part) => part !== undefined && part !== "")) {
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * The reason the JSON Schema passes what our validator refused, or undefined when none applies. A
 * leaf's refusal is expected only when every fault the vectors' model finds in the value is one the
 * JSON Schema cannot see (leafFaults' `beyondJsonSchema`), so a real bug in a leaf check still shows.
 */
export function looseness(
  message: MessageIR,
  body: unknown,
  error: { field: string; validationType: string; explanation: string },
): string | undefined {
  if (message.rules.some((rule) => rule.checkable && rule.text === error.explanation)) return "cross-field rule (not in the JSON Schema)";
  const { node, parentOpen } = nodeAt(message.root, error.field);
  if (error.validationType === "UNSUPPORTED" && parentOpen)
    return "unknown field outside the 'not shown' regions (the schema leaves such objects open)";
  if (error.validationType !== "INVALID" || node === undefined || node.kind === "object" || node.kind === "array") return undefined;
  const faults = leafFaults(node as LeafNode, valueAtFinding(body, error.field));
  if (faults.length === 0 || faults.some((fault) => fault.beyondJsonSchema === undefined)) return undefined;
  return [...new Set(faults.map((fault) => fault.beyondJsonSchema))].join("; ");
}

export function disagreement(message: MessageIR, body: unknown, verdicts: Verdicts): Disagreement | undefined {
  const { ours, ajv } = verdicts;
  if (ours.valid === ajv.valid) return undefined;
  if (ours.valid)
    return {
      stricter: "ajv",
      findings: ajv.errors.map((error) => `${error.instancePath || "/"} ${error.keyword}: ${error.message ?? ""}`),
    };
  const reasons = ours.errors.map((error) => looseness(message, body, error));
  const findings = ours.errors.map((error) => `${error.field} ${error.validationType}: ${error.explanation}`);
  const known = new Set(reasons);
  return {
    stricter: "ours",
    findings,
    ...(known.has(undefined) ? {} : { expected: [...known].sort().join("; ") }),
  };
}
