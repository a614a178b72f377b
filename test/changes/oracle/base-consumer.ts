// The consumer of one base spec, ready to be held against edits: the old package written, the
// consumer generated for it, compiled against it with no error (the generic exported types get their
// type arguments from that first compile), built to JavaScript and run against the old double, every
// call answered as the old package says. That run is the baseline each edit's calls are compared with.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { transformSync } from "oxc-transform";
import { lastSegment } from "../../../generator/language/spec-paths.js";
import type { GatewayIR } from "../../../generator/ir/ir.js";
import { requestBodies, type Body, type MessageBodies } from "./consumer-bodies.js";
import { callShape } from "./consumer-calls.js";
import { consumerSource, operationKey, type Consumer, type ConsumerPlan } from "./consumer-source.js";
import type { CallReading, Outcome } from "./demonstrations.js";
import { exportedNames } from "./package-exports.js";
import { linkPackage, writePackage } from "./package-folder.js";
import { ProbeWriter, type Site } from "./probes.js";
import { typeCheck } from "./type-check.js";
import { identityEnds, variantsOf, type Variant } from "./consumer-variants.js";

/** What the consumer's `run` is, and the package module the oracle reads validators and the double from. */
export interface ConsumerModule {
  run(baseUrl: string, ids: Ids, variants: readonly Variant[]): Promise<Outcome[]>;
}

export interface Ids {
  nextOrder(): string;
  transactions: readonly [string, string];
  merchant: string;
  password: string;
  /** Other merchant identities, each at an end of the identifier's bounds. */
  identities: readonly string[];
}

type ValidationResult = { valid: true } | { valid: false; errors: unknown[] };

export interface PackageModule {
  startGatewayMock(options: object): Promise<{ url: string; close(): Promise<void> }>;
  validateRequest(operation: string, version: string, body: unknown): ValidationResult;
  validateResponse(operation: string, version: string, body: unknown): ValidationResult;
}

export interface BaseConsumer {
  ir: GatewayIR;
  folder: string;
  /** The digest of the package's JavaScript. */
  code: string;
  consumer: Consumer;
  /** consumer.ts and consumer.js, copied beside each edit's package. */
  source: { typescript: string; javascript: string };
  run: ConsumerModule["run"];
  pkg: PackageModule;
  variants: Variant[];
  identities: string[];
  reading: CallReading;
  baseline: Map<string, Outcome>;
}

export const MERCHANT = { merchant: "TESTMERCHANT", password: "secret-password" } as const;

/** Order ids of one run of the consumer. */
export function freshIds(identities: readonly string[]): Ids {
  let order = 0;
  return { nextOrder: () => `order${++order}`, transactions: ["1", "2"], ...MERCHANT, identities };
}

/** The double of a package, knowing the consumer's merchants. */
export function startDouble(pkg: PackageModule, identities: readonly string[]): ReturnType<PackageModule["startGatewayMock"]> {
  const merchants = Object.fromEntries([MERCHANT.merchant, ...identities].map((merchant) => [merchant, MERCHANT.password]));
  return pkg.startGatewayMock({ merchants, strictFields: true });
}

export async function prepareBase(ir: GatewayIR, folder: string): Promise<BaseConsumer> {
  const packageFolder = join(folder, "node_modules", "@gateway", "generated");
  const code = await writePackage(ir, packageFolder, "0.0.0-base");
  await linkPackage(folder, packageFolder).catch(() => undefined);
  const pkg = (await import(pathToFileURL(join(packageFolder, "dist", "index.js")).href)) as PackageModule;
  const reading = callReading(ir, pkg);
  const bodies = new Map(ir.operations.map((operation) => [operationKey(operation), bodiesOf(ir, operation, pkg, reading)] as const));
  const plan: ConsumerPlan = { ir, exports: await exportedNames(packageFolder), typeArguments: new Map(), bodies };
  const consumer = await compiledConsumer(plan, folder);
  const javascript = transformSync("consumer.ts", consumer.text, { lang: "ts", sourceType: "module", target: "es2022" }).code;
  await writeFile(join(folder, "consumer.js"), javascript);
  const { run } = (await import(pathToFileURL(join(folder, "consumer.js")).href)) as ConsumerModule;
  const variants = variantsOf(ir, bodies);
  const identities = identityEnds(ir);
  const baseline = await baselineOf(run, pkg, variants, identities, reading);
  return {
    ir,
    folder,
    code,
    consumer,
    source: { typescript: consumer.text, javascript },
    run,
    pkg,
    variants,
    identities,
    reading,
    baseline,
  };
}

function bodiesOf(ir: GatewayIR, operation: GatewayIR["operations"][number], pkg: PackageModule, reading: CallReading): MessageBodies {
  const refusals = (body: Body) => {
    const result = pkg.validateRequest(operation.name, operation.version, body);
    return result.valid ? [] : result.errors.map((error) => reading.fieldOf(error) ?? "");
  };
  void ir;
  return requestBodies(operation.request, refusals);
}

/** The consumer's text, compiled against the old package with no error, generic types given their arguments. */
async function compiledConsumer(plan: ConsumerPlan, folder: string): Promise<Consumer> {
  const file = join(folder, "consumer.ts");
  let consumer = consumerSource(plan);
  for (let attempt = 0; attempt < 2; attempt++) {
    await writeFile(file, consumer.text);
    const errors = (await typeCheck(folder, [file])).get(file) ?? [];
    if (errors.length === 0) return consumer;
    const typeArguments = new Map(plan.typeArguments);
    const others = errors.filter((error) => {
      const count = /^Generic type .* requires (?:between )?(\d+)/.exec(error.message)?.[1];
      const name = probeAt(consumer, error.line)?.what.replace(/^exported /, "");
      if (count !== undefined && name !== undefined) typeArguments.set(name, Number(count));
      return count === undefined || name === undefined;
    });
    if (others.length > 0)
      throw new Error(`the consumer does not compile against its own package: ${JSON.stringify(others.slice(0, 5), null, 2)}`);
    plan = { ...plan, typeArguments };
    consumer = consumerSource(plan);
  }
  throw new Error("the consumer's generic types did not settle");
}

function probeAt(consumer: Consumer, line: number): Consumer["probes"][number] | undefined {
  const id = ProbeWriter.probeOnLine(consumer.text, line);
  return id === undefined ? undefined : consumer.probes[id];
}

function callReading(ir: GatewayIR, pkg: PackageModule): CallReading {
  const member = lastSegment(ir.api.errorContract.field);
  const fieldOf = (finding: unknown) => {
    const value = typeof finding === "object" && finding !== null ? (finding as Record<string, unknown>)[member] : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const shape = callShape(ir);
  const identifiers = new Map([...shape.arguments].map(([parameter, argument]) => [argument, parameter]));
  const sites = new Map<string, Site>();
  for (const operation of ir.operations) {
    const site = { operation: operation.name, version: operation.version, direction: "api", path: "" } as const;
    sites.set(`${operation.name} ${operation.version}`, site);
    if (operation.isDefault) sites.set(`${operation.name} default`, { ...site, unversioned: true });
  }
  return {
    siteOf: (label) => {
      const site = sites.get(label.split(" ").slice(0, 2).join(" "));
      if (site === undefined) throw new Error(`no operation for the call ${label}`);
      return site;
    },
    fieldOf,
    identifierOf: (name) => identifiers.get(name) ?? (shape.arguments.has(name) ? name : undefined),
    refusedAnswer: (site, body) => {
      const result = pkg.validateResponse(site.operation, site.version, body);
      return result.valid ? [] : result.errors.map((error) => fieldOf(error) ?? "");
    },
  };
}

/** Every call against the old double, each of which must succeed with an answer the old package accepts. */
async function baselineOf(
  run: ConsumerModule["run"],
  pkg: PackageModule,
  variants: readonly Variant[],
  identities: readonly string[],
  reading: CallReading,
): Promise<Map<string, Outcome>> {
  const double = await startDouble(pkg, identities);
  try {
    const outcomes = await run(double.url, freshIds(identities), variants);
    const failed = outcomes.filter(
      (outcome) =>
        outcome.error !== undefined ||
        (outcome.sent !== false && reading.refusedAnswer(reading.siteOf(outcome.label), outcome.body).length > 0),
    );
    if (failed.length > 0)
      throw new Error(`the consumer's calls fail against its own package: ${JSON.stringify(failed.slice(0, 3), null, 2)}`);
    return new Map(outcomes.map((outcome) => [outcome.label, outcome]));
  } finally {
    await double.close();
  }
}
