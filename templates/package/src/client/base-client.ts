// The client's behaviour, over the API description the generator writes from the spec: path
// identifiers checked and percent-encoded, the body validated before anything is sent, Basic or
// certificate authentication, a time-out per attempt, retries only where they are safe, masked logs.

import type { ApiDescription, OperationDescription } from "./api-description.js";
import {
  GatewayAbortError,
  GatewayConfigurationError,
  GatewayNetworkError,
  GatewayRedirectError,
  GatewayResponseError,
  GatewayTimeoutError,
  type Finding,
  type GatewayError,
} from "./errors.js";
import { maskBody, REDACTED } from "./masking.js";
import { Secrets } from "./secrets.js";
import {
  TooLarge,
  base64,
  checkBaseUrl,
  debugFromEnvironment,
  isRedirect,
  parseJson,
  readText,
  retryAfterMs,
  setOwn,
  targetOrigin,
  withoutNames,
  withoutTrailingSlashes,
} from "./http.js";
import {
  ERROR_RESULT,
  errorCause,
  errorResponseParts,
  findingAsError,
  findingField,
  findingKind,
  invalid,
  type ErrorResponse,
} from "../runtime/contract.js";

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
  /** Basic authentication's password. Leave out to authenticate with a certificate only. */
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
  /** For tests: the random source of the back-off jitter, and the wait itself. */
  random?: () => number;
  sleep?: (milliseconds: number) => Promise<void>;
}

/** A call's input but the path identifiers the spec names (CallParams adds them). */
export interface CallInput<Body> {
  /** The request, typed with exactly the fields the spec knows: a misspelled field does not compile. */
  body: Body;
  /**
   * Fields the spec does not list, by dotted path (`order.someField`), for a region the reference marks
   * 'not shown': set into the body before it is validated and sent, and reported to `onWarning`. One
   * outside every such region is UNSUPPORTED, as any unknown field is (refused with `strict`).
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
  /** Extra request headers; the client's own (content type, accept, authorization) are kept. */
  headers?: Readonly<Record<string, string>>;
  /** Aborts the call: it rejects with GatewayAbortError and is not retried. */
  signal?: AbortSignal;
}

export interface RawResponse<Body> {
  body: Body;
  status: number;
  headers: Headers;
}

const defaultSleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** The longest `Retry-After` the client waits for; a longer one ends the retries. */
const MAX_RETRY_AFTER_MS = 60_000;
/** Extra headers whose values a log line never shows. */
const SECRET_HEADER = /auth|cookie|key|password|secret|token/i;

/** One call as sent: what every attempt of it shares. */
interface Call {
  operation: OperationDescription;
  url: string;
  body: object;
  signal: AbortSignal | undefined;
  timeoutMs: number;
  attempts: number;
  headers: Readonly<Record<string, string>>;
  /** What nothing the client keeps of this call may show: the credentials and the request's sensitive values. */
  secrets: Secrets;
}

export class BaseGatewayClient {
  readonly #api: ApiDescription;
  readonly #options: BaseClientOptions;
  /** The identity option's name and value (`merchantId`), when the spec names one. */
  readonly #identity: { name: string; value: string } | undefined;
  readonly #authorization: string | undefined;
  readonly #secrets: Secrets;
  /** The deprecated versions this client has warned of: each once. */
  readonly #deprecationsTold = new Set<OperationDescription>();
  #tlsFetch: Promise<{ fetch: FetchFunction; dispatcher: unknown }> | undefined;

  protected constructor(api: ApiDescription, options: BaseClientOptions) {
    checkBaseUrl(options.baseUrl);
    this.#api = api;
    this.#options = { ...options, apiPassword: undefined };
    this.#identity = identityOf(api, options);
    const credentials =
      options.apiPassword === undefined ? undefined : base64(`${api.basicUserPrefix}${this.#identity?.value ?? ""}:${options.apiPassword}`);
    this.#authorization = credentials === undefined ? undefined : `Basic ${credentials}`;
    this.#secrets = new Secrets([options.apiPassword, credentials, this.#authorization].filter((value) => value !== undefined));
  }

  /** What a log line or a debugger shows of the client: never a credential. */
  toJSON(): Record<string, string> {
    return { baseUrl: this.#options.baseUrl, ...(this.#identity && { [this.#identity.name]: this.#identity.value }) };
  }

  toString(): string {
    return `GatewayClient(${[this.#options.baseUrl, ...(this.#identity ? [`${this.#identity.name} ${this.#identity.value}`] : [])].join(", ")})`;
  }

  protected async send(method: string, params: CallInput<object>, options: CallOptions = {}): Promise<RawResponse<unknown>> {
    const operation = this.#operation(method, options.version);
    const url = this.#url(operation, params);
    const body = this.#withExtraFields({ ...params.body, [this.#api.discriminator]: operation.name }, params.extraFields ?? {});
    this.#validateRequest(operation, body, Object.keys(params.extraFields ?? {}));
    this.#warnIfDeprecated(operation);
    return this.#withRetries({
      operation,
      url,
      body,
      signal: options.signal ?? params.signal,
      timeoutMs: options.timeoutMs ?? this.#options.timeoutMs ?? this.#api.timeoutMs,
      attempts: Math.max(1, options.attempts ?? this.#options.attempts ?? this.#api.retry.attempts),
      headers: options.headers ?? {},
      secrets: this.#secrets.withBody(body, this.#api.masks),
    });
  }

  /** The body with each extra field set at its dotted path; the objects on the way are copies, never the caller's. */
  #withExtraFields(body: Record<string, unknown>, extraFields: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const result = { ...body };
    for (const [path, value] of Object.entries(extraFields)) {
      const keys = path.split(".");
      let target = result;
      for (const key of keys.slice(0, -1)) {
        const inside = Object.hasOwn(target, key) ? target[key] : {};
        if (inside === null || typeof inside !== "object" || Array.isArray(inside))
          throw this.#invalid([invalid(path, "Its parent is not an object.")]);
        target = setOwn(target, key, { ...inside });
      }
      setOwn(target, keys.at(-1) as string, value);
    }
    return result;
  }

  #operation(method: string, requested: string | undefined): OperationDescription {
    const versions = this.#api.versions[method] ?? {};
    const version = requested ?? this.#api.defaultVersions[method];
    const operation = version === undefined ? undefined : versions[version];
    if (operation === undefined)
      throw new RangeError(`${method}: the spec defines no version ${String(version)} (known: ${Object.keys(versions).join(", ")})`);
    return operation;
  }

  #url(operation: OperationDescription, params: CallInput<object>): string {
    const values: Record<string, unknown> = { ...params, ...(this.#identity && { [this.#identity.name]: this.#identity.value }) };
    let path = this.#api.pathTemplate.replace("{version}", encodeURIComponent(operation.version));
    for (const parameter of this.#api.pathParameters) {
      const value = values[parameter.argument];
      const problem =
        typeof value !== "string"
          ? "Must be a string."
          : [...value].length < parameter.minLength || [...value].length > parameter.maxLength
            ? `Must be ${parameter.minLength} to ${parameter.maxLength} characters.`
            : parameter.pattern && !parameter.pattern.test(value)
              ? "Contains characters that are not allowed."
              : value === "." || value === ".."
                ? // URLs resolve these segments (escaped or not) away: no encoding keeps them in the path.
                  "Cannot be '.' or '..'."
                : undefined;
      if (problem !== undefined) throw this.#invalid([invalid(parameter.argument, problem)]);
      // Every reserved character is escaped, so "/", "?" or "#" in an id stay inside its segment.
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(value as string));
    }
    return `${withoutTrailingSlashes(this.#options.baseUrl)}${path}`;
  }

  #invalid(findings: readonly Finding[]): GatewayError {
    const [first] = findings as [Finding];
    return this.#api.errorFor({ result: ERROR_RESULT, error: findingAsError(first), findings });
  }

  /**
   * INVALID and MISSING refuse the call; unknown fields (UNSUPPORTED) and the extra fields of a
   * 'not shown' region are sent, and reported to onWarning, unless `strict` refuses the unknown ones.
   */
  #validateRequest(operation: OperationDescription, body: object, extraPaths: readonly string[]): void {
    const result = this.#options.validateRequests === false ? { valid: true as const } : operation.validateRequest(body);
    const errors = result.valid ? [] : result.errors;
    const unknown = errors.filter((error) => findingKind(error) === "unsupported" && findingField(error) !== this.#api.discriminator);
    const refused = this.#options.strict ? errors : errors.filter((error) => !unknown.includes(error));
    if (refused.length > 0) throw this.#invalid(refused);
    const unchecked = extraPaths.filter((path) => !unknown.some((error) => findingField(error) === path));
    const said = [
      ...(unknown.length > 0 ? [`fields the spec does not know are sent as given: ${unknown.map(findingField).join(", ")}`] : []),
      ...(unchecked.length > 0 ? [`fields of a region the spec does not show are sent unchecked: ${unchecked.join(", ")}`] : []),
    ];
    if (said.length === 0) return;
    (this.#options.onWarning ?? ((text: string) => console.warn(text)))(
      `${operation.name} ${operation.version}: ${said.join("; ")}`,
      unknown,
    );
  }

  /** The first call of a deprecated version tells onWarning (console.warn without one); later calls say nothing. */
  #warnIfDeprecated(operation: OperationDescription): void {
    if (operation.deprecation === undefined || this.#deprecationsTold.has(operation)) return;
    this.#deprecationsTold.add(operation);
    (this.#options.onWarning ?? ((text: string) => console.warn(text)))(
      `${operation.name} ${operation.version}: ${operation.deprecation}`,
      [],
    );
  }

  async #withRetries(call: Call): Promise<RawResponse<unknown>> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.#attempt(call, attempt).then(
        (response) => ({ response, failure: undefined }),
        (failure: unknown) => ({ response: undefined, failure }),
      );
      const reason = this.#retryReason(outcome.failure);
      const delay = reason === undefined ? undefined : this.#retryDelay(outcome.failure, attempt);
      if (reason === undefined || delay === undefined || attempt >= call.attempts || call.signal?.aborted) {
        if (outcome.failure !== undefined) throw outcome.failure;
        return outcome.response as RawResponse<unknown>;
      }
      this.#log(call, { type: "retry", operation: call.operation.name, attempt, delayMilliseconds: delay, reason });
      await (this.#options.sleep ?? defaultSleep)(delay);
    }
  }

  /**
   * The wait before the next attempt: what the gateway's `Retry-After` asks for (up to a minute; a
   * longer wait ends the retries: undefined), else full-jitter back-off.
   */
  #retryDelay(failure: unknown, attempt: number): number | undefined {
    const asked = retryAfterMs((failure as Partial<GatewayError>).headers?.get("retry-after") ?? null);
    if (asked !== undefined) return asked <= MAX_RETRY_AFTER_MS ? asked : undefined;
    const { maxDelayMs, baseDelayMs } = this.#api.retry;
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    return Math.floor((this.#options.random ?? Math.random)() * ceiling);
  }

  /** The logger, or console.debug when debugging is switched on, or nothing; an echoed secret never reaches either. */
  #log(call: Call, event: LogEvent): void {
    const logger = this.#options.logger ?? ((this.#options.debug ?? debugFromEnvironment()) ? debugLine : undefined);
    logger?.(call.secrets.value(event) as LogEvent);
  }

  #retryReason(failure: unknown): string | undefined {
    if (failure === undefined) return undefined;
    if (failure instanceof GatewayTimeoutError) return undefined;
    if (failure instanceof GatewayNetworkError) return this.#api.retry.connectionFailures ? "connection failed" : undefined;
    const error = (failure as Partial<GatewayError>).error;
    const cause = error === undefined ? undefined : errorCause(error);
    return (failure as Partial<GatewayError>).status !== undefined && cause !== undefined && this.#api.retry.causes.includes(cause)
      ? cause
      : undefined;
  }

  async #attempt(call: Call, attempt: number): Promise<RawResponse<unknown>> {
    const { operation, url, body, signal, secrets } = call;
    const own: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (this.#authorization !== undefined) own.authorization = this.#authorization;
    const headers = { ...withoutNames(call.headers, Object.keys(own)), ...own };
    const { fetch, dispatcher } = await this.#transport();
    const masked = (value: unknown) => maskBody(value, this.#api.masks);
    this.#log(call, {
      type: "request",
      operation: operation.name,
      attempt,
      method: this.#api.method,
      url,
      headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, SECRET_HEADER.test(name) ? REDACTED : value])),
      body: masked(body),
    });
    const timeout = AbortSignal.timeout(call.timeoutMs);
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: this.#api.method,
        headers,
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        // Following a redirect would send the body (card data included) again, to wherever it points.
        redirect: "manual",
        ...(dispatcher === undefined ? {} : { dispatcher }),
      });
      text = isRedirect(response) ? "" : await readText(response, this.#options.maxResponseBytes ?? this.#api.maxResponseBytes);
    } catch (error) {
      if (signal?.aborted) throw new GatewayAbortError(`${operation.name}: aborted by the caller`, signal.reason);
      if (timeout.aborted) throw new GatewayTimeoutError(`${operation.name}: no answer within the time-out`, secrets.error(error));
      if (error instanceof TooLarge)
        throw new GatewayResponseError(`${operation.name}: ${error.message}`, error.status, "", undefined, secrets.headers(error.headers));
      // The platform's error can hold the bytes the server sent (undici's parser error does): kept scrubbed.
      throw new GatewayNetworkError(`${operation.name}: the connection failed`, secrets.error(error));
    }
    if (isRedirect(response)) {
      await response.body?.cancel().catch(() => undefined);
      throw new GatewayRedirectError(
        `${operation.name}: the answer is a redirect, which a payment call never follows`,
        response.status,
        targetOrigin(url, response),
      );
    }
    const parsed = parseJson(text);
    const answerHeaders = secrets.headers(response.headers);
    this.#log(call, {
      type: "response",
      operation: operation.name,
      attempt,
      status: response.status,
      milliseconds: Math.round(performance.now() - started),
      body: parsed.ok ? masked(parsed.value) : REDACTED,
    });
    if (!parsed.ok)
      throw new GatewayResponseError(
        `${operation.name}: the answer is not JSON`,
        response.status,
        secrets.rawText(text),
        // JSON.parse quotes the text it choked on in its message.
        new SyntaxError(secrets.rawText(String((parsed.error as Error).message))),
        answerHeaders,
      );
    if (this.#api.isErrorResponse(parsed.value)) {
      const { result, error } = errorResponseParts(secrets.value(parsed.value) as ErrorResponse);
      const shownResult = typeof result === "string" ? result : ERROR_RESULT;
      throw this.#api.errorFor({ status: response.status, headers: answerHeaders, result: shownResult, error });
    }
    if (!response.ok)
      throw new GatewayResponseError(
        `${operation.name}: an error status without the gateway's error shape`,
        response.status,
        secrets.rawText(text),
        undefined,
        answerHeaders,
      );
    this.#validateResponse(operation, parsed.value, response.status, secrets.rawText(text));
    return { body: parsed.value, status: response.status, headers: response.headers };
  }

  #validateResponse(operation: OperationDescription, body: unknown, status: number, text: string): void {
    const mode = this.#options.validateResponses;
    if (mode === undefined || mode === false) return;
    const result = operation.validateResponse(body);
    if (result.valid) return;
    if (mode === "throw")
      throw new GatewayResponseError(
        `${operation.name}: the response does not match the spec (${result.errors.map(findingField).join(", ")})`,
        status,
        text,
      );
    (
      this.#options.onDrift ??
      ((name: string, findings: readonly Finding[]) => console.warn(`${name}: response drift on ${findings.map(findingField).join(", ")}`))
    )(operation.name, result.errors);
  }

  #transport(): Promise<{ fetch: FetchFunction; dispatcher: unknown }> {
    const { tls, dispatcher, fetch } = this.#options;
    if (tls === undefined) return Promise.resolve({ fetch: fetch ?? (globalThis.fetch as FetchFunction), dispatcher });
    // The agent and the fetch come from one undici, so that they always fit together.
    this.#tlsFetch ??= import("undici" as string).then(
      (undici: { Agent: new (options: object) => unknown; fetch: FetchFunction }) => ({
        fetch: fetch ?? undici.fetch,
        dispatcher: new undici.Agent({ connect: { cert: tls.cert, key: tls.key, ca: tls.ca, passphrase: tls.passphrase } }),
      }),
      (error: unknown) => {
        throw new GatewayConfigurationError("Certificate authentication (tls) needs the undici package: npm install undici", error);
      },
    );
    return this.#tlsFetch;
  }
}

function debugLine(event: LogEvent): void {
  console.debug("[gateway-client]", JSON.stringify(event));
}

/** The identity option the spec names, read from the options; a missing one is a configuration error. */
function identityOf(api: ApiDescription, options: BaseClientOptions): { name: string; value: string } | undefined {
  if (api.identityOption === undefined) return undefined;
  const value = (options as unknown as Readonly<Record<string, unknown>>)[api.identityOption];
  if (typeof value !== "string") throw new GatewayConfigurationError(`${api.identityOption} must be a string`);
  return { name: api.identityOption, value };
}
