// Where each value of a double's answer comes from, judged apart from the double's own code: the
// request (the same path, or its masked form), a fact of the call that spec/api/double.yaml `values`
// names, the operation's outcome, or a rule of `rules`, evaluated here with the tests' own decimal
// arithmetic. A value none of them determines is made up, and is reported with its path.

import type { DoubleIR, DoubleRule, DoubleValueSource } from "../../generator/ir/ir.js";
import { addDecimalText } from "./exact-decimal.js";

/** The facts of one call: the path identifiers' values, the version, the double's clock, the payer's page. */
export interface CallFacts {
  parameters: ReadonlyMap<string, string>;
  version: string;
  orderCreated: string;
  now: string;
  redirectUrl: string;
}

export interface Undetermined {
  path: string;
  value: unknown;
}

type Json = Record<string, unknown>;

/** Every leaf of `answer` whose value neither the request nor a rule of the double determines. */
export function undeterminedValues(
  answer: Json,
  call: { operation: string; request: Json; maskedRequest: Json; facts: CallFacts; double: DoubleIR },
): Undetermined[] {
  return leaves(answer).flatMap(({ path, value }) => (isDetermined(path, value, call) ? [] : [{ path, value }]));
}

/** The leaves of a body (strings, numbers, booleans, null), each with its concrete path (`a.b[0].c`). */
export function leaves(value: unknown, path = ""): { path: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path === "" ? key : `${path}.${key}`));
  return [{ path, value }];
}

function isDetermined(
  path: string,
  value: unknown,
  call: { operation: string; request: Json; maskedRequest: Json; facts: CallFacts; double: DoubleIR },
): boolean {
  const { double, request } = call;
  const pattern = path.replace(/\[[0-9]+\]/g, "[]");
  if (sameValue(valueAt(request, path), value) || sameValue(valueAt(call.maskedRequest, path), value)) return true;
  const fact = double.values.find((entry) => entry.path === pattern);
  if (fact !== undefined && sameValue(factValue(fact.from, call.facts), value)) return true;
  const outcome = double.outcomes.find((entry) => entry.operation === call.operation);
  if (outcome?.response.some((entry) => entry.path === pattern && entry.value === value)) return true;
  const rule = double.rules.find((entry) => entry.path === pattern);
  return rule !== undefined && sameValue(ruleValue(rule.rule, request, double), value);
}

/** The same value, written the same way (a derived amount is written with its parts' digits after the point). */
function sameValue(expected: unknown, actual: unknown): boolean {
  return expected !== undefined && JSON.stringify(expected) === JSON.stringify(actual);
}

/** The value at a concrete path (`a.b[0].c`), or undefined. */
export function valueAt(body: unknown, path: string): unknown {
  let node = body;
  for (const segment of path.split(/\.|(?=\[)/)) {
    const index = /^\[([0-9]+)\]$/.exec(segment)?.[1];
    if (index !== undefined) node = Array.isArray(node) ? node[Number(index)] : undefined;
    else
      node =
        typeof node === "object" && node !== null && !Array.isArray(node) && Object.hasOwn(node, segment)
          ? (node as Json)[segment]
          : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

function factValue(source: DoubleValueSource, facts: CallFacts): string | undefined {
  return typeof source === "object" ? facts.parameters.get(source.parameter) : facts[source];
}

/** What a rule of double.yaml gives for a request, by the tests' own reading of the rule kinds. */
export function ruleValue(rule: DoubleRule, request: Json, double: DoubleIR): unknown {
  if ("from" in rule) return valueAt(request, rule.from);
  if ("value" in rule) return rule.value;
  if ("rule" in rule) {
    const named = double.rules.find((entry) => entry.path === rule.rule);
    return named === undefined ? undefined : ruleValue(named.rule, request, double);
  }
  if ("sum" in rule) {
    const parts = rule.sum.map((path) => valueAt(request, path)).filter((part): part is string => typeof part === "string");
    if (parts.length === 0) return undefined;
    const scale = Math.max(...parts.map((part) => (part.includes(".") ? part.length - part.indexOf(".") - 1 : 0)));
    const sum = addDecimalText(parts);
    const [whole, fraction = ""] = sum.split(".");
    return scale === 0 ? sum : `${whole}.${fraction.padEnd(scale, "0")}`;
  }
  const branch = valueAt(request, rule.ifPresent) === undefined ? rule.else : rule.then;
  return branch === undefined ? undefined : ruleValue(branch, request, double);
}
