// One run at a time on an output folder. Two runs writing the same `<out>.staging` trample each
// other, and a run that took another's live staging folder for a killed run's would remove it. So
// every run holds `<out>.lock` beside the output while it reads or replaces it: a file naming the
// process (pid, start time, machine), the command and when it took the lock.
//
// The lock file appears whole or not at all: it is written under a name of its own, then hard-linked
// to `<out>.lock`, which fails when the lock exists. A lock whose process is gone (killed, or the
// machine restarted) is stale, and is replaced; to replace a stale lock, a run must first make
// `<out>.lock.after-<the stale lock's nonce>` (again by a link, so that one run only wins it), and the
// winner renames its own lock over the stale one, so that two runs that find the same stale lock
// never both take it. Only a run holding the lock settles what a killed run left beside the output
// (swap-directory.ts): a staging folder no live run is writing.

import { randomBytes } from "node:crypto";
import { link, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { ownIdentity, pidExists, processState, type ProcessIdentity, type ProcessState } from "./process-identity.js";

/** The exit code of a run that would have to wait and was told not to (`--no-wait`). */
export const BUSY_EXIT_CODE = 3;

const LOCK_HEADER = "gateway-codegen output lock: a run of the generator is reading or writing the folder beside this file";

export interface LockHolder extends ProcessIdentity {
  /** Told apart from every other lock, even of the same process. */
  nonce: string;
  /** What the run is (`generate`, `generate --watch`, `release`), for the line that says whom a run waits for. */
  command: string;
  /** When it took the lock (ISO 8601). */
  taken: string;
}

export interface OutputLock {
  holder: LockHolder;
  /** The stale lock this one replaced: a run that was killed while it held it. */
  replaced?: LockHolder;
  /** Removes the lock, if it is still this one. */
  release(): Promise<void>;
}

export type LockAttempt =
  | { taken: OutputLock }
  /** Held by another run, and the caller would not wait. */
  | { busy: LockHolder; state: ProcessState }
  /** `<out>.lock` is something else than a lock: never touched. */
  | { refused: string }
  /** The lock could not be written (a read-only folder). */
  | { unwritable: NodeJS.ErrnoException };

export interface LockOptions {
  command: string;
  /** Wait for a run that holds the lock (true), or give up at once. */
  wait: boolean;
  /** Told when the run starts waiting for a holder (again for each new one). */
  onWait?: (holder: LockHolder, state: ProcessState) => void;
}

export function lockPath(outputDirectory: string): string {
  return `${outputDirectory}.lock`;
}

/** Why a run refuses an output folder whose lock path holds something else than a lock: never touched. */
export async function foreignLockRefusal(outputDirectory: string): Promise<string | undefined> {
  const path = lockPath(outputDirectory);
  return (await readLock(path)) === "foreign" ? foreignLockReason(path) : undefined;
}

function foreignLockReason(path: string): string {
  return `${basename(path)} beside it is not a lock the generator made, and a run takes that path`;
}

/** Polling while another run holds the lock: soon at first (a run from the cache takes 0.2 s), then calmer. */
const FIRST_POLL_MS = 20;
const LAST_POLL_MS = 250;

/** Takes the lock of an output folder, waiting for its holder when asked to. */
export async function takeOutputLock(outputDirectory: string, options: LockOptions): Promise<LockAttempt> {
  const path = lockPath(outputDirectory);
  const mine: LockHolder = {
    ...ownIdentity(),
    nonce: randomBytes(8).toString("hex"),
    command: options.command,
    taken: new Date().toISOString(),
  };
  const own = `${path}.${mine.pid}-${mine.nonce}.tmp`;
  try {
    await writeFile(own, lockText(mine), { flag: "wx" });
  } catch (error) {
    return { unwritable: error as NodeJS.ErrnoException };
  }
  try {
    return await contend(path, own, mine, options);
  } finally {
    await rm(own, { force: true });
  }
}

async function contend(path: string, own: string, mine: LockHolder, options: LockOptions): Promise<LockAttempt> {
  let told: string | undefined;
  let poll = FIRST_POLL_MS;
  for (;;) {
    if (await linked(own, path)) return { taken: await heldLock(path, mine) };
    const holder = await readLock(path);
    if (holder === "absent") continue;
    if (holder === "foreign") return { refused: foreignLockReason(path) };
    const state = processState(holder);
    if (state === "gone") {
      if (await replaceStaleLock(path, own, holder)) return { taken: await heldLock(path, mine, holder) };
      await sleep(FIRST_POLL_MS);
      continue;
    }
    if (!options.wait) return { busy: holder, state };
    if (told !== holder.nonce) options.onWait?.(holder, state);
    told = holder.nonce;
    await sleep(poll);
    poll = Math.min(poll * 2, LAST_POLL_MS);
  }
}

/**
 * Puts this run's lock (the file `own`) in place of a stale one, when this run wins the right to:
 * true when it did. The lock still names `stale` when the winner looks, since no other run may
 * replace it and its holder is gone; the marker is removed once the lock names another, when no run
 * needs it again. A run that read the stale lock before another replaced it finds the lock changed,
 * and leaves it (exported for the test of that race).
 */
export async function replaceStaleLock(path: string, own: string, stale: LockHolder): Promise<boolean> {
  const marker = `${path}.after-${stale.nonce}`;
  if (!(await linked(own, marker))) {
    await removeDeadMarker(marker);
    return false;
  }
  try {
    const current = await readLock(path);
    if (typeof current !== "object" || current.nonce !== stale.nonce) return false;
    await rename(own, path);
    return true;
  } finally {
    await rm(marker, { force: true });
  }
}

/**
 * A marker whose run died before it replaced the stale lock would keep every other run from doing
 * so: it is moved aside and removed, or put back if it turns out to be another's.
 */
async function removeDeadMarker(marker: string): Promise<void> {
  const winner = await readLock(marker);
  if (typeof winner !== "object" || processState(winner) !== "gone") return;
  const aside = `${marker}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  if (
    !(await rename(marker, aside).then(
      () => true,
      () => false,
    ))
  )
    return;
  const moved = await readLock(aside);
  if (typeof moved === "object" && moved.nonce !== winner.nonce) await link(aside, marker).catch(() => undefined);
  await rm(aside, { force: true });
}

/** The lock this run now holds, after the leftovers of killed runs' attempts beside it are removed. */
async function heldLock(path: string, holder: LockHolder, replaced?: LockHolder): Promise<OutputLock> {
  await removeLeftovers(path, holder);
  return {
    holder,
    ...(replaced === undefined ? {} : { replaced }),
    async release() {
      const current = await readLock(path);
      // No other run replaces a lock whose holder is alive: read, then removed, it is still this one.
      if (typeof current === "object" && current.nonce === holder.nonce) await rm(path, { force: true });
    },
  };
}

/**
 * A run killed while it took the lock leaves its own file (`<lock>.<pid>-<nonce>.tmp`) or a marker
 * (`<lock>.after-<nonce>`): removed once their process is gone, or the lock they were for is.
 */
async function removeLeftovers(path: string, holder: LockHolder): Promise<void> {
  const prefix = `${basename(path)}.`;
  const names = (await readdir(dirname(path)).catch(() => [] as string[])).filter((name) => name.startsWith(prefix));
  for (const name of names) {
    const rest = name.slice(prefix.length);
    const temporary = /^(?:after-[0-9a-f]+\.)?(\d+)-[0-9a-f]+\.tmp$/.exec(rest);
    const pid = Number(temporary?.[1]);
    // A marker names a stale lock: with this run's lock in place, none is needed any more.
    const stale = temporary !== null ? pid !== holder.pid && !pidExists(pid) : /^after-[0-9a-f]+$/.test(rest);
    if (stale) await rm(join(dirname(path), name), { force: true });
  }
}

/** Makes `to` as a second name of `from`: false when `to` exists. */
async function linked(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** The holder a lock file names; "absent" when there is none, "foreign" when the path holds something else. */
export async function readLock(path: string): Promise<LockHolder | "absent" | "foreign"> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? "absent" : "foreign";
  }
  return parseLock(text) ?? "foreign";
}

/** The text of a lock file naming `holder`. */
export function lockText(holder: LockHolder): string {
  return `${LOCK_HEADER}\n${JSON.stringify(holder)}\n`;
}

function parseLock(text: string): LockHolder | undefined {
  const [header, body] = text.split("\n");
  if (header !== LOCK_HEADER || body === undefined) return undefined;
  try {
    const holder = JSON.parse(body) as Partial<LockHolder>;
    const valid =
      Number.isSafeInteger(holder.pid) &&
      typeof holder.host === "string" &&
      typeof holder.nonce === "string" &&
      /^[0-9a-f]+$/.test(holder.nonce);
    return valid && typeof holder.command === "string" && typeof holder.taken === "string" ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** The run a lock names, as the lines that wait for it or give up say it. */
function holderText(holder: LockHolder, state: ProcessState): string {
  const where = state === "unknown" ? ` on ${holder.host}` : "";
  return `\`${holder.command}\`, pid ${holder.pid}${where}, since ${holder.taken.replace(/\.\d+Z$/, "Z")}`;
}

/** The start of the line that says whom a run waits for (or would): a lock of another machine says how to clear it. */
export function inUseText(outputDirectory: string, holder: LockHolder, state: ProcessState): string {
  const lock = basename(lockPath(outputDirectory));
  const clear = state === "unknown" ? ` (if that run is over, delete ${lock})` : "";
  return `${shown(outputDirectory)} is in use by another run of the generator (${holderText(holder, state)})${clear}`;
}

/** The line that says a stale lock was replaced: the run it names was killed, and its leftovers are settled next. */
export function replacedText(outputDirectory: string, replaced: LockHolder): string {
  const lock = basename(lockPath(outputDirectory));
  return `${shown(outputDirectory)}: the run that held ${lock} is gone (${holderText(replaced, "gone")}); its lock was replaced.`;
}

function shown(path: string): string {
  return relative(".", path) || ".";
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
