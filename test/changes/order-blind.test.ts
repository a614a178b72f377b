// The change report reads sets as sets (generator/changes/comparable.ts): the same rule, table or list
// written in another order is no change. Each is given in one order before and another after, on the
// fixture's surface, and the report must find nothing.

import { beforeAll, describe, expect, it } from "vitest";
import { compareSurfaces } from "../../generator/changes/report.js";
import type { ApiSurface } from "../../generator/changes/surface.js";
import type { Rule } from "../../generator/ir/ir.js";
import { minimalSurface } from "../support/fixture-surface.js";

let fixture: ApiSurface;

beforeAll(async () => {
  fixture = await minimalSurface();
});

const labels = { from: "before", to: "after" };
const base = { id: "the-rule", text: "The rule.", checkable: true };

/** The fixture with PAY 1's request holding exactly `rules`, and the error shape's rules likewise. */
function withRules(rules: Rule[]): ApiSurface {
  return {
    ...fixture,
    api: { ...fixture.api, errorRules: rules },
    operations: fixture.operations.map((operation) =>
      operation.version === "1" ? { ...operation, request: { ...operation.request, rules } } : operation,
    ),
  };
}

describe("a rule written in another order", () => {
  it.each([
    [
      "a sum's parts and set-aside fields",
      { ...base, kind: "sum", total: "t", add: ["a", "b"], subtract: ["c", "d"], when: "any-part", unlessPresent: ["e", "f"] },
      { ...base, kind: "sum", total: "t", add: ["b", "a"], subtract: ["d", "c"], when: "any-part", unlessPresent: ["f", "e"] },
    ],
    [
      "a sum of products' factors",
      { ...base, kind: "sum-of-products", total: "t", array: "items", factors: ["price", "quantity"] },
      { ...base, kind: "sum-of-products", total: "t", array: "items", factors: ["quantity", "price"] },
    ],
    [
      "one of some fields",
      { ...base, kind: "at-least-one-of", fields: ["a", "b"] },
      { ...base, kind: "at-least-one-of", fields: ["b", "a"] },
    ],
    [
      "fields of a first transaction",
      { ...base, kind: "first-transaction-only", fields: ["a", "b"] },
      { ...base, kind: "first-transaction-only", fields: ["b", "a"] },
    ],
    [
      "the values that make a field required",
      { ...base, kind: "required-if", field: "f", when: { field: "k", equals: ["A", "B"] } },
      { ...base, kind: "required-if", field: "f", when: { field: "k", equals: ["B", "A"] } },
    ],
    [
      "the values a field is allowed with, and where",
      { ...base, kind: "only-if", field: "f", values: ["X", "Y"], when: { field: "k", equals: ["A", "B"] } },
      { ...base, kind: "only-if", field: "f", values: ["Y", "X"], when: { field: "k", equals: ["B", "A"] } },
    ],
  ] as const)("is no change: %s", (_, before, after) => {
    expect(compareSurfaces(withRules([before as unknown as Rule]), withRules([after as unknown as Rule]), labels).changes).toEqual([]);
  });

  it("a sum read from a snapshot without set-aside fields is the same sum with none", () => {
    const sum = { ...base, kind: "sum", total: "t", add: ["a"], subtract: [], when: "always", unlessPresent: [] } as Rule;
    const older = { ...sum, unlessPresent: undefined } as unknown as Rule;
    expect(compareSurfaces(withRules([older]), withRules([sum]), labels).changes).toEqual([]);
  });

  it("but a value added to a condition is still a change", () => {
    const rule = (equals: string[]) => ({ ...base, kind: "required-if", field: "f", when: { field: "k", equals } }) as Rule;
    expect(compareSurfaces(withRules([rule(["A", "B"])]), withRules([rule(["B", "A", "C"])]), labels).changes).not.toEqual([]);
  });
});

describe("a table of the API written in another order", () => {
  it("is no change: the versioning's versions, the double's derived fields", () => {
    type Versioning = NonNullable<ApiSurface["api"]["versioning"]>;
    const versions = [
      { operation: "PAY", version: "2" },
      { operation: "CAPTURE", version: "1" },
    ];
    const rules = fixture.api.double?.rules ?? [];
    // The fixture's versioning has no table of versions: the snapshots here record one.
    const surface = (list: typeof versions, derived: typeof rules): ApiSurface => ({
      ...fixture,
      parts: [...(fixture.parts ?? []), "api.versioning.versions"],
      api: {
        ...fixture.api,
        versioning: { ...fixture.api.versioning, versions: list } as unknown as Versioning,
        double: { ...fixture.api.double!, rules: derived },
      },
    });
    expect(compareSurfaces(surface(versions, rules), surface([...versions].reverse(), [...rules].reverse()), labels).changes).toEqual([]);
    expect(compareSurfaces(surface(versions, rules), surface([versions[0]!], rules), labels).changes).not.toEqual([]);
  });

  it("a double read from a snapshot without derived fields has none", () => {
    const double = fixture.api.double!;
    const older = { ...fixture, api: { ...fixture.api, double: { ...double, rules: undefined } } } as unknown as ApiSurface;
    const none = { ...fixture, api: { ...fixture.api, double: { ...double, rules: [] } } };
    expect(compareSurfaces(older, none, labels).changes).toEqual([]);
  });
});
