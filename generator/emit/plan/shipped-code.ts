// The hand-written code the package ships: templates/package/src/ mirrors the package's src/ folders
// (runtime, client, double), so its relative imports are the package's own, and it is type-checked
// and linted in place. Emitters copy a folder as it is; no shipped file is kept as a string.

import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { GeneratedFile } from "../emitter.js";
import { copiedFiles } from "../shared/copy-files.js";

/** Where the shipped code lives, from the repository root. */
export const SHIPPED_ROOT = "templates/package/src";

/**
 * Names another folder to read the shipped code from. Mutation runs name the project's own: in
 * Stryker's sandbox the shipped code is instrumented in place (every mutant a switch in the text),
 * which is no source to copy into a package (vitest.mutation.config.ts).
 */
export const SHIPPED_SOURCES_VARIABLE = "GATEWAY_CODEGEN_SHIPPED_SOURCES";

const BESIDE_THE_GENERATOR = fileURLToPath(new URL(`../../../${SHIPPED_ROOT}/`, import.meta.url));

/** The folder of the shipped code, ending in a slash. */
export function shippedDirectory(): string {
  const named = process.env[SHIPPED_SOURCES_VARIABLE];
  return named === undefined || named === "" ? BESIDE_THE_GENERATOR : `${resolve(named)}/`;
}

/** A shipped folder (`client`) as the package's `src/client/` files. */
export function shippedFolder(folder: "runtime" | "client" | "double"): GeneratedFile[] {
  return copiedFiles(`${shippedDirectory()}${folder}/`, `src/${folder}`, `${SHIPPED_ROOT}/${folder}`);
}
