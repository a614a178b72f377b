// One run of the generator over a spec folder: build the IR, emit, then write generated/ (or, with
// `check`, compare it). Shared by the command, its watch mode and the release command.

import { relative, resolve } from "node:path";
import { compareDiagnostics, formatDiagnostic, SpecError } from "./diagnostics/diagnostic.js";
import { emitters } from "./emit/emitters.js";
import { buildIR, emitInto } from "./pipeline.js";
import { readReleaseState } from "./release/release-state.js";
import type { GatewayIR } from "./resolve/ir.js";
import type { Formatter } from "./write/format.js";
import { compareWithOutput, stageOutput } from "./write/write-output.js";

export interface GenerateOptions {
  specRoot: string;
  releaseRoot: string;
  outputDirectory: string;
}

/** The folder options every command that generates takes, for `parseArgs`. */
export const FOLDER_OPTIONS = { spec: { type: "string" }, release: { type: "string" }, out: { type: "string" } } as const;

/** The folders, from parsed options: spec/, release/ and generated/ under the current folder by default. */
export function foldersFrom(values: { spec?: string; release?: string; out?: string }): GenerateOptions {
  return {
    specRoot: resolve(values.spec ?? "spec"),
    releaseRoot: resolve(values.release ?? "release"),
    outputDirectory: resolve(values.out ?? "generated"),
  };
}

/** One run: the IR it was made from (undefined when the spec is broken) and the exit code. */
export async function generateOnce(
  options: GenerateOptions,
  formatter: Formatter,
  check: boolean,
): Promise<{ code: number; ir?: GatewayIR }> {
  const { specRoot, releaseRoot, outputDirectory } = options;
  let ir: GatewayIR;
  try {
    ir = await buildIR(specRoot);
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    return { code: printSpecError(error, specRoot) };
  }
  const release = await readReleaseState(releaseRoot);
  if (check) {
    const comparison = compareWithOutput(outputDirectory);
    const count = await emitInto(ir, emitters, comparison, { formatter, release });
    const stale = await comparison.stale();
    if (stale.length === 0) return { code: print(`${relative(".", outputDirectory) || "."} is up to date (${count} files).`, 0), ir };
    const listed = stale.map((line) => `  ${line}`).join("\n");
    return { code: print(`${relative(".", outputDirectory)} is stale; run \`npm run generate\`:\n${listed}`, 1, true), ir };
  }
  // Each file goes to the staging folder as it is made: no run holds the whole output in memory.
  const staged = await stageOutput(outputDirectory);
  let count: number;
  try {
    count = await emitInto(ir, emitters, staged, { formatter, release });
  } catch (error) {
    await staged.abort();
    throw error;
  }
  await staged.commit();
  if (staged.recovered !== undefined) print(`${relative(".", outputDirectory)}: ${staged.recovered}.`, 0);
  return { code: print(`Wrote ${count} files to ${relative(".", outputDirectory)}.`, 0), ir };
}

export function printSpecError(error: SpecError, specRoot: string): number {
  const shown = [...error.diagnostics]
    .sort(compareDiagnostics)
    .map((diagnostic) => formatDiagnostic({ ...diagnostic, file: relative(".", resolve(specRoot, diagnostic.file)) }));
  return print(`${shown.join("\n")}\n${shown.length} problem(s) in the spec; nothing was written.`, 1, true);
}

export function print(text: string, code: number, toStderr = false): number {
  (toStderr ? process.stderr : process.stdout).write(`${text}\n`);
  return code;
}
