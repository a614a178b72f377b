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

/** Every catalogue row by path, with groups mounted where `use:` names them. */
export function buildCatalogue(model: SpecModel): Map<string, CatalogueEntry> {
  const catalogue = new Map<string, CatalogueEntry>();
  for (const [path, origin] of model.fields) {
    catalogue.set(path, { path, field: origin.value, origin, section: sectionOf(origin) });
    if (origin.value.use !== undefined) mountGroup(model, catalogue, path, origin.value);
  }
  return catalogue;
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
