/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// What a running double is given and gives back: its options (faults, limits, time-outs, the log),
// the headers with which one call asks for a fault, and the view of an order's state.

import type { PayerChoice } from "./double-description.js";

export interface Faults {
  /** Share of requests (0 to 1) answered with the busy error. */
  busyRate?: number;
  /** Share of requests whose connection is dropped without an answer, before they are carried out. */
  dropRate?: number;
  /**
   * Share of requests carried out (the order changes) whose answer is then lost: the connection is
   * dropped instead. A single call asks for it with the header `x-double-fault: drop-after`.
   */
  dropAfterRate?: number;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  /**
   * Share of requests (0 to 1) answered with each error cause of section 7, e.g.
   * `{ REQUEST_REJECTED: 0.5 }`. A single call asks for one with the header `x-double-cause: <cause>`.
   */
  causeRates?: Readonly<Record<string, number>>;
}

/** The request header with which one call asks for an error cause. */
export const CAUSE_HEADER = "x-double-cause";
/** The request header with which one call asks for a fault: `drop-after` carries it out and drops the answer. */
export const FAULT_HEADER = "x-double-fault";

export interface DoubleOptions {
  port?: number;
  host?: string;
  /** Merchant (the path identifier Basic authentication names) -> API password. */
  merchants?: Record<string, string>;
  faults?: Faults;
  /** The random source of the faults (tests make it deterministic). */
  random?: () => number;
  /** The double's clock, as ISO 8601 text: the answers' times, and the day a date "not in the past" is judged by. */
  now?: () => string;
  /** Largest request body accepted, in bytes (10 MiB by default); a longer one is answered 413. */
  maxBodyBytes?: number;
  /**
   * Most array items a request body may hold, nested arrays' included (10,000 by default); counted
   * while the body arrives, so that one with more is answered 413 before it is parsed.
   */
  maxArrayItems?: number;
  /** Most object keys a request body may hold, nested objects' included (10,000 by default); as maxArrayItems. */
  maxObjectKeys?: number;
  /** Milliseconds a client has to send its request headers (10 s by default). */
  headersTimeoutMs?: number;
  /** Milliseconds a client has to send its whole request (30 s by default). */
  requestTimeoutMs?: number;
  /** Called once per answered request (the gateway-mock command's --log prints these). */
  log?: (entry: RequestLogEntry) => void;
  /**
   * Refuse fields the spec does not know (UNSUPPORTED). Off by default: the spec is a partial
   * description of the gateway, and merchants send fields it does not show.
   */
  strictFields?: boolean;
}

/** One request as the double's log tells it: the body with its sensitive fields masked. */
export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  body?: Record<string, unknown>;
}

/** An order as the double keeps it; `Status` is the union of the statuses the spec's outcomes give (the package's `OrderStatus`). */
export interface OrderState<Status extends string = string> {
  status: Status;
  creationTime: string;
  lastUpdatedTime: string;
  transactions: string[];
  /** The facts the order keeps (its currency, its amount...), by name, as its transactions stated them. */
  kept: Readonly<Record<string, unknown>>;
  /** What the payer chose on the provider's page a redirect URL of this order leads to, once chosen. */
  payerChoice?: PayerChoice;
}

export interface RunningDouble<Status extends string = string> {
  url: string;
  close(): Promise<void>;
  /** Change the faults while running. */
  setFaults(faults: Faults): void;
  /** A copy of the state of one order, or undefined. */
  order(merchant: string, order: string): OrderState<Status> | undefined;
  /** Number of orders per merchant. */
  orderCount(merchant: string): number;
}
