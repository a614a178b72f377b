// The double's pure pieces for answer values: its rules read the request as double.yaml states them,
// decimal sums are exact, kept values compare by value, and a group that lacks a field its answer
// always carries is taken out (list items one by one, parents in turn).

import { describe, expect, it } from "vitest";
import { addDecimals, applyRule, decimalText, sameKeptValue } from "../../generated/dist/double/answer-rules.js";
import { removeGroupsLacking } from "../../generated/dist/double/body-paths.js";
import { keptFacts, orderRefusal } from "../../generated/dist/double/order-rules.js";
import { addDecimalText } from "../support/exact-decimal.js";

describe("rules", () => {
  const request = { order: { amount: "10.00", netAmount: "7.5", merchantCharge: { amount: "2.50" } } };

  it("reads a request value, and says which field it read", () => {
    expect(applyRule({ from: "order.amount" }, request)).toEqual({ value: "10.00", read: ["order.amount"] });
    expect(applyRule({ from: "order.currency" }, request)).toEqual({ value: undefined, read: [] });
  });

  it("sums the values given exactly, with the most digits after the point, and gives none for none", () => {
    expect(applyRule({ sum: ["order.netAmount", "order.merchantCharge.amount", "order.gratuityAmount"] }, request)).toEqual({
      value: "10.00",
      read: ["order.netAmount", "order.merchantCharge.amount"],
    });
    expect(applyRule({ sum: ["order.gratuityAmount"] }, request)).toEqual({ value: undefined, read: [] });
  });

  it("takes a branch by presence, and a branch left out gives no value", () => {
    const rule = { ifPresent: "order.amount", then: { value: "CLIENT" }, else: { value: "GATEWAY" } };
    expect(applyRule(rule, request).value).toBe("CLIENT");
    expect(applyRule(rule, {}).value).toBe("GATEWAY");
    expect(applyRule({ ifPresent: "order.amount", else: { value: "X" } }, request)).toEqual({ value: undefined, read: [] });
    // A value of the rule's own reads no field of the request.
    expect(applyRule(rule, {})).toEqual({ value: "GATEWAY", read: [] });
  });

  it("adds decimals as the tests' own arithmetic does, negative ones and carries included", () => {
    const cases = [
      ["0.10", "0.20"],
      ["-1.5", "0.25"],
      ["999.999", "0.001"],
      ["-0.5", "0.5"],
      ["123456789012345678", "1"],
    ];
    for (const parts of cases) {
      const sum = addDecimals(parts);
      expect(sameKeptValue(sum, addDecimalText(parts)), `${parts.join(" + ")} = ${sum}`).toBe(true);
    }
    expect(addDecimals(["0.10", "0.20"])).toBe("0.30");
    expect(addDecimals(["-0.5", "0.5"])).toBe("0.0");
    // A negative sum under one unit of its first digit: the sign before the zero, not among the digits.
    expect(addDecimals(["1.00", "-1.05"])).toBe("-0.05");
    expect(addDecimals(["-0.005"])).toBe("-0.005");
  });

  it("compares kept values by value when both are decimal text, and as they are otherwise", () => {
    expect(sameKeptValue("10.0", "10.00")).toBe(true);
    expect(sameKeptValue("10.01", "10.1")).toBe(false);
    // More digits after the point than the other text has in all: scaled to the longer, not the shorter.
    expect(sameKeptValue("1", "1.00")).toBe(true);
    expect(sameKeptValue("1.000", "1")).toBe(true);
    expect(sameKeptValue("USD", "USD")).toBe(true);
    expect(sameKeptValue("USD", "usd")).toBe(false);
    expect(sameKeptValue("USD", "USD ")).toBe(false);
    expect(sameKeptValue("USD", "10.00")).toBe(false);
    expect(sameKeptValue("10.00", "USD")).toBe(false);
  });

  it("compares a decimal sent as a JSON number (which the validators accept) by its value too", () => {
    expect(sameKeptValue(10, "10.00")).toBe(true);
    expect(sameKeptValue("10.50", 10.5)).toBe(true);
    expect(sameKeptValue(10, "10.01")).toBe(false);
    expect(sameKeptValue(10, 12)).toBe(false);
    expect(sameKeptValue(1e21, "1000000000000000000000")).toBe(false);
    expect(decimalText(10.5)).toBe("10.5");
    expect(decimalText(Number.NaN)).toBeUndefined();
    expect(decimalText(true)).toBeUndefined();
    // Only text and numbers: a list whose text would read as a decimal is none.
    expect(decimalText([5])).toBeUndefined();
    expect(decimalText(["1.5"])).toBeUndefined();
  });

  it("sums parts sent as JSON numbers exactly, with those sent as text", () => {
    const numbers = { order: { netAmount: 7.5, merchantCharge: { amount: "2.50" } } };
    expect(applyRule({ sum: ["order.netAmount", "order.merchantCharge.amount"] }, numbers)).toEqual({
      value: "10.00",
      read: ["order.netAmount", "order.merchantCharge.amount"],
    });
  });
});

describe("groups that lack a field their answer always carries", () => {
  it("takes out the group, then its parent when that was always carried in turn", () => {
    const body = { a: { b: { c: 1 }, keep: 1 }, other: { x: 1 } };
    removeGroupsLacking(body, ["a.b", "a.b.d"]);
    expect(body).toEqual({ other: { x: 1 } });
  });

  it("takes out the list items that lack it, and the list when none is left", () => {
    const body = { t: { item: [{ name: "n", q: 1 }, { q: 2 }], more: [{ q: 3 }] } };
    removeGroupsLacking(body, ["t.item[].name", "t.more[].name"]);
    expect(body).toEqual({ t: { item: [{ name: "n", q: 1 }] } });
  });

  it("leaves a group that has the field, and a top-level field alone", () => {
    const body = { a: { b: 1 } };
    removeGroupsLacking(body, ["a.b", "merchant"]);
    expect(body).toEqual({ a: { b: 1 } });
  });
});

describe("an order's kept facts and the states an operation applies from", () => {
  type Refusal = Parameters<typeof orderRefusal<string>>;

  it("keeps the facts a request states, and none it leaves out", () => {
    const keeps = [
      { fact: "currency", rule: { from: "order.currency" } },
      { fact: "note", rule: { from: "order.note" } },
    ];
    const operation = { keeps } as unknown as Parameters<typeof keptFacts>[0];
    expect([...keptFacts(operation, { order: { currency: "USD" } })]).toEqual([["currency", { value: "USD", field: "order.currency" }]]);
  });

  it("names every status an operation applies from, joined by 'or'", () => {
    const description = {
      answers: { wrongOrderState: { status: 400, error: { cause: "INVALID_REQUEST" } } },
      pathRoles: { order: "orderid" },
      complete: (error: object, field: string, explanation: string) => ({ ...error, field, explanation }),
    } as unknown as Refusal[0];
    const operation = { name: "CAPTURE", from: ["AUTHORIZED", "VERIFIED"] } as unknown as Refusal[1];
    const state = { status: "INITIATED", kept: {} } as unknown as Refusal[2];
    expect(orderRefusal(description, operation, state, new Map())).toEqual({
      status: 400,
      error: {
        cause: "INVALID_REQUEST",
        field: "orderid",
        explanation: "The order is INITIATED; CAPTURE applies to a new order, or one that is AUTHORIZED or VERIFIED.",
      },
    });
  });
});
