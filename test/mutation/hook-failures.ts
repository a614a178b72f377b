// A test its file's failed hook kept from running counts as failed (mutation-runner.ts).
// When a file-level hook fails (a mutant that makes a `beforeAll` throw), vitest marks the file
// failed and its tests skipped. StrykerJS 9.6's vitest runner looks for the failure only among a
// skipped test's describe blocks, never at the file itself, so it would count such a mutant as
// survived although every test of the file stopped.
import type { File, Test } from "@vitest/runner";

/** Marks as failed, with the file's errors, each test of a failed file that was skipped; returns them. */
export function failTestsOfFailedFile(file: File, tests: readonly Test[]): Test[] {
  if (file.result?.state !== "fail") return [];
  const kept = tests.filter((test) => test.result?.state === "skip");
  for (const test of kept) test.result = { ...test.result, state: "fail", errors: file.result.errors ?? [] };
  return kept;
}
