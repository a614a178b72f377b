import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import type { CatalogueEntry } from "../catalogue.js";
import { closestName, didYouMean } from "../../diagnostics/suggest.js";
import { rawEnumValuesOf, rawValueText, valueListsOf } from "../value-lists.js";
import { at, CATALOGUE_KINDS, isRead, type Located, type RawField, type RawRule, type SpecModel } from "../spec-model.js";

/**
 * Every field a rule names is in the catalogue (or, for a rule of the error shape, among its fields),
 * sums add decimals, and the rules errors.yaml names exist.
 */
export function checkRules(model: SpecModel, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  const fieldsRead = isRead(model, ...CATALOGUE_KINDS);
  const errorRules = errorRuleIds(model);
  const errorFields = errorCatalogue(model);
  return [
    ...[...model.rules.values()].flatMap((rule) => {
      const fields = errorRules.includes(rule.value.id) ? errorFields : catalogue;
      return [
        ...(fieldsRead || fields === errorFields ? checkNamedFields(rule, fields) : []),
        ...checkKinds(model, rule, fields),
        ...checkConditionValues(model, rule, fields),
      ];
    }),
    ...checkErrorRuleIds(model, errorRules),
  ];
}

/** The ids errors.yaml lists under `rules`. */
function errorRuleIds(model: SpecModel): string[] {
  const rules = model.documents.get("errors")?.value.rules;
  return Array.isArray(rules) ? rules.map(String) : [];
}

/** The error shape's fields (errors.yaml), as catalogue entries a rule's paths are looked up in. */
function errorCatalogue(model: SpecModel): Map<string, CatalogueEntry> {
  const errors = model.documents.get("errors");
  const fields = (errors?.value.fields ?? {}) as Record<string, RawField | null>;
  const entries = new Map<string, CatalogueEntry>();
  if (errors === undefined) return entries;
  for (const [path, field] of Object.entries(fields))
    entries.set(path, { path, field: field ?? {}, origin: { value: field ?? {}, file: errors.file, dataPath: ["fields", path] } });
  return entries;
}

function checkErrorRuleIds(model: SpecModel, ids: readonly string[]): Diagnostic[] {
  const errors = model.documents.get("errors");
  if (errors === undefined || !isRead(model, "rules")) return [];
  return ids.flatMap((id, index) =>
    model.rules.has(id) ? [] : [createDiagnostic("unknown-rule", at(errors, "rules", index), { id }, didYouMean(id, model.rules.keys()))],
  );
}

/**
 * A `required-if` condition's values are values of its field: outside a closed enumeration a value
 * can never occur, and a near miss of an open one's value is a typo (the vectors would state the
 * wrong rule). A value far from every listed one of an open enumeration is taken as written.
 */
function checkConditionValues(model: SpecModel, rule: Located<RawRule>, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  const when = rule.value.when;
  const { kind } = rule.value;
  if ((kind !== "required-if" && kind !== "only-if") || typeof when !== "object" || when.equals === undefined || !isRead(model, "states"))
    return [];
  const equals = when.equals;
  const entry = catalogue.get(when.field);
  if (entry === undefined || (entry.field.values === undefined && entry.field.valuesFrom === undefined)) return [];
  const { values, open } = rawEnumValuesOf(entry.field, valueListsOf(model));
  const listed = values.map(rawValueText);
  return equals.flatMap((value, index) => {
    if (listed.includes(value) || (open !== undefined && closestName(value, listed) === undefined)) return [];
    const where = at(rule, "when", "equals", index);
    return [createDiagnostic("unknown-value", where, { value, list: when.field }, didYouMean(value, listed))];
  });
}

function namedFields(rule: RawRule): [string, (string | number)[]][] {
  const named: [string, (string | number)[]][] = [];
  if (rule.total) named.push([rule.total, ["total"]]);
  if (rule.field) named.push([rule.field, ["field"]]);
  if (rule.array) named.push([rule.array, ["array"]]);
  for (const key of ["add", "subtract", "fields", "unlessPresent"] as const)
    rule[key]?.forEach((path, index) => named.push([path, [key, index]]));
  if (rule.array) rule.factors?.forEach((factor, index) => named.push([`${rule.array}.${factor}`, ["factors", index]]));
  if (typeof rule.when === "object") named.push([rule.when.field, ["when", "field"]]);
  return named;
}

function checkNamedFields(rule: Located<RawRule>, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  return namedFields(rule.value).flatMap(([path, dataPath]) =>
    catalogue.has(path) ? [] : [createDiagnostic("unknown-field", at(rule, ...dataPath), { path }, didYouMean(path, catalogue.keys()))],
  );
}

function checkKinds(model: SpecModel, rule: Located<RawRule>, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  const baseOf = (path: string) => {
    const type = catalogue.get(path)?.field.type;
    return type !== undefined ? model.types.get(type)?.value.base : undefined;
  };
  const expect = (path: string, dataPath: (string | number)[], bases: string[], expected: string): Diagnostic[] => {
    const base = baseOf(path);
    return base === undefined || bases.includes(base)
      ? []
      : [createDiagnostic("rule-field-kind", at(rule, ...dataPath), { id: rule.value.id, path, expected })];
  };
  const { kind, total, add, subtract, array, factors, when } = rule.value;
  if (kind === "sum" || kind === "sum-of-products") {
    const sums: [string, (string | number)[]][] = [
      [total as string, ["total"]],
      ...(add ?? []).map((path, index): [string, (string | number)[]] => [path, ["add", index]]),
      ...(subtract ?? []).map((path, index): [string, (string | number)[]] => [path, ["subtract", index]]),
    ];
    if (array) factors?.forEach((factor, index) => sums.push([`${array}.${factor}`, ["factors", index]]));
    return sums.flatMap(([path, dataPath]) => expect(path, dataPath, ["decimal", "integer"], "a decimal"));
  }
  if (kind === "only-if")
    return [
      ...checkRestrictedValues(model, rule, catalogue),
      ...(typeof when === "object" && when.equals !== undefined
        ? expect(when.field, ["when", "field"], ["enum", "enum-list", "string"], "an enumeration or string")
        : []),
    ];
  if (kind === "required-if" && typeof when === "object" && when.equals !== undefined)
    return expect(when.field, ["when", "field"], ["enum", "enum-list", "string"], "an enumeration or string");
  return [];
}

/** The values an only-if rule restricts are values of its field's list (a typo would restrict nothing). */
function checkRestrictedValues(model: SpecModel, rule: Located<RawRule>, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  const { field, values } = rule.value;
  const row = field === undefined ? undefined : catalogue.get(field)?.field;
  if (row === undefined || values === undefined || (row.valuesFrom !== undefined && !isRead(model, "states"))) return [];
  const listed = rawEnumValuesOf(row, valueListsOf(model));
  if (listed.values.length === 0 || listed.open !== undefined) return [];
  const known = listed.values.map(rawValueText);
  return values.flatMap((value, index) =>
    known.includes(value)
      ? []
      : [createDiagnostic("unknown-value", at(rule, "values", index), { value, list: field as string }, didYouMean(value, known))],
  );
}
