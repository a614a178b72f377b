import { type ValidationError } from "./contract.js";
/** The paths the field checks refused: the first `count` findings (the rules' own come after them). */
export declare class Refusals {
	private readonly findings;
	private readonly count;
	private paths;
	constructor(findings: readonly ValidationError[], count: number);
	/** Whether `path` or a group or list around it was refused (`order.item[0].unitPrice` by `order.item`). */
	covers(path: string): boolean;
	/** Whether this exact path was refused. */
	has(path: string): boolean;
	/** Whether a path starting with `prefix` was refused (`order.item[` for anything inside the list). */
	anyStartingWith(prefix: string): boolean;
	private pathSet;
}
/** The refusals among the first `count` findings: those the field checks made, before any rule's. */
export declare function refusalsOf(findings: readonly ValidationError[], count: number): Refusals;
