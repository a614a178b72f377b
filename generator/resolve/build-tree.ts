import type { SpecModel } from "../check/spec-model.js";
import { presenceByCode } from "../ir/presence.js";
import type { CatalogueEntry } from "../check/catalogue.js";
import { buildLeafNode, buildMapNode, optional } from "./build-node.js";
import { type ValueLists } from "../check/value-lists.js";
import { mergeFacets, typeNameOf } from "./facets.js";
import { gapMayHoldKeysOf } from "../ir/regions.js";
import type { Direction, FieldGap, FieldNode, ObjectNode, Presence, TypeNode } from "../ir/ir.js";
import { compareText, isArrayPath, lastSegment, parentPath, propertyName } from "../language/spec-paths.js";
import type { SelectedField } from "./select-fields.js";
import { fieldDeprecation, rowWithMountedReplacements } from "./deprecations.js";

export interface TreeInput {
  model: SpecModel;
  catalogue: Map<string, CatalogueEntry>;
  lists: ValueLists;
  context: string;
  direction: Direction;
  gaps: FieldGap[];
}

/** The field tree of one message, children sorted by name so that output never depends on file order. */
export function buildObjectTree(selected: Map<string, SelectedField>, input: TreeInput): ObjectNode {
  const children = new Map<string, string[]>();
  for (const path of selected.keys()) {
    const parent = parentPath(path) ?? "";
    children.set(parent, [...(children.get(parent) ?? []), path]);
  }
  const buildObject = (objectPath: string): ObjectNode => ({
    kind: "object",
    fields: (children.get(objectPath) ?? []).map((path) => buildField(path)).sort((a, b) => compareText(a.name, b.name)),
    open: input.gaps.some((gap) => gapMayHoldKeysOf(gap, objectPath)),
  });
  const buildField = (path: string): FieldNode => {
    const selection = selected.get(path) as SelectedField;
    const entry = input.catalogue.get(path);
    const field = rowWithMountedReplacements(entry);
    const typeName = typeNameOf(field, input.context, selection.overrides);
    const facets = mergeFacets(typeName ? input.model.types.get(typeName)?.value : undefined, field, input.context, selection.overrides);
    let type: TypeNode;
    if (children.has(path)) type = buildObject(path);
    else if (field.map) type = buildMapNode(field.map, buildLeafNode(facets, typeName ?? "String", input.lists));
    else type = buildLeafNode(facets, typeName ?? "String", input.lists);
    if (isArrayPath(path)) type = { kind: "array", items: type };
    return {
      name: propertyName(lastSegment(path)),
      path,
      presence: presenceOf(selection, entry, input),
      type,
      ...optional("description", facets.description),
      ...optional("defaultValue", facets.default),
      ...optional("seedText", facets.seedText),
      ...optional("group", field.use),
      ...optional("sensitive", field.sensitive),
      ...optional("deprecated", fieldDeprecation(facets.deprecated)),
      source: { file: entry?.origin.file.path ?? "", ...optional("section", entry?.section) },
    };
  };
  return buildObject("");
}

function presenceOf(selection: SelectedField, entry: CatalogueEntry | undefined, input: TreeInput): Presence {
  const variant = entry?.field.variants?.find((candidate) => candidate.in.includes(input.context) && candidate.presence?.[input.direction]);
  const code =
    selection.presence ??
    variant?.presence?.[input.direction] ??
    entry?.field.presence?.[input.direction] ??
    selection.globPresence ??
    (input.direction === "request" ? "O" : "C");
  return presenceByCode[code];
}
