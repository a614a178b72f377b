/* Generated from spec/ by the gateway generator. Do not edit. */
export * from "./validators/index.js";
export type { ValidateOptions, ValidationResult } from "./runtime/validation.js";
export type {
  ErrorCause,
  ErrorResponse,
  ErrorResult,
  GatewayErrorObject,
  ValidationError,
  ValidationType,
} from "./runtime/contract.js";
export { ERROR_RESULT, INVALID_REQUEST_CAUSE } from "./runtime/contract.js";
export * from "./client/gateway-client.js";
export {
  GatewayAbortError,
  GatewayConfigurationError,
  GatewayError,
  GatewayNetworkError,
  GatewayOutcomeUnknownError,
  GatewayRedirectError,
  GatewayResponseError,
  GatewayTimeoutError,
} from "./client/errors.js";
export type { Finding, GatewayErrorInit } from "./client/errors.js";
export type {
  BaseClientOptions,
  CallInput,
  CallOptions,
  FetchFunction,
  LogEvent,
  RawResponse,
  TlsOptions,
} from "./client/base-client.js";
export { startGatewayMock } from "./double/gateway-mock.js";
export { DoubleOptionError } from "./double/option-error.js";
export type {
  DoubleOptions,
  Faults,
  OrderState,
  OrderStatus,
  PayerChoice,
  RequestLogEntry,
  RunningDouble,
} from "./double/gateway-mock.js";
export type {
  AuthorizeRequest as Authorize100Request,
  AuthorizeResponse as Authorize100Response,
} from "./models/authorize-100.js";
export * as Authorize100Models from "./models/authorize-100.js";
export type {
  InitiateBrowserPaymentRequest as InitiateBrowserPayment17Request,
  InitiateBrowserPaymentResponse as InitiateBrowserPayment17Response,
} from "./models/initiate-browser-payment-17.js";
export * as InitiateBrowserPayment17Models from "./models/initiate-browser-payment-17.js";
export type { VerifyRequest as Verify100Request, VerifyResponse as Verify100Response } from "./models/verify-100.js";
export * as Verify100Models from "./models/verify-100.js";
export type { AuthorizeRequest, AuthorizeResponse } from "./models/authorize-100.js";
export type {
  InitiateBrowserPaymentRequest,
  InitiateBrowserPaymentResponse,
} from "./models/initiate-browser-payment-17.js";
export type { VerifyRequest, VerifyResponse } from "./models/verify-100.js";
