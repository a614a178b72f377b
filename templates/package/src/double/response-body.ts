// The double's answer to an accepted request: request values the response repeats, the values of
// the call and of the operation's outcome, then every field the response always carries once its
// group is there; sensitive values masked; checked against the operation's own response check.
// A pure function of its arguments (no clock, no network, nothing generated imported), so that the
// generator runs this very code to show the double's answer to each example of the docs.

import { fillWhereParentExists, getAt, setAt } from "./body-paths.js";

/** Where a response value comes from: a path identifier, or a fact of the call. */
export type ValueSource = { parameter: string } | "orderCreated" | "now" | "version" | "redirectUrl";

/** How an operation's response is made from its request (spec/api/double.yaml and the operation's fields). */
export interface ResponseRecipe {
  /** Dotted paths (no lists) a request value is copied from into the response. */
  echo: readonly string[];
  /** Response values fixed by the operation's outcome. */
  outcome: readonly { path: string; value: string }[];
  /** Response path <- request path, where this response has the field. */
  copies: readonly { path: string; from: string }[];
  /** Response values taken from the call, where this response has the field. */
  values: readonly { path: string; from: ValueSource }[];
  /** Fields the response always has once their group is there, parents first, with a value that fits. */
  always: readonly { path: string; sample: unknown }[];
}

export interface CallFacts {
  /** The path identifiers' values, by name. */
  parameters: ReadonlyMap<string, string>;
  version: string;
  orderCreated: string;
  now: string;
  redirectUrl: string;
}

export type Checked<Finding> = { valid: true } | { valid: false; errors: Finding[] };

/** What the answer is held to: the response's check, where a finding points, and the masking of sensitive values. */
export interface ResponseChecks<Finding> {
  validate(body: unknown): Checked<Finding>;
  fieldOf(finding: Finding): string;
  mask(body: Record<string, unknown>): Record<string, unknown>;
}

export function composeResponse<Finding>(
  recipe: ResponseRecipe,
  request: Record<string, unknown>,
  facts: CallFacts,
  checks: ResponseChecks<Finding>,
): { body: Record<string, unknown>; findings: Finding[] } {
  const build = (dropped: ReadonlySet<string>) => {
    const body: Record<string, unknown> = {};
    for (const path of recipe.echo) {
      const value = getAt(request, path);
      if (value !== undefined && !dropped.has(path)) setAt(body, path, value);
    }
    for (const { path, from } of recipe.copies) {
      const value = getAt(request, from);
      if (value !== undefined && !dropped.has(path)) setAt(body, path, value);
    }
    for (const { path, from } of recipe.values) {
      const value = factOf(facts, from);
      if (value !== undefined) setAt(body, path, value);
    }
    for (const { path, value } of recipe.outcome) setAt(body, path, value);
    for (const { path, sample } of recipe.always) fillWhereParentExists(body, path, sample);
    return checks.mask(body);
  };
  let body = build(new Set());
  let result = checks.validate(body);
  if (!result.valid) {
    // A request value the response form does not accept (other bounds in the response) is left out.
    const dropped = new Set(result.errors.map((error) => checks.fieldOf(error).replace(/\[[0-9]+\]/g, "[]")));
    body = build(dropped);
    result = checks.validate(body);
  }
  return { body, findings: result.valid ? [] : result.errors };
}

function factOf(facts: CallFacts, from: ValueSource): string | undefined {
  return typeof from === "string" ? facts[from] : facts.parameters.get(from.parameter);
}
