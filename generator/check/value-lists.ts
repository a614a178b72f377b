// Enumeration values as the spec writes them: a row's own list, or a named list of the states
// section (`valuesFrom:`). Read by the checks (is a value listed?) and by the resolver (the IR's
// enumerations), so it lives with the spec model, below both.

import type { Located, RawEnumValue, SpecModel } from "./spec-model.js";

/** Named value lists (`valuesFrom:`), from the states section. */
export type ValueLists = Map<string, { values: RawEnumValue[]; open?: string }>;

export function valueListsOf(model: SpecModel): ValueLists {
  const states = model.documents.get("states") as
    Located<{ lists?: Record<string, { values: RawEnumValue[]; open?: string }> }> | undefined;
  return new Map(Object.entries(states?.value.lists ?? {}));
}

/** The values an enumeration allows as written: its own, or the named list's; `open` when others may occur. */
export function rawEnumValuesOf(
  facets: { values?: RawEnumValue[]; valuesFrom?: string; open?: string },
  lists: ValueLists,
): { values: RawEnumValue[]; open?: string } {
  const list = facets.valuesFrom !== undefined ? lists.get(facets.valuesFrom) : undefined;
  const open = facets.open ?? list?.open;
  return { values: list?.values ?? facets.values ?? [], ...(open === undefined ? {} : { open }) };
}

/** The text of a written value (`{ value, description }` or the bare value). */
export function rawValueText(value: RawEnumValue): string {
  return typeof value === "string" ? value : value.value;
}
