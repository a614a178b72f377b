// `npm run release`: the working spec against the last release. When the API surface changed, the
// package version moves by the bump the change report calls for (the first release is 1.0.0), the
// history gains an entry, the released surface is replaced, and generated/ is written again with
// the new version, changelog and snapshot (and generated-python/ beside it, by the same run: its
// pyproject.toml version and changelog are the npm package's). Nothing changed: nothing is released. With --publish, the
// package (just released, or the latest release when nothing changed) then goes to `npm publish`:
// a dry run unless --yes confirms it.

import { execFileSync } from "node:child_process";
import { relative } from "node:path";
import { surfaceOf } from "../changes/surface.js";
import { parseCommandLine } from "./command-line.js";
import { SpecError } from "../diagnostics/diagnostic.js";
import { FOLDER_OPTIONS, foldersFrom, generateOnce, print, printSpecError, withOutputLock, type GenerateOptions } from "../generate.js";
import { buildIR } from "../pipeline.js";
import { publishPackage, registryProblem } from "../release/publish.js";
import {
  readReleasedSurface,
  readReleaseState,
  releaseRecord,
  writeReleaseState,
  type ReleaseRecord,
  type ReleaseState,
} from "../release/release-state.js";
import { unreleasedChanges } from "../release/unreleased.js";
import type { GatewayIR } from "../ir/ir.js";
import { startFormatter } from "../write/format.js";

const USAGE = `Usage: npm run release -- [--date YYYY-MM-DD] [--publish [--registry <url>] [--yes]] [--spec <dir>] [--release <dir>] [--out <dir>]

  --date      the release date (default: the date of the current commit, so that the output is reproducible)
  --publish   then publish the package (the new release, or the latest one when nothing changed) with npm:
              a dry run (npm publish --dry-run) unless --yes is given too
  --yes       publish for real
  --registry  the registry to publish to (default: npm's configured registry); npm's user configuration
              holds the credentials`;

const FIRST_VERSION = "1.0.0";

const OPTIONS = {
  ...FOLDER_OPTIONS,
  date: { type: "string" },
  publish: { type: "boolean" },
  yes: { type: "boolean" },
  registry: { type: "string" },
  help: { type: "boolean" },
} as const;

/** What the command was asked to publish, if anything. */
interface PublishChoice {
  registry?: string;
  confirmed: boolean;
}

/** The command on its arguments (without node and the script); resolves to its exit code. */
export async function releaseCommand(argv: string[]): Promise<number> {
  const commandLine = parseCommandLine({ args: argv, options: OPTIONS });
  if ("mistake" in commandLine) return print(`${commandLine.mistake}\n\n${USAGE}`, 1, true);
  const { values } = commandLine;
  if (values.help) return print(USAGE, 0);
  const options = foldersFrom(values);
  const publish = publishChoice(values);
  if (typeof publish === "string") return print(`${publish}\n\n${USAGE}`, 1, true);
  const date = values.date ?? commitDate(options.specRoot);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return print(`--date takes YYYY-MM-DD, not '${date}'.`, 1, true);
  // One run at a time, from the release state moving to the package written (output-lock.ts); and
  // the output refused before the release state moves: a release that could not write its package
  // would be half made.
  const locked = { ...options, command: "release", lockHeld: true };
  return (await withOutputLock(locked, false, async () => ({ code: await releaseWorkingSpec(locked, date, publish) }))).code;
}

async function releaseWorkingSpec(options: GenerateOptions, date: string, publish: PublishChoice | undefined): Promise<number> {
  let ir: GatewayIR;
  try {
    ir = await buildIR(options.specRoot);
  } catch (error) {
    if (error instanceof SpecError) return printSpecError(error, options.specRoot);
    throw error;
  }
  const { version, released } = await release(ir, options, date);
  if (publish === undefined) return released ? regenerate(options) : 0;
  if (version === undefined) return print("No release to publish.", 1, true);
  // Written again when nothing was released too: what is published is what the spec and release state make.
  const code = await regenerate(options);
  if (code !== 0) return code;
  return publishPackage({ folder: options.outputDirectory, version, ...publish }, (line, toStderr) => print(line, 0, toStderr));
}

/** The publish options, undefined without --publish, or what is wrong with them. */
function publishChoice(values: { publish?: boolean; yes?: boolean; registry?: string }): PublishChoice | undefined | string {
  if (!values.publish) return values.yes || values.registry !== undefined ? "--yes and --registry go with --publish." : undefined;
  const problem = values.registry === undefined ? undefined : registryProblem(values.registry);
  if (problem !== undefined) return problem;
  return { confirmed: values.yes === true, ...(values.registry === undefined ? {} : { registry: values.registry }) };
}

/** Releases what the spec changed, if anything; `version` is then the latest release (none before the first). */
async function release(ir: GatewayIR, options: GenerateOptions, date: string): Promise<{ version?: string; released: boolean }> {
  const state = await readReleaseState(options.releaseRoot);
  const record = await nextRelease(ir, state, options.releaseRoot, date);
  if (record === undefined) {
    print(`The API surface is as released in ${state.version}: nothing to release.`, 0);
    return { released: false, ...(state.history.length === 0 ? {} : { version: state.version }) };
  }
  await writeReleaseState(options.releaseRoot, [record, ...state.history], surfaceOf(ir));
  print(`Released ${record.version} (${record.bump}, ${record.changes.length} change(s)) in ${relative(".", options.releaseRoot)}.`, 0);
  return { version: record.version, released: true };
}

/** generated/ written again from the spec and the release state. */
async function regenerate(options: GenerateOptions): Promise<number> {
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
  if (released === undefined) {
    const operations = ir.operations.map((operation) => `${operation.name} ${operation.version}`).join(", ");
    return releaseRecord(FIRST_VERSION, date, "major", [], `First release: ${operations}.`);
  }
  const unreleased = unreleasedChanges(released, ir, release.version);
  if (unreleased === undefined) return undefined;
  return releaseRecord(unreleased.nextVersion, date, unreleased.bump, unreleased.changes);
}

/** The committer date of HEAD, so that releasing the same commit twice writes the same bytes. */
function commitDate(cwd: string): string {
  try {
    return execFileSync("git", ["log", "-1", "--format=%cs"], { cwd, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}
