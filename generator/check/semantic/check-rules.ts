import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import type { CatalogueEntry } from "../catalogue.js";
import { closestName, didYouMean } from "../../diagnostics/suggest.js";
import { rawEnumValuesOf, rawValueText, valueListsOf } from "../value-lists.js";
import { at, CATALOGUE_KINDS, isRead, type Located, type RawRule, type SpecModel } from "../spec-model.js";

/** Every field a rule names is in the catalogue, and sums add decimals. */
export function checkRules(model: SpecModel, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  const fieldsRead = isRead(model, ...CATALOGUE_KINDS);
  return [...model.rules.values()].flatMap((rule) => [
    ...(fieldsRead ? checkNamedFields(rule, catalogue) : []),
    ...checkKinds(model, rule, catalogue),
    ...checkConditionValues(model, rule, catalogue),
  ]);
}

/**
 * A `required-if` condition's values are values of its field: outside a closed enumeration a value
 * can never occur, and a near miss of an open one's value is a typo (the vectors would state the
 * wrong rule). A value far from every listed one of an open enumeration is taken as written.
 */
function checkConditionValues(model: SpecModel, rule: Located<RawRule>, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  const when = rule.value.when;
  if (rule.value.kind !== "required-if" || typeof when !== "object" || !isRead(model, "states")) return [];
  const entry = catalogue.get(when.field);
  if (entry === undefined || (entry.field.values === undefined && entry.field.valuesFrom === undefined)) return [];
  const { values, open } = rawEnumValuesOf(entry.field, valueListsOf(model));
  const listed = values.map(rawValueText);
  return when.equals.flatMap((value, index) => {
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
  for (const key of ["add", "subtract", "fields"] as const) rule[key]?.forEach((path, index) => named.push([path, [key, index]]));
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
  if (kind === "required-if" && typeof when === "object")
    return expect(when.field, ["when", "field"], ["enum", "string"], "an enumeration or string");
  return [];
}
