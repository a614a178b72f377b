// The double derives, never invents: every value of its answers comes from the request, a fact of the
// call, the operation's outcome or a rule spec/api/double.yaml states, judged by the tests' own oracle
// (test/support/double-oracle.ts) over every docs example and the answers to every valid body of the
// test vectors. Then the rules one by one, and what an order keeps.

import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGatewayMock, validateResponse, type OperationName, type RunningDouble } from "../../generated/dist/index.js";
import { maskBody, type MaskTable } from "../../generated/dist/client/masking.js";
import { providerPath } from "../../generated/dist/double/provider-path.js";
import { exampleCalls, EXAMPLE_NOW } from "../../generator/emit/plan/example-calls.js";
import { VECTORS_TODAY } from "../../generator/emit/plan/values/leaf-faults.js";
import type { DoubleIR } from "../../generator/ir/ir.js";
import { ruleValue, undeterminedValues, type CallFacts } from "../support/double-oracle.js";
import { REPO_ROOT } from "../support/fixtures.js";
import { loadGatewayIR } from "../support/gateway-ir.js";

const ir = await loadGatewayIR();
const doubleIR = ir.api.double as DoubleIR;
const MERCHANT = "DERIVES01";
const PASSWORD = "derives-password";
/** The double's clock: the day the test vectors take as today, so that their dates "not in the past" are. */
const NOW = `${VECTORS_TODAY}T00:00:00.000Z`;
const authorization = `Basic ${Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString("base64")}`;
const masks: MaskTable = new Map(ir.api.sensitivity.flatMap((sensitive) => sensitive.paths.map((path) => [path, sensitive.mask])));
const masked = (body: Record<string, unknown>) => maskBody(body, masks) as Record<string, unknown>;
let double: RunningDouble;

beforeAll(async () => {
  double = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD }, now: () => NOW });
});
afterAll(async () => {
  await double.close();
});

type Answer = { status: number; body: Record<string, unknown> };

async function put(version: string, orderId: string, transactionId: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${double.url}/rest/version/${version}/merchant/${MERCHANT}/order/${orderId}/transaction/${transactionId}`, {
    method: "PUT",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function callFacts(orderId: string, version: string): CallFacts {
  return {
    parameters: new Map([
      ["merchantId", MERCHANT],
      ["orderid", orderId],
      ["transactionid", "1"],
    ]),
    version,
    orderCreated: NOW,
    now: NOW,
    redirectUrl: `${double.url}${providerPath(MERCHANT, orderId)}`,
  };
}

/** Every valid request body of the test vectors, with its operation and version. */
async function validVectorBodies(): Promise<{ operation: OperationName; version: string; id: string; body: Record<string, unknown> }[]> {
  const root = join(REPO_ROOT, "generated", "test-vectors");
  const versions = (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const found = [];
  for (const version of versions.sort())
    for (const file of (await readdir(join(root, version))).filter((name) => name.endsWith(".request.jsonl")).sort())
      for (const line of (await readFile(join(root, version, file), "utf8")).split("\n").filter(Boolean)) {
        const vector = JSON.parse(line) as { id: string; body: Record<string, unknown>; expected: { valid: boolean } };
        if (vector.expected.valid)
          found.push({ operation: String(vector.body.apiOperation) as OperationName, version, id: vector.id, body: vector.body });
      }
  return found;
}

describe("the oracle", () => {
  const request = { apiOperation: "AUTHORIZE", order: { netAmount: "123.45", currency: "USD" } };
  const judge = (answer: Record<string, unknown>) =>
    undeterminedValues(answer, {
      operation: "AUTHORIZE",
      request,
      maskedRequest: masked(request),
      facts: callFacts("o-oracle", "100"),
      double: doubleIR,
    });

  it("catches the values the double once made up: an amount of 1 and a reference of 'a'", () => {
    expect(judge({ transaction: { amount: "1", currency: "USD" }, accountFunding: { reference: "a" } })).toEqual([
      { path: "transaction.amount", value: "1" },
      { path: "accountFunding.reference", value: "a" },
    ]);
  });

  it("accepts the amount the rule derives, the request's currency, the call's identifiers and the outcome", () => {
    const answer = {
      merchant: MERCHANT,
      order: { id: "o-oracle", creationTime: NOW },
      transaction: { id: "1", amount: "123.45", currency: "USD", type: "AUTHORIZATION" },
    };
    expect(judge(answer)).toEqual([]);
    expect(judge({ ...answer, transaction: { ...answer.transaction, type: "CAPTURE" } })).toEqual([
      { path: "transaction.type", value: "CAPTURE" },
    ]);
  });
});

describe("every answer value is determined", () => {
  it("in every docs example", () => {
    const calls = exampleCalls(ir);
    expect(calls.length).toBe(ir.operations.length);
    for (const call of calls) {
      const value = (role: string) => call.identifiers.find((identifier) => identifier.role === role)?.value ?? "";
      const facts: CallFacts = {
        parameters: new Map(call.identifiers.map((identifier) => [identifier.name, identifier.value])),
        version: call.operation.version,
        orderCreated: EXAMPLE_NOW,
        now: EXAMPLE_NOW,
        redirectUrl: `${call.baseUrl}${providerPath(value("merchant"), value("order"))}`,
      };
      const request = call.request as Record<string, unknown>;
      const context = { operation: call.operation.name, request, maskedRequest: masked(request), facts, double: doubleIR };
      expect(undeterminedValues(call.response as Record<string, unknown>, context), call.operation.name).toEqual([]);
    }
  });

  it("in the answers to every valid request body of the test vectors", async () => {
    const vectors = await validVectorBodies();
    expect(vectors.length).toBeGreaterThan(1000);
    const counts = { answered: 0, unreportable: 0 };
    for (const [index, { operation, version, id, body }] of vectors.entries()) {
      const orderId = `vector-${index}`;
      const answer = await put(version, orderId, "1", body);
      const label = `${operation} ${version} ${id}`;
      if (answer.status === 400) {
        // A value the answer would report in a field it always carries, outside that field's bounds.
        const error = answer.body.error as { field: string; explanation: string };
        expect(error.explanation, label).toMatch(/^The answer reports it as [a-zA-Z.]+, whose bounds it does not fit\.$/);
        expect(readByRules(doubleIR), label).toContain(error.field);
        counts.unreportable++;
        continue;
      }
      expect(answer.status, label).toBe(201);
      expect(validateResponse(operation, version, answer.body), label).toEqual({ valid: true });
      const context = { operation, request: body, maskedRequest: masked(body), facts: callFacts(orderId, version), double: doubleIR };
      expect(undeterminedValues(answer.body, context), label).toEqual([]);
      counts.answered++;
    }
    expect(counts.answered + counts.unreportable).toBe(vectors.length);
    expect(counts.answered).toBeGreaterThan(counts.unreportable * 10);
  });
});

/** Every request path a rule of the double reads. */
function readByRules(double: DoubleIR): string[] {
  const paths = (rule: DoubleIR["rules"][number]["rule"]): string[] => {
    if ("from" in rule) return [rule.from];
    if ("sum" in rule) return rule.sum;
    if ("value" in rule || "rule" in rule) return [];
    return [rule.ifPresent, ...(rule.then ? paths(rule.then) : []), ...(rule.else ? paths(rule.else) : [])];
  };
  return double.rules.flatMap(({ rule }) => paths(rule));
}

describe("the rules of double.yaml", () => {
  const authorize = (order: Record<string, unknown>) => ({ apiOperation: "AUTHORIZE", order: { currency: "USD", ...order } });

  it("reports an Authorize's amount as the net amount plus the merchant charge (section 2.4)", async () => {
    expect((await put("100", "net-1", "1", authorize({ netAmount: "123.45" }))).body.transaction).toMatchObject({
      amount: "123.45",
      currency: "USD",
    });
    const charged = authorize({ netAmount: "123.45", merchantCharge: { type: "SURCHARGE", amount: "5.00" } });
    expect((await put("100", "net-2", "1", charged)).body.transaction).toMatchObject({ amount: "128.45" });
    expect((await put("100", "net-3", "1", authorize({ amount: "10.00" }))).body.transaction).toMatchObject({ amount: "10.00" });
  });

  it("names its own surcharge rule when the request gives no charge amount, and the client's otherwise", async () => {
    const verify = (merchantCharge: Record<string, unknown>) => ({ apiOperation: "VERIFY", order: { currency: "USD", merchantCharge } });
    const gateway = await put("100", "charge-1", "1", verify({ type: "SURCHARGE" }));
    expect((gateway.body.order as Record<string, unknown>).merchantCharge).toEqual({
      type: "SURCHARGE",
      amount: "0",
      calculatedBy: "GATEWAY",
      ruleName: "DOUBLE-NO-SURCHARGE",
    });
    const client = await put("100", "charge-2", "1", verify({ type: "SURCHARGE", amount: "2.50" }));
    expect((client.body.order as Record<string, unknown>).merchantCharge).toEqual({
      type: "SURCHARGE",
      amount: "2.50",
      calculatedBy: "CLIENT",
    });
    expect(validateResponse("VERIFY", "100", gateway.body)).toEqual({ valid: true });
    expect(validateResponse("VERIFY", "100", client.body)).toEqual({ valid: true });
  });

  it("leaves out a group whose always-provided field nothing determines, rather than fill it", async () => {
    const answer = await put("100", "funding-1", "1", { ...authorize({ amount: "1.00" }), accountFunding: { senderType: "PERSON" } });
    expect(answer.status).toBe(201);
    expect(answer.body).not.toHaveProperty("accountFunding");
    expect(validateResponse("AUTHORIZE", "100", answer.body)).toEqual({ valid: true });
  });

  it("refuses an amount the answer's transaction.amount cannot report, naming the request field, and keeps no order", async () => {
    const answer = await put("100", "unreportable-1", "1", authorize({ amount: "10.0001" }));
    expect(answer).toEqual({
      status: 400,
      body: {
        result: "ERROR",
        error: {
          cause: "INVALID_REQUEST",
          validationType: "INVALID",
          field: "order.amount",
          explanation: "The answer reports it as transaction.amount, whose bounds it does not fit.",
        },
      },
    });
    expect(double.order(MERCHANT, "unreportable-1")).toBeUndefined();
  });

  it("evaluates a branch left out as no value, in the tests' oracle as in the double", () => {
    const rule = doubleIR.rules.find((entry) => entry.path === "order.merchantCharge.ruleName")?.rule;
    expect(rule).toEqual({ ifPresent: "order.merchantCharge.amount", else: { value: "DOUBLE-NO-SURCHARGE" } });
    expect(ruleValue(rule as never, { order: { merchantCharge: { amount: "1" } } }, doubleIR)).toBeUndefined();
  });
});

describe("what an order keeps, and the states an outcome applies from", () => {
  it("refuses a Verify on an authorized order in the gateway's error shape, naming the order, and leaves it as it was", async () => {
    await put("100", "state-1", "1", { apiOperation: "AUTHORIZE", order: { amount: "10.00", currency: "USD" } });
    const before = double.order(MERCHANT, "state-1");
    const answer = await put("100", "state-1", "2", { apiOperation: "VERIFY", order: { currency: "EUR" } });
    expect(answer).toEqual({
      status: 400,
      body: {
        result: "ERROR",
        error: {
          cause: "INVALID_REQUEST",
          validationType: "INVALID",
          field: "orderid",
          explanation: "The order is AUTHORIZED; VERIFY applies to a new order only.",
        },
      },
    });
    expect(double.order(MERCHANT, "state-1")).toEqual(before);
    expect(before).toMatchObject({ status: "AUTHORIZED", kept: { amount: "10.00", currency: "USD" }, transactions: ["1"] });
  });

  it("authorizes a verified order in its currency (200), and refuses another currency naming order.currency", async () => {
    expect((await put("100", "state-2", "1", { apiOperation: "VERIFY", order: { currency: "USD" } })).status).toBe(201);
    expect(double.order(MERCHANT, "state-2")?.kept).toEqual({ currency: "USD" });
    const other = await put("100", "state-2", "2", { apiOperation: "AUTHORIZE", order: { amount: "10.00", currency: "EUR" } });
    expect(other).toMatchObject({
      status: 400,
      body: {
        error: { field: "order.currency", explanation: "Differs from the order's currency, which its earlier transactions stated." },
      },
    });
    expect(double.order(MERCHANT, "state-2")?.status).toBe("VERIFIED");
    const same = await put("100", "state-2", "3", { apiOperation: "AUTHORIZE", order: { netAmount: "10.00", currency: "USD" } });
    expect(same.status).toBe(200);
    expect(double.order(MERCHANT, "state-2")).toMatchObject({ status: "AUTHORIZED", kept: { amount: "10.00", currency: "USD" } });
  });

  it("takes a browser payment again for the same amount, written either way, and refuses another amount", async () => {
    const initiate = (amount: string) => ({ apiOperation: "INITIATE_BROWSER_PAYMENT", order: { amount, currency: "USD" } });
    expect((await put("17", "state-3", "1", initiate("10.00"))).status).toBe(201);
    expect((await put("17", "state-3", "2", initiate("10.0"))).status).toBe(200);
    const other = await put("17", "state-3", "3", initiate("12.00"));
    expect(other).toMatchObject({ status: 400, body: { error: { field: "order.amount", validationType: "INVALID" } } });
    expect(double.order(MERCHANT, "state-3")?.transactions).toEqual(["1", "2"]);
  });

  it("compares an amount sent as a JSON number with the order's by value, as the validators accept it", async () => {
    const initiate = (amount: unknown) => ({ apiOperation: "INITIATE_BROWSER_PAYMENT", order: { amount, currency: "USD" } });
    expect((await put("17", "state-6", "1", initiate(10))).status).toBe(201);
    expect((await put("17", "state-6", "2", initiate("10.00"))).status).toBe(200);
    const other = await put("17", "state-6", "3", initiate(12));
    expect(other).toMatchObject({ status: 400, body: { error: { field: "order.amount", validationType: "INVALID" } } });
    expect(double.order(MERCHANT, "state-6")?.transactions).toEqual(["1", "2"]);
  });

  it("derives the amount of a verified order's Authorize from parts sent as JSON numbers, and holds the order to it", async () => {
    expect((await put("100", "state-7", "1", { apiOperation: "VERIFY", order: { currency: "USD" } })).status).toBe(201);
    const body = {
      apiOperation: "AUTHORIZE",
      order: { netAmount: 10.5, currency: "USD", merchantCharge: { amount: 1, type: "SURCHARGE" } },
    };
    const answer = await put("100", "state-7", "2", body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ transaction: { amount: "11.5", currency: "USD" } });
    expect(double.order(MERCHANT, "state-7")).toMatchObject({ status: "AUTHORIZED", kept: { amount: "11.5", currency: "USD" } });
  });

  it("refuses a second Authorize on an authorized order, as AUTHORIZE applies from VERIFIED only", async () => {
    await put("100", "state-4", "1", { apiOperation: "AUTHORIZE", order: { amount: "10.00", currency: "USD" } });
    const again = await put("100", "state-4", "2", { apiOperation: "AUTHORIZE", order: { amount: "10.00", currency: "USD" } });
    expect(again.body).toMatchObject({
      error: { field: "orderid", explanation: "The order is AUTHORIZED; AUTHORIZE applies to a new order, or one that is VERIFIED." },
    });
  });

  it("still answers a reused transaction id as reused, before the order's status is judged", async () => {
    await put("100", "state-5", "1", { apiOperation: "AUTHORIZE", order: { amount: "10.00", currency: "USD" } });
    const retry = await put("100", "state-5", "1", { apiOperation: "AUTHORIZE", order: { amount: "10.00", currency: "USD" } });
    expect(retry.body).toMatchObject({ error: { field: "transactionid" } });
  });
});
