import { type ValidationResult } from "./validation.js";
/** Said of the place that could not be read; like every explanation, it never repeats a value. */
export declare const UNREADABLE_EXPLANATION = "Could not be read (a getter or proxy threw): a body must hold plain JSON data.";
/** The answer for a body whose reading threw: one INVALID finding, at the first place that throws. */
export declare function unreadableBody(body: unknown): ValidationResult;
/**
* The path (`order.item[0].name`) of the first value, depth first in key order as the validators
* read, whose reading throws; "" when none throws within `SEARCH_LIMIT` reads. Each object is read
* once, so a cycle ends the search on that branch. Never throws.
*/
export declare function firstUnreadablePath(body: unknown): string;
