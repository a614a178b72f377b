// After the table: the verdict check, with every expected disagreement counted by reason and every
// unexplained one shown with its body, since each of those is a bug in one of the two validators.

import type { AgreementReport } from "../validators/agreement.js";
import type { TableRow } from "./table.js";

export function agreementRows(reports: readonly AgreementReport[]): TableRow[] {
  return [
    { section: "Same verdict? benchmark, hostile and seeded property-test bodies (valid and mutated)" },
    ...reports.map((report) => {
      const expected = [...report.expected.values()].reduce((sum, count) => sum + count, 0);
      return {
        cells: [
          `${report.operation}: ${report.bodies} bodies`,
          `${report.agreed} agree`,
          "",
          "",
          `${expected} expected disagreements, ${report.unexplained.length} unexplained${report.unexplained.length > 0 ? " (BUG, see below)" : ""}`,
        ],
      };
    }),
  ];
}

/** The zod schemas' verdicts against ours, by reason: notes, never a failure. */
export function zodAgreementNotes(reports: readonly AgreementReport[]): string {
  const lines: string[] = [];
  for (const report of reports) {
    lines.push(`  ${report.operation}: ${report.zod.agreed} of ${report.bodies} bodies the same verdict`);
    for (const [reason, count] of [...report.zod.differences].sort()) lines.push(`    ${count} x ${reason}`);
  }
  return `zod verdicts beside ours (differences by reason):\n${lines.join("\n")}`;
}

export function agreementNotes(reports: readonly AgreementReport[]): string {
  const lines: string[] = [];
  for (const report of reports) {
    for (const [reason, count] of [...report.expected].sort())
      lines.push(`  ${report.operation}: ${count} x ours stricter, expected: ${reason}`);
    for (const found of report.unexplained) {
      lines.push(`  ${report.operation}: UNEXPLAINED, ${found.stricter} stricter on ${found.label}`);
      lines.push(`    body: ${found.body}`);
      for (const finding of found.findings.slice(0, 5)) lines.push(`    ${found.stricter === "ours" ? "ours" : "ajv"}: ${finding}`);
    }
  }
  return lines.length === 0 ? "Verdicts: no disagreement." : `Verdict disagreements:\n${lines.join("\n")}`;
}
