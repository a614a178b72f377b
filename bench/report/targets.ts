// The targets, each judged PASS or MISS against this run's figures.

import { startUpMs, type CommandFigures, type GenerationReport, type ScaleFigures } from "../generation/generation.js";
import type { SizeRow } from "../size/sizes.js";
import type { AgreementReport } from "../validators/agreement.js";
import { ratioOf, type ThroughputRow } from "../validators/throughput.js";
import type { TableRow } from "./table.js";
import { bytes, megabytes, milliseconds, ratio } from "./units.js";

export interface Target {
  name: string;
  measured: string;
  pass: boolean;
  /** Where the figure comes from, when that is not obvious. */
  detail?: string;
}

/** What this run measured; a part left out with `--only` is undefined. */
export interface Figures {
  throughput?: readonly ThroughputRow[];
  agreement?: readonly AgreementReport[];
  generation?: GenerationReport;
  sizes?: readonly SizeRow[];
}

/** The lowest ratio, with the row it comes from. */
function lowestRatio(rows: readonly ThroughputRow[]): { value: number; where: string } {
  const ratios = rows.map((row) => ({ value: ratioOf(row), where: `${row.operation} ${row.body}` }));
  return ratios.reduce((low, entry) => (entry.value < low.value ? entry : low), { value: Number.POSITIVE_INFINITY, where: "none" });
}

/**
 * Identical verdicts: every timed body judged as it was built (valid or not) by both, and no
 * disagreement of the verdict check that a known looseness of the JSON Schema does not explain.
 */
function sameVerdicts(rows: readonly ThroughputRow[], agreement: readonly AgreementReport[]): Target {
  const differing = rows.filter((row) => row.ours.valid !== row.expectValid || row.ajv.valid !== row.expectValid);
  const unexplained = agreement.reduce((sum, report) => sum + report.unexplained.length, 0);
  const bodies = agreement.reduce((sum, report) => sum + report.bodies, 0);
  const expected = agreement.reduce((sum, report) => sum + [...report.expected.values()].reduce((a, b) => a + b, 0), 0);
  return {
    name: "validators: identical verdicts to ajv",
    measured: `${rows.length - differing.length} of ${rows.length} timed`,
    pass: differing.length === 0 && unexplained === 0,
    detail: [
      ...differing.map((row) => `differ on ${row.operation} ${row.body}`),
      `${bodies} bodies checked: ${unexplained} unexplained, ${expected} expected (ours stricter where the schema cannot be: see below)`,
    ].join("; "),
  };
}

function throughputTargets(rows: readonly ThroughputRow[], agreement: readonly AgreementReport[]): Target[] {
  const valid = lowestRatio(rows.filter((row) => row.expectValid));
  const invalid = lowestRatio(rows.filter((row) => !row.expectValid));
  return [
    {
      name: "validators >= 2x ajv ops/s, valid bodies",
      measured: ratio(valid.value),
      pass: valid.value >= 2,
      detail: `lowest: ${valid.where}`,
    },
    {
      name: "validators >= 1.5x ajv ops/s, invalid bodies (all errors)",
      measured: ratio(invalid.value),
      pass: invalid.value >= 1.5,
      detail: `lowest: ${invalid.where}`,
    },
    sameVerdicts(rows, agreement),
  ];
}

/** A figure judged against a bound in milliseconds: a failed run is a miss. */
function timeTarget(name: string, command: CommandFigures, boundMs: number, detail?: string): Target {
  return {
    name,
    measured: command.failed === undefined ? milliseconds(command.bestMs) : "failed",
    pass: command.failed === undefined && command.bestMs < boundMs,
    ...(detail ? { detail } : {}),
  };
}

function generationTargets({ generate, check, noOp, cachedCheck, scales, watch }: GenerationReport): Target[] {
  const targets: Target[] = [
    timeTarget("cold generation (every stage) < 2 s", generate, 2000, `best of ${generate.runs}`),
    timeTarget("generate --check (every stage) < 2 s", check, 2000, `best of ${check.runs}`),
    timeTarget("a run that changes nothing < 0.5 s", noOp, 500, `best of ${noOp.runs}`),
    timeTarget("--check that changes nothing < 0.5 s", cachedCheck, 500, `best of ${cachedCheck.runs}`),
    {
      name: "generation peak memory < 500 MB (issue 5)",
      measured: megabytes(generate.maxRssMb),
      pass: generate.failed === undefined && generate.maxRssMb !== undefined && generate.maxRssMb < 500,
    },
  ];
  if (watch !== undefined)
    targets.push({
      name: "--watch: one spec file changed, output on disk < 0.5 s",
      measured: watch.failed ? "failed" : milliseconds(watch.medianMs),
      pass: watch.failed === undefined && watch.medianMs < 500,
      detail: `median of ${watch.samples.length} edits, the slowest ${milliseconds(Math.max(...watch.samples, 0))}`,
    });
  const largest = scales.at(-1);
  if (largest !== undefined) targets.push(growthTarget(largest, generate), memoryTarget(largest));
  return targets;
}

/**
 * Judged on the work that grows with the spec: the fixed start-up (node, the generator's modules, the
 * cache's look-up, loading the stages; each run times its own) is taken off both times.
 */
function growthTarget(largest: ScaleFigures, generate: CommandFigures): Target {
  const withStartUp = largest.ours.bestMs / generate.bestMs;
  const [largeStartUp, realStartUp] = [startUpMs(largest.ours), startUpMs(generate)];
  const growth = (largest.ours.bestMs - largeStartUp) / Math.max(1, generate.bestMs - realStartUp);
  return {
    name: `${largest.scale}x spec in < ${largest.scale}x the time, start-up excluded`,
    measured: generate.failed === undefined ? ratio(growth) : "n/a (the real spec failed)",
    pass: generate.failed === undefined && largest.ours.failed === undefined && growth < largest.scale,
    detail: `${milliseconds(largest.ours.bestMs)} less ${milliseconds(largeStartUp)} of start-up against ${milliseconds(generate.bestMs)} less ${milliseconds(realStartUp)}; ${ratio(withStartUp)} with it`,
  };
}

function memoryTarget(largest: ScaleFigures): Target {
  const rss = largest.ours.maxRssMb;
  return {
    name: `${largest.scale}x spec peak memory < 1 GB`,
    measured: megabytes(rss),
    pass: largest.ours.failed === undefined && rss !== undefined && rss < 1000,
  };
}

function sizeTargets(rows: readonly SizeRow[]): Target[] {
  const consumer = rows.find((row) => row.kind === "consumer");
  if (consumer === undefined) throw new Error("the size rows have no one-operation consumer to judge");
  return [
    {
      name: "authorize-only consumer < 25 kB gzipped",
      measured: bytes(consumer.ours.gzippedBytes),
      pass: consumer.ours.gzippedBytes < 25_000 && consumer.leftovers.length === 0,
    },
  ];
}

export function judgeTargets(figures: Figures): Target[] {
  return [
    ...(figures.throughput ? throughputTargets(figures.throughput, figures.agreement ?? []) : []),
    ...(figures.generation ? generationTargets(figures.generation) : []),
    ...(figures.sizes ? sizeTargets(figures.sizes) : []),
  ];
}

export function targetRows(targets: readonly Target[]): TableRow[] {
  return [
    { section: "Targets (issue 12)" },
    ...targets.map((target) => ({
      cells: [target.name, target.measured, "", "", [target.pass ? "PASS" : "MISS", target.detail].filter(Boolean).join(", ")],
    })),
  ];
}
