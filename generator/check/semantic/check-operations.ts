import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import type { CatalogueEntry } from "../catalogue.js";
import { GLOB_SUFFIX, isUnder } from "../../language/spec-paths.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import { at, CATALOGUE_KINDS, isRead, keyAt, type Located, type RawMessage, type RawOperation, type SpecModel } from "../spec-model.js";
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
  const versions = sameOperation.map((candidate) => String(candidate.value.version));
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
  // Gap bounds name fields of the original reference that the seed need not define: not checked.
  for (const key of ["rules", "omitRules"] as const) {
    (message[key] ?? []).forEach((id, index) => {
      if (model.rules.has(id) || !isRead(model, "rules")) return;
      diagnostics.push(createDiagnostic("unknown-rule", at(operation, direction, key, index), { id }, didYouMean(id, model.rules.keys())));
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
