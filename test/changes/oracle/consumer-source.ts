// The downstream consumer a merchant SDK would be, written for one package (its IR and its exports):
// it uses every exported name, writes every request (every field, every enumeration value), reads
// every response field into the type it had, and exports `run`, which calls every operation and
// version through GatewayClient and tells what each call got.

import { clientMethodName, guardName, validatorName } from "../../../generator/emit/plan/output-plan.js";
import { operationId, pascalCase } from "../../../generator/emit/emitter.js";
import type { GatewayIR, OperationIR } from "../../../generator/ir/ir.js";
import type { MessageBodies } from "./consumer-bodies.js";
import { writeCalls, type CallPlan } from "./consumer-calls.js";
import { writeRequestLiteral, writeRequestValues, writeResponseReaders } from "./consumer-messages.js";
import { exportSites, type ExportedName } from "./package-exports.js";
import { ProbeWriter, SHARED, type Probe, type Site } from "./probes.js";

export interface ConsumerPlan {
  ir: GatewayIR;
  exports: readonly ExportedName[];
  /** Type parameters of generic exported types, by name (`CallParams`: 1), learnt from the first compile. */
  typeArguments: ReadonlyMap<string, number>;
  /** The request bodies of each operation and version, by `operationKey`. */
  bodies: ReadonlyMap<string, MessageBodies>;
}

export interface Consumer {
  text: string;
  probes: Probe[];
}

export function operationKey(operation: OperationIR): string {
  return `${operation.name} ${operation.version}`;
}

export function consumerSource(plan: ConsumerPlan): Consumer {
  const writer = new ProbeWriter();
  writer.plain('import * as gateway from "@gateway/generated";');
  writeExports(writer, plan);
  const calls: CallPlan[] = [];
  for (const operation of plan.ir.operations)
    for (const versioned of operation.isDefault ? [true, false] : [true]) calls.push(writeOperation(writer, plan, operation, versioned));
  writeResponseReaders(
    writer,
    "errorShape",
    "gateway.ErrorResponse",
    plan.ir.api.errorShape,
    { ...SHARED, direction: "response", path: "" },
    false,
  );
  writeCalls(writer, plan.ir, calls);
  return { text: writer.text(), probes: writer.probes };
}

/** Each exported name used: a value read, a type named (with `never` for each type parameter). */
function writeExports(writer: ProbeWriter, plan: ConsumerPlan): void {
  const sites = exportSites(plan.ir);
  const siteOf = (name: string, fallback?: string): Site =>
    sites.get(name) ?? (fallback === undefined ? undefined : sites.get(fallback)) ?? { ...SHARED, direction: "api", path: name };
  const typeOf = (name: string) => {
    const count = plan.typeArguments.get(name) ?? 0;
    return count === 0 ? `gateway.${name}` : `gateway.${name}<${Array.from({ length: count }, () => "never").join(", ")}>`;
  };
  plan.exports.forEach(({ name, value, members }, index) => {
    if (members !== undefined)
      members.forEach((member, position) =>
        writer.probe(`export type Exported_${index}_${position} = ${typeOf(`${name}.${member}`)};`, {
          ...siteOf(`${name}.${member}`, name),
          what: `exported ${name}.${member}`,
        }),
      );
    else if (value) writer.probe(`void gateway.${name};`, { ...siteOf(name), what: `exported ${name}` });
    else writer.probe(`export type Exported_${index} = ${typeOf(name)};`, { ...siteOf(name), what: `exported ${name}` });
  });
}

/** An operation at one version, by its versioned names or (`versioned` false) the default's. */
function writeOperation(writer: ProbeWriter, plan: ConsumerPlan, operation: OperationIR, versioned: boolean): CallPlan {
  const suffix = `${operation.name}_${versioned ? operation.version : "default"}`;
  const site: Site = {
    operation: operation.name,
    version: operation.version,
    direction: "request",
    path: "",
    ...(versioned ? {} : { unversioned: true }),
  };
  const typeName = (direction: string) =>
    `gateway.${versioned ? operationId(operation) : pascalCase(operation.name)}${pascalCase(direction)}`;
  const bodies = plan.bodies.get(operationKey(operation));
  if (bodies === undefined) throw new Error(`no bodies for ${operationKey(operation)}`);
  const [minimal, full] = [`minimal_${suffix}`, `full_${suffix}`];
  writeRequestLiteral(writer, minimal, typeName("request"), operation.request.root, bodies.minimal, site);
  writeRequestLiteral(writer, full, typeName("request"), operation.request.root, bodies.full[0] ?? bodies.minimal, site);
  writeRequestValues(writer, `value_${suffix}`, typeName("request"), operation.request.root, site);
  writeResponseReaders(writer, `read_${suffix}`, typeName("response"), operation.response.root, { ...site, direction: "response" });
  const checks = [validatorName(operation, "request", versioned), guardName(operation, "request", versioned)];
  for (const check of checks)
    writer.probe(`export const ${check}_${suffix} = (): unknown => gateway.${check}(${minimal});`, { ...site, what: `${check} called` });
  return { operation, versioned, method: clientMethodName(operation), minimal, full, site: { ...site, direction: "api" } };
}
