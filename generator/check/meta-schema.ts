import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename } from "node:path";
import type { ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import { cachedText } from "../cache/tool-cache.js";
import { createDiagnostic, SpecError, type Diagnostic } from "../diagnostics/diagnostic.js";
import { closestName, didYouMean } from "../diagnostics/suggest.js";
import { locate, type SpecFile } from "../load/spec-file.js";

const require = createRequire(import.meta.url);
const AJV_VERSION = (require("ajv/package.json") as { version: string }).version;
// verbose: each error carries the schema it failed, whose properties are the names to suggest.
const AJV_OPTIONS = { allErrors: true, strict: false, verbose: true } as const;

/**
 * The validator of the spec's own JSON Schema (`spec/spec.schema.json`), once per text of it: the watch
 * mode and the tests check many specs in one process. Compiling the meta-schema took a third of a
 * second a run, so its validator is kept as ajv's standalone code (tool-cache.ts), keyed by the
 * schema's text and ajv's version; a run loads that code, and ajv's compiler only when it changed.
 */
export function compileMetaSchema(schemaPath: string): ValidateFunction {
  const file = basename(schemaPath);
  const text = readMetaSchema(schemaPath, file);
  const cached = compiled.get(text);
  if (cached !== undefined) return cached;
  const schema = parseMetaSchema(text, file);
  const code = cachedText("meta-schema", [AJV_VERSION, JSON.stringify(AJV_OPTIONS), text], () => {
    try {
      return standaloneValidator(schema);
    } catch (error) {
      throw metaSchemaError(file, text, { line: 1, column: 1 }, firstLine((error as Error).message));
    }
  });
  const module = { exports: {} as { default?: ValidateFunction } };
  // ajv's standalone code, CommonJS: it requires ajv's small runtime helpers by name.
  new Function("module", "exports", "require", code)(module, module.exports, require);
  const validate = module.exports.default;
  if (typeof validate !== "function") throw new Error("the meta-schema's standalone validator exports no function");
  // The root schema, where a suggestion looks for the names a place allows (ajv's compiled function carries it).
  validate.schema ??= schema;
  compiled.set(text, validate);
  return validate;
}

const compiled = new Map<string, ValidateFunction>();

function standaloneValidator(schema: object): string {
  const { Ajv2020 } = require("ajv/dist/2020.js") as typeof import("ajv/dist/2020.js");
  const standaloneCode = (require("ajv/dist/standalone/index.js") as typeof import("ajv/dist/standalone/index.js")).default;
  const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true } });
  return standaloneCode(ajv, ajv.compile(schema));
}

/**
 * The meta-schema's text. It lies in the spec folder, beside the files whose modelines name it; a
 * folder without it (a spec copied without it, a `--spec` naming another folder) is a located
 * problem of the spec, not a crash.
 */
function readMetaSchema(schemaPath: string, file: string): string {
  try {
    return readFileSync(schemaPath, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new SpecError([createDiagnostic("missing-meta-schema", { file, line: 1, column: 1 })]);
    throw metaSchemaError(file, "", { line: 1, column: 1 }, `it cannot be read (${code ?? (error as Error).message})`);
  }
}

/** The meta-schema as JSON: a JSON object, or a problem located where JSON.parse stopped. */
function parseMetaSchema(text: string, file: string): object {
  let schema: unknown;
  try {
    schema = JSON.parse(text);
  } catch (error) {
    const message = firstLine((error as Error).message);
    const offset = Number(/at position (\d+)/.exec(message)?.[1] ?? 0);
    const before = text.slice(0, offset).split("\n");
    const place = { line: before.length, column: (before.at(-1) ?? "").length + 1 };
    throw metaSchemaError(file, text, place, `it is no JSON (${message.replace(/ \(line \d+ column \d+\)$/, "")})`);
  }
  if (typeof schema !== "object" || schema === null || Array.isArray(schema))
    throw metaSchemaError(file, text, { line: 1, column: 1 }, "it is no JSON object");
  return schema;
}

function metaSchemaError(file: string, text: string, place: { line: number; column: number }, detail: string): SpecError {
  return new SpecError([createDiagnostic("invalid-meta-schema", { file, ...place }, { detail })], new Map([[file, text]]));
}

function firstLine(message: string): string {
  return message.split("\n")[0] ?? message;
}

export function checkAgainstMetaSchema(file: SpecFile, validate: ValidateFunction): Diagnostic[] {
  if (validate(file.data)) return [];
  return withoutMisspeltRequired(mostSpecific(validate.errors ?? [])).map((error) => toDiagnostic(file, error, validate.schema));
}

function toDiagnostic(file: SpecFile, error: ErrorObject, root: unknown): Diagnostic {
  const dataPath = error.instancePath.split("/").slice(1).map(unescapePointer);
  const extra = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
  const stray = extra.additionalProperty ?? extra.unevaluatedProperty;
  const where = error.instancePath === "" ? "file" : `'${dataPath.join(".")}'`;
  if (stray) {
    const help = didYouMean(stray, propertiesOf(error.parentSchema, root));
    return createDiagnostic(
      "schema-violation",
      locate(file, [...dataPath, stray], { key: true }),
      { detail: `${where}: unknown property '${stray}'` },
      help,
    );
  }
  if (error.propertyName !== undefined) {
    const detail = `${where}: '${error.propertyName}' is not a valid name: ${error.message ?? "is invalid"}`;
    return createDiagnostic("schema-violation", locate(file, [...dataPath, error.propertyName], { key: true }), { detail });
  }
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  const help = allowed !== undefined && typeof error.data === "string" ? didYouMean(error.data, allowed.map(String)) : undefined;
  return createDiagnostic(
    "schema-violation",
    locate(file, dataPath),
    { detail: `${where}: ${error.message ?? "is invalid"}${allowed ? ` (${allowed.join(", ")})` : ""}` },
    help,
  );
}

/**
 * The property names a schema declares, through `allOf`, `anyOf`, `oneOf`, `then`, `else` and local
 * `$ref`s: what an object it describes may hold, for suggesting one in place of an unknown property.
 */
function propertiesOf(schema: unknown, root: unknown): Set<string> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const pending = [schema];
  while (pending.length > 0) {
    const current = pending.pop() as Record<string, unknown> | undefined;
    if (current === null || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    for (const name of Object.keys((current.properties ?? {}) as object)) names.add(name);
    for (const key of ["allOf", "anyOf", "oneOf"]) pending.push(...((current[key] as unknown[] | undefined) ?? []));
    pending.push(current.then, current.else, resolveLocalRef(current.$ref, root));
  }
  return names;
}

function resolveLocalRef(ref: unknown, root: unknown): unknown {
  if (typeof ref !== "string" || !ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map(unescapePointer)
    .reduce<unknown>(
      (node, segment) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[segment] : undefined),
      root,
    );
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
  // A value whose type one branch takes but which breaks it deeper: the other branches' "must be
  // <type>" at the value itself is no mistake of it.
  const deeper = (error: ErrorObject) => leaves.some((other) => other.instancePath.startsWith(`${error.instancePath}/`));
  const relevant = leaves.filter((error) => !(error.keyword === "type" && deeper(error)));
  const unique = new Map<string, ErrorObject>();
  for (const error of mergeTypeChoices(relevant.length > 0 ? relevant : errors)) {
    unique.set(`${error.instancePath}|${error.keyword}|${error.message}|${JSON.stringify(error.params)}`, error);
  }
  return [...unique.values()];
}

/**
 * A value of several types is written `anyOf: [{ type: integer }, { type: string }]` (Ajv's strict mode
 * refuses union types): its branches' "must be integer", "must be string" are one mistake, told once.
 */
function mergeTypeChoices(errors: ErrorObject[]): ErrorObject[] {
  const choices = new Map<string, ErrorObject[]>();
  const choiceOf = (error: ErrorObject) => /^(.*)\/anyOf\/\d+\/type$/.exec(error.schemaPath)?.[1];
  for (const error of errors) {
    const choice = error.keyword === "type" ? choiceOf(error) : undefined;
    if (choice !== undefined)
      choices.set(`${error.instancePath}|${choice}`, [...(choices.get(`${error.instancePath}|${choice}`) ?? []), error]);
  }
  return errors.flatMap((error) => {
    const choice = error.keyword === "type" ? choiceOf(error) : undefined;
    const siblings = choice === undefined ? [error] : (choices.get(`${error.instancePath}|${choice}`) ?? [error]);
    if (siblings[0] !== error) return [];
    if (siblings.length === 1) return [error];
    const types = siblings.map((sibling) => String((sibling.params as { type?: unknown }).type));
    return [{ ...error, message: `must be ${types.join(" or ")}`, params: { type: types } }];
  });
}

/**
 * A required key written with a slip (`schems:` for `schemes:`) is one mistake: the unknown key is
 * told (with "did you mean 'schemes'?"), not also the missing one.
 */
function withoutMisspeltRequired(errors: ErrorObject[]): ErrorObject[] {
  const stray = (error: ErrorObject) => {
    const params = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
    return params.additionalProperty ?? params.unevaluatedProperty;
  };
  const strays = errors.flatMap((error) => (stray(error) === undefined ? [] : [{ at: error.instancePath, name: stray(error) as string }]));
  return errors.filter((error) => {
    if (error.keyword !== "required") return true;
    const missing = (error.params as { missingProperty?: string }).missingProperty ?? "";
    return !strays.some(({ at, name }) => at === error.instancePath && closestName(name, [missing]) === missing);
  });
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}
