// V8's code cache for CommonJS modules under node_modules (generator/runner/code-cache.mjs): installed
// once per thread whichever copy of the module asks (the emit worker's script, then the bundle's own
// copy), and leaving to Node an ES module that `require` loads. Checked in child processes, where the
// hook can be installed without touching the test's own loader.

import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
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
