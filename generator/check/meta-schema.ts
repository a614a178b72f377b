import { readFileSync } from "node:fs";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { locate, type SpecFile } from "../load/spec-file.js";

/** Compiles the spec's own JSON Schema (`spec/spec.schema.json`) once per run. */
export function compileMetaSchema(schemaPath: string): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  return ajv.compile(JSON.parse(readFileSync(schemaPath, "utf8")) as object);
}

export function checkAgainstMetaSchema(file: SpecFile, validate: ValidateFunction): Diagnostic[] {
  if (validate(file.data)) return [];
  return mostSpecific(validate.errors ?? []).map((error) => toDiagnostic(file, error));
}

function toDiagnostic(file: SpecFile, error: ErrorObject): Diagnostic {
  const dataPath = error.instancePath.split("/").slice(1).map(unescapePointer);
  const extra = error.params as { additionalProperty?: string; unevaluatedProperty?: string; propertyName?: string };
  const stray = extra.additionalProperty ?? extra.unevaluatedProperty;
  const at = stray ? locate(file, [...dataPath, stray], { key: true }) : locate(file, dataPath, { key: error.keyword === "propertyNames" });
  const where = error.instancePath === "" ? "file" : `'${dataPath.join(".")}'`;
  const detail = stray ? `${where}: unknown property '${stray}'` : `${where}: ${error.message ?? "is invalid"}${allowedValues(error)}`;
  return createDiagnostic("schema-violation", at, { detail });
}

function allowedValues(error: ErrorObject): string {
  const params = error.params as { allowedValues?: unknown[] };
  return params.allowedValues ? ` (${params.allowedValues.join(", ")})` : "";
}

/** ajv reports a failed `oneOf`/`if` and each branch; keep the leaf errors a person can act on. */
function mostSpecific(errors: ErrorObject[]): ErrorObject[] {
  const leaves = errors.filter((error) => !["oneOf", "anyOf", "if", "allOf"].includes(error.keyword));
  const unique = new Map<string, ErrorObject>();
  for (const error of leaves.length > 0 ? leaves : errors) {
    unique.set(`${error.instancePath}|${error.keyword}|${error.message}|${JSON.stringify(error.params)}`, error);
  }
  return [...unique.values()];
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}
