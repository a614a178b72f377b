import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { GENERATED_HEADER, type GeneratedFile } from "../emitter.js";

/**
 * Hand-written TypeScript copied verbatim into the package (runtime support that holds no gateway
 * fact), each file marked with where it came from. `npm run format` keeps these files formatted.
 */
export function copiedFiles(directory: string, target: string, origin: string): GeneratedFile[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))
    .sort()
    .map((name) => ({
      path: `${target}/${name}`,
      contents: `/* ${GENERATED_HEADER} (copied from ${origin}) */\n${readFileSync(join(directory, name), "utf8")}`,
      printed: true,
    }));
}
