// Whether a field path lies in a 'not shown' region of a message (spec/README.md, "Gaps"): below
// `within` if given, after `after` and before `before` (at least one of the two given), or at or under
// one of `includes`; paths compared segment by segment, case-insensitively, with `[]` removed.

import type { FieldGap } from "../../resolve/ir.js";
import { compareReferenceOrder, isAtOrUnder, isBelow } from "../runtime/files/reference-order.js";

function inRange(path: string, gap: FieldGap): boolean {
  if (gap.after === undefined && gap.before === undefined) return false;
  if (gap.within !== undefined && !isBelow(path, gap.within)) return false;
  if (gap.after !== undefined && compareReferenceOrder(path, gap.after) <= 0) return false;
  return gap.before === undefined || compareReferenceOrder(path, gap.before) < 0;
}

export function inGap(path: string, gaps: readonly FieldGap[]): boolean {
  return gaps.some((gap) => gap.includes.some((included) => isAtOrUnder(path, included)) || inRange(path, gap));
}

/** Names that probe an open object: before and after everything, and at the edges of its regions. */
export function probeNames(objectPath: string, gaps: readonly FieldGap[]): string[] {
  const prefix = objectPath === "" ? "" : `${objectPath.replace(/\[\]/g, "")}.`;
  const here = (path: string) => {
    const bare = path.replace(/\[\]/g, "");
    return bare.startsWith(prefix) && !bare.slice(prefix.length).includes(".") ? bare.slice(prefix.length) : undefined;
  };
  const edges = gaps.flatMap((gap) => [
    ...gap.includes.map(here),
    gap.after === undefined ? undefined : here(gap.after)?.concat("Zz"),
    gap.before === undefined ? undefined : here(gap.before)?.concat("Zz"),
  ]);
  return [...new Set(["aaaUnknown", "zzzUnknown", ...edges.filter((name): name is string => name !== undefined)])];
}
