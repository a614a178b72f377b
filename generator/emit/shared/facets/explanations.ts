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

/** Text ending in one full stop. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** One character of a class body at `index` (an escape stands for its character), and where the next starts. */
function classCharacter(characters: readonly string[], index: number): [character: string, next: number] {
  if (characters[index] !== "\\" || index + 1 >= characters.length) return [characters[index] as string, index + 1];
  const marker = characters[index + 1];
  const digits = marker === "x" ? 2 : marker === "u" ? 4 : 0;
  const hex = characters.slice(index + 2, index + 2 + digits).join("");
  if (digits > 0 && /^[0-9A-Fa-f]+$/.test(hex) && hex.length === digits)
    return [String.fromCodePoint(parseInt(hex, 16)), index + 2 + digits];
  return [marker as string, index + 2];
}

/** A range's end as written in words: letters and digits as they are, others by code point. */
function rangeEnd(character: string): string {
  return /^[0-9A-Za-z]$/.test(character) ? character : `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** A single character in words: a space as 'space', a visible one quoted, others by code point. */
function characterWords(character: string): string {
  if (character === " ") return "space";
  return /^[\x21-\x7e]$/.test(character) ? `'${character}'` : rangeEnd(character);
}

/**
 * A character class body in words: `0-9a-zA-Z\-_` -> "0-9, a-z, A-Z, '-' and '_'"; `\x00-\x7F` ->
 * "U+0000-U+007F". An escape stands for its character.
 */
export function charsetWords(charset: string): string {
  const items: string[] = [];
  const characters = [...charset];
  for (let index = 0; index < characters.length;) {
    const [first, next] = classCharacter(characters, index);
    if (characters[next] === "-" && next + 1 < characters.length) {
      const [last, after] = classCharacter(characters, next + 1);
      items.push(`${rangeEnd(first)}-${rangeEnd(last)}`);
      index = after;
      continue;
    }
    items.push(characterWords(first));
    index = next;
  }
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) as string}`;
}
