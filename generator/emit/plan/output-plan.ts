// The output plan: where each output kind writes and what it calls things, settled once before
// anything is emitted (as hey-api's planning pass does). An emitter that refers to another's output
// (a module to import, a path to link, a component to $ref) asks the plan, never the other emitter,
// so that emitters stand side by side.

import type { OperationIR } from "../../resolve/ir.js";
import { kebabCase } from "../emitter.js";
import { identifier } from "../shared/code.js";
import * as publicNames from "../../changes/public-names.js";

/** The generated package's name, which consumers import. */
export const PACKAGE_NAME = "@gateway/generated";
/** The media type of every body, request and response. */
export const JSON_MEDIA_TYPE = "application/json";

export const DOCS_ROOT = "docs";
export const OPENAPI_PATH = "openapi.json";
export const VECTORS_ROOT = "test-vectors";
export const SNAPSHOT_PATH = "api-snapshot.json";
export const CHANGELOG_PATH = "CHANGELOG.md";

/** Where a `$ref` finds a named schema. */
export const COMPONENT_PREFIX = "#/components/schemas/";

/** `schema/<version>/<operation>.<direction>.schema.json`. */
export function schemaPath(operation: OperationIR, direction: string): string {
  return `schema/${operation.version}/${kebabCase(operation.name)}.${direction}.schema.json`;
}

export function modelsPath(operation: OperationIR): string {
  return `src/models/${kebabCase(operation.name)}-${operation.version}.ts`;
}

export function validatorPath(operation: OperationIR): string {
  return `src/validators/${kebabCase(operation.name)}-${operation.version}.ts`;
}

// Names of the API's parts: functions of what they name alone, kept with the surface they are part of.
export {
  ERROR_SCHEMA_NAME,
  guardName,
  modelName,
  openApiMessageName,
  openApiObjectName,
  openApiOperationId,
  validatorName,
} from "../../changes/public-names.js";

/** The client's method of an operation: `authorize`, `initiateBrowserPayment`. */
export function clientMethodName(operation: Pick<OperationIR, "name">): string {
  return identifier(publicNames.clientMethodName(operation));
}

/**
 * The OpenAPI extension that says which response answers which request variant, in the
 * discriminator's own shape: a response carries no discriminator, so OpenAPI's discriminator cannot
 * say it on the response.
 */
export const RESPONSE_MAPPING_EXTENSION = "x-response-discriminator";
