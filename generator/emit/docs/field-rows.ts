// A message's field tree as table rows, depth first in the IR's order, with each 'not shown'
// region of the message as a row of its own where the region sits among the fields.

import { presenceByCode } from "../../ir/presence.js";
import { compareReferenceOrder } from "../../language/spec-paths.js";
import { isInGap } from "../../ir/regions.js";
import type { DataTypeIR, FieldGap, FieldNode, ObjectNode, Presence, TypeNode } from "../../ir/ir.js";
import { fieldAnchor } from "../plan/doc-anchors.js";
import { boundPhrases, typeLabel, valuesOf, type BoundPhrase, type TypeLabel, type ValuesView } from "./type-text.js";
import { fieldDeprecationView, type DeprecationView } from "./deprecation-view.js";

export interface FieldRow {
  kind: "field";
  anchor: string;
  path: string;
  /** The path split at its dots, so that HTML can offer a line break after each. */
  segments: string[];
  depth: number;
  presence: Presence;
  presenceCode: string;
  type: TypeLabel;
  bounds: BoundPhrase[];
  values?: ValuesView;
  description?: string;
  seedText?: string;
  /** How the field's sensitive data is masked, when the spec marks it (spec/api/sensitivity.yaml). */
  sensitivity?: string;
  /** The version the field first appears in, when a version it extends lacks it. */
  since?: string;
  /** Set when the field is deprecated here. */
  deprecated?: DeprecationView;
  /** Lower-cased path and description, what the HTML filter box matches. */
  filterText: string;
}

export interface GapRow {
  kind: "gap";
  text: string;
  section?: string;
  filterText: string;
}

export type Row = FieldRow | GapRow;

/** What a row needs beyond its field: the named data types it links to, each sensitivity class's note by name. */
export interface RowContext {
  knownTypes: ReadonlyMap<string, TypeNode>;
  dataTypes: readonly DataTypeIR[];
  sensitivityNotes: ReadonlyMap<string, string>;
  /** Field path -> the version it was added in, for a message of a version that extends another. */
  since?: ReadonlyMap<string, string>;
}

/** The spec's presence codes read the other way, so that the docs print the codes the spec is written in. */
const PRESENCE_CODES = Object.fromEntries(Object.entries(presenceByCode).map(([code, presence]) => [presence, code])) as Record<
  Presence,
  string
>;

/** Every field of the object, depth first, each with its anchor under `scope`. */
export function fieldRows(root: ObjectNode, scope: string, context: RowContext): FieldRow[] {
  const fields: [FieldNode, number][] = [];
  const visit = (object: ObjectNode, depth: number): void => {
    for (const field of object.fields) {
      fields.push([field, depth]);
      const inner = objectInside(field.type);
      if (inner) visit(inner, depth + 1);
    }
  };
  visit(root, 0);
  // A deprecated field links to its replacement where the same message has it.
  const paths = new Set(fields.map(([field]) => field.path));
  return fields.map(([field, depth]) => fieldRow(field, depth, scope, context, fieldDeprecationView(field, scope, paths)));
}

/** The rows with a gap row before the first field it concerns (or at the end when none follows). */
export function withGapRows(rows: FieldRow[], gaps: FieldGap[]): Row[] {
  const placed: Row[] = [...rows];
  for (const gap of gaps) {
    const at = placed.findIndex((row) => row.kind === "field" && comesAtOrAfter(gap, row.path));
    placed.splice(at === -1 ? placed.length : at, 0, gapRow(gap));
  }
  return placed;
}

/** Whether the field lies in the gap or after where the gap starts, in the reference's order. */
function comesAtOrAfter(gap: FieldGap, path: string): boolean {
  if (isInGap(gap, path)) return true;
  const start = gap.after ?? gap.includes[0] ?? gap.before ?? gap.within;
  if (start === undefined) return false;
  const order = compareReferenceOrder(path, start);
  return gap.after !== undefined ? order > 0 : order >= 0;
}

function gapRow(gap: FieldGap): GapRow {
  return {
    kind: "gap",
    text: gap.text,
    ...(gap.source.section !== undefined ? { section: gap.source.section } : {}),
    filterText: gap.text.toLowerCase(),
  };
}

function fieldRow(field: FieldNode, depth: number, scope: string, context: RowContext, deprecated: DeprecationView | undefined): FieldRow {
  const { knownTypes, dataTypes, sensitivityNotes, since: added } = context;
  const values = valuesOf(field.type);
  const sensitivity = field.sensitive !== undefined ? sensitivityNotes.get(field.sensitive) : undefined;
  const since = added?.get(field.path);
  return {
    kind: "field",
    anchor: fieldAnchor(scope, field.path),
    path: field.path,
    segments: field.path.split("."),
    depth,
    presence: field.presence,
    presenceCode: PRESENCE_CODES[field.presence],
    type: typeLabel(field, dataTypes),
    bounds: boundPhrases(field, knownTypes),
    ...(values ? { values } : {}),
    ...(field.description !== undefined ? { description: field.description } : {}),
    ...(field.seedText !== undefined ? { seedText: field.seedText } : {}),
    ...(sensitivity !== undefined ? { sensitivity } : {}),
    ...(since !== undefined ? { since } : {}),
    ...(deprecated !== undefined ? { deprecated } : {}),
    filterText: [field.path, field.description, sensitivity && "sensitive", deprecated && "deprecated"]
      .filter(Boolean)
      .join(" ")
      .toLowerCase(),
  };
}

function objectInside(node: TypeNode): ObjectNode | undefined {
  if (node.kind === "object") return node;
  if (node.kind === "array") return objectInside(node.items);
  return undefined;
}
