import { compareReferenceOrder, isAtOrUnder, isBelow } from "../language/reference-order.js";
import { isUnder } from "../language/spec-paths.js";
import type { FieldGap } from "./ir.js";

/**
 * Whether a field path lies in a region the seed marks 'not shown' (spec/README.md, "Gaps"): at or
 * under one of `includes`, or below `within` (if given) and after `after` and before `before` (one of
 * the two at least). The same runtime tests the generated validators make.
 */
export function isInGap(gap: FieldGap, path: string): boolean {
  if (gap.includes.some((prefix) => isAtOrUnder(path, prefix))) return true;
  if (gap.after === undefined && gap.before === undefined) return false;
  if (gap.within !== undefined && !isBelow(path, gap.within)) return false;
  if (gap.after !== undefined && compareReferenceOrder(path, gap.after) <= 0) return false;
  return gap.before === undefined || compareReferenceOrder(path, gap.before) < 0;
}

/** Whether some key of the object at `objectPath` ('' for the body) can lie in the gap. */
export function gapMayHoldKeysOf(gap: FieldGap, objectPath: string): boolean {
  const under = (prefix: string) =>
    objectPath === "" || prefix === objectPath || isUnder(prefix, objectPath) || isUnder(objectPath, prefix);
  if (gap.includes.some(under)) return true;
  if (gap.after === undefined && gap.before === undefined) return false;
  if (
    gap.within !== undefined &&
    !(objectPath === "" || gap.within === objectPath || isUnder(objectPath, gap.within) || isUnder(gap.within, objectPath))
  ) {
    return false;
  }
  if (objectPath === "") return true;
  // Keys of the object sort between `objectPath` itself and the end of its subtree.
  const firstKey = `${objectPath}.`;
  const pastLastKey = `${objectPath}.\uffff`;
  const afterOk = gap.after === undefined || compareReferenceOrder(pastLastKey, gap.after) > 0;
  const beforeOk = gap.before === undefined || compareReferenceOrder(firstKey, gap.before) < 0;
  return afterOk && beforeOk;
}
