import type { Refusals } from "./refusals.js";
/**
* Decimal text, `-?[0-9]+(\.[0-9]+)?`, read character by character: a rule asks this of each of its
* parts, and on such short text a regular-expression call costs more than the whole reading.
*/
export declare function isDecimalText(text: string): boolean;
/** The text of a decimal given as a string or a JSON number; undefined for anything else. */
export declare function decimalText(value: unknown): string | undefined;
export declare function decimalScale(text: string): number;
/** -1, 0 or 1. Both arguments must be decimal text (`isDecimalText`). */
export declare function compareDecimals(a: string, b: string): number;
/**
* Any value read by plain property access: a validator's quick test that a sum rule has a part to add,
* before the exact read (own keys only, `ownAt`).
*/
export type PropertyBag = {
	readonly [key: string]: PropertyBag | undefined;
};
/**
* The value of an own key of a JSON object, or undefined. The rules read their parts with this, one
* key at a time as the generated code writes them out. (Own, not also enumerable: V8 answers
* `hasOwnProperty` inline and `propertyIsEnumerable` only by a call, which cost a small body with
* several rules a third of its time; every key JSON.parse makes is both.)
*/
export declare function ownAt(value: unknown, key: string): unknown;
/**
* A decimal for a rule, read at `path` (dotted, without indexes, as refusals name it): undefined when
* absent, null when refused or not a decimal (the rule is not evaluated on it). Its form is checked
* where it is added up (`sumDiffers` reads each part once).
*/
export declare function ruleDecimal(value: unknown, path: string, refused: Refusals): string | null | undefined;
/**
* A sum-of-products rule is broken: the products' sum is carried and differs from `total` (as
* `ruleDecimal` reads it; text of no decimal form is not judged). `items` is the list read at `path`
* (dotted as for `ruleDecimal`).
*/
export declare function productsSumDiffers(items: unknown, path: string, factors: readonly string[], refused: Refusals, total: string): boolean;
/**
* A sum rule is broken: the present parts added, minus those subtracted, differ from `total`. Parts
* are as `ruleDecimal` reads them: decimal text, undefined when absent (adds nothing), null when
* refused or not a decimal (then the rule is not judged); a part or total that is no decimal text is
* not judged either. An `anyPart` rule applies only when some added part is present. The sum stays in
* units until the comparison: no text is built on the way.
*/
export declare function sumDiffers(total: string, added: readonly (string | null | undefined)[], subtracted: readonly (string | null | undefined)[], anyPart: boolean): boolean;
