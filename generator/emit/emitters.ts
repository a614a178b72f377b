import type { Emitter } from "./emitter.js";
import { clientEmitter } from "./client/emit-client.js";
import { doubleEmitter } from "./double/emit-double.js";
import { EMITTER_NAMES } from "./plan/emitter-names.js";
import { jsonSchemaEmitter } from "./json-schema/emit-json-schema.js";
import { modelsEmitter } from "./models/emit-models.js";
import { openApiEmitter } from "./openapi/emit-openapi.js";
import { packageEmitter } from "./package/emit-package.js";
import { pythonEmitter } from "./python/emit-python.js";
import { releaseEmitter } from "./release/emit-release.js";
import { runtimeEmitter } from "./runtime/emit-runtime.js";
import { validatorsEmitter } from "./validators/emit-validators.js";

/**
 * An emitter whose module is loaded when it first emits. A command's run makes the docs and the test
 * vectors on the emit worker (runner/emit-pool.ts), so its main thread never loads their modules
 * (the docs' model, handlebars' runtime); a run in process (the tests) loads them on first use.
 */
function loadedWhenRun(name: string, load: () => Promise<Emitter>): Emitter {
  return {
    name,
    async *emit(ir, context) {
      yield* await (await load()).emit(ir, context);
    },
  };
}

const docsEmitter = loadedWhenRun(EMITTER_NAMES.docs, async () => (await import("./docs/emit-docs.js")).docsEmitter);
const testVectorsEmitter = loadedWhenRun(
  EMITTER_NAMES.testVectors,
  async () => (await import("./test-vectors/emit-test-vectors.js")).testVectorsEmitter,
);

/** Every output kind. Adding one is adding an emitter folder and a line here. */
export const emitters: readonly Emitter[] = [
  jsonSchemaEmitter,
  modelsEmitter,
  validatorsEmitter,
  runtimeEmitter,
  packageEmitter,
  clientEmitter,
  doubleEmitter,
  docsEmitter,
  openApiEmitter,
  testVectorsEmitter,
  releaseEmitter,
  pythonEmitter,
];
