// The client's plain HTTP helpers (client/http.ts, imported as built) at their edges: a 300 and a
// 399 are redirects and a 299 and a 400 are not; an answer of exactly the limit is read whole and one
// byte more is refused, whether the server declares its length or streams it; a base URL with each
// thing it may not hold is refused by name.

import { afterEach, describe, expect, it, vi } from "vitest";
import { GatewayConfigurationError } from "../../generated/dist/index.js";
import {
  base64,
  checkBaseUrl,
  debugFromEnvironment,
  isRedirect,
  parseJson,
  readText,
  targetOrigin,
  TooLarge,
  withoutTrailingSlashes,
} from "../../generated/dist/client/http.js";

/** An answer whose body arrives in the given chunks, with no declared length. */
function streamed(chunks: Uint8Array[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { status });
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("redirects", () => {
  it.each([
    [299, false],
    [300, true],
    [301, true],
    [308, true],
    [399, true],
    [400, false],
    [200, false],
  ])("a status of %i is a redirect: %s", (status, redirect) => {
    expect(isRedirect(new Response(null, { status }))).toBe(redirect);
  });

  it("counts a browser's opaque redirect as one, whatever its status says", () => {
    const opaque = { type: "opaqueredirect", status: 0 } as Response;
    expect(isRedirect(opaque)).toBe(true);
  });

  it("gives the origin a redirect points to, resolved against the call's URL, or none", () => {
    const at = (location?: string) => new Response(null, { status: 302, headers: location === undefined ? {} : { location } });
    expect(targetOrigin("https://gateway.example/rest/x", at("https://other.example:8443/p?q"))).toBe("https://other.example:8443");
    expect(targetOrigin("https://gateway.example/rest/x", at("/elsewhere"))).toBe("https://gateway.example");
    expect(targetOrigin("https://gateway.example/rest/x", at())).toBeUndefined();
    expect(targetOrigin("https://gateway.example/rest/x", at("http://[bad"))).toBeUndefined();
  });
});

describe("reading an answer up to a limit", () => {
  it("reads a declared answer of exactly the limit, and refuses one byte more unread", async () => {
    expect(await readText(new Response("x".repeat(10), { headers: { "content-length": "10" } }), 10)).toBe("x".repeat(10));
    const over = new Response("x".repeat(11), { status: 201, headers: { "content-length": "11" } });
    const refused = await readText(over, 10).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooLarge);
    expect(refused).toMatchObject({ status: 201, message: "the answer is longer than the client's limit of 10 bytes" });
    expect((refused as TooLarge).headers.get("content-length")).toBe("11");
  });

  it("reads a streamed answer of exactly the limit, and refuses one that passes it in a later chunk", async () => {
    expect(await readText(streamed([bytes("12345"), bytes("67890")]), 10)).toBe("1234567890");
    const refused = await readText(streamed([bytes("12345"), bytes("67890"), bytes("1")], 502), 10).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooLarge);
    expect(refused).toMatchObject({ status: 502 });
  });

  it("counts bytes, not characters, and joins a character split between chunks", async () => {
    const euro = bytes("€"); // three bytes
    expect(await readText(streamed([euro.slice(0, 1), euro.slice(1)]), 3)).toBe("€");
    await expect(readText(streamed([euro]), 2)).rejects.toBeInstanceOf(TooLarge);
  });

  it("refuses an answer that declares more than the limit at once, without waiting for its body", async () => {
    let cancelled = false;
    const silent = new ReadableStream<Uint8Array>({
      cancel() {
        cancelled = true;
      },
    });
    const reading = readText(new Response(silent, { headers: { "content-length": "11" } }), 10).catch((error: unknown) => error);
    const outcome = await Promise.race([reading, new Promise((resolve) => setTimeout(() => resolve("still reading"), 2000))]);
    expect(outcome).toBeInstanceOf(TooLarge);
    expect(cancelled).toBe(true);
    // Declared too long with no body at all: the same refusal, not a TypeError.
    await expect(readText(new Response(null, { headers: { "content-length": "11" } }), 10)).rejects.toBeInstanceOf(TooLarge);
  });

  it("reads an answer without a body as empty text", async () => {
    expect(await readText(new Response(null, { status: 204 }), 10)).toBe("");
  });
});

describe("the base URL", () => {
  it.each(["https://gateway.example", "http://127.0.0.1:8080/api/", "https://gateway.example/api"])("accepts %s", (url) => {
    expect(() => checkBaseUrl(url)).not.toThrow();
  });

  it.each([
    ["not a URL", "gateway.example", "baseUrl must be an absolute http or https URL"],
    ["another scheme", "ftp://gateway.example", "baseUrl must be an absolute http or https URL"],
    ["a user name", "https://user@gateway.example", "baseUrl must not hold user info (credentials): give apiPassword, or tls, instead"],
    ["a password only", "https://:pw@gateway.example", "baseUrl must not hold user info (credentials): give apiPassword, or tls, instead"],
    ["a query", "https://gateway.example/api?x=1", "baseUrl must not hold a query: the client appends the path to it"],
    ["an empty query", "https://gateway.example/api?", "baseUrl must not hold a query: the client appends the path to it"],
    ["a fragment", "https://gateway.example/#f", "baseUrl must not hold a fragment: the client appends the path to it"],
    ["an empty fragment", "https://gateway.example/#", "baseUrl must not hold a fragment: the client appends the path to it"],
  ])("refuses %s by name, without repeating the URL", (_, url, message) => {
    const error = (() => {
      try {
        checkBaseUrl(url);
        return undefined;
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(GatewayConfigurationError);
    expect((error as Error).message).toBe(message);
  });

  it("loses its trailing slashes, however many, and nothing else", () => {
    expect(withoutTrailingSlashes("https://h/api///")).toBe("https://h/api");
    expect(withoutTrailingSlashes("https://h/api")).toBe("https://h/api");
    expect(withoutTrailingSlashes("///")).toBe("");
    expect(withoutTrailingSlashes("")).toBe("");
  });
});

describe("JSON, Base64 and the debug switch", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("parses JSON or says it could not", () => {
    expect(parseJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    const failed = parseJson("{a");
    expect(failed.ok).toBe(false);
    expect((failed as { error: unknown }).error).toBeInstanceOf(SyntaxError);
  });

  it("writes Base64 of the UTF-8 bytes", () => {
    expect(base64("merchant.A:pässword")).toBe(Buffer.from("merchant.A:pässword", "utf8").toString("base64"));
    expect(base64("")).toBe("");
  });

  it("is off where there is no process, or a process without an environment (a browser, a shim)", () => {
    vi.stubGlobal("process", undefined);
    const withoutProcess = debugFromEnvironment();
    vi.stubGlobal("process", {});
    const withoutEnvironment = debugFromEnvironment();
    vi.unstubAllGlobals();
    expect(withoutProcess).toBe(false);
    expect(withoutEnvironment).toBe(false);
  });

  it("is switched on by GATEWAY_CLIENT_DEBUG=1 only", () => {
    vi.stubEnv("GATEWAY_CLIENT_DEBUG", "1");
    expect(debugFromEnvironment()).toBe(true);
    vi.stubEnv("GATEWAY_CLIENT_DEBUG", "true");
    expect(debugFromEnvironment()).toBe(false);
    vi.stubEnv("GATEWAY_CLIENT_DEBUG", "");
    expect(debugFromEnvironment()).toBe(false);
  });
});
