import type { ApiIR, Mask, TypeNode } from "../../ir/ir.js";
import { compareText } from "../../language/spec-paths.js";
import { numberLiteral, literal } from "./code.js";

/** The mask as a TypeScript expression. */
function maskExpression(mask: Mask): string {
  if (mask === "replace") return literal("replace");
  return `{ keepFirst: ${numberLiteral(mask.keepFirst)}, keepLast: ${numberLiteral(mask.keepLast)}, with: ${literal(mask.with)} }`;
}

const byFirst = ([a]: [string, string], [b]: [string, string]) => compareText(a, b);

/** Path -> mask expression, for every field the spec marks sensitive, sorted by path. */
export function maskTableEntries(api: ApiIR): [string, string][] {
  return api.sensitivity
    .flatMap((sensitivity) => sensitivity.paths.map((path): [string, string] => [path, maskExpression(sensitivity.mask)]))
    .sort(byFirst);
}

/** Key name -> mask expression, for every key name a class lists (masked at any path), sorted by name. */
export function maskKeyEntries(api: ApiIR): [string, string][] {
  return api.sensitivity
    .flatMap((sensitivity) => sensitivity.keys.map((key): [string, string] => [key, maskExpression(sensitivity.mask)]))
    .sort(byFirst);
}

/**
 * What the spec knows of a value, as the shipped masking reads it (`KnownNode` in
 * templates/package/src/client/masking.ts): 0 for a value, an object of its keys' nodes, `[node]`
 * for a map's values; a list is its items' node. Built with own properties only, so a key such as
 * `__proto__` stays a key once printed as JSON.
 */
export type KnownTree = 0 | { [key: string]: KnownTree } | [KnownTree];

export function knownTree(type: TypeNode): KnownTree {
  if (type.kind === "array") return knownTree(type.items);
  if (type.kind === "map") return [knownTree(type.value)];
  if (type.kind !== "object") return 0;
  const tree: { [key: string]: KnownTree } = {};
  for (const field of type.fields) Object.defineProperty(tree, field.name, { value: knownTree(field.type), enumerable: true });
  return tree;
}

/** Two trees as one: every key either knows (a response and the error shape every answer may have). */
export function mergedTree(a: KnownTree, b: KnownTree): KnownTree {
  if (a === 0 || Array.isArray(a) || b === 0 || Array.isArray(b)) return a === 0 ? b : a;
  const tree: { [key: string]: KnownTree } = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const [inA, inB] = [Object.hasOwn(a, key) ? a[key] : undefined, Object.hasOwn(b, key) ? b[key] : undefined];
    const value = inA !== undefined && inB !== undefined ? mergedTree(inA, inB) : (inA ?? inB);
    Object.defineProperty(tree, key, { value, enumerable: true });
  }
  return tree;
}
