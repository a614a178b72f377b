// The emit worker (emit-pool.ts): runs the emitters it is asked for over an IR sent to it, on the
// second core, while the main thread runs the others. Loaded only as compiled JavaScript
// (generator/cli/run.mjs); it keeps its modules, and V8 its compiled code, between runs of the watch mode.

import { parentPort } from "node:worker_threads";
import { installCodeCache } from "./code-cache.mjs";
import { OFFLOADED_EMITTERS, SENT_WINDOW, type EmitReply, type EmitRequest, type FlowMessage } from "./emit-pool.js";

installCodeCache();
const emitters = await Promise.all(OFFLOADED_EMITTERS.map((load) => load()));

/** What the main thread has not yet taken of one emitter's files, and whether it still wants them. */
interface Flow {
  sent: number;
  cancelled: boolean;
  wake?: () => void;
}

const flows = new Map<string, Flow>();

/** One request at a time, each emitter's files sent one by one as they are made (a large spec's would not fit at once). */
let queue = Promise.resolve();

parentPort?.on("message", (message: EmitRequest | FlowMessage) => {
  if (!("ir" in message)) return heard(message);
  // Opened as the request comes, so that a cancellation sent while an earlier request runs is heard.
  for (const { name } of emitters) flows.set(`${message.id}:${name}`, { sent: 0, cancelled: false });
  queue = queue.then(() => answer(message));
});

function heard(message: FlowMessage): void {
  const flow = flows.get(`${message.id}:${message.name}`);
  if (flow === undefined) return;
  if ("taken" in message) flow.sent -= message.taken;
  else flow.cancelled = true;
  flow.wake?.();
  flow.wake = undefined;
}

/** Waits until what was sent and not taken is under the window, or the rest is cancelled. */
async function room(flow: Flow): Promise<void> {
  while (flow.sent >= SENT_WINDOW && !flow.cancelled) await new Promise<void>((resolve) => (flow.wake = resolve));
}

async function answer({ id, ir, release }: EmitRequest): Promise<void> {
  for (const emitter of emitters) {
    const key = `${id}:${emitter.name}`;
    const flow = flows.get(key) ?? { sent: 0, cancelled: false };
    let reply: EmitReply;
    try {
      for await (const file of await emitter.emit(ir, { release })) {
        await room(flow);
        if (flow.cancelled) break;
        flow.sent += file.contents.length;
        parentPort?.postMessage({ id, name: emitter.name, file } satisfies EmitReply);
      }
      reply = { id, name: emitter.name, done: true };
    } catch (error) {
      reply = { id, name: emitter.name, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    } finally {
      flows.delete(key);
    }
    parentPort?.postMessage(reply);
  }
}
