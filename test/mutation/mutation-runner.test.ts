// The mutation run's vitest runner (test/mutation/mutation-runner.ts), on fixture suites run in a
// vitest of their own: a test kept from running by its file's failed hook is failed (so StrykerJS
// counts the mutant that broke the hook as killed, not survived), and a mutant reached in a file's
// hooks only is covered by the file's tests (so Stryker runs that file's tests against it, not every
// test of every related file with its module imported again).
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { writeFile } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { startVitest } from "vitest/node";
import type { RunnerTask, RunnerTestCase, RunnerTestFile } from "vitest";
import { makeTempDir, removeTempDirs } from "../support/fixtures.js";
import { attributeHookCoverage, type MutantCoverage } from "./hook-coverage.js";
import { MIN_TIMEOUT_MS, readTestTimes, TEST_TIMES_FILE, TEST_TIMES_FOLDER, timeoutOf, TIMEOUT_FACTOR } from "./test-times.js";

const root = resolve(import.meta.dirname, "../..");
const fixtures = "test/mutation/fixtures";
const RUNNER = "./test/mutation/mutation-runner.ts";
// The setup file Stryker's vitest runner adds to every run: it records which test is running.
const strykerSetup = join(dirname(createRequire(import.meta.url).resolve("@stryker-mutator/vitest-runner")), "stryker-setup.js");

/** Runs one fixture file as Stryker's dry run (or a mutant's run) does: its setup file, one thread. */
async function runFixture(
  name: string,
  runner: string | undefined,
  run: { mode?: string; timesFolder?: string } = {},
): Promise<RunnerTestFile> {
  const mode = run.mode ?? "dry-run";
  // A dry run records its times: in a folder of the test's own, never in the project's root.
  const timesFolder = run.timesFolder ?? (await makeTempDir("test-times-"));
  const vitest = await startVitest("test", [], {
    root,
    config: false,
    watch: false,
    reporters: [{}], // a reporter that says nothing: some fixtures fail on purpose
    include: [join(fixtures, name)],
    pool: "threads",
    maxWorkers: 1,
    setupFiles: [strykerSetup],
    testTimeout: 600_000,
    provide: {
      globalNamespace: "__stryker__",
      mode,
      isGreaterThanVitest4Point1: true,
      ...(mode === "mutant" ? { mutantActivation: "runtime", activeMutant: "none", hitLimit: undefined } : {}),
      [TEST_TIMES_FOLDER]: timesFolder,
    },
    ...(runner === undefined ? {} : { runner }),
  });
  try {
    const [file] = vitest.state.getFiles();
    if (file === undefined) throw new Error(`no result for ${name}`);
    return file;
  } finally {
    await vitest.close();
  }
}

function testsOf(task: RunnerTask): RunnerTestCase[] {
  if (task.type === "test") return [task];
  return "tasks" in task ? task.tasks.flatMap(testsOf) : [];
}

afterAll(removeTempDirs);

const verdicts = (file: RunnerTestFile) => Object.fromEntries(testsOf(file).map((test) => [test.name, test.result?.state]));
const coverageOf = (file: RunnerTestFile) => file.meta["mutantCoverage" as keyof typeof file.meta] as unknown as MutantCoverage;
const fileOf = (name: string) => join(root, fixtures, name);

describe("the mutation run's runner: a failed hook", () => {
  it("fails every test a failed file-level hook kept from running, at the top and nested", async () => {
    expect(verdicts(await runFixture("hook-fails.fixture.ts", RUNNER))).toEqual({ "at the top of the file": "fail", nested: "fail" });
  });

  it("is needed: vitest's own runner leaves those tests skipped", async () => {
    expect(verdicts(await runFixture("hook-fails.fixture.ts", undefined))).toEqual({ "at the top of the file": "skip", nested: "skip" });
  });

  it("keeps the verdicts of a file whose hook passed", async () => {
    expect(verdicts(await runFixture("hook-passes.fixture.ts", RUNNER))).toEqual({ passes: "pass", fails: "fail" });
  });
});

describe("the mutation run's runner: what a file's hooks reach", () => {
  const top = `${fileOf("hooks-reach.fixture.ts")}#at the top of the file`;
  const nested = `${fileOf("hooks-reach.fixture.ts")}#in a describe block nested`;

  it("gives a mutant reached only in a hook to every test of the file, under Stryker's own test ids", async () => {
    const coverage = coverageOf(await runFixture("hooks-reach.fixture.ts", RUNNER));
    expect(coverage.perTest[top]).toEqual({ "in-a-hook": 1 });
    expect(coverage.perTest[nested]).toEqual({ "in-a-test": 1, "in-a-hook": 1 });
  });

  it("keeps static a mutant reached at import, even when a hook reaches it too", async () => {
    const coverage = coverageOf(await runFixture("hooks-reach.fixture.ts", RUNNER));
    expect(coverage.static).toEqual({ "at-import": 1, "at-import-and-in-a-hook": 2 });
  });

  it("gives the file's tests a mutant first reached in a hook, when its imports reached none", async () => {
    const coverage = coverageOf(await runFixture("hooks-reach-late.fixture.ts", RUNNER));
    expect(coverage).toEqual({
      static: {},
      perTest: { [`${fileOf("hooks-reach-late.fixture.ts")}#built in the hook`]: { "first-reached-in-a-hook": 1 } },
    });
  });

  it("is needed: without it, a mutant reached in a hook is static", async () => {
    const coverage = coverageOf(await runFixture("hooks-reach.fixture.ts", undefined));
    expect(coverage.static).toEqual({ "at-import": 1, "at-import-and-in-a-hook": 2, "in-a-hook": 1 });
    expect(coverage.perTest).toEqual({ [nested]: { "in-a-test": 1 } });
  });
});

describe("the mutation run's runner: a file's time limit", () => {
  const timesFixture = join(fixtures, "time-limits.fixture.ts");
  const limits = (file: RunnerTestFile) =>
    Object.fromEntries(testsOf(file).map((test) => [test.name, test.meta["timeout" as keyof typeof test.meta]]));

  it("records each file's slowest test in the dry run", async () => {
    const folder = await makeTempDir("test-times-");
    await runFixture("time-limits.fixture.ts", RUNNER, { timesFolder: folder });
    const times = readTestTimes(folder);
    expect(Object.keys(times)).toEqual([timesFixture]);
    expect(times[timesFixture]).toBeGreaterThanOrEqual(190);
    expect(times[timesFixture]).toBeLessThan(5_000);
  });

  /**
   * Each test's limit in a run of the fixture (a mutant's by default) after a dry run that recorded
   * `times`; with our runner, or vitest's own for `null` (an `undefined` would take the default).
   */
  const limitsAfter = async (times: Record<string, number>, runner: string | null = RUNNER, mode = "mutant") => {
    const folder = await makeTempDir("test-times-");
    await writeFile(join(folder, TEST_TIMES_FILE), JSON.stringify(times));
    return limits(await runFixture("time-limits.fixture.ts", runner ?? undefined, { mode, timesFolder: folder }));
  };

  it("gives a mutant's run of the file five times its slowest test, ten seconds at the least", async () => {
    expect(await limitsAfter({ [timesFixture]: 3_000 })).toEqual({ quick: 15_000, slow: 15_000 });
    expect(await limitsAfter({ [timesFixture]: 100 })).toEqual({ quick: 10_000, slow: 10_000 });
  });

  it("leaves the configured limit to a file the dry run did not time, and to the dry run itself", async () => {
    expect(await limitsAfter({ "test/other.test.ts": 100 })).toEqual({ quick: 600_000, slow: 600_000 });
    expect(await limitsAfter({ [timesFixture]: 100 }, RUNNER, "dry-run")).toEqual({ quick: 600_000, slow: 600_000 });
  });

  it("is needed: vitest's own runner gives every file the configured limit", async () => {
    expect(await limitsAfter({ [timesFixture]: 100 }, null)).toEqual({ quick: 600_000, slow: 600_000 });
  });

  it("computes a limit from the slowest test, never above the configured one", () => {
    expect([TIMEOUT_FACTOR, MIN_TIMEOUT_MS]).toEqual([5, 10_000]);
    expect(timeoutOf(undefined, 600_000)).toBe(600_000);
    expect(timeoutOf(0, 600_000)).toBe(10_000);
    expect(timeoutOf(2_000, 600_000)).toBe(10_000);
    expect(timeoutOf(2_000.2, 600_000)).toBe(10_001);
    expect(timeoutOf(50_000, 600_000)).toBe(250_000);
    expect(timeoutOf(200_000, 600_000)).toBe(600_000);
    expect(timeoutOf(100, 5_000)).toBe(5_000);
  });
});

describe("attributeHookCoverage", () => {
  it("adds a hook's reaches to what a test reached itself, and leaves a file without tests alone", () => {
    const coverage: MutantCoverage = { static: { a: 2, b: 3 }, perTest: { t1: { a: 1 } } };
    attributeHookCoverage(coverage, { b: 1 }, ["t1", "t2"]);
    expect(coverage).toEqual({ static: { b: 3 }, perTest: { t1: { a: 3 }, t2: { a: 2 } } });
    const untouched: MutantCoverage = { static: { a: 2 }, perTest: {} };
    attributeHookCoverage(untouched, {}, []);
    expect(untouched).toEqual({ static: { a: 2 }, perTest: {} });
  });
});
