import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import type { DataPath } from "../../load/spec-file.js";
import { compareDecimal, isDecimalText } from "../../language/decimal-text.js";
import { lengthBounds } from "../spec-model.js";
import { backtracking } from "../../language/backtracking.js";
import { STRING_FORMATS } from "../../language/string-formats.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import { valueListsOf } from "../value-lists.js";
import { at, isRead, keyAt, type Facets, type Located, type RawField, type SpecModel, type TypeDefinition } from "../spec-model.js";

const facetsByBase: Record<TypeDefinition["base"], string[]> = {
  string: ["length", "lengths", "charset", "extraChars", "pattern", "format", "maxDigits", "notInPast"],
  decimal: ["length", "range", "exclusiveMinimum", "scale", "signed", "pattern"],
  integer: ["range"],
  boolean: [],
  enum: ["values", "valuesFrom", "open"],
  "enum-list": ["values", "valuesFrom", "open"],
};
const typedFacets = new Set(Object.values(facetsByBase).flat());

/** Checks one set of facets (a row, a variant or an operation's override) at its location. */
export function checkFacets(
  model: SpecModel,
  entry: Located<unknown>,
  dataPath: DataPath,
  facets: Facets,
  label: string,
  inheritedType?: string,
  ownType?: TypeDefinition,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const typeName = facets.type ?? inheritedType;
  const type = typeName !== undefined ? model.types.get(typeName)?.value : ownType;
  if (facets.type !== undefined && !model.types.has(facets.type) && !model.salvaged.types.has(facets.type) && isRead(model, "types")) {
    const help = didYouMean(facets.type, [...model.types.keys(), ...model.salvaged.types]);
    diagnostics.push(createDiagnostic("unknown-type", at(entry, ...dataPath, "type"), { type: facets.type }, help));
  }
  if (type) {
    for (const facet of Object.keys(facets).filter((key) => typedFacets.has(key) && !facetsByBase[type.base].includes(key))) {
      diagnostics.push(createDiagnostic("facet-not-applicable", keyAt(entry, ...dataPath, facet), { facet, base: type.base }));
    }
  }
  const { min, max } = lengthBounds(facets.length);
  if (min !== undefined && max !== undefined && min > max) {
    diagnostics.push(createDiagnostic("min-greater-than-max", at(entry, ...dataPath, "length"), { facet: "length", min, max }));
  }
  const badBounds = type === undefined ? [] : checkBounds(entry, dataPath, facets, type.base);
  diagnostics.push(...badBounds);
  const [low, high] = facets.range ?? [null, null];
  if (badBounds.length === 0 && low !== null && high !== null && compareBounds(low, high) > 0) {
    diagnostics.push(
      createDiagnostic("min-greater-than-max", at(entry, ...dataPath, "range"), { facet: "range", min: String(low), max: String(high) }),
    );
  }
  for (const facet of ["pattern", "charset"] as const) diagnostics.push(...checkPattern(entry, [...dataPath, facet], facets[facet], facet));
  if (facets.format !== undefined && !Object.hasOwn(STRING_FORMATS, facets.format)) {
    const known = Object.keys(STRING_FORMATS);
    const help = didYouMean(facets.format, known);
    diagnostics.push(
      createDiagnostic("unknown-format", at(entry, ...dataPath, "format"), { format: facets.format, known: known.join(", ") }, help),
    );
  }
  if (facets.valuesFrom !== undefined && !valueListNames(model).includes(facets.valuesFrom) && isRead(model, "states")) {
    const help = didYouMean(facets.valuesFrom, valueListNames(model));
    diagnostics.push(createDiagnostic("unknown-value-list", at(entry, ...dataPath, "valuesFrom"), { name: facets.valuesFrom }, help));
  }
  diagnostics.push(...checkEnumValues(entry, dataPath, facets, label, type));
  return diagnostics;
}

function checkEnumValues(
  entry: Located<unknown>,
  dataPath: DataPath,
  facets: Facets,
  label: string,
  type: TypeDefinition | undefined,
): Diagnostic[] {
  const isEnum = type?.base === "enum" || type?.base === "enum-list";
  if (!isEnum) return [];
  if (facets.values === undefined) return [];
  if (facets.values.length === 0 && facets.open === undefined) {
    return [createDiagnostic("empty-enumeration", at(entry, ...dataPath, "values"), { path: label })];
  }
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  facets.values.forEach((value, index) => {
    const text = typeof value === "string" ? value : value.value;
    if (seen.has(text))
      diagnostics.push(createDiagnostic("duplicate-enum-value", at(entry, ...dataPath, "values", index), { path: label, value: text }));
    seen.add(text);
  });
  return diagnostics;
}

/** A catalogue row: its own facets, each variant's, and that an enumeration has values at all. */
export function checkRow(model: SpecModel, entry: Located<RawField>, label: string, hasMembers: boolean): Diagnostic[] {
  const row = entry.value;
  const diagnostics = checkFacets(model, entry, [], row, label);
  row.variants?.forEach((variant, index) => diagnostics.push(...checkFacets(model, entry, ["variants", index], variant, label, row.type)));
  const type = row.type !== undefined ? model.types.get(row.type)?.value : undefined;
  const isEnum = type?.base === "enum" || type?.base === "enum-list";
  const variantsGiveValues = row.variants?.some((variant) => variant.values !== undefined) ?? false;
  if (isEnum && row.values === undefined && row.valuesFrom === undefined && !variantsGiveValues) {
    diagnostics.push(createDiagnostic("empty-enumeration", keyAt(entry), { path: label }));
  }
  if (row.type === undefined && row.use === undefined && !hasMembers && row.map === undefined) {
    diagnostics.push(createDiagnostic("field-without-type", keyAt(entry), { path: label }));
  }
  return diagnostics;
}

const boundShapes = {
  integer: { test: (bound: number | string) => /^-?[0-9]+$/.test(String(bound)), expected: "a whole number (10, -3)", base: "an integer" },
  decimal: { test: (bound: number | string) => isDecimalText(String(bound)), expected: "a decimal number (10, 0.01)", base: "a decimal" },
} as const;

/** A range's bounds (and a decimal's exclusive minimum) are numbers the value's kind can have: text like 'zero' would reach the emitters. */
function checkBounds(entry: Located<unknown>, dataPath: DataPath, facets: Facets, base: TypeDefinition["base"]): Diagnostic[] {
  if (base !== "integer" && base !== "decimal") return [];
  const shape = boundShapes[base];
  const bounds: [number | string | null | undefined, DataPath][] = [
    [facets.range?.[0], ["range", 0]],
    [facets.range?.[1], ["range", 1]],
    [facets.exclusiveMinimum, ["exclusiveMinimum"]],
  ];
  return bounds.flatMap(([bound, where]) =>
    bound === null || bound === undefined || shape.test(bound)
      ? []
      : [
          createDiagnostic("invalid-bound", at(entry, ...dataPath, ...where), {
            bound: String(bound),
            base: shape.base,
            expected: shape.expected,
          }),
        ],
  );
}

/** Exact for decimal text (bounds reach 1e18, past 2^53); numbers in exponent form fall back to Number. */
function compareBounds(low: number | string, high: number | string): number {
  const [left, right] = [String(low), String(high)];
  const decimal = /^-?[0-9]+(\.[0-9]+)?$/;
  return decimal.test(left) && decimal.test(right) ? compareDecimal(left, right) : Number(low) - Number(high);
}

/** The named value lists of the states section (`valuesFrom:`). */
function valueListNames(model: SpecModel): string[] {
  return [...valueListsOf(model).keys()];
}

/**
 * A pattern (or a character set) compiles, and cannot backtrack for super-linear time: it ends up in
 * the validators, the JSON Schema and the OpenAPI document, where a hostile value meets it.
 */
export function checkPattern(
  entry: Located<unknown>,
  dataPath: DataPath,
  source: string | undefined,
  kind: "pattern" | "charset",
): Diagnostic[] {
  if (source === undefined) return [];
  const problem = regexProblem(kind === "charset" ? `^[${source}]*$` : source);
  if (problem) return [createDiagnostic("invalid-pattern", at(entry, ...dataPath), { detail: problem })];
  // A character set is one class under a star: always linear.
  const verdict = kind === "pattern" ? backtracking(source) : undefined;
  if (verdict === undefined || verdict.complexity === "linear") return [];
  return [
    createDiagnostic("catastrophic-pattern", at(entry, ...dataPath), { complexity: verdict.complexity, attack: verdict.attack ?? "" }),
  ];
}

function regexProblem(source: string): string | undefined {
  try {
    new RegExp(source, "u");
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
