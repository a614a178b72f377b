// Masking of sensitive values for log lines and the double's responses. The table of which paths
// hold which kind of data is generated from the spec; this file only knows how to apply it.

/** Keep the ends, fill the middle (card numbers: first 6, last 4), or replace the whole value. */
export type Mask = { keepFirst: number; keepLast: number; with: string } | "replace";

/** Dotted path with `[]` for list items (`order.item[].name`) -> mask. */
export type MaskTable = ReadonlyMap<string, Mask>;

export const REDACTED = "[redacted]";

/** Deeper than this, a copy for a log line stops: hostile bodies must not cost a stack. */
const MAX_DEPTH = 64;

function maskValue(value: unknown, mask: Mask): unknown {
  if (mask === "replace") return REDACTED;
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
  if (text === undefined) return REDACTED;
  const kept = mask.keepFirst + mask.keepLast;
  if (text.length <= kept) return mask.with.repeat(text.length);
  return text.slice(0, mask.keepFirst) + mask.with.repeat(text.length - kept) + text.slice(text.length - mask.keepLast);
}

/** A copy of `body` with every value under a masked path masked. The input is not changed. */
export function maskBody(body: unknown, table: MaskTable, path = "", depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(body)) return body.map((item) => maskBody(item, table, `${path}[]`, depth + 1));
  if (typeof body !== "object" || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      const child = path === "" ? key : `${path}.${key}`;
      const mask = table.get(child);
      return [key, mask === undefined ? maskBody(value, table, child, depth + 1) : maskValue(value, mask)];
    }),
  );
}
