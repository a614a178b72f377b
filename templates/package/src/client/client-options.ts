// The client's options and the shapes it takes and gives: what a caller writes and reads.

import type { Finding } from "./errors.js";

/** The `fetch` the client calls: the platform's by default. */
export type FetchFunction = (url: string, init: RequestInit & { dispatcher?: unknown }) => Promise<Response>;

/** Client certificate and key for mutual TLS (PEM), with the CA that signs the gateway's certificate. */
export interface TlsOptions {
  cert: string | Uint8Array;
  key: string | Uint8Array;
  ca?: string | Uint8Array;
  passphrase?: string;
}

export type LogEvent =
  | { type: "request"; operation: string; attempt: number; method: string; url: string; headers: Record<string, string>; body: unknown }
  | { type: "response"; operation: string; attempt: number; status: number; milliseconds: number; body: unknown }
  | { type: "retry"; operation: string; attempt: number; delayMilliseconds: number; reason: string };

/** The client's options but the identity the spec names (GatewayClientOptions adds it). */
export interface BaseClientOptions {
  baseUrl: string;
  /**
   * Basic authentication's password, at least 8 characters (a shorter one could not be told from
   * ordinary text, so the client could not keep it out of what a server echoes): a shorter one is
   * refused with GatewayConfigurationError. Leave out to authenticate with a certificate only.
   */
  apiPassword?: string;
  /** Mutual TLS: needs the `undici` package, which supplies the agent that presents the certificate. */
  tls?: TlsOptions;
  /** An undici Dispatcher (e.g. `new Agent({ connect: { cert, key } })`), passed to fetch as is. */
  dispatcher?: unknown;
  fetch?: FetchFunction;
  /** Milliseconds per attempt. */
  timeoutMs?: number;
  /** Attempts in all (1 turns retries off). */
  attempts?: number;
  /** The largest answer read, in bytes; a longer one is cut off and rejected with GatewayResponseError. */
  maxResponseBytes?: number;
  /** Validate request bodies before sending (default true). */
  validateRequests?: boolean;
  /** Unknown fields become errors instead of warnings. */
  strict?: boolean;
  /** Validate responses: `"report"` passes drift to `onDrift`; `"throw"` rejects. Default off. */
  validateResponses?: boolean | "report" | "throw";
  onWarning?: (message: string, findings: readonly Finding[]) => void;
  onDrift?: (operation: string, findings: readonly Finding[]) => void;
  logger?: (event: LogEvent) => void;
  /**
   * Every log event (masked as the logger gets it) to `console.debug` when no logger is given; also
   * switched on by the environment variable GATEWAY_CLIENT_DEBUG=1.
   */
  debug?: boolean;
  /**
   * For a test's logger: log events and errors show the values the spec cannot classify (a field it
   * does not know, one of a 'not shown' region, an extra field), which are masked whole by default.
   * The sensitivity classes, card numbers and secrets stay masked.
   */
  logUnknownValues?: boolean;
  /** For tests: the random source of the back-off jitter, and the wait itself (an abort ends it at once, whatever it does). */
  random?: () => number;
  sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
}

/** A call's input but the path identifiers the spec names (CallParams adds them). */
export interface CallInput<Body> {
  /** The request, typed with exactly the fields the spec knows: a misspelled field does not compile. */
  body: Body;
  /**
   * Fields the spec does not list, by dotted path (`order.someField`), for a region the reference marks
   * 'not shown': set into the body before it is validated and sent, and reported to `onWarning`. One
   * outside every such region is UNSUPPORTED, as any unknown field is (refused with `strict`). The
   * spec cannot classify their values: log events and errors show them masked whole.
   */
  extraFields?: Readonly<Record<string, unknown>>;
  signal?: AbortSignal;
}

/** Options of one call, over the client's own. */
export interface CallOptions<Version extends string = string> {
  /** The API version to call, with its own types and validators; the spec's default version when left out. */
  version?: Version;
  /** Milliseconds per attempt. */
  timeoutMs?: number;
  /** Attempts in all (1 turns retries off). */
  attempts?: number;
  /**
   * Extra request headers; the client's own (content type, accept, authorization) are kept. A name
   * that is no token, or a value with a line break, a NUL or a character above U+00FF, is refused
   * with GatewayConfigurationError naming the header, before anything is sent.
   */
  headers?: Readonly<Record<string, string>>;
  /** Aborts the call, also during a wait between attempts: it rejects with GatewayAbortError and is not retried. */
  signal?: AbortSignal;
}

export interface RawResponse<Body> {
  body: Body;
  status: number;
  headers: Headers;
}
