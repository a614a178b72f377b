import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { compareVersions } from "../../language/spec-paths.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import { at, isRead, keyAt, operationVersions, type SpecModel } from "../spec-model.js";

/**
 * Which version of each operation the client calls is stated, not guessed from the newest file: the
 * client section names a defined version of every operation, and without a client section an
 * operation may have only one version.
 */
export function checkDefaultVersions(model: SpecModel): Diagnostic[] {
  // An unread client section may state the versions; an unread operation file may define one it names.
  if (!isRead(model, "client", "operation")) return [];
  const versions = versionsByOperation(model);
  const client = model.documents.get("client");
  if (!client) {
    // Reported at the second version's file: the one whose arrival made the default a question.
    return [...versions].flatMap(([operation, known]) => {
      const second = model.operations.find((entry) => entry.value.operation === operation && String(entry.value.version) === known[1]);
      return second ? [createDiagnostic("missing-default-version", at(second, "version"), { operation, known: known.join(", ") })] : [];
    });
  }
  const stated = (client.value.defaultVersions ?? {}) as Record<string, string | number>;
  const unknown = Object.entries(stated).flatMap(([operation, version]) => {
    const known = versions.get(operation);
    if (!known) {
      const operations = [...versions.keys()];
      const help = didYouMean(operation, operations);
      return [
        createDiagnostic(
          "unknown-operation",
          keyAt(client, "defaultVersions", operation),
          { operation, known: operations.join(", ") },
          help,
        ),
      ];
    }
    if (known.includes(String(version))) return [];
    const args = { operation, version: String(version), known: known.join(", ") };
    return [
      createDiagnostic("unknown-default-version", at(client, "defaultVersions", operation), args, didYouMean(String(version), known)),
    ];
  });
  const missing = [...versions]
    .filter(([operation]) => stated[operation] === undefined)
    .map(([operation, known]) =>
      createDiagnostic("missing-default-version", keyAt(client, "defaultVersions"), { operation, known: known.join(", ") }),
    );
  return [...unknown, ...missing];
}

/** Each operation's defined versions, oldest first. */
function versionsByOperation(model: SpecModel): Map<string, string[]> {
  return new Map([...operationVersions(model)].map(([operation, versions]) => [operation, [...versions].sort(compareVersions)]));
}
