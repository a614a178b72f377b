/**
* The base URL must be an absolute http(s) URL with no user info (credentials there would show in
* every log line and error), no query and no fragment (the client appends the path to it, which
* would land inside them): said at construction, not as a network error at the first call. The
* message never repeats the URL, which may hold a credential.
*/
export declare function checkBaseUrl(baseUrl: unknown): void;
/** The text without its trailing slashes, by a loop: a pattern for them backtracks quadratically on a long run. */
export declare function withoutTrailingSlashes(text: string): string;
export declare function debugFromEnvironment(): boolean;
/** A 3xx answer, or the opaque redirect a browser's fetch gives in manual mode. */
export declare function isRedirect(response: Response): boolean;
/** The origin a redirect points to, or undefined when it gives none (or none a URL can be made of). */
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
