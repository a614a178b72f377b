// Which tests cover a mutant its file's hooks reach (mutation-runner.ts).
//
// StrykerJS's per-test coverage counts a mutant reached while no test runs as "static": reached in a
// `beforeAll` or at a module's import alike. A static mutant is run against every test of every file
// related to its module, with the module imported again; most of the suites that meet the change
// report build it in a `beforeAll`, so 73% of generator/changes' mutants were static, and a run of
// the folder would have taken days. A mutant reached in a hook but not at import needs no new
// import: Stryker activates a mutant of a running file before the file's own hooks (in its setup
// file's `beforeAll`), so running the tests of the file that reached it runs the hook too. This moves
// such a mutant from the static coverage to each test of that file. A mutant reached at import stays
// static.

/** Stryker's coverage record: mutant id to times reached, while no test ran and per test id. */
export interface MutantCoverage {
  static: Record<string, number>;
  perTest: Record<string, Record<string, number>>;
}

/**
 * Moves to `testIds` each mutant reached in the file's hooks, the file having imported its modules
 * when `atImport` was taken: the static reaches added since then, of a mutant not reached before.
 */
export function attributeHookCoverage(
  coverage: MutantCoverage,
  atImport: Readonly<Record<string, number>>,
  testIds: readonly string[],
): void {
  if (testIds.length === 0) return;
  for (const [mutant, reached] of Object.entries(coverage.static)) {
    if ((atImport[mutant] ?? 0) > 0 || reached === 0) continue;
    delete coverage.static[mutant];
    for (const testId of testIds) {
      const perTest = (coverage.perTest[testId] ??= {});
      perTest[mutant] = (perTest[mutant] ?? 0) + reached;
    }
  }
}
