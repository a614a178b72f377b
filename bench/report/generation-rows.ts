// Table rows of generation: cold runs against openapi-typescript, growth with spec size, phases.

import type { CommandFigures, GenerationReport } from "../generation/generation.js";
import type { TableRow } from "./table.js";
import { megabytes, milliseconds, ratio } from "./units.js";

function figures(command: CommandFigures | undefined, missing: string): string {
  if (command === undefined) return missing;
  if (command.failed !== undefined) return "failed";
  return `${milliseconds(command.wallMs)}, ${megabytes(command.maxRssMb)}`;
}

function runsNote(command: CommandFigures): string {
  return command.failed ?? `median of ${command.runs} run(s), highest peak memory`;
}

export function generationRows(report: GenerationReport): TableRow[] {
  const { generate, check, openapiTypescript, scales, phases } = report;
  const peerMissing = "n/a (no openapi.json in the output)";
  const rows: TableRow[] = [
    { section: "Generation: wall time, peak memory (fresh child process each run), lower is better" },
    {
      cells: [
        "generate the real spec (cold) vs openapi-typescript",
        figures(generate, "n/a"),
        figures(openapiTypescript, peerMissing),
        !generate.failed && openapiTypescript && !openapiTypescript.failed ? ratio(generate.wallMs / openapiTypescript.wallMs) : "",
        `${runsNote(generate)}; the peer emits types only`,
      ],
    },
    { cells: ["generate --check", figures(check, "n/a"), "", "", runsNote(check)] },
  ];
  for (const scale of scales)
    rows.push({
      cells: [
        `generate a ${scale.scale}x spec (${scale.operationFiles} operation files)`,
        figures(scale.ours, "n/a"),
        figures(scale.peer, "n/a (no openapi.json in the output)"),
        scale.peer && !scale.peer.failed && !scale.ours.failed ? ratio(scale.ours.wallMs / scale.peer.wallMs) : "",
        scale.ours.failed ??
          (generate.failed ? "no ratio: the real spec failed" : `${ratio(scale.ours.wallMs / generate.wallMs)} the time of the real spec`),
      ],
    });
  const total = phases.phases.reduce((sum, [, ms]) => sum + ms, 0);
  rows.push({ section: `Generation phases in process, real spec (${phases.files} files, peak ${megabytes(phases.maxRssMb)})` });
  for (const [name, ms] of phases.phases)
    if (ms >= 1) rows.push({ cells: [name, milliseconds(ms), "", "", `${Math.round((100 * ms) / total)}% of ${milliseconds(total)}`] });
  return rows;
}
