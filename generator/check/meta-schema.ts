import { readFileSync } from "node:fs";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { locate, type SpecFile } from "../load/spec-file.js";

/**
 * Compiles the spec's own JSON Schema (`spec/spec.schema.json`), once per text of it: the watch mode
 * and the tests check many specs in one process, and compiling takes a third of a second.
 */
export function compileMetaSchema(schemaPath: string): ValidateFunction {
  const text = readFileSync(schemaPath, "utf8");
  const cached = compiled.get(text);
  if (cached !== undefined) return cached;
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(text) as object);
  compiled.set(text, validate);
  return validate;
}

const compiled = new Map<string, ValidateFunction>();

export function checkAgainstMetaSchema(file: SpecFile, validate: ValidateFunction): Diagnostic[] {
  if (validate(file.data)) return [];
  return mostSpecific(validate.errors ?? []).map((error) => toDiagnostic(file, error));
}

function toDiagnostic(file: SpecFile, error: ErrorObject): Diagnostic {
  const dataPath = error.instancePath.split("/").slice(1).map(unescapePointer);
  const extra = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
  const stray = extra.additionalProperty ?? extra.unevaluatedProperty;
  const where = error.instancePath === "" ? "file" : `'${dataPath.join(".")}'`;
  if (stray)
    return createDiagnostic("schema-violation", locate(file, [...dataPath, stray], { key: true }), {
      detail: `${where}: unknown property '${stray}'`,
    });
  if (error.propertyName !== undefined) {
    const detail = `${where}: '${error.propertyName}' is not a valid name: ${error.message ?? "is invalid"}`;
    return createDiagnostic("schema-violation", locate(file, [...dataPath, error.propertyName], { key: true }), { detail });
  }
  return createDiagnostic("schema-violation", locate(file, dataPath), {
    detail: `${where}: ${error.message ?? "is invalid"}${allowedValues(error)}`,
  });
}

function allowedValues(error: ErrorObject): string {
  const params = error.params as { allowedValues?: unknown[] };
  return params.allowedValues ? ` (${params.allowedValues.join(", ")})` : "";
}

/**
 * ajv reports a failed `oneOf`/`if` and each branch; keep the leaf errors a person can act on. A row
 * may be left empty (null), so "must be null" only adds noise beside the row's real errors.
 */
function mostSpecific(errors: ErrorObject[]): ErrorObject[] {
  const isNullBranch = (error: ErrorObject) => error.keyword === "type" && (error.params as { type?: string }).type === "null";
  const leaves = errors.filter(
    (error) => !["oneOf", "anyOf", "if", "allOf", "propertyNames"].includes(error.keyword) && !isNullBranch(error),
  );
  const unique = new Map<string, ErrorObject>();
  for (const error of leaves.length > 0 ? leaves : errors) {
    unique.set(`${error.instancePath}|${error.keyword}|${error.message}|${JSON.stringify(error.params)}`, error);
  }
  return [...unique.values()];
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}
