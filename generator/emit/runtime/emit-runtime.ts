import { fileURLToPath } from "node:url";
import { copiedFiles } from "../copied/copy-files.js";
import type { Emitter, GeneratedFile } from "../emitter.js";

const RUNTIME_DIRECTORY = fileURLToPath(new URL("./files/", import.meta.url));

/** The hand-written runtime the validators import; it holds no gateway fact. */
const runtimeFiles: GeneratedFile[] = copiedFiles(RUNTIME_DIRECTORY, "src/runtime", "generator/emit/runtime/files");

const allText = runtimeFiles.map((file) => file.contents).join("\n");

/** Names the runtime exports, so that generated modules import exactly what they use. */
export const RUNTIME_EXPORTS = {
  values: [...allText.matchAll(/export function (\w+)/g)].map((match) => match[1] as string).sort(),
  types: [...allText.matchAll(/export (?:type|interface) (\w+)/g)].map((match) => match[1] as string).sort(),
};

export const runtimeEmitter: Emitter = {
  name: "runtime",
  emit: () => runtimeFiles,
};
