// Parallel emitting: the emitters that take longest and need only the IR (the test vectors and the
// docs, a third of a run's main-thread time) run in a worker thread on the second core, while the
// main thread runs the others. The worker starts with the run, so that it loads its modules while the
// IR is built, and stays for the watch mode's next runs. Used when the generator runs as compiled
// JavaScript (generator/cli/run.mjs); elsewhere (tests under vitest) every emitter runs in process.
// Emitters are pure functions of the IR: where one runs changes no byte.

import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Emitter, GeneratedFile } from "../emit/emitter.js";
import { EMITTER_NAMES } from "../emit/plan/emitter-names.js";
import type { ReleaseView } from "../ir/release-view.js";
import type { GatewayIR } from "../ir/ir.js";

/** An emitter the worker runs, and whether it reads the release view (one that does not starts as soon as the IR comes). */
export interface OffloadedEmitter {
  /** Its name, known before it is loaded (the worker opens a request's flows as the request comes). */
  name: string;
  load: () => Promise<Emitter>;
  readsRelease: boolean;
}

/** The emitters the worker runs, in the order it runs them. */
export const OFFLOADED_EMITTERS: readonly OffloadedEmitter[] = [
  {
    name: EMITTER_NAMES.testVectors,
    load: () => import("../emit/test-vectors/emit-test-vectors.js").then((module) => module.testVectorsEmitter),
    readsRelease: false,
  },
  { name: EMITTER_NAMES.docs, load: () => import("../emit/docs/emit-docs.js").then((module) => module.docsEmitter), readsRelease: true },
];
export const OFFLOADED_NAMES: ReadonlySet<string> = new Set(OFFLOADED_EMITTERS.map(({ name }) => name));

/**
 * A run's IR, sent as soon as it is built, so that the emitters that do not read the release view
 * work while the main thread settles it (the change engine); the view follows in a `ReleaseMessage`.
 */
export interface EmitRequest {
  id: number;
  ir: GatewayIR;
}

/** The release view of request `id`, once the main thread has it. */
export interface ReleaseMessage {
  id: number;
  view: ReleaseView;
}

/** A file of an emitter, the end of its files, or its failure. */
export type EmitReply =
  | { id: number; name: string; file: GeneratedFile }
  | { id: number; name: string; done: true }
  | { id: number; name: string; error: string };

/**
 * What the main thread tells the worker of an emitter's files: that it took one of `chars` characters
 * off the queue, or that it wants no more of them.
 */
export type FlowMessage = { id: number; name: string; taken: number } | { id: number; name: string; cancelled: true };

/**
 * Characters of an emitter's files sent and not yet taken by the main thread, past which the worker
 * waits: the main thread, busy with its own emitters, would otherwise hold a large spec's test
 * vectors (100 MB at 50x) in its queue.
 */
export const SENT_WINDOW = 8_000_000;

export interface EmitPool {
  /** The emitters it runs, by name. */
  readonly names: ReadonlySet<string>;
  /** Starts the worker now, so that it loads its modules while other work goes on. */
  warmUp(): void;
  /**
   * Sends the IR now and the release view once it comes; each of `names` gives its emitter's files
   * as they come. A view that never comes (a failed run) leaves the streams to be cancelled.
   */
  emit(ir: GatewayIR, release: Promise<ReleaseView>): Map<string, AsyncIterable<GeneratedFile>>;
  close(): Promise<void>;
}

/** Set by generator/cli/run.mjs: the folder of the generator's compiled JavaScript. */
const COMPILED_FOLDER = Symbol.for("gateway-codegen.compiled-folder");

/** A pool when the generator runs compiled (cli/run.mjs), else undefined: every emitter then runs in process. */
export function startEmitPool(): EmitPool | undefined {
  const folder = (globalThis as Record<symbol, unknown>)[COMPILED_FOLDER];
  return typeof folder === "string" ? emitPool(join(folder, "runner", "emit-worker.js")) : undefined;
}

function emitPool(script: string): EmitPool {
  let worker: Worker | undefined;
  let nextId = 0;
  const streams = new Map<string, FileStream>();
  const failAll = (error: Error) => {
    for (const stream of streams.values()) stream.fail(error);
    streams.clear();
  };
  const start = () => {
    if (worker !== undefined) return worker;
    worker = new Worker(pathToFileURL(script));
    worker.on("message", (reply: EmitReply) => {
      const key = `${reply.id}:${reply.name}`;
      const stream = streams.get(key);
      if ("file" in reply) return stream?.push(reply.file);
      streams.delete(key);
      if ("error" in reply) stream?.fail(new Error(`emitter ${reply.name} (in the emit worker): ${reply.error}`));
      else stream?.end();
    });
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`the emit worker exited (code ${code})`)));
    return worker;
  };
  return {
    names: OFFLOADED_NAMES,
    warmUp: () => void start(),
    emit(ir, release) {
      const id = nextId++;
      const results = new Map<string, AsyncIterable<GeneratedFile>>();
      for (const name of OFFLOADED_NAMES) {
        const tell = (message: FlowMessage) => worker?.postMessage(message);
        const stream = fileStream(
          (chars) => tell({ id, name, taken: chars }),
          () => tell({ id, name, cancelled: true }),
        );
        streams.set(`${id}:${name}`, stream);
        results.set(name, stream.files);
      }
      start().postMessage({ id, ir } satisfies EmitRequest);
      release.then(
        (view) => worker?.postMessage({ id, view } satisfies ReleaseMessage),
        () => undefined,
      );
      return results;
    },
    async close() {
      await worker?.terminate();
    },
  };
}

/** Files as the worker sends them, read in order by one consumer. */
interface FileStream {
  push(file: GeneratedFile): void;
  end(): void;
  fail(error: Error): void;
  files: AsyncIterable<GeneratedFile>;
}

/**
 * The worker's files in order, for one consumer: each one it takes is reported (`onTaken`, so that the
 * worker sends more); a consumer that stops early (`return`, as `for await` does on a break) or
 * never comes cancels the rest (`onCancelled`).
 */
function fileStream(onTaken: (chars: number) => void, onCancelled: () => void): FileStream {
  const queued: GeneratedFile[] = [];
  let finished: { error?: Error } | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const files: AsyncIterableIterator<GeneratedFile> = {
    [Symbol.asyncIterator]: () => files,
    async next() {
      for (;;) {
        const file = queued.shift();
        if (file !== undefined) {
          onTaken(file.contents.length);
          return { value: file, done: false };
        }
        if (finished?.error) throw finished.error;
        if (finished) return { value: undefined, done: true };
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    async return() {
      if (finished === undefined) onCancelled();
      finished ??= {};
      queued.length = 0;
      notify();
      return { value: undefined, done: true };
    },
  };
  return {
    push: (file) => (finished === undefined && queued.push(file), notify()),
    end: () => ((finished ??= {}), notify()),
    fail: (error) => ((finished ??= { error }), notify()),
    files,
  };
}
