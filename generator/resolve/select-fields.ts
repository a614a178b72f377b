import type { Facets, PresenceCode, RawMessage } from "../check/spec-model.js";
import { isAvailableIn, type CatalogueEntry } from "../check/catalogue.js";
import { ancestorsOf, GLOB_SUFFIX, isUnder } from "../language/spec-paths.js";

export { isAvailableIn };

export interface SelectedField {
  path: string;
  /** Presence written in the operation file, if any. */
  presence?: PresenceCode;
  /** Presence given by a `prefix.**` selection, the weakest source. */
  globPresence?: PresenceCode;
  overrides: Facets;
}

/**
 * The fields one message has: each version's layer adds (globs first, then explicit paths, which
 * win) and removes (`omit`) on top of the version it extends.
 */
export function selectFields(layers: RawMessage[], catalogue: Map<string, CatalogueEntry>, context: string): Map<string, SelectedField> {
  const selected = new Map<string, SelectedField>();
  for (const layer of layers) {
    const entries = Object.entries(layer.fields ?? {});
    for (const [key, value] of entries.filter(([key]) => key.endsWith(GLOB_SUFFIX))) {
      const prefix = key.slice(0, -GLOB_SUFFIX.length);
      const presence = typeof value === "string" ? value : value.presence;
      for (const entry of catalogue.values()) {
        if (
          (entry.path === prefix || isUnder(entry.path, prefix)) &&
          isAvailableIn(entry, catalogue, context) &&
          !selected.has(entry.path)
        ) {
          selected.set(entry.path, { path: entry.path, globPresence: presence, overrides: {} });
        }
      }
    }
    for (const [key, value] of entries.filter(([key]) => !key.endsWith(GLOB_SUFFIX))) {
      const { presence, ...overrides } = typeof value === "string" ? { presence: value } : value;
      selected.set(key, { path: key, presence, overrides });
    }
    for (const omitted of layer.omit ?? []) {
      for (const path of selected.keys()) if (path === omitted || isUnder(path, omitted)) selected.delete(path);
    }
  }
  addImpliedAncestors(selected);
  return selected;
}

function addImpliedAncestors(selected: Map<string, SelectedField>): void {
  for (const path of selected.keys()) {
    for (const ancestor of ancestorsOf(path)) {
      if (!selected.has(ancestor)) selected.set(ancestor, { path: ancestor, overrides: {} });
    }
  }
}
