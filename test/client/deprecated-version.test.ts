// A call of a deprecated version warns once per client: the first call tells onWarning (console.warn
// without one) the operation, the version and the spec's words; later calls of it, and calls of
// versions that are not deprecated, say nothing. The real spec deprecates nothing, so the client
// here is the generated one's description with one version marked, as a spec that deprecates it
// would emit (the minimal fixture's PAY 1 is; the golden test holds its words).

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiDescription, OperationDescription } from "../../generated/dist/client/api-description.js";
import { BaseGatewayClient, type BaseClientOptions, type CallInput } from "../../generated/dist/client/base-client.js";
import { GatewayClient, startGatewayMock, type RunningDouble } from "../../generated/dist/index.js";
import { MERCHANT, PASSWORD } from "../support/client-harness.js";
import { generatedDescription } from "../support/client-description.js";

const WORDS = "Deprecated since 2026-11-01, sunset 2027-05-01: use version 101 instead.";
const amount = { order: { amount: "10.00", currency: "USD" } };

/** The description with the default version of `method` deprecated in `words`. */
function deprecating(api: ApiDescription, method: string, words: string): ApiDescription {
  const version = api.defaultVersions[method] as string;
  const operation = api.versions[method]?.[version] as OperationDescription;
  return { ...api, versions: { ...api.versions, [method]: { ...api.versions[method], [version]: { ...operation, deprecation: words } } } };
}

let double: RunningDouble;
let api: ApiDescription;
let orders = 0;

beforeAll(async () => {
  double = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD } });
  api = deprecating(generatedDescription(), "authorize", WORDS);
});
afterAll(async () => {
  await double.close();
});

/** A client of the double over the description with Authorize's default version deprecated. */
class MarkedClient extends BaseGatewayClient {
  constructor(options: Partial<BaseClientOptions> = {}) {
    super(api, { baseUrl: double.url, apiPassword: PASSWORD, ...options, merchantId: MERCHANT } as BaseClientOptions);
  }

  call(method: string, params: Omit<CallInput<object>, "body"> & { body?: object } = {}) {
    return this.send(method, { orderId: `order-${++orders}`, transactionId: "1", body: amount, ...params } as CallInput<object>);
  }
}

describe("a deprecated version", () => {
  it("is told to onWarning at its first call, with the operation, the version and the spec's words", async () => {
    const warnings: unknown[][] = [];
    const client = new MarkedClient({ onWarning: (...said) => warnings.push(said) });
    const answer = await client.call("authorize");
    expect(answer.status).toBe(201);
    expect(warnings).toEqual([[`AUTHORIZE 100: ${WORDS}`, []]]);
  });

  it("is told once per client: later calls of it say nothing, and a second client tells it again", async () => {
    const warnings: unknown[] = [];
    const client = new MarkedClient({ onWarning: (message) => warnings.push(message) });
    await client.call("authorize");
    await client.call("authorize");
    await client.call("authorize");
    expect(warnings).toEqual([`AUTHORIZE 100: ${WORDS}`]);
    await new MarkedClient({ onWarning: (message) => warnings.push(message) }).call("authorize");
    expect(warnings).toEqual([`AUTHORIZE 100: ${WORDS}`, `AUTHORIZE 100: ${WORDS}`]);
  });

  it("is not told for a version the spec does not deprecate", async () => {
    const warnings: unknown[] = [];
    const client = new MarkedClient({ onWarning: (message) => warnings.push(message) });
    const answer = await client.call("verify", { body: { order: { currency: "USD" } } });
    expect(answer.status).toBe(201);
    expect(warnings).toEqual([]);
  });

  it("goes to console.warn when the client has no onWarning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      await new MarkedClient().call("authorize");
      expect(warn.mock.calls).toEqual([[`AUTHORIZE 100: ${WORDS}`]]);
    } finally {
      warn.mockRestore();
    }
  });

  it("leaves the generated client as it was: it warns of nothing", async () => {
    const warnings: unknown[] = [];
    const client = new GatewayClient({
      baseUrl: double.url,
      merchantId: MERCHANT,
      apiPassword: PASSWORD,
      onWarning: (message) => warnings.push(message),
    });
    await client.authorize({ orderId: `order-${++orders}`, transactionId: "1", body: amount });
    expect(Object.getPrototypeOf(GatewayClient)).toBe(BaseGatewayClient);
    expect(warnings).toEqual([]);
  });
});
