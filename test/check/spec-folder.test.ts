// What a run is given before any spec file: the spec folder itself, and the command line. A `--spec`
// naming no folder, and an option the command does not know, once ended in a stack trace; each is now
// one line. (The spec language's schema missing from the folder, or broken, is in the mistake table.)

import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { SpecError } from "../../generator/diagnostics/diagnostic.js";
import { buildIR } from "../../generator/pipeline.js";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";

afterAll(removeTempDirs);

const RUN = join(REPO_ROOT, "generator", "cli", "run.mjs");

async function refusalOf(specRoot: string): Promise<string[]> {
  const error: unknown = await buildIR(specRoot).then(
    () => expect.unreachable("a spec was read"),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SpecError)) throw error;
  return error.diagnostics.map(({ code, file, line, column, message }) => `${code} ${file}:${line}:${column} ${message}`);
}

async function command(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, [RUN, ...args], { cwd: await makeTempDir("spec-folder-") }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe("the spec folder", () => {
  it("is one located problem when nothing is at its path", async () => {
    const missing = join(await makeTempDir("no-spec-"), "spec");
    expect(await refusalOf(missing)).toEqual([
      "no-spec-folder .:1:1 no spec folder is at this path (nothing is there): the spec is a folder of .yaml files, which --spec names (default: spec)",
    ]);
  });

  it("is one located problem when a file is at its path", async () => {
    const file = join(await makeTempDir("no-spec-"), "spec.yaml");
    await writeFile(file, "kind: fields\n");
    expect(await refusalOf(file)).toEqual([
      expect.stringMatching(/^no-spec-folder \.:1:1 no spec folder is at this path \(a file is there\)/),
    ]);
  });

  it("is named by its path on the command line, with exit code 1 and nothing written", async () => {
    const run = await command("generate", "--spec", "typo", "--out", "out");
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: expect.stringMatching(
        /^typo:1:1: error no-spec-folder: no spec folder is at this path \(nothing is there\)[^\n]*\n\n1 problem\(s\) in the spec; nothing was written\.\n$/,
      ),
    });
  });

  it("ends watch mode at once, with the same one problem: there is nothing to watch", async () => {
    const run = await command("generate", "--watch", "--spec", "typo", "--out", "out");
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: expect.stringMatching(/^typo:1:1: error no-spec-folder: [^\n]*\n\n1 problem\(s\) in the spec; nothing was written\.\n$/),
    });
  });
});

describe("a command line the command does not know", () => {
  it.each([
    ["generate", ["--bogus"], 2, "Unknown option '--bogus'"],
    ["generate", ["--spec"], 2, "Option '--spec <value>' argument missing"],
    ["changes", ["--bogus"], 1, "Unknown option '--bogus'"],
    ["release", ["--date"], 1, "Option '--date <value>' argument missing"],
  ])("%s %j: one line, then the usage, and no stack trace", async (name, args, code, line) => {
    const run = await command(name, ...args);
    expect(run.code).toBe(code);
    expect(run.stdout).toBe("");
    expect(run.stderr.split("\n")[0]).toContain(line);
    expect(run.stderr).toContain(`\n\nUsage: npm run ${name === "changes" ? "-s changes" : name} -- `);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
