// "Did you mean ...?" for a name that names nothing: the known name closest to it by edit distance,
// when it is close enough to be a slip of the keyboard. The thresholds are TypeScript's
// (`getSpellingSuggestion`): at most about 40% of the name may differ, a case-only difference costs
// a tenth of an edit. Two neighbouring letters swapped count as one edit, as a typist makes them.

/** Names longer than this get no suggestion: the work stays bounded whatever a spec holds. */
export const SUGGESTION_MAX_LENGTH = 128;

/** `did you mean 'X'?` for the closest of `candidates`, or undefined when none is close. */
export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const closest = closestName(name, candidates);
  return closest === undefined ? undefined : `did you mean '${closest}'?`;
}

export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  if (name.length === 0 || name.length > SUGGESTION_MAX_LENGTH) return undefined;
  const maximumLengthDifference = Math.max(2, Math.floor(name.length * 0.34));
  let bestDistance = Math.floor(name.length * 0.4) + 1;
  let best: string | undefined;
  for (const candidate of [...new Set(candidates)].sort()) {
    if (candidate === name || candidate.length > SUGGESTION_MAX_LENGTH) continue;
    if (Math.abs(candidate.length - name.length) > maximumLengthDifference) continue;
    // A short name is suggested only for a case slip: any other edit of two letters is a different word.
    if (candidate.length < 3 && candidate.toLowerCase() !== name.toLowerCase()) continue;
    const distance = editDistance(name, candidate, bestDistance - 0.1);
    if (distance === undefined) continue;
    bestDistance = distance;
    best = candidate;
  }
  return best;
}

/**
 * Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`, or undefined when over
 * `limit`; a substitution of the same letter in another case costs 0.1. Rows stop early once every
 * cell is over the limit, so a far candidate costs little.
 */
export function editDistance(a: string, b: string, limit = Infinity): number | undefined {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let row = 1; row <= a.length; row++) {
    const current = [row];
    let rowMinimum = row;
    for (let column = 1; column <= b.length; column++) {
      const [left, up] = [a[row - 1] as string, b[column - 1] as string];
      const substitution = left === up ? 0 : left.toLowerCase() === up.toLowerCase() ? 0.1 : 1;
      let cell = Math.min(
        (previous[column] as number) + 1,
        (current[column - 1] as number) + 1,
        (previous[column - 1] as number) + substitution,
      );
      if (row > 1 && column > 1 && left === b[column - 2] && a[row - 2] === up && left !== up)
        cell = Math.min(cell, (beforePrevious[column - 2] as number) + 1);
      current.push(cell);
      rowMinimum = Math.min(rowMinimum, cell);
    }
    if (rowMinimum > limit) return undefined;
    [beforePrevious, previous] = [previous, current];
  }
  const distance = previous[b.length] as number;
  return distance > limit ? undefined : distance;
}
