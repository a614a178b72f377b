import type { Located, RawField, SpecModel } from "../check/spec-model.js";

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
  for (const [member, field] of Object.entries(group.value.fields)) {
    if (omitted.has(member)) continue;
    const path = `${mountPath}.${member}`;
    if (catalogue.has(path)) continue;
    const origin: Located<RawField> = { value: field ?? {}, file: group.file, dataPath: ["fields", member] };
    catalogue.set(path, { path, field: field ?? {}, origin, section: group.value.section });
  }
}

function sectionOf(origin: Located<unknown>): string | undefined {
  const data = origin.file.data as { section?: string };
  return data.section;
}
