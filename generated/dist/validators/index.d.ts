import type { ValidateOptions, ValidationResult } from "../runtime/index.js";
import { isErrorResponse, validateErrorResponse } from "./error-response.js";
import { validateAuthorize100Request, validateAuthorize100Response } from "./authorize-100.js";
import { validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response } from "./initiate-browser-payment-17.js";
import { validateVerify100Request, validateVerify100Response } from "./verify-100.js";
export declare function validateRequest(apiOperation: string, version: string | number, body: unknown, options?: ValidateOptions): ValidationResult;
export declare function validateResponse(apiOperation: string, version: string | number, body: unknown, options?: ValidateOptions): ValidationResult;
/** Authorize request at version 100, the version the client calls. */
export declare const validateAuthorizeRequest: (body: unknown, options?: ValidateOptions) => ValidationResult;
/** Authorize response at version 100, the version the client calls. */
export declare const validateAuthorizeResponse: (body: unknown, options?: ValidateOptions) => ValidationResult;
/** Initiate Browser Payment request at version 17, the version the client calls. */
export declare const validateInitiateBrowserPaymentRequest: (body: unknown, options?: ValidateOptions) => ValidationResult;
/** Initiate Browser Payment response at version 17, the version the client calls. */
export declare const validateInitiateBrowserPaymentResponse: (body: unknown, options?: ValidateOptions) => ValidationResult;
/** Verify request at version 100, the version the client calls. */
export declare const validateVerifyRequest: (body: unknown, options?: ValidateOptions) => ValidationResult;
/** Verify response at version 100, the version the client calls. */
export declare const validateVerifyResponse: (body: unknown, options?: ValidateOptions) => ValidationResult;
export { validateAuthorize100Request, validateAuthorize100Response, validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response, validateVerify100Request, validateVerify100Response, isErrorResponse, validateErrorResponse };
