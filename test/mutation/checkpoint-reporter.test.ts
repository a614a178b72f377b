// The checkpoint reporter (checkpoint-reporter.mjs): while a Stryker run goes on, its incremental file
// holds every mutant measured so far, in Stryker's report format, so that a run stopped before its end
// is resumed, not started over.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import { afterEach, describe, expect, it, vi } from "vitest";
import { schema } from "mutation-testing-report-schema";
import type { MutantResult as StrykerMutantResult } from "@stryker-mutator/api/core";
import type { TestResult } from "@stryker-mutator/api/test-runner";
import { CHECKPOINT_INTERVAL_MS, CheckpointReporter, checkpointReport } from "./checkpoint-reporter.mjs";

const root = "/project";
const sources: Record<string, string> = {
  "/project/src/a.ts": "export const a = 1 < 2;\n",
  "/project/test/a.test.ts": "test('a', () => {});\n",
};
const readSource = (path: string) => sources[path] ?? "";

function mutant(id: string, status: StrykerMutantResult["status"], extra: Partial<StrykerMutantResult> = {}): StrykerMutantResult {
  return {
    id,
    fileName: "/project/src/a.ts",
    mutatorName: "EqualityOperator",
    replacement: "1 <= 2",
    location: { start: { line: 1, column: 18 }, end: { line: 1, column: 23 } },
    status,
    ...extra,
  } as StrykerMutantResult;
}

const tests: TestResult[] = [
  { id: "test/a.test.ts#a", name: "a", fileName: "/project/test/a.test.ts", status: 0, timeSpentMs: 3 } as TestResult,
  {
    id: "test/a.test.ts#b",
    name: "b",
    fileName: "/project/test/a.test.ts",
    status: 0,
    timeSpentMs: 3,
    startPosition: { line: 4, column: 0 },
  } as TestResult,
];

describe("checkpointReport", () => {
  const report = checkpointReport(
    [mutant("1", "Killed", { killedBy: ["test/a.test.ts#a"], coveredBy: ["test/a.test.ts#a"] }), mutant("2", "Survived")],
    tests,
    readSource,
    root,
  );

  it("is a report of Stryker's schema", () => {
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
  });

  it("holds each mutant under its file's path from the root, with the file's source and no file name", () => {
    expect(Object.keys(report.files)).toEqual(["src/a.ts"]);
    const file = report.files["src/a.ts"];
    expect(file?.source).toBe(sources["/project/src/a.ts"]);
    expect(file?.mutants.map((result) => [result.id, result.status, result.killedBy])).toEqual([
      ["1", "Killed", ["test/a.test.ts#a"]],
      ["2", "Survived", undefined],
    ]);
    expect(file?.mutants[0]).not.toHaveProperty("fileName");
  });

  it("holds the dry run's tests by file, with the test file's source and a start made 1-based", () => {
    expect(report.testFiles).toEqual({
      "test/a.test.ts": {
        source: sources["/project/test/a.test.ts"],
        tests: [
          { id: "test/a.test.ts#a", name: "a" },
          { id: "test/a.test.ts#b", name: "b", location: { start: { line: 5, column: 1 } } },
        ],
      },
    });
  });
});

describe("CheckpointReporter", () => {
  let folder: string | undefined;
  afterEach(() => {
    vi.useRealTimers();
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });

  it("writes the incremental file once a minute has passed since the run began or the last write, never before", () => {
    folder = mkdtempSync(join(tmpdir(), "checkpoint-"));
    const source = join(folder, "a.ts");
    writeFileSync(source, "export const a = 1 < 2;\n");
    const incrementalFile = join(folder, "reports", "incremental.json");
    vi.useFakeTimers({ now: 0, toFake: ["Date"] });
    const reporter = new CheckpointReporter({ incrementalFile } as never);
    reporter.onDryRunCompleted({
      result: { status: "complete", tests: [] },
      timing: { net: 0, overhead: 0 },
      capabilities: { reloadEnvironment: true },
    } as never);
    const at = (id: string) => mutant(id, "Killed", { fileName: source });

    vi.setSystemTime(CHECKPOINT_INTERVAL_MS - 1);
    reporter.onMutantTested(at("1"));
    expect(() => readFileSync(incrementalFile)).toThrow(/ENOENT/);

    vi.setSystemTime(CHECKPOINT_INTERVAL_MS);
    reporter.onMutantTested(at("2"));
    const written = () => (JSON.parse(readFileSync(incrementalFile, "utf8")) as ReturnType<typeof checkpointReport>).files;
    expect(Object.values(written()).flatMap((file) => file.mutants.map((result) => result.id))).toEqual(["1", "2"]);

    vi.setSystemTime(2 * CHECKPOINT_INTERVAL_MS - 1);
    reporter.onMutantTested(at("3"));
    expect(Object.values(written()).flatMap((file) => file.mutants.map((result) => result.id))).toEqual(["1", "2"]);

    vi.setSystemTime(2 * CHECKPOINT_INTERVAL_MS);
    reporter.onMutantTested(at("4"));
    expect(Object.values(written()).flatMap((file) => file.mutants.map((result) => result.id))).toEqual(["1", "2", "3", "4"]);
  });
});
