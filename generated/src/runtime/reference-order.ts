/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/runtime) */
// The order of the original reference, in which the source document states its 'not shown' regions: field
// paths compared segment by segment, case-insensitively, array indexes ignored.

/** Array indexes in a path (`[0]`, or `[]` in a spec path). */
const INDEXES = /\[\d*\]/g;

export function referenceSegments(path: string): string[] {
  return path.toLowerCase().replace(INDEXES, "").split(".");
}

export function compareReferenceOrder(a: string, b: string): number {
  return compareSegments(referenceSegments(a), referenceSegments(b));
}

/** `compareReferenceOrder` of paths already split: validators split their constant bounds once, at generation. */
export function compareSegments(left: readonly string[], right: readonly string[]): number {
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const l = left[i] as string;
    const r = right[i] as string;
    if (l !== r) return l < r ? -1 : 1;
  }
  return left.length - right.length;
}

/** `path` is `ancestor` or lies below it (indexes ignored). */
export function isAtOrUnder(path: string, ancestor: string): boolean {
  const normal = path.replace(INDEXES, "");
  const base = ancestor.replace(INDEXES, "");
  return normal === base || normal.startsWith(`${base}.`);
}

/** `path` lies below `ancestor`, not at it (indexes ignored): a region `within` an object holds its keys, not the object. */
export function isBelow(path: string, ancestor: string): boolean {
  return path.replace(INDEXES, "").startsWith(`${ancestor.replace(INDEXES, "")}.`);
}
