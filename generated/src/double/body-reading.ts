/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// Reading a request body within the double's limits: its length in bytes, and the array items and
// object keys it holds, counted while it arrives. A body over a limit is refused at the chunk that
// crosses it, before it is parsed and before the rest of it is read. The limits are the double's own
// (the Payment Gateway REST Interface states no request size): options, and flags of gateway-mock.

import { DoubleOptionError } from "./option-error.js";
import type { IncomingMessage } from "node:http";
import { JsonCounter } from "./json-counts.js";

export interface BodyLimits {
  /** Largest body, in bytes. */
  bytes: number;
  /** Most array items in the whole body, nested arrays' items included. */
  items: number;
  /** Most object keys in the whole body, nested objects' keys included. */
  keys: number;
}

export const DEFAULT_BODY_LIMITS: Readonly<BodyLimits> = { bytes: 10 * 1024 * 1024, items: 10_000, keys: 10_000 };

/** The double's answer (by its role in the description) to a body over a limit. */
export type BodyRefusal = "tooLarge" | "tooManyItems" | "tooManyKeys";

/** A body over one of the limits: answered 413 with the limit's own explanation, never read to its end. */
export class BodyRefused extends Error {
  constructor(readonly answer: BodyRefusal) {
    super(answer);
  }
}

/** The limits a double's options ask for, each a whole number from 0, or a DoubleOptionError naming the option. */
export function bodyLimitsOf(options: { maxBodyBytes?: number; maxArrayItems?: number; maxObjectKeys?: number }): BodyLimits {
  const limit = (name: string, value: number | undefined, fallback: number): number => {
    if (value === undefined) return fallback;
    if (!Number.isSafeInteger(value) || value < 0)
      throw new DoubleOptionError(name, `${name} must be a whole number from 0, not ${String(value)}`);
    return value;
  };
  return {
    bytes: limit("maxBodyBytes", options.maxBodyBytes, DEFAULT_BODY_LIMITS.bytes),
    items: limit("maxArrayItems", options.maxArrayItems, DEFAULT_BODY_LIMITS.items),
    keys: limit("maxObjectKeys", options.maxObjectKeys, DEFAULT_BODY_LIMITS.keys),
  };
}

/** The limit a body has crossed so far, or undefined. */
function crossed(size: number, counter: JsonCounter, limits: BodyLimits): BodyRefusal | undefined {
  if (size > limits.bytes) return "tooLarge";
  if (counter.items > limits.items) return "tooManyItems";
  if (counter.keys > limits.keys) return "tooManyKeys";
  return undefined;
}

/** The body as text; one over a limit (its length declared, or as it arrives) rejects with BodyRefused. */
export function readBody(request: IncomingMessage, limits: BodyLimits): Promise<string> {
  if (Number(request.headers["content-length"] ?? 0) > limits.bytes) return Promise.reject(new BodyRefused("tooLarge"));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const counter = new JsonCounter();
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      counter.add(chunk);
      const refusal = crossed(size, counter, limits);
      if (refusal === undefined) return void chunks.push(chunk);
      // The rest is not read on: the refusal closes the connection (lingering-close.ts).
      request.off("data", onData);
      reject(new BodyRefused(refusal));
    };
    request.on("data", onData);
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** What `parseBody` gives for a body that is no JSON text. */
export const NOT_JSON: unique symbol = Symbol("not JSON");

/** The body's JSON value (a leading byte-order mark, which RFC 8259 lets a reader ignore, is), or NOT_JSON. */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch {
    return NOT_JSON;
  }
}
