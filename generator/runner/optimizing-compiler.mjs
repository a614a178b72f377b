// V8's optimizing compiler (TurboFan) for a command of the generator. A run is short: TurboFan's
// compiles, made on V8's background threads, cost more than the optimized code saves before the
// process ends. A cold run of the real spec took 5.5 s of CPU with it and 3.8 s without (main
// thread 1.7 s and 1.8 s; each worker much the same), and on two cores the background threads take
// from the three threads that do the work: 0.68x the wall time, paired, 0.69x on a 10x spec. A 50x
// spec runs long enough for the optimized code to pay (1.28x the wall time without it), and the
// watch mode runs for hours: both turn it back on. V8's flags hold for every thread of the process,
// those started later too, and V8 reads this one at each decision to optimize a function.
// Plain JavaScript: the launcher sets it before anything else loads.

import { setFlagsFromString } from "node:v8";

/** A command that runs once and exits: functions stay in V8's baseline tiers. */
export function leaveHotCodeUnoptimized() {
  setFlagsFromString("--no-opt");
}

/** A process that lives on (the watch mode): hot functions are optimized again. */
export function optimizeHotCode() {
  setFlagsFromString("--opt");
}

/**
 * Operations (each name and version) from which a run is long enough for optimized code to pay for
 * its compiles: the bench's 10x spec (30) ran faster without it, its 50x spec (150) with it; the
 * CPU either way, linear between the two, is the same near 16x.
 */
export const LONG_RUN_OPERATIONS = 50;

/** A run over a spec of `operations`: hot functions optimized again when it is a long one. */
export function optimizeHotCodeFor(operations) {
  if (operations >= LONG_RUN_OPERATIONS) optimizeHotCode();
}
