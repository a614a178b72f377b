// Explanations state the rule a value broke, never the value itself: a value may be a card number.
// The docs' phrases for the same bounds are shorter; both are worded here, once per bound.

export function describeLength(min: number | undefined, max: number | undefined): string {
  if (max === 0) return "Must be empty.";
  if (min !== undefined && max !== undefined)
    return min === max ? `Must be exactly ${min} characters long.` : `Must be ${min} to ${max} characters long.`;
  if (min !== undefined) return `Must be at least ${min} characters long.`;
  return `Must be at most ${max} characters long.`;
}

/** Lists up to this many values are spelled out; a longer one (52 airline document types) is named by its size. */
const LISTED_AT_MOST = 30;

/** "one of A, B, C"; only a list longer than 30 values is named by its size (the docs list them). */
export function describeValues(values: readonly string[], open: boolean): string {
  if (values.length === 0) return "the values of the enumeration";
  const shown = values.length <= LISTED_AT_MOST ? values.join(", ") : `the ${values.length} values of the enumeration`;
  return open ? `one of ${shown} or another value of the gateway` : `one of ${shown}`;
}

/** "1 to 40", "at least 1", "at most 40": a range of lengths as the docs print it. */
export function rangeText(min: number | undefined, max: number | undefined): string {
  if (max === undefined || max === Number.MAX_SAFE_INTEGER) return `at least ${min ?? 0}`;
  if (min === undefined) return `at most ${max}`;
  return `${min} to ${max}`;
}

/** A length bound as a docs phrase: allowed lengths, one exact length, or a range. */
export function lengthPhraseText(min: number | undefined, max: number | undefined, lengths?: readonly number[]): string | undefined {
  if (lengths) return `length ${lengths.join(" or ")}`;
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && min === max) return `length exactly ${min}`;
  return `length ${rangeText(min, max)}`;
}
