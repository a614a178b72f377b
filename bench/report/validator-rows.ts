// Table rows of the validator comparison: throughput on the benchmark bodies, then hostile input.

import type { HostileRow } from "../validators/hostile.js";
import { ratioOf, type ThroughputRow } from "../validators/throughput.js";
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
