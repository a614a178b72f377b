// The facts a sentence of the spec states in words, found where they are written so that a check
// can hold them against the facts themselves: ranges ('300-900', '1 to 40'), defaults ('default
// 900'), counts of operations ('All three operations') and versions ('at version 17'). A narrow
// grammar on purpose: what it does not read, no check relies on.

/** A stated fact: the words that state it, and where they start in the text. */
export interface Stated {
  text: string;
  index: number;
}

export interface StatedRange extends Stated {
  min: number;
  max: number;
}

export interface StatedNumber extends Stated {
  value: number;
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
/**
 * `300-900`, `1 - 40`, `1–250`, `1 to 40`; not part of a longer token (`ISO 3166-2`, `2026-11-01`,
 * `E.164`): no letter, digit, point or hyphen runs into either end.
 */
const RANGE = new RegExp(String.raw`(?<![\w.\-–/])(${NUMBER})(?:\s*[-–]\s*|\s+to\s+)(${NUMBER})(?![\w]|\.\d|[-–/]\d)`, "g");

/**
 * Every numeric range of the text whose ends are in order. `0-9` is read as the digit characters
 * (`A-Z, a-z, 0-9`), never as a range.
 */
export function statedRanges(text: string): StatedRange[] {
  return [...text.matchAll(RANGE)]
    .map((match) => ({ text: match[0], index: match.index, min: Number(match[1]), max: Number(match[2]) }))
    .filter((range) => range.min <= range.max && range.text !== "0-9");
}

/** `default 900`, `default: 900`, `defaults to 900`. */
export function statedDefaults(text: string): StatedNumber[] {
  return [...text.matchAll(new RegExp(String.raw`\bdefault(?:s to|:)?\s+(-?${NUMBER})(?![\w]|\.\d)`, "gi"))].map((match) => ({
    text: match[0],
    index: match.index,
    value: Number(match[1]),
  }));
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/**
 * `All three operations`, `each of the 3 operations`, `the two operations`: a count of every operation
 * (`the other three operations` counts some, and is not read).
 */
export function statedOperationCounts(text: string): StatedNumber[] {
  const count = `(${NUMBER_WORDS.join("|")}|\\d+)`;
  const pattern = new RegExp(String.raw`\b(?:all|all the|all of the|each of the|the)\s+${count}\s+operations\b`, "gi");
  return [...text.matchAll(pattern)].map((match) => {
    const word = (match[1] ?? "").toLowerCase();
    return { text: match[0], index: match.index, value: NUMBER_WORDS.includes(word) ? NUMBER_WORDS.indexOf(word) : Number(word) };
  });
}

/** `version 17` (`at version 100`), each with the clause it sits in (between commas, semicolons and full stops). */
export function statedVersions(text: string): (Stated & { version: string; clause: string })[] {
  const clauses = [...text.matchAll(/[^,;.]+(?:\.(?!\s|$)[^,;.]*)*/g)];
  return [...text.matchAll(/\bversion\s+(\d+)\b/g)].map((match) => {
    const clause = clauses.find((each) => each.index <= match.index && match.index < each.index + each[0].length)?.[0] ?? text;
    return { text: match[0], index: match.index, version: match[1] ?? "", clause: clause.trim() };
  });
}
