// A bound on how deeply a spec file nests flow collections (`[...]`, `{...}`), found by one pass over
// the text before the yaml package parses it: past a few thousand levels its parser and composer
// take seconds and hundreds of megabytes (500,000 levels in a 1 MB file: 14 s, 1.2 GB), and no spec
// file needs more than a handful. Quoted text and comments are skipped; a bracket counts where YAML
// could open a collection with it (at the start of a value or of a flow item).

/** The most levels a spec file may nest; the deepest today is 2. */
export const FLOW_NESTING_LIMIT = 64;

/** Characters after which (and spaces) a `[` or `{` opens a collection. */
const OPENS_AFTER = new Set([":", "-", "?", ",", "[", "{", "\n"]);

/** The offset of the first bracket that opens a level past `limit`, or undefined. */
export function flowNestingPastLimit(text: string, limit = FLOW_NESTING_LIMIT): number | undefined {
  let depth = 0;
  let previous = "\n";
  for (let index = 0; index < text.length; index++) {
    const character = text[index] as string;
    if (character === " " || character === "\t" || character === "\r") continue;
    if (character === "#" && /[\s]/.test(text[index - 1] ?? "\n")) index = endOfLine(text, index) - 1;
    else if ((character === '"' || character === "'") && OPENS_AFTER.has(previous)) index = endOfQuote(text, index);
    else if ((character === "[" || character === "{") && OPENS_AFTER.has(previous)) {
      depth++;
      if (depth > limit) return index;
    } else if ((character === "]" || character === "}") && depth > 0) depth--;
    previous = text[index] === "\n" ? "\n" : character;
  }
  return undefined;
}

function endOfLine(text: string, from: number): number {
  const end = text.indexOf("\n", from);
  return end === -1 ? text.length : end;
}

/** The offset of the quote that closes the one at `from` (or the last offset): `\` escapes in "...", `''` in '...'. */
function endOfQuote(text: string, from: number): number {
  const quote = text[from];
  for (let index = from + 1; index < text.length; index++) {
    if (quote === '"' && text[index] === "\\") index++;
    else if (text[index] === quote) {
      if (quote === "'" && text[index + 1] === "'") index++;
      else return index;
    }
  }
  return text.length - 1;
}
