// Conditions the source document states inside a field's notes (sections 2.3, 2.4, 2.6 and 2.7),
// checked on single bodies by the generated validators: each kept and broken.

import { describe, expect, it } from "vitest";
import { validateRequest, validateResponse } from "../../generated/dist/index.js";
import { findings } from "../support/results.js";

const authorize = (order: object, extra: object = {}) =>
  findings(validateRequest("AUTHORIZE", 100, { apiOperation: "AUTHORIZE", order: { currency: "USD", ...order }, ...extra }));

const verifyResponse = (order: object, extra: object = {}) =>
  findings(
    validateResponse("VERIFY", 100, {
      merchant: "TESTMERCHANT",
      order: {
        id: "o1",
        creationTime: "2026-01-01T10:00:00.000Z",
        lastUpdatedTime: "2026-01-01T10:00:01.000Z",
        merchantAmount: "0",
        merchantCurrency: "USD",
        ...order,
      },
      transaction: { id: "t1", amount: "0", currency: "USD", type: "VERIFICATION" },
      ...extra,
    }),
  );

describe("the sub-totals and the net amount (section 2.4)", () => {
  it("judges the sub-totals against order.netAmount when order.amount is not given", () => {
    expect(authorize({ netAmount: "10.00", itemAmount: "8.00", taxAmount: "2.00" })).toEqual([]);
    expect(authorize({ netAmount: "10.00", itemAmount: "8.00", taxAmount: "2.00", discount: { amount: "1.00" } })).toEqual([
      "order.netAmount:INVALID",
    ]);
    expect(authorize({ netAmount: "9.00", itemAmount: "8.00", taxAmount: "2.00", discount: { amount: "1.00" } })).toEqual([]);
    expect(authorize({ netAmount: "123.45", itemAmount: "1.00" })).toEqual(["order.netAmount:INVALID"]);
  });

  it("leaves the merchant charge out of the net amount", () => {
    expect(authorize({ netAmount: "10.00", itemAmount: "10.00", merchantCharge: { type: "SURCHARGE", amount: "1.50" } })).toEqual([]);
  });

  it("sets it aside when order.amount is given (order-subtotals judges the body then)", () => {
    expect(
      authorize({ amount: "11.50", netAmount: "1.00", itemAmount: "10.00", merchantCharge: { type: "SURCHARGE", amount: "1.50" } }),
    ).toEqual([]);
  });
});

describe("agreement.amountVariability, needed for recurring (section 2.6)", () => {
  const agreement = (fields: object) => authorize({ amount: "1.00" }, { agreement: fields });
  it("is required when agreement.type is RECURRING", () => {
    expect(agreement({ type: "RECURRING" })).toEqual(["agreement.amountVariability:MISSING"]);
    expect(agreement({ type: "RECURRING", amountVariability: "FIXED" })).toEqual([]);
    expect(agreement({ type: "INSTALLMENT" })).toEqual([]);
  });
});

describe("responses", () => {
  it("order.merchantCharge.ruleName is present when the gateway computed the charge", () => {
    const charge = (merchantCharge: object) => verifyResponse({ merchantCharge });
    expect(charge({ calculatedBy: "GATEWAY" })).toEqual(["order.merchantCharge.ruleName:MISSING"]);
    expect(charge({ calculatedBy: "GATEWAY", ruleName: "r" })).toEqual([]);
    expect(charge({ calculatedBy: "CLIENT" })).toEqual([]);
  });

  it("order.chargeback is present once a chargeback has been processed", () => {
    expect(verifyResponse({ status: "CHARGEBACK_PROCESSED" }).sort()).toEqual([
      "order.chargeback.amount:MISSING",
      "order.chargeback.currency:MISSING",
    ]);
    expect(verifyResponse({ status: "CHARGEBACK_PROCESSED", chargeback: { amount: "1.00", currency: "USD" } })).toEqual([]);
    expect(verifyResponse({ status: "CAPTURED" })).toEqual([]);
  });

  it("does not ask for order.chargeback's members when order.chargeback itself was refused", () => {
    expect(verifyResponse({ status: "CHARGEBACK_PROCESSED", chargeback: true })).toEqual(["order.chargeback:INVALID"]);
    expect(verifyResponse({ status: "CHARGEBACK_PROCESSED", chargeback: ["1.00"] })).toEqual(["order.chargeback:INVALID"]);
  });

  it("OTHER_HTML only with the HTML interface", () => {
    const always = { methodCompleted: true, methodSupported: "SUPPORTED", requestorId: "r", requestorName: "n" };
    const judged = (fields: object) =>
      verifyResponse({}, { authentication: { "3ds2": { ...always, sdk: fields } } }).filter((finding) => finding.includes("sdk"));
    expect(judged({ interface: "NATIVE", uiType: "TEXT,OTHER_HTML" })).toEqual(["authentication.3ds2.sdk.uiType:INVALID"]);
    expect(judged({ uiType: "OTHER_HTML" })).toEqual(["authentication.3ds2.sdk.uiType:INVALID"]);
    expect(judged({ interface: "HTML", uiType: "TEXT,OTHER_HTML" })).toEqual([]);
    expect(judged({ interface: "NATIVE", uiType: "TEXT,SINGLE_SELECT" })).toEqual([]);
  });

  it("street2 is empty in the response (section 2.3)", () => {
    const address = (fields: object) => verifyResponse({}, { billing: { address: fields } });
    expect(address({ street: "1 Main St, Apt 2" })).toEqual([]);
    expect(address({ street2: "" })).toEqual([]);
    expect(address({ street2: "Apt 2" })).toEqual(["billing.address.street2:INVALID"]);
  });
});
