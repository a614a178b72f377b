// @ts-check
// StrykerJS: `npm run mutation`. Mutates the code the package ships and the change report's engine,
// runs the project's suites (vitest.mutation.config.ts: no golden byte snapshots, the package's
// imports sent to the templates) against each mutant, and fails under a score of 90.
// One folder at a time on a quiet machine: README, "Mutation testing".

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  // checkpoint-reporter.mjs: the incremental file written while a run goes on, not only at its end.
  plugins: ["@stryker-mutator/vitest-runner", "./test/mutation/checkpoint-reporter.mjs"],
  mutate: ["templates/package/src/**/*.ts", "!templates/package/src/**/*.d.ts", "generator/changes/**/*.ts"],
  coverageAnalysis: "perTest",
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  thresholds: { high: 95, low: 90, break: 90 },
  // The first run of every suite, unmutated, takes minutes on a busy machine; Stryker's default is 5.
  dryRunTimeoutMinutes: 60,
  timeoutFactor: 3,
  concurrency: 1,
  reporters: ["clear-text", "progress", "html", "json", "checkpoint"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  // Stryker rewrites the sandbox's tsconfig.json through TypeScript's JavaScript API, which
  // TypeScript 7 no longer has; ours has no `extends` or `references` to rewrite, so none is named.
  tsconfigFile: "",
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  ignorePatterns: ["reports", ".stryker-tmp*", "bench/results", "test-results", "generated.staging", "generated.previous"],
};
