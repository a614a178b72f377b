// `npm run fuzz`: the long run of the fuzz properties (fuzz-run.ts), not part of `npm test`. At
// least 100,000 inputs per validator (every operation, version and direction), the giant inputs at
// full size, and the time bounds held call by call. Prints a table; exits 1 on any problem.
//
// FUZZ_INPUTS sets the inputs per validator (default 100000), FC_SEED replays a run, FUZZ_ONLY runs
// the validators whose label contains it (`FUZZ_ONLY="AUTHORIZE@100 request"`).

import { loadGatewayIR, messageCases } from "../support/gateway-ir.js";
import { ORDINARY_CALL_BOUND_MS } from "./call-checks.js";
import { fuzzValidator, type FuzzSettings, type RunReport } from "./fuzz-run.js";
import { FULL_SCALE, GIANT_CALL_BOUND } from "./giant-inputs.js";

const settings: FuzzSettings = {
  inputsPerValidator: Number(process.env.FUZZ_INPUTS ?? 100_000),
  poolSize: 300,
  seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31),
  ordinaryBoundMs: ORDINARY_CALL_BOUND_MS,
  giantScale: FULL_SCALE,
  timeGiantInputs: true,
};

function row(cells: (string | number)[]): string {
  const widths = [78, 9, 12, 12];
  return cells
    .map((cell, index) => (index === 0 ? String(cell).padEnd(widths[0] as number) : String(cell).padStart(widths[index] as number)))
    .join(" ");
}

function printReports(label: string, reports: RunReport[], seconds: number): void {
  const inputs = reports.reduce((sum, report) => sum + report.inputs, 0);
  console.log(`\n${label}: ${inputs.toLocaleString("en")} inputs in ${seconds.toFixed(1)} s`);
  console.log(row(["input kind", "inputs", "slowest ms", "bound ms"]));
  for (const report of reports) {
    const bound = report.boundMs === undefined ? "-" : report.boundMs.toFixed(0);
    console.log(row([report.name.slice(0, 78), report.inputs, report.slowestMs.toFixed(2), bound]));
  }
}

async function main(): Promise<number> {
  const only = process.env.FUZZ_ONLY;
  const cases = messageCases(await loadGatewayIR()).filter((messageCase) => only === undefined || messageCase.label.includes(only));
  console.log(
    `fuzz: ${cases.length} validators, ${settings.inputsPerValidator.toLocaleString("en")} inputs each, seed ${settings.seed}; ` +
      `bounds: ${ORDINARY_CALL_BOUND_MS} ms a call on ordinary inputs, ` +
      `${GIANT_CALL_BOUND.baseMs} ms + ${GIANT_CALL_BOUND.microsecondsPerByte} µs per byte of JSON on giant ones`,
  );
  const started = performance.now();
  const problems: string[] = [];
  for (const messageCase of cases) {
    const start = performance.now();
    const reports = fuzzValidator(messageCase, settings);
    printReports(messageCase.label, reports, (performance.now() - start) / 1000);
    problems.push(...reports.flatMap((report) => report.problems));
  }
  const seconds = (performance.now() - started) / 1000;
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    return 1;
  }
  console.log(
    `\nfuzz: no throw, no call over its bound, every answer in shape, no value echoed, prototypes unchanged (${seconds.toFixed(0)} s)`,
  );
  return 0;
}

process.exitCode = await main();
