// The package-size rows: every validator and an authorize-only consumer, each beside the ajv
// standalone code a peer would ship for the same JSON Schema (like for like: the peer has no client
// or double), the whole package on its own, and a check that tree shaking kept no other operation
// in the authorize-only bundle.

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { kebabCase } from "../../generator/emit/emitter.js";
import type { GatewayIR, OperationIR } from "../../generator/ir/ir.js";
import { REPO_ROOT } from "../generation/generation.js";
import { requestSchemaPath } from "../peers/ajv.js";
import { ajvStandaloneSource } from "./ajv-standalone.js";
import { bundleSize, type BundleSize } from "./bundle-size.js";
import { validatorName } from "../../generator/emit/plan/output-plan.js";

export interface SizeRow {
  /** What the bundle holds: every validator, the whole package, or the one-operation consumer of the target. */
  kind: "validators" | "package" | "consumer";
  ours: BundleSize;
  peer?: BundleSize;
  /** Generated files of other operations that tree shaking left in the bundle. */
  leftovers: string[];
}

const PACKAGE_ENTRY = "./generated/dist/index.js";
const VALIDATORS_ENTRY = "./generated/dist/validators/index.js";

function latestOf(ir: GatewayIR, name: string): OperationIR | undefined {
  return ir.operations.filter((operation) => operation.name === name).at(-1);
}

/** Files of the generated package named after an operation other than `kept`. */
function otherOperationFiles(ir: GatewayIR, kept: OperationIR, bundle: BundleSize): string[] {
  const others = new Set(ir.operations.filter((operation) => operation.name !== kept.name).map((operation) => kebabCase(operation.name)));
  return [...bundle.inputs.keys()].filter((path) => [...others].some((name) => path.includes(`/${name}-`) || path.includes(`/${name}.`)));
}

export async function measureSizes(ir: GatewayIR, operationName: string): Promise<SizeRow[]> {
  const validators = await bundleSize("every validator (dist/validators/index.js)", `export * from "${VALIDATORS_ENTRY}";`, REPO_ROOT);
  const validatorsPeer = await bundleSize(
    "ajv standalone, every schema in generated/schema",
    ajvStandaloneSource(schemaFiles()),
    REPO_ROOT,
    true,
  );
  const whole = await bundleSize("whole package with client and double (dist/index.js)", `export * from "${PACKAGE_ENTRY}";`, REPO_ROOT);
  const rows: SizeRow[] = [
    { kind: "validators", ours: validators, peer: validatorsPeer, leftovers: [] },
    { kind: "package", ours: whole, leftovers: [] },
  ];
  const operation = latestOf(ir, operationName);
  // The target names this operation: without it the target would vanish from the table, not fail.
  if (operation === undefined) throw new Error(`the spec has no operation ${operationName} for the size target`);
  const name = validatorName(operation, "request", false);
  const consumer = await bundleSize(`${name} only`, `export { ${name} } from "${PACKAGE_ENTRY}";`, REPO_ROOT);
  const peer = await bundleSize(
    "ajv standalone, same request schema",
    ajvStandaloneSource([requestSchemaPath(operation)]),
    REPO_ROOT,
    true,
  );
  rows.push({ kind: "consumer", ours: consumer, peer, leftovers: otherOperationFiles(ir, operation, consumer) });
  return rows;
}

/** Every schema file generated/ ships, for the peer of the whole package. */
function schemaFiles(): string[] {
  const root = join(REPO_ROOT, "generated", "schema");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".schema.json"))
    .sort()
    .map((path) => join(root, path));
}
