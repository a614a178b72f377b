// Every regular expression that ends up in generated/ (the validators and the rest of the shipped
// code, the JSON Schemas, the OpenAPI document) runs in linear time: recheck finds no input that
// makes one backtrack for polynomial or exponential time.

import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { backtracking } from "../../generator/language/backtracking.js";

const generated = join(import.meta.dirname, "../../generated");

/** Every `pattern` keyword in a JSON document. */
function jsonPatterns(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) jsonPatterns(item, found);
  else if (typeof value === "object" && value !== null)
    for (const [key, inner] of Object.entries(value)) {
      if (key === "pattern" && typeof inner === "string") found.add(inner);
      else jsonPatterns(inner, found);
    }
}

/** Regular-expression literals of TypeScript source: `/.../flags` after `=`, `(`, `,`, `:` or `return`. */
function literalPatterns(source: string, found: Set<string>): void {
  for (const match of source.matchAll(/(?:[=(,:]|return)\s*\/((?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\n[])+)\/([dgimsuvy]*)/g))
    found.add(match[1] as string);
}

async function filesUnder(directory: string, suffix: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(suffix)).map((entry) => join(entry.parentPath, entry.name));
}

describe("regular expressions in generated/", () => {
  it("none can backtrack for super-linear time", async () => {
    const fromJson = new Set<string>();
    for (const file of [...(await filesUnder(join(generated, "schema"), ".json")), join(generated, "openapi.json")])
      jsonPatterns(JSON.parse(await readFile(file, "utf8")), fromJson);
    const fromCode = new Set<string>();
    for (const file of await filesUnder(join(generated, "src"), ".ts")) literalPatterns(await readFile(file, "utf8"), fromCode);
    expect(fromJson.size).toBeGreaterThan(10);
    expect(fromCode.size).toBeGreaterThan(10);
    const unsafe = [...new Set([...fromJson, ...fromCode])]
      .map((source) => ({ source, ...backtracking(source) }))
      .filter((verdict) => verdict.complexity !== "linear");
    expect(unsafe).toEqual([]);
  }, 120_000);
});
