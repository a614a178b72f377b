import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { GENERATED_HEADER, type GeneratedFile } from "../emitter.js";

/**
 * Hand-written TypeScript copied verbatim into the package (runtime support that holds no gateway
 * fact), each file marked with where it came from. `npm run format` keeps these files formatted. A
 * file that starts with `#!` is a command: the mark goes under that line, and the file is executable.
 */
export function copiedFiles(directory: string, target: string, origin: string): GeneratedFile[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))
    .sort()
    .map((name) => {
      const text = readFileSync(join(directory, name), "utf8");
      const mark = `/* ${GENERATED_HEADER} (copied from ${origin}) */\n`;
      const command = text.startsWith("#!");
      const cut = command ? text.indexOf("\n") + 1 : 0;
      return {
        path: `${target}/${name}`,
        contents: `${text.slice(0, cut)}${mark}${text.slice(cut)}`,
        printed: true,
        ...(command ? { executable: true as const } : {}),
      };
    });
}
