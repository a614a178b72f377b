/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// Closing a connection whose request body is left unread. Closing it outright would make the kernel
// answer the body's bytes still on their way with a reset, and a client that has not yet read the
// answer loses it to a network error (servers such as Apache and nginx linger for this reason). So
// once the answer is sent the double ends its side, throws away what still arrives for at most
// LINGER_MS (the client stops sending as soon as it reads the answer and closes its side), then
// closes: a bounded wait, unlike reading an endless body until the request time-out.

import type { IncomingMessage } from "node:http";

/** The longest the double goes on taking (and throwing away) a refused body after its answer. */
export const LINGER_MS = 1_000;

/**
 * The headers of an answer that leaves the request body unread, closing its connection as above.
 * Node's server ends a connection after an answer marked `Connection: close` by calling the socket's
 * destroySoon(), which would close it outright: this socket's own destroySoon lingers instead.
 */
export function closingUnread(request: IncomingMessage): Readonly<Record<string, string>> {
  const socket = request.socket;
  socket.destroySoon = () => {
    // The double's side ends after the answer; Node closes the socket once the client's side ends too.
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  return { connection: "close" };
}
