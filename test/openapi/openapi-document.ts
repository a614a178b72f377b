// Reading generated/openapi.json in tests, and checking values against its schemas with ajv: the
// components are added as one resource, so that their `$ref`s resolve as they do in the document.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv/dist/2020.js";
import { REPO_ROOT } from "../support/fixtures.js";

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: Json;
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Json>; securitySchemes?: Record<string, Json> };
}

export const OPENAPI_FILE = join(REPO_ROOT, "generated", "openapi.json");

export async function readOpenApi(): Promise<OpenApiDocument> {
  return JSON.parse(await readFile(OPENAPI_FILE, "utf8")) as OpenApiDocument;
}

const DOCUMENT_ID = "urn:gateway:openapi";

/** `#/components/...` as seen from outside the document. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === "$ref" && typeof child === "string" && child.startsWith("#/") ? `${DOCUMENT_ID}${child}` : rebase(child),
    ]),
  );
}

/**
 * A validator of `schema` (a schema of the document, such as a request body's) whose `$ref`s point into
 * the document's components. ajv's own `discriminator` refuses `mapping`: the keyword is ignored
 * (strict: false), and `oneOf` alone decides.
 */
export function componentValidator(ajv: Ajv2020, document: OpenApiDocument, schema: unknown): ValidateFunction {
  if (!ajv.getSchema(DOCUMENT_ID)) ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  return ajv.compile(rebase(schema) as Json);
}

/** The schema at `#/components/schemas/<name>`, for reading its keywords. */
export function resolveReference(document: OpenApiDocument, reference: unknown): Json {
  const name = String((reference as { $ref?: unknown }).$ref ?? "").replace("#/components/schemas/", "");
  const schema = document.components.schemas[name];
  if (schema === undefined) throw new Error(`no component ${name}`);
  return schema;
}
