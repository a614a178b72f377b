// `npm run bench [-- --quick] [-- --only=validators,python,generation,size]`: validators against ajv and
// the zod schemas @hey-api/openapi-ts makes from our OpenAPI, the Python validators against
// fastjsonschema and jsonschema (where /usr/bin/python3 has both; one line says why not otherwise),
// generation against openapi-typescript, package size against ajv's standalone code; one table, the
// targets judged, then the verdict disagreements.

import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import type { GatewayIR } from "../generator/ir/ir.js";
import { buildIR } from "../generator/pipeline.js";
import { measureGeneration, REPO_ROOT } from "./generation/generation.js";
import { agreementNotes, agreementRows, zodAgreementNotes } from "./report/agreement-notes.js";
import { generationRows } from "./report/generation-rows.js";
import { sizeRows } from "./report/size-rows.js";
import { renderTable, type TableRow } from "./report/table.js";
import { judgeTargets, targetRows, type Figures } from "./report/targets.js";
import { hostileRows, throughputRows, zodThroughputRows } from "./report/validator-rows.js";
import { settingsFrom, type Settings } from "./settings.js";
import { generateZodSchemas, loadZodRequestValidators } from "./peers/zod.js";
import { measureSizes } from "./size/sizes.js";
import { checkAgreement } from "./validators/agreement.js";
import { measureHostile } from "./validators/hostile.js";
import { measureThroughputInProcesses } from "./validators/throughput.js";
import { measurePython, pythonAgreementLines, pythonBenchUnavailable, pythonRows, pythonTargetList } from "./python/python-measure.js";

const SIZE_OPERATION = "AUTHORIZE";

function progress(step: string): void {
  process.stderr.write(`bench: ${step}\n`);
}

interface Outcome {
  rows: TableRow[];
  figures: Figures;
  notes: string[];
}

async function runValidators(ir: GatewayIR, settings: Settings): Promise<Outcome> {
  progress("zod schemas from generated/openapi.json (@hey-api/openapi-ts)");
  const zod = await generateZodSchemas();
  try {
    progress(`validators vs ajv and zod (${settings.throughputProcesses} child process${settings.throughputProcesses === 1 ? "" : "es"})`);
    const throughput = await measureThroughputInProcesses(settings, zod.folder);
    progress("hostile input");
    const hostile = measureHostile(ir, settings);
    progress("verdicts");
    const agreement = checkAgreement(ir, settings, await loadZodRequestValidators(zod.folder, ir.operations));
    return {
      rows: [
        ...throughputRows(throughput),
        ...zodThroughputRows(throughput, zod.version),
        ...hostileRows(hostile),
        ...agreementRows(agreement),
      ],
      figures: { throughput, agreement },
      notes: [agreementNotes(agreement), zodAgreementNotes(agreement)],
    };
  } finally {
    await zod.remove();
  }
}

/** The Python validators against fastjsonschema and jsonschema, or one line saying why they are not timed here. */
async function runPython(ir: GatewayIR, settings: Settings): Promise<Outcome> {
  const unavailable = pythonBenchUnavailable();
  if (unavailable !== undefined) return { rows: [], figures: {}, notes: [`Python validators: skipped: ${unavailable}.`] };
  progress("Python validators vs fastjsonschema and jsonschema (/usr/bin/python3)");
  const result = await measurePython({ quick: settings.quick, agreement: true, ir });
  const targets = pythonTargetList(result).map((target) => ({
    cells: [target.name, target.measured, "", "", [target.pass ? "PASS" : "MISS", target.detail].filter(Boolean).join(", ")],
  }));
  const note = [`Python validators (${result.executable}, Python ${result.python}):`, ...pythonAgreementLines(result)].join("\n");
  return { rows: [...pythonRows(result), { section: "Targets (issue 27)" }, ...targets], figures: {}, notes: [note] };
}

async function runSize(ir: GatewayIR): Promise<Outcome> {
  progress("package size");
  const sizes = await measureSizes(ir, SIZE_OPERATION);
  return { rows: sizeRows(sizes), figures: { sizes }, notes: [] };
}

async function runGeneration(specRoot: string, settings: Settings): Promise<Outcome> {
  progress("generation (child processes)");
  const generation = await measureGeneration(specRoot, settings);
  return { rows: generationRows(generation), figures: { generation }, notes: [] };
}

async function main(): Promise<void> {
  const settings = settingsFrom(process.argv.slice(2));
  const loadAtStart = loadavg()[0] ?? 0;
  const started = performance.now();
  const specRoot = join(REPO_ROOT, "spec");
  const ir = await buildIR(specRoot);
  // One part at a time, in this order: generation runs child processes that would disturb timings.
  const outcomes: Outcome[] = [];
  if (settings.parts.has("validators")) outcomes.push(await runValidators(ir, settings));
  if (settings.parts.has("python")) outcomes.push(await runPython(ir, settings));
  if (settings.parts.has("generation")) outcomes.push(await runGeneration(specRoot, settings));
  if (settings.parts.has("size")) outcomes.push(await runSize(ir));
  const figures = Object.assign({}, ...outcomes.map((outcome) => outcome.figures)) as Figures;
  const table = renderTable([...outcomes.flatMap((outcome) => outcome.rows), ...targetRows(judgeTargets(figures))]);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  // Other work on the machine slows every figure: the load average says how busy it was.
  const load = `load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end, ${availableParallelism()} cores`;
  const args = process.argv.slice(2);
  const command = args.length === 0 ? "npm run bench" : `npm run bench -- ${args.join(" ")}`;
  const notes = outcomes.flatMap((outcome) => outcome.notes);
  process.stdout.write(`${[table, ...notes].join("\n\n")}\n\n${command}: ${seconds} s, node ${process.version}, ${load}\n`);
}

await main();
