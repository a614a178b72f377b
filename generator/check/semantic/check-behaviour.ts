import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import type { CatalogueEntry } from "../../resolve/catalogue.js";
import { at, type SpecModel } from "../spec-model.js";

/** Sensitivity classes named by rows exist; the double names known operations and fields. */
export function checkBehaviour(model: SpecModel, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  return [...checkSensitivity(model), ...checkDouble(model, catalogue), ...checkClient(model)];
}

function checkClient(model: SpecModel): Diagnostic[] {
  const client = model.documents.get("client");
  if (!client) return [];
  const errors = model.documents.get("errors")?.value.fields as
    Record<string, { values?: (string | { value: string })[] } | null> | undefined;
  const causes = (errors?.["error.cause"]?.values ?? []).map((value) => (typeof value === "string" ? value : value.value));
  const parameters = Object.keys((model.documents.get("path-parameters")?.value.parameters ?? {}) as Record<string, unknown>);
  const retry = client.value.retry as { causes: string[] };
  const pathArguments = client.value.pathArguments as Record<string, string>;
  return [
    ...retry.causes.flatMap((cause, index) =>
      causes.includes(cause)
        ? []
        : [createDiagnostic("unknown-value", at(client, "retry", "causes", index), { value: cause, list: "error.cause" })],
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
  const outcomes = (double.value.outcomes ?? {}) as Record<string, { response?: Record<string, string>; reports?: string[] }>;
  return [
    ...Object.keys(values).flatMap((path) => unknownField(path, "values", path)),
    ...Object.entries((double.value.copies ?? {}) as Record<string, string>).flatMap(([path, from]) => [
      ...unknownField(path, "copies", path),
      ...unknownField(from, "copies", path),
    ]),
    ...Object.entries(outcomes).flatMap(([operation, outcome]) => [
      ...(operations.includes(operation)
        ? []
        : [createDiagnostic("unknown-operation", at(double, "outcomes", operation), { operation, known: operations.join(", ") })]),
      ...Object.keys(outcome.response ?? {}).flatMap((path) => unknownField(path, "outcomes", operation, "response", path)),
      ...(outcome.reports ?? []).flatMap((path, index) => unknownField(path, "outcomes", operation, "reports", index)),
    ]),
  ];
}
