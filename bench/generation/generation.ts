// Generation, ours against openapi-typescript: wall time and peak memory of runs in child processes,
// each as `npm run generate` runs it (node generator/cli/run.mjs generate): cold (every stage: --no-cache),
// `--check` cold and from the cache, a run that changes nothing (answered by the cache), synthetic
// specs 10x and 50x the real one's size, and one spec file changed in watch mode. Each run of the
// generator prints its own phase timings (GATEWAY_CODEGEN_TIMINGS), so the table shows where the
// time goes and start-up can be taken off the growth ratio.

import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "../measure.js";
import type { Settings } from "../settings.js";
import { runMeasured, type ChildRun, type ExtraEnvironment } from "./child-run.js";
import { writeSyntheticSpec } from "./synthetic-spec.js";
import { measureWatchLatency, type WatchLatency } from "./watch-latency.js";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const OPENAPI_TYPESCRIPT = join(REPO_ROOT, "test", "peers", "node_modules", "openapi-typescript", "bin", "cli.js");
/** As `npm run generate` runs the generator (package.json), without npm in between. */
const GENERATOR = [join(REPO_ROOT, "generator", "cli", "run.mjs"), "generate"];

/** A run's phases, as the generator printed them: [phase, ms]. */
export type Timings = [string, number][];

/** Best and median wall time, and the highest peak memory, over runs of one command. */
export interface CommandFigures {
  label: string;
  bestMs: number;
  medianMs: number;
  maxRssMb?: number;
  runs: number;
  /** The phases of the fastest run, when the command is the generator. */
  timings?: Timings;
  failed?: string;
}

export interface ScaleFigures {
  scale: number;
  operationFiles: number;
  ours: CommandFigures;
  /** openapi-typescript on the OpenAPI document this run wrote, when the generator writes one. */
  peer?: CommandFigures;
}

export interface GenerationReport {
  /** Every stage (`--no-cache`). */
  generate: CommandFigures;
  /** `--check`, every stage. */
  check: CommandFigures;
  /** `--check` answered by the cache. */
  cachedCheck: CommandFigures;
  /** A run with nothing changed since the last: answered by the cache. */
  noOp: CommandFigures;
  /** openapi-typescript on the OpenAPI document the timed generate run wrote; undefined when it wrote none. */
  openapiTypescript?: CommandFigures;
  scales: ScaleFigures[];
  watch?: WatchLatency;
}

function firstErrorLine(run: ChildRun): string {
  const lines = `${run.stderr}\n${run.stdout}`.split("\n").map((line) => line.trim());
  return lines.find((line) => /error/i.test(line)) ?? lines.find((line) => line !== "") ?? "no output";
}

/** The phase timings the generator printed on stderr, if it did. */
function timingsOf(run: ChildRun): Timings | undefined {
  const line = run.stderr.split("\n").find((each) => each.startsWith('{"timings":'));
  return line === undefined ? undefined : (JSON.parse(line) as { timings: Timings }).timings;
}

function summarise(label: string, runs: ChildRun[]): CommandFigures {
  const failedRun = runs.find((run) => run.exitCode !== 0);
  const rss = runs.map((run) => run.maxRssMb).filter((value): value is number => value !== undefined);
  const fastest = runs.reduce((best, run) => (run.wallMs < best.wallMs ? run : best));
  const timings = timingsOf(fastest);
  return {
    label,
    bestMs: fastest.wallMs,
    medianMs: median(runs.map((run) => run.wallMs)),
    runs: runs.length,
    ...(rss.length > 0 ? { maxRssMb: Math.max(...rss) } : {}),
    ...(timings ? { timings } : {}),
    ...(failedRun ? { failed: `exit ${failedRun.exitCode}: ${firstErrorLine(failedRun)}` } : {}),
  };
}

async function repeat(
  label: string,
  times: number,
  [command, args]: [string, string[]],
  env: ExtraEnvironment = {},
): Promise<CommandFigures> {
  const runs: ChildRun[] = [];
  for (let index = 0; index < times; index++) runs.push(await runMeasured(command, args, REPO_ROOT, env));
  return summarise(label, runs);
}

function generate(specRoot: string, out: string, ...flags: string[]): [string, string[]] {
  return [process.execPath, [...GENERATOR, "--spec", specRoot, "--out", out, ...flags]];
}

function openapiTypescript(document: string, out: string): [string, string[]] {
  return [process.execPath, [OPENAPI_TYPESCRIPT, document, "--output", out]];
}

async function measureScale(specRoot: string, work: string, scale: number, env: ExtraEnvironment): Promise<ScaleFigures> {
  const scaledSpec = join(work, `spec-${scale}x`);
  const out = join(work, `out-${scale}x`);
  const operationFiles = await writeSyntheticSpec(specRoot, scaledSpec, scale);
  const ours = await repeat(`generate, ${scale}x spec`, 1, generate(scaledSpec, out, "--no-cache"), env);
  const document = join(out, "openapi.json");
  const peer = existsSync(document)
    ? await repeat(`openapi-typescript, ${scale}x`, 1, openapiTypescript(document, join(work, `types-${scale}x.d.ts`)))
    : undefined;
  return { scale, operationFiles, ours, ...(peer ? { peer } : {}) };
}

export async function measureGeneration(specRoot: string, settings: Settings): Promise<GenerationReport> {
  const work = await mkdtemp(join(tmpdir(), "bench-generation-"));
  // A cache of its own, so that what the bench stores is gone with it; timings on stderr.
  const env = { GATEWAY_CODEGEN_CACHE: join(work, "cache"), GATEWAY_CODEGEN_TIMINGS: "1" };
  try {
    const out = join(work, "out");
    // One untimed run first: the generator's JavaScript is compiled once per change of its sources,
    // and its tools' compiled forms (meta-schema validator, templates, V8's code) are made once.
    await runMeasured(...generate(specRoot, out), REPO_ROOT, env);
    const runs = settings.generationRuns;
    const generateFigures = await repeat("generate, every stage (--no-cache)", runs, generate(specRoot, out, "--no-cache"), env);
    const check = await repeat("generate --check, every stage", runs, generate(specRoot, out, "--check", "--no-cache"), env);
    const noOp = await repeat("generate, nothing changed", runs, generate(specRoot, out), env);
    const cachedCheck = await repeat("generate --check, nothing changed", runs, generate(specRoot, out, "--check"), env);
    const document = join(out, "openapi.json");
    const openapiTypescriptFigures = existsSync(document)
      ? await repeat("openapi-typescript (types only)", runs, openapiTypescript(document, join(work, "types.d.ts")))
      : undefined;
    const scales: ScaleFigures[] = [];
    for (const scale of settings.scales) scales.push(await measureScale(specRoot, work, scale, env));
    const watch = await measureWatchLatency(specRoot, work, settings.watchEdits);
    return {
      generate: generateFigures,
      check,
      cachedCheck,
      noOp,
      ...(openapiTypescriptFigures ? { openapiTypescript: openapiTypescriptFigures } : {}),
      scales,
      watch,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Start-up of a generator run, from its own timings: node, the generator's modules, the cache's look-up, loading the stages. */
export function startUpMs(figures: CommandFigures): number {
  return (figures.timings ?? []).filter(([phase]) => /^(start-up|loading the stages)/.test(phase)).reduce((sum, [, ms]) => sum + ms, 0);
}
