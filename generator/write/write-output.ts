import { chmod, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import type { GeneratedFile } from "../emit/emitter.js";
import { startDirectoryExchanger } from "./exchange-directories.js";
import { recoverInterruptedSwap, swapIn, swapPaths } from "./swap-directory.js";

export interface WriteOptions {
  /** The Python 3 interpreter that makes the atomic exchange (a missing one: two renames instead). */
  python?: string;
}

/**
 * Writes the whole output into a sibling folder, then swaps it in (swap-directory.ts), so that a
 * failure or a kill half-way leaves a complete package, old or new; what a killed run left behind is
 * settled first. Returns what that recovery did, if anything.
 */
export async function writeOutputAtomically(
  outputDirectory: string,
  files: GeneratedFile[],
  options: WriteOptions = {},
): Promise<string | undefined> {
  const recovered = await recoverInterruptedSwap(outputDirectory);
  const { staging } = swapPaths(outputDirectory);
  // Started now, so that the interpreter's start-up overlaps the writing.
  const exchanger = startDirectoryExchanger(staging, outputDirectory, options.python);
  try {
    for (const file of files) {
      const target = join(staging, file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.contents);
      // The execute bit of a command: npm sets it on install anyway, so git must hold it too.
      if (file.executable) await chmod(target, 0o755);
    }
  } catch (error) {
    await exchanger.cancel();
    throw error;
  }
  await swapIn(outputDirectory, exchanger);
  return recovered;
}

/** Paths that differ between what is on disk and what the spec produces now. */
export async function findStaleFiles(outputDirectory: string, files: GeneratedFile[]): Promise<string[]> {
  const onDisk = new Set(await listFiles(outputDirectory));
  const stale: string[] = [];
  for (const file of files) {
    const current = onDisk.has(file.path) ? await readFile(join(outputDirectory, file.path), "utf8") : undefined;
    if (current !== file.contents) stale.push(`${current === undefined ? "missing" : "differs"}: ${file.path}`);
    onDisk.delete(file.path);
  }
  for (const extra of onDisk) stale.push(`not generated: ${extra}`);
  return stale.sort();
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join("/"));
}
