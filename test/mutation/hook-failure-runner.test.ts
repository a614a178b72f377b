// The mutation run's vitest runner: a test kept from running by its file's failed hook is failed (so
// StrykerJS counts the mutant that broke the hook as killed, not survived); other verdicts are kept.
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { startVitest } from "vitest/node";
import type { RunnerTask, RunnerTestCase } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const fixtures = "test/mutation/fixtures";

/** Each test of the fixture file `name` with its verdict, run in a vitest of its own. */
async function verdicts(name: string, runner: string | undefined): Promise<Record<string, string | undefined>> {
  const vitest = await startVitest("test", [], {
    root,
    config: false,
    watch: false,
    reporters: [{}], // a reporter that says nothing: the fixtures fail on purpose
    include: [join(fixtures, name)],
    ...(runner === undefined ? {} : { runner }),
  });
  try {
    const tests = vitest.state.getFiles().flatMap((file) => testsOf(file));
    return Object.fromEntries(tests.map((test) => [test.name, test.result?.state]));
  } finally {
    await vitest.close();
  }
}

function testsOf(task: RunnerTask): RunnerTestCase[] {
  if (task.type === "test") return [task];
  return "tasks" in task ? task.tasks.flatMap(testsOf) : [];
}

const RUNNER = "./test/mutation/hook-failure-runner.ts";

describe("the mutation run's vitest runner", () => {
  it("fails every test a failed file-level hook kept from running, at the top and nested", async () => {
    expect(await verdicts("hook-fails.fixture.ts", RUNNER)).toEqual({ "at the top of the file": "fail", nested: "fail" });
  });

  it("is needed: vitest's own runner leaves those tests skipped", async () => {
    expect(await verdicts("hook-fails.fixture.ts", undefined)).toEqual({ "at the top of the file": "skip", nested: "skip" });
  });

  it("keeps the verdicts of a file whose hook passed", async () => {
    expect(await verdicts("hook-passes.fixture.ts", RUNNER)).toEqual({ passes: "pass", fails: "fail" });
  });
});
