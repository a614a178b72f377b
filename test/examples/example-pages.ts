// Reading the examples back out of the generated Markdown pages, as a reader copies them: the
// fenced blocks under each heading of an operation page's Example section, and a curl command
// turned into the HTTP request it sends.

import { readFile } from "node:fs/promises";
import { join } from "node:path";

export interface PageExample {
  request: string;
  /** The status in the heading `### Response (201)`, and the block under it. */
  status: number;
  response: string;
  curl: string;
  typescript: string;
  /** The command the page says starts the double the examples run against. */
  doubleCommand: string;
  /** The request validated by the Python package. */
  python: string;
}

/** The fenced block under `### <heading>` (the first after it). */
function blockUnder(markdown: string, heading: RegExp): { heading: RegExpExecArray; text: string } {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => heading.test(line));
  if (start === -1) throw new Error(`no heading ${heading}`);
  const open = lines.findIndex((line, index) => index > start && /^`{3,}/.test(line));
  const fence = /^`+/.exec(lines[open] ?? "")?.[0] ?? "```";
  const close = lines.findIndex((line, index) => index > open && line === fence);
  return { heading: heading.exec(lines[start] ?? "") as RegExpExecArray, text: lines.slice(open + 1, close).join("\n") };
}

export async function readPageExample(packageRoot: string, page: string): Promise<PageExample> {
  const markdown = await readFile(join(packageRoot, "docs", page), "utf8");
  const example = markdown.slice(markdown.indexOf("\n## Example\n"));
  const response = blockUnder(example, /^### Response \((\d+)\)$/);
  return {
    request: blockUnder(example, /^### Request$/).text,
    status: Number(response.heading[1]),
    response: response.text,
    curl: blockUnder(example, /^### curl$/).text,
    typescript: blockUnder(example, /^### TypeScript$/).text,
    doubleCommand: /start the double [^`]*`([^`]+)` from a shell/.exec(example)?.[1] ?? "",
    python: blockUnder(example, /^### Python$/).text,
  };
}

/** The words of a POSIX shell command line: single and double quotes, backslash escapes and line continuations. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let index = 0; index < command.length; index++) {
    const character = command[index] as string;
    if (character === "'") {
      const end = command.indexOf("'", index + 1);
      if (end === -1) throw new Error("unclosed single quote");
      word = (word ?? "") + command.slice(index + 1, end);
      index = end;
    } else if (character === '"') {
      let text = "";
      for (index++; command[index] !== '"'; index++) {
        if (index >= command.length) throw new Error("unclosed double quote");
        if (command[index] === "\\" && /["\\$`\n]/.test(command[index + 1] ?? "")) index++;
        text += command[index];
      }
      word = (word ?? "") + text.replace(/\\\n/g, "");
    } else if (character === "\\") {
      const next = command[++index];
      if (next !== "\n") word = (word ?? "") + (next ?? "");
    } else if (/\s/.test(character)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? "") + character;
  }
  if (word !== undefined) words.push(word);
  return words;
}

export interface CurlRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The request a curl command sends, for the options the docs use (-X, -u, -H, -d); any other refuses. */
export function curlRequest(command: string): CurlRequest {
  const [program, ...words] = shellWords(command);
  if (program !== "curl") throw new Error(`not a curl command: ${program}`);
  const request: CurlRequest = { method: "GET", url: "", headers: {} };
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    const value = () => {
      const next = words[++index];
      if (next === undefined) throw new Error(`${word} needs a value`);
      return next;
    };
    if (word === "-X") request.method = value();
    else if (word === "-u") request.headers.authorization = `Basic ${Buffer.from(value()).toString("base64")}`;
    else if (word === "-H") {
      const header = value();
      const colon = header.indexOf(":");
      request.headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    } else if (word === "-d") {
      request.body = value();
      if (request.method === "GET") request.method = "POST";
    } else if (word.startsWith("-")) throw new Error(`curl option the test does not know: ${word}`);
    else request.url = word;
  }
  return request;
}
