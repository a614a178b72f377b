import type { DoubleOperation, Finding } from "./double-description.js";
export interface CallFacts {
	/** The path identifiers' values, by name. */
	parameters: ReadonlyMap<string, string>;
	version: string;
	orderCreated: string;
	now: string;
	redirectUrl: string;
}
export declare function composeResponse(operation: DoubleOperation, request: Record<string, unknown>, facts: CallFacts, mask: (body: Record<string, unknown>) => Record<string, unknown>): {
	body: Record<string, unknown>;
	findings: Finding[];
};
