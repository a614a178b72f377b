// The client's dealings with HTTP that know nothing of the gateway: the base URL, Retry-After,
// redirects, reading an answer up to a limit, JSON, Base64 and header plumbing.

import { GatewayConfigurationError } from "./errors.js";

/** The base URL must be an absolute http(s) URL: said at construction, not as a network error at the first call. */
export function checkBaseUrl(baseUrl: unknown): void {
  let protocol: string | undefined;
  try {
    protocol = new URL(String(baseUrl)).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== "http:" && protocol !== "https:")
    throw new GatewayConfigurationError(`baseUrl must be an absolute http or https URL (got ${JSON.stringify(String(baseUrl))})`);
}

/** `Retry-After` as milliseconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null): number | undefined {
  if (value === null) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The text without its trailing slashes, by a loop: a pattern for them backtracks quadratically on a long run. */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === "/") end--;
  return text.slice(0, end);
}

export function withoutNames(headers: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}

export function debugFromEnvironment(): boolean {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.GATEWAY_CLIENT_DEBUG === "1";
}

/** Defines an own property (a key such as `__proto__` stays data, never a prototype); returns the value. */
export function setOwn<T>(target: Record<string, unknown>, key: string, value: T): T {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return value;
}

/** A 3xx answer, or the opaque redirect a browser's fetch gives in manual mode. */
export function isRedirect(response: Response): boolean {
  return response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400);
}

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
