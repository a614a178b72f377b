/** An HTTP date as milliseconds since the epoch, or undefined when the text is no HTTP date. */
export declare function httpDate(text: string): number | undefined;
/** `Retry-After` as milliseconds from `now`; undefined when absent or unreadable. */
export declare function retryAfterMs(value: string | null, now?: number): number | undefined;
