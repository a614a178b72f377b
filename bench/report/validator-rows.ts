// Table rows of the validator comparison: throughput on the benchmark bodies, then hostile input.

import type { HostileRow } from "../validators/hostile.js";
import { ratioOf, zodRatioOf, type ThroughputRow } from "../validators/throughput.js";
import type { TableRow } from "./table.js";
import { bytes, milliseconds, opsPerSecond, ratio } from "./units.js";

function verdicts(ours: { valid: boolean; errors: number }, ajv: { valid: boolean; errors: number }, expectValid?: boolean): string {
  const word = (valid: boolean) => (valid ? "valid" : "invalid");
  if (ours.valid !== ajv.valid) return `DISAGREE: ours ${word(ours.valid)}, ajv ${word(ajv.valid)}`;
  const unexpected = expectValid !== undefined && ours.valid !== expectValid ? " (UNEXPECTED)" : "";
  return ours.valid ? `both valid${unexpected}` : `both invalid, ${ours.errors} / ${ajv.errors} errors${unexpected}`;
}

export function throughputRows(rows: readonly ThroughputRow[]): TableRow[] {
  return [
    { section: "Validators vs ajv (Ajv2020, ajv-formats, allErrors): calls per second, higher is better" },
    ...rows.map((row) => ({
      cells: [
        `${row.operation} ${row.body} (${row.values} values, ${bytes(row.bytes)})`,
        opsPerSecond(row.ours.opsPerSecond),
        opsPerSecond(row.ajv.opsPerSecond),
        ratio(ratioOf(row)),
        verdicts(row.ours, row.ajv, row.expectValid) + spread(row),
      ],
    })),
  ];
}

/**
 * The zod schemas @hey-api/openapi-ts makes from our OpenAPI, from the same processes: figures only,
 * their verdict differences are in the notes (they differ by design: see zod-differences.ts).
 */
export function zodThroughputRows(rows: readonly ThroughputRow[], peer: string): TableRow[] {
  const word = (valid: boolean) => (valid ? "valid" : "invalid");
  return [
    { section: `Validators vs zod (${peer}, safeParse): calls per second, higher is better` },
    ...rows.map((row) => ({
      cells: [
        `${row.operation} ${row.body}`,
        opsPerSecond(row.ours.opsPerSecond),
        opsPerSecond(row.zod.opsPerSecond),
        ratio(zodRatioOf(row)),
        row.ours.valid === row.zod.valid
          ? `both ${word(row.ours.valid)}${row.ours.valid ? "" : `, ${row.ours.errors} / ${row.zod.errors} errors`}`
          : `differ: ours ${word(row.ours.valid)}, zod ${word(row.zod.valid)}`,
      ],
    })),
  ];
}

/** How far the ratio moved between the processes measured. */
function spread(row: ThroughputRow): string {
  return row.ratioRange === undefined ? "" : `; ${ratio(row.ratioRange[0])} to ${ratio(row.ratioRange[1])} across processes`;
}

export function hostileRows(rows: readonly HostileRow[]): TableRow[] {
  return [
    { section: `Hostile input (${rows[0]?.operation ?? "no operation"}): time per call, lower is better` },
    ...rows.map((row) => ({
      cells: [
        row.input,
        milliseconds(row.ours.msPerCall),
        milliseconds(row.ajv.msPerCall),
        ratio(row.ours.msPerCall / row.ajv.msPerCall),
        verdicts(row.ours, row.ajv),
      ],
    })),
  ];
}
