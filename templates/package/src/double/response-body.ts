// The double's answer to an accepted request: request values the response repeats, the values of
// the call, those its rules derive and the operation's outcome states; a group that lacks a field the
// response always carries in it is left out (no value is made up for it); sensitive values masked;
// checked against the operation's own response check.
// A pure function of its arguments (no clock, no network, nothing generated imported), so that the
// generator runs this very code to show the double's answer to each example of the docs.

import { applyRule, type AnswerRule } from "./answer-rules.js";
import { getAt, removeGroupsLacking, setAt, setWhereParentExists } from "./body-paths.js";

/** Where a response value comes from: a path identifier, or a fact of the call. */
export type ValueSource = { parameter: string } | "orderCreated" | "now" | "version" | "redirectUrl";

/** How an operation's response is made from its request (spec/api/double.yaml and the operation's fields). */
export interface ResponseRecipe {
  /** Dotted paths a request value is copied from into the response: none crosses a list (a list field is copied whole). */
  echo: readonly string[];
  /** Response values fixed by the operation's outcome. */
  outcome: readonly { path: string; value: string }[];
  /** Response path <- the rule that derives it from the request, where this response has the field. */
  rules: readonly { path: string; rule: AnswerRule }[];
  /** Response values taken from the call, where this response has the field. */
  values: readonly { path: string; from: ValueSource }[];
  /** Fields the response always has once their group is there, parents first: a group without one is left out. */
  always: readonly string[];
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

/** A request value a field the answer always carries would report, which that field's bounds refuse. */
export interface Unreportable {
  /** The request field the value came from. */
  field: string;
  /** The answer's field that would report it. */
  path: string;
}

/**
 * The answer: its body, the findings of the response check on it (none unless the recipe is wrong),
 * and, when a field the answer always carries would report a request value its bounds refuse, that
 * value's request field (the double refuses the request rather than leave the field out or make a
 * value up).
 */
export function composeResponse<Finding>(
  recipe: ResponseRecipe,
  request: Record<string, unknown>,
  facts: CallFacts,
  checks: ResponseChecks<Finding>,
): { body: Record<string, unknown>; findings: Finding[]; unreportable?: Unreportable } {
  const build = (dropped: ReadonlySet<string>) => {
    const body: Record<string, unknown> = {};
    for (const path of recipe.echo) {
      const value = getAt(request, path);
      if (value !== undefined && !dropped.has(path)) setAt(body, path, value);
    }
    for (const { path, from } of recipe.values) {
      const value = factOf(facts, from);
      if (value !== undefined) setAt(body, path, value);
    }
    for (const { path, rule } of recipe.rules) {
      const { value } = applyRule(rule, request);
      if (value !== undefined && !dropped.has(path)) setWhereParentExists(body, path, value);
    }
    for (const { path, value } of recipe.outcome) setAt(body, path, value);
    removeGroupsLacking(body, recipe.always);
    return checks.mask(body);
  };
  let body = build(new Set());
  let result = checks.validate(body);
  if (!result.valid) {
    const refused = new Set(result.errors.map((error) => recipePath(checks.fieldOf(error))));
    const unreportable = unreportableValue(recipe, request, refused);
    if (unreportable !== undefined) return { body, findings: [], unreportable };
    // A request value the response form does not accept (other bounds in the response) is left out.
    body = build(refused);
    result = checks.validate(body);
  }
  return { body, findings: result.valid ? [] : result.errors };
}

/**
 * The recipe's path a finding points into: the field itself, or, for a finding on a list's item
 * (`items[2].name`), the list, since no recipe path crosses a list and a list is copied whole.
 */
function recipePath(field: string): string {
  const list = field.indexOf("[");
  return list === -1 ? field : field.slice(0, list);
}

/** The first derived value of a field the answer always carries that the response check refused, with its request field. */
function unreportableValue(
  recipe: ResponseRecipe,
  request: Record<string, unknown>,
  refused: ReadonlySet<string>,
): Unreportable | undefined {
  for (const { path, rule } of recipe.rules) {
    if (!refused.has(path) || !recipe.always.includes(path)) continue;
    const [field] = applyRule(rule, request).read;
    if (field !== undefined) return { field, path };
  }
  return undefined;
}

function factOf(facts: CallFacts, from: ValueSource): string | undefined {
  return typeof from === "string" ? facts[from] : facts.parameters.get(from.parameter);
}
