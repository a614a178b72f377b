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
* before the exact read (own keys only, `valueAt`).
*/
export type PropertyBag = {
	readonly [key: string]: PropertyBag | undefined;
};
/** The value at a path of own properties, or undefined when any step is missing. */
export declare function valueAt(body: unknown, path: readonly string[]): unknown;
/**
* The dotted paths the field checks refused. A rule does not judge a value its own field (or a group
* around it) refused: that value already has its one finding.
*/
export declare function refusedPaths(fields: readonly string[]): ReadonlySet<string>;
/**
* A decimal for a rule, at `keys` (`path` is the same path dotted, without indexes, as refusals name
* it): undefined when absent, null when refused or not a decimal (the rule is not evaluated on it).
*/
export declare function ruleDecimal(body: unknown, keys: readonly string[], path: string, refused: ReadonlySet<string>): string | null | undefined;
/**
* A sum-of-products rule is broken: the products' sum is carried and differs from `total` (decimal
* text). The list is at `keys`, `path` dotted as for `ruleDecimal`.
*/
export declare function productsSumDiffers(body: unknown, keys: readonly string[], path: string, factors: readonly string[], refused: ReadonlySet<string>, total: string): boolean;
/**
* A sum rule is broken: the present parts added, minus those subtracted, differ from `total`. Parts
* are as `ruleDecimal` reads them: decimal text, undefined when absent (adds nothing), null when
* refused or not a decimal (then the rule is not judged). An `anyPart` rule applies only when some
* added part is present. The sum stays in units until the comparison: no text is built on the way.
*/
export declare function sumDiffers(total: string, added: readonly (string | null | undefined)[], subtracted: readonly (string | null | undefined)[], anyPart: boolean): boolean;
