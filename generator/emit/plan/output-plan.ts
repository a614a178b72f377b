// The output plan: where each output kind writes and what it calls things, settled once before
// anything is emitted (as hey-api's planning pass does). An emitter that refers to another's output
// (a module to import, a path to link, a component to $ref) asks the plan, never the other emitter,
// so that emitters stand side by side.

import { posix } from "node:path";
import type { OperationIR } from "../../ir/ir.js";
import { kebabCase } from "../emitter.js";
import { identifier } from "../shared/code.js";
import { sourceFolder } from "./package-modules.js";
import * as publicNames from "../../ir/public-names.js";

/** The generated package's name, which consumers import. */
export const PACKAGE_NAME = "@gateway/generated";
/** The media type of every body, request and response. */
export const JSON_MEDIA_TYPE = "application/json";

export const DOCS_ROOT = "docs";
/** The docs' Markdown index and their one self-contained HTML page, inside DOCS_ROOT. */
export const DOCS_INDEX_PAGE = "index.md";
export const DOCS_HTML_PAGE = "index.html";
/** The docs' page of guides, inside DOCS_ROOT; the package's README at its root holds the same guides. */
export const DOCS_GUIDES_PAGE = "guides.md";
export const PACKAGE_README_PATH = "README.md";
export const SCHEMA_ROOT = "schema";
export const OPENAPI_PATH = "openapi.json";
export const VECTORS_ROOT = "test-vectors";
/** The vectors' index of files, their README, and the error shape's file. */
export const VECTORS_INDEX_PATH = `${VECTORS_ROOT}/index.json`;
export const VECTORS_README_PATH = `${VECTORS_ROOT}/README.md`;
export const ERROR_VECTORS_PATH = `${VECTORS_ROOT}/error.response.jsonl`;
export const SNAPSHOT_PATH = "api-snapshot.json";
export const CHANGELOG_PATH = "CHANGELOG.md";

/** Where a `$ref` finds a named schema. */
export const COMPONENT_PREFIX = "#/components/schemas/";

/** `schema/<version>/<operation>.<direction>.schema.json`. */
export function schemaPath(operation: OperationIR, direction: string): string {
  return `${SCHEMA_ROOT}/${operation.version}/${kebabCase(operation.name)}.${direction}.schema.json`;
}

/** `test-vectors/<version>/<operation>.<direction>.jsonl`. */
export function vectorsPath(operation: OperationIR, direction: string): string {
  return `${VECTORS_ROOT}/${operation.version}/${kebabCase(operation.name)}.${direction}.jsonl`;
}

/** How a docs page at the docs' root links to a file of the package: `../CHANGELOG.md`. */
export function fromDocsRoot(path: string): string {
  return posix.relative(DOCS_ROOT, path);
}

export function modelsPath(operation: OperationIR): string {
  return `${sourceFolder("models")}/${kebabCase(operation.name)}-${operation.version}.ts`;
}

export function validatorPath(operation: OperationIR): string {
  return `${sourceFolder("validators")}/${kebabCase(operation.name)}-${operation.version}.ts`;
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
} from "../../ir/public-names.js";

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
