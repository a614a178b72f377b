// What the generator compiles of its own tools, once per version of their input: the meta-schema's
// validator as ajv's standalone code, the docs templates as handlebars' precompiled code, recheck's
// verdict on each pattern. Kept in the same checksummed store as the stages' output (a record that
// does not verify is a miss), in the folder `GATEWAY_CODEGEN_CACHE` names or under node_modules/.cache/.
// Unlike a stage's output these are not skipped by `--no-cache`: they are the generator's own code,
// as the generator's compiled JavaScript is (generator/cli/run.mjs).

import { DEFAULT_CACHE_ROOT, openCacheStore, sha256, type CacheStore } from "./cache-store.js";

/** The environment variable that moves the cache (tests give a run its own). */
export const CACHE_DIRECTORY_VARIABLE = "GATEWAY_CODEGEN_CACHE";

export function cacheRoot(): string {
  return process.env[CACHE_DIRECTORY_VARIABLE] ?? DEFAULT_CACHE_ROOT;
}

const stores = new Map<string, CacheStore>();

function toolStore(): CacheStore {
  const root = cacheRoot();
  let store = stores.get(root);
  if (store === undefined) stores.set(root, (store = openCacheStore(root)));
  return store;
}

/**
 * The text `make` returns for this key, from the cache when it holds it; made and stored otherwise.
 * `key` names every input the text depends on (the tool's version, the source it compiles).
 */
export function cachedText(stage: string, key: readonly string[], make: () => string): string {
  const store = toolStore();
  const digest = sha256(JSON.stringify(key));
  const blob = store.getEntry<{ blob: string }>(stage, digest)?.blob;
  const stored = blob === undefined ? undefined : store.getBlob(blob);
  if (stored !== undefined) return stored.toString("utf8");
  const text = make();
  try {
    const hash = store.putBlob(text);
    store.putEntry(stage, digest, { blob: hash }, [hash]);
  } catch {
    // A cache that cannot be written only costs time.
  }
  return text;
}

/** A small JSON value, kept in the entry itself (whose checksum covers it). */
export function cachedJson<T>(stage: string, key: readonly string[], make: () => T): T {
  const store = toolStore();
  const digest = sha256(JSON.stringify(key));
  const stored = store.getEntry<{ value: T }>(stage, digest);
  if (stored !== undefined) return stored.value;
  const value = make();
  try {
    store.putEntry(stage, digest, { value });
  } catch {
    // A cache that cannot be written only costs time.
  }
  return value;
}
