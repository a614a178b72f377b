import type { Emitter } from "../emitter.js";
import { RUNTIME_FILES } from "../plan/runtime-plan.js";
import { emitContract } from "./emit-contract.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";

/**
 * The hand-written runtime (templates/package/src/runtime/), shipped as it is and holding no gateway fact, and
 * beside it the contract module written from the IR, which holds the error shape's facts.
 */
export const runtimeEmitter: Emitter = {
  name: EMITTER_NAMES.runtime,
  emit: (ir) => [...RUNTIME_FILES, emitContract(ir.api)],
};
