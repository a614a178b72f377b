// The diff engine's safety net: where a part of the surface differs and no comparison above said
// how, each differing value is still reported, by where it lies, as a warning (a person must judge
// it). It names the places, never the whole part: a report must stay readable.

import { compareText } from "../language/spec-paths.js";
import { changeAt, type Change, type ChangeSite } from "./change.js";
import { plainText } from "./plain-words.js";

/** At most this many places of one part are named; the rest are counted. */
const MOST_PLACES = 5;

export function unexplained(site: ChangeSite, path: string, before: unknown, after: unknown, explained: readonly Change[]): Change[] {
  if (explained.length > 0 || JSON.stringify(before) === JSON.stringify(after)) return [];
  const places = differences(before, after, []);
  const named = places
    .slice(0, MOST_PLACES)
    .map(({ at, old, now }) =>
      changeAt(
        site,
        path,
        "changed",
        "undecided",
        old === undefined ? null : short(old),
        now === undefined ? null : short(now),
        at.join(".") || undefined,
      ),
    );
  if (places.length <= MOST_PLACES) return named;
  const more = places.length - MOST_PLACES;
  return [...named, changeAt(site, path, "changed", "undecided", null, `${more} more ${more === 1 ? "place" : "places"}`, "and")];
}

interface Difference {
  at: string[];
  old: unknown;
  now: unknown;
}

/** The leaves of two values that differ, by their keys (array items by index). */
function differences(before: unknown, after: unknown, at: string[]): Difference[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isNode = (value: unknown) => typeof value === "object" && value !== null;
  if (!isNode(before) || !isNode(after)) return [{ at, old: before, now: after }];
  const [a, b] = [before as Record<string, unknown>, after as Record<string, unknown>];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort(compareText);
  return keys.flatMap((key) => differences(a[key], b[key], [...at, key]));
}

function short(value: unknown): string {
  const text = plainText(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
