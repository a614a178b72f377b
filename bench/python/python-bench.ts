// `npm run bench:python [-- --quick] [-- --no-vectors]`: the Python validators (generated-python/)
// against fastjsonschema and jsonschema compiled from our JSON Schemas (generated/schema/), on the
// request bodies `npm run bench` gives the TypeScript validators (bench/bodies/), as ratios; then each
// peer's verdict on every conformance vector JSON Schema can judge. Not in `npm test`.
//
// The peers are Debian's packages (`apt-get install python3-fastjsonschema python3-jsonschema`), which
// install for /usr/bin/python3, not for a python3 that may come first on PATH (pyenv): the bench runs
// /usr/bin/python3 unless GATEWAY_BENCH_PYTHON names another. Without them it fails and says so.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { OperationIR } from "../../generator/ir/ir.js";
import { schemaPath, SCHEMA_ROOT, VECTORS_INDEX_PATH } from "../../generator/emit/plan/output-plan.js";
import { PYTHON_PACKAGE } from "../../generator/emit/plan/python-plan.js";
import { VECTORS_TODAY } from "../../generator/emit/plan/values/leaf-faults.js";
import { pythonValidatorName } from "../../generator/emit/python/python-validators.js";
import { buildIR } from "../../generator/pipeline.js";
import { benchBodies } from "../bodies/bench-bodies.js";
import { REPO_ROOT } from "../generation/generation.js";
import { renderTable, type TableRow } from "../report/table.js";
import { opsPerSecond, ratio } from "../report/units.js";

const PYTHON = process.env.GATEWAY_BENCH_PYTHON ?? "/usr/bin/python3";
const GENERATED = join(REPO_ROOT, "generated");
const SCRIPT = join(REPO_ROOT, "bench", "python", "bench_validators.py");

/** The issue's targets: at least fastjsonschema's speed on every valid body, at least 20x jsonschema's on every body. */
const FASTJSONSCHEMA_TARGET = 1;
const JSONSCHEMA_TARGET = 20;

interface Figure {
  opsPerSecond: number;
  valid: boolean;
  errors?: number;
}

interface Row {
  operation: string;
  label: string;
  expectValid: boolean;
  ours: Figure;
  fastjsonschema: Figure;
  jsonschema: Figure;
}

interface PeerAgreement {
  agree: number;
  total: number;
  disagree: string[];
}

interface Result {
  python: string;
  executable: string;
  versions: { fastjsonschema: string; jsonschema: string };
  rows: Row[];
  agreement: { peers: Record<"fastjsonschema" | "jsonschema", PeerAgreement>; skippedFiles: string[] } | null;
  missing?: string;
}

function taskBodies(operations: readonly OperationIR[]) {
  return operations.flatMap((operation) =>
    benchBodies(operation).map((entry) => ({
      operation: operation.title,
      label: entry.label,
      expectValid: entry.expectValid,
      body: JSON.stringify(entry.body),
      validator: pythonValidatorName(operation, "request"),
      schema: join(GENERATED, schemaPath(operation, "request")),
    })),
  );
}

function runPython(task: object): Result {
  const folder = mkdtempSync(join(tmpdir(), "bench-python-"));
  try {
    const file = join(folder, "task.json");
    writeFileSync(file, JSON.stringify(task));
    const child = spawnSync(PYTHON, ["-B", SCRIPT, file], { encoding: "utf8", maxBuffer: 1 << 28 });
    if (child.error !== undefined) throw new Error(`${PYTHON} did not run: ${child.error.message}`);
    const result = JSON.parse(child.stdout || "{}") as Result;
    if (result.missing !== undefined)
      throw new Error(
        `${PYTHON} lacks a peer (${result.missing}): apt-get install python3-fastjsonschema python3-jsonschema (Debian's packages, for /usr/bin/python3), or set GATEWAY_BENCH_PYTHON to a python3 that has both.`,
      );
    if (child.status !== 0) throw new Error(`${SCRIPT} failed:\n${child.stderr}`);
    return result;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const ratioOf = (row: Row, peer: "fastjsonschema" | "jsonschema") => row.ours.opsPerSecond / row[peer].opsPerSecond;

function rows(result: Result): TableRow[] {
  const table: TableRow[] = [];
  for (const peer of ["fastjsonschema", "jsonschema"] as const) {
    table.push({ section: `Python validators vs ${peer} ${result.versions[peer]} (Python ${result.python})` });
    for (const row of result.rows)
      table.push({
        cells: [
          `${row.operation} ${row.label}`,
          opsPerSecond(row.ours.opsPerSecond),
          opsPerSecond(row[peer].opsPerSecond),
          ratio(ratioOf(row, peer)),
          verdictNote(row, peer),
        ],
      });
  }
  return table;
}

function verdictNote(row: Row, peer: "fastjsonschema" | "jsonschema"): string {
  const notes = [];
  if (row.ours.valid !== row.expectValid) notes.push(`ours ${row.ours.valid ? "valid" : "invalid"}, expected otherwise`);
  if (row[peer].valid !== row.ours.valid) notes.push(`${peer} says ${row[peer].valid ? "valid" : "invalid"}`);
  return notes.join("; ");
}

/** Each target's verdict, with the lowest ratio it was judged by. */
function targets(result: Result): string[] {
  const valid = result.rows.filter((row) => row.expectValid);
  const lowest = (subset: Row[], peer: "fastjsonschema" | "jsonschema") => Math.min(...subset.map((row) => ratioOf(row, peer)));
  const fast = lowest(valid, "fastjsonschema");
  const slow = lowest(result.rows, "jsonschema");
  return [
    `${fast >= FASTJSONSCHEMA_TARGET ? "PASS" : "MISS"} at least as fast as fastjsonschema on every valid body: lowest ${ratio(fast)}`,
    `${slow >= JSONSCHEMA_TARGET ? "PASS" : "MISS"} at least ${JSONSCHEMA_TARGET}x jsonschema on every body: lowest ${ratio(slow)}`,
  ];
}

/** Cases by the kind their id ends with (`bad-date-1`): how many of each, and one example. */
function byKind(cases: readonly string[]): string {
  const kinds = new Map<string, string[]>();
  for (const entry of cases) {
    const kind = entry.slice(entry.lastIndexOf("/") + 1);
    kinds.set(kind, [...(kinds.get(kind) ?? []), entry]);
  }
  return [...kinds].map(([kind, entries]) => `${entries.length} ${kind} (${entries[0]})`).join(", ");
}

function agreementLines(result: Result): string[] {
  if (result.agreement === null) return [];
  const lines = Object.entries(result.agreement.peers).map(
    ([peer, counts]) =>
      `${peer}: agrees with ${counts.agree} of ${counts.total} JSON-Schema vectors${counts.disagree.length > 0 ? `; not with ${byKind(counts.disagree)}` : ""}`,
  );
  return [
    ...lines,
    `(files whose schema is no file of ${SCHEMA_ROOT}/, not judged: ${result.agreement.skippedFiles.join(", ") || "none"})`,
  ];
}

async function main(argv: string[]): Promise<void> {
  const quick = argv.includes("--quick");
  const ir = await buildIR(join(REPO_ROOT, "spec"));
  const load = loadavg()[0] ?? 0;
  const started = performance.now();
  const result = runPython({
    pythonPackage: join(REPO_ROOT, "generated-python"),
    importName: PYTHON_PACKAGE,
    packageRoot: GENERATED,
    schemaRoot: SCHEMA_ROOT,
    vectorsIndex: join(GENERATED, VECTORS_INDEX_PATH),
    today: VECTORS_TODAY,
    samples: quick ? 3 : 9,
    agreement: !argv.includes("--no-vectors"),
    bodies: taskBodies(ir.operations),
  });
  console.log(renderTable(rows(result)));
  console.log("");
  for (const line of [...targets(result), ...agreementLines(result)]) console.log(line);
  console.log(
    `\n${result.executable} (Python ${result.python}), ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${load.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
  );
}

await main(process.argv.slice(2));
