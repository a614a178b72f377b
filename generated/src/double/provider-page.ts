/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// The browser payment provider's page that a redirect URL of the double leads to: it shows the payer
// the values the description names (spec/api/double.yaml `provider`) and lets the payer pay or
// cancel. The choice is recorded for tests; it changes no order status (the seed shows no
// transitions). Every value is escaped, and the page runs no script.

import type { IncomingMessage, ServerResponse } from "node:http";
import type { PayerChoice, ProviderVisit } from "./double-description.js";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}

/** No script, no outside resource, forms only to the double itself. */
const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  "cache-control": "no-store",
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}dt{font-weight:600}dd{margin:0 0 .5rem;overflow-wrap:anywhere}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style>
</head><body>${body}</body></html>
`;
}

function visitPage(visit: ProviderVisit): string {
  const values = visit.shown.map(({ label, value }) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("");
  if (visit.choice !== undefined)
    return page(
      "Payment provider",
      `<h1>Payment provider</h1><dl>${values}</dl><p role="status">The payer ${visit.choice} this payment.</p>`,
    );
  const form = `<form method="post"><button name="choice" value="paid">Pay</button><button name="choice" value="cancelled">Cancel</button></form>`;
  return page(
    "Payment provider",
    `<h1>Payment provider</h1><p>A stand-in for the payer's browser payment provider.</p><dl>${values}</dl>${form}`,
  );
}

function send(response: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...PAGE_HEADERS, ...headers, "content-length": Buffer.byteLength(html) });
  response.end(html);
}

/** The form's choice from a url-encoded body of at most a few bytes, or undefined. */
async function readChoice(request: IncomingMessage): Promise<PayerChoice | undefined> {
  let text = "";
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 100) return undefined;
  }
  const choice = new URLSearchParams(text).get("choice");
  return choice === "paid" || choice === "cancelled" ? choice : undefined;
}

/** Answers a request for a provider page: GET shows it, POST records the payer's choice (once). */
export async function answerProviderPage(
  request: IncomingMessage,
  response: ServerResponse,
  visit: ProviderVisit | undefined,
): Promise<void> {
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
