/**
* A request value, the exact decimal sum of the values given, a stated value, or one of two rules by
* whether the request gives a path (a branch left out gives no value). The generator resolves a rule
* that names another answer field's rule before it gets here.
*/
export type AnswerRule = {
	readonly from: string;
} | {
	readonly sum: readonly string[];
} | {
	readonly value: string;
} | {
	readonly ifPresent: string;
	readonly then?: AnswerRule;
	readonly else?: AnswerRule;
};
/** A rule's value (undefined for none), and the request paths it read its value from. */
export interface RuleResult {
	value: unknown;
	read: string[];
}
export declare function applyRule(rule: AnswerRule, request: unknown): RuleResult;
/**
* A decimal value as its text: decimal text as it is, a JSON number (which the validators accept for
* a decimal field) as its shortest plain text; undefined for anything else, or a number JavaScript
* writes with an exponent.
*/
export declare function decimalText(value: unknown): string | undefined;
/** Decimal texts added exactly, written with the most digits after the point any of them has. */
export declare function addDecimals(values: readonly string[]): string;
/**
* Whether two values an order keeps are the same: decimals by their value, whether written as text or
* as JSON numbers ("10.0" is "10.00" is 10), anything else as it is.
*/
export declare function sameKeptValue(a: unknown, b: unknown): boolean;
