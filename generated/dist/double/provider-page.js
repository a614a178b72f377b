const ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
function escapeHtml(text) {
	return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}
/** No script, no outside resource, forms only to the double itself. */
const PAGE_HEADERS = {
	"content-type": "text/html; charset=utf-8",
	"content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
	"cache-control": "no-store"
};
function page(title, body) {
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}dt{font-weight:600}dd{margin:0 0 .5rem;overflow-wrap:anywhere}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style>
</head><body>${body}</body></html>
`;
}
function visitPage(visit) {
	const values = visit.shown.map(({ label, value }) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("");
	if (visit.choice !== undefined) return page("Payment provider", `<h1>Payment provider</h1><dl>${values}</dl><p role="status">The payer ${visit.choice} this payment.</p>`);
	const form = `<form method="post"><button name="choice" value="paid">Pay</button><button name="choice" value="cancelled">Cancel</button></form>`;
	return page("Payment provider", `<h1>Payment provider</h1><p>A stand-in for the payer's browser payment provider.</p><dl>${values}</dl>${form}`);
}
function send(response, status, html, headers = {}) {
	response.writeHead(status, {
		...PAGE_HEADERS,
		...headers,
		"content-length": Buffer.byteLength(html)
	});
	response.end(html);
}
/** The form's choice from a url-encoded body of at most a few bytes, or undefined. */
async function readChoice(request) {
	let text = "";
	for await (const chunk of request) {
		text += String(chunk);
		if (text.length > 100) return undefined;
	}
	const choice = new URLSearchParams(text).get("choice");
	return choice === "paid" || choice === "cancelled" ? choice : undefined;
}
/** Answers a request for a provider page: GET shows it, POST records the payer's choice (once). */
export async function answerProviderPage(request, response, visit) {
	if (visit === undefined) {
		request.resume();
		return send(response, 404, page("Not found", "<h1>No such payment</h1>"));
	}
	if (request.method === "GET") {
		request.resume();
		return send(response, 200, visitPage(visit));
	}
	if (request.method !== "POST") {
		request.resume();
		return send(response, 405, page("Not allowed", "<h1>Method not allowed</h1>"), { allow: "GET, POST" });
	}
	const choice = await readChoice(request);
	if (choice === undefined) return send(response, 400, page("Bad request", "<h1>Choose to pay or to cancel</h1>"));
	if (visit.choice === undefined) visit.choice = choice;
	return send(response, 200, visitPage(visit));
}
