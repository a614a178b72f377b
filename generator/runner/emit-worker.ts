// The emit worker (emit-pool.ts): runs the emitters it is asked for over an IR sent to it, on the
// second core, while the main thread runs the others. Loaded only as compiled JavaScript
// (generator/cli/run.mjs); it keeps its modules, and V8 its compiled code, between runs of the watch mode.

import { parentPort } from "node:worker_threads";
import type { EmitContext } from "../emit/emitter.js";
import type { ReleaseView } from "../ir/release-view.js";
import { installCodeCache } from "./code-cache.mjs";
import { OFFLOADED_EMITTERS, SENT_WINDOW, type EmitReply, type EmitRequest, type FlowMessage, type ReleaseMessage } from "./emit-pool.js";

installCodeCache();
/**
 * The emitters, loading from the worker's start, while the main thread builds the IR. A promise, not
 * a top-level await: the worker is loaded bundled as CommonJS (runner/compile-cache.mjs), which has none.
 */
const loading = Promise.all(
  OFFLOADED_EMITTERS.map(async ({ name, load, readsRelease }) => ({ name, emitter: await load(), readsRelease })),
);

/** What the main thread has not yet taken of one emitter's files, and whether it still wants them. */
interface Flow {
  sent: number;
  cancelled: boolean;
  wake?: () => void;
}

const flows = new Map<string, Flow>();

/** Each request's release view, from when it comes until the request is answered. */
const releases = new Map<number, ReleaseView>();

/** One request at a time, each emitter's files sent one by one as they are made (a large spec's would not fit at once). */
let queue = Promise.resolve();

parentPort?.on("message", (message: EmitRequest | ReleaseMessage | FlowMessage) => {
  if ("ir" in message) {
    // Opened as the request comes, so that a cancellation sent while an earlier request runs is heard.
    for (const { name } of OFFLOADED_EMITTERS) flows.set(`${message.id}:${name}`, { sent: 0, cancelled: false });
    queue = queue.then(() => answer(message));
  } else if ("view" in message) received(message);
  else heard(message);
});

/** A request's release view: kept while the request has emitters to run, and those waiting for it woken. */
function received({ id, view }: ReleaseMessage): void {
  const waiting = OFFLOADED_EMITTERS.map(({ name }) => flows.get(`${id}:${name}`)).filter((flow) => flow !== undefined);
  if (waiting.length === 0) return;
  releases.set(id, view);
  for (const flow of waiting) wake(flow);
}

function heard(message: FlowMessage): void {
  const flow = flows.get(`${message.id}:${message.name}`);
  if (flow === undefined) return;
  if ("taken" in message) flow.sent -= message.taken;
  else flow.cancelled = true;
  wake(flow);
}

function wake(flow: Flow): void {
  flow.wake?.();
  flow.wake = undefined;
}

/** Waits until what was sent and not taken is under the window, or the rest is cancelled. */
async function room(flow: Flow): Promise<void> {
  while (flow.sent >= SENT_WINDOW && !flow.cancelled) await new Promise<void>((resolve) => (flow.wake = resolve));
}

/** Waits for request `id`'s release view; undefined when the emitter's files are cancelled first (a failed run). */
async function releaseOf(id: number, flow: Flow): Promise<ReleaseView | undefined> {
  while (!releases.has(id) && !flow.cancelled) await new Promise<void>((resolve) => (flow.wake = resolve));
  return flow.cancelled ? undefined : releases.get(id);
}

/** The context of an emitter declared not to read the release view (emit-pool.ts): reading it is a bug, said as one. */
function withoutRelease(name: string): EmitContext {
  return {
    get release(): ReleaseView {
      throw new Error(`emitter ${name} reads the release view, but emit-pool.ts says it does not (readsRelease)`);
    },
  };
}

async function answer({ id, ir }: EmitRequest): Promise<void> {
  for (const { name, emitter, readsRelease } of await loading) {
    const key = `${id}:${name}`;
    const flow = flows.get(key) ?? { sent: 0, cancelled: false };
    let reply: EmitReply;
    try {
      const release = readsRelease ? await releaseOf(id, flow) : undefined;
      const context = readsRelease ? (release === undefined ? undefined : { release }) : withoutRelease(name);
      if (context !== undefined)
        for await (const file of await emitter.emit(ir, context)) {
          await room(flow);
          if (flow.cancelled) break;
          flow.sent += file.contents.length;
          parentPort?.postMessage({ id, name, file } satisfies EmitReply);
        }
      reply = { id, name, done: true };
    } catch (error) {
      reply = { id, name, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    } finally {
      flows.delete(key);
    }
    parentPort?.postMessage(reply);
  }
  releases.delete(id);
}
