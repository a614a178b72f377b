// Generation, ours against openapi-typescript: wall time and peak memory of cold runs in child
// processes (the real spec, `--check`, synthetic specs 10x and 50x its size), and the phases timed in
// process so that the table shows where the time goes.

import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "../measure.js";
import type { Settings } from "../settings.js";
import { runMeasured, type ChildRun } from "./child-run.js";
import type { PhaseTimes } from "./phases-child.js";
import { writeSyntheticSpec } from "./synthetic-spec.js";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const OPENAPI_TYPESCRIPT = join(REPO_ROOT, "test", "peers", "node_modules", "openapi-typescript", "bin", "cli.js");

/** Median wall time and the highest peak memory over runs of one command. */
export interface CommandFigures {
  label: string;
  wallMs: number;
  maxRssMb?: number;
  runs: number;
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
  generate: CommandFigures;
  check: CommandFigures;
  /** openapi-typescript on the OpenAPI document the timed generate run wrote; undefined when it wrote none. */
  openapiTypescript?: CommandFigures;
  scales: ScaleFigures[];
  phases: PhaseTimes;
}

function firstErrorLine(run: ChildRun): string {
  const lines = `${run.stderr}\n${run.stdout}`.split("\n").map((line) => line.trim());
  return lines.find((line) => /error/i.test(line)) ?? lines.find((line) => line !== "") ?? "no output";
}

function summarise(label: string, runs: ChildRun[]): CommandFigures {
  const failedRun = runs.find((run) => run.exitCode !== 0);
  const rss = runs.map((run) => run.maxRssMb).filter((value): value is number => value !== undefined);
  return {
    label,
    wallMs: median(runs.map((run) => run.wallMs)),
    runs: runs.length,
    ...(rss.length > 0 ? { maxRssMb: Math.max(...rss) } : {}),
    ...(failedRun ? { failed: `exit ${failedRun.exitCode}: ${firstErrorLine(failedRun)}` } : {}),
  };
}

async function repeat(label: string, times: number, command: string, args: readonly string[]): Promise<CommandFigures> {
  const runs: ChildRun[] = [];
  for (let index = 0; index < times; index++) runs.push(await runMeasured(command, args, REPO_ROOT));
  return summarise(label, runs);
}

function generate(specRoot: string, out: string, check = false): [string, string[]] {
  // As `npm run generate` runs it (package.json), without npm in between.
  return [process.execPath, ["--import", "tsx", "generator/cli.ts", "--spec", specRoot, "--out", out, ...(check ? ["--check"] : [])]];
}

function openapiTypescript(document: string, out: string): [string, string[]] {
  return [process.execPath, [OPENAPI_TYPESCRIPT, document, "--output", out]];
}

async function measureScale(specRoot: string, work: string, scale: number): Promise<ScaleFigures> {
  const scaledSpec = join(work, `spec-${scale}x`);
  const out = join(work, `out-${scale}x`);
  const operationFiles = await writeSyntheticSpec(specRoot, scaledSpec, scale);
  const ours = await repeat(`generate, ${scale}x spec`, 1, ...generate(scaledSpec, out));
  const document = join(out, "openapi.json");
  const peer = existsSync(document)
    ? await repeat(`openapi-typescript, ${scale}x`, 1, ...openapiTypescript(document, join(work, `types-${scale}x.d.ts`)))
    : undefined;
  return { scale, operationFiles, ours, ...(peer ? { peer } : {}) };
}

async function measurePhases(specRoot: string): Promise<PhaseTimes> {
  const run = await runMeasured(process.execPath, ["--import", "tsx", "bench/generation/phases-child.ts", specRoot], REPO_ROOT);
  if (run.exitCode !== 0) throw new Error(`the phase timing failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as PhaseTimes;
}

export async function measureGeneration(specRoot: string, settings: Settings): Promise<GenerationReport> {
  const work = await mkdtemp(join(tmpdir(), "bench-generation-"));
  try {
    const out = join(work, "out");
    // One untimed run first, its figures discarded: tsx keeps an on-disk transform cache, so without it
    // the first timed run could meet a cold cache and the later ones a warm one, depending on what ran
    // before the bench. Every timed run now sees the same, warm cache.
    await runMeasured(...generate(specRoot, out), REPO_ROOT);
    const generateFigures = await repeat("generate (cold, fresh process)", settings.generationRuns, ...generate(specRoot, out));
    const check = await repeat("generate --check", settings.generationRuns, ...generate(specRoot, out, true));
    const document = join(out, "openapi.json");
    const openapiTypescriptFigures = existsSync(document)
      ? await repeat("openapi-typescript (types only)", settings.generationRuns, ...openapiTypescript(document, join(work, "types.d.ts")))
      : undefined;
    const scales: ScaleFigures[] = [];
    for (const scale of settings.scales) scales.push(await measureScale(specRoot, work, scale));
    const phases = await measurePhases(specRoot);
    return {
      generate: generateFigures,
      check,
      ...(openapiTypescriptFigures ? { openapiTypescript: openapiTypescriptFigures } : {}),
      scales,
      phases,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
