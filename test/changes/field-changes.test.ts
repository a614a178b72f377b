// A message's fields compared one by one (generator/changes/diff-messages.ts, diffFields), on surfaces
// written here: a group added or removed is one change, not one per field it holds; a field's words
// (its default, its shared group) are documentation, said with none on the side that has none.

import { describe, expect, it } from "vitest";
import { diffFields } from "../../generator/changes/diff-messages.js";
import type { FieldSurface } from "../../generator/changes/surface.js";

const site = { operation: "PAY", version: "1", direction: "request" } as const;
const text: FieldSurface = { presence: "optional", type: { kind: "string" } } as FieldSurface;
const group: FieldSurface = { presence: "optional", type: { kind: "object", open: false } } as FieldSurface;

const rows = (before: Record<string, FieldSurface>, after: Record<string, FieldSurface>) =>
  diffFields(site, before, after).map((change) => [change.kind, change.path, change.facet ?? null, change.before, change.after]);

describe("diffFields", () => {
  it("says a group added once, not each field it holds", () => {
    const before = { order: group, "order.amount": text };
    const after = { ...before, "order.shipping": group, "order.shipping.city": text, "order.shipping.street": text };
    expect(rows(before, after)).toEqual([["field-added", "order.shipping", null, null, "optional object"]]);
  });

  it("says a group removed once, not each field it held", () => {
    const before = { order: group, "order.amount": text, "order.shipping": group, "order.shipping.city": text };
    expect(rows(before, { order: group, "order.amount": text })).toEqual([
      ["field-removed", "order.shipping", null, "optional object", null],
    ]);
  });

  it("says a default added, changed and gone, with none on the side without one", () => {
    const withDefault = (value: string | number | undefined) => ({
      "order.currency": { ...text, ...(value === undefined ? {} : { defaultValue: value }) },
    });
    expect(rows(withDefault(undefined), withDefault("USD"))).toEqual([["documentation-changed", "order.currency", "default", null, "USD"]]);
    expect(rows(withDefault("USD"), withDefault(978))).toEqual([["documentation-changed", "order.currency", "default", "USD", "978"]]);
    expect(rows(withDefault("USD"), withDefault(undefined))).toEqual([["documentation-changed", "order.currency", "default", "USD", null]]);
  });

  it("says a field's shared group moved as documentation of its shared group", () => {
    const inGroup = (name: string) => ({ "order.amount": { ...text, group: name } });
    expect(rows(inGroup("amounts"), inGroup("totals"))).toEqual([
      ["documentation-changed", "order.amount", "shared group", "amounts", "totals"],
    ]);
  });
});
