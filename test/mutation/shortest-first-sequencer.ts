// The order of a mutation run's test files (vitest.mutation.config.ts). Stryker stops a mutant's run
// at its first failing test; vitest's own order runs the files that failed last time first, then
// the longest first, which is right for a suite run on many workers and wrong here: a mutant of the
// change report's word tables (a static mutant, run against every related file) waited for the
// half-minute oracle and release suites before the change-words suite killed it in a second. This
// keeps "failed first" (a file that failed the last mutant of a module often fails the next) and
// runs the rest shortest first.
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** What vitest's results cache knows of a file from its last run, if it ran. */
export interface LastRun {
  failed: boolean;
  duration: number;
}

/** Failed last time first, then shortest last time first; a file never run counts as short. */
export function compareLastRuns(a: LastRun | undefined, b: LastRun | undefined): number {
  const failed = Number(b?.failed ?? false) - Number(a?.failed ?? false);
  if (failed !== 0) return failed;
  return (a?.duration ?? 0) - (b?.duration ?? 0);
}

export class ShortestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const lastRun = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`);
    return [...files].sort((a, b) => compareLastRuns(lastRun(a), lastRun(b)));
  }
}
