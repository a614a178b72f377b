/** `yyyy-mm-dd` (already matched by shape) names a day of the calendar. */
export declare function isCalendarDate(text: string): boolean;
/**
* An absolute URL (RFC 1738 / 3986): a scheme, a colon, no white space; where the rest begins with
* `//` it names an authority. Written without the platform's URL class so the package needs no DOM.
*/
export declare function isAbsoluteUrl(text: string): boolean;
export declare function isJsonText(text: string): boolean;
export declare function countDigits(text: string): number;
/** One or more values separated by commas; every value known when `known` is given. */
export declare function isCommaList(text: string, known: ReadonlySet<string> | undefined): boolean;
