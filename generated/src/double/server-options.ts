/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// The server options a test gives the double, checked before it listens: a mistake is said at once,
// naming the option, rather than as Node's own error about a socket.

import { DoubleOptionError } from "./option-error.js";

/** A port from 0 to 65535, time-outs of at least a millisecond. */
export function checkServerOptions(options: { port?: number; headersTimeoutMs?: number; requestTimeoutMs?: number }): void {
  const { port, headersTimeoutMs, requestTimeoutMs } = options;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535))
    throw new DoubleOptionError("port", `port must be a whole number from 0 to 65535, not ${String(port)}`);
  for (const [option, value] of [
    ["headersTimeoutMs", headersTimeoutMs],
    ["requestTimeoutMs", requestTimeoutMs],
  ] as const)
    if (value !== undefined && !(typeof value === "number" && Number.isFinite(value) && value >= 1))
      throw new DoubleOptionError(option, `${option} must be a number of milliseconds from 1, not ${String(value)}`);
}
