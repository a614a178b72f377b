/** Keep the ends, fill the middle (card numbers: first 6, last 4), or replace the whole value. */
export type Mask = {
	keepFirst: number;
	keepLast: number;
	with: string;
} | "replace";
/** Dotted path with `[]` for list items (`order.item[].name`) -> mask. */
export type MaskTable = ReadonlyMap<string, Mask>;
export declare const REDACTED = "[redacted]";
/** A copy of `body` with every value under a masked path masked. The input is not changed. */
export declare function maskBody(body: unknown, table: MaskTable, path?: string, depth?: number): unknown;
