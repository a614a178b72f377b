// The package's runtime as the plan knows it: the hand-written files the runtime emitter ships, and
// the names they export, which the validators' modules import. Read once, here, so that the
// validators ask the plan and not the runtime emitter.

import { fileURLToPath } from "node:url";
import type { GeneratedFile } from "../emitter.js";
import { copiedFiles } from "../shared/copy-files.js";

const RUNTIME_DIRECTORY = fileURLToPath(new URL("../runtime/files/", import.meta.url));

/** The hand-written runtime the validators import; it holds no gateway fact. */
export const RUNTIME_FILES: readonly GeneratedFile[] = copiedFiles(RUNTIME_DIRECTORY, "src/runtime", "generator/emit/runtime/files");

const allText = RUNTIME_FILES.map((file) => file.contents).join("\n");

/** Names the runtime exports, so that generated modules import exactly what they use. */
export const RUNTIME_EXPORTS = {
  values: [...allText.matchAll(/export function (\w+)/g)].map((match) => match[1] as string).sort(),
  types: [...allText.matchAll(/export (?:type|interface) (\w+)/g)].map((match) => match[1] as string).sort(),
};
