import type { Answer, DoubleDescription, DoubleOperation } from "./double-description.js";
import type { OrderState } from "./double-options.js";
/** A fact a request states: its value, and the request field it came from. */
export type StatedFacts = ReadonlyMap<string, {
	value: unknown;
	field: string;
}>;
/** The facts a request states that the operation's order keeps, by name. */
export declare function keptFacts(operation: DoubleOperation, body: Record<string, unknown>): StatedFacts;
/** The order's kept facts after a transaction: those it kept, then those the transaction states for the first time. */
export declare function factsAfter(state: OrderState, stated: StatedFacts): Record<string, unknown>;
/**
* The refusal of a call on an existing order: its status is one the operation does not apply from
* (naming the order's path identifier), or the call states another value for a kept fact (naming
* the request field); undefined when the call may go on.
*/
export declare function orderRefusal<Status extends string>(description: DoubleDescription<Status>, operation: DoubleOperation<Status>, state: OrderState<Status>, stated: StatedFacts): Answer | undefined;
