// The version tables of the endpoint and versioning sections restate which version each operation
// has: each entry names an operation the spec defines, at a version it has.

import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import { compareVersions } from "../../language/spec-paths.js";
import { at, isRead, keyAt, operationVersions, type SpecModel } from "../spec-model.js";

export function checkVersionTables(model: SpecModel): Diagnostic[] {
  // An unread operation file may define the version a table names.
  if (!isRead(model, "operation")) return [];
  const versions = operationVersions(model);
  return ["endpoint", "versioning"].flatMap((kind) => {
    const document = model.documents.get(kind);
    const table = (document?.value.versions ?? {}) as Record<string, string | number | (string | number)[]>;
    if (document === undefined) return [];
    return Object.entries(table).flatMap(([operation, given]) => {
      const known = (versions.get(operation) ?? []).sort(compareVersions);
      if (known.length === 0) {
        const operations = [...versions.keys()];
        const args = { operation, known: operations.join(", ") };
        return [createDiagnostic("unknown-operation", keyAt(document, "versions", operation), args, didYouMean(operation, operations))];
      }
      // A list gives several versions (`AUTHORIZE: [100, 101]`), each located at its place in it.
      const listed = Array.isArray(given)
        ? given.map((version, index) => ({ version, place: [operation, index] }))
        : [{ version: given, place: [operation] }];
      return listed.flatMap(({ version, place }) => {
        if (known.includes(String(version))) return [];
        const args = { operation, version: String(version), known: known.join(", ") };
        return [createDiagnostic("unknown-version", at(document, "versions", ...place), args, didYouMean(String(version), known))];
      });
    });
  });
}
