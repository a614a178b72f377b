import { configDefaults, defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./test/support/longest-first-sequencer.js";

const SUITES = ["test/**/*.test.ts"];

/**
 * Suites that replace a module or a global for the whole file (vi.mock, vi.stubGlobal): each runs in
 * a fresh process, so that what they replace reaches no other suite.
 */
const ISOLATED_SUITES = ["test/client/double-credentials.test.ts", "test/client/http.test.ts", "test/client/tls-without-undici.test.ts"];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Two on two cores: many suites wait on child processes (tsc, node, Chromium, the generator), so
    // vitest's default of one worker there leaves a core idle (measured: 253 s with one, 172 s with two).
    maxWorkers: 2,
    // A young generation twice V8's default (16 MB semi-spaces) in the test processes: the property
    // tests and oracles make garbage by the gigabyte, and scavenging it took a quarter of the
    // property suite's profile (9.4 s of 39.6 s; 2.7 s with 32 MB semi-spaces).
    execArgv: ["--max-semi-space-size=32"],
    // Each module's transformed code kept on disk (node_modules/.experimental-vitest-cache/), keyed by
    // its path and text, vitest's version and this configuration: a run transforms only what changed
    // since. Measured over test/check and test/deprecation: transform 9.2 s and import 16.6 s without
    // it, 5.0 s and 9.0 s with it warm, the run's CPU 47 s and 40 s.
    experimental: { fsModuleCache: true },
    // The longest files first, also in a run with no recorded durations (longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      // The rest share their worker's modules from one suite to the next: loading the generator's and
      // the package's modules again for each of a hundred suites took a third of the suites' time
      // (the 40 shortest: 115 s of CPU isolated, 74 s shared). Every suite restores what it changes.
      {
        extends: true,
        test: { name: "shared", isolate: false, include: SUITES, exclude: [...configDefaults.exclude, ...ISOLATED_SUITES] },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED_SUITES } },
    ],
  },
});
