// Certificate authentication where the optional undici package is not installed: the call rejects
// with a GatewayConfigurationError that says what to install, not with a bare module-not-found.

import { describe, expect, it, vi } from "vitest";
import { GatewayClient, GatewayConfigurationError } from "../../generated/dist/index.js";

vi.mock("undici", () => {
  throw new Error("Cannot find package 'undici'");
});

describe("certificate authentication without undici", () => {
  it("rejects with a configuration error naming the package, and sends nothing", async () => {
    let sent = 0;
    const client = new GatewayClient({
      baseUrl: "https://127.0.0.1:9",
      merchantId: "TLS01",
      tls: { cert: "cert", key: "key" },
      fetch: async () => {
        sent++;
        return new Response("{}");
      },
    });
    const error = await client
      .authorize({ orderId: "o1", transactionId: "t1", body: { order: { amount: "1.00", currency: "USD" } } })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(GatewayConfigurationError);
    expect((error as Error).message).toContain("npm install undici");
    expect(sent).toBe(0);
  });
});
