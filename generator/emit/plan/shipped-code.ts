// The hand-written code the package ships: templates/package/src/ mirrors the package's src/ folders
// (runtime, client, double), so its relative imports are the package's own, and it is type-checked
// and linted in place. Emitters copy a folder as it is; no shipped file is kept as a string.

import { fileURLToPath } from "node:url";
import type { GeneratedFile } from "../emitter.js";
import { copiedFiles } from "../shared/copy-files.js";

/** Where the shipped code lives, from the repository root. */
export const SHIPPED_ROOT = "templates/package/src";

const ROOT_DIRECTORY = fileURLToPath(new URL(`../../../${SHIPPED_ROOT}/`, import.meta.url));

/** A shipped folder (`client`) as the package's `src/client/` files. */
export function shippedFolder(folder: "runtime" | "client" | "double"): GeneratedFile[] {
  return copiedFiles(`${ROOT_DIRECTORY}${folder}/`, `src/${folder}`, `${SHIPPED_ROOT}/${folder}`);
}
