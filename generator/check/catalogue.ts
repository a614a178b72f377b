import { ancestorsOf } from "../language/spec-paths.js";
import type { SpecFile } from "../load/spec-file.js";
import type { Located, RawField, SpecModel } from "./spec-model.js";

/** A group of spec/groups/ as read, with the file it was written in. */
export type GroupEntry = SpecModel["groups"] extends Map<string, infer Group> ? Group : never;

export interface CatalogueEntry {
  path: string;
  field: RawField;
  /** Where the row was written (the group file for mounted members). */
  origin: Located<RawField>;
  section?: string;
}

/**
 * Every catalogue row by path, with groups mounted where `use:` names them. The paths that files
 * which broke the meta-schema define (rows, and members of a group) are there too, as rows with no
 * facets: the names exist, so no check calls them unknown (checkSpec reports the file and stops).
 */
export function buildCatalogue(model: SpecModel): Map<string, CatalogueEntry> {
  const catalogue = new Map<string, CatalogueEntry>();
  for (const [path, origin] of model.fields) {
    catalogue.set(path, { path, field: origin.value, origin, section: sectionOf(origin) });
    if (origin.value.use !== undefined) mountGroup(model, catalogue, path, origin.value);
  }
  for (const [path, file] of model.salvaged.fields) if (!catalogue.has(path)) catalogue.set(path, namedOnly(path, file, path));
  for (const [path, origin] of model.fields) {
    const group = origin.value.use === undefined ? undefined : model.salvaged.groups.get(origin.value.use);
    for (const member of group?.members ?? []) {
      const memberPath = `${path}.${member}`;
      if (group !== undefined && !catalogue.has(memberPath)) catalogue.set(memberPath, namedOnly(memberPath, group.file, member));
    }
  }
  return catalogue;
}

/** A path a file that broke the meta-schema defines (as `key` of its `fields:`): known by name only. */
function namedOnly(path: string, file: SpecFile, key: string): CatalogueEntry {
  return { path, field: {}, origin: { value: {}, file, dataPath: ["fields", key] } };
}

function mountGroup(model: SpecModel, catalogue: Map<string, CatalogueEntry>, mountPath: string, mount: RawField): void {
  const group = model.groups.get(mount.use as string);
  if (!group) return;
  const omitted = new Set(mount.omit ?? []);
  for (const member of Object.keys(group.value.fields)) {
    if (omitted.has(member)) continue;
    const path = `${mountPath}.${member}`;
    if (!catalogue.has(path)) catalogue.set(path, groupMemberEntry(group, member, path));
  }
}

/** The row of one group member placed at `path`: written in the group's file, under the group's section. */
export function groupMemberEntry(group: GroupEntry, member: string, path: string): CatalogueEntry {
  const field = group.value.fields[member] ?? {};
  const origin: Located<RawField> = { value: field, file: group.file, dataPath: ["fields", member] };
  return { path, field, origin, section: group.value.section };
}

function sectionOf(origin: Located<unknown>): string | undefined {
  const data = origin.file.data as { section?: string };
  return data.section;
}

/** A row is available where it and every ancestor row allow it (`only:` on a group covers its members). */
export function isAvailableIn(entry: CatalogueEntry, catalogue: Map<string, CatalogueEntry>, context: string): boolean {
  return [entry.path, ...ancestorsOf(entry.path)].every((path) => {
    const only = catalogue.get(path)?.field.only;
    return only === undefined || only.includes(context);
  });
}
