// One run of the generator over a spec folder: build the IR, emit, then write generated/ (or, with
// `check`, compare it). Shared by the command, its watch mode and the release command.

import { mkdir } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { openCacheStore, type CacheStore } from "./cache/cache-store.js";
import { cacheRoot } from "./cache/tool-cache.js";
import { codeDigest, combinedDigest, runDigest, templatesDigest } from "./cache/input-digest.js";
import { renderDiagnostics } from "./diagnostics/code-frame.js";
import { sortedUnique, SpecError } from "./diagnostics/diagnostic.js";
import type { GeneratedFile } from "./emit/emitter.js";
import type { EmitPool } from "./runner/emit-pool.js";
import { recordRunAnswered } from "./runner/code-cache.mjs";
import { limitHeapGrowthFor } from "./runner/heap-growth.js";
import { optimizeHotCodeFor } from "./runner/optimizing-compiler.mjs";
import { listSpecFiles } from "./load/spec-files.js";
import type { ReleaseView } from "./ir/release-view.js";
import type { GatewayIR } from "./ir/ir.js";
import { phaseTimer } from "./runner/timings.js";
import type { Formatter } from "./write/format.js";
import { manifestFile, replayManifest, sortManifest, type OutputManifest } from "./write/output-manifest.js";
import { BUSY_EXIT_CODE, inUseText, lockPath, replacedText, takeOutputLock } from "./write/output-lock.js";
import { outputRefusal, placeRefusal, refusalMessage } from "./write/output-ownership.js";
import {
  compareWithOutputs,
  filesPerFolder,
  manifestDifferencesOf,
  outputFoldersOf,
  ownershipManifests,
  stageOutputs,
} from "./write/output-folders.js";

export interface GenerateOptions {
  specRoot: string;
  releaseRoot: string;
  outputDirectory: string;
  /** The cache's folder (`cacheRoot()`); false: run every stage, store nothing. Undefined: no cache (a library call). */
  cache?: string | false;
  /** A worker that runs some emitters on the second core (the command's); none: all run in process. */
  emitPool?: EmitPool;
  /** Wait while another run holds the output's lock (the default), or give up at once (`--no-wait`). */
  wait?: boolean;
  /** What the run is, as a run waiting for its lock is told (`generate` by default). */
  command?: string;
  /** The caller holds the output's lock already (the release command, around its whole release). */
  lockHeld?: boolean;
}

/** The folder options every command that generates takes, for `parseArgs`. */
export const FOLDER_OPTIONS = { spec: { type: "string" }, release: { type: "string" }, out: { type: "string" } } as const;

/** The folders, from parsed options: spec/, release/ and generated/ under the current folder by default. */
export function foldersFrom(values: { spec?: string; release?: string; out?: string; "no-cache"?: boolean }): GenerateOptions {
  return {
    specRoot: resolve(values.spec ?? "spec"),
    releaseRoot: resolve(values.release ?? "release"),
    outputDirectory: resolve(values.out ?? "generated"),
    cache: values["no-cache"] === true ? false : cacheRoot(),
  };
}

/**
 * The exit code 2, after printing why, when the output folder is not the generator's to replace
 * (output-ownership.ts); undefined when it is. `placeOnly`: judged by where it lies alone, what may be
 * judged while another run writes it.
 */
export async function refuseOutput(
  options: Pick<GenerateOptions, "outputDirectory" | "specRoot" | "releaseRoot">,
  { placeOnly = false } = {},
): Promise<number | undefined> {
  // The Python package's folder beside it (output-folders.ts) is held to the same rules.
  for (const folder of outputFoldersOf(options.outputDirectory)) {
    const reason = await (placeOnly ? placeRefusal : outputRefusal)(folder, options);
    if (reason !== undefined) return print(refusalMessage(folder, reason), 2, true);
  }
  return undefined;
}

/** What a run gives its caller: the exit code, and the IR when it was asked for and the spec is whole. */
export interface RunOutcome {
  code: number;
  ir?: GatewayIR;
  /** True when the cache answered: no stage ran. */
  fromCache?: true;
}

/** The stage of the cache that holds a run's whole output, by the digest of everything the run reads. */
const OUTPUT_STAGE = "output";

/**
 * One run: the cache's output for these inputs when it holds them (then `generated/` is compared with
 * it, and rewritten from it when it differs), otherwise every stage. `wantIR` asks for the IR even
 * when the output comes from the cache (the watch mode compares API surfaces).
 */
export async function generateOnce(options: GenerateOptions, formatter: Formatter, check: boolean, wantIR = false): Promise<RunOutcome> {
  const run = () => runOnce(options, formatter, check, wantIR);
  if (options.lockHeld !== true)
    return withOutputLock({ ...options, command: options.command ?? (check ? "generate --check" : "generate") }, check, run);
  const refusal = check ? undefined : await refuseOutput(options);
  return refusal === undefined ? run() : { code: refusal };
}

/**
 * `body` while this process holds the output's lock (output-lock.ts): one run at a time reads or
 * writes an output folder. Unless `readOnly` (`--check`), the output must be the generator's to
 * replace: its place is judged before the lock is taken (or its parent folder made), what it holds
 * once no other run can be writing it. `readOnly`: where the lock cannot be written (a read-only
 * folder), the body runs without it, since it changes nothing.
 */
export async function withOutputLock<T extends { code: number }>(
  options: Pick<GenerateOptions, "outputDirectory" | "specRoot" | "releaseRoot" | "wait"> & { command: string },
  readOnly: boolean,
  body: () => Promise<T>,
): Promise<T | { code: number }> {
  // Each folder a run writes has its lock, taken in one order (the npm package's, then the Python package's).
  const [npm, python] = outputFoldersOf(options.outputDirectory) as [string, string];
  return withFolderLock({ ...options, outputDirectory: npm }, readOnly, () =>
    withFolderLock({ ...options, outputDirectory: python }, readOnly, body),
  );
}

/** `withOutputLock` of one folder: its place judged, its lock taken, what it holds judged under the lock. */
async function withFolderLock<T extends { code: number }>(
  options: Pick<GenerateOptions, "outputDirectory" | "specRoot" | "releaseRoot" | "wait"> & { command: string },
  readOnly: boolean,
  body: () => Promise<T>,
): Promise<T | { code: number }> {
  const { outputDirectory } = options;
  const placeRefused = readOnly ? undefined : await refuseFolder(options, true);
  if (placeRefused !== undefined) return { code: placeRefused };
  if (!readOnly) await mkdir(dirname(outputDirectory), { recursive: true });
  const attempt = await takeOutputLock(outputDirectory, {
    command: options.command,
    wait: options.wait !== false,
    onWait: (holder, state) => print(`${inUseText(outputDirectory, holder, state)}; waiting for it to finish.`, 0, true),
  });
  if ("busy" in attempt)
    return { code: print(`${inUseText(outputDirectory, attempt.busy, attempt.state)}; not waiting (--no-wait).`, BUSY_EXIT_CODE, true) };
  if ("refused" in attempt) return { code: print(refusalMessage(outputDirectory, attempt.refused), 2, true) };
  if ("unwritable" in attempt) {
    if (readOnly) return body();
    return {
      code: print(`${shown(lockPath(outputDirectory))}: error output-lock: cannot write the lock: ${attempt.unwritable.message}`, 2, true),
    };
  }
  if (attempt.taken.replaced !== undefined) print(replacedText(outputDirectory, attempt.taken.replaced), 0);
  try {
    const refusal = readOnly ? undefined : await refuseFolder(options, false);
    return refusal === undefined ? await body() : { code: refusal };
  } finally {
    await attempt.taken.release();
  }
}

/** `refuseOutput` of one folder only. */
async function refuseFolder(options: Pick<GenerateOptions, "outputDirectory" | "specRoot" | "releaseRoot">, placeOnly: boolean) {
  const reason = await (placeOnly ? placeRefusal : outputRefusal)(options.outputDirectory, options);
  return reason === undefined ? undefined : print(refusalMessage(options.outputDirectory, reason), 2, true);
}

async function runOnce(options: GenerateOptions, formatter: Formatter, check: boolean, wantIR: boolean): Promise<RunOutcome> {
  const cache = openRunCache(options);
  const manifest = cache?.store.getEntry<OutputManifest>(OUTPUT_STAGE, cache.key);
  if (cache !== undefined && manifest !== undefined) {
    const code = await fromCachedOutput(options, cache.store, manifest, check);
    if (code !== undefined) {
      recordRunAnswered(true);
      return { code, fromCache: true, ...(wantIR ? await irOutcome(options, cache) : {}) };
    }
  }
  recordRunAnswered(false);
  return runStages(options, formatter, check, cache);
}

interface RunCache {
  store: CacheStore;
  /** The digest of the generator (input-digest.ts). */
  generator: string;
  /** The digest of everything the run reads: the key of its output. */
  key: string;
}

/**
 * The cache for this run, or none. The generator's code is digested once per process: it is the code
 * this process runs, even if the sources change meanwhile (the watch mode). A template read when the
 * stages load (the shipped runtime) would be stale in a process that has run since it changed, so a
 * run whose templates differ from the process's first uses no cache.
 */
function openRunCache(options: GenerateOptions): RunCache | undefined {
  if (options.cache === false || options.cache === undefined) return undefined;
  const templates = templatesDigest();
  processDigests ??= { code: codeDigest(), templates };
  if (templates !== processDigests.templates) return undefined;
  const generator = combinedDigest(processDigests.code, templates);
  return { store: openCacheStore(options.cache), generator, key: runDigest(generator, options.specRoot, options.releaseRoot) };
}

/** The digests of the generator's code and templates when this process first ran. */
let processDigests: { code: string; templates: string } | undefined;

/** `--check` or a run against the cached output; undefined when a blob of it is gone (then every stage runs). */
async function fromCachedOutput(
  options: GenerateOptions,
  store: CacheStore,
  manifest: OutputManifest,
  check: boolean,
): Promise<number | undefined> {
  const { outputDirectory } = options;
  const differences = await manifestDifferencesOf(manifest, outputDirectory);
  if (check)
    return checkOutcome(
      options,
      manifest.map((file) => file.path),
      differences,
    );
  const read = specFilesRead(options.specRoot);
  if (differences.length === 0)
    return print(
      `${read}; ${upToDateText(
        manifest.map((file) => file.path),
        outputDirectory,
        ", from the cache",
      )}.`,
      0,
    );
  const staged = await stageOutputs(outputDirectory);
  if (!(await replayManifest(manifest, store, (file) => staged.add(file)))) {
    await staged.abort();
    return undefined;
  }
  await staged.commit();
  if (staged.recovered !== undefined) print(`${shown(outputDirectory)}: ${staged.recovered}.`, 0);
  return print(
    `${read}; wrote ${writtenText(
      manifest.map((file) => file.path),
      outputDirectory,
    )} (from the cache).`,
    0,
  );
}

async function irOutcome(options: GenerateOptions, cache: RunCache): Promise<{ ir?: GatewayIR }> {
  const { buildCachedIR } = await import("./pipeline.js");
  try {
    return { ir: await buildCachedIR(options.specRoot, cache) };
  } catch (error) {
    if (error instanceof SpecError) return {};
    throw error;
  }
}

/** Every stage: the IR, each emitter's files formatted and compiled as they come, into the staging folder (or compared, with `check`). */
async function runStages(options: GenerateOptions, formatter: Formatter, check: boolean, cache: RunCache | undefined): Promise<RunOutcome> {
  const { specRoot, releaseRoot, outputDirectory } = options;
  const timer = phaseTimer();
  timer.mark("start-up (node, the generator's modules, the cache's look-up)");
  // Loaded only now: a run the cache answers never loads the stages.
  formatter.warmUp();
  options.emitPool?.warmUp();
  const [{ buildCachedIR, emitInto }, { emitters }, { readReleaseState }] = await Promise.all([
    import("./pipeline.js"),
    import("./emit/emitters.js"),
    import("./release/release-state.js"),
  ]);
  timer.mark("loading the stages");
  let ir: GatewayIR;
  try {
    ir = await buildCachedIR(specRoot, cache);
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    return { code: printSpecError(error, specRoot) };
  }
  limitHeapGrowthFor(ir);
  optimizeHotCodeFor(ir.operations.length);
  timer.mark("IR (load, check, resolve)");
  const recorder = outputRecorder(cache);
  const pool = options.emitPool;
  const comparison = check ? compareWithOutputs(outputDirectory) : undefined;
  const staged = check ? undefined : await stageOutputs(outputDirectory);
  // Read while the emit worker starts on the IR (emitInto hands it the IR first).
  const release = readReleaseState(releaseRoot, ir).then((state) => {
    timer.mark("release state (the changes since the latest release)");
    return state;
  });
  const emitOptions = {
    formatter,
    release,
    onEmitted: (name: string) => timer.mark(`emit ${name}`),
    ...(pool ? { offload: (ir: GatewayIR, release: Promise<ReleaseView>) => pool.emit(ir, release) } : {}),
  };
  const sink = comparison ?? staged!;
  const paths: string[] = [];
  const add = (file: GeneratedFile) => (paths.push(file.path), recorder.add(file), sink.add(file));
  try {
    await emitInto(ir, emitters, { add }, emitOptions);
    for (const manifest of ownershipManifests(paths)) await add(manifest);
  } catch (error) {
    await staged?.abort();
    throw error;
  }
  timer.mark(check ? "formatting, compiling, comparing the rest" : "formatting, compiling, writing the rest");
  await staged?.commit();
  // Stored once the output is in place: an entry always names an output that was written whole.
  await recorder.store();
  timer.mark(check ? "listing stray files, storing in the cache" : "swap, storing in the cache");
  const code = comparison
    ? checkOutcome(options, paths, await comparison.stale())
    : print(`${specFilesRead(specRoot)}; wrote ${writtenText(paths, outputDirectory)}.`, 0);
  if (staged?.recovered !== undefined) print(`${shown(outputDirectory)}: ${staged.recovered}.`, 0);
  timer.report();
  return { code, ir };
}

/**
 * Keeps the run's files, and stores their bytes and the manifest of them all in the cache once the
 * output is in place: hashing and writing them (a tenth of a watch run's main thread) comes after the
 * swap, so that a save's output is on disk sooner.
 */
function outputRecorder(cache: RunCache | undefined): { add(file: GeneratedFile): void; store(): Promise<void> } {
  const files: GeneratedFile[] = [];
  return {
    add(file) {
      if (cache !== undefined) files.push(file);
    },
    async store() {
      if (cache === undefined) return;
      const recorded = files.map((file) => cache.store.putBlobAsync(file.contents).then((hash) => manifestFile(file, hash)));
      const manifest = sortManifest(await Promise.all(recorded));
      cache.store.putEntry(
        OUTPUT_STAGE,
        cache.key,
        manifest,
        manifest.map((file) => file.hash),
      );
    },
  };
}

/**
 * Runs every stage `times` over the spec, writing and storing nothing: the watch mode does so before
 * it reports ready, so that the modules are loaded and the JIT has compiled the stages by the first
 * save (the first runs in a process take two to three times as long as the later ones).
 */
export async function primeStages(options: GenerateOptions, formatter: Formatter, times: number): Promise<void> {
  formatter.warmUp();
  options.emitPool?.warmUp();
  const [{ buildIR, emitInto }, { emitters }, { readReleaseState }] = await Promise.all([
    import("./pipeline.js"),
    import("./emit/emitters.js"),
    import("./release/release-state.js"),
  ]);
  const pool = options.emitPool;
  for (let run = 0; run < times; run++) {
    const ir = await buildIR(options.specRoot).catch((error: unknown) => {
      if (error instanceof SpecError) return undefined;
      throw error;
    });
    if (ir === undefined) return;
    const release = await readReleaseState(options.releaseRoot, ir);
    await emitInto(
      ir,
      emitters,
      { add: () => undefined },
      { formatter, release, ...(pool ? { offload: (ir: GatewayIR, view: Promise<ReleaseView>) => pool.emit(ir, view) } : {}) },
    );
  }
}

function checkOutcome({ specRoot, outputDirectory }: GenerateOptions, paths: readonly string[], stale: readonly string[]): number {
  if (stale.length === 0) return print(`${specFilesRead(specRoot)}; ${upToDateText(paths, outputDirectory)}.`, 0);
  const listed = stale.map((line) => `  ${line}`).join("\n");
  return print(`${shown(outputDirectory)} is stale; run \`npm run generate\`:\n${listed}`, 1, true);
}

/**
 * "Read 42 spec files": how many files the spec folder gave (spec-files.ts), so that a file left out
 * (a link the spec cannot follow is refused) never goes unseen. The same count whether the cache
 * answered or not: a cached run digested those same files.
 */
function specFilesRead(specRoot: string): string {
  const count = listSpecFiles(specRoot).files.length;
  return `Read ${count} spec file${count === 1 ? "" : "s"}`;
}

/** "130 files to generated and 25 to generated-python": a run's files by the folder they go to. */
export function writtenText(paths: readonly string[], outputDirectory: string): string {
  const [npm, python] = filesPerFolder(paths, outputDirectory);
  return `${npm!.files} files to ${shown(npm!.folder)} and ${python!.files} to ${shown(python!.folder)}`;
}

/** "generated and generated-python are up to date (130 and 25 files)". */
export function upToDateText(paths: readonly string[], outputDirectory: string, note = ""): string {
  const [npm, python] = filesPerFolder(paths, outputDirectory);
  return `${shown(npm!.folder)} and ${shown(python!.folder)} are up to date (${npm!.files} and ${python!.files} files${note})`;
}

function shown(folder: string): string {
  return relative(".", folder) || ".";
}

/** Every problem with its code frame, then how many there are; exit code 1. */
export function printSpecError(error: SpecError, specRoot: string): number {
  const diagnostics = sortedUnique(error.diagnostics);
  const shown = renderDiagnostics(diagnostics, error.sources, (file) => relative(".", resolve(specRoot, file)));
  return print(`${shown}\n\n${diagnostics.length} problem(s) in the spec; nothing was written.`, 1, true);
}

export function print(text: string, code: number, toStderr = false): number {
  (toStderr ? process.stderr : process.stdout).write(`${text}\n`);
  return code;
}
