// Issue 22, finding 9: runs started together in one checkout (watch mode and a manual run, an editor
// task and a pre-commit hook) trampled the shared staging folder: two died with a stack trace, and
// the third removed their live staging as "the unfinished output of a killed run". Every command
// now holds the output's lock (generator/write/output-lock.ts) while it reads or writes the output:
// the others wait, saying whom for, or give up with one line under --no-wait; only a stale lock's
// leftovers are settled as a killed run's.

import { spawn } from "node:child_process";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUSY_EXIT_CODE, lockPath, lockText, takeOutputLock, type OutputLock } from "../../generator/write/output-lock.js";
import { OWNERSHIP_FOLDER } from "../../generator/write/output-ownership.js";
import { ownIdentity } from "../../generator/write/process-identity.js";
import { copyFixture, makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";

const RUN = join(REPO_ROOT, "generator", "cli", "run.mjs");
const WAITING = /^out is in use by another run of the generator \(`[a-z -]+`, pid \d+, since [\d-]+T[\d:]+Z\); waiting for it to finish\.$/;

const started: ReturnType<typeof spawn>[] = [];
afterAll(async () => {
  for (const child of started) child.kill("SIGKILL");
  await removeTempDirs();
});

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A command of the generator, running in `cwd`: its output so far, a wait for a line, and its end. */
function start(cwd: string, command: string, ...args: string[]) {
  const child = spawn(process.execPath, [RUN, command, ...args], {
    cwd,
    env: { ...process.env, GATEWAY_CODEGEN_CACHE: join(cwd, "cache") },
  });
  started.push(child);
  let stdout = "";
  let stderr = "";
  const wakes: (() => void)[] = [];
  const take = (into: "out" | "err") => (chunk: Buffer) => {
    if (into === "out") stdout += chunk.toString();
    else stderr += chunk.toString();
    for (const wake of wakes.splice(0)) wake();
  };
  child.stdout.on("data", take("out"));
  child.stderr.on("data", take("err"));
  const finished = new Promise<Finished>((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
  const until = async (pattern: RegExp): Promise<void> => {
    while (!pattern.test(stdout + stderr)) {
      const printed = new Promise<void>((resolve) => wakes.push(resolve));
      if ((await Promise.race([printed.then(() => false), finished.then(() => true)])) && !pattern.test(stdout + stderr))
        throw new Error(`${command} ended without printing ${pattern}:\n${stdout}${stderr}`);
    }
  };
  return { child, finished, until, output: () => stdout + stderr };
}

/**
 * The stages' cache of a first run over the fixture, made once for the file: a workspace starts with a
 * copy of it, so that the runs of the lock's cases are answered from the cache (the runs themselves
 * are what they test, not a run of every stage: the first case starts three cold runs at once, as the
 * issue did).
 */
let seededCache: Promise<string> | undefined;

function firstRunCache(): Promise<string> {
  seededCache ??= (async () => {
    const root = await workspace({ cache: false });
    const first = await generate(root).finished;
    if (first.code !== 0) throw new Error(`the run that fills the cache failed:\n${first.stdout}${first.stderr}`);
    return join(root, "cache");
  })();
  return seededCache;
}

/**
 * A workspace: the minimal fixture as spec/, and out/ (not yet written) beside it; the commands run
 * in it. With `cache`, the stages' cache of a first run over that spec is already there.
 */
async function workspace({ cache = true } = {}): Promise<string> {
  const root = await makeTempDir("one-run-");
  await cp(await copyFixture("minimal-spec"), join(root, "spec"), { recursive: true });
  if (cache) await cp(await firstRunCache(), join(root, "cache"), { recursive: true });
  return root;
}

const generate = (root: string, ...args: string[]) =>
  start(root, "generate", "--spec", "spec", "--release", "release", "--out", "out", ...args);

/** The lock of `root/out`, held by this test process as a live run would hold it. */
async function holdLock(root: string): Promise<OutputLock> {
  const attempt = await takeOutputLock(join(root, "out"), { command: "generate", wait: false });
  if (!("taken" in attempt)) throw new Error("the test could not take the lock");
  return attempt.taken;
}

/** A staging folder beside out/ as a run makes it (marked the generator's), with one file written so far. */
async function staging(root: string): Promise<string> {
  const file = join(root, "out.staging", "docs", "index.md");
  await mkdir(join(root, "out.staging", OWNERSHIP_FOLDER), { recursive: true });
  await mkdir(join(root, "out.staging", "docs"));
  await writeFile(file, "written by the run that holds the lock\n");
  return file;
}

describe("one run at a time", () => {
  it("several runs started at once in one checkout all end cleanly, one after another, and --check holds after", async () => {
    const root = await workspace();
    const runs = await Promise.all([1, 2, 3].map(() => generate(root, "--no-cache").finished));
    const printed = JSON.stringify(runs, undefined, 2);
    for (const run of runs) {
      expect(run, printed).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/^Read 14 spec files; wrote \d+ files to out and \d+ to out-python\.\n$/),
      });
      for (const line of run.stderr.split("\n").filter(Boolean)) expect(line, printed).toMatch(WAITING);
    }
    // They did overlap: a run found another holding the lock.
    expect(runs.filter((run) => run.stderr !== "").length, printed).toBeGreaterThanOrEqual(1);
    const check = await generate(root, "--check").finished;
    expect(check).toMatchObject({ code: 0, stderr: "" });
    expect((await readdir(root)).sort()).toEqual(["cache", "out", "out-python", "spec"]);
  }, 120_000);

  it("waits for a live run, leaving the staging folder it writes alone; --no-wait gives up at once with one line", async () => {
    const root = await workspace();
    const lock = await holdLock(root);
    const written = await staging(root);
    const waiting = generate(root);
    await waiting.until(/waiting for it to finish\.\n/);
    expect(waiting.output()).toContain(`(\`generate\`, pid ${process.pid}, since `);
    const impatient = await generate(root, "--no-wait").finished;
    expect(impatient).toEqual({
      code: BUSY_EXIT_CODE,
      stdout: "",
      stderr: expect.stringMatching(
        /^out is in use by another run of the generator \(`generate`, pid \d+, since .*\); not waiting \(--no-wait\)\.\n$/,
      ),
    });
    // Not a killed run's: the run that holds the lock is alive, and the staging folder is its own.
    expect(await readFile(written, "utf8")).toBe("written by the run that holds the lock\n");
    // The live run swaps its staging folder in, then lets go of the lock.
    await rm(join(root, "out.staging"), { recursive: true });
    await lock.release();
    const done = await waiting.finished;
    expect(done.code).toBe(0);
    expect(done.stdout).not.toMatch(/killed run/);
    expect((await generate(root, "--check").finished).code).toBe(0);
  }, 60_000);

  it("settles a stale lock's staging folder as a killed run's, and says whose lock it replaced", async () => {
    // A run of every stage, whose lines these are (a run the cache answers says them in another order).
    const root = await workspace({ cache: false });
    const killed = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => killed.once("exit", resolve));
    const stale = {
      ...ownIdentity(),
      pid: killed.pid!,
      nonce: "00c0ffee00c0ffee",
      command: "generate --watch",
      taken: "2026-11-27T18:24:18.123Z",
    };
    await writeFile(lockPath(join(root, "out")), lockText(stale));
    await staging(root);
    const run = await generate(root).finished;
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")).toEqual([
      `out: the run that held out.lock is gone (\`generate --watch\`, pid ${killed.pid}, since 2026-11-27T18:24:18Z); its lock was replaced.`,
      expect.stringMatching(/^Read 14 spec files; wrote \d+ files to out and \d+ to out-python\.$/),
      "out: removed the unfinished output of a killed run.",
      "",
    ]);
    expect((await readdir(root)).sort()).toEqual(["cache", "out", "out-python", "spec"]);
  }, 60_000);

  it("refuses an output whose lock path holds a file of the user's: exit 2, one located line, the file untouched", async () => {
    const root = await workspace({ cache: false });
    await writeFile(join(root, "out.lock"), "my notes\n");
    const run = await generate(root).finished;
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^out: error output-not-owned: refusing to replace this output folder: out\.lock beside it is not a lock the generator made, and a run takes that path\.$/m,
    );
    expect(await readFile(join(root, "out.lock"), "utf8")).toBe("my notes\n");
    expect((await readdir(root)).sort()).toEqual(["out.lock", "spec"]);
  }, 60_000);

  it("--check writes nothing, and reads without the lock where it cannot make one", async () => {
    const root = await workspace();
    // Tests run as root here, for whom no folder is read-only: a folder that does not exist stands for one.
    const run = await start(root, "generate", "--check", "--spec", "spec", "--release", "release", "--out", "absent/out").finished;
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^absent\/out is stale; run `npm run generate`:\n {2}missing: /);
    // Nothing beside the spec but the stages' cache (GATEWAY_CODEGEN_CACHE): no output, no lock, no folder for them.
    expect((await readdir(root)).sort()).toEqual(["cache", "spec"]);
  }, 60_000);

  it.each([
    // Watch mode runs until stopped; the others end by themselves.
    ["watch mode, for each run it makes", ["generate", "--watch"], /Watching /, 0, "SIGTERM"],
    ["--check, which reads the output", ["generate", "--check"], /out is stale/, 1, undefined],
    ["the release command, before its release state moves", ["release", "--date", "2026-11-27"], /Released 1\.0\.0/, 0, undefined],
  ] as const)(
    "%s waits for the lock too",
    async (_, [command, ...args], done, code, stop) => {
      const root = await workspace();
      const lock = await holdLock(root);
      const run = start(root, command, "--spec", "spec", "--release", "release", "--out", "out", ...args);
      await run.until(/waiting for it to finish\.\n/);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(run.output()).not.toMatch(done);
      const before = (await readdir(root)).sort();
      await lock.release();
      await run.until(done);
      expect(before).not.toContain("release");
      if (stop !== undefined) run.child.kill(stop);
      const end = await run.finished;
      expect(end.code, end.stdout + end.stderr).toBe(code);
    },
    60_000,
  );
});
