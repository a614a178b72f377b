// Prettier in a worker thread (see format.ts): it loads and formats while the main thread builds the
// IR and runs the emitters. Plain JavaScript, so that it runs the same under tsx, vitest and node.
import { parentPort } from "node:worker_threads";

const { format } = await import("prettier");

parentPort.on("message", async ({ id, contents, options }) => {
  try {
    parentPort.postMessage({ id, contents: await format(contents, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
