/* Generated from spec/ by the gateway generator. Do not edit. */
import {
  BaseGatewayClient,
  type BaseClientOptions,
  type CallInput,
  type CallOptions,
  type RawResponse,
} from "./base-client.js";
import type { ApiDescription } from "./api-description.js";
import { GatewayError, type GatewayErrorInit } from "./errors.js";
import { knownFieldsOf, maskTables } from "./mask-tables.js";
import { errorCause } from "../runtime/contract.js";
import {
  isErrorResponse,
  validateAuthorize100Request,
  validateAuthorize100Response,
  validateInitiateBrowserPayment17Request,
  validateInitiateBrowserPayment17Response,
  validateVerify100Request,
  validateVerify100Response,
} from "../validators/index.js";
import type * as Authorize100Models from "../models/authorize-100.js";
import type * as InitiateBrowserPayment17Models from "../models/initiate-browser-payment-17.js";
import type * as Verify100Models from "../models/verify-100.js";

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
const errorClasses: Readonly<Record<string, new (init: GatewayErrorInit) => GatewayError>> = {
  INVALID_REQUEST: InvalidRequestError,
  REQUEST_REJECTED: RequestRejectedError,
  SERVER_BUSY: ServerBusyError,
  SERVER_FAILED: ServerFailedError,
};

const api: ApiDescription = {
  method: "PUT",
  pathTemplate: "/rest/version/{version}/merchant/{merchantId}/order/{orderid}/transaction/{transactionid}",
  discriminator: "apiOperation",
  basicUserPrefix: "merchant.",
  identityOption: "merchantId",
  pathParameters: [
    { name: "merchantId", argument: "merchantId", minLength: 1, maxLength: 40, pattern: /^[0-9a-zA-Z\-_]*$/u },
    { name: "orderid", argument: "orderId", minLength: 1, maxLength: 40 },
    { name: "transactionid", argument: "transactionId", minLength: 1, maxLength: 40 },
  ],
  versions: {
    authorize: {
      "100": {
        name: "AUTHORIZE",
        version: "100",
        validateRequest: validateAuthorize100Request,
        validateResponse: validateAuthorize100Response,
        known: knownFieldsOf("AUTHORIZE", "100"),
      },
    },
    initiateBrowserPayment: {
      "17": {
        name: "INITIATE_BROWSER_PAYMENT",
        version: "17",
        validateRequest: validateInitiateBrowserPayment17Request,
        validateResponse: validateInitiateBrowserPayment17Response,
        known: knownFieldsOf("INITIATE_BROWSER_PAYMENT", "17"),
      },
    },
    verify: {
      "100": {
        name: "VERIFY",
        version: "100",
        validateRequest: validateVerify100Request,
        validateResponse: validateVerify100Response,
        known: knownFieldsOf("VERIFY", "100"),
      },
    },
  },
  defaultVersions: {
    authorize: "100",
    initiateBrowserPayment: "17",
    verify: "100",
  },
  isErrorResponse,
  errorFor: (init) =>
    init.status === 401 && errorCause(init.error) === "INVALID_REQUEST"
      ? new AuthenticationFailedError(init)
      : new (errorClasses[errorCause(init.error)] ?? GatewayError)(init),
  errorField: (error) => error.field,
  masks: maskTables,
  timeoutMs: 30000,
  maxResponseBytes: 1048576,
  retry: {
    causes: ["SERVER_BUSY"],
    connectionFailures: true,
    attempts: 3,
    baseDelayMs: 200,
    maxDelayMs: 2000,
    reusedTransaction: {
      argument: "transactionId",
      isRefusal: (error) =>
        error.cause === "INVALID_REQUEST" && error.field === "transactionid" && error.validationType === "INVALID",
    },
  },
};

/** Whom the client calls for: part of every path, and of Basic authentication's user id. */
export interface ClientIdentity {
  /** The path's {merchantId}. R, length 1 to 40. It is the identifier issued by the payment provider and is described as up to 12 characters. */
  merchantId: string;
}
/** Options of the client. */
export type ClientOptions = ClientIdentity & BaseClientOptions;
export type GatewayClientOptions = ClientOptions;

/** The path identifiers each call names. */
export interface PathArguments {
  /** The path's {orderid}. R, length 1 to 40. Unique for every order created by the merchant profile. It is used to refer to the order in later transactions and in retrieval. */
  orderId: string;
  /** The path's {transactionid}. R, length 1 to 40. Unique among the transactions on the order. After a failed attempt (for example insufficient funds), each retry needs a new id. Some transactions store the id of another transaction on the order, for example a void refers to the payment it voids. */
  transactionId: string;
}
/** One call: its path identifiers, body and extra fields. */
export type CallParams<Body> = PathArguments & CallInput<Body>;

/** Authorize: the request and response types of each version the spec defines. */
export interface AuthorizeVersions {
  "100": {
    request: Omit<Authorize100Models.AuthorizeRequest, "apiOperation"> & { apiOperation?: never };
    response: Authorize100Models.AuthorizeResponse;
  };
}

/** Initiate Browser Payment: the request and response types of each version the spec defines. */
export interface InitiateBrowserPaymentVersions {
  "17": {
    request: Omit<InitiateBrowserPayment17Models.InitiateBrowserPaymentRequest, "apiOperation"> & {
      apiOperation?: never;
    };
    response: InitiateBrowserPayment17Models.InitiateBrowserPaymentResponse;
  };
}

/** Verify: the request and response types of each version the spec defines. */
export interface VerifyVersions {
  "100": {
    request: Omit<Verify100Models.VerifyRequest, "apiOperation"> & { apiOperation?: never };
    response: Verify100Models.VerifyResponse;
  };
}

/** The same calls, resolving to the parsed body with the HTTP status and headers beside it. */
export interface RawCalls {
  authorize<V extends keyof AuthorizeVersions = "100">(
    params: CallParams<AuthorizeVersions[V]["request"]>,
    options?: CallOptions<V>,
  ): Promise<RawResponse<AuthorizeVersions[V]["response"]>>;
  initiateBrowserPayment<V extends keyof InitiateBrowserPaymentVersions = "17">(
    params: CallParams<InitiateBrowserPaymentVersions[V]["request"]>,
    options?: CallOptions<V>,
  ): Promise<RawResponse<InitiateBrowserPaymentVersions[V]["response"]>>;
  verify<V extends keyof VerifyVersions = "100">(
    params: CallParams<VerifyVersions[V]["request"]>,
    options?: CallOptions<V>,
  ): Promise<RawResponse<VerifyVersions[V]["response"]>>;
}

/** A typed client of the gateway: one method per operation, at the version spec/api/client.yaml states unless a call names another. */
export class GatewayClient extends BaseGatewayClient {
  readonly raw: RawCalls;

  constructor(options: GatewayClientOptions) {
    super(api, options);
    this.raw = {
      authorize: <V extends keyof AuthorizeVersions>(
        params: CallParams<AuthorizeVersions[V]["request"]>,
        options?: CallOptions<V>,
      ) => this.send("authorize", params, options) as Promise<RawResponse<AuthorizeVersions[V]["response"]>>,
      initiateBrowserPayment: <V extends keyof InitiateBrowserPaymentVersions>(
        params: CallParams<InitiateBrowserPaymentVersions[V]["request"]>,
        options?: CallOptions<V>,
      ) =>
        this.send("initiateBrowserPayment", params, options) as Promise<
          RawResponse<InitiateBrowserPaymentVersions[V]["response"]>
        >,
      verify: <V extends keyof VerifyVersions>(
        params: CallParams<VerifyVersions[V]["request"]>,
        options?: CallOptions<V>,
      ) => this.send("verify", params, options) as Promise<RawResponse<VerifyVersions[V]["response"]>>,
    };
  }

  /** Authorize (version 100 unless `options.version` names another). Asks a financial institution to confirm that the payment information is valid and that funds are available in the payer's account, for a proposed funds transfer. */
  async authorize<V extends keyof AuthorizeVersions = "100">(
    params: CallParams<AuthorizeVersions[V]["request"]>,
    options?: CallOptions<V>,
  ): Promise<AuthorizeVersions[V]["response"]> {
    return (await this.raw.authorize(params, options)).body;
  }

  /** Initiate Browser Payment (version 17 unless `options.version` names another). Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place. */
  async initiateBrowserPayment<V extends keyof InitiateBrowserPaymentVersions = "17">(
    params: CallParams<InitiateBrowserPaymentVersions[V]["request"]>,
    options?: CallOptions<V>,
  ): Promise<InitiateBrowserPaymentVersions[V]["response"]> {
    return (await this.raw.initiateBrowserPayment(params, options)).body;
  }

  /** Verify (version 100 unless `options.version` names another). Verifies the cardholder's account before a financial transaction is processed, using the verification method the acquirer supports and the data in the request. If the payer was authenticated through the gateway, provide authentication.transactionId; if through another 3-D Secure provider, provide authentication.3ds and authentication.3ds2. */
  async verify<V extends keyof VerifyVersions = "100">(
    params: CallParams<VerifyVersions[V]["request"]>,
    options?: CallOptions<V>,
  ): Promise<VerifyVersions[V]["response"]> {
    return (await this.raw.verify(params, options)).body;
  }
}
