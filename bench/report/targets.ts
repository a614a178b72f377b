// The targets, each judged PASS or MISS against this run's figures.

import type { CommandFigures, GenerationReport, ScaleFigures } from "../generation/generation.js";
import type { PhaseTimes } from "../generation/phases-child.js";
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

function generationTargets({ generate, scales, phases }: GenerationReport): Target[] {
  const targets: Target[] = [
    {
      name: "cold generation < 5 s",
      measured: milliseconds(generate.wallMs),
      pass: generate.failed === undefined && generate.wallMs < 5000,
    },
    {
      name: "generation peak memory < 500 MB",
      measured: megabytes(generate.maxRssMb),
      pass: generate.failed === undefined && generate.maxRssMb !== undefined && generate.maxRssMb < 500,
    },
  ];
  const largest = scales.at(-1);
  if (largest !== undefined) targets.push(growthTarget(largest, generate, phases));
  return targets;
}

/**
 * Judged on the work that grows with the spec: the fixed start-up (node, tsx, the generator's modules;
 * the first phase of the phase timing) is taken off both times, since it would flatter the ratio.
 */
function growthTarget(largest: ScaleFigures, generate: CommandFigures, phases: PhaseTimes): Target {
  const startUpMs = phases.phases[0]?.[1] ?? 0;
  const withStartUp = largest.ours.wallMs / generate.wallMs;
  const growth = (largest.ours.wallMs - startUpMs) / Math.max(1, generate.wallMs - startUpMs);
  return {
    name: `${largest.scale}x spec in < ${largest.scale}x the time, start-up excluded`,
    measured: generate.failed === undefined ? ratio(growth) : "n/a (the real spec failed)",
    pass: generate.failed === undefined && largest.ours.failed === undefined && growth < largest.scale,
    detail: `${milliseconds(largest.ours.wallMs)} against ${milliseconds(generate.wallMs)}, less ${milliseconds(startUpMs)} of start-up each; ${ratio(withStartUp)} with it`,
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
