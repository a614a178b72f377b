// The api/ documents that are words more than shapes (authentication, states, errors, events,
// limits, versioning), typed for the emitters. The meta-schema has checked their shape already.

import type { RawEnumValue, SpecModel } from "../check/spec-model.js";
import { optional, toEnumValue } from "./build-node.js";
import type { ApiIR, AuthenticationIR, ErrorsIR, EventsIR, LimitsIR, StatesIR, VersioningIR } from "../ir/ir.js";

type TypedSections = Pick<ApiIR, "authentication" | "states" | "errors" | "events" | "limits" | "versioning">;

interface Document {
  section?: string;
  description?: string;
  statements?: unknown[];
  [key: string]: unknown;
}

export function resolveSections(model: SpecModel): TypedSections {
  const read = (kind: string) => model.documents.get(kind)?.value as Document | undefined;
  return {
    ...optional("authentication", mapDefined(read("authentication"), toAuthentication)),
    ...optional("states", mapDefined(read("states"), toStates)),
    ...optional("errors", mapDefined(read("errors"), toErrors)),
    ...optional("events", mapDefined(read("events"), toEvents)),
    ...optional("limits", mapDefined(read("limits"), toLimits)),
    ...optional("versioning", mapDefined(read("versioning"), toVersioning)),
  };
}

function mapDefined<T>(document: Document | undefined, convert: (document: Document) => T): T | undefined {
  return document === undefined ? undefined : convert(document);
}

function toAuthentication(document: Document): AuthenticationIR {
  const schemes = (document.schemes ?? []) as { id: string; description: string; userPrefix?: string; userParameter?: string }[];
  return {
    ...optional("section", document.section),
    ...optional("description", document.description),
    schemes: schemes.map((scheme) => ({
      id: scheme.id,
      description: scheme.description,
      ...optional("userPrefix", scheme.userPrefix),
      ...optional("userParameter", scheme.userParameter),
    })),
    notes: texts(document.notes),
  };
}

function toStates(document: Document): StatesIR {
  const lists = (document.lists ?? {}) as Record<string, { field?: string; description?: string; values: RawEnumValue[]; open?: string }>;
  const references = (document.references ?? {}) as Record<string, string>;
  return {
    ...optional("section", document.section),
    lists: Object.entries(lists).map(([name, list]) => ({
      name,
      ...optional("field", list.field),
      ...optional("description", list.description),
      values: list.values.map(toEnumValue),
      ...optional("open", list.open),
    })),
    references: Object.entries(references).map(([name, field]) => ({ name, field })),
  };
}

function toErrors(document: Document): ErrorsIR {
  return { ...optional("section", document.section), ...optional("description", document.description) };
}

function toEvents(document: Document): EventsIR {
  return {
    ...optional("section", document.section),
    ...optional("target", document.target as string | undefined),
    statements: texts(document.statements),
  };
}

function toLimits(document: Document): LimitsIR {
  const statements = (document.statements ?? []) as (string | { text: string; fields?: string[] })[];
  return {
    ...optional("section", document.section),
    statements: statements.map((statement) =>
      typeof statement === "string" ? { text: statement, fields: [] } : { text: statement.text, fields: statement.fields ?? [] },
    ),
  };
}

/** A `versions:` map (`VERIFY: 100`, `AUTHORIZE: [100, 101]`) as one entry per operation and version. */
export type VersionsMap = Record<string, number | string | readonly (number | string)[]>;

export function versionEntries(versions: VersionsMap): { operation: string; version: string }[] {
  return Object.entries(versions).flatMap(([operation, given]) =>
    (Array.isArray(given) ? given : [given]).map((version: number | string) => ({ operation, version: String(version) })),
  );
}

function toVersioning(document: Document): VersioningIR {
  return {
    ...optional("section", document.section),
    ...optional("pathSegment", document.pathSegment as string | undefined),
    ...optional("responseField", document.responseField as string | undefined),
    versions: versionEntries((document.versions ?? {}) as VersionsMap),
    statements: texts(document.statements),
  };
}

/** Statements as their words: a statement that names its fields (`{ text, fields }`) gives its text. */
function texts(value: unknown): string[] {
  return ((value ?? []) as unknown[]).map((item) =>
    typeof item === "object" && item !== null && "text" in item ? String((item as { text: unknown }).text) : String(item),
  );
}
