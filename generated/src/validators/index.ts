/* Generated from spec/ by the gateway generator. Do not edit. */
import { toResult, unsupported } from "../runtime/index.js";
import type { ValidateOptions, ValidationResult } from "../runtime/index.js";
import { isErrorResponse, validateErrorResponse } from "./error-response.js";
import { validateAuthorize100Request, validateAuthorize100Response } from "./authorize-100.js";
import { validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response } from "./initiate-browser-payment-17.js";
import { validateVerify100Request, validateVerify100Response } from "./verify-100.js";
const requestValidators = /* @__PURE__ */ new Map<string, ReadonlyMap<string, (body: unknown, options?: ValidateOptions) => ValidationResult>>([["AUTHORIZE", /* @__PURE__ */ new Map([["100", validateAuthorize100Request]])], ["INITIATE_BROWSER_PAYMENT", /* @__PURE__ */ new Map([["17", validateInitiateBrowserPayment17Request]])], ["VERIFY", /* @__PURE__ */ new Map([["100", validateVerify100Request]])]]);
const responseValidators = /* @__PURE__ */ new Map<string, ReadonlyMap<string, (body: unknown, options?: ValidateOptions) => ValidationResult>>([["AUTHORIZE", /* @__PURE__ */ new Map([["100", validateAuthorize100Response]])], ["INITIATE_BROWSER_PAYMENT", /* @__PURE__ */ new Map([["17", validateInitiateBrowserPayment17Response]])], ["VERIFY", /* @__PURE__ */ new Map([["100", validateVerify100Response]])]]);
const operationNames = ["AUTHORIZE", "INITIATE_BROWSER_PAYMENT", "VERIFY"];
import type { AuthorizeRequest as Authorize100Request, AuthorizeResponse as Authorize100Response } from "../models/authorize-100.js";
import type { InitiateBrowserPaymentRequest as InitiateBrowserPayment17Request, InitiateBrowserPaymentResponse as InitiateBrowserPayment17Response } from "../models/initiate-browser-payment-17.js";
import type { VerifyRequest as Verify100Request, VerifyResponse as Verify100Response } from "../models/verify-100.js";

function undefinedOperation(name: unknown): ValidationResult {
  const versions = typeof name === "string" ? requestValidators.get(name) : undefined;
  const meant = typeof name === "string" ? operationNames.find((known) => known === name.toUpperCase().replace(/[ -]/g, "_")) : undefined;
  const hint = versions !== undefined && typeof name === "string" ? ` ${name} is defined at version ${[...versions.keys()].join(", ")}.` : meant !== undefined ? ` Did you mean ${meant}?` : "";
  return toResult([unsupported("apiOperation", "This operation is not defined at this version." + hint)]);
}

export function validateRequest(apiOperation: OperationName, version: string | number, body: unknown, options?: ValidateOptions): ValidationResult {
  const validate = requestValidators.get(apiOperation)?.get(typeof version === "number" ? String(version) : version);
  return validate ? validate(body, options) : undefinedOperation(apiOperation);
}

export function validateResponse(apiOperation: OperationName, version: string | number, body: unknown, options?: ValidateOptions): ValidationResult {
  const validate = responseValidators.get(apiOperation)?.get(typeof version === "number" ? String(version) : version);
  if (!validate) return undefinedOperation(apiOperation);
  return isErrorResponse(body) ? validateErrorResponse(body) : validate(body, options);
}

export function isAuthorize100Request(body: unknown, options?: ValidateOptions): body is Authorize100Request {
  return validateAuthorize100Request(body, options).valid;
}

export function isAuthorize100Response(body: unknown, options?: ValidateOptions): body is Authorize100Response {
  return validateAuthorize100Response(body, options).valid;
}

export function isInitiateBrowserPayment17Request(body: unknown, options?: ValidateOptions): body is InitiateBrowserPayment17Request {
  return validateInitiateBrowserPayment17Request(body, options).valid;
}

export function isInitiateBrowserPayment17Response(body: unknown, options?: ValidateOptions): body is InitiateBrowserPayment17Response {
  return validateInitiateBrowserPayment17Response(body, options).valid;
}

export function isVerify100Request(body: unknown, options?: ValidateOptions): body is Verify100Request {
  return validateVerify100Request(body, options).valid;
}

export function isVerify100Response(body: unknown, options?: ValidateOptions): body is Verify100Response {
  return validateVerify100Response(body, options).valid;
}

/** The value of `apiOperation` of each operation the package knows. */
export type OperationName = "AUTHORIZE" | "INITIATE_BROWSER_PAYMENT" | "VERIFY";
/** Authorize request at version 100, the version the client calls. */
export const validateAuthorizeRequest: (body: unknown, options?: ValidateOptions) => ValidationResult = validateAuthorize100Request;
/** Authorize request at version 100, the version the client calls. */
export const isAuthorizeRequest: (body: unknown, options?: ValidateOptions) => body is Authorize100Request = isAuthorize100Request;
/** Authorize response at version 100, the version the client calls. */
export const validateAuthorizeResponse: (body: unknown, options?: ValidateOptions) => ValidationResult = validateAuthorize100Response;
/** Authorize response at version 100, the version the client calls. */
export const isAuthorizeResponse: (body: unknown, options?: ValidateOptions) => body is Authorize100Response = isAuthorize100Response;
/** Initiate Browser Payment request at version 17, the version the client calls. */
export const validateInitiateBrowserPaymentRequest: (body: unknown, options?: ValidateOptions) => ValidationResult = validateInitiateBrowserPayment17Request;
/** Initiate Browser Payment request at version 17, the version the client calls. */
export const isInitiateBrowserPaymentRequest: (body: unknown, options?: ValidateOptions) => body is InitiateBrowserPayment17Request = isInitiateBrowserPayment17Request;
/** Initiate Browser Payment response at version 17, the version the client calls. */
export const validateInitiateBrowserPaymentResponse: (body: unknown, options?: ValidateOptions) => ValidationResult = validateInitiateBrowserPayment17Response;
/** Initiate Browser Payment response at version 17, the version the client calls. */
export const isInitiateBrowserPaymentResponse: (body: unknown, options?: ValidateOptions) => body is InitiateBrowserPayment17Response = isInitiateBrowserPayment17Response;
/** Verify request at version 100, the version the client calls. */
export const validateVerifyRequest: (body: unknown, options?: ValidateOptions) => ValidationResult = validateVerify100Request;
/** Verify request at version 100, the version the client calls. */
export const isVerifyRequest: (body: unknown, options?: ValidateOptions) => body is Verify100Request = isVerify100Request;
/** Verify response at version 100, the version the client calls. */
export const validateVerifyResponse: (body: unknown, options?: ValidateOptions) => ValidationResult = validateVerify100Response;
/** Verify response at version 100, the version the client calls. */
export const isVerifyResponse: (body: unknown, options?: ValidateOptions) => body is Verify100Response = isVerify100Response;
export { validateAuthorize100Request, validateAuthorize100Response, validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response, validateVerify100Request, validateVerify100Response, isErrorResponse, validateErrorResponse };
