// Runs the conformance vectors of a generated folder: through its validators (the exact result) and
// through ajv on its JSON Schema (the verdict, or acceptance where the vector says JSON Schema cannot
// reach the verdict, so that a stale mark shows). Returns the disagreements, one line each.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv/dist/2020.js";
import { componentValidator, type OpenApiDocument } from "../openapi/openapi-document.js";

export interface Vector {
  id: string;
  description: string;
  body: unknown;
  expected: { valid: boolean; errors?: { field: string; validationType: string }[] };
  jsonSchema?: false;
  jsonSchemaReason?: string;
}

export interface VectorFile {
  path: string;
  direction: "request" | "response";
  operations: { operation: string; version: string }[];
  jsonSchema: string;
  cases: number;
  jsonSchemaSkipped: number;
}

export interface VectorIndex {
  /** The day the expectations take as today. */
  today: string;
  files: VectorFile[];
  uncheckedRules: { id: string; text: string; operations: string[] }[];
}

type Result = { valid: true } | { valid: false; errors: { field: string; validationType: string }[] };

/** The package's two dispatchers, as `generated/dist/index.js` exports them. */
export interface Validators {
  validateRequest(operation: string, version: string, body: unknown, options?: { now?: () => Date }): Result;
  validateResponse(operation: string, version: string, body: unknown, options?: { now?: () => Date }): Result;
}

export interface VectorSet {
  index: VectorIndex;
  vectors: Map<string, Vector[]>;
}

export async function readVectors(root: string): Promise<VectorSet> {
  const index = JSON.parse(await readFile(join(root, "test-vectors", "index.json"), "utf8")) as VectorIndex;
  const vectors = new Map<string, Vector[]>();
  for (const file of index.files) {
    const lines = (await readFile(join(root, file.path), "utf8")).split("\n").filter((line) => line !== "");
    vectors.set(
      file.path,
      lines.map((line) => JSON.parse(line) as Vector),
    );
  }
  return { index, vectors };
}

/** `field:TYPE`, sorted: the contract leaves the order of errors open. */
function pairs(errors: readonly { field: string; validationType: string }[] | undefined): string {
  return (errors ?? [])
    .map((error) => `${error.field}:${error.validationType}`)
    .sort()
    .join(" ");
}

export function validatorDisagreements(
  { index, vectors }: VectorSet,
  validators: Validators,
): { checked: number; disagreements: string[] } {
  const disagreements: string[] = [];
  let checked = 0;
  for (const file of index.files) {
    const validate = file.direction === "request" ? validators.validateRequest : validators.validateResponse;
    for (const { operation, version } of file.operations) {
      for (const vector of vectors.get(file.path) ?? []) {
        const got = validate(operation, version, vector.body, { now: () => new Date(`${index.today}T12:00:00Z`) });
        checked++;
        const want = pairs(vector.expected.errors);
        const found = got.valid ? "" : pairs(got.errors);
        if (got.valid !== vector.expected.valid || found !== want)
          disagreements.push(`${file.path} ${operation}@${version} ${vector.id}: want ${want || "valid"}, got ${found || "valid"}`);
      }
    }
  }
  return { checked, disagreements };
}

async function schemaValidator(ajv: Ajv2020, root: string, reference: string, openApi: OpenApiDocument): Promise<ValidateFunction> {
  const [file, pointer] = reference.split("#");
  if (pointer !== undefined) return componentValidator(ajv, openApi, { $ref: `#${pointer}` });
  return ajv.compile(JSON.parse(await readFile(join(root, file as string), "utf8")) as object);
}

export async function jsonSchemaDisagreements({ index, vectors }: VectorSet, root: string): Promise<string[]> {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const openApi = JSON.parse(await readFile(join(root, "openapi.json"), "utf8")) as OpenApiDocument;
  const disagreements: string[] = [];
  for (const file of index.files) {
    const validate = await schemaValidator(ajv, root, file.jsonSchema, openApi);
    for (const vector of vectors.get(file.path) ?? []) {
      const valid = validate(vector.body);
      const want = vector.jsonSchema === false ? true : vector.expected.valid;
      if (valid !== want)
        disagreements.push(
          `${file.path} ${vector.id}: want ${want ? "valid" : "invalid"}, ajv says ${valid ? "valid" : JSON.stringify(validate.errors?.slice(0, 2))}`,
        );
    }
  }
  return disagreements;
}

export function shown(disagreements: readonly string[]): string {
  return `${disagreements.length} disagreement(s):\n${disagreements.slice(0, 25).join("\n")}`;
}
