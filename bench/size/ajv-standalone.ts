// The peer's equivalent of our bundles: ajv's standalone code for the same JSON Schema files (what a
// size-minded ajv user ships instead of compiling at run time), bundled with the parts of ajv and
// ajv-formats it requires.

import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone/index.js";

/** ES module source exporting one compiled validator per schema file (`validate0`, `validate1`, ...). */
export function ajvStandaloneSource(schemaPaths: readonly string[]): string {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, code: { source: true, esm: true } });
  addFormats.default(ajv);
  const exports: Record<string, string> = {};
  schemaPaths.forEach((path, index) => {
    const schema = JSON.parse(readFileSync(path, "utf8")) as { $id: string };
    ajv.addSchema(schema);
    exports[`validate${index}`] = schema.$id;
  });
  return standaloneCode.default(ajv, exports);
}
