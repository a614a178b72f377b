// 'Not shown' regions given as a range of the reference's field order (`after` one field, `before`
// another, optionally `within` an object), as the real spec's Authorize request has them: a range
// whose bounds move outwards accepts more unknown fields (compatible), inwards fewer (breaking), both
// ways at once is a change to check by hand; a range gone or new is a region removed or added. The
// minimal fixture has no range, so its PAY 1 request surface is given ranges here directly.

import { beforeAll, describe, expect, it } from "vitest";
import { rangeRelation } from "../../generator/changes/regions.js";
import { compareSurfaces, reportMarkdown } from "../../generator/changes/report.js";
import type { ApiSurface, GapSurface } from "../../generator/changes/surface.js";
import { minimalSurface } from "../support/fixture-surface.js";

let fixture: ApiSurface;

beforeAll(async () => {
  fixture = await minimalSurface();
});

const range = (bounds: Partial<Pick<GapSurface, "within" | "after" | "before">>, text = "Pay request: not shown."): GapSurface => ({
  ...bounds,
  includes: [],
  omitsKnown: false,
  text,
});

/** The fixture with PAY 1's request (or response) holding exactly these regions. */
function withGaps(gaps: GapSurface[], direction: "request" | "response" = "request"): ApiSurface {
  return {
    ...fixture,
    operations: fixture.operations.map((operation) =>
      operation.name === "PAY" && operation.version === "1" ? { ...operation, [direction]: { ...operation[direction], gaps } } : operation,
    ),
  };
}

function changesBetween(before: GapSurface[], after: GapSurface[], direction: "request" | "response" = "request") {
  return compareSurfaces(withGaps(before, direction), withGaps(after, direction), { from: "before", to: "after" });
}

const AMOUNT_TO_TAX = range({ after: "order.amount", before: "order.taxAmount" });

describe("a range region's move", () => {
  it.each([
    ["the same bounds", AMOUNT_TO_TAX, AMOUNT_TO_TAX, "same"],
    ["its lower bound earlier", AMOUNT_TO_TAX, range({ after: "billing", before: "order.taxAmount" }), "wider"],
    ["its lower bound later", AMOUNT_TO_TAX, range({ after: "order.custom", before: "order.taxAmount" }), "narrower"],
    ["its upper bound later", AMOUNT_TO_TAX, range({ after: "order.amount", before: "shipping" }), "wider"],
    ["its upper bound earlier", AMOUNT_TO_TAX, range({ after: "order.amount", before: "order.id" }), "narrower"],
    ["both bounds outwards", AMOUNT_TO_TAX, range({ after: "billing", before: "shipping" }), "wider"],
    ["both bounds inwards", AMOUNT_TO_TAX, range({ after: "order.custom", before: "order.id" }), "narrower"],
    ["one bound in, the other out", AMOUNT_TO_TAX, range({ after: "order.custom", before: "shipping" }), "different"],
    ["one bound out, the other in", AMOUNT_TO_TAX, range({ after: "billing", before: "order.id" }), "different"],
    ["its lower bound dropped", AMOUNT_TO_TAX, range({ before: "order.taxAmount" }), "wider"],
    ["its upper bound dropped", AMOUNT_TO_TAX, range({ after: "order.amount" }), "wider"],
    ["a lower bound given", range({ before: "order.taxAmount" }), AMOUNT_TO_TAX, "narrower"],
    ["an upper bound given", range({ after: "order.amount" }), AMOUNT_TO_TAX, "narrower"],
    ["another object", range({ within: "order", after: "amount" }), range({ within: "billing", after: "amount" }), "different"],
    ["a bound of the same field at another index", range({ after: "order.item[0].name" }), range({ after: "order.item[].name" }), "same"],
  ] as const)("%s: %j to %j is %s", (_, before, after, relation) => {
    expect(rangeRelation(range(before), range(after))).toBe(relation);
  });
});

describe("the change report on range regions", () => {
  it("says a range moved outwards is a compatible widening, in the range's words", () => {
    const report = changesBetween([AMOUNT_TO_TAX], [range({ after: "billing", before: "order.taxAmount" })]);
    expect(report.changes).toEqual([
      expect.objectContaining({
        operation: "PAY",
        version: "1",
        direction: "request",
        path: "",
        kind: "gap-widened",
        level: "compatible",
        breaking: false,
        before: "after order.amount, before order.taxAmount",
        after: "after billing, before order.taxAmount",
      }),
    ]);
    expect(report.bump).toBe("minor");
  });

  it("says a range moved inwards narrows what callers may send: breaking, a major release", () => {
    const report = changesBetween([AMOUNT_TO_TAX], [range({ after: "order.custom", before: "order.taxAmount" })]);
    expect(report.changes).toEqual([
      expect.objectContaining({
        kind: "gap-shrunk",
        level: "breaking",
        breaking: true,
        after: "after order.custom, before order.taxAmount",
      }),
    ]);
    expect(report.bump).toBe("major");
  });

  it("says a range moved both ways is changed, to check by hand, and breaking", () => {
    const report = changesBetween([AMOUNT_TO_TAX], [range({ after: "order.custom", before: "shipping" })]);
    expect(report.changes).toEqual([expect.objectContaining({ kind: "gap-changed", breaking: true })]);
  });

  it("places a range within an object at that object, and words it with it", () => {
    const report = changesBetween([range({ within: "order", after: "amount" })], [range({ within: "order", after: "currency" })]);
    expect(report.changes).toEqual([
      expect.objectContaining({
        path: "order",
        kind: "gap-shrunk",
        before: "under order, after amount",
        after: "under order, after currency",
      }),
    ]);
  });

  it("says a range gone is a region removed, and a new one a region added, each in its words", () => {
    const row = ({ kind, level, facet, before, after }: ReturnType<typeof changesBetween>["changes"][number]) => [
      kind,
      level,
      facet,
      before,
      after,
    ];
    expect(changesBetween([AMOUNT_TO_TAX], []).changes.map(row)).toEqual([
      ["gap-removed", "breaking", "not shown", "after order.amount, before order.taxAmount", null],
    ]);
    expect(changesBetween([], [AMOUNT_TO_TAX]).changes.map(row)).toEqual([
      ["gap-added", "compatible", "not shown", null, "after order.amount, before order.taxAmount"],
    ]);
    expect(changesBetween([AMOUNT_TO_TAX], [range({ after: "order.custom", before: "order.taxAmount" })]).changes.map(row)).toEqual([
      ["gap-shrunk", "breaking", "not shown", "after order.amount, before order.taxAmount", "after order.custom, before order.taxAmount"],
    ]);
  });

  it("says a region of named fields that covers one more, in the same words, widened; with other words, a region added", () => {
    const named = (includes: string[], text = "Pay request: not shown.") => ({ includes, omitsKnown: false, text });
    const row = ({ kind, level, path, facet, before, after }: ReturnType<typeof changesBetween>["changes"][number]) => [
      kind,
      level,
      path,
      facet,
      before,
      after,
    ];
    expect(changesBetween([named(["shipping"])], [named(["shipping", "device"])]).changes.map(row)).toEqual([
      ["gap-widened", "compatible", "device", "not shown", null, "device"],
    ]);
    expect(changesBetween([named(["shipping"])], [named(["shipping"]), named(["device"], "Other words.")]).changes.map(row)).toEqual([
      ["gap-added", "compatible", "device", "not shown", null, "device"],
    ]);
  });

  it("pairs a range only with one in the same object: a move to another object is one removed and one added", () => {
    const report = changesBetween([range({ within: "order", after: "amount" })], [range({ within: "billing", after: "amount" })]);
    expect(report.changes.map((change) => [change.kind, change.path])).toEqual([
      ["gap-removed", "order"],
      ["gap-added", "billing"],
    ]);
  });

  it("pairs each moved range once: two moved ranges are two rows, not four", () => {
    const before = [AMOUNT_TO_TAX, range({ within: "billing", after: "address" })];
    const after = [range({ after: "billing", before: "order.taxAmount" }), range({ within: "billing", after: "city" })];
    const report = changesBetween(before, after);
    expect(report.changes.map((change) => [change.kind, change.path]).sort()).toEqual([
      ["gap-shrunk", "billing"],
      ["gap-widened", ""],
    ]);
  });

  it("says a range whose bound differs only by an index is changed: the order cannot tell which way it moved", () => {
    const report = changesBetween([range({ after: "order.item[0].name" })], [range({ after: "order.item[].name" })]);
    expect(report.changes).toEqual([
      expect.objectContaining({ kind: "gap-changed", before: "after order.item[0].name", after: "after order.item[].name" }),
    ]);
  });

  it("finds nothing when the ranges stay, and only their words when those change", () => {
    expect(changesBetween([AMOUNT_TO_TAX], [AMOUNT_TO_TAX]).changes).toEqual([]);
    const reworded = changesBetween(
      [AMOUNT_TO_TAX],
      [range({ after: "order.amount", before: "order.taxAmount" }, "Pay request: other words.")],
    );
    expect(reworded.changes).toEqual([
      expect.objectContaining({
        kind: "documentation-changed",
        level: "documentation",
        facet: "words of a region the reference does not show",
        before: "Pay request: not shown.",
        after: "Pay request: other words.",
      }),
    ]);
  });

  it("in a response, a range moved either way only documents: answers may hold unknown fields anywhere", () => {
    for (const after of [
      range({ after: "billing", before: "order.taxAmount" }),
      range({ after: "order.custom", before: "order.taxAmount" }),
    ]) {
      const report = changesBetween([AMOUNT_TO_TAX], [after], "response");
      expect(report.changes).toEqual([expect.objectContaining({ direction: "response", level: "documentation", breaking: false })]);
      expect(report.bump).toBe("patch");
    }
  });

  it("writes a moved range in the Markdown report with both ranges", () => {
    const markdown = reportMarkdown(changesBetween([AMOUNT_TO_TAX], [range({ after: "order.custom", before: "order.taxAmount" })]));
    expect(markdown).toContain("after order.amount, before order.taxAmount");
    expect(markdown).toContain("after order.custom, before order.taxAmount");
  });
});
