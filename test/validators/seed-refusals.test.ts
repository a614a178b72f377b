// Two values the seed refuses: an identification type outside the 18 listed values, and an
// agreement start date in the past ("Date, not in the past"), judged by an injectable clock whose
// UTC date is today.

import { describe, expect, it } from "vitest";
import { validateAuthorizeRequest, validateRequest } from "../../generated/dist/index.js";
import { findings } from "../support/results.js";

const authorize = (extra: object) => ({ apiOperation: "AUTHORIZE", order: { amount: "1.00", currency: "USD" }, ...extra });

describe("accountFunding.recipient.identification.type", () => {
  const values = [
    "ALIEN_REGISTRATION_NUMBER",
    "BUSINESS_TAX_ID",
    "COMPANY_REGISTRATION_NUMBER",
    "CUSTOMER_IDENTIFICATION",
    "DATE_OF_BIRTH",
    "DRIVERS_LICENSE",
    "EMAIL",
    "GOVERNMENT_ISSUED",
    "INDIVIDUAL_TAX_ID",
    "LAW_ENFORCEMENT_IDENTIFICATION",
    "MILITARY_IDENTIFICATION",
    "NATIONAL_IDENTIFICATION_CARD",
    "OTHER",
    "PASSPORT",
    "PHONE_NUMBER",
    "PROXY_IDENTIFICATION",
    "SOCIAL_SECURITY_NUMBER",
    "TRAVEL_IDENTIFICATION",
  ];
  const body = (type: unknown) => authorize({ accountFunding: { recipient: { identification: { type } } } });

  it("accepts each of the 18 values the seed lists", () => {
    expect(values).toHaveLength(18);
    for (const type of values) expect(validateAuthorizeRequest(body(type)), type).toEqual({ valid: true });
  });

  it("refuses any other value", () => {
    for (const type of ["SHOE_SIZE", "passport", "", "OTHER "])
      expect(findings(validateAuthorizeRequest(body(type))), JSON.stringify(type)).toEqual([
        "accountFunding.recipient.identification.type:INVALID",
      ]);
    // The message lists the values (up to 30 are spelled out), in the seed's order.
    expect(JSON.stringify(validateAuthorizeRequest(body("SHOE_SIZE")))).toContain(`Must be one of ${values.join(", ")}.`);
  });
});

describe("agreement.startDate, not in the past", () => {
  const body = (startDate: string) => authorize({ agreement: { startDate } });
  const at = (instant: string) => ({ now: () => new Date(instant) });

  it("accepts today and tomorrow, and refuses yesterday, by the clock it is given (today is the UTC date)", () => {
    // 23:30 UTC on the 25th: in UTC it is still the 25th, whatever the local time zone says.
    const clock = at("2026-11-25T23:30:00Z");
    expect(validateRequest("AUTHORIZE", 100, body("2026-11-25"), clock)).toEqual({ valid: true });
    expect(validateRequest("AUTHORIZE", 100, body("2026-11-26"), clock)).toEqual({ valid: true });
    expect(findings(validateRequest("AUTHORIZE", 100, body("2026-11-24"), clock))).toEqual(["agreement.startDate:INVALID"]);
    // The next minute is the 26th in UTC: the 25th is now in the past.
    expect(findings(validateRequest("AUTHORIZE", 100, body("2026-11-25"), at("2026-11-26T00:00:30Z")))).toEqual([
      "agreement.startDate:INVALID",
    ]);
  });

  it("uses the system clock when none is given, and a clock never outlives its call", () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(findings(validateRequest("AUTHORIZE", 100, body("2000-01-01")))).toEqual(["agreement.startDate:INVALID"]);
    validateRequest("AUTHORIZE", 100, body(today), at("1999-01-01T00:00:00Z"));
    expect(validateRequest("AUTHORIZE", 100, body(tomorrow))).toEqual({ valid: true });
    expect(findings(validateRequest("AUTHORIZE", 100, body("2000-06-01")))).toEqual(["agreement.startDate:INVALID"]);
  });

  it("explains the rule without echoing the date", () => {
    const result = validateRequest("AUTHORIZE", 100, body("2001-02-03"), at("2026-11-25T12:00:00Z"));
    expect(JSON.stringify(result)).not.toContain("2001-02-03");
    expect(JSON.stringify(result)).toContain("in the past");
  });
});

describe("explanations that say what the seed says", () => {
  const explanations = (body: object) => {
    const result = validateRequest("AUTHORIZE", 100, body);
    return result.valid ? [] : result.errors.map((error) => `${error.field}: ${error.explanation}`);
  };

  it("name a data type in the seed's words, not the spec's key", () => {
    expect(explanations(authorize({ order: { amount: "1.00", currency: "usd" } }))).toEqual([
      "order.currency: Must hold only the characters A-Z (Upper case alphabetic text).",
    ]);
  });

  it("say why a JSON number such as 0.1 + 0.2 is too long, rather than only that it is", () => {
    const [explanation] = explanations(authorize({ order: { amount: 0.1 + 0.2, currency: "USD" } }));
    expect(explanation).toMatch(/^order\.amount: Must be 1 to 14 characters long as decimal text: a JSON number with more digits/);
    expect(explanations(authorize({ order: { amount: "123456789012345", currency: "USD" } }))).toEqual([
      "order.amount: Must be 1 to 14 characters long.",
    ]);
  });
});
