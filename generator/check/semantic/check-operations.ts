import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import type { CatalogueEntry } from "../catalogue.js";
import { ancestorsOf, GLOB_SUFFIX, isUnder } from "../../language/spec-paths.js";
import { isAvailableIn } from "../catalogue.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import {
  at,
  CATALOGUE_KINDS,
  contextName,
  isRead,
  keyAt,
  operationVersions,
  type Located,
  type RawMessage,
  type RawOperation,
  type SpecModel,
} from "../spec-model.js";
import { checkFacets } from "./check-facets.js";

const presenceDirections = { R: "request", O: "request", A: "response", C: "response" } as const;

export function checkOperations(model: SpecModel, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, Located<RawOperation>>();
  for (const operation of model.operations) {
    const { operation: name, version } = operation.value;
    if (version === undefined) {
      diagnostics.push(createDiagnostic("missing-version", at(operation, "operation"), { operation: name }));
      continue;
    }
    const key = `${name}@${version}`;
    const other = seen.get(key);
    if (other)
      diagnostics.push(
        createDiagnostic("duplicate-operation", at(operation, "version"), { operation: name, version, other: other.file.path }),
      );
    seen.set(key, operation);
    diagnostics.push(...checkExtends(model, operation));
    for (const direction of ["request", "response"] as const) {
      const message = operation.value[direction];
      if (message) diagnostics.push(...checkMessage(model, catalogue, operation, direction, message));
    }
  }
  return diagnostics;
}

function checkExtends(model: SpecModel, operation: Located<RawOperation>): Diagnostic[] {
  const { operation: name, version, extends: base } = operation.value;
  if (base === undefined) return [];
  const sameOperation = model.operations.filter((candidate) => candidate.value.operation === name);
  const versions = operationVersions(model).get(name) ?? [];
  if (!versions.includes(String(base))) {
    if (!isRead(model, "operation")) return [];
    const args = { operation: name, version: String(version), base: String(base) };
    return [createDiagnostic("unknown-base-version", at(operation, "extends"), args, didYouMean(String(base), versions))];
  }
  const visited = new Set<string>([String(version)]);
  for (let current: string | undefined = String(base); current !== undefined;) {
    if (visited.has(current)) return [createDiagnostic("extends-cycle", at(operation, "extends"), { operation: name })];
    visited.add(current);
    const next: Located<RawOperation> | undefined = sameOperation.find((candidate) => String(candidate.value.version) === current);
    current = next?.value.extends !== undefined ? String(next.value.extends) : undefined;
  }
  return [];
}

function checkMessage(
  model: SpecModel,
  catalogue: Map<string, CatalogueEntry>,
  operation: Located<RawOperation>,
  direction: "request" | "response",
  message: RawMessage,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const fieldsRead = isRead(model, ...CATALOGUE_KINDS);
  const known = (path: string) => !fieldsRead || catalogue.has(path) || [...catalogue.keys()].some((other) => isUnder(other, path));
  const unknownField = (path: string, location: ReturnType<typeof at>) =>
    createDiagnostic("unknown-field", location, { path }, didYouMean(path, selectablePaths(catalogue)));
  for (const [key, value] of Object.entries(message.fields ?? {})) {
    const path = key.endsWith(GLOB_SUFFIX) ? key.slice(0, -GLOB_SUFFIX.length) : key;
    if (!known(path)) diagnostics.push(unknownField(path, keyAt(operation, direction, "fields", key)));
    const presence = typeof value === "string" ? value : value.presence;
    if (presenceDirections[presence] !== direction) {
      const where =
        typeof value === "string" ? at(operation, direction, "fields", key) : at(operation, direction, "fields", key, "presence");
      diagnostics.push(
        createDiagnostic("presence-direction", where, { presence, expected: `a ${presenceDirections[presence]}`, direction }),
      );
    }
    if (typeof value !== "string")
      diagnostics.push(...checkFacets(model, operation, [direction, "fields", key], value, path, catalogue.get(path)?.field.type));
  }
  (message.omit ?? []).forEach((path, index) => {
    if (!known(path)) diagnostics.push(unknownField(path, at(operation, direction, "omit", index)));
  });
  diagnostics.push(...checkRegionBounds(operation, direction, message, catalogue, fieldsRead));
  diagnostics.push(...checkExplicitContexts(operation, direction, message, catalogue));
  diagnostics.push(...checkSelectionsSelect(operation, direction, message, catalogue));
  for (const key of ["rules", "omitRules"] as const) {
    (message[key] ?? []).forEach((id, index) => {
      if (model.rules.has(id) || model.salvaged.rules.has(id) || !isRead(model, "rules")) return;
      diagnostics.push(
        createDiagnostic(
          "unknown-rule",
          at(operation, direction, key, index),
          { id },
          didYouMean(id, [...model.rules.keys(), ...model.salvaged.rules]),
        ),
      );
    });
  }
  return diagnostics;
}

/** What a message may select: every catalogue path, and every prefix of one (a group of fields). */
function selectablePaths(catalogue: Map<string, CatalogueEntry>): Set<string> {
  const paths = new Set<string>();
  for (const path of catalogue.keys()) {
    const segments = path.split(".");
    segments.forEach((_, index) => paths.add(segments.slice(0, index + 1).join(".")));
  }
  return paths;
}

/**
 * A region's bounds name fields of the original reference, which the source document need not
 * define, so a bound the catalogue lacks is taken as written; but one a slip away from a field
 * beside it (the same parent), which the region's text does not name, is a typo, and the region
 * would start or end somewhere else.
 */
function checkRegionBounds(
  operation: Located<RawOperation>,
  direction: "request" | "response",
  message: RawMessage,
  catalogue: Map<string, CatalogueEntry>,
  fieldsRead: boolean,
): Diagnostic[] {
  if (!fieldsRead) return [];
  return (message.gaps ?? []).flatMap((gap, index) =>
    (["within", "after", "before"] as const).flatMap((key) => {
      const bound = gap[key];
      if (bound === undefined || catalogue.has(bound) || [...catalogue.keys()].some((path) => isUnder(path, bound))) return [];
      // The region's own words name it: the source document's field, as it is written there.
      if (gap.text.includes(bound)) return [];
      const siblings = [...catalogue.keys()].filter((path) => parentOf(path) === parentOf(bound));
      const help = didYouMean(bound, siblings);
      return help === undefined
        ? []
        : [createDiagnostic("unknown-field", at(operation, direction, "gaps", index, key), { path: bound }, help)];
    }),
  );
}

function parentOf(path: string): string {
  return path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : "";
}

/** The row whose `only:` leaves `path` out of `context`: its own, or an ancestor's (a mounted group's). */
function limitingOnly(path: string, catalogue: Map<string, CatalogueEntry>, context: string): string[] | undefined {
  return [path, ...ancestorsOf(path)]
    .map((candidate) => catalogue.get(candidate)?.field.only)
    .find((only) => only !== undefined && !only.includes(context));
}

/**
 * A `**` selection selects something: a catalogue path whose fields `only:` keeps out of the message's
 * context would select nothing there, silently (the message would lack every field it names).
 * A path the catalogue lacks altogether is unknown-field's.
 */
function checkSelectionsSelect(
  operation: Located<RawOperation>,
  direction: "request" | "response",
  message: RawMessage,
  catalogue: Map<string, CatalogueEntry>,
): Diagnostic[] {
  const context = contextName(operation.value.operation, direction);
  return Object.keys(message.fields ?? {}).flatMap((key) => {
    if (!key.endsWith(GLOB_SUFFIX)) return [];
    const path = key.slice(0, -GLOB_SUFFIX.length);
    const under = [...catalogue.values()].filter((entry) => entry.path === path || isUnder(entry.path, path));
    if (under.length === 0 || under.some((entry) => isAvailableIn(entry, catalogue, context))) return [];
    const example = under[0] as CatalogueEntry;
    const only = limitingOnly(example.path, catalogue, context) ?? [];
    const args = { selection: key, path, context, example: example.path, only: only.join(", ") };
    return [createDiagnostic("selection-selects-nothing", keyAt(operation, direction, "fields", key), args)];
  });
}

/** `only:` holds for a field a message names one by one, as for a `**` selection. */
function checkExplicitContexts(
  operation: Located<RawOperation>,
  direction: "request" | "response",
  message: RawMessage,
  catalogue: Map<string, CatalogueEntry>,
): Diagnostic[] {
  const context = contextName(operation.value.operation, direction);
  return Object.keys(message.fields ?? {}).flatMap((key) => {
    if (key.endsWith(GLOB_SUFFIX)) return [];
    const entry = catalogue.get(key);
    if (entry === undefined || isAvailableIn(entry, catalogue, context)) return [];
    const limiting = limitingOnly(key, catalogue, context);
    return [
      createDiagnostic("field-not-in-context", keyAt(operation, direction, "fields", key), {
        path: key,
        only: (limiting ?? []).join(", "),
        context,
      }),
    ];
  });
}
