// The vitest runner of mutation runs (vitest.mutation.config.ts): vitest's own, but for two things
// StrykerJS's vitest runner reads from a file's tests: a test its file's failed hook kept from running
// is failed (hook-failures.ts), a mutant reached only in a file's hooks is covered by that file's
// tests rather than by no test (hook-coverage.ts), and in the runs of mutants a file's tests have a
// time limit from its slowest test in the dry run (test-times.ts).
import { relative } from "node:path";
import { updateTask, type File, type Suite, type Test } from "@vitest/runner";
import { INSTRUMENTER_CONSTANTS } from "@stryker-mutator/api/core";
import { VitestTestRunner } from "vitest/runners";
import { attributeHookCoverage, type MutantCoverage } from "./hook-coverage.js";
import { failTestsOfFailedFile } from "./hook-failures.js";
import { readTestTimes, recordTestTime, TEST_TIMES_FOLDER, timeoutOf } from "./test-times.js";

export default class MutationRunner extends VitestTestRunner {
  /** The static coverage of each file when its hooks start: what its imports reached. */
  readonly #atImport = new WeakMap<File, Record<string, number>>();
  /** The configuration's limit for a test: the one of files the dry run did not time. */
  readonly #configuredTimeout = this.config.testTimeout;

  override onCollectStart(file: File): void {
    super.onCollectStart(file);
    // Read as each test is declared (vitest binds a test's limit then): set before the file's import.
    if (this.#mode() === "mutant") {
      this.config.testTimeout = timeoutOf(readTestTimes(this.#timesFolder())[this.#key(file)], this.#configuredTimeout);
    }
  }

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
    if (this.#mode() === "dry-run") recordTestTime(this.#timesFolder(), this.#key(suite), slowestOf(tests));
    const coverage = mutantCoverage();
    const atImport = this.#atImport.get(suite);
    if (coverage === undefined || atImport === undefined) return;
    const ran = tests.filter((test) => test.result?.state === "pass" || test.result?.state === "fail");
    attributeHookCoverage(coverage, atImport, ran.map(strykerTestId));
  }

  /** What Stryker's setup file was given: "dry-run" or "mutant" (undefined outside Stryker). */
  #mode(): unknown {
    return this.injectValue("mode");
  }

  /** Where the dry run's times are kept: the sandbox's root (the runner's own tests give a folder). */
  #timesFolder(): string {
    const given: unknown = this.injectValue(TEST_TIMES_FOLDER);
    return typeof given === "string" ? given : this.config.root;
  }

  #key(file: File): string {
    return relative(this.config.root, file.filepath);
  }
}

/** The longest a test of the list took, in milliseconds (0 for none). */
function slowestOf(tests: readonly Test[]): number {
  return Math.max(0, ...tests.map((test) => test.result?.duration ?? 0));
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
