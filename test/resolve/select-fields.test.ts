import { describe, expect, it } from "vitest";
import type { Located, RawField } from "../../generator/check/spec-model.js";
import type { CatalogueEntry } from "../../generator/check/catalogue.js";
import { mergeFacets, typeNameOf } from "../../generator/resolve/facets.js";
import { selectFields } from "../../generator/resolve/select-fields.js";

function catalogue(rows: Record<string, RawField>): Map<string, CatalogueEntry> {
  const origin = { file: { path: "fields/test.yaml" }, dataPath: [] } as unknown as Located<RawField>;
  return new Map(Object.entries(rows).map(([path, field]) => [path, { path, field, origin: { ...origin, value: field } }]));
}

const rows = catalogue({
  order: {},
  "order.amount": { type: "Decimal" },
  "order.currency": { type: "UpperAlpha", length: 3 },
  "order.status": { type: "Enumeration", only: ["VERIFY.response"] },
  "order.item[]": { only: ["AUTHORIZE.request"] },
  "order.item[].name": { type: "String", length: [1, 127], presence: { request: "R" } },
  "order.reference": { type: "String", length: [1, 40], variants: [{ in: ["VERIFY.response"], length: [1, 200] }] },
});

describe("selectFields", () => {
  it("expands globs to the rows available in the context, members of restricted groups included", () => {
    const authorize = selectFields([{ fields: { "order.**": "O" } }], rows, "AUTHORIZE.request");
    expect([...authorize.keys()].sort()).toEqual([
      "order",
      "order.amount",
      "order.currency",
      "order.item[]",
      "order.item[].name",
      "order.reference",
    ]);
    const verify = selectFields([{ fields: { "order.**": "O" } }], rows, "VERIFY.request");
    expect(verify.has("order.item[].name")).toBe(false);
    expect(verify.has("order.status")).toBe(false);
  });

  it("lets explicit paths win over globs, and a later version add, change and omit", () => {
    const selected = selectFields(
      [
        { fields: { "order.currency": "R", "order.**": "O" } },
        { fields: { "order.status": "O", "order.amount": { presence: "R", signed: true } }, omit: ["order.reference"] },
      ],
      rows,
      "AUTHORIZE.request",
    );
    expect(selected.get("order.currency")?.presence).toBe("R");
    expect(selected.get("order.amount")).toMatchObject({ presence: "R", overrides: { signed: true } });
    expect(selected.has("order.status")).toBe(true);
    expect(selected.has("order.reference")).toBe(false);
  });
});

describe("mergeFacets", () => {
  const types = { String: { base: "string" as const }, Alphanumeric: { base: "string" as const, charset: "0-9a-zA-Z" } };

  it("applies the variants of the context only", () => {
    const row = rows.get("order.reference")?.field as RawField;
    expect(mergeFacets(types.String, row, "VERIFY.response", {}).length).toEqual([1, 200]);
    expect(mergeFacets(types.String, row, "VERIFY.request", {}).length).toEqual([1, 40]);
  });

  it("takes the type a variant gives, with that type's own facets", () => {
    const row: RawField = { type: "String", length: [1, 100], variants: [{ in: ["X.response"], type: "Alphanumeric", length: [1, 18] }] };
    const typeName = typeNameOf(row, "X.response", {});
    expect(typeName).toBe("Alphanumeric");
    expect(mergeFacets(types.Alphanumeric, row, "X.response", {})).toMatchObject({ charset: "0-9a-zA-Z", length: [1, 18] });
  });
});
