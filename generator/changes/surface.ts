// The released surface of the API: the IR as a downstream consumer sees it, with every field of a
// message flattened to one entry under its dotted path and no source positions. It is what
// `api-snapshot.json` holds (one field a line, so a pull request shows a changed bound as one changed
// line) and what the change report compares, so any two packages can be compared without git.

import type { ApiIR, FieldGap, FieldNode, GatewayIR, MessageIR, ObjectNode, OperationIR, Presence, Rule, TypeNode } from "../ir/ir.js";
import { compareText } from "../language/spec-paths.js";
import { everyField } from "../ir/field-walk.js";
import type { Deprecation } from "../ir/ir.js";
import { publicNames } from "../ir/public-names.js";
import { partsToRecord } from "./surface-parts.js";

export const SURFACE_FORMAT = "gateway-api-surface/1";

/** A type with its object members left out: they are entries of their own. */
export type LeafType =
  | Exclude<TypeNode, { kind: "object" | "array" | "map" }>
  | { kind: "object"; open: boolean }
  | { kind: "array"; items: LeafType }
  | (Omit<Extract<TypeNode, { kind: "map" }>, "value"> & { value: LeafType });

export interface FieldSurface {
  presence: Presence;
  type: LeafType;
  description?: string;
  defaultValue?: string | number | boolean;
  seedText?: string;
  group?: string;
  sensitive?: string;
  deprecated?: Deprecation;
}

export type GapSurface = Omit<FieldGap, "source">;

export interface MessageSurface {
  /** Every field, by dotted path (`order.item[].name`), in path order. */
  fields: Record<string, FieldSurface>;
  gaps: GapSurface[];
  rules: Rule[];
}

export type OperationSurface = Omit<OperationIR, "request" | "response" | "source"> & {
  request: MessageSurface;
  response: MessageSurface;
};

export interface ApiSurface {
  format: typeof SURFACE_FORMAT;
  operations: OperationSurface[];
  /**
   * Every section of `ApiIR`, sources left out; the error shape flattened like a message's fields.
   * Not the package's license nor the docs' chosen example values: neither is part of the API.
   */
  api: Omit<ApiIR, "errorShape" | "package" | "examples"> & { errorShape: Record<string, FieldSurface> };
  dataTypes: Record<string, unknown>;
  groups: Record<string, unknown>;
  /** Every public name, by scope and what it names (public-names.ts); absent from snapshots written before names were recorded. */
  names?: Record<string, Record<string, string>>;
  /** The parts the snapshot records (surface-parts.ts); absent from older snapshots, which record what they hold. */
  parts?: string[];
}

/** The surface of an IR, its keys sorted: two surfaces with the same facts are the same JSON. */
export function surfaceOf(ir: Omit<GatewayIR, "release">): ApiSurface {
  let surface = surfaces.get(ir);
  if (surface === undefined) surfaces.set(ir, (surface = flatSurface(ir)));
  return surface;
}

/** Each IR's surface, made once: the release emitter and the watch mode's report both need it. Read only. */
const surfaces = new WeakMap<object, ApiSurface>();

/** The API's sections, without what is not part of the API (the license, the docs' example values). */
function apiSections(api: ApiIR): Omit<ApiIR, "package" | "examples"> {
  const { package: _license, examples: _examples, ...sections } = api;
  return sections;
}

function flatSurface(ir: Omit<GatewayIR, "release">): ApiSurface {
  const surface = canonical({
    format: SURFACE_FORMAT,
    operations: ir.operations.map(operationSurface),
    api: { ...apiSections(ir.api), errorShape: flattenFields(ir.api.errorShape) },
    dataTypes: Object.fromEntries(ir.dataTypes.map(({ name, ...rest }) => [name, rest])),
    groups: Object.fromEntries(ir.groups.map(({ name, ...rest }) => [name, { ...rest, root: flattenFields(rest.root) }])),
    names: publicNames(ir),
  }) as ApiSurface;
  return { ...surface, parts: partsToRecord(surface) };
}

export function operationSurface(operation: OperationIR): OperationSurface {
  const { request, response, source: _source, ...rest } = operation;
  return { ...rest, request: messageSurface(request), response: messageSurface(response) };
}

function messageSurface(message: MessageIR): MessageSurface {
  return { fields: flattenFields(message.root), gaps: message.gaps, rules: message.rules };
}

/** Every field under `root`, array items and map values included, by path. */
export function flattenFields(root: ObjectNode): Record<string, FieldSurface> {
  return Object.fromEntries(everyField(root).map((field) => [field.path, fieldSurface(field)]));
}

function fieldSurface({ name: _name, path: _path, source: _source, type, ...facets }: FieldNode): FieldSurface {
  return { ...facets, type: leafType(type) };
}

function leafType(type: TypeNode): LeafType {
  switch (type.kind) {
    case "object":
      return { kind: "object", open: type.open };
    case "array":
      return { kind: "array", items: leafType(type.items) };
    case "map":
      return { ...type, value: leafType(type.value) };
    default:
      return type;
  }
}

/**
 * A deep copy with keys sorted and without `source` keys (where a fact was written is not part of
 * the API) or undefined values: the form snapshots are written in and read back as.
 */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, entry]) => entry !== undefined && !(key === "source" && isSourceRef(entry)))
      .sort(([a], [b]) => compareText(a, b))
      .map(([key, entry]) => [key, canonical(entry)]),
  );
}

/** Where the IR says a fact was written (`{ file, section }`); a field named `source` is no such thing. */
function isSourceRef(value: unknown): boolean {
  return typeof value === "object" && value !== null && typeof (value as { file?: unknown }).file === "string";
}
