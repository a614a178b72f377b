/* Generated from spec/ by the gateway generator. Do not edit. */
import { toResult, unsupported } from "../runtime/index.js";
import type { ValidateOptions, ValidationResult } from "../runtime/index.js";
import { isErrorResponse, validateErrorResponse } from "./error-response.js";
import { validateAuthorize100Request, validateAuthorize100Response } from "./authorize-100.js";
import { validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response } from "./initiate-browser-payment-17.js";
import { validateVerify100Request, validateVerify100Response } from "./verify-100.js";
const requestValidators = /* @__PURE__ */ new Map<string, ReadonlyMap<string, (body: unknown, options?: ValidateOptions) => ValidationResult>>([["AUTHORIZE", /* @__PURE__ */ new Map([["100", validateAuthorize100Request]])], ["INITIATE_BROWSER_PAYMENT", /* @__PURE__ */ new Map([["17", validateInitiateBrowserPayment17Request]])], ["VERIFY", /* @__PURE__ */ new Map([["100", validateVerify100Request]])]]);
const responseValidators = /* @__PURE__ */ new Map<string, ReadonlyMap<string, (body: unknown, options?: ValidateOptions) => ValidationResult>>([["AUTHORIZE", /* @__PURE__ */ new Map([["100", validateAuthorize100Response]])], ["INITIATE_BROWSER_PAYMENT", /* @__PURE__ */ new Map([["17", validateInitiateBrowserPayment17Response]])], ["VERIFY", /* @__PURE__ */ new Map([["100", validateVerify100Response]])]]);

export function validateRequest(apiOperation: string, version: string | number, body: unknown, options?: ValidateOptions): ValidationResult {
  const validate = requestValidators.get(apiOperation)?.get(typeof version === "number" ? String(version) : version);
  return validate ? validate(body, options) : toResult([unsupported("apiOperation", "This operation is not defined at this version.")]);
}

export function validateResponse(apiOperation: string, version: string | number, body: unknown, options?: ValidateOptions): ValidationResult {
  const validate = responseValidators.get(apiOperation)?.get(typeof version === "number" ? String(version) : version);
  if (!validate) return toResult([unsupported("apiOperation", "This operation is not defined at this version.")]);
  return isErrorResponse(body) ? validateErrorResponse(body) : validate(body, options);
}

/** Authorize request at version 100, the version the client calls. */
export const validateAuthorizeRequest: (body: unknown, options?: ValidateOptions) => ValidationResult = validateAuthorize100Request;
/** Authorize response at version 100, the version the client calls. */
export const validateAuthorizeResponse: (body: unknown, options?: ValidateOptions) => ValidationResult = validateAuthorize100Response;
/** Initiate Browser Payment request at version 17, the version the client calls. */
export const validateInitiateBrowserPaymentRequest: (body: unknown, options?: ValidateOptions) => ValidationResult = validateInitiateBrowserPayment17Request;
/** Initiate Browser Payment response at version 17, the version the client calls. */
export const validateInitiateBrowserPaymentResponse: (body: unknown, options?: ValidateOptions) => ValidationResult = validateInitiateBrowserPayment17Response;
/** Verify request at version 100, the version the client calls. */
export const validateVerifyRequest: (body: unknown, options?: ValidateOptions) => ValidationResult = validateVerify100Request;
/** Verify response at version 100, the version the client calls. */
export const validateVerifyResponse: (body: unknown, options?: ValidateOptions) => ValidationResult = validateVerify100Response;
export { validateAuthorize100Request, validateAuthorize100Response, validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response, validateVerify100Request, validateVerify100Response, isErrorResponse, validateErrorResponse };
