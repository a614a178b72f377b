import { Worker } from "node:worker_threads";
import { boundedMemo } from "../cache/bounded-memo.js";
import { sha256 } from "../cache/cache-store.js";
import type { GeneratedFile } from "../emit/emitter.js";

/**
 * Pinned here rather than read from a config file, so that no local setting changes the bytes. The
 * parser is the worker's (typescript-parser.mjs).
 */
export const PRETTIER_OPTIONS = { printWidth: 120, trailingComma: "all", endOfLine: "lf", semi: true, singleQuote: false } as const;

/**
 * Prettier lays out the TypeScript that emitters build as loose text (models, the client's and the
 * double's descriptions, the main entry), after the models' JSDoc is written onto them. Everything else is laid out where it is made, and prettier
 * would only spend time on it: JSON by `JSON.stringify`, Markdown and HTML by their templates,
 * validators by ts-morph's code writer, copied files by the repository's own prettier.
 */
export function needsFormatting(file: GeneratedFile): boolean {
  return file.path.endsWith(".ts") && !file.printed;
}

/** A file as written, and as compiled to dist/: the same text before prettier's layout. */
export interface FormattedFile {
  formatted: GeneratedFile;
  source: GeneratedFile;
}

export interface Formatter {
  format(file: GeneratedFile): Promise<GeneratedFile>;
  /** The file laid out, and its text before the layout (the models with their JSDoc), which dist/ is compiled from. */
  formatWithSource(file: GeneratedFile): Promise<FormattedFile>;
  /** Starts the worker now, so that prettier loads while other work goes on; the first file starts it otherwise. */
  warmUp(): void;
  close(): Promise<void>;
}

type Reply = { id: number; contents: string; documented?: string } | { id: number; error: string };
type Answer = { contents: string; documented?: string };

/**
 * Prettier in a worker thread, started before it is needed (`warmUp`): loading it (0.4 s) and
 * formatting run on the second core while the main thread builds the IR and emits. Files are
 * formatted in the order sent. A run the cache answers never starts it.
 */
export function startFormatter(): Formatter {
  // What prettier answered, by text: in watch mode most files formatted on one save come again unchanged.
  const formatted = boundedMemo<Answer>(4_000_000);
  let started: Worker | undefined;
  const worker = () => (started ??= startWorker(pending, failAll));
  const pending: Pending = new Map();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  let nextId = 0;
  /** Prettier's answer for a request: kept by the digest of its text, asked of the worker otherwise. */
  const answerFor = async (message: FormatRequest): Promise<Answer> => {
    const key = sha256(`${message.contents}\0${message.memberDocs ?? ""}`);
    const known = formatted.get(key);
    if (known !== undefined) return known;
    const answer = await new Promise<Answer>((resolve, reject) => {
      pending.set(message.id, { resolve, reject });
      worker().postMessage(message);
    });
    return formatted.set(key, answer, answer.contents.length + (answer.documented?.length ?? 0));
  };
  // Not async itself: nothing holds the file's JSDoc maps while the worker works (a large spec's took hundreds of megabytes).
  const formatWithSource = (file: GeneratedFile): Promise<FormattedFile> => {
    if (!needsFormatting(file)) return Promise.resolve({ formatted: file, source: file });
    const { memberDocs: _, ...rest } = file;
    return answerFor(request(nextId++, file)).then(
      (answer) => ({
        formatted: { ...rest, contents: answer.contents },
        source: { ...rest, contents: answer.documented ?? rest.contents },
      }),
      (error: Error) => {
        throw new Error(`prettier could not format generated ${rest.path}: ${error.message}`);
      },
    );
  };
  return {
    formatWithSource,
    async format(file) {
      return (await formatWithSource(file)).formatted;
    },
    warmUp() {
      worker();
    },
    async close() {
      await started?.terminate();
    },
  };
}

/**
 * What the worker is sent. The JSDoc table goes as JSON text, which takes a fraction of the memory of
 * the maps while it waits in the worker's queue.
 */
interface FormatRequest {
  id: number;
  contents: string;
  memberDocs?: string;
  options: object;
}

function request(id: number, file: GeneratedFile): FormatRequest {
  const memberDocs = file.memberDocs && JSON.stringify([...file.memberDocs].map(([name, members]) => [name, [...members]]));
  return { id, contents: file.contents, ...(memberDocs ? { memberDocs } : {}), options: PRETTIER_OPTIONS };
}

type Pending = Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>;

function startWorker(pending: Pending, failAll: (error: Error) => void): Worker {
  const worker = new Worker(new URL("./format-worker.mjs", import.meta.url));
  worker.on("message", (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ("error" in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply);
  });
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`the formatting worker exited (code ${code})`)));
  return worker;
}
