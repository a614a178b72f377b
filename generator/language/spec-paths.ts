// Dotted spec paths (`order.item[].name`): structure, ordering and 'not shown' regions.

export const GLOB_SUFFIX = ".**";

export function parentPath(path: string): string | undefined {
  const cut = path.lastIndexOf(".");
  return cut === -1 ? undefined : path.slice(0, cut);
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf(".") + 1);
}

/** The property name of a segment: `item[]` is the property `item`. */
export function propertyName(segment: string): string {
  return segment.endsWith("[]") ? segment.slice(0, -2) : segment;
}

export function isArrayPath(path: string): boolean {
  return path.endsWith("[]");
}

export function isUnder(path: string, ancestor: string): boolean {
  return path.startsWith(`${ancestor}.`);
}

/** Plain code-unit order, the same on every machine (unlike localeCompare): for sorting names and paths. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Versions in numeric order ("17" before "100"), text order for the rest. */
export function compareVersions(a: string, b: string): number {
  return Number(a) - Number(b) || compareText(a, b);
}

export function ancestorsOf(path: string): string[] {
  const result: string[] = [];
  for (let parent = parentPath(path); parent !== undefined; parent = parentPath(parent)) result.push(parent);
  return result;
}

export { compareReferenceOrder, referenceSegments } from "./reference-order.js";

/** A JSON-style field path (`order.item[0].name`) in the spec's form (`order.item[].name`). */
export function toSpecPath(fieldPath: string): string {
  return fieldPath.replace(/\[\d+\]/g, "[]");
}
