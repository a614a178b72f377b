// Hostile input for the validators: structures nested 100000 deep, 5 MB values, and the fields to
// put them in (one of each kind of constraint, so that every kind of check meets them).

import fc from "fast-check";
import type { TypeNode } from "../../generator/ir/ir.js";
import { validBody } from "./arbitraries.js";
import { presentValues } from "./body-paths.js";
import { fieldSites, ruleFieldPaths, type FieldSite, type MessageCase } from "./gateway-ir.js";
import { fillerCharacter } from "./mutations.js";
import { isWellFormed, preview } from "./results.js";

export const FIVE_MB = 5 * 1024 * 1024;

/** `[[[...]]]`, `depth` arrays deep, built without recursion. */
export function deepArray(depth: number): unknown[] {
  let value: unknown[] = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

/** `{key: {key: ...}}`, `depth` objects deep, built without recursion. */
export function deepObject(depth: number, key: string): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 0; level < depth; level++) value = { [key]: value };
  return value;
}

/**
 * Validates `body`; a complaint when it throws or answers outside the contract's shape. Speed is
 * measured in bench/, not asserted here: a hang or a blow-up fails the test by its timeout.
 */
export function complaint(messageCase: MessageCase, what: string, body: unknown): string | undefined {
  let value: unknown;
  try {
    value = messageCase.validate(body);
  } catch (error) {
    return `${messageCase.label}, ${what}: threw ${preview(error instanceof Error ? error.message : error)}`;
  }
  return isWellFormed(value) ? undefined : `${messageCase.label}, ${what}: malformed answer ${preview(value)}`;
}

/** A generated valid body with many fields present, to put hostile values into. */
export function richBody(messageCase: MessageCase): Record<string, unknown> {
  const samples = fc.sample(validBody(messageCase.operation, messageCase.direction), { numRuns: 30, seed: 20240229 });
  const size = (body: Record<string, unknown>) => presentValues(messageCase.message.root, body).length;
  return samples.reduce((best, body) => (size(body) > size(best) ? body : best));
}

/** One leaf field of each kind of constraint, across the messages; fields the rules read are left to their own tests. */
export function representativeSites(cases: readonly MessageCase[]): FieldSite[] {
  const seen = new Set<string>();
  return fieldSites(cases).filter(({ messageCase, field, node }) => {
    if (node.kind === "object" || ruleFieldPaths(messageCase.message).has(field.path)) return false;
    const facts =
      node.kind === "string"
        ? [node.typeName, node.format, node.charset, node.pattern, node.maxLength === undefined]
        : node.kind === "decimal"
          ? [node.typeName, node.pattern]
          : [];
    const signature = JSON.stringify([node.kind, ...facts]);
    if (seen.has(signature)) return false;
    seen.add(signature);
    return true;
  });
}

/** 5 MB values shaped for the node, so that they get past the cheap checks where they can. */
export function hugeValues(node: TypeNode): { label: string; value: unknown }[] {
  switch (node.kind) {
    case "string":
      return [
        { label: "5 MB of allowed characters", value: fillerCharacter(node).repeat(FIVE_MB) },
        { label: "5 MB of emoji", value: "😀".repeat(FIVE_MB / 4) },
      ];
    case "decimal":
      return [
        { label: "5 MB of digits", value: "1".repeat(FIVE_MB) },
        { label: "a 5 MB fraction", value: `0.${"0".repeat(FIVE_MB)}1` },
      ];
    case "map":
      return [
        { label: "a 5 MB entry name", value: { ["k".repeat(FIVE_MB)]: "v" } },
        { label: "a 5 MB entry value", value: { name: "v".repeat(FIVE_MB) } },
      ];
    default:
      return [{ label: "5 MB of text", value: "A".repeat(FIVE_MB) }];
  }
}
