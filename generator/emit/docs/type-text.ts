// A field's type as the docs print it: the type's name (linked to its data type or group), its
// bounds as short phrases (worded in ../bound-phrases.ts), and its enumeration values. Facts only
// from the node.

import type { DataTypeIR, EnumNode, EnumValue, FieldNode, TypeNode } from "../../ir/ir.js";
import { containerPhrases, leafPhrases, type BoundPhrase } from "../shared/bound-phrases.js";
import { groupAnchor, typeAnchor } from "../plan/doc-anchors.js";

export type { BoundPhrase } from "../shared/bound-phrases.js";

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

/**
 * The type in the seed's words: the title of the data type the node names, or, for a node the
 * generator made (the discriminator's one-value enumeration), of the first data type of its kind.
 */
export function typeLabel(field: Pick<FieldNode, "type" | "group">, dataTypes: readonly DataTypeIR[]): TypeLabel {
  let prefix = "";
  let node = field.type;
  for (; node.kind === "array" || node.kind === "map"; node = node.kind === "array" ? node.items : node.value) {
    prefix += node.kind === "array" ? "Array of " : "Map of ";
  }
  const dataType = node.kind === "object" ? undefined : dataTypeOf(node, dataTypes);
  return {
    prefix,
    name: node.kind === "object" ? "Object" : (dataType?.title ?? node.typeName ?? node.kind),
    ...(dataType !== undefined ? { typeAnchor: typeAnchor(dataType.name) } : {}),
    ...(field.group !== undefined ? { group: field.group, groupAnchor: groupAnchor(field.group) } : {}),
  };
}

function dataTypeOf(
  node: Exclude<TypeNode, { kind: "object" | "array" | "map" }>,
  dataTypes: readonly DataTypeIR[],
): DataTypeIR | undefined {
  if (node.typeName !== undefined) return dataTypes.find((type) => type.name === node.typeName);
  const sameKind = (type: DataTypeIR) =>
    type.node.kind === node.kind && (node.kind !== "enum" || (type.node.kind === "enum" && type.node.list === node.list));
  return dataTypes.find(sameKind);
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
