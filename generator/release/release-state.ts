// The package's release state, kept in release/ beside spec/: the history of releases (newest
// first) and the API surface of the latest release. `npm run generate` only reads it (the package
// version and the changelog come from it, so a run never changes the version), and compares the
// spec with the released surface to say what is not yet released; `npm run release` is the one writer.

import { readFile, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Change } from "../changes/change.js";
import { formatSurface, parseSurface } from "../changes/snapshot-text.js";
import type { ApiSurface } from "../changes/surface.js";
import type { GatewayIR } from "../ir/ir.js";
import { unreleasedChanges, type UnreleasedChanges } from "./unreleased.js";

/** The package's releases (release/), not the gateway's: the package version and its changelog. */
export interface ReleaseState {
  /** The version of the latest release; 0.0.0 before the first. */
  version: string;
  /** Every release, newest first. */
  history: ReleaseRecord[];
  /** What the spec being generated changes since the latest release; none when it is as released (or nothing is released yet). */
  unreleased?: UnreleasedChanges;
}

/** One release: its version, its date, and the changes of the API surface since the one before. */
export interface ReleaseRecord {
  version: string;
  /** YYYY-MM-DD, given to the release command or taken from the commit: never the clock of the run. */
  date: string;
  bump: "major" | "minor" | "patch";
  /** What the surface went through since the release before, as the change report gives it. */
  changes: Change[];
  /** Words of its own, for a release that has no earlier one to compare with. */
  note?: string;
}

export const HISTORY_FILE = "history.json";
export const SNAPSHOT_FILE = "api-snapshot.json";
/** Before any release. */
export const UNRELEASED = "0.0.0";

export const NO_RELEASE: ReleaseState = { version: UNRELEASED, history: [] };

/**
 * The release state in `releaseRoot`; no folder or no history is no release yet. Given the IR a run
 * generates, with what that spec changes since the latest release.
 */
export async function readReleaseState(releaseRoot: string | undefined, ir?: Omit<GatewayIR, "release">): Promise<ReleaseState> {
  if (releaseRoot === undefined) return NO_RELEASE;
  const text = await readIfPresent(join(releaseRoot, HISTORY_FILE));
  if (text === undefined) return NO_RELEASE;
  const history = parseHistory(text, join(releaseRoot, HISTORY_FILE));
  const state = { version: history[0]?.version ?? UNRELEASED, history };
  if (ir === undefined || history.length === 0) return state;
  const released = await readReleasedSurface(releaseRoot);
  const unreleased = released === undefined ? undefined : unreleasedChanges(released, ir, state.version);
  return unreleased === undefined ? state : { ...state, unreleased };
}

/** The surface of the latest release, if there was one. */
export async function readReleasedSurface(releaseRoot: string): Promise<ApiSurface | undefined> {
  const path = join(releaseRoot, SNAPSHOT_FILE);
  const text = await readIfPresent(path);
  return text === undefined ? undefined : parseSurface(text, path);
}

export async function writeReleaseState(releaseRoot: string, history: readonly ReleaseRecord[], surface: ApiSurface): Promise<void> {
  await mkdir(releaseRoot, { recursive: true });
  await writeFile(join(releaseRoot, SNAPSHOT_FILE), formatSurface(surface));
  await writeFile(join(releaseRoot, HISTORY_FILE), `${JSON.stringify(history, null, 2)}\n`);
}

export function releaseRecord(version: string, date: string, bump: ReleaseRecord["bump"], changes: Change[], note?: string): ReleaseRecord {
  return { version, date, bump, changes, ...(note === undefined ? {} : { note }) };
}

async function readIfPresent(path: string): Promise<string | undefined> {
  return readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
}

const VERSION = /^\d+\.\d+\.\d+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseHistory(text: string, where: string): ReleaseRecord[] {
  const history: unknown = JSON.parse(text);
  const valid =
    Array.isArray(history) &&
    history.every(
      (record: Partial<ReleaseRecord> | null) =>
        typeof record?.version === "string" &&
        VERSION.test(record.version) &&
        typeof record.date === "string" &&
        DATE.test(record.date) &&
        Array.isArray(record.changes),
    );
  if (!valid) throw new Error(`${where}: not a release history (a list of { version: "1.2.3", date: "YYYY-MM-DD", bump, changes })`);
  return history as ReleaseRecord[];
}
