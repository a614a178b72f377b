// Facts of the error shape and the authentication section that the client, the double and the test
// vectors' README each read: one reading, so that they cannot drift apart.

import type { ApiIR, EnumNode, FieldNode } from "../../resolve/ir.js";
import { invalid, missing, unsupported } from "../runtime/files/validation.js";

/** The cause the validators give a body that does not conform (the client reads it the same way). */
export const VALIDATION_CAUSE: string = invalid("", "").cause;

/** The validation types the validators give, as the runtime writes them. */
export const VALIDATION_TYPES: readonly string[] = [invalid("", ""), missing(""), unsupported("")].map((error) => error.validationType);

/** The object of the error shape that holds the error's details (`error`). */
export function errorObject(api: ApiIR): FieldNode | undefined {
  return api.errorShape.fields.find((field) => field.type.kind === "object");
}

/** The values of the error object's enumeration: the causes, one error class each in the client. */
export function errorCauses(api: ApiIR): EnumNode["values"] {
  const type = errorObject(api)?.type;
  const cause = type?.kind === "object" ? type.fields.find((field) => field.type.kind === "enum") : undefined;
  return cause?.type.kind === "enum" ? cause.type.values : [];
}

/** The result an error response carries: the first value of the error shape's own enumeration. */
export function errorResult(api: ApiIR): string {
  const result = api.errorShape.fields.find((field) => field.type.kind === "enum");
  const value = result?.type.kind === "enum" ? result.type.values[0]?.value : undefined;
  if (value === undefined) throw new Error("the error shape has no result value");
  return value;
}

/** The text a Basic user id starts with, from the first scheme that has one ("" when none does). */
export function basicUserPrefix(api: ApiIR): string {
  return api.authentication?.schemes.find((scheme) => scheme.userPrefix !== undefined)?.userPrefix ?? "";
}
