// The generator replaces its output folder as a whole, so it must own it: absent, empty, or written
// by an earlier run (its manifest lists every file). Everything else is refused before a byte is
// touched: these cases once lost a user's files, the spec, or the whole project with its .git.

import { execFile } from "node:child_process";
import { cp, mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CACHE_DIRECTORY_VARIABLE } from "../../generator/cache/tool-cache.js";
import { OWNERSHIP_MANIFEST, outputRefusal, ownershipManifest } from "../../generator/write/output-ownership.js";
import { copyFixture, makeTempDir, removeTempDirs, REPO_ROOT, writeFiles } from "../support/fixtures.js";

afterAll(removeTempDirs);

/** A workspace with spec/ (the minimal fixture) and release/ beside it; `out` files written as given. */
async function workspace(out: Record<string, string> = {}): Promise<{ root: string; reads: { specRoot: string; releaseRoot: string } }> {
  const root = await makeTempDir("ownership-");
  await cp(await copyFixture("minimal-spec"), join(root, "spec"), { recursive: true });
  await writeFiles(join(root, "out"), out);
  return { root, reads: { specRoot: join(root, "spec"), releaseRoot: join(root, "release") } };
}

const owned = (files: Record<string, string>) => ({ ...files, [OWNERSHIP_MANIFEST]: ownershipManifest(Object.keys(files)).contents });

describe("which output folders the generator may replace", () => {
  it.each([
    ["absent", {}, "missing"],
    ["empty", {}, "out"],
    ["written by an earlier run", owned({ "a.txt": "1", "dist/b.js": "2" }), "out"],
    [
      "written by an earlier run, a file since deleted",
      { [OWNERSHIP_MANIFEST]: ownershipManifest(["a.txt", "gone.txt"]).contents, "a.txt": "1" },
      "out",
    ],
    ["left with the commit marker of a killed run", { ...owned({ "a.txt": "1" }), ".complete": "" }, "out"],
    [
      "written by an earlier run, with Python's byte-code cache of its modules",
      {
        ...owned({ "pkg/mod.py": "", "top.py": "" }),
        "pkg/__pycache__/mod.cpython-311.pyc": "",
        "pkg/__pycache__/mod.cpython-311.opt-1.pyc": "",
        "__pycache__/top.cpython-312.pyc": "",
      },
      "out",
    ],
  ])("replaces one that is %s", async (_, files, name) => {
    const { root, reads } = await workspace(files);
    if (name === "out") await mkdir(join(root, "out"), { recursive: true });
    expect(await outputRefusal(join(root, name), reads)).toBeUndefined();
  });

  it.each([
    ["a file of the user's", { keep: "mine" }, "it holds a file the generator did not write (keep)"],
    [
      "a stray file beside what it wrote",
      { ...owned({ "a.txt": "1" }), "notes.md": "x" },
      "it holds a file the generator did not write (notes.md)",
    ],
    [
      "a manifest that is not one",
      { [OWNERSHIP_MANIFEST]: "a.txt\n", "a.txt": "1" },
      "it holds a file the generator did not write (a.txt)",
    ],
    [
      "a byte-code cache of a module it did not write",
      { ...owned({ "pkg/mod.py": "" }), "pkg/__pycache__/other.cpython-311.pyc": "" },
      "it holds a file the generator did not write (pkg/__pycache__/other.cpython-311.pyc)",
    ],
    [
      "a byte-code file outside a cache folder",
      { ...owned({ "pkg/mod.py": "" }), "pkg/mod.cpython-311.pyc": "" },
      "it holds a file the generator did not write (pkg/mod.cpython-311.pyc)",
    ],
    ["many files", { a: "", b: "", c: "", d: "", e: "" }, "it holds 5 files the generator did not write (a, b, c and 2 more)"],
    ["a git work tree", { ".git/HEAD": "ref: refs/heads/main\n" }, "it is a git work tree (it holds .git)"],
  ])("refuses one holding %s", async (_, files, reason) => {
    const { root, reads } = await workspace(files);
    expect(await outputRefusal(join(root, "out"), reads)).toBe(reason);
  });

  it("refuses the spec folder, a folder inside it, an ancestor of it, and the release folder", async () => {
    const { root, reads } = await workspace();
    await mkdir(join(root, "release"));
    expect(await outputRefusal(reads.specRoot, reads)).toBe("it is the spec folder");
    expect(await outputRefusal(join(reads.specRoot, "out"), reads)).toMatch(/^it lies inside the spec folder/);
    expect(await outputRefusal(root, reads)).toMatch(/^it holds the spec folder/);
    expect(await outputRefusal(reads.releaseRoot, reads)).toBe("it is the release folder");
  });

  it("refuses the generator's own project and every folder above it, whatever the spec folder", async () => {
    const { reads } = await workspace();
    expect(await outputRefusal(REPO_ROOT, reads)).toMatch(/^it holds the generator's own project/);
    expect(await outputRefusal(join(REPO_ROOT, ".."), reads)).toMatch(/^it holds the generator's own project/);
  });

  it("sees through a symlink to the spec folder, and refuses a file", async () => {
    const { root, reads } = await workspace();
    await symlink(reads.specRoot, join(root, "link"));
    await writeFile(join(root, "plain"), "a file");
    expect(await outputRefusal(join(root, "link"), reads)).toBe("it is the spec folder");
    expect(await outputRefusal(join(root, "plain"), reads)).toBe("it is not a folder");
  });

  it("refuses when a folder beside it that a run would remove is not the generator's", async () => {
    const { root, reads } = await workspace(owned({ "a.txt": "1" }));
    const out = join(root, "out");
    await writeFiles(join(root, "out.staging"), { "thesis.tex": "mine" });
    expect(await outputRefusal(out, reads)).toBe("out.staging beside it was not made by the generator, and a run removes that path");
    await writeFiles(join(root, "out.staging"), { "thesis.tex": null, ".gateway-codegen/FILES": "" });
    await mkdir(join(root, "out.previous"));
    expect(await outputRefusal(out, reads)).toBeUndefined();
    await writeFile(join(root, "out.previous", "draft.txt"), "mine");
    expect(await outputRefusal(out, reads)).toBe("out.previous beside it was not made by the generator, and a run removes that path");
  });
});

/** Every file under a folder with its bytes. */
async function tree(directory: string): Promise<Record<string, string>> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((each) => each.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files[relative(directory, path).split(sep).join("/")] = await readFile(path, "utf8");
  }
  return files;
}

function runCli(cwd: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, NO_COLOR: "1", [CACHE_DIRECTORY_VARIABLE]: join(cwd, ".cache-of-test") };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(REPO_ROOT, "generator", "cli", "run.mjs"), "generate", ...args],
      { cwd, env },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe("the command refuses before a byte is touched", () => {
  it.concurrent("a folder with a file of the user's: exit 2, a located message, every file in place, no folder beside it", async () => {
    const { root } = await workspace({ keep: "mine\n", "deep/notes.md": "also mine\n" });
    const before = await tree(root);
    const run = await runCli(root, ["--spec", "spec", "--out", "out"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(
      /^out: error output-not-owned: refusing to replace this output folder: it holds 2 files the generator did not write \(deep\/notes\.md, keep\)\.$/m,
    );
    expect(await tree(root)).toEqual(before);
    expect((await readdir(root)).sort()).toEqual(["out", "spec"]);
  });

  it.concurrent("a Python package folder beside the output (<out>-python) holding a file of the user's", async () => {
    const { root } = await workspace();
    await writeFiles(join(root, "out-python"), { "mine.py": "print('mine')\n" });
    const before = await tree(root);
    const run = await runCli(root, ["--spec", "spec", "--out", "out"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(
      /^out-python: error output-not-owned: refusing to replace this output folder: it holds a file the generator did not write \(mine\.py\)\.$/m,
    );
    expect(await tree(root)).toEqual(before);
    expect((await readdir(root)).sort()).toEqual(["out-python", "spec"]);
  });

  it.concurrent("the folder that holds the spec (--spec X/spec --out X), and watch mode likewise", async () => {
    const { root } = await workspace();
    const before = await tree(root);
    for (const args of [
      ["--spec", "spec", "--out", "."],
      ["--watch", "--spec", "spec", "--out", "."],
    ]) {
      const run = await runCli(root, args);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(
        /^\.: error output-not-owned: refusing to replace this output folder: it holds the spec folder \(spec\)\.$/m,
      );
    }
    expect(await tree(root)).toEqual(before);
  });

  it.concurrent("then an empty folder is written, and the run after replaces what it wrote", async () => {
    const { root } = await workspace();
    await mkdir(join(root, "out"));
    expect((await runCli(root, ["--no-cache", "--spec", "spec", "--out", "out"])).code).toBe(0);
    const manifest = await readFile(join(root, "out", OWNERSHIP_MANIFEST), "utf8");
    expect(manifest).toContain("\npackage.json\n");
    expect((await runCli(root, ["--no-cache", "--spec", "spec", "--out", "out"])).code).toBe(0);
    await writeFile(join(root, "out", "added-by-hand.txt"), "x");
    const refused = await runCli(root, ["--no-cache", "--spec", "spec", "--out", "out"]);
    expect(refused.code).toBe(2);
    expect(await readFile(join(root, "out", "added-by-hand.txt"), "utf8")).toBe("x");
  });
});
