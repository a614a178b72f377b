// The contract of generated/'s main export (issue: "The whole gateway as a machine-readable spec"),
// exercised on the built package exactly as a downstream SDK imports it.
import { describe, expect, it } from "vitest";
import {
  validateAuthorizeRequest,
  validateInitiateBrowserPaymentRequest,
  validateRequest,
  validateResponse,
  validateVerifyRequest,
  type OperationName,
  type ValidationResult,
} from "../../generated/dist/index.js";

const authorize = (order: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  apiOperation: "AUTHORIZE",
  order: { currency: "USD", amount: "10.00", ...order },
  ...extra,
});

/** `field:validationType` of every error, or [] when valid. */
function findings(result: ValidationResult): string[] {
  return result.valid ? [] : result.errors.map((error) => `${error.field}:${error.validationType}`);
}

describe("apiOperation", () => {
  it.each([
    ["missing", { order: { currency: "USD", amount: "1" } }, ["apiOperation:MISSING"]],
    ["another operation's value", { apiOperation: "VERIFY", order: { currency: "USD", amount: "1" } }, ["apiOperation:INVALID"]],
    ["not a string", { apiOperation: 7, order: { currency: "USD", amount: "1" } }, ["apiOperation:INVALID"]],
  ])("%s", (_, body, want) => {
    expect(findings(validateAuthorizeRequest(body))).toEqual(want);
  });

  it.each([
    ["AUTHORIZE", 17],
    ["AUTHORIZE", "99"],
    ["CAPTURE", 100],
    ["__proto__", 100],
  ])("%s at version %s is UNSUPPORTED on apiOperation", (operation, version) => {
    // The type refuses these names; a caller without types gets the finding at run time.
    expect(findings(validateRequest(operation as OperationName, version, authorize({})))).toEqual(["apiOperation:UNSUPPORTED"]);
    expect(findings(validateResponse(operation as OperationName, version, {}))).toEqual(["apiOperation:UNSUPPORTED"]);
  });

  it("names the operation meant, or the versions a defined one has", () => {
    const explained = (result: ValidationResult) => (result.valid ? [] : result.errors.map((error) => error.explanation));
    // @ts-expect-error: an operation name in another case does not compile
    expect(explained(validateRequest("authorize", 100, {}))).toEqual([
      "This operation is not defined at this version. Did you mean AUTHORIZE?",
    ]);
    expect(explained(validateResponse("initiate-browser-payment" as OperationName, 17, {}))).toEqual([
      "This operation is not defined at this version. Did you mean INITIATE_BROWSER_PAYMENT?",
    ]);
    expect(explained(validateRequest("AUTHORIZE", 17, {}))).toEqual([
      "This operation is not defined at this version. AUTHORIZE is defined at version 100.",
    ]);
    expect(explained(validateRequest("CAPTURE" as OperationName, 100, {}))).toEqual(["This operation is not defined at this version."]);
  });

  it("dispatches by operation and version, as a number or a string", () => {
    expect(validateRequest("AUTHORIZE", 100, authorize({}))).toEqual({ valid: true });
    expect(validateRequest("AUTHORIZE", "100", authorize({}))).toEqual({ valid: true });
    expect(validateRequest("VERIFY", 100, { apiOperation: "VERIFY", order: { currency: "USD" } })).toEqual({ valid: true });
    expect(
      validateRequest("INITIATE_BROWSER_PAYMENT", 17, {
        apiOperation: "INITIATE_BROWSER_PAYMENT",
        order: { currency: "USD", amount: "1" },
      }),
    ).toEqual({
      valid: true,
    });
  });
});

describe("field errors", () => {
  it("collects every error, with dotted paths and zero-based indexes", () => {
    const body = authorize({
      currency: "usd",
      item: [
        { name: "ok", quantity: "1", unitPrice: "1.00" },
        { quantity: "0", unitPrice: "abc" },
      ],
      custom: { colour: "", "bad-name": "x" },
    });
    expect(findings(validateAuthorizeRequest(body)).sort()).toEqual(
      [
        "order.currency:INVALID",
        "order.custom.bad-name:INVALID",
        "order.custom.colour:INVALID",
        "order.item[1].name:MISSING",
        "order.item[1].quantity:INVALID",
        "order.item[1].unitPrice:INVALID",
      ].sort(),
    );
  });

  it("reports a required field inside a present group as MISSING", () => {
    expect(findings(validateAuthorizeRequest(authorize({ merchantCharge: { amount: "1" } })))).toContain(
      "order.merchantCharge.type:MISSING",
    );
    expect(findings(validateAuthorizeRequest({ apiOperation: "AUTHORIZE" }))).toEqual(["order:MISSING"]);
  });

  it("never echoes a value in an explanation", () => {
    const secret = "4111111111111111-not-a-decimal";
    const result = validateAuthorizeRequest(authorize({ amount: secret, description: "x".repeat(300) + secret }));
    expect(result.valid).toBe(false);
    expect(JSON.stringify(result)).not.toContain("4111111111111111");
  });

  it("names the first check a value fails, also where ASCII text is settled by one test", () => {
    // order.currency: exactly 3 characters of A-Z. "A😀" is 3 UTF-16 units but 2 characters.
    const explanation = (currency: unknown) => {
      const result = validateAuthorizeRequest(authorize({ currency }));
      return result.valid ? [] : result.errors.map((error) => `${error.field}: ${error.explanation}`);
    };
    expect(explanation("USD")).toEqual([]);
    expect(explanation("A😀")).toEqual(["order.currency: Must be exactly 3 characters long."]);
    expect(explanation("ÉUR")).toEqual(["order.currency: Must hold only the characters A-Z (Upper case alphabetic text)."]);
    expect(explanation("US")).toEqual(["order.currency: Must be exactly 3 characters long."]);
    expect(explanation(840)).toEqual(["order.currency: Must be a string."]);
  });

  it("answers every valid body with one frozen result, which no caller can change for the next", () => {
    const first = validateAuthorizeRequest(authorize({}));
    expect(first).toEqual({ valid: true });
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => Object.assign(first, { valid: false })).toThrow(TypeError);
    expect(validateAuthorizeRequest(authorize({}))).toEqual({ valid: true });
  });

  it("limits order.custom to 50 fields", () => {
    const custom = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`field${index}`, "v"]));
    expect(findings(validateAuthorizeRequest(authorize({ custom })))).toEqual(["order.custom:INVALID"]);
    delete custom.field50;
    expect(validateAuthorizeRequest(authorize({ custom }))).toEqual({ valid: true });
  });
});

describe("decimals", () => {
  it.each([
    ["a request-form string", "10.25", true],
    ["a JSON number", 10.25, true],
    ["a string with a sign where none is allowed", "-1", false],
    ["15 characters", "123456789012.45", false],
    ["an exponent", 1e21, false],
    ["a trailing point", "1.", false],
  ])("order.amount as %s", (_, amount, valid) => {
    expect(validateAuthorizeRequest(authorize({ amount })).valid).toBe(valid);
  });

  it("allows '-' where the seed says so (Initiate taxAmount and shippingAndHandlingAmount)", () => {
    const body = {
      apiOperation: "INITIATE_BROWSER_PAYMENT",
      order: { currency: "USD", amount: "9.00", taxAmount: "-1.00", shippingAndHandlingAmount: "10.00" },
    };
    expect(validateInitiateBrowserPaymentRequest(body)).toEqual({ valid: true });
  });
});

describe("rules", () => {
  const items = [
    { name: "a", quantity: "1", unitPrice: "0.10" },
    { name: "b", quantity: "1", unitPrice: "0.20" },
  ];

  it.each([
    ["sub-totals equal the amount exactly (0.10 + 0.20 = 0.30)", { amount: "0.30", itemAmount: "0.30", item: items }, []],
    ["a different scale is the same value", { amount: "0.3", itemAmount: "0.300", item: items }, []],
    ["itemAmount differs from the items", { amount: "0.31", itemAmount: "0.31", item: items }, ["order.itemAmount:INVALID"]],
    ["sub-totals differ from the amount", { amount: "1.00", itemAmount: "0.30", item: items }, ["order.amount:INVALID"]],
    ["the discount is subtracted", { amount: "9.00", itemAmount: "10.00", discount: { amount: "1.00" } }, []],
    [
      "taxAmount equals quantity times unitTaxAmount",
      { amount: "2.00", taxAmount: "2.00", item: [{ name: "a", quantity: "2", unitPrice: "0", unitTaxAmount: "1.00" }] },
      [],
    ],
    [
      "taxAmount differs",
      { amount: "2.00", taxAmount: "2.00", item: [{ name: "a", quantity: "3", unitPrice: "0", unitTaxAmount: "1.00" }] },
      ["order.taxAmount:INVALID"],
    ],
  ])("Authorize: %s", (_, order, want) => {
    expect(findings(validateAuthorizeRequest(authorize(order))).sort()).toEqual(want);
  });

  it("Authorize needs order.amount or order.netAmount", () => {
    expect(findings(validateAuthorizeRequest({ apiOperation: "AUTHORIZE", order: { currency: "USD" } }))).toEqual(["order.amount:MISSING"]);
    expect(validateAuthorizeRequest({ apiOperation: "AUTHORIZE", order: { currency: "USD", netAmount: "5" } })).toEqual({ valid: true });
  });

  it("Verify needs order.supplierName when purchaseType is B2B_PAYMENT", () => {
    const verify = (order: Record<string, unknown>) =>
      validateVerifyRequest({ apiOperation: "VERIFY", order: { currency: "USD", ...order } });
    expect(findings(verify({ purchaseType: "B2B_PAYMENT" }))).toEqual(["order.supplierName:MISSING"]);
    expect(verify({ purchaseType: "B2B_PAYMENT", supplierName: "ACME" })).toEqual({ valid: true });
    expect(verify({ purchaseType: "OTHER" })).toEqual({ valid: true });
  });

  it("Initiate: sub-totals must equal order.amount", () => {
    const initiate = (order: Record<string, unknown>) =>
      validateInitiateBrowserPaymentRequest({
        apiOperation: "INITIATE_BROWSER_PAYMENT",
        order: { currency: "USD", amount: "10.00", ...order },
      });
    expect(initiate({ taxAmount: "1.00", shippingAndHandlingAmount: "9.00" })).toEqual({ valid: true });
    expect(findings(initiate({ taxAmount: "1.00" }))).toEqual(["order.amount:INVALID"]);
  });

  it("Initiate: notificationUrl must begin with https and be longer than 11 characters", () => {
    const initiate = (notificationUrl: string) =>
      validateInitiateBrowserPaymentRequest({
        apiOperation: "INITIATE_BROWSER_PAYMENT",
        order: { currency: "USD", amount: "1", notificationUrl },
      });
    expect(initiate("https://a.io")).toEqual({ valid: true });
    expect(findings(initiate("https://a.i"))).toEqual(["order.notificationUrl:INVALID"]);
    expect(findings(initiate("http://example.com/hook"))).toEqual(["order.notificationUrl:INVALID"]);
  });
});

describe("'not shown' regions", () => {
  it.each([
    ["sourceOfFunds, named by the Authorize gap", { sourceOfFunds: { type: "CARD", provided: { card: { number: "4111" } } } }],
    ["billing, between authentication.3ds2.custom and customer.mobilePhone", { billing: { address: { city: "Paris" } } }],
    ["an order field after the avsResponseCode values", { order: { currency: "USD", amount: "1", walletProvider: "X" } }],
  ])("Authorize accepts %s", (_, extra) => {
    expect(validateAuthorizeRequest({ ...authorize({}), ...extra })).toEqual({ valid: true });
  });

  it.each([
    ["a top-level field before every gap", { aardvark: 1 }, "aardvark:UNSUPPORTED"],
    ["an order field outside the gap", { order: { currency: "USD", amount: "1", aaa: 1 } }, "order.aaa:UNSUPPORTED"],
    [
      "a field inside a group the seed shows whole",
      { order: { currency: "USD", amount: "1", item: [{ name: "a", quantity: "1", unitPrice: "1", colour: "red" }] } },
      "order.item[0].colour:UNSUPPORTED",
    ],
  ])("Authorize rejects %s", (_, extra, want) => {
    expect(findings(validateAuthorizeRequest({ ...authorize({}), ...extra }))).toEqual([want]);
  });

  it("Verify accepts everything after avsResponseCodeRules[n].action, and only that", () => {
    const verify = (extra: Record<string, unknown>) =>
      validateVerifyRequest({ apiOperation: "VERIFY", order: { currency: "USD" }, ...extra });
    expect(verify({ transaction: { reference: "r" }, shipping: { method: "GROUND" }, sourceOfFunds: { type: "CARD" } })).toEqual({
      valid: true,
    });
    expect(findings(verify({ agreement: { id: "1" } }))).toEqual(["agreement:UNSUPPORTED"]);
  });

  it("Initiate Browser Payment shows its request whole", () => {
    const body = {
      apiOperation: "INITIATE_BROWSER_PAYMENT",
      order: { currency: "USD", amount: "1" },
      browserPayment: { returnUrl: "https://x.io" },
    };
    expect(findings(validateInitiateBrowserPaymentRequest(body))).toEqual(["browserPayment:UNSUPPORTED"]);
  });
});

describe("responses", () => {
  const verifyResponse = {
    merchant: "TESTMERCHANT",
    order: {
      id: "o1",
      status: "VERIFIED",
      creationTime: "2026-01-01T10:00:00.000Z",
      lastUpdatedTime: "2026-01-01T10:00:01.000Z",
      merchantAmount: 1,
      merchantCurrency: "USD",
    },
    transaction: { id: "t1", amount: "0", currency: "USD", type: "VERIFICATION" },
  };

  it("keep partial lists open (order.status VERIFIED after a VERIFY) and tolerate unknown fields", () => {
    expect(validateResponse("VERIFY", 100, { ...verifyResponse, somethingNew: { a: 1 } })).toEqual({ valid: true });
  });

  it("close whole lists and check bounds", () => {
    const bad = { ...verifyResponse, order: { ...verifyResponse.order, fundingStatus: "MAYBE", expectedNumberOfCaptures: 100 } };
    expect(findings(validateResponse("VERIFY", 100, bad)).sort()).toEqual([
      "order.expectedNumberOfCaptures:INVALID",
      "order.fundingStatus:INVALID",
    ]);
  });

  it("report an always-provided field that is absent", () => {
    const { merchant: _merchant, ...withoutMerchant } = verifyResponse;
    expect(findings(validateResponse("VERIFY", 100, withoutMerchant))).toEqual(["merchant:MISSING"]);
  });

  it("require the groups that hold always-provided fields (order and transaction, seed 2.4 and 2.5)", () => {
    for (const operation of ["VERIFY", "AUTHORIZE"] as const)
      expect(findings(validateResponse(operation, 100, { merchant: "TESTMERCHANT" })).sort()).toEqual([
        "order:MISSING",
        "transaction:MISSING",
      ]);
  });

  it("check the error shape of section 7", () => {
    const error = {
      result: "ERROR",
      error: { cause: "INVALID_REQUEST", field: "order.amount", validationType: "INVALID", explanation: "bad" },
    };
    expect(validateResponse("AUTHORIZE", 100, error)).toEqual({ valid: true });
    expect(findings(validateResponse("AUTHORIZE", 100, { result: "ERROR", error: { cause: "OOPS" } }))).toEqual(["error.cause:INVALID"]);
  });
});

describe("the error shape's conditions (section 7)", () => {
  const error = (members: Record<string, unknown>, result: unknown = "ERROR") => ({ result, error: members });
  const judge = (body: unknown) => findings(validateResponse("AUTHORIZE", 100, body)).sort();

  it("requires result and cause: an operation that fails returns an error object and a result", () => {
    expect(judge({ error: { cause: "SERVER_BUSY" } })).toEqual(["result:MISSING"]);
    // The rule does not judge a member beside a missing cause: the cause has its finding.
    expect(judge(error({ explanation: "x" }))).toEqual(["error.cause:MISSING"]);
    expect(judge({ result: "ERROR" })).toEqual(["error:MISSING"]);
  });

  it.each([
    ["an explanation with REQUEST_REJECTED", { cause: "REQUEST_REJECTED", explanation: "x" }, ["error.explanation:INVALID"]],
    ["an explanation with SERVER_FAILED", { cause: "SERVER_FAILED", explanation: "x" }, ["error.explanation:INVALID"]],
    ["a supportCode with INVALID_REQUEST", { cause: "INVALID_REQUEST", supportCode: "s" }, ["error.supportCode:INVALID"]],
    ["a supportCode with SERVER_BUSY", { cause: "SERVER_BUSY", supportCode: "s" }, ["error.supportCode:INVALID"]],
    [
      "a field and validation type with SERVER_FAILED",
      { cause: "SERVER_FAILED", field: "order.amount", validationType: "INVALID" },
      ["error.field:INVALID", "error.validationType:INVALID"],
    ],
    ["a validation type without a field", { cause: "INVALID_REQUEST", validationType: "INVALID" }, ["error.field:MISSING"]],
    ["a field without a validation type", { cause: "INVALID_REQUEST", field: "order.amount" }, ["error.validationType:MISSING"]],
  ])("refuses %s", (_, members, expected) => expect(judge(error(members))).toEqual(expected));

  it.each([
    ["INVALID_REQUEST with an explanation only", { cause: "INVALID_REQUEST", explanation: "x" }],
    ["SERVER_BUSY with an explanation", { cause: "SERVER_BUSY", explanation: "x" }],
    ["SERVER_FAILED with a supportCode", { cause: "SERVER_FAILED", supportCode: "s" }],
    ["REQUEST_REJECTED with a supportCode", { cause: "REQUEST_REJECTED", supportCode: "s" }],
    ["a field-level INVALID_REQUEST", { cause: "INVALID_REQUEST", field: "order.amount", validationType: "MISSING", explanation: "x" }],
  ])("accepts %s", (_, members) => expect(judge(error(members))).toEqual([]));
});

describe("hostile input", () => {
  it.each([
    ["null", null],
    ["an array", []],
    ["a string", "{}"],
    ["deep nesting", JSON.parse("[".repeat(50_000) + "]".repeat(50_000))],
  ])("a body that is %s is INVALID, not a crash", (_, body) => {
    expect(findings(validateAuthorizeRequest(body))).toEqual([":INVALID"]);
  });

  it("reads no prototype keys", () => {
    const body = JSON.parse(
      '{"apiOperation":"AUTHORIZE","order":{"currency":"USD","amount":"1","__proto__":{"amount":"x"},"constructor":1}}',
    );
    expect(findings(validateAuthorizeRequest(body)).sort()).toEqual(["order.__proto__:UNSUPPORTED", "order.constructor:UNSUPPORTED"]);
    expect(
      findings(validateAuthorizeRequest({ apiOperation: "AUTHORIZE", order: Object.create({ currency: "USD", amount: "1" }) })),
    ).toEqual(["order.currency:MISSING", "order.amount:MISSING"]);
  });

  it("applies a sum rule only to parts the body holds itself, never to inherited ones", () => {
    const body = (order: object) => ({ apiOperation: "INITIATE_BROWSER_PAYMENT", order });
    const own = { amount: "1", currency: "USD", shippingAndHandlingAmount: "5" };
    expect(findings(validateInitiateBrowserPaymentRequest(body(own)))).toEqual(["order.amount:INVALID"]);
    const inherited = Object.assign(Object.create({ shippingAndHandlingAmount: "5" }) as object, { amount: "1", currency: "USD" });
    expect(findings(validateInitiateBrowserPaymentRequest(body(inherited)))).toEqual([]);
  });

  it("reads a key defined as not enumerable as no part of the body, as JSON.stringify does", () => {
    const body = (order: object) => ({ apiOperation: "INITIATE_BROWSER_PAYMENT", order });
    const hidden = (order: object, key: string, value: unknown) => Object.defineProperty(order, key, { value, enumerable: false });
    // A required field the walk never meets is missing, not present and unchecked.
    expect(findings(validateInitiateBrowserPaymentRequest(body(hidden({ currency: "USD" }, "amount", "1"))))).toEqual([
      "order.amount:MISSING",
    ]);
    expect(findings(validateInitiateBrowserPaymentRequest(body(hidden({ currency: "USD" }, "amount", 10n ** 40n))))).toEqual([
      "order.amount:MISSING",
    ]);
    // A sum's part the body does not send makes no sum apply.
    expect(validateInitiateBrowserPaymentRequest(body(hidden({ amount: "1", currency: "USD" }, "taxAmount", "5")))).toEqual({
      valid: true,
    });
  });

  it("refuses a sum's part the message does not have, and the sum judges nothing with it", () => {
    // order.itemAmount is a part of Initiate's sub-totals rule but no field of its request: refused,
    // so the rule judges nothing, whether or not another part comes with it.
    const initiate = (order: Record<string, unknown>) =>
      findings(
        validateInitiateBrowserPaymentRequest({
          apiOperation: "INITIATE_BROWSER_PAYMENT",
          order: { currency: "USD", amount: "10.00", ...order },
        }),
      );
    expect(initiate({ itemAmount: "1.00" })).toEqual(["order.itemAmount:UNSUPPORTED"]);
    expect(initiate({ itemAmount: "1.00", taxAmount: "1.00" })).toEqual(["order.itemAmount:UNSUPPORTED"]);
    expect(initiate({ taxAmount: "1.00" })).toEqual(["order.amount:INVALID"]);
  });

  it("handles deep nesting inside a field and huge values", () => {
    let deep: unknown = {};
    for (let depth = 0; depth < 100_000; depth++) deep = { next: deep };
    expect(findings(validateAuthorizeRequest(authorize({ description: deep, reference: "x".repeat(5_000_000) }))).sort()).toEqual([
      "order.description:INVALID",
      "order.reference:INVALID",
    ]);
  });
});
