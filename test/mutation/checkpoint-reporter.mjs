// @ts-check
// A StrykerJS reporter of ours (stryker.config.mjs: `checkpoint`). Stryker writes its incremental
// file, the results a next run reuses, only when a run ends: a run of a part that takes longer than
// the machine is there (a session ends, the machine restarts) kept nothing. This reporter writes that
// file, in Stryker's own format, with every mutant measured so far, at most once a minute while the
// run goes on; a run started again reuses them (Stryker's incremental mode: a mutant and the tests
// that judged it unchanged) and measures only the rest. At its end Stryker writes the whole file
// itself. Plain JavaScript: Stryker loads its plugins without a TypeScript loader.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { commonTokens, declareClassPlugin, PluginKind } from "@stryker-mutator/api/plugin";

/** The least time between two writes of the file: a write reads every source and test file. */
export const CHECKPOINT_INTERVAL_MS = 60_000;

/**
 * Stryker's incremental report (mutation-testing-report-schema) of the mutants measured so far and
 * the tests of the dry run, each file with its source as it is on disk (what Stryker compares the
 * next run's files with).
 * @param {readonly import("@stryker-mutator/api/core").MutantResult[]} results
 * @param {readonly import("@stryker-mutator/api/test-runner").TestResult[]} tests
 * @param {(path: string) => string} readSource
 * @param {string} root
 * @returns {import("mutation-testing-report-schema").MutationTestResult}
 */
export function checkpointReport(results, tests, readSource, root) {
  /** @type {Record<string, import("mutation-testing-report-schema").FileResult>} */
  const files = {};
  for (const { fileName, ...mutant } of results) {
    const file = (files[reportPath(root, fileName)] ??= { language: "typescript", source: readSource(fileName), mutants: [] });
    file.mutants.push(mutant);
  }
  /** @type {Record<string, import("mutation-testing-report-schema").TestFile>} */
  const testFiles = {};
  for (const test of tests) {
    const key = test.fileName === undefined ? "" : reportPath(root, test.fileName);
    const file = (testFiles[key] ??= { tests: [], ...(test.fileName === undefined ? {} : { source: readSource(test.fileName) }) });
    const start = test.startPosition;
    file.tests.push({
      id: test.id,
      name: test.name,
      ...(start === undefined ? {} : { location: { start: { line: start.line + 1, column: start.column + 1 } } }),
    });
  }
  return { schemaVersion: "1.0", thresholds: { high: 80, low: 60 }, files, testFiles };
}

/**
 * @param {string} root
 * @param {string} fileName
 */
function reportPath(root, fileName) {
  return relative(root, fileName).split("\\").join("/");
}

export class CheckpointReporter {
  static inject = /** @type {const} */ ([commonTokens.options]);

  /** @type {import("@stryker-mutator/api/test-runner").TestResult[]} */
  #tests = [];
  /** @type {import("@stryker-mutator/api/core").MutantResult[]} */
  #results = [];
  #lastWrite = Date.now();
  /** @type {string} */
  #file;

  /** @param {import("@stryker-mutator/api/core").StrykerOptions} options */
  constructor(options) {
    this.#file = options.incrementalFile;
  }

  /** @param {import("@stryker-mutator/api/report").DryRunCompletedEvent} event */
  onDryRunCompleted(event) {
    this.#tests = [...event.result.tests];
  }

  /** @param {Readonly<import("@stryker-mutator/api/core").MutantResult>} result */
  onMutantTested(result) {
    this.#results.push(result);
    if (Date.now() - this.#lastWrite < CHECKPOINT_INTERVAL_MS) return;
    this.#lastWrite = Date.now();
    const report = checkpointReport(this.#results, this.#tests, (path) => readFileSync(path, "utf8"), process.cwd());
    // Whole or not at all: a run stopped while writing leaves the last checkpoint.
    mkdirSync(dirname(this.#file), { recursive: true });
    writeFileSync(`${this.#file}.tmp`, JSON.stringify(report));
    renameSync(`${this.#file}.tmp`, this.#file);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, "checkpoint", CheckpointReporter)];
