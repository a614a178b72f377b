// No gateway fact is written in the generator or in the hand-written code and templates the package
// is made from (generator/, templates/): every path identifier, client argument, operation, the
// discriminator, every value of the error shape and every dotted field path comes from spec/. Comments
// may explain the contract in its words; code may not use them.

import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { GatewayIR, ObjectNode, TypeNode } from "../../generator/ir/ir.js";
import { loadGatewayIR } from "../support/gateway-ir.js";

const ROOT = join(import.meta.dirname, "../..");
const SCANNED = ["generator", "templates"];
const CODE_FILE = /\.(ts|mts|mjs|js|hbs|css|py)$/;

/** A source without its comments (block, line, and handlebars `{{! }}`), kept line for line. */
function withoutComments(text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, " ");
  return text
    .replace(/\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}/g, blank)
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, (_, before: string) => before);
}

async function sources(): Promise<{ file: string; code: string }[]> {
  const found: { file: string; code: string }[] = [];
  for (const folder of SCANNED) {
    const entries = await readdir(join(ROOT, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((each) => each.isFile() && CODE_FILE.test(each.name))) {
      const file = join(entry.parentPath, entry.name);
      const text = await readFile(file, "utf8");
      // Python (templates/python/): its comments are `#` lines and line ends.
      const code = entry.name.endsWith(".py") ? text.replace(/(^|\s)#.*$/gm, "$1") : withoutComments(text);
      found.push({ file: relative(ROOT, file), code });
    }
  }
  return found;
}

function enumValues(node: TypeNode): string[] {
  if (node.kind === "enum") return node.values.map((value) => value.value);
  if (node.kind === "object") return node.fields.flatMap((field) => enumValues(field.type));
  return [];
}

function dottedPaths(node: ObjectNode): string[] {
  return node.fields.flatMap((field) => [
    ...(field.path.includes(".") ? [field.path] : []),
    ...(field.type.kind === "object" ? dottedPaths(field.type) : []),
  ]);
}

/** The words the spec owns, each with what it is. */
function gatewayWords(ir: GatewayIR): Map<string, string> {
  const words = new Map<string, string>();
  for (const parameter of ir.api.pathParameters) words.set(parameter.name, "path identifier");
  for (const { argument } of ir.api.client?.pathArguments ?? []) words.set(argument, "client argument");
  for (const operation of ir.operations) words.set(operation.name, "operation");
  words.set(ir.api.endpoint.discriminator, "discriminator");
  for (const value of enumValues(ir.api.errorShape)) words.set(value, "error shape value");
  for (const operation of ir.operations)
    for (const path of [...dottedPaths(operation.request.root), ...dottedPaths(operation.response.root)]) words.set(path, "field path");
  return words;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("gateway words", () => {
  it("none is written in generator/ or templates/", async () => {
    const ir = await loadGatewayIR();
    const words = gatewayWords(ir);
    // The scan must know the words it looks for, or it finds nothing by construction.
    expect([...words.values()]).toEqual(expect.arrayContaining(["path identifier", "client argument", "operation", "discriminator"]));
    expect(words.size).toBeGreaterThan(100);
    const patterns = [...words].map(([word, what]) => ({ word, what, pattern: new RegExp(`(?<![\\w.$])${escape(word)}(?![\\w$])`) }));
    const found: string[] = [];
    const files = await sources();
    expect(files.length).toBeGreaterThan(100);
    for (const { file, code } of files) {
      const lines = code.split("\n");
      for (const { word, what, pattern } of patterns) {
        const line = lines.findIndex((each) => pattern.test(each));
        if (line !== -1) found.push(`${file}:${line + 1}: ${what} '${word}'`);
      }
    }
    expect(found).toEqual([]);
  });
});
