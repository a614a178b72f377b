// The cache store trusts nothing it reads: a blob whose bytes do not hash to its name, an entry whose
// checksum does not match its content, or a file that cannot be parsed, is a miss.

import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openCacheStore, sha256 } from "../../generator/cache/cache-store.js";
import { makeTempDir, removeTempDirs } from "../support/fixtures.js";

afterAll(removeTempDirs);

async function entryFile(root: string, stage: string): Promise<string> {
  const [name] = await readdir(join(root, "entries", stage));
  return join(root, "entries", stage, name!);
}

describe("openCacheStore", () => {
  it("gives back a blob by its checksum, and an entry by stage and key", async () => {
    const store = openCacheStore(await makeTempDir("cache-"));
    const hash = store.putBlob("some bytes");
    expect(hash).toBe(sha256("some bytes"));
    expect(store.getBlob(hash)?.toString()).toBe("some bytes");
    expect(await store.putBlobAsync("more bytes")).toBe(sha256("more bytes"));
    expect(store.getBlob(sha256("more bytes"))?.toString()).toBe("more bytes");
    store.putEntry("stage", "key", { files: [1, 2] }, [hash]);
    expect(store.getEntry("stage", "key")).toEqual({ files: [1, 2] });
    expect(store.getEntry("stage", "other-key")).toBeUndefined();
    expect(store.getEntry("other-stage", "key")).toBeUndefined();
  });

  it("misses, and removes, a blob whose bytes were changed", async () => {
    const root = await makeTempDir("cache-");
    const store = openCacheStore(root);
    const hash = store.putBlob("original");
    const path = join(root, "blobs", hash.slice(0, 2), hash);
    await writeFile(path, "tampered");
    expect(store.getBlob(hash)).toBeUndefined();
    await expect(readFile(path)).rejects.toThrow(/ENOENT/);
  });

  it("misses an entry whose value, key or checksum was changed, or that does not parse", async () => {
    const root = await makeTempDir("cache-");
    const store = openCacheStore(root);
    const tamper = async (edit: (entry: Record<string, unknown>) => void) => {
      store.putEntry("stage", "key", { answer: 42 });
      const file = await entryFile(root, "stage");
      const entry = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
      edit(entry);
      await writeFile(file, JSON.stringify(entry));
      return store.getEntry("stage", "key");
    };
    expect(await tamper(() => undefined)).toEqual({ answer: 42 });
    expect(await tamper((entry) => (entry.value = { answer: 43 }))).toBeUndefined();
    expect(await tamper((entry) => (entry.key = "other"))).toBeUndefined();
    expect(await tamper((entry) => (entry.checksum = sha256("anything")))).toBeUndefined();
    expect(await tamper((entry) => (entry.blobs = ["0".repeat(64)]))).toBeUndefined();
    store.putEntry("stage", "key", { answer: 42 });
    await writeFile(await entryFile(root, "stage"), '{"stage":"stage","key":"ke');
    expect(store.getEntry("stage", "key")).toBeUndefined();
  });

  it("refuses a name that is not a checksum", async () => {
    const store = openCacheStore(await makeTempDir("cache-"));
    expect(store.getBlob("../../etc/passwd")).toBeUndefined();
  });
});
