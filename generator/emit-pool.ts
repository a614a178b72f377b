// Parallel emitting: the emitters that take longest and need only the IR (the test vectors and the
// docs, a third of a run's main-thread time) run in a worker thread on the second core, while the
// main thread runs the others. The worker starts with the run, so that it loads its modules while the
// IR is built, and stays for the watch mode's next runs. Used when the generator runs as compiled
// JavaScript (generator/run.mjs); elsewhere (tests under vitest) every emitter runs in process.
// Emitters are pure functions of the IR: where one runs changes no byte.

import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Emitter, GeneratedFile } from "./emit/emitter.js";
import type { ReleaseState } from "./release/release-state.js";
import type { GatewayIR } from "./resolve/ir.js";

/** The emitters the worker runs, in the order it runs them. */
export const OFFLOADED_EMITTERS: readonly (() => Promise<Emitter>)[] = [
  () => import("./emit/test-vectors/emit-test-vectors.js").then((module) => module.testVectorsEmitter),
  () => import("./emit/docs/emit-docs.js").then((module) => module.docsEmitter),
];
export const OFFLOADED_NAMES: ReadonlySet<string> = new Set(["test-vectors", "docs"]);

export interface EmitRequest {
  id: number;
  ir: GatewayIR;
  release: ReleaseState;
}

export type EmitReply = { id: number; name: string; files: GeneratedFile[] } | { id: number; name: string; error: string };

export interface EmitPool {
  /** The emitters it runs, by name. */
  readonly names: ReadonlySet<string>;
  /** Starts the worker now, so that it loads its modules while other work goes on. */
  warmUp(): void;
  /** Sends the IR once; each of `names` resolves to its emitter's files. */
  emit(ir: GatewayIR, release: ReleaseState): Map<string, Promise<GeneratedFile[]>>;
  close(): Promise<void>;
}

/** Set by generator/run.mjs: the folder of the generator's compiled JavaScript. */
const COMPILED_FOLDER = Symbol.for("gateway-codegen.compiled-folder");

/** A pool when the generator runs compiled (run.mjs), else undefined: every emitter then runs in process. */
export function startEmitPool(): EmitPool | undefined {
  const folder = (globalThis as Record<symbol, unknown>)[COMPILED_FOLDER];
  return typeof folder === "string" ? emitPool(join(folder, "emit-worker.js")) : undefined;
}

type Waiting = { resolve: (files: GeneratedFile[]) => void; reject: (error: Error) => void };

function emitPool(script: string): EmitPool {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<string, Waiting>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const start = () => {
    if (worker !== undefined) return worker;
    worker = new Worker(pathToFileURL(script));
    worker.on("message", (reply: EmitReply) => {
      const key = `${reply.id}:${reply.name}`;
      const promise = waiting.get(key);
      waiting.delete(key);
      if ("error" in reply) promise?.reject(new Error(`emitter ${reply.name} (in the emit worker): ${reply.error}`));
      else promise?.resolve(reply.files);
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
      const results = new Map<string, Promise<GeneratedFile[]>>();
      for (const name of OFFLOADED_NAMES) {
        const result = new Promise<GeneratedFile[]>((resolve, reject) => waiting.set(`${id}:${name}`, { resolve, reject }));
        // Marked handled here: the caller awaits each one, after its own emitters have run.
        result.catch(() => undefined);
        results.set(name, result);
      }
      start().postMessage({ id, ir, release } satisfies EmitRequest);
      return results;
    },
    async close() {
      await worker?.terminate();
    },
  };
}
