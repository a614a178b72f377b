export * from "./validators/index.js";
export * from "./client/gateway-client.js";
import { GatewayError, GatewayNetworkError, GatewayResponseError, GatewayTimeoutError } from "./client/errors.js";
import { startGatewayMock } from "./double/gateway-mock.js";
import * as Authorize100Models from "./models/authorize-100.js";
import * as InitiateBrowserPayment17Models from "./models/initiate-browser-payment-17.js";
import * as Verify100Models from "./models/verify-100.js";
export {
  Authorize100Models,
  GatewayError,
  GatewayNetworkError,
  GatewayResponseError,
  GatewayTimeoutError,
  InitiateBrowserPayment17Models,
  Verify100Models,
  startGatewayMock
};
