/* Generated from spec/ by the gateway generator. Do not edit. */
import { toResult, unsupported } from "../runtime/index.js";
import { isErrorResponse, validateErrorResponse } from "./error-response.js";
import { validateAuthorize100Request, validateAuthorize100Response } from "./authorize-100.js";
import { validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response } from "./initiate-browser-payment-17.js";
import { validateVerify100Request, validateVerify100Response } from "./verify-100.js";
const requestValidators = /* @__PURE__ */ new Map([
	["AUTHORIZE", /* @__PURE__ */ new Map([["100", validateAuthorize100Request]])],
	["INITIATE_BROWSER_PAYMENT", /* @__PURE__ */ new Map([["17", validateInitiateBrowserPayment17Request]])],
	["VERIFY", /* @__PURE__ */ new Map([["100", validateVerify100Request]])]
]);
const responseValidators = /* @__PURE__ */ new Map([
	["AUTHORIZE", /* @__PURE__ */ new Map([["100", validateAuthorize100Response]])],
	["INITIATE_BROWSER_PAYMENT", /* @__PURE__ */ new Map([["17", validateInitiateBrowserPayment17Response]])],
	["VERIFY", /* @__PURE__ */ new Map([["100", validateVerify100Response]])]
]);
const operationNames = [
	"AUTHORIZE",
	"INITIATE_BROWSER_PAYMENT",
	"VERIFY"
];
function undefinedOperation(name) {
	const versions = typeof name === "string" ? requestValidators.get(name) : undefined;
	const meant = typeof name === "string" ? operationNames.find((known) => known === name.toUpperCase().replace(/[ -]/g, "_")) : undefined;
	const hint = versions !== undefined && typeof name === "string" ? ` ${name} is defined at version ${[...versions.keys()].join(", ")}.` : meant !== undefined ? ` Did you mean ${meant}?` : "";
	return toResult([unsupported("apiOperation", "This operation is not defined at this version." + hint)]);
}
export function validateRequest(apiOperation, version, body, options) {
	const validate = requestValidators.get(apiOperation)?.get(typeof version === "number" ? String(version) : version);
	return validate ? validate(body, options) : undefinedOperation(apiOperation);
}
export function validateResponse(apiOperation, version, body, options) {
	const validate = responseValidators.get(apiOperation)?.get(typeof version === "number" ? String(version) : version);
	if (!validate) return undefinedOperation(apiOperation);
	return isErrorResponse(body) ? validateErrorResponse(body) : validate(body, options);
}
export function isAuthorize100Request(body, options) {
	return validateAuthorize100Request(body, options).valid;
}
export function isAuthorize100Response(body, options) {
	return validateAuthorize100Response(body, options).valid;
}
export function isInitiateBrowserPayment17Request(body, options) {
	return validateInitiateBrowserPayment17Request(body, options).valid;
}
export function isInitiateBrowserPayment17Response(body, options) {
	return validateInitiateBrowserPayment17Response(body, options).valid;
}
export function isVerify100Request(body, options) {
	return validateVerify100Request(body, options).valid;
}
export function isVerify100Response(body, options) {
	return validateVerify100Response(body, options).valid;
}
/** Authorize request at version 100, the version the client calls. */
export const validateAuthorizeRequest = validateAuthorize100Request;
/** Authorize request at version 100, the version the client calls. */
export const isAuthorizeRequest = isAuthorize100Request;
/** Authorize response at version 100, the version the client calls. */
export const validateAuthorizeResponse = validateAuthorize100Response;
/** Authorize response at version 100, the version the client calls. */
export const isAuthorizeResponse = isAuthorize100Response;
/** Initiate Browser Payment request at version 17, the version the client calls. */
export const validateInitiateBrowserPaymentRequest = validateInitiateBrowserPayment17Request;
/** Initiate Browser Payment request at version 17, the version the client calls. */
export const isInitiateBrowserPaymentRequest = isInitiateBrowserPayment17Request;
/** Initiate Browser Payment response at version 17, the version the client calls. */
export const validateInitiateBrowserPaymentResponse = validateInitiateBrowserPayment17Response;
/** Initiate Browser Payment response at version 17, the version the client calls. */
export const isInitiateBrowserPaymentResponse = isInitiateBrowserPayment17Response;
/** Verify request at version 100, the version the client calls. */
export const validateVerifyRequest = validateVerify100Request;
/** Verify request at version 100, the version the client calls. */
export const isVerifyRequest = isVerify100Request;
/** Verify response at version 100, the version the client calls. */
export const validateVerifyResponse = validateVerify100Response;
/** Verify response at version 100, the version the client calls. */
export const isVerifyResponse = isVerify100Response;
export { validateAuthorize100Request, validateAuthorize100Response, validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response, validateVerify100Request, validateVerify100Response, isErrorResponse, validateErrorResponse };
