// What the docs tests share: the IR's fields counted independently of the emitter, the docs
// emitted in memory (formatted as `npm run generate` writes them), and a small reader of
// Markdown tables and links.

import { fileURLToPath } from "node:url";
import { docsEmitter } from "../../generator/emit/docs/emit-docs.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import type { Direction, GatewayIR, OperationIR } from "../../generator/ir/ir.js";

// The IR walks every test shares, re-exported for the docs tests that take them from here.
export { allFields, DIRECTIONS } from "../support/gateway-ir.js";

export const SPEC_ROOT = fileURLToPath(new URL("../../spec", import.meta.url));

export async function loadDocs(): Promise<{ ir: GatewayIR; files: Map<string, string> }> {
  const ir = await buildIR(SPEC_ROOT);
  return { ir, files: await emitDocs(ir) };
}

export async function emitDocs(ir: GatewayIR): Promise<Map<string, string>> {
  const files = await emitAll(ir, [docsEmitter]);
  return new Map(files.map((file) => [file.path, file.contents]));
}

/** The anchor the HTML reference promises for a field: `authorize-100-request-order.item_n.name`. */
export function fieldAnchor(operation: OperationIR, direction: Direction, path: string): string {
  const name = operation.name.toLowerCase().replace(/_/g, "-");
  return `${name}-${operation.version}-${direction}-${path.replace(/\[\]/g, "_n")}`;
}

export function operationPagePath(operation: OperationIR): string {
  return `docs/${operation.version}/${operation.name.toLowerCase().replace(/_/g, "-")}.md`;
}

/** The text under a `## heading` up to the next heading of that level or higher. */
export function sectionUnder(markdown: string, heading: string): string {
  const lines = markdown.split("\n");
  const start = lines.indexOf(`## ${heading}`);
  if (start === -1) throw new Error(`no heading '## ${heading}'`);
  const end = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end).join("\n");
}

/** The body rows of every table in the text, as cells (split at unescaped pipes, trimmed). */
export function tableRows(markdown: string): string[][] {
  const rows: string[][] = [];
  const lines = markdown.split("\n");
  lines.forEach((line, index) => {
    const isDelimiter = /^\|(\s*:?-+:?\s*\|)+$/.test(line);
    const nextIsDelimiter = /^\|(\s*:?-+:?\s*\|)+$/.test(lines[index + 1] ?? "");
    if (line.startsWith("|") && !isDelimiter && !nextIsDelimiter) rows.push(splitCells(line));
  });
  return rows;
}

function splitCells(line: string): string[] {
  const cells: string[] = [];
  let current = "";
  for (let index = 1; index < line.length; index++) {
    const character = line[index] as string;
    if (character === "\\" && line[index + 1] === "|") {
      current += "\\|";
      index++;
    } else if (character === "|") {
      cells.push(current.trim());
      current = "";
    } else current += character;
  }
  return cells;
}

/** A cell that is one code span: its text (GFM reads `\|` in a cell as `|`). */
export function codeSpanText(cell: string): string | undefined {
  const match = /^(`+)(.*)\1$/.exec(cell.replace(/\\\|/g, "|"));
  if (!match) return undefined;
  const inner = match[2] as string;
  return inner.startsWith(" ") && inner.endsWith(" ") && inner.trim() !== "" ? inner.slice(1, -1) : inner;
}

/** Markdown text with its backslash escapes removed, as a reader sees it. */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, "$1");
}

/** Relative link targets of the Markdown (`[text](target)`), outside code spans. */
export function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/\\./g, "").replace(/(`+)[\s\S]*?\1/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] as string).filter((target) => !/^[a-z]+:/i.test(target));
}
