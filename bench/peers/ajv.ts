// The peer validator: ajv (draft 2020-12, ajv-formats, every error collected) compiled from the JSON
// Schema that generated/ ships for each operation's request.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { OperationIR } from "../../generator/ir/ir.js";
import { schemaPath } from "../../generator/emit/plan/output-plan.js";

const GENERATED_ROOT = fileURLToPath(new URL("../../generated/", import.meta.url));

export function requestSchemaPath(operation: OperationIR): string {
  return `${GENERATED_ROOT}${schemaPath(operation, "request")}`;
}

/**
 * A fresh ajv as the peer would be set up, in its default strict mode; `allowUnionTypes` because the
 * decimals are `type: ["string", "number"]` (strict mode would only log about them).
 */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, ...options });
  addFormats.default(ajv);
  return ajv;
}

export function compileRequestSchema(ajv: Ajv2020, operation: OperationIR): ValidateFunction {
  return ajv.compile(JSON.parse(readFileSync(requestSchemaPath(operation), "utf8")) as object);
}

/** ajv's verdict and errors, read right after the call (ajv keeps them on the function). */
export function ajvVerdict(validate: ValidateFunction, body: unknown): { valid: boolean; errors: ErrorObject[] } {
  const valid = validate(body) as boolean;
  return { valid, errors: valid ? [] : [...(validate.errors ?? [])] };
}
