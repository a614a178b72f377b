// A local stand-in for the gateway over real HTTP, on loopback: the endpoint shape, Basic
// authentication, bodies checked by the generated validators, state per merchant and order, and
// faults on demand. Everything it knows of the gateway comes from the generated description.
// This module puts the parts together, one request at a time: routing.ts (where a request goes),
// credentials.ts, body-reading.ts, faults.ts, order-book.ts (the state), order-rules.ts (what an order
// allows), response-body.ts (the answer, by answer-rules.ts) and answers.ts.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { composeResponse } from "./response-body.js";
import type { DoubleDescription, DoubleOperation, Finding, PayerChoice } from "./double-description.js";
import { errorResponseOf, findingAsError, findingField, findingKind, invalid } from "../runtime/contract.js";
import { getAt, isRecord } from "./body-paths.js";
import { answerProviderPage, providerVisit } from "./provider-page.js";
import { authenticates, checkedMerchants } from "./credentials.js";
import { BodyRefused, bodyLimitsOf, NOT_JSON, parseBody, readBody } from "./body-reading.js";
import { closingUnread } from "./lingering-close.js";
import { parseProviderPath, providerPath } from "./provider-path.js";
import { pathOf, routeOf } from "./routing.js";
import { answer, isReply, refuse } from "./answers.js";
import { askedCause, checkFaults, dropsAnswer, dropsBefore, isBusy, unknownHeaderValue, type FaultDraw } from "./faults.js";
import { OrderBook } from "./order-book.js";
import { factsAfter, keptFacts, orderRefusal } from "./order-rules.js";
import { checkServerOptions } from "./server-options.js";
import type { DoubleOptions, OrderState, RunningDouble } from "./double-options.js";

export type { PayerChoice };
export { CAUSE_HEADER, FAULT_HEADER } from "./double-options.js";
export type { DoubleOptions, Faults, OrderState, RequestLogEntry, RunningDouble } from "./double-options.js";

const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export async function startDouble<Status extends string>(
  description: DoubleDescription<Status>,
  options: DoubleOptions = {},
): Promise<RunningDouble<Status>> {
  const merchants = checkedMerchants(options.merchants ?? {}, description);
  const bodyLimits = bodyLimitsOf(options);
  checkFaults(options.faults ?? {}, Object.keys(description.onDemand));
  checkServerOptions(options);
  const book = new OrderBook<Status>();
  const draw: FaultDraw = { faults: { ...options.faults }, random: options.random ?? Math.random };
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
      return answerProviderPage(request, response, book.visit(provider.merchant, provider.order), new URL(baseUrl()).origin);
    if (await dropsBefore(draw)) return void request.socket.destroy();
    const call = routeOf(description, request.method, pathOf(request.url));
    if (isReply(call)) return answer(response, call.status, call.body, { ...call.headers, ...closingUnread(request) });
    if (!authenticates(request.headers.authorization, `${description.basicUserPrefix}${call.merchant}`, merchants.get(call.merchant)))
      return refuse(response, description.answers.unauthenticated, closingUnread(request));
    if (isBusy(draw)) return refuse(response, description.answers.serverBusy, closingUnread(request));
    const unknownHeader = unknownHeaderValue(request, description);
    if (unknownHeader !== undefined) return refuse(response, unknownHeader, closingUnread(request));
    const asked = askedCause(request, description, draw);
    if (asked !== undefined) return refuse(response, asked, closingUnread(request));
    const body = parseBody(await readBody(request, bodyLimits));
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
    const operation = description.operations.get(`${String(body[description.discriminator])}@${call.version}`) as DoubleOperation<Status>;
    const existing = book.find(call.merchant, call.order);
    if (existing?.transactions.includes(call.transaction)) return refuse(response, description.answers.reusedTransaction);
    const stated = keptFacts(operation, body);
    const stateRefusal = existing === undefined ? undefined : orderRefusal(description, operation, existing, stated);
    if (stateRefusal !== undefined) return refuse(response, stateRefusal);
    const late = existing ? operation.firstTransactionOnly.find((rule) => getAt(body, rule.path) !== undefined) : undefined;
    if (late) {
      const { status, error } = description.answers.laterTransaction;
      return refuse(response, { status, error: description.complete(error, late.path, late.text) });
    }
    const state: OrderState<Status> = existing ?? {
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
        parameters: call.identifiers,
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
    book.record(call.merchant, call.order, {
      ...state,
      status: operation.orderStatus,
      lastUpdatedTime: time,
      transactions: [...state.transactions, call.transaction],
      kept: factsAfter(state, stated),
    });
    if (operation.values.some(({ from }) => from === "redirectUrl"))
      book.setVisit(call.merchant, call.order, providerVisit(description, body));
    if (dropsAnswer(request, draw)) return void request.socket.destroy();
    return answer(response, existing ? description.status.ok : description.status.created, composed.body);
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
      draw.faults = { ...next };
    },
    order: (merchant, order) => book.copyOf(merchant, order),
    orderCount: (merchant) => book.count(merchant),
  };
}
