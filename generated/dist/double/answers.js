import { errorResponseOf } from "../runtime/contract.js";
/** One of the double's answers as a reply: its status, and its error object in the error response. */
export function refusalOf(refusal, headers) {
	return {
		status: refusal.status,
		body: errorResponseOf(refusal.error),
		...headers ? { headers } : {}
	};
}
export function isReply(value) {
	return "status" in value && "body" in value;
}
export function refuse(response, refusal, headers = {}) {
	answer(response, refusal.status, errorResponseOf(refusal.error), headers);
}
export function answer(response, status, body, headers = {}) {
	if (response.headersSent || response.destroyed) return;
	const text = JSON.stringify(body);
	response.writeHead(status, {
		...headers,
		"content-type": "application/json; charset=utf-8",
		"content-length": Buffer.byteLength(text)
	});
	response.end(text);
}
