// The consumer's calls: `run` makes a GatewayClient (strict, no retries) and calls every operation
// and version with the typed bodies (the smallest on a new order, again as a later transaction, the
// full one) and each variant the test marks `wire` (what a request carries beyond its fields), with
// each merchant identity the test gives, against the double; it sends every other variant body
// through a second client whose fetch answers every call alike, as only whether the client refuses
// a body is asked of those (the double checks bodies with the same validators). It returns what each
// call got: the status and body, or the error with its findings.

import { basicUserParameter } from "../../../generator/emit/shared/error-facts.js";
import type { GatewayIR, OperationIR } from "../../../generator/ir/ir.js";
import { ProbeWriter, SHARED, type Site } from "./probes.js";

/** What the typed half wrote for one operation at one version (or at the default version). */
export interface CallPlan {
  operation: OperationIR;
  versioned: boolean;
  method: string;
  minimal: string;
  full: string;
  site: Site;
}

/** How a consumer names the path identifiers: the client's identity option, and the call's arguments. */
export interface CallShape {
  identity?: string;
  order: string;
  transaction: string;
  /** Every path identifier's argument or option, by the identifier's name. */
  arguments: ReadonlyMap<string, string>;
}

export function callShape(ir: GatewayIR): CallShape {
  const entries = ir.api.client?.pathArguments ?? [];
  const argumentOf = (parameter: string | undefined) => entries.find((entry) => entry.parameter === parameter)?.argument;
  const roles = ir.api.double?.pathRoles;
  const [order, transaction] = [argumentOf(roles?.order), argumentOf(roles?.transaction)];
  if (order === undefined || transaction === undefined) throw new Error("the spec names no order or transaction argument");
  const identity = argumentOf(basicUserParameter(ir.api));
  return {
    ...(identity === undefined ? {} : { identity }),
    order,
    transaction,
    arguments: new Map(entries.map((e) => [e.parameter, e.argument])),
  };
}

/** The label of each typed call, the same in every run of the consumers of one spec. */
export function typedCallLabels(call: CallPlan): string[] {
  const at = `${call.operation.name} ${call.versioned ? call.operation.version : "default"}`;
  return [`${at} minimal`, `${at} later`, `${at} full`];
}

const PRELUDE = [
  "export interface Variant { label: string; method: string; version?: string; body: unknown; extraFields?: Record<string, unknown>; arguments?: Record<string, string>; wire?: true }",
  "export interface Outcome { label: string; status?: number; body?: unknown; error?: { name: string; message: string; status?: number | undefined; findings?: unknown[]; error?: unknown }; sent?: false }",
  "export interface Ids { nextOrder(): string; transactions: readonly [string, string]; merchant: string; password: string; identities: readonly string[] }",
  "/** The answer of the client that only validates: every call is taken. */",
  'const taken = async (): Promise<Response> => new Response("{}", { status: 201, headers: { "content-type": "application/json" } });',
  "type Loose = Record<string, (params: object, options?: object) => Promise<{ status: number; body: unknown }>>;",
  "async function attempt(label: string, call: () => Promise<{ status: number; body: unknown }>): Promise<Outcome> {",
  "  try {",
  "    const answer = await call();",
  "    return { label, status: answer.status, body: answer.body };",
  "  } catch (error) {",
  "    return { label, error: described(error) };",
  "  }",
  "}",
];

export function writeCalls(writer: ProbeWriter, ir: GatewayIR, calls: readonly CallPlan[]): void {
  const shape = callShape(ir);
  for (const line of PRELUDE) writer.plain(line);
  // The client's methods set the discriminator themselves: a body is passed without it.
  const key = JSON.stringify(ir.api.endpoint.discriminator);
  writer.plain(
    `function methodBody<B extends object>(body: B): Omit<B, ${key}> { const { [${key}]: set, ...rest } = body as Record<string, unknown>; void set; return rest as Omit<B, ${key}>; }`,
  );
  writeDescribed(writer);
  writer.plain("export async function run(baseUrl: string, ids: Ids, variants: readonly Variant[]): Promise<Outcome[]> {");
  const identity = shape.identity === undefined ? "" : ` ${JSON.stringify(shape.identity)}: ids.merchant,`;
  writer.probe(
    `  const client = new gateway.GatewayClient({ baseUrl,${identity} apiPassword: ids.password, strict: true, attempts: 1, onWarning: () => undefined });`,
    {
      ...SHARED,
      direction: "api",
      path: "",
      what: "client made",
    },
  );
  writer.plain(
    `  const validating = new gateway.GatewayClient({ baseUrl,${identity} apiPassword: ids.password, strict: true, attempts: 1, onWarning: () => undefined, fetch: taken });`,
  );
  writer.plain("  const outcomes: Outcome[] = [];");
  for (const call of calls) writeTypedCalls(writer, shape, call, laterAfter(ir, calls, call));
  writer.plain("  for (const variant of variants) {");
  writer.plain(
    "    const params = { ...variant.arguments, body: variant.body, ...(variant.extraFields && { extraFields: variant.extraFields }) };",
  );
  writer.plain(
    `    const path = { ${JSON.stringify(shape.order)}: ids.nextOrder(), ${JSON.stringify(shape.transaction)}: ids.transactions[0] };`,
  );
  writer.plain("    const options = variant.version === undefined ? undefined : { version: variant.version };");
  writer.plain("    const method = ((variant.wire ? client : validating).raw as unknown as Loose)[variant.method];");
  writer.plain(
    "    const outcome = await attempt(variant.label, () => (method ? method({ ...path, ...params }, options) : Promise.reject(new Error(`no method ${variant.method}`))));",
  );
  writer.plain("    outcomes.push(variant.wire ? outcome : { ...outcome, sent: false });");
  writer.plain("  }");
  writeIdentities(writer, shape, calls[0]);
  writer.plain("  return outcomes;");
  writer.plain("}");
}

function writeDescribed(writer: ProbeWriter): void {
  writer.plain('function described(error: unknown): NonNullable<Outcome["error"]> {');
  writer.probe("  if (error instanceof gateway.GatewayError)", { ...SHARED, direction: "api", path: "", what: "errors told apart" });
  writer.plain(
    "    return { name: error.constructor.name, message: error.message, status: error.status, findings: [...error.findings], error: error.error };",
  );
  writer.plain("  return { name: error instanceof Error ? error.constructor.name : typeof error, message: String(error) };");
  writer.plain("}");
}

/** Each merchant identity the test gives: a client of its own, and the first operation's smallest body. */
function writeIdentities(writer: ProbeWriter, shape: CallShape, call: CallPlan | undefined): void {
  if (shape.identity === undefined || call === undefined) return;
  writer.plain("  for (const [index, merchant] of ids.identities.entries()) {");
  writer.probe(
    `    const own = new gateway.GatewayClient({ baseUrl, ${JSON.stringify(shape.identity)}: merchant, apiPassword: ids.password, strict: true, attempts: 1 });`,
    {
      ...SHARED,
      direction: "api",
      path: "",
      what: "client made for another merchant",
    },
  );
  const params = `{ ${JSON.stringify(shape.order)}: ids.nextOrder(), ${JSON.stringify(shape.transaction)}: ids.transactions[0], body: methodBody(${call.minimal}) }`;
  const label = `${call.operation.name} ${call.operation.version} identity`;
  const options = `{ version: ${JSON.stringify(call.operation.version)} }`;
  writer.plain(`    outcomes.push(await attempt(\`${label} \${index + 1}\`, () => own.raw.${call.method}(${params}, ${options})));`);
  writer.plain("  }");
}

/**
 * The call a later transaction of `call` follows on one order: `call` itself where the double's
 * outcome applies to the status it leaves, else the first call whose outcome leaves a status it
 * applies from (VERIFY before AUTHORIZE); none where it applies to a new order only.
 */
function laterAfter(ir: GatewayIR, calls: readonly CallPlan[], call: CallPlan): CallPlan | undefined {
  const outcomes = ir.api.double?.outcomes ?? [];
  const from = outcomes.find((outcome) => outcome.operation === call.operation.name)?.from ?? [];
  const leaves = (candidate: CallPlan) => outcomes.find((outcome) => outcome.operation === candidate.operation.name)?.orderStatus;
  const own = leaves(call);
  if (own !== undefined && from.includes(own)) return call;
  return calls.find((candidate) => {
    const status = leaves(candidate);
    return status !== undefined && from.includes(status);
  });
}

/**
 * The smallest body on a new order, the same again as a later transaction of an order it applies to
 * (where the double's outcomes let one), the full body.
 */
function writeTypedCalls(writer: ProbeWriter, shape: CallShape, call: CallPlan, after: CallPlan | undefined): void {
  const [minimal, later, full] = typedCallLabels(call);
  const optionsOf = (plan: CallPlan) => (plan.versioned ? `, { version: ${JSON.stringify(plan.operation.version)} }` : "");
  const params = (transaction: string, order: string, body: string) =>
    `{ ${JSON.stringify(shape.order)}: ${order}, ${JSON.stringify(shape.transaction)}: ${transaction}, body: methodBody(${body}) }`;
  const send = (label: string | undefined, transaction: string, order: string, body: string, when = "") =>
    writer.probe(
      `    ${when}outcomes.push(await attempt(${JSON.stringify(label)}, () => client.raw.${call.method}(${params(transaction, order, body)}${optionsOf(call)})));`,
      { ...call.site, what: `${label ?? ""} called` },
    );
  writer.plain("  {");
  writer.plain("    const order = ids.nextOrder();");
  send(minimal, "ids.transactions[0]", "order", call.minimal);
  if (after === call) send(later, "ids.transactions[1]", "order", call.minimal);
  else if (after !== undefined) {
    // The order the later transaction applies to, made by the call whose status it applies from.
    writer.plain("    const earlier = ids.nextOrder();");
    writer.probe(
      `    const prepared = await attempt(${JSON.stringify(`${later} (its order)`)}, () => client.raw.${after.method}(${params("ids.transactions[0]", "earlier", after.minimal)}${optionsOf(after)}));`,
      { ...after.site, what: `${later ?? ""}'s order made` },
    );
    // Where the call that makes its order is refused (that call's own outcome shows why), the later
    // transaction has no order to follow: it is not sent, and so shows nothing.
    send(later, "ids.transactions[1]", "earlier", call.minimal, "if (prepared.error === undefined) ");
  }
  send(full, "ids.transactions[0]", "ids.nextOrder()", call.full);
  writer.plain("  }");
}
