// Issue 22, finding 11: a symlinked spec file disappeared from the output without a word, which still
// said "Wrote 126 files". Now a symbolic link inside the spec folder is followed when it leads to a
// file inside it that the spec does not read already, and refused, located at the link, otherwise:
// outside the spec folder, leading nowhere, in a circle, or to what the spec reads where it lies. A
// `.yaml` entry that is not a regular file is refused rather than read (a named pipe never ends).
// Every run says how many spec files it read.

import { execFile, execFileSync } from "node:child_process";
import { mkdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { SpecError, type Diagnostic } from "../../generator/diagnostics/diagnostic.js";
import { listSpecFiles } from "../../generator/load/spec-files.js";
import { buildIR } from "../../generator/pipeline.js";
import { copyFixture, makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";

afterAll(removeTempDirs);

/** A copy of the minimal fixture, and a folder beside it (outside the spec folder). */
async function specWithOutside(): Promise<{ spec: string; outside: string }> {
  const spec = await copyFixture("minimal-spec");
  return { spec, outside: await makeTempDir("outside-spec-") };
}

/** What the spec folder's diagnostics say: code and place; the spec must be refused. */
async function refusals(spec: string): Promise<string[]> {
  const error = await buildIR(spec).then(
    () => expect.unreachable("the spec was accepted"),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SpecError)) throw error;
  return error.diagnostics.map((diagnostic: Diagnostic) => `${diagnostic.code} ${diagnostic.file}:${diagnostic.line}:${diagnostic.column}`);
}

const irOf = async (spec: string) => JSON.stringify(await buildIR(spec));

describe("symbolic links in the spec folder", () => {
  it("a link to a file inside the spec folder that it does not read otherwise is followed, as the file itself would be", async () => {
    const { spec } = await specWithOutside();
    const plain = await irOf(spec);
    await mkdir(join(spec, "drafts"));
    await rename(join(spec, "fields/billing.yaml"), join(spec, "drafts/billing.yml"));
    await symlink("../drafts/billing.yml", join(spec, "fields/billing.yaml"));
    expect(await irOf(spec)).toBe(plain);
    const { files, problems } = listSpecFiles(spec);
    expect(files.map((file) => file.path)).toContain("fields/billing.yaml");
    expect(files).toHaveLength(14);
    expect(problems).toEqual([]);
  });

  it("a link that leads outside the spec folder is refused, located at the link, its target never read", async () => {
    const { spec, outside } = await specWithOutside();
    await rename(join(spec, "fields/billing.yaml"), join(outside, "billing.yaml"));
    await symlink(join(outside, "billing.yaml"), join(spec, "fields/billing.yaml"));
    await symlink(outside, join(spec, "shared"));
    expect(await refusals(spec)).toEqual(["symlink-outside-spec fields/billing.yaml:1:1", "symlink-outside-spec shared:1:1"]);
  });

  it("a link that leads nowhere, or in a circle, is refused where it lies", async () => {
    const { spec } = await specWithOutside();
    await symlink("gone.yaml", join(spec, "fields/missing.yaml"));
    await symlink("b.yaml", join(spec, "fields/a.yaml"));
    await symlink("a.yaml", join(spec, "fields/b.yaml"));
    await symlink("..", join(spec, "groups/up"));
    expect(await refusals(spec)).toEqual([
      "symlink-loop fields/a.yaml:1:1",
      "symlink-loop fields/b.yaml:1:1",
      "symlink-dangling fields/missing.yaml:1:1",
      "symlink-loop groups/up:1:1",
    ]);
  });

  it("a link to a file or folder the spec reads where it lies is refused: each file would be read twice", async () => {
    const { spec } = await specWithOutside();
    await symlink("order.yaml", join(spec, "fields/order-again.yaml"));
    await symlink("fields", join(spec, "more-fields"));
    const { problems } = listSpecFiles(spec);
    expect(problems.map((problem) => problem.message)).toEqual([
      "this symbolic link leads to fields/order.yaml, which the spec reads where it lies: each of its files would be read twice",
      "this symbolic link leads to fields/, which the spec reads where it lies: each of its files would be read twice",
    ]);
    expect(await refusals(spec)).toEqual(["symlink-repeats fields/order-again.yaml:1:1", "symlink-repeats more-fields:1:1"]);
  });

  it("a link that is no spec file (not .yaml, to no folder) is no part of the spec, nor an editor's lock link", async () => {
    const { spec, outside } = await specWithOutside();
    const plain = await irOf(spec);
    await writeFile(join(outside, "notes.md"), "# notes\n");
    await symlink(join(outside, "notes.md"), join(spec, "NOTES.md"));
    // Emacs marks a file being edited with a link that leads nowhere by design.
    await symlink("someone@host.4242:1700000000", join(spec, "fields/.#order.yaml"));
    expect(await irOf(spec)).toBe(plain);
    expect(listSpecFiles(spec).files).toHaveLength(14);
  });

  it("a .yaml entry that is not a regular file (a named pipe) is refused, not read: reading it would never end", async () => {
    const { spec } = await specWithOutside();
    execFileSync("mkfifo", [join(spec, "fields/pipe.yaml")]);
    await symlink("pipe.yaml", join(spec, "fields/to-pipe.yaml"));
    expect(await refusals(spec)).toEqual(["not-a-file fields/pipe.yaml:1:1", "not-a-file fields/to-pipe.yaml:1:1"]);
  });
});

describe("the command, with a spec file linked in", () => {
  it("says how many spec files it read; refuses a link turned outside with one located line, though the cache held the output", async () => {
    const { spec, outside } = await specWithOutside();
    await mkdir(join(spec, "drafts"));
    await rename(join(spec, "fields/billing.yaml"), join(spec, "drafts/billing.yml"));
    await symlink("../drafts/billing.yml", join(spec, "fields/billing.yaml"));
    const work = await makeTempDir("spec-links-");
    const out = join(work, "out");
    const options = { cwd: work, env: { ...process.env, GATEWAY_CODEGEN_CACHE: join(work, "cache") } };
    const generate = () =>
      promisify(execFile)(
        process.execPath,
        [join(REPO_ROOT, "generator", "cli", "run.mjs"), "generate", "--spec", spec, "--out", out],
        options,
      ).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const first = await generate();
    expect(first).toMatchObject({
      code: 0,
      stderr: "",
      stdout: expect.stringMatching(/^Read 14 spec files; wrote \d+ files to out and \d+ to out-python\.\n$/),
    });
    const written = await readFile(join(out, "openapi.json"), "utf8");

    // The same bytes, now outside the spec folder: the link, not the files, changed, and the cache must see it.
    await writeFile(join(outside, "billing.yaml"), await readFile(join(spec, "drafts/billing.yml")));
    await rm(join(spec, "fields/billing.yaml"));
    await symlink(join(outside, "billing.yaml"), join(spec, "fields/billing.yaml"));
    const refused = await generate();
    expect({ code: refused.code, stdout: refused.stdout }).toEqual({ code: 1, stdout: "" });
    // The draft no link reads now is refused too: an editor checks it, the generator would skip it.
    expect(refused.stderr).toBe(
      [
        `${relative(work, join(spec, "drafts/billing.yml"))}:1:1: error yml-file: this file ends in '.yml': the generator reads only '.yaml' files, so it would be skipped; rename it to 'billing.yaml'`,
        "",
        `${relative(work, join(spec, "fields/billing.yaml"))}:1:1: error symlink-outside-spec: this symbolic link leads outside the spec folder ('${join(outside, "billing.yaml")}'): the spec reads only what lies inside it; copy the file in, or link to one inside`,
        "",
        "2 problem(s) in the spec; nothing was written.",
        "",
      ].join("\n"),
    );
    expect(await readFile(join(out, "openapi.json"), "utf8")).toBe(written);

    await rm(join(spec, "fields/billing.yaml"));
    await symlink("../drafts/billing.yml", join(spec, "fields/billing.yaml"));
    expect((await generate()).stdout).toMatch(
      /^Read 14 spec files; out and out-python are up to date \(\d+ and \d+ files, from the cache\)\.\n$/,
    );
  }, 60_000);
});
