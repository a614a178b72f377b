import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import type { GeneratedFile } from "../emit/emitter.js";

/**
 * Writes the whole output into a sibling folder, then swaps it in with renames, so that a failure
 * half-way leaves the previous `generated/` as it was.
 */
export async function writeOutputAtomically(outputDirectory: string, files: GeneratedFile[]): Promise<void> {
  const staging = `${outputDirectory}.staging-${process.pid}`;
  const previous = `${outputDirectory}.previous-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  for (const file of files) {
    const target = join(staging, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
  const hadPrevious = await rename(outputDirectory, previous).then(
    () => true,
    () => false,
  );
  await rename(staging, outputDirectory);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
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
