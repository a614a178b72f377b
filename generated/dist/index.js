/* Generated from spec/ by the gateway generator. Do not edit. */
export * from "./validators/index.js";
export { ERROR_RESULT, INVALID_REQUEST_CAUSE } from "./runtime/contract.js";
export * from "./client/gateway-client.js";
export { GatewayAbortError, GatewayConfigurationError, GatewayError, GatewayNetworkError, GatewayOutcomeUnknownError, GatewayRedirectError, GatewayResponseError, GatewayTimeoutError } from "./client/errors.js";
export { startGatewayMock } from "./double/gateway-mock.js";
export { DoubleOptionError } from "./double/option-error.js";
export * as Authorize100Models from "./models/authorize-100.js";
export * as InitiateBrowserPayment17Models from "./models/initiate-browser-payment-17.js";
export * as Verify100Models from "./models/verify-100.js";
