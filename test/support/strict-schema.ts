// spec/spec.schema.json compiled as an editor's checker would, under every strict option Ajv has.

import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { META_SCHEMA_PATH } from "./fixtures.js";

let compiled: { validate: ValidateFunction; said: string[] } | undefined;

/** The schema's validator, and what Ajv said while compiling it (compiled once per process). */
export function strictSchemaValidator(): { validate: ValidateFunction; said: string[] } {
  if (compiled !== undefined) return compiled;
  const said: string[] = [];
  const note = (...words: unknown[]) => void said.push(words.join(" "));
  const logger = { log: note, warn: note, error: note };
  const ajv = new Ajv2020({ strict: true, strictTypes: true, strictTuples: true, strictRequired: true, allErrors: true, logger });
  const validate = ajv.compile(JSON.parse(readFileSync(META_SCHEMA_PATH, "utf8")) as object);
  compiled = { validate, said };
  return compiled;
}
