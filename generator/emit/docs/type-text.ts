// A field's type as the docs print it: the type's name (linked to its data type or group), its
// bounds as short phrases (worded in ../bound-phrases.ts), and its enumeration values. Facts only
// from the node.

import type { EnumNode, EnumValue, FieldNode, TypeNode } from "../../resolve/ir.js";
import { containerPhrases, leafPhrases, type BoundPhrase } from "../bound-phrases.js";
import { groupAnchor, typeAnchor } from "../plan/doc-anchors.js";

export type { BoundPhrase } from "../bound-phrases.js";

export interface TypeLabel {
  /** `Array of `, repeated per level, or `Map of ` for named values. */
  prefix: string;
  name: string;
  /** Set when `name` is a data type of `GatewayIR.dataTypes`. */
  typeAnchor?: string;
  group?: string;
  groupAnchor?: string;
}

export interface ValuesView {
  values: EnumValue[];
  /** The seed's words on why the list is partial. */
  open?: string;
  list: boolean;
}

/** The node a field's bounds and values belong to: through arrays, and to a map's values. */
function leafOf(node: TypeNode): TypeNode {
  if (node.kind === "array") return leafOf(node.items);
  if (node.kind === "map") return leafOf(node.value);
  return node;
}

export function typeLabel(field: Pick<FieldNode, "type" | "group">, knownTypes: ReadonlyMap<string, TypeNode>): TypeLabel {
  let prefix = "";
  let node = field.type;
  for (; node.kind === "array" || node.kind === "map"; node = node.kind === "array" ? node.items : node.value) {
    prefix += node.kind === "array" ? "Array of " : "Map of ";
  }
  const name = node.kind === "object" ? "Object" : (node.typeName ?? node.kind);
  return {
    prefix,
    name,
    ...(knownTypes.has(name) ? { typeAnchor: typeAnchor(name) } : {}),
    ...(field.group !== undefined ? { group: field.group, groupAnchor: groupAnchor(field.group) } : {}),
  };
}

/** Bounds of the field beyond what its data type already says (a type's own charset or pattern is on its page). */
export function boundPhrases(field: Pick<FieldNode, "type" | "defaultValue">, knownTypes: ReadonlyMap<string, TypeNode>): BoundPhrase[] {
  const leaf = leafOf(field.type);
  const dataType = leaf.kind === "string" || leaf.kind === "decimal" ? knownTypes.get(leaf.typeName) : undefined;
  const phrases = [...containerPhrases(field.type), ...leafPhrases(leaf, dataType)];
  if (field.defaultValue !== undefined) phrases.push({ text: "default", code: String(field.defaultValue) });
  return phrases;
}

export function valuesOf(node: TypeNode): ValuesView | undefined {
  const leaf = leafOf(node);
  if (leaf.kind !== "enum") return undefined;
  return enumValues(leaf);
}

function enumValues(node: EnumNode): ValuesView {
  return { values: node.values, ...(node.open !== undefined ? { open: node.open } : {}), list: node.list };
}
