import { Worker } from "node:worker_threads";
import type { GeneratedFile } from "../emit/emitter.js";

/** Pinned here rather than read from a config file, so that no local setting changes the bytes. */
const PRETTIER_OPTIONS = { printWidth: 120, trailingComma: "all", endOfLine: "lf", semi: true, singleQuote: false, parser: "babel-ts" };

/**
 * Prettier lays out the TypeScript that emitters build as loose text (models, the client's and the
 * double's descriptions, the main entry). Everything else is laid out where it is made, and prettier
 * would only spend time on it: JSON by `JSON.stringify`, Markdown and HTML by their templates,
 * validators by ts-morph's code writer, copied files by the repository's own prettier.
 */
function needsFormatting(file: GeneratedFile): boolean {
  return file.path.endsWith(".ts") && !file.printed;
}

export interface Formatter {
  format(file: GeneratedFile): Promise<GeneratedFile>;
  close(): Promise<void>;
}

type Reply = { id: number; contents: string } | { id: number; error: string };

/**
 * Prettier in a worker thread, started before it is needed: loading it (0.4 s) and formatting run on
 * the second core while the main thread builds the IR and emits. Files are formatted in the order sent.
 */
export function startFormatter(): Formatter {
  const worker = new Worker(new URL("./format-worker.mjs", import.meta.url));
  const pending = new Map<number, { resolve: (contents: string) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on("message", (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ("error" in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.contents);
  });
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`the formatting worker exited (code ${code})`)));
  let nextId = 0;
  return {
    async format(file) {
      if (!needsFormatting(file)) return file;
      const id = nextId++;
      const contents = await new Promise<string>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, contents: file.contents, options: PRETTIER_OPTIONS });
      }).catch((error: Error) => {
        throw new Error(`prettier could not format generated ${file.path}: ${error.message}`);
      });
      return { ...file, contents };
    },
    async close() {
      await worker.terminate();
    },
  };
}
