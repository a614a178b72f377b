/** Keep the ends, fill the middle (card numbers: first 6, last 4), or replace the whole value. */
export type Mask = {
	keepFirst: number;
	keepLast: number;
	with: string;
} | "replace";
/** Dotted path with `[]` for list items (`order.item[].name`) -> mask. */
export type MaskTable = ReadonlyMap<string, Mask>;
/** The sensitivity classes: by dotted path, and by key name wherever the key appears (as the spec writes it). */
export interface MaskTables {
	paths: MaskTable;
	keys: MaskTable;
}
/**
* What the spec knows of a message: 0 for a value, an object for an object's keys, `[node]` for a
* map's values (any key). Lists are walked through: a list's node is its items' node.
*/
export type KnownNode = 0 | {
	readonly [key: string]: KnownNode;
} | readonly [KnownNode];
/** How a message is masked for a log line or an error. */
export interface LogMasking {
	tables: MaskTables;
	/** What the spec knows of the message; undefined when it knows nothing of it. */
	known: KnownNode | undefined;
	/** Show the values the spec cannot classify (for a test's logger); the classes still mask theirs. */
	showUnknown?: boolean;
	/** Told every value the masking hid: the call's secrets, searched for in what the server echoes. */
	onMasked?: (value: unknown) => void;
}
export declare const REDACTED = "[redacted]";
/** Keys longer than this are cut in a log line or a path: a 50 MB key stays out of both. */
export declare const LONGEST_KEY_SHOWN = 64;
/** A copy of `body` with every value under a masked path masked. The input is not changed. */
export declare function maskBody(body: unknown, table: MaskTable, path?: string, depth?: number): unknown;
/** A key name as the classes compare it: without regard to case, `-` or `_`. */
export declare function keyName(key: string): string;
/** A key as a log line shows it: card numbers hidden, cut past LONGEST_KEY_SHOWN characters. */
export declare function shownKey(key: string): string;
/** Keys longer than LONGEST_KEY_SHOWN cut, with "…" (a surrogate pair is never split). */
export declare function cutKey(key: string): string;
/**
* A copy of a message for a log line or an error, masked unless known safe: a key of a class's names
* and a path of a class are masked as the class says, wherever they are; a value at a path the spec
* does not know for this message (a field it does not list, one of a 'not shown' region, an extra
* field) is replaced whole, unless `showUnknown`; card numbers in the values shown are hidden. Lists
* and objects are walked (their keys shown, cut and with card numbers hidden). The input is not changed.
*/
export declare function maskForLog(body: unknown, masking: LogMasking): unknown;
