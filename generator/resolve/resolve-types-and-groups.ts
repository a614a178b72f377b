// The data types (seed 2.1) and shared groups (seed 2.3) as the docs show them: each type with its
// own facets, each group with its members and the places it is mounted.

import type { Located, SpecModel, TypeDefinition } from "../check/spec-model.js";
import { buildLeafNode, optional } from "./build-node.js";
import { type ValueLists } from "../check/value-lists.js";
import { buildObjectTree } from "./build-tree.js";
import { groupMemberEntry, type CatalogueEntry, type GroupEntry } from "../check/catalogue.js";
import { mergeFacets } from "./facets.js";
import type { DataTypeIR, GroupIR, ObjectNode } from "../ir/ir.js";
import { ancestorsOf, compareText } from "../language/spec-paths.js";
import type { SelectedField } from "./select-fields.js";

/** In the order the spec lists them: files by path, then as written (the seed's table order). */
export function resolveDataTypes(model: SpecModel, lists: ValueLists): DataTypeIR[] {
  return [...model.types.entries()]
    .map(([name, entry], index) => ({ name, entry, index }))
    .sort((a, b) => compareText(a.entry.file.path, b.entry.file.path) || a.index - b.index)
    .map(({ name, entry }) => toDataType(name, entry, lists));
}

function toDataType(name: string, entry: Located<TypeDefinition>, lists: ValueLists): DataTypeIR {
  return {
    name,
    title: entry.value.title ?? name,
    ...optional("description", entry.value.description),
    ...optional("section", (entry.file.data as { section?: string }).section),
    node: buildLeafNode(mergeFacets(entry.value, {}, "", {}), name, lists),
  };
}

export function resolveGroups(model: SpecModel, catalogue: Map<string, CatalogueEntry>, lists: ValueLists): GroupIR[] {
  return [...model.groups.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([name, group]) => ({
      name,
      ...optional("description", group.value.description),
      ...optional("section", group.value.section),
      root: groupMembers(model, group, lists),
      mountedAt: [...catalogue.values()]
        .filter((entry) => entry.field.use === name)
        .map((entry) => entry.path)
        .sort(compareText),
    }));
}

/** The members as one object; presence is set where the group is mounted, so it is left as read here. */
function groupMembers(model: SpecModel, group: GroupEntry, lists: ValueLists): ObjectNode {
  const catalogue = new Map<string, CatalogueEntry>();
  const selected = new Map<string, SelectedField>();
  for (const path of Object.keys(group.value.fields)) {
    catalogue.set(path, groupMemberEntry(group, path, path));
    for (const member of [path, ...ancestorsOf(path)]) if (!selected.has(member)) selected.set(member, { path: member, overrides: {} });
  }
  return buildObjectTree(selected, { model, catalogue, lists, context: `group.${group.value.name}`, direction: "request", gaps: [] });
}
