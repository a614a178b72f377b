// Sensitivity classes (spec/api/sensitivity.yaml) in the change report: security's part. A mask that
// shows more of a value, or a class that goes, is a warning a person must look at; masking more, or
// a class added, is compatible; a class's words are documentation. Every row is marked `security`.

import { beforeAll, describe, expect, it } from "vitest";
import { diffFieldSensitivity } from "../../generator/changes/diff-sensitivity.js";
import { compareSurfaces } from "../../generator/changes/report.js";
import type { ApiSurface } from "../../generator/changes/surface.js";
import type { SensitivityClass } from "../../generator/ir/ir.js";
import { minimalSurface } from "../support/fixture-surface.js";

let fixture: ApiSurface;

beforeAll(async () => {
  fixture = await minimalSurface();
});

const card: SensitivityClass = {
  name: "card-number",
  description: "A card number.",
  mask: { keepFirst: 6, keepLast: 4, with: "x" },
  section: "2.4",
  paths: ["sourceOfFunds.provided.card.number"],
  keys: ["cardNumber"],
};
const code: SensitivityClass = {
  name: "card-security-code",
  description: "The code.",
  mask: "replace",
  paths: [],
  keys: ["securityCode", "cvv"],
};

function rows(before: SensitivityClass[], after: SensitivityClass[]) {
  const surface = (sensitivity: SensitivityClass[]): ApiSurface => ({ ...fixture, api: { ...fixture.api, sensitivity } });
  return compareSurfaces(surface(before), surface(after), { from: "before", to: "after" }).changes.map((change) => [
    change.path,
    change.kind,
    change.facet,
    change.level,
    change.security,
    change.before,
    change.after,
  ]);
}

describe("a sensitivity class", () => {
  it("added is compatible; removed is a warning: its values may reach logs in clear", () => {
    expect(rows([card], [card, code])).toEqual([
      ["card-security-code", "mask-changed", "sensitivity class added", "compatible", true, null, "replaced whole"],
    ]);
    expect(rows([card, code], [card])).toEqual([
      ["card-security-code", "mask-changed", "sensitivity class removed", "warning", true, "replaced whole", null],
    ]);
  });

  it("whose mask shows more is a warning; one that shows less is compatible; each in words", () => {
    const showing = (keepFirst: number, keepLast: number) => ({ ...card, mask: { keepFirst, keepLast, with: "x" } });
    expect(rows([card], [showing(8, 4)])).toEqual([
      [
        "card-number",
        "mask-changed",
        "mask",
        "warning",
        true,
        "first 6 and last 4 characters kept, the rest as x",
        "first 8 and last 4 characters kept, the rest as x",
      ],
    ]);
    expect(rows([card], [showing(4, 4)])).toEqual([
      [
        "card-number",
        "mask-changed",
        "mask",
        "compatible",
        true,
        "first 6 and last 4 characters kept, the rest as x",
        "first 4 and last 4 characters kept, the rest as x",
      ],
    ]);
    // Counted on both ends: more of the end shown is more shown.
    expect(rows([card], [showing(6, 6)]).map((row) => row[3])).toEqual(["warning"]);
    expect(rows([card], [showing(8, 2)]).map((row) => row[3])).toEqual(["compatible"]);
    expect(rows([card], [{ ...card, mask: "replace" }])).toEqual([
      ["card-number", "mask-changed", "mask", "compatible", true, "first 6 and last 4 characters kept, the rest as x", "replaced whole"],
    ]);
    expect(rows([{ ...card, mask: "replace" }], [card])).toEqual([
      ["card-number", "mask-changed", "mask", "warning", true, "replaced whole", "first 6 and last 4 characters kept, the rest as x"],
    ]);
  });

  it("whose mask shows as much but writes the rest otherwise is compatible", () => {
    expect(rows([card], [{ ...card, mask: { keepFirst: 6, keepLast: 4, with: "*" } }])).toEqual([
      [
        "card-number",
        "mask-changed",
        "mask",
        "compatible",
        true,
        "first 6 and last 4 characters kept, the rest as x",
        "first 6 and last 4 characters kept, the rest as *",
      ],
    ]);
  });

  it("described otherwise, or in another section, is documentation", () => {
    expect(rows([card], [{ ...card, description: "A primary account number.", section: undefined }])).toEqual([
      ["card-number", "documentation-changed", "description", "documentation", false, "A card number.", "A primary account number."],
      ["card-number", "documentation-changed", "section", "documentation", false, "2.4", null],
    ]);
  });

  it("whose fields change is said by the fields, not by the class", () => {
    expect(rows([card], [{ ...card, paths: ["card.number"] }])).toEqual([]);
  });

  it("that no longer masks a key name at any path is a warning, one that masks one more is compatible, each by name", () => {
    expect(rows([code], [{ ...code, keys: ["securityCode", "cvc"] }])).toEqual([
      ["card-security-code", "mask-changed", "key name masked at any path", "warning", true, "cvv", null],
      ["card-security-code", "mask-changed", "key name masked at any path", "compatible", true, null, "cvc"],
    ]);
    expect(rows([code], [{ ...code, keys: ["cvv", "securityCode"] }])).toEqual([]);
    // Keys no longer masked, in name order whatever order the class lists them in.
    expect(rows([code], [{ ...code, keys: [] }]).map((row) => row.at(-2))).toEqual(["cvv", "securityCode"]);
  });

  it("read from a snapshot that lists no key names takes each now masked as one more", () => {
    const older = { ...code, keys: undefined } as unknown as SensitivityClass;
    expect(rows([older], [code])).toEqual([
      ["card-security-code", "mask-changed", "key name masked at any path", "compatible", true, null, "cvv"],
      ["card-security-code", "mask-changed", "key name masked at any path", "compatible", true, null, "securityCode"],
    ]);
  });
});

describe("a field's sensitivity class", () => {
  const site = { operation: "PAY", version: "1", direction: "request" } as const;
  const row = (before: string | undefined, after: string | undefined) =>
    diffFieldSensitivity(site, "order.note", before, after).map((change) => [
      change.kind,
      change.facet,
      change.level,
      change.security,
      change.before,
      change.after,
    ]);

  it("gained is compatible; lost or another one is a warning; each marked security's", () => {
    expect(row(undefined, "free-text")).toEqual([["sensitivity-changed", "sensitivity class", "compatible", true, null, "free-text"]]);
    expect(row("free-text", undefined)).toEqual([["sensitivity-changed", "sensitivity class", "warning", true, "free-text", null]]);
    expect(row("free-text", "card-number")).toEqual([
      ["sensitivity-changed", "sensitivity class", "warning", true, "free-text", "card-number"],
    ]);
    expect(row("free-text", "free-text")).toEqual([]);
  });
});
