// Digests of what a run reads, for the cache's keys. A run's output is a function of the spec, the
// release state, the generator (its sources and templates/), the packages it loads (package.json and
// the versions npm installed) and node: a digest over all of them changes whenever any of them does.

import { readdirSync, readFileSync, readlinkSync, realpathSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { sha256 } from "./cache-store.js";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Every file and symbolic link under a folder, by path relative to it (with `/`), sorted; none when it does not exist. */
function entriesUnder(folder: string): { path: string; link: boolean }[] {
  let entries: { path: string; link: boolean }[];
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() || entry.isSymbolicLink())
      .map((entry) => ({ path: relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"), link: entry.isSymbolicLink() }));
  } catch {
    return [];
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * One digest over a folder's files: each path and the checksum of its bytes. A symbolic link counts
 * by where it leads, and by the bytes of the file it leads to when that lies inside the folder (the
 * spec follows only those; one that leads elsewhere is read by nothing, so never read here either).
 */
export function folderDigest(folder: string): string {
  const root = realFolder(folder);
  const lines = entriesUnder(folder).map(({ path, link }) =>
    link ? `${path}\0-> ${linkDigest(root, join(folder, path))}` : `${path}\0${sha256(readFileSync(join(folder, path)))}`,
  );
  return sha256(lines.join("\n"));
}

function linkDigest(root: string | undefined, path: string): string {
  const real = attempt(() => realpathSync(path));
  const inside = root !== undefined && real?.startsWith(`${root}${sep}`) === true && attempt(() => statSync(real).isFile()) === true;
  return `${attempt(() => readlinkSync(path)) ?? "-"}\0${inside ? sha256(readFileSync(real!)) : "-"}`;
}

function realFolder(folder: string): string | undefined {
  return attempt(() => realpathSync(folder));
}

/** The value, or undefined where the file system refuses it (a link that leads nowhere, a folder gone). */
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function fileDigest(path: string): string {
  try {
    return sha256(readFileSync(path));
  } catch {
    return "absent";
  }
}

/** Set by generator/cli/run.mjs: the digest of the sources the running generator was compiled from. */
const COMPILED_SOURCES = Symbol.for("gateway-codegen.compiled-sources");

/**
 * The generator's code: its sources, the packages it loads and node. npm writes
 * node_modules/.package-lock.json on every install: it names the version of each installed package.
 * Launched compiled (cli/run.mjs), this checkout's sources were digested a moment before, to find
 * their compiled JavaScript (runner/compile-cache.mjs, with node's version and the installed
 * packages): that digest stands for generator/, which holds nothing else that runs (its `.d.mts`
 * files are types), and the folder is not read a second time.
 */
export function codeDigest(repoRoot: string = REPO_ROOT, nodeVersion: string = process.version): string {
  const compiled = repoRoot === REPO_ROOT ? (globalThis as Record<symbol, unknown>)[COMPILED_SOURCES] : undefined;
  return sha256(
    [
      `node ${nodeVersion}`,
      `generator ${typeof compiled === "string" ? `compiled ${compiled}` : folderDigest(join(repoRoot, "generator"))}`,
      `package.json ${fileDigest(join(repoRoot, "package.json"))}`,
      `installed ${fileDigest(join(repoRoot, "node_modules", ".package-lock.json"))}`,
    ].join("\n"),
  );
}

/** The templates the generator reads (docs templates, the shipped code). */
export function templatesDigest(repoRoot: string = REPO_ROOT): string {
  return folderDigest(join(repoRoot, "templates"));
}

/** The generator itself: its code (`codeDigest`) and its templates. */
export function generatorDigest(repoRoot: string = REPO_ROOT, nodeVersion: string = process.version): string {
  return combinedDigest(codeDigest(repoRoot, nodeVersion), templatesDigest(repoRoot));
}

export function combinedDigest(code: string, templates: string): string {
  return sha256(`code ${code}\ntemplates ${templates}`);
}

/** Everything one run of the generator reads: the key of its output. */
export function runDigest(generator: string, specRoot: string, releaseRoot: string): string {
  return sha256([`generator ${generator}`, `spec ${folderDigest(specRoot)}`, `release ${folderDigest(releaseRoot)}`].join("\n"));
}
