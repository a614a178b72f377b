// Golden test: every file the generator emits for the minimal fixture, byte for byte, against
// test/fixtures/minimal-spec.expected/<path>.
//
// Refresh after an intended change with either
//   npm run goldens:update        (UPDATE_GOLDENS=1: rewrites the folder, stray goldens removed)
//   npx vitest run test/golden -u (vitest's update mode: rewrites differing files, leaves strays)
// and review the diff. Put the filter before `-u`: `-u` takes an optional value, so in
// `vitest run -u test/golden` the filter is read as that value and every test file runs.
// The goldens are never reformatted: test/fixtures/.prettierrc.json sets requirePragma.

import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GeneratedFile } from "../../generator/emit/emitter.js";
import { emitters } from "../../generator/emit/emitters.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import { copyFixture, FIXTURES_ROOT, removeTempDirs } from "../support/fixtures.js";

const EXPECTED_ROOT = join(FIXTURES_ROOT, "minimal-spec.expected");
const UPDATE = process.env.UPDATE_GOLDENS === "1";

let files: GeneratedFile[] = [];

beforeAll(async () => {
  files = await emitAll(await buildIR(await copyFixture("minimal-spec")), emitters);
  if (UPDATE) await rewriteGoldens(files);
});

afterAll(removeTempDirs);

async function rewriteGoldens(generated: GeneratedFile[]): Promise<void> {
  await rm(EXPECTED_ROOT, { recursive: true, force: true });
  for (const file of generated) {
    const target = join(EXPECTED_ROOT, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
}

async function listGoldens(): Promise<string[]> {
  const entries = await readdir(EXPECTED_ROOT, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(EXPECTED_ROOT, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

describe("golden output of the minimal fixture", () => {
  it("emits exactly the files of the expected folder (none missing, none stray)", async () => {
    expect(files.map((file) => file.path)).toEqual(await listGoldens());
  });

  it("emits files sorted by path, each once", () => {
    const paths = files.map((file) => file.path);
    expect(paths).toEqual([...new Set(paths)].sort());
  });

  it("emits JSON Schema, models, validators, runtime and the compiled package", () => {
    const paths = files.map((file) => file.path);
    for (const expected of [
      "package.json",
      "schema/1/pay.request.schema.json",
      "src/models/pay-2.ts",
      "src/validators/pay-1.ts",
      "src/runtime/decimal.ts",
      "dist/index.js",
      "dist/index.d.ts",
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it("matches every golden file byte for byte", async () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      await expect.soft(file.contents, file.path).toMatchFileSnapshot(join(EXPECTED_ROOT, file.path));
    }
  });
});
