// The client's error class of each cause of the error shape (spec/api/errors.yaml): one name for the
// client that declares them and the guides that explain them.

import type { ApiIR } from "../../ir/ir.js";
import { pascalCase } from "../emitter.js";
import { identifier } from "../shared/code.js";
import { errorCauses } from "../shared/error-facts.js";

export interface CauseClass {
  /** The cause's value (`INVALID_REQUEST`). */
  cause: string;
  description?: string;
  /** The class (`InvalidRequestError`). */
  name: string;
}

export function causeClasses(api: ApiIR): CauseClass[] {
  return errorCauses(api).map((cause) => ({
    cause: cause.value,
    ...(cause.description !== undefined ? { description: cause.description } : {}),
    name: identifier(`${pascalCase(cause.value)}Error`),
  }));
}
