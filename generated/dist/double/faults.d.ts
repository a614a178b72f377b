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
/** The cause a call asks for by header, or one drawn from the cause rates; undefined for none. */
export declare function askedCause(request: IncomingMessage, description: DoubleDescription, { faults, random }: FaultDraw): Answer | undefined;
/** Whether a request carried out loses its answer: asked for by header, or drawn from dropAfterRate. */
export declare function dropsAnswer(request: IncomingMessage, { faults, random }: FaultDraw): boolean;
