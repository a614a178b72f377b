// openapi-typescript (with TypeScript 5, in test/peers) turns generated/openapi.json into types; the
// project's tsc (TypeScript 7) then checks a file of sample request bodies against them: each sample
// must be accepted, and each obviously wrong body refused (`// @ts-expect-error`, which tsc reports as
// unused when the body is accepted).

import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "../support/fixtures.js";
import { OPENAPI_FILE } from "./openapi-document.js";

const run = promisify(execFile);

const OPENAPI_TYPESCRIPT = join(REPO_ROOT, "test", "peers", "node_modules", ".bin", "openapi-typescript");
const TSC = join(REPO_ROOT, "node_modules", ".bin", "tsc");

/** A body to write into the check file under the request type of `path` (a key of openapi.json's paths). */
export interface TypedSample {
  label: string;
  path: string;
  method: string;
  body: unknown;
  /** True when the body must be refused. */
  wrong: boolean;
}

/**
 * openapi-typescript makes a property with a `default` required unless told otherwise, request bodies
 * included (openapi-typescript issues 1741 and 2012); the seed's defaults are what the gateway assumes
 * when a field is absent, so request types need `--default-non-nullable=false`.
 */
export async function generateTypes(directory: string): Promise<void> {
  await run(OPENAPI_TYPESCRIPT, [OPENAPI_FILE, "-o", join(directory, "api.d.ts"), "--default-non-nullable=false"]);
}

function declaration(sample: TypedSample, index: number): string {
  const type = `RequestBody<${JSON.stringify(sample.path)}, ${JSON.stringify(sample.method)}>`;
  // One line per body: `@ts-expect-error` covers the next line only, where tsc reports the error.
  const lines = [`// ${sample.label.replace(/\n/g, " ")}`];
  if (sample.wrong) lines.push("// @ts-expect-error: an obviously wrong body");
  lines.push(`export const sample${index}: ${type} = ${JSON.stringify(sample.body)};`);
  return lines.join("\n");
}

const PREAMBLE = `import type { paths } from "./api.js";

type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody: { content: { "application/json": infer Body } };
}
  ? Body
  : never;
`;

/** Writes api.d.ts and check.ts into `directory`, then runs `tsc --noEmit --strict` on them. */
export async function typeCheckSamples(directory: string, samples: readonly TypedSample[]): Promise<{ code: number; output: string }> {
  await generateTypes(directory);
  await writeFile(join(directory, "check.ts"), [PREAMBLE, ...samples.map(declaration)].join("\n\n"));
  const config = {
    compilerOptions: { strict: true, noEmit: true, target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", types: [] },
    files: ["check.ts"],
  };
  await writeFile(join(directory, "tsconfig.json"), JSON.stringify(config));
  try {
    const { stdout } = await run(TSC, ["-p", directory]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, output: failure.stdout };
  }
}
