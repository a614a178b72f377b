// `npm run mutation:folder -- <folder> [--again] [--concurrency N]`: StrykerJS over one of the
// mutated folders, in parts (mutation-parts.ts), each with its own incremental file and JSON report
// under reports/; a part whose report is there is kept unless `--again` (which reruns it
// incrementally: only what changed runs). `--concurrency 2` runs two mutants at once, on a machine
// left to it. Then prints the score over what the parts measured (`npm run mutation:score`).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { MUTATED_FOLDERS } from "./mutation-suites.js";
import { folderRunOf, PART_LINES, partConfig, partName, partsOf, sourceFilesOf, withoutStaticSurvivors } from "./mutation-parts.js";
import { printScore } from "./print-mutation-score.js";

/** Runs of a part that ends without its report before the command goes on to the next. */
const ATTEMPTS = 2;

const root = resolve(import.meta.dirname, "../..");
const run = folderRunOf(process.argv.slice(2), MUTATED_FOLDERS);
if (run === undefined) {
  console.error(`usage: npm run mutation:folder -- <${MUTATED_FOLDERS.join("|")}> [--again] [--concurrency N]`);
  process.exit(2);
}
const { folder, again } = run;

const parts = partsOf(sourceFilesOf(root, folder), PART_LINES);
mkdirSync(join(root, "reports/parts"), { recursive: true });
for (const [index, files] of parts.entries()) {
  const name = partName(folder, index);
  const report = `reports/mutation/parts/${name}.json`;
  if (existsSync(join(root, report))) {
    if (!again) {
      console.log(`${name}: measured (${report}); --again runs it again`);
      continue;
    }
    rmSync(join(root, report));
  }
  // A part resumed after Stryker stopped, as one run again, keeps the results it has, but not its
  // static survivors' (a test written since may kill them).
  withoutStaticSurvivorsIn(join(root, `reports/incremental/${name}.json`));
  console.log(`${name} of ${parts.length}: ${files.join(", ")}`);
  const config = join(root, "reports/parts", `${name}.config.mjs`);
  writeFileSync(config, partConfig(name, files, report, run, process.pid));
  // A part ends without its report only when Stryker stopped (a part's score breaks nothing): a test
  // of the unmutated run that failed on a busy machine (a network call of the double's suites) is
  // tried once more before the next part; a part left unmeasured is run by the next command.
  for (let attempt = 1; attempt <= ATTEMPTS && !existsSync(join(root, report)); attempt += 1) {
    if (attempt > 1) console.log(`${name}: Stryker stopped without a report; attempt ${attempt} of ${ATTEMPTS}`);
    spawnSync("npx", ["stryker", "run", config], { cwd: root, stdio: "inherit" });
  }
}
process.exit(printScore(root) ? 0 : 1);

/** The part's incremental file without its static survivors' results (withoutStaticSurvivors), when it has one. */
function withoutStaticSurvivorsIn(file: string): void {
  if (!existsSync(file)) return;
  const { report, dropped } = withoutStaticSurvivors(
    JSON.parse(readFileSync(file, "utf8")) as Parameters<typeof withoutStaticSurvivors>[0],
  );
  if (dropped === 0) return;
  writeFileSync(file, JSON.stringify(report));
  console.log(`${file}: ${dropped} static mutants not killed, run again (Stryker would reuse their results)`);
}
