// The browser payment provider's page that a redirect URL of the double leads to: it shows the payer
// the values the description names (spec/api/double.yaml `provider`) and lets the payer pay or
// cancel. The choice is recorded for tests; it changes no order status (the source document shows no
// transitions). Every value is escaped, and the page runs no script.
// The first choice is final, so no other site may make it: a choice is taken only from a POST whose
// Origin is the double's own and whose form carries the token of this order's page (a random
// secret no other site can read). No cookie is set, so there is none for another site to ride on.

import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sameSecret } from "./credentials.js";
import { closingUnread } from "./lingering-close.js";
import type { DoubleDescription, PayerChoice, ProviderVisit } from "./double-description.js";
import { getAt } from "./body-paths.js";

/** The longest form body read: a choice and a token fit many times over. */
export const FORM_MAX_BYTES = 256;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}

/** A new page's form token: 256 random bits, URL-safe Base64. */
export function formToken(): string {
  return randomBytes(32).toString("base64url");
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
  const token = `<input type="hidden" name="token" value="${escapeHtml(visit.token)}">`;
  const form = `<form method="post">${token}<button name="choice" value="paid">Pay</button><button name="choice" value="cancelled">Cancel</button></form>`;
  return page(
    "Payment provider",
    `<h1>Payment provider</h1><p>A stand-in for the payer's browser payment provider.</p><dl>${values}</dl>${form}`,
  );
}

/**
 * Every answer closes its connection, and what the request still holds is not read on: no caller
 * keeps the double reading an endless body, to this page or to one that does not exist.
 */
function send(response: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...PAGE_HEADERS, ...headers, ...closingUnread(response.req), "content-length": Buffer.byteLength(html) });
  response.end(html);
}

function refuse(response: ServerResponse, status: number, title: string, text: string, headers: Record<string, string> = {}): void {
  send(response, status, page(title, `<h1>${escapeHtml(text)}</h1>`), headers);
}

/** The url-encoded form body, or undefined when it is longer than FORM_MAX_BYTES (the rest left unread). */
function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit nothing more is kept: the answer is settled, and the connection lingers, then closes.
      if (size <= FORM_MAX_BYTES) chunks.push(chunk);
      else resolve(undefined);
    };
    request.on("data", onData);
    request.on("end", () => resolve(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))));
    request.on("error", reject);
  });
}

function choiceOf(form: URLSearchParams): PayerChoice | undefined {
  const choice = form.get("choice");
  return choice === "paid" || choice === "cancelled" ? choice : undefined;
}

/** A POST of the page's form: from the double's own origin, with this page's token, then a choice (the first one stands). */
async function answerChoice(request: IncomingMessage, response: ServerResponse, visit: ProviderVisit, ownOrigin: string): Promise<void> {
  if (request.headers.origin !== ownOrigin) return refuse(response, 403, "Refused", "Only the payment page itself can send this form");
  const form = await readForm(request);
  if (form === undefined) return refuse(response, 413, "Too long", "The form is longer than the page sends");
  const token = form.get("token");
  if (token === null || !sameSecret(token, visit.token))
    return refuse(response, 403, "Refused", "This form is not from this payment's page");
  const choice = choiceOf(form);
  if (choice === undefined) return send(response, 400, page("Bad request", "<h1>Choose to pay or to cancel</h1>"));
  if (visit.choice === undefined) visit.choice = choice;
  return send(response, 200, visitPage(visit));
}

/**
 * Answers a request for a provider page: GET shows it, POST records the payer's choice (once).
 * `ownOrigin` is the origin of the redirect URLs the double gives, so the page's own.
 */
export async function answerProviderPage(
  request: IncomingMessage,
  response: ServerResponse,
  visit: ProviderVisit | undefined,
  ownOrigin: string,
): Promise<void> {
  if (visit === undefined) return refuse(response, 404, "Not found", "No such payment");
  if (request.method === "GET") return send(response, 200, visitPage(visit));
  if (request.method !== "POST") return refuse(response, 405, "Not allowed", "Method not allowed", { allow: "GET, POST" });
  return answerChoice(request, response, visit, ownOrigin);
}

/** What the provider's page shows of a request: its listed values, masked as any answer is. */
export function providerVisit(description: DoubleDescription, body: Record<string, unknown>): ProviderVisit {
  const masked = description.mask(body);
  const shown = description.provider.shows.flatMap((path) => {
    const value = getAt(masked, path);
    return typeof value === "string" || typeof value === "number" ? [{ label: path, value: String(value) }] : [];
  });
  return { shown, token: formToken() };
}
