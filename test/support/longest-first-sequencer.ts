// The order of npm test's files (vitest.config.ts). On two workers the run ends when the later of the
// two ends: the longest files must start first, so that the short ones fill in at the end. Vitest
// does that from the durations its results cache recorded (node_modules/.vite/vitest/), but a run
// without them (a fresh clone, CI) starts the largest files first, and some of the longest are among
// the smallest (the fixture oracle's 77 lines take half a minute): one of them starting last left a
// worker idle for its whole length. Such a run takes the durations below instead.
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds of the longest files in a quiet npm test (2026-12-06, two workers), for a run with no recorded durations. */
export const KNOWN_SECONDS: Readonly<Record<string, number>> = {
  "test/docs/html.test.ts": 40,
  "test/changes/oracle/fixture-oracle.test.ts": 30,
  "test/validators/property.test.ts": 29,
  "test/write/one-run-at-a-time.test.ts": 28,
  "test/registry/registry-loop.test.ts": 23,
  "test/write/atomic-write.test.ts": 16,
  "test/python/python-pyright.test.ts": 15,
  "test/package/package.test.ts": 14,
  "test/changes/mutations.test.ts": 14,
  "test/changes/oracle/spec-oracle.test.ts": 14,
  "test/formats/add-format.test.ts": 13,
  "test/write/output-ownership.test.ts": 12,
  "test/cache/cached-run.test.ts": 10,
  "test/cache/compiled-run.test.ts": 8,
  "test/examples/examples.test.ts": 8,
  "test/client/gateway-mock-cli.test.ts": 8,
};

/**
 * Vitest's order (its projects in turn, then failed first and longest first) when every file has a
 * recorded duration; otherwise, within each project, the files by their recorded or known seconds,
 * longest first, the rest in vitest's order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const path = (file: TestSpecification) => relative(this.ctx.config.root, file.moduleId).split("\\").join("/");
    const recorded = (file: TestSpecification) => this.ctx.cache.getFileTestResults(`${file.project.name}:${path(file)}`);
    // The cache answers null for a file it holds nothing of.
    if (sorted.every((file) => recorded(file) != null)) return sorted;
    const position = new Map(sorted.map((file, index) => [file, index]));
    const projectRank = new Map<string, number>();
    for (const file of sorted) if (!projectRank.has(file.project.name)) projectRank.set(file.project.name, projectRank.size);
    const seconds = (file: TestSpecification) => {
      const duration = recorded(file)?.duration;
      return duration === undefined ? (KNOWN_SECONDS[path(file)] ?? 0) : duration / 1000;
    };
    return [...sorted].sort(
      (a, b) =>
        (projectRank.get(a.project.name) ?? 0) - (projectRank.get(b.project.name) ?? 0) ||
        seconds(b) - seconds(a) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}
