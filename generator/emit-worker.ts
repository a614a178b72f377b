// The emit worker (emit-pool.ts): runs the emitters it is asked for over an IR sent to it, on the
// second core, while the main thread runs the others. Loaded only as compiled JavaScript
// (generator/run.mjs); it keeps its modules, and V8 its compiled code, between runs of the watch mode.

import { parentPort } from "node:worker_threads";
import { installCodeCache } from "./code-cache.mjs";
import { OFFLOADED_EMITTERS, type EmitReply, type EmitRequest } from "./emit-pool.js";

installCodeCache();
const emitters = await Promise.all(OFFLOADED_EMITTERS.map((load) => load()));

/** One request at a time, each emitter's files sent one by one as they are made (a large spec's would not fit at once). */
let queue = Promise.resolve();

parentPort?.on("message", (request: EmitRequest) => {
  queue = queue.then(() => answer(request));
});

async function answer({ id, ir, release }: EmitRequest): Promise<void> {
  for (const emitter of emitters) {
    let reply: EmitReply;
    try {
      for await (const file of await emitter.emit(ir, { release }))
        parentPort?.postMessage({ id, name: emitter.name, file } satisfies EmitReply);
      reply = { id, name: emitter.name, done: true };
    } catch (error) {
      reply = { id, name: emitter.name, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    parentPort?.postMessage(reply);
  }
}
