import { type MaskTable } from "./masking.js";
export declare class Secrets {
	#private;
	constructor(values: Iterable<string>);
	/** The secrets of one call: these, and the sensitive values of its request body. */
	withBody(body: unknown, table: MaskTable): Secrets;
	text(text: string): string;
	/** Text kept from an answer the client could not read: its secrets and anything like a card number hidden. */
	rawText(text: string): string;
	/** A copy of a JSON-like value with every string scrubbed (keys too); deeper than a log line needs stops. */
	value(value: unknown, depth?: number): unknown;
	/**
	* An error as a plain Error with its name, code and message scrubbed, and its cause chain likewise:
	* whatever else the platform hung on it (a parser's copy of the received bytes) is left behind.
	*/
	error(error: unknown, depth?: number): Error;
	headers(headers: Headers): Headers;
}
