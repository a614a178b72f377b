// The cache's keys: any change to what a run reads (the spec, the release state, the generator's
// sources, its templates, package.json, the installed packages, node) gives another key; nothing
// else does.

import { cp, rename, rm, symlink } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { codeDigest, folderDigest, generatorDigest, runDigest } from "../../generator/cache/input-digest.js";
import { copyFixture, makeTempDir, removeTempDirs, writeFiles } from "../support/fixtures.js";

afterAll(removeTempDirs);

/** A stand-in checkout: the files the generator's digest reads. */
async function checkout(): Promise<string> {
  const root = await makeTempDir("checkout-");
  await writeFiles(root, {
    "generator/cli/generate.ts": "export {};\n",
    "generator/emit/emit-models.ts": "export const a = 1;\n",
    "templates/docs/index.md.hbs": "# {{title}}\n",
    "package.json": '{ "name": "x" }\n',
    "node_modules/.package-lock.json": '{ "packages": { "node_modules/yaml": { "version": "2.9.1" } } }\n',
    "README.md": "not read\n",
  });
  return root;
}

describe("generatorDigest", () => {
  it.each([
    ["a generator source", "generator/emit/emit-models.ts", "export const a = 2;\n"],
    ["a new generator file", "generator/emit/new.ts", "export {};\n"],
    ["a template", "templates/docs/index.md.hbs", "# {{name}}\n"],
    ["package.json", "package.json", '{ "name": "y" }\n'],
    [
      "an installed package's version",
      "node_modules/.package-lock.json",
      '{ "packages": { "node_modules/yaml": { "version": "2.9.2" } } }\n',
    ],
  ])("changes with %s", async (_, path, contents) => {
    const root = await checkout();
    const before = generatorDigest(root, "v20.0.0");
    await writeFiles(root, { [path]: contents });
    expect(generatorDigest(root, "v20.0.0")).not.toBe(before);
  });

  it("changes with node's version, and with nothing outside what the generator reads", async () => {
    const root = await checkout();
    const before = generatorDigest(root, "v20.0.0");
    expect(generatorDigest(root, "v20.0.1")).not.toBe(before);
    await writeFiles(root, { "README.md": "edited\n", "generated/index.ts": "export {};\n" });
    expect(generatorDigest(root, "v20.0.0")).toBe(before);
  });

  it("covers the real checkout", () => {
    expect(generatorDigest()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("codeDigest, launched compiled", () => {
  const COMPILED_SOURCES = Symbol.for("gateway-codegen.compiled-sources");
  const launched = (digest: string | undefined) => {
    const global = globalThis as Record<symbol, unknown>;
    const before = global[COMPILED_SOURCES];
    global[COMPILED_SOURCES] = digest;
    try {
      return codeDigest();
    } finally {
      global[COMPILED_SOURCES] = before;
    }
  };

  it("stands on the digest the launcher took of the sources it compiled, which it follows", () => {
    const [one, other, none] = [launched("a".repeat(32)), launched("b".repeat(32)), launched(undefined)];
    expect(new Set([one, other, none]).size).toBe(3);
    expect(launched("a".repeat(32))).toBe(one);
  });

  it("reads another checkout's generator/ itself: the launcher digested its own", async () => {
    const root = await checkout();
    const read = codeDigest(root, "v20.0.0");
    expect(launched("a".repeat(32))).not.toBe(read);
    const global = globalThis as Record<symbol, unknown>;
    global[COMPILED_SOURCES] = "a".repeat(32);
    try {
      expect(codeDigest(root, "v20.0.0")).toBe(read);
    } finally {
      delete global[COMPILED_SOURCES];
    }
  });
});

describe("runDigest", () => {
  it("changes with any spec file (content, a new file, a renamed one) and the release state", async () => {
    const spec = await copyFixture("minimal-spec");
    const release = await makeTempDir("release-");
    const key = () => runDigest("generator", spec, release);
    const seen = new Set([key()]);
    const expectNew = () => {
      const now = key();
      expect(seen.has(now)).toBe(false);
      seen.add(now);
    };
    await writeFiles(spec, { "fields/extra.yaml": "kind: fields\nfields: {}\n" });
    expectNew();
    await writeFiles(spec, { "fields/extra.yaml": "kind: fields\nfields: {} # edited\n" });
    expectNew();
    await rename(join(spec, "fields", "extra.yaml"), join(spec, "fields", "renamed.yaml"));
    expectNew();
    await writeFiles(release, { "history.json": "[]\n" });
    expectNew();
    expect(runDigest("another generator", spec, release)).not.toBe(key());
  });

  it("changes with a symbolic link: added, led elsewhere, or the file it leads to inside the spec edited", async () => {
    const spec = await copyFixture("minimal-spec");
    const outside = await makeTempDir("outside-");
    await writeFiles(spec, { "drafts/extra.yml": "kind: fields\nfields: {}\n" });
    await writeFiles(outside, { "extra.yml": "kind: fields\nfields: {} # edited\n" });
    const seen = new Set([folderDigest(spec)]);
    const expectNew = () => {
      expect(seen.has(folderDigest(spec))).toBe(false);
      seen.add(folderDigest(spec));
    };
    await symlink("../drafts/extra.yml", join(spec, "fields", "extra.yaml"));
    expectNew();
    await writeFiles(spec, { "drafts/extra.yml": "kind: fields\nfields: {} # edited\n" });
    expectNew();
    // The same bytes outside the spec folder: only where the link leads differs.
    await rm(join(spec, "fields", "extra.yaml"));
    await symlink(join(outside, "extra.yml"), join(spec, "fields", "extra.yaml"));
    expectNew();
  });

  it("is the same for the same files wherever they are", async () => {
    const spec = await copyFixture("minimal-spec");
    const copy = join(await makeTempDir("copy-"), "spec");
    await cp(spec, copy, { recursive: true });
    expect(folderDigest(copy)).toBe(folderDigest(spec));
  });
});
