import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { isUnder } from "../../language/spec-paths.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import { at, isRead, keyAt, type Located, type RawField, type SpecModel } from "../spec-model.js";
import { checkFacets, checkPattern, checkRow } from "./check-facets.js";

/** Rows of the catalogue, the groups they mount, path parameters and the error shape. */
export function checkCatalogue(model: SpecModel, knownContexts: Set<string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const paths = [...model.fields.keys(), ...model.salvaged.fields.keys()];
  // A row's members may be written in a fields file that could not be read.
  const membersMayBeUnread = !isRead(model, "fields");
  for (const [path, entry] of model.fields) {
    diagnostics.push(...checkRow(model, entry, path, membersMayBeUnread || paths.some((other) => isUnder(other, path))));
    diagnostics.push(...checkMount(model, entry));
    if (isRead(model, "operation")) diagnostics.push(...checkContexts(entry, knownContexts));
  }
  // A type's own facets, as a row's are checked (its format, bounds, patterns, values).
  for (const [name, entry] of model.types) {
    diagnostics.push(...checkFacets(model, entry, [], entry.value, name, undefined, entry.value));
    diagnostics.push(...checkPattern(entry, ["signedPattern"], entry.value.signedPattern, "pattern"));
  }
  for (const group of model.groups.values()) {
    for (const [member, field] of Object.entries(group.value.fields)) {
      diagnostics.push(...checkRow(model, { value: field ?? {}, file: group.file, dataPath: ["fields", member] }, member, false));
    }
  }
  for (const kind of ["path-parameters", "errors"]) {
    const document = model.documents.get(kind);
    if (!document) continue;
    const key = kind === "errors" ? "fields" : "parameters";
    const rows = (document.value[key] ?? {}) as Record<string, RawField | null>;
    const rowPaths = Object.keys(rows);
    for (const [path, field] of Object.entries(rows)) {
      const entry = { value: field ?? {}, file: document.file, dataPath: [key, path] };
      diagnostics.push(
        ...checkRow(
          model,
          entry,
          path,
          rowPaths.some((other) => isUnder(other, path)),
        ),
      );
    }
  }
  return diagnostics;
}

function checkMount(model: SpecModel, entry: Located<RawField>): Diagnostic[] {
  const { use, omit } = entry.value;
  if (use === undefined) return [];
  const group = model.groups.get(use);
  const members = group ? Object.keys(group.value.fields) : model.salvaged.groups.get(use)?.members;
  if (members === undefined) {
    if (!isRead(model, "group")) return [];
    const known = [...model.groups.keys(), ...model.salvaged.groups.keys()];
    return [createDiagnostic("unknown-group", at(entry, "use"), { group: use }, didYouMean(use, known))];
  }
  return (omit ?? []).flatMap((member, index) =>
    members.includes(member)
      ? []
      : [createDiagnostic("unknown-group-member", at(entry, "omit", index), { group: use, member }, didYouMean(member, members))],
  );
}

function checkContexts(entry: Located<RawField>, knownContexts: Set<string>): Diagnostic[] {
  const known = [...knownContexts].sort().join(", ");
  const unknown = (context: string) => !knownContexts.has(context);
  const unknownAt = (context: string, location: ReturnType<typeof at>) =>
    createDiagnostic("unknown-context", location, { context, known }, didYouMean(context, knownContexts));
  const diagnostics = (entry.value.only ?? []).flatMap((context, index) =>
    unknown(context) ? [unknownAt(context, at(entry, "only", index))] : [],
  );
  entry.value.variants?.forEach((variant, variantIndex) => {
    variant.in.forEach((context, index) => {
      if (unknown(context)) diagnostics.push(unknownAt(context, at(entry, "variants", variantIndex, "in", index)));
    });
  });
  return diagnostics;
}

export { checkFacets, keyAt };
