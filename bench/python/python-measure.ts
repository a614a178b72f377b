// The Python validators (generated-python/) against fastjsonschema and jsonschema compiled from our
// JSON Schemas (generated/schema/), on the request bodies `npm run bench` gives the TypeScript
// validators (bench/bodies/), as ratios; then each peer's verdict on every conformance vector JSON
// Schema can judge. Run by `npm run bench:python` (python-bench.ts) and as a part of `npm run bench`.
//
// The peers are Debian's packages (`apt-get install python3-fastjsonschema python3-jsonschema`), which
// install for /usr/bin/python3, not for a python3 that may come first on PATH (pyenv): the bench runs
// /usr/bin/python3 unless GATEWAY_BENCH_PYTHON names another.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GatewayIR, OperationIR } from "../../generator/ir/ir.js";
import { schemaPath, SCHEMA_ROOT, VECTORS_INDEX_PATH } from "../../generator/emit/plan/output-plan.js";
import { PYTHON_PACKAGE } from "../../generator/emit/plan/python-plan.js";
import { VECTORS_TODAY } from "../../generator/emit/plan/values/leaf-faults.js";
import { pythonValidatorName } from "../../generator/emit/python/python-validators.js";
import { buildIR } from "../../generator/pipeline.js";
import { benchBodies } from "../bodies/bench-bodies.js";
import { REPO_ROOT } from "../generation/generation.js";
import type { TableRow } from "../report/table.js";
import type { Target } from "../report/targets.js";
import { opsPerSecond, ratio } from "../report/units.js";

export const PYTHON = process.env.GATEWAY_BENCH_PYTHON ?? "/usr/bin/python3";
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

export interface PythonResult {
  python: string;
  executable: string;
  versions: { fastjsonschema: string; jsonschema: string };
  rows: Row[];
  agreement: { peers: Record<"fastjsonschema" | "jsonschema", PeerAgreement>; skippedFiles: string[] } | null;
  missing?: string;
}

const INSTALL_HINT =
  "apt-get install python3-fastjsonschema python3-jsonschema (Debian's packages, for /usr/bin/python3), or set GATEWAY_BENCH_PYTHON to a python3 that has both";

function missingPeerText(missing: string): string {
  return `${PYTHON} lacks a peer (${missing}): ${INSTALL_HINT}.`;
}

/** Why the Python bench cannot run here (no such python, or a peer it cannot import); undefined when it can. */
export function pythonBenchUnavailable(): string | undefined {
  const probe = spawnSync(PYTHON, ["-B", "-c", "import fastjsonschema, jsonschema"], { encoding: "utf8" });
  if (probe.error !== undefined) return `${PYTHON} did not run (${probe.error.message}): ${INSTALL_HINT}`;
  if (probe.status !== 0) {
    const reason = probe.stderr.trim().split("\n").at(-1) ?? "";
    return `${PYTHON} cannot import the peers (${reason}): ${INSTALL_HINT}`;
  }
  return undefined;
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

/** Times the Python validators and both peers on every bench body (and, with `agreement`, the peers' verdicts on the vectors). */
export async function measurePython(options: { quick: boolean; agreement: boolean; ir?: GatewayIR }): Promise<PythonResult> {
  const ir = options.ir ?? (await buildIR(join(REPO_ROOT, "spec")));
  return runPython({
    pythonPackage: join(REPO_ROOT, "generated-python"),
    importName: PYTHON_PACKAGE,
    packageRoot: GENERATED,
    schemaRoot: SCHEMA_ROOT,
    vectorsIndex: join(GENERATED, VECTORS_INDEX_PATH),
    today: VECTORS_TODAY,
    samples: options.quick ? 3 : 9,
    agreement: options.agreement,
    bodies: taskBodies(ir.operations),
  });
}

function runPython(task: object): PythonResult {
  const folder = mkdtempSync(join(tmpdir(), "bench-python-"));
  try {
    const file = join(folder, "task.json");
    writeFileSync(file, JSON.stringify(task));
    const child = spawnSync(PYTHON, ["-B", SCRIPT, file], { encoding: "utf8", maxBuffer: 1 << 28 });
    if (child.error !== undefined) throw new Error(`${PYTHON} did not run: ${child.error.message}`);
    const result = JSON.parse(child.stdout || "{}") as PythonResult;
    if (result.missing !== undefined) throw new Error(missingPeerText(result.missing));
    if (child.status !== 0) throw new Error(`${SCRIPT} failed:\n${child.stderr}`);
    return result;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const ratioOf = (row: Row, peer: "fastjsonschema" | "jsonschema") => row.ours.opsPerSecond / row[peer].opsPerSecond;

/** The table's rows: each body against each peer. */
export function pythonRows(result: PythonResult): TableRow[] {
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

/** The lowest ratio against a peer over some rows, with the row it comes from. */
function lowest(rows: readonly Row[], peer: "fastjsonschema" | "jsonschema"): { value: number; where: string } {
  return rows
    .map((row) => ({ value: ratioOf(row, peer), where: `${row.operation} ${row.label}` }))
    .reduce((low, entry) => (entry.value < low.value ? entry : low), { value: Number.POSITIVE_INFINITY, where: "none" });
}

/** Issue 27's targets, each judged by the lowest ratio of this run. */
export function pythonTargetList(result: PythonResult): Target[] {
  const fast = lowest(
    result.rows.filter((row) => row.expectValid),
    "fastjsonschema",
  );
  const slow = lowest(result.rows, "jsonschema");
  return [
    {
      name: "Python validators >= 1x fastjsonschema, valid bodies",
      measured: ratio(fast.value),
      pass: fast.value >= FASTJSONSCHEMA_TARGET,
      detail: `lowest: ${fast.where}`,
    },
    {
      name: `Python validators >= ${JSONSCHEMA_TARGET}x jsonschema, every body`,
      measured: ratio(slow.value),
      pass: slow.value >= JSONSCHEMA_TARGET,
      detail: `lowest: ${slow.where}`,
    },
  ];
}

/** Each target's verdict as a line: PASS or MISS, the lowest ratio and where. */
export function pythonTargets(result: PythonResult): string[] {
  return pythonTargetList(result).map(
    (target) => `${target.pass ? "PASS" : "MISS"} ${target.name}: ${target.measured} (${target.detail ?? ""})`,
  );
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

export function pythonAgreementLines(result: PythonResult): string[] {
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
