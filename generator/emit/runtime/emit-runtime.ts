import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { GENERATED_HEADER, type Emitter, type GeneratedFile } from "../emitter.js";

const RUNTIME_DIRECTORY = fileURLToPath(new URL("./files/", import.meta.url));

/** The hand-written runtime the validators import; it holds no gateway fact. */
const runtimeFiles: GeneratedFile[] = readdirSync(RUNTIME_DIRECTORY)
  .filter((name) => name.endsWith(".ts"))
  .sort()
  .map((name) => ({
    path: `src/runtime/${name}`,
    contents: `/* ${GENERATED_HEADER} (copied from generator/emit/runtime/files) */\n${readFileSync(join(RUNTIME_DIRECTORY, name), "utf8")}`,
  }));

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
