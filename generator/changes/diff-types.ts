// The facets of one field's type, before and after: each bound, pattern, character set, format and
// enumeration compared as the set of values it allows, so that the report can say whether callers
// or response readers break.

import type { DecimalNode, EnumNode, IntegerNode, StringNode } from "../ir/ir.js";
import { compareDecimal } from "../language/decimal-text.js";
import { changeAt, type Change, type ChangeKind, type ChangeSite, type Effect } from "./change.js";
import {
  charsetPattern,
  compareIntegerText,
  compareNumbers,
  effectOf,
  intersectInterval,
  intervalRelation,
  intervalText,
  patternLengths,
  patternRelation,
  setRelation,
  type Compare,
  type Interval,
  type Relation,
} from "./relations.js";
import type { LeafType } from "./surface.js";

type MapType = Extract<LeafType, { kind: "map" }>;

/** The kind names of a facet that narrows, widens or changes otherwise. */
const KINDS = {
  bound: { narrower: "bound-narrowed", wider: "bound-widened", different: "bound-changed" },
  pattern: { narrower: "pattern-tightened", wider: "pattern-loosened", different: "pattern-changed" },
  charset: { narrower: "charset-tightened", wider: "charset-loosened", different: "charset-changed" },
  format: { narrower: "format-changed", wider: "format-changed", different: "format-changed" },
} as const satisfies Record<string, Record<Exclude<Relation, "same">, ChangeKind>>;

/** Compares two types of the field at `path`; `facet` prefixes facet names inside arrays and maps. */
export function diffType(site: ChangeSite, path: string, before: LeafType, after: LeafType, facet = ""): Change[] {
  if (before.kind !== after.kind)
    return [changeAt(site, path, "type-changed", "breaks", typeText(before), typeText(after), facet || undefined)];
  const named = (name: string) => (facet ? `${facet} ${name}` : name);
  const typeName = (type: LeafType) => ("typeName" in type ? (type.typeName ?? null) : null);
  const renamed =
    typeName(before) === typeName(after)
      ? []
      : [changeAt(site, path, "documentation-changed", "documents", typeName(before), typeName(after), named("data type"))];
  const facetChange = (kind: keyof typeof KINDS, name: string, relation: Relation, old: string | null, now: string | null): Change[] =>
    relation === "same" ? [] : [changeAt(site, path, KINDS[kind][relation], effectOf(relation), old, now, named(name))];
  return [...renamed, ...diffFacets(before, after, { site, path, named, facetChange })];
}

interface FacetContext {
  site: ChangeSite;
  path: string;
  named: (name: string) => string;
  facetChange: (kind: keyof typeof KINDS, name: string, relation: Relation, old: string | null, now: string | null) => Change[];
}

function diffFacets(before: LeafType, after: LeafType, context: FacetContext): Change[] {
  switch (before.kind) {
    case "string":
      return diffString(before, after as StringNode, context);
    case "decimal":
      return diffDecimal(before, after as DecimalNode, context);
    case "integer":
      return diffInterval(context, "range", integerRange(before), integerRange(after as IntegerNode), compareIntegerText);
    case "enum":
      return diffEnum(before, after as EnumNode, context);
    case "map":
      return diffMap(before, after as MapType, context);
    case "array":
      return diffType(context.site, context.path, before.items, (after as typeof before).items, context.named("items"));
    case "object":
    case "boolean":
      // An object's members are entries of their own, and whether it is open follows its gaps.
      return [];
  }
}

function diffInterval(context: FacetContext, name: string, before: Interval, after: Interval, compare: Compare): Change[] {
  return context.facetChange("bound", name, intervalRelation(before, after, compare), intervalText(before), intervalText(after));
}

function inclusive(value: number | string | undefined): Interval["min"] {
  return value === undefined ? undefined : { value: String(value), exclusive: false };
}

function lengthRange(node: { minLength?: number; maxLength?: number }): Interval {
  return { min: inclusive(node.minLength), max: inclusive(node.maxLength) };
}

function integerRange(node: IntegerNode): Interval {
  return { min: inclusive(node.minimum), max: inclusive(node.maximum) };
}

function upTo(value: number | undefined): Interval {
  return { max: inclusive(value) };
}

function diffString(before: StringNode, after: StringNode, context: FacetContext): Change[] {
  const lengths = (node: StringNode) => node.lengths?.map(String);
  return [
    ...diffStringLength(context, before, after),
    ...context.facetChange(
      "bound",
      "lengths",
      setRelation(lengths(before), lengths(after)),
      listText(lengths(before)),
      listText(lengths(after)),
    ),
    ...diffLanguage(
      context,
      "charset",
      "charset",
      charsetPattern(before.charset),
      charsetPattern(after.charset),
      before.charset,
      after.charset,
    ),
    ...diffLanguage(context, "pattern", "pattern", before.pattern, after.pattern, before.pattern, after.pattern),
    ...diffPatternText(context, before.patternText, after.patternText),
    ...diffFormat(context, before.format, after.format),
    ...diffInterval(context, "digits", upTo(before.maxDigits), upTo(after.maxDigits), compareNumbers),
    ...diffNotInPast(context, before.notInPast === true, after.notInPast === true),
  ];
}

/** The words a pattern is told by: what a refused value's message says, documentation only. */
function diffPatternText(context: FacetContext, before: string | undefined, after: string | undefined): Change[] {
  if (before === after) return [];
  return [
    changeAt(
      context.site,
      context.path,
      "documentation-changed",
      "documents",
      before ?? null,
      after ?? null,
      context.named("pattern's words"),
    ),
  ];
}

/**
 * Lengths as the texts allowed have them: a pattern may fix them already (a date's is 10), so a
 * bound that allows every length it allowed before is no narrowing, whatever its words say.
 */
function diffStringLength(context: FacetContext, before: StringNode, after: StringNode): Change[] {
  const declared = [lengthRange(before), lengthRange(after)] as const;
  const effective = (node: StringNode, range: Interval) => intersectInterval(range, patternLengths(node.pattern));
  const relation = intervalRelation(effective(before, declared[0]), effective(after, declared[1]), compareNumbers);
  const [old, now] = [intervalText(declared[0]), intervalText(declared[1])];
  if (relation === "same" && old !== now)
    return [changeAt(context.site, context.path, "documentation-changed", "documents", old, now, context.named("length"))];
  return context.facetChange("bound", "length", relation, old, now);
}

function diffLanguage(
  context: FacetContext,
  kind: "charset" | "pattern",
  name: string,
  before: string | undefined,
  after: string | undefined,
  beforeText: string | undefined,
  afterText: string | undefined,
): Change[] {
  const relation = patternRelation(before, after);
  // Written otherwise, the same texts allowed ("0-9A-Z" for "A-Z0-9"): the reference's words changed.
  if (relation === "same" && beforeText !== afterText)
    return [
      changeAt(
        context.site,
        context.path,
        "documentation-changed",
        "documents",
        beforeText ?? null,
        afterText ?? null,
        context.named(name),
      ),
    ];
  return context.facetChange(kind, name, relation, beforeText ?? null, afterText ?? null);
}

function diffFormat(context: FacetContext, before: string | undefined, after: string | undefined): Change[] {
  const relation: Relation = before === after ? "same" : before === undefined ? "narrower" : after === undefined ? "wider" : "different";
  return context.facetChange("format", "format", relation, before ?? null, after ?? null);
}

/** "Not in the past" added narrows what a date may be (dates before today go); removed widens it. */
function diffNotInPast(context: FacetContext, before: boolean, after: boolean): Change[] {
  const relation: Relation = before === after ? "same" : after ? "narrower" : "wider";
  return context.facetChange("bound", "not in the past", relation, String(before), String(after));
}

function decimalRange(node: DecimalNode): Interval {
  const minimum = inclusive(node.minimum);
  const exclusiveMinimum = node.exclusiveMinimum === undefined ? undefined : { value: node.exclusiveMinimum, exclusive: true };
  // The stricter of the two lower ends is the one that holds.
  const min =
    minimum === undefined || exclusiveMinimum === undefined
      ? (minimum ?? exclusiveMinimum)
      : compareDecimal(exclusiveMinimum.value, minimum.value) >= 0
        ? exclusiveMinimum
        : minimum;
  return { min, max: inclusive(node.maximum) };
}

function diffDecimal(before: DecimalNode, after: DecimalNode, context: FacetContext): Change[] {
  return [
    ...diffLanguage(context, "pattern", "pattern", before.pattern, after.pattern, before.pattern, after.pattern),
    ...diffInterval(context, "length", lengthRange(before), lengthRange(after), compareNumbers),
    ...diffInterval(context, "range", decimalRange(before), decimalRange(after), compareDecimal),
    ...diffInterval(context, "scale", upTo(before.scale), upTo(after.scale), compareNumbers),
  ];
}

/**
 * Values of a closed list are all a caller may send and all a reader must handle: a value removed
 * refuses callers who send it and breaks readers whose code names it (the generated union loses it,
 * and `status === "REMOVED"` no longer compiles). The values of an open list are the known ones
 * among others, so adding or removing one is documentation.
 */
function diffEnum(before: EnumNode, after: EnumNode, context: FacetContext): Change[] {
  const { site, path, named } = context;
  const valuesOf = (node: EnumNode) => node.values.map((entry) => entry.value);
  const closed = before.open === undefined && after.open === undefined;
  const valueChange = (kind: ChangeKind, effect: Effect, old: string | null, now: string | null) =>
    changeAt(site, path, kind, closed ? effect : "documents", old, now, named("values"));
  const described = (node: EnumNode) => new Map(node.values.map((entry) => [entry.value, entry.description]));
  const [oldDescriptions, newDescriptions] = [described(before), described(after)];
  return [
    ...valuesOf(before)
      .filter((value) => !newDescriptions.has(value))
      .map((value) => valueChange("enum-value-removed", site.direction === "response" ? "breaks" : "narrows", value, null)),
    ...valuesOf(after)
      .filter((value) => !oldDescriptions.has(value))
      .map((value) => valueChange("enum-value-added", "widens", null, value)),
    ...valuesOf(after)
      .filter((value) => oldDescriptions.has(value) && oldDescriptions.get(value) !== newDescriptions.get(value))
      .map((value) =>
        changeAt(
          site,
          path,
          "documentation-changed",
          "documents",
          oldDescriptions.get(value) ?? null,
          newDescriptions.get(value) ?? null,
          named(`description of value ${value}`),
        ),
      ),
    ...diffOpenness(before, after, context),
    ...(before.list === after.list
      ? []
      : [changeAt(site, path, "list-kind-changed", "alters", listKind(before), listKind(after), named("values"))]),
  ];
}

/**
 * A list opened widens what may be sent and read. One closed narrows what callers may send, and
 * breaks readers: its type loses the other values, so code comparing with one no longer compiles.
 */
function diffOpenness(before: EnumNode, after: EnumNode, { site, path, named }: FacetContext): Change[] {
  if (before.open === after.open) return [];
  if (before.open === undefined)
    return [changeAt(site, path, "list-opened", "widens", "closed", `open (${after.open ?? ""})`, named("values"))];
  // The list was open: what an older release quoted on why is its own words, not repeated here.
  if (after.open === undefined) return [changeAt(site, path, "list-closed", "breaks", "open", "closed", named("values"))];
  return [changeAt(site, path, "documentation-changed", "documents", before.open, after.open, named("other values"))];
}

function diffMap(before: MapType, after: MapType, context: FacetContext): Change[] {
  const keyLength = (node: MapType): Interval => ({ min: inclusive(node.keyMinLength), max: inclusive(node.keyMaxLength) });
  return [
    ...diffInterval(context, "entries", upTo(before.maxEntries), upTo(after.maxEntries), compareNumbers),
    ...diffInterval(context, "key length", keyLength(before), keyLength(after), compareNumbers),
    ...diffLanguage(
      context,
      "charset",
      "key charset",
      charsetPattern(before.keyCharset),
      charsetPattern(after.keyCharset),
      before.keyCharset,
      after.keyCharset,
    ),
    ...diffType(context.site, context.path, before.value, after.value, context.named("value")),
  ];
}

function listText(values: readonly string[] | undefined): string | null {
  return values === undefined ? null : values.join(", ");
}

function listKind(node: EnumNode): string {
  return node.list ? "comma-separated list" : "one value";
}

/** A type in a few words: its data type and kind (`String`, `array of Decimal`). */
export function typeText(type: LeafType): string {
  if (type.kind === "array") return `array of ${typeText(type.items)}`;
  if (type.kind === "map") return `map of ${typeText(type.value)}`;
  if (type.kind === "object") return "object";
  return type.typeName ?? type.kind;
}
