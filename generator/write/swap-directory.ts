// Replacing generated/ as a whole, so that a run killed at any moment (SIGKILL, power loss) leaves a
// complete package, old or new, that the next run puts back in place.
//
// The new package is written to `<out>.staging`, then `.complete` is written inside it (the commit
// point), then the two folders are exchanged in one step (exchange-directories.ts), so that `<out>` is
// at every moment the complete old or new package; the old one, now in the staging folder, is removed.
// Where the exchange cannot be made (no Python 3, a file system without it), `<out>` is renamed to
// `<out>.previous` and the staging folder to `<out>`: then, between those two renames, `<out>` is
// absent for the time of one rename. Whatever a killed run left, `recoverInterruptedSwap` settles it
// before anything reads or writes `<out>`: a complete staging folder is rolled forward, an incomplete
// one (or the old package an exchange left there) removed, and a previous package put back when
// `<out>` is missing.

import { access, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { DirectoryExchanger } from "./exchange-directories.js";

/** The file that marks a staging folder as complete: written last, before any rename. */
export const COMPLETE_MARKER = ".complete";

export function swapPaths(outputDirectory: string): { staging: string; previous: string } {
  return { staging: `${outputDirectory}.staging`, previous: `${outputDirectory}.previous` };
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Settles what a killed run left: after it, `<out>` is a complete package (when there was one) and no
 * staging or previous folder remains. Returns what it did, for the caller to report.
 */
export async function recoverInterruptedSwap(outputDirectory: string): Promise<string | undefined> {
  const { staging, previous } = swapPaths(outputDirectory);
  const [hasOutput, hasStaging, stagingComplete, hasPrevious] = await Promise.all([
    exists(outputDirectory),
    exists(staging),
    exists(join(staging, COMPLETE_MARKER)),
    exists(previous),
  ]);
  let done: string | undefined;
  if (!hasOutput && hasStaging && stagingComplete) {
    await rename(staging, outputDirectory);
    done = "finished the swap a killed run had begun";
  } else if (!hasOutput && hasPrevious) {
    await rename(previous, outputDirectory);
    done = "put back the package a killed run had moved aside";
  }
  if (await exists(staging)) {
    await rm(staging, { recursive: true, force: true });
    done ??= "removed the unfinished output of a killed run";
  }
  if (await exists(previous)) {
    await rm(previous, { recursive: true, force: true });
    done ??= "removed the old package a killed run had left";
  }
  await rm(join(outputDirectory, COMPLETE_MARKER), { force: true });
  return done;
}

/**
 * Swaps a complete staging folder in for `<out>`: the commit marker, then one exchange where
 * `exchanger` can make it (read from where the marker ended up, not from the exchanger's word), or
 * two renames; then cleanup.
 */
export async function swapIn(outputDirectory: string, exchanger?: DirectoryExchanger): Promise<void> {
  const { staging, previous } = swapPaths(outputDirectory);
  await writeFile(join(staging, COMPLETE_MARKER), "");
  if (exchanger !== undefined && (await exists(outputDirectory))) {
    await exchanger.exchange();
    if (await exists(join(outputDirectory, COMPLETE_MARKER))) {
      await rm(join(outputDirectory, COMPLETE_MARKER), { force: true });
      await rm(staging, { recursive: true, force: true });
      return;
    }
  } else await exchanger?.cancel();
  const hadOutput = await rename(outputDirectory, previous).then(
    () => true,
    () => false,
  );
  await rename(staging, outputDirectory);
  await rm(join(outputDirectory, COMPLETE_MARKER), { force: true });
  if (hadOutput) await rm(previous, { recursive: true, force: true });
}
