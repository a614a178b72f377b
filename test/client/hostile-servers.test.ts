// The client against servers that misbehave on purpose: garbage, bodies that are not JSON, answers far
// longer than any response, connections closed mid-body, headers and then silence, answers that echo
// the password, the Authorization header and the card number. Each ends in a typed error within the
// time-out, with no unhandled rejection, and the leak watch finds no secret in anything the test saw.

import { createServer as createRawServer, type Socket } from "node:net";
import { createServer, type ServerResponse } from "node:http";
import { afterEach, beforeAll, afterAll, describe, expect, it } from "vitest";
import {
  GatewayClient,
  GatewayNetworkError,
  GatewayRedirectError,
  GatewayResponseError,
  GatewayTimeoutError,
  InvalidRequestError,
  type ClientOptions,
} from "../../generated/dist/index.js";
import {
  CARD,
  CREDENTIALS,
  ESCAPED_PASSWORD,
  LeakWatch,
  MERCHANT,
  OTHER_CARD,
  PASSWORD,
  listen,
  recordingServer,
  rejection,
} from "../support/client-harness.js";

const watch = new LeakWatch();
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on("unhandledRejection", onUnhandled);
});
afterAll(() => {
  process.off("unhandledRejection", onUnhandled);
});
afterEach(() => {
  watch.assertNoLeak();
  expect(unhandled).toEqual([]);
});

const cardBody = { order: { amount: "10.00", currency: "USD" }, sourceOfFunds: { provided: { card: { number: CARD } } } };

function clientAt(baseUrl: string, options: Partial<ClientOptions> = {}): GatewayClient {
  return new GatewayClient({
    baseUrl,
    merchantId: MERCHANT,
    apiPassword: PASSWORD,
    attempts: 1,
    timeoutMs: 2000,
    logger: watch.logger,
    onWarning: watch.onWarning,
    onDrift: watch.onDrift,
    sleep: async () => undefined,
    ...options,
  });
}

const authorize = (gateway: GatewayClient) =>
  rejection(gateway.authorize({ orderId: "o-1", transactionId: "1", body: cardBody as never }), watch);

/** Everything a hostile server could echo: the body it got, its Authorization header and the decoded credentials. */
function echoOf(body: string, authorization: string | undefined): string {
  return `${body} ${authorization} ${Buffer.from(CREDENTIALS, "base64").toString()} ${encodeURIComponent(PASSWORD)}`;
}

describe("answers that echo what the client sent", () => {
  it("keeps no secret of a body that is not JSON: raw text, cause and headers are scrubbed", async () => {
    const server = await recordingServer((request, body) => ({
      status: 502,
      headers: { "x-echo": String(request.headers.authorization) },
      body: `<html>${echoOf(body, request.headers.authorization)}</html>`,
    }));
    try {
      const error = (await authorize(clientAt(server.url))) as GatewayResponseError;
      expect(error).toBeInstanceOf(GatewayResponseError);
      expect(error.status).toBe(502);
      expect(error.rawText).toMatch(/^<html>.*\[redacted\].*<\/html>$/s);
      expect(error.rawText).toContain("10.00");
      expect(error.headers?.get("x-echo")).toBe("[redacted]");
      expect(error.cause).toBeInstanceOf(SyntaxError);
      expect(server.received[0]?.body).toContain(CARD);
    } finally {
      await server.close();
    }
  });

  it("hides a card number it never sent when the raw text shows one", async () => {
    const other = "4111 1111 1111 1111";
    const server = await recordingServer(() => ({ status: 500, body: `card ${other} declined; order 1234567890123 kept` }));
    try {
      const error = (await authorize(clientAt(server.url))) as GatewayResponseError;
      expect(error.rawText).toBe("card [redacted] declined; order 1234567890123 kept");
    } finally {
      await server.close();
    }
  });

  it("scrubs the gateway's error object: message, explanation and headers show no secret", async () => {
    const server = await recordingServer((request) => ({
      status: 400,
      headers: { "content-type": "application/json", "x-echo": String(request.headers.authorization) },
      body: JSON.stringify({
        result: "ERROR",
        error: {
          cause: "INVALID_REQUEST",
          field: "sourceOfFunds.provided.card.number",
          validationType: "INVALID",
          explanation: `Card ${CARD} refused for ${request.headers.authorization} (${PASSWORD})`,
        },
      }),
    }));
    try {
      const error = (await authorize(clientAt(server.url))) as InvalidRequestError;
      expect(error).toBeInstanceOf(InvalidRequestError);
      expect(error.error.explanation).toBe("Card [redacted] refused for [redacted] ([redacted])");
      expect(error.message).toContain("[redacted]");
      expect(error.headers?.get("x-echo")).toBe("[redacted]");
    } finally {
      await server.close();
    }
  });

  it("logs a successful answer that echoes the request with every secret hidden, and rejects it as drift when asked", async () => {
    const server = await recordingServer((request, body) => ({
      status: 200,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        accountFunding: { reference: echoOf(body, request.headers.authorization) },
        request: JSON.parse(body) as unknown,
      }),
    }));
    try {
      const answer = await clientAt(server.url).authorize({ orderId: "o-1", transactionId: "1", body: cardBody as never });
      expect(JSON.stringify(answer)).toContain(CARD); // the caller's own answer, as the server sent it
      expect(watch.events).toBe(2);
      const drift = (await authorize(clientAt(server.url, { validateResponses: "throw" }))) as GatewayResponseError;
      expect(drift).toBeInstanceOf(GatewayResponseError);
      expect(drift.rawText).toContain("[redacted]");
    } finally {
      await server.close();
    }
  });
});

describe("secrets an answer holds in other shapes", () => {
  const verifyBody = { order: { currency: "USD" } };
  const verify = (gateway: GatewayClient) => rejection(gateway.verify({ orderId: "o-1", transactionId: "1", body: verifyBody }), watch);

  it("names no key equal to the password or a card number in a response finding, and cuts an endless key", async () => {
    const endless = "k".repeat(1_000_000);
    const server = await recordingServer(() => ({
      status: 200,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        order: { custom: { [PASSWORD]: "x", [CARD]: 5, [OTHER_CARD.replace(/(\d{4})(?=\d)/g, "$1-")]: "z", [endless]: "w" } },
      }),
    }));
    try {
      const error = (await verify(clientAt(server.url, { validateResponses: "throw" }))) as GatewayResponseError;
      expect(error).toBeInstanceOf(GatewayResponseError);
      expect(error.message).toContain("order.custom.[redacted], order.custom.[redacted], order.custom.[redacted]");
      expect(error.message).toContain(`order.custom.${"k".repeat(64)}…,`);
      expect(error.message.length).toBeLessThan(1000);
      const drift: string[] = [];
      await clientAt(server.url, {
        validateResponses: "report",
        onDrift: (_, findings) => drift.push(...findings.map((finding) => finding.field)),
      }).verify({
        orderId: "o-1",
        transactionId: "1",
        body: verifyBody,
      });
      expect(drift.slice(0, 4)).toEqual([
        "order.custom.[redacted]",
        "order.custom.[redacted]",
        "order.custom.[redacted]",
        `order.custom.${"k".repeat(64)}…`,
      ]);
      watch.see(drift);
    } finally {
      await server.close();
    }
  });

  it("hides a card number echoed as a JSON number, in groups of spaces or dashes, in the error, its headers and the log", async () => {
    const spaced = CARD.replace(/(\d{4})(?=\d)/g, "$1 ");
    const dashed = OTHER_CARD.replace(/(\d{4})(?=\d)/g, "$1-");
    const server = await recordingServer(() => ({
      status: 400,
      headers: { "content-type": "application/json", "x-card": spaced, [`x-${OTHER_CARD}`]: "name" },
      body: `{"result":"ERROR","error":{"cause":"INVALID_REQUEST","explanation":"card ${spaced} or ${dashed}","card":${CARD}}}`,
    }));
    try {
      const events: unknown[] = [];
      const error = (await authorize(
        clientAt(server.url, { logger: (event) => (events.push(event), watch.logger(event)) }),
      )) as InvalidRequestError;
      expect(error).toBeInstanceOf(InvalidRequestError);
      expect(error.error.explanation).toBe("card [redacted] or [redacted]");
      expect((error.error as unknown as Record<string, unknown>).card).toBe("[redacted]");
      expect(error.headers?.get("x-card")).toBe("[redacted]");
      expect(error.headers?.get("x-redacted")).toBe("name");
      expect(JSON.stringify(events)).toContain("card [redacted] or [redacted]");
    } finally {
      await server.close();
    }
  });

  it("hides card numbers in a successful answer's log event, also where a test shows unknown values", async () => {
    const server = await recordingServer(() => ({
      status: 200,
      headers: { "content-type": "application/json" },
      body: `{"order":{"reference":"${CARD.replace(/(\d{4})(?=\d)/g, "$1-")}"},"echo":${CARD}}`,
    }));
    try {
      const events: { type: string; body?: unknown }[] = [];
      await clientAt(server.url, { logUnknownValues: true, logger: (event) => (events.push(event), watch.logger(event)) }).verify({
        orderId: "o-1",
        transactionId: "1",
        body: verifyBody,
      });
      expect(events.find((event) => event.type === "response")?.body).toEqual({ order: { reference: "[redacted]" }, echo: "[redacted]" });
    } finally {
      await server.close();
    }
  });

  it("keeps a JSON-escaped or URL-encoded password out of raw text, in any case", async () => {
    const escaped = JSON.stringify(ESCAPED_PASSWORD).slice(1, -1).replace("/", "\\/").replace("ö", "\\u00F6");
    expect(escaped).toBe('pa\\/ss-w\\u00F6rd-\\"x');
    const server = await recordingServer(() => ({
      status: 502,
      body: `<p>${escaped} ${encodeURIComponent(ESCAPED_PASSWORD).toLowerCase()} ${ESCAPED_PASSWORD.toUpperCase()}</p>`,
    }));
    try {
      const error = (await authorize(clientAt(server.url, { apiPassword: ESCAPED_PASSWORD }))) as GatewayResponseError;
      expect(error.rawText).toBe("<p>[redacted] [redacted] [redacted]</p>");
    } finally {
      await server.close();
    }
  });

  it.each([
    ["the password, in another case", "Mixed-Case-Secret-Host", "http://mixed-case-secret-host.example:8443/x"],
    ["a card number", PASSWORD, `http://${CARD}.example:8443/x`],
    ["a card number in groups of dashes", PASSWORD, `http://${OTHER_CARD.replace(/(\d{4})(?=\d)/g, "$1-")}.example:8443/x`],
  ])("keeps %s in a redirect's target host out of targetOrigin, the message and the stack", async (_, password, location) => {
    watch.watchFor(password);
    const server = await recordingServer(() => ({ status: 302, headers: { location } }));
    try {
      const error = (await authorize(clientAt(server.url, { apiPassword: password }))) as GatewayRedirectError;
      expect(error).toBeInstanceOf(GatewayRedirectError);
      expect(error.targetOrigin).toBe("http://[redacted].example:8443");
      expect(error.message).toContain("to http://[redacted].example:8443");
      expect(error.stack).toContain("[redacted]");
    } finally {
      await server.close();
    }
  });
});

describe("answers that are broken or endless", () => {
  it("rejects an answer that declares more than the limit without reading it", async () => {
    const server = await rawServer((socket) => {
      socket.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n{");
    });
    try {
      const error = (await authorize(clientAt(server.url))) as GatewayResponseError;
      expect(error).toBeInstanceOf(GatewayResponseError);
      expect(error.message).toContain("limit of 1048576 bytes");
      expect(error.status).toBe(200);
      expect(error.rawText).toBe("");
    } finally {
      await server.close();
    }
  });

  it("stops reading an endless answer at the limit: the server gets to write little more than that", async () => {
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const server = await httpServer((response) => {
      response.writeHead(200, { "content-type": "application/json" });
      const pump = () => {
        while (!response.destroyed && written < 512 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once("drain", pump);
        }
      };
      pump();
    });
    try {
      const error = (await authorize(clientAt(server.url, { maxResponseBytes: 100_000 }))) as GatewayResponseError;
      expect(error).toBeInstanceOf(GatewayResponseError);
      expect(error.message).toContain("limit of 100000 bytes");
      await server.close();
      // What the socket buffers on both sides holds, and no more: the client stopped reading.
      expect(written).toBeLessThan(32 * 1024 * 1024);
    } finally {
      await server.close();
    }
  });

  it("gives a network error when the connection closes mid-body, and retries it as a connection failure", async () => {
    let connections = 0;
    const server = await rawServer((socket) => {
      connections++;
      socket.end('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"result":"SUCC', () =>
        socket.destroy(),
      );
    });
    try {
      expect(await authorize(clientAt(server.url))).toBeInstanceOf(GatewayNetworkError);
      expect(await authorize(clientAt(server.url, { attempts: 3 }))).toBeInstanceOf(GatewayNetworkError);
      expect(connections).toBe(4);
    } finally {
      await server.close();
    }
  });

  it("times out a server that sends its headers and never the body, or nothing at all", async () => {
    const headersOnly = await rawServer((socket) => {
      socket.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n");
    });
    const silent = await rawServer(() => undefined);
    try {
      for (const server of [headersOnly, silent]) {
        const error = await authorize(clientAt(server.url, { timeoutMs: 200 }));
        expect(error, server.url).toBeInstanceOf(GatewayTimeoutError);
      }
    } finally {
      await Promise.all([headersOnly.close(), silent.close()]);
    }
  });

  it("gives a network error for an answer that is not HTTP at all", async () => {
    const server = await rawServer((socket) => {
      socket.end(`garbage ${PASSWORD}\r\n\r\n\u0000\u00ff`);
    });
    try {
      expect(await authorize(clientAt(server.url))).toBeInstanceOf(GatewayNetworkError);
    } finally {
      await server.close();
    }
  });

  it("reads bytes that are not UTF-8 as a body that is not JSON", async () => {
    const server = await httpServer((response) => {
      response.writeHead(200, { "content-type": "application/json" }).end(Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28, 0x7b]));
    });
    try {
      const error = (await authorize(clientAt(server.url))) as GatewayResponseError;
      expect(error).toBeInstanceOf(GatewayResponseError);
      expect(error.message).toContain("not JSON");
    } finally {
      await server.close();
    }
  });
});

/** An HTTP server whose handler writes the answer itself, after the request body has arrived. */
async function httpServer(answer: (response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => answer(response));
  });
  return listen(server);
}

/** A TCP server that speaks whatever `onConnection` writes, once the request has arrived. */
async function rawServer(onConnection: (socket: Socket) => void) {
  const sockets = new Set<Socket>();
  const server = createRawServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    socket.once("data", () => onConnection(socket));
  });
  const { url, close } = await listen(server);
  return {
    url,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return close();
    },
  };
}
