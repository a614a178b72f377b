// The roles of spec/api/errors.yaml name fields of the error shape, and each value a role gives a
// meaning is a value of that field's list: the generated findings and errors are built from them.

import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { rawEnumValuesOf, rawValueText, valueListsOf } from "../value-lists.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import { at, isRead, type RawField, type SpecModel } from "../spec-model.js";

export function checkErrorRoles(model: SpecModel): Diagnostic[] {
  const errors = model.documents.get("errors");
  if (!errors) return [];
  const fields = (errors.value.fields ?? {}) as Record<string, RawField | null>;
  const roles = (errors.value.roles ?? {}) as Record<string, Record<string, string>>;
  const lists = valueListsOf(model);
  return Object.entries(roles).flatMap(([role, { field, ...values }]) => {
    const path = field ?? "";
    if (!Object.hasOwn(fields, path))
      return [createDiagnostic("unknown-field", at(errors, "roles", role, "field"), { path }, didYouMean(path, Object.keys(fields)))];
    const row = fields[path] ?? {};
    // A list named by `valuesFrom:` may be in a states section that could not be read.
    if (row.valuesFrom !== undefined && !isRead(model, "states")) return [];
    const listed = row.values === undefined && row.valuesFrom === undefined ? [] : rawEnumValuesOf(row, lists).values.map(rawValueText);
    return Object.entries(values).flatMap(([meaning, value]) =>
      listed.includes(value)
        ? []
        : [createDiagnostic("unknown-value", at(errors, "roles", role, meaning), { value, list: path }, didYouMean(value, listed))],
    );
  });
}
