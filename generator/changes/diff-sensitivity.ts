// Sensitivity, security's part of the report: a class whose mask shows more of a value, a class
// that goes, a key name a class no longer masks, a field that loses its class (its value is then
// logged in clear) are warnings a person must look at; masking more is compatible. Every such
// change is marked `security`.

import { compareText } from "../language/spec-paths.js";
import type { Mask, SensitivityClass } from "../ir/ir.js";
import { changeAt, type Change, type ChangeSite, type Effect } from "./change.js";

const SITE = { operation: "*", version: "*", direction: "api" } as const;

/** How many characters of a value a mask leaves to be read. */
function shown(mask: Mask): number {
  return mask === "replace" ? 0 : mask.keepFirst + mask.keepLast;
}

/** `first 6 and last 4 characters kept`, `replaced whole`. */
export function maskText(mask: Mask): string {
  return mask === "replace"
    ? "replaced whole"
    : `first ${mask.keepFirst} and last ${mask.keepLast} characters kept, the rest as ${mask.with}`;
}

const KEY_FACET = "key name masked at any path";

export function diffSensitivityClasses(before: readonly SensitivityClass[], after: readonly SensitivityClass[]): Change[] {
  const names = [...new Set([...before, ...after].map((entry) => entry.name))].sort(compareText);
  return names.flatMap((name) => {
    const [a, b] = [before.find((entry) => entry.name === name), after.find((entry) => entry.name === name)];
    const secure = (effect: Effect, old: string | null, now: string | null, facet: string) =>
      changeAt(SITE, name, "mask-changed", effect, old, now, facet, true);
    if (a === undefined) return b === undefined ? [] : [secure("compatible", null, maskText(b.mask), "sensitivity class added")];
    if (b === undefined) return [secure("undecided", maskText(a.mask), null, "sensitivity class removed")];
    const mask =
      JSON.stringify(a.mask) === JSON.stringify(b.mask)
        ? []
        : [secure(shown(b.mask) > shown(a.mask) ? "undecided" : "compatible", maskText(a.mask), maskText(b.mask), "mask")];
    // Key names masked at any path: one no longer in the class is logged in clear wherever it appears.
    const keysOf = (entry: SensitivityClass) => entry.keys ?? [];
    const dropped = keysOf(a).filter((key) => !keysOf(b).includes(key));
    const gained = keysOf(b).filter((key) => !keysOf(a).includes(key));
    const keys = [
      ...dropped.sort(compareText).map((key) => secure("undecided", key, null, KEY_FACET)),
      ...gained.sort(compareText).map((key) => secure("compatible", null, key, KEY_FACET)),
    ];
    const words = (["description", "section"] as const).flatMap((key) =>
      a[key] === b[key] ? [] : [changeAt(SITE, name, "documentation-changed", "documents", a[key] ?? null, b[key] ?? null, key)],
    );
    return [...mask, ...keys, ...words];
  });
}

/** A field's class: lost is a warning (logged in clear from now on), gained compatible, another one a warning. */
export function diffFieldSensitivity(site: ChangeSite, path: string, before: string | undefined, after: string | undefined): Change[] {
  if (before === after) return [];
  const effect: Effect = before === undefined ? "compatible" : "undecided";
  return [changeAt(site, path, "sensitivity-changed", effect, before ?? null, after ?? null, "sensitivity class", true)];
}
