// The checks of a message's structure, beside its values' (leaf-checks.ts): a group is a JSON object,
// a list a JSON array, the body itself an object. Every printer words its findings from these.

import type { Direction } from "../../../ir/ir.js";
import type { Check } from "./check.js";

/** A group of fields. */
export const OBJECT_CHECK: Check = { check: "isObject", explanation: "Must be a JSON object." };

/** A list of items. */
export const ARRAY_CHECK: Check = { check: "isArray", explanation: "Must be a JSON array." };

/** The body of a request or response, found at the path "". */
export function bodyCheck(direction: Direction): Check {
  return { check: "isObject", explanation: `The ${direction} body must be a JSON object.` };
}

/** What the caller is told of an operation and version the spec does not define (UNSUPPORTED, at the discriminator). */
export const UNDEFINED_OPERATION_EXPLANATION = "This operation is not defined at this version.";
