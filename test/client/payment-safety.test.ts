// Payment safety (issue 22): an answer lost after the gateway carried a call out is never reported as
// an invalid request (the caller would authorize again under a new transaction id), and what the spec
// cannot classify (a card security code sent through extraFields) reaches no log masked or not.
// The double's drop-after fault carries a call out and then drops its answer, so tests reach this.

import { execFile, spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  GatewayAbortError,
  GatewayClient,
  GatewayError,
  GatewayNetworkError,
  GatewayOutcomeUnknownError,
  GatewayTimeoutError,
  InvalidRequestError,
  ServerBusyError,
  startGatewayMock,
  type ClientOptions,
  type FetchFunction,
  type LogEvent,
  type RequestLogEntry,
  type RunningDouble,
} from "../../generated/dist/index.js";
import { CARD, LeakWatch, MERCHANT, PASSWORD, rejection as rejectionOf, refusingUrl } from "../support/client-harness.js";
import { REPO_ROOT } from "../support/fixtures.js";

let double: RunningDouble;
const doubleLog: RequestLogEntry[] = [];
const watch = new LeakWatch();
const rejection = (promise: Promise<unknown>) => rejectionOf(promise, watch);

beforeAll(async () => {
  double = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD }, log: (entry) => doubleLog.push(entry) });
  refusing = await refusingUrl();
});
afterAll(async () => {
  await double.close();
});
afterEach(() => {
  double.setFaults({});
  watch.see(doubleLog.splice(0));
  watch.assertNoLeak();
});

let orders = 0;
const nextOrder = () => `safety-${++orders}`;
const amount = { order: { amount: "10.00", currency: "USD" } };
/** A port nothing listens on: the connection is refused, nothing is sent. */
let refusing: string;

function client(options: Partial<ClientOptions> = {}): GatewayClient {
  return new GatewayClient({
    baseUrl: double.url,
    merchantId: MERCHANT,
    apiPassword: PASSWORD,
    random: () => 0.5,
    sleep: async () => undefined,
    ...options,
    logger: (event) => {
      watch.logger(event);
      options.logger?.(event);
    },
    onWarning: watch.onWarning,
    onDrift: watch.onDrift,
  });
}

/** A fetch whose attempts go, in turn, to the URLs `route` gives (the double's by default). */
function routed(route: (attempt: number) => "double" | "refusing"): FetchFunction {
  let attempt = 0;
  return (url, init) => globalThis.fetch(route(++attempt) === "double" ? url : url.replace(double.url, refusing), init);
}

describe("an answer lost after the gateway carried the call out", () => {
  it("is GatewayOutcomeUnknownError, never InvalidRequestError, when the retry is refused as a reused transaction id", async () => {
    double.setFaults({ dropAfterRate: 1 });
    const orderId = nextOrder();
    const events: LogEvent[] = [];
    const error = await rejection(
      client({ attempts: 3, sleep: async () => double.setFaults({}), logger: (event) => events.push(event) }).authorize({
        orderId,
        transactionId: "7",
        body: amount,
      }),
    );
    expect(error).toBeInstanceOf(GatewayOutcomeUnknownError);
    expect(error).not.toBeInstanceOf(GatewayError);
    const unknown = error as GatewayOutcomeUnknownError;
    expect(unknown.name).toBe("GatewayOutcomeUnknownError");
    expect(unknown.transaction).toBe("7");
    expect(unknown.attempts).toBe(2);
    expect(unknown.transactionUsed).toBe(true);
    expect(unknown.message).toBe(
      "AUTHORIZE: outcome unknown after 2 attempts: an earlier attempt may have reached the gateway, and the retry says its transaction id is already used",
    );
    expect(unknown.cause).toBeInstanceOf(InvalidRequestError);
    expect((unknown.cause as GatewayError).status).toBe(400);
    expect((unknown.cause as GatewayError).error).toMatchObject({ field: "transactionid", validationType: "INVALID" });
    // The lost attempt authorized: the order holds the transaction once.
    expect(double.order(MERCHANT, orderId)).toMatchObject({ status: "AUTHORIZED", transactions: ["7"] });
    expect(events.filter((event) => event.type === "retry").map((event) => event.type === "retry" && event.reason)).toEqual([
      "connection failed",
    ]);
  });

  it("is reached per call with the header x-double-fault: drop-after, every attempt carrying it", async () => {
    const orderId = nextOrder();
    const error = (await rejection(
      client({ attempts: 2 }).authorize({ orderId, transactionId: "1", body: amount }, { headers: { "x-double-fault": "drop-after" } }),
    )) as GatewayOutcomeUnknownError;
    expect(error).toBeInstanceOf(GatewayOutcomeUnknownError);
    expect(error.transactionUsed).toBe(true);
    expect(double.order(MERCHANT, orderId)?.transactions).toEqual(["1"]);
  });

  it("leaves a lost answer a network error with outcomeUnknown when no retry is left", async () => {
    const orderId = nextOrder();
    const error = (await rejection(
      client({ attempts: 1 }).authorize({ orderId, transactionId: "1", body: amount }, { headers: { "x-double-fault": "drop-after" } }),
    )) as GatewayNetworkError;
    expect(error).toBeInstanceOf(GatewayNetworkError);
    expect(error.outcomeUnknown).toBe(true);
    expect(double.order(MERCHANT, orderId)?.status).toBe("AUTHORIZED");
  });

  it("after a lost answer, a retry the caller aborts ends as the caller's abort, not as a network error", async () => {
    double.setFaults({ dropAfterRate: 1 });
    const controller = new AbortController();
    const reason = new Error("the caller gave up");
    const error = (await rejection(
      client({
        attempts: 3,
        sleep: async () => {
          // The retry hangs at the double until the caller aborts it.
          double.setFaults({ delayMs: 10_000 });
          setTimeout(() => controller.abort(reason), 50);
        },
      }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount, signal: controller.signal }),
    )) as GatewayAbortError;
    expect(error).toBeInstanceOf(GatewayAbortError);
    expect(error.message).toBe("AUTHORIZE: aborted by the caller");
    expect(error.cause).toBe(reason);
  });

  it("retries after the default wait when no sleep is given (a random draw of 0 waits no time)", async () => {
    const orderId = nextOrder();
    const events: LogEvent[] = [];
    const answer = await client({
      attempts: 2,
      random: () => 0,
      sleep: undefined,
      fetch: routed((attempt) => (attempt === 1 ? "refusing" : "double")),
      logger: (event) => events.push(event),
    }).authorize({ orderId, transactionId: "1", body: amount });
    expect(answer.order).toMatchObject({ id: orderId });
    expect(events.filter((event) => event.type === "retry")).toEqual([expect.objectContaining({ attempt: 1, delayMilliseconds: 0 })]);
  });

  it("is GatewayOutcomeUnknownError for any refusal of the retry, which then does not say the id is used", async () => {
    double.setFaults({ dropAfterRate: 1 });
    const error = (await rejection(
      client({ attempts: 2, sleep: async () => double.setFaults({ busyRate: 1 }) }).authorize({
        orderId: nextOrder(),
        transactionId: "1",
        body: amount,
      }),
    )) as GatewayOutcomeUnknownError;
    expect(error).toBeInstanceOf(GatewayOutcomeUnknownError);
    expect(error.transactionUsed).toBe(false);
    expect(error.cause).toBeInstanceOf(ServerBusyError);
    expect(error.message).toContain("the retry says it was refused");
  });

  it("keeps the call's outcome unknown when the retry's connection then never opens", async () => {
    const orderId = nextOrder();
    const error = (await rejection(
      client({ attempts: 2, fetch: routed((attempt) => (attempt === 1 ? "double" : "refusing")) }).authorize(
        { orderId, transactionId: "1", body: amount },
        { headers: { "x-double-fault": "drop-after" } },
      ),
    )) as GatewayNetworkError;
    expect(error).toBeInstanceOf(GatewayNetworkError);
    expect(error.outcomeUnknown).toBe(true);
    // The operation, the host and port called and the system code; never the path (its identifiers).
    expect(error.message).toBe(`AUTHORIZE: the connection to ${new URL(double.url).host} failed (ECONNREFUSED)`);
  });

  it("is the refusal itself when the earlier attempt's connection never opened: nothing reached the gateway", async () => {
    const orderId = nextOrder();
    await client().authorize({ orderId, transactionId: "1", body: amount });
    // The caller reuses transaction id 1; the first attempt is refused before sending.
    const error = (await rejection(
      client({ attempts: 2, fetch: routed((attempt) => (attempt === 1 ? "refusing" : "double")) }).authorize({
        orderId,
        transactionId: "1",
        body: amount,
      }),
    )) as GatewayError;
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.error).toMatchObject({ field: "transactionid", validationType: "INVALID" });
  });

  it("says a connection refused before sending is a known outcome, a time-out an unknown one", async () => {
    const refused = (await rejection(
      client({ baseUrl: refusing, attempts: 1 }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount }),
    )) as GatewayNetworkError;
    expect(refused).toBeInstanceOf(GatewayNetworkError);
    expect(refused.outcomeUnknown).toBe(false);
    double.setFaults({ delayMs: 300 });
    const late = (await rejection(
      client({ timeoutMs: 50 }).authorize({ orderId: nextOrder(), transactionId: "1", body: amount }),
    )) as GatewayTimeoutError;
    expect(late).toBeInstanceOf(GatewayTimeoutError);
    expect(late.outcomeUnknown).toBe(true);
  });

  it("is a refusal as before on a first attempt that is refused as a reused transaction id", async () => {
    const orderId = nextOrder();
    await client().authorize({ orderId, transactionId: "1", body: amount });
    const error = await rejection(client().authorize({ orderId, transactionId: "1", body: amount }));
    expect(error).toBeInstanceOf(InvalidRequestError);
  });

  it("is an abort when the caller aborts during the wait after a lost answer", async () => {
    const controller = new AbortController();
    const error = await rejection(
      client({ attempts: 3, sleep: () => new Promise(() => controller.abort(new Error("gave up"))) }).authorize(
        { orderId: nextOrder(), transactionId: "1", body: amount, signal: controller.signal },
        { headers: { "x-double-fault": "drop-after" } },
      ),
    );
    expect(error).toBeInstanceOf(GatewayAbortError);
  });
});

describe("the double's drop-after fault", () => {
  const put = (orderId: string, headers: Record<string, string> = {}) =>
    globalThis.fetch(`${double.url}/rest/version/100/merchant/${MERCHANT}/order/${orderId}/transaction/1`, {
      method: "PUT",
      headers: { authorization: `Basic ${Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString("base64")}`, ...headers },
      body: JSON.stringify({ apiOperation: "AUTHORIZE", ...amount }),
    });

  it("carries the call out, then drops the connection instead of answering, by rate or by header", async () => {
    double.setFaults({ dropAfterRate: 1 });
    const byRate = nextOrder();
    await expect(put(byRate)).rejects.toThrow(TypeError);
    expect(double.order(MERCHANT, byRate)?.status).toBe("AUTHORIZED");
    double.setFaults({ dropAfterRate: 0 });
    expect((await put(nextOrder())).status).toBe(201);
    double.setFaults({});
    const byHeader = nextOrder();
    await expect(put(byHeader, { "x-double-fault": "drop-after" })).rejects.toThrow(TypeError);
    expect(double.order(MERCHANT, byHeader)?.transactions).toEqual(["1"]);
    // A fault the double does not give is refused naming the header, and nothing is carried out.
    const unknown = nextOrder();
    const refused = await put(unknown, { "x-double-fault": "something-else" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { field: "x-double-fault", explanation: "Must be one of drop-after." } });
    expect(double.order(MERCHANT, unknown)).toBeUndefined();
  });

  it("answers a refusal as usual: only a call carried out loses its answer", async () => {
    const orderId = nextOrder();
    expect((await put(orderId)).status).toBe(201);
    const refused = await put(orderId, { "x-double-fault": "drop-after" });
    expect(refused.status).toBe(400);
  });

  it("is a flag of gateway-mock: --drop-after-rate, listed by --help and checked", async () => {
    const cli = join(REPO_ROOT, "generated", "dist", "double", "cli.js");
    const run = (args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(process.execPath, [cli, ...args], (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
        ),
      );
    expect((await run(["--help"])).stdout).toContain("--drop-after-rate <0..1>");
    const bad = await run(["--merchant", "A1=password-1", "--drop-after-rate", "2"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--drop-after-rate takes a number from 0 to 1");
    const child = spawn(process.execPath, [cli, "--merchant", `${MERCHANT}=${PASSWORD}`, "--drop-after-rate", "1"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const url = await new Promise<string>((resolve) => child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())));
      const error = await rejection(
        new GatewayClient({
          baseUrl: url,
          merchantId: MERCHANT,
          apiPassword: PASSWORD,
          attempts: 2,
          sleep: async () => undefined,
        }).authorize({
          orderId: "cli-1",
          transactionId: "1",
          body: amount,
        }),
      );
      // Every attempt is carried out and dropped at rate 1: the retry is refused, and the refusal answered.
      expect(error).toBeInstanceOf(GatewayOutcomeUnknownError);
    } finally {
      child.kill("SIGTERM");
    }
  });
});

describe("a card security code sent through extraFields", () => {
  const extraFields = { "sourceOfFunds.provided.card.number": CARD, "sourceOfFunds.provided.card.securityCode": "123" };

  it("reaches the logger, debug output and the double's log masked, the card number to first 6 and last 4", async () => {
    const lines: string[] = [];
    const original = console.debug;
    console.debug = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    const events: LogEvent[] = [];
    try {
      await client({ logger: (event) => events.push(event) }).authorize({
        orderId: nextOrder(),
        transactionId: "1",
        body: amount,
        extraFields,
      });
      await new GatewayClient({ baseUrl: double.url, merchantId: MERCHANT, apiPassword: PASSWORD, debug: true }).authorize({
        orderId: nextOrder(),
        transactionId: "1",
        body: amount,
        extraFields,
      });
    } finally {
      console.debug = original;
    }
    const request = events.find((event) => event.type === "request");
    const masked = { provided: { card: { number: "512345xxxxxx0008", securityCode: "[redacted]" } } };
    expect(request?.type === "request" && request.body).toMatchObject({ sourceOfFunds: masked });
    expect(lines.join("\n")).toContain('"securityCode":"[redacted]"');
    const logged = doubleLog.at(-1);
    expect(logged?.body).toMatchObject({ sourceOfFunds: masked });
    const everything = JSON.stringify([events, lines, doubleLog]);
    expect(everything).not.toContain('"123"');
    watch.see(lines);
  });

  it("leaves the body out of the double's log where it is no JSON object", async () => {
    const authorization = `Basic ${Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString("base64")}`;
    for (const body of ["[1,2]", '"text"', "42"]) {
      const orderId = nextOrder();
      const response = await fetch(`${double.url}/rest/version/100/merchant/${MERCHANT}/order/${orderId}/transaction/1`, {
        method: "PUT",
        headers: { authorization, "content-type": "application/json" },
        body,
      });
      expect(response.status, body).toBe(400);
      const logged = doubleLog.find((entry) => entry.path.includes(`/order/${orderId}/`));
      expect(logged, body).toMatchObject({ method: "PUT", status: 400 });
      expect(logged && "body" in logged, body).toBe(false);
    }
  });

  it("is masked by its name in any case or spelling, anywhere, also with unknown values shown for a test", async () => {
    const events: LogEvent[] = [];
    await client({ logUnknownValues: true, logger: (event) => events.push(event) }).authorize({
      orderId: nextOrder(),
      transactionId: "1",
      body: amount,
      extraFields: {
        "sourceOfFunds.provided.card.CVV2": "456",
        "sourceOfFunds.provided.card.pin_block": "789",
        "agreement.customData": "note",
      },
    });
    const request = events.find((event) => event.type === "request");
    expect(request?.type === "request" && request.body).toMatchObject({
      sourceOfFunds: { provided: { card: { CVV2: "[redacted]", pin_block: "[redacted]" } } },
      agreement: { customData: "[redacted]" },
    });
  });
});

describe("values the spec cannot classify", () => {
  it("are masked whole in log events unless a test asks to see them; known values are shown", async () => {
    const send = async (options: Partial<ClientOptions>) => {
      const events: LogEvent[] = [];
      await client({ ...options, logger: (event) => events.push(event) }).authorize({
        orderId: nextOrder(),
        transactionId: "1",
        body: amount,
        extraFields: { "sourceOfFunds.provided.card.expiry.month": "05", "order.notAField": "visible?" },
      });
      return events.find((event) => event.type === "request");
    };
    const masked = await send({});
    expect(masked?.type === "request" && masked.body).toMatchObject({
      ...amount,
      apiOperation: "AUTHORIZE",
      order: { notAField: "[redacted]" },
      sourceOfFunds: { provided: { card: { expiry: { month: "[redacted]" } } } },
    });
    const shown = await send({ logUnknownValues: true });
    expect(shown?.type === "request" && shown.body).toMatchObject({
      order: { notAField: "visible?" },
      sourceOfFunds: { provided: { card: { expiry: { month: "05" } } } },
    });
  });

  it("are masked whole in the double's log, its known values shown", async () => {
    await client().authorize({
      orderId: nextOrder(),
      transactionId: "1",
      body: amount,
      extraFields: { "order.notAField": "hidden-value" },
    });
    const logged = doubleLog.at(-1);
    expect(logged?.body).toMatchObject({ ...amount, order: { notAField: "[redacted]" } });
    expect(JSON.stringify(doubleLog)).not.toContain("hidden-value");
  });

  it("are kept out of errors when a server echoes them back", async () => {
    const echo: FetchFunction = async (_, init) =>
      new Response(JSON.stringify({ result: "ERROR", error: { cause: "INVALID_REQUEST", explanation: `saw ${String(init.body)}` } }), {
        status: 400,
      });
    const error = (await rejection(
      client({ fetch: echo }).authorize({
        orderId: "o",
        transactionId: "t",
        body: amount,
        extraFields: { "order.notAField": "unknown-value-echoed" },
      }),
    )) as GatewayError;
    expect(error.error.explanation).toContain("[redacted]");
    expect(error.error.explanation).not.toContain("unknown-value-echoed");
    expect(error.error.explanation).toContain('"amount":"10.00"');
  });
});
