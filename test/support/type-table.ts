// Table tests of data types through real fields: a row (a few values, valid or not) is placed in
// every field a table selects, each in the smallest valid body of its message, and must leave the
// body valid or give exactly one INVALID finding, on the field's own path (or a map entry under it).

import { describe, expect, it } from "vitest";
import type { MessageIR, StringNode, TypeNode } from "../../generator/ir/ir.js";
import { exampleBody, placeValue } from "./example-bodies.js";
import type { FieldSite } from "./gateway-ir.js";
import { findings, preview } from "./results.js";

/** A value for the field, `at` naming the map entry the finding belongs to. */
export type Trial = { value: unknown; at?: string };

export interface Row<N extends TypeNode> {
  name: string;
  /** The values to try in a field of this node; none when the row does not apply to it. */
  values(node: N): (unknown | Trial)[];
  valid: boolean | ((node: N) => boolean);
}

const isTrial = (value: unknown): value is Trial => typeof value === "object" && value !== null && "value" in value;

/** Fields whose mere presence sets a rule off (a sub-total, a total, a trigger); line-item factors are safe without a total. */
export function ruleTriggers(message: MessageIR): Set<string> {
  return new Set(
    message.rules.flatMap((rule) => {
      if (rule.kind === "sum") return [rule.total, ...rule.add, ...rule.subtract];
      if (rule.kind === "sum-of-products") return [rule.total];
      if (rule.kind === "required-if") return [rule.when.field];
      if (rule.kind === "only-if") return [rule.field, rule.when.field];
      return [];
    }),
  );
}

/** `text` repeated (by code points) or cut to exactly `length` characters. */
export function sized(text: string, length: number): string {
  const characters = [...text];
  return Array.from({ length }, (_, index) => characters[index % characters.length]).join("");
}

/** Tries every value of the row in the field; the mismatches, described. */
function tryRow<N extends TypeNode>(site: FieldSite, row: Row<N>): string[] {
  const node = site.node as N;
  const expectValid = typeof row.valid === "boolean" ? row.valid : row.valid(node);
  return row.values(node).flatMap((candidate) => {
    const { value, at } = isTrial(candidate) ? candidate : { value: candidate, at: undefined };
    const body = exampleBody(site.messageCase.message);
    const { path } = placeValue(site.messageCase.message, body, site.field.path, value);
    const found = findings(site.messageCase.validate(body));
    const expected = expectValid ? [] : [`${at === undefined ? path : `${path}.${at}`}:INVALID`];
    return JSON.stringify(found) === JSON.stringify(expected)
      ? []
      : [`${site.messageCase.label} ${path} = ${preview(value)}: ${JSON.stringify(found)}`];
  });
}

/** A describe block with one test per row, each run through every site `select` picks. */
export function table<N extends TypeNode>(
  sites: readonly FieldSite[],
  title: string,
  select: (node: TypeNode) => node is N,
  rows: Row<N>[],
): void {
  const chosen = sites.filter((site) => select(site.node));
  describe(`${title} (${chosen.length} fields)`, () => {
    it("has fields of this type in the spec", () => expect(chosen.length).toBeGreaterThan(0));
    it.each(rows)("$name", (row) => {
      const applicable = chosen.filter((site) => row.values(site.node as N).length > 0);
      expect(applicable.length, "no field this row applies to").toBeGreaterThan(0);
      expect(applicable.flatMap((site) => tryRow(site, row))).toEqual([]);
    });
  });
}

export const stringOf =
  (typeName: string, extra: (node: StringNode) => boolean = () => true) =>
  (node: TypeNode): node is StringNode =>
    node.kind === "string" && node.typeName === typeName && extra(node);

/** Rows every length-bounded string type shares: the bounds, counted in characters, and the JSON type. */
export function lengthRows(filler: string): Row<StringNode>[] {
  return [
    {
      name: "min-1 characters is refused",
      values: (node) => ((node.minLength ?? 0) > 0 ? [sized(filler, (node.minLength as number) - 1)] : []),
      valid: false,
    },
    {
      name: "min characters is accepted",
      values: (node) => (node.minLength !== undefined ? [sized(filler, node.minLength)] : []),
      valid: true,
    },
    {
      name: "max characters is accepted",
      values: (node) => (node.maxLength !== undefined ? [sized(filler, node.maxLength)] : []),
      valid: true,
    },
    {
      name: "max+1 characters is refused",
      values: (node) => (node.maxLength !== undefined ? [sized(filler, node.maxLength + 1)] : []),
      valid: false,
    },
    { name: "not a string is refused", values: () => [42, true, null, ["a"], { a: "a" }], valid: false },
  ];
}
