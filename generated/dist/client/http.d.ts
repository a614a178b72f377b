/** The base URL must be an absolute http(s) URL: said at construction, not as a network error at the first call. */
export declare function checkBaseUrl(baseUrl: unknown): void;
/** `Retry-After` as milliseconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export declare function retryAfterMs(value: string | null): number | undefined;
/** The text without its trailing slashes, by a loop: a pattern for them backtracks quadratically on a long run. */
export declare function withoutTrailingSlashes(text: string): string;
export declare function withoutNames(headers: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string>;
export declare function debugFromEnvironment(): boolean;
/** Defines an own property (a key such as `__proto__` stays data, never a prototype); returns the value. */
export declare function setOwn<T>(target: Record<string, unknown>, key: string, value: T): T;
/** A 3xx answer, or the opaque redirect a browser's fetch gives in manual mode. */
export declare function isRedirect(response: Response): boolean;
export declare function targetOrigin(url: string, response: Response): string | undefined;
/** An answer longer than the client reads: rejected from inside the read; the client makes it a GatewayResponseError. */
export declare class TooLarge extends Error {
	readonly status: number;
	readonly headers: Headers;
	constructor(status: number, headers: Headers, limit: number);
}
/** The body as text, read up to `limit` bytes: a server cannot make the client hold more than that. */
export declare function readText(response: Response, limit: number): Promise<string>;
export declare function parseJson(text: string): {
	ok: true;
	value: unknown;
} | {
	ok: false;
	error: unknown;
};
export declare function base64(text: string): string;
