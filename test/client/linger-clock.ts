// The double's lingering close (lingering-close.ts) on a fake clock. A refused body is left unread:
// the double ends its side of the connection, throws away what still arrives, and closes it LINGER_MS
// later, however much the client still sends. A test that pours an endless body waited that second
// of real time; here only setTimeout is faked, and once the double's end has arrived (its timer is
// set in the same step as that end) the test moves the clock past LINGER_MS. The connection itself
// is real; the test's own watchdog keeps the real clock.

import { vi } from "vitest";
import { LINGER_MS } from "../../generated/dist/double/lingering-close.js";

export interface LingerClock {
  /** Moves the fake clock past the double's linger: call it when the double's end has arrived. */
  lingerPassed(): void;
  /** The real setTimeout, for a watchdog that must not wait on the fake clock. */
  realSetTimeout: typeof setTimeout;
}

/** Runs `connection` with setTimeout faked, then gives the real timers back. */
export async function onLingerClock<T>(connection: (clock: LingerClock) => Promise<T>): Promise<T> {
  const realSetTimeout = globalThis.setTimeout;
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    return await connection({ lingerPassed: () => vi.advanceTimersByTime(LINGER_MS), realSetTimeout });
  } finally {
    vi.useRealTimers();
  }
}
