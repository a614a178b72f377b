import type { Emitter } from "./emitter.js";
import { clientEmitter } from "./client/emit-client.js";
import { docsEmitter } from "./docs/emit-docs.js";
import { doubleEmitter } from "./double/emit-double.js";
import { jsonSchemaEmitter } from "./json-schema/emit-json-schema.js";
import { modelsEmitter } from "./models/emit-models.js";
import { openApiEmitter } from "./openapi/emit-openapi.js";
import { packageEmitter } from "./package/emit-package.js";
import { pythonEmitter } from "./python/emit-python.js";
import { releaseEmitter } from "./release/emit-release.js";
import { runtimeEmitter } from "./runtime/emit-runtime.js";
import { testVectorsEmitter } from "./test-vectors/emit-test-vectors.js";
import { validatorsEmitter } from "./validators/emit-validators.js";

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
