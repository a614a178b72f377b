import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import { sha256, type CacheStore } from "./cache/cache-store.js";
import { folderDigest } from "./cache/input-digest.js";
import { compileGeneratedFile } from "./build/compile-package.js";
import { checkSpec } from "./check/check-spec.js";
import type { Emitter, GeneratedFile } from "./emit/emitter.js";
import { loadSpec } from "./load/load-spec.js";
import type { GatewayIR } from "./resolve/ir.js";
import { NO_RELEASE, type ReleaseState } from "./release/release-state.js";
import { resolveSpec } from "./resolve/resolve.js";
import { startFormatter, type Formatter } from "./write/format.js";
import { compareText } from "./paths/spec-paths.js";

/** load -> check -> resolve: the spec folder as one IR, or a SpecError with every problem. */
export async function buildIR(specRoot: string): Promise<GatewayIR> {
  const files = await loadSpec(specRoot);
  const model = checkSpec(files, join(specRoot, "spec.schema.json"));
  return resolveSpec(model);
}

/** The cache and the digest of the generator that reads and writes it. */
export interface StageCache {
  store: CacheStore;
  generator: string;
}

/**
 * The IR, from the cache when it holds the IR of this spec folder made by this generator (serialized
 * as V8 writes structured clones: shared nodes stay shared), else built and stored.
 */
export async function buildCachedIR(specRoot: string, cache: StageCache | undefined): Promise<GatewayIR> {
  if (cache === undefined) return buildIR(specRoot);
  const key = sha256(`${cache.generator}\n${folderDigest(specRoot)}`);
  const blob = cache.store.getEntry<{ blob: string }>("ir", key)?.blob;
  const bytes = blob === undefined ? undefined : cache.store.getBlob(blob);
  if (bytes !== undefined) return deserialize(bytes) as GatewayIR;
  const ir = await buildIR(specRoot);
  const stored = cache.store.putBlob(serialize(ir));
  cache.store.putEntry("ir", key, { blob: stored }, [stored]);
  return ir;
}

export interface EmitOptions {
  /** A formatter started earlier, so that prettier loads while the IR is built; one made here is closed here. */
  formatter?: Formatter;
  /** The package's release state (release/); none: not released yet. */
  release?: ReleaseState;
  /** Told as each emitter's `emit` returns (the run's phase timings). */
  onEmitted?: (emitter: string) => void;
  /** Runs some emitters on another thread (emit-pool.ts): each name, its emitter's files as they come. */
  offload?: (ir: GatewayIR, release: ReleaseState) => ReadonlyMap<string, AsyncIterable<GeneratedFile>>;
}

/** Where a run's files go as they are made: the staging folder, the comparison of `--check`, a list, the cache. */
export interface FileSink {
  add(file: GeneratedFile): void | Promise<void>;
}

/**
 * Text handed on but not yet formatted, compiled and taken by the sink, past which the next emitter
 * waits: the real spec's whole output is 5.5 MB, a 50x spec's 230 MB.
 */
const IN_FLIGHT_BUDGET = 24_000_000;

/** A file's text, and its JSDoc table's, in characters. */
function weightOf(file: GeneratedFile): number {
  let weight = file.contents.length;
  for (const members of file.memberDocs?.values() ?? [])
    for (const lines of members.values()) for (const line of lines) weight += line.length;
  return weight;
}

/**
 * Every emitter over the IR, each file formatted and compiled to dist/ as it comes, then given to the
 * sink; no file is held after that, and past `IN_FLIGHT_BUDGET` of text on its way the next emitter
 * waits for it, so memory stays bounded however large the spec. Each emitter's files go to the
 * formatter as soon as they are made, so prettier (in its worker thread) works while the next emitter
 * runs. Files reach the sink in no set order; returns how many there were.
 */
export async function emitInto(ir: GatewayIR, emitters: readonly Emitter[], sink: FileSink, options: EmitOptions = {}): Promise<number> {
  const { formatter, release = NO_RELEASE, onEmitted, offload } = options;
  const format = formatter ?? startFormatter();
  let count = 0;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  const hand = (file: GeneratedFile) => {
    const weight = weightOf(file);
    inFlight += weight;
    const done = format.formatWithSource(file).then(async ({ formatted, source }) => {
      // dist/ is compiled from the sources: its layout is the compiler's, whatever prettier does.
      const output = [formatted, ...compileGeneratedFile(source)];
      count += output.length;
      await Promise.all(output.map((each) => sink.add(each)));
    });
    const tracked = handled(done.finally(() => ((inFlight -= weight), pending.delete(tracked))));
    pending.add(tracked);
  };
  try {
    // Started first, so that the other thread works while this one runs the rest.
    const offloaded = offload?.(ir, release) ?? new Map<string, AsyncIterable<GeneratedFile>>();
    const ordered = [...emitters.filter(({ name }) => !offloaded.has(name)), ...emitters.filter(({ name }) => offloaded.has(name))];
    for (const emitter of ordered) {
      const elsewhere = offloaded.get(emitter.name);
      for await (const file of elsewhere ?? (await emitter.emit(ir, { release }))) {
        hand(file);
        while (inFlight > IN_FLIGHT_BUDGET) await Promise.race(pending);
      }
      onEmitted?.(elsewhere === undefined ? emitter.name : `${emitter.name} (waited for, from the emit worker)`);
    }
    while (pending.size > 0) await Promise.all(pending);
    return count;
  } catch (error) {
    // Nothing reaches the sink after this returns: the caller may remove what it wrote.
    await Promise.allSettled(pending);
    throw error;
  } finally {
    if (formatter === undefined) await format.close();
  }
}

/** Every file of the output, sorted by path so that the order never varies (for tests and tools that want them all at once). */
export async function emitAll(ir: GatewayIR, emitters: readonly Emitter[], options: EmitOptions = {}): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  await emitInto(ir, emitters, { add: (file) => void files.push(file) }, options);
  return files.sort((a, b) => compareText(a.path, b.path));
}

/**
 * `promise`, with its rejection marked as handled: should a later emitter throw before `Promise.all`
 * is reached, the formatter's rejections as it closes are not reported on top of that error.
 * `Promise.all` still sees the rejection.
 */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
