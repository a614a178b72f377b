// The phases of one run, timed, for the benchmark: with GATEWAY_CODEGEN_TIMINGS set, a run prints
// them as one JSON line on stderr (`{"timings":[[phase, ms], ...],"maxRssMb":...}`) when it ends.

export const TIMINGS_VARIABLE = "GATEWAY_CODEGEN_TIMINGS";

export interface PhaseTimer {
  /** Ends the phase running since the last mark (the first: since the process started). */
  mark(phase: string): void;
  /** Prints the phases, when asked for. */
  report(): void;
}

export function phaseTimer(): PhaseTimer {
  const phases: [string, number][] = [];
  let last = 0;
  return {
    mark(phase) {
      const now = performance.now();
      phases.push([phase, Math.round((now - last) * 10) / 10]);
      last = now;
    },
    report() {
      if (process.env[TIMINGS_VARIABLE] === undefined) return;
      process.stderr.write(`${JSON.stringify({ timings: phases, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) })}\n`);
    },
  };
}
