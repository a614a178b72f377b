// Which paths a message's 'not shown' regions cover, as the change report reads them
// (generator/changes/regions.ts): a path is covered when it is at or under a region's include, or
// when all of it lies in a range: below `within`, after `after` and before `before` in the
// reference's order (its segments compared alphabetically, case-insensitively). An include that
// another part of the regions already covers is left out before two lists are compared.

import { describe, expect, it } from "vitest";
import { coveringGaps, subtreeCovered } from "../../generator/changes/regions.js";
import type { GapSurface } from "../../generator/changes/surface.js";

const region = (bounds: Partial<Pick<GapSurface, "within" | "after" | "before" | "includes" | "text">>): GapSurface => ({
  includes: [],
  omitsKnown: false,
  text: "Not shown.",
  ...bounds,
});

describe("subtreeCovered", () => {
  it.each([
    ["at an include", "shipping", [region({ includes: ["shipping"] })], true],
    ["under an include", "shipping.address.city", [region({ includes: ["shipping"] })], true],
    ["beside an include", "shippingMethod", [region({ includes: ["shipping"] })], false],
    ["between the bounds", "order.discount", [region({ after: "order.amount", before: "order.taxAmount" })], true],
    ["at the lower bound", "order.amount", [region({ after: "order.amount", before: "order.taxAmount" })], false],
    ["at the upper bound", "order.taxAmount", [region({ after: "order.amount", before: "order.taxAmount" })], false],
    ["past the upper bound", "order.zone", [region({ after: "order.amount", before: "order.taxAmount" })], false],
    ["before the lower bound", "order.account", [region({ after: "order.amount", before: "order.taxAmount" })], false],
    ["case aside", "ORDER.Discount", [region({ after: "order.amount", before: "order.taxAmount" })], true],
    ["an object whose fields reach past the upper bound", "order", [region({ after: "billing", before: "order.taxAmount" })], false],
    ["an object whose fields all lie between the bounds", "device", [region({ after: "billing", before: "order.taxAmount" })], true],
    ["with no upper bound, anything after the lower", "order.zone", [region({ after: "order.amount" })], true],
    ["with no lower bound, anything before the upper", "order.account", [region({ before: "order.taxAmount" })], true],
    ["below within, in range", "order.zone", [region({ within: "order", after: "order.amount" })], true],
    ["outside within, in range", "shipping.zone", [region({ within: "order", after: "order.amount" })], false],
    ["the within object itself", "order", [region({ within: "order", after: "order.amount" })], false],
    ["no region at all", "order.note", [], false],
  ] as const)("%s: %s is %s", (_, path, gaps, covered) => {
    expect(subtreeCovered(path, gaps)).toBe(covered);
  });
});

describe("coveringGaps", () => {
  it("leaves out an include a range covers, one under another include, and a repeat in a later region, in one order", () => {
    const gaps = [
      region({ includes: ["shipping", "shipping.address", "order.discount"], text: "A" }),
      region({ after: "order.amount", before: "order.taxAmount", text: "B" }),
      region({ includes: ["shipping", "device"], text: "C" }),
    ];
    expect(coveringGaps(gaps).map((gap) => [gap.text, gap.includes])).toEqual([
      ["B", []],
      ["C", ["device"]],
      ["A", ["shipping"]],
    ]);
  });
});
