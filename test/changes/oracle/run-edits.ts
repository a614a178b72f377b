// Holds the consumer of a base spec against each edit: the change report of the edit, the edit's
// package written beside a copy of the consumer, every consumer type-checked in one compiler run,
// then, for each edit, the consumer run against the new package's double (a consumer that upgraded)
// and the old consumer with its old package against it (a client built before the change), and the
// oracle's verdict on the report.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { compareSurfaces, type ChangeReport } from "../../../generator/changes/report.js";
import { surfaceOf } from "../../../generator/changes/surface.js";
import type { GatewayIR } from "../../../generator/ir/ir.js";
import { freshIds, startDouble, type BaseConsumer, type ConsumerModule, type PackageModule } from "./base-consumer.js";
import { callShape } from "./consumer-calls.js";
import { editVariants, type Variant } from "./consumer-variants.js";
import { callDemonstrations, compileDemonstrations, type CallReading, type Demonstration } from "./demonstrations.js";
import { writePackage } from "./package-folder.js";
import { SHARED } from "./probes.js";
import { buildSpec, withEdit, type SpecEdit, type SpecTexts } from "./spec-edits.js";
import { typeCheck } from "./type-check.js";
import { verdictOf, type Verdict } from "./verdict.js";

export interface EditResult {
  name: string;
  report: ChangeReport;
  demonstrations: Demonstration[];
  verdict: Verdict;
}

interface PreparedEdit {
  edit: SpecEdit;
  ir: GatewayIR;
  report: ChangeReport;
  folder: string;
  /** The digest of its package's JavaScript. */
  code: string;
}

/** Seconds each phase of a run took: the edits' packages written, type-checked, called. */
export type Phases = Record<"written" | "typeChecked" | "called", number>;

export async function runEdits(
  base: BaseConsumer,
  spec: SpecTexts,
  edits: readonly SpecEdit[],
  work: string,
): Promise<{ results: EditResult[]; phases: Phases }> {
  const phases: Phases = { written: 0, typeChecked: 0, called: 0 };
  let mark = performance.now();
  const lap = (phase: keyof Phases) => {
    phases[phase] = Math.round((performance.now() - mark) / 100) / 10;
    mark = performance.now();
  };
  const prepared: PreparedEdit[] = [];
  for (const [index, edit] of edits.entries()) prepared.push(await prepareEdit(base, spec, edit, join(work, `edit-${index}`), index));
  lap("written");
  const errors = await typeCheck(
    work,
    prepared.map(({ folder }) => join(folder, "consumer.ts")),
  );
  lap("typeChecked");
  const results: EditResult[] = [];
  for (const edit of prepared) {
    const compiled = compileDemonstrations(base.consumer, errors.get(join(edit.folder, "consumer.ts")) ?? []);
    // The same JavaScript answers every call as the base's did: the baseline is its outcome.
    const called = edit.code === base.code ? [] : await callsAgainst(base, edit);
    const demonstrations = [...compiled, ...called];
    results.push({ name: edit.edit.name, report: edit.report, demonstrations, verdict: verdictOf(edit.report.changes, demonstrations) });
  }
  lap("called");
  return { results, phases };
}

/** Each edit held against the base by its demonstrations known from an earlier run (demonstration-cache.ts). */
export function judgeEdits(
  baseIr: GatewayIR,
  spec: SpecTexts,
  edits: readonly SpecEdit[],
  known: ReadonlyMap<string, readonly Demonstration[]>,
): { results: EditResult[]; phases: Phases } {
  const started = performance.now();
  const results = edits.map((edit) => {
    const demonstrations = [...(known.get(edit.name) ?? [])];
    const { report } = editReport(baseIr, spec, edit);
    return { name: edit.name, report, demonstrations, verdict: verdictOf(report.changes, demonstrations) };
  });
  return { results, phases: { written: Math.round((performance.now() - started) / 100) / 10, typeChecked: 0, called: 0 } };
}

/** The edit's IR and its change report against the base. */
function editReport(baseIr: GatewayIR, spec: SpecTexts, edit: SpecEdit): { ir: GatewayIR; report: ChangeReport } {
  let ir: GatewayIR;
  try {
    ir = buildSpec(withEdit(spec, edit));
  } catch (error) {
    throw new Error(`the edit '${edit.name}' makes a spec that does not check: ${(error as Error).message}`);
  }
  return { ir, report: compareSurfaces(surfaceOf(baseIr), surfaceOf(ir), { from: "before", to: edit.name }) };
}

async function prepareEdit(base: BaseConsumer, spec: SpecTexts, edit: SpecEdit, folder: string, index: number): Promise<PreparedEdit> {
  const { ir, report } = editReport(base.ir, spec, edit);
  const packageFolder = join(folder, "node_modules", "@gateway", "generated");
  const code = await writePackage(ir, packageFolder, `0.0.${index}-edit`);
  await writeFile(join(folder, "package.json"), JSON.stringify({ type: "module", private: true }));
  await writeFile(join(folder, "consumer.ts"), base.source.typescript);
  await writeFile(join(folder, "consumer.js"), base.source.javascript);
  return { edit, ir, report, folder, code };
}

/** The upgraded consumer, then a client of the old package, each against a double of the new package. */
async function callsAgainst(base: BaseConsumer, edit: PreparedEdit): Promise<Demonstration[]> {
  const pkg = (await import(
    pathToFileURL(join(edit.folder, "node_modules", "@gateway", "generated", "dist", "index.js")).href
  )) as PackageModule;
  let run: ConsumerModule["run"];
  try {
    ({ run } = (await import(pathToFileURL(join(edit.folder, "consumer.js")).href)) as ConsumerModule);
  } catch (error) {
    return [shared(`the upgraded consumer fails to load: ${(error as Error).message}`)];
  }
  // A path argument the new package names otherwise is still the same identifier.
  const renamed = new Map([...callShape(edit.ir).arguments].map(([parameter, argument]) => [argument, parameter]));
  const reading: CallReading = {
    ...base.reading,
    identifierOf: (argument) => base.reading.identifierOf(argument) ?? renamed.get(argument),
  };
  const against = async (who: string, consumer: ConsumerModule["run"], variants: readonly Variant[]): Promise<Demonstration[]> => {
    let double: Awaited<ReturnType<PackageModule["startGatewayMock"]>>;
    let identities = base.identities;
    const refused: Demonstration[] = [];
    try {
      double = await startDouble(pkg, identities).catch((error: Error) => {
        // A merchant id the new identifier refuses: the double says so at start-up, as the gateway would on a call.
        refused.push(shared(`the new double refuses the merchants ${identities.join(", ")}: ${error.message}`, "{merchantId}"));
        identities = [];
        return startDouble(pkg, identities);
      });
    } catch (error) {
      return [shared(`the new double refuses to start: ${(error as Error).message}`)];
    }
    try {
      return [...refused, ...callDemonstrations(await consumer(double.url, freshIds(identities), variants), base.baseline, reading, who)];
    } finally {
      await double.close();
    }
  };
  const wire = base.variants.filter((variant) => variant.wire === true);
  const extra = editVariants(
    base.ir,
    edit.ir,
    (operation, body) => base.pkg.validateRequest(operation.name, operation.version, body).valid,
  );
  return [
    ...(await against("the upgraded consumer", run, [...base.variants, ...extra])),
    ...(await against("a client of the old package", base.run, wire)),
  ];
}

function shared(evidence: string, path = ""): Demonstration {
  return { site: { ...SHARED, direction: "api", path }, evidence };
}
