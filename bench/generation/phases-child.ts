// Run in a child process by the benchmark: the generator's phases, in process and timed one by one
// (IR, each emitter, the wait for prettier, compile), on the spec folder given as the first argument.
// Prints JSON. Mirrors `main` in generator/cli.ts and `emitAll` in generator/pipeline.ts, taken apart
// so that each phase has its own clock; prettier runs in its worker thread meanwhile, as there.

import { compilePackage } from "../../generator/build/compile-package.js";
import type { GeneratedFile } from "../../generator/emit/emitter.js";
import { emitters } from "../../generator/emit/emitters.js";
import { buildIR } from "../../generator/pipeline.js";
import { startFormatter } from "../../generator/write/format.js";
import { NO_RELEASE } from "../../generator/release/release-state.js";

export interface PhaseTimes {
  /** Milliseconds by phase, in pipeline order; emitters as `emit <name>`. */
  phases: [string, number][];
  files: number;
  maxRssMb: number;
}

async function timePhases(specRoot: string): Promise<PhaseTimes> {
  // performance.now() counts from the start of the process: so far, node started and loaded every module.
  const phases: [string, number][] = [["start-up (node, tsx, loading ts-morph, the generator)", performance.now()]];
  const timed = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await run();
    phases.push([name, performance.now() - start]);
    return result;
  };
  const formatter = startFormatter();
  try {
    const ir = await timed("IR (load, check, resolve)", () => buildIR(specRoot));
    const sources: GeneratedFile[] = [];
    const formatting: Promise<GeneratedFile>[] = [];
    for (const emitter of emitters) {
      const files = await timed(`emit ${emitter.name}`, () => emitter.emit(ir, { release: NO_RELEASE }));
      sources.push(...files);
      formatting.push(...files.map((file) => formatter.format(file)));
    }
    const compiled = await timed("compile (oxc, to dist/)", () => compilePackage(sources));
    const formatted = await timed("wait for prettier (in its worker thread since start-up)", () => Promise.all(formatting));
    return { phases, files: formatted.length + compiled.length, maxRssMb: process.resourceUsage().maxRSS / 1024 };
  } finally {
    await formatter.close();
  }
}

const specRoot = process.argv[2];
if (specRoot === undefined) throw new Error("usage: phases-child.ts <spec folder>");
process.stdout.write(`${JSON.stringify(await timePhases(specRoot))}\n`);
