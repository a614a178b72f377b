// How the double answers: a status and a JSON body (an error response for a refusal), with its
// length, once; a response already sent or destroyed is left alone.

import type { ServerResponse } from "node:http";
import type { Answer } from "./double-description.js";
import { errorResponseOf } from "../runtime/contract.js";

/** An answer to send: status, body, and headers of its own. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Readonly<Record<string, string>>;
}

/** One of the double's answers as a reply: its status, and its error object in the error response. */
export function refusalOf(refusal: Answer, headers?: Readonly<Record<string, string>>): Reply {
  return { status: refusal.status, body: errorResponseOf(refusal.error), ...(headers ? { headers } : {}) };
}

export function isReply(value: object): value is Reply {
  return "status" in value && "body" in value;
}

export function refuse(response: ServerResponse, refusal: Answer, headers: Readonly<Record<string, string>> = {}): void {
  answer(response, refusal.status, errorResponseOf(refusal.error), headers);
}

export function answer(response: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}
