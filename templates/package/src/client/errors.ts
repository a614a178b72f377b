// The client's errors. A gateway error keeps the gateway's own error object as sent (section 7 of
// the spec); messages are built from that object and the HTTP status only, so no credential and no
// body value can reach a message, a log line or JSON.stringify of an error. The error object's type,
// and the findings', are the contract module's (written from spec/api/errors.yaml).

import { errorSummary, type ErrorResult, type GatewayErrorObject, type ValidationError } from "../runtime/contract.js";

export type { GatewayErrorObject } from "../runtime/contract.js";

/** A finding of the client's own validation, in the error object's shape. */
export type Finding = ValidationError;

export interface GatewayErrorInit {
  status?: number;
  /** The answer's headers, when the gateway answered. */
  headers?: Headers;
  /** The error response's result: the one value that says the operation resulted in an error. */
  result: ErrorResult;
  error: GatewayErrorObject;
  /** Every finding, when the client's own validation refused the body before sending it. */
  findings?: readonly Finding[];
  /** The underlying error, kept as JavaScript's own Error cause. */
  cause?: unknown;
}

/** The gateway answered with its error shape, or the client refused the body as the gateway would. */
export class GatewayError extends Error {
  readonly status: number | undefined;
  /** The answer's headers (`Retry-After`, a request id...), when the gateway answered. */
  readonly headers: Headers | undefined;
  readonly result: ErrorResult;
  readonly error: GatewayErrorObject;
  readonly findings: readonly Finding[];

  constructor(init: GatewayErrorInit) {
    super(gatewayMessage(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status;
    this.headers = init.headers;
    this.result = init.result;
    this.error = init.error;
    this.findings = init.findings ?? [];
  }
}

function gatewayMessage({ status, error, findings }: GatewayErrorInit): string {
  const more = findings && findings.length > 1 ? ` and ${findings.length - 1} more` : "";
  const http = status === undefined ? "not sent" : `HTTP ${status}`;
  return `${errorSummary(error)}${more} [${http}]`;
}

/** The connection failed before an answer came (refused, reset, DNS...). */
export class GatewayNetworkError extends Error {
  /**
   * True when the request may have reached the gateway (a connection lost once the request was on
   * its way, a time-out) in this attempt or an earlier one of the call: it may have been carried out.
   * False when no attempt's connection ever opened: nothing reached the gateway.
   */
  readonly outcomeUnknown: boolean;

  constructor(message: string, cause: unknown, outcomeUnknown: boolean = true) {
    super(message, { cause });
    this.name = new.target.name;
    this.outcomeUnknown = outcomeUnknown;
  }
}

/** No answer within the time-out: the request may have reached the gateway (`outcomeUnknown` is true). */
export class GatewayTimeoutError extends GatewayNetworkError {
  constructor(message: string, cause: unknown) {
    super(message, cause, true);
  }
}

/**
 * The call's outcome is unknown: an attempt may have reached the gateway and its answer was lost (a
 * connection lost once the request was sent), and the gateway refused the retry (`cause`). The
 * payment may have been carried out by the lost attempt. Never send it again with a new transaction
 * id: reconcile first.
 */
export class GatewayOutcomeUnknownError extends Error {
  /** The call's transaction identifier (the path identifier the retries kept). */
  readonly transaction: string | undefined;
  /** The attempts made, the refused one included. */
  readonly attempts: number;
  /** True when the refusal says the transaction identifier is already used: the gateway holds a transaction under it. */
  readonly transactionUsed: boolean;

  constructor(message: string, init: { transaction: string | undefined; attempts: number; transactionUsed: boolean; cause: GatewayError }) {
    super(message, { cause: init.cause });
    this.name = new.target.name;
    this.transaction = init.transaction;
    this.attempts = init.attempts;
    this.transactionUsed = init.transactionUsed;
  }
}

/** An answer that is neither a response of the operation nor the gateway's error shape. */
export class GatewayResponseError extends Error {
  readonly status: number;
  /** The response body as received. */
  readonly rawText: string;
  readonly headers: Headers | undefined;

  constructor(message: string, status: number, rawText: string, cause?: unknown, headers?: Headers) {
    super(`${message} [HTTP ${status}]`, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
    this.status = status;
    this.rawText = rawText;
    this.headers = headers;
  }
}

/** The caller aborted the call through its signal; `cause` is the signal's reason. Never retried. */
export class GatewayAbortError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = new.target.name;
  }
}

/**
 * The client cannot work as configured: a base URL that is not an http(s) URL, or certificate
 * authentication without the `undici` package. Thrown before anything is sent.
 */
export class GatewayConfigurationError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
  }
}

/**
 * The gateway answered a call with a redirect (3xx). A payment call is never redirected, so the client
 * follows none: nothing is sent to the target, whose origin alone is kept (its path may hold a token).
 */
export class GatewayRedirectError extends Error {
  readonly status: number;
  /** The origin the answer pointed to, or undefined when the platform hides it (a browser's opaque redirect). */
  readonly targetOrigin: string | undefined;

  constructor(message: string, status: number, targetOrigin: string | undefined) {
    super(`${message} [HTTP ${status}${targetOrigin === undefined ? "" : ` to ${targetOrigin}`}]`);
    this.name = new.target.name;
    this.status = status;
    this.targetOrigin = targetOrigin;
  }
}
