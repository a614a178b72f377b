// The faults a double plays on demand: a delay, a dropped connection before or after the call is
// carried out, the busy answer, and any error cause of section 7, each at a rate or asked for by
// one call's header.

import type { IncomingMessage } from "node:http";
import type { Answer, DoubleDescription } from "./double-description.js";
import { CAUSE_HEADER, FAULT_HEADER, type Faults } from "./double-options.js";

/** The faults in play and the random source that draws them. */
export interface FaultDraw {
  faults: Faults;
  random: () => number;
}

/** Whether a rate (0 to 1) fires on this draw. */
function fires(rate: number | undefined, random: () => number): boolean {
  return Boolean(rate && random() < rate);
}

/** Waits the configured delay, then tells whether the connection is dropped before the call is carried out. */
export async function dropsBefore({ faults, random }: FaultDraw): Promise<boolean> {
  if (faults.delayMs) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
  return fires(faults.dropRate, random);
}

/** Whether the double is busy for this call. */
export function isBusy({ faults, random }: FaultDraw): boolean {
  return fires(faults.busyRate, random);
}

/** The cause a call asks for by header, or one drawn from the cause rates; undefined for none. */
export function askedCause(request: IncomingMessage, description: DoubleDescription, { faults, random }: FaultDraw): Answer | undefined {
  const header = request.headers[CAUSE_HEADER];
  if (typeof header === "string") return Object.hasOwn(description.onDemand, header) ? description.onDemand[header] : undefined;
  for (const [cause, rate] of Object.entries(faults.causeRates ?? {}))
    if (rate > 0 && Object.hasOwn(description.onDemand, cause) && random() < rate) return description.onDemand[cause];
  return undefined;
}

/** Whether a request carried out loses its answer: asked for by header, or drawn from dropAfterRate. */
export function dropsAnswer(request: IncomingMessage, { faults, random }: FaultDraw): boolean {
  if (request.headers[FAULT_HEADER] === "drop-after") return true;
  return fires(faults.dropAfterRate, random);
}
