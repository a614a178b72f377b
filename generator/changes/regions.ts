// A message's 'not shown' regions as the paths they cover, so that the report says what moved and
// nothing else: a field a region names while another part of the regions already covers it covers
// nothing more; a range that grows or shrinks says so. A path lies in a region when it is at or under
// one of its `includes`, or below `within` and between `after` and `before` in the reference's order
// (spec/README.md, "Gaps"; the validators' test is the same).

import { compareReferenceOrder, isAtOrUnder, isBelow, referenceSegments } from "../language/reference-order.js";
import { compareText } from "../language/spec-paths.js";
import type { GapSurface } from "./surface.js";

export type RegionRelation = "same" | "narrower" | "wider" | "different";

const hasRange = (gap: GapSurface) => gap.after !== undefined || gap.before !== undefined;

/** Every path at or under `path` lies in the range of `gap` (below within, after after, before before). */
function subtreeInRange(path: string, gap: GapSurface): boolean {
  if (!hasRange(gap)) return false;
  if (gap.within !== undefined && !isBelow(path, gap.within)) return false;
  if (gap.after !== undefined && compareReferenceOrder(path, gap.after) <= 0) return false;
  if (gap.before === undefined) return true;
  const [segments, bound] = [referenceSegments(path), referenceSegments(gap.before)];
  const boundUnderPath = segments.every((segment, index) => bound[index] === segment);
  return compareReferenceOrder(path, gap.before) < 0 && !boundUnderPath;
}

/** Every path at or under `path` lies in one of the regions. */
export function subtreeCovered(path: string, gaps: readonly GapSurface[]): boolean {
  return gaps.some((gap) => gap.includes.some((include) => isAtOrUnder(path, include)) || subtreeInRange(path, gap));
}

/**
 * The regions with each include the others already cover left out (an include under another, or
 * inside a range), includes sorted and regions in one order: two lists that cover the same paths in
 * the same way compare equal.
 */
export function coveringGaps(gaps: readonly GapSurface[]): GapSurface[] {
  const normalised = gaps.map((gap, index) => ({
    ...gap,
    includes: [...new Set(gap.includes)].sort(compareText).filter((include) => !coveredElsewhere(include, gaps, index)),
  }));
  return normalised.filter((gap) => hasRange(gap) || gap.includes.length > 0).sort((a, b) => compareText(gapKey(a), gapKey(b)));
}

/** Covered by a range, by an include above it, or by the same include in an earlier region. */
function coveredElsewhere(include: string, gaps: readonly GapSurface[], at: number): boolean {
  return gaps.some(
    (gap, index) =>
      subtreeInRange(include, gap) ||
      gap.includes.some((other) => other !== include && isAtOrUnder(include, other)) ||
      (index < at && gap.includes.includes(include)),
  );
}

export function gapKey(gap: GapSurface): string {
  return JSON.stringify([gap.within, gap.after, gap.before, gap.omitsKnown, gap.includes]);
}

export function rangeKey(gap: GapSurface): string {
  return JSON.stringify([gap.within, gap.after, gap.before]);
}

/** The includes of `from` that `to` does not cover: each is a part of the regions lost (or gained, read the other way). */
export function uncoveredIncludes(from: readonly GapSurface[], to: readonly GapSurface[]): string[] {
  return [...new Set(from.flatMap((gap) => gap.includes))].filter((include) => !subtreeCovered(include, to)).sort(compareText);
}

/** How a range region moved: wider when its bounds moved outwards (or one fell away), narrower inwards. */
export function rangeRelation(before: GapSurface, after: GapSurface): RegionRelation {
  if (before.within !== after.within) return "different";
  const lower = endRelation(before.after, after.after, 1);
  const upper = endRelation(before.before, after.before, -1);
  if (lower === "same") return upper;
  if (upper === "same" || upper === lower) return lower;
  return "different";
}

/** `inward` is 1 for `after` (a later `after` narrows) and -1 for `before`. */
function endRelation(before: string | undefined, after: string | undefined, inward: 1 | -1): RegionRelation {
  if (before === after) return "same";
  if (before === undefined) return "narrower";
  if (after === undefined) return "wider";
  const order = compareReferenceOrder(after, before) * inward;
  return order === 0 ? "same" : order > 0 ? "narrower" : "wider";
}

/**
 * Where a range lies, for the report's path: the object it is within, or the whole message, since
 * a range between two fields covers fields of any name between them.
 */
export function regionPath(gap: GapSurface): string {
  return gap.within ?? "";
}
