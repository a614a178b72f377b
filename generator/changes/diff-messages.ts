// One message (or the error shape) before and after: its fields by path, its 'not shown' regions
// and its cross-field rules.

import { compareText, parentPath } from "../language/spec-paths.js";
import type { Presence } from "../ir/ir.js";
import { changeAt, type Change, type ChangeSite, type Effect } from "./change.js";
import { diffRules } from "./diff-rules.js";
import { diffFieldSensitivity } from "./diff-sensitivity.js";
import { diffType, typeText } from "./diff-types.js";
import { coveringGaps, rangeKey, rangeRelation, regionPath, uncoveredIncludes } from "./regions.js";
import type { FieldSurface, GapSurface, MessageSurface } from "./surface.js";
import { diffDeprecation, removalOf } from "./deprecations.js";

export function diffMessage(site: ChangeSite, before: MessageSurface, after: MessageSurface): Change[] {
  return [
    ...diffFields(site, before.fields, after.fields),
    ...diffGaps(site, before.gaps, after.gaps),
    ...diffRules(site, before.rules, after.rules),
  ];
}

/**
 * Fields by path. A field added or removed with its parent is told once, at the parent: a removed
 * group is one line, not one line per member.
 */
export function diffFields(site: ChangeSite, before: Record<string, FieldSurface>, after: Record<string, FieldSurface>): Change[] {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(compareText);
  return paths.flatMap((path) => {
    const [old, now] = [before[path], after[path]];
    const parent = parentPath(path);
    if (old === undefined && now !== undefined)
      return parent !== undefined && before[parent] === undefined
        ? []
        : [fieldAdded(site, path, now, parent === undefined || parent in before)];
    if (old !== undefined && now === undefined)
      return parent !== undefined && after[parent] === undefined
        ? []
        : [removalOf(changeAt(site, path, "field-removed", "breaks", fieldText(old), null), old.deprecated)];
    return old === undefined || now === undefined ? [] : diffField(site, path, old, now);
  });
}

/**
 * A response field added is compatible (responses tolerate unknown fields); a request field too,
 * unless callers must now send it in an object they already send.
 */
function fieldAdded(site: ChangeSite, path: string, field: FieldSurface, parentExisted: boolean): Change {
  const effect: Effect = site.direction !== "response" && field.presence === "required" && parentExisted ? "narrows" : "compatible";
  return changeAt(site, path, "field-added", effect, null, fieldText(field));
}

/** Required and always are the narrow ends: a caller must send, a reader can count on. */
const NARROW_PRESENCE: ReadonlySet<Presence> = new Set(["required", "always"]);

function diffField(site: ChangeSite, path: string, before: FieldSurface, after: FieldSurface): Change[] {
  const documentation = (["description", "defaultValue", "seedText", "group"] as const).flatMap((facet) =>
    before[facet] === after[facet]
      ? []
      : [changeAt(site, path, "documentation-changed", "documents", textOf(before[facet]), textOf(after[facet]), facetName(facet))],
  );
  const presence =
    before.presence === after.presence
      ? []
      : [
          changeAt(
            site,
            path,
            "presence-changed",
            NARROW_PRESENCE.has(after.presence) ? "narrows" : "widens",
            before.presence,
            after.presence,
            "presence",
          ),
        ];
  const sensitivity = diffFieldSensitivity(site, path, before.sensitive, after.sensitive);
  const deprecation = diffDeprecation(site, path, before.deprecated, after.deprecated);
  return [...presence, ...diffType(site, path, before.type, after.type), ...sensitivity, ...deprecation, ...documentation];
}

function facetName(facet: "description" | "defaultValue" | "seedText" | "group"): string {
  return { description: "description", defaultValue: "default", seedText: "the source document's words", group: "shared group" }[facet];
}

function textOf(value: string | number | boolean | undefined): string | null {
  return value === undefined ? null : String(value);
}

/** A field in a few words: `optional String`, `always object`. */
export function fieldText(field: FieldSurface): string {
  return `${field.presence} ${typeText(field.type)}`;
}

/**
 * 'Not shown' regions: an unknown field inside one is accepted, outside every one it is
 * UNSUPPORTED. So a part of the regions lost narrows what callers may send, a part gained widens
 * it; responses tolerate unknown fields anywhere, so there a region only documents. The regions
 * are compared by what they cover: each include no longer (or newly) covered, each range moved.
 */
function diffGaps(site: ChangeSite, before: readonly GapSurface[], after: readonly GapSurface[]): Change[] {
  const [old, now] = [coveringGaps(before), coveringGaps(after)];
  const effect = (shown: Effect): Effect => (site.direction === "response" ? "documents" : shown);
  const region = (path: string, gaps: readonly GapSurface[]) => gaps.find((gap) => gap.includes.includes(path));
  const stays = (gap: GapSurface | undefined, others: readonly GapSurface[]) =>
    gap !== undefined && others.some((other) => other.text === gap.text);
  return [
    ...uncoveredIncludes(old, now).map((path) =>
      changeAt(site, path, stays(region(path, old), now) ? "gap-shrunk" : "gap-removed", effect("narrows"), path, null, "not shown"),
    ),
    ...uncoveredIncludes(now, old).map((path) =>
      changeAt(site, path, stays(region(path, now), old) ? "gap-widened" : "gap-added", effect("widens"), null, path, "not shown"),
    ),
    ...diffRanges(site, old.filter(hasRange), now.filter(hasRange), effect),
    ...diffGapTexts(site, old, now),
  ];
}

const hasRange = (gap: GapSurface) => gap.after !== undefined || gap.before !== undefined;

/** Ranges by their bounds: one that moved outwards widens, inwards narrows, otherwise it alters. */
function diffRanges(site: ChangeSite, before: GapSurface[], after: GapSurface[], effect: (shown: Effect) => Effect): Change[] {
  const unmatched = (gaps: GapSurface[], others: GapSurface[]) =>
    gaps.filter((gap) => !others.some((other) => rangeKey(other) === rangeKey(gap)));
  const [removed, added] = [unmatched(before, after), unmatched(after, before)];
  const changes: Change[] = [];
  for (const old of removed) {
    const partner = added.find((gap) => gap.within === old.within);
    if (partner === undefined) {
      changes.push(changeAt(site, regionPath(old), "gap-removed", effect("narrows"), rangeText(old), null, "not shown"));
      continue;
    }
    added.splice(added.indexOf(partner), 1);
    const relation = rangeRelation(old, partner);
    const [kind, shown] = RANGE_MOVES[relation === "same" ? "different" : relation];
    changes.push(changeAt(site, regionPath(partner), kind, effect(shown), rangeText(old), rangeText(partner), "not shown"));
  }
  for (const now of added) changes.push(changeAt(site, regionPath(now), "gap-added", effect("widens"), null, rangeText(now), "not shown"));
  return changes;
}

const RANGE_MOVES = {
  narrower: ["gap-shrunk", "narrows"],
  wider: ["gap-widened", "widens"],
  different: ["gap-changed", "alters"],
} as const satisfies Record<string, readonly [Change["kind"], Effect]>;

/** A region's words, where it covers what it covered. */
function diffGapTexts(site: ChangeSite, before: readonly GapSurface[], after: readonly GapSurface[]): Change[] {
  const samePlace = (a: GapSurface, b: GapSurface) =>
    rangeKey(a) === rangeKey(b) &&
    (a.includes.length === 0 ? b.includes.length === 0 : a.includes.some((path) => b.includes.includes(path)));
  return after.flatMap((now) => {
    const old = before.find((gap) => samePlace(gap, now));
    return old === undefined || old.text === now.text
      ? []
      : [
          changeAt(
            site,
            regionPath(now),
            "documentation-changed",
            "documents",
            old.text,
            now.text,
            "words of a region the reference does not show",
          ),
        ];
  });
}

/** A range in words: `after order.x, before order.y, under order`. */
function rangeText(gap: GapSurface): string {
  return [
    ...(gap.within === undefined ? [] : [`under ${gap.within}`]),
    ...(gap.after === undefined ? [] : [`after ${gap.after}`]),
    ...(gap.before === undefined ? [] : [`before ${gap.before}`]),
  ].join(", ");
}
