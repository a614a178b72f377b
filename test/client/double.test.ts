// The gateway double on its own: every answer to a generated valid request is a valid response of
// its operation; the endpoint shape, authentication and bodies are checked as the seed says; and it
// starts from the command line.

import { spawn } from "node:child_process";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGatewayMock, validateResponse, type OperationName, type RunningDouble } from "../../generated/dist/index.js";
import { maskBody, REDACTED, type MaskTable } from "../../generated/dist/client/masking.js";
import { composeResponse, type CallFacts } from "../../generated/dist/double/response-body.js";
import type { DoubleOperation } from "../../generated/dist/double/double-description.js";
import { validBody } from "../support/arbitraries.js";
import { findField, loadGatewayIR } from "../support/gateway-ir.js";
import { decimalNodeAccepts } from "../support/exact-decimal.js";
import type { DecimalNode, OperationIR } from "../../generator/ir/ir.js";

const ir = await loadGatewayIR();
const MERCHANT = "DOUBLE01";
const PASSWORD = "double-password";
const authorization = `Basic ${Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString("base64")}`;
let double: RunningDouble;

beforeAll(async () => {
  double = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD } });
});
afterAll(async () => {
  await double.close();
});

async function put(
  path: string,
  body: unknown,
  headers: Record<string, string> = { authorization },
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${double.url}${path}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const path = (version: string, orderId: string, transactionId = "1", merchant = MERCHANT) =>
  `/rest/version/${version}/merchant/${merchant}/order/${encodeURIComponent(orderId)}/transaction/${transactionId}`;

describe("answers", () => {
  it.each(ir.operations.map((operation) => ({ label: `${operation.name} ${operation.version}`, operation })))(
    "$label: every answer to a generated valid request is a valid response, with the order's identifiers",
    async ({ operation }) => {
      const bodies = fc.sample(validBody(operation, "request"), { numRuns: 40, seed: 7 });
      let index = 0;
      for (const body of bodies) {
        const orderId = `${operation.name}-${index++}`;
        const answer = await put(path(operation.version, orderId), body);
        if (answer.status === 400 && refusesUnreportable(operation, body, answer.body)) continue;
        expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(201);
        expect(validateResponse(operation.name as OperationName, operation.version, answer.body)).toEqual({ valid: true });
        expect(answer.body).toMatchObject({ merchant: MERCHANT, order: { id: orderId }, transaction: { id: "1" } });
      }
    },
  );
});

/**
 * Whether an answer is the double's refusal of an amount its answer's transaction.amount cannot
 * report: the field it names holds text that field's bounds refuse, or a JSON number.
 */
function refusesUnreportable(operation: OperationIR, request: Record<string, unknown>, answer: unknown): boolean {
  const { field, explanation } = (answer as { error: { field: string; explanation: string } }).error;
  expect(explanation).toBe("The answer reports it as transaction.amount, whose bounds it does not fit.");
  const reported = findField(operation.response.root, "transaction.amount").type as DecimalNode;
  const value = field.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], request);
  expect(typeof value !== "string" || !decimalNodeAccepts(reported, value), `${field}: ${String(value)}`).toBe(true);
  return true;
}

describe("closing", () => {
  it("stops listening once close resolves, connections it held included", async () => {
    const closing = await startGatewayMock({ merchants: { CLOSING01: "closing-password" } });
    const { port } = new URL(closing.url);
    // A connection kept open by an answered request must not keep the double alive.
    expect((await fetch(`${closing.url}/rest/version/100/merchant/CLOSING01/order/o/transaction/1`, { method: "PUT" })).status).toBe(401);
    await closing.close();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });
});

describe("the endpoint", () => {
  const body = { apiOperation: "AUTHORIZE", order: { amount: "1.00", currency: "USD" } };

  it("answers 404 with the error shape for an unknown version or path", async () => {
    for (const wrong of [path("99", "o-404"), "/rest/version/100/merchant/DOUBLE01/order/o", "/elsewhere"]) {
      const answer = await put(wrong, body);
      expect(answer.status, wrong).toBe(404);
      expect(answer.body).toMatchObject({ result: "ERROR", error: { cause: "INVALID_REQUEST" } });
    }
  });

  it("answers 401 with the gateway's body for missing or wrong credentials", async () => {
    const wrong = `Basic ${Buffer.from(`merchant.${MERCHANT}:nope`).toString("base64")}`;
    const otherMerchant = `Basic ${Buffer.from(`merchant.OTHER:${PASSWORD}`).toString("base64")}`;
    const attempts: Record<string, string>[] = [{}, { authorization: wrong }, { authorization: otherMerchant }];
    for (const headers of attempts) {
      const answer = await put(path("100", "o-401"), body, headers);
      expect(answer).toEqual({
        status: 401,
        body: { result: "ERROR", error: { cause: "INVALID_REQUEST", explanation: "Invalid credentials." } },
      });
    }
  });

  it("answers 400 for a body that is not JSON, a missing or unknown apiOperation, and a field error", async () => {
    expect((await put(path("100", "o-400a"), "{not json")).status).toBe(400);
    const missing = await put(path("100", "o-400b"), { order: body.order });
    expect(missing).toMatchObject({ status: 400, body: { error: { field: "apiOperation", validationType: "MISSING" } } });
    const unknown = await put(path("100", "o-400c"), { ...body, apiOperation: "CAPTURE" });
    expect(unknown).toMatchObject({ status: 400, body: { error: { field: "apiOperation" } } });
    const field = await put(path("100", "o-400d"), { ...body, order: { amount: "1.00", currency: "usd" } });
    expect(field).toMatchObject({
      status: 400,
      body: { error: { cause: "INVALID_REQUEST", field: "order.currency", validationType: "INVALID" } },
    });
    expect(double.order(MERCHANT, "o-400d")).toBeUndefined();
  });
});

describe("masking", () => {
  // No operation of the spec repeats a sensitive request value in its response, so the double's
  // masking is driven through its own modules: an operation that echoes a card number and an
  // account identifier, masked with the table the generator builds from spec/api/sensitivity.yaml.
  const CARD = "sourceOfFunds.provided.card.number";
  const ACCOUNT = "debtRepayment.recipient.accountIdentifier";
  const masks: MaskTable = new Map(ir.api.sensitivity.flatMap((sensitive) => sensitive.paths.map((path) => [path, sensitive.mask])));
  const echoing: DoubleOperation = {
    name: "ECHO",
    version: "100",
    orderStatus: "AUTHORIZED",
    validateResponse: () => ({ valid: true }),
    echo: [CARD, ACCOUNT],
    outcome: [],
    rules: [],
    values: [],
    always: [],
    firstTransactionOnly: [],
    from: [],
    keeps: [],
  };
  const facts: CallFacts = {
    parameters: new Map([
      ["merchantId", MERCHANT],
      ["orderid", "o-card"],
      ["transactionid", "1"],
    ]),
    version: "100",
    orderCreated: "2024-01-01T00:00:00.000Z",
    now: "2024-01-01T00:00:00.000Z",
    redirectUrl: "http://127.0.0.1/redirect",
  };

  it("answers with a card number as first 6 and last 4, and an account identifier replaced", () => {
    const request = {
      sourceOfFunds: { provided: { card: { number: "4111111111111111" } } },
      debtRepayment: { recipient: { accountIdentifier: "GB29NWBK60161331926819" } },
    };
    const { body } = composeResponse(echoing, request, facts, {
      validate: echoing.validateResponse,
      fieldOf: () => "",
      mask: (answer) => maskBody(answer, masks) as Record<string, unknown>,
    });
    expect(body).toEqual({
      sourceOfFunds: { provided: { card: { number: "411111xxxxxx1111" } } },
      debtRepayment: { recipient: { accountIdentifier: REDACTED } },
    });
  });
});

describe("an answer the response check refuses part of", () => {
  // Recipes the generator cannot make from this spec (its responses accept every value a request
  // may give them), so composeResponse is given them directly, with a response check that refuses
  // the value "bad" wherever it is and points at it as the double's checks do (`list[2].field`).
  type Refusal = { field: string };
  const refusing = (body: unknown, at = ""): Refusal[] =>
    Array.isArray(body)
      ? body.flatMap((item, index) => refusing(item, `${at}[${index}]`))
      : typeof body === "object" && body !== null
        ? Object.entries(body).flatMap(([key, value]) => refusing(value, at === "" ? key : `${at}.${key}`))
        : body === "bad"
          ? [{ field: at }]
          : [];
  const checks = {
    validate: (body: unknown) => {
      const errors = refusing(body);
      return errors.length === 0 ? ({ valid: true } as const) : ({ valid: false, errors } as const);
    },
    fieldOf: (finding: Refusal) => finding.field,
    mask: (body: Record<string, unknown>) => body,
  };
  const facts: CallFacts = {
    parameters: new Map(),
    version: "100",
    orderCreated: "2024-01-01T00:00:00.000Z",
    now: "2024-01-01T00:00:00.000Z",
    redirectUrl: "http://127.0.0.1/redirect",
  };
  const recipe = { echo: [] as string[], outcome: [], rules: [], values: [], always: [] as string[] };

  it("leaves out a repeated list whose item the response refuses, and keeps the rest", () => {
    const request = { order: { reference: "r-1" }, lines: [{ name: "ok" }, { name: "bad" }], tags: ["a", "bad"] };
    const answer = composeResponse({ ...recipe, echo: ["lines", "order.reference", "tags"] }, request, facts, checks);
    expect(answer).toEqual({ body: { order: { reference: "r-1" } }, findings: [] });
  });

  it("leaves out a repeated value the response refuses, and keeps its neighbours", () => {
    const request = { order: { reference: "bad", note: "kept" } };
    const answer = composeResponse({ ...recipe, echo: ["order.note", "order.reference"] }, request, facts, checks);
    expect(answer).toEqual({ body: { order: { note: "kept" } }, findings: [] });
  });

  it("refuses the request, with no findings, when a field the answer always has would report a refused request value", () => {
    const rules = [{ path: "order.reference", rule: { from: "order.id" } }];
    const request = { order: { id: "bad", note: "n" } };
    const answer = composeResponse({ ...recipe, echo: ["order.note"], rules, always: ["order.reference"] }, request, facts, checks);
    expect(answer.unreportable).toEqual({ field: "order.id", path: "order.reference" });
    expect(answer.findings).toEqual([]);
  });

  it("writes no field, and makes no group, for a value the call or the request does not give", () => {
    const values = [{ path: "risk.id", from: { parameter: "notInThePath" } }];
    const rules = [{ path: "order.reference", rule: { from: "order.id" } }];
    const request = { order: { note: "n" } };
    const answer = composeResponse({ ...recipe, echo: ["order.note"], values, rules, always: ["order.reference"] }, request, facts, checks);
    // The order group lacks a field it always has (no request value to derive it from), so it goes.
    expect(answer).toEqual({ body: {}, findings: [] });
  });

  it("leaves out a refused fixed value of a field the answer always has: no request value is to blame", () => {
    const rules = [{ path: "order.reference", rule: { value: "bad" } }];
    const request = { order: { note: "n" } };
    const answer = composeResponse({ ...recipe, echo: ["order.note"], rules, always: ["order.reference"] }, request, facts, checks);
    // Without the refused value the order group lacks a field it always has, so it goes too.
    expect(answer).toEqual({ body: {}, findings: [] });
  });
});

describe("the command line", () => {
  it("npx gateway-mock --port 0 prints the URL of a running double", async () => {
    const cli = join(import.meta.dirname, "../../generated/dist/double/cli.js");
    const child = spawn(process.execPath, [cli, "--port", "0", "--merchant", `${MERCHANT}=${PASSWORD}`], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
        child.once("exit", (code) => reject(new Error(`exited with ${code}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+$/);
      const response = await fetch(`${url}${path("100", "cli-order")}`, {
        method: "PUT",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify({ apiOperation: "AUTHORIZE", order: { amount: "1.00", currency: "USD" } }),
      });
      expect(response.status).toBe(201);
    } finally {
      child.kill("SIGTERM");
    }
  });
});

describe("values the seed gives", () => {
  it("answers a Verify with amounts of zero, as section 2.4 says of a response that transfers no funds", async () => {
    for (const [index, order] of [{ currency: "USD" }, { currency: "USD", amount: "5.00" }].entries()) {
      const answer = await put(path("100", `verify-zero-${index}`), { apiOperation: "VERIFY", order });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ order: { amount: "0", merchantAmount: "0" }, transaction: { amount: "0" } });
    }
  });
});
