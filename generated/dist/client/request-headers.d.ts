/** Refuses a header name that is no token, or a value with a line break, a NUL or a character above U+00FF; the value is never repeated. */
export declare function checkHeaders(headers: Readonly<Record<string, unknown>>): void;
export declare function isSecretHeader(name: string): boolean;
/** The headers as a log line shows them: a secret-looking header's value redacted. */
export declare function loggedHeaders(headers: Readonly<Record<string, string>>, redacted: string): Record<string, string>;
/** The values of the secret-looking headers: the call's secrets too. */
export declare function secretHeaderValues(headers: Readonly<Record<string, string>>): string[];
export declare function withoutNames(headers: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string>;
