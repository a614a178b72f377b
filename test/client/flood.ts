// A flood of concurrent calls on a few orders, mixing valid browser payments (which an initiated
// order takes again), Authorize and Verify calls (which the order's status may refuse: outcomes'
// `from` in spec/api/double.yaml), reused transaction ids, invalid bodies and bad credentials; then
// the checks that nothing was lost or accepted twice. Used by the double's tests (a few hundred
// calls) and by `npm run flood` (2,000).

import type { OrderState } from "../../generated/dist/index.js";
import { validateResponse } from "../../generated/dist/index.js";

export interface FloodOptions {
  requests: number;
  orders: number;
  seed: number;
}

export interface FloodReport {
  requests: number;
  seconds: number;
  byStatus: Record<string, number>;
  /** Calls answered with success. */
  accepted: number;
  peakRssBytes: number;
  /** Every broken invariant, as a sentence: empty when the double held. */
  problems: string[];
}

/** What each call of the flood is. */
type Kind = "initiate" | "authorize" | "verify" | "invalid" | "stranger";

/** The operation, version and order status of each kind of valid call. */
const OPERATION_OF = {
  initiate: { name: "INITIATE_BROWSER_PAYMENT", version: "17", status: "INITIATED" },
  authorize: { name: "AUTHORIZE", version: "100", status: "AUTHORIZED" },
  verify: { name: "VERIFY", version: "100", status: "VERIFIED" },
  invalid: { name: "AUTHORIZE", version: "100", status: undefined },
  stranger: { name: "AUTHORIZE", version: "100", status: undefined },
} as const;

/** A small deterministic random source (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function bodyOf(kind: Kind): object {
  if (kind === "initiate") return { apiOperation: "INITIATE_BROWSER_PAYMENT", order: { amount: "10.00", currency: "USD" } };
  if (kind === "verify") return { apiOperation: "VERIFY", order: { currency: "USD" } };
  if (kind === "invalid") return { apiOperation: "AUTHORIZE", order: { amount: "10.00" } };
  return { apiOperation: "AUTHORIZE", order: { amount: "10.00", currency: "USD" } };
}

export async function floodDouble(
  url: string,
  merchant: string,
  password: string,
  options: FloodOptions,
  orderOf?: (orderId: string) => OrderState | undefined,
): Promise<FloodReport> {
  const next = random(options.seed);
  const prefix = `flood-${options.seed}-${Date.now()}`;
  const perOrder = Math.max(2, Math.floor(options.requests / options.orders / 2));
  const calls = Array.from({ length: options.requests }, (_, index) => {
    const roll = next();
    const kind: Kind = roll < 0.6 ? "initiate" : roll < 0.7 ? "authorize" : roll < 0.8 ? "verify" : roll < 0.9 ? "invalid" : "stranger";
    return { kind, orderId: `${prefix}-${index % options.orders}`, transactionId: String(1 + Math.floor(next() * perOrder)) };
  });
  const good = `Basic ${Buffer.from(`merchant.${merchant}:${password}`).toString("base64")}`;
  const bad = `Basic ${Buffer.from(`merchant.${merchant}:not-${password}`).toString("base64")}`;
  let peakRssBytes = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const answers = await Promise.all(
    calls.map(async (call) => {
      const { version } = OPERATION_OF[call.kind];
      const response = await fetch(
        `${url}/rest/version/${version}/merchant/${merchant}/order/${call.orderId}/transaction/${call.transactionId}`,
        {
          method: "PUT",
          headers: { authorization: call.kind === "stranger" ? bad : good, "content-type": "application/json" },
          body: JSON.stringify(bodyOf(call.kind)),
        },
      );
      return { call, status: response.status, body: (await response.json()) as unknown };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const byStatus: Record<string, number> = {};
  for (const { status } of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const accepted = answers.filter(({ status }) => status === 200 || status === 201);
  return {
    requests: options.requests,
    seconds,
    byStatus,
    accepted: accepted.length,
    peakRssBytes,
    problems: [...answerProblems(answers), ...stateProblems(accepted, options.orders, prefix, orderOf)],
  };
}

type Answer = { call: { kind: Kind; orderId: string; transactionId: string }; status: number; body: unknown };

/** Each answer is what its call deserves: success only for a valid call, the error shape otherwise. */
function answerProblems(answers: readonly Answer[]): string[] {
  return answers.flatMap(({ call, status, body }) => {
    const success = status === 200 || status === 201;
    const operation = OPERATION_OF[call.kind];
    if (success && operation.status === undefined) return [`${call.kind} call accepted (${status})`];
    if (validateResponse(operation.name, operation.version, body).valid !== true)
      return [`${call.kind} call answered ${status} with a body that is neither`];
    if (status >= 500) return [`${call.kind} call answered ${status}`];
    return [];
  });
}

/** Each transaction id accepted once per order; each order created once, ending as an accepted call left it. */
function stateProblems(
  accepted: readonly Answer[],
  orders: number,
  prefix: string,
  orderOf: ((orderId: string) => OrderState | undefined) | undefined,
): string[] {
  const problems: string[] = [];
  for (let index = 0; index < orders; index++) {
    const orderId = `${prefix}-${index}`;
    const mine = accepted.filter(({ call }) => call.orderId === orderId);
    const ids = mine.map(({ call }) => call.transactionId);
    if (new Set(ids).size !== ids.length) problems.push(`${orderId}: a transaction id accepted twice`);
    if (mine.length > 0 && mine.filter(({ status }) => status === 201).length !== 1) problems.push(`${orderId}: not created exactly once`);
    if (orderOf === undefined) continue;
    const state = orderOf(orderId);
    if ([...(state?.transactions ?? [])].sort().join() !== [...ids].sort().join())
      problems.push(`${orderId}: the state lost or added a transaction`);
    const possible = new Set(mine.map(({ call }) => OPERATION_OF[call.kind].status));
    if (mine.length > 0 && !possible.has(state?.status as never))
      problems.push(`${orderId}: status ${state?.status} no accepted call leaves`);
  }
  return problems;
}
