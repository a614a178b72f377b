// What the hand-written code may assume of the contract module that the runtime emitter writes from
// the IR (generator/emit/runtime/emit-contract.ts). The generator's own type check reads this
// stand-in; the generated package is type-checked against the real module. Its object types are
// opaque on purpose: hand-written code cannot name a member of the error shape (a gateway word),
// and reads errors and findings through the accessors below. Not copied into the package
// (copy-files.ts takes .ts sources only, never .d.ts).

declare const opaque: unique symbol;

export type ErrorCause = string;
/** The result of an error response (a one-value union in the real module). */
export type ErrorResult = string;
export type ValidationType = string;
export interface ValidationError {
  readonly [opaque]: "finding";
}
export interface GatewayErrorObject {
  readonly [opaque]: "error object";
}
export interface ErrorResponse {
  readonly [opaque]: "error response";
}

export declare const ERROR_RESULT: ErrorResult;
export declare const INVALID_REQUEST_CAUSE: string;
export declare function invalid(field: string, explanation: string): ValidationError;
export declare function missing(field: string, explanation?: string): ValidationError;
export declare function unsupported(field: string, explanation?: string): ValidationError;
export declare function findingKind(finding: ValidationError): "invalid" | "missing" | "unsupported" | undefined;
export declare function findingField(finding: ValidationError): string;
export declare function errorCause(error: GatewayErrorObject): ErrorCause;
export declare function findingAsError(finding: ValidationError): GatewayErrorObject;
export declare function errorResponseParts(response: ErrorResponse): { result: unknown; error: GatewayErrorObject };
export declare function errorResponseOf(error: GatewayErrorObject): ErrorResponse;
export declare function errorSummary(error: GatewayErrorObject): string;
