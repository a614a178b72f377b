// generated/test-vectors/: language-neutral conformance cases for SDKs in other languages, one file
// per operation, version and direction (plus the error shape), an index and a README.
// Every expected result is computed here from the IR, never by running the generated validators.

import type { Direction, ErrorContractIR, GatewayIR, MessageIR, OperationIR } from "../../ir/ir.js";
import { type Emitter, type GeneratedFile, GENERATED_HEADER } from "../emitter.js";
import { boundedMemo } from "../../cache/bounded-memo.js";
import { stringifyJson } from "../shared/exact-number.js";
import { bodyShapeCases, fieldCases, unknownKeyCases } from "./field-cases.js";
import { vectorsReadme } from "./readme.js";
import { ruleCases } from "./rule-cases.js";
import { minimalBody, validBodyCases } from "./valid-bodies.js";
import { caseRecord, type VectorCase, type VectorFileEntry } from "./vector-case.js";
import { VECTORS_TODAY } from "../plan/values/leaf-faults.js";
import {
  COMPONENT_PREFIX,
  ERROR_SCHEMA_NAME,
  ERROR_VECTORS_PATH,
  OPENAPI_PATH,
  VECTORS_INDEX_PATH,
  VECTORS_README_PATH,
  schemaPath,
  vectorsPath,
} from "../plan/output-plan.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";

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

/**
 * A vector file as made: the file, its index entry, and of its cases what the README may show (a large
 * spec's cases as objects would take far more memory than their text).
 */
interface MadeFile {
  file: GeneratedFile;
  entry: VectorFileEntry;
  /** The case the README shows when this file is the first request file: see `readmeExample`. */
  example?: Record<string, unknown>;
  /** Whether a case keeps a sum's parts as JSON numbers (the README says so when one does). */
  keptJsonNumbers: boolean;
}

function vectorFile(entry: Omit<VectorFileEntry, "cases" | "jsonSchemaSkipped">, cases: VectorCase[], contract: ErrorContractIR): MadeFile {
  const records = cases.map((vector) => caseRecord(vector, contract));
  const skipped = records.filter((record) => record.jsonSchema === false).length;
  const example = readmeExample(records);
  return {
    file: { path: entry.path, contents: jsonLines(records) },
    entry: { ...entry, cases: records.length, jsonSchemaSkipped: skipped },
    ...(example ? { example } : {}),
    // The slug rule-cases.ts gives the case whose sum's parts are 0.1 and 0.2 as JSON numbers.
    keptJsonNumbers: records.some(hasSuffix("/kept-json-numbers")),
  };
}

/**
 * One operation's file of one direction, kept per text of its message for the life of the process:
 * in watch mode, a save that leaves an operation's message as it was makes its file again for nothing.
 */
function operationFile(operation: OperationIR, direction: Direction, contract: ErrorContractIR): MadeFile {
  const key = JSON.stringify([operation.name, operation.version, direction, operation[direction], contract]);
  return madeFiles.get(key) ?? madeFiles.set(key, makeOperationFile(operation, direction, contract), key.length);
}

/** Up to 4 M characters of messages (the real spec's six are 1 M): a large spec's are not all kept. */
const madeFiles = boundedMemo<MadeFile>(4_000_000);

function makeOperationFile(operation: OperationIR, direction: Direction, contract: ErrorContractIR): MadeFile {
  const entry = {
    path: vectorsPath(operation, direction),
    direction,
    operations: [{ operation: operation.name, version: operation.version }],
    jsonSchema: schemaPath(operation, direction),
  };
  return vectorFile(entry, messageCases(operation[direction]), contract);
}

/** The error shape: a response with an error object, checked the same way for every operation. */
function errorFile(ir: GatewayIR): MadeFile {
  const message: MessageIR = { direction: "response", root: ir.api.errorShape, gaps: [], rules: ir.api.errorRules };
  const groups = ir.api.errorShape.fields.filter((field) => field.type.kind === "object").map((field) => field.name);
  const entry = {
    path: ERROR_VECTORS_PATH,
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
 * The case the README shows as its example, if the file is the first request file: the shortest case
 * past a maximum length (a short body reads best), else the file's shortest case.
 */
function readmeExample(records: readonly Record<string, unknown>[]): Record<string, unknown> | undefined {
  const pastMaximum = records.filter(hasSuffix("/above-maximum-length"));
  return shortestCase(pastMaximum.length > 0 ? pastMaximum : records);
}

export const testVectorsEmitter: Emitter = {
  name: EMITTER_NAMES.testVectors,
  // One file at a time: a large spec's cases take hundreds of megabytes of text.
  *emit(ir: GatewayIR): Iterable<GeneratedFile> {
    const entries: VectorFileEntry[] = [];
    // The README's example comes from the first request file (the first file, when there is none).
    let firstFile: MadeFile | undefined;
    let firstRequest: MadeFile | undefined;
    let keptJsonNumbers = false;
    const take = (made: MadeFile): GeneratedFile => {
      entries.push(made.entry);
      firstFile ??= made;
      if (made.entry.direction === "request") firstRequest ??= made;
      keptJsonNumbers ||= made.keptJsonNumbers;
      return made.file;
    };
    for (const operation of ir.operations) {
      yield take(operationFile(operation, "request", ir.api.errorContract));
      yield take(operationFile(operation, "response", ir.api.errorContract));
    }
    yield take(errorFile(ir));
    const index = { $comment: GENERATED_HEADER, today: VECTORS_TODAY, files: entries, uncheckedRules: uncheckedRules(ir) };
    const example = (firstRequest ?? firstFile)?.example;
    yield { path: VECTORS_INDEX_PATH, contents: stringifyJson(index) };
    yield {
      path: VECTORS_README_PATH,
      contents: vectorsReadme(ir, entries, { ...(example ? { example } : {}), exactDecimalSum: keptJsonNumbers }),
    };
  },
};
