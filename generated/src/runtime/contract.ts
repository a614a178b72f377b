/* Generated from spec/ by the gateway generator. Do not edit. */
// The error shape of section 7 as the package's code speaks it (spec/api/errors.yaml): its values as
// types, the objects an error response carries, and the finding a validator makes.

/** Every cause of the error object. */
export type ErrorCause = "INVALID_REQUEST" | "REQUEST_REJECTED" | "SERVER_BUSY" | "SERVER_FAILED";
/** The `result` of an error response. */
export type ErrorResult = "ERROR";
/** Every validation type of a field-level finding. */
export type ValidationType = "INVALID" | "MISSING" | "UNSUPPORTED";

/** The error object of an error response (`error`). */
export interface GatewayErrorObject {
  cause: ErrorCause;
  /** Returned only when the cause is INVALID_REQUEST or SERVER_BUSY. */
  explanation?: string;
  /** Name of the field that failed validation. Returned only when the cause is INVALID_REQUEST and a field-level error occurred. */
  field?: string;
  /** Returned only when the cause is SERVER_FAILED or REQUEST_REJECTED. */
  supportCode?: string;
  /** Returned only for a field-level INVALID_REQUEST. */
  validationType?: ValidationType;
}

/** An error response: `result` is ERROR. */
export interface ErrorResponse {
  /** The error object. */
  error: GatewayErrorObject;
  /** System-generated overall result. */
  result: ErrorResult;
}

/** One finding of the package's validators, in the error object's own shape. */
export interface ValidationError {
  cause: "INVALID_REQUEST";
  field: string;
  validationType: ValidationType;
  explanation: string;
}

/** The `result` of an error response. */
export const ERROR_RESULT: ErrorResult = "ERROR";
/** The cause of a body that does not conform. */
export const INVALID_REQUEST_CAUSE = "INVALID_REQUEST";

/** A value that fails its rule (INVALID). */
export function invalid(field: string, explanation: string): ValidationError {
  return { cause: "INVALID_REQUEST", field, validationType: "INVALID", explanation };
}

/** A required value that is absent (MISSING). */
export function missing(field: string, explanation = "A value is required."): ValidationError {
  return { cause: "INVALID_REQUEST", field, validationType: "MISSING", explanation };
}

/** A field the spec does not know (UNSUPPORTED). */
export function unsupported(field: string, explanation = "The field is not supported."): ValidationError {
  return { cause: "INVALID_REQUEST", field, validationType: "UNSUPPORTED", explanation };
}

// Accessors: the hand-written client and double read errors and findings through these, never by
// the members' names, so the spec alone names them.

/** The kind of a finding, by its validation type. */
export function findingKind(finding: ValidationError): "invalid" | "missing" | "unsupported" | undefined {
  const kinds: Record<string, "invalid" | "missing" | "unsupported"> = {
    INVALID: "invalid",
    MISSING: "missing",
    UNSUPPORTED: "unsupported",
  };
  return Object.hasOwn(kinds, finding.validationType) ? kinds[finding.validationType] : undefined;
}

/** The field a finding names. */
export function findingField(finding: ValidationError): string {
  return finding.field;
}

/** The cause of an error object. */
export function errorCause(error: GatewayErrorObject): ErrorCause {
  return error.cause;
}

/** A finding as the error object of an error response; one on the body as a whole ("") is no field-level error: it names no field and has no validation type. */
export function findingAsError(finding: ValidationError): GatewayErrorObject {
  const at = finding.field === "" ? {} : { field: finding.field, validationType: finding.validationType };
  return { cause: finding.cause, ...at, explanation: finding.explanation };
}

/** The error object and the result of an error response. */
export function errorResponseParts(response: ErrorResponse): { result: unknown; error: GatewayErrorObject } {
  return { result: response.result, error: response.error };
}

/** An error response around an error object. */
export function errorResponseOf(error: GatewayErrorObject): ErrorResponse {
  return { result: "ERROR", error: error };
}

/** One line that says an error: its cause, the field and validation type it names, its explanation. */
export function errorSummary(error: GatewayErrorObject): string {
  const where = error.field ? ` on ${error.field}` : "";
  const kind = error.validationType ? ` (${error.validationType})` : "";
  return `${error.cause}${where}${kind}${error.explanation ? `: ${error.explanation}` : ""}`;
}
