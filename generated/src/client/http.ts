/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/client) */
// The client's dealings with HTTP that know nothing of the gateway: the base URL, redirects, reading
// an answer up to a limit, JSON and Base64.

import { GatewayConfigurationError } from "./errors.js";

/**
 * The base URL must be an absolute http(s) URL with no user info (credentials there would show in
 * every log line and error), no query and no fragment (the client appends the path to it, which
 * would land inside them): said at construction, not as a network error at the first call. The
 * message never repeats the URL, which may hold a credential.
 */
export function checkBaseUrl(baseUrl: unknown): void {
  const text = String(baseUrl);
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:"))
    throw new GatewayConfigurationError("baseUrl must be an absolute http or https URL");
  if (url.username !== "" || url.password !== "")
    throw new GatewayConfigurationError("baseUrl must not hold user info (credentials): give apiPassword, or tls, instead");
  if (text.includes("?")) throw new GatewayConfigurationError("baseUrl must not hold a query: the client appends the path to it");
  if (text.includes("#")) throw new GatewayConfigurationError("baseUrl must not hold a fragment: the client appends the path to it");
}

/** The text without its trailing slashes, by a loop: a pattern for them backtracks quadratically on a long run. */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === "/") end--;
  return text.slice(0, end);
}

export function debugFromEnvironment(): boolean {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.GATEWAY_CLIENT_DEBUG === "1";
}

/** A 3xx answer, or the opaque redirect a browser's fetch gives in manual mode. */
export function isRedirect(response: Response): boolean {
  return response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400);
}

/** The origin a redirect points to, or undefined when it gives none (or none a URL can be made of). */
export function targetOrigin(url: string, response: Response): string | undefined {
  const location = response.headers.get("location");
  if (location === null) return undefined;
  try {
    return new URL(location, url).origin;
  } catch {
    return undefined;
  }
}

/** An answer longer than the client reads: rejected from inside the read; the client makes it a GatewayResponseError. */
export class TooLarge extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    limit: number,
  ) {
    super(`the answer is longer than the client's limit of ${limit} bytes`);
  }
}

/** The body as text, read up to `limit` bytes: a server cannot make the client hold more than that. */
export async function readText(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new TooLarge(response.status, response.headers, limit);
  }
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge(response.status, response.headers, limit);
    }
    text += decoder.decode(value, { stream: true });
  }
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

export function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
