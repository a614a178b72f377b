import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import { sha256, type CacheStore } from "./cache/cache-store.js";
import { folderDigest } from "./cache/input-digest.js";
import { compileGeneratedFile } from "./write/compile-package.js";
import { checkSpec } from "./check/check-spec.js";
import type { Emitter, GeneratedFile } from "./emit/emitter.js";
import { loadSpec } from "./load/load-spec.js";
import type { SpecFile } from "./load/spec-file.js";
import type { GatewayIR, TypeNode } from "./ir/ir.js";
import { NO_RELEASE, type ReleaseState } from "./release/release-state.js";
import { releaseView } from "./release/release-view.js";
import type { ReleaseView } from "./ir/release-view.js";
import { resolveSpec } from "./resolve/resolve.js";
import { checkRestatedFacts } from "./resolve/restated-facts.js";
import { checkRulesApply } from "./resolve/rules-apply.js";
import { checkAnswersDetermined } from "./resolve/answers-determined.js";
import { checkExampleChoices } from "./resolve/example-choices.js";
import { checkContext, valueRefusal } from "./emit/plan/values/chosen-values.js";
import { EXAMPLE_DAY } from "./emit/plan/example-calls.js";
import { SpecError, sortedUnique } from "./diagnostics/diagnostic.js";
import { startFormatter, type Formatter } from "./write/format.js";
import { compareText } from "./language/spec-paths.js";

/**
 * load -> check -> resolve: the spec folder as one IR, or a SpecError with every problem. Prose that
 * restates a fact is held against the IR, which knows each field's bounds in every context.
 */
export async function buildIR(specRoot: string): Promise<GatewayIR> {
  return buildIRFromFiles(await loadSpec(specRoot), join(specRoot, "spec.schema.json"));
}

/** check -> resolve over spec files already read (the spec fuzz's edited copies, made in memory). */
export function buildIRFromFiles(files: SpecFile[], metaSchemaPath: string): GatewayIR {
  const model = checkSpec(files, metaSchemaPath);
  const ir = resolveSpec(model);
  const context = checkContext(ir);
  const refusal = (node: TypeNode, value: unknown) => valueRefusal(node, value, context, EXAMPLE_DAY);
  const disagreements = [
    ...checkRestatedFacts(model, ir),
    ...checkRulesApply(model, ir),
    ...checkAnswersDetermined(model, ir),
    ...checkExampleChoices(model, ir, refusal),
  ];
  if (disagreements.length > 0) throw new SpecError(sortedUnique(disagreements), new Map(files.map((file) => [file.path, file.text])));
  return ir;
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
  /**
   * The package's release state (release/); none: not released yet. A promise of it lets the
   * offloaded emitters that do not read the release view start on the IR while it is read.
   */
  release?: ReleaseState | Promise<ReleaseState>;
  /** Told as each emitter's `emit` returns (the run's phase timings). */
  onEmitted?: (emitter: string) => void;
  /**
   * Runs some emitters on another thread (emit-pool.ts): each name, its emitter's files as they come.
   * Given the IR before the release view, which it is given once the change engine has run.
   */
  offload?: (ir: GatewayIR, release: Promise<ReleaseView>) => ReadonlyMap<string, AsyncIterable<GeneratedFile>>;
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

/**
 * The same for each emitter of the other thread, counted apart: its files (docs, test vectors) need no
 * formatting, and were they to wait behind the formatter's queue they would pile up here as they come.
 */
const OFFLOADED_IN_FLIGHT_BUDGET = 4_000_000;

/** A file's text, and its JSDoc table's, in characters. */
function weightOf(file: GeneratedFile): number {
  let weight = file.contents.length;
  for (const members of file.memberDocs?.values() ?? [])
    for (const lines of members.values()) for (const line of lines) weight += line.length;
  return weight;
}

/**
 * Text handed on between two turns of the event loop, so that the other thread's files, and the
 * writes' completions, are taken while this thread's emitters run (a few turns for the real spec).
 */
const TEXT_BETWEEN_TURNS = 1_000_000;

type Files = Iterable<GeneratedFile> | AsyncIterable<GeneratedFile>;

/** Files handed on to be formatted, compiled to dist/ and given to the sink. */
interface FileHandler {
  /** Hands each of `files` on as it comes; past `budget` of their text on its way, waits for it. */
  handAll(files: Files, budget: number): Promise<void>;
  /** Everything handed on and not yet taken by the sink. */
  pending: ReadonlySet<Promise<void>>;
  /** Files given to the sink so far. */
  count(): number;
  /** Hands on nothing more. */
  stop(): void;
  /** Throws the first failure of a file handed on (a file prettier or the compiler refused), if any. */
  rethrow(): void;
}

function fileHandler(format: Formatter, sink: FileSink): FileHandler {
  let count = 0;
  let stopped = false;
  // Each file's promise leaves `pending` as it settles, before anything awaits it: a failure is kept
  // here, or a file the compiler refused would be missing from a run that reports success.
  const failures: unknown[] = [];
  const pending = new Set<Promise<void>>();
  const handOn = (file: GeneratedFile): Promise<void> =>
    format
      .formatWithSource(file)
      .then(async ({ formatted, source }) => {
        // dist/ is compiled from the sources: its layout is the compiler's, whatever prettier does.
        const output = [formatted, ...compileGeneratedFile(source)];
        count += output.length;
        await Promise.all(output.map((each) => sink.add(each)));
      })
      .catch((error: unknown) => {
        failures.push(error);
        throw error;
      });
  const handAll = async (files: Files, budget: number) => {
    let inFlight = 0;
    let sinceTurn = 0;
    const mine = new Set<Promise<void>>();
    for await (const file of files) {
      if (stopped) return;
      const weight = weightOf(file);
      inFlight += weight;
      const tracked = handled(handOn(file).finally(() => ((inFlight -= weight), mine.delete(tracked), pending.delete(tracked))));
      mine.add(tracked);
      pending.add(tracked);
      while (inFlight > budget) await Promise.race(mine);
      sinceTurn += weight;
      if (sinceTurn < TEXT_BETWEEN_TURNS) continue;
      sinceTurn = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const rethrow = () => {
    if (failures.length > 0) throw failures[0];
  };
  return { handAll, pending, count: () => count, stop: () => void (stopped = true), rethrow };
}

/**
 * Every emitter over the IR, each file formatted and compiled to dist/ as it comes, then given to the
 * sink; no file is held after that, and past a budget of text on its way the next file waits for it,
 * so memory stays bounded however large the spec. Each emitter's files go to the formatter as soon
 * as they are made, so prettier (in its worker thread) works while the next emitter runs; the files
 * of emitters on another thread are handed on as they arrive. Files reach the sink in no set order;
 * returns how many there were.
 */
export async function emitInto(ir: GatewayIR, emitters: readonly Emitter[], sink: FileSink, options: EmitOptions = {}): Promise<number> {
  const { formatter, onEmitted, offload } = options;
  // The change engine runs here, once, before any emitter of this thread: the emitters read its results only.
  const view = handled(Promise.resolve(options.release ?? NO_RELEASE).then((state) => releaseView(ir, state)));
  const format = formatter ?? startFormatter();
  const handler = fileHandler(format, sink);
  // Started first, so that the other thread works while this one runs the rest.
  const offloaded = offload?.(ir, view) ?? new Map<string, AsyncIterable<GeneratedFile>>();
  try {
    const arriving = emitters.flatMap(({ name }) => {
      const files = offloaded.get(name);
      return files === undefined ? [] : [{ name, handed: handled(handler.handAll(files, OFFLOADED_IN_FLIGHT_BUDGET)) }];
    });
    const release = await view;
    for (const emitter of emitters.filter(({ name }) => !offloaded.has(name))) {
      await handler.handAll(await emitter.emit(ir, { release }), IN_FLIGHT_BUDGET);
      onEmitted?.(emitter.name);
    }
    for (const { name, handed } of arriving) {
      await handed;
      onEmitted?.(`${name} (waited for, from the emit worker)`);
    }
    while (handler.pending.size > 0) await Promise.all(handler.pending);
    handler.rethrow();
    return handler.count();
  } catch (error) {
    // Nothing reaches the sink after this returns: the caller may remove what it wrote.
    handler.stop();
    await Promise.allSettled(handler.pending);
    throw error;
  } finally {
    // The worker sends no more of what was not read (an emitter this run does not ask for, or a failed run).
    for (const files of offloaded.values()) await files[Symbol.asyncIterator]().return?.();
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
