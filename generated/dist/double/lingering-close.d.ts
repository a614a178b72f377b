import type { IncomingMessage } from "node:http";
/** The longest the double goes on taking (and throwing away) a refused body after its answer. */
export declare const LINGER_MS = 1e3;
/**
* The headers of an answer that leaves the request body unread, closing its connection as above.
* Node's server ends a connection after an answer marked `Connection: close` by calling the socket's
* destroySoon(), which would close it outright: this socket's own destroySoon lingers instead.
*/
export declare function closingUnread(request: IncomingMessage): Readonly<Record<string, string>>;
