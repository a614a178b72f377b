// Random edits of a spec file as an author's slips make them: a key deleted, a key renamed (a
// letter dropped, doubled, swapped or changed in case, or a word of its own), a value swapped for one
// of another type. Drawn by fast-check as plain numbers and applied to the file's data, so that a
// failing case shrinks and replays from its seed.

import fc from "fast-check";
import { stringify } from "yaml";
import { parseSpecFile } from "../../generator/load/load-spec.js";
import type { SpecFile } from "../../generator/load/spec-file.js";

export interface SpecEdit {
  /** Which place of the file (by index among its keys and items, depth first). */
  place: number;
  operation: "delete" | "rename" | "retype";
  /** Which rename or which replacement value. */
  choice: number;
}

export const specEdit: fc.Arbitrary<SpecEdit> = fc.record({
  place: fc.nat(),
  operation: fc.constantFrom("delete", "rename", "retype"),
  choice: fc.nat(),
});

/** A case: which file of the spec to edit, and one to three edits of it. */
export const specCase = fc.record({ file: fc.nat(), edits: fc.array(specEdit, { minLength: 1, maxLength: 3 }) });

type Path = (string | number)[];

/** Every place of a value, depth first: each object key and array item, with its container. */
function placesOf(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  if (Array.isArray(value)) value.forEach((item, index) => (into.push([...path, index]), placesOf(item, [...path, index], into)));
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      into.push([...path, key]);
      placesOf(item, [...path, key], into);
    }
  return into;
}

/** Values of every JSON type a YAML file can hold, some of them near a spec's own. */
const REPLACEMENTS: unknown[] = ["x", "zero", "", "R", 0, -1, 1.5, 1e21, true, null, [], {}, ["a"], { a: 1 }, [1, 2], "x".repeat(300)];

function typeOf(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

function renamed(key: string, choice: number): string {
  const at = key.length === 0 ? 0 : choice % key.length;
  switch (choice % 6) {
    case 0:
      return key.slice(0, at) + key.slice(at + 1) || "k";
    case 1:
      return key.slice(0, at) + key.charAt(at) + key.slice(at);
    case 2:
      return at + 1 < key.length ? key.slice(0, at) + key.charAt(at + 1) + key.charAt(at) + key.slice(at + 2) : `${key}s`;
    case 3:
      return key === key.toUpperCase() ? key.toLowerCase() : key.toUpperCase();
    case 4:
      return `${key}.x`;
    default:
      return ["kind", "type", "fields", "values", "__proto__", "constructor", "a b", "order.id"][choice % 8] as string;
  }
}

/** The data with one edit made (a copy: the parsed data is frozen). */
export function editData(data: unknown, edit: SpecEdit): unknown {
  const copy = structuredClone(data);
  const places = placesOf(copy);
  if (places.length === 0) return REPLACEMENTS[edit.choice % REPLACEMENTS.length];
  const path = places[edit.place % places.length] as Path;
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy) as
    Record<string, unknown> | unknown[];
  const key = path.at(-1) as string | number;
  if (Array.isArray(parent)) {
    if (edit.operation === "delete") parent.splice(key as number, 1);
    else parent[key as number] = replacement(parent[key as number], edit.choice);
    return copy;
  }
  const value = parent[key];
  if (edit.operation === "retype") parent[key] = replacement(value, edit.choice);
  else {
    // Rebuilt, so that a renamed key keeps its place among its siblings.
    const entries = Object.entries(parent);
    for (const name of Object.keys(parent)) delete parent[name];
    for (const [name, item] of entries) {
      if (name !== key) Object.defineProperty(parent, name, { value: item, enumerable: true, writable: true, configurable: true });
      else if (edit.operation === "rename")
        Object.defineProperty(parent, renamed(String(key), edit.choice), {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  return copy;
}

function replacement(value: unknown, choice: number): unknown {
  const others = REPLACEMENTS.filter((candidate) => typeOf(candidate) !== typeOf(value));
  return structuredClone(others[choice % others.length]);
}

/** The spec's files with the case's file edited, written back as YAML text and parsed as a run would. */
export function editedSpec(files: readonly SpecFile[], { file, edits }: { file: number; edits: SpecEdit[] }): SpecFile[] {
  const index = file % files.length;
  const target = files[index] as SpecFile;
  const data = edits.reduce<unknown>((current, edit) => editData(current, edit), target.data);
  const edited = parseSpecFile(target.path, stringify(data));
  return files.map((each, position) => (position === index ? edited : each));
}
