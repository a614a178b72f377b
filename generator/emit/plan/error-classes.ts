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

/** The error class of the answer to refused credentials (the double's `unauthenticated` answer and status), when the spec states them. */
export const AUTHENTICATION_FAILED = "AuthenticationFailedError";

/** The status and cause of the answer to refused credentials, and what the status means (spec/api/double.yaml). */
export function authenticationFailure(api: ApiIR): { code: number; cause: string; description: string } | undefined {
  const answer = api.double?.answers.find((candidate) => candidate.role === "unauthenticated");
  const status = api.double?.statuses.find((candidate) => candidate.role === answer?.status);
  return answer && status && { code: status.code, cause: answer.error.cause, description: status.description };
}

/** The class a refused-credentials answer becomes, with the cause class it extends, when the spec states both. */
export function authenticationFailedClass(api: ApiIR): { name: string; base: string; doc: string } | undefined {
  const failure = authenticationFailure(api);
  const base = causeClasses(api).find(({ cause }) => cause === failure?.cause)?.name;
  if (failure === undefined || base === undefined) return undefined;
  return {
    name: AUTHENTICATION_FAILED,
    base,
    doc: `HTTP ${failure.code} with ${failure.cause}: ${failure.description} Check the merchant id and the API password.`,
  };
}
