import { describe, expect, it } from "vitest";
import { gapMayHoldKeysOf, isInGap } from "../../generator/ir/regions.js";
import type { FieldGap } from "../../generator/ir/ir.js";
import { compareReferenceOrder } from "../../generator/language/spec-paths.js";

const gap = (parts: Partial<FieldGap>): FieldGap => ({
  includes: [],
  omitsKnown: false,
  text: "not shown",
  source: { file: "test" },
  ...parts,
});

describe("reference order", () => {
  it.each([
    ["order.amount", "order.currency", -1],
    ["order.Currency", "order.currency", 0],
    ["order.item[].name", "order.item.name", 0],
    ["order", "order.amount", -1],
    ["order.transactionFiltering", "orderx", -1],
    ["authentication.3ds2.custom", "authentication.3ds2.dsReference", -1],
  ])("%s vs %s", (a, b, sign) => {
    expect(Math.sign(compareReferenceOrder(a, b))).toBe(sign);
  });
});

describe("gaps", () => {
  const authorize = gap({ after: "authentication.3ds2.custom", before: "customer.mobilePhone" });
  const authorizeTwo = gap({
    after: "order.transactionFiltering.avsResponseCodeRules[].avsResponseCode",
    before: "shipping.contact.mobilePhone",
    includes: ["sourceOfFunds"],
  });
  const initiateOrder = gap({ within: "order", after: "order.notificationUrl" });

  it.each([
    [authorize, "billing.address.city", true],
    [authorize, "authentication.3ds2.custom", false],
    [authorize, "authentication.3ds2.dsReference", true],
    [authorize, "customer.email", true],
    [authorize, "customer.mobilePhone", false],
    [authorize, "device.browser", false],
    [authorizeTwo, "sourceOfFunds.provided.card.number", true],
    [authorizeTwo, "order.walletProvider", true],
    [authorizeTwo, "order.amount", false],
    [initiateOrder, "order.status", true],
    [initiateOrder, "order.amount", false],
    [initiateOrder, "partnerSolutionId", false],
  ])("%# %s holds %s: %s", (region, path, inside) => {
    expect(isInGap(region, path)).toBe(inside);
  });

  // The `within` object itself is outside its region, and `within` alone (no `after` or `before`) is
  // no region: the resolver removes known fields by this reading, and the validators and vectors share it.
  const initiateShipping = gap({ within: "shipping", before: "shipping.address.country" });
  const scopedIncludes = gap({ within: "order", includes: ["order.x"] });
  it.each([
    [initiateShipping, "shipping", false],
    [initiateShipping, "shipping.address", true],
    [initiateShipping, "shipping.address.city", true],
    [initiateShipping, "shipping.address.country", false],
    [initiateShipping, "billing.address.city", false],
    [initiateOrder, "order", false],
    [initiateOrder, "order.zz[0].q", true],
    [scopedIncludes, "order.x", true],
    [scopedIncludes, "order.x.y", true],
    [scopedIncludes, "order.y", false],
  ])("%# %s holds %s: %s (within and includes)", (region, path, inside) => {
    expect(isInGap(region, path)).toBe(inside);
  });

  it("knows which objects may hold keys of a gap", () => {
    expect(gapMayHoldKeysOf(authorize, "")).toBe(true);
    expect(gapMayHoldKeysOf(authorize, "authentication.3ds2")).toBe(true);
    expect(gapMayHoldKeysOf(authorize, "authentication.3ds")).toBe(false);
    expect(gapMayHoldKeysOf(authorize, "device")).toBe(false);
    expect(gapMayHoldKeysOf(authorizeTwo, "order.item[]")).toBe(false);
    expect(gapMayHoldKeysOf(authorizeTwo, "shipping")).toBe(true);
    expect(gapMayHoldKeysOf(initiateOrder, "order")).toBe(true);
    expect(gapMayHoldKeysOf(initiateOrder, "transaction")).toBe(false);
  });
});
