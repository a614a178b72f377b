// The client's base class on descriptions of the gateway the real spec does not make, for what the
// base class promises whatever the spec: a spec that names no identity option (every path identifier
// is then an argument of each call, and Basic authentication's user id is the prefix alone), and an
// operation with two versions (a call picks one; a version the spec lacks is named with those it has).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiDescription, OperationDescription } from "../../generated/dist/client/api-description.js";
import { BaseGatewayClient, type BaseClientOptions, type CallInput, type CallOptions } from "../../generated/dist/client/base-client.js";
import { generatedDescription } from "../support/client-description.js";
import { createServer } from "node:http";
import { GatewayOutcomeUnknownError } from "../../generated/dist/index.js";
import { listen, MERCHANT, PASSWORD, recordingServer } from "../support/client-harness.js";

const amount = { order: { amount: "10.00", currency: "USD" } };
let server: Awaited<ReturnType<typeof recordingServer>>;
let generated: ApiDescription;

beforeAll(async () => {
  server = await recordingServer(() => ({ status: 201, headers: { "content-type": "application/json" }, body: '{"result":"SUCCESS"}' }));
  generated = generatedDescription();
});
afterAll(async () => {
  await server.close();
});

/** A client over `api`, which calls the recording server without validating either way. */
function clientOver(api: ApiDescription, options: Partial<BaseClientOptions> = {}) {
  return new (class extends BaseGatewayClient {
    constructor() {
      super(api, { baseUrl: server.url, apiPassword: PASSWORD, validateRequests: false, ...options } as BaseClientOptions);
    }

    call(method: string, params: Record<string, unknown>, callOptions?: CallOptions) {
      return this.send(method, { orderId: "o-1", transactionId: "t-1", body: amount, ...params } as CallInput<object>, callOptions);
    }
  })();
}

describe("a spec that names no identity option", () => {
  const anonymous = () => ({ ...generated, identityOption: undefined }) as ApiDescription;

  it("takes every path identifier from the call, and authenticates as the prefix alone", async () => {
    const before = server.received.length;
    await clientOver(anonymous()).call("authorize", { merchantId: MERCHANT });
    const [request] = server.received.slice(before);
    expect(request?.url).toBe(`/rest/version/100/merchant/${MERCHANT}/order/o-1/transaction/t-1`);
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`merchant.:${PASSWORD}`).toString("base64")}`);
  });

  it("shows only its base URL in a log line or a debugger", () => {
    const client = clientOver(anonymous());
    expect(client.toJSON()).toEqual({ baseUrl: server.url });
    expect(String(client)).toBe(`GatewayClient(${server.url})`);
  });
});

describe("an operation with two versions", () => {
  const twoVersions = (): ApiDescription => {
    const authorize = generated.versions["authorize"] as Record<string, OperationDescription>;
    const current = authorize["100"] as OperationDescription;
    return { ...generated, versions: { ...generated.versions, authorize: { ...authorize, "101": { ...current, version: "101" } } } };
  };

  it("calls the version a call names, and the default one otherwise", async () => {
    const before = server.received.length;
    const client = clientOver(twoVersions(), { merchantId: MERCHANT } as Partial<BaseClientOptions>);
    await client.call("authorize", {}, { version: "101" });
    await client.call("authorize", {});
    expect(server.received.slice(before).map((request) => request.url?.split("/")[3])).toEqual(["101", "100"]);
  });

  it("refuses a version the spec lacks, naming every version it has", async () => {
    const client = clientOver(twoVersions(), { merchantId: MERCHANT } as Partial<BaseClientOptions>);
    await expect(client.call("authorize", {}, { version: "7" })).rejects.toThrow(
      new RangeError("authorize: the spec defines no version 7 (known: 100, 101)"),
    );
  });
});

describe("a spec whose client recognises no refusal of a reused transaction id", () => {
  it("still ends a refused retry after a lost answer as outcome unknown, without saying the id is used", async () => {
    let requests = 0;
    const server = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        // The first attempt is read whole, then its connection is lost: its outcome is unknown.
        if (++requests === 1) return void request.socket.destroy();
        const refusal = { result: "ERROR", error: { cause: "INVALID_REQUEST", field: "transactionid", validationType: "INVALID" } };
        response.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify(refusal));
      });
    });
    const { url, close } = await listen(server);
    try {
      const api = { ...generated, retry: { ...generated.retry, reusedTransaction: undefined } } as ApiDescription;
      const client = new (class extends BaseGatewayClient {
        constructor() {
          super(api, {
            baseUrl: url,
            apiPassword: PASSWORD,
            merchantId: MERCHANT,
            attempts: 2,
            sleep: async () => undefined,
          } as BaseClientOptions);
        }

        call() {
          return this.send("authorize", { orderId: "o-1", transactionId: "t-1", body: amount } as CallInput<object>);
        }
      })();
      const error = await client.call().then(
        () => expect.unreachable("resolved"),
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(GatewayOutcomeUnknownError);
      expect(error).toMatchObject({ transactionUsed: false, attempts: 2 });
      expect((error as Error).message).toContain("the retry says it was refused");
      expect(requests).toBe(2);
    } finally {
      await close();
    }
  });
});
