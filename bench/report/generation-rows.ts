// Table rows of generation: runs against openapi-typescript, the cache, growth with spec size, the
// watch mode, and the phases of the fastest cold run.

import type { CommandFigures, GenerationReport } from "../generation/generation.js";
import type { TableRow } from "./table.js";
import { megabytes, milliseconds, ratio } from "./units.js";

function figures(command: CommandFigures | undefined, missing: string): string {
  if (command === undefined) return missing;
  if (command.failed !== undefined) return "failed";
  return `${milliseconds(command.bestMs)}, ${megabytes(command.maxRssMb)}`;
}

function runsNote(command: CommandFigures): string {
  if (command.failed !== undefined) return command.failed;
  return command.runs === 1 ? "one run" : `best of ${command.runs} (median ${milliseconds(command.medianMs)}), highest peak memory`;
}

function row(label: string, command: CommandFigures, note = ""): TableRow {
  return { cells: [label, figures(command, "n/a"), "", "", [runsNote(command), note].filter(Boolean).join("; ")] };
}

export function generationRows(report: GenerationReport): TableRow[] {
  const { generate, check, cachedCheck, noOp, openapiTypescript, scales, watch } = report;
  const rows: TableRow[] = [
    { section: "Generation: wall time, peak memory (a fresh child process each run, as npm run generate runs), lower is better" },
    {
      cells: [
        "generate the real spec, every stage (--no-cache) vs openapi-typescript",
        figures(generate, "n/a"),
        figures(openapiTypescript, "n/a (no openapi.json in the output)"),
        !generate.failed && openapiTypescript && !openapiTypescript.failed ? ratio(generate.bestMs / openapiTypescript.bestMs) : "",
        `${runsNote(generate)}; the peer emits types only`,
      ],
    },
    row("generate --check, every stage (--no-cache)", check),
    row("generate, nothing changed since the last run (the cache answers)", noOp),
    row("generate --check, nothing changed (the cache answers)", cachedCheck),
  ];
  for (const scale of scales)
    rows.push({
      cells: [
        `generate a ${scale.scale}x spec (${scale.operationFiles} operation files), every stage`,
        figures(scale.ours, "n/a"),
        figures(scale.peer, "n/a (no openapi.json in the output)"),
        scale.peer && !scale.peer.failed && !scale.ours.failed ? ratio(scale.ours.bestMs / scale.peer.bestMs) : "",
        scale.ours.failed ??
          (generate.failed ? "no ratio: the real spec failed" : `${ratio(scale.ours.bestMs / generate.bestMs)} the time of the real spec`),
      ],
    });
  if (watch !== undefined)
    rows.push({
      cells: [
        `--watch: ${watch.file} changed, to its output on disk`,
        watch.failed ? "failed" : milliseconds(watch.medianMs),
        "",
        "",
        watch.failed ?? `median of ${watch.samples.length} edits: ${watch.samples.map((ms) => Math.round(ms)).join(", ")} ms`,
      ],
    });
  const timings = generate.timings ?? [];
  const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
  rows.push({
    section: `Generation phases, real spec, the fastest run of every stage (main thread; prettier works in its worker meanwhile)`,
  });
  for (const [name, ms] of timings)
    if (ms >= 1) rows.push({ cells: [name, milliseconds(ms), "", "", `${Math.round((100 * ms) / total)}% of ${milliseconds(total)}`] });
  return rows;
}
