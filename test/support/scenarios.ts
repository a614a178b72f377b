// Scenarios for the property tests, each a valid body with one thing done to it: a value put out of
// its bounds, a required field taken out, an unknown key added, any value at all put in a field.

import fc from "fast-check";
import type { ObjectNode } from "../../generator/ir/ir.js";
import { validBody } from "./arbitraries.js";
import { getAt, isPlainObject, presentValues, setAt, specSegments, type PresentValue, type Segment } from "./body-paths.js";
import { isRequiredPresence, type MessageCase } from "./gateway-ir.js";
import { invalidValue, type Mutation } from "./mutations.js";

type Body = Record<string, unknown>;

/** A valid body and one thing in it chosen by `pick`; undefined when `pick` finds nothing. */
export function bodyAnd<T>(messageCase: MessageCase, pick: (body: Body) => T[]): fc.Arbitrary<{ body: Body; target: T } | undefined> {
  return validBody(messageCase.operation, messageCase.direction).chain((body) => {
    const targets = pick(body);
    return targets.length === 0 ? fc.constant(undefined) : fc.constantFrom(...targets).map((target) => ({ body, target }));
  });
}

export interface MutatedBody {
  body: Body;
  /** Where the finding belongs: the value's path, or a map entry under it. */
  path: string;
  mutation: Mutation;
  target: PresentValue;
}

/** A valid body with one present value replaced by a value out of its bounds. */
export function mutatedBody(messageCase: MessageCase): fc.Arbitrary<MutatedBody | undefined> {
  return bodyAnd(messageCase, (body) => presentValues(messageCase.message.root, body)).chain((scenario) => {
    if (scenario === undefined) return fc.constant(undefined);
    return invalidValue(scenario.target.node).map((mutation) => {
      const body = structuredClone(scenario.body);
      setAt(body, scenario.target.segments, mutation.value);
      const path = mutation.at === undefined ? scenario.target.path : `${scenario.target.path}.${mutation.at}`;
      return { body, path, mutation, target: scenario.target };
    });
  });
}

export interface Removal {
  segments: Segment[];
  /** The path the MISSING finding names. */
  expected: string;
}

/** Present required fields, and fields whose removal breaks an at-least-one-of or required-if rule. */
export function removals(messageCase: MessageCase, body: Body): Removal[] {
  const required = presentValues(messageCase.message.root, body)
    .filter((value) => value.role === "field" && isRequiredPresence(value.field))
    .map((value) => ({ segments: value.segments, expected: value.path }));
  const present = (path: string) => getAt(body, specSegments(path)) !== undefined;
  const byRule = messageCase.message.rules.flatMap((rule): Removal[] => {
    if (!rule.checkable) return [];
    if (rule.kind === "at-least-one-of") {
      const shown = rule.fields.filter(present);
      return shown.length === 1 ? [{ segments: specSegments(shown[0] as string), expected: rule.fields[0] as string }] : [];
    }
    if (rule.kind === "required-if") {
      const condition = getAt(body, specSegments(rule.when.field));
      const holds = "equals" in rule.when ? typeof condition === "string" && rule.when.equals.includes(condition) : condition !== undefined;
      return holds ? [{ segments: specSegments(rule.field), expected: rule.field }] : [];
    }
    return [];
  });
  return [...required, ...byRule];
}

/** An object of a body, with the names of the fields the IR gives it. */
export interface BodyObject {
  path: string;
  segments: Segment[];
  names: string[];
  closed: boolean;
}

/** The body itself and every object in it the IR describes (array items included). */
export function bodyObjects(root: ObjectNode, body: Body): BodyObject[] {
  const nested = presentValues(root, body).flatMap((value) =>
    value.node.kind === "object" && isPlainObject(getAt(body, value.segments))
      ? [{ path: value.path, segments: value.segments, names: value.node.fields.map((field) => field.name), closed: !value.node.open }]
      : [],
  );
  return [{ path: "", segments: [], names: root.fields.map((field) => field.name), closed: !root.open }, ...nested];
}

/** Keys no spec object has, among them the ones that break naive code. */
export const unknownKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "unknownField", "x", "ORDER", "order "),
  fc.stringMatching(/^[a-z][A-Za-z0-9]{0,12}$/),
);

/** A valid body, one of its objects (picked by `accept`) and a key that object does not know. */
export function bodyWithUnknownKey(
  messageCase: MessageCase,
  accept: (object: BodyObject) => boolean,
  reserved: readonly string[] = [],
): fc.Arbitrary<{ body: Body; target: BodyObject; key: string } | undefined> {
  return bodyAnd(messageCase, (body) => bodyObjects(messageCase.message.root, body).filter(accept)).chain((scenario) => {
    if (scenario === undefined) return fc.constant(undefined);
    const taken = new Set([...scenario.target.names, ...(scenario.target.path === "" ? reserved : [])]);
    return unknownKey.filter((key) => !taken.has(key)).map((key) => ({ ...scenario, key }));
  });
}

/** Any JavaScript value, with the keys and shapes JSON parsers and hand-made objects produce. */
export const anyValue = fc.anything({
  key: fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "prototype", "order", "amount", "item", "apiOperation", "error")),
  maxDepth: 4,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});
