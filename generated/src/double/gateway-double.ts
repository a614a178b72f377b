/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// A local stand-in for the gateway over real HTTP, on loopback: the endpoint shape, Basic
// authentication, bodies checked by the generated validators, state per merchant and order, and
// faults on demand. Everything it knows of the gateway comes from the generated description.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { composeResponse } from "./response-body.js";
import { applyRule, sameKeptValue } from "./answer-rules.js";
import { DoubleOptionError } from "./option-error.js";
import type { Answer, DoubleDescription, DoubleOperation, Finding, PayerChoice, ProviderVisit } from "./double-description.js";
import { errorResponseOf, findingAsError, findingField, findingKind, invalid } from "../runtime/contract.js";
import { getAt, isRecord } from "./body-paths.js";
import { answerProviderPage, formToken } from "./provider-page.js";
import { authenticates, checkedPasswords } from "./credentials.js";
import { BodyRefused, bodyLimitsOf, readBody } from "./body-reading.js";
import { closingUnread } from "./lingering-close.js";
import { parseProviderPath, providerPath } from "./provider-path.js";

export type { PayerChoice };

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
/** The faults a call can ask for with FAULT_HEADER. */
const FAULTS_ON_DEMAND: readonly string[] = ["drop-after"];

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

export interface OrderState {
  status: string;
  creationTime: string;
  lastUpdatedTime: string;
  transactions: string[];
  /** The facts the order keeps (its currency, its amount...), by name, as its transactions stated them. */
  kept: Readonly<Record<string, unknown>>;
  /** What the payer chose on the provider's page a redirect URL of this order leads to, once chosen. */
  payerChoice?: PayerChoice;
}

export interface RunningDouble {
  url: string;
  close(): Promise<void>;
  /** Change the faults while running. */
  setFaults(faults: Faults): void;
  /** A copy of the state of one order, or undefined. */
  order(merchant: string, order: string): OrderState | undefined;
  /** Number of orders per merchant. */
  orderCount(merchant: string): number;
}

const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export async function startDouble(description: DoubleDescription, options: DoubleOptions = {}): Promise<RunningDouble> {
  const merchants = checkedPasswords(options.merchants ?? {});
  const bodyLimits = bodyLimitsOf(options);
  // A merchant no call could name (its id outside section 2.2) is a mistake of the options: said now.
  const merchantBounds = description.pathParameters.find((parameter) => parameter.name === description.pathRoles.merchant);
  for (const merchant of merchants.keys()) {
    const problem = merchantBounds === undefined ? undefined : identifierProblem(merchant, merchantBounds);
    if (problem !== undefined)
      throw new DoubleOptionError("merchants", `merchant id ${JSON.stringify(merchant)} cannot be called: ${problem}`);
  }
  checkFaults(options.faults ?? {}, Object.keys(description.onDemand));
  checkServerOptions(options);
  const orders = new Map<string, Map<string, OrderState>>();
  /** Provider pages by merchant and order, for the orders whose answer gave a redirect URL. */
  const visits = new Map<string, ProviderVisit>();
  const visitKey = (merchant: string, order: string) => `${merchant}\n${order}`;
  let faults: Faults = { ...options.faults };
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date().toISOString());
  const headersTimeout = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  // Slow clients (headers or body trickling in) are cut off; Node checks the time-outs this often.
  const server = createServer(
    { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.max(10, Math.min(headersTimeout, requestTimeout) / 4) },
    (request, response) => {
      if (options.log !== undefined) {
        const log = options.log;
        response.once("finish", () => {
          const body = loggedBodies.get(request);
          log({ method: request.method ?? "", path: pathOf(request.url), status: response.statusCode, ...(body ? { body } : {}) });
        });
      }
      void handle(request, response).catch((error: unknown) =>
        error instanceof BodyRefused
          ? refuse(response, description.answers[error.answer], closingUnread(request))
          : refuse(response, description.answers.serverFailed),
      );
    },
  );
  server.on("clientError", (_error, socket) => socket.destroy());

  /** Bodies as the log shows them, masked, by request. */
  const loggedBodies = new WeakMap<IncomingMessage, Record<string, unknown>>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const provider = parseProviderPath(pathOf(request.url));
    if (provider !== undefined)
      return answerProviderPage(request, response, visits.get(visitKey(provider.merchant, provider.order)), new URL(baseUrl()).origin);
    if (faults.delayMs) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
    if (faults.dropRate && random() < faults.dropRate) return void request.socket.destroy();
    const match = description.pathPattern.exec(pathOf(request.url));
    const groups = match?.groups;
    if (!groups || !description.versions.has(groups.version as string))
      return refuse(response, description.answers.notFound, closingUnread(request));
    if (request.method !== description.method)
      return refuse(response, description.answers.methodNotAllowed, { allow: description.method, ...closingUnread(request) });
    const identifiers = new Map(description.pathParameters.map((parameter) => [parameter.name, decoded(groups[parameter.name])]));
    const badIdentifier = description.pathParameters
      .map((parameter) => ({ parameter, problem: identifierProblem(identifiers.get(parameter.name), parameter) }))
      .find(({ problem }) => problem !== undefined);
    if (badIdentifier !== undefined) {
      const refusal = findingAsError(invalid(badIdentifier.parameter.name, badIdentifier.problem as string));
      return answer(response, description.status.invalidRequest, errorResponseOf(refusal), closingUnread(request));
    }
    const roles = description.pathRoles;
    const call = {
      version: groups.version as string,
      merchant: identifiers.get(roles.merchant) as string,
      order: identifiers.get(roles.order) as string,
      transaction: identifiers.get(roles.transaction) as string,
    };
    if (!authenticates(request.headers.authorization, `${description.basicUserPrefix}${call.merchant}`, merchants.get(call.merchant)))
      return refuse(response, description.answers.unauthenticated, closingUnread(request));
    if (faults.busyRate && random() < faults.busyRate) return refuse(response, description.answers.serverBusy, closingUnread(request));
    const unknownHeader = unknownHeaderValue(request);
    if (unknownHeader !== undefined) return refuse(response, unknownHeader, closingUnread(request));
    const asked = askedCause(request);
    if (asked !== undefined) return refuse(response, asked, closingUnread(request));
    const text = await readBody(request, bodyLimits);
    const body = parse(text);
    if (body === NOT_JSON) return refuse(response, description.answers.notJson);
    if (isRecord(body) && options.log !== undefined) loggedBodies.set(request, description.maskForLog(call.version, body));
    if (!isRecord(body)) {
      const refusal = findingAsError(invalid("", "The request body must be a JSON object."));
      return answer(response, description.status.invalidRequest, errorResponseOf(refusal));
    }
    // Dates "not in the past" are judged by the double's clock, so that a test that sets it sets both.
    const time = now();
    const validation = description.validateRequest(call.version, body, { now: () => new Date(time) });
    // An unknown field passes unless strict; an operation not defined at this version never does.
    const tolerated = (error: Finding) =>
      !options.strictFields && findingKind(error) === "unsupported" && findingField(error) !== description.discriminator;
    const refused = validation.valid ? [] : validation.errors.filter((error) => !tolerated(error));
    if (refused.length > 0) {
      const [first] = refused as [Finding];
      return answer(response, description.status.invalidRequest, errorResponseOf(findingAsError(first)));
    }
    const operation = description.operations.get(`${String(body[description.discriminator])}@${call.version}`) as DoubleOperation;
    const merchantOrders = orders.get(call.merchant) ?? new Map<string, OrderState>();
    orders.set(call.merchant, merchantOrders);
    const existing = merchantOrders.get(call.order);
    if (existing?.transactions.includes(call.transaction)) return refuse(response, description.answers.reusedTransaction);
    if (existing !== undefined && !operation.from.includes(existing.status)) return refuse(response, wrongOrderState(operation, existing));
    const late = existing ? operation.firstTransactionOnly.find((rule) => getAt(body, rule.path) !== undefined) : undefined;
    if (late) {
      const { status, error } = description.answers.laterTransaction;
      return refuse(response, { status, error: description.complete(error, late.path, late.text) });
    }
    const stated = keptFacts(operation, body);
    const contradiction = existing === undefined ? undefined : contradictedFact(existing.kept, stated);
    if (contradiction !== undefined) return refuse(response, contradictsOrder(contradiction));
    const state: OrderState = existing ?? {
      status: operation.orderStatus,
      creationTime: time,
      lastUpdatedTime: time,
      transactions: [],
      kept: {},
    };
    const composed = composeResponse(
      operation,
      body,
      {
        parameters: identifiers as ReadonlyMap<string, string>,
        version: call.version,
        orderCreated: state.creationTime,
        now: time,
        redirectUrl: `${baseUrl()}${providerPath(call.merchant, call.order)}`,
      },
      { validate: operation.validateResponse, fieldOf: findingField, mask: description.mask },
    );
    if (composed.unreportable !== undefined) {
      const { field, path } = composed.unreportable;
      const { status, error } = description.answers.unreportable;
      return refuse(response, {
        status,
        error: description.complete(error, field, `The answer reports it as ${path}, whose bounds it does not fit.`),
      });
    }
    if (composed.findings.length > 0) return refuse(response, description.answers.serverFailed);
    // State changes only once the answer is sure: a refused request leaves the order as it was.
    merchantOrders.set(call.order, {
      ...state,
      status: operation.orderStatus,
      lastUpdatedTime: time,
      transactions: [...state.transactions, call.transaction],
      kept: { ...Object.fromEntries([...stated].map(([fact, { value }]) => [fact, value])), ...state.kept },
    });
    if (operation.values.some(({ from }) => from === "redirectUrl")) visits.set(visitKey(call.merchant, call.order), providerVisit(body));
    if (dropsAnswer(request)) return void request.socket.destroy();
    return answer(response, existing ? description.status.ok : description.status.created, composed.body);
  }

  /** The refusal of an operation on an order whose status it does not apply from, naming the order and those statuses. */
  function wrongOrderState(operation: DoubleOperation, state: OrderState): Answer {
    const { status, error } = description.answers.wrongOrderState;
    const allowed = operation.from.length === 0 ? "a new order only" : `a new order, or one that is ${operation.from.join(" or ")}`;
    const explanation = `The order is ${state.status}; ${operation.name} applies to ${allowed}.`;
    return { status, error: description.complete(error, description.pathRoles.order, explanation) };
  }

  /** The refusal of a transaction that states another value than the order keeps, naming the request field. */
  function contradictsOrder({ fact, field }: { fact: string; field: string }): Answer {
    const { status, error } = description.answers.contradictsOrder;
    const explanation = `Differs from the order's ${fact}, which its earlier transactions stated.`;
    return { status, error: description.complete(error, field, explanation) };
  }

  /** A refusal naming the cause or fault header whose value the double does not give; undefined when both are known or absent. */
  function unknownHeaderValue(request: IncomingMessage): Answer | undefined {
    const known: [string, readonly string[]][] = [
      [CAUSE_HEADER, Object.keys(description.onDemand)],
      [FAULT_HEADER, FAULTS_ON_DEMAND],
    ];
    for (const [header, values] of known) {
      const value = request.headers[header];
      if (value === undefined || (typeof value === "string" && values.includes(value))) continue;
      const { status, error } = description.answers.unknownHeaderValue;
      return { status, error: description.complete(error, header, `Must be one of ${values.join(", ")}.`) };
    }
    return undefined;
  }

  /** The cause a call asks for by header, or one drawn from the cause rates; undefined for none. */
  function askedCause(request: IncomingMessage): Answer | undefined {
    const header = request.headers[CAUSE_HEADER];
    if (typeof header === "string") return description.onDemand[header];
    for (const [cause, rate] of Object.entries(faults.causeRates ?? {}))
      if (rate > 0 && random() < rate) return description.onDemand[cause];
    return undefined;
  }

  /** Whether a request carried out loses its answer: asked for by header, or drawn from dropAfterRate. */
  function dropsAnswer(request: IncomingMessage): boolean {
    if (request.headers[FAULT_HEADER] === "drop-after") return true;
    return Boolean(faults.dropAfterRate && random() < faults.dropAfterRate);
  }

  /** What the provider's page shows of a request: its listed values, masked as any answer is. */
  function providerVisit(body: Record<string, unknown>): ProviderVisit {
    const masked = description.mask(body);
    const shown = description.provider.shows.flatMap((path) => {
      const value = getAt(masked, path);
      return typeof value === "string" || typeof value === "number" ? [{ label: path, value: String(value) }] : [];
    });
    return { shown, token: formToken() };
  }

  const baseUrl = () => {
    const address = server.address() as AddressInfo;
    return `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
  };

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  return {
    url: baseUrl(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    setFaults: (next) => {
      checkFaults(next, Object.keys(description.onDemand));
      faults = { ...next };
    },
    order: (merchant, order) => {
      const state = orders.get(merchant)?.get(order);
      const choice = visits.get(visitKey(merchant, order))?.choice;
      return (
        state && {
          ...state,
          transactions: [...state.transactions],
          kept: { ...state.kept },
          ...(choice === undefined ? {} : { payerChoice: choice }),
        }
      );
    },
    orderCount: (merchant) => orders.get(merchant)?.size ?? 0,
  };
}

/** The facts a request states that the operation's order keeps: name -> its value and the request field it came from. */
function keptFacts(operation: DoubleOperation, body: Record<string, unknown>): Map<string, { value: unknown; field: string }> {
  const facts = new Map<string, { value: unknown; field: string }>();
  for (const { fact, rule } of operation.keeps) {
    const { value, read } = applyRule(rule, body);
    if (value !== undefined) facts.set(fact, { value, field: read[0] ?? fact });
  }
  return facts;
}

/** The first fact a request states otherwise than the order keeps it, with the request field. */
function contradictedFact(
  kept: Readonly<Record<string, unknown>>,
  stated: ReadonlyMap<string, { value: unknown; field: string }>,
): { fact: string; field: string } | undefined {
  for (const [fact, { value, field }] of stated) if (Object.hasOwn(kept, fact) && !sameKeptValue(kept[fact], value)) return { fact, field };
  return undefined;
}

/** Faults a test gives: each rate a number from 0 to 1, each cause one the double gives on demand, the delay from 0. */
function checkFaults(faults: Faults, causes: readonly string[]): void {
  const rate = (option: string, value: unknown) => {
    if (value !== undefined && (typeof value !== "number" || !(value >= 0 && value <= 1)))
      throw new DoubleOptionError(option, `${option} must be a number from 0 to 1, not ${String(value)}`);
  };
  rate("faults.busyRate", faults.busyRate);
  rate("faults.dropRate", faults.dropRate);
  rate("faults.dropAfterRate", faults.dropAfterRate);
  const delay = faults.delayMs;
  if (delay !== undefined && !(typeof delay === "number" && Number.isFinite(delay) && delay >= 0))
    throw new DoubleOptionError("faults.delayMs", `faults.delayMs must be a number of milliseconds from 0, not ${String(delay)}`);
  for (const [cause, value] of Object.entries(faults.causeRates ?? {})) {
    if (!causes.includes(cause))
      throw new DoubleOptionError(
        "faults.causeRates",
        `faults.causeRates names ${JSON.stringify(cause)}, no cause the double gives on demand (${causes.join(", ")})`,
      );
    rate(`faults.causeRates.${cause}`, value);
  }
}

/** The server's options: a port from 0 to 65535, time-outs of at least a millisecond. */
function checkServerOptions(options: DoubleOptions): void {
  const { port, headersTimeoutMs, requestTimeoutMs } = options;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535))
    throw new DoubleOptionError("port", `port must be a whole number from 0 to 65535, not ${String(port)}`);
  for (const [option, value] of [
    ["headersTimeoutMs", headersTimeoutMs],
    ["requestTimeoutMs", requestTimeoutMs],
  ] as const)
    if (value !== undefined && !(typeof value === "number" && Number.isFinite(value) && value >= 1))
      throw new DoubleOptionError(option, `${option} must be a number of milliseconds from 1, not ${String(value)}`);
}

const NOT_JSON = Symbol("not JSON");

/** The body's JSON value (a leading byte-order mark, which RFC 8259 lets a reader ignore, is), or NOT_JSON. */
function parse(text: string): unknown {
  try {
    return JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch {
    return NOT_JSON;
  }
}

/** The path of a request target, or "" when it is no URL path at all. */
function pathOf(target: string | undefined): string {
  try {
    return new URL(target ?? "/", "http://double").pathname;
  } catch {
    return "";
  }
}

/** A path segment decoded, or undefined when its percent-encoding is broken. */
function decoded(segment: string | undefined): string | undefined {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** What is wrong with a path identifier, by its bounds in section 2.2, or undefined. */
function identifierProblem(value: string | undefined, bounds: DoubleDescription["pathParameters"][number]): string | undefined {
  if (value === undefined) return "Is not valid percent-encoded text.";
  const length = [...value].length;
  if (length < bounds.minLength || length > bounds.maxLength) return `Must be ${bounds.minLength} to ${bounds.maxLength} characters.`;
  if (bounds.pattern !== undefined && !bounds.pattern.test(value)) return "Contains characters that are not allowed.";
  // A URL resolves these segments away: no client can mean them as identifiers.
  if (value === "." || value === "..") return "Cannot be '.' or '..'.";
  return undefined;
}

/** One of the double's answers: its status, and its error object in the error response. */
function refuse(response: ServerResponse, refusal: Answer, headers: Readonly<Record<string, string>> = {}): void {
  answer(response, refusal.status, errorResponseOf(refusal.error), headers);
}

function answer(response: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}
