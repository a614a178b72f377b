// The commands bundled by the compile cache (generator/runner/command-bundles.mjs): written beside the
// compiled modules and verified with them, compiled again when a source or an installed package
// changes, and what the launcher runs where Node can (the compiled modules elsewhere, with the same
// output).

import { execFile } from "node:child_process";
import { cp, mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { mayImportDynamically } from "../../generator/runner/code-cache.mjs";
import { BUNDLE_FOLDER, COMMANDS_BUNDLE, isBundleFile, WORKER_SCRIPT } from "../../generator/runner/command-bundles.mjs";
import { copyFixture, makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";

afterAll(removeTempDirs);

const run = promisify(execFile);

/**
 * A copy of the generator's sources (generator/, templates/package/src/) in a folder of its own, with
 * the repository's packages linked into its node_modules but for npm's record of them, copied, so
 * that a test can change a source or that record.
 */
async function repositoryCopy(): Promise<string> {
  const root = await makeTempDir("bundles-repo-");
  await cp(join(REPO_ROOT, "generator"), join(root, "generator"), { recursive: true });
  await cp(join(REPO_ROOT, "templates", "package", "src"), join(root, "templates", "package", "src"), { recursive: true });
  await mkdir(join(root, "node_modules"));
  for (const name of await readdir(join(REPO_ROOT, "node_modules"))) {
    if (name === ".package-lock.json") await cp(join(REPO_ROOT, "node_modules", name), join(root, "node_modules", name));
    else if (name !== ".cache") await symlink(join(REPO_ROOT, "node_modules", name), join(root, "node_modules", name));
  }
  return root;
}

/** The compiled folder the copy's compile cache answers, under `cacheRoot`, verifying only the bundle when `bundleOnly`. */
async function compiledFolder(root: string, cacheRoot: string, bundleOnly = false): Promise<string> {
  const module = (name: string) => JSON.stringify(pathToFileURL(join(root, "generator", "runner", name)).href);
  const script = `const { compiledGenerator } = await import(${module("compile-cache.mjs")});
    const { isBundleFile } = await import(${module("command-bundles.mjs")});
    process.stdout.write(await compiledGenerator(${JSON.stringify(cacheRoot)}, ${bundleOnly} ? isBundleFile : undefined));`;
  return (await run(process.execPath, ["--input-type=module", "-e", script], { cwd: root })).stdout;
}

const bundleOf = (folder: string) => readFile(join(folder, COMMANDS_BUNDLE), "utf8");

describe("the commands' bundles in the compile cache", () => {
  it("are written and verified with the modules, and compiled again when a source or a package changes", async () => {
    const root = await repositoryCopy();
    const cacheRoot = join(root, "node_modules", ".cache", "generator-js");
    const first = await compiledFolder(root, cacheRoot);

    // The bundle, the worker's script and the bundle's package.json, each listed with its checksum in the folder's manifest.
    const manifest = JSON.parse(await readFile(join(first, "manifest.json"), "utf8")) as { files: Record<string, string> };
    expect(Object.keys(manifest.files).filter(isBundleFile).sort()).toEqual(
      [`${BUNDLE_FOLDER}/package.json`, COMMANDS_BUNDLE, WORKER_SCRIPT].sort(),
    );
    for (const path of Object.keys(manifest.files).filter(isBundleFile)) expect(manifest.files[path]).toMatch(/^[0-9a-f]{64}$/);
    // CommonJS whatever package.json stands above it; the worker's script starts the worker from the bundle.
    expect(JSON.parse(await readFile(join(first, BUNDLE_FOLDER, "package.json"), "utf8"))).toEqual({ type: "commonjs" });
    expect(await readFile(join(first, WORKER_SCRIPT), "utf8")).toContain('require("../commands.js").emitWorker();');
    // The code cache compiles it with V8's cached code (it leaves a module that may call import() to Node).
    const bundled = await bundleOf(first);
    expect(mayImportDynamically(bundled)).toBe(false);

    // A compiled module changed after it was written: a run verifying only the bundle takes the folder as it is...
    const module = join(first, "generator", "write", "output-lock.js");
    await writeFile(module, "corrupt\n");
    expect(await compiledFolder(root, cacheRoot, true)).toBe(first);
    expect(await readFile(module, "utf8")).toBe("corrupt\n");
    // ...and a bundle changed: the same folder is compiled again, whole.
    await writeFile(join(first, COMMANDS_BUNDLE), `${bundled}\nthrow new Error("corrupt");\n`);
    expect(await compiledFolder(root, cacheRoot, true)).toBe(first);
    expect(await bundleOf(first)).toBe(bundled);
    expect(await readFile(module, "utf8")).not.toBe("corrupt\n");

    // A changed source: a new folder, whose bundle holds the change.
    const command = join(root, "generator", "cli", "generate.ts");
    await writeFile(command, `${await readFile(command, "utf8")}\nexport const bundleProbe = "probe of the bundle test";\n`);
    const second = await compiledFolder(root, cacheRoot);
    expect(second).not.toBe(first);
    expect(await bundleOf(second)).toContain("probe of the bundle test");

    // Packages installed again (npm rewrites its record): a new folder, as the bundle holds some of their code.
    const record = join(root, "node_modules", ".package-lock.json");
    await writeFile(record, `${await readFile(record, "utf8")}\n`);
    const third = await compiledFolder(root, cacheRoot);
    expect([first, second]).not.toContain(third);
  });
});

/**
 * What a run loaded, read by a module preloaded into it: the compiled generator's modules it loaded
 * through `require`, and how many Intl.Segmenter it built (string-width builds one as it loads).
 */
async function launcherRun(out: string, nodeOptions: string[]): Promise<{ required: string[]; segmenters: number }> {
  const work = await makeTempDir("bundles-run-");
  const report = join(work, "loaded.json");
  const preload = join(work, "report-loaded.cjs");
  await writeFile(
    preload,
    `let segmenters = 0;
    const Segmenter = Intl.Segmenter;
    Intl.Segmenter = class extends Segmenter { constructor(...args) { super(...args); segmenters++; } };
    process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(report)}, JSON.stringify({ required: Object.keys(require.cache), segmenters })));\n`,
  );
  const spec = await copyFixture("minimal-spec");
  const cli = [
    join(REPO_ROOT, "generator", "cli", "run.mjs"),
    "generate",
    "--no-cache",
    "--spec",
    spec,
    "--release",
    join(work, "release"),
    "--out",
    out,
  ];
  await run(process.execPath, [...nodeOptions, "--require", preload, ...cli], { cwd: REPO_ROOT });
  const { required, segmenters } = JSON.parse(await readFile(report, "utf8")) as { required: string[]; segmenters: number };
  const generator = required.filter((path) => path.includes(`${sep}generator-js${sep}`));
  return { required: generator.map((path) => relative(join(REPO_ROOT, "node_modules"), path)), segmenters };
}

async function tree(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((each) => each.isFile()))
    files[relative(folder, join(entry.parentPath, entry.name))] = await readFile(join(entry.parentPath, entry.name), "utf8");
  return files;
}

describe("node generator/cli/run.mjs generate", () => {
  it("runs the command's bundle where Node requires ES modules, the compiled modules where it does not, to the same output; string-width unloaded", async () => {
    const work = await makeTempDir("bundles-out-");
    const { required: bundled, segmenters } = await launcherRun(join(work, "bundled"), []);
    const { required: modules } = await launcherRun(join(work, "modules"), ["--no-experimental-require-module"]);

    expect(bundled).toHaveLength(1);
    expect(bundled[0]).toMatch(
      new RegExp(`generator-js\\${sep}[0-9a-f]{32}\\${sep}${COMMANDS_BUNDLE.split("/").join(`\\${sep}`).replace(".", "\\.")}$`),
    );
    // The compiled modules are ES modules: nothing of the generator's goes through `require` then.
    expect(modules).toEqual([]);
    // string-width is loaded on its first call (LAZY_PACKAGES), which a spec without mistakes never makes.
    expect(segmenters).toBe(0);
    expect(await tree(join(work, "bundled"))).toEqual(await tree(join(work, "modules")));
    expect(await tree(join(work, "bundled-python"))).toEqual(await tree(join(work, "modules-python")));
  });
});

describe("the code cache's test for import()", () => {
  it("finds a call of import(), with or without a space, and not its own pattern", () => {
    expect(mayImportDynamically('const undici = await import("undici");')).toBe(true);
    expect(mayImportDynamically('return import ("./docs.js");')).toBe(true);
    expect(mayImportDynamically("const { importData } = load(); reimport(x);")).toBe(false);
    expect(mayImportDynamically(String(mayImportDynamically))).toBe(false);
  });
});
