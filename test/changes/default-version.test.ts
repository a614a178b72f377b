// A method's default version moved (spec/api/client.yaml): a call that names no version now sends
// and gets what the new default says, so the row is as strong as the strongest difference between
// the two versions: breaking when one breaks, a warning when one needs a person's eye, compatible
// when they differ in nothing that breaks. Built on the fixture's PAY 1 and 2, made to differ as
// each case needs.

import { beforeAll, describe, expect, it } from "vitest";
import { compareSurfaces } from "../../generator/changes/report.js";
import type { ApiSurface, OperationSurface } from "../../generator/changes/surface.js";
import { minimalSurface } from "../support/fixture-surface.js";

let pay1: OperationSurface;
let fixture: ApiSurface;

beforeAll(async () => {
  fixture = await minimalSurface();
  pay1 = fixture.operations.find((operation) => operation.version === "1") as OperationSurface;
});

/** PAY 1 and a PAY 2 made from it by `change`, the default being `defaultVersion`. */
function versions(defaultVersion: "1" | "2", change: (operation: OperationSurface) => OperationSurface): ApiSurface {
  const second = change({ ...pay1, version: "2" });
  return {
    ...fixture,
    operations: [
      { ...pay1, isDefault: defaultVersion === "1" },
      { ...second, isDefault: defaultVersion === "2" },
    ],
  };
}

function moved(change: (operation: OperationSurface) => OperationSurface) {
  const report = compareSurfaces(versions("1", change), versions("2", change), { from: "before", to: "after" });
  return report.changes.filter((change) => change.kind === "default-version-changed");
}

describe("a default version moved", () => {
  it("to a version that is the same: compatible", () => {
    expect(moved((operation) => operation)).toEqual([
      expect.objectContaining({ operation: "PAY", version: "2", path: "", level: "compatible", before: "1", after: "2" }),
    ]);
  });

  it("to a version that differs only in words: compatible", () => {
    expect(moved((operation) => ({ ...operation, description: "Pays, again." }))).toEqual([
      expect.objectContaining({ level: "compatible" }),
    ]);
  });

  it("to a version whose rule is rewritten into another kind: a warning", () => {
    const rewritten = (operation: OperationSurface): OperationSurface => ({
      ...operation,
      request: {
        ...operation.request,
        rules: operation.request.rules.map((rule) => ({
          id: rule.id,
          text: rule.text,
          checkable: true,
          kind: "at-least-one-of",
          fields: ["order.amount"],
        })),
      },
    });
    expect(moved(rewritten)).toEqual([expect.objectContaining({ level: "warning" })]);
  });

  it("to a version that refuses what the other takes: breaking", () => {
    const stricter = (operation: OperationSurface): OperationSurface => ({
      ...operation,
      request: {
        ...operation.request,
        rules: [
          ...operation.request.rules,
          { id: "new", text: "New.", checkable: true, kind: "at-least-one-of", fields: ["order.amount"] },
        ],
      },
    });
    expect(moved(stricter)).toEqual([expect.objectContaining({ level: "breaking", breaking: true })]);
  });
});

describe("two versions of an operation", () => {
  it("differ in their words as documentation, each by its key, and an added version's base only against nothing", () => {
    const before = versions("1", (operation) => operation);
    const after = versions("1", (operation) => ({ ...operation, title: "Pay twice", section: "9", extends: "1" }));
    const rows = compareSurfaces(before, after, { from: "before", to: "after" }).changes;
    expect(rows.map((change) => [change.version, change.kind, change.facet, change.level, change.before, change.after])).toEqual([
      ["2", "documentation-changed", "title", "documentation", "Pay", "Pay twice"],
      ["2", "documentation-changed", "section", "documentation", pay1.section ?? null, "9"],
      ["2", "documentation-changed", "extends", "documentation", null, "1"],
    ]);
  });
});
