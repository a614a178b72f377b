// The generator as `npm run generate` runs it: compiled to JavaScript by generator/cli/run.mjs, with the
// test vectors and the docs emitted in a worker thread. Its output must be the pipeline's, byte for
// byte, whether every stage runs or the cache answers.

import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { emitters } from "../../generator/emit/emitters.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import { PYTHON_OUTPUT_PREFIX } from "../../generator/emit/plan/python-plan.js";
import { ownershipManifests } from "../../generator/write/output-folders.js";
import { copyFixture, makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";

afterAll(removeTempDirs);

const run = promisify(execFile);

async function tree(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((each) => each.isFile()))
    files[relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/")] = await readFile(
      join(entry.parentPath, entry.name),
      "utf8",
    );
  return files;
}

describe("node generator/cli/run.mjs generate", () => {
  it("writes what the pipeline makes in process, then finds it up to date from the cache", async () => {
    const spec = await copyFixture("minimal-spec");
    const work = await makeTempDir("compiled-run-");
    const out = join(work, "out");
    const options = { cwd: REPO_ROOT, env: { ...process.env, GATEWAY_CODEGEN_CACHE: join(work, "cache") } };
    const cli = [
      join(REPO_ROOT, "generator", "cli", "run.mjs"),
      "generate",
      "--spec",
      spec,
      "--release",
      join(work, "release"),
      "--out",
      out,
    ];
    // A first run: every stage, its output stored in the cache (one-run-at-a-time runs the launcher with --no-cache).
    await run(process.execPath, cli, options);
    const files = [...(await emitAll(await buildIR(spec), emitters))];
    files.push(...ownershipManifests(files.map((file) => file.path)));
    // The Python package's files (their path prefix) go to the folder beside the output.
    const inFolder = (python: boolean) =>
      Object.fromEntries(
        files
          .filter((file) => file.path.startsWith(PYTHON_OUTPUT_PREFIX) === python)
          .map((file) => [python ? file.path.slice(PYTHON_OUTPUT_PREFIX.length) : file.path, file.contents]),
      );
    expect(await tree(out)).toEqual(inFolder(false));
    expect(await tree(`${out}-python`)).toEqual(inFolder(true));
    const { stdout } = await run(process.execPath, [...cli, "--check"], options);
    expect(stdout).toMatch(/ and \S+-python are up to date \(\d+ and \d+ files/);
    const again = await run(process.execPath, cli, options);
    expect(again.stdout).toMatch(/from the cache/);
  });

  it("is compiled by runs started together after a change of its sources, each ending on the same folder, whole", async () => {
    // A fresh cache root stands for sources no run has compiled yet; each process loads a module from the folder it gets.
    const root = await makeTempDir("compile-cache-");
    const script = [
      `const { compiledGenerator } = await import(${JSON.stringify(pathToFileURL(join(REPO_ROOT, "generator", "runner", "compile-cache.mjs")).href)});`,
      'const { join } = await import("node:path");',
      'const { pathToFileURL } = await import("node:url");',
      `const folder = await compiledGenerator(${JSON.stringify(root)});`,
      'await import(pathToFileURL(join(folder, "generator", "write", "output-lock.js")).href);',
      "process.stdout.write(folder);",
    ].join("\n");
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => run(process.execPath, ["--input-type=module", "-e", script], { cwd: REPO_ROOT })),
    );
    const [folder] = runs.map(({ stdout }) => stdout);
    expect(runs.map(({ stdout }) => stdout)).toEqual([folder, folder, folder, folder]);
    // One compiled folder, nothing left of the others' work.
    expect(await readdir(root)).toEqual([relative(root, folder!)]);
  });
});
