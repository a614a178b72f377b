import type { Emitter } from "../emitter.js";
import { RUNTIME_FILES } from "../plan/runtime-plan.js";

/** The hand-written runtime (emit/runtime/files/), shipped as it is: it holds no gateway fact. */
export const runtimeEmitter: Emitter = {
  name: "runtime",
  emit: () => [...RUNTIME_FILES],
};
