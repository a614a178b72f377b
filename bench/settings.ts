// How long each part of the benchmark runs: `--quick` trades precision for a run of well under a minute.

/** The parts of the benchmark; `--only validators,size` runs some of them. `python`: the Python validators (python/python-measure.ts). */
export const PARTS = ["validators", "python", "generation", "size"] as const;
export type Part = (typeof PARTS)[number];

export interface Settings {
  quick: boolean;
  parts: ReadonlySet<Part>;
  /** Time spent running a function before any sample is kept, so that the JIT has settled. */
  warmupMs: number;
  /** Samples kept per measurement; the median is reported. */
  samples: number;
  /** Length of one throughput sample. */
  sampleMs: number;
  /**
   * Fresh processes the throughput comparison runs in; each row reports the process with the median
   * ratio. The JIT settles differently from one process to the next, more than samples within one vary.
   */
  throughputProcesses: number;
  /** Calls per hostile input (each call may take milliseconds). */
  hostileCalls: number;
  /** Runs of each generator command; the best is judged (the machine is shared), the median shown beside it. */
  generationRuns: number;
  /** Spec edits timed in watch mode; the median is judged. */
  watchEdits: number;
  /** Bodies per operation in the verdict sweep, valid and mutated each. */
  sweepBodies: number;
  /** Sizes of the synthetic specs, in multiples of the real one. */
  scales: readonly number[];
}

function partsFrom(argv: readonly string[]): Set<Part> {
  const only = argv.find((argument) => argument.startsWith("--only="))?.slice("--only=".length);
  if (only === undefined) return new Set(PARTS);
  const named = only.split(",");
  const unknown = named.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown part(s) ${unknown.join(", ")}; the parts are ${PARTS.join(", ")}`);
  return new Set(named as Part[]);
}

export function settingsFrom(argv: readonly string[]): Settings {
  const quick = argv.includes("--quick");
  const parts = partsFrom(argv);
  return quick
    ? {
        quick,
        parts,
        warmupMs: 40,
        samples: 3,
        sampleMs: 40,
        throughputProcesses: 1,
        hostileCalls: 3,
        generationRuns: 1,
        watchEdits: 3,
        sweepBodies: 40,
        scales: [10],
      }
    : {
        quick,
        parts,
        warmupMs: 150,
        samples: 7,
        sampleMs: 120,
        throughputProcesses: 3,
        hostileCalls: 5,
        generationRuns: 3,
        watchEdits: 7,
        sweepBodies: 200,
        scales: [10, 50],
      };
}
