// The generator and the generated runtime each hold the reference order (the runtime is its own
// package, which the generator never imports): both must order every pair of paths alike.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as generatorOrder from "../../generator/language/reference-order.js";
import * as runtimeOrder from "../../templates/package/src/runtime/reference-order.js";

// Segments with digits (a field such as street2 sorts after street[0], whose index is ignored).
const segment = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,3}(\[\d?\])?$/);
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => segments.join("."));
/** Two paths, the second often the first's parent or the first itself (rare between random paths). */
const pair = fc.oneof(
  fc.tuple(path, path),
  fc
    .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.nat())
    .map(([segments, cut]) => [segments.join("."), segments.slice(0, (cut % segments.length) + 1).join(".")] as const),
);

describe("the reference order", () => {
  it("is the same in the generator and in the generated runtime", () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(generatorOrder.compareReferenceOrder(a, b)).toBe(runtimeOrder.compareReferenceOrder(a, b));
        expect(generatorOrder.isAtOrUnder(a, b)).toBe(runtimeOrder.isAtOrUnder(a, b));
        expect(generatorOrder.isBelow(a, b)).toBe(runtimeOrder.isBelow(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it("puts a parent first, and reads a path below or at another, indexes ignored, in the runtime too", () => {
    const { compareReferenceOrder, isAtOrUnder, isBelow } = runtimeOrder;
    expect(compareReferenceOrder("order", "order.amount")).toBeLessThan(0);
    expect(compareReferenceOrder("order.amount", "order")).toBeGreaterThan(0);
    expect(compareReferenceOrder("customer.street[0]", "customer.street2")).toBeLessThan(0);
    expect(compareReferenceOrder("order.item[1]", "order.item[]")).toBe(0);
    expect(isBelow("order.item[0].name", "order.item[]")).toBe(true);
    expect(isBelow("order.item", "order.item")).toBe(false);
    expect(isBelow("customer.order.item", "order.item")).toBe(false);
    expect(isAtOrUnder("order.item[1]", "order.item[]")).toBe(true);
    expect(isAtOrUnder("order.item[1].name", "order.item")).toBe(true);
    expect(isAtOrUnder("order.items", "order.item")).toBe(false);
  });

  it("orders case-insensitively, indexes ignored, parents before children", () => {
    const sorted = ["order.item[0].name", "Order.amount", "order", "order.item[].Brand"].sort(generatorOrder.compareReferenceOrder);
    expect(sorted).toEqual(["order", "Order.amount", "order.item[].Brand", "order.item[0].name"]);
  });
});
