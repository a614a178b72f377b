// The emit worker (emit-pool.ts): runs the emitters it is asked for over an IR sent to it, on the
// second core, while the main thread runs the others. Loaded only as compiled JavaScript
// (generator/run.mjs); it keeps its modules, and V8 its compiled code, between runs of the watch mode.

import { parentPort } from "node:worker_threads";
import { installCodeCache } from "./code-cache.mjs";
import { OFFLOADED_EMITTERS, type EmitReply, type EmitRequest } from "./emit-pool.js";

installCodeCache();
const emitters = await Promise.all(OFFLOADED_EMITTERS.map((load) => load()));

parentPort?.on("message", async ({ id, ir, release }: EmitRequest) => {
  for (const emitter of emitters) {
    let reply: EmitReply;
    try {
      reply = { id, name: emitter.name, files: await emitter.emit(ir, { release }) };
    } catch (error) {
      reply = { id, name: emitter.name, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    parentPort?.postMessage(reply);
  }
});
