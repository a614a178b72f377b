// The one walk of a message's field tree: every emitter, the change engine and the release view
// that needs a message's fields as a flat list takes them from here, in one order.

import type { FieldNode, ObjectNode, TypeNode } from "./ir.js";

/** The objects a value of this type holds directly: itself, or those of its list's items or its map's values. */
export function objectsWithin(type: TypeNode): ObjectNode[] {
  if (type.kind === "object") return [type];
  if (type.kind === "array") return objectsWithin(type.items);
  if (type.kind === "map") return objectsWithin(type.value);
  return [];
}

/** Every field under `root`, parents before their children, through groups, list items and map values. */
export function everyField(root: ObjectNode): FieldNode[] {
  return root.fields.flatMap((field) => [field, ...objectsWithin(field.type).flatMap(everyField)]);
}
