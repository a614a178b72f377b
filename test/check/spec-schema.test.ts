// spec/spec.schema.json is what editors check a spec file against (every file's modeline names it):
// it compiles under Ajv's strictest mode without a word, and every file of the real spec and of the
// fixtures passes it. That it refuses what the checker refuses for a shape reason is held by the
// mistake table (mistake-table.test.ts).

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { FIXTURES_ROOT, REPO_ROOT } from "../support/fixtures.js";
import { strictSchemaValidator } from "../support/strict-schema.js";

function yamlFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".yaml"))
    .map((path) => join(folder, path))
    .sort();
}

describe("the spec's JSON Schema", () => {
  it("compiles under Ajv 2020's strict, strictTypes, strictTuples and strictRequired with no warning", () => {
    const { said } = strictSchemaValidator();
    expect(said).toEqual([]);
  });

  const files = [...yamlFilesUnder(join(REPO_ROOT, "spec")), ...yamlFilesUnder(join(FIXTURES_ROOT, "minimal-spec"))];
  it.each(files.map((file) => [relative(REPO_ROOT, file), file]))("passes %s", (_name, file) => {
    const { validate } = strictSchemaValidator();
    const valid = validate(parse(readFileSync(file, "utf8")));
    expect(validate.errors ?? [], String(file)).toEqual([]);
    expect(valid).toBe(true);
  });

  it("gives a file without `kind:` one error, not one per kind", () => {
    const { validate } = strictSchemaValidator();
    expect(validate({ fields: { "order.id": { type: "String" } } })).toBe(false);
    expect(validate.errors?.map((error) => error.message)).toEqual(["must have required property 'kind'"]);
  });
});
