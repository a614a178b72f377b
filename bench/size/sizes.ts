// The package-size rows: the whole generated package and an authorize-only consumer, each beside the
// ajv standalone code a peer would ship for the same JSON Schema, with a check that tree shaking
// kept no other operation in the authorize-only bundle.

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { kebabCase, pascalCase } from "../../generator/emit/emitter.js";
import type { GatewayIR, OperationIR } from "../../generator/resolve/ir.js";
import { REPO_ROOT } from "../generation/generation.js";
import { requestSchemaPath } from "../peers/ajv.js";
import { ajvStandaloneSource } from "./ajv-standalone.js";
import { bundleSize, type BundleSize } from "./bundle-size.js";

export interface SizeRow {
  ours: BundleSize;
  peer?: BundleSize;
  /** Generated files of other operations that tree shaking left in the bundle. */
  leftovers: string[];
}

const PACKAGE_ENTRY = "./generated/dist/index.js";

function latestOf(ir: GatewayIR, name: string): OperationIR | undefined {
  return ir.operations.filter((operation) => operation.name === name).at(-1);
}

/** Files of the generated package named after an operation other than `kept`. */
function otherOperationFiles(ir: GatewayIR, kept: OperationIR, bundle: BundleSize): string[] {
  const others = new Set(ir.operations.filter((operation) => operation.name !== kept.name).map((operation) => kebabCase(operation.name)));
  return [...bundle.inputs.keys()].filter((path) => [...others].some((name) => path.includes(`/${name}-`) || path.includes(`/${name}.`)));
}

export async function measureSizes(ir: GatewayIR, operationName: string): Promise<SizeRow[]> {
  const whole = await bundleSize("whole package (dist/index.js)", `export * from "${PACKAGE_ENTRY}";`, REPO_ROOT);
  const wholePeer = await bundleSize(
    "ajv standalone, every schema in generated/schema",
    ajvStandaloneSource(schemaFiles()),
    REPO_ROOT,
    true,
  );
  const rows: SizeRow[] = [{ ours: whole, peer: wholePeer, leftovers: [] }];
  const operation = latestOf(ir, operationName);
  if (operation === undefined) return rows;
  const name = `validate${pascalCase(operation.name)}Request`;
  const consumer = await bundleSize(`${name} only`, `export { ${name} } from "${PACKAGE_ENTRY}";`, REPO_ROOT);
  const peer = await bundleSize(
    "ajv standalone, same request schema",
    ajvStandaloneSource([requestSchemaPath(operation)]),
    REPO_ROOT,
    true,
  );
  rows.push({ ours: consumer, peer, leftovers: otherOperationFiles(ir, operation, consumer) });
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
