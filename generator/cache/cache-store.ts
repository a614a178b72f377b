// The generator's cache on disk (node_modules/.cache/gateway-codegen/stages/ by default): what each
// stage produced, found again by a digest of everything that stage read.
//
//   blobs/<2 hex>/<sha-256 of the bytes>     content-addressed: a blob is its own checksum
//   entries/<stage>/<key>.json              { stage, key, value, checksum }: the checksum covers the rest
//
// Nothing read from here is trusted: a blob whose bytes do not hash to its name, an entry whose
// checksum does not match, or anything that cannot be read or parsed, is a miss (and is removed).
// Every file is written under a temporary name and renamed, so that a reader sees it whole or not at
// all, and runs at the same moment can share the folder.

import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { mkdir, rename, utimes, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The cache of a checkout: under its node_modules/, where `npm ci` starts it afresh. */
export const DEFAULT_CACHE_ROOT = fileURLToPath(new URL("../../node_modules/.cache/gateway-codegen/stages/", import.meta.url));

/** Entries kept per stage; past that the least recently used go, and the blobs no entry names. */
const ENTRIES_PER_STAGE = 64;

export function sha256(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

export interface CacheStore {
  readonly root: string;
  /** The bytes stored under this checksum, or undefined (a miss). */
  getBlob(hash: string): Buffer | undefined;
  /** Stores bytes; returns their checksum, the name to find them by. */
  putBlob(data: string | Uint8Array): string;
  /** The same, writing on libuv's threads while the caller goes on. */
  putBlobAsync(data: string | Uint8Array): Promise<string>;
  /** The value stored for this stage and key, or undefined (a miss). */
  getEntry<T>(stage: string, key: string): T | undefined;
  putEntry(stage: string, key: string, value: unknown, blobs?: readonly string[]): void;
}

interface StoredEntry {
  stage: string;
  key: string;
  value: unknown;
  /** Blobs the value names: kept as long as the entry is. */
  blobs: string[];
  checksum: string;
}

function entryChecksum(entry: Omit<StoredEntry, "checksum">): string {
  return sha256(JSON.stringify([entry.stage, entry.key, entry.value, entry.blobs]));
}

function writeWhole(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = temporaryName(path);
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

function temporaryName(path: string): string {
  return `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
}

function remove(path: string): void {
  rmSync(path, { force: true });
}

export function openCacheStore(root: string = DEFAULT_CACHE_ROOT): CacheStore {
  const blobPath = (hash: string) => join(root, "blobs", hash.slice(0, 2), hash);
  const entryPath = (stage: string, key: string) => join(root, "entries", stage, `${key}.json`);
  return {
    root,
    getBlob(hash) {
      if (!/^[0-9a-f]{64}$/.test(hash)) return undefined;
      const path = blobPath(hash);
      let data: Buffer;
      try {
        data = readFileSync(path);
      } catch {
        return undefined;
      }
      if (sha256(data) === hash) return data;
      remove(path);
      return undefined;
    },
    putBlob(data) {
      const hash = sha256(data);
      const path = blobPath(hash);
      try {
        // Already stored (its bytes are checked when it is read): refreshed, so that pruning keeps it.
        utimesSync(path, new Date(), new Date());
      } catch {
        writeWhole(path, data);
      }
      return hash;
    },
    async putBlobAsync(data) {
      const hash = sha256(data);
      const path = blobPath(hash);
      const now = new Date();
      if (
        !(await utimes(path, now, now).then(
          () => true,
          () => false,
        ))
      ) {
        await mkdir(dirname(path), { recursive: true });
        const temporary = temporaryName(path);
        await writeFile(temporary, data);
        await rename(temporary, path);
      }
      return hash;
    },
    getEntry<T>(stage: string, key: string): T | undefined {
      const path = entryPath(stage, key);
      let entry: StoredEntry;
      try {
        entry = JSON.parse(readFileSync(path, "utf8")) as StoredEntry;
      } catch {
        return undefined;
      }
      if (entry.stage !== stage || entry.key !== key || !Array.isArray(entry.blobs) || entry.checksum !== entryChecksum(entry)) {
        remove(path);
        return undefined;
      }
      touch(path);
      return entry.value as T;
    },
    putEntry(stage, key, value, blobs = []) {
      const entry = { stage, key, value, blobs: [...blobs] };
      writeWhole(entryPath(stage, key), JSON.stringify({ ...entry, checksum: entryChecksum(entry) }));
      pruneStage(root, stage);
    },
  };
}

function touch(path: string): void {
  try {
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    // Removed by another run meanwhile: only its place in the pruning order is lost.
  }
}

/** Past the limit, the least recently used entries of a stage go, then every blob no entry names. */
function pruneStage(root: string, stage: string): void {
  const folder = join(root, "entries", stage);
  const entries = listWithTimes(folder).filter(({ name }) => name.endsWith(".json"));
  if (entries.length <= ENTRIES_PER_STAGE) return;
  entries.sort((a, b) => b.time - a.time);
  for (const { name } of entries.slice(ENTRIES_PER_STAGE)) remove(join(folder, name));
  sweepBlobs(root);
}

function sweepBlobs(root: string): void {
  const named = new Set<string>();
  const entriesRoot = join(root, "entries");
  for (const stage of safeList(entriesRoot))
    for (const name of safeList(join(entriesRoot, stage)))
      try {
        const entry = JSON.parse(readFileSync(join(entriesRoot, stage, name), "utf8")) as StoredEntry;
        for (const blob of entry.blobs) named.add(blob);
      } catch {
        // Unreadable: its blobs are not protected, and the entry is a miss anyway.
      }
  // A blob stored in the last minute may belong to an entry another run is about to write.
  const recent = Date.now() - 60_000;
  for (const prefix of safeList(join(root, "blobs")))
    for (const { name, time } of listWithTimes(join(root, "blobs", prefix)))
      if (!named.has(name) && time < recent) remove(join(root, "blobs", prefix, name));
}

function safeList(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

function listWithTimes(folder: string): { name: string; time: number }[] {
  return safeList(folder).flatMap((name) => {
    try {
      return [{ name, time: statSync(join(folder, name)).mtimeMs }];
    } catch {
      return [];
    }
  });
}
