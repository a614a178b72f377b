// The request bodies a consumer of one package sends: the smallest valid body, and full bodies
// (every field of every group, one list item, one map entry) in which each field takes its values
// in turn, so that every enumeration value and every end of every bound is sent at least once in as
// few calls as the longest list of values. Every body is one the old package's validator accepts:
// a value the rules or the validator refuse in a full body is put back to the field's example.

import { propertyName } from "../../../generator/language/spec-paths.js";
import type { MessageIR, ObjectNode, TypeNode } from "../../../generator/ir/ir.js";
import { deleteAt, getAt, presentValues, setAt, type Segment } from "../../support/body-paths.js";
import { exampleBody, placeValue } from "../../support/example-bodies.js";
import { allFields, isRequiredPresence } from "../../support/gateway-ir.js";
import { satisfyRules } from "../../support/rule-fixes.js";
import { leafValues } from "./leaf-values.js";

export type Body = Record<string, unknown>;

/** A validator of the old package: the paths of its findings (`order.item[0].name`), none when valid. */
export type Refusals = (body: Body) => string[];

export interface MessageBodies {
  minimal: Body;
  /** Full bodies; the first holds each field's example value. */
  full: Body[];
  /**
   * The smallest body with one value put in: each value no full body could carry (the rules or the
   * other fields would not have it), and each other field of an at-least-one-of rule alone.
   */
  single: Body[];
}

export function requestBodies(message: MessageIR, refusals: Refusals): MessageBodies {
  const minimal = exampleBody(message);
  const found = refusals(minimal);
  if (found.length > 0) throw new Error(`the smallest body is refused by the old package: ${found.join(", ")}`);
  const lists = valueLists(message.root);
  const rounds = Math.max(1, ...[...lists.values()].map((values) => values.length));
  const full = Array.from({ length: rounds }, (_, round) => acceptedBody(message, lists, round, refusals));
  const sent = new Set(full.flatMap((body) => sentValues(message.root, body)));
  const missed = [...lists].flatMap(([path, values]) =>
    values.filter((value) => !sent.has(sentKey(path, value))).map((value) => ({ path, value })),
  );
  const single = [...missed.map(({ path, value }) => withValue(message, minimal, path, value)), ...alternatives(message, minimal)];
  return { minimal, full, single: single.filter((body) => refusals(body).length === 0) };
}

function sentKey(path: string, value: unknown): string {
  return `${path}\0${JSON.stringify(value)}`;
}

/** Each leaf value of the body, keyed by its field's spec path. */
function sentValues(root: ObjectNode, body: Body): string[] {
  return presentValues(root, body)
    .filter(({ role, node }) => role === "field" && node.kind !== "object" && node.kind !== "array")
    .map(({ field, segments }) => sentKey(field.path, getAt(body, segments)));
}

/** The smallest body with `value` at `path` (the groups and list item on the way added), rules kept. */
function withValue(message: MessageIR, minimal: Body, path: string, value: unknown): Body {
  const body = structuredClone(minimal);
  placeValue(message, body, path, structuredClone(value));
  return satisfyRules(message, body, { values: {}, preferAdding: false });
}

/** For each at-least-one-of rule, the smallest body with another of its fields in place of the first. */
function alternatives(message: MessageIR, minimal: Body): Body[] {
  return message.rules.flatMap((rule) => {
    if (rule.kind !== "at-least-one-of" || !rule.checkable || rule.fields.some((path) => path.includes("[]"))) return [];
    return rule.fields.slice(1).map((path) => {
      const body = structuredClone(minimal);
      const first = segmentsOf(rule.fields[0] as string);
      if (getAt(body, first) !== undefined) deleteAt(body, first);
      placeValue(message, body, path, undefined);
      return body;
    });
  });
}

/** The values of every leaf field of the message, by spec path. */
function valueLists(root: ObjectNode): Map<string, unknown[]> {
  return new Map(allFields(root).flatMap((field) => (isLeaf(field.type) ? [[field.path, leafValues(leafOf(field.type))] as const] : [])));
}

function leafOf(type: TypeNode): TypeNode {
  return type.kind === "array" ? leafOf(type.items) : type;
}

function isLeaf(type: TypeNode): boolean {
  return leafOf(type).kind !== "object";
}

function fullBody(node: ObjectNode, pick: (path: string) => unknown): Body {
  return Object.fromEntries(node.fields.map((field) => [propertyName(field.name), fullValue(field.type, field.path, pick)]));
}

function fullValue(type: TypeNode, path: string, pick: (path: string) => unknown): unknown {
  if (type.kind === "object") return fullBody(type, pick);
  if (type.kind === "array") return [fullValue(type.items, path, pick)];
  return pick(path);
}

const PASSES = 3;

/** Round `round` of the full body, made acceptable to the old package. */
function acceptedBody(message: MessageIR, lists: ReadonlyMap<string, unknown[]>, round: number, refusals: Refusals): Body {
  const pick = (path: string) => {
    const values = lists.get(path) ?? [];
    return values[round % values.length];
  };
  let body = fullBody(message.root, pick);
  for (let pass = 0; pass < PASSES; pass++) {
    body = satisfyRules(message, body, { values: {}, preferAdding: true });
    const refused = refusals(body);
    if (refused.length === 0) return body;
    for (const path of refused) repair(message, body, path, lists, pass);
  }
  throw new Error(`a full body of round ${round} stays refused by the old package: ${refusals(body).join(", ")}`);
}

/** First the field's example value; on a later pass, the field left out where the message allows. */
function repair(message: MessageIR, body: Body, concretePath: string, lists: ReadonlyMap<string, unknown[]>, pass: number): void {
  const segments = segmentsOf(concretePath);
  const specPath = specPathOf(concretePath);
  if (getAt(body, segments) === undefined) return;
  if (pass === 0 && lists.has(specPath)) return setAt(body, segments, lists.get(specPath)?.[0]);
  const field = allFields(message.root).find((candidate) => candidate.path === specPath);
  if (field !== undefined && !isRequiredPresence(field)) deleteAt(body, segments);
}

/** `order.item[0].name` -> order, item, 0, name. */
export function segmentsOf(concretePath: string): Segment[] {
  return concretePath
    .split(/\.|(?=\[)/)
    .filter((segment) => segment !== "")
    .map((segment) => (/^\[\d+\]$/.test(segment) ? Number(segment.slice(1, -1)) : segment));
}

/** `order.item[0].name` -> `order.item[].name`. */
export function specPathOf(concretePath: string): string {
  return concretePath.replace(/\[\d+\]/g, "[]");
}
