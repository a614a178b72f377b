// The docs' examples show values a reader would believe (spec/api/examples.yaml): every field of
// every example request has a chosen value, no string of any example (request or answer, the
// reference's calls and the guides' body) is the value builders' old filler, the currency is a real
// ISO 4217 code, URLs that must be https are, and a text field without a chosen value still gets
// a readable value of its type.

import { beforeAll, describe, expect, it } from "vitest";
import { exampleCalls, EXAMPLE_DAY, EXAMPLE_NOW, type ExampleCall } from "../../generator/emit/plan/example-calls.js";
import { guideSubject } from "../../generator/emit/docs/guides/guide-calls.js";
import { chosenValues, readableString, valueRefusal, checkContext } from "../../generator/emit/plan/values/chosen-values.js";
import { fieldAt } from "../../generator/emit/plan/values/rules.js";
import type { GatewayIR, OperationIR, StringNode } from "../../generator/ir/ir.js";
import { loadGatewayIR } from "../support/gateway-ir.js";

/** The builders' filler: one character repeated (a, A, x, 0, '-', space), and the stock URL they put in any patterned field. */
const FILLER = [/^([aAx0 -])\1*$/, /^https:\/\/example\.com\/path$/];

/** Every leaf of a body, with its spec path (`order.item[].name`). */
function leaves(value: unknown, path = ""): { path: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item) => leaves(item, `${path}[]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path === "" ? key : `${path}.${key}`));
  return [{ path, value }];
}

const isFiller = (value: unknown) => typeof value === "string" && FILLER.some((pattern) => pattern.test(value));

describe("the docs' example values", () => {
  let ir: GatewayIR;
  let calls: ExampleCall[];

  beforeAll(async () => {
    ir = await loadGatewayIR();
    calls = exampleCalls(ir);
  });

  it("show a chosen value in every field of every example request (the discriminator aside)", () => {
    expect(calls.length).toBe(ir.operations.length);
    for (const call of calls) {
      const chosen = chosenValues(ir.api, call.operation.name);
      const unchosen = leaves(call.request).filter(({ path }) => path !== ir.api.endpoint.discriminator && !chosen.has(path));
      expect(unchosen, call.operation.name).toEqual([]);
      for (const { path, value } of leaves(call.request))
        if (chosen.has(path) && path !== "order.amount") expect(value, path).toBe(chosen.get(path));
    }
  });

  it("hold no filler in any string of any example, request or answer, nor in the guides' body", () => {
    const subject = guideSubject(ir);
    expect(subject).toBeDefined();
    // An answer's value an outcome of double.yaml states (a Verify's amounts, "0") is the double's stated rule, not filler.
    const statedBy = (operation: string) =>
      new Set(
        ir.api.double?.outcomes.find((outcome) => outcome.operation === operation)?.response.map(({ path, value }) => `${path}=${value}`),
      );
    const answers = calls.flatMap((call) =>
      leaves(call.response).filter(({ path, value }) => !statedBy(call.operation.name).has(`${path}=${String(value)}`)),
    );
    const strings = [...calls.flatMap((call) => leaves(call.request)), ...answers, ...leaves(subject?.body)].filter(
      ({ value }) => typeof value === "string",
    );
    expect(strings.length).toBeGreaterThan(100);
    expect(strings.filter(({ value }) => isFiller(value))).toEqual([]);
    expect(isFiller("AAA") && isFiller("a") && isFiller("0000") && isFiller("https://example.com/path")).toBe(true);
    expect(leaves(subject?.body)).toContainEqual({ path: "order.currency", value: "EUR" });
  });

  it("name a real ISO 4217 currency, the same in every example", () => {
    const currencies = new Set(calls.map((call) => leaves(call.request).find(({ path }) => path === "order.currency")?.value));
    expect([...currencies]).toEqual(["EUR"]);
    expect(Intl.supportedValuesOf("currency")).toContain("EUR");
  });

  it("give https URLs where a field's rule asks for https, and believable dates on the examples' clock", () => {
    const urls: unknown[] = [];
    const dates: unknown[] = [];
    for (const call of calls)
      for (const { path, value } of leaves(call.request)) {
        const type = fieldAt(call.operation.request, path).type as StringNode;
        if (type.kind === "string" && (type.format === "url" || type.pattern?.startsWith("^https"))) urls.push(value);
        if (type.kind === "string" && type.format === "date") dates.push(value);
      }
    // Both kinds are in the examples, so neither check can pass by finding nothing to check.
    expect(urls.length).toBeGreaterThan(0);
    expect(dates.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^https:\/\/[a-z]/);
    for (const date of dates) expect(String(date) <= EXAMPLE_DAY, String(date)).toBe(true);
    expect(EXAMPLE_NOW.startsWith(EXAMPLE_DAY)).toBe(true);
  });

  it("add up: each sum rule's total is the sum of the parts an example shows", () => {
    const authorize = calls.find((call) => call.operation.name === "AUTHORIZE")?.request as { order: Record<string, string> };
    const { itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, dutyAmount, amount } = authorize.order;
    const cents = (text: string | undefined) => Math.round(Number(text) * 100);
    const parts = [itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, dutyAmount].map(cents);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(cents(amount));
    expect(amount).toBe("55.77");
  });

  it("fall back, for a text field with no chosen value, to a readable value of its type", () => {
    const text: StringNode = { kind: "string", typeName: "String", minLength: 1, maxLength: 40 };
    const upper: StringNode = { kind: "string", typeName: "UpperAlpha", minLength: 3, maxLength: 3, charset: "A-Z" };
    const digits: StringNode = { kind: "string", typeName: "Digits", minLength: 4, maxLength: 4, charset: "0-9" };
    const long: StringNode = { kind: "string", typeName: "Alphanumeric", minLength: 20, maxLength: 30, charset: "0-9a-zA-Z" };
    expect(readableString(text, "a")).toBe("Example text");
    expect(readableString(upper, "AAA")).toBe("EXA");
    expect(readableString(digits, "0000")).toBe("1234");
    expect(readableString(long, "aaaaaaaaaaaaaaaaaaaa")).toBe("Example1234567890123");
    const dated: StringNode = { kind: "string", typeName: "Date", format: "date" };
    expect(readableString(dated, "2026-11-30")).toBe("2026-11-30");
  });

  it("tell a value its field refuses by the explanation its validator gives", () => {
    const context = checkContext(ir);
    const authorize = ir.operations.find((operation) => operation.name === "AUTHORIZE") as OperationIR;
    const field = (path: string) => fieldAt(authorize.request, path).type;
    expect(valueRefusal(field("order.currency"), "EUR", context, EXAMPLE_DAY)).toBeUndefined();
    expect(valueRefusal(field("order.currency"), "euro", context, EXAMPLE_DAY)).toBe("Must be exactly 3 characters long.");
    expect(valueRefusal(field("order.currency"), 978, context, EXAMPLE_DAY)).toBe("Must be a string.");
    expect(valueRefusal(field("order.amount"), "12,50", context, EXAMPLE_DAY)).toMatch(/^Must be a decimal of digits and '\.'/);
    expect(valueRefusal(field("order.certainty"), "MAYBE", context, EXAMPLE_DAY)).toBe("Must be one of ESTIMATED, FINAL.");
    expect(valueRefusal(field("order.acceptPartialAmount"), "yes", context, EXAMPLE_DAY)).toBe("Must be true or false.");
  });
});
