// Hostile input, ours against ajv: milliseconds per call (these calls are too slow to batch) and verdicts.

import type { GatewayIR, OperationIR } from "../../generator/ir/ir.js";
import { allFields } from "../../test/support/gateway-ir.js";
import { hostileBodies } from "../bodies/hostile-bodies.js";
import { benchBodies } from "../bodies/bench-bodies.js";
import { compareMsPerCall, warmUp } from "../measure.js";
import { ajvVerdict, compileRequestSchema, createAjv } from "../peers/ajv.js";
import type { Settings } from "../settings.js";
import { ourRequestValidator } from "./our-validators.js";

export interface HostileRow {
  operation: string;
  input: string;
  ours: { msPerCall: number; valid: boolean; errors: number };
  ajv: { msPerCall: number; valid: boolean; errors: number };
}

/** The operation whose request has the most fields: the most places for hostile input to go. */
function richestOperation(ir: GatewayIR): OperationIR {
  const size = (operation: OperationIR) => allFields(operation.request.root).length;
  return ir.operations.reduce((best, operation) => (size(operation) > size(best) ? operation : best));
}

export function measureHostile(ir: GatewayIR, settings: Settings): HostileRow[] {
  const operation = richestOperation(ir);
  const ours = ourRequestValidator(operation);
  const peer = compileRequestSchema(createAjv(), operation);
  // Both compiled by the JIT on ordinary bodies first, as on a server that has been running a while.
  for (const { body } of benchBodies(operation)) warmUp([() => ours(body), () => peer(body)], settings.warmupMs);
  return hostileBodies(operation.request).map(({ label, body }) => {
    const ourResult = ours(body);
    const peerResult = ajvVerdict(peer, body);
    const [ourTime = 0, peerTime = 0] = compareMsPerCall([() => ours(body), () => peer(body)], settings.hostileCalls);
    return {
      operation: `${operation.name}@${operation.version}`,
      input: label,
      ours: { msPerCall: ourTime, valid: ourResult.valid, errors: ourResult.valid ? 0 : ourResult.errors.length },
      ajv: { msPerCall: peerTime, valid: peerResult.valid, errors: peerResult.errors.length },
    };
  });
}
