// Whether a field path lies in a 'not shown' region of a message (spec/README.md, "Gaps"): under
// `within` if given, after `after` and before `before` (either may be left out), or under one of
// `includes`; paths compared segment by segment, case-insensitively, with `[]` removed.

import type { FieldGap } from "../../resolve/ir.js";

function segments(path: string): string[] {
  return path
    .replace(/\[\d*\]/g, "")
    .toLowerCase()
    .split(".");
}

function compareInReferenceOrder(a: string, b: string): number {
  const left = segments(a);
  const right = segments(b);
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    if (left[index] !== right[index]) return (left[index] as string) < (right[index] as string) ? -1 : 1;
  }
  return left.length - right.length;
}

function isAtOrUnder(path: string, ancestor: string): boolean {
  const bare = (text: string) => text.replace(/\[\d*\]/g, "");
  return bare(path) === bare(ancestor) || bare(path).startsWith(`${bare(ancestor)}.`);
}

function inRange(path: string, gap: FieldGap): boolean {
  if (gap.within === undefined && gap.after === undefined && gap.before === undefined) return false;
  if (gap.within !== undefined && !isAtOrUnder(path, gap.within)) return false;
  if (gap.after !== undefined && compareInReferenceOrder(path, gap.after) <= 0) return false;
  return gap.before === undefined || compareInReferenceOrder(path, gap.before) < 0;
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
