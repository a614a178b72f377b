// A folder's mutation run in parts (`npm run mutation:folder`): Stryker writes its results, the
// incremental file included, only when a run ends, and a run of a whole folder takes hours on two
// cores; a run stopped at 90% keeps nothing. Run in parts of a few hundred lines each, every part
// keeps its results as soon as it ends, and `npm run mutation:score` adds the parts up.

import { readdirSync, readFileSync } from "node:fs";
import type { MutationTestResult } from "mutation-testing-report-schema";
import { join, sep } from "node:path";

/** A source file to mutate and its length in lines (Stryker makes about one mutant a line here). */
export interface SourceFile {
  path: string;
  lines: number;
}

/**
 * The files in parts, in path order, each part as many whole files as stay within `maxLines`
 * (a longer file is a part of its own). The same files give the same parts.
 */
export function partsOf(files: readonly SourceFile[], maxLines: number): string[][] {
  const parts: string[][] = [];
  let part: string[] = [];
  let lines = 0;
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    if (part.length > 0 && lines + file.lines > maxLines) {
      parts.push(part);
      part = [];
      lines = 0;
    }
    part.push(file.path);
    lines += file.lines;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/** About one mutant a line: a part of 500 lines runs in an hour or so on two cores. */
export const PART_LINES = 500;

/**
 * The source files no part's report has measured: those outside every report, less the files of a
 * part whose report is there (Stryker's report leaves out a file it made no mutant of: a module of
 * types only, which counts as measured once its part has run).
 */
export function unmeasuredFiles(
  files: readonly SourceFile[],
  folder: string,
  inReports: (path: string) => boolean,
  partReported: (name: string) => boolean,
): SourceFile[] {
  const reported = new Set(partsOf(files, PART_LINES).flatMap((part, index) => (partReported(partName(folder, index)) ? part : [])));
  return files.filter((file) => !inReports(file.path) && !reported.has(file.path));
}

/** A part's name in file names: the folder's path with dashes, and the part's number from 1. */
export function partName(folder: string, index: number): string {
  return `${folder.replace(/[/\\]+/g, "-")}-part${index + 1}`;
}

/** The TypeScript sources Stryker mutates under `folder` (paths from the root; no `.d.ts`). */
export function sourceFilesOf(root: string, folder: string): SourceFile[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".ts") && !path.endsWith(".d.ts"))
    .map((path) => {
      const file = `${folder}/${path.split(sep).join("/")}`;
      return { path: file, lines: readFileSync(join(root, file), "utf8").split("\n").length };
    });
}

/** What `npm run mutation:folder` is asked: the folder, `--again`, and `--concurrency N`. */
export interface FolderRun {
  folder: string;
  again: boolean;
  /** Stryker's test runners at once; undefined leaves stryker.config.mjs's (one). */
  concurrency?: number;
}

/** The command's arguments read, or undefined when they are not a folder and those flags. */
export function folderRunOf(args: readonly string[], folders: readonly string[]): FolderRun | undefined {
  const [folder, ...flags] = args;
  if (folder === undefined || !folders.includes(folder)) return undefined;
  const run: FolderRun = { folder, again: false };
  for (let at = 0; at < flags.length; at += 1) {
    if (flags[at] === "--again") run.again = true;
    else if (flags[at] === "--concurrency" && /^[1-9][0-9]*$/.test(flags[at + 1] ?? "")) run.concurrency = Number(flags[(at += 1)]);
    else return undefined;
  }
  return run;
}

/** A part's Stryker configuration: the project's, narrowed to the part's files, no score to break. */
export function partConfig(
  name: string,
  files: readonly string[],
  report: string,
  run: Pick<FolderRun, "concurrency">,
  pid: number,
): string {
  const options = {
    mutate: files,
    incrementalFile: `reports/incremental/${name}.json`,
    // Its own sandbox folder per command: two commands running one part never share a sandbox.
    tempDirName: `.stryker-tmp-${name}-${pid}`,
    reporters: ["clear-text", "json", "html", "progress-append-only", "checkpoint"],
    jsonReporter: { fileName: report },
    htmlReporter: { fileName: `reports/mutation/parts/${name}.html` },
    ...(run.concurrency === undefined ? {} : { concurrency: run.concurrency }),
  };
  return [
    `import base from "../../stryker.config.mjs";`,
    `const part = ${JSON.stringify(options, null, 2)};`,
    // A part's score breaks nothing: the folder's, over every part, is the one that counts.
    `export default { ...base, ...part, thresholds: { ...base.thresholds, break: null } };`,
    "",
  ].join("\n");
}

/**
 * Stryker's incremental report without the results of static mutants that were not killed. Stryker
 * reuses a static mutant's result (a value of a module's top level, run against every test) while
 * its code is unchanged, even after a new test kills it: in an `--again` run, or a part resumed after
 * Stryker stopped, such a survivor would stay a survivor. Without its result it is run again; every
 * other result is reused as before.
 */
export function withoutStaticSurvivors(report: MutationTestResult): { report: MutationTestResult; dropped: number } {
  let dropped = 0;
  const files = Object.fromEntries(
    Object.entries(report.files).map(([path, file]) => {
      const mutants = file.mutants.filter((mutant) => mutant.static !== true || mutant.status === "Killed" || mutant.status === "Timeout");
      dropped += file.mutants.length - mutants.length;
      return [path, { ...file, mutants }];
    }),
  );
  return { report: { ...report, files }, dropped };
}
