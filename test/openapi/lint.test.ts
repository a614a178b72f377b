// generated/openapi.json passes the two linters other teams run on it: Redocly's recommended rules
// and Spectral's spectral:oas, each with the committed config (.redocly.yaml, .spectral.yaml) that
// turns off, with its reason, what asks for facts the seed does not state.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { loadConfig, lintFromString } from "@redocly/openapi-core";
import spectralCore from "@stoplight/spectral-core";
import { Json as JsonParser } from "@stoplight/spectral-parsers";
import { oas } from "@stoplight/spectral-rulesets";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = join(import.meta.dirname, "../..");
const documentPath = join(root, "generated", "openapi.json");

describe("linters", () => {
  it("Redocly (recommended) reports nothing", async () => {
    const config = await loadConfig({ configPath: join(root, ".redocly.yaml") });
    const problems = await lintFromString({ source: await readFile(documentPath, "utf8"), absoluteRef: documentPath, config });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer ?? ""}`)).toEqual([]);
  });

  it("Spectral (spectral:oas) reports nothing", async () => {
    const { Spectral, Document } = spectralCore;
    const settings = parse(await readFile(join(root, ".spectral.yaml"), "utf8")) as { extends: [string, string][]; rules: object };
    expect(settings.extends).toEqual([["spectral:oas", "recommended"]]);
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas, "recommended"]], rules: settings.rules } as never);
    const results = await spectral.run(new Document(await readFile(documentPath, "utf8"), JsonParser, documentPath));
    expect(results.map((result) => `${String(result.code)}: ${result.message} ${result.path.join(".")}`)).toEqual([]);
  });
});
