/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/client) */
// The client's errors. A gateway error keeps the gateway's own error object as sent (section 7 of
// the spec); messages are built from that object and the HTTP status only, so no credential and no
// body value can reach a message, a log line or JSON.stringify of an error. The error object's type,
// and the findings', are the contract module's (written from spec/api/errors.yaml).
import { errorSummary } from "../runtime/contract.js";
/** The gateway answered with its error shape, or the client refused the body as the gateway would. */
export class GatewayError extends Error {
	status;
	/** The answer's headers (`Retry-After`, a request id...), when the gateway answered. */
	headers;
	result;
	error;
	findings;
	constructor(init) {
		super(gatewayMessage(init), init.cause === undefined ? undefined : { cause: init.cause });
		this.name = new.target.name;
		this.status = init.status;
		this.headers = init.headers;
		this.result = init.result;
		this.error = init.error;
		this.findings = init.findings ?? [];
	}
}
function gatewayMessage({ status, error, findings }) {
	const more = findings && findings.length > 1 ? ` and ${findings.length - 1} more` : "";
	const http = status === undefined ? "not sent" : `HTTP ${status}`;
	return `${errorSummary(error)}${more} [${http}]`;
}
/** The connection failed before an answer came (refused, reset, DNS...). */
export class GatewayNetworkError extends Error {
	/**
	* True when the request may have reached the gateway (a connection lost once the request was on
	* its way, a time-out) in this attempt or an earlier one of the call: it may have been carried out.
	* False when no attempt's connection ever opened: nothing reached the gateway.
	*/
	outcomeUnknown;
	constructor(message, cause, outcomeUnknown = true) {
		super(message, { cause });
		this.name = new.target.name;
		this.outcomeUnknown = outcomeUnknown;
	}
}
/** No answer within the time-out: the request may have reached the gateway (`outcomeUnknown` is true). */
export class GatewayTimeoutError extends GatewayNetworkError {
	constructor(message, cause) {
		super(message, cause, true);
	}
}
/**
* The call's outcome is unknown: an attempt may have reached the gateway and its answer was lost (a
* connection lost once the request was sent), and the gateway refused the retry (`cause`). The
* payment may have been carried out by the lost attempt. Never send it again with a new transaction
* id: reconcile first.
*/
export class GatewayOutcomeUnknownError extends Error {
	/** The call's transaction identifier (the path identifier the retries kept). */
	transaction;
	/** The attempts made, the refused one included. */
	attempts;
	/** True when the refusal says the transaction identifier is already used: the gateway holds a transaction under it. */
	transactionUsed;
	constructor(message, init) {
		super(message, { cause: init.cause });
		this.name = new.target.name;
		this.transaction = init.transaction;
		this.attempts = init.attempts;
		this.transactionUsed = init.transactionUsed;
	}
}
/** An answer that is neither a response of the operation nor the gateway's error shape. */
export class GatewayResponseError extends Error {
	status;
	/** The response body as received. */
	rawText;
	headers;
	constructor(message, status, rawText, cause, headers) {
		super(`${message} [HTTP ${status}]`, cause === undefined ? undefined : { cause });
		this.name = new.target.name;
		this.status = status;
		this.rawText = rawText;
		this.headers = headers;
	}
}
/** The caller aborted the call through its signal; `cause` is the signal's reason. Never retried. */
export class GatewayAbortError extends Error {
	constructor(message, cause) {
		super(message, { cause });
		this.name = new.target.name;
	}
}
/**
* The client cannot work as configured: a base URL that is not an http(s) URL, or certificate
* authentication without the `undici` package. Thrown before anything is sent.
*/
export class GatewayConfigurationError extends Error {
	constructor(message, cause) {
		super(message, cause === undefined ? undefined : { cause });
		this.name = new.target.name;
	}
}
/**
* The gateway answered a call with a redirect (3xx). A payment call is never redirected, so the client
* follows none: nothing is sent to the target, whose origin alone is kept (its path may hold a token).
*/
export class GatewayRedirectError extends Error {
	status;
	/** The origin the answer pointed to, or undefined when the platform hides it (a browser's opaque redirect). */
	targetOrigin;
	constructor(message, status, targetOrigin) {
		super(`${message} [HTTP ${status}${targetOrigin === undefined ? "" : ` to ${targetOrigin}`}]`);
		this.name = new.target.name;
		this.status = status;
		this.targetOrigin = targetOrigin;
	}
}
