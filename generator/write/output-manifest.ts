// A run's output as the cache keeps it: every file's path, checksum and execute bit, the bytes in
// the cache's blobs. Comparing it with the output folder on disk finds a hand edit, a deleted file or
// a stray one without running a stage.

import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { GeneratedFile } from "../emit/emitter.js";
import { sha256, type CacheStore } from "../cache/cache-store.js";
import { listFiles } from "./list-files.js";

export interface ManifestFile {
  path: string;
  /** sha-256 of the bytes, the name of their blob. */
  hash: string;
  executable: boolean;
}

/** Sorted by path. */
export type OutputManifest = ManifestFile[];

export function manifestFile(file: GeneratedFile, hash: string): ManifestFile {
  return { path: file.path, hash, executable: file.executable === true };
}

export function sortManifest(files: ManifestFile[]): OutputManifest {
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** What differs between the manifest and the folder, worded as `--check` words it, sorted. */
export async function manifestDifferences(manifest: OutputManifest, folder: string): Promise<string[]> {
  const onDisk = new Set(await listFiles(folder));
  const differences = await Promise.all(
    manifest.map(async (file): Promise<string | undefined> => {
      if (!onDisk.delete(file.path)) return `missing: ${file.path}`;
      const path = join(folder, file.path);
      const [bytes, mode] = await Promise.all([readFile(path), stat(path)]);
      return sha256(bytes) === file.hash && ((mode.mode & 0o100) !== 0) === file.executable ? undefined : `differs: ${file.path}`;
    }),
  );
  const stray = [...onDisk].map((path) => `not generated: ${path}`);
  return [...differences.filter((line): line is string => line !== undefined), ...stray].sort();
}

/**
 * Gives the manifest's files, their bytes from the cache, to `add` one at a time; false when a blob
 * is missing or does not verify (some files may have been given by then).
 */
export async function replayManifest(
  manifest: OutputManifest,
  store: CacheStore,
  add: (file: GeneratedFile) => Promise<void>,
): Promise<boolean> {
  for (const file of manifest) {
    const bytes = store.getBlob(file.hash);
    if (bytes === undefined) return false;
    await add({ path: file.path, contents: bytes.toString("utf8"), ...(file.executable ? { executable: true as const } : {}) });
  }
  return true;
}
