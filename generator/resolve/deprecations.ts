// `deprecated:` markers as the IR holds them: dates as written, the replacement as what it names.

import type { RawField, RawFieldDeprecation, RawOperation } from "../check/spec-model.js";
import type { CatalogueEntry } from "../check/catalogue.js";
import { optional } from "./build-node.js";
import type { Deprecation } from "../ir/ir.js";

/** A field's marker (merged like a facet): its replacement is a field path. */
export function fieldDeprecation(raw: RawFieldDeprecation | undefined): Deprecation | undefined {
  if (raw === undefined) return undefined;
  return {
    since: raw.since,
    ...optional("sunset", raw.sunset),
    ...optional("replacement", raw.replacement === undefined ? undefined : { field: raw.replacement }),
  };
}

/** A version's marker: a replacement that names only a version is a version of the same operation. */
export function versionDeprecation(operation: RawOperation): Deprecation | undefined {
  const raw = operation.deprecated;
  if (raw === undefined) return undefined;
  const replacement = raw.replacement && {
    operation: raw.replacement.operation ?? operation.operation,
    ...optional("version", raw.replacement.version === undefined ? undefined : String(raw.replacement.version)),
  };
  return { since: raw.since, ...optional("sunset", raw.sunset), ...optional("replacement", replacement) };
}

/**
 * The row of a catalogue entry, with the replacements its group wrote relative to the group (another
 * member) made paths where the group is mounted: after merging, nothing tells which layer gave a marker.
 */
export function rowWithMountedReplacements(entry: CatalogueEntry | undefined): RawField {
  const field = entry?.field ?? {};
  const member = entry?.origin.dataPath[1];
  if (entry === undefined || (entry.origin.file.data as { kind?: string }).kind !== "group" || typeof member !== "string") return field;
  const mount = entry.path === member ? "" : `${entry.path.slice(0, entry.path.length - member.length)}`;
  if (mount === "") return field;
  const mounted = (marker: RawFieldDeprecation | undefined) =>
    marker?.replacement === undefined ? marker : { ...marker, replacement: `${mount}${marker.replacement}` };
  return {
    ...field,
    ...optional("deprecated", mounted(field.deprecated)),
    ...optional(
      "variants",
      field.variants?.map((variant) => ({ ...variant, ...optional("deprecated", mounted(variant.deprecated)) })),
    ),
  };
}
