import type { ValidationError } from "./contract.js";
export type ValidationResult = {
	valid: true;
} | {
	valid: false;
	errors: ValidationError[];
};
/** Options of one validation. */
export interface ValidateOptions {
	/**
	* The clock a "not in the past" date is judged by: today is the UTC date of `now()`. The system
	* clock when left out.
	*/
	now?: () => Date;
}
/** Sets the clock for one validation; returns the one to put back with `leaveClock`. */
export declare function enterClock(options: ValidateOptions | undefined): () => Date;
export declare function leaveClock(previous: () => Date): void;
/** Today as yyyy-mm-dd: the UTC date of the current validation's clock. */
export declare function todayText(): string;
export declare function toResult(errors: ValidationError[]): ValidationResult;
/** A JSON object: not null, not an array. Prototype keys are never read through it. */
export declare function isRecord(value: unknown): value is Record<string, unknown>;
export declare function hasOwn(value: Record<string, unknown>, key: string): boolean;
/**
* A key of the body as a validator reads it: own and enumerable, the keys a `for...in` walk with an
* own-key test meets and JSON.stringify sends. A key defined as not enumerable is no part of the body:
* it is never checked, so it neither counts as present nor feeds a rule.
*/
export declare function isBodyKey(value: object, key: string): boolean;
/** Length in characters (code points), as the source document's bounds count them. */
export declare function codePointLength(text: string): number;
/** The ASCII members of a character set as a lookup table: 1 for a member. */
export declare function asciiSet(members: string): Uint8Array;
/**
* Every character of `text` is in the set: the table answers for ASCII text, a character by a
* lookup (a third of the time of a regular expression on short values); text with any other
* character goes to `pattern`, the set's own `^[...]*$`.
*/
export declare function inCharset(text: string, ascii: Uint8Array, pattern: RegExp): boolean;
/**
* Whether the length in characters (code points) is within [min, max]. A string of n UTF-16 units
* has between ceil(n / 2) and n code points, so most strings are settled without counting them.
*/
export declare function lengthWithin(text: string, min: number, max: number): boolean;
