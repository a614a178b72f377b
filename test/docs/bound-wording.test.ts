// The models' JSDoc and the reference docs word a field's bounds alike: every phrase the docs print
// for a field appears, word for word, in the field's JSDoc (which also says what the docs leave to
// the data type table); and every property of the models (read with ts-morph) has a JSDoc that links
// an anchor the HTML reference has.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Project, SyntaxKind } from "ts-morph";
import { describe, expect, it } from "vitest";
import { phraseText } from "../../generator/emit/shared/bound-phrases.js";
import { boundPhrases } from "../../generator/emit/docs/type-text.js";
import { fieldDocLines } from "../../generator/emit/models/field-docs.js";
import type { TypeNode } from "../../generator/ir/ir.js";
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
    // The models read as TypeScript: every property signature, however nested, with the JSDoc on it.
    const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true });
    const models = project.addSourceFilesAtPaths(join(generatedDir, "src", "models", "*.ts"));
    expect(models.length).toBeGreaterThan(2);
    let links = 0;
    for (const model of models) {
      for (const property of model.getDescendantsOfKind(SyntaxKind.PropertySignature)) {
        const where = `${model.getBaseName()}:${property.getStartLineNumber()} ${property.getName()}`;
        const sees = property.getJsDocs().flatMap((doc) => doc.getTags().filter((tag) => tag.getTagName() === "see"));
        expect(sees, where).toHaveLength(1);
        // TypeScript reads a @see's first word as a name: take the link from the tag's text.
        const anchor = /^@see docs\/index\.html#(\S+)\s*$/.exec(sees[0]?.getText().replace(/\s*\*?\s*$/, "") ?? "")?.[1];
        expect(anchor !== undefined && anchors.has(anchor), `${where}: ${sees[0]?.getText()}`).toBe(true);
        links += 1;
      }
    }
    expect(links).toBeGreaterThan(1000);
  });
});
