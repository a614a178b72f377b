// Whether a field path lies in a 'not shown' region of a message: the resolver's reading
// (ir/regions.ts), which the generated validators share; and names that probe a region's edges.

import { isInGap } from "../../ir/regions.js";
import type { FieldGap } from "../../ir/ir.js";

export function inGap(path: string, gaps: readonly FieldGap[]): boolean {
  return gaps.some((gap) => isInGap(gap, path));
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
