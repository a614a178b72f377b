import { chmod, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { GeneratedFile } from "../emit/emitter.js";
import { startDirectoryExchanger } from "./exchange-directories.js";
import { listFiles } from "./list-files.js";
import { OWNERSHIP_FOLDER } from "./output-ownership.js";
import { recoverInterruptedSwap, swapIn, swapPaths } from "./swap-directory.js";

export interface WriteOptions {
  /** The Python 3 interpreter that makes the atomic exchange (a missing one: two renames instead). */
  python?: string;
}

/** Files written into the staging folder as they are made, then swapped in as a whole. */
export interface StagedOutput {
  /** What settling a killed run's leftovers did, if anything. */
  recovered: string | undefined;
  add(file: GeneratedFile): Promise<void>;
  /** Marks the staging folder complete and swaps it in for the output folder. */
  commit(): Promise<void>;
  /** Removes the staging folder: the output folder stays as it was. */
  abort(): Promise<void>;
}

/**
 * Starts writing a new package into a sibling folder (swap-directory.ts), after settling what a killed
 * run left behind. Files are written as they come, so that no run holds the whole output in memory;
 * a failure or a kill before `commit` swaps in leaves the old package in place.
 */
export async function stageOutput(outputDirectory: string, options: WriteOptions = {}): Promise<StagedOutput> {
  const recovered = await recoverInterruptedSwap(outputDirectory);
  const { staging } = swapPaths(outputDirectory);
  // Marked as the generator's from the start: output-ownership.ts lets a run remove only marked ones.
  await mkdir(join(staging, OWNERSHIP_FOLDER), { recursive: true });
  // Started now, so that the interpreter's start-up overlaps the writing.
  const exchanger = startDirectoryExchanger(staging, outputDirectory, options.python);
  const folders = new Map<string, Promise<unknown>>();
  const folder = (path: string) => {
    let made = folders.get(path);
    if (made === undefined) folders.set(path, (made = mkdir(path, { recursive: true })));
    return made;
  };
  return {
    recovered,
    async add(file) {
      const target = join(staging, file.path);
      await folder(dirname(target));
      await writeFile(target, file.contents);
      // The execute bit of a command: npm sets it on install anyway, so git must hold it too.
      if (file.executable) await chmod(target, 0o755);
    },
    commit: () => swapIn(outputDirectory, exchanger),
    async abort() {
      await exchanger.cancel();
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/**
 * Writes the whole output into a sibling folder, then swaps it in, so that a failure or a kill
 * half-way leaves a complete package, old or new. Returns what settling a killed run's leftovers did.
 */
export async function writeOutputAtomically(
  outputDirectory: string,
  files: Iterable<GeneratedFile>,
  options: WriteOptions = {},
): Promise<string | undefined> {
  const staged = await stageOutput(outputDirectory, options);
  try {
    for (const file of files) await staged.add(file);
  } catch (error) {
    await staged.abort();
    throw error;
  }
  await staged.commit();
  return staged.recovered;
}

/** Compares files with the output folder as they come; `stale` then lists what differs, sorted. */
export interface OutputComparison {
  add(file: GeneratedFile): Promise<void>;
  stale(): Promise<string[]>;
}

export function compareWithOutput(outputDirectory: string): OutputComparison {
  const seen = new Set<string>();
  const differing: string[] = [];
  return {
    async add(file) {
      seen.add(file.path);
      const path = join(outputDirectory, file.path);
      const current = await readFile(path, "utf8").catch(() => undefined);
      if (current === undefined) differing.push(`missing: ${file.path}`);
      else if (current !== file.contents || (await isExecutable(path)) !== (file.executable === true))
        differing.push(`differs: ${file.path}`);
    },
    async stale() {
      const extra = (await listFiles(outputDirectory)).filter((path) => !seen.has(path)).map((path) => `not generated: ${path}`);
      return [...differing, ...extra].sort();
    },
  };
}

/** Whether the owner may execute the file (the one mode bit a generated file carries). */
async function isExecutable(path: string): Promise<boolean> {
  return ((await stat(path)).mode & 0o100) !== 0;
}
