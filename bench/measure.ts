// Timing: warm up, then several samples, median. Results feed a sink so that the JIT cannot drop the call.
// Throughput counts CPU time, a single slow call wall time.

import type { Settings } from "./settings.js";

/** Written and never read: a store to module state the JIT cannot prove dead. */
const sink = { count: 0 };

/** Keeps results observable. */
export function consume(value: unknown): void {
  if (value !== undefined && value !== false) sink.count++;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Milliseconds of CPU time this process has used. Throughput is timed by it rather than by the wall
 * clock: the machine's cores are shared, and while another process runs, this one's wall clock goes
 * on but its CPU time does not (at a load average of 8 on 2 cores, wall-clock ratios moved by 3x
 * between runs, CPU-time ratios by a few percent).
 */
function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Calls per second of CPU time over one sample of about `durationMs`, in batches to keep the clock out of the loop. */
function sampleOpsPerSecond(run: () => unknown, durationMs: number): number {
  let calls = 0;
  let batch = 1;
  const start = cpuMilliseconds();
  let elapsed = 0;
  while (elapsed < durationMs) {
    for (let index = 0; index < batch; index++) consume(run());
    calls += batch;
    elapsed = cpuMilliseconds() - start;
    if (elapsed < durationMs / 20) batch *= 2;
  }
  return (calls * 1000) / elapsed;
}

/** Runs each contender for `durationMs`, so that the JIT has compiled it before it is timed. */
export function warmUp(contenders: readonly (() => unknown)[], durationMs: number): void {
  for (const run of contenders) sampleOpsPerSecond(run, durationMs);
}

/**
 * Median calls per second of each contender, samples interleaved (a, b, a, b, ...) so that a slow
 * patch of the machine hurts both alike.
 */
export function compareOpsPerSecond(contenders: readonly (() => unknown)[], settings: Settings): number[] {
  warmUp(contenders, settings.warmupMs);
  const samples = contenders.map((): number[] => []);
  for (let round = 0; round < settings.samples; round++)
    contenders.forEach((run, index) => samples[index]?.push(sampleOpsPerSecond(run, settings.sampleMs)));
  return samples.map(median);
}

/** Median milliseconds per call of each contender, for calls too slow to batch; one call first as warm-up. */
export function compareMsPerCall(contenders: readonly (() => unknown)[], calls: number): number[] {
  for (const run of contenders) consume(run());
  const samples = contenders.map((): number[] => []);
  for (let round = 0; round < calls; round++)
    contenders.forEach((run, index) => {
      const start = performance.now();
      consume(run());
      samples[index]?.push(performance.now() - start);
    });
  return samples.map(median);
}
