// V8's code cache for CommonJS modules under node_modules (generator/runner/code-cache.mjs): installed
// once per thread whichever copy of the module asks (the emit worker's script, then the bundle's own
// copy), and leaving to Node an ES module that `require` loads. Checked in child processes, where the
// hook can be installed without touching the test's own loader.

import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";

afterAll(removeTempDirs);

const run = promisify(execFile);
const MODULE = new URL("../../generator/runner/code-cache.mjs", import.meta.url).href;

async function output(script: string): Promise<string> {
  return (await run(process.execPath, ["--input-type=module", "-e", script], { cwd: REPO_ROOT })).stdout;
}

describe("the code cache's hook", () => {
  it("is installed once, though two copies of its module ask", async () => {
    const script = `
      const Module = (await import("node:module")).default;
      const original = Module.prototype._compile;
      (await import(${JSON.stringify(`${MODULE}?first`)})).installCodeCache();
      const hooked = Module.prototype._compile;
      (await import(${JSON.stringify(`${MODULE}?second`)})).installCodeCache();
      process.stdout.write(JSON.stringify([hooked !== original, Module.prototype._compile === hooked]));`;
    expect(JSON.parse(await output(script))).toEqual([true, true]);
  });

  it("leaves to Node an ES module that require loads from node_modules", async () => {
    const root = await makeTempDir("code-cache-");
    const folder = join(root, "node_modules", "esm-only");
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "package.json"), JSON.stringify({ name: "esm-only", type: "module", exports: "./index.js" }));
    await writeFile(join(folder, "index.js"), 'export const answer = "from an ES module";\n');
    const script = `
      (await import(${JSON.stringify(MODULE)})).installCodeCache();
      const require = (await import("node:module")).createRequire(${JSON.stringify(join(root, "index.cjs"))});
      process.stdout.write(require("esm-only").answer);`;
    expect(await output(script)).toBe("from an ES module");
  });
});

describe("the code cache's files", () => {
  /** A module under node_modules with a function its loading does not call, at a path of its own. */
  async function packageModule(): Promise<string> {
    const folder = join(await makeTempDir("code-cache-file-"), "node_modules", "later");
    await mkdir(folder, { recursive: true });
    const body = Array.from({ length: 200 }, (_, index) => `  total += (value * ${index}) % ${index + 7};`).join("\n");
    await writeFile(join(folder, "index.js"), `exports.later = (value) => {\n  let total = 0;\n${body}\n  return total;\n};\n`);
    return join(folder, "index.js");
  }

  /** Loads the module with the hook installed in the main thread, calling its function after loading or not. */
  async function load(path: string, call: boolean): Promise<void> {
    await output(`(await import(${JSON.stringify(MODULE)})).installCodeCache();
      const loaded = (await import("node:module")).createRequire(${JSON.stringify(path)})(${JSON.stringify(path)});
      if (${call}) loaded.later(3);`);
  }

  /** Loads the module in a worker thread, which the main thread then terminates, as the emit pool does. */
  async function loadInTerminatedWorker(path: string): Promise<void> {
    const worker = `(async () => {
      (await import(${JSON.stringify(MODULE)})).installCodeCache();
      (await import("node:module")).createRequire(${JSON.stringify(path)})(${JSON.stringify(path)}).later(3);
      (await import("node:worker_threads")).parentPort.postMessage("loaded");
      setInterval(() => undefined, 1000);
    })();`;
    await output(`const { Worker } = await import("node:worker_threads");
      const worker = new Worker(${JSON.stringify(worker)}, { eval: true });
      await new Promise((resolve) => worker.once("message", resolve));
      await worker.terminate();`);
  }

  /** The size of the module's cached code (0 when there is none), as a process with the same flags finds it. */
  async function cachedSize(path: string): Promise<number> {
    const script = `const { cachedCodeFile } = await import(${JSON.stringify(MODULE)});
      const { readFileSync, statSync } = await import("node:fs");
      const file = cachedCodeFile(${JSON.stringify(path)}, readFileSync(${JSON.stringify(path)}, "utf8"));
      let size = 0;
      try { size = statSync(file).size; } catch {}
      process.stdout.write(String(size));`;
    return Number(await output(script));
  }

  it("hold, in the main thread, the functions the run compiled after the module loaded", async () => {
    const [called, uncalled] = await Promise.all([packageModule(), packageModule()]);
    await load(called, true);
    await load(uncalled, false);
    const [withCall, withoutCall] = [await cachedSize(called), await cachedSize(uncalled)];
    expect(withoutCall).toBeGreaterThan(0);
    expect(withCall).toBeGreaterThan(withoutCall);
  });

  it("are written by a worker thread that is terminated, as the emit worker is", async () => {
    const path = await packageModule();
    await loadInTerminatedWorker(path);
    expect(await cachedSize(path)).toBeGreaterThan(0);
  });
});

describe("the code cache's files, when V8's flags change during the run", () => {
  it("are not written under the flags the module was compiled with", async () => {
    const folder = join(await makeTempDir("code-cache-flags-"), "node_modules", "flagged");
    await mkdir(folder, { recursive: true });
    const path = join(folder, "index.js");
    await writeFile(path, "exports.value = 1;\n");
    // Compiled with the optimizing compiler off, as a command's run does; turned on again before the end, as a large spec's run does.
    const script = `const { setFlagsFromString } = await import("node:v8");
      setFlagsFromString("--no-opt");
      const { cachedCodeFile, installCodeCache } = await import(${JSON.stringify(MODULE)});
      installCodeCache();
      (await import("node:module")).createRequire(${JSON.stringify(path)})(${JSON.stringify(path)});
      process.stdout.write(cachedCodeFile(${JSON.stringify(path)}, (await import("node:fs")).readFileSync(${JSON.stringify(path)}, "utf8")));
      setFlagsFromString(process.argv[1] === "flip" ? "--opt" : "--no-opt");`;
    const fileUnder = async (flags: string) =>
      (await run(process.execPath, ["--input-type=module", "-e", script, flags], { cwd: REPO_ROOT })).stdout;
    const flipped = await fileUnder("flip");
    expect(existsSync(flipped)).toBe(false);
    // The same flags to the end: written.
    expect(existsSync(await fileUnder("keep"))).toBe(true);
  });
});

describe("the code cache's files, by run", () => {
  /** A fresh module under node_modules; a process loads it with the hook for `variant`, then sets its exit code. */
  async function loadedBy(variant: string, exitCode: number): Promise<string> {
    const folder = join(await makeTempDir("code-cache-run-"), "node_modules", "by-run");
    await mkdir(folder, { recursive: true });
    const path = join(folder, "index.js");
    await writeFile(path, "exports.value = 1;\n");
    const script = `(await import(${JSON.stringify(MODULE)})).installCodeCache(${JSON.stringify(variant)});
      (await import("node:module")).createRequire(${JSON.stringify(path)})(${JSON.stringify(path)});
      process.exitCode = ${exitCode};`;
    await run(process.execPath, ["--input-type=module", "-e", script], { cwd: REPO_ROOT }).catch(() => undefined);
    return path;
  }

  async function cachedFor(path: string, variant: string): Promise<boolean> {
    const script = `const { cachedCodeFile } = await import(${JSON.stringify(MODULE)});
      const file = cachedCodeFile(${JSON.stringify(path)}, (await import("node:fs")).readFileSync(${JSON.stringify(path)}, "utf8"), ${JSON.stringify(variant)});
      process.stdout.write(String((await import("node:fs")).existsSync(file)));`;
    return (await output(script)) === "true";
  }

  it("are kept per command: one's run never stands for another's", async () => {
    const path = await loadedBy("changes", 0);
    expect(await cachedFor(path, "changes")).toBe(true);
    expect(await cachedFor(path, "generate")).toBe(false);
  });

  it("are not written by a run that failed, which ran only part of its code", async () => {
    expect(await cachedFor(await loadedBy("generate", 1), "generate")).toBe(false);
    expect(await cachedFor(await loadedBy("generate", 0), "generate")).toBe(true);
  });
});

describe("the code cache of a command, by the kind of run", () => {
  const markers: string[] = [];
  afterAll(async () => {
    for (const marker of markers) await rm(marker, { force: true });
  });

  /** A fresh module under node_modules, and a command name no other test uses. */
  async function fresh(): Promise<{ path: string; command: string }> {
    const folder = join(await makeTempDir("code-cache-kind-"), "node_modules", "by-kind");
    await mkdir(folder, { recursive: true });
    const path = join(folder, "index.js");
    await writeFile(path, "exports.value = () => 1;\n");
    const command = `test-${randomUUID()}`;
    markers.push(join(REPO_ROOT, "node_modules", ".cache", "gateway-codegen", "v8-code", `${command}.last-run`));
    return { path, command };
  }

  /** One run of the command: it may be answered by the output cache, and it turns out to be (`answered`) or not. */
  async function runOf(path: string, command: string, mayBeAnswered: boolean, answered: boolean): Promise<void> {
    await output(`const cache = await import(${JSON.stringify(MODULE)});
      cache.installCommandCodeCache(${JSON.stringify(command)}, ${mayBeAnswered});
      (await import("node:module")).createRequire(${JSON.stringify(path)})(${JSON.stringify(path)}).value();
      cache.recordRunAnswered(${answered});`);
  }

  /** Which kinds have code for the module: the full run's, the answered run's. */
  async function kinds(path: string, command: string): Promise<{ full: boolean; answered: boolean }> {
    const script = `const { cachedCodeFile } = await import(${JSON.stringify(MODULE)});
      const { existsSync, readFileSync } = await import("node:fs");
      const has = (variant) => existsSync(cachedCodeFile(${JSON.stringify(path)}, readFileSync(${JSON.stringify(path)}, "utf8"), variant));
      process.stdout.write(JSON.stringify({ full: has(${JSON.stringify(command)}), answered: has(${JSON.stringify(`${command} answered`)}) }));`;
    return JSON.parse(await output(script)) as { full: boolean; answered: boolean };
  }

  it("keeps a run the output cache answered apart from a run of every stage", async () => {
    const { path, command } = await fresh();
    // No run before: a guess of every stage, loaded with no code; a run answered writes none, but says what it was.
    await runOf(path, command, true, true);
    expect(await kinds(path, command)).toEqual({ full: false, answered: false });
    expect(await readFile(markers.at(-1)!, "utf8")).toBe("answered");
    await runOf(path, command, true, true);
    expect(await kinds(path, command)).toEqual({ full: false, answered: true });
  });

  it("loads the kind of the command's last run, and writes no code from a run loaded with the other kind's", async () => {
    const { path, command } = await fresh();
    await runOf(path, command, true, true);
    await runOf(path, command, true, true);
    // Loaded with the answered run's code, the run turned out to run every stage: its code would hold both.
    await runOf(path, command, true, false);
    expect(await kinds(path, command)).toEqual({ full: false, answered: true });
    expect(await readFile(markers.at(-1)!, "utf8")).toBe("full");
    // The next run guesses a run of every stage, finds no code for it, and writes its own.
    await runOf(path, command, true, false);
    expect(await kinds(path, command)).toEqual({ full: true, answered: true });
  });

  it("loads the full kind for a run that asks for every stage, whatever the last run was", async () => {
    const { path, command } = await fresh();
    await runOf(path, command, true, true);
    await runOf(path, command, true, true);
    await runOf(path, command, false, false);
    expect(await kinds(path, command)).toEqual({ full: true, answered: true });
  });
});
