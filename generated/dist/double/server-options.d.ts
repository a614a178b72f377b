/** A port from 0 to 65535, time-outs of at least a millisecond. */
export declare function checkServerOptions(options: {
	port?: number;
	headersTimeoutMs?: number;
	requestTimeoutMs?: number;
}): void;
