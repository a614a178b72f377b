// A run writes two sibling folders: the npm package (`--out`, generated/ by default) and the Python
// package beside it (`<out>-python`). Files come as one stream; the Python package's carry a path
// prefix (emit/plan/python-plan.ts), and each is routed here to its folder. Each folder is staged,
// swapped, owned and compared on its own, exactly as a single output folder is (write-output.ts):
// the npm package is swapped in first, then the Python package.

import { basename } from "node:path";
import type { GeneratedFile } from "../emit/emitter.js";
import { PYTHON_FOLDER_SUFFIX, PYTHON_OUTPUT_PREFIX } from "../emit/plan/python-plan.js";
import { manifestDifferences, type OutputManifest } from "./output-manifest.js";
import { ownershipManifest } from "./output-ownership.js";
import { compareWithOutput, stageOutput, type OutputComparison, type StagedOutput, type WriteOptions } from "./write-output.js";

/** The Python package's folder beside `outputDirectory`. */
export function pythonOutputFolder(outputDirectory: string): string {
  return `${outputDirectory}${PYTHON_FOLDER_SUFFIX}`;
}

/** Every folder a run writes for `outputDirectory`, the npm package's first. */
export function outputFoldersOf(outputDirectory: string): string[] {
  return [outputDirectory, pythonOutputFolder(outputDirectory)];
}

/** Which folder a run's file goes to (0: the npm package, 1: the Python package), and its path there. */
function routed(path: string): { index: number; path: string } {
  return path.startsWith(PYTHON_OUTPUT_PREFIX) ? { index: 1, path: path.slice(PYTHON_OUTPUT_PREFIX.length) } : { index: 0, path };
}

function toFolder(file: GeneratedFile): { index: number; file: GeneratedFile } {
  const { index, path } = routed(file.path);
  return { index, file: index === 0 ? file : { ...file, path } };
}

/** How a path of a folder is shown: the npm package's as it is, the Python package's under its folder's name. */
function shownPath(index: number, path: string, outputDirectory: string): string {
  return index === 0 ? path : `${basename(pythonOutputFolder(outputDirectory))}/${path}`;
}

/** Each folder a run writes with how many of `paths` (a run's paths, prefixed for the Python package) go to it, the npm package's first. */
export function filesPerFolder(paths: Iterable<string>, outputDirectory: string): { folder: string; files: number }[] {
  const counts = [0, 0];
  for (const path of paths) counts[routed(path).index]! += 1;
  return outputFoldersOf(outputDirectory).map((folder, index) => ({ folder, files: counts[index]! }));
}

/** The ownership manifest of each folder, from every path a run wrote (prefixed paths for the Python package). */
export function ownershipManifests(paths: readonly string[]): GeneratedFile[] {
  const byFolder: string[][] = [[], []];
  for (const path of paths) {
    const { index, path: inFolder } = routed(path);
    byFolder[index]!.push(inFolder);
  }
  const [npm, python] = byFolder.map((listed) => ownershipManifest(listed)) as [GeneratedFile, GeneratedFile];
  return [npm, { ...python, path: `${PYTHON_OUTPUT_PREFIX}${python.path}` }];
}

/** Stages every folder (write-output.ts `stageOutput`); `commit` swaps each in, the npm package first. */
export async function stageOutputs(outputDirectory: string, options: WriteOptions = {}): Promise<StagedOutput> {
  const staged: StagedOutput[] = [];
  try {
    for (const folder of outputFoldersOf(outputDirectory)) staged.push(await stageOutput(folder, options));
  } catch (error) {
    await Promise.allSettled(staged.map((each) => each.abort()));
    throw error;
  }
  const recovered = staged.map((each) => each.recovered).filter((said): said is string => said !== undefined);
  return {
    recovered: recovered.length === 0 ? undefined : recovered.join("; "),
    add(file) {
      const { index, file: inFolder } = toFolder(file);
      return staged[index]!.add(inFolder);
    },
    async commit() {
      for (const each of staged) await each.commit();
    },
    async abort() {
      await Promise.all(staged.map((each) => each.abort()));
    },
  };
}

/** Compares every folder with the files as they come (write-output.ts `compareWithOutput`). */
export function compareWithOutputs(outputDirectory: string): OutputComparison {
  const comparisons = outputFoldersOf(outputDirectory).map((folder) => compareWithOutput(folder));
  return {
    add(file) {
      const { index, file: inFolder } = toFolder(file);
      return comparisons[index]!.add(inFolder);
    },
    async stale() {
      const lists = await Promise.all(comparisons.map((comparison) => comparison.stale()));
      return lists.flatMap((lines, index) => lines.map((line) => shownLine(line, index, outputDirectory))).sort();
    },
  };
}

/** `differs: x.py` of the Python folder as `differs: generated-python/x.py`. */
function shownLine(line: string, index: number, outputDirectory: string): string {
  const colon = line.indexOf(": ");
  return `${line.slice(0, colon + 2)}${shownPath(index, line.slice(colon + 2), outputDirectory)}`;
}

/** What differs between a run's cached manifest (every folder's files) and the folders on disk. */
export async function manifestDifferencesOf(manifest: OutputManifest, outputDirectory: string): Promise<string[]> {
  const byFolder: OutputManifest[] = [[], []];
  for (const file of manifest) {
    const { index, path } = routed(file.path);
    byFolder[index]!.push({ ...file, path });
  }
  const folders = outputFoldersOf(outputDirectory);
  const lists = await Promise.all(folders.map((folder, index) => manifestDifferences(byFolder[index]!, folder)));
  return lists.flatMap((lines, index) => lines.map((line) => shownLine(line, index, outputDirectory))).sort();
}
