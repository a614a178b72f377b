// Every place a field appears in the IR, with the bounds it has there: what a sentence of the spec
// that restates a field's bounds is held against (restated-facts.ts).

import type { FieldNode, GatewayIR, ObjectNode, TypeNode } from "../ir/ir.js";

/** A field where it appears: its node's facts, and where that is in words (`VERIFY 100 response`). */
export interface FactSite {
  where: string;
  type: TypeNode;
  defaultValue?: string | number | boolean;
}

/** One pair of bounds of a field, named: `length 1 to 40`, `range 300 to 900`. */
export interface BoundPair {
  what: string;
  min: number;
  max: number;
}

/** Sites by path: message fields by dotted path, path identifiers as `{name}`, the error shape's fields. */
export function factSites(ir: Omit<GatewayIR, "release">): Map<string, FactSite[]> {
  const sites = new Map<string, FactSite[]>();
  const add = (path: string, site: FactSite) => sites.set(path, [...(sites.get(path) ?? []), site]);
  for (const operation of ir.operations)
    for (const message of [operation.request, operation.response])
      for (const field of fieldsUnder(message.root))
        add(field.path, siteOf(field, `${operation.name} ${operation.version} ${message.direction}`));
  for (const parameter of ir.api.pathParameters) add(`{${parameter.name}}`, { where: "the path", type: parameter.type });
  for (const field of fieldsUnder(ir.api.errorShape)) add(field.path, siteOf(field, "the error shape"));
  return sites;
}

/** A shared group's members as written in the group, by their path within it. */
export function groupSites(ir: Omit<GatewayIR, "release">, group: string): Map<string, FactSite[]> {
  const root = ir.groups.find((candidate) => candidate.name === group)?.root;
  const members = root === undefined ? [] : fieldsUnder(root);
  return new Map(members.map((field) => [field.path, [siteOf(field, `the group ${group}`)]]));
}

function siteOf(field: FieldNode, where: string): FactSite {
  return { where, type: field.type, ...(field.defaultValue === undefined ? {} : { defaultValue: field.defaultValue }) };
}

/** Every field under an object, depth first, through arrays and map values. */
export function fieldsUnder(root: ObjectNode): FieldNode[] {
  return root.fields.flatMap((field) => {
    const inner = objectIn(field.type);
    return [field, ...(inner === undefined ? [] : fieldsUnder(inner))];
  });
}

function objectIn(type: TypeNode): ObjectNode | undefined {
  if (type.kind === "object") return type;
  if (type.kind === "array") return objectIn(type.items);
  if (type.kind === "map") return objectIn(type.value);
  return undefined;
}

/** Every pair of bounds a type has: lengths, value ranges, a map's name lengths, and its values' bounds. */
export function boundPairs(type: TypeNode): BoundPair[] {
  const pair = (what: string, min: number | string | undefined, max: number | string | undefined): BoundPair[] =>
    min === undefined || max === undefined ? [] : [{ what, min: Number(min), max: Number(max) }];
  switch (type.kind) {
    case "array":
      return boundPairs(type.items);
    case "string":
      return [
        ...pair("length", type.minLength, type.maxLength),
        ...(type.lengths ?? []).flatMap((length) => pair("length", length, length)),
      ];
    case "decimal":
      return [...pair("length", type.minLength, type.maxLength), ...pair("range", type.minimum, type.maximum)];
    case "integer":
      return pair("range", type.minimum, type.maximum);
    case "map":
      return [...pair("name length", type.keyMinLength, type.keyMaxLength), ...boundPairs(type.value)];
    default:
      return [];
  }
}

/** `length 1 to 40, range 300 to 900`, or `no bounds`. */
export function boundsText(type: TypeNode): string {
  const pairs = boundPairs(type);
  return pairs.length === 0 ? "no bounds" : pairs.map((each) => `${each.what} ${each.min} to ${each.max}`).join(", ");
}
