// The gateway double under hostile or careless callers: bodies over its limit, other methods, broken
// credentials and path identifiers, slow and aborted requests, and a flood of concurrent calls on the
// same orders. Every answer is the error shape (never a crash or a 500 for the caller's mistake),
// and nothing is lost or accepted twice. `npm run flood` runs the flood at 2,000 requests.

import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DoubleOptionError,
  GatewayClient,
  InvalidRequestError,
  RequestRejectedError,
  ServerBusyError,
  ServerFailedError,
  startGatewayMock,
  validateResponse,
  type ClientOptions,
  type Faults,
  type GatewayError,
  type RunningDouble,
} from "../../generated/dist/index.js";
import { checkServerOptions } from "../../generated/dist/double/server-options.js";
import { floodDouble } from "./flood.js";
import { endlessBody } from "./endless-body.js";

const MERCHANT = "HOSTILE01";
const PASSWORD = "hostile-password";
const authorization = `Basic ${Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString("base64")}`;
const LIMIT = 2048;
let double: RunningDouble;

beforeAll(async () => {
  double = await startGatewayMock({
    merchants: { [MERCHANT]: PASSWORD },
    maxBodyBytes: LIMIT,
    headersTimeoutMs: 300,
    requestTimeoutMs: 600,
  });
});
afterAll(async () => {
  await double.close();
});

const path = (orderId: string, transactionId = "1", merchant = MERCHANT, version = "100") =>
  `/rest/version/${version}/merchant/${merchant}/order/${orderId}/transaction/${transactionId}`;
const amount = { apiOperation: "AUTHORIZE", order: { amount: "10.00", currency: "USD" } };

async function call(target: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(`${double.url}${target}`, {
    method: "PUT",
    ...init,
    headers: { authorization, "content-type": "application/json", ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === "" ? undefined : (JSON.parse(text) as unknown) };
}

/** The body is the error shape of section 7 (as the package's own validator reads it). */
function expectErrorShape(body: unknown): void {
  expect(body).toMatchObject({ result: "ERROR", error: { cause: expect.any(String) } });
  expect(validateResponse("AUTHORIZE", 100, body)).toEqual({ valid: true });
}

describe("limits", () => {
  it("answers 413 with the error shape to a body over the limit, declared or sent chunked", async () => {
    const big = JSON.stringify({ ...amount, order: { ...amount.order, description: "x".repeat(LIMIT) } });
    const declared = await call(path("big-1"), { body: big });
    expect(declared.status).toBe(413);
    expectErrorShape(declared.body);
    const chunked = await call(path("big-2"), {
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expectErrorShape(chunked.body);
    expect(double.order(MERCHANT, "big-1")).toBeUndefined();
    expect((await call(path("after-big"), { body: JSON.stringify(amount) })).status).toBe(201);
  });

  it("answers 405 with an Allow header to another method on the endpoint's path", async () => {
    for (const method of ["GET", "POST", "DELETE", "PATCH"]) {
      const answer = await call(path("methods"), { method, ...(method === "GET" ? {} : { body: JSON.stringify(amount) }) });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("allow"), method).toBe("PUT");
      expectErrorShape(answer.body);
    }
    expect(double.order(MERCHANT, "methods")).toBeUndefined();
  });
});

describe("credentials and path identifiers", () => {
  it("answers 401 with the error shape to malformed credentials and unknown merchants", async () => {
    const tries: [string, string][] = [
      ["no scheme", "nothing"],
      ["empty Basic", "Basic "],
      ["not Base64", "Basic !!!***"],
      ["no colon", `Basic ${Buffer.from("merchant.HOSTILE01").toString("base64")}`],
      ["another scheme", `Bearer ${PASSWORD}`],
      ["a megabyte of Basic", `Basic ${"A".repeat(16_000)}`],
    ];
    for (const [what, header] of tries) {
      const answer = await call(path("creds"), { body: JSON.stringify(amount), headers: { authorization: header } });
      expect(answer.status, what).toBe(401);
      expectErrorShape(answer.body);
    }
    const stranger = await call(path("creds", "1", "NOBODY"), { body: JSON.stringify(amount) });
    expect(stranger.status).toBe(401);
    expect(double.orderCount(MERCHANT)).toBeGreaterThan(0);
    expect(double.order(MERCHANT, "creds")).toBeUndefined();
  });

  it("refuses identifiers outside section 2.2 by name, and keeps an escaped '/' inside its segment", async () => {
    const refused: [string, string, string][] = [
      ["41 characters", path("o".repeat(41)), "orderid"],
      ["a transaction id of 41", path("fine", "t".repeat(41)), "transactionid"],
      ["broken escapes", path("%E0%A4%A"), "orderid"],
      ["a merchant outside its characters", path("fine", "1", "BAD%20MERCHANT"), "merchantId"],
    ];
    for (const [what, target, field] of refused) {
      const answer = await call(target, { body: JSON.stringify(amount) });
      expect(answer.status, what).toBe(400);
      expectErrorShape(answer.body);
      expect((answer.body as { error: { field?: string } }).error.field, what).toBe(field);
    }
    const slash = await call(path("a%2Fb"), { body: JSON.stringify(amount) });
    expect(slash.status).toBe(201);
    expect(double.order(MERCHANT, "a/b")?.transactions).toEqual(["1"]);
    // '..', escaped or not, is resolved away by the URL: the path is no longer the endpoint's.
    for (const dots of ["x/..", "%2E%2E", "%2e."]) {
      const answer = await call(`/rest/version/100/merchant/${MERCHANT}/order/${dots}/transaction/1`, { body: JSON.stringify(amount) });
      expect(answer.status, dots).toBe(404);
      expectErrorShape(answer.body);
    }
  });

  it("answers bodies that are not a JSON object with the error shape, saying which they are", async () => {
    const said = async (body: string) => {
      const answer = await call(path(`not-object-${body.length}-${body.charCodeAt(0) || 0}`), { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectErrorShape(answer.body);
      // No field-level error: neither a field nor a validation type (section 7 gives them together).
      expect(Object.keys((answer.body as { error: object }).error).sort(), JSON.stringify(body)).toEqual(["cause", "explanation"]);
      return (answer.body as { error: { explanation?: string } }).error.explanation;
    };
    for (const body of ["[]", "null", "42", '"text"']) expect(await said(body), body).toBe("The request body must be a JSON object.");
    for (const body of ["{", ""]) expect(await said(body), body).toBe("The request body is not valid JSON.");
    // A byte-order mark before the JSON is ignored (RFC 8259 allows it): the body is read, then judged.
    const withBom = await call(path("bom"), { body: `\u{FEFF}${JSON.stringify(amount)}` });
    expect(withBom.status).toBe(201);
  });
});

/** A raw connection to the double that writes `parts` one at a time, `pauseMs` apart; resolves with what came back and whether it closed. */
function trickle(parts: string[], pauseMs: number): Promise<{ answer: string; closed: boolean }> {
  const url = new URL(double.url);
  return new Promise((resolve) => {
    const socket: Socket = connect(Number(url.port), url.hostname);
    let answer = "";
    let index = 0;
    const next = () => {
      if (socket.destroyed || index >= parts.length) return;
      socket.write(parts[index++] as string);
      setTimeout(next, pauseMs);
    };
    socket.on("connect", next);
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ answer, closed: true }));
    setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, 5_000);
  });
}

describe("an address of its own", () => {
  it("listens on an IPv6 address when asked, and names it in brackets in its URL", async () => {
    const v6 = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD }, host: "::1" });
    try {
      expect(v6.url).toMatch(/^http:\/\/\[::1\]:\d+$/);
      const response = await fetch(`${v6.url}${path("ipv6")}`, {
        method: "PUT",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify(amount),
      });
      expect(response.status).toBe(201);
    } finally {
      await v6.close();
    }
  });
});

describe("slow and broken connections", () => {
  it("cuts off a client whose headers trickle in past the headers time-out", async () => {
    const headers = `PUT ${path("slow-1")} HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nX-Slow: ${"a".repeat(40)}\r\n\r\n`;
    const { closed, answer } = await trickle(headers.match(/[\s\S]{1,8}/g) ?? [], 100);
    expect(closed).toBe(true);
    // Closed without a word (Node's own answer would be a 408).
    expect(answer).toBe("");
    expect(double.order(MERCHANT, "slow-1")).toBeUndefined();
  });

  it("cuts off a client whose body trickles in past the request time-out", async () => {
    const body = JSON.stringify(amount);
    const head = `PUT ${path("slow-2")} HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { closed, answer } = await trickle([head, ...(body.match(/[\s\S]{1,4}/g) ?? [])], 150);
    expect(closed).toBe(true);
    expect(answer).not.toContain("201");
    expect(double.order(MERCHANT, "slow-2")).toBeUndefined();
  });

  it("closes a connection that does not speak HTTP without a word, and answers the next one", async () => {
    const { closed, answer } = await trickle(["NOT HTTP AT ALL\r\n\r\n"], 10);
    expect(closed).toBe(true);
    // Node's own answer to a parse error would be a 400 Bad Request.
    expect(answer).toBe("");
    expect((await call(path("after-garbage"), { body: JSON.stringify(amount) })).status).toBe(201);
  });

  it("survives a request aborted mid-body, and answers the next one", async () => {
    const url = new URL(double.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          `PUT ${path("aborted")} HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nContent-Length: 1000\r\n\r\n{"apiOp`,
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on("error", () => undefined);
      socket.on("close", () => resolve());
    });
    expect(double.order(MERCHANT, "aborted")).toBeUndefined();
    expect((await call(path("aborted"), { body: JSON.stringify(amount) })).status).toBe(201);
  });
});

describe("refusals given before the body is read", () => {
  // The request time-out is far beyond the test's watch: only the double's own close ends these connections.
  let patient: RunningDouble;
  beforeAll(async () => {
    patient = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD }, headersTimeoutMs: 120_000, requestTimeoutMs: 120_000 });
  });
  afterAll(() => patient.close());

  const wrongPassword = `Basic ${Buffer.from(`merchant.${MERCHANT}:wrong`).toString("base64")}`;
  it.each([
    ["a wrong password", "PUT", path("endless-1"), wrongPassword, {}, 401],
    ["an unknown merchant", "PUT", path("endless-2", "1", "NOBODY"), authorization, {}, 401],
    ["no credentials", "PUT", path("endless-3"), "", {}, 401],
    ["an unknown version", "PUT", path("endless-4", "1", MERCHANT, "99"), wrongPassword, {}, 404],
    ["another method", "POST", path("endless-5"), wrongPassword, {}, 405],
    ["an identifier outside section 2.2", "PUT", path("o".repeat(41)), wrongPassword, {}, 400],
    ["a cause asked for", "PUT", path("endless-6"), authorization, { "x-double-cause": "SERVER_BUSY" }, 503],
    ["the busy fault", "PUT", path("endless-7"), authorization, {}, 503],
  ] as const)(
    "closes the connection after answering %s, without reading an endless body",
    async (what, method, target, credentials, extra, status) => {
      patient.setFaults(what === "the busy fault" ? { busyRate: 1 } : {});
      const headers = Object.entries({ ...(credentials === "" ? {} : { authorization: credentials }), ...extra })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("");
      const head = `${method} ${target} HTTP/1.1\r\nHost: x\r\n${headers}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
      const { answer, closed } = await endlessBody(patient.url, head);
      patient.setFaults({});
      expect(closed).toBe(true);
      expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(answer.toLowerCase()).toContain("\r\nconnection: close\r\n");
      expectErrorShape(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)));
    },
  );

  it("lingers after the answer: body bytes still arriving get no reset, and the connection then closes", async () => {
    const { port, hostname } = new URL(patient.url);
    const events: string[] = [];
    await new Promise<void>((resolve) => {
      // Half-open: the client goes on sending after the double's end, as an HTTP client does mid-body.
      const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
      socket.on("connect", () =>
        socket.write(`PUT ${path("linger")} HTTP/1.1\r\nHost: x\r\nAuthorization: ${wrongPassword}\r\nContent-Length: 200\r\n\r\n`),
      );
      socket.once("data", (data) => {
        events.push(data.toString().split("\r\n")[0] as string);
        // The rest of the body, after the answer: a double that closed outright answers the first part
        // with a reset, and the second write fails on it.
        setTimeout(() => socket.write("x".repeat(100), () => events.push("sent")), 50);
        setTimeout(() => socket.write("x".repeat(100), () => events.push("sent")), 150);
        setTimeout(() => socket.end(), 250);
      });
      socket.on("end", () => events.push("end"));
      socket.on("error", (error: NodeJS.ErrnoException) => events.push(error.code ?? "error"));
      socket.on("close", () => resolve());
    });
    // The double's end comes with its answer, before the client sends the rest.
    expect(events).toEqual(["HTTP/1.1 401 Unauthorized", "end", "sent", "sent"]);
  });

  it("gives the real client its typed error, not a network error, when it closes mid-body", async () => {
    const client = new GatewayClient({
      baseUrl: patient.url,
      merchantId: MERCHANT,
      apiPassword: "wrong-password",
      onWarning: () => undefined,
    });
    // Far more than the socket buffers hold: the double answers and closes while the client still sends.
    const body = { order: { amount: "10.00", currency: "USD" }, padding: "x".repeat(16 * 1024 * 1024) } as never;
    const error = await client.authorize({ orderId: "endless-client", transactionId: "1", body }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as GatewayError).status).toBe(401);
    expect((error as GatewayError).error).toEqual({ cause: "INVALID_REQUEST", explanation: "Invalid credentials." });
  });
});

describe("a flood of concurrent calls", () => {
  // A double of its own, with the default time-outs: the suite's 300 and 600 ms are for the slow
  // clients above, and 200 calls at once in this one process, on a busy machine, took longer than
  // 600 ms to be read, so the double ended them as slow (a reset seen as "fetch failed").
  let flooded: RunningDouble;
  beforeAll(async () => {
    flooded = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD }, maxBodyBytes: LIMIT });
  });
  afterAll(async () => {
    await flooded.close();
  });

  it("loses nothing: each transaction id is accepted once, and every order ends as a call left it", async () => {
    const report = await floodDouble(flooded.url, MERCHANT, PASSWORD, { requests: 200, orders: 10, seed: 7 }, (orderId) =>
      flooded.order(MERCHANT, orderId),
    );
    expect(report.problems).toEqual([]);
    expect(report.byStatus["201"]).toBe(10);
    expect(report.accepted).toBeGreaterThan(20);
    expect(report.byStatus["500"]).toBeUndefined();
  }, 60_000);
});

describe("error causes on demand", () => {
  const client = (options: Partial<ClientOptions> = {}) =>
    new GatewayClient({ baseUrl: double.url, merchantId: MERCHANT, apiPassword: PASSWORD, attempts: 1, ...options });
  const body = { order: { amount: "10.00", currency: "USD" } };

  it.each([
    ["REQUEST_REJECTED", RequestRejectedError, 403],
    ["SERVER_BUSY", ServerBusyError, 503],
    ["SERVER_FAILED", ServerFailedError, 500],
  ] as const)("answers %s when a call asks for it by header, as its own error class", async (cause, errorClass, status) => {
    const error = await client()
      .authorize({ orderId: `on-demand-${cause}`, transactionId: "1", body }, { headers: { "x-double-cause": cause } })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(errorClass);
    expect((error as GatewayError).status).toBe(status);
    expect((error as GatewayError).error.cause).toBe(cause);
    expect(double.order(MERCHANT, `on-demand-${cause}`)).toBeUndefined();
  });

  it.each([
    ["x-double-cause", "BOGUS", "Must be one of REQUEST_REJECTED, SERVER_BUSY, SERVER_FAILED."],
    ["x-double-cause", "server_busy", "Must be one of REQUEST_REJECTED, SERVER_BUSY, SERVER_FAILED."],
    ["x-double-cause", "", "Must be one of REQUEST_REJECTED, SERVER_BUSY, SERVER_FAILED."],
    ["x-double-fault", "drop", "Must be one of drop-after."],
  ])("refuses %s: %j with 400 naming the header, and carries nothing out", async (header, value, explanation) => {
    const orderId = `unknown-${header}-${value}`;
    const error = await client()
      .authorize({ orderId, transactionId: "1", body }, { headers: { [header]: value } })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as GatewayError).status).toBe(400);
    expect((error as GatewayError).error).toEqual({ cause: "INVALID_REQUEST", validationType: "INVALID", field: header, explanation });
    expect(double.order(MERCHANT, orderId)).toBeUndefined();
  });

  it("refuses faults a test gives wrong with DoubleOptionError naming the option, and keeps the faults it had", async () => {
    const refusal = (faults: Faults) => {
      try {
        double.setFaults(faults);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    double.setFaults({ causeRates: { SERVER_BUSY: 1 } });
    try {
      expect(refusal({ causeRates: { FOO: 0.5 } })).toMatchObject({
        name: "DoubleOptionError",
        option: "faults.causeRates",
        message: 'faults.causeRates names "FOO", no cause the double gives on demand (REQUEST_REJECTED, SERVER_BUSY, SERVER_FAILED)',
      });
      expect(refusal({ causeRates: { SERVER_BUSY: 2 } })).toMatchObject({ option: "faults.causeRates.SERVER_BUSY" });
      expect(refusal({ busyRate: -0.1 })).toMatchObject({ option: "faults.busyRate" });
      expect(refusal({ dropRate: Number.NaN })).toMatchObject({ option: "faults.dropRate" });
      expect(refusal({ delayMs: -1 })).toMatchObject({ option: "faults.delayMs" });
      expect(refusal({ busyRate: 2 })).toBeInstanceOf(DoubleOptionError);
      expect(refusal({ busyRate: 2 })).toBeInstanceOf(RangeError);
      const error = await client()
        .authorize({ orderId: "kept-faults", transactionId: "1", body })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(ServerBusyError);
    } finally {
      double.setFaults({});
    }
    await expect(startGatewayMock({ merchants: { A1: "password-1" }, faults: { causeRates: { server_busy: 1 } } })).rejects.toThrow(
      DoubleOptionError,
    );
    for (const [option, value] of [
      ["port", -1],
      ["port", 1.5],
      ["port", 65_536],
      ["headersTimeoutMs", 0],
      ["headersTimeoutMs", Number.POSITIVE_INFINITY],
      ["requestTimeoutMs", Number.NaN],
      ["requestTimeoutMs", "100" as unknown as number],
    ] as const)
      await expect(
        startGatewayMock({ merchants: { A1: "password-1" }, [option]: value }),
        `${option} ${String(value)}`,
      ).rejects.toMatchObject({
        name: "DoubleOptionError",
        option,
      });
    await expect(startGatewayMock({ merchants: { A1: "password-1" }, headersTimeoutMs: 0.5 })).rejects.toThrow(
      "headersTimeoutMs must be a number of milliseconds from 1, not 0.5",
    );
  });

  it("takes the edges of its options: port 65535, time-outs of 1 ms", () => {
    expect(() => checkServerOptions({ port: 65_535, headersTimeoutMs: 1, requestTimeoutMs: 1 })).not.toThrow();
  });

  it("answers a cause at the rate a test sets, and nothing once the rate is gone", async () => {
    double.setFaults({ causeRates: { REQUEST_REJECTED: 1 } });
    try {
      const error = await client()
        .authorize({ orderId: "rated-1", transactionId: "1", body })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(RequestRejectedError);
      expect((error as GatewayError).error.supportCode).toBe("DOUBLE-REJECTED");
    } finally {
      double.setFaults({});
    }
    await expect(client().authorize({ orderId: "rated-2", transactionId: "1", body })).resolves.toBeDefined();
  });
});
