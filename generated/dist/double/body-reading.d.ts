import type { IncomingMessage } from "node:http";
export interface BodyLimits {
	/** Largest body, in bytes. */
	bytes: number;
	/** Most array items in the whole body, nested arrays' items included. */
	items: number;
	/** Most object keys in the whole body, nested objects' keys included. */
	keys: number;
}
export declare const DEFAULT_BODY_LIMITS: Readonly<BodyLimits>;
/** The double's answer (by its role in the description) to a body over a limit. */
export type BodyRefusal = "tooLarge" | "tooManyItems" | "tooManyKeys";
/** A body over one of the limits: answered 413 with the limit's own explanation, never read to its end. */
export declare class BodyRefused extends Error {
	readonly answer: BodyRefusal;
	constructor(answer: BodyRefusal);
}
/** The limits a double's options ask for, each a whole number from 0, or a DoubleOptionError naming the option. */
export declare function bodyLimitsOf(options: {
	maxBodyBytes?: number;
	maxArrayItems?: number;
	maxObjectKeys?: number;
}): BodyLimits;
/** The body as text; one over a limit (its length declared, or as it arrives) rejects with BodyRefused. */
export declare function readBody(request: IncomingMessage, limits: BodyLimits): Promise<string>;
/** What `parseBody` gives for a body that is no JSON text. */
export declare const NOT_JSON: unique symbol;
/** The body's JSON value (a leading byte-order mark, which RFC 8259 lets a reader ignore, is), or NOT_JSON. */
export declare function parseBody(text: string): unknown;
