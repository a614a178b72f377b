// The vitest runner of mutation runs (vitest.mutation.config.ts): vitest's own, but for two things
// StrykerJS's vitest runner reads from a file's tests: a test its file's failed hook kept from running
// is failed (hook-failures.ts), and a mutant reached only in a file's hooks is covered by that file's
// tests rather than by no test (hook-coverage.ts).
import { updateTask, type File, type Suite, type Test } from "@vitest/runner";
import { INSTRUMENTER_CONSTANTS } from "@stryker-mutator/api/core";
import { VitestTestRunner } from "vitest/runners";
import { attributeHookCoverage, type MutantCoverage } from "./hook-coverage.js";
import { failTestsOfFailedFile } from "./hook-failures.js";

export default class MutationRunner extends VitestTestRunner {
  /** The static coverage of each file when its hooks start: what its imports reached. */
  readonly #atImport = new WeakMap<File, Record<string, number>>();

  override async onBeforeRunSuite(suite: Suite): Promise<void> {
    // No coverage yet: the file's imports reached no mutant (Stryker makes its record on the first
    // reach), so whatever its hooks reach was reached in them.
    if (isFile(suite)) this.#atImport.set(suite, { ...mutantCoverage()?.static });
    await super.onBeforeRunSuite(suite);
  }

  override async onAfterRunSuite(suite: Suite): Promise<void> {
    await super.onAfterRunSuite(suite);
    if (!isFile(suite)) return;
    const tests = testsOf(suite);
    for (const test of failTestsOfFailedFile(suite, tests)) updateTask("test-finished", test, this);
    const coverage = mutantCoverage();
    const atImport = this.#atImport.get(suite);
    if (coverage === undefined || atImport === undefined) return;
    const ran = tests.filter((test) => test.result?.state === "pass" || test.result?.state === "fail");
    attributeHookCoverage(coverage, atImport, ran.map(strykerTestId));
  }
}

/** The coverage Stryker's instrumented code records in a dry run (none in a mutant's run). */
function mutantCoverage(): MutantCoverage | undefined {
  const namespace = (globalThis as Record<string, unknown>)[INSTRUMENTER_CONSTANTS.NAMESPACE] as
    { mutantCoverage?: MutantCoverage } | undefined;
  return namespace?.mutantCoverage;
}

function isFile(suite: Suite): suite is File {
  return "filepath" in suite;
}

function testsOf(suite: Suite): Test[] {
  return suite.tasks.flatMap((task) => (task.type === "suite" ? testsOf(task) : task.type === "test" ? [task] : []));
}

/** A test's id as Stryker's setup file writes it: the file's path, `#`, its describe names and name. */
function strykerTestId(test: Test): string {
  const names = [test.name];
  for (let suite = test.suite; suite !== undefined; suite = suite.suite) names.unshift(suite.name);
  return `${test.file.filepath}#${names.join(" ").trim()}`;
}
