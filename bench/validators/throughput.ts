// Validators against ajv, and against the zod schemas @hey-api/openapi-ts makes, on the same bodies:
// calls per second of each, the ratios, and the verdicts; measured in fresh child processes
// (throughput-child.ts), the median process reported.

import type { GatewayIR } from "../../generator/ir/ir.js";
import { runMeasured } from "../generation/child-run.js";
import { REPO_ROOT } from "../generation/generation.js";
import { presentValues } from "../../test/support/body-paths.js";
import { benchBodies } from "../bodies/bench-bodies.js";
import { compareOpsPerSecond, warmUp } from "../measure.js";
import { ajvVerdict, compileRequestSchema, createAjv } from "../peers/ajv.js";
import { loadZodRequestValidators, zodVerdict, type ZodValidator } from "../peers/zod.js";
import type { Settings } from "../settings.js";
import { ourRequestValidator } from "./our-validators.js";

export interface ThroughputRow {
  operation: string;
  body: string;
  expectValid: boolean;
  /** Values in the body the IR describes, and its JSON size. */
  values: number;
  bytes: number;
  ours: { opsPerSecond: number; valid: boolean; errors: number };
  ajv: { opsPerSecond: number; valid: boolean; errors: number };
  /** The zod schemas, timed beside the two. */
  zod: { opsPerSecond: number; valid: boolean; errors: number };
  /** Lowest and highest ratio (ours / ajv) over the processes measured, where more than one was. */
  ratioRange?: [number, number];
}

/** Our calls per second over ajv's on one row. */
export const ratioOf = (row: ThroughputRow): number => row.ours.opsPerSecond / row.ajv.opsPerSecond;

/** Our calls per second over the zod schemas'. */
export const zodRatioOf = (row: ThroughputRow): number => row.ours.opsPerSecond / row.zod.opsPerSecond;

/**
 * The comparison run `settings.throughputProcesses` times, each in a fresh process and one after the
 * other; each row is the run with the median ratio over ajv (its zod figures too), with the range of
 * ratios beside it.
 */
export async function measureThroughputInProcesses(settings: Settings, zodFolder: string): Promise<ThroughputRow[]> {
  const runs: ThroughputRow[][] = [];
  for (let index = 0; index < settings.throughputProcesses; index++) {
    const args = ["--import", "tsx", "bench/validators/throughput-child.ts", `--zod=${zodFolder}`, ...(settings.quick ? ["--quick"] : [])];
    const run = await runMeasured(process.execPath, args, REPO_ROOT);
    if (run.exitCode !== 0) throw new Error(`the throughput comparison failed: ${run.stderr}`);
    runs.push(JSON.parse(run.stdout) as ThroughputRow[]);
  }
  return medianRows(runs);
}

function medianRows(runs: readonly ThroughputRow[][]): ThroughputRow[] {
  const [first = []] = runs;
  return first.map((_, index) => {
    const candidates = runs.map((rows) => rows[index] as ThroughputRow).sort((a, b) => ratioOf(a) - ratioOf(b));
    const labels = new Set(candidates.map((row) => `${row.operation} ${row.body}`));
    if (labels.size !== 1) throw new Error(`the processes measured different rows: ${[...labels].join(", ")}`);
    const middle = candidates[Math.floor((candidates.length - 1) / 2)] as ThroughputRow;
    const lowest = candidates[0] as ThroughputRow;
    const highest = candidates.at(-1) as ThroughputRow;
    return candidates.length > 1 ? { ...middle, ratioRange: [ratioOf(lowest), ratioOf(highest)] } : middle;
  });
}

export async function measureThroughput(ir: GatewayIR, settings: Settings, zodFolder: string): Promise<ThroughputRow[]> {
  const ajv = createAjv();
  const zodValidators = await loadZodRequestValidators(zodFolder, ir.operations);
  const contenders = ir.operations.map((operation) => ({
    operation,
    ours: ourRequestValidator(operation),
    peer: compileRequestSchema(ajv, operation),
    zod: zodValidators.get(operation) as ZodValidator,
    bodies: benchBodies(operation),
  }));
  // Steady state, as on a server that has been running a while: every body of every operation goes
  // through every validator before any is timed. Timed in first-seen order instead, ajv's function for
  // a schema had seen only the row's body, while the runtime our validators share had seen every row
  // before it, so the two were timed in unequal states (the README gives the figures).
  for (const { ours, peer, zod, bodies } of contenders)
    for (const { body } of bodies) warmUp([() => ours(body), () => peer(body), () => zod(body)], settings.warmupMs);
  return contenders.flatMap(({ operation, ours, peer, zod, bodies }) =>
    bodies.map(({ label, body, expectValid }): ThroughputRow => {
      const ourResult = ours(body);
      const peerResult = ajvVerdict(peer, body);
      const zodResult = zodVerdict(zod, body);
      const timed = [() => ours(body), () => peer(body), () => zod(body)];
      const [ourSpeed = 0, peerSpeed = 0, zodSpeed = 0] = compareOpsPerSecond(timed, settings);
      return {
        operation: `${operation.name}@${operation.version}`,
        body: label,
        expectValid,
        values: presentValues(operation.request.root, body).length,
        bytes: JSON.stringify(body).length,
        ours: { opsPerSecond: ourSpeed, valid: ourResult.valid, errors: ourResult.valid ? 0 : ourResult.errors.length },
        ajv: { opsPerSecond: peerSpeed, valid: peerResult.valid, errors: peerResult.errors.length },
        zod: { opsPerSecond: zodSpeed, valid: zodResult.valid, errors: zodResult.issues.length },
      };
    }),
  );
}
