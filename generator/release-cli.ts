// `npm run release`: the working spec against the last release. When the API surface changed, the
// package version moves by the bump the change report calls for (the first release is 1.0.0), the
// history gains an entry, the released surface is replaced, and generated/ is written again with
// the new version, changelog and snapshot. Nothing changed: nothing is released.

import { execFileSync } from "node:child_process";
import { relative } from "node:path";
import { parseArgs } from "node:util";
import { bumpVersion } from "./changes/change.js";
import { compareSurfaces } from "./changes/report.js";
import { surfaceOf } from "./changes/surface.js";
import { SpecError } from "./diagnostics/diagnostic.js";
import { FOLDER_OPTIONS, foldersFrom, generateOnce, print, printSpecError, withOutputLock, type GenerateOptions } from "./generate.js";
import { buildIR } from "./pipeline.js";
import {
  readReleasedSurface,
  readReleaseState,
  releaseRecord,
  writeReleaseState,
  type ReleaseRecord,
  type ReleaseState,
} from "./release/release-state.js";
import type { GatewayIR } from "./resolve/ir.js";
import { startFormatter } from "./write/format.js";

const USAGE = `Usage: npm run release -- [--date YYYY-MM-DD] [--spec <dir>] [--release <dir>] [--out <dir>]

  --date   the release date (default: the date of the current commit, so that the output is reproducible)`;

const FIRST_VERSION = "1.0.0";

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { ...FOLDER_OPTIONS, date: { type: "string" }, help: { type: "boolean" } },
  });
  if (values.help) return print(USAGE, 0);
  const options = foldersFrom(values);
  const date = values.date ?? commitDate(options.specRoot);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return print(`--date takes YYYY-MM-DD, not '${date}'.`, 1, true);
  // One run at a time, from the release state moving to the package written (output-lock.ts); and
  // the output refused before the release state moves: a release that could not write its package
  // would be half made.
  const locked = { ...options, command: "release", lockHeld: true };
  return (await withOutputLock(locked, false, async () => ({ code: await releaseWorkingSpec(locked, date) }))).code;
}

async function releaseWorkingSpec(options: GenerateOptions, date: string): Promise<number> {
  let ir: GatewayIR;
  try {
    ir = await buildIR(options.specRoot);
  } catch (error) {
    if (error instanceof SpecError) return printSpecError(error, options.specRoot);
    throw error;
  }
  const release = await readReleaseState(options.releaseRoot);
  const record = await nextRelease(ir, release, options.releaseRoot, date);
  if (record === undefined) return print(`The API surface is as released in ${release.version}: nothing to release.`, 0);
  await writeReleaseState(options.releaseRoot, [record, ...release.history], surfaceOf(ir));
  print(`Released ${record.version} (${record.bump}, ${record.changes.length} change(s)) in ${relative(".", options.releaseRoot)}.`, 0);
  const formatter = startFormatter();
  try {
    return (await generateOnce(options, formatter, false)).code;
  } finally {
    await formatter.close();
  }
}

/** The release the working spec calls for, or undefined when its surface is the released one. */
async function nextRelease(ir: GatewayIR, release: ReleaseState, releaseRoot: string, date: string): Promise<ReleaseRecord | undefined> {
  const released = await readReleasedSurface(releaseRoot);
  const surface = surfaceOf(ir);
  if (released === undefined) {
    const operations = ir.operations.map((operation) => `${operation.name} ${operation.version}`).join(", ");
    return releaseRecord(FIRST_VERSION, date, "major", [], `First release: ${operations}.`);
  }
  const report = compareSurfaces(released, surface, { from: `release ${release.version}`, to: "the working spec" });
  if (report.bump === "none") return undefined;
  return releaseRecord(bumpVersion(release.version, report.bump), date, report.bump, report.changes);
}

/** The committer date of HEAD, so that releasing the same commit twice writes the same bytes. */
function commitDate(cwd: string): string {
  try {
    return execFileSync("git", ["log", "-1", "--format=%cs"], { cwd, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

process.exitCode = await main(process.argv.slice(2));
