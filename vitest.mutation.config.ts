// The vitest configuration of mutation runs (`npm run mutation`, stryker.config.mjs): the suites that
// run the mutated code in their own process (test/mutation/mutation-suites.ts; no golden byte
// snapshot), with the package's imports sent to templates/package/src/, where Stryker's mutants are.
// MUTATION_TESTS=<file>,<file> narrows a run to some of them (a quick look while writing tests; a
// score is measured with all of them).
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";
import { SHIPPED_ROOT, SHIPPED_SOURCES_VARIABLE } from "./generator/emit/plan/shipped-code.js";
import { ORACLE_CACHE_VARIABLE } from "./test/changes/oracle/demonstration-cache.js";
import { MUTATION_SUITES } from "./test/mutation/mutation-suites.js";
import { projectOfSandbox } from "./test/mutation/sandbox-project.js";
import { ShortestFirstSequencer } from "./test/mutation/shortest-first-sequencer.js";
import { sourceRedirect } from "./test/mutation/source-redirect.js";

const root = fileURLToPath(new URL(".", import.meta.url));
const narrowed = process.env["MUTATION_TESTS"]?.split(",").filter((file) => file !== "");
// In Stryker's sandbox (<project>/.stryker-tmp-<run>/sandbox-<id>/) the shipped code is instrumented
// in place. A suite that generates a package (release, the fixture's oracle) copies the shipped
// code from the project's own folder instead: the instrumented text does not compile into a package
// (a literal's inferred type becomes an expression's), and the facts the guides read from it move.
// Their packages then run the unmutated code; the suites that import generated/ still meet every
// mutant (source-redirect.ts).
const project = projectOfSandbox(root);

// Spread, not mergeConfig: that would add these suites to the base's, not replace them.
export default defineConfig({
  ...base,
  plugins: [sourceRedirect(root)],
  // Instrumented code under Stryker runs several times slower: a property test that takes 20 s can
  // pass the base's minute. This limit holds in the dry run; in a mutant's run, a file's tests have
  // five times its slowest test's time in the dry run (test-times.ts), so a mutant that makes a test
  // wait for ever fails it in seconds. A mutant that loops without yielding is ended by Stryker.
  // One project of the mutation suites, each in its own process as Stryker's per-test coverage needs.
  // The runner fails the tests a failed hook kept from running, and gives the mutants a file's hooks
  // reach to its tests (test/mutation/mutation-runner.ts).
  test: {
    ...base.test,
    projects: undefined,
    include: narrowed ?? MUTATION_SUITES,
    testTimeout: 600_000,
    // Stryker keeps one vitest running for every mutant, which transforms each module once anyway.
    experimental: { ...base.test?.experimental, fsModuleCache: false },
    // Stryker's vitest runner runs the suites in worker threads, which take no V8 flags: the base's
    // (a young generation's size, for its processes) would keep every worker from starting.
    execArgv: [],
    runner: "./test/mutation/mutation-runner.ts",
    env: {
      ...base.test?.env,
      ...(project === undefined ? {} : { [SHIPPED_SOURCES_VARIABLE]: join(project, SHIPPED_ROOT) }),
      // The consumer oracle's compile errors and calls, which no mutant of the change report reaches,
      // made once and read by the mutants' runs (test/changes/oracle/demonstration-cache.ts).
      [ORACLE_CACHE_VARIABLE]: "1",
    },
    // Stryker stops at a mutant's first failing test: the short files first (shortest-first-sequencer.ts).
    sequence: { ...base.test?.sequence, sequencer: ShortestFirstSequencer },
  },
});
