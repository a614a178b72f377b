/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/client) */
// A call's extra headers: checked before anything is sent, so that a line break in a value is a
// typed error naming the header (never "the connection failed"), and shown in log events with the
// values of secret-looking headers redacted.

import { GatewayConfigurationError } from "./errors.js";

/** Extra headers whose values a log line never shows, and the client keeps out of what a server echoes. */
const SECRET_HEADER = /auth|cookie|key|password|secret|token/i;
/** RFC 9110's token: the characters a header name may hold. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** What a header value cannot hold: line breaks and NUL (RFC 9110 5.5), and what is not one byte (fetch's ByteString). */
const NOT_IN_VALUE = /[\r\n\0\u{100}-\u{10ffff}]/u;

/** Refuses a header name that is no token, or a value with a line break, a NUL or a character above U+00FF; the value is never repeated. */
export function checkHeaders(headers: Readonly<Record<string, unknown>>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (!TOKEN.test(name))
      throw new GatewayConfigurationError(
        `header ${JSON.stringify(name)}: a header name is a token of letters, digits and !#$%&'*+-.^_\`|~`,
      );
    if (typeof value !== "string") throw new GatewayConfigurationError(`header ${JSON.stringify(name)}: its value must be a string`);
    if (NOT_IN_VALUE.test(value))
      throw new GatewayConfigurationError(
        `header ${JSON.stringify(name)}: its value holds a line break, a NUL or a character above U+00FF`,
      );
  }
}

export function isSecretHeader(name: string): boolean {
  return SECRET_HEADER.test(name);
}

/** The headers as a log line shows them: a secret-looking header's value redacted. */
export function loggedHeaders(headers: Readonly<Record<string, string>>, redacted: string): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, isSecretHeader(name) ? redacted : value]));
}

/** The values of the secret-looking headers: the call's secrets too. */
export function secretHeaderValues(headers: Readonly<Record<string, string>>): string[] {
  return Object.entries(headers).flatMap(([name, value]) => (isSecretHeader(name) ? [value] : []));
}

export function withoutNames(headers: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}
