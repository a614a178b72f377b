import { BaseGatewayClient, type CallParams, type ClientOptions, type RawResponse } from "./base-client.js";
import { GatewayError } from "./errors.js";
import type { AuthorizeRequest, AuthorizeResponse } from "../models/authorize-100.js";
import type { InitiateBrowserPaymentRequest, InitiateBrowserPaymentResponse } from "../models/initiate-browser-payment-17.js";
import type { VerifyRequest, VerifyResponse } from "../models/verify-100.js";
/** INVALID_REQUEST: Request did not conform to the API protocol. */
export declare class InvalidRequestError extends GatewayError {}
/** REQUEST_REJECTED: Rejected for security reasons such as firewall rules or an expired certificate. */
export declare class RequestRejectedError extends GatewayError {}
/** SERVER_BUSY: Not enough resources at the moment. */
export declare class ServerBusyError extends GatewayError {}
/** SERVER_FAILED: Internal failure. */
export declare class ServerFailedError extends GatewayError {}
/** The same calls, resolving to the parsed body with the HTTP status and headers beside it. */
export interface RawCalls {
	authorize(params: CallParams<Omit<AuthorizeRequest, "apiOperation">>): Promise<RawResponse<AuthorizeResponse>>;
	initiateBrowserPayment(params: CallParams<Omit<InitiateBrowserPaymentRequest, "apiOperation">>): Promise<RawResponse<InitiateBrowserPaymentResponse>>;
	verify(params: CallParams<Omit<VerifyRequest, "apiOperation">>): Promise<RawResponse<VerifyResponse>>;
}
/** Options of the client; `versions` keys are the method names. */
export type GatewayClientOptions = ClientOptions & {
	versions?: Partial<Record<"authorize" | "initiateBrowserPayment" | "verify", string | number>>;
};
/** A typed client of the gateway: one method per operation, at the spec's version unless `versions` says otherwise. */
export declare class GatewayClient extends BaseGatewayClient {
	readonly raw: RawCalls;
	constructor(options: GatewayClientOptions);
	/** Authorize (version 100). Asks a financial institution to confirm that the payment information is valid and that funds are available in the payer's account, for a proposed funds transfer. */
	authorize(params: CallParams<Omit<AuthorizeRequest, "apiOperation">>): Promise<AuthorizeResponse>;
	/** Initiate Browser Payment (version 17). Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place. */
	initiateBrowserPayment(params: CallParams<Omit<InitiateBrowserPaymentRequest, "apiOperation">>): Promise<InitiateBrowserPaymentResponse>;
	/** Verify (version 100). Verifies the cardholder's account before a financial transaction is processed, using the verification method the acquirer supports and the data in the request. If the payer was authenticated through the gateway, provide authentication.transactionId; if through another 3-D Secure provider, provide authentication.3ds and authentication.3ds2. */
	verify(params: CallParams<Omit<VerifyRequest, "apiOperation">>): Promise<VerifyResponse>;
}
