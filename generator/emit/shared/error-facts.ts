// Facts of the error shape and the authentication section that the client, the double and the test
// vectors' README each read: one reading, so that they cannot drift apart.

import type { ApiIR, EnumNode, FieldNode } from "../../ir/ir.js";

/** The validation types the validators give, in the order invalid, missing, unsupported (spec roles). */
export function validationTypes(api: ApiIR): readonly string[] {
  const { invalid, missing, unsupported } = api.errorContract.validationType;
  return [invalid, missing, unsupported];
}

/** The object of the error shape that holds the error's details (`error`). */
export function errorObject(api: ApiIR): FieldNode | undefined {
  return api.errorShape.fields.find((field) => field.path === api.errorContract.object);
}

/** The values of the cause field: one error class each in the client. */
export function errorCauses(api: ApiIR): EnumNode["values"] {
  const type = errorObject(api)?.type;
  const cause = type?.kind === "object" ? type.fields.find((field) => field.path === api.errorContract.cause.path) : undefined;
  return cause?.type.kind === "enum" ? cause.type.values : [];
}

/** The text a Basic user id starts with, from the first scheme that has one ("" when none does). */
export function basicUserPrefix(api: ApiIR): string {
  return api.authentication?.schemes.find((scheme) => scheme.userPrefix !== undefined)?.userPrefix ?? "";
}

/** The path identifier Basic authentication's user id is made of, when the spec names one. */
export function basicUserParameter(api: ApiIR): string | undefined {
  return api.authentication?.schemes.find((scheme) => scheme.userParameter !== undefined)?.userParameter;
}
