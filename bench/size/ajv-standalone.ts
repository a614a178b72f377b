// The peer's equivalent of our bundles: ajv's standalone code for the same JSON Schema files (what a
// size-minded ajv user ships instead of compiling at run time), bundled with the parts of ajv and
// ajv-formats it requires.

import { readFileSync } from "node:fs";
import standaloneCode from "ajv/dist/standalone/index.js";
import { createAjv } from "../peers/ajv.js";

/** ES module source exporting one compiled validator per schema file (`validate0`, `validate1`, ...). */
export function ajvStandaloneSource(schemaPaths: readonly string[]): string {
  const ajv = createAjv({ code: { source: true, esm: true } });
  const exports: Record<string, string> = {};
  schemaPaths.forEach((path, index) => {
    const schema = JSON.parse(readFileSync(path, "utf8")) as { $id: string };
    ajv.addSchema(schema);
    exports[`validate${index}`] = schema.$id;
  });
  return standaloneCode.default(ajv, exports);
}
