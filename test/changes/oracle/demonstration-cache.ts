// The consumer oracle's demonstrations kept on disk, in mutation runs only (ORACLE_CACHE_VARIABLE,
// which vitest.mutation.config.ts sets). What a consumer meets, its compile errors and its calls'
// outcomes, comes from the packages the generator's emitters write and from the shipped code, which
// the oracle's packages copy from the project's own folder: no mutant of generator/changes reaches
// them. The report and the verdict, which that folder's code makes, are computed on every run; the
// packages, the type check and the calls (about 20 s of each run of the fixture corpus) once for
// each text of what they are made from. `npm test` never sets the variable: it computes them all.

import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Demonstration } from "./demonstrations.js";
import type { SpecTexts } from "./spec-edits.js";

export const ORACLE_CACHE_VARIABLE = "GATEWAY_ORACLE_DEMONSTRATIONS_CACHE";

/** What the demonstrations are made from, under the project's root: all but the change report's code. */
const MADE_FROM = ["generator", "templates", "test/changes/oracle", "spec/spec.schema.json", "node_modules/.package-lock.json"];
const NOT_MADE_FROM = ["generator/changes/"];

/** The file of the demonstrations of a corpus over `spec`, named by a digest of everything they are made from. */
export async function demonstrationCacheFile(root: string, spec: SpecTexts): Promise<string> {
  const hash = createHash("sha256").update(`${process.version}\0`);
  for (const [path, text] of [...spec.files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`spec/${path}\0${text}\0`);
  for (const path of await filesUnder(root, MADE_FROM)) hash.update(`${path}\0`).update(await readFile(join(root, path)));
  return join(root, "node_modules", ".cache", "gateway-codegen", "oracle", `${hash.digest("hex").slice(0, 32)}.json`);
}

/** Every file of `paths` (files or folders) under `root`, by path from it with `/`, sorted, none of NOT_MADE_FROM. */
async function filesUnder(root: string, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const entries = await readdir(join(root, path), { recursive: true, withFileTypes: true }).catch(() => undefined);
    if (entries === undefined) found.push(path);
    else
      for (const entry of entries) if (entry.isFile()) found.push(relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"));
  }
  return found.filter((path) => !NOT_MADE_FROM.some((prefix) => path.startsWith(prefix))).sort();
}

/** Each edit's demonstrations, by name, when the file holds them. */
export async function readDemonstrations(file: string): Promise<Map<string, Demonstration[]> | undefined> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  return text === undefined ? undefined : new Map(Object.entries(JSON.parse(text) as Record<string, Demonstration[]>));
}

/** Written whole or not at all: two test runners may write it at once. */
export async function writeDemonstrations(file: string, byEdit: ReadonlyMap<string, readonly Demonstration[]>): Promise<void> {
  await mkdir(join(file, ".."), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, JSON.stringify(Object.fromEntries(byEdit)));
  await rename(temporary, file);
}
