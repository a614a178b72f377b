// One run of the generator over a spec folder: build the IR, emit, then write generated/ (or, with
// `check`, compare it). Shared by the command, its watch mode and the release command.

import { relative, resolve } from "node:path";
import { renderDiagnostics } from "./diagnostics/code-frame.js";
import { sortedUnique, SpecError } from "./diagnostics/diagnostic.js";
import { emitters } from "./emit/emitters.js";
import { buildIR, emitAll } from "./pipeline.js";
import { readReleaseState } from "./release/release-state.js";
import type { GatewayIR } from "./resolve/ir.js";
import type { Formatter } from "./write/format.js";
import { findStaleFiles, writeOutputAtomically } from "./write/write-output.js";

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
  const files = await emitAll(ir, emitters, { formatter, release: await readReleaseState(releaseRoot) });
  if (check) {
    const stale = await findStaleFiles(outputDirectory, files);
    if (stale.length === 0)
      return { code: print(`${relative(".", outputDirectory) || "."} is up to date (${files.length} files).`, 0), ir };
    const listed = stale.map((line) => `  ${line}`).join("\n");
    return { code: print(`${relative(".", outputDirectory)} is stale; run \`npm run generate\`:\n${listed}`, 1, true), ir };
  }
  const recovered = await writeOutputAtomically(outputDirectory, files);
  if (recovered !== undefined) print(`${relative(".", outputDirectory)}: ${recovered}.`, 0);
  return { code: print(`Wrote ${files.length} files to ${relative(".", outputDirectory)}.`, 0), ir };
}

/** Every problem with its code frame, then how many there are; exit code 1. */
export function printSpecError(error: SpecError, specRoot: string): number {
  const diagnostics = sortedUnique(error.diagnostics);
  const shown = renderDiagnostics(diagnostics, error.sources, (file) => relative(".", resolve(specRoot, file)));
  return print(`${shown}\n\n${diagnostics.length} problem(s) in the spec; nothing was written.`, 1, true);
}

export function print(text: string, code: number, toStderr = false): number {
  (toStderr ? process.stderr : process.stdout).write(`${text}\n`);
  return code;
}
