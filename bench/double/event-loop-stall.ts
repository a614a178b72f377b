// `node --import tsx bench/double/event-loop-stall.ts [package-dist-index.js]`: how long hostile
// bodies of about 10 MiB hold the gateway double's event loop. The double runs in this process with
// a 1 ms timer beside it; each body is built and sent from a worker thread, so that only the double's
// own work shows in the gaps between ticks. Prints, per body, the status, the longest gap (the
// stall) and the time to the answer. Give another build's dist/index.js to compare with it.

import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { Worker } from "node:worker_threads";

const DIST = process.argv[2] ?? join(import.meta.dirname, "../../generated/dist/index.js");
const MERCHANT = "STALL01";
const PASSWORD = "stall-password";
const ITEMS = 5_000_000;

/** Each body as source text the worker evaluates: the bench's process never holds it. */
const BODIES: Record<string, string> = {
  "5M items, unknown field": `'{"apiOperation":"AUTHORIZE","order":{"amount":"1.00","currency":"USD"},"x":[' + "0,".repeat(${ITEMS - 1}) + '0]}'`,
  "5M items, a known list": `'{"apiOperation":"AUTHORIZE","order":{"amount":"1.00","currency":"USD","item":[' + "0,".repeat(${ITEMS - 1}) + '0]}}'`,
  "3.3M empty objects, a known list": `'{"apiOperation":"AUTHORIZE","order":{"amount":"1.00","currency":"USD","item":[' + "{},".repeat(${ITEMS / 1.5 - 1}) + '{}]}}'`,
  "800k keys": `'{"apiOperation":"AUTHORIZE","x":{' + Array.from({ length: 800000 }, (_, i) => '"k' + i + '":0').join(",") + '}}'`,
  "5M nested arrays": `"[".repeat(${ITEMS}) + "]".repeat(${ITEMS})`,
  // At the default limits (10,000 items, 10,000 keys, 10 MiB): the most a body makes the double do.
  "10,000 empty objects, a known list": `'{"apiOperation":"AUTHORIZE","order":{"amount":"1.00","currency":"USD","item":[' + "{},".repeat(9999) + '{}]}}'`,
  "10,000 keys less the body's own": `'{"apiOperation":"AUTHORIZE","order":{"amount":"1.00","currency":"USD"},"x":{' + Array.from({ length: 9995 }, (_, i) => '"k' + i + '":0').join(",") + '}}'`,
  "10 MiB less 1 KiB in 10,000 strings": `'{"apiOperation":"AUTHORIZE","order":{"amount":"1.00","currency":"USD"},"x":[' + Array.from({ length: 10000 }, () => '"' + "x".repeat(1044) + '"').join(",") + ']}'`,
};

const SENDER = `
const { workerData, parentPort } = require("node:worker_threads");
const body = eval(workerData.body);
parentPort.postMessage({ ready: true, bytes: body.length });
fetch(workerData.url, { method: "PUT", headers: { authorization: workerData.authorization, "content-type": "application/json" }, body })
  .then(async (response) => { await response.text(); parentPort.postMessage({ status: response.status }); },
        (error) => parentPort.postMessage({ status: String(error.cause?.code ?? error) }));
`;

/** The longest gap between 1 ms ticks while `work` runs, less the 1 ms. */
async function longestGap<T>(work: (started: () => void) => Promise<T>): Promise<{ result: T; stallMs: number; totalMs: number }> {
  let last = 0;
  let longest = 0;
  let start = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    if (last > 0) longest = Math.max(longest, now - last - 1);
    last = now;
  }, 1);
  try {
    const result = await work(() => {
      start = performance.now();
      last = start;
      longest = 0;
    });
    return { result, stallMs: longest, totalMs: performance.now() - start };
  } finally {
    clearInterval(timer);
  }
}

function send(url: string, body: string): (started: () => void) => Promise<{ status: unknown; bytes: number }> {
  const authorization = `Basic ${Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString("base64")}`;
  return (started) =>
    new Promise((resolve) => {
      const worker = new Worker(SENDER, { eval: true, workerData: { url, authorization, body } });
      let bytes = 0;
      worker.on("message", (message: { ready?: boolean; bytes?: number; status?: unknown }) => {
        if (message.ready) {
          bytes = message.bytes ?? 0;
          return started();
        }
        void worker.terminate();
        resolve({ status: message.status, bytes });
      });
    });
}

const { startGatewayMock } = (await import(pathToFileURL(DIST).href)) as typeof import("../../generated/dist/index.js");
const double = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD } });
try {
  console.log(`double: ${DIST}`);
  let order = 0;
  for (const [name, body] of Object.entries(BODIES)) {
    const url = `${double.url}/rest/version/100/merchant/${MERCHANT}/order/stall-${++order}/transaction/1`;
    const { result, stallMs, totalMs } = await longestGap(send(url, body));
    const mib = (result.bytes / 2 ** 20).toFixed(1);
    console.log(
      `${name.padEnd(34)} ${mib.padStart(5)} MiB  status ${String(result.status)}  stall ${stallMs.toFixed(0).padStart(6)} ms  answer ${totalMs.toFixed(0).padStart(6)} ms`,
    );
  }
} finally {
  await double.close();
}
