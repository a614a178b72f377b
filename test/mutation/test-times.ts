// A test file's time limit in the runs of mutants (mutation-runner.ts), from its slowest test in
// Stryker's dry run. vitest.mutation.config.ts gives a test ten minutes, since instrumented code
// runs several times slower; Stryker's own limit on a mutant's run is three times the time of every
// test that reaches it. A mutant that makes a retry wait for ever (client/call.ts) then held both
// test runners for minutes, and Stryker started a new vitest after it. With a limit per file, the
// test that hangs fails within seconds, as a test of `npm test` fails at its time-out, and the
// runner goes on to the next mutant.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The slowest test of each file of the dry run, in milliseconds, kept in the sandbox's root. */
export const TEST_TIMES_FILE = ".mutation-test-times.json";
/** The value vitest can be given (`provide`) to keep the times elsewhere than in its root. */
export const TEST_TIMES_FOLDER = "mutationTestTimesFolder";
/** A file's limit: this many times its slowest test in the dry run... */
export const TIMEOUT_FACTOR = 5;
/** ...and never less than this (a busy machine, two mutants at once). */
export const MIN_TIMEOUT_MS = 10_000;

export type TestTimes = Record<string, number>;

/** The limit for a file's tests: from its slowest test in the dry run, the configured one if unknown or lower. */
export function timeoutOf(slowestMs: number | undefined, configuredMs: number): number {
  if (slowestMs === undefined) return configuredMs;
  return Math.min(configuredMs, Math.max(MIN_TIMEOUT_MS, Math.ceil(slowestMs * TIMEOUT_FACTOR)));
}

/** The times recorded so far under `root` (none before the dry run has ended a file). */
export function readTestTimes(root: string): TestTimes {
  try {
    return JSON.parse(readFileSync(join(root, TEST_TIMES_FILE), "utf8")) as TestTimes;
  } catch {
    return {};
  }
}

/** Records a file's slowest test, whole or not at all: a runner reading meanwhile sees the old record. */
export function recordTestTime(root: string, file: string, slowestMs: number): void {
  const times = { ...readTestTimes(root), [file]: slowestMs };
  const path = join(root, TEST_TIMES_FILE);
  writeFileSync(`${path}.${process.pid}`, JSON.stringify(times));
  renameSync(`${path}.${process.pid}`, path);
}
