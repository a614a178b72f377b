// Values of the spec as a reader of the report reads them: never JSON. Text as written, lists joined,
// records as `name value` pairs, durations in seconds and sizes in bytes as people count them.

/** Any spec value in words: `a, b`, `text “…” (fields order.amount)`, `keepFirst 6, keepLast 4, with x`. */
export function plainText(value: unknown): string {
  if (value === undefined || value === null) return "none";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map(plainText).join("; ");
  return Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .map(([key, entry]) => `${words(key)} ${plainText(entry)}`)
    .join(", ");
}

/** `keepFirst` -> `keep first`. */
export function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

/** `30000` -> `30 s`, `1500` -> `1.5 s`, `200` -> `200 ms`. */
export function duration(milliseconds: number): string {
  return milliseconds >= 1000 ? `${milliseconds / 1000} s` : `${milliseconds} ms`;
}

/** `1048576` -> `1 MiB`, `65536` -> `64 KiB`, `1000` -> `1000 bytes`. */
export function size(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
