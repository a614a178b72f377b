// After each full collection V8 lets a thread's heap grow up to four times what is live, when
// collecting is cheap beside the work. With three threads (main, the emit worker, prettier's) each
// doing so, a 50x spec's run took 1.52 GB, 1.27-1.32 GB with the growth held to twice (and 0.8 GB
// with its files also drained as they come). Held to twice from the start, the real spec's cold run
// took 50-70 ms longer (more collections of small heaps), so it is held only for a large spec.

import { setFlagsFromString } from "node:v8";
import type { GatewayIR } from "../ir/ir.js";

/** Operations (each name and version) from which a spec counts as large: the repository's has a handful, the bench's 10x spec 30. */
const LARGE_SPEC_OPERATIONS = 20;

/**
 * For a large spec, each thread's heap grows to twice what is live after a full collection. Not a
 * cap (a worker's resourceLimits would fail a larger spec outright): a spec still gets all the
 * memory it needs. V8's flags hold for every thread of the process, those started already too, and
 * stay set for the rest of it (the watch mode's next runs).
 */
export function limitHeapGrowthFor(ir: GatewayIR): void {
  if (ir.operations.length >= LARGE_SPEC_OPERATIONS) setFlagsFromString("--heap-growing-percent=100");
}
