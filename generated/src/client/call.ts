/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/client) */
// One call over the wire, once it is checked: its attempts, the waits between them (which an abort
// ends at once), what a failed attempt says of the call's outcome, and what the client keeps of each
// answer (scrubbed of the call's secrets, masked unless known safe).

import type { ApiDescription, OperationDescription } from "./api-description.js";
import { hostAndPort, neverConnected, systemCode } from "./attempt-outcome.js";
import type { BaseClientOptions, FetchFunction, LogEvent, RawResponse } from "./client-options.js";
import {
  GatewayAbortError,
  GatewayError,
  GatewayNetworkError,
  GatewayOutcomeUnknownError,
  GatewayRedirectError,
  GatewayResponseError,
  GatewayTimeoutError,
  type Finding,
} from "./errors.js";
import { TooLarge, debugFromEnvironment, isRedirect, parseJson, readText, targetOrigin } from "./http.js";
import { maskForLog, REDACTED } from "./masking.js";
import { loggedHeaders, withoutNames } from "./request-headers.js";
import { retryAfterMs } from "./retry-after.js";
import type { Secrets } from "./secrets.js";
import { ERROR_RESULT, errorCause, errorResponseParts, findingField, type ErrorResponse } from "../runtime/contract.js";

/** The longest `Retry-After` the client waits for; a longer one ends the retries. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** What a call needs of its client. */
export interface CallContext {
  api: ApiDescription;
  options: BaseClientOptions;
  authorization: string | undefined;
  transport(): Promise<{ fetch: FetchFunction; dispatcher: unknown }>;
}

/** One call as sent: what every attempt of it shares. */
export interface Call {
  operation: OperationDescription;
  url: string;
  body: object;
  /** The body as log events show it. */
  loggedBody: unknown;
  signal: AbortSignal | undefined;
  timeoutMs: number;
  attempts: number;
  headers: Readonly<Record<string, string>>;
  /** The call's transaction identifier, when the spec names the refusal of a reused one. */
  transaction: string | undefined;
  /** What nothing the client keeps of this call may show: the credentials and the values the masking hid. */
  secrets: Secrets;
}

type Outcome = { response: RawResponse<unknown>; failure?: undefined } | { response?: undefined; failure: unknown };

export async function runCall(context: CallContext, call: Call): Promise<RawResponse<unknown>> {
  let unknownBefore = false;
  for (let attempt = 1; ; attempt++) {
    const outcome: Outcome = await attemptOnce(context, call, attempt).then(
      (response) => ({ response }),
      (failure: unknown) => ({ failure }),
    );
    if (outcome.response !== undefined) return outcome.response;
    const reason = retryReason(context.api, outcome.failure);
    const delay = reason === undefined ? undefined : retryDelay(context, outcome.failure, attempt);
    if (reason === undefined || delay === undefined || attempt >= call.attempts)
      throw finalFailure(context.api, call, outcome.failure, attempt, unknownBefore);
    unknownBefore ||= outcome.failure instanceof GatewayNetworkError && outcome.failure.outcomeUnknown;
    log(context, call, { type: "retry", operation: call.operation.name, attempt, delayMilliseconds: delay, reason });
    await pause(context, call, delay);
  }
}

/**
 * The error a call ends with. After an attempt of unknown outcome, a refusal of a retry does not say
 * whether that attempt was carried out: GatewayOutcomeUnknownError, never the refusal's own error;
 * a connection that then never opened leaves the call's outcome unknown all the same.
 */
function finalFailure(api: ApiDescription, call: Call, failure: unknown, attempts: number, unknownBefore: boolean): unknown {
  if (!unknownBefore) return failure;
  // Every GatewayError here is an answer: the client's own refusals come before any attempt.
  if (failure instanceof GatewayError) {
    const transactionUsed = api.retry.reusedTransaction?.isRefusal(failure.error) ?? false;
    const said = transactionUsed ? "its transaction id is already used" : "it was refused";
    return new GatewayOutcomeUnknownError(
      `${call.operation.name}: outcome unknown after ${attempts} attempts: an earlier attempt may have reached the gateway, and the retry says ${said}`,
      { transaction: call.transaction, attempts, transactionUsed, cause: failure },
    );
  }
  if (failure instanceof GatewayNetworkError && !failure.outcomeUnknown)
    return new GatewayNetworkError(failure.message, failure.cause, true);
  return failure;
}

const defaultSleep = (milliseconds: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, milliseconds);
    signal?.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });

function aborted(call: Call): GatewayAbortError {
  return new GatewayAbortError(`${call.operation.name}: aborted by the caller`, call.signal?.reason);
}

/** The wait before the next attempt; an abort ends it at once with GatewayAbortError, whatever `sleep` does. */
async function pause(context: CallContext, call: Call, milliseconds: number): Promise<void> {
  const { signal } = call;
  const sleep = context.options.sleep ?? defaultSleep;
  if (signal === undefined) return sleep(milliseconds);
  if (signal.aborted) throw aborted(call);
  let onAbort = () => undefined as void;
  const abort = new Promise<never>((_, reject) => {
    onAbort = () => reject(aborted(call));
    signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    await Promise.race([sleep(milliseconds, signal), abort]);
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

/**
 * The wait before the next attempt: what the gateway's `Retry-After` asks for (up to a minute; a
 * longer wait ends the retries: undefined), else full-jitter back-off.
 */
function retryDelay(context: CallContext, failure: unknown, attempt: number): number | undefined {
  const asked = retryAfterMs((failure as Partial<GatewayError>).headers?.get("retry-after") ?? null);
  if (asked !== undefined) return asked <= MAX_RETRY_AFTER_MS ? asked : undefined;
  const { maxDelayMs, baseDelayMs } = context.api.retry;
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
  return Math.floor((context.options.random ?? Math.random)() * ceiling);
}

function retryReason(api: ApiDescription, failure: unknown): string | undefined {
  if (failure instanceof GatewayTimeoutError) return undefined;
  if (failure instanceof GatewayNetworkError) return api.retry.connectionFailures ? "connection failed" : undefined;
  if (!(failure instanceof GatewayError)) return undefined;
  const cause = errorCause(failure.error);
  return api.retry.causes.includes(cause) ? cause : undefined;
}

function debugLine(event: LogEvent): void {
  console.debug("[gateway-client]", JSON.stringify(event));
}

/** The logger, or console.debug when debugging is switched on, or nothing; an echoed secret never reaches either. */
function log(context: CallContext, call: Call, event: LogEvent): void {
  const { logger, debug } = context.options;
  const target = logger ?? ((debug ?? debugFromEnvironment()) ? debugLine : undefined);
  target?.(call.secrets.value(event) as LogEvent);
}

/** A message as log events and errors show it: masked unless known safe. */
function shown(context: CallContext, call: Call, body: unknown): unknown {
  return maskForLog(body, {
    tables: context.api.masks,
    known: call.operation.known.response,
    showUnknown: context.options.logUnknownValues,
  });
}

async function attemptOnce(context: CallContext, call: Call, attempt: number): Promise<RawResponse<unknown>> {
  const { api, authorization } = context;
  const own: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (authorization !== undefined) own.authorization = authorization;
  const headers = { ...withoutNames(call.headers, Object.keys(own)), ...own };
  const { fetch, dispatcher } = await context.transport();
  const { operation, url } = call;
  log(context, call, {
    type: "request",
    operation: operation.name,
    attempt,
    method: api.method,
    url,
    headers: loggedHeaders(headers, REDACTED),
    body: call.loggedBody,
  });
  const started = performance.now();
  const { response, text } = await exchange(context, call, fetch, dispatcher, headers);
  if (isRedirect(response)) {
    await response.body?.cancel().catch(() => undefined);
    const origin = targetOrigin(url, response);
    throw new GatewayRedirectError(
      `${operation.name}: the answer is a redirect, which a payment call never follows`,
      response.status,
      origin === undefined ? undefined : call.secrets.text(origin),
    );
  }
  const parsed = parseJson(text);
  const answerHeaders = call.secrets.headers(response.headers);
  const milliseconds = Math.round(performance.now() - started);
  log(context, call, {
    type: "response",
    operation: operation.name,
    attempt,
    status: response.status,
    milliseconds,
    body: parsed.ok ? shown(context, call, parsed.value) : REDACTED,
  });
  if (!parsed.ok)
    throw new GatewayResponseError(
      `${operation.name}: the answer is not JSON`,
      response.status,
      call.secrets.text(text),
      // JSON.parse quotes the text it choked on in its message.
      new SyntaxError(call.secrets.text(String((parsed.error as Error).message))),
      answerHeaders,
    );
  if (api.isErrorResponse(parsed.value)) {
    const { result, error } = errorResponseParts(shown(context, call, parsed.value) as ErrorResponse);
    // The error shape says its result; an answer that says another (or none) is not that shape.
    if (result !== ERROR_RESULT)
      throw new GatewayResponseError(
        `${operation.name}: an error object without the error result`,
        response.status,
        call.secrets.text(text),
        undefined,
        answerHeaders,
      );
    const shownError = call.secrets.finding(error, api.errorField(error));
    throw api.errorFor({ status: response.status, headers: answerHeaders, result: ERROR_RESULT, error: shownError });
  }
  if (!response.ok)
    throw new GatewayResponseError(
      `${operation.name}: an error status without the gateway's error shape`,
      response.status,
      call.secrets.text(text),
      undefined,
      answerHeaders,
    );
  validateResponse(context, call, parsed.value, response.status, text);
  return { body: parsed.value, status: response.status, headers: response.headers };
}

/** The request sent and the answer read, or the typed error of a failure on the way. */
async function exchange(
  context: CallContext,
  call: Call,
  fetch: FetchFunction,
  dispatcher: unknown,
  headers: Record<string, string>,
): Promise<{ response: Response; text: string }> {
  const { signal, operation, secrets } = call;
  const timeout = AbortSignal.timeout(call.timeoutMs);
  try {
    const response = await fetch(call.url, {
      method: context.api.method,
      headers,
      body: JSON.stringify(call.body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      // Following a redirect would send the body (card data included) again, to wherever it points.
      redirect: "manual",
      ...(dispatcher === undefined ? {} : { dispatcher }),
    });
    const text = isRedirect(response) ? "" : await readText(response, context.options.maxResponseBytes ?? context.api.maxResponseBytes);
    return { response, text };
  } catch (error) {
    if (signal?.aborted) throw aborted(call);
    if (timeout.aborted) throw new GatewayTimeoutError(`${operation.name}: no answer within the time-out`, secrets.error(error));
    if (error instanceof TooLarge)
      throw new GatewayResponseError(`${operation.name}: ${error.message}`, error.status, "", undefined, secrets.headers(error.headers));
    // The platform's error can hold the bytes the server sent (undici's parser error does): kept scrubbed.
    throw new GatewayNetworkError(
      secrets.text(networkMessage(operation.name, call.url, error)),
      secrets.error(error),
      !neverConnected(error),
    );
  }
}

/** What failed, where and why, in one line: the operation, `host:port` and the system code (never the path, which holds the identifiers). */
function networkMessage(operation: string, url: string, error: unknown): string {
  const code = systemCode(error);
  return `${operation}: the connection to ${hostAndPort(url)} failed${code === undefined ? "" : ` (${code})`}`;
}

/** Response drift: passed to onDrift (`"report"`) or rejected (`"throw"`), its findings' paths scrubbed and cut. */
function validateResponse(context: CallContext, call: Call, body: unknown, status: number, text: string): void {
  const mode = context.options.validateResponses;
  if (mode === undefined || mode === false) return;
  const result = call.operation.validateResponse(body);
  if (result.valid) return;
  const findings = result.errors.map((finding) => call.secrets.finding(finding, findingField(finding)));
  const name = call.operation.name;
  if (mode === "throw")
    throw new GatewayResponseError(
      `${name}: the response does not match the spec (${findings.map(findingField).join(", ")})`,
      status,
      call.secrets.text(text),
    );
  const onDrift =
    context.options.onDrift ??
    ((operation: string, drift: readonly Finding[]) =>
      console.warn(`${operation}: response drift on ${drift.map(findingField).join(", ")}`));
  onDrift(name, findings);
}
