/** The longest the double goes on taking (and throwing away) a refused body after its answer. */
export const LINGER_MS = 1e3;
/**
* The headers of an answer that leaves the request body unread, closing its connection as above.
* Node's server ends a connection after an answer marked `Connection: close` by calling the socket's
* destroySoon(), which would close it outright: this socket's own destroySoon lingers instead.
*/
export function closingUnread(request) {
	const socket = request.socket;
	socket.destroySoon = () => {
		// The double's side ends after the answer; Node closes the socket once the client's side ends too.
		socket.end();
		setTimeout(() => socket.destroy(), LINGER_MS).unref();
	};
	return { connection: "close" };
}
