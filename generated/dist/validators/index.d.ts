import type { ValidateOptions, ValidationResult } from "../runtime/index.js";
import { isErrorResponse, validateErrorResponse } from "./error-response.js";
import { validateAuthorize100Request, validateAuthorize100Response } from "./authorize-100.js";
import { validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response } from "./initiate-browser-payment-17.js";
import { validateVerify100Request, validateVerify100Response } from "./verify-100.js";
import type { AuthorizeRequest as Authorize100Request, AuthorizeResponse as Authorize100Response } from "../models/authorize-100.js";
import type { InitiateBrowserPaymentRequest as InitiateBrowserPayment17Request, InitiateBrowserPaymentResponse as InitiateBrowserPayment17Response } from "../models/initiate-browser-payment-17.js";
import type { VerifyRequest as Verify100Request, VerifyResponse as Verify100Response } from "../models/verify-100.js";
export declare function validateRequest(apiOperation: OperationName, version: string | number, body: unknown, options?: ValidateOptions): ValidationResult;
export declare function validateResponse(apiOperation: OperationName, version: string | number, body: unknown, options?: ValidateOptions): ValidationResult;
export declare function isAuthorize100Request(body: unknown, options?: ValidateOptions): body is Authorize100Request;
export declare function isAuthorize100Response(body: unknown, options?: ValidateOptions): body is Authorize100Response;
export declare function isInitiateBrowserPayment17Request(body: unknown, options?: ValidateOptions): body is InitiateBrowserPayment17Request;
export declare function isInitiateBrowserPayment17Response(body: unknown, options?: ValidateOptions): body is InitiateBrowserPayment17Response;
export declare function isVerify100Request(body: unknown, options?: ValidateOptions): body is Verify100Request;
export declare function isVerify100Response(body: unknown, options?: ValidateOptions): body is Verify100Response;
/** The value of `apiOperation` of each operation the package knows. */
export type OperationName = "AUTHORIZE" | "INITIATE_BROWSER_PAYMENT" | "VERIFY";
/** Authorize request at version 100, the version the client calls. */
export declare const validateAuthorizeRequest: (body: unknown, options?: ValidateOptions) => ValidationResult;
/** Authorize request at version 100, the version the client calls. */
export declare const isAuthorizeRequest: (body: unknown, options?: ValidateOptions) => body is Authorize100Request;
/** Authorize response at version 100, the version the client calls. */
export declare const validateAuthorizeResponse: (body: unknown, options?: ValidateOptions) => ValidationResult;
/** Authorize response at version 100, the version the client calls. */
export declare const isAuthorizeResponse: (body: unknown, options?: ValidateOptions) => body is Authorize100Response;
/** Initiate Browser Payment request at version 17, the version the client calls. */
export declare const validateInitiateBrowserPaymentRequest: (body: unknown, options?: ValidateOptions) => ValidationResult;
/** Initiate Browser Payment request at version 17, the version the client calls. */
export declare const isInitiateBrowserPaymentRequest: (body: unknown, options?: ValidateOptions) => body is InitiateBrowserPayment17Request;
/** Initiate Browser Payment response at version 17, the version the client calls. */
export declare const validateInitiateBrowserPaymentResponse: (body: unknown, options?: ValidateOptions) => ValidationResult;
/** Initiate Browser Payment response at version 17, the version the client calls. */
export declare const isInitiateBrowserPaymentResponse: (body: unknown, options?: ValidateOptions) => body is InitiateBrowserPayment17Response;
/** Verify request at version 100, the version the client calls. */
export declare const validateVerifyRequest: (body: unknown, options?: ValidateOptions) => ValidationResult;
/** Verify request at version 100, the version the client calls. */
export declare const isVerifyRequest: (body: unknown, options?: ValidateOptions) => body is Verify100Request;
/** Verify response at version 100, the version the client calls. */
export declare const validateVerifyResponse: (body: unknown, options?: ValidateOptions) => ValidationResult;
/** Verify response at version 100, the version the client calls. */
export declare const isVerifyResponse: (body: unknown, options?: ValidateOptions) => body is Verify100Response;
export { validateAuthorize100Request, validateAuthorize100Response, validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response, validateVerify100Request, validateVerify100Response, isErrorResponse, validateErrorResponse };
