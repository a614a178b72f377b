// The parts a snapshot records. A released snapshot was written by the generator of its day, which
// may not have recorded a part this one does (release 1.0.0's has no error roles, no public names,
// no double's answers): such a part is not "added from nothing" (nine breaking renames of error
// roles) but one warning, "the snapshot does not record this part: check it by hand". A snapshot
// made now lists its parts (`parts`), the optional ones it holds no value for included, so that a
// later generator tells "not recorded" from "none"; for an older one, the parts it holds are the
// parts it records.

import { compareText } from "../language/spec-paths.js";
import { changeAt, type Change } from "./change.js";
import type { ApiIR, DataTypeIR } from "../ir/ir.js";

/** What this module reads of a surface (surface.ts imports it, so it names no type of that module). */
interface Surface {
  api: object;
  dataTypes: Record<string, unknown>;
  parts?: string[];
}

const SHARED = { operation: "*", version: "*", direction: "api" } as const;

/** The IR's optional keys of each API section: parts a snapshot made now records even when the spec gives them no value. */
const OPTIONAL_API_KEYS = {
  endpoint: ["title", "baseUrlExample", "description", "requestBody", "responseBody", "seedPath", "versions"],
  authentication: ["section", "description"],
  states: ["section"],
  errors: ["section", "description"],
  events: ["section", "target"],
  limits: ["section"],
  versioning: ["section", "pathSegment", "responseField"],
} as const satisfies { readonly [K in keyof ApiIR]?: readonly (keyof NonNullable<ApiIR[K]>)[] };

/** The IR's optional sections (absent when the spec has no such document). */
const OPTIONAL_SECTIONS = [
  "authentication",
  "client",
  "double",
  "errors",
  "events",
  "limits",
  "states",
  "versioning",
] as const satisfies readonly (keyof ApiIR)[];

/**
 * Keys of API sections whose value is an object of fixed keys (each a part, as a section's keys
 * are), not a map of names the spec chooses (the double's answers): a key a snapshot's object lacks
 * is one it does not record (release 1.0.0's `retry` has no `reusedTransaction`).
 */
const RECORD_PARTS = { client: { retry: ["reusedTransaction"] } } as const satisfies {
  readonly [K in keyof ApiIR]?: { readonly [R in keyof NonNullable<ApiIR[K]>]?: readonly (keyof NonNullable<NonNullable<ApiIR[K]>[R]>)[] };
};

/** `api.client.retry`: the parts whose keys are parts too. */
const RECORD_PART_PATHS: ReadonlySet<string> = new Set(
  Object.entries(RECORD_PARTS).flatMap(([section, records]) => Object.keys(records).map((key) => `api.${section}.${key}`)),
);

/**
 * Parts this generator records even when the spec gives them no value (the IR's optional sections
 * and keys): a snapshot without them says "none", not "not recorded".
 */
export const OPTIONAL_PARTS: readonly string[] = [
  "names",
  ...OPTIONAL_SECTIONS.map((section) => `api.${section}`),
  ...Object.entries(OPTIONAL_API_KEYS).flatMap(([section, keys]) => keys.map((key) => `api.${section}.${key}`)),
  ...Object.entries(RECORD_PARTS).flatMap(([section, records]) =>
    Object.entries(records).flatMap(([record, keys]) => keys.map((key) => `api.${section}.${record}.${key}`)),
  ),
  ...(["title", "description", "section"] as const satisfies readonly (keyof DataTypeIR)[]).map((key) => `dataTypes.${key}`),
];

/** The top-level keys, the API's sections, the keys of each object section, and the keys of the data types a surface holds. */
export function presentParts(surface: Surface): string[] {
  const parts = Object.keys(surface).filter((key) => key !== "format" && key !== "parts");
  for (const [section, value] of Object.entries(surface.api ?? {})) {
    parts.push(`api.${section}`);
    // The error shape's keys are field paths, not parts.
    if (section !== "errorShape" && isRecord(value)) parts.push(...Object.keys(value).map((key) => `api.${section}.${key}`));
    if (isRecord(value)) parts.push(...recordKeyParts(section, value));
  }
  const typeKeys = new Set(Object.values(surface.dataTypes ?? {}).flatMap((type) => (isRecord(type) ? Object.keys(type) : [])));
  parts.push(...[...typeKeys].map((key) => `dataTypes.${key}`));
  return parts;
}

/** The keys of a section's records of fixed keys (RECORD_PARTS), as parts: `api.client.retry.attempts`. */
function recordKeyParts(section: string, value: Record<string, unknown>): string[] {
  return Object.entries(value).flatMap(([key, record]) => {
    const part = `api.${section}.${key}`;
    return RECORD_PART_PATHS.has(part) && isRecord(record) ? Object.keys(record).map((member) => `${part}.${member}`) : [];
  });
}

/** What a snapshot made now records: what it holds and every optional part. */
export function partsToRecord(surface: Surface): string[] {
  return [...new Set([...presentParts(surface), ...OPTIONAL_PARTS])].sort(compareText);
}

/**
 * The parts a snapshot records: those it lists, or, written before it listed them, those it holds.
 * A list written before records had parts of their own names the record alone: it recorded the
 * record's keys it holds.
 */
function recordedParts(surface: Surface): Set<string> {
  if (surface.parts === undefined) return new Set(presentParts(surface));
  const listed = new Set(surface.parts);
  const heldKeys = presentParts(surface).filter((part) => {
    const record = parentOf(part);
    return RECORD_PART_PATHS.has(record) && listed.has(record) && !surface.parts?.some((other) => parentOf(other) === record);
  });
  return new Set([...listed, ...heldKeys]);
}

/**
 * The parts `current` holds that `released` does not record: one warning for each area (a top-level
 * part, an API section, the data types), and `released` with those parts taken from `current`, so
 * that nothing else reports them.
 */
export function withoutUnrecordedParts<S extends Surface>(released: S, current: S): { changes: Change[]; released: S } {
  const recorded = recordedParts(released);
  // A part whose parent is not recorded either comes with its parent.
  const missing = presentParts(current).filter((part) => !recorded.has(part) && (parentOf(part) === "" || recorded.has(parentOf(part))));
  if (missing.length === 0) return { changes: [], released };
  const byArea = new Map<string, string[]>();
  for (const part of missing) {
    const area = areaOf(part);
    byArea.set(area, [...(byArea.get(area) ?? []), part.slice(area.length + 1)]);
  }
  const changes = [...byArea].map(([area, keys]) =>
    changeAt(
      SHARED,
      area.replace(/^api\./, ""),
      "part-not-recorded",
      "undecided",
      null,
      null,
      keys.filter(Boolean).join(", ") || undefined,
    ),
  );
  return { changes, released: missing.reduce((surface, part) => copyPart(surface, current, part), released) };
}

/** `api.double.answers` -> `api.double`; `api.errorContract` -> `api`; `names` -> ``. */
function parentOf(part: string): string {
  return part.includes(".") ? part.slice(0, part.lastIndexOf(".")) : "";
}

/** Where a missing part is reported: its API section, the data types, or itself at the top. */
function areaOf(part: string): string {
  const [top, section] = part.split(".");
  if (top === "api" && section !== undefined) return `api.${section}`;
  return top ?? part;
}

function copyPart<S extends Surface>(target: S, source: S, part: string): S {
  const [top, section, key, member] = part.split(".") as [keyof S & string, string | undefined, string | undefined, string | undefined];
  if (top === "dataTypes" && section !== undefined) {
    const types = Object.fromEntries(
      Object.entries(target.dataTypes).map(([name, type]) => {
        const value = (source.dataTypes[name] as Record<string, unknown> | undefined)?.[section];
        return [name, value === undefined ? type : { ...(type as object), [section]: value }];
      }),
    );
    return { ...target, dataTypes: types };
  }
  if (top !== "api" || section === undefined) return { ...target, [top]: source[top] };
  const api = target.api as unknown as Record<string, unknown>;
  const from = (source.api as unknown as Record<string, unknown>)[section];
  if (key === undefined) return { ...target, api: { ...target.api, [section]: from } };
  const fromKey = (from as Record<string, unknown>)[key];
  const value =
    member === undefined
      ? fromKey
      : { ...((api[section] as Record<string, unknown>)[key] as object), [member]: (fromKey as Record<string, unknown>)[member] };
  return { ...target, api: { ...target.api, [section]: { ...(api[section] as object), [key]: value } } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
