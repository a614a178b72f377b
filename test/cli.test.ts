// The command line, run as a child process the way CI and people run it (`npm run generate`: the
// launcher, with the generator compiled once per change of its sources). Each spawn costs a few
// seconds (node, then the whole pipeline), so the cases share runs where they can.

import { execFile } from "node:child_process";
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CACHE_DIRECTORY_VARIABLE } from "../generator/cache/tool-cache.js";
import { PYTHON_OUTPUT_PREFIX } from "../generator/emit/plan/python-plan.js";
import { OWNERSHIP_MANIFEST, ownershipManifest } from "../generator/write/output-ownership.js";
import { copyFixture, FIXTURES_ROOT, makeTempDir, removeTempDirs, REPO_ROOT, writeFiles } from "./support/fixtures.js";

const LAUNCHER = join(REPO_ROOT, "generator", "cli", "run.mjs");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Each workspace's own cache folder: a run never answers from what another test (or run) stored. */
const caches = new Map<string, string>();

/** Runs the CLI in `cwd`; never rejects, the exit code is part of the result. */
function runCli(cwd: string, args: string[]): Promise<Run> {
  const env = { ...process.env, NO_COLOR: "1", [CACHE_DIRECTORY_VARIABLE]: caches.get(cwd) };
  return new Promise((resolve) => {
    execFile(process.execPath, [LAUNCHER, "generate", ...args], { cwd, env }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** Every file under a folder with its bytes, by relative path. */
async function snapshotTree(directory: string): Promise<Record<string, string>> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const tree: Record<string, string> = {};
  for (const file of files.sort()) tree[relative(directory, file).split(sep).join("/")] = (await readFile(file)).toString("base64");
  return tree;
}

/** A workspace with `spec/` (a copy of the minimal fixture, plus `files`) and nothing else. */
async function workspace(files: Record<string, string> = {}): Promise<string> {
  const root = await makeTempDir("cli-");
  caches.set(root, await makeTempDir("cli-cache-"));
  await cp(await copyFixture("minimal-spec"), join(root, "spec"), { recursive: true });
  await writeFiles(join(root, "spec"), files);
  return root;
}

afterAll(removeTempDirs);

describe("generator/cli/generate.ts", () => {
  it.concurrent("on a broken spec: exits 1, prints every problem with its code frame and leaves the output folder as it was", async () => {
    // Three mistakes in three files: a YAML syntax error, an unknown type after wide text, a meta-schema violation.
    const root = await workspace({
      "fields/memo.yaml": "kind: fields\nfields:\n  order.memo:\n    type: String\n    length: [1, 50\n  order.gift:\n    type: Boolean\n",
      "fields/note.yaml": 'kind: fields\nfields:\n  order.note: { description: "注文のメモ 📝", type: Strng }\n',
      "operations/pay/2.yaml":
        "kind: operation\noperation: PAY\nversion: 2\nextends: 1\nrequest:\n  rules: [amount-or-item-amount]\n  lenght: 3\n",
    });
    // An output folder an earlier run wrote (its manifest lists its files): the run may replace it, but not on a broken spec.
    await writeFiles(join(root, "out"), {
      "marker.txt": "written before the run\n",
      "schema/old.json": "{}\n",
      [OWNERSHIP_MANIFEST]: ownershipManifest(["marker.txt", "schema/old.json"]).contents,
    });
    const before = await snapshotTree(join(root, "out"));

    const run = await runCli(root, ["--spec", "spec", "--out", "out"]);

    expect(run.code).toBe(1);
    // The carets under `Strng` stand where a terminal shows it: each of the five CJK characters and the emoji is two columns wide.
    expect(run.stderr).toBe(
      [
        "spec/fields/memo.yaml:5:13: error yaml-unclosed-bracket: YAML syntax error: this '[' is never closed; end the list with ']'",
        "  4 |     type: String",
        "> 5 |     length: [1, 50",
        "    |             ^",
        "  6 |   order.gift:",
        "",
        "spec/fields/note.yaml:3:48: error unknown-type: unknown type 'Strng'",
        "  2 | fields:",
        '> 3 |   order.note: { description: "注文のメモ 📝", type: Strng }',
        `    | ${" ".repeat(52)}^^^^^ help: did you mean 'String'?`,
        "",
        "spec/operations/pay/2.yaml:7:3: error schema-violation: 'request': unknown property 'lenght'",
        "  6 |   rules: [amount-or-item-amount]",
        "> 7 |   lenght: 3",
        "    |   ^^^^^^",
        "",
        "3 problem(s) in the spec; nothing was written.",
        "",
      ].join("\n"),
    );
    expect(await snapshotTree(join(root, "out"))).toEqual(before);
    expect((await readdir(root)).sort()).toEqual(["out", "spec"]);
  });

  it.concurrent("generates; then --check passes; then --check lists a changed, a deleted and a stray file", async () => {
    const root = await workspace();
    const out = join(root, "out");

    const generate = await runCli(root, ["--spec", "spec", "--out", "out"]);
    expect(generate.stderr).toBe("");
    expect(generate.code).toBe(0);
    // The goldens hold both packages: the Python package's under its path prefix, written beside out/ as out-python/.
    const expected = Object.keys(await snapshotTree(join(FIXTURES_ROOT, "minimal-spec.expected")));
    const inFolder = (python: boolean) =>
      [
        ...expected
          .filter((path) => path.startsWith(PYTHON_OUTPUT_PREFIX) === python)
          .map((path) => (python ? path.slice(PYTHON_OUTPUT_PREFIX.length) : path)),
        OWNERSHIP_MANIFEST,
      ].sort();
    const goldens = inFolder(false);
    const pythonGoldens = inFolder(true);
    expect(pythonGoldens.length).toBeGreaterThan(5);
    expect(Object.keys(await snapshotTree(out))).toEqual(goldens);
    expect(await readFile(join(out, OWNERSHIP_MANIFEST), "utf8")).toBe(ownershipManifest(goldens).contents);
    expect(Object.keys(await snapshotTree(`${out}-python`))).toEqual(pythonGoldens);
    expect(await readFile(join(`${out}-python`, OWNERSHIP_MANIFEST), "utf8")).toBe(ownershipManifest(pythonGoldens).contents);
    // The summary counts each folder's files (its ownership manifest included).
    // Every YAML file of the fixture is read, and the run says so.
    const specFiles = (await readdir(join(root, "spec"), { recursive: true })).filter((path) => path.endsWith(".yaml"));
    expect(generate.stdout.trim()).toBe(
      `Read ${specFiles.length} spec files; wrote ${goldens.length} files to out and ${pythonGoldens.length} to out-python.`,
    );
    expect((await readdir(root)).sort()).toEqual(["out", "out-python", "spec"]);

    const upToDate = await runCli(root, ["--check", "--spec", "spec", "--out", "out"]);
    expect(upToDate.code).toBe(0);
    expect(upToDate.stdout.trim()).toBe(
      `Read ${specFiles.length} spec files; out and out-python are up to date (${goldens.length} and ${pythonGoldens.length} files).`,
    );

    // One run for the three kinds of difference: each run costs a whole pipeline.
    const changed = "schema/2/pay.request.schema.json";
    const deleted = "src/models/pay-1.ts";
    const original = await readFile(join(out, changed), "utf8");
    await writeFile(join(out, changed), original.replace('"maxLength": 40', '"maxLength": 41'));
    await rm(join(out, deleted));
    await writeFile(join(out, "stray.txt"), "not generated\n");
    await writeFile(join(`${out}-python`, "stray.py"), "not generated\n");
    const stale = await runCli(root, ["--check", "--spec", "spec", "--out", "out"]);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toBe("");
    expect(stale.stderr).toMatch(/^out is stale; run `npm run generate`:$/m);
    expect(stale.stderr.split("\n").filter((line) => line.startsWith("  "))).toEqual([
      `  differs: ${changed}`,
      `  missing: ${deleted}`,
      "  not generated: out-python/stray.py",
      "  not generated: stray.txt",
    ]);
    expect(await readFile(join(out, changed), "utf8")).not.toBe(original);
  });
});
