// The cases of each field of a message: the smallest valid body with the field put in it, then the
// field missing (when required), of the wrong JSON type, at its bounds and one past them, and so on
// (boundary-values.ts); and for each object, a key it does not know.

import type { FieldNode, MessageIR, ObjectNode, TypeNode } from "../../ir/ir.js";
import { everyField } from "../../ir/field-walk.js";
import {
  type Body,
  type Segment,
  allObjects,
  concretePath,
  copyBody,
  deleteAt,
  isRequired,
  placeValue,
  setAt,
} from "../plan/values/bodies.js";
import { leafCandidates, type Candidate } from "./boundary-values.js";
import { exampleValue } from "../plan/values/example-values.js";
import { inGap, probeNames } from "./gap-regions.js";
import { leafFindings, type LeafNode } from "../plan/values/leaf-faults.js";
import { keepRules, type Finding } from "../plan/values/rules.js";
import { findingsAt, judgedCase, type VectorCase } from "./vector-case.js";

const BEYOND_GAP = "The object has a 'not shown' region, so its JSON Schema leaves unknown fields open.";
const UNKNOWN_VALUE = "x";

/** The base of a field's cases: the smallest body with the field in it, holding a valid value. */
interface FieldBase {
  body: Body;
  segments: Segment[];
}

function fieldBase(message: MessageIR, minimal: Body, field: FieldNode): FieldBase {
  const body = copyBody(minimal);
  const segments = placeValue(message, body, field.path, exampleValue(field.type));
  keepRules(message, body, new Set(), { paths: new Set([field.path]) });
  return { body, segments };
}

/** A case with `value` in place of the field's, judged from the IR. */
function valueCase(
  message: MessageIR,
  field: FieldNode,
  base: FieldBase,
  slug: string,
  description: string,
  value: unknown,
  found: Finding[],
): VectorCase {
  const body = copyBody(base.body);
  setAt(body, base.segments, value);
  keepRules(message, body, new Set(found.map((finding) => finding.field)), { paths: new Set([field.path]) });
  return judgedCase(message, `${field.path}/${slug}`, `${field.path}: ${description}`, body, found);
}

const invalidAt = (segments: readonly Segment[]): Finding[] => [{ field: concretePath(segments), kind: "invalid" }];

function leafCases(message: MessageIR, field: FieldNode, base: FieldBase, node: LeafNode, item?: number): VectorCase[] {
  const segments = item === undefined ? base.segments : [...base.segments, item];
  return leafCandidates(node).map((candidate: Candidate) => {
    const value = item === undefined ? candidate.value : [candidate.value];
    return valueCase(
      message,
      field,
      base,
      candidate.slug,
      candidate.description,
      value,
      findingsAt(segments, leafFindings(node, candidate.value)),
    );
  });
}

function groupCases(message: MessageIR, field: FieldNode, base: FieldBase, type: TypeNode): VectorCase[] {
  if (type.kind === "object") {
    return [
      judgedCase(message, `${field.path}/required-fields-only`, `${field.path}: the group with its required fields only`, base.body, []),
      valueCase(message, field, base, "not-an-object", "a list instead of an object", [], invalidAt(base.segments)),
    ];
  }
  if (type.kind !== "array") return leafCases(message, field, base, type);
  const items = type.items;
  const cases = [
    valueCase(message, field, base, "not-a-list", "an object instead of a list", {}, invalidAt(base.segments)),
    valueCase(message, field, base, "empty-list", "an empty list", [], []),
    valueCase(message, field, base, "two-items", "two valid items", [exampleValue(items), exampleValue(items)], []),
  ];
  if (items.kind === "object") {
    cases.push(
      valueCase(message, field, base, "item-not-an-object", "an item that is a string", [UNKNOWN_VALUE], invalidAt([...base.segments, 0])),
    );
  } else if (items.kind !== "array") {
    cases.push(...leafCases(message, field, base, items, 0));
  }
  return cases;
}

function missingCase(message: MessageIR, field: FieldNode, base: FieldBase): VectorCase {
  const body = copyBody(base.body);
  deleteAt(body, base.segments);
  const found: Finding[] = [{ field: concretePath(base.segments), kind: "missing" }];
  return judgedCase(message, `${field.path}/missing`, `${field.path}: left out, though required`, body, found);
}

export function fieldCases(message: MessageIR, minimal: Body): VectorCase[] {
  return everyField(message.root).flatMap((field) => {
    const base = fieldBase(message, minimal, field);
    return [...(isRequired(field) ? [missingCase(message, field, base)] : []), ...groupCases(message, field, base, field.type)];
  });
}

/** Where an object sits in a body built for it: a group's path, or a list's first item. */
function objectBase(message: MessageIR, minimal: Body, path: string, node: ObjectNode): FieldBase {
  const body = copyBody(minimal);
  if (path === "") return { body, segments: [] };
  const isItem = path.endsWith("[]");
  const segments = placeValue(message, body, path, isItem ? [exampleValue(node)] : exampleValue(node));
  keepRules(message, body, new Set(), { paths: new Set() });
  return { body, segments: isItem ? [...segments, 0] : segments };
}

function unknownKeyCase(message: MessageIR, base: FieldBase, path: string, node: ObjectNode, name: string): VectorCase {
  const body = copyBody(base.body);
  const segments = [...base.segments, name];
  setAt(body, segments, UNKNOWN_VALUE);
  const fieldPath = path === "" ? name : `${path.replace(/\[\]/g, "")}.${name}`;
  const where = path === "" ? "the body" : path;
  if (node.open && inGap(fieldPath, message.gaps)) {
    return judgedCase(
      message,
      `${fieldPath}/unknown-in-region-not-shown`,
      `${where}: '${name}', a key in a 'not shown' region, accepted`,
      body,
      [],
    );
  }
  const found: Finding = {
    field: concretePath(segments),
    kind: "unsupported",
    ...(node.open ? { beyondJsonSchema: BEYOND_GAP } : {}),
  };
  return judgedCase(message, `${fieldPath}/unknown`, `${where}: '${name}', a key the spec does not know`, body, [found]);
}

/** Requests refuse keys they do not know (outside 'not shown' regions); responses tolerate them. */
export function unknownKeyCases(message: MessageIR, minimal: Body): VectorCase[] {
  if (message.direction === "response") {
    const body = { ...copyBody(minimal), unknownField: UNKNOWN_VALUE };
    return [judgedCase(message, "unknownField/tolerated", "a key the spec does not know: responses tolerate it", body, [])];
  }
  return allObjects(message.root).flatMap(({ path, node }) => {
    const base = objectBase(message, minimal, path, node);
    const known = new Set(node.fields.map((field) => field.name));
    const names = (node.open ? probeNames(path, message.gaps) : ["unknownField"]).filter((name) => !known.has(name));
    return names.map((name) => unknownKeyCase(message, base, path, node, name));
  });
}

/** A body that is no JSON object at all. */
export function bodyShapeCases(message: MessageIR): VectorCase[] {
  const found: Finding[] = [{ field: "", kind: "invalid" }];
  return [
    judgedCase(message, "body/null", "the body is null", null, found),
    judgedCase(message, "body/list", "the body is a list", [], found),
  ];
}
