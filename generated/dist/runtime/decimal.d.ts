/** The text of a decimal given as a string or a JSON number; undefined for anything else. */
export declare function decimalText(value: unknown): string | undefined;
export declare function decimalScale(text: string): number;
/** -1, 0 or 1. Both arguments must be decimal text (`DECIMAL_SHAPE`). */
export declare function compareDecimals(a: string, b: string): number;
/** Any value read by plain property access, for a quick test before an exact one. */
export type PropertyBag = {
	readonly [key: string]: PropertyBag | undefined;
};
/** Whether the object at `path` holds any of `keys`: one walk for several fields of one group. */
export declare function hasAnyKeyAt(body: unknown, path: readonly string[], keys: readonly string[]): boolean;
/** The value at a path of own properties, or undefined when any step is missing. */
export declare function valueAt(body: unknown, path: readonly string[]): unknown;
/**
* The dotted paths the field checks refused. A rule does not judge a value its own field (or a group
* around it) refused: that value already has its one finding.
*/
export declare function refusedPaths(errors: readonly {
	field: string;
}[]): ReadonlySet<string>;
/**
* A decimal for a rule, at a dotted path without indexes: undefined when absent, null when refused or
* not a decimal (the rule is not evaluated on it).
*/
export declare function ruleDecimal(body: unknown, path: string, refused: ReadonlySet<string>): string | null | undefined;
/** A sum-of-products rule is broken: the products' sum is carried and differs from `total` (decimal text). */
export declare function productsSumDiffers(body: unknown, path: string, factors: readonly string[], refused: ReadonlySet<string>, total: string): boolean;
/**
* A sum rule is broken: the present parts added, minus those subtracted, differ from `total`. Parts
* are as `ruleDecimal` reads them: decimal text, undefined when absent (adds nothing), null when
* refused or not a decimal (then the rule is not judged). The sum stays in units until the
* comparison: no text is built on the way.
*/
export declare function sumDiffers(total: string, added: readonly (string | null | undefined)[], subtracted: readonly (string | null | undefined)[]): boolean;
