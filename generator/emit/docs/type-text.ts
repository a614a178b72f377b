// A field's type as the docs print it: the type's name (linked to its data type or group), its
// bounds as short phrases, and its enumeration values. Facts only from the node.

import type { EnumNode, EnumValue, FieldNode, TypeNode } from "../../resolve/ir.js";
import { groupAnchor, typeAnchor } from "./anchors.js";

export interface TypeLabel {
  /** `Array of `, repeated per level, or `Map of ` for named values. */
  prefix: string;
  name: string;
  /** Set when `name` is a data type of `GatewayIR.dataTypes`. */
  typeAnchor?: string;
  group?: string;
  groupAnchor?: string;
}

/** One bound: words, then an optional literal (a character class, a pattern) shown as code. */
export interface BoundPhrase {
  text: string;
  code?: string;
}

export interface ValuesView {
  values: EnumValue[];
  /** The seed's words on why the list is partial. */
  open?: string;
  list: boolean;
}

/** The node a field's bounds and values belong to: through arrays, and to a map's values. */
export function leafOf(node: TypeNode): TypeNode {
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
  const phrases = [...containerPhrases(field.type), ...leafPhrases(leafOf(field.type), knownTypes)];
  if (field.defaultValue !== undefined) phrases.push({ text: "default", code: String(field.defaultValue) });
  return phrases;
}

function containerPhrases(node: TypeNode): BoundPhrase[] {
  if (node.kind === "array") return containerPhrases(node.items);
  if (node.kind !== "map") return [];
  return [
    ...(node.maxEntries !== undefined ? [{ text: `up to ${node.maxEntries} names` }] : []),
    { text: `names ${rangeText(node.keyMinLength, node.keyMaxLength)} characters of`, code: `[${node.keyCharset}]` },
  ];
}

function leafPhrases(node: TypeNode, knownTypes: ReadonlyMap<string, TypeNode>): BoundPhrase[] {
  const own = node.kind === "string" || node.kind === "decimal" ? knownTypes.get(node.typeName) : undefined;
  switch (node.kind) {
    case "string":
      return [
        ...lengthPhrases(node.minLength, node.maxLength, node.lengths),
        ...(node.charset !== undefined && (own?.kind !== "string" || own.charset !== node.charset)
          ? [{ text: "characters", code: `[${node.charset}]` }]
          : []),
        ...(node.pattern !== undefined && (own?.kind !== "string" || own.pattern !== node.pattern)
          ? [{ text: "pattern", code: node.pattern }]
          : []),
        ...(node.format !== undefined && (own?.kind !== "string" || own.format !== node.format) ? [{ text: `format ${node.format}` }] : []),
        ...(node.maxDigits !== undefined ? [{ text: `at most ${node.maxDigits} digits` }] : []),
      ];
    case "decimal":
      return [
        ...lengthPhrases(node.minLength, node.maxLength, undefined),
        ...(node.minimum !== undefined ? [{ text: "min", code: node.minimum }] : []),
        ...(node.exclusiveMinimum !== undefined ? [{ text: "greater than", code: node.exclusiveMinimum }] : []),
        ...(node.maximum !== undefined ? [{ text: "max", code: node.maximum }] : []),
        ...(node.scale !== undefined ? [{ text: `at most ${node.scale} digits after the point` }] : []),
        ...(own?.kind === "decimal" && own.pattern !== node.pattern ? [{ text: "pattern", code: node.pattern }] : []),
      ];
    case "integer":
      return [
        ...(node.minimum !== undefined ? [{ text: "min", code: node.minimum }] : []),
        ...(node.maximum !== undefined ? [{ text: "max", code: node.maximum }] : []),
      ];
    default:
      return [];
  }
}

function lengthPhrases(min: number | undefined, max: number | undefined, lengths: number[] | undefined): BoundPhrase[] {
  if (lengths) return [{ text: `length ${lengths.join(" or ")}` }];
  if (min === undefined && max === undefined) return [];
  if (min !== undefined && min === max) return [{ text: `length exactly ${min}` }];
  return [{ text: `length ${rangeText(min, max)}` }];
}

function rangeText(min: number | undefined, max: number | undefined): string {
  if (max === undefined || max === Number.MAX_SAFE_INTEGER) return `at least ${min ?? 0}`;
  if (min === undefined) return `at most ${max}`;
  return `${min} to ${max}`;
}

export function valuesOf(node: TypeNode): ValuesView | undefined {
  const leaf = leafOf(node);
  if (leaf.kind !== "enum") return undefined;
  return enumValues(leaf);
}

function enumValues(node: EnumNode): ValuesView {
  return { values: node.values, ...(node.open !== undefined ? { open: node.open } : {}), list: node.list };
}
