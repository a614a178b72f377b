import { type AnswerRule } from "./answer-rules.js";
/** Where a response value comes from: a path identifier, or a fact of the call. */
export type ValueSource = {
	parameter: string;
} | "orderCreated" | "now" | "version" | "redirectUrl";
/** How an operation's response is made from its request (spec/api/double.yaml and the operation's fields). */
export interface ResponseRecipe {
	/** Dotted paths a request value is copied from into the response: none crosses a list (a list field is copied whole). */
	echo: readonly string[];
	/** Response values fixed by the operation's outcome. */
	outcome: readonly {
		path: string;
		value: string;
	}[];
	/** Response path <- the rule that derives it from the request, where this response has the field. */
	rules: readonly {
		path: string;
		rule: AnswerRule;
	}[];
	/** Response values taken from the call, where this response has the field. */
	values: readonly {
		path: string;
		from: ValueSource;
	}[];
	/** Fields the response always has once their group is there, parents first: a group without one is left out. */
	always: readonly string[];
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
/** A request value a field the answer always carries would report, which that field's bounds refuse. */
export interface Unreportable {
	/** The request field the value came from. */
	field: string;
	/** The answer's field that would report it. */
	path: string;
}
/**
* The answer: its body, the findings of the response check on it (none unless the recipe is wrong),
* and, when a field the answer always carries would report a request value its bounds refuse, that
* value's request field (the double refuses the request rather than leave the field out or make a
* value up).
*/
export declare function composeResponse<Finding>(recipe: ResponseRecipe, request: Record<string, unknown>, facts: CallFacts, checks: ResponseChecks<Finding>): {
	body: Record<string, unknown>;
	findings: Finding[];
	unreportable?: Unreportable;
};
