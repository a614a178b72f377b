// Certificate authentication (section 5): the client presents a certificate over mutual TLS to a
// local HTTPS server that trusts only a CA made here, with openssl, for this test.

import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { TLSSocket } from "node:tls";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GatewayClient, GatewayNetworkError, GatewayRedirectError } from "../../generated/dist/index.js";
import { CARD, LeakWatch, rejection } from "../support/client-harness.js";
import { makeTempDir, removeTempDirs } from "../support/fixtures.js";

/** Where the CA, the certificates and their keys are made; removed after the tests. */
let directory: string;
const file = (name: string) => join(directory, name);
const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: directory, stdio: "pipe" });

/** A self-signed certificate and its key, as `${name}.pem` and `${name}.key`. */
function makeSelfSigned(name: string, subject: string): void {
  openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", `${name}.key`, "-out", `${name}.pem`, "-days", "2", "-subj", subject);
}

/**
 * A CA, a server certificate for 127.0.0.1 and a client certificate, both signed by the CA, and a
 * stranger: a matching certificate and key the CA never signed.
 */
function makeCertificates(): void {
  makeSelfSigned("ca", "/CN=Test CA");
  makeSelfSigned("stranger", "/CN=merchant-STRANGER");
  for (const [name, subject, extension] of [
    ["server", "/CN=127.0.0.1", "subjectAltName=IP:127.0.0.1"],
    ["client", "/CN=merchant-TLS01", "extendedKeyUsage=clientAuth"],
  ] as const) {
    writeFileSync(file(`${name}.ext`), `${extension}\n`);
    openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", `${name}.key`, "-out", `${name}.csr`, "-subj", subject);
    openssl(
      "x509",
      "-req",
      "-in",
      `${name}.csr`,
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-out",
      `${name}.pem`,
      "-days",
      "2",
      "-extfile",
      `${name}.ext`,
    );
  }
}

let server: Server;
let url: string;
const seen: { subject: string | undefined; authorization: string | undefined }[] = [];
/** Handshakes the server turned down. */
const refused: Error[] = [];
/** When set, the server answers every call with a 307 to this address. */
let redirectTo: string | undefined;

beforeAll(async () => {
  directory = await makeTempDir("gateway-tls-");
  makeCertificates();
  server = createServer(
    {
      key: readFileSync(file("server.key")),
      cert: readFileSync(file("server.pem")),
      ca: readFileSync(file("ca.pem")),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      const certificate = (request.socket as TLSSocket).getPeerCertificate();
      const subject = certificate.subject?.CN;
      seen.push({ subject: Array.isArray(subject) ? subject.join(",") : subject, authorization: request.headers.authorization });
      request.resume();
      if (redirectTo !== undefined) return void response.writeHead(307, { location: redirectTo }).end();
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ merchant: "TLS01" }));
    },
  );
  server.on("tlsClientError", (error) => refused.push(error));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** What the clients log and throw is searched for the card number (and the harness's other secrets). */
const watch = new LeakWatch();
afterEach(() => watch.assertNoLeak());

afterAll(async () => {
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  await removeTempDirs();
});

describe("certificate authentication", () => {
  const body = { order: { amount: "1.00", currency: "USD" } };

  it("presents the client certificate, and sends no Basic credentials when there is no password", async () => {
    const client = new GatewayClient({
      baseUrl: url,
      merchantId: "TLS01",
      logger: watch.logger,
      tls: { cert: readFileSync(file("client.pem")), key: readFileSync(file("client.key")), ca: readFileSync(file("ca.pem")) },
    });
    await expect(client.authorize({ orderId: "o1", transactionId: "t1", body })).resolves.toEqual({ merchant: "TLS01" });
    expect(seen.at(-1)).toEqual({ subject: "merchant-TLS01", authorization: undefined });
  });

  it("follows no redirect: the body, card number included, never reaches the other origin", async () => {
    const stolen: string[] = [];
    const thief: HttpServer = createHttpServer((request, response) => {
      request.on("data", (chunk: Buffer) => stolen.push(chunk.toString()));
      request.on("end", () => response.writeHead(200, { "content-type": "application/json" }).end("{}"));
    });
    await new Promise<void>((resolve) => thief.listen(0, "127.0.0.1", resolve));
    const target = `http://localhost:${(thief.address() as AddressInfo).port}`;
    redirectTo = `${target}/steal`;
    try {
      const client = new GatewayClient({
        baseUrl: url,
        merchantId: "TLS01",
        logger: watch.logger,
        validateRequests: false,
        tls: { cert: readFileSync(file("client.pem")), key: readFileSync(file("client.key")), ca: readFileSync(file("ca.pem")) },
      });
      const card = { ...body, sourceOfFunds: { provided: { card: { number: CARD } } } } as never;
      const error = await rejection(client.authorize({ orderId: "o1", transactionId: "t3", body: card }), watch);
      expect(error).toBeInstanceOf(GatewayRedirectError);
      expect((error as GatewayRedirectError).status).toBe(307);
      expect((error as GatewayRedirectError).targetOrigin).toBe(target);
      expect(seen.at(-1)?.subject).toBe("merchant-TLS01");
      expect(stolen).toEqual([]);
    } finally {
      redirectTo = undefined;
      await new Promise<void>((resolve) => thief.close(() => resolve()));
    }
  });

  it("fails with a network error when the server does not accept a caller outside its CA", async () => {
    const client = new GatewayClient({
      baseUrl: url,
      merchantId: "TLS01",
      logger: watch.logger,
      apiPassword: "stranger-password",
      attempts: 1,
      tls: { cert: readFileSync(file("stranger.pem")), key: readFileSync(file("stranger.key")), ca: readFileSync(file("ca.pem")) },
    });
    const accepted = seen.length;
    const turnedDown = refused.length;
    expect(await rejection(client.authorize({ orderId: "o1", transactionId: "t2", body }), watch)).toBeInstanceOf(GatewayNetworkError);
    expect(seen).toHaveLength(accepted);
    // The server, not the client, ended the call: it refused the stranger's certificate.
    expect(refused.length).toBeGreaterThan(turnedDown);
  });
});
