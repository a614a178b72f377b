// The reference's lists of data types and shared groups in the change report
// (generator/changes/diff-named.ts): each entry added, removed or changed is documentation of the
// list, named by the entry and said in the words a field's change has (a member of a group by its
// name). What a change does to the fields that use an entry is said at those fields, not here.

import { beforeAll, describe, expect, it } from "vitest";
import { diffNamedGroups, diffNamedTypes } from "../../generator/changes/diff-named.js";
import type { ApiSurface } from "../../generator/changes/surface.js";
import { minimalSurface } from "../support/fixture-surface.js";

type Named = Record<string, unknown>;

let types: Named;
let groups: Named;

beforeAll(async () => {
  const surface = (await minimalSurface()) as ApiSurface & { dataTypes: Named; groups: Named };
  ({ dataTypes: types, groups } = surface);
});

const rows = (changes: ReturnType<typeof diffNamedTypes>) =>
  changes.map((change) => [
    change.operation,
    change.direction,
    change.path,
    change.kind,
    change.level,
    change.facet,
    change.before,
    change.after,
  ]);
const SHARED = ["*", "api"] as const;

const withEntry = (list: Named, name: string, change: (entry: Record<string, unknown>) => Record<string, unknown>): Named => ({
  ...list,
  [name]: change(list[name] as Record<string, unknown>),
});

describe("the data types", () => {
  it("one gone or new is said with its type, as documentation of the list", () => {
    const { Boolean: _, ...without } = types;
    expect(rows(diffNamedTypes(types, without))).toEqual([
      [...SHARED, "Boolean", "documentation-changed", "documentation", "data type", "Boolean", null],
    ]);
    expect(rows(diffNamedTypes(without, types))).toEqual([
      [...SHARED, "Boolean", "documentation-changed", "documentation", "data type", null, "Boolean"],
    ]);
  });

  it("its bound or its words changed: one row each, named by what changed", () => {
    const changed = withEntry(types, "Decimal", (entry) => ({
      ...entry,
      title: "Decimal number",
      section: "2.2",
      node: { ...(entry["node"] as object), maxLength: 12 },
    }));
    expect(rows(diffNamedTypes(types, changed))).toEqual([
      [...SHARED, "Decimal", "documentation-changed", "documentation", "data type length", "1-14", "1-12"],
      [...SHARED, "Decimal", "documentation-changed", "documentation", "data type title", "Decimal", "Decimal number"],
      [...SHARED, "Decimal", "documentation-changed", "documentation", "data type section", "2.1", "2.2"],
    ]);
  });
});

describe("the shared groups", () => {
  it("one gone or new is said with its members", () => {
    expect(rows(diffNamedGroups(groups, {}))).toEqual([
      [...SHARED, "address", "documentation-changed", "documentation", "shared group", "members city, company, country, postcodeZip", null],
    ]);
  });

  it("a member's bound, a member gone, and its words: each named, a member by its name", () => {
    const changed = withEntry(groups, "address", (entry) => {
      const { company: _, ...root } = entry["root"] as Record<string, Record<string, unknown>>;
      const city = root["city"] as Record<string, unknown>;
      return {
        ...entry,
        root: { ...root, city: { ...city, type: { ...(city["type"] as object), maxLength: 50 } } },
        description: "The address shape.",
        mountedAt: ["billing.address", "shipping.address"],
      };
    });
    expect(rows(diffNamedGroups(groups, changed))).toEqual([
      [...SHARED, "address", "documentation-changed", "documentation", "shared group city: length", "1-100", "1-50"],
      [...SHARED, "address", "documentation-changed", "documentation", "shared group company: field removed", "optional String", null],
      [
        ...SHARED,
        "address",
        "documentation-changed",
        "documentation",
        "shared group description",
        "Shared address shape.",
        "The address shape.",
      ],
      [
        ...SHARED,
        "address",
        "documentation-changed",
        "documentation",
        "shared group mountedAt",
        "billing.address",
        "billing.address; shipping.address",
      ],
    ]);
  });
});
