import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Two on two cores: many suites wait on child processes (tsc, node, Chromium, the generator), so
    // vitest's default of one worker there leaves a core idle (measured: 253 s with one, 172 s with two).
    maxWorkers: 2,
  },
});
