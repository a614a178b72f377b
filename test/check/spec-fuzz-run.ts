// The spec fuzz: random edits of a spec's files (spec-mutations.ts), each run in process through
// check, resolve and every emitter. A run must end in diagnostics (a SpecError, each located in a
// file of the spec) or in files; anything else, an exception, is a crash a spec mistake caused.

import fc from "fast-check";
import { SpecError } from "../../generator/diagnostics/diagnostic.js";
import { emitters } from "../../generator/emit/emitters.js";
import { loadSpec } from "../../generator/load/load-spec.js";
import type { SpecFile } from "../../generator/load/spec-file.js";
import { buildIRFromFiles } from "../../generator/pipeline.js";
import { NO_RELEASE } from "../../generator/release/release-state.js";
import { releaseView } from "../../generator/release/release-view.js";
import { editedSpec, specCase, type SpecEdit } from "./spec-mutations.js";

export interface FuzzedSpec {
  name: string;
  files: SpecFile[];
  metaSchemaPath: string;
}

export interface SpecFuzzReport {
  spec: string;
  seed: number;
  cases: number;
  /** Runs that ended in diagnostics, and in files. */
  refused: number;
  generated: number;
  /** Runs that threw anything but a SpecError, or gave a diagnostic that points nowhere. */
  exceptions: { edit: { file: string; edits: SpecEdit[] }; error: string }[];
  seconds: number;
}

export async function readSpec(name: string, specRoot: string, metaSchemaPath: string): Promise<FuzzedSpec> {
  return { name, files: await loadSpec(specRoot), metaSchemaPath };
}

/** The outcome of one run over edited files: "refused", "generated", or the exception's text. */
export async function runEdited(files: SpecFile[], metaSchemaPath: string): Promise<"refused" | "generated" | { error: string }> {
  try {
    const ir = buildIRFromFiles(files, metaSchemaPath);
    const release = releaseView(ir, NO_RELEASE);
    for (const emitter of emitters) for await (const _file of await emitter.emit(ir, { release }));
    return "generated";
  } catch (error) {
    if (!(error instanceof SpecError)) return { error: (error as Error).stack ?? String(error) };
    const paths = new Set(files.map((file) => file.path));
    const astray = error.diagnostics.find(
      (diagnostic) =>
        !paths.has(diagnostic.file) || !(diagnostic.line >= 1) || !(diagnostic.column >= 1) || diagnostic.message.length === 0,
    );
    return astray === undefined ? "refused" : { error: `a diagnostic that points nowhere: ${JSON.stringify(astray)}` };
  }
}

export async function fuzzSpec(spec: FuzzedSpec, cases: number, seed: number): Promise<SpecFuzzReport> {
  const started = performance.now();
  const report: SpecFuzzReport = { spec: spec.name, seed, cases, refused: 0, generated: 0, exceptions: [], seconds: 0 };
  for (const drawn of fc.sample(specCase, { numRuns: cases, seed })) {
    const outcome = await runEdited(editedSpec(spec.files, drawn), spec.metaSchemaPath);
    if (outcome === "refused") report.refused++;
    else if (outcome === "generated") report.generated++;
    else
      report.exceptions.push({
        edit: { file: spec.files[drawn.file % spec.files.length]?.path ?? "?", edits: drawn.edits },
        error: outcome.error,
      });
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** The exceptions told apart by their first line: one cause, however many cases reach it. */
export function distinctErrors(report: SpecFuzzReport): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { error } of report.exceptions) {
    const first = error.split("\n")[0] ?? error;
    counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return counts;
}
