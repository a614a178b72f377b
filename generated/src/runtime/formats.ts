/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/runtime) */
// Checks of the string formats the spec names (section 2.1) that a regular expression alone cannot do.

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `yyyy-mm-dd` (already matched by shape) names a day of the calendar. */
export function isCalendarDate(text: string): boolean {
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && !leap ? 28 : (DAYS_IN_MONTH[month - 1] as number);
  return day <= days;
}

const ABSOLUTE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]+$/;
const AUTHORITY = /^\/\/[^\s/?#]+/;

/**
 * An absolute URL (RFC 1738 / 3986): a scheme, a colon, no white space; where the rest begins with
 * `//` it names an authority. Written without the platform's URL class so the package needs no DOM.
 */
export function isAbsoluteUrl(text: string): boolean {
  if (!ABSOLUTE_URL.test(text)) return false;
  const rest = text.slice(text.indexOf(":") + 1);
  return !rest.startsWith("//") || AUTHORITY.test(rest);
}

export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function countDigits(text: string): number {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 48 && unit <= 57) digits++;
  }
  return digits;
}

/** One or more values separated by commas; every value known when `known` is given. */
export function isCommaList(text: string, known: ReadonlySet<string> | undefined): boolean {
  if (text.length === 0) return false;
  for (const value of text.split(",")) {
    if (value.length === 0 || (known !== undefined && !known.has(value))) return false;
  }
  return true;
}
