// What a validator answers when reading the body threw: a getter or a proxy trap that throws, or a
// revoked proxy. JSON.parse never makes such a value, so the validators spend nothing on them while
// checking; their one try/catch sends the body here, where it is read again, slowly and guarded, to
// name the place that cannot be read.

import { invalid } from "./contract.js";
import { toResult, type ValidationResult } from "./validation.js";

/** Said of the place that could not be read; like every explanation, it never repeats a value. */
export const UNREADABLE_EXPLANATION = "Could not be read (a getter or proxy threw): a body must hold plain JSON data.";

/**
 * Values the search reads at most. A getter may make a fresh object on every read, so the search
 * needs a bound of its own; past it the finding names the body ("").
 */
const SEARCH_LIMIT = 100_000;

/** The answer for a body whose reading threw: one INVALID finding, at the first place that throws. */
export function unreadableBody(body: unknown): ValidationResult {
  return toResult([invalid(firstUnreadablePath(body), UNREADABLE_EXPLANATION)]);
}

interface Place {
  value: unknown;
  path: string;
}

/**
 * The path (`order.item[0].name`) of the first value, depth first in key order as the validators
 * read, whose reading throws; "" when none throws within `SEARCH_LIMIT` reads. Each object is read
 * once, so a cycle ends the search on that branch. Never throws.
 */
export function firstUnreadablePath(body: unknown): string {
  const seen = new Set<object>();
  const pending: Place[] = [{ value: body, path: "" }];
  let budget = SEARCH_LIMIT;
  for (let place = pending.pop(); place !== undefined && budget > 0; place = pending.pop()) {
    const { value, path } = place;
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    const children = readChildren(value, path, budget);
    if (typeof children === "string") return children;
    budget -= children.length + 1;
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index] as Place);
  }
  return "";
}

/** The object's own items or entries, at most `limit` of them, or the path whose reading threw. */
function readChildren(value: object, path: string, limit: number): Place[] | string {
  let isArray: boolean;
  try {
    isArray = Array.isArray(value);
  } catch {
    return path; // a revoked proxy
  }
  return isArray ? readItems(value as unknown[], path, limit) : readEntries(value as Record<string, unknown>, path, limit);
}

function readItems(items: unknown[], path: string, limit: number): Place[] | string {
  const places: Place[] = [];
  let length: number;
  try {
    length = Math.min(items.length, limit);
  } catch {
    return path;
  }
  for (let index = 0; index < length; index++) {
    const itemPath = `${path}[${index}]`;
    try {
      places.push({ value: items[index], path: itemPath });
    } catch {
      return itemPath;
    }
  }
  return places;
}

function readEntries(entries: Record<string, unknown>, path: string, limit: number): Place[] | string {
  const keys: string[] = [];
  try {
    for (const key in entries) {
      if (keys.length >= limit) break;
      if (Object.prototype.hasOwnProperty.call(entries, key)) keys.push(key);
    }
  } catch {
    return path; // the keys themselves cannot be listed
  }
  const places: Place[] = [];
  for (const key of keys) {
    const keyPath = path === "" ? key : `${path}.${key}`;
    try {
      places.push({ value: entries[key], path: keyPath });
    } catch {
      return keyPath;
    }
  }
  return places;
}
