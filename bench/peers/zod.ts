// The second peer: the zod schemas that @hey-api/openapi-ts (installed in test/peers, with zod) makes
// from generated/openapi.json, what a user of our OpenAPI would otherwise reach for. Made afresh in
// each bench run, with the plugin's defaults, into a folder under test/peers so that `zod` resolves;
// the schemas are TypeScript, loaded through tsx (the bench runs under it).

import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { operationId } from "../../generator/emit/emitter.js";
import type { OperationIR } from "../../generator/ir/ir.js";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PEERS = join(REPO_ROOT, "test", "peers");
const HEY_API_CLI = join(PEERS, "node_modules", "@hey-api", "openapi-ts", "bin", "run.js");
const OPENAPI = join(REPO_ROOT, "generated", "openapi.json");
/** Where the zod plugin writes its schemas, inside the output folder. */
const ZOD_FILE = "zod.gen.ts";

/** One issue as zod reports it. */
export interface ZodIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
}

/** What zod 4 says of a schema's kind and parts (`_zod.def`): enough to walk an object's tree. */
interface ZodDefinition {
  type: string;
  shape?: Record<string, ZodSchema>;
  innerType?: ZodSchema;
  element?: ZodSchema;
  valueType?: ZodSchema;
  left?: ZodSchema;
  right?: ZodSchema;
  options?: ZodSchema[];
}

export interface ZodSchema {
  safeParse(body: unknown): { success: true } | { success: false; error: { issues: ZodIssue[] } };
  _zod: { def: ZodDefinition };
}

export interface ZodValidator {
  (body: unknown): ReturnType<ZodSchema["safeParse"]>;
  schema: ZodSchema;
}

/** The generated schemas: their folder (removed by `remove`) and the peers' versions. */
export interface ZodSchemas {
  folder: string;
  version: string;
  remove(): Promise<void>;
}

/**
 * Runs @hey-api/openapi-ts with the zod plugin on generated/openapi.json, into a fresh folder. Paths
 * are absolute: the CLI reads a relative input as a hey-api registry name.
 */
export async function generateZodSchemas(): Promise<ZodSchemas> {
  const folder = await mkdtemp(join(PEERS, ".zod-"));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, [HEY_API_CLI, "-i", OPENAPI, "-o", folder, "-p", "zod", "-s", "--no-log-file"], {
      cwd: PEERS,
    });
  } catch (error) {
    await remove();
    throw new Error(`@hey-api/openapi-ts failed: ${String(error)}`);
  }
  return { folder, version: await peerVersions(), remove };
}

/** `@hey-api/openapi-ts 0.95.0, zod 4.6.7`: the versions test/peers installed. */
async function peerVersions(): Promise<string> {
  const version = async (name: string) =>
    (JSON.parse(await readFile(join(PEERS, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
  return `@hey-api/openapi-ts ${await version("@hey-api/openapi-ts")}, zod ${await version("zod")}`;
}

/**
 * The schema of each operation's request, keyed by operation and version. The plugin names a
 * component `z` + its name with a case change of its own (`Authentication3dsRequest` becomes
 * `zAuthentication3DsRequest`), so the name is found ignoring case.
 */
export async function loadZodRequestValidators(
  folder: string,
  operations: readonly OperationIR[],
): Promise<Map<OperationIR, ZodValidator>> {
  const module = (await import(pathToFileURL(join(folder, ZOD_FILE)).href)) as Record<string, unknown>;
  const byName = new Map(Object.entries(module).map(([name, value]) => [name.toLowerCase(), value]));
  return new Map(
    operations.map((operation) => {
      const name = `z${operationId(operation)}Request`;
      const schema = byName.get(name.toLowerCase()) as ZodSchema | undefined;
      if (typeof schema?.safeParse !== "function") throw new Error(`the zod schemas have no ${name}`);
      return [operation, Object.assign((body: unknown) => schema.safeParse(body), { schema })];
    }),
  );
}

/** zod's verdict and issues. */
export function zodVerdict(validate: ZodValidator, body: unknown): { valid: boolean; issues: ZodIssue[] } {
  const result = validate(body);
  return result.success ? { valid: true, issues: [] } : { valid: false, issues: result.error.issues };
}

/** The schema without `.optional()` and `.nullable()` around it. */
function unwrapped(schema: ZodSchema): ZodSchema {
  const { type, innerType } = schema._zod.def;
  return (type === "optional" || type === "nullable") && innerType !== undefined ? unwrapped(innerType) : schema;
}

/** Whether the schema accepts anything: `z.unknown()`, or an intersection or union of such. */
function checksNothing(schema: ZodSchema): boolean {
  const { type, left, right, options } = unwrapped(schema)._zod.def;
  if (type === "unknown" || type === "any") return true;
  if (type === "union") return options !== undefined && options.every(checksNothing);
  return type === "intersection" && left !== undefined && right !== undefined && checksNothing(left) && checksNothing(right);
}

/**
 * The first place along `steps` (object keys and item indexes from the body) where the zod schema
 * checks nothing, as steps; undefined when every place on the way is checked (or the walk cannot tell).
 */
export function uncheckedPlace(root: ZodSchema, steps: readonly string[]): string[] | undefined {
  let schema: ZodSchema | undefined = root;
  for (let depth = 0; depth <= steps.length && schema !== undefined; depth++) {
    if (checksNothing(schema)) return steps.slice(0, depth);
    const step = steps[depth];
    if (step === undefined) return undefined;
    const def: ZodDefinition = unwrapped(schema)._zod.def;
    schema =
      def.type === "object" ? def.shape?.[step] : def.type === "array" ? def.element : def.type === "record" ? def.valueType : undefined;
  }
  return undefined;
}
