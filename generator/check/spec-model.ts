// The spec files indexed by what they define, each entry keeping where it was written so that
// every later check can point at the line. Built after the meta-schema pass, so shapes hold.

import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { locate, type DataPath, type SpecFile } from "../load/spec-file.js";
import type { PresenceCode } from "../ir/presence.js";

export type { PresenceCode };

export type Bound = number | string | null;
export type LengthFacet = number | [number, number | null];
export type RawEnumValue = string | { value: string; description?: string };

/** A `deprecated:` marker as written: dates as YYYY-MM-DD text (the check stage makes sure of it). */
export interface RawDeprecation<Replacement> {
  since: string;
  sunset?: string;
  replacement?: Replacement;
}

/** On a field (row, variant or selection): the catalogue path to use instead. */
export type RawFieldDeprecation = RawDeprecation<string>;

/** On an operation file: another version of the operation, another operation, or both. */
export type RawVersionDeprecation = RawDeprecation<{ operation?: string; version?: number | string }>;

export interface Facets {
  type?: string;
  length?: LengthFacet;
  lengths?: number[];
  range?: [Bound, Bound];
  exclusiveMinimum?: number | string;
  scale?: number;
  signed?: boolean;
  charset?: string;
  extraChars?: string;
  pattern?: string;
  /** The rule `pattern` states, in words (a type's own pattern: its description). */
  patternText?: string;
  format?: string;
  maxDigits?: number;
  notInPast?: boolean;
  values?: RawEnumValue[];
  valuesFrom?: string;
  open?: string;
  default?: string | number | boolean;
  description?: string;
  seedText?: string;
  /** On rows, variants and selections only (the meta-schema keeps it off types); merged like a facet. */
  deprecated?: RawFieldDeprecation;
}

export interface TypeDefinition extends Facets {
  base: "string" | "decimal" | "integer" | "boolean" | "enum" | "enum-list";
  /** The seed's name of the type, where the key is not it (`Upper case alphabetic text`). */
  title?: string;
  signedPattern?: string;
}

export interface RawField extends Facets {
  /** Sensitivity class (spec/api/sensitivity.yaml). */
  sensitive?: string;
  use?: string;
  omit?: string[];
  only?: string[];
  presence?: { request?: "R" | "O"; response?: "A" | "C" };
  map?: { maxEntries?: number; keyCharset: string; keyLength: LengthFacet };
  variants?: (Facets & { in: string[]; presence?: { request?: "R" | "O"; response?: "A" | "C" } })[];
}

export type Selection = Record<string, PresenceCode | (Facets & { presence: PresenceCode })>;

export interface RawMessage {
  fields?: Selection;
  omit?: string[];
  gaps?: { within?: string; after?: string; before?: string; includes?: string[]; omitsKnown?: boolean; text: string; section?: string }[];
  rules?: string[];
  omitRules?: string[];
}

export interface RawOperation {
  operation: string;
  version?: number | string;
  extends?: number | string;
  section?: string;
  title?: string;
  description?: string;
  deprecated?: RawVersionDeprecation;
  request?: RawMessage;
  response?: RawMessage;
}

export interface RawRule {
  id: string;
  kind: "sum" | "sum-of-products" | "at-least-one-of" | "required-if" | "only-if" | "first-transaction-only";
  text: string;
  section?: string;
  total?: string;
  add?: string[];
  subtract?: string[];
  when?: "any-part" | "always" | { field: string; equals?: string[]; present?: true };
  unlessPresent?: string[];
  values?: string[];
  array?: string;
  factors?: string[];
  fields?: string[];
  field?: string;
}

/** A value together with where it was written. */
export interface Located<T> {
  value: T;
  file: SpecFile;
  dataPath: DataPath;
}

export interface SpecModel {
  files: SpecFile[];
  types: Map<string, Located<TypeDefinition>>;
  groups: Map<string, Located<{ name: string; description?: string; section?: string; fields: Record<string, RawField | null> }>>;
  fields: Map<string, Located<RawField>>;
  rules: Map<string, Located<RawRule>>;
  operations: Located<RawOperation>[];
  /** The `api/` files by kind. */
  documents: Map<string, Located<Record<string, unknown>>>;
  /** Kinds of file (`fields`, `types`...) of which a file could not be read: names looked up there may exist. */
  unread: ReadonlySet<string>;
  /** The names defined by files that parsed but broke the meta-schema: they exist, though their definitions were not read. */
  salvaged: SalvagedNames;
}

/** What a file that broke the meta-schema still says it defines (unread-kinds.ts). */
export interface SalvagedNames {
  types: Set<string>;
  /** Group name -> its members' names, and the file that defines them. */
  groups: Map<string, { members: string[]; file: SpecFile }>;
  /** Catalogue paths, each with the file that defines it. */
  fields: Map<string, SpecFile>;
  rules: Set<string>;
  operations: { operation: string; version?: string }[];
}

export function noSalvagedNames(): SalvagedNames {
  return { types: new Set(), groups: new Map(), fields: new Map(), rules: new Set(), operations: [] };
}

/** Each operation's versions (as text), those of operation files that broke the meta-schema included. */
export function operationVersions(model: SpecModel): Map<string, string[]> {
  const versions = new Map<string, string[]>();
  const add = (operation: string, version: string | number | undefined) => {
    const known = versions.get(operation) ?? [];
    if (version !== undefined && !known.includes(String(version))) known.push(String(version));
    versions.set(operation, known);
  };
  for (const { value } of model.operations) add(value.operation, value.version);
  for (const { operation, version } of model.salvaged.operations) add(operation, version);
  return versions;
}

/** Whether every file of a kind was read, so that a name missing from it is missing from the spec. */
export function isRead(model: SpecModel, ...kinds: string[]): boolean {
  return kinds.every((kind) => !model.unread.has(kind));
}

/** The kinds a catalogue path is looked up in: rows, and the groups they mount. */
export const CATALOGUE_KINDS = ["fields", "group"] as const;

export function buildSpecModel(
  files: SpecFile[],
  unread: ReadonlySet<string> = new Set(),
  salvaged: SalvagedNames = noSalvagedNames(),
): { model: SpecModel; diagnostics: Diagnostic[] } {
  const model: SpecModel = {
    unread,
    salvaged,
    files,
    types: new Map(),
    groups: new Map(),
    fields: new Map(),
    rules: new Map(),
    operations: [],
    documents: new Map(),
  };
  const diagnostics: Diagnostic[] = [];
  const define = <T>(index: Map<string, Located<T>>, key: string, entry: Located<T>, duplicate: () => Diagnostic) => {
    if (index.has(key)) diagnostics.push(duplicate());
    else index.set(key, entry);
  };
  for (const file of files) {
    const data = file.data as Record<string, unknown> & { kind: string };
    const duplicateOf = (what: string, dataPath: DataPath, other: Located<unknown> | undefined) =>
      createDiagnostic("duplicate-file", locate(file, dataPath, { key: true }), { what, other: other?.file.path ?? "?" });
    switch (data.kind) {
      case "types":
        for (const [name, value] of Object.entries(data.types as Record<string, TypeDefinition>)) {
          define(model.types, name, { value, file, dataPath: ["types", name] }, () =>
            duplicateOf(`type '${name}'`, ["types", name], model.types.get(name)),
          );
        }
        break;
      case "group": {
        const group = data as unknown as { name: string; fields: Record<string, RawField | null> };
        define(model.groups, group.name, { value: group, file, dataPath: [] }, () =>
          duplicateOf(`group '${group.name}'`, ["name"], model.groups.get(group.name)),
        );
        break;
      }
      case "fields":
        for (const [path, value] of Object.entries(data.fields as Record<string, RawField | null>)) {
          define(model.fields, path, { value: value ?? {}, file, dataPath: ["fields", path] }, () =>
            createDiagnostic("duplicate-field", locate(file, ["fields", path], { key: true }), {
              path,
              other: model.fields.get(path)?.file.path ?? "?",
            }),
          );
        }
        break;
      case "rules":
        (data.rules as RawRule[]).forEach((rule, index) => {
          define(model.rules, rule.id, { value: rule, file, dataPath: ["rules", index] }, () =>
            duplicateOf(`rule '${rule.id}'`, ["rules", index, "id"], model.rules.get(rule.id)),
          );
        });
        break;
      case "operation":
        model.operations.push({ value: data as unknown as RawOperation, file, dataPath: [] });
        break;
      default:
        define(model.documents, data.kind, { value: data, file, dataPath: [] }, () =>
          duplicateOf(`the ${data.kind} section`, ["kind"], model.documents.get(data.kind)),
        );
    }
  }
  return { model, diagnostics };
}

/** A `length` facet as bounds: a single number is an exact length, `null` an open end. */
export function lengthBounds(length: LengthFacet | undefined): { min?: number; max?: number } {
  if (length === undefined) return {};
  if (typeof length === "number") return { min: length, max: length };
  return { min: length[0], max: length[1] ?? undefined };
}

export function at<T>(entry: Located<T>, ...dataPath: DataPath): ReturnType<typeof locate> {
  return locate(entry.file, [...entry.dataPath, ...dataPath]);
}

export function keyAt<T>(entry: Located<T>, ...dataPath: DataPath): ReturnType<typeof locate> {
  return locate(entry.file, [...entry.dataPath, ...dataPath], { key: true });
}

export function contextName(operation: string, direction: "request" | "response"): string {
  return `${operation}.${direction}`;
}
