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
export declare const ERROR_RESULT: ErrorResult;
/** The cause of a body that does not conform. */
export declare const INVALID_REQUEST_CAUSE = "INVALID_REQUEST";
/** A value that fails its rule (INVALID). */
export declare function invalid(field: string, explanation: string): ValidationError;
/** A required value that is absent (MISSING). */
export declare function missing(field: string, explanation?: string): ValidationError;
/** A field the spec does not know (UNSUPPORTED). */
export declare function unsupported(field: string, explanation?: string): ValidationError;
/** The kind of a finding, by its validation type. */
export declare function findingKind(finding: ValidationError): "invalid" | "missing" | "unsupported" | undefined;
/** The field a finding names. */
export declare function findingField(finding: ValidationError): string;
/** The cause of an error object. */
export declare function errorCause(error: GatewayErrorObject): ErrorCause;
/** A finding as the error object of an error response; one on the body as a whole ("") is no field-level error: it names no field and has no validation type. */
export declare function findingAsError(finding: ValidationError): GatewayErrorObject;
/** The error object and the result of an error response. */
export declare function errorResponseParts(response: ErrorResponse): {
	result: unknown;
	error: GatewayErrorObject;
};
/** An error response around an error object. */
export declare function errorResponseOf(error: GatewayErrorObject): ErrorResponse;
/** One line that says an error: its cause, the field and validation type it names, its explanation. */
export declare function errorSummary(error: GatewayErrorObject): string;
