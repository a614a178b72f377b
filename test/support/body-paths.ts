// Walking a body alongside its IR: which fields are present, under which concrete path
// (`order.item[0].name`, `order.custom.colour`), and reading or changing a value by path.

import type { FieldNode, ObjectNode, TypeNode } from "../../generator/ir/ir.js";

export type Segment = string | number;

/** A value present in a body, located by the gateway's field path and by segments. */
export interface PresentValue {
  path: string;
  segments: Segment[];
  node: TypeNode;
  /** The field it belongs to; for an array item or a map entry, the array's or the map's field. */
  field: FieldNode;
  role: "field" | "item" | "entry";
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every value of `body` that the IR describes, parents before children. */
export function presentValues(root: ObjectNode, body: Record<string, unknown>): PresentValue[] {
  const found: PresentValue[] = [];
  visitObject(root, body, "", [], found);
  return found;
}

function visitObject(node: ObjectNode, value: Record<string, unknown>, path: string, segments: Segment[], found: PresentValue[]): void {
  for (const field of node.fields) {
    if (!Object.hasOwn(value, field.name)) continue;
    const fieldPath = path === "" ? field.name : `${path}.${field.name}`;
    visitValue(field.type, field, value[field.name], fieldPath, [...segments, field.name], "field", found);
  }
}

function visitValue(
  node: TypeNode,
  field: FieldNode,
  value: unknown,
  path: string,
  segments: Segment[],
  role: PresentValue["role"],
  found: PresentValue[],
): void {
  found.push({ path, segments, node, field, role });
  if (node.kind === "object" && isPlainObject(value)) visitObject(node, value, path, segments, found);
  if (node.kind === "array" && Array.isArray(value)) {
    value.forEach((item, index) => visitValue(node.items, field, item, `${path}[${index}]`, [...segments, index], "item", found));
  }
  if (node.kind === "map" && isPlainObject(value)) {
    for (const key of Object.keys(value))
      found.push({ path: `${path}.${key}`, segments: [...segments, key], node: node.value, field, role: "entry" });
  }
}

export function getAt(body: unknown, segments: readonly Segment[]): unknown {
  let current: unknown = body;
  for (const segment of segments) {
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<Segment, unknown>)[segment];
  }
  return current;
}

function parentOf(body: unknown, segments: readonly Segment[]): Record<Segment, unknown> {
  const parent = getAt(body, segments.slice(0, -1));
  if (typeof parent !== "object" || parent === null) throw new Error(`no parent for ${segments.join(".")}`);
  return parent as Record<Segment, unknown>;
}

/** Sets an own data property, so that `__proto__` is a key like any other. */
export function setAt(body: unknown, segments: readonly Segment[], value: unknown): void {
  const key = segments[segments.length - 1];
  if (key === undefined) throw new Error("empty path");
  Object.defineProperty(parentOf(body, segments), key, { value, enumerable: true, writable: true, configurable: true });
}

export function deleteAt(body: unknown, segments: readonly Segment[]): void {
  const key = segments[segments.length - 1];
  if (key === undefined) throw new Error("empty path");
  delete parentOf(body, segments)[key];
}

/** `order.item[].name` -> segments of the property names, for paths outside arrays only. */
export function specSegments(specPath: string): string[] {
  if (specPath.includes("[]")) throw new Error(`path under an array: ${specPath}`);
  return specPath.split(".");
}
