// Verdicts of both validators on many bodies: the benchmark bodies, the hostile ones, probes of the
// places where the schema may be looser, and a seeded sweep of valid and mutated bodies drawn by the
// property tests' own arbitraries. The zod schemas' verdicts on the same bodies are counted beside,
// as notes (zod-differences.ts).

import fc from "fast-check";
import type { GatewayIR, OperationIR } from "../../generator/ir/ir.js";
import { validBody } from "../../test/support/arbitraries.js";
import { messageCases } from "../../test/support/gateway-ir.js";
import { preview } from "../../test/support/results.js";
import { mutatedBody } from "../../test/support/scenarios.js";
import { benchBodies } from "../bodies/bench-bodies.js";
import { hostileBodies } from "../bodies/hostile-bodies.js";
import { probeBodies } from "../bodies/probe-bodies.js";
import { ajvVerdict, compileRequestSchema, createAjv } from "../peers/ajv.js";
import { zodVerdict, type ZodValidator } from "../peers/zod.js";
import type { Settings } from "../settings.js";
import { disagreement, type Disagreement } from "./disagreements.js";
import { ourRequestValidator } from "./our-validators.js";
import { zodDifference } from "./zod-differences.js";

const SEED = 20240229;

interface LabelledBody {
  label: string;
  body: unknown;
}

export interface AgreementReport {
  operation: string;
  bodies: number;
  agreed: number;
  /** Expected disagreements, counted by reason. */
  expected: Map<string, number>;
  /** Disagreements no known looseness explains, each with the body that shows it. */
  unexplained: (Disagreement & { label: string; body: string })[];
  /** The zod schemas against ours: bodies with the same verdict, and the differences by reason. */
  zod: { agreed: number; differences: Map<string, number> };
}

function sweepBodies(ir: GatewayIR, operation: OperationIR, settings: Settings): LabelledBody[] {
  const messageCase = messageCases(ir).find((candidate) => candidate.operation === operation && candidate.direction === "request");
  if (messageCase === undefined) throw new Error(`no request case for ${operation.name}`);
  const runs = { seed: SEED, numRuns: settings.sweepBodies };
  const valid = fc.sample(validBody(operation, "request"), runs).map((body, index) => ({ label: `valid #${index}`, body }));
  const mutated = fc.sample(mutatedBody(messageCase), runs).flatMap((scenario, index) =>
    scenario === undefined
      ? []
      : [
          {
            label: `mutated #${index}: ${scenario.path} = ${preview(scenario.mutation.value)} (${scenario.mutation.label})`,
            body: scenario.body,
          },
        ],
  );
  return [...valid, ...mutated];
}

export function checkAgreement(
  ir: GatewayIR,
  settings: Settings,
  zodValidators: ReadonlyMap<OperationIR, ZodValidator>,
): AgreementReport[] {
  const ajv = createAjv();
  return ir.operations.map((operation) => {
    const ours = ourRequestValidator(operation);
    const peer = compileRequestSchema(ajv, operation);
    const zod = zodValidators.get(operation);
    if (zod === undefined) throw new Error(`no zod schema for ${operation.name}`);
    const bodies: LabelledBody[] = [
      ...benchBodies(operation),
      ...hostileBodies(operation.request),
      ...probeBodies(operation.request),
      ...sweepBodies(ir, operation, settings),
    ];
    const report: AgreementReport = {
      operation: `${operation.name}@${operation.version}`,
      bodies: bodies.length,
      agreed: 0,
      expected: new Map(),
      unexplained: [],
      zod: { agreed: 0, differences: new Map() },
    };
    for (const { label, body } of bodies) {
      const ourResult = ours(body);
      const found = disagreement(operation.request, body, { ours: ourResult, ajv: ajvVerdict(peer, body) });
      if (found === undefined) report.agreed++;
      else if (found.expected !== undefined) report.expected.set(found.expected, (report.expected.get(found.expected) ?? 0) + 1);
      else report.unexplained.push({ ...found, label, body: preview(body) });
      const zodReason = zodDifference(operation.request, body, ourResult, { validate: zod, ...zodVerdict(zod, body) });
      if (zodReason === undefined) report.zod.agreed++;
      else report.zod.differences.set(zodReason, (report.zod.differences.get(zodReason) ?? 0) + 1);
    }
    return report;
  });
}
