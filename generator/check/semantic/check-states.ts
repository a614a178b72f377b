// The states section names catalogue fields: the field each list gives the values of, and the field
// each reference says holds a list kept elsewhere. A misspelt path would leave a list tied to nothing.

import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type { CatalogueEntry } from "../catalogue.js";
import { at, CATALOGUE_KINDS, isRead, type SpecModel } from "../spec-model.js";

export function checkStates(model: SpecModel, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  const states = model.documents.get("states");
  if (states === undefined || !isRead(model, ...CATALOGUE_KINDS)) return [];
  const lists = (states.value.lists ?? {}) as Record<string, { field?: string }>;
  const references = (states.value.references ?? {}) as Record<string, string>;
  const named: [string, (string | number)[]][] = [
    ...Object.entries(lists).flatMap(([name, list]): [string, (string | number)[]][] =>
      list.field === undefined ? [] : [[list.field, ["lists", name, "field"]]],
    ),
    ...Object.entries(references).map(([name, path]): [string, (string | number)[]] => [path, ["references", name]]),
  ];
  return named.flatMap(([path, dataPath]) =>
    catalogue.has(path) ? [] : [createDiagnostic("unknown-field", at(states, ...dataPath), { path }, didYouMean(path, catalogue.keys()))],
  );
}
