// The package's license is stated in the spec (spec/api/package.yaml: the source document gives
// none), never by the generator: package.json's `license`, the guides' words, and the Python
// package's metadata say what that file says, and a spec without the file states no license.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { packageEmitter } from "../../generator/emit/package/emit-package.js";
import { pythonEmitter } from "../../generator/emit/python/emit-python.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import { fixtureWith, REPO_ROOT, removeTempDirs } from "../support/fixtures.js";

afterAll(removeTempDirs);

/** package.json and pyproject.toml as a spec's emitters write them. */
async function manifests(spec: string): Promise<{ npm: Record<string, unknown>; python: string }> {
  const files = await emitAll(await buildIR(spec), [packageEmitter, pythonEmitter]);
  const contents = (path: string) => files.find((file) => file.path === path)?.contents ?? "";
  return { npm: JSON.parse(contents("package.json")) as Record<string, unknown>, python: contents("@python/pyproject.toml") };
}

describe("the package's license", () => {
  it("is spec/api/package.yaml's in generated/package.json and the guides, and the Python package is marked private", async () => {
    const stated = (parse(await readFile(join(REPO_ROOT, "spec/api/package.yaml"), "utf8")) as { license: string }).license;
    expect(stated).toBe("UNLICENSED");
    const manifest = JSON.parse(await readFile(join(REPO_ROOT, "generated/package.json"), "utf8")) as { license?: string };
    expect(manifest.license).toBe(stated);
    expect(await readFile(join(REPO_ROOT, "generated/docs/guides.md"), "utf8")).toContain(`License: ${stated}.`);
    const pyproject = await readFile(join(REPO_ROOT, "generated-python/pyproject.toml"), "utf8");
    expect(pyproject).toContain('    "Private :: Do Not Upload",');
    expect(pyproject).not.toMatch(/^license/m);
  });

  it("follows the spec: another license is written as stated, in package.json and as the Python package's license", async () => {
    const spec = await fixtureWith("minimal-spec", { "api/package.yaml": "kind: package\nlicense: Apache-2.0 OR MIT\n" });
    const { npm, python } = await manifests(spec);
    expect(npm.license).toBe("Apache-2.0 OR MIT");
    expect(python).toContain('license = { text = "Apache-2.0 OR MIT" }');
    expect(python).not.toContain("Private :: Do Not Upload");
  });

  it("is left out where the spec states none", async () => {
    const { npm, python } = await manifests(await fixtureWith("minimal-spec", {}));
    expect(Object.keys(npm)).not.toContain("license");
    expect(python).not.toMatch(/^license|Private ::/m);
  });

  it("is refused, located, when it is no license expression", async () => {
    const spec = await fixtureWith("minimal-spec", { "api/package.yaml": "kind: package\nlicense: free for all\n" });
    await expect(buildIR(spec)).rejects.toThrow(/package\.yaml:2:\d+/);
  });
});
