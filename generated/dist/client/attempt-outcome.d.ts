/** Whether an error (or one in its cause chain, or an aggregate's) says the connection never opened. */
export declare function neverConnected(error: unknown, depth?: number): boolean;
/** The first system error code (`ECONNREFUSED`, `UND_ERR_SOCKET`...) in an error, its cause chain or an aggregate's errors. */
export declare function systemCode(error: unknown, depth?: number): string | undefined;
/** `host:port` of a URL, the port written out (80 or 443 when the URL leaves it implicit); never its path or query. */
export declare function hostAndPort(url: string): string;
