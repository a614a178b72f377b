// The consumer oracle over a corpus: the base spec's consumer prepared once, every edit held against
// it, and the figures the issue asks for (edits, predicted, demonstrated, unexplained, unpredicted).

import { join } from "node:path";
import { prepareBase } from "./base-consumer.js";
import type { CorpusEdit } from "./corpus/fixture-corpus.js";
import { demonstrationCacheFile, ORACLE_CACHE_VARIABLE, readDemonstrations, writeDemonstrations } from "./demonstration-cache.js";
import { judgeEdits, runEdits, type EditResult, type Phases } from "./run-edits.js";
import { REPO_ROOT } from "../../support/fixtures.js";
import { buildSpec, type SpecTexts } from "./spec-edits.js";

export interface CorpusRun {
  results: EditResult[];
  figures: Figures;
  /** Seconds of each phase (the base's consumer prepared, then the edits'). */
  phases: Phases & { base: number };
}

export interface Figures {
  edits: number;
  predicted: number;
  demonstrated: number;
  reasoned: number;
  unexplained: number;
  unpredicted: number;
  seconds: number;
}

export async function runCorpus(spec: SpecTexts, edits: readonly CorpusEdit[], work: string): Promise<CorpusRun> {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  // In mutation runs only: what a consumer meets, from an earlier run (demonstration-cache.ts).
  const cache = process.env[ORACLE_CACHE_VARIABLE] === "1" ? await demonstrationCacheFile(REPO_ROOT, spec) : undefined;
  const known = cache === undefined ? undefined : await readDemonstrations(cache);
  if (known !== undefined) {
    const baseIr = buildSpec(spec);
    const prepared = seconds();
    const { results, phases } = judgeEdits(baseIr, spec, edits, known);
    return { results, figures: figuresOf(results, (performance.now() - started) / 1000), phases: { base: prepared, ...phases } };
  }
  const base = await prepareBase(buildSpec(spec), join(work, "base"));
  const prepared = seconds();
  const { results, phases } = await runEdits(base, spec, edits, work);
  if (cache !== undefined) await writeDemonstrations(cache, new Map(results.map(({ name, demonstrations }) => [name, demonstrations])));
  return { results, figures: figuresOf(results, (performance.now() - started) / 1000), phases: { base: prepared, ...phases } };
}

function figuresOf(results: readonly EditResult[], seconds: number): Figures {
  const count = (pick: (result: EditResult) => readonly unknown[]) => results.reduce((sum, result) => sum + pick(result).length, 0);
  return {
    edits: results.length,
    predicted: count(({ verdict }) => verdict.predicted),
    demonstrated: count(({ verdict }) => verdict.demonstrated),
    reasoned: count(({ verdict }) => verdict.reasoned),
    unexplained: count(({ verdict }) => verdict.unexplained),
    unpredicted: count(({ verdict }) => verdict.unpredicted),
    seconds: Math.round(seconds * 10) / 10,
  };
}

/** One line an edit, then the figures: what the test prints. */
export function corpusText(name: string, run: CorpusRun): string {
  const lines = run.results.map(({ name: edit, report, verdict }) => {
    const marks = [
      `${verdict.predicted.length} predicted`,
      `${verdict.demonstrated.length} demonstrated`,
      ...(verdict.reasoned.length > 0 ? [`${verdict.reasoned.length} reasoned`] : []),
      ...(verdict.unexplained.length > 0
        ? [`UNEXPLAINED ${verdict.unexplained.map((change) => `${change.kind} ${change.path}`).join("; ")}`]
        : []),
      ...(verdict.unpredicted.length > 0 ? [`UNPREDICTED ${verdict.unpredicted.map((shown) => shown.evidence).join("; ")}`] : []),
    ];
    return `  ${edit}: ${report.bump}, ${marks.join(", ")}`;
  });
  const { edits, predicted, demonstrated, reasoned, unexplained, unpredicted, seconds } = run.figures;
  const { base, written, typeChecked, called } = run.phases;
  const timing = `${seconds} s (base ${base} s, packages ${written} s, type check ${typeChecked} s, calls ${called} s)`;
  const summary = `${name}: ${edits} edits, ${predicted} predicted, ${demonstrated} demonstrated, ${reasoned} reasoned, ${unexplained} unexplained, ${unpredicted} unpredicted, ${timing}`;
  return [summary, ...lines].join("\n");
}

export interface CorpusProblems {
  /** `edit: evidence` of each break no breaking change predicts. */
  unpredicted: string[];
  /** `edit: kind path` of each breaking change neither demonstrated nor reasoned. */
  unexplained: string[];
  /** `edit: stated -> given` where the report's bump is not the one the corpus states. */
  bumps: string[];
}

/** What must be empty for the report to pass the oracle. */
export function corpusProblems(run: CorpusRun, corpus: readonly CorpusEdit[]): CorpusProblems {
  return {
    unpredicted: run.results.flatMap(({ name, verdict }) => verdict.unpredicted.map((shown) => `${name}: ${shown.evidence}`)),
    unexplained: run.results.flatMap(({ name, verdict }) => verdict.unexplained.map((change) => `${name}: ${change.kind} ${change.path}`)),
    bumps: run.results.flatMap(({ name, report }) => {
      const stated = corpus.find((edit) => edit.name === name)?.bump;
      return stated === undefined || stated === report.bump ? [] : [`${name}: ${stated} -> ${report.bump}`];
    }),
  };
}
