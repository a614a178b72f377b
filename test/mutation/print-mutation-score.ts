// `npm run mutation:score`: the mutation score of each mutated folder over the parts' reports
// (reports/mutation/parts/, written by `npm run mutation:folder`), a row per file, the files not
// measured yet named, and those changed since their report. Exits 1 when a folder is under the
// break threshold or not wholly measured as its code stands.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { MutationTestResult } from "mutation-testing-report-schema";
import { sourceFilesOf, unmeasuredFiles } from "./mutation-parts.js";
import { currentFiles, filesOfReports, scoreRows, type ScoreRow } from "./mutation-score.js";
import { BREAK_THRESHOLD, MUTATED_FOLDERS } from "./mutation-suites.js";

/** Prints the table; true when every folder is wholly measured and at or over the threshold. */
export function printScore(root: string): boolean {
  const folder = join(root, "reports/mutation/parts");
  const paths = safeList(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => join(folder, name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  const reported = filesOfReports(paths.map((path) => JSON.parse(readFileSync(path, "utf8")) as MutationTestResult));
  const { files, changed } = currentFiles(reported, (path) => readOrUndefined(join(root, path)));
  let good = true;
  for (const mutated of MUTATED_FOLDERS) {
    const rows = scoreRows(files, mutated);
    console.log(`\n${mutated}`);
    console.log(rows.map(formatRow).join("\n"));
    const missing = unmeasuredFiles(
      sourceFilesOf(root, mutated),
      mutated,
      (path) => path in files,
      (name) => existsSync(join(folder, `${name}.json`)),
    );
    if (missing.length > 0) console.log(`not measured yet: ${missing.map((file) => file.path).join(", ")}`);
    const stale = changed.filter((path) => path.startsWith(`${mutated}/`));
    if (stale.length > 0) console.log(`changed since measured (run their parts with --again): ${stale.join(", ")}`);
    const total = rows.at(-1) as ScoreRow;
    good &&= missing.length === 0 && stale.length === 0 && total.score >= BREAK_THRESHOLD;
  }
  return good;
}

function formatRow(row: ScoreRow): string {
  const score = Number.isNaN(row.score) ? "-" : `${row.score.toFixed(2)}%`;
  const counts = `${row.mutants} mutants: ${row.killed} killed, ${row.timedOut} timed out, ${row.survived} survived, ${row.noCoverage} not covered`;
  return `  ${row.name.padEnd(56)} ${score.padStart(8)}  ${counts}`;
}

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function safeList(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exit(printScore(resolve(import.meta.dirname, "../..")) ? 0 : 1);
