// Where the zod schemas @hey-api/openapi-ts makes from our OpenAPI give another verdict than ours.
// They are a peer for speed, not a reference: their differences are reported as notes, counted by
// reason, and none of them fails the bench. Ours is stricter where the zod schema checks nothing (the
// plugin makes `z.unknown()` of a schema with `allOf` beside its own keywords, and of an object with
// properties and `allOf`, `z.intersection(z.unknown(), z.unknown(), z.object(...))`, whose third
// argument zod ignores), where the JSON Schema itself cannot check (disagreements.ts), and on unknown
// fields, which zod's `z.object` strips (`additionalProperties: false` is not carried over).

import type { ValidationResult } from "../../generated/dist/index.js";
import type { MessageIR } from "../../generator/ir/ir.js";
import { uncheckedPlace, type ZodIssue, type ZodValidator } from "../peers/zod.js";
import { looseness } from "./disagreements.js";

const UNKNOWN_FIELD = "ours refuses an unknown field, zod strips it (z.object; additionalProperties: false is not carried over)";

/** Past this length a name in a place is cut (a map entry's name may be a hundred characters). */
const LONGEST_NAME = 24;

/** A finding's or issue's place without item indexes, so that one reason counts once per field. */
const place = (path: string) =>
  path
    .replace(/\[\d+\]/g, "[]")
    .replace(/\.\d+(?=\.|$)/g, "[]")
    .split(".")
    .map((name) => (name.length > LONGEST_NAME ? `${name.slice(0, LONGEST_NAME)}...` : name))
    .join(".") || "(body)";

/** `order.item[0].name` as steps: `order`, `item`, `0`, `name`. */
const stepsOf = (field: string) => field.split(/\.|\[(\d+)\]/).filter((step) => step !== undefined && step !== "");

function oursOnly(message: MessageIR, body: unknown, ours: Extract<ValidationResult, { valid: false }>, zod: ZodValidator): string[] {
  return ours.errors.map((error) => {
    const unchecked = uncheckedPlace(zod.schema, stepsOf(error.field));
    if (unchecked !== undefined)
      return `zod checks nothing at ${place(unchecked.join("."))} (z.unknown(), or an intersection or union of them)`;
    const known = looseness(message, body, error);
    if (known !== undefined) return known.startsWith("unknown field") ? UNKNOWN_FIELD : `as the JSON Schema: ${known}`;
    if (error.validationType === "UNSUPPORTED") return UNKNOWN_FIELD;
    return `ours only: ${place(error.field)} ${error.validationType}: ${error.explanation}`;
  });
}

function zodOnly(issues: readonly ZodIssue[]): string[] {
  return issues.map((issue) => `zod only: ${place(issue.path.map(String).join("."))} ${issue.code}: ${issue.message}`);
}

/** Why the verdicts differ (each reason once, sorted), or undefined when they agree. */
export function zodDifference(
  message: MessageIR,
  body: unknown,
  ours: ValidationResult,
  zod: { validate: ZodValidator; valid: boolean; issues: readonly ZodIssue[] },
): string | undefined {
  if (ours.valid === zod.valid) return undefined;
  const reasons = ours.valid ? zodOnly(zod.issues) : oursOnly(message, body, ours, zod.validate);
  return [...new Set(reasons)].sort().join("; ");
}
