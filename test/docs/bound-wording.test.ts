// The models' JSDoc and the reference docs word a field's bounds alike: every phrase the docs print
// for a field appears, word for word, in the field's JSDoc (which also says what the docs leave to
// the data type table); and every JSDoc links an anchor the HTML reference has.

import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { phraseText } from "../../generator/emit/bound-phrases.js";
import { boundPhrases } from "../../generator/emit/docs/type-text.js";
import { fieldDocLines } from "../../generator/emit/models/field-docs.js";
import type { TypeNode } from "../../generator/resolve/ir.js";
import { fieldSites, loadGatewayIR, messageCases } from "../support/gateway-ir.js";

const ir = await loadGatewayIR();
const generatedDir = join(import.meta.dirname, "../../generated");
const knownTypes = new Map<string, TypeNode>(ir.dataTypes.map((type) => [type.name, type.node]));
const titles = new Map(ir.dataTypes.map((type) => [type.name, type.title]));
const fields = [
  ...new Map(fieldSites(messageCases(ir)).map(({ field }) => [`${field.path} ${JSON.stringify(field.type)}`, field])).values(),
];

describe("bound wording", () => {
  it("prints every docs phrase of a field in its JSDoc line", () => {
    const bounded = fields.filter((field) => boundPhrases({ type: field.type }, knownTypes).length > 0);
    expect(bounded.length).toBeGreaterThan(50);
    for (const field of bounded) {
      const jsDoc = fieldDocLines(field, [], titles, "scope").join("\n");
      for (const phrase of boundPhrases({ type: field.type }, knownTypes)) expect(jsDoc, field.path).toContain(phraseText(phrase));
    }
  });

  it("links every property of every model to an anchor of the HTML reference", async () => {
    const html = await readFile(join(generatedDir, "docs", "index.html"), "utf8");
    const anchors = new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]));
    const models = await readdir(join(generatedDir, "src", "models"));
    let links = 0;
    for (const file of models) {
      const source = await readFile(join(generatedDir, "src", "models", file), "utf8");
      const properties = [...source.matchAll(/^\s+(?:"[^"]+"|\w+)\??:(?: |$)/gm)].length;
      const seen = [...source.matchAll(/@see docs\/index\.html#(\S+)/g)].map((match) => match[1] as string);
      expect(seen, file).toHaveLength(properties);
      for (const anchor of seen) expect(anchors.has(anchor), `${file}: #${anchor}`).toBe(true);
      links += seen.length;
    }
    expect(links).toBeGreaterThan(1000);
  });
});
