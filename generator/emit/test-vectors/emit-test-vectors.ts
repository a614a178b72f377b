// generated/test-vectors/: language-neutral conformance cases for SDKs in other languages, one file
// per operation, version and direction (plus the error shape), an index and a README.
// Every expected result is computed here from the IR, never by running the generated validators.

import type { Direction, ErrorContractIR, GatewayIR, MessageIR, OperationIR } from "../../resolve/ir.js";
import { kebabCase, type Emitter, type GeneratedFile, GENERATED_HEADER } from "../emitter.js";
import { stringifyJson } from "../shared/exact-number.js";
import { bodyShapeCases, fieldCases, unknownKeyCases } from "./field-cases.js";
import { type ReadmeCases, vectorsReadme } from "./readme.js";
import { ruleCases } from "./rule-cases.js";
import { minimalBody, validBodyCases } from "./valid-bodies.js";
import { caseRecord, type VectorCase, type VectorFileEntry } from "./vector-case.js";
import { VECTORS_TODAY } from "../plan/values/leaf-faults.js";
import { COMPONENT_PREFIX, ERROR_SCHEMA_NAME, OPENAPI_PATH, VECTORS_ROOT, schemaPath } from "../plan/output-plan.js";

/** Where the error shape's schema is: the OpenAPI component (no schema/ file holds it). */
const ERROR_SCHEMA_REFERENCE = `${OPENAPI_PATH}${COMPONENT_PREFIX}${ERROR_SCHEMA_NAME}`;

function messageCases(message: MessageIR, errorGroups: readonly string[] = []): VectorCase[] {
  const minimal = minimalBody(message, errorGroups);
  const cases = [
    ...validBodyCases(message, minimal),
    ...bodyShapeCases(message),
    ...fieldCases(message, minimal),
    ...unknownKeyCases(message, minimal),
    ...ruleCases(message, minimal),
  ];
  const ids = new Set<string>();
  for (const { id } of cases) {
    if (ids.has(id)) throw new Error(`two test vectors named ${id}`);
    ids.add(id);
  }
  return cases;
}

/**
 * One case per line (JSON Lines): a change to the spec shows in review as the cases it changes, and the
 * files skip prettier, which takes seconds over megabytes of JSON. Characters that some line readers
 * take for line ends (U+0085, U+2028, U+2029) are written as escapes.
 */
function jsonLines(records: readonly unknown[]): string {
  return (
    records
      .map((record) =>
        stringifyJson(record, 0)
          .trimEnd()
          .replace(/[\u0085\u2028\u2029]/g, escapeCharacter),
      )
      .join("\n") + "\n"
  );
}

function escapeCharacter(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/** A vector file as made: the file, its index entry, and its cases as the file writes them. */
interface MadeFile {
  file: GeneratedFile;
  entry: VectorFileEntry;
  records: Record<string, unknown>[];
}

function vectorFile(entry: Omit<VectorFileEntry, "cases" | "jsonSchemaSkipped">, cases: VectorCase[], contract: ErrorContractIR): MadeFile {
  const records = cases.map((vector) => caseRecord(vector, contract));
  const skipped = records.filter((record) => record.jsonSchema === false).length;
  return {
    file: { path: entry.path, contents: jsonLines(records) },
    entry: { ...entry, cases: records.length, jsonSchemaSkipped: skipped },
    records,
  };
}

function operationFile(operation: OperationIR, direction: Direction, contract: ErrorContractIR): MadeFile {
  const entry = {
    path: `${VECTORS_ROOT}/${operation.version}/${kebabCase(operation.name)}.${direction}.jsonl`,
    direction,
    operations: [{ operation: operation.name, version: operation.version }],
    jsonSchema: schemaPath(operation, direction),
  };
  return vectorFile(entry, messageCases(operation[direction]), contract);
}

/** The error shape: a response with an error object, checked the same way for every operation. */
function errorFile(ir: GatewayIR): MadeFile {
  const message: MessageIR = { direction: "response", root: ir.api.errorShape, gaps: [], rules: [] };
  const groups = ir.api.errorShape.fields.filter((field) => field.type.kind === "object").map((field) => field.name);
  const entry = {
    path: `${VECTORS_ROOT}/error.response.jsonl`,
    direction: "response" as const,
    operations: ir.operations.map((operation) => ({ operation: operation.name, version: operation.version })),
    jsonSchema: ERROR_SCHEMA_REFERENCE,
  };
  return vectorFile(entry, messageCases(message, groups), ir.api.errorContract);
}

function uncheckedRules(ir: GatewayIR): Record<string, unknown>[] {
  const seen = new Map<string, { id: string; text: string; operations: string[] }>();
  for (const operation of ir.operations) {
    for (const rule of [...operation.request.rules, ...operation.response.rules].filter((candidate) => !candidate.checkable)) {
      const found = seen.get(rule.id) ?? { id: rule.id, text: rule.text, operations: [] };
      found.operations.push(`${operation.name}@${operation.version}`);
      seen.set(rule.id, found);
    }
  }
  return [...seen.values()];
}

/** The case with the shortest line, the first of them on a tie. */
function shortestCase(records: readonly Record<string, unknown>[]): Record<string, unknown> | undefined {
  let shortest: Record<string, unknown> | undefined;
  let shortestLength = Infinity;
  for (const record of records) {
    const length = stringifyJson(record, 0).length;
    if (length < shortestLength) [shortest, shortestLength] = [record, length];
  }
  return shortest;
}

const hasSuffix = (suffix: string) => (record: Record<string, unknown>) => String(record.id).endsWith(suffix);

/**
 * The cases the README shows: as its example, the shortest case past a maximum length of the first
 * request file (a short body reads best), else that file's shortest case.
 */
function readmeCases(made: readonly MadeFile[]): ReadmeCases {
  const records = (made.find(({ entry }) => entry.direction === "request") ?? made[0])?.records ?? [];
  const pastMaximum = records.filter(hasSuffix("/above-maximum-length"));
  const example = shortestCase(pastMaximum.length > 0 ? pastMaximum : records);
  // The slug rule-cases.ts gives the case whose sum's parts are 0.1 and 0.2 as JSON numbers.
  const exactDecimalSum = made.some(({ records: cases }) => cases.some(hasSuffix("/kept-json-numbers")));
  return { ...(example ? { example } : {}), exactDecimalSum };
}

export const testVectorsEmitter: Emitter = {
  name: "test-vectors",
  emit(ir: GatewayIR): GeneratedFile[] {
    const made = [
      ...ir.operations.flatMap((operation) => [
        operationFile(operation, "request", ir.api.errorContract),
        operationFile(operation, "response", ir.api.errorContract),
      ]),
      errorFile(ir),
    ];
    const entries = made.map(({ entry }) => entry);
    const index = { $comment: GENERATED_HEADER, today: VECTORS_TODAY, files: entries, uncheckedRules: uncheckedRules(ir) };
    return [
      ...made.map(({ file }) => file),
      { path: `${VECTORS_ROOT}/index.json`, contents: stringifyJson(index) },
      { path: `${VECTORS_ROOT}/README.md`, contents: vectorsReadme(ir, entries, readmeCases(made)) },
    ];
  },
};
