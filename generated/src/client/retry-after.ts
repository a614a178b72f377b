/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/client) */
// `Retry-After` (RFC 9110 10.2.3): a number of seconds (digits only) or an HTTP date, in any of the
// three forms a recipient must read (RFC 9110 5.6.7). Anything else is unreadable: "-1" or "1.5" is
// no wait at all, not a date in the year -1 or 2001.

const DAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const LONG_DAY = "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH = `(${MONTHS.join("|")})`;
const TIME = "(\\d{2}):(\\d{2}):(\\d{2})";

/** Each form with its groups in the order day, month, year, hours, minutes, seconds. */
const HTTP_DATES: readonly { pattern: RegExp; order: readonly number[] }[] = [
  // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
  { pattern: new RegExp(`^${DAY}, (\\d{2}) ${MONTH} (\\d{4}) ${TIME} GMT$`), order: [1, 2, 3, 4, 5, 6] },
  // RFC 850: Sunday, 06-Nov-94 08:49:37 GMT
  { pattern: new RegExp(`^${LONG_DAY}, (\\d{2})-${MONTH}-(\\d{2}) ${TIME} GMT$`), order: [1, 2, 3, 4, 5, 6] },
  // asctime: Sun Nov  6 08:49:37 1994
  { pattern: new RegExp(`^${DAY} ${MONTH} ([ \\d]\\d) ${TIME} (\\d{4})$`), order: [2, 1, 6, 3, 4, 5] },
];

/** An HTTP date as milliseconds since the epoch, or undefined when the text is no HTTP date. */
export function httpDate(text: string): number | undefined {
  for (const { pattern, order } of HTTP_DATES) {
    const match = pattern.exec(text);
    if (match === null) continue;
    const [day, month, year, hours, minutes, seconds] = order.map((group) => (match[group] as string).trim());
    return Date.UTC(
      fullYear(year as string),
      MONTHS.indexOf(month as string),
      Number(day),
      Number(hours),
      Number(minutes),
      Number(seconds),
    );
  }
  return undefined;
}

/** A two-digit year read as RFC 9110 asks: one that looks more than 50 years ahead is in the past century. */
function fullYear(year: string): number {
  if (year.length === 4) return Number(year);
  const now = new Date().getUTCFullYear();
  const candidate = now - (now % 100) + Number(year);
  return candidate > now + 50 ? candidate - 100 : candidate;
}

/** `Retry-After` as milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = httpDate(text);
  return date === undefined ? undefined : Math.max(0, date - now);
}
