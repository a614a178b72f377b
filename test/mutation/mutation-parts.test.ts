// The mutation run's own tools (`npm run mutation:folder`, `npm run mutation:score`): how a folder is cut
// into parts, how the parts' reports add up to a folder's score, and the order of the test files.
import { describe, expect, it } from "vitest";
import type { FileResult, MutantResult, MutantStatus, MutationTestResult } from "mutation-testing-report-schema";
import { folderRunOf, partConfig, partName, partsOf, unmeasuredFiles, withoutStaticSurvivors } from "./mutation-parts.js";
import { currentFiles, filesOfReports, scoreRows } from "./mutation-score.js";
import { compareLastRuns } from "./shortest-first-sequencer.js";

describe("partsOf", () => {
  it("cuts the files, in path order, into parts of whole files within the line budget", () => {
    const files = [
      { path: "f/c.ts", lines: 200 },
      { path: "f/a.ts", lines: 300 },
      { path: "f/b.ts", lines: 200 },
      { path: "f/d.ts", lines: 100 },
    ];
    expect(partsOf(files, 500)).toEqual([
      ["f/a.ts", "f/b.ts"],
      ["f/c.ts", "f/d.ts"],
    ]);
    expect(partsOf(files, 501)).toEqual([
      ["f/a.ts", "f/b.ts"],
      ["f/c.ts", "f/d.ts"],
    ]);
    expect(partsOf(files, 499)).toEqual([["f/a.ts"], ["f/b.ts", "f/c.ts"], ["f/d.ts"]]);
  });

  it("gives a file longer than the budget a part of its own, and no part to no file", () => {
    expect(
      partsOf(
        [
          { path: "f/long.ts", lines: 900 },
          { path: "f/short.ts", lines: 10 },
        ],
        500,
      ),
    ).toEqual([["f/long.ts"], ["f/short.ts"]]);
    expect(partsOf([], 500)).toEqual([]);
  });

  it("names a part by its folder and its number from 1", () => {
    expect(partName("templates/package/src", 0)).toBe("templates-package-src-part1");
    expect(partName("generator/changes", 2)).toBe("generator-changes-part3");
  });
});

describe("the folder command's arguments and a part's configuration", () => {
  const folders = ["templates/package/src", "generator/changes"];

  it("reads a mutated folder, --again and --concurrency with a whole number from 1", () => {
    expect(folderRunOf(["generator/changes"], folders)).toEqual({ folder: "generator/changes", again: false });
    expect(folderRunOf(["generator/changes", "--concurrency", "2", "--again"], folders)).toEqual({
      folder: "generator/changes",
      again: true,
      concurrency: 2,
    });
  });

  it.each([
    [[]],
    [["generator"]],
    [["generator/changes", "--fast"]],
    [["generator/changes", "--concurrency"]],
    [["generator/changes", "--concurrency", "0"]],
    [["generator/changes", "--concurrency", "two"]],
  ])("refuses %j", (args) => {
    expect(folderRunOf(args, folders)).toBeUndefined();
  });

  /** The options a part's configuration gives Stryker over the project's (its module evaluated on a stand-in base). */
  async function partOptions(concurrency: number | undefined): Promise<Record<string, unknown>> {
    const text = partConfig(
      "generator-changes-part1",
      ["generator/changes/a.ts"],
      "reports/mutation/parts/p.json",
      concurrency === undefined ? {} : { concurrency },
      42,
    );
    const module = text.replace(/^import base from .*$/m, "const base = { concurrency: 1, thresholds: { break: 90, high: 95 } };");
    return ((await import(`data:text/javascript,${encodeURIComponent(module)}`)) as { default: Record<string, unknown> }).default;
  }

  it("narrows the project's configuration to the part, with its own files and no score to break", async () => {
    const options = await partOptions(undefined);
    expect(options).toMatchObject({
      mutate: ["generator/changes/a.ts"],
      incrementalFile: "reports/incremental/generator-changes-part1.json",
      tempDirName: ".stryker-tmp-generator-changes-part1-42",
      jsonReporter: { fileName: "reports/mutation/parts/p.json" },
      thresholds: { break: null, high: 95 },
      concurrency: 1,
    });
    expect(options["reporters"]).toContain("checkpoint");
  });

  it("gives Stryker the concurrency asked for", async () => {
    expect((await partOptions(2))["concurrency"]).toBe(2);
  });
});

let nextId = 0;
function mutants(statuses: Partial<Record<MutantStatus, number>>): MutantResult[] {
  return Object.entries(statuses).flatMap(([status, count]) =>
    Array.from({ length: count }, (): MutantResult => {
      nextId += 1;
      return {
        id: String(nextId),
        mutatorName: "EqualityOperator",
        status: status as MutantStatus,
        location: { start: { line: 1, column: nextId }, end: { line: 1, column: nextId + 1 } },
      };
    }),
  );
}
const file = (statuses: Partial<Record<MutantStatus, number>>): FileResult => ({
  language: "typescript",
  source: "",
  mutants: mutants(statuses),
});
const report = (files: Record<string, FileResult>): MutationTestResult => ({
  schemaVersion: "2",
  thresholds: { high: 95, low: 90 },
  files,
});

describe("the score over the parts' reports", () => {
  it("counts killed and timed out as detected, survived and not covered as not, and leaves errors out", () => {
    const files = filesOfReports([
      report({ "f/a.ts": file({ Killed: 7, Timeout: 1, Survived: 1, NoCoverage: 1, CompileError: 3, RuntimeError: 2, Ignored: 4 }) }),
    ]);
    const [row, total] = scoreRows(files, "f");
    expect(row).toEqual({ name: "f/a.ts", mutants: 19, killed: 7, timedOut: 1, survived: 1, noCoverage: 1, score: 80 });
    expect(total?.name).toBe("f");
    expect(total?.score).toBe(80);
  });

  it("adds up the files of every part, each file from the newest report that holds it, one folder at a time", () => {
    const older = report({ "f/a.ts": file({ Survived: 4 }), "f/b.ts": file({ Killed: 3, Survived: 1 }), "g/c.ts": file({ Killed: 1 }) });
    const newer = report({ "f/a.ts": file({ Killed: 4 }) });
    const rows = scoreRows(filesOfReports([older, newer]), "f");
    expect(rows.map((row) => [row.name, row.killed, row.survived])).toEqual([
      ["f/a.ts", 4, 0],
      ["f/b.ts", 3, 1],
      ["f", 7, 1],
    ]);
    expect(rows.at(-1)?.score).toBe(87.5);
  });

  it("does not count a folder whose name another's starts with", () => {
    const rows = scoreRows(filesOfReports([report({ "f/a.ts": file({ Killed: 1 }), "fg/b.ts": file({ Survived: 1 }) })]), "f");
    expect(rows.map((row) => row.name)).toEqual(["f/a.ts", "f"]);
    expect(rows.at(-1)?.score).toBe(100);
  });
});

describe("the reports' files as the code stands", () => {
  it("names a file whose text changed since its report, and leaves out a file no longer there", () => {
    const measured = (source: string): FileResult => ({ ...file({ Killed: 1 }), source });
    const reported = { "f/a.ts": measured("a"), "f/b.ts": measured("b"), "f/gone.ts": measured("g") };
    const sources: Record<string, string> = { "f/a.ts": "a", "f/b.ts": "b changed" };
    const { files, changed } = currentFiles(reported, (path) => sources[path]);
    expect(Object.keys(files)).toEqual(["f/a.ts", "f/b.ts"]);
    expect(changed).toEqual(["f/b.ts"]);
  });
});

describe("the files not measured yet", () => {
  // Two parts of 500 lines, in path order: a.ts, then b.ts with types.ts (no mutants: in no report).
  const files = [
    { path: "f/a.ts", lines: 300 },
    { path: "f/b.ts", lines: 400 },
    { path: "f/types.ts", lines: 100 },
  ];

  it("counts a file Stryker made no mutant of as measured once its part's report is there", () => {
    expect(partsOf(files, 500)).toEqual([["f/a.ts"], ["f/b.ts", "f/types.ts"]]);
    const inReports = (path: string) => path === "f/b.ts";
    expect(unmeasuredFiles(files, "f", inReports, (name) => name === "f-part2")).toEqual([{ path: "f/a.ts", lines: 300 }]);
  });

  it("names every file of a part without a report, and none when every part has one", () => {
    expect(
      unmeasuredFiles(
        files,
        "f",
        () => false,
        () => false,
      ).map((file) => file.path),
    ).toEqual(["f/a.ts", "f/b.ts", "f/types.ts"]);
    expect(
      unmeasuredFiles(
        files,
        "f",
        () => false,
        () => true,
      ),
    ).toEqual([]);
    // A file a report holds is measured whatever became of its part's report (parts cut otherwise since).
    expect(
      unmeasuredFiles(
        files,
        "f",
        (path) => path !== "f/types.ts",
        () => false,
      ).map((file) => file.path),
    ).toEqual(["f/types.ts"]);
  });
});

describe("the order of a mutation run's test files", () => {
  it("runs a file that failed last time first, then the shortest first, a file never run as short", () => {
    const runs = {
      long: { failed: false, duration: 30_000 },
      short: { failed: false, duration: 200 },
      failedLong: { failed: true, duration: 40_000 },
      failedShort: { failed: true, duration: 100 },
      never: undefined,
    };
    const order = Object.keys(runs).sort((a, b) => compareLastRuns(runs[a as keyof typeof runs], runs[b as keyof typeof runs]));
    expect(order).toEqual(["failedShort", "failedLong", "never", "short", "long"]);
  });
});

describe("withoutStaticSurvivors", () => {
  const mutant = (id: string, status: MutantStatus, isStatic: boolean): MutantResult => ({
    id,
    mutatorName: "StringLiteral",
    replacement: '""',
    status,
    static: isStatic,
    location: { start: { line: 1, column: 1 }, end: { line: 1, column: 5 } },
  });

  it("drops the results of static mutants not killed, and keeps every other", () => {
    const report: MutationTestResult = {
      schemaVersion: "1.0",
      thresholds: { high: 80, low: 60 },
      files: {
        "a.ts": {
          language: "typescript",
          source: "",
          mutants: [
            mutant("1", "Survived", true),
            mutant("2", "Killed", true),
            mutant("3", "Timeout", true),
            mutant("4", "Survived", false),
            mutant("5", "NoCoverage", false),
          ],
        },
      },
    };
    const { report: kept, dropped } = withoutStaticSurvivors(report);
    expect(dropped).toBe(1);
    expect(kept.files["a.ts"]?.mutants.map((each) => each.id)).toEqual(["2", "3", "4", "5"]);
    expect(report.files["a.ts"]?.mutants).toHaveLength(5);
  });
});
