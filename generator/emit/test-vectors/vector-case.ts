// One conformance case: a body and the exact result the contract gives for it, computed from the IR
// (the field findings the case was built with, then the rules of the message on that body).

import type { Direction, ErrorContractIR, MessageIR } from "../../ir/ir.js";
import type { Body, Segment } from "../plan/values/bodies.js";
import { concretePath } from "../plan/values/bodies.js";
import type { LeafFinding } from "../plan/values/leaf-faults.js";
import { type Finding, ruleFindings } from "../plan/values/rules.js";
import { compareText } from "../../language/spec-paths.js";

/** One vector file, as the index and the README list it. */
export interface VectorFileEntry {
  path: string;
  direction: Direction;
  operations: { operation: string; version: string }[];
  jsonSchema: string;
  cases: number;
  jsonSchemaSkipped: number;
}

export interface VectorCase {
  id: string;
  description: string;
  body: unknown;
  findings: Finding[];
}

/** The findings a leaf value gives at its place in the body. */
export function findingsAt(segments: readonly Segment[], leafFindings: readonly LeafFinding[]): Finding[] {
  return leafFindings.map(({ suffix, faults }) => {
    const reasons = faults.map((fault) => fault.beyondJsonSchema);
    const beyond = reasons.every((reason) => reason !== undefined) ? [...new Set(reasons)].join(" ") : undefined;
    return { field: `${concretePath(segments)}${suffix}`, kind: "invalid", ...(beyond ? { beyondJsonSchema: beyond } : {}) };
  });
}

/**
 * A case whose body has the field findings `fields`: the message's rules then run on it, skipping the
 * values those findings refused, and add theirs. The description names the rules the body breaks
 * (but the one the case is about).
 */
export function judgedCase(
  message: MessageIR,
  id: string,
  description: string,
  body: unknown,
  fields: Finding[],
  ruleUnderTest?: string,
): VectorCase {
  const refused = new Set(fields.map((finding) => finding.field));
  const rules = typeof body === "object" && body !== null && !Array.isArray(body) ? ruleFindings(message, body as Body, refused) : [];
  const broken = [...new Set(rules.map((finding) => finding.rule))].filter((rule) => rule !== ruleUnderTest);
  const told = broken.length > 0 ? `${description} (the body then breaks ${broken.join(", ")})` : description;
  return { id, description: told, body, findings: [...fields, ...rules.map(({ rule: _rule, ...finding }) => finding)] };
}

/** The case as written in a vector file: the contract's shape and values, and JSON Schema's reach. */
export function caseRecord(vector: VectorCase, contract: ErrorContractIR): Record<string, unknown> {
  const [fieldKey, typeKey] = [contract.field, contract.validationType.path].map((path) => path.slice(path.lastIndexOf(".") + 1)) as [
    string,
    string,
  ];
  const errors = vector.findings
    .map(({ field, kind }) => ({ field, type: contract.validationType[kind] }))
    .sort((a, b) => compareText(a.field, b.field) || compareText(a.type, b.type))
    .map(({ field, type }) => ({ [fieldKey]: field, [typeKey]: type }));
  const beyond = vector.findings.length > 0 && vector.findings.every((finding) => finding.beyondJsonSchema !== undefined);
  const reasons = [...new Set(vector.findings.map((finding) => finding.beyondJsonSchema))].join(" ");
  return {
    id: vector.id,
    description: vector.description,
    body: vector.body,
    expected: errors.length === 0 ? { valid: true } : { valid: false, errors },
    ...(beyond ? { jsonSchema: false, jsonSchemaReason: reasons } : {}),
  };
}
