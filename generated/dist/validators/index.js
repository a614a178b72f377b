import { toResult, unsupported } from "../runtime/index.js";
import { isErrorResponse, validateErrorResponse } from "./error-response.js";
import { validateAuthorize100Request, validateAuthorize100Response } from "./authorize-100.js";
import { validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response } from "./initiate-browser-payment-17.js";
import { validateVerify100Request, validateVerify100Response } from "./verify-100.js";
const requestValidators = /* @__PURE__ */ new Map([["AUTHORIZE@100", validateAuthorize100Request], ["INITIATE_BROWSER_PAYMENT@17", validateInitiateBrowserPayment17Request], ["VERIFY@100", validateVerify100Request]]);
const responseValidators = /* @__PURE__ */ new Map([["AUTHORIZE@100", validateAuthorize100Response], ["INITIATE_BROWSER_PAYMENT@17", validateInitiateBrowserPayment17Response], ["VERIFY@100", validateVerify100Response]]);
function validateRequest(apiOperation, version, body) {
  const validate = requestValidators.get(`${apiOperation}@${version}`);
  return validate ? validate(body) : toResult([unsupported("apiOperation", "This operation is not defined at this version.")]);
}
function validateResponse(apiOperation, version, body) {
  const validate = responseValidators.get(`${apiOperation}@${version}`);
  if (!validate) return toResult([unsupported("apiOperation", "This operation is not defined at this version.")]);
  return isErrorResponse(body) ? validateErrorResponse(body) : validate(body);
}
const validateAuthorizeRequest = validateAuthorize100Request;
const validateAuthorizeResponse = validateAuthorize100Response;
const validateInitiateBrowserPaymentRequest = validateInitiateBrowserPayment17Request;
const validateInitiateBrowserPaymentResponse = validateInitiateBrowserPayment17Response;
const validateVerifyRequest = validateVerify100Request;
const validateVerifyResponse = validateVerify100Response;
export {
  isErrorResponse,
  validateAuthorize100Request,
  validateAuthorize100Response,
  validateAuthorizeRequest,
  validateAuthorizeResponse,
  validateErrorResponse,
  validateInitiateBrowserPayment17Request,
  validateInitiateBrowserPayment17Response,
  validateInitiateBrowserPaymentRequest,
  validateInitiateBrowserPaymentResponse,
  validateRequest,
  validateResponse,
  validateVerify100Request,
  validateVerify100Response,
  validateVerifyRequest,
  validateVerifyResponse
};
