// The double's answer to an accepted request: request values the response repeats, the values of
// the call and of the operation's outcome, then every field the response always carries once its
// group is there; sensitive values masked; checked against the operation's own response validator.

import { fillWhereParentExists, getAt, setAt } from "./body-paths.js";
import type { DoubleOperation, Finding, ValueSource } from "./double-description.js";
import { findingField } from "../runtime/contract.js";

export interface CallFacts {
  /** The path identifiers' values, by name. */
  parameters: ReadonlyMap<string, string>;
  version: string;
  orderCreated: string;
  now: string;
  redirectUrl: string;
}

export function composeResponse(
  operation: DoubleOperation,
  request: Record<string, unknown>,
  facts: CallFacts,
  mask: (body: Record<string, unknown>) => Record<string, unknown>,
): { body: Record<string, unknown>; findings: Finding[] } {
  const build = (dropped: ReadonlySet<string>) => {
    const body: Record<string, unknown> = {};
    for (const path of operation.echo) {
      const value = getAt(request, path);
      if (value !== undefined && !dropped.has(path)) setAt(body, path, value);
    }
    for (const { path, from } of operation.copies) {
      const value = getAt(request, from);
      if (value !== undefined && !dropped.has(path)) setAt(body, path, value);
    }
    for (const { path, from } of operation.values) {
      const value = factOf(facts, from);
      if (value !== undefined) setAt(body, path, value);
    }
    for (const { path, value } of operation.outcome) setAt(body, path, value);
    for (const { path, sample } of operation.always) fillWhereParentExists(body, path, sample);
    return mask(body);
  };
  let body = build(new Set());
  let result = operation.validateResponse(body);
  if (!result.valid) {
    // A request value the response form does not accept (other bounds in the response) is left out.
    const dropped = new Set(result.errors.map((error) => findingField(error).replace(/\[[0-9]+\]/g, "[]")));
    body = build(dropped);
    result = operation.validateResponse(body);
  }
  return { body, findings: result.valid ? [] : result.errors };
}

function factOf(facts: CallFacts, from: ValueSource): string | undefined {
  return typeof from === "string" ? facts[from] : facts.parameters.get(from.parameter);
}
