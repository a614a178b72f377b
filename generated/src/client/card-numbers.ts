/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/client) */
// Card numbers found by meaning, not by exact text: a run of 12 to 19 digits that passes the Luhn
// check (or is a card number the caller sent), however it is written: in one piece, in groups
// separated by spaces or dashes, as a JSON number, beside other digits in a longer run of groups.

/** Digits in groups, one space or dash between groups; unambiguous, so it reads any text in linear time. */
const DIGIT_GROUPS = /\d+(?:[ -]\d+)*/g;
const SHORTEST_CARD = 12;
const LONGEST_CARD = 19;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether these digits (19 at most) are a card number: 12 or more, Luhn-valid or one of `known`. */
function isCardNumber(digits: string, known: ReadonlySet<string>): boolean {
  return digits.length >= SHORTEST_CARD && (known.has(digits) || luhnValid(digits));
}

/** The text's card numbers, each replaced by `replacement`; `known` adds the digits of cards that fail the Luhn check. */
export function hideCardNumbers(text: string, known: ReadonlySet<string> = new Set(), replacement: string = "[redacted]"): string {
  return text.replace(DIGIT_GROUPS, (run) => hideInRun(run, known, replacement));
}

/**
 * One run of digit groups with its card numbers hidden: every sequence of whole groups holding 12 to
 * 19 digits is tried, from the left, so that a card number stays found beside a year or an amount.
 */
function hideInRun(run: string, known: ReadonlySet<string>, replacement: string): string {
  if (run.length < SHORTEST_CARD) return run;
  const groups = [...run.matchAll(/\d+/g)].map((match) => ({ start: match.index, end: match.index + match[0].length, digits: match[0] }));
  let result = "";
  let shownUpTo = 0;
  for (let first = 0; first < groups.length; first++) {
    const last = cardEndingAt(groups, first, known);
    if (last === undefined) continue;
    result += run.slice(shownUpTo, groups[first]?.start) + replacement;
    shownUpTo = groups[last]?.end ?? run.length;
    first = last;
  }
  return result + run.slice(shownUpTo);
}

/** The last group of the longest card number that starts at group `first`, or undefined. */
function cardEndingAt(groups: readonly { digits: string }[], first: number, known: ReadonlySet<string>): number | undefined {
  let digits = "";
  let found: number | undefined;
  for (let last = first; last < groups.length; last++) {
    digits += groups[last]?.digits;
    if (digits.length > LONGEST_CARD) break;
    if (isCardNumber(digits, known)) found = last;
  }
  return found;
}

/** The digits of a value written as a card number (groups of digits, spaces or dashes between), or undefined. */
export function cardDigits(text: string): string | undefined {
  if (!/^\d+(?:[ -]\d+)*$/.test(text)) return undefined;
  const digits = text.replace(/[ -]/g, "");
  return digits.length >= SHORTEST_CARD && digits.length <= LONGEST_CARD ? digits : undefined;
}
