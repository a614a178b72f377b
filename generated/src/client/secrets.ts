/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/client) */
// What the client never lets out of a call: the password, the Authorization header and the sensitive
// values of the request it sent. A hostile or broken server can echo any of them back, in a body that
// is not JSON, in its error object, in a header; everything the client keeps of an answer (errors,
// their raw text and headers, log events) passes through `Secrets` first.

import { REDACTED, type MaskTable } from "./masking.js";

/** Shorter values are not searched for: a three-character value would blot out ordinary text. */
const SHORTEST_SECRET = 4;
/** Digit runs of a card number's length, with the spaces or dashes people write between groups. */
const CARD_LIKE = /\d(?:[ -]?\d){11,18}/g;

export class Secrets {
  /** Longest first, so that a secret inside another is not replaced before the one that holds it. */
  readonly #forms: readonly string[];

  constructor(values: Iterable<string>) {
    const forms = new Set<string>();
    for (const value of values) {
      if (value.length < SHORTEST_SECRET) continue;
      forms.add(value);
      forms.add(JSON.stringify(value).slice(1, -1));
      forms.add(encodeURIComponent(value));
    }
    this.#forms = [...forms].sort((a, b) => b.length - a.length);
  }

  /** The secrets of one call: these, and the sensitive values of its request body. */
  withBody(body: unknown, table: MaskTable): Secrets {
    return new Secrets([...this.#forms, ...sensitiveValues(body, table)]);
  }

  text(text: string): string {
    let result = text;
    for (const form of this.#forms) if (result.includes(form)) result = result.split(form).join(REDACTED);
    return result;
  }

  /** Text kept from an answer the client could not read: its secrets and anything like a card number hidden. */
  rawText(text: string): string {
    return this.text(text).replace(CARD_LIKE, (digits) => (luhnValid(digits) ? REDACTED : digits));
  }

  /** A copy of a JSON-like value with every string scrubbed (keys too); deeper than a log line needs stops. */
  value(value: unknown, depth = 0): unknown {
    if (typeof value === "string") return this.text(value);
    if (typeof value !== "object" || value === null) return value;
    if (depth > 64) return REDACTED;
    if (Array.isArray(value)) return value.map((item) => this.value(item, depth + 1));
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      Object.defineProperty(copy, this.text(key), {
        value: this.value(inner, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  }

  /**
   * An error as a plain Error with its name, code and message scrubbed, and its cause chain likewise:
   * whatever else the platform hung on it (a parser's copy of the received bytes) is left behind.
   */
  error(error: unknown, depth = 0): Error {
    const source = (typeof error === "object" && error !== null ? error : { message: String(error) }) as Partial<Error> & {
      code?: unknown;
    };
    const cause = depth < 8 && source.cause !== undefined ? { cause: this.error(source.cause, depth + 1) } : undefined;
    const copy = new Error(this.rawText(String(source.message ?? "")), cause);
    copy.name = this.text(String(source.name ?? "Error"));
    if (typeof source.code === "string") Object.assign(copy, { code: this.text(source.code) });
    copy.stack = `${copy.name}: ${copy.message}`;
    return copy;
  }

  headers(headers: Headers): Headers {
    const copy = new Headers();
    headers.forEach((value, name) => copy.append(name, this.text(value)));
    return copy;
  }
}

/** The string and number values under the table's masked paths. */
function sensitiveValues(body: unknown, table: MaskTable, path = "", depth = 0): string[] {
  if (depth > 64 || typeof body !== "object" || body === null) return [];
  if (Array.isArray(body)) return body.flatMap((item) => sensitiveValues(item, table, `${path}[]`, depth + 1));
  return Object.entries(body).flatMap(([key, value]) => {
    const child = path === "" ? key : `${path}.${key}`;
    return table.has(child) ? leaves(value, depth + 1) : sensitiveValues(value, table, child, depth + 1);
  });
}

/** Every string and number in a value: a masked path may hold a whole object. */
function leaves(value: unknown, depth: number): string[] {
  if (typeof value === "string" || typeof value === "number") return [String(value)];
  if (depth > 64 || typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap((inner) => leaves(inner, depth + 1));
}

function luhnValid(text: string): boolean {
  const digits = text.replace(/\D/g, "");
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
