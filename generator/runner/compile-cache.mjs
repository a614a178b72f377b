// The compile cache of the generator: its TypeScript (and the shipped code it imports,
// templates/package/src/) compiled by oxc-transform once per change of its sources, into
// node_modules/.cache/gateway-codegen/generator-js/<digest of the sources>/, laid out as in the
// repository. The launcher (cli/run.mjs) imports the commands from there.
// Loading tsx and transforming every module on each run cost half a second of start-up.
//
// Beside the modules, the commands bundled, each as one module (command-bundles.mjs), which the
// launcher loads where Node can.
//
// Every compiled file is checked against the checksum taken when it was written; a folder that does
// not verify is compiled again. `import.meta.url` is replaced by the source file's own URL, so that
// paths the generator finds beside its sources (templates/, the formatting worker) stay the same.
// Plain JavaScript, so that it runs with nothing loaded before it.

import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { writeCommandBundles } from "./command-bundles.mjs";

export const GENERATOR_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const REPO_ROOT = dirname(GENERATOR_ROOT);
const CACHE_ROOT = join(REPO_ROOT, "node_modules", ".cache", "gateway-codegen", "generator-js");
const MANIFEST = "manifest.json";
/** Compiled folders kept besides the current one, for a run that started from an older one. */
const KEEP_OLDER = 2;

const sha256 = (text) => createHash("sha256").update(text).digest("hex");

/**
 * The folders compiled, as the repository lays them out so that relative imports between them hold:
 * the generator, and the shipped code some of its modules run as it is (the double's answers, masking).
 */
const SOURCE_FOLDERS = ["generator", join("templates", "package", "src")];

/** Every source (TypeScript, and the few modules in plain JavaScript), by path relative to the repository, sorted. */
function readSources() {
  const paths = SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((path) => path.endsWith(".ts") || path.endsWith(".mjs"))
      .map((path) => join(folder, path).split(sep).join("/")),
  ).sort();
  return paths.map((path) => ({ path, text: readFileSync(join(REPO_ROOT, path), "utf8") }));
}

/**
 * The installed packages, as npm records them in node_modules (the lock file where it has not): the
 * bundles hold some packages' code, the modules are compiled by oxc-transform and bundled by esbuild.
 */
function installedPackages() {
  for (const path of [join(REPO_ROOT, "node_modules", ".package-lock.json"), join(REPO_ROOT, "package-lock.json")]) {
    try {
      return readFileSync(path, "utf8");
    } catch {
      // Not written by this installer: the next one.
    }
  }
  return "";
}

function digestOf(sources) {
  const hash = createHash("sha256");
  const oxc = readFileSync(join(REPO_ROOT, "node_modules", "oxc-transform", "package.json"), "utf8");
  // The folder is part of the digest: the compiled code names its source files by absolute URL.
  hash.update(`${process.version}\0${REPO_ROOT}\0${sha256(oxc)}\0${sha256(readFileSync(fileURLToPath(import.meta.url)))}\0`);
  hash.update(`${sha256(installedPackages())}\0`);
  for (const { path, text } of sources) hash.update(`${path}\0${sha256(text)}\0`);
  return hash.digest("hex").slice(0, 32);
}

/**
 * True when the folder holds every file its manifest lists that `needed` selects, each with the
 * checksum written there.
 */
function verifiesSelected(folder, needed) {
  try {
    const manifest = JSON.parse(readFileSync(join(folder, MANIFEST), "utf8"));
    const { checksum, files } = manifest;
    if (checksum !== sha256(JSON.stringify(files))) return false;
    const checked = Object.entries(files).filter(([path]) => needed(path));
    return checked.length > 0 && checked.every(([path, hash]) => sha256(readFileSync(join(folder, path))) === hash);
  } catch {
    return false;
  }
}

async function compileInto(folder, sources) {
  const { transformSync } = await import("oxc-transform");
  const files = {};
  for (const { path, text } of sources) {
    if (path.endsWith(".d.ts")) continue;
    // A module in plain JavaScript is copied, so that compiled modules import it from beside them.
    const result = path.endsWith(".mjs")
      ? { code: text, errors: [] }
      : transformSync(path, text, { lang: "ts", sourceType: "module", target: "es2022" });
    if (result.errors.length > 0) throw new Error(`${path}: ${result.errors.map((error) => error.message).join("\n")}`);
    const sourceUrl = JSON.stringify(pathToFileURL(join(REPO_ROOT, path)).href);
    const code = result.code.replaceAll("import.meta.url", sourceUrl);
    const output = path.replace(/\.ts$/, ".js");
    mkdirSync(dirname(join(folder, output)), { recursive: true });
    writeFileSync(join(folder, output), code);
    files[output] = sha256(code);
  }
  Object.assign(files, await writeCommandBundles(folder, join(REPO_ROOT, "node_modules")));
  writeFileSync(join(folder, MANIFEST), JSON.stringify({ checksum: sha256(JSON.stringify(files)), files }));
}

/**
 * The folder of compiled JavaScript for these sources: verified, or compiled now (into a temporary
 * folder, then renamed). Runs started together after a change of the sources each compile them; the
 * first to finish puts its folder in place, and the others use it: a folder that verifies is never
 * replaced (another run may be loading its modules), and only one that does not is set aside first.
 * `needed` selects the files verified (by path in the folder): those the caller loads (a bundled
 * run loads only the bundles); every file by default.
 */
export async function compiledGenerator(cacheRoot = CACHE_ROOT, needed = () => true) {
  const sources = readSources();
  const folder = join(cacheRoot, digestOf(sources));
  const verifies = (compiled) => verifiesSelected(compiled, needed);
  if (verifies(folder)) return folder;
  const temporary = `${folder}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  await compileInto(temporary, sources);
  if (!verifies(folder)) removeUnverified(folder);
  try {
    renameSync(temporary, folder);
  } catch (error) {
    // Another run compiled the same sources at the same moment: use its folder.
    rmSync(temporary, { recursive: true, force: true });
    if (!verifies(folder)) throw error;
  }
  pruneOlder(folder);
  return folder;
}

/** A compiled folder that does not verify, moved aside (one run does, the others find it gone), then removed. */
function removeUnverified(folder) {
  const aside = `${folder}.${process.pid}.unverified`;
  try {
    renameSync(folder, aside);
  } catch {
    return;
  }
  rmSync(aside, { recursive: true, force: true });
}

/** Removes all but the newest few other compiled folders (never another run's temporary one). */
function pruneOlder(current) {
  try {
    const older = readdirSync(dirname(current))
      .filter((name) => /^[0-9a-f]{32}$/.test(name))
      .map((name) => join(dirname(current), name))
      .filter((path) => path !== current)
      .map((path) => ({ path, time: statSync(path).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const { path } of older.slice(KEEP_OLDER)) rmSync(path, { recursive: true, force: true });
  } catch {
    // Another run pruned at the same moment: nothing is lost.
  }
}
