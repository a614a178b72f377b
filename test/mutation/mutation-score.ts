// The mutation score over the parts' reports (`npm run mutation:score`): each part's Stryker JSON
// report holds its files' mutants; the newest report of a file counts. Metrics by Stryker's own
// mutation-testing-metrics (killed and timed out are detected; survived and not covered are not).
import { calculateMetrics } from "mutation-testing-metrics";
import type { FileResult, MutationTestResult } from "mutation-testing-report-schema";

/** One row of the score table: a file or a folder's total. */
export interface ScoreRow {
  name: string;
  mutants: number;
  killed: number;
  timedOut: number;
  survived: number;
  noCoverage: number;
  /** Detected of valid, in percent (NaN when no mutant is valid). */
  score: number;
}

/** The files of the reports, oldest first, so that a newer report's file replaces an older one's. */
export function filesOfReports(reports: readonly MutationTestResult[]): Record<string, FileResult> {
  return Object.assign({}, ...reports.map((report) => report.files)) as Record<string, FileResult>;
}

/**
 * The reports' files as the code stands: a file no longer in the folder is left out, and one whose
 * text differs from the text its report measured is named, since its mutants are another code's.
 */
export function currentFiles(
  files: Record<string, FileResult>,
  sourceOf: (path: string) => string | undefined,
): { files: Record<string, FileResult>; changed: string[] } {
  const current = Object.entries(files).filter(([path]) => sourceOf(path) !== undefined);
  return {
    files: Object.fromEntries(current),
    changed: current
      .filter(([path, file]) => sourceOf(path) !== file.source)
      .map(([path]) => path)
      .sort(),
  };
}

/** A row per file under `folder` and one for the folder's total (last), from the reports' files. */
export function scoreRows(files: Record<string, FileResult>, folder: string): ScoreRow[] {
  const inFolder = Object.fromEntries(Object.entries(files).filter(([path]) => path.startsWith(`${folder}/`)));
  const total = calculateMetrics(inFolder);
  const fileRows = Object.keys(inFolder)
    .sort()
    .map((path) => rowOf(path, calculateMetrics({ [path]: inFolder[path] as FileResult }).metrics));
  return [...fileRows, rowOf(folder, total.metrics)];
}

function rowOf(name: string, metrics: ReturnType<typeof calculateMetrics>["metrics"]): ScoreRow {
  return {
    name,
    mutants: metrics.totalMutants,
    killed: metrics.killed,
    timedOut: metrics.timeout,
    survived: metrics.survived,
    noCoverage: metrics.noCoverage,
    score: metrics.mutationScore,
  };
}
