/* Generated from spec/ by the gateway generator. Do not edit. */
import { BaseGatewayClient } from "./base-client.js";
import { GatewayError } from "./errors.js";
import { knownFieldsOf, maskTables } from "./mask-tables.js";
import { errorCause } from "../runtime/contract.js";
import { isErrorResponse, validateAuthorize100Request, validateAuthorize100Response, validateInitiateBrowserPayment17Request, validateInitiateBrowserPayment17Response, validateVerify100Request, validateVerify100Response } from "../validators/index.js";
/** INVALID_REQUEST: Request did not conform to the API protocol. */
export class InvalidRequestError extends GatewayError {}
/** REQUEST_REJECTED: Rejected for security reasons such as firewall rules or an expired certificate. */
export class RequestRejectedError extends GatewayError {}
/** SERVER_BUSY: Not enough resources at the moment. */
export class ServerBusyError extends GatewayError {}
/** SERVER_FAILED: Internal failure. */
export class ServerFailedError extends GatewayError {}
/** HTTP 401 with INVALID_REQUEST: The credentials were refused. Check the merchant id and the API password. */
export class AuthenticationFailedError extends InvalidRequestError {}
const errorClasses = {
	"INVALID_REQUEST": InvalidRequestError,
	"REQUEST_REJECTED": RequestRejectedError,
	"SERVER_BUSY": ServerBusyError,
	"SERVER_FAILED": ServerFailedError
};
const api = {
	method: "PUT",
	pathTemplate: "/rest/version/{version}/merchant/{merchantId}/order/{orderid}/transaction/{transactionid}",
	discriminator: "apiOperation",
	basicUserPrefix: "merchant.",
	identityOption: "merchantId",
	pathParameters: [
		{
			name: "merchantId",
			argument: "merchantId",
			minLength: 1,
			maxLength: 40,
			pattern: /^[0-9a-zA-Z\-_]*$/u
		},
		{
			name: "orderid",
			argument: "orderId",
			minLength: 1,
			maxLength: 40
		},
		{
			name: "transactionid",
			argument: "transactionId",
			minLength: 1,
			maxLength: 40
		}
	],
	versions: {
		authorize: { "100": {
			name: "AUTHORIZE",
			version: "100",
			validateRequest: validateAuthorize100Request,
			validateResponse: validateAuthorize100Response,
			known: knownFieldsOf("AUTHORIZE", "100")
		} },
		initiateBrowserPayment: { "17": {
			name: "INITIATE_BROWSER_PAYMENT",
			version: "17",
			validateRequest: validateInitiateBrowserPayment17Request,
			validateResponse: validateInitiateBrowserPayment17Response,
			known: knownFieldsOf("INITIATE_BROWSER_PAYMENT", "17")
		} },
		verify: { "100": {
			name: "VERIFY",
			version: "100",
			validateRequest: validateVerify100Request,
			validateResponse: validateVerify100Response,
			known: knownFieldsOf("VERIFY", "100")
		} }
	},
	defaultVersions: {
		authorize: "100",
		initiateBrowserPayment: "17",
		verify: "100"
	},
	isErrorResponse,
	errorFor: (init) => init.status === 401 && errorCause(init.error) === "INVALID_REQUEST" ? new AuthenticationFailedError(init) : new (errorClasses[errorCause(init.error)] ?? GatewayError)(init),
	errorField: (error) => error.field,
	masks: maskTables,
	timeoutMs: 3e4,
	maxResponseBytes: 1048576,
	retry: {
		causes: ["SERVER_BUSY"],
		connectionFailures: true,
		attempts: 3,
		baseDelayMs: 200,
		maxDelayMs: 2e3,
		reusedTransaction: {
			argument: "transactionId",
			isRefusal: (error) => error.cause === "INVALID_REQUEST" && error.field === "transactionid" && error.validationType === "INVALID"
		}
	}
};
/** A typed client of the gateway: one method per operation, at the version spec/api/client.yaml states unless a call names another. */
export class GatewayClient extends BaseGatewayClient {
	raw;
	constructor(options) {
		super(api, options);
		this.raw = {
			authorize: (params, options) => this.send("authorize", params, options),
			initiateBrowserPayment: (params, options) => this.send("initiateBrowserPayment", params, options),
			verify: (params, options) => this.send("verify", params, options)
		};
	}
	/** Authorize (version 100 unless `options.version` names another). Asks a financial institution to confirm that the payment information is valid and that funds are available in the payer's account, for a proposed funds transfer. */
	async authorize(params, options) {
		return (await this.raw.authorize(params, options)).body;
	}
	/** Initiate Browser Payment (version 17 unless `options.version` names another). Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place. */
	async initiateBrowserPayment(params, options) {
		return (await this.raw.initiateBrowserPayment(params, options)).body;
	}
	/** Verify (version 100 unless `options.version` names another). Verifies the cardholder's account before a financial transaction is processed, using the verification method the acquirer supports and the data in the request. If the payer was authenticated through the gateway, provide authentication.transactionId; if through another 3-D Secure provider, provide authentication.3ds and authentication.3ds2. */
	async verify(params, options) {
		return (await this.raw.verify(params, options)).body;
	}
}
