// The typed client against the gateway double, over real HTTP on 127.0.0.1: every operation, every
// error cause, retries and time-outs, path-encoding attacks, credential redaction and masking.

import { getEventListeners } from "node:events";
import type { IncomingMessage } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  AuthenticationFailedError,
  GatewayAbortError,
  GatewayClient,
  GatewayConfigurationError,
  GatewayError,
  GatewayNetworkError,
  GatewayRedirectError,
  GatewayResponseError,
  GatewayTimeoutError,
  InvalidRequestError,
  RequestRejectedError,
  ServerBusyError,
  ServerFailedError,
  startGatewayMock,
  validateResponse,
  type ClientOptions,
  type FetchFunction,
  type LogEvent,
  type RunningDouble,
} from "../../generated/dist/index.js";
import { CARD, LeakWatch, MERCHANT, PASSWORD, rejection as rejectionOf, recordingServer } from "../support/client-harness.js";

let double: RunningDouble;
/** Every error a test awaits and everything its clients log or warn is searched for secrets after it. */
const watch = new LeakWatch();

beforeAll(async () => {
  double = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD } });
});
afterAll(async () => {
  await double.close();
});
// Faults are reset after every test, also one that failed before its own reset.
afterEach(() => {
  double.setFaults({});
  watch.assertNoLeak();
});

let orders = 0;
const nextOrder = () => `order-${++orders}`;
const noWait = { sleep: async () => undefined, random: () => 0.5 };

/** A client of the double (or of `options.baseUrl`) whose log events, warnings and drift the leak watch also sees. */
function client(options: Partial<ClientOptions> = {}): GatewayClient {
  return new GatewayClient({
    baseUrl: double.url,
    merchantId: MERCHANT,
    apiPassword: PASSWORD,
    ...noWait,
    ...options,
    logger: (event) => {
      watch.logger(event);
      options.logger?.(event);
    },
    onWarning: (message, findings) => {
      watch.onWarning(message, findings);
      (options.onWarning ?? (() => undefined))(message, findings);
    },
    onDrift: (operation, findings) => {
      watch.onDrift(operation, findings);
      (options.onDrift ?? (() => undefined))(operation, findings);
    },
  });
}

const amount = { order: { amount: "10.00", currency: "USD" } };

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, watch);

describe("operations", () => {
  it("authorizes, verifies and initiates a browser payment; each answer is a valid response and the order moves", async () => {
    const gateway = client();
    const authorizeOrder = nextOrder();
    const authorized = await gateway.authorize({ orderId: authorizeOrder, transactionId: "1", body: amount });
    expect(validateResponse("AUTHORIZE", 100, authorized)).toEqual({ valid: true });
    expect(double.order(MERCHANT, authorizeOrder)?.status).toBe("AUTHORIZED");

    const verifyOrder = nextOrder();
    const verified = await gateway.raw.verify({ orderId: verifyOrder, transactionId: "1", body: { order: { currency: "USD" } } });
    expect(verified.status).toBe(201);
    expect(verified.headers.get("content-type")).toContain("application/json");
    expect(validateResponse("VERIFY", 100, verified.body)).toEqual({ valid: true });
    expect(verified.body.order?.id).toBe(verifyOrder);
    expect(double.order(MERCHANT, verifyOrder)?.status).toBe("VERIFIED");

    const browserOrder = nextOrder();
    const initiated = await gateway.initiateBrowserPayment({ orderId: browserOrder, transactionId: "1", body: amount });
    expect(validateResponse("INITIATE_BROWSER_PAYMENT", 17, initiated)).toEqual({ valid: true });
    expect(initiated.browserPayment?.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    expect(double.order(MERCHANT, browserOrder)?.status).toBe("INITIATED");
  });

  it("answers 201 for the transaction that creates the order and 200 for a later one", async () => {
    const gateway = client();
    const orderId = nextOrder();
    expect((await gateway.raw.verify({ orderId, transactionId: "1", body: { order: { currency: "USD" } } })).status).toBe(201);
    expect((await gateway.raw.authorize({ orderId, transactionId: "2", body: amount })).status).toBe(200);
    expect(double.order(MERCHANT, orderId)).toMatchObject({ status: "AUTHORIZED", transactions: ["1", "2"] });
  });
});

describe("errors", () => {
  it("refuses an invalid body before sending it, with every finding and the gateway's error type", async () => {
    const requests: LogEvent[] = [];
    const error = await rejection(
      client({ logger: (event) => requests.push(event) }).authorize({
        orderId: nextOrder(),
        transactionId: "1",
        body: { order: { amount: "-1", currency: "usd" } },
      }),
    );
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error).toBeInstanceOf(GatewayError);
    const gatewayError = error as GatewayError;
    expect(gatewayError.status).toBeUndefined();
    expect(gatewayError.error).toMatchObject({ cause: "INVALID_REQUEST", validationType: "INVALID" });
    expect(gatewayError.findings.map((finding) => finding.field).sort()).toEqual(["order.amount", "order.currency"]);
    expect(requests).toEqual([]);
  });

  it("refuses a body that names another operation before sending it; the method sets apiOperation", async () => {
    const requests: LogEvent[] = [];
    const gateway = client({ logger: (event) => requests.push(event) });
    const verifyBody = { apiOperation: "VERIFY", order: { amount: "10.00", currency: "USD" } };
    // @ts-expect-error: the body types leave apiOperation to the method
    const typed = gateway.authorize({ orderId: nextOrder(), transactionId: "1", body: verifyBody });
    const error = (await rejection(typed)) as GatewayError;
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.status).toBeUndefined();
    expect(error.error).toMatchObject({ cause: "INVALID_REQUEST", field: "apiOperation", validationType: "INVALID" });
    expect(error.error.explanation).toBe("Set by the method: this call sends AUTHORIZE, and the body names another operation.");
    expect(requests).toEqual([]);
    const named = { apiOperation: "AUTHORIZE", ...amount };
    // @ts-expect-error: even the method's own name is left to it, but sent as it is
    const same = await gateway.authorize({ orderId: nextOrder(), transactionId: "1", body: named });
    expect(same.transaction.id).toBe("1");
  });

  it("takes an error object only with the error result: another result is no error shape", async () => {
    const server = await recordingServer(() => ({
      status: 400,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ result: "PENDING", error: { cause: "INVALID_REQUEST", explanation: "x" } }),
    }));
    try {
      const error = await rejection(client({ baseUrl: server.url }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount }));
      expect(error).toBeInstanceOf(GatewayResponseError);
      expect((error as GatewayResponseError).status).toBe(400);
      expect((error as GatewayResponseError).message).toBe("AUTHORIZE: an error object without the error result [HTTP 400]");
    } finally {
      await server.close();
    }
  });

  it("sends what the double refuses when client validation is off, and surfaces the gateway's answer", async () => {
    const error = (await rejection(
      client({ validateRequests: false }).authorize({ orderId: nextOrder(), transactionId: "1", body: { order: { currency: "USD" } } }),
    )) as GatewayError;
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.status).toBe(400);
    const result: "ERROR" = error.result; // typed as the one value an error response has
    expect(result).toBe("ERROR");
    expect(error.error).toMatchObject({ cause: "INVALID_REQUEST", field: "order.amount", validationType: "MISSING" });
  });

  it("passes fields the spec does not know to a warning hook, and refuses them in strict mode", async () => {
    const warnings: string[] = [];
    const body = { ...amount, browserPayment: { returnUrl: "https://shop.example/return" } };
    const orderId = nextOrder();
    await client({ onWarning: (_, findings) => warnings.push(...findings.map((finding) => finding.field)) }).initiateBrowserPayment({
      orderId,
      transactionId: "1",
      body,
    });
    expect(warnings).toEqual(["browserPayment"]);
    expect(double.order(MERCHANT, orderId)?.status).toBe("INITIATED");
    const strict = (await rejection(
      client({ strict: true }).initiateBrowserPayment({ orderId: nextOrder(), transactionId: "1", body }),
    )) as GatewayError;
    expect(strict.error).toMatchObject({ field: "browserPayment", validationType: "UNSUPPORTED" });
  });

  it("rejects bad credentials with the 401 the gateway sends", async () => {
    const error = (await rejection(
      client({ apiPassword: "wrong-password" }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount }),
    )) as GatewayError;
    expect(error).toBeInstanceOf(AuthenticationFailedError);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.name).toBe("AuthenticationFailedError");
    expect(error.status).toBe(401);
    expect(error.error.explanation).toBe("Invalid credentials.");
    // A bad body is an InvalidRequestError and no more: only a 401 is an authentication failure.
    const body = (await rejection(
      client({ validateRequests: false }).authorize({ orderId: nextOrder(), transactionId: "1", body: { order: { currency: "USD" } } }),
    )) as GatewayError;
    expect(body).toBeInstanceOf(InvalidRequestError);
    expect(body).not.toBeInstanceOf(AuthenticationFailedError);
  });

  it("rejects a reused transaction id, and sub-merchant data on a later transaction", async () => {
    const gateway = client();
    const orderId = nextOrder();
    // A Verify first: an Authorize applies to a verified order (spec/api/double.yaml outcomes' `from`).
    await gateway.verify({ orderId, transactionId: "1", body: { order: { currency: amount.order.currency } } });
    const reused = (await rejection(gateway.authorize({ orderId, transactionId: "1", body: amount }))) as GatewayError;
    expect(reused.error).toMatchObject({ cause: "INVALID_REQUEST", field: "transactionid", validationType: "INVALID" });
    const later = (await rejection(
      gateway.authorize({
        orderId,
        transactionId: "2",
        body: { order: { ...amount.order, subMerchant: { identifier: "SUB1", tradingName: "Shop" } } },
      }),
    )) as GatewayError;
    expect(later.error).toMatchObject({ field: "order.subMerchant", validationType: "INVALID" });
    expect(double.order(MERCHANT, orderId)?.transactions).toEqual(["1"]);
  });

  it("maps every cause of section 7 to its own error class", async () => {
    const classes = {
      INVALID_REQUEST: InvalidRequestError,
      REQUEST_REJECTED: RequestRejectedError,
      SERVER_BUSY: ServerBusyError,
      SERVER_FAILED: ServerFailedError,
    };
    for (const [cause, errorClass] of Object.entries(classes)) {
      const answer = { result: "ERROR", error: { cause, supportCode: "S1" } };
      const fetch = async () => new Response(JSON.stringify(answer), { status: 400 });
      const error = (await rejection(
        client({ fetch, attempts: 1 }).authorize({ orderId: "o", transactionId: "t", body: amount }),
      )) as GatewayError;
      expect(error, cause).toBeInstanceOf(errorClass);
      expect(error.error).toEqual(answer.error);
      expect(error.status).toBe(400);
    }
  });

  it("keeps the raw text of an answer that is not JSON, or not the error shape", async () => {
    const notJson = (await rejection(
      client({ fetch: async () => new Response("<html>Bad gateway</html>", { status: 502 }) }).authorize({
        orderId: "o",
        transactionId: "t",
        body: amount,
      }),
    )) as GatewayResponseError;
    expect(notJson).toBeInstanceOf(GatewayResponseError);
    expect(notJson.status).toBe(502);
    expect(notJson.rawText).toBe("<html>Bad gateway</html>");
    expect(notJson.message).toBe("AUTHORIZE: the answer is not JSON [HTTP 502]");
    const notShaped = (await rejection(
      client({ fetch: async () => new Response('{"oops":true}', { status: 500 }) }).authorize({
        orderId: "o",
        transactionId: "t",
        body: amount,
      }),
    )) as GatewayResponseError;
    expect(notShaped).toBeInstanceOf(GatewayResponseError);
    expect(notShaped.rawText).toBe('{"oops":true}');
    expect(notShaped.message).toBe("AUTHORIZE: an error status without the gateway's error shape [HTTP 500]");
  });

  it("reports response drift to a hook by default, and rejects it when asked", async () => {
    const drifted = { order: { status: 42 } };
    const fetch = async () => new Response(JSON.stringify(drifted), { status: 200 });
    const drift: string[] = [];
    const body = await client({
      fetch,
      validateResponses: "report",
      onDrift: (_, findings) => drift.push(...findings.map((finding) => finding.field)),
    }).verify({
      orderId: "o",
      transactionId: "t",
      body: { order: { currency: "USD" } },
    });
    expect(body).toEqual(drifted);
    const expected = validateResponse("VERIFY", 100, drifted);
    expect(drift).toContain("order.status");
    expect(drift).toEqual(expected.valid ? [] : expected.errors.map((error) => error.field));
    await expect(
      client({ fetch, validateResponses: "throw" }).verify({ orderId: "o", transactionId: "t", body: { order: { currency: "USD" } } }),
    ).rejects.toBeInstanceOf(GatewayResponseError);
  });

  it("passes an answer that matches the spec without a word, in either mode", async () => {
    const drift: string[] = [];
    const onDrift = (operation: string) => void drift.push(operation);
    for (const validateResponses of ["report", "throw"] as const) {
      const answer = await client({ validateResponses, onDrift }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount });
      expect(validateResponse("AUTHORIZE", 100, answer).valid).toBe(true);
    }
    expect(drift).toEqual([]);
  });

  it("says drift to console.warn without onDrift, and checks no answer unless asked", async () => {
    const drifted = { order: { status: 42 } };
    const fetch = async () => new Response(JSON.stringify(drifted), { status: 200 });
    const verify = { orderId: "o", transactionId: "t", body: { order: { currency: "USD" } } };
    const expected = validateResponse("VERIFY", 100, drifted);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      // Made here, not by client(): that one always hands drift to the leak watch's onDrift.
      const plain = (validateResponses?: boolean | "report") =>
        new GatewayClient({
          baseUrl: double.url,
          merchantId: MERCHANT,
          apiPassword: PASSWORD,
          fetch,
          ...noWait,
          ...(validateResponses === undefined ? {} : { validateResponses }),
        });
      // true is "report".
      for (const mode of ["report", true] as const) {
        expect(await plain(mode).verify(verify)).toEqual(drifted);
        expect(warn.mock.calls).toEqual([
          [`VERIFY: response drift on ${expected.valid ? "" : expected.errors.map((error) => error.field).join(", ")}`],
        ]);
        expect(warn.mock.calls[0]?.[0]).toContain("order.status");
        warn.mockClear();
      }
      const drift: unknown[] = [];
      for (const validateResponses of [undefined, false] as const) {
        const quiet = client({
          fetch,
          ...(validateResponses === undefined ? {} : { validateResponses }),
          onDrift: (...said) => drift.push(said),
        });
        expect(await quiet.verify(verify)).toEqual(drifted);
        expect(await plain(validateResponses).verify(verify)).toEqual(drifted);
      }
      expect(drift).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe("redirects", () => {
  const cardBody = { ...amount, sourceOfFunds: { provided: { card: { number: CARD } } } } as never;

  for (const status of [301, 302, 303, 307, 308]) {
    it(`follows no ${status} to another origin: not one byte goes there, and the error names the status and origin`, async () => {
      const thief = await recordingServer(() => ({ status: 200, headers: { "content-type": "application/json" }, body: '{"order":{}}' }));
      const redirector = await recordingServer(() => ({
        status,
        headers: { location: `http://localhost:${new URL(thief.url).port}/steal` },
      }));
      try {
        const error = (await rejection(
          client({ baseUrl: redirector.url, validateRequests: false }).authorize({
            orderId: nextOrder(),
            transactionId: "1",
            body: cardBody,
          }),
        )) as GatewayRedirectError;
        expect(error).toBeInstanceOf(GatewayRedirectError);
        expect(error.status).toBe(status);
        expect(error.targetOrigin).toBe(`http://localhost:${new URL(thief.url).port}`);
        expect(error.message).toBe(
          `AUTHORIZE: the answer is a redirect, which a payment call never follows [HTTP ${status} to ${error.targetOrigin}]`,
        );
        expect(redirector.received).toHaveLength(1);
        expect(redirector.received[0]?.body).toContain(CARD);
        expect(thief.received).toEqual([]);
      } finally {
        await Promise.all([thief.close(), redirector.close()]);
      }
    });
  }

  it("names no origin for a redirect that gives no place to go, or no body at all (304)", async () => {
    for (const status of [302, 304]) {
      const redirector = await recordingServer(() => ({ status }));
      try {
        const error = (await rejection(
          client({ baseUrl: redirector.url }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount }),
        )) as GatewayRedirectError;
        expect(error).toBeInstanceOf(GatewayRedirectError);
        expect([error.status, error.targetOrigin]).toEqual([status, undefined]);
        expect(error.message).toBe(`AUTHORIZE: the answer is a redirect, which a payment call never follows [HTTP ${status}]`);
      } finally {
        await redirector.close();
      }
    }
  });

  it("does not retry a redirect, even to the same origin", async () => {
    const redirector = await recordingServer(() => ({ status: 307, headers: { location: "/elsewhere" } }));
    try {
      const error = (await rejection(
        client({ baseUrl: redirector.url, attempts: 3 }).authorize({
          orderId: nextOrder(),
          transactionId: "1",
          body: amount,
        }),
      )) as GatewayRedirectError;
      expect(error).toBeInstanceOf(GatewayRedirectError);
      expect(error.targetOrigin).toBe(redirector.url);
      expect(redirector.received.map((request) => request.url)).toHaveLength(1);
    } finally {
      await redirector.close();
    }
  });
});

describe("retries and time-outs", () => {
  it("retries SERVER_BUSY with the same transaction id until it goes through, once", async () => {
    let calls = 0;
    double.setFaults({ busyRate: 1 });
    const events: LogEvent[] = [];
    const gateway = client({
      attempts: 3,
      logger: (event) => events.push(event),
      sleep: async () => {
        if (++calls === 2) double.setFaults({});
      },
    });
    const orderId = nextOrder();
    await gateway.authorize({ orderId, transactionId: "1", body: amount });
    double.setFaults({});
    expect(events.filter((event) => event.type === "retry").map((event) => (event.type === "retry" ? event.reason : ""))).toEqual([
      "SERVER_BUSY",
      "SERVER_BUSY",
    ]);
    expect(
      new Set(events.filter((event) => event.type === "request").map((event) => (event.type === "request" ? event.url : ""))).size,
    ).toBe(1);
    expect(double.order(MERCHANT, orderId)?.transactions).toEqual(["1"]);
  });

  it("names the host and port of a failed connection, and a system code only where the platform gives one", async () => {
    const failing = (error: Error) =>
      client({ attempts: 1, fetch: async () => Promise.reject(error) }).authorize({
        orderId: nextOrder(),
        transactionId: "1",
        body: amount,
      });
    const host = new URL(double.url).host;
    const plain = (await rejection(failing(new TypeError("fetch failed")))) as GatewayNetworkError;
    expect(plain).toBeInstanceOf(GatewayNetworkError);
    expect(plain.message).toBe(`AUTHORIZE: the connection to ${host} failed`);
    const reset = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    const coded = (await rejection(failing(new TypeError("fetch failed", { cause: reset })))) as GatewayNetworkError;
    expect(coded.message).toBe(`AUTHORIZE: the connection to ${host} failed (ECONNRESET)`);
  });

  it("gives up after the last attempt with the busy error, and waits with jittered, growing, capped delays", async () => {
    double.setFaults({ busyRate: 1 });
    const delays: number[] = [];
    const jitter = 0.999;
    const error = await rejection(
      client({ attempts: 7, random: () => jitter, sleep: async (milliseconds) => void delays.push(milliseconds) }).authorize({
        orderId: nextOrder(),
        transactionId: "1",
        body: amount,
      }),
    );
    double.setFaults({});
    expect(error).toBeInstanceOf(ServerBusyError);
    expect((error as GatewayError).status).toBe(503);
    // spec/api/client.yaml: the ceiling doubles from 200 ms and stops at 2000 ms; the delay is a jittered share of it.
    const ceilings = [200, 400, 800, 1600, 2000, 2000];
    expect(delays).toEqual(ceilings.map((ceiling) => Math.floor(jitter * ceiling)));
  });

  it("never retries INVALID_REQUEST", async () => {
    const events: LogEvent[] = [];
    await rejection(
      client({ apiPassword: "wrong-password", logger: (event) => events.push(event) }).authorize({
        orderId: nextOrder(),
        transactionId: "1",
        body: amount,
      }),
    );
    expect(events.filter((event) => event.type === "request")).toHaveLength(1);
  });

  it("retries a dropped connection, then fails with a network error", async () => {
    double.setFaults({ dropRate: 1 });
    const events: LogEvent[] = [];
    const error = await rejection(
      client({ attempts: 2, logger: (event) => events.push(event) }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount }),
    );
    double.setFaults({});
    expect(error).toBeInstanceOf(GatewayNetworkError);
    expect(error).not.toBeInstanceOf(GatewayTimeoutError);
    expect(events.filter((event) => event.type === "retry")).toHaveLength(1);
  });

  it("logs how long the answer took: from the request sent to the answer read, within the call's own time", async () => {
    double.setFaults({ delayMs: 120 });
    const events: LogEvent[] = [];
    const started = performance.now();
    await client({ logger: (event) => events.push(event) }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount });
    const wall = performance.now() - started;
    double.setFaults({});
    const [answered] = events.filter((event) => event.type === "response");
    expect(answered?.milliseconds).toBeGreaterThanOrEqual(100);
    expect(answered?.milliseconds).toBeLessThanOrEqual(Math.ceil(wall));
  });

  it("times out a slow answer and does not retry it", async () => {
    double.setFaults({ delayMs: 300 });
    const events: LogEvent[] = [];
    const error = await rejection(
      client({ timeoutMs: 50, logger: (event) => events.push(event) }).authorize({
        orderId: nextOrder(),
        transactionId: "1",
        body: amount,
      }),
    );
    double.setFaults({});
    expect(error).toBeInstanceOf(GatewayTimeoutError);
    expect((error as GatewayTimeoutError).message).toBe("AUTHORIZE: no answer within the time-out");
    expect(events.filter((event) => event.type === "request")).toHaveLength(1);
  });

  it("stops when the caller aborts a request in flight, well before the answer would come, and sends it once", async () => {
    const delayMs = 300;
    double.setFaults({ delayMs });
    const controller = new AbortController();
    // fetch counted and watched, so that the abort is known to come while a request is open.
    let sent = 0;
    let open = 0;
    let openWhenAborted: number | undefined;
    const fetch: FetchFunction = async (url, init) => {
      sent++;
      open++;
      try {
        return await globalThis.fetch(url, init);
      } finally {
        open--;
      }
    };
    const events: LogEvent[] = [];
    const started = performance.now();
    const pending = client({
      fetch,
      logger: (event) => {
        events.push(event);
        if (event.type === "request")
          setTimeout(() => {
            openWhenAborted = open;
            controller.abort(new Error("caller gave up"));
          }, 50);
      },
    }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount, signal: controller.signal });
    const aborted = await pending.catch((error: unknown) => error);
    expect(aborted).toBeInstanceOf(GatewayAbortError);
    expect((aborted as GatewayAbortError).cause).toEqual(new Error("caller gave up"));
    const elapsed = performance.now() - started;
    expect(openWhenAborted).toBe(1);
    expect(elapsed).toBeLessThan(delayMs - 50);
    expect(sent).toBe(1);
    expect(events.filter((event) => event.type === "request")).toHaveLength(1);
    expect(events.filter((event) => event.type === "retry" || event.type === "response")).toEqual([]);
    double.setFaults({});
  });
});

describe("fields the spec does not list", () => {
  it("sends a field of a 'not shown' region through extraFields, and says so to onWarning, strict or not", async () => {
    const warnings: string[] = [];
    const sent: unknown[] = [];
    const fetch: FetchFunction = async (url, init) => {
      sent.push(JSON.parse(String(init.body)));
      return globalThis.fetch(url, init);
    };
    for (const strict of [false, true]) {
      await client({ fetch, strict, onWarning: (message) => warnings.push(message) }).authorize({
        orderId: nextOrder(),
        transactionId: "1",
        body: amount,
        extraFields: { "agreement.customData": "note" },
      });
    }
    expect(sent).toEqual([
      { ...amount, apiOperation: "AUTHORIZE", agreement: { customData: "note" } },
      { ...amount, apiOperation: "AUTHORIZE", agreement: { customData: "note" } },
    ]);
    expect(warnings).toEqual([
      "AUTHORIZE 100: fields of a region the spec does not show are sent unchecked: agreement.customData",
      "AUTHORIZE 100: fields of a region the spec does not show are sent unchecked: agreement.customData",
    ]);
  });

  it("treats an extra field outside every region as unknown: a warning, or refused in strict mode", async () => {
    const warnings: string[] = [];
    const extraFields = { "order.notAField": "x" };
    await client({ onWarning: (message) => warnings.push(message) }).authorize({
      orderId: nextOrder(),
      transactionId: "1",
      body: amount,
      extraFields,
    });
    expect(warnings).toEqual(["AUTHORIZE 100: fields the spec does not know are sent as given: order.notAField"]);
    const refused = (await rejection(
      client({ strict: true }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount, extraFields }),
    )) as GatewayError;
    expect(refused).toBeInstanceOf(InvalidRequestError);
    expect(refused.error).toMatchObject({ field: "order.notAField", validationType: "UNSUPPORTED" });
  });

  it("lists several extra fields of each kind in the warning, each once, separated by commas", async () => {
    const warnings: string[] = [];
    const extraFields = {
      "order.notAField": "x",
      "order.notOneEither": "y",
      "agreement.customData": "a",
      "externalTokenProvider.customData": "b",
    };
    await client({ onWarning: (message) => warnings.push(message) }).authorize({
      orderId: nextOrder(),
      transactionId: "1",
      body: amount,
      extraFields,
    });
    expect(warnings).toEqual([
      "AUTHORIZE 100: fields the spec does not know are sent as given: order.notAField, order.notOneEither; " +
        "fields of a region the spec does not show are sent unchecked: agreement.customData, externalTokenProvider.customData",
    ]);
  });

  it("says both kinds of extra field in one warning, to console.warn without onWarning, and nothing for a call without any", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const extraFields = { "order.notAField": "x", "agreement.customData": "note" };
      // Made here, not by client(): that one hands every warning to the leak watch's onWarning.
      const plain = () => new GatewayClient({ baseUrl: double.url, merchantId: MERCHANT, apiPassword: PASSWORD, ...noWait });
      await plain().authorize({ orderId: nextOrder(), transactionId: "1", body: amount, extraFields });
      expect(warn.mock.calls).toEqual([
        [
          "AUTHORIZE 100: fields the spec does not know are sent as given: order.notAField; " +
            "fields of a region the spec does not show are sent unchecked: agreement.customData",
        ],
      ]);
      warn.mockClear();
      const warnings: string[] = [];
      await client({ onWarning: (message) => warnings.push(message) }).authorize({
        orderId: nextOrder(),
        transactionId: "1",
        body: amount,
      });
      await plain().authorize({ orderId: nextOrder(), transactionId: "1", body: amount });
      expect(warnings).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it("refuses a merchant id that is no text when the client is made", () => {
    const made = () => new GatewayClient({ baseUrl: "https://gateway.example", merchantId: 42 as never, apiPassword: PASSWORD });
    expect(made).toThrow(GatewayConfigurationError);
    expect(made).toThrow("merchantId must be a string");
  });

  it("refuses a version the spec does not define for the method, naming the versions it does", async () => {
    const call = (version: string) => client().authorize({ orderId: nextOrder(), transactionId: "1", body: amount }, { version } as never);
    await expect(call("99")).rejects.toThrow(RangeError);
    await expect(call("99")).rejects.toThrow("authorize: the spec defines no version 99 (known: 100)");
  });

  it("refuses an extra field under a value that is no object, naming its path, before sending", async () => {
    for (const path of ["order.amount.cents", "order.currency.code"]) {
      const error = (await rejection(
        client().authorize({ orderId: nextOrder(), transactionId: "1", body: amount, extraFields: { [path]: 1 } }),
      )) as GatewayError;
      expect(error, path).toBeInstanceOf(InvalidRequestError);
      expect(error.error, path).toMatchObject({ field: path, explanation: "Its parent is not an object." });
      expect(error.status, path).toBeUndefined();
    }
  });

  it("keeps the caller's body as it was, and a __proto__ path as data, never a prototype", async () => {
    const body = { order: { amount: "10.00", currency: "USD" } };
    const warnings: string[] = [];
    await client({ onWarning: (message) => warnings.push(message) }).authorize({
      orderId: nextOrder(),
      transactionId: "1",
      body,
      extraFields: { "order.__proto__.polluted": "yes" },
    });
    expect(body).toEqual({ order: { amount: "10.00", currency: "USD" } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(warnings.join()).toContain("order.__proto__");
  });
});

describe("per-call options", () => {
  it("takes a time-out, attempts, extra headers and a signal per call, over the client's own", async () => {
    const seen: IncomingMessage["headers"][] = [];
    const server = await recordingServer((request) => {
      seen.push(request.headers);
      return { status: 201, headers: { "content-type": "application/json" }, body: "{}" };
    });
    try {
      const gateway = client({ baseUrl: server.url });
      await gateway.verify(
        { orderId: nextOrder(), transactionId: "1", body: { order: { currency: "USD" } } },
        { headers: { "x-request-id": "abc-1", authorization: "Basic stolen", "Content-Type": "text/plain" } },
      );
      expect(seen[0]?.["x-request-id"]).toBe("abc-1");
      // The client's own headers are kept: a call cannot replace the credentials or the content type.
      expect(seen[0]?.authorization).not.toBe("Basic stolen");
      expect(seen[0]?.["content-type"]).toBe("application/json");
      expect(seen[0]?.accept).toBe("application/json");
    } finally {
      await server.close();
    }
    double.setFaults({ busyRate: 1 });
    const busy = client({ attempts: 3 });
    const requests: LogEvent[] = [];
    const once = await rejection(
      client({ attempts: 3, logger: (event) => requests.push(event) }).authorize(
        { orderId: nextOrder(), transactionId: "1", body: amount },
        { attempts: 1 },
      ),
    );
    expect(once).toBeInstanceOf(ServerBusyError);
    expect(requests.filter((event) => event.type === "request")).toHaveLength(1);
    double.setFaults({ delayMs: 400 });
    const slow = await rejection(busy.authorize({ orderId: nextOrder(), transactionId: "1", body: amount }, { timeoutMs: 50 }));
    expect(slow).toBeInstanceOf(GatewayTimeoutError);
    const controller = new AbortController();
    controller.abort(new Error("not wanted"));
    const aborted = await rejection(
      busy.authorize({ orderId: nextOrder(), transactionId: "1", body: amount }, { signal: controller.signal }),
    );
    expect(aborted).toBeInstanceOf(GatewayAbortError);
  });
});

describe("extra headers", () => {
  it.each([
    ["a CRLF in a value", { "x-note": "a\r\nx-injected: 1" }, 'header "x-note": its value holds a line break'],
    ["a LF in a value", { "x-note": "a\nb" }, 'header "x-note": its value holds a line break'],
    ["a bare CR in a value", { "x-note": "a\rx-injected: 1" }, 'header "x-note": its value holds a line break'],
    ["a NUL in a value", { "x-note": "a\u0000b" }, 'header "x-note": its value holds a line break, a NUL'],
    ["a character above U+00FF", { "x-note": "Ā" }, "a character above U+00FF"],
    ["a name that is no token", { "x note": "a" }, 'header "x note": a header name is a token'],
    ["a value that is no string", { "x-note": 5 as unknown as string }, 'header "x-note": its value must be a string'],
  ])("refuses %s before sending, naming the header and not its value", async (_, headers, message) => {
    let sent = 0;
    const fetch: FetchFunction = async (...args) => {
      sent++;
      return globalThis.fetch(...args);
    };
    const error = (await rejection(
      client({ fetch }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount }, { headers }),
    )) as GatewayConfigurationError;
    expect(error).toBeInstanceOf(GatewayConfigurationError);
    expect(error.message).toContain(message);
    expect(error.message).not.toContain("injected");
    expect(sent).toBe(0);
  });

  it("sends a value of Latin-1 characters and a tab, and redacts a secret-looking header's value in the request log", async () => {
    const seen: IncomingMessage["headers"][] = [];
    const server = await recordingServer((request) => {
      seen.push(request.headers);
      return { status: 201, headers: { "content-type": "application/json" }, body: "{}" };
    });
    const events: LogEvent[] = [];
    try {
      await client({ baseUrl: server.url, logger: (event) => events.push(event) }).verify(
        { orderId: nextOrder(), transactionId: "1", body: { order: { currency: "USD" } } },
        { headers: { "x-note": "caf\u00e9\tok", "X-Api-Key": "custom-secret-key-value", "x-request-id": "r-1" } },
      );
    } finally {
      await server.close();
    }
    expect(seen[0]?.["x-note"]).toBe(Buffer.from("café\tok", "latin1").toString("latin1"));
    const request = events.find((event) => event.type === "request");
    expect(request?.type === "request" && request.headers).toMatchObject({
      "X-Api-Key": "[redacted]",
      "x-request-id": "r-1",
      authorization: "[redacted]",
    });
    expect(JSON.stringify(events)).not.toContain("custom-secret-key-value");
  });

  it("keeps a secret-looking header's value out of what the server echoes", async () => {
    const echo: FetchFunction = async (_, init) =>
      new Response(JSON.stringify({ result: "ERROR", error: { cause: "INVALID_REQUEST", explanation: JSON.stringify(init.headers) } }), {
        status: 400,
      });
    const error = (await rejection(
      client({ fetch: echo }).verify(
        { orderId: "o", transactionId: "t", body: { order: { currency: "USD" } } },
        { headers: { "x-auth-token": "custom-token-value-123" } },
      ),
    )) as GatewayError;
    expect(error.error.explanation).toContain("[redacted]");
    expect(error.error.explanation).not.toContain("custom-token-value-123");
  });
});

describe("Retry-After, and what an error keeps of the answer", () => {
  const busyAnswer = (retryAfter: string) => () =>
    new Response(JSON.stringify({ result: "ERROR", error: { cause: "SERVER_BUSY" } }), {
      status: 503,
      headers: { "retry-after": retryAfter, "x-gateway-request": "r-77" },
    });

  it("waits as long as Retry-After asks before the next attempt, and keeps the headers on the error", async () => {
    const waits: number[] = [];
    let calls = 0;
    const fetch: FetchFunction = async (...args) => (++calls === 1 ? busyAnswer("2")() : globalThis.fetch(...args));
    const body = await client({ fetch, sleep: async (milliseconds) => void waits.push(milliseconds) }).verify({
      orderId: nextOrder(),
      transactionId: "1",
      body: { order: { currency: "USD" } },
    });
    expect(body.order).toBeDefined();
    expect(waits).toEqual([2000]);
    const failed = (await rejection(
      client({ fetch: async () => busyAnswer("1")(), attempts: 1 }).verify({
        orderId: "o",
        transactionId: "t",
        body: { order: { currency: "USD" } },
      }),
    )) as GatewayError;
    expect(failed.status).toBe(503);
    expect(failed.headers?.get("x-gateway-request")).toBe("r-77");
  });

  it("waits a Retry-After of exactly a minute, and gives up at once on one second more", async () => {
    const waitsFor = async (retryAfter: string) => {
      const waits: number[] = [];
      let calls = 0;
      const fetch: FetchFunction = async () => (++calls === 1 ? busyAnswer(retryAfter)() : new Response("{}", { status: 200 }));
      await client({ fetch, sleep: async (milliseconds) => void waits.push(milliseconds) })
        .verify({ orderId: "o", transactionId: "t", body: { order: { currency: "USD" } } })
        .catch((error: unknown) => watch.see(error));
      return { waits, calls };
    };
    expect(await waitsFor("60")).toEqual({ waits: [60_000], calls: 2 });
    expect(await waitsFor("61")).toEqual({ waits: [], calls: 1 });
  });

  it.each(["-1", "1.5", "1e3", "soon"])("reads Retry-After %j as no wait asked: the back-off's own, never 0 ms", async (retryAfter) => {
    const waits: number[] = [];
    let calls = 0;
    const fetch: FetchFunction = async () => (++calls === 1 ? busyAnswer(retryAfter)() : new Response("{}", { status: 200 }));
    await client({ fetch, random: () => 0.5, sleep: async (milliseconds) => void waits.push(milliseconds) }).verify({
      orderId: "o",
      transactionId: "t",
      body: { order: { currency: "USD" } },
    });
    // Full jitter from 200 ms: half of the first ceiling.
    expect(waits).toEqual([100]);
  });

  it("ends a Retry-After wait at once when the caller aborts: no timer is left behind", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const controller = new AbortController();
      let calls = 0;
      const fetch: FetchFunction = async () => {
        calls++;
        return busyAnswer("30")();
      };
      const pending = rejection(
        client({
          fetch,
          sleep: undefined,
          attempts: 3,
          logger: (event) => event.type === "retry" && queueMicrotask(() => controller.abort(new Error("stop"))),
        }).verify({ orderId: "o", transactionId: "t", body: { order: { currency: "USD" } } }, { signal: controller.signal }),
      );
      // No fake time passes: a wait that ignored the abort would never end, and the test would time out.
      const error = await pending;
      expect(error).toBeInstanceOf(GatewayAbortError);
      expect((error as GatewayAbortError).cause).toEqual(new Error("stop"));
      expect(calls).toBe(1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends the wait at once when the caller aborted just before it", { timeout: 10_000 }, async () => {
    const controller = new AbortController();
    const error = await rejection(
      client({
        fetch: async () => busyAnswer("30")(),
        attempts: 3,
        // A wait that never ends, and an abort as the retry is logged, before the wait begins.
        sleep: () => new Promise(() => undefined),
        logger: (event) => event.type === "retry" && controller.abort(new Error("now")),
      }).verify({ orderId: "o", transactionId: "t", body: { order: { currency: "USD" } } }, { signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(GatewayAbortError);
  });

  it("leaves no listener on the caller's signal once a call with waits is over", async () => {
    const controller = new AbortController();
    let calls = 0;
    const fetch: FetchFunction = async (...args) => (++calls === 1 ? busyAnswer("1")() : globalThis.fetch(...args));
    await client({ fetch }).verify(
      { orderId: nextOrder(), transactionId: "1", body: { order: { currency: "USD" } } },
      { signal: controller.signal },
    );
    expect(calls).toBe(2);
    expect(getEventListeners(controller.signal, "abort")).toEqual([]);
  });

  it("gives up at once when Retry-After asks for more than a minute", async () => {
    let calls = 0;
    const fetch: FetchFunction = async () => {
      calls++;
      return busyAnswer("120")();
    };
    const error = await rejection(
      client({ fetch, attempts: 3 }).verify({ orderId: "o", transactionId: "t", body: { order: { currency: "USD" } } }),
    );
    expect(error).toBeInstanceOf(ServerBusyError);
    expect(calls).toBe(1);
  });
});

describe("configuration", () => {
  it("refuses a base URL that is not an absolute http(s) URL when the client is made", () => {
    for (const baseUrl of ["not a url", "ftp://gateway.example", "/rest", ""]) {
      expect(() => new GatewayClient({ baseUrl, merchantId: MERCHANT, apiPassword: PASSWORD }), baseUrl).toThrow(GatewayConfigurationError);
    }
    expect(() => new GatewayClient({ baseUrl: "https://gateway.example", merchantId: MERCHANT })).not.toThrow();
  });

  it.each([
    ["user info", "http://user:pw-in-url@127.0.0.1:9/rest", "must not hold user info"],
    ["a user alone", "http://user@127.0.0.1:9", "must not hold user info"],
    ["a password alone", "http://:pw-in-url@127.0.0.1:9", "must not hold user info"],
    ["a fragment", "https://gateway.example/api#frag", "must not hold a fragment"],
    ["an empty fragment", "https://gateway.example/api#", "must not hold a fragment"],
    ["a query", "https://gateway.example/api?x=1", "must not hold a query"],
    ["an empty query", "https://gateway.example/api?", "must not hold a query"],
  ])("refuses a base URL with %s when the client is made, without repeating it", (_, baseUrl, message) => {
    const made = () => new GatewayClient({ baseUrl, merchantId: MERCHANT, apiPassword: PASSWORD });
    expect(made).toThrow(GatewayConfigurationError);
    expect(made).toThrow(message);
    const error = (() => {
      try {
        made();
      } catch (thrown) {
        return thrown as Error;
      }
    })();
    expect(error?.message).not.toContain("pw-in-url");
    expect(error?.message).not.toContain(baseUrl);
  });

  it(`refuses a password shorter than 8 characters when the client is made, and takes one of 8`, () => {
    const made = (apiPassword: string) => () =>
      new GatewayClient({ baseUrl: "https://gateway.example", merchantId: MERCHANT, apiPassword });
    expect(made("1234567")).toThrow(GatewayConfigurationError);
    expect(made("1234567")).toThrow("apiPassword must be a text of at least 8 characters");
    expect(made("12345678")).not.toThrow();
    expect(made("")).toThrow(GatewayConfigurationError);
    expect(made("😀😀😀😀😀😀😀")).toThrow(GatewayConfigurationError);
    expect(made(42 as unknown as string)).toThrow(GatewayConfigurationError);
  });

  it("logs every event, masked, to console.debug when debug is on, and nothing when it is off", async () => {
    const lines: string[] = [];
    const original = console.debug;
    console.debug = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    try {
      const body = { ...amount, sourceOfFunds: { provided: { card: { number: CARD } } } } as never;
      // No logger of its own, so that console.debug is the only way out; the watch reads what it printed.
      const unlogged = (options: Partial<ClientOptions>) =>
        new GatewayClient({ baseUrl: double.url, merchantId: MERCHANT, apiPassword: PASSWORD, ...noWait, ...options });
      await unlogged({}).authorize({ orderId: nextOrder(), transactionId: "1", body });
      expect(lines).toEqual([]);
      await unlogged({ debug: true }).authorize({ orderId: nextOrder(), transactionId: "1", body });
      expect(lines.map((line) => line.split(" ", 1)[0])).toEqual(["[gateway-client]", "[gateway-client]"]);
      expect(lines.map((line) => JSON.parse(line.replace("[gateway-client] ", "")).type)).toEqual(["request", "response"]);
      expect(lines.join("\n")).toContain("512345xxxxxx0008");
      watch.see(lines);
    } finally {
      console.debug = original;
    }
  });
});

describe("path identifiers", () => {
  it.each(["../../admin", "a?b=c", "a#b", "a/b", "%2e%2e", "spaces and ünïcode", "a;b"])(
    "keeps %j inside its own path segment",
    async (orderId) => {
      await client().authorize({ orderId, transactionId: "1", body: amount });
      expect(double.order(MERCHANT, orderId)?.transactions).toEqual(["1"]);
    },
  );

  it.each([
    ["..", "orderId", "Cannot be '.' or '..'."],
    [".", "transactionId", "Cannot be '.' or '..'."],
    ["", "orderId", "Must be 1 to 40 characters."],
    ["x".repeat(41), "transactionId", "Must be 1 to 40 characters."],
  ])("refuses %j as %s before sending", async (value, argument, explanation) => {
    const params = { orderId: "o", transactionId: "t", [argument]: value };
    const fetch = vi.fn<FetchFunction>();
    const error = (await rejection(client({ fetch }).authorize({ ...params, body: amount }))) as GatewayError;
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.error).toMatchObject({ field: argument, validationType: "INVALID", explanation });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a lone surrogate as a typed error naming the argument, never a raw URIError", async () => {
    for (const orderId of ["\uD800", "a\uDC00b"]) {
      const error = (await rejection(client().authorize({ orderId, transactionId: "1", body: amount }))) as GatewayError;
      expect(error).toBeInstanceOf(InvalidRequestError);
      expect(error.error).toMatchObject({
        field: "orderId",
        validationType: "INVALID",
        explanation: "Must be well-formed text (it holds a lone surrogate).",
      });
    }
    await client().authorize({ orderId: "pair-😀", transactionId: "1", body: amount });
    expect(double.order(MERCHANT, "pair-😀")?.transactions).toEqual(["1"]);
  });

  it("refuses a merchant id outside section 2.2's characters, before sending", async () => {
    const fetch = vi.fn<FetchFunction>();
    const error = (await rejection(
      client({ merchantId: "bad merchant!", fetch }).authorize({ orderId: "o", transactionId: "t", body: amount }),
    )) as GatewayError;
    expect(error.error).toMatchObject({ field: "merchantId", explanation: "Contains characters that are not allowed." });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("credentials and sensitive data", () => {
  it("never shows the password: not in errors, log lines, toString, JSON or inspect of the client", async () => {
    const events: LogEvent[] = [];
    const gateway = client({ logger: (event) => events.push(event) });
    watch.see(gateway);
    const failures = [
      () => gateway.authorize({ orderId: nextOrder(), transactionId: "1", body: { order: { currency: "USD" } } }),
      () => client({ apiPassword: `${PASSWORD}x` }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount }),
      () => client({ baseUrl: "http://127.0.0.1:1", attempts: 1 }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount }),
    ];
    for (const failure of failures) await rejection(failure());
    await gateway.authorize({ orderId: nextOrder(), transactionId: "1", body: amount });
    expect(JSON.stringify(events)).toContain("[redacted]");
    // The leak watch, after every test of this file, finds no password, Basic header or card number in any of it.
  });

  it("shows its base URL and merchant id to JSON and toString, and nothing else", () => {
    const gateway = new GatewayClient({ baseUrl: "https://gateway.example/api", merchantId: MERCHANT, apiPassword: PASSWORD });
    expect(gateway.toJSON()).toEqual({ baseUrl: "https://gateway.example/api", merchantId: MERCHANT });
    expect(JSON.parse(JSON.stringify(gateway))).toEqual({ baseUrl: "https://gateway.example/api", merchantId: MERCHANT });
    expect(String(gateway)).toBe(`GatewayClient(https://gateway.example/api, merchantId ${MERCHANT})`);
    const withoutPassword = new GatewayClient({ baseUrl: "https://gateway.example", merchantId: MERCHANT });
    expect(String(withoutPassword)).toBe(`GatewayClient(https://gateway.example, merchantId ${MERCHANT})`);
  });

  it("masks card numbers to first 6 and last 4 in log lines, also inside a region the spec does not show", async () => {
    const lines: string[] = [];
    await client({ logger: (event) => lines.push(JSON.stringify(event)) }).authorize({
      orderId: nextOrder(),
      transactionId: "1",
      body: { ...amount, sourceOfFunds: { provided: { card: { number: CARD } } }, agreement: { customData: "note" } } as never,
    });
    const request = lines.find((line) => line.includes('"type":"request"')) as string;
    expect(request).toContain("512345xxxxxx0008");
    expect(request).toContain('"customData":"[redacted]"');
  });
});

describe("load", () => {
  it("completes hundreds of concurrent calls with nothing lost or duplicated", async () => {
    const gateway = client();
    const prefix = nextOrder();
    const calls = Array.from({ length: 300 }, (_, index) => ({
      orderId: `${prefix}-${index % 100}`,
      transactionId: String(Math.floor(index / 100)),
    }));
    // Browser payments: an initiated order takes another (spec/api/double.yaml outcomes' `from`).
    const results = await Promise.all(calls.map((call) => gateway.initiateBrowserPayment({ ...call, body: amount })));
    expect(results).toHaveLength(300);
    for (let index = 0; index < 100; index++) {
      expect(double.order(MERCHANT, `${prefix}-${index}`)?.transactions.sort()).toEqual(["0", "1", "2"]);
    }
  });
});
