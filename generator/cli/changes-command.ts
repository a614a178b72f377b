// `npm run changes`: what changed in the API surface, for a pull request, release notes or a tool.
//
//   npm run changes                        the working spec against the last release (release/)
//   npm run changes -- <git-ref>           the working spec against spec/ at that commit
//   npm run changes -- --from <package>    the working spec against another generated package
//   npm run changes -- --from A --to B     two generated packages against each other

import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import type { Level } from "../changes/change.js";
import { parseSurface } from "../changes/snapshot-text.js";
import { surfaceOf, type ApiSurface } from "../changes/surface.js";
import { compareSurfaces, reportJson, reportMarkdown } from "../changes/report.js";
import { SpecError } from "../diagnostics/diagnostic.js";
import { printSpecError, print } from "../generate.js";
import { buildIR } from "../pipeline.js";
import { parseCommandLine } from "./command-line.js";
import { readReleasedSurface, readReleaseState, SNAPSHOT_FILE } from "../release/release-state.js";

const USAGE = `Usage: npm run -s changes -- [<git-ref> | --from <package>] [--to <package>] [--json] [--fail-on breaking|warning]

  (nothing)           the working spec against the last release (release/${SNAPSHOT_FILE})
  <git-ref>           the working spec against spec/ at that commit
  --from <package>    against the ${SNAPSHOT_FILE} of another generated package (a folder)
  --to <package>      compare with that package instead of the working spec
  --json              JSON for tools, alone on stdout: { bump, from, to, changes: [...] }
  --fail-on <level>   exit 2 when a change is breaking (breaking), or breaking or a warning (warning), for CI;
                      --fail-on-breaking is --fail-on breaking
  --spec <dir>        the spec folder (default: spec); --release <dir> the release state (default: release)

  (npm prints its own header on stdout unless run with -s.)`;

/** The levels a gate may stop at, and the levels each stops at. */
const GATES: Readonly<Record<string, readonly Level[]>> = { breaking: ["breaking"], warning: ["breaking", "warning"] };

/** One side of the comparison, in words and as a surface. */
interface Side {
  label: string;
  surface: ApiSurface;
}

/** The command on its arguments (without node and the script); resolves to its exit code. */
export async function changesCommand(argv: string[]): Promise<number> {
  const commandLine = parseCommandLine({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: "string" },
      to: { type: "string" },
      json: { type: "boolean" },
      "fail-on-breaking": { type: "boolean" },
      "fail-on": { type: "string" },
      spec: { type: "string" },
      release: { type: "string" },
      help: { type: "boolean" },
    },
  });
  if ("mistake" in commandLine) return print(`${commandLine.mistake}\n\n${USAGE}`, 1, true);
  const { values, positionals } = commandLine;
  if (values.help) return print(USAGE, 0);
  if (positionals.length > 1 || (positionals.length === 1 && values.from !== undefined))
    return print(`Give one thing to compare with: a git ref or --from <package>.\n\n${USAGE}`, 1, true);
  const gate = values["fail-on"] ?? (values["fail-on-breaking"] ? "breaking" : undefined);
  if (gate !== undefined && GATES[gate] === undefined)
    return print(`--fail-on takes breaking or warning, not '${gate}'.\n\n${USAGE}`, 1, true);
  const specRoot = resolve(values.spec ?? "spec");
  const releaseRoot = resolve(values.release ?? "release");
  try {
    const before = await (values.from !== undefined
      ? packageSide(values.from)
      : positionals[0] !== undefined
        ? gitSide(positionals[0], specRoot)
        : releaseSide(releaseRoot));
    const after = values.to !== undefined ? await packageSide(values.to) : await specSide(specRoot, "the working spec");
    const report = compareSurfaces(before.surface, after.surface, { from: before.label, to: after.label });
    process.stdout.write(values.json ? reportJson(report) : reportMarkdown(report));
    const stops = gate === undefined ? [] : (GATES[gate] ?? []);
    return report.changes.some((change) => change.relativeTo === undefined && stops.includes(change.level)) ? 2 : 0;
  } catch (error) {
    if (error instanceof SpecError) return printSpecError(error, specRoot);
    if (error instanceof ComparisonError) return print(error.message, 1, true);
    throw error;
  }
}

class ComparisonError extends Error {}

async function specSide(specRoot: string, label: string): Promise<Side> {
  return { label, surface: surfaceOf(await buildIR(specRoot)) };
}

async function releaseSide(releaseRoot: string): Promise<Side> {
  const surface = await readReleasedSurface(releaseRoot);
  if (surface === undefined)
    throw new ComparisonError(
      `No release yet (${relative(".", join(releaseRoot, SNAPSHOT_FILE))} is missing): run \`npm run release\` first.`,
    );
  const { version } = await readReleaseState(releaseRoot);
  return { label: `release ${version}`, surface };
}

async function packageSide(folder: string): Promise<Side> {
  const path = join(resolve(folder), SNAPSHOT_FILE);
  const text = await readFile(path, "utf8").catch(() => {
    throw new ComparisonError(`${relative(".", path)} not found: --from and --to take the folder of a generated package.`);
  });
  const manifest = await readFile(join(resolve(folder), "package.json"), "utf8").then(
    (json) => JSON.parse(json) as { name?: string; version?: string },
    () => ({}) as { name?: string; version?: string },
  );
  const label = manifest.version === undefined ? folder : `${manifest.name ?? folder} ${manifest.version} (${folder})`;
  return { label, surface: parseSurface(text, relative(".", path)) };
}

/** The spec folder as it was at `ref` (spec/ when the working spec lies outside the repository), read from git into a temporary folder. */
async function gitSide(ref: string, specRoot: string): Promise<Side> {
  const repository = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
  const inside = relative(repository, specRoot);
  const specPath = inside === "" || inside.startsWith("..") ? "spec" : inside;
  const folder = await mkdtemp(join(tmpdir(), "spec-at-ref-"));
  try {
    try {
      const archive = execFileSync("git", ["archive", "--format=tar", ref, "--", specPath], {
        cwd: repository,
        stdio: ["ignore", "pipe", "pipe"],
      });
      execFileSync("tar", ["-x", "-C", folder], { input: archive });
    } catch {
      throw new ComparisonError(`git has no ${specPath}/ at '${ref}'.`);
    }
    return await specSide(join(folder, specPath), `spec/ at ${ref}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
