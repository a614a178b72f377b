import type { IncomingMessage } from "node:http";
import type { Answer, DoubleDescription } from "./double-description.js";
import { type Faults } from "./double-options.js";
/** The faults in play and the random source that draws them. */
export interface FaultDraw {
	faults: Faults;
	random: () => number;
}
/** Waits the configured delay, then tells whether the connection is dropped before the call is carried out. */
export declare function dropsBefore({ faults, random }: FaultDraw): Promise<boolean>;
/** Whether the double is busy for this call. */
export declare function isBusy({ faults, random }: FaultDraw): boolean;
/** A refusal naming the cause or fault header whose value the double does not give; undefined when both are known or absent. */
export declare function unknownHeaderValue(request: IncomingMessage, description: DoubleDescription): Answer | undefined;
/** The cause a call asks for by header (one the double gives: see unknownHeaderValue), or one drawn from the cause rates; undefined for none. */
export declare function askedCause(request: IncomingMessage, description: DoubleDescription, { faults, random }: FaultDraw): Answer | undefined;
/** Faults a test gives: each rate a number from 0 to 1, each cause one the double gives on demand, the delay from 0. */
export declare function checkFaults(faults: Faults, causes: readonly string[]): void;
/** Whether a request carried out loses its answer: asked for by header, or drawn from dropAfterRate. */
export declare function dropsAnswer(request: IncomingMessage, { faults, random }: FaultDraw): boolean;
