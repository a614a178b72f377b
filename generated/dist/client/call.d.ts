import type { ApiDescription, OperationDescription } from "./api-description.js";
import type { BaseClientOptions, FetchFunction, RawResponse } from "./client-options.js";
import type { Secrets } from "./secrets.js";
/** The longest `Retry-After` the client waits for; a longer one ends the retries. */
export declare const MAX_RETRY_AFTER_MS = 6e4;
/** What a call needs of its client. */
export interface CallContext {
	api: ApiDescription;
	options: BaseClientOptions;
	authorization: string | undefined;
	transport(): Promise<{
		fetch: FetchFunction;
		dispatcher: unknown;
	}>;
}
/** One call as sent: what every attempt of it shares. */
export interface Call {
	operation: OperationDescription;
	url: string;
	body: object;
	/** The body as log events show it. */
	loggedBody: unknown;
	signal: AbortSignal | undefined;
	timeoutMs: number;
	attempts: number;
	headers: Readonly<Record<string, string>>;
	/** The call's transaction identifier, when the spec names the refusal of a reused one. */
	transaction: string | undefined;
	/** What nothing the client keeps of this call may show: the credentials and the values the masking hid. */
	secrets: Secrets;
}
export declare function runCall(context: CallContext, call: Call): Promise<RawResponse<unknown>>;
