// What every client test shares: the credentials and test cards, loopback servers that record what
// they receive, and a leak watch that searches everything a test saw (errors in every rendering, every
// logger event, every warning) for the password, the Basic header and the card numbers, in every
// written form (any case, JSON-escaped, URL-encoded, card digits grouped by spaces or dashes).

import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { expect } from "vitest";

export const MERCHANT = "TESTMERCHANT01";
export const PASSWORD = "p4ssw0rd-that-must-never-leak";
/** A test card number that passes the Luhn check. */
export const CARD = "5123450000000008";
export const CREDENTIALS = Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString("base64");
export const SECRETS: readonly string[] = [PASSWORD, CREDENTIALS, `Basic ${CREDENTIALS}`, CARD];
/** A password with characters a server escapes in JSON (`\/`, `\u00f6`) and in a URL (`%2F`, `%C3%B6`). */
export const ESCAPED_PASSWORD = 'pa/ss-wörd-"x';
/** Another test card that passes the Luhn check. */
export const OTHER_CARD = "4111111111111111";

/** Every rendering of a value a developer or a log pipeline can get: the leak watch searches all of them. */
export function renderings(value: unknown, seen = new Set<unknown>()): string[] {
  if (seen.has(value)) return [];
  seen.add(value);
  if (typeof value === "string") return [value];
  const shown = [String(value), safeJson(value), inspect(value, { depth: 20, showHidden: true, getters: true })];
  if (!(value instanceof Error)) return shown;
  return [...shown, value.message, value.stack ?? "", safeJson({ ...value }), ...renderings(value.cause, seen)];
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch (error) {
    return String(error);
  }
}

/**
 * Every written form of a secret the watch looks for: as it is, in any case, JSON-escaped and
 * URL-encoded; a card number also in groups of spaces or dashes (the text is searched with those
 * removed between digits).
 */
function forms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const unicode = json.replace(/[^\x20-\x7e]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return [...new Set([secret, json, unicode, unicode.replaceAll("/", "\\/"), encodeURIComponent(secret)])].map((form) =>
    form.toLowerCase(),
  );
}

/** Collects what a test's clients said and threw; `assertNoLeak` finds none of the secrets in any of it. */
export class LeakWatch {
  #seen: string[] = [];
  #events = 0;
  readonly #secrets: string[] = [...SECRETS, ESCAPED_PASSWORD, OTHER_CARD];

  readonly logger = (event: unknown): void => {
    this.#events++;
    this.see(event);
  };
  readonly onWarning = (message: string, findings: unknown): void => this.see([message, findings]);
  readonly onDrift = (operation: string, findings: unknown): void => this.see([operation, findings]);

  see(value: unknown): void {
    this.#seen.push(...renderings(value));
  }

  /** How many logger events the watch has seen since the last reset. */
  get events(): number {
    return this.#events;
  }

  /** Also looks for this secret (a test's own password, say). */
  watchFor(secret: string): void {
    this.#secrets.push(secret);
  }

  assertNoLeak(): void {
    const everything = this.#seen
      .join("\n")
      .replace(/(?<=\d)[ -](?=\d)/g, "")
      .toLowerCase();
    const leaks = this.#secrets.flatMap((secret) =>
      forms(secret).flatMap((form) => {
        const at = everything.indexOf(form);
        return at === -1 ? [] : [`${secret} (as ${form}) in: ${everything.slice(Math.max(0, at - 200), at + form.length + 100)}`];
      }),
    );
    expect(leaks).toEqual([]);
    this.#seen = [];
    this.#events = 0;
  }
}

export async function rejection(promise: Promise<unknown>, watch?: LeakWatch): Promise<unknown> {
  const error = await promise.then(
    () => expect.unreachable("resolved"),
    (failure: unknown) => failure,
  );
  watch?.see(error);
  return error;
}

export interface RecordedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A loopback server that records every request it receives, body included, and answers with `answer`. */
export async function recordingServer(
  answer: (request: IncomingMessage, body: string) => { status: number; headers?: Record<string, string>; body?: string },
) {
  const received: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      const { status, headers, body: text } = answer(request, body);
      response.writeHead(status, headers).end(text);
    });
  });
  return { ...(await listen(server)), received };
}

/** Listens on an ephemeral loopback port; `close` also ends connections a test left hanging. */
export async function listen(server: Server | import("node:net").Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      (server as Server).closeAllConnections?.();
      server.close(() => resolve());
    });
  return { url, close };
}

/** The URL of a loopback port nothing listens on: a connection there is refused (ECONNREFUSED), nothing is sent. */
export async function refusingUrl(): Promise<string> {
  const { createServer: createTcpServer } = await import("node:net");
  const { url, close } = await listen(createTcpServer());
  await close();
  return url;
}
