/** Where a response value comes from: a path identifier, or a fact of the call. */
export type ValueSource = {
	parameter: string;
} | "orderCreated" | "now" | "version" | "redirectUrl";
/** How an operation's response is made from its request (spec/api/double.yaml and the operation's fields). */
export interface ResponseRecipe {
	/** Dotted paths (no lists) a request value is copied from into the response. */
	echo: readonly string[];
	/** Response values fixed by the operation's outcome. */
	outcome: readonly {
		path: string;
		value: string;
	}[];
	/** Response path <- request path, where this response has the field. */
	copies: readonly {
		path: string;
		from: string;
	}[];
	/** Response values taken from the call, where this response has the field. */
	values: readonly {
		path: string;
		from: ValueSource;
	}[];
	/** Fields the response always has once their group is there, parents first, with a value that fits. */
	always: readonly {
		path: string;
		sample: unknown;
	}[];
}
export interface CallFacts {
	/** The path identifiers' values, by name. */
	parameters: ReadonlyMap<string, string>;
	version: string;
	orderCreated: string;
	now: string;
	redirectUrl: string;
}
export type Checked<Finding> = {
	valid: true;
} | {
	valid: false;
	errors: Finding[];
};
/** What the answer is held to: the response's check, where a finding points, and the masking of sensitive values. */
export interface ResponseChecks<Finding> {
	validate(body: unknown): Checked<Finding>;
	fieldOf(finding: Finding): string;
	mask(body: Record<string, unknown>): Record<string, unknown>;
}
export declare function composeResponse<Finding>(recipe: ResponseRecipe, request: Record<string, unknown>, facts: CallFacts, checks: ResponseChecks<Finding>): {
	body: Record<string, unknown>;
	findings: Finding[];
};
