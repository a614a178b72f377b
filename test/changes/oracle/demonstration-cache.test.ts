// The consumer oracle's demonstrations kept between runs, in mutation runs only
// (demonstration-cache.ts): named by everything they are made from but the change report's code, and
// a corpus judged from them gives what the corpus computed in full gives.

import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, FIXTURES_ROOT, REPO_ROOT, removeTempDirs, writeFiles } from "../../support/fixtures.js";
import { FIXTURE_BASE, FIXTURE_CORPUS } from "./corpus/fixture-corpus.js";
import { demonstrationCacheFile, ORACLE_CACHE_VARIABLE, readDemonstrations } from "./demonstration-cache.js";
import { runCorpus } from "./oracle.js";
import { readSpec, withEdit, type SpecTexts } from "./spec-edits.js";

const written: string[] = [];
afterAll(async () => {
  for (const file of written) await rm(file, { force: true });
  await removeTempDirs();
});

describe("the name of an oracle's demonstrations", () => {
  async function checkout(): Promise<string> {
    const root = await makeTempDir("oracle-cache-");
    await writeFiles(root, {
      "generator/emit/emit.ts": "export const a = 1;\n",
      "generator/changes/diff.ts": "export const b = 1;\n",
      "templates/package/src/client.ts": "export const c = 1;\n",
      "test/changes/oracle/corpus/edits.ts": "export const d = 1;\n",
      "spec/spec.schema.json": "{}\n",
      "node_modules/.package-lock.json": "{}\n",
      "README.md": "not read\n",
    });
    return root;
  }
  const spec: SpecTexts = { files: new Map([["api/endpoint.yaml", "kind: endpoint\n"]]) };

  it.each([
    ["an emitter", "generator/emit/emit.ts"],
    ["the shipped code", "templates/package/src/client.ts"],
    ["the oracle's own code or corpus", "test/changes/oracle/corpus/edits.ts"],
    ["the spec language's schema", "spec/spec.schema.json"],
    ["the installed packages", "node_modules/.package-lock.json"],
  ])("changes with %s", async (_, path) => {
    const root = await checkout();
    const before = await demonstrationCacheFile(root, spec);
    await writeFiles(root, { [path]: "changed\n" });
    expect(await demonstrationCacheFile(root, spec)).not.toBe(before);
  });

  it("changes with the spec's texts, and not with the change report's code nor a file the oracle does not read", async () => {
    const root = await checkout();
    const before = await demonstrationCacheFile(root, spec);
    expect(await demonstrationCacheFile(root, { files: new Map([["api/endpoint.yaml", "kind: endpoint # edited\n"]]) })).not.toBe(before);
    await writeFiles(root, { "generator/changes/diff.ts": "export const b = 2;\n", "README.md": "edited\n" });
    expect(await demonstrationCacheFile(root, spec)).toBe(before);
  });
});

describe("a corpus judged from its demonstrations", () => {
  it("gives the reports, demonstrations and verdicts of the corpus computed in full", async () => {
    const base = withEdit(await readSpec(join(FIXTURES_ROOT, "minimal-spec")), FIXTURE_BASE);
    // A spec of its own (a comment no other run writes), so that the first run computes and writes.
    const marked = new Map(base.files);
    marked.set("api/endpoint.yaml", `${marked.get("api/endpoint.yaml") ?? ""}# ${randomUUID()}\n`);
    const spec: SpecTexts = { files: marked };
    const edits = FIXTURE_CORPUS.filter((edit) => ["request length narrowed", "request length widened"].includes(edit.name));
    expect(edits.length).toBe(2);
    const previous = process.env[ORACLE_CACHE_VARIABLE];
    process.env[ORACLE_CACHE_VARIABLE] = "1";
    try {
      const file = await demonstrationCacheFile(REPO_ROOT, spec);
      written.push(file);
      const computed = await runCorpus(spec, edits, await makeTempDir("oracle-full-"));
      expect([...((await readDemonstrations(file)) ?? new Map()).keys()]).toEqual(edits.map((edit) => edit.name));
      const judged = await runCorpus(spec, edits, await makeTempDir("oracle-judged-"));
      expect(judged.phases.typeChecked).toBe(0);
      expect(judged.results).toEqual(computed.results);
      expect(computed.results.flatMap((result) => result.demonstrations).length).toBeGreaterThan(0);
    } finally {
      if (previous === undefined) delete process.env[ORACLE_CACHE_VARIABLE];
      else process.env[ORACLE_CACHE_VARIABLE] = previous;
    }
  }, 120_000);
});
