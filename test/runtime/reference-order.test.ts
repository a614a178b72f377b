// The generator and the generated runtime each hold the reference order (the runtime is its own
// package, which the generator never imports): both must order every pair of paths alike.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as generatorOrder from "../../generator/language/reference-order.js";
import * as runtimeOrder from "../../templates/package/src/runtime/reference-order.js";

const segment = fc.stringMatching(/^[A-Za-z]{1,4}(\[\d?\])?$/);
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => segments.join("."));

describe("the reference order", () => {
  it("is the same in the generator and in the generated runtime", () => {
    fc.assert(
      fc.property(path, path, (a, b) => {
        expect(generatorOrder.compareReferenceOrder(a, b)).toBe(runtimeOrder.compareReferenceOrder(a, b));
        expect(generatorOrder.isAtOrUnder(a, b)).toBe(runtimeOrder.isAtOrUnder(a, b));
        expect(generatorOrder.isBelow(a, b)).toBe(runtimeOrder.isBelow(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it("orders case-insensitively, indexes ignored, parents before children", () => {
    const sorted = ["order.item[0].name", "Order.amount", "order", "order.item[].Brand"].sort(generatorOrder.compareReferenceOrder);
    expect(sorted).toEqual(["order", "Order.amount", "order.item[].Brand", "order.item[0].name"]);
  });
});
