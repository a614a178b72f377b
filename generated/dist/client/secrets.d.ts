/**
* The shortest value searched for: a shorter one would blot out ordinary text wherever it occurs
* (a 4-character password "2024" in every date). The client refuses a shorter password, and a value
* of the request shorter than this is masked in its log events but not searched for in answers.
*/
export declare const SHORTEST_SECRET = 8;
/**
* The longest value searched for in every written form. Past it a value is searched for only as it
* is: the pattern of its forms grows some thirty times its length (a 16 MB field of the request
* once made a pattern the process could not compile), and an answer long enough to echo such a
* value escaped is past what a gateway sends.
*/
export declare const LONGEST_SECRET_IN_EVERY_FORM = 1024;
export declare class Secrets {
	#private;
	constructor(values: Iterable<string>);
	/** The secrets of one call: these, and the string and number values the masking hid in its request. */
	with(values: readonly unknown[]): Secrets;
	/** The text with every secret and card number replaced. */
	text(text: string, replacement?: string): string;
	/** A dotted path (a finding's field): scrubbed, each key cut past its longest shown length. */
	path(path: string): string;
	/** A copy of a JSON-like value with every string, key and card-like number scrubbed; deeper than a log line needs stops. */
	value(value: unknown, depth?: number): unknown;
	/** A finding (or error object) scrubbed, its field as a path: no key of it equals a secret or is a card number, none is endless. */
	finding<T extends object>(finding: T, field: string | undefined): T;
	/**
	* An error as a plain Error with its name, code and message scrubbed, and its cause chain likewise:
	* whatever else the platform hung on it (a parser's copy of the received bytes) is left behind.
	*/
	error(error: unknown, depth?: number): Error;
	/** Headers with their names (kept tokens) and values scrubbed. */
	headers(headers: Headers): Headers;
}
