// Spec fixtures for tests: each lives under test/fixtures/<name>/ as YAML only, and is copied into a
// fresh temporary folder together with the real meta-schema (spec/spec.schema.json), so that the
// fixtures are always checked against the same schema as the real spec.

import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const FIXTURES_ROOT = join(REPO_ROOT, "test", "fixtures");
export const META_SCHEMA_PATH = join(REPO_ROOT, "spec", "spec.schema.json");

const created: string[] = [];

/** A fresh temporary folder, removed by `removeTempDirs`. */
export async function makeTempDir(prefix = "spec-test-"): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), prefix));
  created.push(directory);
  return directory;
}

/** Copies `test/fixtures/<name>/` and `spec/spec.schema.json` into a fresh temporary folder; returns its path. */
export async function copyFixture(name: string): Promise<string> {
  const directory = await makeTempDir(`${name}-`);
  await cp(join(FIXTURES_ROOT, name), directory, { recursive: true });
  await cp(META_SCHEMA_PATH, join(directory, "spec.schema.json"));
  return directory;
}

/** Writes (adding or overwriting) files given by path relative to `root`; `null` removes the file. */
export async function writeFiles(root: string, files: Record<string, string | null>): Promise<void> {
  for (const [path, contents] of Object.entries(files)) {
    const target = join(root, path);
    if (contents === null) {
      await rm(target);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, contents);
  }
}

/** A copy of a fixture with some files added, replaced or (`null`) removed. */
export async function fixtureWith(name: string, files: Record<string, string | null>): Promise<string> {
  const directory = await copyFixture(name);
  await writeFiles(directory, files);
  return directory;
}

/** Removes every folder made by `makeTempDir` / `copyFixture` so far. */
export async function removeTempDirs(): Promise<void> {
  const directories = created.splice(0);
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
}
