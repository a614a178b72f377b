// `deprecated:` markers: on an operation file (that version), on a catalogue row or group member, on
// a row's variant, and on an operation's selection of a field. Each has real dates, a sunset after
// its since, and a replacement that names something the spec defines.

import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type { DataPath } from "../../load/spec-file.js";
import type { CatalogueEntry } from "../catalogue.js";
import {
  at,
  CATALOGUE_KINDS,
  isRead,
  operationVersions,
  type Located,
  type RawDeprecation,
  type RawField,
  type RawOperation,
  type RawVersionDeprecation,
  type SpecModel,
} from "../spec-model.js";

export function checkDeprecations(model: SpecModel, catalogue: ReadonlyMap<string, CatalogueEntry>): Diagnostic[] {
  return [
    ...model.operations.flatMap((operation) => checkVersionMarker(model, operation)),
    ...[...model.fields].flatMap(([path, row]) =>
      checkRowMarkers(model, row, (replacement) => catalogueNames(catalogue, replacement, path)),
    ),
    ...[...model.groups.values()].flatMap((group) =>
      Object.entries(group.value.fields).flatMap(([member, field]) => {
        const row: Located<RawField> = { value: field ?? {}, file: group.file, dataPath: ["fields", member] };
        // A member's replacement is another member of its group, mounted wherever the group is.
        return checkRowMarkers(model, row, (replacement) =>
          replacement in group.value.fields ? undefined : Object.keys(group.value.fields),
        );
      }),
    ),
    ...model.operations.flatMap((operation) => checkSelectionMarkers(model, operation, catalogue)),
    ...checkErrorShape(model),
    ...checkPathParameters(model),
  ];
}

/**
 * Whether a replacement names a catalogue field: undefined when it does (or the catalogue may hold it
 * unread), else the names to suggest from.
 */
type ReplacementLookup = (replacement: string) => Iterable<string> | undefined;

function catalogueNames(catalogue: ReadonlyMap<string, CatalogueEntry>, replacement: string, own: string): Iterable<string> | undefined {
  return catalogue.has(replacement) && replacement !== own ? undefined : [...catalogue.keys()].filter((path) => path !== own);
}

function checkRowMarkers(model: SpecModel, row: Located<RawField>, lookup: ReplacementLookup): Diagnostic[] {
  const fieldsRead = isRead(model, ...CATALOGUE_KINDS);
  const check = (marker: RawDeprecation<string> | undefined, dataPath: DataPath) =>
    marker === undefined ? [] : checkFieldMarker(row, [...dataPath, "deprecated"], marker, fieldsRead ? lookup : () => undefined);
  return [
    ...check(row.value.deprecated, []),
    ...(row.value.variants ?? []).flatMap((variant, index) => check(variant.deprecated, ["variants", index])),
  ];
}

function checkSelectionMarkers(model: SpecModel, operation: Located<RawOperation>, catalogue: ReadonlyMap<string, CatalogueEntry>) {
  const fieldsRead = isRead(model, ...CATALOGUE_KINDS);
  return (["request", "response"] as const).flatMap((direction) =>
    Object.entries(operation.value[direction]?.fields ?? {}).flatMap(([path, selection]) => {
      if (typeof selection === "string" || selection.deprecated === undefined) return [];
      const lookup: ReplacementLookup = (replacement) => (fieldsRead ? catalogueNames(catalogue, replacement, path) : undefined);
      return checkFieldMarker(operation, [direction, "fields", path, "deprecated"], selection.deprecated, lookup);
    }),
  );
}

function checkFieldMarker<T>(
  entry: Located<T>,
  dataPath: DataPath,
  marker: RawDeprecation<string>,
  lookup: ReplacementLookup,
): Diagnostic[] {
  const problems = checkDates(entry, dataPath, marker);
  if (marker.replacement === undefined) return problems;
  const known = lookup(marker.replacement);
  if (known === undefined) return problems;
  const where = at(entry, ...dataPath, "replacement");
  const args = { name: marker.replacement, what: "field of the catalogue" };
  return [...problems, createDiagnostic("unknown-replacement", where, args, didYouMean(marker.replacement, known))];
}

function checkVersionMarker(model: SpecModel, operation: Located<RawOperation>): Diagnostic[] {
  const marker = operation.value.deprecated;
  if (marker === undefined) return [];
  return [...checkDates(operation, ["deprecated"], marker), ...checkVersionReplacement(model, operation, marker)];
}

/** `{ operation, version }`: the operation is defined, and has that version (its own operation's when only a version is given). */
function checkVersionReplacement(model: SpecModel, operation: Located<RawOperation>, marker: RawVersionDeprecation): Diagnostic[] {
  const replacement = marker.replacement;
  if (replacement === undefined || !isRead(model, "operation")) return [];
  const name = replacement.operation ?? operation.value.operation;
  const defined = operationVersions(model);
  const names = [...defined.keys()];
  if (!names.includes(name)) {
    const where = at(operation, "deprecated", "replacement", "operation");
    return [createDiagnostic("unknown-replacement", where, { name, what: "operation" }, didYouMean(name, names))];
  }
  if (replacement.version === undefined) return [];
  const versions = defined.get(name) ?? [];
  const own = name === operation.value.operation && String(replacement.version) === String(operation.value.version);
  if (versions.includes(String(replacement.version)) && !own) return [];
  const where = at(operation, "deprecated", "replacement", "version");
  const args = { name: `${name} version ${String(replacement.version)}`, what: "version of an operation" };
  return [createDiagnostic("unknown-replacement", where, args, didYouMean(String(replacement.version), versions))];
}

/** Both dates are calendar dates, and the sunset comes after the deprecation. */
function checkDates<T>(entry: Located<T>, dataPath: DataPath, marker: RawDeprecation<unknown>): Diagnostic[] {
  const problems = (["since", "sunset"] as const).flatMap((key) => {
    const value = marker[key];
    return value === undefined || isCalendarDate(value) ? [] : [createDiagnostic("invalid-date", at(entry, ...dataPath, key), { value })];
  });
  const { since, sunset } = marker;
  if (problems.length > 0 || sunset === undefined || sunset > since) return problems;
  return [createDiagnostic("sunset-not-after-since", at(entry, ...dataPath, "sunset"), { since, sunset })];
}

/** `YYYY-MM-DD` naming a day the calendar has (no 2026-02-30); such text sorts as the dates do. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The error shape's rows: a replacement is another field of the shape. */
function checkErrorShape(model: SpecModel): Diagnostic[] {
  const document = model.documents.get("errors");
  const rows = (document?.value.fields ?? {}) as Record<string, RawField | null>;
  if (document === undefined) return [];
  return Object.entries(rows).flatMap(([path, field]) => {
    const row: Located<RawField> = { value: field ?? {}, file: document.file, dataPath: ["fields", path] };
    return checkRowMarkers(model, row, (replacement) => (replacement in rows && replacement !== path ? undefined : Object.keys(rows)));
  });
}

/** A path identifier is in every call's path: it cannot go away, so it cannot be deprecated. */
function checkPathParameters(model: SpecModel): Diagnostic[] {
  const document = model.documents.get("path-parameters");
  const parameters = (document?.value.parameters ?? {}) as Record<string, RawField>;
  return Object.entries(parameters).flatMap(([name, parameter]) =>
    document === undefined || parameter.deprecated === undefined
      ? []
      : [createDiagnostic("deprecation-not-applicable", at(document, "parameters", name, "deprecated"), { name: `{${name}}` })],
  );
}
