// The output plan: where each output kind writes and what it calls things, settled once before
// anything is emitted (as hey-api's planning pass does). An emitter that refers to another's output
// (a module to import, a path to link, a component to $ref) asks the plan, never the other emitter,
// so that emitters stand side by side.

import { posix } from "node:path";
import type { OperationIR } from "../../ir/ir.js";
import { kebabCase, operationId, pascalCase } from "../emitter.js";
import { identifier } from "../shared/code.js";
import { sourceFolder } from "./package-modules.js";

/** The generated package's name, which consumers import. */
export const PACKAGE_NAME = "@gateway/generated";
/** The media type of every body, request and response. */
export const JSON_MEDIA_TYPE = "application/json";

export const DOCS_ROOT = "docs";
/** The docs' Markdown index and their one self-contained HTML page, inside DOCS_ROOT. */
export const DOCS_INDEX_PAGE = "index.md";
export const DOCS_HTML_PAGE = "index.html";
export const SCHEMA_ROOT = "schema";
export const OPENAPI_PATH = "openapi.json";
export const VECTORS_ROOT = "test-vectors";
/** The vectors' index of files, their README, and the error shape's file. */
export const VECTORS_INDEX_PATH = `${VECTORS_ROOT}/index.json`;
export const VECTORS_README_PATH = `${VECTORS_ROOT}/README.md`;
export const ERROR_VECTORS_PATH = `${VECTORS_ROOT}/error.response.jsonl`;
export const SNAPSHOT_PATH = "api-snapshot.json";
export const CHANGELOG_PATH = "CHANGELOG.md";

/** The OpenAPI component of the error shape, and where a `$ref` finds a named schema. */
export const ERROR_SCHEMA_NAME = "ErrorResponse";
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

/** The model name of an object at a path: `AuthorizeRequest`, `AuthorizeRequestOrderItem`. */
export function modelName(operation: OperationIR, direction: string, path: string): string {
  return `${pascalCase(operation.name)}${pascalCase(direction)}${pascalCase(path.replace(/\[\]/g, ""))}`;
}

/** `isAuthorize100Request`, or the unversioned `isAuthorizeRequest`: the type guard beside the validator. */
export function guardName(operation: OperationIR, direction: string, versioned = true): string {
  return validatorName(operation, direction, versioned).replace(/^validate/, "is");
}

/** `validateAuthorize100Request`, or the unversioned `validateAuthorizeRequest`. */
export function validatorName(operation: OperationIR, direction: string, versioned = true): string {
  return `validate${versioned ? operationId(operation) : pascalCase(operation.name)}${pascalCase(direction)}`;
}

/** The client's method of an operation: `authorize`, `initiateBrowserPayment`. */
export function clientMethodName(operation: OperationIR): string {
  const name = pascalCase(operation.name);
  return identifier(name.charAt(0).toLowerCase() + name.slice(1));
}

/** The OpenAPI component name of a message: `Authorize100Request`. */
export function openApiMessageName(operation: OperationIR, direction: "request" | "response"): string {
  return `${operationId(operation)}${direction === "request" ? "Request" : "Response"}`;
}

/** The OpenAPI operation of a version's path: `initiateBrowserPayment17`, or `authorizeOrVerify100` where operations share it. */
export function openApiOperationId(operations: readonly OperationIR[], version: string): string {
  const words = operations.map((operation) => pascalCase(operation.name)).join("Or");
  return `${words.charAt(0).toLowerCase()}${words.slice(1)}${version}`;
}

/**
 * The OpenAPI extension that says which response answers which request variant, in the
 * discriminator's own shape: a response carries no discriminator, so OpenAPI's discriminator cannot
 * say it on the response.
 */
export const RESPONSE_MAPPING_EXTENSION = "x-response-discriminator";
