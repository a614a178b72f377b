/** Whether an error (or one in its cause chain, or an aggregate's) says the connection never opened. */
export declare function neverConnected(error: unknown, depth?: number): boolean;
