import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { rawEnumValuesOf, rawValueText, valueListsOf, type ValueLists } from "../value-lists.js";
import type { CatalogueEntry } from "../catalogue.js";
import { at, type Located, type RawField, type SpecModel } from "../spec-model.js";

/**
 * Sensitivity classes named by rows exist; the double names known operations and fields, answers
 * every operation, reports values its fields allow, and answers with causes the error shape lists.
 */
export function checkBehaviour(model: SpecModel, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  return [...checkSensitivity(model), ...checkDouble(model, catalogue), ...checkClient(model)];
}

/** The values a closed enumeration row allows; undefined when the row is no enumeration or is open. */
function closedValues(field: RawField, lists: ValueLists): string[] | undefined {
  if (field.values === undefined && field.valuesFrom === undefined) return undefined;
  const { values, open } = rawEnumValuesOf(field, lists);
  return open === undefined ? values.map(rawValueText) : undefined;
}

/**
 * The error shape's field named `key` by the spec format's answers (`cause`, `validationType`), with
 * the values it lists (none when the shape has no such field).
 */
function errorShapeField(model: SpecModel, key: string): { path: string; values: string[] } {
  const fields = (model.documents.get("errors")?.value.fields ?? {}) as Record<string, RawField | null>;
  const [path, field] = Object.entries(fields).find(([candidate]) => candidate.split(".").at(-1) === key) ?? [key, null];
  return { path, values: field ? (closedValues(field, valueListsOf(model)) ?? []) : [] };
}

function checkClient(model: SpecModel): Diagnostic[] {
  const client = model.documents.get("client");
  if (!client) return [];
  const { path: causePath, values: causes } = errorShapeField(model, "cause");
  const parameters = Object.keys((model.documents.get("path-parameters")?.value.parameters ?? {}) as Record<string, unknown>);
  const retry = client.value.retry as { causes: string[] };
  const pathArguments = client.value.pathArguments as Record<string, string>;
  return [
    ...retry.causes.flatMap((cause, index) =>
      causes.includes(cause)
        ? []
        : [createDiagnostic("unknown-value", at(client, "retry", "causes", index), { value: cause, list: causePath })],
    ),
    ...Object.keys(pathArguments).flatMap((parameter) =>
      parameters.includes(parameter)
        ? []
        : [createDiagnostic("unknown-field", at(client, "pathArguments", parameter), { path: parameter })],
    ),
  ];
}

function checkSensitivity(model: SpecModel): Diagnostic[] {
  const classes = Object.keys((model.documents.get("sensitivity")?.value.classes ?? {}) as Record<string, unknown>);
  const known = classes.join(", ") || "none";
  return [...model.fields.values()].flatMap((entry) =>
    entry.value.sensitive === undefined || classes.includes(entry.value.sensitive)
      ? []
      : [createDiagnostic("unknown-sensitivity", at(entry, "sensitive"), { name: entry.value.sensitive, known })],
  );
}

function checkDouble(model: SpecModel, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  const double = model.documents.get("double");
  if (!double) return [];
  const operations = [...new Set(model.operations.map((operation) => operation.value.operation))].sort();
  const unknownField = (path: string, ...dataPath: (string | number)[]) =>
    catalogue.has(path) ? [] : [createDiagnostic("unknown-field", at(double, ...dataPath), { path })];
  const values = (double.value.values ?? {}) as Record<string, string>;
  const lists = valueListsOf(model);
  const outcomes = (double.value.outcomes ?? {}) as Record<string, { response?: Record<string, string> }>;
  return [
    ...Object.keys(values).flatMap((path) => unknownField(path, "values", path)),
    ...Object.entries((double.value.copies ?? {}) as Record<string, string>).flatMap(([path, from]) => [
      ...unknownField(path, "copies", path),
      ...unknownField(from, "copies", path),
    ]),
    ...operations.flatMap((operation) =>
      operation in outcomes ? [] : [createDiagnostic("missing-outcome", at(double, "outcomes"), { operation })],
    ),
    ...Object.entries(outcomes).flatMap(([operation, outcome]) => [
      ...(operations.includes(operation)
        ? []
        : [createDiagnostic("unknown-operation", at(double, "outcomes", operation), { operation, known: operations.join(", ") })]),
      ...Object.entries(outcome.response ?? {}).flatMap(([path, value]) => [
        ...unknownField(path, "outcomes", operation, "response", path),
        ...disallowedValue(catalogue.get(path), value, lists).map((list) =>
          createDiagnostic("unknown-value", at(double, "outcomes", operation, "response", path), { value, list }),
        ),
      ]),
    ]),
    ...checkAnswers(model, double),
    ...checkOnDemand(model, double),
  ];
}

/** Each cause asked for on demand is a cause of the error shape, given by a canned answer and a status role. */
function checkOnDemand(model: SpecModel, double: Located<Record<string, unknown>>): Diagnostic[] {
  const { path, values: causes } = errorShapeField(model, "cause");
  const answers = Object.keys(double.value).filter((key) => !NOT_ANSWERS.has(key));
  const statuses = Object.keys((double.value.status ?? {}) as Record<string, unknown>);
  const onDemand = (double.value.onDemand ?? {}) as Record<string, { answer: string; status: string }>;
  const unknown = (value: string, list: string, ...dataPath: string[]) => [
    createDiagnostic("unknown-value", at(double, "onDemand", ...dataPath), { value, list }),
  ];
  return Object.entries(onDemand).flatMap(([cause, { answer, status }]) => [
    ...(causes.length === 0 || causes.includes(cause) ? [] : unknown(cause, path, cause)),
    ...(answers.includes(answer) ? [] : unknown(answer, "the double's answers", cause, "answer")),
    ...(statuses.includes(status) ? [] : unknown(status, "the double's statuses", cause, "status")),
  ]);
}

/** The list a reported value is missing from: a closed enumeration's path; none when the value is allowed or the field is open. */
function disallowedValue(entry: CatalogueEntry | undefined, value: string, lists: ValueLists): string[] {
  const allowed = entry === undefined ? undefined : closedValues(entry.field, lists);
  return entry === undefined || allowed === undefined || allowed.includes(value) ? [] : [entry.path];
}

/** The double file's sections that are maps or tables rather than canned answers. */
const NOT_ANSWERS = new Set(["kind", "status", "values", "copies", "outcomes", "onDemand"]);

/** Each canned answer (a 401, an injected fault...) gives a cause and validation type the error shape lists. */
function checkAnswers(model: SpecModel, double: Located<Record<string, unknown>>): Diagnostic[] {
  const shapeFields = ["cause", "validationType"].map((key) => ({ key, ...errorShapeField(model, key) }));
  return Object.entries(double.value).flatMap(([name, answer]) =>
    NOT_ANSWERS.has(name) || typeof answer !== "object" || answer === null
      ? []
      : shapeFields.flatMap(({ path, key, values }) => {
          const value = (answer as Record<string, unknown>)[key];
          return typeof value !== "string" || values.length === 0 || values.includes(value)
            ? []
            : [createDiagnostic("unknown-value", at(double, name, key), { value, list: path })];
        }),
  );
}
