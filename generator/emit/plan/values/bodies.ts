// Bodies built from a message's tree: the smallest valid one, one with every optional leaf of its
// groups, one with every field, and any of them with a value put at a field's path (the groups and the
// one list item on the way added with their required fields).

import { everyField } from "../../../ir/field-walk.js";
import type { FieldNode, MessageIR, ObjectNode, TypeNode } from "../../../ir/ir.js";
import { ExactNumber } from "../../shared/exact-number.js";
import { exampleMapKey, exampleValue } from "./example-values.js";

export type Body = Record<string, unknown>;
export type Segment = string | number;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof ExactNumber);
}

/** A deep copy that keeps `ExactNumber`s (immutable) as they are. */
export function copyBody<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyBody) as T;
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, copyBody(child)])) as T;
  return value;
}

export function isRequired(field: FieldNode): boolean {
  return field.presence === "required" || field.presence === "always";
}

/** `order.item[0].name` from segments. */
export function concretePath(segments: readonly Segment[]): string {
  return segments.map((segment, index) => (typeof segment === "number" ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join("");
}

export function valueAt(body: unknown, segments: readonly Segment[]): unknown {
  let current = body;
  for (const segment of segments) {
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<Segment, unknown>)[segment];
  }
  return current;
}

export function setAt(body: Body, segments: readonly Segment[], value: unknown): void {
  const parent = valueAt(body, segments.slice(0, -1)) as Record<Segment, unknown>;
  parent[segments[segments.length - 1] as Segment] = value;
}

export function deleteAt(body: Body, segments: readonly Segment[]): void {
  const parent = valueAt(body, segments.slice(0, -1)) as Record<Segment, unknown> | undefined;
  if (parent !== undefined) delete parent[segments[segments.length - 1] as Segment];
}

function childField(node: ObjectNode, name: string, specPath: string): FieldNode {
  const field = node.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name} on the way to ${specPath}`);
  return field;
}

/**
 * The segments of a spec path in `body` (`order.item[].name` -> order, item, 0, name), adding every
 * group and list item on the way that is not there yet; the field itself is left as it is.
 */
export function makeWayTo(root: ObjectNode, body: Body, specPath: string): Segment[] {
  const names = specPath.replace(/\[\]/g, "").split(".");
  const segments: Segment[] = [];
  let node = root;
  let holder: Record<string, unknown> = body;
  for (const [index, name] of names.entries()) {
    segments.push(name);
    if (index === names.length - 1) break;
    const field = childField(node, name, specPath);
    const type = field.type.kind === "array" ? field.type.items : field.type;
    if (type.kind !== "object") throw new Error(`${field.path} holds no fields`);
    if (field.type.kind === "array") {
      if (!Array.isArray(holder[name]) || !isObject((holder[name] as unknown[])[0])) holder[name] = [exampleValue(type)];
      segments.push(0);
      holder = (holder[name] as Record<string, unknown>[])[0] as Record<string, unknown>;
    } else {
      if (!isObject(holder[name])) holder[name] = exampleValue(type);
      holder = holder[name] as Record<string, unknown>;
    }
    node = type;
  }
  return segments;
}

/** Puts `value` at the field's path and returns the path's segments. */
export function placeValue(message: MessageIR, body: Body, specPath: string, value: unknown): Segment[] {
  const segments = makeWayTo(message.root, body, specPath);
  setAt(body, segments, copyBody(value));
  return segments;
}

/** Every field of an object, filled: groups recursively, one item per list, one entry per map. */
export function fullValue(node: TypeNode): unknown {
  switch (node.kind) {
    case "object":
      return Object.fromEntries(node.fields.map((field) => [field.name, fullValue(field.type)]));
    case "array":
      return [fullValue(node.items)];
    case "map":
      return { [exampleMapKey(node.keyCharset, node.keyMinLength)]: fullValue(node.value) };
    default:
      return exampleValue(node);
  }
}

/** Adds every optional leaf (not a group, list or map) to each object already in `value`. */
export function addOptionalLeaves(node: ObjectNode, value: Record<string, unknown>): void {
  for (const field of node.fields) {
    const held = value[field.name];
    const type = field.type;
    if (type.kind === "object") {
      if (isObject(held)) addOptionalLeaves(type, held);
    } else if (type.kind === "array") {
      const items = type.items;
      if (items.kind === "object" && Array.isArray(held)) held.filter(isObject).forEach((item) => addOptionalLeaves(items, item));
    } else if (type.kind !== "map" && held === undefined) {
      value[field.name] = exampleValue(type);
    }
  }
}

/** The object nodes of a message with their spec paths: the body itself (""), groups, list items (`order.item[]`). */
export function allObjects(root: ObjectNode): { path: string; node: ObjectNode }[] {
  const found = [{ path: "", node: root }];
  for (const field of everyField(root)) {
    const type = field.type.kind === "array" ? field.type.items : field.type;
    if (type.kind === "object") found.push({ path: field.path, node: type });
  }
  return found;
}
