import type { ApiDescription } from "./api-description.js";
import type { BaseClientOptions, CallInput, CallOptions, RawResponse } from "./client-options.js";
export type { BaseClientOptions, CallInput, CallOptions, FetchFunction, LogEvent, RawResponse, TlsOptions } from "./client-options.js";
export declare class BaseGatewayClient {
	#private;
	protected constructor(api: ApiDescription, options: BaseClientOptions);
	/** What a log line or a debugger shows of the client: never a credential. */
	toJSON(): Record<string, string>;
	toString(): string;
	protected send(method: string, params: CallInput<object>, options?: CallOptions): Promise<RawResponse<unknown>>;
}
