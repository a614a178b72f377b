// Verdicts of both validators on many bodies: the benchmark bodies, the hostile ones, probes of the
// places where the schema may be looser, and a seeded sweep of valid and mutated bodies drawn by the
// property tests' own arbitraries.

import fc from "fast-check";
import type { GatewayIR, OperationIR } from "../../generator/resolve/ir.js";
import { validBody } from "../../test/support/arbitraries.js";
import { messageCases } from "../../test/support/gateway-ir.js";
import { preview } from "../../test/support/results.js";
import { mutatedBody } from "../../test/support/scenarios.js";
import { benchBodies } from "../bodies/bench-bodies.js";
import { hostileBodies } from "../bodies/hostile-bodies.js";
import { probeBodies } from "../bodies/probe-bodies.js";
import { ajvVerdict, compileRequestSchema, createAjv } from "../peers/ajv.js";
import type { Settings } from "../settings.js";
import { disagreement, type Disagreement } from "./disagreements.js";
import { ourRequestValidator } from "./our-validators.js";

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

export function checkAgreement(ir: GatewayIR, settings: Settings): AgreementReport[] {
  const ajv = createAjv();
  return ir.operations.map((operation) => {
    const ours = ourRequestValidator(operation);
    const peer = compileRequestSchema(ajv, operation);
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
    };
    for (const { label, body } of bodies) {
      const found = disagreement(operation.request, body, { ours: ours(body), ajv: ajvVerdict(peer, body) });
      if (found === undefined) report.agreed++;
      else if (found.expected !== undefined) report.expected.set(found.expected, (report.expected.get(found.expected) ?? 0) + 1);
      else report.unexplained.push({ ...found, label, body: preview(body) });
    }
    return report;
  });
}
