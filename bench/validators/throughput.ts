// Validators against ajv on the same bodies: calls per second of each, their ratio, and both verdicts.

import type { GatewayIR } from "../../generator/resolve/ir.js";
import { presentValues } from "../../test/support/body-paths.js";
import { benchBodies } from "../bodies/bench-bodies.js";
import { compareOpsPerSecond } from "../measure.js";
import { ajvVerdict, compileRequestSchema, createAjv } from "../peers/ajv.js";
import type { Settings } from "../settings.js";
import { ourRequestValidator } from "./our-validators.js";

export interface ThroughputRow {
  operation: string;
  body: string;
  expectValid: boolean;
  /** Values in the body the IR describes, and its JSON size. */
  values: number;
  bytes: number;
  ours: { opsPerSecond: number; valid: boolean; errors: number };
  ajv: { opsPerSecond: number; valid: boolean; errors: number };
}

export function measureThroughput(ir: GatewayIR, settings: Settings): ThroughputRow[] {
  const ajv = createAjv();
  return ir.operations.flatMap((operation) => {
    const ours = ourRequestValidator(operation);
    const peer = compileRequestSchema(ajv, operation);
    return benchBodies(operation).map(({ label, body, expectValid }): ThroughputRow => {
      const ourResult = ours(body);
      const peerResult = ajvVerdict(peer, body);
      const [ourSpeed = 0, peerSpeed = 0] = compareOpsPerSecond([() => ours(body), () => peer(body)], settings);
      return {
        operation: `${operation.name}@${operation.version}`,
        body: label,
        expectValid,
        values: presentValues(operation.request.root, body).length,
        bytes: JSON.stringify(body).length,
        ours: { opsPerSecond: ourSpeed, valid: ourResult.valid, errors: ourResult.valid ? 0 : ourResult.errors.length },
        ajv: { opsPerSecond: peerSpeed, valid: peerResult.valid, errors: peerResult.errors.length },
      };
    });
  });
}
